"""The lookup tables behind the evaluator: the 7462 high-hand classes and the 56 eight-or-better lows.

Every five-card poker hand falls into one of 7462 *classes* (hands that tie with each other). The classes are
numbered 1 (royal flush) to 7462 (7-5-4-3-2 unsuited), strongest first; this is the scale phevaluator and
treys use, so our numbers can be checked against theirs directly.

The table is built by enumerating the rank pattern of every class, category by category and strongest first,
rather than by evaluating hands: the order of the enumeration *is* the ranking. Two dictionaries then turn
five cards into a class number with one lookup:

* ``flush``: five cards of one suit, keyed by the bit mask of their ranks (five distinct ranks);
* ``unsuited``: any other five cards, keyed by the product of one prime per rank. Multiplication does not
  care about order and primes factor uniquely, so the product names the multiset of ranks exactly.

The tables are built on first use (a few milliseconds) by :func:`tables`, never at import time.

Eight-or-better lows are five distinct ranks from A (counted as 1) to 8. A low is stored as a bit mask over
those eight ranks, bit 0 = ace … bit 7 = eight. Comparing lows highest card first, lower winning, is exactly
comparing these masks as integers, so the 56 lows are numbered in increasing mask order: 1 = 5-4-3-2-A …
56 = 8-7-6-5-4.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass
from itertools import combinations

RANK_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
"""One prime per rank index 0..12 (deuce … ace)."""

ACE = 12
CLASS_COUNT = 7462
LOW_COUNT = 56
NO_LOW = LOW_COUNT + 1
"""The low value of a hand with no qualifying eight-or-better low: worse than every real low."""

PRIME_OF_CARD = tuple(RANK_PRIMES[card_id >> 2] for card_id in range(52))
"""The rank prime of each card id, so a hot loop needs one index instead of a shift and an index."""
RANK_BIT_OF_CARD = tuple(1 << (card_id >> 2) for card_id in range(52))
"""The rank bit (bit 0 = deuce … bit 12 = ace) of each card id."""
LOW_BIT_OF_CARD = tuple(
    1 if card_id >> 2 == ACE else (1 << ((card_id >> 2) + 1) if card_id >> 2 <= 6 else 0)
    for card_id in range(52)
)
"""The low bit of each card id (bit 0 = ace … bit 7 = eight), or 0 for a nine or higher."""
LOW_CHARS = "A2345678"
"""How a dealer writes each low bit: ``A`` for the ace, digits for the rest."""


class HandCategory(enum.IntEnum):
    """The nine kinds of poker hand, strongest first, numbered 1..9 as treys numbers its rank classes (treys
    alone gives a royal flush its own class 0; here it is the best straight flush)."""

    STRAIGHT_FLUSH = 1
    FOUR_OF_A_KIND = 2
    FULL_HOUSE = 3
    FLUSH = 4
    STRAIGHT = 5
    THREE_OF_A_KIND = 6
    TWO_PAIR = 7
    PAIR = 8
    HIGH_CARD = 9

    @property
    def label(self) -> str:
        """The category in the dealer's words, e.g. ``"Full house"``."""
        return self.name.replace("_", " ").capitalize()


@dataclass(frozen=True, slots=True)
class HandClass:
    """One of the 7462 classes of five-card hands: what a dealer needs to name it and order its cards."""

    category: HandCategory
    """The kind of hand."""
    ranks: tuple[int, ...]
    """The five rank indexes in the order a dealer reads them: quads or trips first, then pairs, then
    kickers high to low; straights high to low with the wheel as 5-4-3-2-A."""


@dataclass(frozen=True, slots=True)
class Tables:
    """Everything the evaluator looks up, built once by :func:`tables`."""

    classes: tuple[HandClass, ...]
    """``classes[n - 1]`` describes class ``n``."""
    category_starts: tuple[int, ...]
    """The first class number of each category, in :class:`HandCategory` order."""
    flush: dict[int, int]
    """Rank mask of five suited cards → class number."""
    unsuited: dict[int, int]
    """Product of the rank primes of five cards that are not all one suit → class number."""
    low_by_mask: dict[int, int]
    """Five-bit low mask → low value 1..56."""
    low_masks: tuple[int, ...]
    """``low_masks[v - 1]`` is the mask of low value ``v``."""


