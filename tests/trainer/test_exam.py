"""Exams and result files: an exam is its files (any change is another exam), a result file says what was typed and
nothing else is believed, every bad file is refused in one line, a sitting never writes over what it must not,
and the class register keeps each result once."""

from __future__ import annotations

import csv
import json
import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerdesk.progress import Cancelled
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.class_import import WatchedFolder, import_results
from dealerdesk.trainer.class_register import Filed, Filing, file_result, filed_results
from dealerdesk.trainer.class_report import Grades, class_report, grade_again, grade_result, write_csv
from dealerdesk.trainer.exam import SETTINGS, Exam, ExamError, ExamSettings, Feedback, export_exam, open_exam
from dealerdesk.trainer.exam_sitting import Sitting, SittingError
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.practice import OUT_OF_TIME
from dealerdesk.trainer.result_file import (
    SUFFIX,
    ExamResult,
    ResultError,
    answered,
    clean_trainee,
    file_name,
    finished,
    new_result,
    parse_result,
    read_result,
    write_result,
)
from dealerdesk.trainer.store import migrations
from dealerdesk.trainer.store.database import Store
from tests.trainer.exams import write_exam, wrong_answer


@pytest.fixture(scope="module")
def exam_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("exam") / "week-3"
    write_exam(folder)
    return folder


def sat(folder: Path, out: Path, name: str, answers: str = "right", seconds: float = 1.0) -> Sitting:
    """A sitting of the exam in ``folder`` by ``name``, every question answered right (or wrong)."""
    sitting = Sitting.begin(open_exam(folder), name, out, "test")
    while (asked := sitting.next_question()) is not None:
        _, question = asked
        answer = kind_of(question.kind).right_answer(question) if answers == "right" else wrong_answer(question)
        sitting.answer(answer, seconds)
    return sitting


# ---- the exam -------------------------------------------------------------------------------------------------


def test_an_exam_is_dealt_the_same_from_its_seed_and_known_by_its_files(tmp_path: Path, exam_folder: Path) -> None:
    again = write_exam(tmp_path / "again", seconds=120)  # 120 and 120.0 seconds are one setting
    assert again.digest == open_exam(exam_folder).digest  # the same seed and settings: the same exam
    other = write_exam(tmp_path / "slower", seconds=90)
    assert other.digest != again.digest  # the time per question is part of the exam


@pytest.mark.parametrize("name", [SETTINGS, "pack.json", "003.json", "004.phh"])
def test_a_byte_changed_in_any_file_is_another_exam(tmp_path: Path, name: str) -> None:
    exam = write_exam(tmp_path / "exam")
    path = tmp_path / "exam" / name
    text = path.read_text(encoding="utf-8")
    # A change that leaves every file readable: spacing in the JSON, a comment in the hand history.
    path.write_text(text + ("\n# checked\n" if name.endswith(".phh") else " "), encoding="utf-8")
    assert open_exam(tmp_path / "exam").digest != exam.digest


@pytest.mark.parametrize(("change", "said"), [
    (lambda data: data.pop("format"), "not exam settings"),
    (lambda data: data.update(version=2), "written by a newer dealerdesk (exam format 2"),
    (lambda data: data.update(feedback=["end"]), 'feedback is "end" or "each"'),
    (lambda data: data.update(pass_mark=0.5), "pass mark 0.8 only"),
    (lambda data: data.update(seconds=0.2), "the time per question is 1 to 3600 seconds"),
    (lambda data: data.update(seconds="60"), "must be a number of seconds"),
])
def test_bad_exam_settings_are_refused_in_one_line(tmp_path: Path, change: object, said: str) -> None:
    write_exam(tmp_path / "exam")
    path = tmp_path / "exam" / SETTINGS
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ExamError) as refused:
        open_exam(tmp_path / "exam")
    assert said in str(refused.value) and "\n" not in str(refused.value)
    assert str(refused.value).startswith(str(path))


