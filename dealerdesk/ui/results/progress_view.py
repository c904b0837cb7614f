"""The progress view: accuracy and median answer time per skill over days (pyqtgraph), current mastery per
skill, the recent attempts, and CSV export — all read from the trainee's store.

Dealing a live game is kept apart from the questions: the charts and the mastery table are the questions'
(practice and auditions), a second table ("Dealing a live game") gives each skill's dealing steps — right of
asked, accuracy, median time against the skill's target — and a chart the hands dealt per hour in each dealt game;
the sessions list gives a dealt game's hands, hands per hour and error rate, the numbers a poker room judges a
dealer by.

The charts show a few skills at a time, the ones the trainee ticks in the key under them (at first those answered
most recently): twelve skills at once are a tangle of lines and a dozen dashed targets. The stacked charts share
one day axis — the same days at the same places, linked, however the window is sized — which ends at the last day
answered, never in empty days to come. The page scrolls as one: the tables are as tall as their rows and as wide
as the page, with no scroll bar of their own.

Everything is as the user reads it: days and times in local time (the store keeps UTC; a day is the trainee's
day, :func:`~dealerdesk.trainer.store.database.local_day`), dates on the time axis, numbers in the locale's format
("13,5 mp" in Hungarian), the charts in the app's dark theme; a trainee with no answers yet sees that said, and a way to
start, instead of empty axes.
"""

from __future__ import annotations

import itertools
import math
import statistics
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.i18n import translate, translate_n
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import mistakes
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.practice import Mastery, mastery
from dealerdesk.trainer.store.database import Attempt, SessionSummary, SkillStats, Store, StoreError, local_day
from dealerdesk.ui.common.dialogs import ask_path
from dealerdesk.ui.common.language import local_time, number, seconds_text
from dealerdesk.ui.common.theme import CHART_INK, DEALING_COLOUR, SKILL_COLOURS
from dealerdesk.ui.common.wrapped_text import WrappedText
from dealerdesk.ui.results.audition_report import deliver, passed, session_details, tell
from dealerdesk.ui.results.chart_key import ChartKey
from dealerdesk.ui.results.progress_charts import (
    LocaleAxis,
    daily_points,
    day_number,
    day_range,
    moment_number,
    shown_by_default,
    themed_plot,
)

QUESTIONS = (Mode.PRACTICE, Mode.AUDITION)
"""The modes that ask questions (the charts and the mastery table); a dealt game's steps are shown apart."""
CHART_HEIGHT = 200
"""The least height of each of the two skill charts (they share what the page's first screen has)."""
HANDS_CHART_HEIGHT = 180
"""The hands-per-hour chart's height."""


def tr(text: str) -> str:
    """Translate in the progress view's context."""
    return translate("ProgressView", text)


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


