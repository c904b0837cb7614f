"""The progress view: accuracy and median answer time per skill over days (pyqtgraph), current mastery per
skill, the recent attempts, and CSV export — all read from the trainee's store.

Dealing a live game is kept apart from the questions: the charts and the mastery table are the questions'
(practice and auditions), a second table ("Dealing a live game") gives each skill's dealing steps — right of
asked, accuracy, median time against the skill's target — and a chart the hands dealt per hour in each dealt game;
the sessions list gives a dealt game's hands, hands per hour and error rate, the numbers a poker room judges a
dealer by.

Everything is as the user reads it: days and times in local time (the store keeps UTC), dates on the time axis,
numbers in the locale's format ("13,5 mp" in Hungarian), the charts in the app's dark theme; a trainee with no
answers yet sees that said, and a way to start, instead of empty axes.
"""

from __future__ import annotations

import datetime
import itertools
import math
import statistics
from collections import defaultdict
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.i18n import translate_n
from dealerdesk.trainer import mistakes
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.practice import Mastery, mastery
from dealerdesk.trainer.store import Attempt, SessionSummary, SkillStats, Store
from dealerdesk.ui.audition_report import deliver, passed
from dealerdesk.ui.chart_key import ChartKey
from dealerdesk.ui.i18n import local_time, number, seconds_text

COLOURS = ("#e0b84f", "#5fb0e8", "#e8716b", "#7dd08a", "#b58be8", "#4fd1c5", "#f2994a", "#ee82c6", "#b4d455",
           "#8f9dff", "#d8c6a0", "#ff6f91")
"""One colour per skill, in the order of :class:`Kind` (then round again)."""
CHART_BACKGROUND = "#14181d"
"""The charts' ground: the theme's base colour (``app.dark_palette``)."""
CHART_INK = "#c9ced4"
"""Axes, ticks and titles."""
QUESTIONS = (Mode.PRACTICE, Mode.AUDITION)
"""The modes that ask questions (the charts and the mastery table); a dealt game's steps are shown apart."""
DEALING_COLOUR = "#e0b84f"
"""The hands-per-hour chart's line."""


def tr(text: str) -> str:
    """Translate in the progress view's context."""
    return QCoreApplication.translate("ProgressView", text)


def day_number(day: datetime.date) -> float:
    """A (local) day as the x value of the charts: its ordinal, so one unit is one day."""
    return float(day.toordinal())


def moment_number(moment: datetime.datetime) -> float:
    """A stored moment as the x value of the charts: its local day's ordinal and the share of the day gone."""
    local = moment.astimezone()
    return day_number(local.date()) + (local.hour * 60 + local.minute) / (24 * 60)


def skill_label(kind: str) -> str:
    """A skill's title as shown (a kind this version does not know: its stored name)."""
    try:
        return kind_of(kind).title()
    except ValueError:
        return kind


def skill_target(kind: str) -> float | None:
    """A skill's speed target in seconds (None: a kind this version does not know)."""
    try:
        return kind_of(kind).target_seconds
    except ValueError:
        return None


def in_kind_order(stats: dict[str, SkillStats]) -> list[SkillStats]:
    """The skills' statistics in the order of :class:`Kind`, then any other kind by name."""
    order = {str(kind): index for index, kind in enumerate(Kind)}
    return sorted(stats.values(), key=lambda skill: (order.get(skill.kind, len(order)), skill.kind))


def dealt_result(summary: SessionSummary) -> str:
    """A dealt game in the sessions list: its hands, its hands per hour and its error rate, a line each (one line
    would be cut short in a narrow window, in any language)."""
    hands = translate_n("ProgressView", "{count} hand", "{count} hands", summary.hands).format(count=summary.hands)
    per_hour = summary.hands_per_hour
    speed = tr("{count} hands per hour").format(count=number(per_hour, 0)) if per_hour is not None else ""
    errors = tr("error rate {share}").format(share=f"{summary.error_rate:.0%}")
    return "\n".join(part for part in (hands, speed, errors) if part)


def daily_points(attempts: list[Attempt]) -> dict[tuple[str, datetime.date], list[Attempt]]:
    """The attempts per skill and *local* day (the store's daily statistics count UTC days, which split a
    trainee's evening in two east or west of Greenwich)."""
    days: dict[tuple[str, datetime.date], list[Attempt]] = defaultdict(list)
    for attempt in attempts:
        days[attempt.kind, attempt.answered_at.astimezone().date()].append(attempt)
    return days


