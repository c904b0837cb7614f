"""Calling the hand in the window (issue 18 point 5): nothing chosen or a word that is not a rank gets a message
and nothing is recorded; a right call is shown back in the dealer's words."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store import Store
from dealerdesk.ui.trainer_page import TrainerPage


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[TrainerPage]:
    with Store(tmp_path / "p.sqlite3") as store:
        profile = store.create_profile("Trainee").id
        widget = TrainerPage(TrainingSession(SessionPlan(questions=None), store, profile, random.Random(1)))
        qtbot.addWidget(widget)
        yield widget


def test_nothing_chosen_or_not_a_rank_is_refused_and_not_recorded(qtbot: QtBot, page: TrainerPage) -> None:
    q = generate(Request(Kind.CALL_HAND, 1), random.Random(4))
    page.ask(q)
    ranks = page.fields["ranks"]
    kickers = page.fields["kickers"]
    assert isinstance(ranks, QLineEdit) and isinstance(kickers, QLineEdit)
    ranks.setText("K 7")
    kickers.setText("none")
    assert page.submit_answer() is None
    assert page.problem.text() == "Choose the hand called."
    box = page.fields["hand"]
    assert isinstance(box, QComboBox)
    box.setCurrentIndex(box.findData("Two pair"))
    ranks.setText("kings and sevenz")
    assert page.submit_answer() is None
    assert page.problem.text().startswith("'") and "is not a rank" in page.problem.text()
    assert page.practice.store.attempts(page.practice.profile_id) == []


def test_the_right_call_is_shown_back_in_the_dealers_words(qtbot: QtBot, page: TrainerPage) -> None:
    q = generate(Request(Kind.CALL_HAND, 2), random.Random(6))
    kind = kind_of(q.kind)
    page.ask(q)
    page.fill_answer(kind.right_answer(q))
    verdict = page.submit_answer()
    assert verdict is not None and verdict.correct
    call = next(p for p in verdict.parts if p.name == "The call")
    assert call.expected in page.feedback.text()
