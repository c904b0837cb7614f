"""The NumPy lookup tables behind the batch path, each built on first use in a few tens of milliseconds.

Nothing here is computed at import time except some 52-entry per-card arrays; each table is built by a
``functools.cache``-d function the first time a batch of its kind is ranked, from the class table of
:mod:`.tables` (so both paths share one definition of the 7462 classes). None is shipped precomputed:
building them is faster than reading them from disk would be worth.

**Rank keys.** A batch hand is ranked with one lookup, by a key that is a *sum over its cards*, so the key of
many hands is a handful of whole-array additions. Each rank gets a weight, and the weights are chosen so that
two different rank multisets of ``n`` cards (no rank more than four times) never have the same sum: then
the sum names the ranks of the hand, suits ignored, and a flat table indexed by it gives the best hand those
ranks make. :data:`RANK_WEIGHTS` holds, for each hand size, the smallest such weights found greedily (each
weight the least integer above the previous one that keeps all sums distinct); the test suite checks the
property for every size. Seven cards need keys below 7,825,760, so that table is 15 MB of ``int16``.

**Suits.** The per-card value that is summed also carries one four-bit counter per suit, above the rank key
(:data:`SUIT_SHIFT`). Adding 3 to every counter sets a counter's top bit exactly when its suit has five or
more cards, so flushes are found with three more whole-array operations; only those hands (about 3 % of
random seven-card hands) are ranked again by their flush suit's rank mask.

**Omaha.** Two hole ranks and a board's rank multiset fix the best non-flush hand, so a table with one row per
ordered pair of hole ranks and one column per board multiset answers the 10 board triples of a hole pair in
one lookup; the best of the six hole pairs is the answer. Flushes need two suited hole cards and three
suited board cards: the best plain flush takes the two highest of the one and the three highest of the other,
and straight flushes are tried one by one on the few hands that can have one.

**Lows.** An Omaha 8-or-better low depends only on the set of low ranks (A-8) in the hand and on the board:
a 256 × 256 table indexed by the two eight-bit masks.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from dealerdesk.evaluation.combos import combinations_array, multisets_array
from dealerdesk.evaluation.tables import LOW_BIT_OF_CARD, NO_LOW, HandCategory, tables

RANK_WEIGHTS: dict[int, tuple[int, ...]] = {
    3: (0, 1, 4, 13, 32, 71, 124, 218, 375, 572, 744, 1208, 1556),
    4: (0, 1, 5, 21, 55, 153, 368, 856, 1424, 2603, 4967, 8194, 13663),
    5: (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415),
    6: (0, 1, 5, 22, 98, 422, 1734, 5760, 14270, 37951, 90838, 206930, 436437),
    7: (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181),
}
"""Hand size → weight of each rank index 0..12 (deuce … ace); see the module docstring."""

SUIT_SHIFT = 24
"""The suit counters sit above the rank key (seven-card keys stay below 2**23)."""
RANK_KEY_MASK = (1 << SUIT_SHIFT) - 1
FIVE_OF_A_SUIT = 0x3333
"""Added to the four suit counters: a counter's top bit (0x8888) is then set exactly when it was 5 or more."""
COUNTER_TOP_BITS = 0x8888
THREE_OF_A_SUIT = 0x5555
"""Added to the counters: top bit set when a suit has 3 or more cards (an Omaha board's flush suit)."""
TWO_OF_A_SUIT = 0x6666
"""Added to the counters: top bit set when a suit has 2 or more cards (an Omaha hand's flush suit)."""

_CARDS = np.arange(52, dtype=np.int64)
CARD_RANK: NDArray[np.int64] = _CARDS >> 2
CARD_SUIT: NDArray[np.int64] = _CARDS & 3
SUIT_COUNTER: NDArray[np.int64] = np.left_shift(1, SUIT_SHIFT + 4 * CARD_SUIT)
"""Each card's +1 on its suit's counter, already shifted above the rank key."""
SUITED_RANK_BIT: NDArray[np.int64] = np.left_shift(1, 13 * CARD_SUIT + CARD_RANK)
"""One bit per card, suit-major: bits ``13*s .. 13*s+12`` of a sum are suit ``s``'s rank mask."""
LOW_BIT: NDArray[np.int64] = np.array(LOW_BIT_OF_CARD, dtype=np.int64)
"""The 8-or-better low bit of each card (bit 0 = ace … bit 7 = eight), 0 for nines and up."""

