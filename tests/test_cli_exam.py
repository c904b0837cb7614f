"""An instructor's class from end to end, as real processes: an exam exported, three trainees sitting it in the
terminal — one leaving half-way twice (the input ending, then the process killed) and going on, one wrong on
purpose, one who edits her result file afterwards — and the class report grading each answer again from the exam,
writing CSV and a PDF with certificates, while every bad file is refused in one line and nothing of it kept."""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

from dealerdesk import exam_cli
from dealerdesk.exam_arguments import add_exam_arguments
from dealerdesk.trainer.class_register import filed_results
from dealerdesk.trainer.exam import Feedback, open_exam
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.result_file import read_result
from dealerdesk.trainer.store.database import Store
from tests.limits import HANG_SECONDS
from tests.trainer.exams import right_lines, typed, write_exam, wrong_answer, wrong_lines


def environment(folder: Path) -> dict[str, str]:
    """The processes' environment: offscreen, their own home and data folder (the instructor's register)."""
    kept = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    return kept | {"QT_QPA_PLATFORM": "offscreen", "HOME": str(folder), "XDG_DATA_HOME": str(folder / "data"),
                   "COLUMNS": "100"}


def dealerdesk(folder: Path, *argv: str, answers: str = "") -> subprocess.CompletedProcess[str]:
    """``dealerdesk ARGV`` run in ``folder`` with ``answers`` as its standard input."""
    return subprocess.run([sys.executable, "-m", "dealerdesk", *argv], cwd=folder, env=environment(folder),
                          input=answers, capture_output=True, text=True, check=False, timeout=HANG_SECONDS)


