"""Enter in an answer field shows the verdict, and the verdict stays until a second, deliberate Enter: for every
kind of question, the answer is typed key by key into whichever widget has the keyboard (Tab between the fields,
letters to pick the winning hand), then Enter is pressed on the focused widget, as a person does it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.ui.training.trainer_page import TrainerPage
from tests.ui.qt_helpers import focused, settled, trainer_page
from tests.ui.test_trainer_page import find


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[TrainerPage]:
    yield from trainer_page(qtbot, tmp_path, (1280, 800))



def type_keys(qtbot: QtBot, text: str) -> None:
    """Each key to whatever has the keyboard (a cell's editor opens on the first key)."""
    for character in text:
        qtbot.keyClicks(focused(), character)


def tab(qtbot: QtBot) -> None:
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)


def seats(q: Question, players: list[str]) -> str:
    return " ".join(str(q.seat_of(p)) for p in players)


def type_answer(qtbot: QtBot, page: TrainerPage, q: Question) -> None:
    """The right answer, typed field after field with Tab, as the fields come."""
    a = right_answer(q)
    none = answers.none_word()
    if q.kind is Kind.POT_LIMIT:
        if "pot_total" in page.fields:
            type_keys(qtbot, str(a["pot_total"]))
            tab(qtbot)
        type_keys(qtbot, str(a["max_raise_to"]))
    elif q.kind is Kind.MIN_RAISE:
        type_keys(qtbot, none if a["min_raise_to"] is None else str(a["min_raise_to"]))
    elif q.kind is Kind.LIMIT_BETTING:
        type_keys(qtbot, str(a["to_call"]))
        tab(qtbot)
        type_keys(qtbot, none if a["min_raise_to"] is None else str(a["min_raise_to"]))
    elif q.kind is Kind.SIDE_POTS:
        for pot in a["pots"]:
            type_keys(qtbot, str(pot["amount"]))
            tab(qtbot)
            type_keys(qtbot, seats(q, pot["eligible"]))
            tab(qtbot)
        for _ in range(4):  # through the new empty row, out of the table
            if focused() is page.fields["returned"]:
                break
            tab(qtbot)
        assert focused() is page.fields["returned"], focused()
        type_keys(qtbot, ", ".join(f"{q.seat_of(p)}: {n}" for p, n in a["returned"].items()) or none)
    elif q.kind is Kind.CHIPS:
        chips = kind_of(q.kind)
        for index, text in enumerate(chips.texts(q, chips.answer_from(a)).values()):
            if index:
                tab(qtbot)
            type_keys(qtbot, text)
    elif q.kind is Kind.SHOWDOWN_ORDER:
        if not a["all_in_showdown"]:
            type_keys(qtbot, seats(q, a["showdown_order"]))
        tab(qtbot)
        assert isinstance(focused(), QCheckBox)
        if a["all_in_showdown"]:
            pressed = focused()
            qtbot.keyClick(pressed, Qt.Key.Key_Space)
            settled(qtbot, pressed)
        if "killed" in page.fields:
            tab(qtbot)
            type_keys(qtbot, seats(q, a["killed"]) or none)
    elif q.kind is Kind.HI_LO_SPLIT:
        totals: dict[tuple[int, str], int] = {}
        for award in a["awards"]:
            totals[award["pot"], award["player"]] = totals.get((award["pot"], award["player"]), 0) + award["amount"]
        for index in range(len(page.fields)):
            if index:
                tab(qtbot)
            type_keys(qtbot, ", ".join(f"{q.seat_of(p)}: {n}" for (pot, p), n in totals.items() if pot == index)
                      or none)
    elif q.kind is Kind.RAKE:
        type_keys(qtbot, str(a["rake"]))
        if "jackpot_drop" in page.fields:
            tab(qtbot)
            type_keys(qtbot, str(a["jackpot_drop"]))
        tab(qtbot)
        type_keys(qtbot, ", ".join(f"{q.seat_of(x['player'])}: {x['amount']}" for x in a["awards"]))
    elif q.kind is Kind.CALL_HAND:  # the whole call in one line, as a dealer says it
        type_keys(qtbot, kind_of(q.kind).texts(q, kind_of(q.kind).answer_from(a))["call"])
    elif q.kind is Kind.WHOSE_ACTION:
        type_keys(qtbot, none if a["actor"] is None else str(q.seat_of(a["actor"])))
    elif q.kind is Kind.BUTTON_BLINDS:
        small = a["next_small_blind"]
        posts = ", ".join(f"{seat}: {live}+{dead}" for seat, (live, dead) in a["next_posts"].items())
        texts = [str(a["next_button"]), none if small is None else str(small), str(a["next_big_blind"]),
                 posts or none, " ".join(map(str, a["next_dealt_in"]))]
        for index, text in enumerate(texts):
            if index:
                tab(qtbot)
            type_keys(qtbot, text)
    else:
        type_keys(qtbot, seats(q, a["high"]))
        if "low" in page.fields:
            tab(qtbot)
            type_keys(qtbot, seats(q, a["low"]) or none)
        tab(qtbot)
        choose_hand(qtbot, str(a["hand"]))