class WholeTable(QTableWidget):
    """A table as tall as its rows, with no scroll bar of its own (the page scrolls), and as wide as the page: each
    column as wide as its texts, one (``stretch``) taking what is left and wrapping its texts, so no column is cut
    at the right, however narrow the window."""

    def __init__(self, columns: list[str], stretch: int, parent: QWidget | None = None) -> None:
        super().__init__(0, len(columns), parent)
        self.setHorizontalHeaderLabels(columns)
        self.verticalHeader().setVisible(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setWordWrap(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def content_height(self) -> int:
        """The height that shows every row: the header, the rows, the frame."""
        return (self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
                + 2 * self.frameWidth())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.content_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.content_height())

    def filled(self) -> None:
        """The rows changed: take their height."""
        self.resizeRowsToContents()
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # a narrower table wraps into taller rows


def heading(text: str) -> QLabel:
    """A table's title on the page."""
    label = QLabel(text)
    label.setStyleSheet("font-weight: 600;")
    return label


class ProgressView(QWidget):
    """Charts and tables of one trainee's progress."""

    back_requested = Signal()
    """The back button (to the game or the training session the window names with :meth:`set_back`)."""
    train_requested = Signal()
    """The empty state's Train button."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.attempts: list[Attempt] = []
        """The trainee's answers, as last read from the store."""
        self.shown: set[str] | None = None
        """The skills the trainee ticked to show on the charts (None: not yet, :func:`shown_by_default`)."""
        self.back = QPushButton()
        self.back.setObjectName("progressBack")
        self.back.setVisible(False)
        self.back.clicked.connect(self.back_requested.emit)
        self.profile = QComboBox()
        self.profile.currentIndexChanged.connect(self._trainee_changed)
        self.export_button = QPushButton(tr("Export as CSV…"))
        self.export_button.clicked.connect(lambda _checked=False: self.export_csv_as())
        self.accuracy_plot = themed_plot(tr("Accuracy per skill (share right each day)"),
                                         LocaleAxis("left", percent=True))
        self.accuracy_plot.setYRange(0, 1, padding=0.1)  # 0 % and 100 % both labelled, in a low chart too
        self.time_plot = themed_plot(tr("Median answer time per skill (seconds)"), LocaleAxis("left"))
        self.hands_plot = themed_plot(tr("Hands per hour in each dealt game"), LocaleAxis("left"))
        self.hands_plot.setObjectName("handsPerHour")
        self.hands_plot.setFixedHeight(HANDS_CHART_HEIGHT)
        # One day axis for the stacked charts: the same days at the same places.
        for plot in (self.time_plot, self.hands_plot):
            plot.getPlotItem().setXLink(self.accuracy_plot.getPlotItem())
        # The skills' colours and the choice of those shown, under the charts rather than over their lines.
        self.legend = ChartKey()
        self.legend.setObjectName("chartLegend")
        self.legend.setStyleSheet(f"color: {CHART_INK};")
        self.legend.chosen_changed.connect(self._skills_chosen)
        self.mastery = WholeTable([tr("Skill"), tr("Answered"), tr("Right"), tr("Median time"), tr("Target"),
                                   tr("Mastery")], stretch=5)
        self.dealing = WholeTable([tr("Skill"), tr("Right"), tr("Accuracy"), tr("Median time"), tr("Target")],
                                  stretch=4)
        self.dealing.setObjectName("dealing")
        self.history = WholeTable([tr("When"), tr("Skill"), tr("Result"), tr("Mistake"), tr("Seconds")], stretch=3)
        self.history.setObjectName("answers")
        self.sessions = WholeTable([tr("Session"), tr("Mode"), tr("Questions"), tr("Right"), tr("Result")],
                                   stretch=4)
        self.sessions.setObjectName("sessions")
        self.sessions.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.sessions.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sessions.itemSelectionChanged.connect(self._session_chosen)
        self.summaries: list[SessionSummary] = []
        self.pdf_button = QPushButton(tr("Audition result as PDF…"))
        self.print_button = QPushButton(tr("Print audition result…"))
        self.pdf_button.clicked.connect(lambda: self.audition_report("pdf"))
        self.print_button.clicked.connect(lambda: self.audition_report("print"))
        top = QHBoxLayout()
        top.addWidget(self.back)
        top.addWidget(QLabel(tr("Trainee")))
        top.addWidget(self.profile, 1)
        top.addWidget(self.export_button)
        self.empty = self._empty_state()
        self.page_scroll = QScrollArea()
        self.page_scroll.setObjectName("progressPage")
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.page_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page_scroll.setWidget(self._page())
        self.page_scroll.viewport().installEventFilter(self)
        # A turn of the wheel moves the long page by a few lines of text, not a few pixels.
        self.page_scroll.verticalScrollBar().setSingleStep(2 * self.fontMetrics().height())
        self.charts_and_tables = self.page_scroll
        self.body = QStackedWidget()
        self.body.addWidget(self.empty)
        self.body.addWidget(self.page_scroll)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.body, 1)
        self.reload_profiles()

    def _page(self) -> QWidget:
        """The charts, the key, then the tables, one under the other: the page the scroll area scrolls."""
        key_row = QHBoxLayout()
        key_row.addWidget(QLabel(tr("Skills shown:")), 0, Qt.AlignmentFlag.AlignTop)
        key_row.addWidget(self.legend, 1)
        self.dealing_box = QWidget()
        self.dealing_box.setObjectName("dealingBox")
        dealing_layout = QVBoxLayout(self.dealing_box)
        dealing_layout.setContentsMargins(0, 0, 0, 0)
        self.dealing_title = heading(tr("Dealing a live game"))
        dealing_layout.addWidget(self.dealing_title)
        dealing_layout.addWidget(self.dealing)
        session_buttons = QHBoxLayout()
        session_buttons.addWidget(heading(tr("Sessions")), 1)
        session_buttons.addWidget(self.pdf_button)
        session_buttons.addWidget(self.print_button)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.accuracy_plot)
        layout.addWidget(self.time_plot)
        layout.addLayout(key_row)
        layout.addWidget(self.hands_plot)
        layout.addSpacing(8)
        layout.addWidget(heading(tr("Mastery")))
        layout.addWidget(self.mastery)
        layout.addWidget(self.dealing_box)
        layout.addLayout(session_buttons)
        layout.addWidget(self.sessions)
        layout.addWidget(heading(tr("Answers")))
        layout.addWidget(self.history)
        layout.addStretch(1)
        return page

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page_scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_charts()
        return super().eventFilter(watched, event)

    def _fit_charts(self) -> None:
        """The two skill charts and their key fill the page's first screen (each at least :data:`CHART_HEIGHT`)."""
        room = self.page_scroll.viewport().height() - self.legend.heightForWidth(max(self.legend.width(), 1)) - 24
        height = max(CHART_HEIGHT, room // 2)
        for plot in (self.accuracy_plot, self.time_plot):
            plot.setFixedHeight(height)

    def _empty_state(self) -> QWidget:
        """What a trainee sees on day one: no answers yet, and where they come from."""
        page = QWidget()
        page.setObjectName("progressEmpty")
        heading = QLabel(tr("No answers yet"))
        heading.setObjectName("emptyHeading")
        heading.setStyleSheet("font-size: 18pt; font-weight: 600;")
        text = WrappedText(tr("Answer a few questions in Train: your accuracy and speed in each skill appear here, day "
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
        if self.profile.currentData() != current:
            self.shown = None
        self.refresh()

    def _trainee_changed(self) -> None:
        self.shown = None  # another trainee: their own recent skills
        self.refresh()

    @property
    def profile_id(self) -> int | None:
        """The trainee shown."""
        value = self.profile.currentData()
        return int(value) if value is not None else None

    def refresh(self) -> None:
        """Redraw the charts and tables from the store."""
        for table in (self.mastery, self.dealing, self.history, self.sessions):
            table.setRowCount(0)
        self.summaries = []
        self._session_chosen()
        profile = self.profile_id
        self.attempts = self.store.attempts(profile) if profile is not None else []
        attempts = self.attempts
        self.body.setCurrentWidget(self.empty if not attempts else self.page_scroll)
        self._draw_charts()
        if profile is None or not attempts:
            return
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
            answer = (local_time(attempt.answered_at), skill_label(attempt.kind),
                      tr("right") if attempt.correct else tr("wrong"),
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
        for table in (self.mastery, self.dealing, self.history, self.sessions):
            table.filled()

    def _skills_chosen(self) -> None:
        """The trainee ticked or unticked a skill in the key: redraw the charts with the skills ticked."""
        self.shown = self.legend.chosen()
        self._draw_charts(keep_key=True)

    def _draw_charts(self, *, keep_key: bool = False) -> None:
        """The skill charts (the skills shown, each with its own target line), on the day axis of every answer."""
        for plot in (self.accuracy_plot, self.time_plot, self.hands_plot):
            plot.clear()
        if not keep_key:
            self.legend.set_entries([])
        attempts = self.attempts
        profile = self.profile_id
        if profile is None or not attempts:
            return
        questions = [attempt for attempt in attempts if attempt.mode in QUESTIONS]
        if self.shown is None:
            self.shown = shown_by_default(questions)
        days = daily_points(questions)
        keys = []
        for colour, kind in zip(itertools.cycle(SKILL_COLOURS), Kind, strict=False):
            points = sorted((day, group) for (name, day), group in days.items() if name == str(kind))
            if not points:
                continue
            keys.append((str(kind), colour, kind.label))
            if str(kind) not in self.shown:
                continue
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
        if not keep_key:
            self.legend.set_entries(keys, self.shown)
            # Tab goes from the Export button through the skills to the tables, in the order they are seen.
            chain = [self.export_button, *self.legend.entries, self.mastery]
            for first, second in itertools.pairwise(chain):
                QWidget.setTabOrder(first, second)
        hands = self._draw_hands(profile)
        left, right = day_range([local_day(attempt.answered_at) for attempt in attempts])
        for plot in (self.accuracy_plot, self.time_plot, self.hands_plot):
            plot.getPlotItem().setLimits(xMin=left, xMax=right)
            plot.setXRange(left, right, padding=0)
        # The left axes equally wide, so that the linked day axes put each day at the same place in every chart.
        times = [statistics.median(a.seconds for a in group) for (kind, _day), group in days.items()
                 if kind in self.shown]
        widest = [f"{number(100, 0)} %", number(math.ceil(max(times, default=0)) * 10, 0),
                  number(math.ceil(max(hands, default=0)) * 10, 0)]
        width = max(self.fontMetrics().horizontalAdvance(text) for text in widest) + 16
        for plot in (self.accuracy_plot, self.time_plot, self.hands_plot):
            plot.getPlotItem().getAxis("left").setWidth(width)

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

    def _draw_hands(self, profile: int) -> list[float]:
        """The hands per hour of each dealt game, at the moment it began (hidden when none was dealt); the values."""
        dealt = [(moment_number(summary.started), summary.hands_per_hour)
                 for summary in self.store.sessions(profile, mode=Mode.DEAL)]
        points = [(x, per_hour) for x, per_hour in dealt if per_hour is not None]
        self.hands_plot.setVisible(bool(points))
        if points:
            self.hands_plot.plot([x for x, _ in points], [y for _, y in points], pen=pg.mkPen(DEALING_COLOUR, width=2),
                                 symbol="o", symbolBrush=DEALING_COLOUR, symbolSize=7)
            self.hands_plot.setYRange(0, max(y for _, y in points) * 1.15, padding=0)
        return [y for _, y in points]

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
        return deliver(kind, self.store.profile(profile).name, chosen, self, path,
                       details=session_details(self.attempts, chosen.session))

    def export_csv(self, path: Path) -> int:
        """Write the trainee's attempts as CSV; returns the rows written."""
        profile = self.profile_id
        if profile is None:
            return 0
        return self.store.export_csv(profile, path)

    def export_csv_as(self, path: Path | None = None) -> Path | None:
        """The Export button: the trainee's answers as CSV, asking where (unless ``path``), then saying where they
        were saved — or why they could not be."""
        path = path or ask_path(self, tr("Export as CSV"), "csv")
        if path is None:
            return None
        try:
            rows = self.export_csv(path)
        except StoreError as error:
            tell(self, str(error), problem=True)
            return None
        tell(self, translate_n("ProgressView", "Saved {count} answer to {file}.", "Saved {count} answers to {file}.",
                               rows).format(count=number(rows, 0), file=path))
        return path
