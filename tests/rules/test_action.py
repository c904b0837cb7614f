"""The action read back from a hand (:mod:`dealerdesk.rules.action`) agrees with the engine's live state at every
moment of random hands, and gives the right facts in hands played step by step."""

from __future__ import annotations

import random

from hypothesis import given, settings

from dealerdesk.rules.action import actions_on, aggressors, blinds_posted, chip_counts, put_in_on
from dealerdesk.rules.hand import Hand, Phase
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold
from tests.rules.scenario import make_hand, play
from tests.rules.test_properties import hands


@settings(max_examples=200, deadline=None)
@given(hands())
def test_the_read_back_agrees_with_the_engine_all_through_a_hand(case: tuple[Hand, random.Random]) -> None:
    hand, rng = case
    for _ in range(500):
        counts = chip_counts(hand)
        assert len(counts) == len(hand.log)
        assert counts[-1].behind == tuple(hand.stacks)
        if hand.is_complete:
            break
        assert hand.phase is Phase.BETTING and hand.actor is not None
        assert counts[-1].bet == tuple(hand.bets)
        assert put_in_on(hand) == sum(hand.bets)
        assert [a for a in actions_on(hand) if isinstance(a, BetOrRaise)] == hand.street_raises
        acted = [a.player for a in actions_on(hand)]
        assert (hand.acted_at(hand.actor) is None) == (hand.actor not in acted)
        low = hand.min_raise_to
        roll = rng.random()
        if low is not None and roll < 0.35:
            hand.bet_or_raise_to(low)
        elif roll < 0.9 or hand.to_call == 0:
            hand.check_or_call()
        else:
            hand.fold()
    assert hand.is_complete
    assert aggressors(hand).get(hand.final_round_street) == hand.final_round_aggressor
    # The antes are taken first: a blind is what is left of the stack, up to the blind.
    assert blinds_posted(hand) == sum(min(blind, stack - min(ante, stack)) for blind, ante, stack
                                      in zip(hand.stakes.blinds, hand.stakes.antes, hand.starting_stacks, strict=True))


def test_each_street_keeps_its_own_aggressor_and_actions() -> None:
    hand = play(make_hand("NT", [200, 200, 200]),
                "p3 cbr 6", "p1 cc", "p2 cc", "db AsKd2c",
                "p1 cbr 10", "p2 cbr 30", "p3 f", "p1 cc", "db 7h",
                "p1 cc", "p2 cc")
    assert aggressors(hand) == {0: 2, 1: 1}
    assert [(type(a), a.player) for a in actions_on(hand, 1)] == [
        (BetOrRaise, 0), (BetOrRaise, 1), (Fold, 2), (CheckOrCall, 0)]
    assert [a.player for a in actions_on(hand)] == [0, 1]  # the turn: two checks so far
    assert put_in_on(hand, 0) == 18 and put_in_on(hand, 1) == 60 and put_in_on(hand) == 0


def test_a_short_blind_counts_what_was_posted() -> None:
    hand = make_hand("NT", [100, 1, 100], blinds=(1, 2))
    assert blinds_posted(hand) == 2
    assert chip_counts(hand)[1].behind == (99, 0, 100)  # the big blind all-in for 1


def test_the_uncalled_bet_comes_back_behind_and_off_the_bet() -> None:
    hand = play(make_hand("NT", [100, 40, 100]), "p3 cbr 50", "p1 f", "p2 cc")
    counts = chip_counts(hand)
    # p3's raise to 50 is called only up to p2's 40: 10 goes back, so p3 has 60 behind with a bet of 40.
    returned = next(i for i, record in enumerate(hand.log) if type(record).__name__ == "ReturnUncalled")
    assert counts[returned].behind[2] == 60 and counts[returned].bet[2] == 40
    assert counts[-1].behind == tuple(hand.stacks)


def test_acted_at_is_the_bet_the_player_last_acted_at() -> None:
    hand = play(make_hand("NT", [200, 200, 8, 200]), "p3 cc", "p4 cbr 6", "p1 cc", "p2 cc", "p3 cbr 8")
    # p3 limped, p4 raised to 6 and both blinds called; p3's all-in to 8 is short of a full raise.
    assert hand.actor == 3
    assert hand.acted_at(3) == 6 and hand.acted_at(0) == 6 and hand.acted_at(2) == 8
    fresh = make_hand("NT", [200, 200, 200])
    assert fresh.acted_at(fresh.big_blind_player or 0) is None  # posting the blind is not acting
