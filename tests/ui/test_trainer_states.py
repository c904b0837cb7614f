"""The trainer page's state is named, and each one decides what Enter, a tick and a click do: a session walks
IDLE → ASKING → ANSWERED → … → FINISHED → REVIEWING, and the question's clock runs only while asking."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.page_state import PageState
from tests.ui.qt_helpers import settled
from tests.ui.test_trainer_page import type_right
from tests.ui.test_trainer_session import page_for


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "p.sqlite3") as opened:
        yield opened


def test_a_session_walks_through_the_named_states(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2))
    assert page.state is PageState.IDLE and not page.in_progress
    first = page.ask()
    assert page.state is PageState.ASKING and page.question_clock.running and page.in_progress
    qtbot.keyClick(page, Qt.Key.Key_Return)  # nothing typed: refused, still asking
    assert page.state is PageState.ASKING and page.verdict is None
    page.fill_answer({"min_raise_to": first.answer["min_raise_to"] + 1000})  # wrong on purpose
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.state is PageState.ANSWERED and not page.question_clock.running and page.in_progress
    assert page.submit_answer() is None  # answered once only
    page.advance()
    second = page.question
    assert second is not None and second is not first and page.state is PageState.ASKING
    type_right(page, second)
    page.submit_answer()
    settled(qtbot, page)
    assert page.state is PageState.ANSWERED and page.session.finished and not page.in_progress
    page.advance()
    assert page.state is PageState.FINISHED and page.question is None
    page.review(0)
    assert page.state is PageState.REVIEWING and page.question is not None and page.question.key == first.key
    assert page.time_up() is None and page.submit_answer() is None  # a review grades nothing
    page.advance()
    assert page.state is PageState.FINISHED


def test_the_question_clock_stops_while_the_page_is_away(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2))
    page.show()
    qtbot.waitExposed(page)
    page.ask()
    page.spend(3.0)
    page.hide()
    away = page.seconds()
    assert not page.question_clock.running and away >= 3.0
    qtbot.wait(300)
    assert page.seconds() == away  # the time away is not counted
    page.show()
    assert page.question_clock.running and page.seconds() >= away