class DayAxis(pg.AxisItem):
    """The time axis in dates as the user's locale writes them (one tick a day, or every few days)."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        span = max(1.0, maxVal - minVal)
        room = max(1, int(size // 70))
        step = next((days for days in (1, 2, 7, 14, 28, 91) if span / days <= room), 182)
        first = math.ceil(minVal / step) * step
        return [(float(step), [float(day) for day in range(int(first), math.floor(maxVal) + 1, step)])]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        # Translators: the date on the progress charts' time axis, in Qt's date format (MMM = short month name).
        pattern = tr("MMM d")
        labels = []
        for value in values:
            day = datetime.date.fromordinal(max(1, round(value)))
            labels.append(QLocale().toString(QDate(day.year, day.month, day.day), pattern))
        return labels


class LocaleAxis(pg.AxisItem):
    """Numbers in the user's locale; ``percent`` shows shares (0..1) as percentages."""

    def __init__(self, orientation: str, *, percent: bool = False) -> None:
        super().__init__(orientation)
        self.percent = percent

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.percent:
            return [f"{number(100 * value, 0)} %" for value in values]
        decimals = 0 if spacing >= 1 else 1
        return [number(value, decimals) for value in values]


def themed_plot(title: str, left: pg.AxisItem) -> pg.PlotWidget:
    """A chart in the app's dark theme with the date axis."""
    plot = pg.PlotWidget(background=CHART_BACKGROUND, axisItems={"bottom": DayAxis("bottom"), "left": left})
    plot.setTitle(title, color=CHART_INK, size="11pt")
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen("#4a525b"))
        axis.setTextPen(pg.mkPen(CHART_INK))
    item.showGrid(x=False, y=True, alpha=0.15)
    item.setMenuEnabled(False)
    return plot


