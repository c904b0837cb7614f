"""Ranking every hand of an equity question on a whole chunk of boards at once.

Equity deals the missing board cards many times over while the hands stay fixed, so everything that depends
only on a hand (its rank-key summand, its suit counters, its Omaha hole pairs) is worked out once, and
everything that depends only on the board (its key, its Omaha table column, its low mask) once per board for
all the hands. :func:`showdown_ranker` returns a function from a chunk of boards to every hand's ranks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
from numpy.typing import NDArray

from dealerdesk.evaluation import batch_tables as bt
from dealerdesk.evaluation import kernels
from dealerdesk.evaluation.games import Game


@dataclass(frozen=True, slots=True)
class ShowdownRanks:
    """Every hand's ranks on a chunk of boards: row ``h`` is hand ``h``, column ``b`` board ``b``."""

    high: NDArray[np.int16]
    """High class numbers (1 best … 7462)."""
    low: NDArray[np.int16] | None
    """8-or-better low values (1 best … 56, :data:`~.tables.NO_LOW` for none) in hi/lo, else ``None``."""


ShowdownRanker = Callable[[NDArray[np.uint8]], ShowdownRanks]
"""Takes the missing board cards as a ``(missing, boards)`` array of card ids (``(0, 1)`` when the board is
complete) and ranks every hand on each of those boards."""


def _fixed_sum(per_card: NDArray[np.int64], cards: Sequence[int]) -> int:
    return int(per_card.take(np.asarray(cards, dtype=np.intp)).sum()) if len(cards) else 0


def _fixed_or(per_card: NDArray[np.int64], cards: Sequence[int]) -> int:
    mask = 0
    for card in cards:
        mask |= int(per_card[card])
    return mask


def _holdem(holes: Sequence[Sequence[int]], known: Sequence[int]) -> ShowdownRanker:
    packed = bt.packed_values(7)
    hand_totals = [_fixed_sum(packed, [*hole, *known]) for hole in holes]
    hand_suited = [_fixed_sum(bt.SUITED_RANK_BIT, [*hole, *known]) for hole in holes]

    def rank(missing: NDArray[np.uint8]) -> ShowdownRanks:
        board_total = kernels.column_sum(packed, missing)
        high = np.empty((len(holes), missing.shape[1]), dtype=np.int16)
        for hand, (fixed_total, fixed_suited) in enumerate(zip(hand_totals, hand_suited, strict=True)):

            def suited_bits(boards: NDArray[np.intp], fixed: int = fixed_suited) -> NDArray[np.int64]:
                return kernels.column_sum(bt.SUITED_RANK_BIT, missing[:, boards]) + fixed

            high[hand] = kernels.holdem_from_total(board_total + fixed_total, 7, suited_bits)
        return ShowdownRanks(high=high, low=None)

    return rank


def _omaha(holes: Sequence[Sequence[int]], known: Sequence[int], hilo: bool) -> ShowdownRanker:
    table = bt.omaha_unsuited(5)
    packed = bt.packed_values(5)
    known_total = _fixed_sum(packed, known)
    known_suited = _fixed_sum(bt.SUITED_RANK_BIT, known)
    known_low = _fixed_or(bt.LOW_BIT, known)
    # Per hand: the table row offset of each hole pair, the suit counters, suited bits and low mask.
    pair_offsets = [
        sorted({(13 * (a >> 2) + (b >> 2)) * table.columns for a, b in combinations(hole, 2)}) for hole in holes
    ]
    counters = [_fixed_sum(bt.SUIT_COUNTER, hole) for hole in holes]
    suited = [_fixed_sum(bt.SUITED_RANK_BIT, hole) for hole in holes]
    lows = [_fixed_or(bt.LOW_BIT, hole) << 8 for hole in holes]
    low_table = bt.omaha_low() if hilo else None

    def rank(missing: NDArray[np.uint8]) -> ShowdownRanks:
        boards = missing.shape[1]
        board_total = kernels.column_sum(packed, missing) + known_total
        column = table.column_of_key.take(board_total & bt.RANK_KEY_MASK)

        def board_suited(which: NDArray[np.intp]) -> NDArray[np.int64]:
            return kernels.column_sum(bt.SUITED_RANK_BIT, missing[:, which]) + known_suited

        high = np.empty((len(holes), boards), dtype=np.int16)
        for hand, offsets in enumerate(pair_offsets):
            best = table.best.take(column + offsets[0])
            for offset in offsets[1:]:
                np.minimum(best, table.best.take(column + offset), out=best)

            def hole_suited(which: NDArray[np.intp], bits: int = suited[hand]) -> NDArray[np.int64]:
                return np.full(len(which), bits, dtype=np.int64)

            hole_counters = np.full(boards, counters[hand], dtype=np.int64)
            kernels.omaha_high_flushes(best, hole_counters, board_total, hole_suited, board_suited)
            high[hand] = best
        low = None
        if low_table is not None:
            board_low = kernels.column_or(bt.LOW_BIT, missing) | known_low
            low = np.stack([low_table.take(board_low | hole_low) for hole_low in lows])
        return ShowdownRanks(high=high, low=low)

    return rank


def showdown_ranker(game: Game, holes: Sequence[Sequence[int]], known_board: Sequence[int]) -> ShowdownRanker:
    """A function ranking these hands on chunks of boards that complete ``known_board`` (cards trusted)."""
    if game == Game.HOLDEM:
        return _holdem(holes, known_board)
    return _omaha(holes, known_board, hilo=game == Game.OMAHA_HILO)