STRAIGHT_MASKS: tuple[int, ...] = (
    *(0b11111 << low for low in range(8, -1, -1)),
    0b1_0000_0000_1111,
)
"""The ten straights as 13-bit rank masks, ace high first and the wheel last: straight flush classes 1..10."""


def packed_values(size: int) -> NDArray[np.int64]:
    """Each card's summand for an ``size``-card key: its rank weight plus its suit counter."""
    weights = np.array(RANK_WEIGHTS[size], dtype=np.int64)
    return weights[CARD_RANK] + SUIT_COUNTER


def _popcount13() -> NDArray[np.int64]:
    """Number of set bits of every 13-bit mask."""
    masks = np.arange(1 << 13, dtype=np.int64)
    return sum(((masks >> bit) & 1 for bit in range(13)), np.zeros_like(masks))


POPCOUNT13 = _popcount13()


def _class_arrays() -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.bool_]]:
    """Class numbers, their five rank indexes (rows) and whether each is a flush or straight flush."""
    classes = tables().classes
    numbers = np.arange(1, len(classes) + 1, dtype=np.int64)
    ranks = np.array([hand_class.ranks for hand_class in classes], dtype=np.int64)
    suited = np.array(
        [hand_class.category in (HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH) for hand_class in classes]
    )
    return numbers, ranks, suited


def max_key(size: int) -> int:
    """The largest rank key of ``size`` cards: four aces, then kings (``size`` ≤ 3: all aces)."""
    weights = RANK_WEIGHTS[size]
    return min(size, 4) * weights[12] + max(size - 4, 0) * weights[11]


@functools.cache
def five_card_unsuited() -> NDArray[np.int16]:
    """Five-card rank key (:data:`RANK_WEIGHTS` ``[5]``) → class of those five ranks when not all one suit.

    Keys of no multiset hold 0. Sized for five of a kind (keys no deck can produce) so that a table built
    from impossible combinations never indexes past the end.
    """
    numbers, ranks, suited = _class_arrays()
    weights = np.array(RANK_WEIGHTS[5], dtype=np.int64)
    table = np.zeros(5 * RANK_WEIGHTS[5][12] + 1, dtype=np.int16)
    table[weights[ranks[~suited]].sum(axis=1)] = numbers[~suited]
    return table


@functools.cache
def flush_best() -> NDArray[np.int16]:
    """13-bit rank mask of one suit's cards → best flush or straight flush among them (0 if under five)."""
    numbers, ranks, suited = _class_arrays()
    five_bit = np.zeros(1 << 13, dtype=np.int16)
    five_bit[np.left_shift(1, ranks[suited]).sum(axis=1)] = numbers[suited]
    masks = np.arange(1 << 13, dtype=np.int64)
    top = top_ranks(5)
    best = np.where(POPCOUNT13 >= 5, five_bit[top], 0).astype(np.int16)
    # A straight flush lower in the suit beats the plain flush of its top five cards.
    for straight_class, straight in enumerate(STRAIGHT_MASKS, start=1):
        has_it = (masks & straight) == straight
        best = np.where(has_it, np.minimum(best, straight_class), best).astype(np.int16)
    return best


@functools.cache
def top_ranks(count: int) -> NDArray[np.int64]:
    """13-bit mask → the mask of its ``count`` highest ranks (the mask itself when it has no more)."""
    masks = np.arange(1 << 13, dtype=np.int64)
    pops = POPCOUNT13.copy()
    for _ in range(13 - count):
        over = pops > count
        masks = np.where(over, masks & (masks - 1), masks)  # drop the lowest rank
        pops = pops - over
    return masks


def _legal_multisets(size: int) -> NDArray[np.int64]:
    """Every multiset of ``size`` rank indexes with no rank more than four times, one sorted row each."""
    rows = multisets_array(13, size).astype(np.int64)
    legal = np.ones(len(rows), dtype=bool)
    for start in range(size - 4):
        legal &= rows[:, start] != rows[:, start + 4]  # sorted rows: five equal ranks are adjacent
    return rows[legal]


@functools.cache
def holdem_unsuited(size: int) -> NDArray[np.int16]:
    """``size``-card rank key (5, 6 or 7 cards) → best class of five of those ranks, suits ignored."""
    five = five_card_unsuited()
    if size == 5:
        return five
    weights5 = np.array(RANK_WEIGHTS[5], dtype=np.int64)
    multisets = _legal_multisets(size)
    best = np.full(len(multisets), np.iinfo(np.int16).max, dtype=np.int16)
    for subset in combinations_array(size, 5):
        keys = sum((weights5[multisets[:, column]] for column in subset), np.zeros(len(multisets), np.int64))
        best = np.minimum(best, five[keys])
    weights = np.array(RANK_WEIGHTS[size], dtype=np.int64)
    table = np.zeros(max_key(size) + 1, dtype=np.int16)
    table[weights[multisets].sum(axis=1)] = best
    return table


