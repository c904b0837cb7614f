"""The progress view reads the store: one curve per skill with the right daily points, mastery per skill,
the recent attempts, CSV export."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, QPointF, Qt, QTime
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QScrollArea,
    QWidget,
)
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.demo import simulate_history
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.store.database import Attempt, Store
from dealerdesk.ui.common.language import install_language, local_time
from dealerdesk.ui.results import progress_view
from dealerdesk.ui.results.progress_charts import day_number, moment_number
from dealerdesk.ui.results.progress_view import ProgressView
from tests.ui.test_i18n import clean_language as clean_language  # noqa: PLC0414 - the fixture


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "progress.sqlite3") as opened:
        yield opened


def fill(store: Store, profile: int, days: int = 21) -> list[Attempt]:
    """A few weeks of practice: pot-limit improving, side pots weak, five answers a skill a day."""
    rng = random.Random(4)
    start = datetime(2026, 10, 1, 18, tzinfo=UTC)
    made = []
    for day in range(days):
        for kind, skill in ((Kind.POT_LIMIT, 0.5 + day / (2 * days)), (Kind.SIDE_POTS, 0.45)):
            for number in range(5):
                correct = rng.random() < skill
                attempt = Attempt(kind=str(kind), question_key=f"{day}-{kind}-{number}", phh="", question="{}",
                                  answer="{}", correct=correct, score=1.0 if correct else 0.0,
                                  cause=None if correct else "the call left out of the pot",
                                  seconds=rng.uniform(3, 20), answered_at=start + timedelta(days=day, minutes=number))
                store.record_attempt(profile, attempt)
                made.append(attempt)
    return made


def test_curves_mastery_history_and_csv(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    profile = store.create_profile("Malee").id
    made = fill(store, profile)
    view = ProgressView(store)
    qtbot.addWidget(view)
    curves = view.accuracy_plot.getPlotItem().listDataItems()
    assert len(curves) == 2
    by_name = {curve.name(): curve for curve in curves}
    pot = by_name[Kind.POT_LIMIT.label]
    xs, ys = pot.getData()
    day_one = made[0].answered_at.astimezone().date()  # days are the trainee's local days
    assert len(xs) == 21 and xs[0] == day_number(day_one)
    first_day = [a for a in made if a.kind == "pot-limit" and a.answered_at.astimezone().date() == day_one]
    assert ys[0] == sum(a.correct for a in first_day) / len(first_day)
    assert len(view.time_plot.getPlotItem().listDataItems()) == 2
    rows = {view.mastery.item(r, 0).text(): r for r in range(view.mastery.rowCount())}
    side = [a for a in made if a.kind == "side-pots"]
    row = rows[Kind.SIDE_POTS.label]
    assert view.mastery.item(row, 1).text() == str(len(side))
    assert view.mastery.item(row, 2).text() == f"{sum(a.correct for a in side) / len(side):.0%}"
    target = kind_of(Kind.SIDE_POTS).target_seconds
    assert view.mastery.item(row, 4).text() == f"{target:.0f} s"  # the skill's speed target
    bar = view.mastery.cellWidget(row, 5)
    assert isinstance(bar, QProgressBar) and bar.value() == round(100 * sum(a.correct for a in side) / len(side))
    assert view.history.rowCount() == 200
    assert view.history.item(0, 0).text() == local_time(max(a.answered_at for a in made))
    assert view.export_csv(tmp_path / "out.csv") == len(made)


def test_switching_trainees_and_an_empty_profile(qtbot: QtBot, store: Store) -> None:
    first = store.create_profile("Ann").id
    fill(store, first, days=3)
    store.create_profile("Bence")
    view = ProgressView(store)
    qtbot.addWidget(view)
    view.profile.setCurrentIndex(view.profile.findText("Bence"))
    assert view.mastery.rowCount() == 0 and view.history.rowCount() == 0
    assert view.accuracy_plot.getPlotItem().listDataItems() == []
    view.profile.setCurrentIndex(view.profile.findText("Ann"))
    assert view.mastery.rowCount() == 2 and view.history.rowCount() == 30


def test_day_one_says_no_answers_yet_and_offers_to_train(qtbot: QtBot, store: Store) -> None:
    store.create_profile("Malee")
    view = ProgressView(store)
    qtbot.addWidget(view)
    view.show()
    assert view.is_empty and view.empty.isVisible()
    assert "No answers yet" in [label.text() for label in view.empty.findChildren(QLabel)]
    asked: list[bool] = []
    view.train_requested.connect(lambda: asked.append(True))
    view.train_button.click()
    assert asked == [True]


def test_the_first_answer_shows_on_a_week_of_dates(qtbot: QtBot, store: Store) -> None:
    profile = store.create_profile("Malee").id
    now = datetime.now(UTC)
    store.record_attempt(profile, Attempt(kind="pot-limit", question_key="k", phh="", question="{}", answer="{}",
                                          correct=True, score=1.0, cause=None, seconds=13.5, answered_at=now))
    view = ProgressView(store)
    qtbot.addWidget(view)
    assert not view.is_empty
    low, high = view.accuracy_plot.getPlotItem().viewRange()[0]
    assert high - low >= 6  # a week wide: dates on the axis, not the seconds of one moment
    axis = view.accuracy_plot.getPlotItem().getAxis("bottom")
    ((step, ticks),) = axis.tickValues(low, high, 700)
    assert step == 1 and day_number(now.astimezone().date()) in ticks
    today = now.astimezone().date()
    label = QLocale().toString(QDate(today.year, today.month, today.day), "MMM d")
    assert axis.tickStrings([day_number(today)], 1, 1) == [label]
    assert ":" not in label and "." not in label  # a date, not "59.600"
    assert view.accuracy_plot.backgroundBrush().color().name() == "#14181d"  # the app's dark theme


def test_times_are_local_and_numbers_in_the_locale(qtbot: QtBot, store: Store,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "Asia/Bangkok")
    time.tzset()
    locale = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Hungarian, QLocale.Country.Hungary))
        profile = store.create_profile("Malee").id
        evening = datetime(2026, 10, 1, 18, 30, tzinfo=UTC)  # 01:30 the next morning in Bangkok
        store.record_attempt(profile, Attempt(kind="side-pots", question_key="k", phh="", question="{}",
                                              answer="{}", correct=False, score=0.0, cause=None, seconds=13.5,
                                              answered_at=evening))
        view = ProgressView(store)
        qtbot.addWidget(view)
        shown = QLocale().toString(QDateTime(QDate(2026, 10, 2), QTime(1, 30)), QLocale.FormatType.ShortFormat)
        assert view.history.item(0, 0).text() == shown == local_time(evening)
        assert view.history.horizontalHeaderItem(0).text() == "When"  # no "(UTC)": local time everywhere
        assert view.history.item(0, 4).text() == "13,5"
        assert view.mastery.item(0, 3).text() == "13,5 s"
        xs, _ys = view.accuracy_plot.getPlotItem().listDataItems()[0].getData()
        assert list(xs) == [day_number(date(2026, 10, 2))]  # the trainee's day, not Greenwich's
    finally:
        QLocale.setDefault(locale)
        monkeypatch.delenv("TZ")
        time.tzset()


def test_skill_names_are_whole_in_the_mastery_table(qtbot: QtBot, store: Store) -> None:
    profile = store.create_profile("Malee").id
    fill(store, profile, days=2)
    view = ProgressView(store)
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    metrics = view.mastery.fontMetrics()
    for row in range(view.mastery.rowCount()):
        text = view.mastery.item(row, 0).text()
        assert view.mastery.columnWidth(0) >= metrics.horizontalAdvance(text), text


def answers(store: Store, profile: int, kind: Kind, marks: list[tuple[bool, float]]) -> None:
    """Record answers of one skill today: (right, seconds) each."""
    now = datetime.now(UTC)
    for number, (correct, seconds) in enumerate(marks):
        store.record_attempt(profile, Attempt(
            kind=str(kind), question_key=f"{kind}-{number}", phh="", question="{}", answer="{}", correct=correct,
            score=float(correct), cause=None, seconds=seconds, answered_at=now - timedelta(minutes=number)))


def test_a_skill_is_mastered_only_within_its_speed_target(qtbot: QtBot, store: Store) -> None:
    """Right at the pass mark is not mastery when the median answer is over the skill's target; the time chart
    draws each skill's target as a line."""
    profile = store.create_profile("Somchai").id
    quick = kind_of(Kind.MIN_RAISE).target_seconds
    answers(store, profile, Kind.MIN_RAISE, [(True, quick - 1)] * 5)  # right and on pace
    slow = kind_of(Kind.SIDE_POTS).target_seconds
    answers(store, profile, Kind.SIDE_POTS, [(True, slow + 5)] * 5)  # right but slow
    answers(store, profile, Kind.WINNER, [(True, 1.0), (False, 1.0)] * 3)  # fast but half wrong
    view = ProgressView(store)
    qtbot.addWidget(view)
    standing = {view.mastery.item(r, 0).text(): view.mastery.cellWidget(r, 5).format()
                for r in range(view.mastery.rowCount())}
    assert standing == {Kind.MIN_RAISE.label: "mastered", Kind.SIDE_POTS.label: "right, but too slow",
                        Kind.WINNER.label: "50%"}
    lines = {item.objectName(): item.value() for item in view.time_plot.getPlotItem().items
             if isinstance(item, pg.InfiniteLine)}
    kinds = (Kind.MIN_RAISE, Kind.SIDE_POTS, Kind.WINNER)
    assert lines == {f"target-{kind}": kind_of(kind).target_seconds for kind in kinds}


