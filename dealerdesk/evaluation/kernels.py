"""Whole-array steps shared by the batch rank functions and the equity enumerator.

Arrays of cards arrive here *column-wise*: a ``(cards, hands)`` array whose row ``i`` holds the ``i``-th card
of every hand, so that each step below is a few operations on long contiguous rows rather than a loop over
hands. Callers check the cards; these functions trust them.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from numpy.typing import NDArray

from dealerdesk.evaluation import batch_tables as bt

SuitedBits = Callable[[NDArray[np.intp]], NDArray[np.int64]]
"""Given some hand indexes, the :data:`~.batch_tables.SUITED_RANK_BIT` sum of those hands' cards."""


def column_sum(per_card: NDArray[np.int64], columns: NDArray[np.uint8]) -> NDArray[np.int64]:
    """``per_card[card]`` added up over the rows of ``columns``: one value per hand (0 for no rows)."""
    if not len(columns):
        return np.zeros(columns.shape[1], dtype=np.int64)
    values: NDArray[np.int64] = per_card.take(columns)
    total: NDArray[np.int64] = values[0].copy()
    for row in values[1:]:
        total += row
    return total


def column_or(per_card: NDArray[np.int64], columns: NDArray[np.uint8]) -> NDArray[np.int64]:
    """``per_card[card]`` OR-ed over the rows of ``columns``: one mask per hand (0 for no rows)."""
    if not len(columns):
        return np.zeros(columns.shape[1], dtype=np.int64)
    values: NDArray[np.int64] = per_card.take(columns)
    mask: NDArray[np.int64] = values[0].copy()
    for row in values[1:]:
        mask |= row
    return mask


def suit_of_counters(tops: NDArray[np.int64]) -> NDArray[np.int64]:
    """The suit (0..3) whose counter top bit is set, for counters with exactly one such bit."""
    return (tops > 0x8).astype(np.int64) + (tops > 0x80) + (tops > 0x800)


def suit_mask(suited_bits: NDArray[np.int64], suit: NDArray[np.int64]) -> NDArray[np.int64]:
    """The 13-bit rank mask of ``suit`` out of a :data:`~.batch_tables.SUITED_RANK_BIT` sum."""
    return (suited_bits >> (13 * suit)) & 0x1FFF


def holdem_from_total(total: NDArray[np.int64], size: int, suited_bits: SuitedBits) -> NDArray[np.int16]:
    """Ranks of ``size``-card Hold'em hands (5-7) from their :func:`~.batch_tables.packed_values` sums.

    The rank key gives the best hand ignoring suits; hands with five or more cards of a suit are then
    ranked again from that suit's rank mask, which ``suited_bits`` supplies for just those hands.
    """
    ranks = bt.holdem_unsuited(size).take(total & bt.RANK_KEY_MASK)
    tops = ((total >> bt.SUIT_SHIFT) + bt.FIVE_OF_A_SUIT) & bt.COUNTER_TOP_BITS
    flushed = np.flatnonzero(tops)
    if flushed.size:
        suit = suit_of_counters(tops[flushed])
        flush = bt.flush_best().take(suit_mask(suited_bits(flushed), suit))
        # Seven cards cannot hold a flush and a full house or quads, but the minimum needs no such proof.
        ranks[flushed] = np.minimum(ranks[flushed], flush)
    return ranks


def omaha_flush(hole_mask: NDArray[np.int64], board_mask: NDArray[np.int64]) -> NDArray[np.int16]:
    """Best Omaha flush from one suit's hole ranks (two or more) and board ranks (three or more).

    A plain flush is best with the two highest hole cards and the three highest board cards of the suit: that
    five dominates every other choice card by card. A straight flush needs its five ranks split exactly two
    from the hand and three from the board.
    """
    best = bt.flush_best().take(bt.top_ranks(2).take(hole_mask) | bt.top_ranks(3).take(board_mask))
    both = hole_mask | board_mask
    for straight_class in range(len(bt.STRAIGHT_MASKS), 0, -1):  # worst first, so the best one wins
        straight = bt.STRAIGHT_MASKS[straight_class - 1]
        made = ((both & straight) == straight) & (bt.POPCOUNT13.take(hole_mask & straight) == 2)
        best = np.where(made, np.int16(straight_class), best)
    return best.astype(np.int16, copy=False)


def omaha_high_flushes(
    ranks: NDArray[np.int16],
    hole_counters: NDArray[np.int64],
    board_total: NDArray[np.int64],
    hole_suited: SuitedBits,
    board_suited: SuitedBits,
) -> None:
    """Lower ``ranks`` in place where an Omaha hand has a better flush than its non-flush best.

    ``hole_counters`` and ``board_total`` carry the suit counters (above :data:`~.batch_tables.SUIT_SHIFT`)
    of the hands and boards. A board of at most five cards has at most one suit three times, so each hand
    has at most one flush suit.
    """
    tops = (
        ((hole_counters >> bt.SUIT_SHIFT) + bt.TWO_OF_A_SUIT)
        & ((board_total >> bt.SUIT_SHIFT) + bt.THREE_OF_A_SUIT)
        & bt.COUNTER_TOP_BITS
    )
    flushed = np.flatnonzero(tops)
    if flushed.size:
        suit = suit_of_counters(tops[flushed])
        flush = omaha_flush(suit_mask(hole_suited(flushed), suit), suit_mask(board_suited(flushed), suit))
        ranks[flushed] = np.minimum(ranks[flushed], flush)


HOLE_PAIRS = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))
"""The six ways to take two of four hole cards."""


def omaha_high_unsuited(hole: NDArray[np.uint8], column: NDArray[np.int64], table: bt.OmahaTable) -> NDArray[np.int16]:
    """Best non-flush Omaha hands: for each of the six hole pairs one lookup by (pair row, board column)."""
    row_high = (bt.CARD_RANK * (13 * table.columns)).take(hole)
    row_low = (bt.CARD_RANK * table.columns).take(hole)
    best: NDArray[np.int16] | None = None
    for first, second in HOLE_PAIRS:
        ranks = table.best.take(row_high[first] + row_low[second] + column)
        best = ranks if best is None else np.minimum(best, ranks, out=best)
    assert best is not None
    return best
