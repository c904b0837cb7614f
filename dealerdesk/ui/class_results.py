"""The class report in the window (Train → Class results…): every result kept for an exam, graded again, in four
tabs — the trainees (each one's score per skill, verdict and notes), the class per skill (pyqtgraph charts of the
accuracy against the pass mark and the median time against each skill's target), the questions most missed with
their named mistakes, and one trainee's answers beside the right ones — with the files refused said above them,
and the report saved as CSV or PDF, or printed.

Every name and answer comes from a file someone else wrote: they are shown in table cells and plain-text labels,
never as rich text, so a name written as markup is read as the characters it is."""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.trainer.class_import import Imported
from dealerdesk.trainer.class_register import Filing
from dealerdesk.trainer.class_report import ClassReport, TraineeResult, write_csv
from dealerdesk.trainer.mistakes import label
from dealerdesk.trainer.practice import PASS_MARK
from dealerdesk.ui.audition_report import tell
from dealerdesk.ui.class_report_pdf import print_class_report, save_class_pdf, verdict_text
from dealerdesk.ui.i18n import seconds_text
from dealerdesk.ui.progress_view import CHART_BACKGROUND, CHART_INK
from dealerdesk.ui.theme import PAPER_GOOD, PAPER_SHORT, SCREEN_GOOD, SCREEN_SHORT
from dealerdesk.ui.window_dialogs import ask_path

CHART_HEIGHT = 220
"""Each chart's height in pixels."""


def tr(text: str) -> str:
    """Translate in the class results' context."""
    return QCoreApplication.translate("ClassResults", text)


def plain(text: str) -> QLabel:
    """A label that shows its text as written (never as markup: names come from files)."""
    shown = QLabel(text)
    shown.setTextFormat(Qt.TextFormat.PlainText)
    shown.setWordWrap(True)
    return shown


def table(columns: list[str], rows: list[list[str]]) -> QTableWidget:
    """A read-only table of plain texts."""
    widget = QTableWidget(len(rows), len(columns))
    widget.setHorizontalHeaderLabels(columns)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.verticalHeader().setVisible(False)
    widget.setWordWrap(True)
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            widget.setItem(row, column, QTableWidgetItem(text))
    header = widget.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    widget.resizeRowsToContents()
    return widget


def import_text(imported: Imported) -> str:
    """What the import did, in a sentence."""
    new = imported.count(Filing.NEW) + imported.count(Filing.CONTINUED)
    kept = imported.count(Filing.SAME) + imported.count(Filing.EARLIER)
    return tr("{new} result files imported, {kept} kept already, {refused} refused.").format(
        new=new, kept=kept, refused=len(imported.refused))


def _colour(widget: QTableWidget, row: int, column: int, *, good: bool) -> None:
    """A cell's text green (passed, right) or red."""
    cell = widget.item(row, column)
    if cell is not None:
        cell.setForeground(pg.mkColor(SCREEN_GOOD if good else SCREEN_SHORT))


class SkillAxis(pg.AxisItem):
    """A bottom axis that names the skills at 0, 1, 2 …"""

    def __init__(self, labels: list[str]) -> None:
        super().__init__("bottom")
        self.labels = labels

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        return [(1.0, [float(index) for index in range(len(self.labels))])]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        return [self.labels[int(value)] if 0 <= int(value) < len(self.labels) else "" for value in values]


def bar_chart(title: str, labels: list[str], values: list[float], *, good: list[bool], marks: list[float],
              top: float) -> pg.PlotWidget:
    """Bars per skill (green at or past the mark, red short of it) with each skill's mark as a short line."""
    plot = pg.PlotWidget(background=CHART_BACKGROUND, axisItems={"bottom": SkillAxis(labels)})
    plot.setTitle(title, color=CHART_INK, size="11pt")
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen("#4a525b"))
        axis.setTextPen(pg.mkPen(CHART_INK))
    item.setMenuEnabled(False)
    item.setMouseEnabled(x=False, y=False)
    item.hideButtons()
    positions = [float(index) for index in range(len(values))]
    brushes = [pg.mkBrush(PAPER_GOOD if ok else PAPER_SHORT) for ok in good]
    item.addItem(pg.BarGraphItem(x=positions, height=values, width=0.6, brushes=brushes))
    for position, mark in zip(positions, marks, strict=True):
        plot.plot([position - 0.4, position + 0.4], [mark, mark], pen=pg.mkPen(CHART_INK, width=2))
    plot.setXRange(-0.6, len(values) - 0.4, padding=0)
    plot.setYRange(0, top, padding=0.05)
    plot.setMinimumHeight(CHART_HEIGHT)
    plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return plot


