"""The progress view reads the store: one curve per skill with the right daily points, mastery per skill,
the recent attempts, CSV export."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QProgressBar
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.store import Attempt, Store
from dealerdesk.ui.progress_view import ProgressView, day_number, local_time


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
    bar = view.mastery.cellWidget(row, 4)
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