def test_the_chart_key_names_each_skill_whole_and_wraps_between_skills(qtbot: QtBot, store: Store) -> None:
    """The key under the charts names every skill answered, in the charts' colours; in a narrow window its entries
    wrap into rows, each name whole (a Thai name, which has no spaces, is never broken)."""
    profile = store.create_profile("Kanya").id
    kinds = list(Kind)
    for kind in kinds:
        answers(store, profile, kind, [(True, 3.0)])
    view = ProgressView(store)
    qtbot.addWidget(view)
    assert view.legend.names() == [kind.label for kind in kinds]
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    key = view.legend
    qtbot.waitUntil(lambda: key.height() >= key.heightForWidth(key.width()))
    rows = {box.y() for box in key.entries}
    assert len(rows) > 1  # a dozen skills do not fit one row of a 1024-pixel window: they wrap
    for box in key.entries:
        assert box.x() + box.width() <= key.width()  # inside the key
        assert box.width() >= box.sizeHint().width()  # whole: box, colour and name
    assert key.heightForWidth(key.width()) > key.heightForWidth(5000)
    # Its entries set again (the trainee list reloaded as the page is shown): only the new ones show, at once,
    # not the old ones laid out for another width under them until the event loop deletes them.
    old = list(key.entries)
    view.reload_profiles()
    assert not any(box.isVisible() for box in old)
    assert sum(box.isVisible() for box in key.findChildren(QCheckBox)) == len(kinds)


