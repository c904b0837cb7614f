"""The showdown: who shows first, who wins each pot, and how split pots and odd chips are divided.

RULES.md §4 (order of showing) and §5 (split pots and odd chips): every pot is settled on its own; in hi/lo
the odd chip of a pot goes to the high half; within a half, odd chips go one each to the tied winners
clockwise from the button; identical hands winning both ways split the pot as evenly as possible.
Players are position indices, so "clockwise from the button" is simply ascending order (p1 sits left of
the button).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from dealerdesk.evaluation import NO_LOW
from dealerdesk.rules.pots import Pot
from dealerdesk.rules.records import Award


@dataclass(frozen=True)
class Strength:
    """How good a tabled hand is: its high rank and, in hi/lo, its low rank (lower is better on both)."""

    high: int
    """The 7462-class high rank."""
    low: int = NO_LOW
    """The 8-or-better low rank, ``NO_LOW`` when there is none (or the game has no low)."""


def showdown_order(
    remaining: Sequence[int], player_count: int, last_aggressor: int | None
) -> list[int]:
    """The order the remaining players must show (TDA 17-A; RRoP §3 Showdown r7).

    The last player to bet or raise on the final betting round shows first; if that round had no bet, the
    first remaining player clockwise from the button does. The rest follow clockwise.

    >>> showdown_order([0, 2, 3], 5, last_aggressor=2)
    [2, 3, 0]
    >>> showdown_order([1, 4], 5, last_aggressor=None)
    [1, 4]
    """
    start = last_aggressor if last_aggressor is not None else 0
    return sorted(remaining, key=lambda player: (player - start) % player_count)


def split_evenly(amount: int, winners: Collection[int], chip: int = 1) -> dict[int, int]:
    """Divide ``amount`` among ``winners``: equal shares in ``chip`` (the smallest chip in play), the odd chips
    one each clockwise from the button (and anything below one chip with the first of them).

    >>> split_evenly(10, [3, 1, 2])
    {1: 4, 2: 3, 3: 3}
    >>> split_evenly(1075, [1, 2], chip=25)
    {1: 550, 2: 525}
    """
    ordered = sorted(winners)
    units, rest = divmod(amount, chip)
    share, odd = divmod(units, len(ordered))
    return {player: (share + (1 if k < odd else 0)) * chip + (rest if k == 0 else 0)
            for k, player in enumerate(ordered)}


def best(players: Collection[int], key: Mapping[int, int]) -> list[int]:
    """The players with the lowest (best) value of ``key``."""
    top = min(key[p] for p in players)
    return sorted(p for p in players if key[p] == top)


def award_pot(
    index: int, pot: Pot, contenders: Collection[int], strengths: Mapping[int, Strength], hilo: bool, *,
    chip: int = 1,
) -> list[Award]:
    """The awards of one pot among its contenders (eligible players who did not muck).

    A pot with a single contender goes to them whole without a showdown. In hi/lo, the best qualifying low
    among *this pot's* contenders takes the low half (half the pot rounded down to the smallest ``chip``) and the
    best high the rest, so the odd chip goes high; with no qualifying low the high scoops.
    """
    if not contenders:
        raise ValueError(f"pot {index} has no player left to win it")
    if len(contenders) == 1:
        (winner,) = contenders
        return [Award(index, "whole", winner, pot.amount)]
    highs = best(contenders, {p: strengths[p].high for p in contenders})
    lows: list[int] = []
    if hilo:
        qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
        if qualifying:
            lows = best(qualifying, {p: strengths[p].low for p in qualifying})
    if not lows or set(lows) == set(highs):
        # No low, or the same players win both ways: split the whole pot as evenly as possible (RRoP Ties).
        return [Award(index, "whole", p, n) for p, n in split_evenly(pot.amount, highs, chip=chip).items()]
    low_half = pot.amount // chip // 2 * chip
    awards = [Award(index, "high", p, n) for p, n in split_evenly(pot.amount - low_half, highs, chip=chip).items()]
    awards += [Award(index, "low", p, n) for p, n in split_evenly(low_half, lows, chip=chip).items()]
    return awards


def side_pots_first(order: Sequence[int], pots: Sequence[Pot]) -> list[int]:
    """RRoP §3 r7 (cash): players in the deepest side pot show before those all-in for less.

    Keeps the normal order among players who reach the same pot.
    """
    depth = {p: max((k for k, pot in enumerate(pots) if p in pot.eligible), default=-1) for p in order}
    return sorted(order, key=lambda p: -depth[p])
