"""The action bar offers only legal actions, explains an illegal amount in the engine's words, and never
changes the hand itself (it only emits what the player chose)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLocale, Qt
from pytestqt.qtbot import QtBot

from dealerdesk.number_input import MAX_DIGITS, parse_whole_number
from dealerdesk.rules.game import Game, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core import answers
from dealerdesk.ui.action_bar import ActionBar, locale_number_format, reads_locale_numbers
from dealerdesk.ui.table_items import format_chips
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
                          ("lots", "'lots' is not a number of chips"),
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


@pytest.mark.parametrize(("text", "message"), [
    ("²", "'²' is not a number of chips"),
    ("5²", "'5²' is not a number of chips"),
    ("①", "'①' is not a number of chips"),
    ("٤", "'٤' is not a number of chips"),
    ("9" * 5000, "'99999999999999999999999…' is too long for a number of chips (at most 12 digits)"),
    ("5 44", "'5 44' is not a number of chips: write it as 12500 or 12,500"),
    ("4.5", "'4.5' is not a whole number of chips: write it as 12500 or 12,500"),
])
def test_nasty_amounts_are_explained_never_crash(qtbot: QtBot, text: str, message: str) -> None:
    """``isdigit`` then ``int`` let "²" and 5,000 digits through to a crash."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    hand = pot_limit_hand()
    bar.set_turn(hand, hand.actor)
    sent: list[int] = []
    bar.bet_raise_clicked.connect(sent.append)
    bar.amount.setText(text)
    assert bar.error.text() == message and not bar.raise_button.isEnabled()
    qtbot.keyClick(bar.amount, Qt.Key.Key_Return)
    assert sent == [] and bar.error.text() == message


@pytest.fixture
def hungarian() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale("hu_HU"))
    yield
    QLocale.setDefault(before)


def test_amounts_are_read_as_the_locale_writes_them(qtbot: QtBot, hungarian: None) -> None:
    stakes = Stakes(blinds=(50, 100, 0, 0), antes=(0,) * 4, min_bet=100)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [10000] * 4, rng=random.Random(2))
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_turn(hand, hand.actor)
    sent: list[int] = []
    bar.bet_raise_clicked.connect(sent.append)
    for text in ("1\u00a0200", "1 200", "1.200", "1200"):
        bar.amount.setText(text)
        assert bar.error.text() == "" and bar.slider.value() == 1200
        qtbot.keyClick(bar.amount, Qt.Key.Key_Return)
    assert sent == [1200] * 4
    bar.amount.setText("1,200")  # a decimal comma in Hungarian: not a whole number of chips
    assert bar.error.text().startswith("'1,200' is not a whole number of chips")


def test_the_trainer_inputs_read_numbers_as_the_locale_writes_them(hungarian: None) -> None:
    """The trainer page's reader is wrapped in ``reads_locale_numbers``: the same rule as the amount box."""
    read = reads_locale_numbers(answers.amount)
    assert read("12.500") == read("12\u00a0500") == read("raise to 12 500") == 12500
    with pytest.raises(answers.AnswerError, match="not a whole number"):
        read("12,500")
    assert answers.amount("12,500") == 12500  # outside the window: the terminal's English


LOCALES = ["en_US", "hu_HU", "th_TH", "de_DE", "fr_FR", "de_CH", "en_IN", "C"]


@settings(max_examples=300, deadline=None)
@given(value=st.integers(0, 10**MAX_DIGITS - 1), name=st.sampled_from(LOCALES))
def test_every_integer_the_locale_formats_reads_back(value: int, name: str) -> None:
    locale = QLocale(name)
    fmt = locale_number_format(locale)
    assert parse_whole_number(locale.toString(value), fmt) == value
    grouped = QLocale(locale)
    grouped.setNumberOptions(grouped.numberOptions() & ~QLocale.NumberOption.OmitGroupSeparator)
    assert parse_whole_number(grouped.toString(value), fmt) == value


