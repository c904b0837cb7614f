"""Main and side pots from what each player committed (RULES.md §3).

Table stakes: an all-in player can win from each opponent only as much as they put in. The pots are built
from each player's total live contribution this hand (blinds and bets, and antes when they are live),
folded players included: their chips stay in the pots they reached as dead money, but they can win nothing.

>>> pots, returned = build_pots([30, 75, 200, 200], live={0, 1, 2, 3})
>>> [(p.amount, sorted(p.eligible)) for p in pots], returned
([(120, [0, 1, 2, 3]), (135, [1, 2, 3]), (250, [2, 3])], {})
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Pot:
    """One pot: its chips and the players who can win it."""

    amount: int
    """Chips in the pot."""
    eligible: frozenset[int]
    """Players (position indices) still in the hand who contributed to every layer of this pot."""
    ante_level: int = 0
    """A pot of dead antes alone (one a player all-in for a dead ante can win, RULES.md §10): it holds up to this
    much of every player's ante. 0 for a pot of live stakes (with the rest of the dead money in the first one)."""
    level: int = field(default=0, compare=False)
    """The layer's top: it holds up to this much of every player's stake (of every player's dead ante, for a pot
    of dead antes), above the previous pot's level."""
    shares: tuple[int, ...] = field(default=(), compare=False)
    """Each player's chips in this layer (by position, folded players included): what the dealer counts."""
    dead_money: int = field(default=0, compare=False)
    """Dead money (a big-blind ante, a dead small blind) added to this pot beyond the layer's shares."""


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
    contributions: Sequence[int],
    live: Collection[int],
    dead_money: int = 0,
    dead_antes: Sequence[int] = (),
    all_in: Collection[int] = (),
) -> tuple[list[Pot], dict[int, int]]:
    """The pots, main pot first, and the uncalled chips to return, ``{player: amount}``.

    ``contributions`` is each player's live stake this hand; ``live`` the players who have not folded;
    ``dead_money`` chips that belong to the main pot whoever contributed them (a big-blind ante, a dead
    small blind); ``dead_antes`` each player's share of it that was posted as an ante (empty: none); ``all_in``
    the players with no chips behind. Chips are conserved: the pots plus the returned chips equal everything put
    in.

    A live player whose only chips in are a dead ante (all-in for it: a big blind whose stack was the big-blind
    ante, or a player all-in for a uniform ante that is not trimmed) can still win the pot layer that money made
    (RULES.md §10): up to their ante from every player's ante. Those layers come first, open to every live
    player but those all-in for less of the antes; the rest of the dead money goes to the first pot of live
    stakes.

    >>> pots, _ = build_pots([50, 0, 100, 100], {1, 2, 3}, dead_money=40, dead_antes=[10] * 4, all_in={1})
    >>> [(p.amount, sorted(p.eligible)) for p in pots]
    [(40, [1, 2, 3]), (250, [2, 3])]
    """
    stakes = list(contributions)
    returned: dict[int, int] = {}
    excess = uncalled_excess(stakes)
    if excess is not None:
        player, amount = excess
        stakes[player] -= amount
        returned[player] = amount
    pots = _dead_ante_layers(stakes, live, dead_antes, all_in)
    layers = len(pots)
    dead_left = dead_money - sum(pot.amount for pot in pots)
    levels = sorted({stakes[i] for i in live if stakes[i] > 0})
    previous = 0
    for level in levels:
        shares = tuple(min(stake, level) - min(stake, previous) for stake in stakes)
        eligible = frozenset(i for i in live if stakes[i] >= level)
        pots.append(Pot(sum(shares), eligible, level=level, shares=shares))
        previous = level
    # Chips of folded players above every live stake (forced bets that a short all-in could not match, e.g. a
    # partial ante) can be won by nobody under table stakes, so they go back like an uncalled bet.
    if levels or layers:
        for player, stake in enumerate(stakes):
            if stake > previous:
                returned[player] = returned.get(player, 0) + stake - previous
    elif any(stakes) or dead_left:
        pots.append(Pot(sum(stakes), frozenset(live), shares=tuple(stakes)))
    if dead_left:
        # The rest of the dead money goes to the main pot of live stakes (the last ante layer when there is none).
        first = layers if levels or not layers else layers - 1
        pots[first] = dataclasses.replace(pots[first], amount=pots[first].amount + dead_left, dead_money=dead_left)
    return pots, returned


def _dead_ante_layers(
    stakes: Sequence[int], live: Collection[int], dead_antes: Sequence[int], all_in: Collection[int]
) -> list[Pot]:
    """The pots of dead antes that a live player all-in for a dead ante alone can win (RULES.md §10)."""
    if not dead_antes:
        return []
    ante_only = {i for i in live if i in all_in and stakes[i] == 0 and dead_antes[i] > 0}
    levels = sorted({dead_antes[i] for i in ante_only})
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        shares = tuple(min(ante, level) - min(ante, previous) for ante in dead_antes)
        # Dead money: every hand still in can win it, except those all-in for less of it.
        eligible = frozenset(i for i in live if i not in ante_only or dead_antes[i] >= level)
        pots.append(Pot(sum(shares), eligible, level, level=level, shares=shares))
        previous = level
    return pots
