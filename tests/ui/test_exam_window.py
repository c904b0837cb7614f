"""Exams in the window: Train → Take an exam… asks the exam on the trainer's table and keeps every answer in the
result file at once (an exam left half-way goes on where it was left, and its printed result covers it whole);
Train → Export exam… writes one; Train → Class results… imports result files and shows the class graded again,
names as text, never as markup."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from dealerdesk.progress import CancelCheck, Cancelled, Report
from dealerdesk.trainer import exam as exam_module
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.class_import import Imported, import_results
from dealerdesk.trainer.class_register import filed_results
from dealerdesk.trainer.class_report import class_report
from dealerdesk.trainer.exam import Exam, Feedback, open_exam
from dealerdesk.trainer.exam_session import ExamSession
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.result_file import answered, file_name, finished, new_result, read_result, write_result
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.common.long_work import Work
from dealerdesk.ui.results import class_results as class_results_module
from dealerdesk.ui.results.class_report_pdf import report_html, save_class_pdf
from dealerdesk.ui.results.class_results import ClassResultsDialog
from dealerdesk.ui.training.trainer_page import TrainerPage
from dealerdesk.ui.window.exam_entries import ExportExamDialog, class_results, export_exam, take_exam
from dealerdesk.ui.window.main_window import MainWindow
from tests.limits import HANG_MS, HANG_SECONDS
from tests.trainer.exams import write_exam
from tests.ui.qt_helpers import settled

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "exam"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    with Store(tmp_path / "progress.sqlite3") as store:
        shown = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), pace_ms=0,
                           store=store)
        qtbot.addWidget(shown)
        yield shown


def ended(qtbot: QtBot, work: Work | None) -> object:
    """What a work started from the window brought back, once its end has come to the window's thread."""
    assert work is not None
    qtbot.waitUntil(lambda: work.done, timeout=HANG_MS)
    return work.value


def report_shown(qtbot: QtBot, window: MainWindow, work: Work | None) -> ClassResultsDialog:
    """The class report that Class results… showed once its files were read and graded."""
    ended(qtbot, work)
    (dialog,) = [dialog for dialog in window.findChildren(ClassResultsDialog) if dialog.isVisible()]
    qtbot.addWidget(dialog)
    return dialog


def answer_right(qtbot: QtBot, page: TrainerPage) -> None:
    """Type the right answer to the question on the page and go on, as a trainee does with Enter."""
    question = page.question
    assert question is not None
    page.fill_answer(kind_of(question.kind).right_answer(question))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)