def test_the_turn_passing_empties_the_box_without_an_error(qtbot: QtBot) -> None:
    """Acting clears the box as the turn passes; the empty box is not read as a number then (it raised in a slot)."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    hand = pot_limit_hand()
    bar.set_turn(hand, hand.actor)
    assert bar.amount.text() == "4"
    bar.set_turn(None, None)  # pytest-qt fails the test on an exception raised in a slot
    assert bar.amount.text() == "" and not bar.error.text()


def test_more_than_the_stack_is_refused_in_words_that_fit_you(qtbot: QtBot) -> None:
    """No "all of You's chips": the most the player named "You" can raise to is their all-in."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    stakes = Stakes(blinds=(1, 2), antes=(0, 0), min_bet=2)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [50, 200], names=["You", "Dora"],
                rng=random.Random(1))
    bar.set_turn(hand, hand.actor)
    problem = bar.validation("60")
    assert problem == "raise to 60 is above the maximum raise to 50 (all-in)"


def test_the_raise_button_says_its_amount_and_numbers_are_grouped(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    stakes = Stakes(blinds=(500, 1000, 0), antes=(0, 0, 0), min_bet=1000)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [50000, 50000, 50000], rng=random.Random(1))
    bar.set_turn(hand, hand.actor)
    assert bar.raise_button.text() == f"Raise to {format_chips(2000)}  (F3)"
    assert bar.call_button.text() == f"Call {format_chips(1000)}  (F2)" and format_chips(1000) != "1000"
    assert bar.amount.text() == format_chips(2000)
    bar.amount.setText(format_chips(12500))
    assert bar.raise_button.text() == f"Raise to {format_chips(12500)}  (F3)" and bar.raise_button.isEnabled()
    bar.amount.setText("12")  # not a legal size: the button says only what it does, and is off
    assert bar.raise_button.text() == "Raise to  (F3)" and not bar.raise_button.isEnabled()


def test_disabled_controls_show_nothing_stale(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    hand = pot_limit_hand()
    bar.set_turn(hand, hand.actor)
    assert "2" in bar.call_button.text() and "4" in bar.raise_button.text()
    bar.set_turn(hand, None)  # the turn passed to someone else
    for button in (bar.call_button, bar.raise_button):
        assert not button.isEnabled() and not any(ch.isdigit() for ch in button.text().split("  (")[0])
    assert (bar.slider.minimum(), bar.slider.maximum(), bar.amount.text()) == (0, 0, "")


def test_one_legal_size_shows_no_slider(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    stakes = Stakes(blinds=(1, 2, 0, 0), antes=(0,) * 4, small_bet=2, big_bet=4)
    fixed = Hand(Variant(Game.HOLDEM, Structure.FIXED), stakes, [200] * 4, rng=random.Random(1))
    bar.set_turn(fixed, fixed.actor)
    assert fixed.min_raise_to == fixed.max_raise_to and bar.slider.isHidden()
    hand = pot_limit_hand()
    bar.set_turn(hand, hand.actor)
    assert not bar.slider.isHidden()


def test_nothing_unprompted_in_red_and_the_table_does_not_jump(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    stakes = Stakes(blinds=(1, 2), antes=(0, 0), min_bet=2)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [200, 2], rng=random.Random(1))  # the BB is all-in
    bar.show()
    empty = bar.sizeHint().height()
    bar.set_turn(hand, hand.actor)
    assert hand.raise_refusal and bar.error.text()  # why raising is not possible, said quietly
    assert "#ffb4a8" not in bar.error.styleSheet()
    bar.set_strength("Pair of kings")
    assert bar.sizeHint().height() == empty
    other = pot_limit_hand()
    bar.set_turn(other, other.actor)
    bar.amount.setText("99")
    assert "#ffb4a8" in bar.error.styleSheet() and bar.error.text()  # what the player typed: in red
    assert bar.sizeHint().height() == empty
