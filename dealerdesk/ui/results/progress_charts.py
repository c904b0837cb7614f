"""The charts' parts: the skills' colours, the days as x values, the date and number axes in the user's locale,
a chart in the app's dark theme (pyqtgraph), and the class report's bars per skill against each skill's mark."""

from __future__ import annotations

import datetime
import math
from collections import defaultdict

import pyqtgraph as pg
from PySide6.QtCore import QDate, QLocale, Qt

from dealerdesk import grammar
from dealerdesk.i18n import translate
from dealerdesk.trainer.store.database import Attempt, local_day
from dealerdesk.ui.common.language import number
from dealerdesk.ui.common.theme import CHART_AXIS, CHART_BACKGROUND, CHART_INK, PAPER_GOOD, PAPER_SHORT

SHOWN_AT_FIRST = 4
"""How many skills the charts show before the trainee picks (more lines than this are hard to tell apart)."""


def tr(text: str) -> str:
    """Translate in the progress view's context."""
    return translate("ProgressView", text)


def day_number(day: datetime.date) -> float:
    """A (local) day as the x value of the charts: its ordinal, so one unit is one day and the day's tick sits in
    the middle of it (the day spans half a unit either side)."""
    return float(day.toordinal())


def moment_number(moment: datetime.datetime) -> float:
    """A stored moment as the x value of the charts: within its local day's span, from half a unit before the
    day's tick (midnight) to half a unit after it — an evening's game at 23:31 sits by its own day, not the next."""
    local = moment.astimezone()
    return day_number(local_day(moment)) - 0.5 + (local.hour * 60 + local.minute) / (24 * 60)


def daily_points(attempts: list[Attempt]) -> dict[tuple[str, datetime.date], list[Attempt]]:
    """The attempts per skill and local day (UTC days would split a trainee's evening in two east or west of
    Greenwich)."""
    days: dict[tuple[str, datetime.date], list[Attempt]] = defaultdict(list)
    for attempt in attempts:
        days[attempt.kind, local_day(attempt.answered_at)].append(attempt)
    return days


def shown_by_default(attempts: list[Attempt]) -> set[str]:
    """The skills the charts show until the trainee ticks others: the :data:`SHOWN_AT_FIRST` answered most
    recently (what the trainee is working on), a readable few."""
    latest: dict[str, datetime.datetime] = {}
    for attempt in attempts:
        latest[attempt.kind] = max(latest.get(attempt.kind, attempt.answered_at), attempt.answered_at)
    return set(sorted(latest, key=lambda kind: latest[kind], reverse=True)[:SHOWN_AT_FIRST])


def day_range(days: list[datetime.date]) -> tuple[float, float]:
    """The charts' x range for answers on these days: from the first day to the last day with data — never into
    days to come — and at least a week wide (reaching back), so day one reads as a date on an axis."""
    first, last = day_number(min(days)), day_number(max(days))
    right = last + 0.5
    return min(first - 0.5, right - 7), right


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


DATE_OVERHANG = 24
"""Pixels a date label may reach past either end of the date axis (half a short date)."""


class LocaleAxis(pg.AxisItem):
    """Numbers in the user's locale; ``percent`` shows shares (0..1) as percentages."""

    def __init__(self, orientation: str, *, percent: bool = False) -> None:
        super().__init__(orientation)
        self.percent = percent

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.percent:
            return [grammar.percent(number(100 * value, 0)) for value in values]
        decimals = 0 if spacing >= 1 else 1
        return [number(value, decimals) for value in values]


def themed_plot(title: str, left: pg.AxisItem) -> pg.PlotWidget:
    """A chart in the app's dark theme with the date axis; the wheel scrolls the page, it does not zoom the chart
    (the range is always every day answered)."""
    plot = pg.PlotWidget(background=CHART_BACKGROUND, axisItems={"bottom": DayAxis("bottom"), "left": left})
    plot.setTitle(title, color=CHART_INK, size="11pt")
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(CHART_AXIS))
        axis.setTextPen(pg.mkPen(CHART_INK))
    # The first day's date may reach a little past the axis's start (into the corner under the left axis): hidden
    # there, the Thai charts began at the second day's date ("1 ต.ค." is wider than the axis leaves it).
    item.getAxis("bottom").setStyle(hideOverlappingLabels=DATE_OVERHANG)
    item.showGrid(x=False, y=True, alpha=0.15)
    item.setMenuEnabled(False)
    item.setMouseEnabled(x=False, y=False)
    item.hideButtons()
    plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from the skills' boxes to the tables, not into a chart
    return plot


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
              top: float, height: int) -> pg.PlotWidget:
    """Bars per skill (green at or past the mark, red short of it) with each skill's mark as a short line, at
    least ``height`` tall (the class report's chart)."""
    plot = pg.PlotWidget(background=CHART_BACKGROUND, axisItems={"bottom": SkillAxis(labels)})
    plot.setTitle(title, color=CHART_INK, size="11pt")
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(CHART_AXIS))
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
    plot.setMinimumHeight(height)
    plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return plot
