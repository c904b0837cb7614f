"""Exams in the window: Train → Take an exam… asks the exam on the trainer's table and keeps every answer in the
result file at once (an exam left half-way goes on where it was left, and its printed result covers it whole);
Train → Export exam… writes one; Train → Class results… imports result files and shows the class graded again,
names as text, never as markup."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.class_register import filed_results
from dealerdesk.trainer.class_report import class_report
from dealerdesk.trainer.exam import Feedback, open_exam
from dealerdesk.trainer.exam_session import ExamSession
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.result_file import read_result
from dealerdesk.trainer.store import Store
from dealerdesk.ui.class_report_pdf import report_html, save_class_pdf
from dealerdesk.ui.exam_entries import ExportExamDialog, class_results, export_exam, take_exam
from dealerdesk.ui.main_window import MainWindow
from dealerdesk.ui.trainer_page import TrainerPage
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
    exam = export_exam(window, dialog, tmp_path)
    assert exam is not None
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
    dialog = class_results(window, exam_folder, results)
    assert dialog is not None
    qtbot.addWidget(dialog)
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


def test_the_printed_report_escapes_every_name_and_has_a_certificate_per_pass(window: MainWindow,
                                                                             tmp_path: Path) -> None:
    exam = open_exam(FIXTURES / "week-3")
    store = window.progress_store()
    hostile = (FIXTURES / "results" / "Ann.dealerdesk-result").read_text(encoding="utf-8")
    (tmp_path / "eve.dealerdesk-result").write_text(hostile.replace('"Ann"', '"<h1>Eve</h1>"'), encoding="utf-8")
    class_results(window, FIXTURES / "week-3", [FIXTURES / "results", tmp_path / "eve.dealerdesk-result"])
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
