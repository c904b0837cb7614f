"""The progress view shows dealing a live game apart from the questions: each skill's dealing steps in their own
table, each dealt game's hands, hands per hour and error rate in the sessions list, and the hands per hour chart —
read from a session really dealt (with a clock the test moves)."""

from __future__ import annotations

import csv
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.results.progress_charts import moment_number
from dealerdesk.ui.results.progress_view import ProgressView
from tests.trainer.test_store_dealing import Clock, deal_session
from tests.trainer.test_store_dealing import clock as clock  # noqa: PLC0414 - the fixture


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "progress.sqlite3") as opened:
        yield opened


def practise_side_pots(store: Store, profile: int, clock: Clock) -> None:
    """Two slow, wrong side-pot questions in practice."""
    run = TrainingSession(SessionPlan(kinds=(Kind.SIDE_POTS,), questions=2), store, profile, random.Random(3),
                          clock=clock, deal_ahead=False)
    while not run.finished:
        question = run.next_question()
        clock.now += 30
        run.answer(question, {}, 40.0)


def cells(table: QTableWidget, row: int) -> list[str]:
    """A row's texts ("" where a cell shows a widget)."""
    items = (table.item(row, column) for column in range(table.columnCount()))
    return [item.text() if item is not None else "" for item in items]


def test_dealing_steps_show_per_skill_apart_from_the_questions(qtbot: QtBot, store: Store, clock: Clock) -> None:
    profile = store.create_profile("Ann").id
    practise_side_pots(store, profile, clock)
    _run, verdicts = deal_session(store, profile, clock, hands=3, wrong_every=4, seconds=4.0)
    view = ProgressView(store)
    qtbot.addWidget(view)
    # The questions: only the practised skill, with its own two answers (none of the dealt steps).
    assert view.mastery.rowCount() == 1
    assert cells(view.mastery, 0)[:4] == [Kind.SIDE_POTS.label, "2", "0%", "40.0 s"]
    assert [curve.name() for curve in view.accuracy_plot.getPlotItem().listDataItems()] == [Kind.SIDE_POTS.label]
    # The dealing: every skill a step was dealt in, right of asked, accuracy, median time and the skill's target.
    assert not view.dealing_box.isHidden()
    dealt = store.attempts(profile, mode=Mode.DEAL)
    rows = {cells(view.dealing, row)[0]: cells(view.dealing, row) for row in range(view.dealing.rowCount())}
    assert len(rows) == len({a.kind for a in dealt})
    asked = sum(1 for a in dealt if a.kind == str(Kind.SIDE_POTS))
    right = sum(1 for a in dealt if a.kind == str(Kind.SIDE_POTS) and a.correct)
    assert rows[Kind.SIDE_POTS.label] == [Kind.SIDE_POTS.label, f"{right} / {asked}", f"{right / asked:.0%}",
                                          "4.0 s", f"{kind_of(Kind.SIDE_POTS).target_seconds:.0f} s"]
    assert sum(int(row[1].split(" / ")[1]) for row in rows.values()) == len(verdicts)


def test_a_dealt_game_in_the_sessions_list_and_the_hands_per_hour_chart(qtbot: QtBot, store: Store,
                                                                         clock: Clock) -> None:
    profile = store.create_profile("Ann").id
    practise_side_pots(store, profile, clock)
    _run, verdicts = deal_session(store, profile, clock, hands=3, wrong_every=4)
    practice, dealt = store.sessions(profile)
    assert practice.mode == Mode.PRACTICE and dealt.hands_per_hour is not None
    view = ProgressView(store)
    qtbot.addWidget(view)
    assert view.sessions.rowCount() == 2
    newest = cells(view.sessions, 0)  # newest first
    assert newest[1:4] == ["live game", str(len(verdicts)), str(sum(verdicts))]
    assert newest[4].split("\n") == ["3 hands", f"{dealt.hands_per_hour:.0f} hands per hour",
                                     f"error rate {dealt.error_rate:.0%}"]
    assert cells(view.sessions, 1)[1:] == ["practice", "2", "0", "0%"]
    (line,) = view.hands_plot.getPlotItem().listDataItems()
    xs, ys = line.getData()
    assert list(ys) == pytest.approx([dealt.hands_per_hour])
    assert list(xs) == pytest.approx([moment_number(dealt.started)])  # on the day and hour it was dealt
    assert not view.hands_plot.isHidden()


def test_no_dealt_game_no_dealing_table_nor_chart(qtbot: QtBot, store: Store, clock: Clock) -> None:
    profile = store.create_profile("Ann").id
    practise_side_pots(store, profile, clock)
    view = ProgressView(store)
    qtbot.addWidget(view)
    assert view.dealing_box.isHidden() and view.hands_plot.isHidden()
    assert view.dealing.rowCount() == 0


def test_dealt_steps_export_with_their_mode_and_hand(qtbot: QtBot, store: Store, clock: Clock,
                                                     tmp_path: Path) -> None:
    profile = store.create_profile("Ann").id
    run, verdicts = deal_session(store, profile, clock, hands=2, wrong_every=3)
    view = ProgressView(store)
    qtbot.addWidget(view)
    assert view.export_csv(tmp_path / "out.csv") == len(verdicts)
    with (tmp_path / "out.csv").open(encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert {row["mode"] for row in rows} == {"deal"} and {row["session"] for row in rows} == {run.session}
    assert all(row["question_key"].startswith(f"{run.session}-deal-") for row in rows)
    assert [row["correct"] for row in rows] == [str(int(v)) for v in verdicts]