def shown_curves(view: ProgressView) -> list[str]:
    """The skills drawn on the accuracy chart."""
    return sorted(curve.name() for curve in view.accuracy_plot.getPlotItem().listDataItems())


def target_lines(view: ProgressView) -> set[str]:
    """The dashed target lines on the time chart, by name."""
    return {item.objectName() for item in view.time_plot.getPlotItem().items if isinstance(item, pg.InfiniteLine)}


def next_tab_stop(widget: QWidget) -> QWidget:
    """The widget Tab moves to from ``widget`` (the next in the focus chain that takes Tab and is shown)."""
    following = widget.nextInFocusChain()
    while not (following.focusPolicy() & Qt.FocusPolicy.TabFocus and following.isVisible()):
        following = following.nextInFocusChain()
    return following


def test_the_charts_show_a_few_skills_and_the_key_picks_them_with_the_keyboard(qtbot: QtBot, store: Store) -> None:
    """Twelve skills at once are a tangle of lines and a dozen dashed targets: the charts show the four answered
    most recently, each with its one target line, and the trainee ticks others in the key (Tab, Space)."""
    profile = store.create_profile("Kanya").id
    kinds = list(Kind)
    start = datetime.now(UTC) - timedelta(hours=len(kinds))
    for hour, kind in enumerate(kinds):  # the last skills in Kind's order answered last
        store.record_attempt(profile, Attempt(
            kind=str(kind), question_key=str(kind), phh="", question="{}", answer="{}", correct=True, score=1.0,
            cause=None, seconds=3.0, answered_at=start + timedelta(hours=hour)))
    view = ProgressView(store)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    recent = kinds[-4:]
    assert shown_curves(view) == sorted(kind.label for kind in recent)
    assert target_lines(view) == {f"target-{kind}" for kind in recent}  # one target per skill shown
    assert [box.isChecked() for box in view.legend.entries] == [kind in recent for kind in kinds]
    first = view.legend.entries[0]
    qtbot.keyClick(first, Qt.Key.Key_Space)
    assert first.isChecked()
    assert shown_curves(view) == sorted(kind.label for kind in [kinds[0], *recent])
    assert f"target-{kinds[0]}" in target_lines(view)
    second = view.legend.entries[1]
    assert next_tab_stop(view.export_button) is first  # Tab goes from the Export button to the skills ...
    assert next_tab_stop(first) is second  # ... from skill to skill ...
    assert next_tab_stop(view.legend.entries[-1]) is view.mastery  # ... then to the tables
    qtbot.keyClick(second, Qt.Key.Key_Space)
    assert len(shown_curves(view)) == 6
    view.legend.entries[-1].setChecked(False)
    assert kinds[-1].label not in shown_curves(view) and f"target-{kinds[-1]}" not in target_lines(view)
    view.refresh()  # a refresh keeps what the trainee chose
    assert len(shown_curves(view)) == 5


