"""The action bar says a call as the table and the log do (what the bet will total) and, facing a bet, what the
call costs and what share of the pot it will be."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from dealerdesk.rules.game import Game, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.ui.play_mode.action_bar import ActionBar, pot_odds_text


def big_blind_facing_a_raise() -> Hand:
    stakes = Stakes(blinds=(5, 10, 0), antes=(0, 0, 0), min_bet=10)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [1000, 1000, 1000], rng=random.Random(1))
    hand.bet_or_raise_to(30)  # the button
    hand.fold()  # the small blind
    assert hand.actor == 1 and hand.bets[1] == 10 and hand.to_call == 20
    return hand


def test_the_call_button_says_the_total_and_the_line_what_it_costs(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    hand = big_blind_facing_a_raise()
    bar.set_turn(hand, 1)
    assert bar.call_button.text() == "Call 30  (F2)"  # the 30 in front once called, as the badge will say
    # 20 more into 45 (the raise, the big blind, the folded small blind): 20 of 65 after the call.
    assert bar.odds.text() == "20 more to call into 45 — 30.8% of the pot after the call"
    hand.check_or_call(1)
    bar.set_turn(hand, hand.actor)
    assert bar.odds.text() == ""  # not the player's turn: nothing stale


def test_no_line_when_there_is_nothing_to_call(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    stakes = Stakes(blinds=(5, 10, 0), antes=(0, 0, 0), min_bet=10)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [1000, 1000, 1000], rng=random.Random(1))
    hand.check_or_call()
    hand.check_or_call()
    assert hand.to_call == 0  # the big blind's option
    bar.set_turn(hand, hand.actor)
    assert bar.odds.text() == "" and bar.call_button.text() == "Check  (F2)"


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 50), st.integers(0, 500), st.integers(2, 6))
def test_the_share_is_the_call_over_the_pot_after_it(small: int, raise_by: int, players: int) -> None:
    big = 2 * small
    stakes = Stakes(blinds=(small, big) + (0,) * (players - 2), antes=(0,) * players, min_bet=big)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [5000] * players, rng=random.Random(1))
    if raise_by and hand.can_bet_or_raise_to(2 * big + raise_by):
        hand.bet_or_raise_to(2 * big + raise_by)
    to_call = hand.to_call or 0
    text = pot_odds_text(hand)
    if not to_call:
        assert text == ""
        return
    share = 100 * to_call / (hand.pot_total + to_call)
    assert text.startswith(f"{to_call:,} more to call into {hand.pot_total:,} — ")
    shown = re.search(r"— ([0-9.]+)% of the pot after the call$", text)
    assert shown is not None, text
    # To one decimal as the locale rounds it (Qt rounds a half up: 31.25 is "31.3", where Python's format says 31.2).
    assert abs(float(shown.group(1)) - share) <= 0.05 + 1e-9, (text, share)