@dataclass(frozen=True, slots=True)
class OmahaTable:
    """Best non-flush Omaha high hands for one board size."""

    best: NDArray[np.int16]
    """``best[pair_row * columns + column]``: best class from two hole ranks (``pair_row = 13 * high_rank +
    low_rank``, either order) and three of the board multiset numbered ``column``."""
    column_of_key: NDArray[np.int64]
    """Board rank key (:data:`RANK_WEIGHTS` of the board size) → the board multiset's column."""
    columns: int
    """How many board multisets there are."""


@functools.cache
def omaha_unsuited(board_size: int) -> OmahaTable:
    """The Omaha high table for boards of ``board_size`` (3, 4 or 5) cards; see :class:`OmahaTable`."""
    five = five_card_unsuited()
    weights5 = np.array(RANK_WEIGHTS[5], dtype=np.int64)
    boards = _legal_multisets(board_size)
    triples = combinations_array(board_size, 3)
    high, low = np.triu_indices(13)  # each unordered pair of hole ranks once
    pair_keys = (weights5[high] + weights5[low])[:, None]
    unordered = np.full((len(high), len(boards)), np.iinfo(np.int16).max, dtype=np.int16)
    for a, b, c in triples:
        triple_keys = weights5[boards[:, a]] + weights5[boards[:, b]] + weights5[boards[:, c]]
        np.minimum(unordered, five.take(pair_keys + triple_keys), out=unordered)
    # Entries needing five cards of one rank are never looked up; zero them rather than leave garbage.
    counts = np.stack([(boards == rank).sum(axis=1) for rank in range(13)], axis=1)
    in_hand = 1 + (high == low)
    impossible = (counts[:, high].T + in_hand[:, None] > 4) | (counts[:, low].T + in_hand[:, None] > 4)
    unordered[impossible] = 0
    row_of_pair = np.zeros((13, 13), dtype=np.int64)
    row_of_pair[high, low] = row_of_pair[low, high] = np.arange(len(high))
    best = unordered[row_of_pair.reshape(-1)].reshape(-1)
    weights = np.array(RANK_WEIGHTS[board_size], dtype=np.int64)
    column_of_key = np.zeros(max_key(board_size) + 1, dtype=np.int64)
    column_of_key[weights[boards].sum(axis=1)] = np.arange(len(boards))
    return OmahaTable(best=np.ascontiguousarray(best), column_of_key=column_of_key, columns=len(boards))


@functools.cache
def omaha_low() -> NDArray[np.int16]:
    """``hole_low_mask << 8 | board_low_mask`` → best 8-or-better low (1..56) or :data:`NO_LOW`.

    Built in two steps, each a minimum over a few dozen whole-array candidates: the best low for a *fixed*
    pair of hole ranks and each board mask, then the best over the pairs a hole mask contains.
    """
    low_by_mask = tables().low_by_mask
    value_of_five = np.full(1 << 8, NO_LOW, dtype=np.int16)
    value_of_five[list(low_by_mask)] = list(low_by_mask.values())
    masks = np.arange(1 << 8, dtype=np.int64)
    pairs = [(1 << a) | (1 << b) for a in range(8) for b in range(a + 1, 8)]
    triples = [(1 << a) | (1 << b) | (1 << c) for a in range(8) for b in range(a + 1, 8) for c in range(b + 1, 8)]
    best_by_pair = np.full((len(pairs), 1 << 8), NO_LOW, dtype=np.int16)
    for row, pair in enumerate(pairs):
        for triple in triples:
            if pair & triple:
                continue  # a shared rank is a pair, not a low
            on_board = (masks & triple) == triple
            best_by_pair[row] = np.where(
                on_board, np.minimum(best_by_pair[row], value_of_five[pair | triple]), best_by_pair[row]
            )
    table = np.full((1 << 8, 1 << 8), NO_LOW, dtype=np.int16)
    for row, pair in enumerate(pairs):
        in_hand = (masks & pair) == pair
        table[in_hand] = np.minimum(table[in_hand], best_by_pair[row])
    return table.reshape(-1)
