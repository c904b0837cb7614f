"""The action of a hand as a dealer reads it back: the blinds posted, who did what on each street and who led the
betting there, the chips each player put in on a street, and every player's chips behind and bet after each entry
of the hand's log.

:class:`~dealerdesk.rules.hand_state.HandState` holds the hand as it stands now (the stacks behind, the bets in
front); these are the facts of the hand so far that the live state has already moved past — an earlier street's
aggressor, a stack at the moment a player called. An explanation, a named mistake or a description of the hand
asks them here, of the engine, rather than adding up the log itself, so there is one reading of the log.

>>> from dealerdesk.rules.game import Game, Stakes, Structure, Variant
>>> from dealerdesk.rules.hand import Hand
>>> hand = Hand(Variant(Game.HOLDEM, Structure.NO), Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), min_bet=2),
...             [100, 50, 80])
>>> for player in range(3):
...     _ = hand.deal_hole(player, None)
>>> _ = hand.bet_or_raise_to(6)    # the button raises
>>> _ = hand.fold()                # the small blind folds
>>> _ = hand.check_or_call()       # the big blind calls
>>> blinds_posted(hand), put_in_on(hand, 0)
(3, 13)
>>> [type(action).__name__ for action in actions_on(hand, 0)]
['BetOrRaise', 'Fold', 'CheckOrCall']
>>> aggressors(hand)
{0: 2}
>>> count = chip_counts(hand)[-1]
>>> count.behind, count.bet
((99, 44, 74), (1, 6, 6))
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.rules.hand_state import HandState
from dealerdesk.rules.records import (
    Award,
    BetOrRaise,
    CheckOrCall,
    DealBoard,
    Fold,
    PostAnte,
    PostBlind,
    PostDead,
    ReturnUncalled,
)

__all__ = ["Action", "ChipCount", "actions_on", "aggressors", "blinds_posted", "chip_counts", "put_in_on"]

Action = Fold | CheckOrCall | BetOrRaise
"""A player's own action in a betting round (the blinds and antes are forced, not actions)."""


def blinds_posted(hand: HandState) -> int:
    """The chips posted as live blinds (a short blind counts what was posted; dead money and antes do not)."""
    return sum(record.amount for record in hand.log if isinstance(record, PostBlind))


def actions_on(hand: HandState, street: int | None = None) -> list[Action]:
    """The players' folds, checks, calls, bets and raises on a street (0 = preflop … 3 = river; by default the
    street being played, or the last one played once the betting is over), in the order they came."""
    on = hand.street if street is None else street
    return [record for record in hand.log
            if isinstance(record, Fold | CheckOrCall | BetOrRaise) and record.street == on]


def aggressors(hand: HandState) -> dict[int, int]:
    """Each street's aggressor — the last player to bet or raise on it — for the streets that had a bet or raise,
    in street order. (:attr:`HandState.final_round_aggressor` is the one the showdown order goes by.)"""
    last: dict[int, int] = {}
    for record in hand.log:
        if isinstance(record, BetOrRaise):
            last[record.street] = record.player
    return dict(sorted(last.items()))


def put_in_on(hand: HandState, street: int | None = None) -> int:
    """The chips the players put in on a street (by default the one being played): their calls, bets and raises,
    and before the flop the live blinds — before any uncalled chips go back. Antes and dead money go straight to the
    middle, so they are not part of any street's betting."""
    on = hand.street if street is None else street
    total = 0
    for record in hand.log:
        if isinstance(record, CheckOrCall) and record.street == on:
            total += record.amount
        elif isinstance(record, BetOrRaise) and record.street == on:
            total += record.added
        elif isinstance(record, PostBlind) and on == 0:
            total += record.amount
    return total


@dataclass(frozen=True, slots=True)
class ChipCount:
    """Every player's chips at one moment of the hand (by position, 0 = p1)."""

    behind: tuple[int, ...]
    """The stack behind: chips not yet put in (a player with none is all-in)."""
    bet: tuple[int, ...]
    """The bet on the street: the chips put in on it so far (the live blinds before the flop), less any of it
    returned uncalled; it starts again at 0 when the next street is dealt."""


def chip_counts(hand: HandState) -> list[ChipCount]:
    """The chip count after each entry of the hand's log (one :class:`ChipCount` per entry, in the log's order):
    what a dealer would see behind and in front of each player at that moment. After the last entry ``behind`` is
    the engine's :attr:`~HandState.stacks` (the pots pushed once the hand is complete), and during a betting round
    ``bet`` is its :attr:`~HandState.bets`."""
    behind = list(hand.starting_stacks)
    bet = [0] * hand.player_count
    counts: list[ChipCount] = []
    for record in hand.log:
        if isinstance(record, PostAnte | PostDead):
            behind[record.player] -= record.amount
        elif isinstance(record, PostBlind | CheckOrCall):
            behind[record.player] -= record.amount
            bet[record.player] += record.amount
        elif isinstance(record, BetOrRaise):
            behind[record.player] -= record.added
            bet[record.player] = record.raise_to
        elif isinstance(record, ReturnUncalled):
            behind[record.player] += record.amount
            bet[record.player] -= min(record.amount, bet[record.player])
        elif isinstance(record, Award):
            behind[record.player] += record.amount
        elif isinstance(record, DealBoard):
            bet = [0] * hand.player_count
        counts.append(ChipCount(tuple(behind), tuple(bet)))
    return counts
