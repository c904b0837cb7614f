"""The trainer's table for a rake question: the line under the board says what the house took once the pots are
pushed, and nothing of it while the question is asked."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind
from dealerdesk.ui.trainer_table import answer_state, question_state


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