class ClassResultsDialog(QDialog):
    """A class's report for one exam."""

    def __init__(self, report: ClassReport, imported: Imported | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setWindowTitle(tr("Class results: {exam}").format(exam=report.exam.name))
        self.resize(1000, 700)
        layout = QVBoxLayout(self)
        exam = report.exam
        self.summary = plain(tr("{exam}: {questions} questions · {trainees} results · {passed} passed").format(
            exam=exam.name, questions=len(exam.pack.questions), trainees=len(report.trainees), passed=report.passed))
        layout.addWidget(self.summary)
        self.refused = QListWidget()
        if imported is not None:
            layout.addWidget(plain(import_text(imported)))
            self.refused.addItems([refused.line() for refused in imported.refused])
        self.refused.setVisible(self.refused.count() > 0)
        self.refused.setMaximumHeight(90)
        layout.addWidget(self.refused)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._trainees_tab(), tr("Trainees"))
        self.tabs.addTab(self._skills_tab(), tr("The class by skill"))
        self.tabs.addTab(self._questions_tab(), tr("Questions most missed"))
        self.tabs.addTab(self._answers_tab(), tr("Answers"))
        layout.addWidget(self.tabs, 1)
        buttons = QHBoxLayout()
        self.save_csv = QPushButton(tr("Save as CSV…"))
        self.save_pdf = QPushButton(tr("Save as PDF…"))
        self.print_report = QPushButton(tr("Print…"))
        close = QPushButton(tr("Close"))
        for button in (self.save_csv, self.save_pdf, self.print_report):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.save_csv.clicked.connect(lambda: self.export("csv"))
        self.save_pdf.clicked.connect(lambda: self.export("pdf"))
        self.print_report.clicked.connect(lambda: print_class_report(self.report, self))
        close.clicked.connect(self.accept)

    def _trainees_tab(self) -> QWidget:
        report = self.report
        kinds = [skill.kind for skill in report.skills]
        rows = []
        for trainee in report.trainees:
            cells = {result.kind: result for result in trainee.skills}
            rows.append([trainee.name, *(f"{cells[kind].right} / {cells[kind].asked}" for kind in kinds),
                         f"{trainee.right} / {len(trainee.marks)}", verdict_text(trainee)])
        self.trainees = table([tr("Trainee"), *(kind.label for kind in kinds), tr("Right"), tr("Result")], rows)
        for row, trainee in enumerate(report.trainees):
            for place, result in enumerate(trainee.skills, start=1):
                _colour(self.trainees, row, place, good=result.passed)
        notes = [f"{trainee.name} ({trainee.file_name}): {note}" for trainee in report.trainees
                 for note in trainee.notes()]
        self.notes = QListWidget()
        self.notes.addItems(notes)
        self.notes.setVisible(bool(notes))
        tab = QWidget()
        stack = QVBoxLayout(tab)
        stack.addWidget(self.trainees, 3)
        stack.addWidget(self.notes, 1)
        return tab

    def _skills_tab(self) -> QWidget:
        skills = self.report.skills
        labels = [skill.kind.label for skill in skills]
        self.accuracy_chart = bar_chart(
            tr("Right answers (pass mark {mark:.0%})").format(mark=PASS_MARK), labels,
            [100 * skill.accuracy for skill in skills], good=[skill.accuracy >= PASS_MARK for skill in skills],
            marks=[100 * PASS_MARK] * len(skills), top=100)
        times = [skill.seconds or 0.0 for skill in skills]
        targets = [skill.target_seconds for skill in skills]
        self.time_chart = bar_chart(tr("Median time against the target (s)"), labels, times,
                                    good=[skill.on_pace for skill in skills], marks=targets,
                                    top=max([*times, *targets, 1.0]))
        rows = [[skill.kind.label, f"{skill.right} / {skill.asked}", f"{skill.accuracy:.0%}",
                 "—" if skill.seconds is None else seconds_text(skill.seconds), seconds_text(skill.target_seconds, 0)]
                for skill in skills]
        tab = QWidget()
        column = QVBoxLayout(tab)
        charts = QHBoxLayout()
        charts.addWidget(self.accuracy_chart)
        charts.addWidget(self.time_chart)
        column.addLayout(charts)
        column.addWidget(table([tr("Skill"), tr("Right"), tr("Score"), tr("Median time"), tr("Target")], rows))
        return tab

    def _questions_tab(self) -> QWidget:
        rows = [[str(question.number), question.kind.label, f"{question.missed} / {question.asked}",
                 "; ".join(f"{label(cause)} ({count})" for cause, count in question.causes), question.right_answer]
                for question in self.report.most_missed()]
        self.questions = table([tr("Question"), tr("Skill"), tr("Missed"), tr("Mistakes named"), tr("Right answer")],
                               rows)
        return self.questions

    def _answers_tab(self) -> QWidget:
        tab = QWidget()
        column = QVBoxLayout(tab)
        self.trainee_choice = QComboBox()
        for trainee in self.report.trainees:
            self.trainee_choice.addItem(f"{trainee.name} ({trainee.file_name})")
        column.addWidget(self.trainee_choice)
        self.answers = table([tr("Question"), tr("Skill"), "", tr("Answer given"), tr("Right answer"), tr("Time")], [])
        column.addWidget(self.answers, 1)
        self.trainee_choice.currentIndexChanged.connect(self.show_answers)
        self.show_answers(0)
        return tab

    def show_answers(self, index: int) -> None:
        """One trainee's every answer beside the right one."""
        trainees = self.report.trainees
        trainee: TraineeResult | None = trainees[index] if 0 <= index < len(trainees) else None
        marks = trainee.marks if trainee is not None else ()
        self.answers.setRowCount(len(marks))
        for row, mark in enumerate(marks):
            said = mark.given if mark.answered else tr("not answered")
            if mark.cause:
                said += f" — {label(mark.cause)}"
            cells = [str(mark.number), mark.kind.label, "✓" if mark.correct else "✗", said, mark.right_answer,
                     "" if mark.seconds is None else seconds_text(mark.seconds)]
            for column, text in enumerate(cells):
                self.answers.setItem(row, column, QTableWidgetItem(text))
            _colour(self.answers, row, 2, good=mark.correct)
        self.answers.resizeRowsToContents()

    def export(self, kind: str, path: Path | None = None) -> Path | None:
        """The report saved as CSV or PDF (to ``path``, else where the user says), and said where, or why not."""
        path = path or ask_path(self, tr("Save the class report"), kind)
        if path is None:
            return None
        try:
            if kind == "csv":
                write_csv(self.report, path)
            else:
                save_class_pdf(self.report, path)
        except OSError as error:
            tell(self, tr("The class report could not be saved to {file}: {reason}.").format(
                file=path, reason=error.strerror or error), problem=True)
            return None
        tell(self, tr("The class report was saved to {file}.").format(file=path))
        return path