def killed_at_question(folder: Path, number: int, argv: list[str], answers: str) -> str:
    """Run ``dealerdesk ARGV``, type ``answers``, and kill the process (SIGKILL: nothing of it runs after) once
    question ``number`` is on the screen; what it printed."""
    process = subprocess.Popen([sys.executable, "-u", "-m", "dealerdesk", *argv], cwd=folder,
                               env=environment(folder), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    seen = []
    try:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(answers)
        process.stdin.flush()
        for line in process.stdout:
            seen.append(line)
            if line.startswith(f"Question {number} of "):
                break
        process.kill()
        process.communicate(timeout=HANG_SECONDS)
    finally:  # a failure leaves no process behind
        if process.poll() is None:
            process.kill()
            process.communicate()
    return "".join(seen)


def test_a_class_sits_an_exam_and_is_reported_graded_again(tmp_path: Path) -> None:
    done = dealerdesk(tmp_path, "exam", "export", "week-3", "--kind", "pot-limit", "--kind", "side-pots",
                      "--count", "4", "--seconds", "120", "--seed", "42")
    assert (done.returncode, done.stderr) == (0, "")
    assert "exam take week-3 --name NAME" in done.stdout
    exam = open_exam(tmp_path / "week-3")
    questions = exam.pack.questions
    take = ["exam", "take", "week-3", "--name"]

    # Ann: her input ends after two answers; then the terminal is killed at question 4; then she finishes.
    done = dealerdesk(tmp_path, *take, "Ann", answers=typed(right_lines(questions[0]) + right_lines(questions[1])))
    assert (done.returncode, done.stderr) == (0, "")
    assert "Your 2 answers are kept in Ann.dealerdesk-result, marked unfinished" in done.stdout
    ann_file = tmp_path / "Ann.dealerdesk-result"
    left = read_result(ann_file)
    assert (left.answered, left.finished, left.open_question) == (2, False, 3)
    printed = killed_at_question(tmp_path, 4, [*take, "Ann"], typed(right_lines(questions[2])))
    assert "Going on from question 3: your 2 answers are kept." in printed
    left = read_result(ann_file)
    assert (left.answered, left.finished, left.open_question) == (3, False, 4)
    done = dealerdesk(tmp_path, *take, "Ann", answers=typed(right_lines(questions[3])))
    assert (done.returncode, done.stderr) == (0, "")
    assert "Going on from question 4: your 3 answers are kept." in done.stdout
    assert "In all: 4 of 4 right. PASSED" in done.stdout
    ann = read_result(ann_file)
    # Questions 3 and 4 were each on the screen when she left: the report will say so.
    assert ann.finished and [answer.reopened for answer in ann.answers] == [False, False, True, True]
    again = dealerdesk(tmp_path, *take, "Ann")
    assert again.returncode == 2 and again.stderr.count("\n") == 1 and "an exam is sat once" in again.stderr

    # Bence answers every question with a classic mistake; Csilla too, then edits her file.
    wrong = typed([line for question in questions for line in wrong_lines(question)])
    done = dealerdesk(tmp_path, *take, "Bence", answers=wrong)
    assert done.returncode == 0 and "In all: 0 of 4 right. NOT PASSED" in done.stdout
    done = dealerdesk(tmp_path, *take, "Csilla", answers=wrong)
    assert done.returncode == 0 and "NOT PASSED" in done.stdout
    csilla_file = tmp_path / "Csilla.dealerdesk-result"
    data = json.loads(csilla_file.read_text(encoding="utf-8"))
    data["score"], data["passed"] = 1.0, True
    for entry in data["answers"]:
        entry["correct"], entry["seconds"] = True, 0.5
    data["answers"][0]["answer"] = dict(questions[0].answer)  # typed right after the fact: graded as it now says
    csilla_file.write_text(json.dumps(data), encoding="utf-8")
    moved = dict(data, exam="0" * 64)  # the exam's digest changed by hand: another exam
    (tmp_path / "moved.dealerdesk-result").write_text(json.dumps(moved), encoding="utf-8")

    # Eve's name is markup; a second trainee called Ann sits it elsewhere.
    done = dealerdesk(tmp_path, *take, "<b>Eve</b><img src=x>",
                      answers=typed([line for question in questions for line in right_lines(question)]))
    assert done.returncode == 0 and "PASSED" in done.stdout
    (eve_file,) = [path for path in tmp_path.glob("*.dealerdesk-result") if "Eve" in path.name]
    assert "<" not in eve_file.name and "/" not in eve_file.name
    (tmp_path / "second").mkdir()
    done = dealerdesk(tmp_path, *take, "Ann", "--out", "second", answers=wrong)
    assert done.returncode == 0

    # The bad files.
    dealerdesk(tmp_path, "exam", "export", "week-4", "--kind", "pot-limit", "--count", "2", "--seed", "43")
    (tmp_path / "other").mkdir()
    dealerdesk(tmp_path, "exam", "take", "week-4", "--name", "Dora", "--out", "other", answers="")
    ann_text = ann_file.read_text(encoding="utf-8")
    (tmp_path / "damaged.dealerdesk-result").write_text("{not json at all", encoding="utf-8")
    (tmp_path / "cut.dealerdesk-result").write_text(ann_text[: len(ann_text) // 2], encoding="utf-8")
    newer = dict(json.loads(ann_text), version=2, app="9.0.0")
    (tmp_path / "newer.dealerdesk-result").write_text(json.dumps(newer), encoding="utf-8")
    bad = ["other/Dora.dealerdesk-result", "damaged.dealerdesk-result", "cut.dealerdesk-result",
           "newer.dealerdesk-result", "moved.dealerdesk-result"]
    good = ["Ann.dealerdesk-result", "Bence.dealerdesk-result", "Csilla.dealerdesk-result", eve_file.name, "second"]

    done = dealerdesk(tmp_path, "class", "report", "week-3", *good, *bad, "Ann.dealerdesk-result",
                      "--csv", "class.csv", "--pdf", "class.pdf")
    assert done.returncode == 1, done.stderr
    refusals = done.stderr.splitlines()
    assert [line.split(": ")[1] for line in refusals] == bad  # one line each, naming the file
    reasons = [line.split(": ", 2)[2] for line in refusals]
    assert reasons[0].startswith("a result of another exam ('week-4'")
    assert reasons[1].startswith("damaged or cut short") and reasons[2].startswith("damaged or cut short")
    assert reasons[3].startswith("written by a newer dealerdesk (9.0.0, result format 2")
    assert reasons[4].startswith("a result of another exam ('week-3', 000000000000)")
    out = done.stdout
    assert "Imported 6 result files: 5 new, 1 already kept; 5 paths refused." in out
    assert "Ann.dealerdesk-result: the same result as Ann.dealerdesk-result, kept once" in out
    assert "5 results kept for this exam; 2 passed." in out
    rows = {line.split()[0]: line.split()[1:] for line in out.split("\n\n")[1].splitlines()[1:]}
    assert len(rows) == 4  # the two Anns share a first word
    assert rows["Bence"] == ["0/2", "0/2", "0/4", "not", "passed"]
    assert rows["Csilla"] == ["1/2", "0/2", "1/4", "not", "passed"]  # her claims ignored, her edit graded
    table = out.split("\n\n")[1]
    assert "<b>Eve</b><img src=x>" in table and table.count("Ann ") == 2
    for question in questions[1:]:  # Bence's mistakes, named on the questions most missed
        cause = grade(question, wrong_answer(question)).cause
        assert cause and cause in out.split("Most missed:")[1].split("Answers missed")[0]
    notes = out.split("Notes:")[1]
    assert "Csilla (Csilla.dealerdesk-result): changed after dealerdesk wrote it" in notes
    assert "ignored: score, passed, answers[1].correct" in notes
    assert "Ann (Ann.dealerdesk-result): questions 3, 4 were on the screen when the exam was left" in notes
    assert "Ann (Ann.dealerdesk-result): another result has the same name (second/Ann.dealerdesk-result)" in notes

    with (tmp_path / "class.csv").open(encoding="utf-8", newline="") as file:
        answers = list(csv.DictReader(file))
    assert len(answers) == 5 * 4
    csilla = [row for row in answers if row["trainee"] == "Csilla"]
    assert [row["correct"] for row in csilla] == ["yes", "no", "no", "no"]
    assert {row["exam_passed"] for row in answers if row["trainee"] == "Bence"} == {"no"}
    pdf = (tmp_path / "class.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and "2 certificates)." in out

    # Kept in the instructor's register, the bad files not at all; the same import again changes nothing.
    with Store(tmp_path / "data" / "dealerdesk" / "progress.sqlite3") as store:
        kept = filed_results(store, exam.digest)
    assert sorted(item.result.trainee for item in kept) == ["<b>Eve</b><img src=x>", "Ann", "Ann", "Bence", "Csilla"]
    done = dealerdesk(tmp_path, "class", "report", "week-3", *good)
    assert (done.returncode, done.stderr) == (0, "")
    assert "Imported 5 result files: 5 already kept." in done.stdout
    assert "5 results kept for this exam; 2 passed." in done.stdout


def test_the_clock_runs_as_in_an_audition_and_an_exam_may_show_each_verdict(tmp_path: Path) -> None:
    """In-process, with a clock the test moves: an answer past the time per question is missed ("out of time")
    even when right, and an exam exported with --feedback each shows every verdict at once."""
    exam = write_exam(tmp_path / "exam", count=2, seconds=30, feedback=Feedback.EACH)
    parser = argparse.ArgumentParser()
    add_exam_arguments(parser)
    args = parser.parse_args(["take", str(tmp_path / "exam"), "--name", "Chai", "--out", str(tmp_path)])
    ticks = iter([0.0, 12.0, 100.0, 145.0])  # 12 s for the first answer, 45 s for the second
    out = io.StringIO()
    answers = typed([line for question in exam.pack.questions for line in right_lines(question)])
    assert exam_cli.run(args, "test", io.StringIO(answers), out, lambda: next(ticks), width=100) == 0
    text = out.getvalue()
    assert "Right, but 12.0 s against the 6 s target." in text.split("Question 2 of 2")[0]  # the verdict at once
    assert "Time is up: counted as missed." in text.split("Question 2 of 2")[1]
    assert "In all: 1 of 2 right. NOT PASSED" in text
    assert [answer.seconds for answer in read_result(tmp_path / "Chai.dealerdesk-result").answers] == [12.0, 45.0]
