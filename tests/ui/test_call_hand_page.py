"""Calling the hand in the window: the call is typed in one field, as a dealer says it, and Enter answers; a word
not read is named with the nearest known word and nothing is recorded; a right call is shown back in the
dealer's words."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.call_hand import calls as H
from dealerdesk.trainer.kinds.call_hand.words import say_call
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.ui.training.trainer_page import TrainerPage
from tests.ui.qt_helpers import focused, settled, trainer_page


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[TrainerPage]:
    yield from trainer_page(qtbot, tmp_path, (1280, 800))


def call_field(page: TrainerPage) -> QLineEdit:
    """The one field of the call (and no other field)."""
    assert list(page.fields) == ["call"]
    field = page.fields["call"]
    assert isinstance(field, QLineEdit)
    return field


def test_a_misspelt_word_is_named_with_the_nearest_and_not_recorded(qtbot: QtBot, page: TrainerPage) -> None:
    page.ask(generate(Request(Kind.CALL_HAND, 1), random.Random(4)))
    settled(qtbot, page)
    assert focused() is call_field(page)
    qtbot.keyClicks(focused(), "kigns full of sixes")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.verdict is None
    assert page.problem.text() == "'kigns' — did you mean 'kings'?"
    assert page.practice.store.attempts(page.practice.profile_id) == []


def test_the_call_typed_key_by_key_and_enter_is_graded(qtbot: QtBot, page: TrainerPage) -> None:
    """The right call typed as the verdict says it, key by key, then Enter: right, and shown back."""
    q = generate(Request(Kind.CALL_HAND, 2), random.Random(6))
    page.ask(q)
    settled(qtbot, page)
    right = H.called(q)
    qtbot.keyClicks(call_field(page), right.words())
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    settled(qtbot, page)
    verdict = page.verdict
    assert verdict is not None and verdict.correct, verdict
    call = next(p for p in verdict.parts if p.name == "The call")
    assert call.expected == say_call(right.name, right.ranks, right.said_kickers)
    assert call.expected in page.feedback.text()


def test_a_reversed_call_is_wrong_and_its_mistake_named(qtbot: QtBot, page: TrainerPage) -> None:
    """Two pair called low pair first ("eights and kings"), typed in the one field: the ranks in the wrong order."""
    rng = random.Random(9)
    q = next(q for q in (generate(Request(Kind.CALL_HAND, 1), rng) for _ in range(60))
             if H.called(q).name == "Two pair" and not q.hand.variant.game.is_hilo)
    page.ask(q)
    settled(qtbot, page)
    right = H.called(q)
    qtbot.keyClicks(call_field(page), say_call("Two pair", right.ranks[::-1]))
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    settled(qtbot, page)
    verdict = page.verdict
    assert verdict is not None and not verdict.correct
    assert verdict.cause == H.RANK_ORDER