class ProgressView(QWidget):
    """Charts and tables of one trainee's progress."""

    back_requested = Signal()
    """The back button (to the game or the training session the window names with :meth:`set_back`)."""
    train_requested = Signal()
    """The empty state's Train button."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.back = QPushButton()
        self.back.setObjectName("progressBack")
        self.back.setVisible(False)
        self.back.clicked.connect(self.back_requested.emit)
        self.profile = QComboBox()
        self.profile.currentIndexChanged.connect(self.refresh)
        self.export_button = QPushButton(tr("Export as CSV…"))
        self.accuracy_plot = themed_plot(tr("Accuracy per skill (share right each day)"),
                                         LocaleAxis("left", percent=True))
        self.accuracy_plot.setYRange(0, 1, padding=0.05)  # 0 % and 100 % both labelled
        # The skills' colours, under the charts rather than over their lines (a dozen skills would hide a chart).
        self.legend = ChartKey()
        self.legend.setObjectName("chartLegend")
        self.legend.setStyleSheet(f"color: {CHART_INK};")
        self.time_plot = themed_plot(tr("Median answer time per skill (seconds)"), LocaleAxis("left"))
        self.mastery = QTableWidget(0, 6)
        self.mastery.setHorizontalHeaderLabels([tr("Skill"), tr("Answered"), tr("Right"), tr("Median time"),
                                                tr("Target"), tr("Mastery")])
        self.mastery.verticalHeader().setVisible(False)
        self.dealing = QTableWidget(0, 5)
        self.dealing.setObjectName("dealing")
        self.dealing.setHorizontalHeaderLabels([tr("Skill"), tr("Right"), tr("Accuracy"), tr("Median time"),
                                                tr("Target")])
        self.dealing.verticalHeader().setVisible(False)
        self.hands_plot = themed_plot(tr("Hands per hour in each dealt game"), LocaleAxis("left"))
        self.hands_plot.setObjectName("handsPerHour")
        self.history = QTableWidget(0, 5)
        self.history.setHorizontalHeaderLabels([tr("When"), tr("Skill"), tr("Result"), tr("Mistake"),
                                                tr("Seconds")])
        self.history.verticalHeader().setVisible(False)
        for table in (self.mastery, self.dealing, self.history):
            # Skill names (and times) whole, in any language; the last column takes what is left.
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sessions = QTableWidget(0, 5)
        self.sessions.setObjectName("sessions")
        self.sessions.setHorizontalHeaderLabels([tr("Session"), tr("Mode"), tr("Questions"), tr("Right"),
                                                 tr("Result")])
        self.sessions.verticalHeader().setVisible(False)
        # Each column as wide as its texts (a stretched last column would cut a dealt game's result short): a
        # dealt game's result is three lines of its own, each whole.
        self.sessions.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.sessions.setWordWrap(False)
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
        top.addWidget(self.back)
        top.addWidget(QLabel(tr("Trainee")))
        top.addWidget(self.profile, 1)
        top.addWidget(self.export_button)
        plots = QSplitter(Qt.Orientation.Vertical)
        plots.addWidget(self.accuracy_plot)
        plots.addWidget(self.time_plot)
        plots.addWidget(self.hands_plot)
        for index, share in enumerate((3, 3, 2)):  # the hands per hour is one line: less room
            plots.setStretchFactor(index, share)
        charts = QWidget()
        charts_layout = QVBoxLayout(charts)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        charts_layout.addWidget(plots, 1)
        charts_layout.addWidget(self.legend)
        self.dealing_box = QWidget()
        self.dealing_box.setObjectName("dealingBox")
        dealing_layout = QVBoxLayout(self.dealing_box)
        dealing_layout.setContentsMargins(0, 0, 0, 0)
        self.dealing_title = QLabel(tr("Dealing a live game"))
        dealing_layout.addWidget(self.dealing_title)
        dealing_layout.addWidget(self.dealing)
        tables = QSplitter(Qt.Orientation.Vertical)
        tables.addWidget(self.mastery)
        tables.addWidget(self.dealing_box)
        tables.addWidget(session_box)
        tables.addWidget(self.history)
        self.charts_and_tables = QSplitter()
        self.charts_and_tables.addWidget(charts)
        self.charts_and_tables.addWidget(tables)
        self.charts_and_tables.setSizes([700, 500])
        self.empty = self._empty_state()
        self.body = QStackedWidget()
        self.body.addWidget(self.empty)
        self.body.addWidget(self.charts_and_tables)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.body, 1)
        self.reload_profiles()

    def _empty_state(self) -> QWidget:
        """What a trainee sees on day one: no answers yet, and where they come from."""
        page = QWidget()
        page.setObjectName("progressEmpty")
        heading = QLabel(tr("No answers yet"))
        heading.setObjectName("emptyHeading")
        heading.setStyleSheet("font-size: 18pt; font-weight: 600;")
        text = QLabel(tr("Answer a few questions in Train: your accuracy and speed in each skill appear here, day "
                         "by day, with every session and answer."))
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        text.setMaximumWidth(560)
        self.train_button = QPushButton(tr("Train…"))
        self.train_button.clicked.connect(self.train_requested.emit)
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        layout.addWidget(heading, alignment=Qt.AlignmentFlag.AlignHCenter)
        middle = QHBoxLayout()  # a wrapped line needs its width from a layout, not an alignment, to get its height
        middle.addStretch(1)
        middle.addWidget(text, 4)
        middle.addStretch(1)
        layout.addLayout(middle)
        layout.addSpacing(12)
        layout.addWidget(self.train_button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        return page

    def set_back(self, text: str | None) -> None:
        """Offer a way back (to the game or the training session) with this label, or none."""
        self.back.setText(text or "")
        self.back.setVisible(bool(text))

    @property
    def is_empty(self) -> bool:
        """Whether the empty state is shown (no answers yet)."""
        return self.body.currentWidget() is self.empty

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
        self.legend.set_entries([])
        self.time_plot.clear()
        self.hands_plot.clear()
        self.mastery.setRowCount(0)
        self.dealing.setRowCount(0)
        self.history.setRowCount(0)
        self.sessions.setRowCount(0)
        self.summaries = []
        self._session_chosen()
        profile = self.profile_id
        attempts = self.store.attempts(profile) if profile is not None else []
        self.body.setCurrentWidget(self.empty if not attempts else self.charts_and_tables)
        if profile is None or not attempts:
            return
        days = daily_points([attempt for attempt in attempts if attempt.mode in QUESTIONS])
        keys = []
        for colour, kind in zip(itertools.cycle(COLOURS), Kind, strict=False):
            points = sorted((day, group) for (name, day), group in days.items() if name == str(kind))
            if not points:
                continue
            keys.append((colour, kind.label))
            xs = [day_number(day) for day, _group in points]
            pen = pg.mkPen(colour, width=2)
            self.accuracy_plot.plot(xs, [sum(a.correct for a in group) / len(group) for _day, group in points],
                                    pen=pen, symbol="o", symbolBrush=colour, symbolSize=6, name=kind.label)
            self.time_plot.plot(xs, [statistics.median(a.seconds for a in group) for _day, group in points],
                                pen=pen, symbol="o", symbolBrush=colour, symbolSize=6, name=kind.label)
            # The skill's speed target, a dashed line in its colour: a day below it was on pace.
            target = pg.InfiniteLine(pos=kind_of(kind).target_seconds, angle=0,
                                     pen=pg.mkPen(colour, width=1, style=Qt.PenStyle.DashLine))
            target.setObjectName(f"target-{kind}")
            self.time_plot.getPlotItem().addItem(target)
        self.legend.set_entries(keys)
        every_day = [attempt.answered_at.astimezone().date() for attempt in attempts]
        first, last = min(every_day), max(every_day)
        # At least a week wide, so day one reads as a date on an axis and not as a point in nowhere.
        left, right = day_number(first) - 0.5, max(day_number(last) + 0.5, day_number(first) + 6.5)
        for plot in (self.accuracy_plot, self.time_plot, self.hands_plot):
            plot.setXRange(left, right, padding=0.02)
        stats = self.store.skill_stats(profile, mode=QUESTIONS)
        for kind in Kind:
            skill = stats.get(str(kind))
            if skill is None:
                continue
            row = self.mastery.rowCount()
            self.mastery.insertRow(row)
            cells = (kind.label, str(skill.attempts), f"{skill.accuracy:.0%}", seconds_text(skill.median_seconds),
                     seconds_text(kind_of(kind).target_seconds, 0))
            for column, text in enumerate(cells):
                self.mastery.setItem(row, column, QTableWidgetItem(text))
            bar = QProgressBar()
            bar.setRange(0, 100)
            bar.setValue(round(100 * skill.accuracy))
            standing = mastery(kind, skill)
            bar.setFormat(tr("mastered") if standing is Mastery.MASTERED else tr("right, but too slow")
                          if standing is Mastery.TOO_SLOW else f"{skill.accuracy:.0%}")
            self.mastery.setCellWidget(row, 5, bar)
        self._show_dealing(profile)
        for attempt in reversed(attempts[-200:]):
            row = self.history.rowCount()
            self.history.insertRow(row)
            label = Kind(attempt.kind).label if attempt.kind in {str(k) for k in Kind} else attempt.kind
            answer = (local_time(attempt.answered_at), label, tr("right") if attempt.correct else tr("wrong"),
                      mistakes.label(attempt.cause) if attempt.cause else "", number(attempt.seconds))
            for column, text in enumerate(answer):
                self.history.setItem(row, column, QTableWidgetItem(text))

        self.summaries = list(reversed(self.store.sessions(profile)))
        for summary in self.summaries:
            row = self.sessions.rowCount()
            self.sessions.insertRow(row)
            audition = summary.mode == Mode.AUDITION
            result = (tr("passed") if passed(summary) else tr("not passed")) if audition else \
                dealt_result(summary) if summary.mode == Mode.DEAL else f"{summary.right / summary.answered:.0%}"
            mode = {Mode.AUDITION: tr("audition"), Mode.DEAL: tr("live game")}.get(summary.mode, tr("practice"))
            session = (local_time(summary.started), mode, str(summary.answered), str(summary.right), result)
            for column, text in enumerate(session):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.sessions.setItem(row, column, item)
        self.sessions.resizeColumnsToContents()
        self.sessions.resizeRowsToContents()

    def _show_dealing(self, profile: int) -> None:
        """The dealing steps per skill, and the hands per hour of each dealt game (hidden when none was dealt)."""
        stats = in_kind_order(self.store.skill_stats(profile, mode=Mode.DEAL))
        self.dealing_box.setVisible(bool(stats))
        for skill in stats:
            row = self.dealing.rowCount()
            self.dealing.insertRow(row)
            target = skill_target(skill.kind)
            cells = (skill_label(skill.kind), f"{skill.correct} / {skill.attempts}", f"{skill.accuracy:.0%}",
                     seconds_text(skill.median_seconds), seconds_text(target, 0) if target is not None else "")
            for column, text in enumerate(cells):
                self.dealing.setItem(row, column, QTableWidgetItem(text))
        dealt = [(moment_number(summary.started), summary.hands_per_hour)
                 for summary in self.store.sessions(profile, mode=Mode.DEAL)]
        points = [(x, per_hour) for x, per_hour in dealt if per_hour is not None]
        self.hands_plot.setVisible(bool(points))
        if points:
            self.hands_plot.plot([x for x, _ in points], [y for _, y in points], pen=pg.mkPen(DEALING_COLOUR, width=2),
                                 symbol="o", symbolBrush=DEALING_COLOUR, symbolSize=7)
            self.hands_plot.setYRange(0, max(y for _, y in points) * 1.15, padding=0)

    def chosen_session(self) -> SessionSummary | None:
        """The session selected in the sessions table."""
        rows = {index.row() for index in self.sessions.selectedIndexes()}
        return self.summaries[rows.pop()] if len(rows) == 1 and self.summaries else None

    def _session_chosen(self) -> None:
        chosen = self.chosen_session()
        for button in (self.pdf_button, self.print_button):
            button.setEnabled(chosen is not None and chosen.mode == Mode.AUDITION)

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
