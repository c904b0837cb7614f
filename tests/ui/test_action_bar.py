"""The action bar offers only legal actions, explains an illegal amount in the engine's words, and never
changes the hand itself (it only emits what the player chose)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealerdesk.rules.game import Game, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.ui.action_bar import ActionBar
from tests.ui.qt_helpers import activate


def pot_limit_hand() -> Hand:
    stakes = Stakes(blinds=(1, 2, 0, 0), antes=(0,) * 4, min_bet=2)
    return Hand(Variant(Game.OMAHA, Structure.POT), stakes, [200, 200, 200, 200], rng=random.Random(1))


def test_bounds_presets_and_labels(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    hand = pot_limit_hand()
    bar.set_turn(hand, hand.actor)
    assert bar.active and bar.call_button.text().startswith("Call 2")
    assert (bar.slider.minimum(), bar.slider.maximum()) == (4, 7)
    assert bar.amount.text() == "4"
    assert bar.preset_amount("pot") == 7 and bar.preset_amount("min") == 4 and bar.preset_amount("all") == 7
    assert bar.fold_button.isEnabled()


def test_illegal_amounts_are_explained_and_not_sent(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    hand = pot_limit_hand()
    bar.set_turn(hand, hand.actor)
    sent: list[int] = []
    bar.bet_raise_clicked.connect(sent.append)
    before = (list(hand.stacks), list(hand.bets), len(hand.log))
    for text, message in [("9", "raise to 9 is above the maximum raise to 7 (the pot)"),
                          ("3", "raise to 3 is below the minimum raise to 4"),
                          ("lots", "lots is not a number of chips."),
                          ("", "Type an amount.")]:
        bar.amount.setText(text)
        assert bar.error.text() == message
        assert not bar.raise_button.isEnabled()
        qtbot.keyClick(bar.amount, Qt.Key.Key_Return)
    assert sent == []
    assert (list(hand.stacks), list(hand.bets), len(hand.log)) == before
    bar.amount.setText("6")
    assert bar.error.text() == "" and bar.slider.value() == 6
    qtbot.keyClick(bar.amount, Qt.Key.Key_Return)
    assert sent == [6]


def test_nothing_offered_out_of_turn(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    hand = pot_limit_hand()
    clicks: list[str] = []
    bar.fold_clicked.connect(lambda: clicks.append("fold"))
    bar.check_call_clicked.connect(lambda: clicks.append("call"))
    bar.set_turn(hand, (hand.actor or 0) + 1)  # someone else's turn
    assert not bar.active
    assert not any(b.isEnabled() for b in (bar.fold_button, bar.call_button, bar.raise_button))
    activate(qtbot, bar)
    qtbot.keyClick(bar, Qt.Key.Key_F1)
    qtbot.keyClick(bar, Qt.Key.Key_F2)
    assert clicks == []


def test_keyboard_shortcuts(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    activate(qtbot, bar)
    hand = pot_limit_hand()
    bar.set_turn(hand, hand.actor)
    events: list[object] = []
    bar.fold_clicked.connect(lambda: events.append("fold"))
    bar.check_call_clicked.connect(lambda: events.append("call"))
    bar.bet_raise_clicked.connect(events.append)
    qtbot.keyClick(bar, Qt.Key.Key_F1)
    qtbot.keyClick(bar, Qt.Key.Key_F2)
    qtbot.keyClick(bar, Qt.Key.Key_F4)
    assert events == ["fold", "call", 7]


def test_cannot_raise_explained(qtbot: QtBot) -> None:
    """After a short all-in that does not reopen the betting, the raise controls are off and the bar says why."""
    stakes = Stakes(blinds=(50, 100, 0, 0), antes=(0,) * 4, min_bet=100)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [10000, 10000, 10000, 950], rng=random.Random(2))
    hand.check_or_call()
    hand.check_or_call()
    hand.check_or_call()
    hand.check_or_call()  # flop
    hand.bet_or_raise_to(300)
    hand.check_or_call()
    hand.check_or_call()
    hand.bet_or_raise_to(850)  # p4 all-in, +550 over 300: a full raise
    hand.check_or_call()
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_turn(hand, hand.actor)
    assert bar.raise_button.isEnabled() == (hand.min_raise_to is not None)
