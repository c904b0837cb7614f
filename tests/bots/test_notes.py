"""Notes on each player over a session: VPIP, PFR, folds to bets and bets when checked to, as tracking tools count
them, from the public log only."""

from __future__ import annotations

import random

import pytest

from dealerdesk.bots import STYLES, Bot
from dealerdesk.bots.notes import PRIOR, TYPICAL_FOLD, PlayerNotes, TableNotes
from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand


def three_handed() -> Hand:
    hand = Hand(Variant.from_code("NT"), Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), min_bet=2), [200] * 3,
                names=["Ann", "Bob", "Cy"])
    for player, hole in enumerate(("AhKh", "7c2d", "9s9d")):
        hand.deal_hole(player, parse_cards(hole))
    return hand


def test_one_hand_is_counted_as_a_tracker_counts_it() -> None:
    hand = three_handed()
    hand.bet_or_raise_to(6)   # Cy (the button) raises
    hand.check_or_call()      # Ann (small blind) calls
    hand.check_or_call()      # Bob (big blind) calls: a blind that calls a raise plays voluntarily
    hand.deal_board(parse_cards("Ts7h2c"))
    hand.check_or_call()      # Ann checks
    hand.bet_or_raise_to(10)  # Bob bets
    hand.fold()               # Cy folds to the bet
    hand.check_or_call()      # Ann calls
    notes = TableNotes()
    notes.observe(hand)
    ann, bob, cy = notes.of("Ann"), notes.of("Bob"), notes.of("Cy")
    assert (ann.hands, ann.vpip, ann.pfr) == (1, 1, 0)
    assert (cy.vpip, cy.pfr) == (1, 1)
    assert (bob.vpip, bob.pfr) == (1, 0)
    assert (ann.checked_to, ann.bets, ann.bets_faced, ann.folds_to_bets) == (1, 0, 1, 0)
    assert (bob.checked_to, bob.bets) == (1, 1)
    assert (cy.bets_faced, cy.folds_to_bets) == (1, 1)
    assert (ann.raises_faced, ann.reraises, bob.raises_faced, cy.raises_faced) == (1, 0, 1, 0)
    assert ann.hud() == (100, 0) and notes.of("Dora").hud() is None


def test_a_re_raise_and_a_fold_to_a_raise_are_counted() -> None:
    hand = three_handed()
    hand.bet_or_raise_to(6)   # Cy raises
    hand.bet_or_raise_to(20)  # Ann re-raises
    hand.fold()               # Bob folds to the raises
    hand.fold()               # Cy folds to the re-raise
    notes = TableNotes()
    notes.observe(hand)
    ann, bob, cy = notes.of("Ann"), notes.of("Bob"), notes.of("Cy")
    assert (ann.raises_faced, ann.reraises) == (1, 1)
    assert (bob.raises_faced, bob.reraises, cy.raises_faced) == (1, 0, 1)
    assert ann.reraise_rate > cy.reraise_rate


def test_a_checked_big_blind_did_not_play_voluntarily() -> None:
    hand = three_handed()
    hand.check_or_call()  # the button limps
    hand.check_or_call()  # the small blind completes
    hand.check_or_call()  # the big blind checks
    notes = TableNotes()
    notes.observe(hand)
    assert [notes.of(n).vpip for n in ("Ann", "Bob", "Cy")] == [1, 0, 1]


def test_rates_start_typical_and_follow_what_is_seen() -> None:
    fresh = PlayerNotes()
    assert fresh.fold_rate == pytest.approx(TYPICAL_FOLD) and fresh.trust(2, "call") == pytest.approx(1.0)
    never = PlayerNotes(bets_faced=60, folds_to_bets=0)
    assert never.fold_rate == pytest.approx(PRIOR * TYPICAL_FOLD / (60 + PRIOR))
    assert never.trust(2, "call") < 0.2  # a call from a player who never folds says little
    assert never.trust(2, "check") == 1.0


def test_a_session_of_bots_builds_notes_that_tell_the_styles_apart() -> None:
    """Two hundred hands of a calling station against a tight-aggressive player: the station plays more hands and
    raises fewer, and folds to fewer bets."""
    bots = {"Cal": Bot(STYLES["calling-station"], samples=200), "Tia": Bot(STYLES["tight-aggressive"], samples=200)}
    notes = TableNotes()
    rng = random.Random(5)
    for number in range(200):
        names = ["Cal", "Tia"] if number % 2 else ["Tia", "Cal"]
        hand = Hand(Variant.from_code("NT"), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2), [200, 200],
                    names=names, rng=random.Random(number))
        while not hand.is_complete:
            if hand.actor is None:
                hand.advance()
            else:
                bots[names[hand.actor]].act(hand, rng)
        notes.observe(hand)
    cal, tia = notes.of("Cal"), notes.of("Tia")
    assert cal.hands == tia.hands == 200
    assert cal.vpip > tia.vpip and cal.pfr < tia.pfr
    assert cal.fold_rate < tia.fold_rate