def choose_hand(qtbot: QtBot, hand: str) -> None:
    """Choose a hand in the focused list by keyboard."""
    assert isinstance(focused(), QComboBox)
    box = focused()
    # The list finds a hand by its first letters (up to the first space, which would open the list), and
    # the arrow keys step to the one meant ("Straight" finds "Straight flush" first).
    qtbot.keyClicks(box, answers.hand_label(hand).split(" ")[0])
    for _ in range(len(answers.HAND_NAMES)):
        if box.currentData() == hand:
            break
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() == hand and focused() is box


@pytest.mark.parametrize("kind", list(Kind))
def test_enter_in_the_field_shows_the_verdict_and_it_stays(qtbot: QtBot, page: TrainerPage, kind: Kind) -> None:
    q = find(kind, 3, lambda x: kind is not Kind.SHOWDOWN_ORDER or "killed" in x.answer)
    page.ask(q)
    first = next(iter(page.fields.values()))
    # The first field has the keyboard, as the question opens (the pot grid: its first cell, open to type in).
    qtbot.waitUntil(lambda: focused() is first or first.isAncestorOf(focused()))
    type_answer(qtbot, page, q)
    last_field = focused()
    qtbot.keyClick(last_field, Qt.Key.Key_Return)
    settled(qtbot, last_field)
    # One Enter: the verdict, on the same question, and nothing dealt yet.
    assert page.question is q and page.verdict is not None, page.problem.text()
    assert page.verdict.correct, page.verdict
    assert page.session.answered == 1
    assert page.feedback.isVisible() and page.feedback.text().startswith("Right!")
    assert page.feedback.tone == "right"
    qtbot.wait(50)  # the verdict is still there after the event loop ran
    assert page.question is q and page.feedback.isVisible()
    assert focused() is page.next
    # A key held down repeats: the repeats are not a deliberate second Enter.
    QApplication.sendEvent(focused(), QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return,
                                                Qt.KeyboardModifier.NoModifier, "\r", True))
    assert page.question is q
    pressed = focused()
    qtbot.keyClick(pressed, Qt.Key.Key_Return)  # the second Enter: the next question
    settled(qtbot, pressed)
    assert page.question is not q and page.verdict is None and not page.feedback.isVisible()
    assert len(page.practice.store.attempts(page.practice.profile_id)) == 1


def test_enter_on_a_wrong_answer_shows_the_cross_and_stays(qtbot: QtBot, page: TrainerPage) -> None:
    q = find(Kind.MIN_RAISE, 2, lambda x: x.answer["min_raise_to"] is not None)
    page.ask(q)
    qtbot.waitUntil(lambda: focused() is page.fields["min_raise_to"])
    type_keys(qtbot, str(q.answer["min_raise_to"] + 1))
    pressed = focused()
    qtbot.keyClick(pressed, Qt.Key.Key_Enter)  # the keypad's Enter too
    settled(qtbot, pressed)
    assert page.question is q and page.verdict is not None and not page.verdict.correct
    assert page.feedback.tone == "wrong" and page.feedback.text().startswith("Not quite")
    assert f"you said {q.answer['min_raise_to'] + 1}" in page.feedback.text()


def test_a_refused_answer_keeps_the_question_and_says_why(qtbot: QtBot, page: TrainerPage) -> None:
    q = find(Kind.POT_LIMIT, 2, lambda x: "pot_total" not in x.answer)
    page.ask(q)
    qtbot.waitUntil(lambda: focused() is page.fields["max_raise_to"])
    type_keys(qtbot, "lots")
    pressed = focused()
    qtbot.keyClick(pressed, Qt.Key.Key_Return)
    settled(qtbot, pressed)
    assert page.verdict is None and page.problem.isVisible() and "'lots'" in page.problem.text()
    pressed = focused()
    qtbot.keyClick(pressed, Qt.Key.Key_Return)  # Enter again on nonsense: still refused, nothing dealt
    settled(qtbot, pressed)
    assert page.question is q and page.verdict is None
    assert page.practice.store.attempts(page.practice.profile_id) == []
