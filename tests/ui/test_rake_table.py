"""The trainer's window for a rake question: the line under the board says what the house took once the pots are
pushed (nothing of it while the question is asked), and bad input is refused with a message."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.trainer_page import TrainerPage
from dealerdesk.ui.training.trainer_table import answer_state, question_state


def test_the_rake_is_said_under_the_board_once_the_pots_are_pushed(qtbot: QtBot) -> None:
    rng = random.Random("rake-table")
    for difficulty in (1, 3):
        for _ in range(6):
            question = generate(Request(Kind.RAKE, difficulty), rng)
            taken = question.hand.rake_taken
            assert taken is not None
            asked, answered = question_state(question).caption, answer_state(question).caption
            assert "raked" not in asked
            said = f"raked {taken.rake}" + (f", jackpot drop {taken.jackpot_drop}" if taken.jackpot_drop else "")
            assert answered == asked + " · " + said


def test_an_unraked_hand_says_nothing_of_a_rake(qtbot: QtBot) -> None:
    question = generate(Request(Kind.WINNER, 1), random.Random(2))
    assert "raked" not in answer_state(question).caption


def test_the_window_refuses_a_rake_that_is_not_a_number_and_an_unknown_seat(qtbot: QtBot, tmp_path: Path) -> None:
    with Store(tmp_path / "p.sqlite3") as store:
        profile = store.create_profile("Trainee").id
        page = TrainerPage(TrainingSession(SessionPlan(questions=None), store, profile, random.Random(1)))
        qtbot.addWidget(page)
        question = generate(Request(Kind.RAKE, 1), random.Random("window"))
        page.ask(question)
        rake, received = page.fields["rake"], page.fields["awards"]
        assert isinstance(rake, QLineEdit) and isinstance(received, QLineEdit)
        if "jackpot_drop" in page.fields:
            drop = page.fields["jackpot_drop"]
            assert isinstance(drop, QLineEdit)
            drop.setText("0")
        received.setText(f"{question.seats[0]}: 10")
        rake.setText("lots")
        assert page.submit_answer() is None
        assert page.problem.text() == "'lots' is not a number of chips (the rake)"
        rake.setText("0")
        received.setText("99: 10")
        assert page.submit_answer() is None
        assert "99" in page.problem.text()
        assert store.attempts(profile) == []
