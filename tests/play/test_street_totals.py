"""One convention for what a move's amount says: what the player's bet on the street totals once they acted — the
chips in front of them. The hand log says it ("calls 30", "raises to 90"), the table's badge says it ("Call 30")
and the bet in front shows it, in every language; the hand-history exports keep their own formats' words."""

from __future__ import annotations

import random

from hypothesis import given, settings

from dealerdesk.play.log_lines import action_text, street_total
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall
from dealerdesk.rules.table import Table
from dealerdesk.ui.felt.state import last_actions
from tests.rules.test_properties import hands


@settings(max_examples=300, deadline=None)
@given(hands(paced=True))
def test_every_move_is_said_with_the_chips_in_front_after_it(case: tuple[Hand, random.Random]) -> None:
    """Over random hands (blinds, live and dead antes, short stacks, every game): a call's or a raise's figure is
    what the player had in front before acting plus what they put in, and the badge's figure is the log's."""
    hand, rng = case
    for _ in range(500):
        if hand.is_complete:
            break
        if hand.actor is None:
            hand.advance()
            continue
        player = hand.actor
        before = hand.bets[player]
        low, high = hand.min_raise_to, hand.max_raise_to
        record: CheckOrCall | BetOrRaise
        if low is not None and high is not None and rng.random() < 0.35:
            record = hand.bet_or_raise_to(rng.choice([low, high]))
            assert street_total(hand, record) == record.raise_to == before + record.added
        else:
            record = hand.check_or_call()
            assert street_total(hand, record) == before + record.amount
        said = last_actions(hand).get(player)
        if said is not None and said[0] != "check":
            assert said[1] == street_total(hand, record)
            assert action_text(hand, record).split()[-1 if not record.all_in else -2] == f"{said[1]:,}"


def blinds_table() -> Hand:
    table = Table(seat_count=3, variant="NT", small_blind=5, big_blind=10, min_buy_in=1, button_seat=1)
    for seat in (1, 2, 3):
        table.sit(seat, f"P{seat}", 1000)
    return table.start_hand(random.Random(2), paced=True)


def test_the_big_blind_calls_the_raise_not_the_difference() -> None:
    """The big blind facing a raise to 30 puts in 20 more: the log says "calls 30", the badge "Call 30", as the
    30 in front of them shows (before, the log and the badge said 20 over 30 chips)."""
    hand = blinds_table()
    raiser = hand.actor
    assert raiser is not None
    hand.bet_or_raise_to(30, raiser)
    hand.fold(hand.actor)  # the small blind
    big = hand.actor
    assert big is not None and hand.bets[big] == 10
    called = hand.check_or_call(big)
    assert called.amount == 20
    assert action_text(hand, called) == "calls 30"
    assert last_actions(hand)[big] == ("call", 30)


def test_a_short_all_in_call_says_all_in() -> None:
    table = Table(seat_count=3, variant="NT", small_blind=5, big_blind=10, min_buy_in=1, button_seat=1)
    for seat, stack in ((1, 1000), (2, 1000), (3, 25)):
        table.sit(seat, f"P{seat}", stack)
    hand = table.start_hand(random.Random(2), paced=True)
    names = {name: position for position, name in enumerate(hand.names)}
    while hand.actor is not None and hand.actor != names["P3"]:
        if hand.actor == names["P1"] or hand.actor == names["P2"]:
            if hand.can_bet_or_raise_to(200):
                hand.bet_or_raise_to(200)
            else:
                hand.check_or_call()
    short = hand.actor
    assert short == names["P3"]
    called = hand.check_or_call(short)
    assert called.all_in
    assert action_text(hand, called) == "calls 25 (all-in)"
    assert last_actions(hand)[short] == ("all-in", 25)