def screen_x(plot: pg.PlotWidget, day: float) -> float:
    """Where on the window a day of the time axis is drawn."""
    view_box = plot.getPlotItem().getViewBox()
    scene = view_box.mapViewToScene(QPointF(day, 0))
    return float(plot.mapTo(plot.window(), plot.mapFromScene(scene)).x())


def test_the_stacked_charts_share_one_day_axis_that_ends_at_the_last_day(qtbot: QtBot, store: Store) -> None:
    """The same day at the same place in every chart (a date under a date), the same ticks, and no empty days to
    come on the axis: it ends with the last day answered."""
    from dealerdesk.trainer.demo import simulate_dealing  # noqa: PLC0415

    profile = store.create_profile("Malee").id
    made = fill(store, profile, days=10)
    simulate_dealing(store, profile, days=10)
    view = ProgressView(store)
    qtbot.addWidget(view)
    plots = (view.accuracy_plot, view.time_plot, view.hands_plot)
    for width in (1024, 1366, 1920):
        view.resize(width, 700)
        view.show()
        qtbot.waitExposed(view)
        qtbot.wait(20)
        ranges = [plot.getPlotItem().viewRange()[0] for plot in plots]
        assert ranges[0] == ranges[1] == ranges[2]
        low, high = ranges[0]
        axes = [plot.getPlotItem().getAxis("bottom") for plot in plots]
        ticks = [axis.tickValues(low, high, axis.width()) for axis in axes]
        assert ticks[0] == ticks[1] == ticks[2]
        for day in ticks[0][0][1]:
            places = [screen_x(plot, day) for plot in plots]
            assert max(places) - min(places) <= 1, (width, day, places)
        last = max(a.answered_at for a in [*made, *store.attempts(profile)])
        last_day = day_number(last.astimezone().date())
        assert high <= last_day + 0.5  # nothing after the last day answered
        assert max(ticks[0][0][1]) <= last_day


def test_day_one_ends_the_axis_today_and_reaches_back_a_week(qtbot: QtBot, store: Store) -> None:
    profile = store.create_profile("Malee").id
    answers(store, profile, Kind.POT_LIMIT, [(True, 4.0)])
    view = ProgressView(store)
    qtbot.addWidget(view)
    low, high = view.accuracy_plot.getPlotItem().viewRange()[0]
    today = day_number(datetime.now(UTC).astimezone().date())
    assert high == today + 0.5 and high - low >= 7


@pytest.mark.parametrize("language", ["en", "th", "hu"])
def test_the_page_scrolls_as_one_and_its_tables_fit_at_1024(qtbot: QtBot, store: Store,
                                                            clean_language: QApplication, language: str) -> None:
    """One scroll area: every table as tall as its rows, no scroll bar of its own; each table as wide as the page,
    its columns within it (none cut at the right) and each text whole but the one wrapping column's — in every
    language."""
    from dealerdesk.trainer.demo import simulate_dealing, simulate_history  # noqa: PLC0415

    install_language(clean_language, language)

    profile = store.create_profile("Malee").id
    simulate_history(store, profile, days=7, per_skill=1)  # the seventh day is an audition
    simulate_dealing(store, profile, days=7, hands=2, dealt_days=(1, 3))
    answers(store, profile, Kind.SIDE_POTS, [(False, 12.0)])
    store.record_attempt(profile, Attempt(
        kind="side-pots", question_key="long", phh="", question="{}", answer="{}", correct=False, score=0.0,
        cause="the call left out of the pot", seconds=1234.5, answered_at=datetime.now(UTC)))
    view = ProgressView(store)
    qtbot.addWidget(view)
    assert len({view.sessions.item(row, 1).text() for row in range(view.sessions.rowCount())}) == 3  # all modes
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(50)
    (page,) = view.findChildren(QScrollArea)
    assert page.verticalScrollBar().maximum() > 0  # the page scrolls ...
    scrolling = [area for area in view.findChildren(QAbstractScrollArea) if area is not page and area.isVisible()
                 and (area.verticalScrollBar().maximum() > 0 or area.horizontalScrollBar().maximum() > 0)]
    assert scrolling == []  # ... and nothing in it does
    for table in (view.mastery, view.dealing, view.sessions, view.history):
        header = table.horizontalHeader()
        assert header.length() <= table.viewport().width(), table.objectName()
        assert table.height() >= table.verticalHeader().length() + header.height()
        stretching = [c for c in range(table.columnCount())
                      if header.sectionResizeMode(c) is QHeaderView.ResizeMode.Stretch]
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                if item is None or column in stretching:
                    continue
                lines = item.text().split("\n")
                needed = max(table.fontMetrics().horizontalAdvance(line) for line in lines)
                assert table.columnWidth(column) >= needed, item.text()


