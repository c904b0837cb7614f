"""Invariants of the engine over random hands (hypothesis): chips are conserved, no stack goes negative,
a legal action exists at every point until the hand ends, and every hand ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.rules.game import HouseRules, Stakes, Variant
from dealerdesk.rules.hand import Hand, Phase


@st.composite
def hands(draw: st.DrawFn, paced: bool = False) -> tuple[Hand, random.Random]:
    """A random hand: any variant, 2–10 players, stacks from very short to deep, optional antes (uniform live,
    uniform dead, or a big-blind ante). ``paced``: the hand waits for ``advance()`` between streets."""
    code = draw(st.sampled_from(Variant.codes()))
    count = draw(st.integers(2, 10))
    small = draw(st.integers(1, 5))
    big = small * draw(st.integers(1, 3))
    blinds = [0] * count
    if count == 2:
        blinds[0], blinds[1] = big, small
    else:
        blinds[0], blinds[1] = draw(st.sampled_from([small, 0])), big
    ante_kind = draw(st.sampled_from(["none", "uniform", "big blind", "dead uniform"]))
    antes = [0] * count
    if ante_kind in ("uniform", "dead uniform"):
        antes = [draw(st.integers(1, 3))] * count
    elif ante_kind == "big blind":
        antes[1 if count > 2 else 0] = big
    stacks = draw(st.lists(st.integers(1, 400), min_size=count, max_size=count))
    rules = draw(st.sampled_from([HouseRules.cash(), HouseRules.tournament(),
                                  HouseRules(limit_raise_cap=None, pot_limit_small_blind_as_big=True)]))
    stakes = Stakes(blinds=tuple(blinds), antes=tuple(antes), small_bet=big, big_bet=2 * big, min_bet=big,
                    antes_are_live=ante_kind in ("none", "uniform"), full_blinds=(small, big))
    seed = draw(st.integers(0, 2**32 - 1))
    hand = Hand(Variant.from_code(code), stakes, stacks, rules=rules, rng=random.Random(seed), paced=paced)
    return hand, random.Random(seed)


def chips_on_table(hand: Hand) -> int:
    return sum(hand.stacks) + hand.pot_total


@settings(max_examples=400, deadline=None)
@given(hands())
def test_random_hands_conserve_chips_and_always_end(case: tuple[Hand, random.Random]) -> None:
    hand, rng = case
    total = sum(hand.starting_stacks)
    for _ in range(500):
        assert chips_on_table(hand) == total
        assert min(hand.stacks) >= 0 and min(hand.bets) >= 0
        if hand.is_complete:
            break
        # Until the hand ends there is a player to act (the deck deals and shows by itself).
        assert hand.phase is Phase.BETTING and hand.actor is not None
        assert hand.can_check_or_call() and hand.can_fold()
        low, high = hand.min_raise_to, hand.max_raise_to
        assert (low is None) == (high is None)
        if low is not None and high is not None:
            assert hand.current_bet < low <= high <= hand.bets[hand.actor] + hand.stacks[hand.actor]
            assert hand.can_bet_or_raise_to(low) and hand.can_bet_or_raise_to(high)
            assert not hand.can_bet_or_raise_to(low - 1) and not hand.can_bet_or_raise_to(high + 1)
        roll = rng.random()
        if low is not None and high is not None and roll < 0.35:
            hand.bet_or_raise_to(rng.choice([low, high, rng.randint(low, high)]))
        elif roll < 0.9 or hand.to_call == 0:
            hand.check_or_call()
        else:
            hand.fold()
    assert hand.is_complete, "the hand did not end"
    final = hand.final_stacks
    assert final is not None and sum(final) == total and min(final) >= 0
    won = dict.fromkeys(range(hand.player_count), 0)
    for award in hand.awards:
        won[award.player] += award.amount
    put_in = [start - (end - won[p]) for p, (start, end) in enumerate(zip(hand.starting_stacks, final, strict=True))]
    # Table stakes: nobody wins more from another player than they themselves risked (dead money aside).
    for player in range(hand.player_count):
        at_risk = sum(min(put_in[player], put_in[other]) for other in range(hand.player_count))
        assert won[player] <= at_risk + hand.dead_money


@settings(max_examples=200, deadline=None)
@given(hands())
def test_pots_plus_returned_equal_everything_committed(case: tuple[Hand, random.Random]) -> None:
    hand, rng = case
    while not hand.is_complete:
        pots, _returned = hand.pots()
        committed = sum(hand.committed) + hand.dead_money
        pending = sum(_returned.values()) - sum(hand.returned.values())
        assert sum(p.amount for p in pots) + pending == committed
        for pot in pots:
            assert pot.eligible <= set(hand.remaining)
        if hand.min_raise_to is not None and rng.random() < 0.3:
            hand.bet_or_raise_to(hand.min_raise_to)
        elif rng.random() < 0.85:
            hand.check_or_call()
        else:
            hand.fold()


@settings(max_examples=300, deadline=None)
@given(hands(paced=True))
def test_the_all_in_showdown_is_fixed_when_the_betting_ends(case: tuple[Hand, random.Random]) -> None:
    """RULES.md §10: whether every hand is tabled at once is decided when the betting ends, by who is all-in
    then; dealing the rest of the board, tabling the hands and paying the pots never change it (nor the
    showdown order)."""
    hand, rng = case
    facts: tuple[object, ...] | None = None
    while not hand.is_complete:
        if hand.betting_over:
            now = (hand.all_in_showdown, hand.all_in_players, hand.showdown_order)
            if facts is None:
                facts = now
                all_in = tuple(p for p in hand.remaining if hand.stacks[p] == 0)
                assert hand.all_in_players == all_in and hand.all_in_showdown == bool(all_in)
            assert now == facts
        if hand.actor is None:
            assert hand.advance()
        elif hand.min_raise_to is not None and rng.random() < 0.3:
            hand.bet_or_raise_to(rng.choice([hand.min_raise_to, hand.max_raise_to or hand.min_raise_to]))
        elif rng.random() < 0.85 or hand.to_call == 0:
            hand.check_or_call()
        else:
            hand.fold()
    if len(hand.remaining) >= 2:
        assert facts is not None and (hand.all_in_showdown, hand.all_in_players, hand.showdown_order) == facts
        for player in hand.all_in_players:  # an all-in player's hand is tabled, won or lost
            assert player in hand.shown
    else:
        assert not hand.all_in_showdown and not hand.all_in_players