def _straight_runs() -> list[tuple[int, ...]]:
    """The ten straights as rank tuples read high to low, ace-high first and the wheel (5-4-3-2-A) last."""
    runs = [tuple(range(high, high - 5, -1)) for high in range(ACE, 3, -1)]
    runs.append((3, 2, 1, 0, ACE))
    return runs


def _descending_rank_sets(count: int, excluded: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
    """All sets of ``count`` distinct ranks not in ``excluded``, each high to low, strongest set first.

    ``combinations`` keeps the order of its input, so feeding it ranks from ace down yields the sets in
    decreasing lexicographic order, which is the order in which kickers (and flushes) rank.
    """
    pool = [rank for rank in range(ACE, -1, -1) if rank not in excluded]
    return list(combinations(pool, count))


def _enumerate_classes() -> list[HandClass]:
    """Every class's rank pattern, strongest first; the position in this list + 1 is the class number."""
    straights = _straight_runs()
    straight_sets = {frozenset(run) for run in straights}
    no_straight = [ranks for ranks in _descending_rank_sets(5) if frozenset(ranks) not in straight_sets]
    classes: list[HandClass] = []

    def add(category: HandCategory, ranks: tuple[int, ...]) -> None:
        classes.append(HandClass(category, ranks))

    for run in straights:
        add(HandCategory.STRAIGHT_FLUSH, run)
    for quad in range(ACE, -1, -1):
        for (kicker,) in _descending_rank_sets(1, (quad,)):
            add(HandCategory.FOUR_OF_A_KIND, (quad,) * 4 + (kicker,))
    for trips in range(ACE, -1, -1):
        for (pair,) in _descending_rank_sets(1, (trips,)):
            add(HandCategory.FULL_HOUSE, (trips,) * 3 + (pair,) * 2)
    for ranks in no_straight:
        add(HandCategory.FLUSH, ranks)
    for run in straights:
        add(HandCategory.STRAIGHT, run)
    for trips in range(ACE, -1, -1):
        for kickers in _descending_rank_sets(2, (trips,)):
            add(HandCategory.THREE_OF_A_KIND, (trips,) * 3 + kickers)
    for high, low in _descending_rank_sets(2):
        for (kicker,) in _descending_rank_sets(1, (high, low)):
            add(HandCategory.TWO_PAIR, (high, high, low, low, kicker))
    for pair in range(ACE, -1, -1):
        for kickers in _descending_rank_sets(3, (pair,)):
            add(HandCategory.PAIR, (pair, pair, *kickers))
    for ranks in no_straight:
        add(HandCategory.HIGH_CARD, ranks)
    return classes


def _prime_product(ranks: tuple[int, ...]) -> int:
    product = 1
    for rank in ranks:
        product *= RANK_PRIMES[rank]
    return product


@functools.cache
def tables() -> Tables:
    """Build (on the first call) and return the lookup tables; later calls return the same object."""
    classes = _enumerate_classes()
    if len(classes) != CLASS_COUNT:  # pragma: no cover - a broken enumeration must not go unnoticed
        raise AssertionError(f"enumerated {len(classes)} hand classes, expected {CLASS_COUNT}")
    flush: dict[int, int] = {}
    unsuited: dict[int, int] = {}
    starts: dict[HandCategory, int] = {}
    for number, hand_class in enumerate(classes, start=1):
        starts.setdefault(hand_class.category, number)
        if hand_class.category in (HandCategory.STRAIGHT_FLUSH, HandCategory.FLUSH):
            mask = 0
            for rank in hand_class.ranks:
                mask |= 1 << rank
            flush[mask] = number
        else:
            unsuited[_prime_product(hand_class.ranks)] = number
    low_masks = tuple(
        sorted(sum(1 << bit for bit in bits) for bits in combinations(range(len(LOW_CHARS)), 5))
    )
    return Tables(
        classes=tuple(classes),
        category_starts=tuple(starts[category] for category in HandCategory),
        flush=flush,
        unsuited=unsuited,
        low_by_mask={mask: value for value, mask in enumerate(low_masks, start=1)},
        low_masks=low_masks,
    )