@pytest.mark.parametrize(("zone", "day"), [("Asia/Bangkok", date(2026, 12, 5)), ("America/Bogota", date(2026, 12, 4))])
def test_an_answer_at_2331_utc_is_on_the_trainees_day_in_charts_and_tables(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch, zone: str, day: date) -> None:
    """Days are the trainee's local days everywhere: the skill charts' point, the answers table's date and a dealt
    game's moment on the hands chart (drawn within its own day's span, not by the next day's date)."""
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        late = datetime(2026, 12, 4, 23, 31, tzinfo=UTC)
        profile = store.create_profile("Malee").id
        store.record_attempt(profile, Attempt(kind="side-pots", question_key="k", phh="", question="{}", answer="{}",
                                              correct=True, score=1.0, cause=None, seconds=9.0, answered_at=late))
        view = ProgressView(store)
        qtbot.addWidget(view)
        xs, _ys = view.accuracy_plot.getPlotItem().listDataItems()[0].getData()
        assert list(xs) == [day_number(day)]
        shown = QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)
        assert view.history.item(0, 0).text().startswith(shown)
        assert round(moment_number(late)) == day_number(day)
        evening = datetime(2026, 12, 4, 23, 31).astimezone()  # 23:31 on the trainee's clock
        assert round(moment_number(evening)) == day_number(date(2026, 12, 4))
        assert day_number(date(2026, 12, 4)) - 0.5 <= moment_number(evening) < day_number(date(2026, 12, 4)) + 0.5
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_export_as_csv_asks_where_and_says_where_it_saved(qtbot: QtBot, store: Store, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The Export button writes the answers where the trainee says and names the file; a folder that is not there
    is said, not a traceback."""
    profile = store.create_profile("Malee").id
    fill(store, profile, days=2)
    view = ProgressView(store)
    qtbot.addWidget(view)
    target = tmp_path / "malee.csv"
    monkeypatch.setattr(progress_view, "ask_path", lambda *_args, **_kw: target)
    view.export_button.click()
    assert target.read_text(encoding="utf-8").count("\n") == 1 + 20
    (message,) = [box for box in view.findChildren(QMessageBox) if box.isVisible()]
    assert str(target) in message.text() and "20" in message.text()
    message.close()
    missing = tmp_path / "no such folder" / "x.csv"
    monkeypatch.setattr(progress_view, "ask_path", lambda *_args, **_kw: missing)
    view.export_button.click()
    (problem,) = [box for box in view.findChildren(QMessageBox) if box.isVisible()]
    assert str(missing) in problem.text() and problem.icon() is QMessageBox.Icon.Warning


def test_the_first_days_date_is_on_the_axis_in_thai(qtbot: QtBot, store: Store, clean_language: QApplication) -> None:
    # "1 ต.ค." reached a pixel past the axis's start at 1024×640 and was hidden: the charts began at the third day.
    install_language(clean_language, "th")
    profile = store.create_profile("Malee").id
    simulate_history(store, profile, days=21, per_skill=1)
    view = ProgressView(store)
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    axis = view.accuracy_plot.getPlotItem().getAxis("bottom")
    qtbot.waitUntil(lambda: len(drawn_labels(axis)) > 5)
    low, high = view.accuracy_plot.getPlotItem().viewRange()[0]
    ((_step, ticks), *_) = axis.tickValues(low, high, axis.width())
    assert drawn_labels(axis)[0] == axis.tickStrings([min(ticks)], 1, 1)[0]


def drawn_labels(axis: pg.AxisItem) -> list[str]:
    """The tick labels an axis draws now, left to right (those it hides left out)."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [spec[2] for spec in sorted(specs[2], key=lambda spec: spec[0].left())] if specs else []