def test_a_drill_pack_is_not_an_exam(tmp_path: Path) -> None:
    write_exam(tmp_path / "pack")
    (tmp_path / "pack" / SETTINGS).unlink()
    with pytest.raises(ExamError, match="a drill pack, not an exam"):
        open_exam(tmp_path / "pack")


# ---- the result file ------------------------------------------------------------------------------------------


def test_a_result_file_reads_back_as_written_and_holds_no_score(tmp_path: Path, exam_folder: Path) -> None:
    sitting = sat(exam_folder, tmp_path, "Ann Kovács")
    text = sitting.path.read_text(encoding="utf-8")
    result = read_result(sitting.path)
    assert result == sitting.result and result.sealed and result.ignored == ()
    assert result.finished and result.answered == 4 and result.app == "test"
    keys = set(json.loads(text)) | {key for entry in json.loads(text)["answers"] for key in entry}
    assert not keys & {"score", "correct", "passed", "right", "verdict"}
    assert sitting.path.name == "Ann-Kovács" + SUFFIX
    assert sitting.path.stat().st_mode & 0o777 == 0o644  # handed to the instructor


def test_an_edited_file_is_flagged_its_claims_ignored_and_its_answers_graded_as_they_say(
        tmp_path: Path, exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    sitting = sat(exam_folder, tmp_path, "Bence", answers="wrong")
    data = json.loads(sitting.path.read_text(encoding="utf-8"))
    data["score"] = 1.0
    data["answers"][1]["correct"] = True
    data["answers"][0]["answer"] = dict(exam.pack.questions[0].answer)
    edited = parse_result(json.dumps(data), "edited")
    assert not edited.sealed and edited.ignored == ("score", "answers[2].correct")
    assert edited.content != sitting.result.content
    graded = grade_result(exam, edited)
    assert [mark.correct for mark in graded.marks] == [True, False, False, False]
    notes = " ".join(graded.notes())
    assert "changed after dealerdesk wrote it" in notes and "ignored: score, answers[2].correct" in notes


def mutate(text: str, change: str) -> str:
    """A result file's text spoiled one way."""
    data = json.loads(text)
    if change == "cut":
        return text[: len(text) // 3]
    if change == "not json":
        return "PK\x03\x04 a zip, perhaps"
    if change == "list":
        return "[1, 2, 3]"
    changes = {
        "format": {"format": "dealerdesk-pack"},
        "newer": {"version": 7, "app": "3.0.0"},
        "digest": {"exam": "not a digest"},
        "name": {"trainee": "Ann\nKovács"},
        "bidi": {"trainee": "\u202eAnn"},
        "finished": {"finished": "yes"},
        "order": {"answers": list(reversed(data["answers"]))},
        "seconds": {"answers": [dict(data["answers"][0], seconds=-1)]},
        "nan": {"answers": [dict(data["answers"][0], seconds=float("nan"))]},
        "answer": {"answers": [dict(data["answers"][0], answer=[1, 2])]},
        "many": {"answers": data["answers"] * 300},
    }
    return json.dumps(data | changes[change])


@pytest.mark.parametrize(("change", "said"), [
    ("cut", "damaged or cut short: not JSON"), ("not json", "damaged or cut short: not JSON"),
    ("list", "not a dealerdesk result file"), ("format", "not a dealerdesk result file"),
    ("newer", "written by a newer dealerdesk (3.0.0, result format 7; this one reads format 1): update"),
    ("digest", "the exam's digest must be 64 hexadecimal digits"),
    ("name", "may not hold control characters"), ("bidi", "may not hold control characters"),
    ("finished", "finished must be true or false"), ("order", "answer 1 must be to question 1"),
    ("seconds", "answer 1's time must be 0 to 86400 seconds"), ("nan", "answer 1's time must be"),
    ("answer", "answer 1's answer must be a JSON object"), ("many", "the answers must be a list of at most 1000"),
])
def test_every_bad_result_file_is_refused_in_one_line_naming_it(tmp_path: Path, exam_folder: Path, change: str,
                                                                said: str) -> None:
    sitting = sat(exam_folder, tmp_path, "Ann")
    path = tmp_path / f"bad{SUFFIX}"
    path.write_text(mutate(sitting.path.read_text(encoding="utf-8"), change), encoding="utf-8")
    with pytest.raises(ResultError) as refused:
        read_result(path)
    message = str(refused.value)
    assert message.startswith(f"{path}: ") and said in message and "\n" not in message


def test_a_file_that_is_not_a_regular_file_or_too_big_is_refused_unread(tmp_path: Path) -> None:
    huge = tmp_path / f"huge{SUFFIX}"
    huge.write_bytes(b" " * (1024 * 1024 + 1))
    with pytest.raises(ResultError, match="larger than the limit of 1 MiB"):
        read_result(huge)
    fifo = tmp_path / f"fifo{SUFFIX}"
    os.mkfifo(fifo)  # reading it would wait for a writer for ever
    with pytest.raises(ResultError, match="not a regular file"):
        read_result(fifo)


@given(st.text(max_size=120))
def test_a_trainee_name_never_makes_a_path(name: str) -> None:
    """Whatever a trainee types as a name, the file goes into the folder asked for: no separator, no leading dot,
    no ``..``."""
    made = file_name(name)
    assert made.endswith(SUFFIX) and "/" not in made and "\\" not in made and not made.startswith(".")
    assert ".." not in made and len(made) <= 60 + len(SUFFIX)


def test_names_are_kept_as_typed_apart_from_the_spaces_round_them() -> None:
    assert clean_trainee("  <b>Eve</b> & 'Malee' ") == "<b>Eve</b> & 'Malee'"
    for bad in ("", "   ", "x" * 101, "Ann\x00", "Ann\tB"):
        with pytest.raises(ValueError):
            clean_trainee(bad)


# ---- sitting the exam -----------------------------------------------------------------------------------------


def test_a_sitting_left_half_way_goes_on_from_the_next_question(tmp_path: Path, exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    sitting = Sitting.begin(exam, "Chai", tmp_path, "test")
    for _ in range(2):
        asked = sitting.next_question()
        assert asked is not None
        sitting.answer(kind_of(asked[1].kind).right_answer(asked[1]), 2.0)
    assert sitting.next_question() is not None  # question 3 on the screen when the program dies
    again = Sitting.begin(exam, "chai", tmp_path, "test")  # the name as typed another time
    assert again.resumed and again.result.answered == 2
    asked = again.next_question()
    assert asked is not None and asked[0] == 3  # no going back, no second try of 1 and 2
    again.answer({}, 3.0)
    assert again.result.answers[2].reopened and not again.result.answers[1].reopened


def test_a_finished_result_or_someone_else_s_is_never_written_over(tmp_path: Path, exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    sitting = sat(exam_folder, tmp_path, "Ann Kovács")
    before = sitting.path.read_bytes()
    for name, said in (("Ann Kovács", "an exam is sat once"), ("Ann-Kovács", "holds 'Ann Kovács''s result")):
        with pytest.raises(SittingError, match=said):
            Sitting.begin(exam, name, tmp_path, "test")
    other = write_exam(tmp_path / "other", seed=5)
    with pytest.raises(SittingError, match="a result of another exam"):
        Sitting.begin(other, "Ann Kovács", tmp_path, "test")
    assert sitting.path.read_bytes() == before


# ---- grading again --------------------------------------------------------------------------------------------


def test_a_right_answer_after_the_time_per_question_is_missed(exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    question = exam.pack.questions[0]
    right = kind_of(question.kind).right_answer(question)
    assert grade_again(question, right, 119.0, 120.0, number=1).correct
    late = grade_again(question, right, 121.0, 120.0, number=1)
    assert not late.correct and late.cause == OUT_OF_TIME


def test_right_but_slow_is_not_passed(tmp_path: Path, exam_folder: Path) -> None:
    graded = sat(exam_folder, tmp_path, "Dora", seconds=25.0).graded()  # within 120 s, past every target
    assert graded.right == 4 and not graded.passed
    assert all(result.accurate and not result.on_pace for result in graded.skills)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
                    | st.text(max_size=6) | st.sampled_from(["p1", "p2", "all", "none"]),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                 max_size=4), max_leaves=12)
KEYS = st.sampled_from(["max_raise_to", "pot_total", "pots", "returned", "eligible", "amount", "pot", "player"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(answer=st.dictionaries(KEYS, JSON, max_size=3), number=st.integers(0, 3))
def test_any_answer_a_file_holds_is_graded_never_a_traceback(exam_folder: Path, answer: dict[str, object],
                                                             number: int) -> None:
    question = open_exam(exam_folder).pack.questions[number]
    mark = grade_again(question, answer, 1.0, None, number=number + 1)
    assert mark.answered and mark.parts and (mark.readable or not mark.correct)


# ---- the class register ---------------------------------------------------------------------------------------


def test_the_register_keeps_a_result_once_and_a_sitting_at_its_furthest(tmp_path: Path, exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    start = new_result(exam.digest, exam.name, "Ann", "test")
    question = exam.pack.questions[0]
    one = answered(start, kind_of(question.kind).right_answer(question), 2.0)
    two = answered(one, {}, 3.0)
    with Store(":memory:") as store:
        def keep(result: ExamResult) -> Filing:
            return file_result(store, exam, result, text=result.text(), file_name="ann")

        assert keep(one) is Filing.NEW
        assert keep(parse_result(one.text(), "again")) is Filing.SAME  # the same file, read again
        assert keep(two) is Filing.CONTINUED
        assert keep(one) is Filing.EARLIER
        other = answered(new_result(exam.digest, exam.name, "Ann", "test"), {}, 1.0)
        assert keep(other) is Filing.NEW  # another sitting of a trainee of the same name: both kept
        kept = filed_results(store, exam.digest)
    assert [item.result.answered for item in kept] == [2, 1]
    report = class_report(exam, kept)
    assert all("another result has the same name" in " ".join(t.notes()) for t in report.trainees)


def right_result(exam: Exam, name: str) -> ExamResult:
    """``name``'s finished result, every question right."""
    result = new_result(exam.digest, exam.name, name, "test")
    for question in exam.pack.questions:
        result = answered(result, kind_of(question.kind).right_answer(question), 2.0)
    return finished(result)


def test_an_import_stopped_between_files_keeps_those_read_whole_and_lists_the_rest(tmp_path: Path,
                                                                                   exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    for name in ("Ann", "Bence", "Chai", "Dora", "Emese"):
        write_result(right_result(exam, name), tmp_path / file_name(name))
    told: list[tuple[int, int]] = []
    with Store(":memory:") as store:
        imported = import_results(store, exam, [tmp_path], progress=lambda done, total: told.append((done, total)),
                                  cancelled=lambda: len(told) == 2)
        kept = filed_results(store, exam.digest)
    assert told == [(1, 5), (2, 5)]
    assert imported.cancelled and [Path(path).name for path in imported.unread] == [
        "Chai.dealerdesk-result", "Dora.dealerdesk-result", "Emese.dealerdesk-result"]
    assert [item.result.trainee for item in kept] == ["Ann", "Bence"] and all(item.result.finished for item in kept)


def test_a_watched_folder_reads_a_file_again_only_once_it_has_changed(tmp_path: Path, exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    whole = right_result(exam, "Ann").text()
    path = tmp_path / "Ann.dealerdesk-result"
    path.write_text(whole[: len(whole) // 2], encoding="utf-8")  # still being copied
    watched = WatchedFolder(tmp_path)
    with Store(":memory:") as store:
        first = watched.import_new(store, exam)
        assert [refused.path for refused in first.refused] == [str(path)] and not first.filed
        still = watched.import_new(store, exam)  # unchanged: not refused again and again
        assert not still.refused and not still.filed
        path.write_text(whole, encoding="utf-8")  # the rest came
        assert watched.import_new(store, exam).filed == [(str(path), Filing.NEW)]
        assert not watched.import_new(store, exam).filed
        path.unlink()
        assert not watched.import_new(store, exam).filed
        path.write_text(whole, encoding="utf-8")  # taken out and dropped in again: read again, kept once
        assert watched.import_new(store, exam).filed == [(str(path), Filing.SAME)]
        (tmp_path / "notes.txt").write_text("not a result", encoding="utf-8")
        assert not watched.import_new(store, exam).refused
        gone = WatchedFolder(tmp_path / "unplugged").import_new(store, exam)
        assert "cannot read the folder" in gone.refused[0].reason
        assert len(filed_results(store, exam.digest)) == 1


def test_a_report_made_again_grades_only_what_it_has_not_graded(exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    filed = [Filed(right_result(exam, name), f"{name}.dealerdesk-result", datetime(2026, 1, 5, tzinfo=UTC))
             for name in ("Ann", "Bence", "Chai")]
    grades: Grades = {}
    with pytest.raises(Cancelled):
        class_report(exam, filed, grades=grades, cancelled=lambda: len(grades) == 2)
    assert len(grades) == 2
    told: list[tuple[int, int]] = []
    report = class_report(exam, filed, grades=grades, progress=lambda done, total: told.append((done, total)))
    assert told == [(1, 3), (2, 3), (3, 3)]
    again = class_report(exam, filed, grades=grades)
    assert all(one is two for one, two in zip(report.trainees, again.trainees, strict=True))  # not graded again
    assert again == class_report(exam, filed)


def test_an_exam_export_stopped_while_dealing_writes_nothing(tmp_path: Path) -> None:
    dealt: list[int] = []
    with pytest.raises(Cancelled):
        export_exam(tmp_path / "exam", "week-9", [Kind.POT_LIMIT], 5, seed=1, settings=ExamSettings(60.0),
                    progress=lambda done, total: dealt.append(done), cancelled=lambda: len(dealt) == 3)
    assert dealt == [1, 2, 3] and not (tmp_path / "exam").exists()


def test_a_database_of_the_previous_schema_gains_the_register(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    migrations.migrate(db, target=3)
    db.execute("INSERT INTO profiles (name, name_key, created) VALUES ('Ann', 'ann', '2024-05-01T12:00:00.000000Z')")
    db.close()
    with Store(path) as store:
        assert [profile.name for profile in store.profiles()] == ["Ann"]
        assert filed_results(store, "0" * 64) == []
    db = sqlite3.connect(path)
    assert migrations.user_version(db) == 4 and migrations.schema_problem(db) is None
    db.close()


def test_the_csv_never_lets_a_name_be_a_formula(tmp_path: Path, exam_folder: Path) -> None:
    exam = open_exam(exam_folder)
    sitting = sat(exam_folder, tmp_path, "=HYPERLINK(\"x\")")
    report = class_report(exam, [_filed(sitting.result)])
    assert write_csv(report, tmp_path / "class.csv") == 4
    with (tmp_path / "class.csv").open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    assert {row["trainee"] for row in rows} == {"'=HYPERLINK(\"x\")"}


def _filed(result: ExamResult) -> Filed:
    return Filed(result, "file", datetime(2026, 1, 1, tzinfo=UTC))


def test_feedback_defaults_to_the_end(exam_folder: Path) -> None:
    assert open_exam(exam_folder).settings.feedback is Feedback.END
