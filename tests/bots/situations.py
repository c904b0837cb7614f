"""Random hands for bot tests: any variant, 2–10 players, deep and short stacks, antes, dead blinds' cousins
(uneven blinds), and opponents played by the trainer's random policy so odd spots come up (min-raises,
short all-ins that do not reopen the betting, capped limit pots)."""

from __future__ import annotations

import random

from dealerdesk.bots import Decision
from dealerdesk.rules.game import HouseRules, Stakes, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core.players import Temperament

WILD = Temperament(fold_to_bet=0.25, raise_when_facing=0.35, bet_when_checked_to=0.5, short_stack_shove=0.6,
                   preflop_open=0.45)
"""An opponent that raises and shoves often, to reach many kinds of betting spots."""


def random_hand(code: str, rng: random.Random) -> Hand:
    """A freshly dealt hand of ``code`` with random players, stacks (0.5 to 300 big blinds) and forced bets."""
    count = rng.randint(2, 10)
    small = rng.choice([1, 1, 2, 5])
    big = small * rng.choice([2, 2, 2, 3])
    blinds = [0] * count
    if count == 2:
        blinds[0], blinds[1] = big, small  # heads-up: p1 is the big blind, the button the small
    else:
        blinds[0], blinds[1] = small, big
    ante = rng.choice([0, 0, 0, small])
    stacks = [max(1, int(big * rng.choice([0.5, 3, 8, 15, 25, 40, 100, 100, 100, 200, 300]) * rng.uniform(0.8, 1.2)))
              for _ in range(count)]
    stakes = Stakes(blinds=tuple(blinds), antes=(ante,) * count, small_bet=big, big_bet=2 * big, min_bet=big)
    rules = rng.choice([HouseRules.cash(), HouseRules.tournament()])
    return Hand(Variant.from_code(code), stakes, stacks, rules=rules, rng=random.Random(rng.getrandbits(64)))


def assert_legal(hand: Hand, player: int, decision: Decision) -> None:
    """The decision is one the engine accepts now, and never a fold when checking is free."""
    assert hand.actor == player
    assert decision.reason
    if decision.action == "fold":
        assert hand.to_call, f"folded when checking was free: {decision}"
        assert hand.can_fold(player)
    elif decision.action == "check_or_call":
        assert decision.amount is None
        assert hand.can_check_or_call(player)
    else:
        assert decision.action == "bet_or_raise", decision
        assert decision.amount is not None
        low, high = hand.min_raise_to, hand.max_raise_to
        assert low is not None and high is not None, f"raised when no raise is allowed: {decision}"
        assert low <= decision.amount <= high
        assert hand.can_bet_or_raise_to(decision.amount, player), decision
