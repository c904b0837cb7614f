"""Simple computer players for dealing training hands: plausible, not strong.

A training hand only needs to look like a real one: opening raises of two and a half to three big blinds,
pot-sized and half-pot bets, calls and folds in sensible proportions, short stacks that shove. Every
choice comes from the generator passed in, so a drill is reproducible from its seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand


@dataclass(frozen=True)
class Temperament:
    """How loose and aggressive the table plays (the generator makes tables livelier at higher difficulty)."""

    fold_to_bet: float = 0.4
    """How often a player facing a bet folds."""
    raise_when_facing: float = 0.15
    """How often a player facing a bet raises."""
    bet_when_checked_to: float = 0.45
    """How often a player who may check bets instead."""
    short_stack_shove: float = 0.5
    """How often a short stack (under 15 big blinds) moves all-in when it puts chips in."""
    preflop_open: float = 0.35
    """How often a player opens the pot (first in) with a raise rather than folding or limping."""


def _round_to(amount: int, unit: int) -> int:
    return max(unit, round(amount / unit) * unit) if unit > 1 else amount


def _raise_size(hand: Hand, rng: random.Random, low: int, high: int, unit: int) -> int:
    """A realistic raise-to inside [low, high]."""
    if hand.variant.structure is Structure.FIXED or low == high:
        return low
    current = hand.current_bet
    pot = hand.pot_total
    if hand.street == 0 and current <= max(hand.stakes.blinds):
        target = int(current * rng.choice([2.5, 3, 3, 3.5, 4]))
    elif current == 0:
        target = int(pot * rng.choice([0.33, 0.5, 0.5, 0.66, 0.75, 1.0]))
    else:
        target = int(current * rng.choice([2.5, 3, 3, 4]))
    if hand.variant.structure is Structure.POT and rng.random() < 0.4:
        target = high  # "pot!"
    target = _round_to(target, unit)
    return min(max(target, low), high)


def act(hand: Hand, rng: random.Random, temperament: Temperament) -> None:
    """Make the actor's move: fold, check/call, or bet/raise a realistic amount."""
    actor = hand.actor
    assert actor is not None
    to_call = hand.to_call or 0
    low, high = hand.min_raise_to, hand.max_raise_to
    big_blind = max(*hand.stakes.blinds, hand.stakes.min_bet, hand.stakes.small_bet, 1)
    unit = min((b for b in hand.stakes.blinds if b > 0), default=1)
    stack = hand.stacks[actor]
    short = stack + hand.bets[actor] < 15 * big_blind
    roll = rng.random()
    unopened = hand.street == 0 and hand.current_bet <= max(hand.stakes.blinds)
    if unopened and to_call:
        if roll < temperament.preflop_open and low is not None and high is not None:
            shove = short and rng.random() < temperament.short_stack_shove
            hand.bet_or_raise_to(high if shove else _raise_size(hand, rng, low, high, unit))
        elif roll < temperament.preflop_open + 0.15:
            hand.check_or_call()
        else:
            hand.fold()
        return
    if to_call:
        if roll < temperament.fold_to_bet * (0.5 if to_call < big_blind else 1.0):
            hand.fold()
            return
        if low is not None and high is not None and roll > 1 - temperament.raise_when_facing:
            if short and rng.random() < temperament.short_stack_shove:
                hand.bet_or_raise_to(high)
            else:
                hand.bet_or_raise_to(_raise_size(hand, rng, low, high, unit))
            return
        hand.check_or_call()
        return
    opening = hand.street == 0
    chance = temperament.preflop_open if opening else temperament.bet_when_checked_to
    if low is not None and high is not None and roll < chance:
        if short and rng.random() < temperament.short_stack_shove:
            hand.bet_or_raise_to(high)
        else:
            hand.bet_or_raise_to(_raise_size(hand, rng, low, high, unit))
        return
    hand.check_or_call()
