"""The progress view: accuracy and median answer time per skill over days (pyqtgraph), current mastery per
skill, the recent attempts, and CSV export — all read from the trainee's store."""

from __future__ import annotations

import datetime
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.trainer import mistakes
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.practice import PASS_MARK
from dealerdesk.trainer.store import SessionSummary, Store
from dealerdesk.ui.audition_report import deliver, passed

COLOURS = ("#e0b84f", "#5fb0e8", "#e8716b", "#7dd08a", "#b58be8", "#4fd1c5")
"""One colour per skill, in the order of :class:`Kind`."""


def tr(text: str) -> str:
    """Translate in the progress view's context."""
    return QCoreApplication.translate("ProgressView", text)


def day_number(day: datetime.date) -> float:
    """A day as the x value of the charts (seconds since the epoch, for pyqtgraph's date axis)."""
    return datetime.datetime.combine(day, datetime.time(12), tzinfo=datetime.UTC).timestamp()


class ProgressView(QWidget):
    """Charts and tables of one trainee's progress."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.profile = QComboBox()
        self.profile.currentIndexChanged.connect(self.refresh)
        self.export_button = QPushButton(tr("Export as CSV…"))
        self.accuracy_plot = pg.PlotWidget(axisItems={"bottom": pg.DateAxisItem()})
        self.accuracy_plot.setTitle(tr("Accuracy per skill (share right each day)"))
        self.accuracy_plot.setYRange(0, 1)
        self.accuracy_plot.addLegend(offset=(-10, -10))  # bottom right: the lines end high on the right
        self.time_plot = pg.PlotWidget(axisItems={"bottom": pg.DateAxisItem()})
        self.time_plot.setTitle(tr("Median answer time per skill (seconds)"))
        self.mastery = QTableWidget(0, 5)
        self.mastery.setHorizontalHeaderLabels([tr("Skill"), tr("Answered"), tr("Right"), tr("Median time"),
                                                tr("Mastery")])
        self.mastery.verticalHeader().setVisible(False)
        self.history = QTableWidget(0, 5)
        self.history.setHorizontalHeaderLabels([tr("When (UTC)"), tr("Skill"), tr("Result"), tr("Mistake"),
                                                tr("Seconds")])
        self.history.verticalHeader().setVisible(False)
        self.sessions = QTableWidget(0, 5)
        self.sessions.setObjectName("sessions")
        self.sessions.setHorizontalHeaderLabels([tr("Session"), tr("Mode"), tr("Questions"), tr("Right"),
                                                 tr("Result")])
        self.sessions.verticalHeader().setVisible(False)
        self.sessions.horizontalHeader().setStretchLastSection(True)
        self.sessions.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.sessions.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sessions.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sessions.itemSelectionChanged.connect(self._session_chosen)
        self.summaries: list[SessionSummary] = []
        self.pdf_button = QPushButton(tr("Audition result as PDF…"))
        self.print_button = QPushButton(tr("Print audition result…"))
        self.pdf_button.clicked.connect(lambda: self.audition_report("pdf"))
        self.print_button.clicked.connect(lambda: self.audition_report("print"))
        session_buttons = QHBoxLayout()
        session_buttons.addWidget(QLabel(tr("Sessions")), 1)
        session_buttons.addWidget(self.pdf_button)
        session_buttons.addWidget(self.print_button)
        session_box = QWidget()
        session_layout = QVBoxLayout(session_box)
        session_layout.setContentsMargins(0, 0, 0, 0)
        session_layout.addLayout(session_buttons)
        session_layout.addWidget(self.sessions)
        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Trainee")))
        top.addWidget(self.profile, 1)
        top.addWidget(self.export_button)
        charts = QSplitter(Qt.Orientation.Vertical)
        charts.addWidget(self.accuracy_plot)
        charts.addWidget(self.time_plot)
        tables = QSplitter(Qt.Orientation.Vertical)
        tables.addWidget(self.mastery)
        tables.addWidget(session_box)
        tables.addWidget(self.history)
        body = QSplitter()
        body.addWidget(charts)
        body.addWidget(tables)
        body.setSizes([700, 500])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(body, 1)
        self.reload_profiles()

    def reload_profiles(self) -> None:
        """Fill the trainee list from the store (keeping the selection when it still exists)."""
        current = self.profile.currentData()
        self.profile.blockSignals(True)
        self.profile.clear()
        for profile in self.store.profiles():
            self.profile.addItem(profile.name, profile.id)
        index = self.profile.findData(current)
        self.profile.setCurrentIndex(max(index, 0))
        self.profile.blockSignals(False)
        self.refresh()

    @property
    def profile_id(self) -> int | None:
        """The trainee shown."""
        value = self.profile.currentData()
        return int(value) if value is not None else None

    def refresh(self) -> None:
        """Redraw the charts and tables from the store."""
        self.accuracy_plot.clear()
        self.time_plot.clear()
        self.mastery.setRowCount(0)
        self.history.setRowCount(0)
        self.sessions.setRowCount(0)
        self.summaries = []
        self._session_chosen()
        profile = self.profile_id
        if profile is None:
            return
        days = self.store.daily_stats(profile)
        for colour, kind in zip(COLOURS, Kind, strict=False):
            points = [d for d in days if d.kind == str(kind)]
            if not points:
                continue
            xs = [day_number(d.day) for d in points]
            pen = pg.mkPen(colour, width=2)
            self.accuracy_plot.plot(xs, [d.correct / d.attempts for d in points], pen=pen, symbol="o",
                                    symbolBrush=colour, symbolSize=6, name=kind.label)
            self.time_plot.plot(xs, [d.median_seconds for d in points], pen=pen, symbol="o", symbolBrush=colour,
                                symbolSize=6, name=kind.label)
        stats = self.store.skill_stats(profile)
        for kind in Kind:
            skill = stats.get(str(kind))
            if skill is None:
                continue
            row = self.mastery.rowCount()
            self.mastery.insertRow(row)
            cells = (kind.label, str(skill.attempts), f"{skill.accuracy:.0%}", f"{skill.median_seconds:.1f} s")
            for column, text in enumerate(cells):
                self.mastery.setItem(row, column, QTableWidgetItem(text))
            bar = QProgressBar()
            bar.setRange(0, 100)
            bar.setValue(round(100 * skill.accuracy))
            bar.setFormat(tr("passed") if skill.accuracy >= PASS_MARK else f"{skill.accuracy:.0%}")
            self.mastery.setCellWidget(row, 4, bar)
        for attempt in reversed(self.store.attempts(profile)[-200:]):
            row = self.history.rowCount()
            self.history.insertRow(row)
            label = Kind(attempt.kind).label if attempt.kind in {str(k) for k in Kind} else attempt.kind
            cells = (attempt.answered_at.strftime("%Y-%m-%d %H:%M"), label,
                     tr("right") if attempt.correct else tr("wrong"),
                     mistakes.label(attempt.cause) if attempt.cause else "", f"{attempt.seconds:.1f}")
            for column, text in enumerate(cells):
                self.history.setItem(row, column, QTableWidgetItem(text))

        self.summaries = list(reversed(self.store.sessions(profile)))
        for summary in self.summaries:
            row = self.sessions.rowCount()
            self.sessions.insertRow(row)
            audition = summary.mode == "audition"
            result = (tr("passed") if passed(summary) else tr("not passed")) if audition else \
                f"{summary.right / summary.answered:.0%}"
            cells = (summary.started.astimezone().strftime("%Y-%m-%d %H:%M"),
                     tr("audition") if audition else tr("practice"), str(summary.answered), str(summary.right), result)
            for column, text in enumerate(cells):
                self.sessions.setItem(row, column, QTableWidgetItem(text))
        self.sessions.resizeColumnsToContents()
        self.sessions.resizeRowsToContents()

    def chosen_session(self) -> SessionSummary | None:
        """The session selected in the sessions table."""
        rows = {index.row() for index in self.sessions.selectedIndexes()}
        return self.summaries[rows.pop()] if len(rows) == 1 and self.summaries else None

    def _session_chosen(self) -> None:
        chosen = self.chosen_session()
        for button in (self.pdf_button, self.print_button):
            button.setEnabled(chosen is not None and chosen.mode == "audition")

    def audition_report(self, kind: str, path: Path | None = None) -> Path | None:
        """The chosen audition's result as a printable page: saved as PDF (asking where), or printed."""
        chosen, profile = self.chosen_session(), self.profile_id
        if chosen is None or profile is None:
            return None
        return deliver(kind, self.store.profile(profile).name, chosen, self, path)

    def export_csv(self, path: Path) -> int:
        """Write the trainee's attempts as CSV; returns the rows written."""
        profile = self.profile_id
        if profile is None:
            return 0
        return self.store.export_csv(profile, path)
