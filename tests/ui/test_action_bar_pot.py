"""The action bar's "Pot" preset is the engine's pot-limit maximum under every house rule: the
bar reads the engine's count of the pot (``Hand.pot_raise``) instead of adding up the chips itself."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.rules.game import Game, HouseRules, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.ui.action_bar import ActionBar

EVERY_HOUSE_RULE = [
    HouseRules(limit_raise_cap=cap, limit_cap_heads_up=heads_up, pot_limit_small_blind_as_big=small_as_big,
               pot_limit_assume_full_blinds=full_blinds, side_pot_hands_show_first=side_first)
    for cap, heads_up, small_as_big, full_blinds, side_first in itertools.product(
        (None, 3), (False, True), (False, True), (False, True), (False, True))
]


def test_the_issue_s_hand_pots_to_the_engine_s_maximum(qapp: object) -> None:
    """Omaha 1-2, the small blind counted as a big blind (RRoP PL r5): the button's pot is 8, not 7."""
    stakes = Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), min_bet=2)
    rules = HouseRules(pot_limit_small_blind_as_big=True)
    hand = Hand(Variant(Game.OMAHA, Structure.POT), stakes, [200] * 3, rules=rules, rng=random.Random(1))
    bar = ActionBar()
    bar.set_turn(hand, hand.actor)
    assert hand.max_raise_to == 8 and bar.preset_amount("pot") == 8
    pot = hand.pot_raise
    assert pot is not None and (pot.pot, pot.call, pot.pot_after_call, pot.raise_to) == (4, 2, 6, 8)


@pytest.mark.parametrize("rules", EVERY_HOUSE_RULE, ids=repr)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_pot_is_the_engine_s_maximum_under_every_house_rule(qapp: object, rules: HouseRules, seed: int) -> None:
    """Random pot-limit hands (short and dead blinds, blinds assumed in full, short stacks, heads-up and
    multiway), played at random: at every turn where the player may raise, "Pot" is ``max_raise_to``."""
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    small = rng.randint(1, 5)
    big = rng.randint(small + 1, 10)
    blinds = (big, small) if count == 2 else (small, big, *([0] * (count - 2)))
    dead = tuple(rng.choice((0, 0, small)) for _ in range(count)) if count > 2 else ()
    stakes = Stakes(blinds=blinds, antes=(0,) * count, min_bet=big, dead_blinds=dead,
                    full_blinds=(small + rng.randint(0, 2), big + rng.randint(0, 3)) if rng.random() < 0.3 else None)
    stacks = [rng.choice((rng.randint(1, big), rng.randint(big, 400))) for _ in range(count)]
    hand = Hand(Variant(rng.choice(list(Game)), Structure.POT), stakes, stacks, rules=rules, rng=rng)
    bar = ActionBar()
    while hand.actor is not None or hand.can_advance:
        if hand.actor is None:
            hand.advance()
            continue
        bar.set_turn(hand, hand.actor)
        if hand.max_raise_to is not None:
            assert bar.preset_amount("pot") == hand.max_raise_to
        roll = rng.random()
        if roll < 0.15:
            hand.fold()
        elif roll < 0.55 or hand.min_raise_to is None or hand.max_raise_to is None:
            hand.check_or_call()
        else:
            hand.bet_or_raise_to(rng.randint(hand.min_raise_to, hand.max_raise_to))
    bar.set_turn(None, None)
