"""Main and side pots from what each player committed (RULES.md §3).

Table stakes: an all-in player can win from each opponent only as much as they put in. The pots are built
from each player's total live contribution this hand (blinds and bets, and antes when they are live),
folded players included: their chips stay in the pots they reached as dead money, but they can win nothing.

>>> pots, returned = build_pots([30, 75, 200, 200], live={0, 1, 2, 3})
>>> [(p.amount, sorted(p.eligible)) for p in pots], returned
([(120, [0, 1, 2, 3]), (135, [1, 2, 3]), (250, [2, 3])], {})
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Pot:
    """One pot: its chips and the players who can win it."""

    amount: int
    """Chips in the pot."""
    eligible: frozenset[int]
    """Players (position indices) still in the hand who contributed to every layer of this pot."""


def uncalled_excess(contributions: Sequence[int]) -> tuple[int, int] | None:
    """``(player, amount)`` of a bet nobody called, or ``None``.

    If the largest contribution is above the second largest of anyone (folded or not), the difference was
    never called and goes back to its owner (TDA 15-B, 65-A).
    """
    if len(contributions) < 2:
        return None
    order = sorted(range(len(contributions)), key=lambda i: contributions[i], reverse=True)
    top, second = order[0], order[1]
    excess = contributions[top] - contributions[second]
    return (top, excess) if excess > 0 else None


def build_pots(
    contributions: Sequence[int], live: Collection[int], dead_money: int = 0
) -> tuple[list[Pot], dict[int, int]]:
    """The pots, main pot first, and the uncalled chips to return, ``{player: amount}``.

    ``contributions`` is each player's live stake this hand; ``live`` the players who have not folded;
    ``dead_money`` chips that belong to the main pot whoever contributed them (a big-blind ante, a dead
    small blind). Chips are conserved: the pots plus the returned chips equal everything put in.
    """
    stakes = list(contributions)
    returned: dict[int, int] = {}
    excess = uncalled_excess(stakes)
    if excess is not None:
        player, amount = excess
        stakes[player] -= amount
        returned[player] = amount
    levels = sorted({stakes[i] for i in live if stakes[i] > 0})
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(stake, level) - min(stake, previous) for stake in stakes)
        eligible = frozenset(i for i in live if stakes[i] >= level)
        pots.append(Pot(amount, eligible))
        previous = level
    # Chips of folded players above every live stake (forced bets that a short all-in could not match, e.g. a
    # partial ante) can be won by nobody under table stakes, so they go back like an uncalled bet.
    if levels:
        for player, stake in enumerate(stakes):
            if stake > previous:
                returned[player] = returned.get(player, 0) + stake - previous
    elif any(stakes) or dead_money:
        pots.append(Pot(sum(stakes), frozenset(live)))
    if dead_money:
        pots[0] = Pot(pots[0].amount + dead_money, pots[0].eligible)
    return pots, returned