def test_an_exam_sat_in_the_window_is_kept_answer_by_answer_and_goes_on_where_it_was_left(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    write_exam(tmp_path / "exam", count=4)
    page = take_exam(window, tmp_path / "exam", "Ann", tmp_path)
    assert page is not None and isinstance(page.session, ExamSession)
    assert page.counter.text() == "Question 1 of 4"
    result_file = tmp_path / "Ann.dealerdesk-result"
    for number in (1, 2):
        answer_right(qtbot, page)
        assert read_result(result_file).answered == number  # written at once, not at the end
        assert "Right!" not in page.feedback.text()  # an exam's verdicts come at the end
    # The window is closed with question 3 on the screen; the trainee opens the exam again.
    again = take_exam(window, tmp_path / "exam", "Ann", tmp_path)
    assert again is not None and again is not page
    assert again.counter.text() == "Question 3 of 4"
    for _ in range(2):
        answer_right(qtbot, again)
    kept = read_result(result_file)
    assert kept.finished and [answer.reopened for answer in kept.answers] == [False, False, True, False]
    assert again.title.text() == "Audition result" and "Audition passed" in again.feedback.text()
    # The result covers the whole exam, the two answers given before it was left too: 2 of 2 in each skill.
    assert again.feedback.body.plain_text().count("2/2") == 2
    printed = window.audition_report("pdf", tmp_path / "ann.pdf")
    assert printed is not None and printed.read_bytes().startswith(b"%PDF")
    assert take_exam(window, tmp_path / "exam", "Ann", tmp_path) is None  # sat once
    assert any("an exam is sat once" in box.text() for box in window.findChildren(QMessageBox))


def test_an_exam_with_feedback_after_each_answer_shows_each_verdict(qtbot: QtBot, window: MainWindow,
                                                                    tmp_path: Path) -> None:
    write_exam(tmp_path / "exam", count=2, feedback=Feedback.EACH)
    page = take_exam(window, tmp_path / "exam", "Bence", tmp_path)
    assert page is not None and page.question is not None
    page.fill_answer(kind_of(page.question.kind).right_answer(page.question))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    assert "Right!" in page.feedback.text()


def test_export_exam_writes_an_exam_the_class_can_sit(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    dialog = ExportExamDialog(window)
    qtbot.addWidget(dialog)
    dialog.name.setText("Week 4")
    for row in range(dialog.skills.count()):
        item = dialog.skills.item(row)
        assert item is not None
        if item.data(Qt.ItemDataRole.UserRole) not in ("pot-limit", "whose-action"):
            item.setCheckState(Qt.CheckState.Unchecked)
    dialog.count.setValue(4)
    dialog.seconds.setValue(45)
    exam = ended(qtbot, export_exam(window, dialog, tmp_path))
    assert isinstance(exam, Exam)
    again = open_exam(tmp_path / "Week 4")
    assert again.digest == exam.digest and again.name == "Week 4"
    assert again.kinds == (Kind.POT_LIMIT, Kind.WHOSE_ACTION) and again.settings.seconds == 45.0
    assert export_exam(window, dialog, tmp_path) is None  # never over an exam written before


def test_class_results_show_the_class_graded_again_with_names_as_text(qtbot: QtBot, window: MainWindow,
                                                                      tmp_path: Path) -> None:
    exam_folder = tmp_path / "week-3"
    shutil.copytree(FIXTURES / "week-3", exam_folder)
    hostile = (FIXTURES / "results" / "Ann.dealerdesk-result").read_text(encoding="utf-8")
    (tmp_path / "eve.dealerdesk-result").write_text(
        hostile.replace('"Ann"', '"<b>Eve</b><img src=x>"'), encoding="utf-8")
    (tmp_path / "bad.dealerdesk-result").write_text("{", encoding="utf-8")
    results = [FIXTURES / "results", tmp_path / "eve.dealerdesk-result", tmp_path / "bad.dealerdesk-result"]
    dialog = report_shown(qtbot, window, class_results(window, exam_folder, results))
    names = [dialog.trainees.item(row, 0).text() for row in range(dialog.trainees.rowCount())]  # type: ignore[union-attr]
    assert names == ["<b>Eve</b><img src=x>", "Ann", "Bence", "มาลี"]
    verdicts = [dialog.trainees.item(row, 4).text() for row in range(4)]  # type: ignore[union-attr]
    assert verdicts == ["passed", "passed", "not passed", "unfinished"]
    assert dialog.refused.count() == 1 and "bad.dealerdesk-result" in dialog.refused.item(0).text()  # type: ignore[union-attr]
    notes = [dialog.notes.item(row).text() for row in range(dialog.notes.count())]  # type: ignore[union-attr]
    assert any("changed after dealerdesk wrote it" in note for note in notes)  # Eve's name was edited in
    assert dialog.questions.rowCount() == 7  # the questions missed by anyone
    dialog.trainee_choice.setCurrentIndex(2)
    assert dialog.answers.rowCount() == 10 and dialog.answers.item(1, 2).text() == "✗"  # type: ignore[union-attr]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in dialog.findChildren(QLabel)
               if "Eve" in label.text())
    csv_file = dialog.export("csv", tmp_path / "class.csv")
    pdf_file = dialog.export("pdf", tmp_path / "class.pdf")
    assert csv_file is not None and csv_file.read_text(encoding="utf-8").count("\n") == 4 * 10 + 1
    assert pdf_file is not None and pdf_file.read_bytes().startswith(b"%PDF")


def test_the_printed_report_escapes_every_name_and_has_a_certificate_per_pass(qtbot: QtBot, window: MainWindow,
                                                                             tmp_path: Path) -> None:
    exam = open_exam(FIXTURES / "week-3")
    store = window.progress_store()
    hostile = (FIXTURES / "results" / "Ann.dealerdesk-result").read_text(encoding="utf-8")
    (tmp_path / "eve.dealerdesk-result").write_text(hostile.replace('"Ann"', '"<h1>Eve</h1>"'), encoding="utf-8")
    ended(qtbot, class_results(window, FIXTURES / "week-3", [FIXTURES / "results", tmp_path / "eve.dealerdesk-result"]))
    report = class_report(exam, filed_results(store, exam.digest))
    html = report_html(report, datetime(2026, 12, 5, 9, 30, tzinfo=UTC))
    assert "<h1>Eve</h1>" not in html and "&lt;h1&gt;Eve&lt;/h1&gt;" in html
    document = QTextDocument()
    document.setHtml(html)
    text = document.toPlainText()
    assert "<h1>Eve</h1>" in text  # shown as the characters typed
    assert text.count("Certificate") == report.passed == 2
    pages = save_class_pdf(report, tmp_path / "class.pdf")
    # The summary, then a page or more per trainee's answers, then one certificate page per trainee who passed.
    assert pages >= 1 + len(report.trainees) + report.passed


def class_of(exam: Exam, folder: Path, count: int) -> list[Path]:
    """``count`` trainees' finished result files for ``exam`` in ``folder`` (each right at every question)."""
    folder.mkdir(exist_ok=True)
    files = []
    for number in range(1, count + 1):
        result = new_result(exam.digest, exam.name, f"Trainee {number:02d}", "test")
        for question in exam.pack.questions:
            result = answered(result, kind_of(question.kind).right_answer(question), 4.0)
        path = folder / file_name(f"Trainee {number:02d}")
        write_result(finished(result), path)
        files.append(path)
    return files


def watched_import(monkeypatch: pytest.MonkeyPatch, pause_after: int | None = None) -> tuple[
        list[tuple[int, int, int]], threading.Event]:
    """The window's import watched from inside: each progress call's thread, files read and total, in order; with
    ``pause_after``, the import waits after that many files until the returned event is set."""
    told: list[tuple[int, int, int]] = []
    go_on = threading.Event()

    def spied(store: Store, exam: Exam, paths: Sequence[Path], *, progress: Report | None = None,
              cancelled: CancelCheck | None = None) -> Imported:
        def seen(done: int, total: int) -> None:
            told.append((threading.get_ident(), done, total))
            if progress is not None:
                progress(done, total)
            if done == pause_after:
                assert go_on.wait(HANG_SECONDS)

        return import_results(store, exam, paths, progress=seen, cancelled=cancelled)

    monkeypatch.setattr(class_results_module, "import_results", spied)
    return told, go_on


def test_a_class_is_read_on_a_worker_with_its_progress_in_order(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    exam = open_exam(FIXTURES / "week-3")
    class_of(exam, tmp_path / "class", 12)
    told, _ = watched_import(monkeypatch)
    dialog = report_shown(qtbot, window, class_results(window, FIXTURES / "week-3", [tmp_path / "class"]))
    assert {thread for thread, _, _ in told}.isdisjoint({threading.get_ident()})
    assert [(done, total) for _, done, total in told] == [(done, 12) for done in range(1, 13)]
    assert dialog.trainees.rowCount() == 12
    assert not [shown for shown in window.findChildren(QProgressDialog) if shown.isVisible()]


def test_a_cancelled_import_keeps_each_file_read_whole_and_says_how_many(qtbot: QtBot, window: MainWindow,
                                                                        tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    exam = open_exam(FIXTURES / "week-3")
    files = class_of(exam, tmp_path / "class", 12)
    told, go_on = watched_import(monkeypatch, pause_after=4)
    work = class_results(window, FIXTURES / "week-3", [tmp_path / "class"])
    try:
        qtbot.waitUntil(lambda: any(dialog.isVisible() and dialog.value() == 4
                                    for dialog in window.findChildren(QProgressDialog)), timeout=HANG_MS)
        progress = next(dialog for dialog in window.findChildren(QProgressDialog) if dialog.isVisible())
        assert "4 of 12" in progress.labelText()
        cancel = progress.findChild(QPushButton)
        assert cancel is not None
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    finally:
        go_on.set()
    ended(qtbot, work)
    assert len(told) == 4  # not one file more was read
    kept = filed_results(window.progress_store(), exam.digest)
    assert sorted(item.file_name for item in kept) == [str(path) for path in files[:4]]
    assert all(item.result.finished and item.result.answered == 10 for item in kept)  # each file whole
    said = [box.text() for box in window.findChildren(QMessageBox)]
    assert any(text.startswith("4 result files imported") and "8 more files were not read" in text for text in said)
    assert not [dialog for dialog in window.findChildren(ClassResultsDialog) if dialog.isVisible()]


def test_results_dropped_into_a_watched_folder_come_into_the_report(qtbot: QtBot, window: MainWindow,
                                                                    tmp_path: Path) -> None:
    exam = open_exam(FIXTURES / "week-3")
    drop = tmp_path / "shared"
    drop.mkdir()
    dialog = report_shown(qtbot, window, class_results(window, FIXTURES / "week-3", [FIXTURES / "results"]))
    assert dialog.watch(drop) == drop
    qtbot.waitUntil(lambda: dialog.scans >= 1, timeout=HANG_MS)
    assert dialog.trainees.rowCount() == 3 and "No new results" in dialog.watch_line.text()
    (made,) = class_of(exam, tmp_path / "elsewhere", 1)
    shutil.copy(made, drop / made.name)
    qtbot.waitUntil(lambda: dialog.trainees.rowCount() == 4, timeout=HANG_MS)
    names = [dialog.trainees.item(row, 0).text() for row in range(4)]  # type: ignore[union-attr]
    assert "Trainee 01" in names
    assert "1 new result came in" in dialog.watch_line.text() and str(drop) in dialog.watch_line.text()
    # Remembered: the report opened again watches the folder at once.
    dialog.close()
    again = report_shown(qtbot, window, class_results(window, FIXTURES / "week-3", []))
    assert again.watched is not None and again.watched.folder == drop
    again.stop_watching()
    assert again.remembered_folder() is None


def test_a_result_read_while_still_being_written_is_read_again_when_the_rest_comes(qtbot: QtBot, window: MainWindow,
                                                                                  tmp_path: Path) -> None:
    exam = open_exam(FIXTURES / "week-3")
    drop = tmp_path / "stick"
    drop.mkdir()
    dialog = report_shown(qtbot, window, class_results(window, FIXTURES / "week-3", []))
    dialog.watch(drop)
    qtbot.waitUntil(lambda: dialog.scans >= 1, timeout=HANG_MS)
    (made,) = class_of(exam, tmp_path / "elsewhere", 1)
    text = made.read_bytes()
    target = drop / made.name
    with target.open("wb") as copying:  # copied in pieces: the folder is read before the rest comes
        copying.write(text[: len(text) // 2])
        copying.flush()
        qtbot.waitUntil(lambda: str(target) in dialog.refusals, timeout=HANG_MS)
        assert "cut short" in dialog.refusals[str(target)] and "read again when it changes" in dialog.watch_line.text()
        copying.write(text[len(text) // 2:])
    qtbot.waitUntil(lambda: dialog.trainees.rowCount() == 1, timeout=HANG_MS)
    assert str(target) not in dialog.refusals and not dialog.refused.isVisible()
    assert [item.file_name for item in filed_results(window.progress_store(), exam.digest)] == [str(target)]


def test_export_exam_deals_on_a_worker_and_writes_the_exam_whole(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[tuple[int, int, int]] = []
    write = exam_module.export_exam

    def spied(*args: Any, progress: Report | None = None, **kwargs: Any) -> Exam:
        def seen(done: int, total: int) -> None:
            told.append((threading.get_ident(), done, total))
            if progress is not None:
                progress(done, total)

        return write(*args, progress=seen, **kwargs)

    monkeypatch.setattr(exam_module, "export_exam", spied)
    dialog = ExportExamDialog(window)
    qtbot.addWidget(dialog)
    dialog.name.setText("Week 5")
    dialog.count.setValue(9)
    exam = ended(qtbot, export_exam(window, dialog, tmp_path))
    assert isinstance(exam, Exam)
    assert {thread for thread, _, _ in told}.isdisjoint({threading.get_ident()})
    assert [(done, total) for _, done, total in told] == [(done, 9) for done in range(1, 10)]
    again = open_exam(tmp_path / "Week 5")  # every question replayed and checked
    assert len(again.pack.questions) == 9 and again.digest == exam.digest
    assert any("was written to" in box.text() for box in window.findChildren(QMessageBox))


def test_a_cancelled_export_writes_nothing(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    dialog = ExportExamDialog(window)
    qtbot.addWidget(dialog)
    dialog.name.setText("Week 6")
    dialog.count.setValue(1000)
    work = export_exam(window, dialog, tmp_path)
    assert work is not None
    work.cancel()
    assert isinstance(ended(qtbot, work), Cancelled)
    assert not (tmp_path / "Week 6").exists()
    assert "nothing was written" in window.statusBar().currentMessage()
