"""An audition asks exactly the length the trainee set; the setup refuses, beside the length, an audition too short
for five questions of each skill, rather than asking more than was set."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan, TrainingSession, audition_minimum
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.session_setup import SessionSetupDialog


@pytest.fixture
def store() -> Iterator[Store]:
    with Store(":memory:") as opened:
        yield opened


@settings(max_examples=30, deadline=None)
@given(kinds=st.lists(st.sampled_from(list(Kind)), min_size=1, max_size=5, unique=True),
       questions=st.integers(1, 40))
def test_an_audition_asks_exactly_its_length_each_skill_evenly(kinds: list[Kind], questions: int) -> None:
    with Store(":memory:") as store:
        run = TrainingSession(SessionPlan(kinds=tuple(kinds), questions=questions, mode="audition"), store,
                              store.create_profile("A").id, random.Random(1), deal_ahead=False)
        assert run.planned == questions == len(run.queue)
        counts = [run.queue.count(kind) for kind in kinds]
        assert max(counts) - min(counts) <= 1


def test_the_setup_refuses_a_short_audition_beside_the_length_and_starts_the_length_set(
        qtbot: QtBot, store: Store) -> None:
    """Two skills, length 6: refused, saying 10; the trainee types 10 and the audition asks 10."""
    store.create_profile("Ann")
    dialog = SessionSetupDialog(store, SessionPlan(kinds=(Kind.POT_LIMIT, Kind.SIDE_POTS), questions=6))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.audition.click()
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert not dialog.length_problem.isHidden()
    assert "10" in dialog.length_problem.text() and audition_minimum((Kind.POT_LIMIT, Kind.SIDE_POTS)) == 10
    dialog.count.selectAll()
    qtbot.keyClicks(dialog.count, "10")
    assert dialog.length_problem.isHidden()  # the refusal goes once the length changes
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    plan = dialog.plan()
    run = TrainingSession(plan, store, store.profiles()[0].id, random.Random(2), deal_ahead=False)
    assert run.planned == 10 == len(run.queue)
    assert sorted(run.queue) == sorted([Kind.POT_LIMIT, Kind.SIDE_POTS] * 5)


def test_practice_of_six_is_not_refused(qtbot: QtBot, store: Store) -> None:
    store.create_profile("Ann")
    dialog = SessionSetupDialog(store, SessionPlan(kinds=(Kind.POT_LIMIT, Kind.SIDE_POTS), questions=6))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.plan().questions == 6
