"""Simple computer players for dealing training hands: plausible, not strong.

A training hand only needs to look like a real one: opening raises of two and a half to three big blinds,
pot-sized and half-pot bets in round amounts of the table's chips, calls and folds in sensible proportions,
short stacks that shove, and at a showdown without an all-in, losers who throw their hands away once they
see they are beaten. Every choice comes from the generator passed in, so a drill is reproducible from its seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerdesk.evaluation import NO_LOW
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.settlement import hand_strength
from dealerdesk.rules.showdown import Strength


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
    preflop_call: float = 0.15
    """How often a player facing only the blinds (or limps) calls rather than raising or folding."""
    pot_call: float = 0.4
    """Pot limit: how often a bet or raise is "pot"."""
    muck_beaten: float = 0.7
    """At a showdown without an all-in: how often a player whose hand is beaten by one already shown mucks it."""
    muck_bluff: float = 0.25
    """At a showdown without an all-in: how often the first to show mucks a hand that cannot win (a called bluff)."""


def round_amount(amount: int, chip: int) -> int:
    """An amount a player would bet: in the table's smallest ``chip``, and round the way players bet (two
    significant figures, the second a 0 or a 5 from 20 up: 35 rather than 37 at 1/2, 2,500 rather than 2,445 at
    100/200, 1,300 rather than 1,253).

    >>> [round_amount(a, c) for a, c in [(2445, 25), (37, 1), (137, 5), (12, 25), (1253, 5), (17, 1), (60, 25)]]
    [2500, 35, 140, 25, 1300, 17, 50]
    """
    step: int = pow(10, max(0, len(str(amount)) - 2))
    if amount >= 20 * step:
        step *= 5
    step = max(chip, step // chip * chip)
    return max(chip, round(amount / step) * step)


def _raise_size(hand: Hand, rng: random.Random, low: int, high: int, temperament: Temperament) -> int:
    """A realistic raise-to inside [low, high]."""
    if hand.variant.structure is Structure.FIXED or low == high:
        return low
    current = hand.current_bet
    pot = hand.pot_total
    if hand.street == 0 and current <= hand.stakes.big_blind:
        target = int(current * rng.choice([2.5, 3, 3, 3.5, 4]))
    elif current == 0:
        target = int(pot * rng.choice([0.33, 0.5, 0.5, 0.66, 0.75, 1.0]))
    else:
        target = int(current * rng.choice([2.5, 3, 3, 4]))
    if hand.variant.structure is Structure.POT and rng.random() < temperament.pot_call:
        return high  # "pot!"
    target = round_amount(target, hand.stakes.chip)
    return min(max(target, low), high)


def act(hand: Hand, rng: random.Random, temperament: Temperament) -> None:
    """Make the actor's move: fold, check/call, or bet/raise a realistic amount."""
    actor = hand.actor
    assert actor is not None
    to_call = hand.to_call or 0
    low, high = hand.min_raise_to, hand.max_raise_to
    big_blind = max(hand.stakes.big_blind, hand.stakes.min_bet, hand.stakes.small_bet, 1)
    stack = hand.stacks[actor]
    short = stack + hand.bets[actor] < 15 * big_blind
    roll = rng.random()
    unopened = hand.street == 0 and hand.current_bet <= hand.stakes.big_blind
    if unopened and to_call:
        if roll < temperament.preflop_open and low is not None and high is not None:
            shove = short and rng.random() < temperament.short_stack_shove
            hand.bet_or_raise_to(high if shove else _raise_size(hand, rng, low, high, temperament))
        elif roll < temperament.preflop_open + temperament.preflop_call:
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
                hand.bet_or_raise_to(_raise_size(hand, rng, low, high, temperament))
            return
        hand.check_or_call()
        return
    opening = hand.street == 0
    chance = temperament.preflop_open if opening else temperament.bet_when_checked_to
    if low is not None and high is not None and roll < chance:
        if short and rng.random() < temperament.short_stack_shove:
            hand.bet_or_raise_to(high)
        else:
            hand.bet_or_raise_to(_raise_size(hand, rng, low, high, temperament))
        return
    hand.check_or_call()


def _strength(hand: Hand, player: int) -> Strength:
    hole = hand.hole[player]
    assert hole is not None and None not in hole
    return hand_strength(hand.variant.game, [c for c in hole if c is not None], hand.board)


def _beaten(mine: Strength, others: list[Strength]) -> bool:
    """Whether some hand in ``others`` is better high and none leaves this hand a share of the low."""
    if not others:
        return False
    high_beaten = any(o.high < mine.high for o in others)
    best_low = min(o.low for o in others)
    low_beaten = mine.low == NO_LOW or best_low < mine.low
    return high_beaten and low_beaten


def show_or_muck(hand: Hand, rng: random.Random, temperament: Temperament) -> None:
    """At the showdown, the next player in showdown order tables their hand or, when the rules allow it (no
    all-in, not the last hand in a pot), throws a beaten one away unseen (RULES.md §4.3)."""
    player = next(p for p in hand.showdown_order if p not in hand.shown and p not in hand.mucked)
    if hand.all_in_showdown or not hand.can_muck(player):
        hand.show(player)
        return
    mine = _strength(hand, player)
    if hand.shown:
        beaten = _beaten(mine, [_strength(hand, p) for p in hand.shown])
        chance = temperament.muck_beaten
    else:  # the first to show knows only that they were called: a bluff that cannot win is given up
        beaten = _beaten(mine, [_strength(hand, p) for p in hand.remaining if p != player and p not in hand.mucked])
        chance = temperament.muck_bluff
    if beaten and rng.random() < chance:
        hand.muck(player)
    else:
        hand.show(player)
