"""Play table sessions among bots and count how each style plays (VPIP, raises, aggression, folds to bets).

Shared by the style-profile, session and shove tests. The counting follows the usual definitions of
poker tracking tools, from the decisions the bots made:

* **VPIP** — share of hands in which the player put chips in voluntarily before the flop (a call or a raise;
  posting a blind or checking the big blind's option is not voluntary).
* **PFR** — share of hands with a preflop bet or raise.
* **AF** (aggression factor) — bets and raises after the flop divided by calls after the flop.
* **Fold to bet** — share of the times the player faced a bet after the flop and folded.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from dealerdesk.bots import Bot, Decision, Style, apply
from dealerdesk.bots.situation import Situation, read_situation
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.table import Table


@dataclass
class Profile:
    """Counts for one seat over a session."""

    hands: int = 0
    vpip_hands: int = 0
    pfr_hands: int = 0
    postflop_aggressive: int = 0
    postflop_calls: int = 0
    faced_bets: int = 0
    folded_to_bets: int = 0
    decisions: int = 0

    @property
    def vpip(self) -> float:
        return self.vpip_hands / max(1, self.hands)

    @property
    def pfr(self) -> float:
        return self.pfr_hands / max(1, self.hands)

    @property
    def aggression_factor(self) -> float:
        return self.postflop_aggressive / max(1, self.postflop_calls)

    @property
    def fold_to_bet(self) -> float:
        return self.folded_to_bets / max(1, self.faced_bets)

    def line(self) -> str:
        return (
            f"hands {self.hands:4d}  VPIP {self.vpip:5.1%}  PFR {self.pfr:5.1%}  AF {self.aggression_factor:4.2f}"
            f"  fold to bet {self.fold_to_bet:5.1%}"
        )


Watcher = Callable[[Hand, Situation, Decision], None]
"""Called with the hand (before the move), what the player saw and what it decided."""


@dataclass
class SessionResult:
    """What a session did."""

    profiles: dict[int, Profile] = field(default_factory=dict)
    """Per seat."""
    hands: int = 0
    rebuys: int = 0


def play_session(
    styles: dict[int, Style],
    *,
    hands: int,
    variant: str = "NT",
    seed: int = 0,
    buy_in: int = 200,
    samples: int = 400,
    watch: Watcher | None = None,
) -> SessionResult:
    """Play ``hands`` hands at a cash table of ``len(styles)`` seats, one bot per seat, refilling any player
    who busts with a new buy-in. Checks that chips are conserved every hand (raises ``AssertionError``)."""
    deck_rng, bot_rng = random.Random(seed), random.Random(seed + 1)
    table = Table(seat_count=max(styles), variant=variant, small_blind=1, big_blind=2)
    bots = {seat: Bot(style, samples=samples) for seat, style in styles.items()}
    for seat, style in styles.items():
        table.sit(seat, style.display_name, buy_in)
    result = SessionResult(profiles={seat: Profile() for seat in styles})
    chips = buy_in * len(styles)
    for _ in range(hands):
        hand = table.start_hand(deck_rng)
        plan = table.plan
        assert plan is not None
        seats = plan.dealt_in
        assert sum(hand.starting_stacks) == sum(table.seats[s].stack for s in seats)
        voluntary: set[int] = set()
        raised: set[int] = set()
        while not hand.is_complete:
            actor = hand.actor
            assert actor is not None, f"hand stuck at {hand.phase}"
            seat = seats[actor]
            situation = read_situation(hand, actor)
            decision = bots[seat].decide(hand, actor, bot_rng)
            if watch is not None:
                watch(hand, situation, decision)
            profile = result.profiles[seat]
            profile.decisions += 1
            if hand.street == 0:
                if decision.action == "bet_or_raise":
                    raised.add(seat)
                    voluntary.add(seat)
                elif decision.action == "check_or_call" and situation.to_call > 0:
                    voluntary.add(seat)
            else:
                if situation.to_call > 0:
                    profile.faced_bets += 1
                    profile.folded_to_bets += decision.action == "fold"
                    profile.postflop_calls += decision.action == "check_or_call"
                profile.postflop_aggressive += decision.action == "bet_or_raise"
            apply(hand, decision, actor)
        for seat in seats:
            profile = result.profiles[seat]
            profile.hands += 1
            profile.vpip_hands += seat in voluntary
            profile.pfr_hands += seat in raised
        table.end_hand()
        assert sum(p.stack for p in table.seats.values()) == chips, "chips were created or lost"
        for seat, player in table.seats.items():
            if player.stack == 0:
                table.add_chips(seat, buy_in)
                table.sit_in(seat, post=True)
                chips += buy_in
                result.rebuys += 1
        result.hands += 1
    return result
