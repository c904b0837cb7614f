"""Every five-, six- and seven-card hand through the batch path: the published count of each category.

The seven-card census ranks all 133,784,560 hands (slow, a few seconds). Hands are enumerated as a prefix
of ``size - 5`` cards followed by every five-card set of higher cards, which in lexicographic order is a
tail of the array of all five-card sets, so each prefix costs one slice and one batch call.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import numpy as np
import pytest
from numpy.typing import NDArray

from dealerdesk.evaluation import HandCategory, category_of, rank_holdem_batch
from dealerdesk.evaluation.combos import combinations_array

SF, QUADS, FULL, FLUSH, STRAIGHT, TRIPS, TWO_PAIR, PAIR, HIGH = HandCategory

PUBLISHED = {
    5: {
        SF: 40,
        QUADS: 624,
        FULL: 3_744,
        FLUSH: 5_108,
        STRAIGHT: 10_200,
        TRIPS: 54_912,
        TWO_PAIR: 123_552,
        PAIR: 1_098_240,
        HIGH: 1_302_540,
    },
    6: {
        SF: 1_844,
        QUADS: 14_664,
        FULL: 165_984,
        FLUSH: 205_792,
        STRAIGHT: 361_620,
        TRIPS: 732_160,
        TWO_PAIR: 2_532_816,
        PAIR: 9_730_740,
        HIGH: 6_612_900,
    },
    7: {
        SF: 41_584,
        QUADS: 224_848,
        FULL: 3_473_184,
        FLUSH: 4_047_644,
        STRAIGHT: 6_180_020,
        TRIPS: 6_461_620,
        TWO_PAIR: 31_433_400,
        PAIR: 58_627_800,
        HIGH: 23_294_460,
    },
}
"""Hands of each category among all 5-, 6- and 7-card hands (e.g. Wikipedia, "Poker probability")."""
ROYAL_FLUSHES = {5: 4, 6: 188, 7: 4_324}
CLASSES_MADE = {5: 7_462, 7: 4_824}
"""Distinct classes that occur as the best five: with seven cards the weakest classes never do (a sixth or
seventh card always pairs or outranks something)."""


def class_counts(size: int) -> NDArray[np.int64]:
    """How many ``size``-card hands fall in each class: ``counts[rank]`` for rank 1..7462."""
    fives = combinations_array(52, 5)
    counts = np.zeros(7463, dtype=np.int64)
    for prefix in combinations(range(52), size - 5):
        higher = 51 - prefix[-1] if prefix else 52
        tail = fives[len(fives) - comb(higher, 5) :] if higher >= 5 else fives[:0]
        if not len(tail):
            continue
        hands = np.empty((len(tail), size), dtype=np.uint8)
        hands[:, : len(prefix)] = prefix
        hands[:, len(prefix) :] = tail
        counts += np.bincount(rank_holdem_batch(hands, check=False), minlength=7463)
    return counts


def check_census(size: int) -> None:
    counts = class_counts(size)
    assert counts.sum() == comb(52, size)
    assert counts[0] == 0
    if size in CLASSES_MADE:
        assert (counts > 0).sum() == CLASSES_MADE[size]
    per_category = Counter[HandCategory]()
    for rank in range(1, 7463):
        per_category[category_of(rank)] += int(counts[rank])
    assert per_category == PUBLISHED[size]
    assert counts[1] == ROYAL_FLUSHES[size]


@pytest.mark.parametrize("size", [5, 6])
def test_every_five_and_six_card_hand(size: int) -> None:
    check_census(size)


@pytest.mark.slow
def test_every_seven_card_hand() -> None:
    """All 133,784,560 seven-card hands."""
    check_census(7)


def test_prefix_tails_enumerate_every_hand_once() -> None:
    """The enumeration trick itself, on a small deck: prefix + tail of the five-card sets = all 7-sets."""
    fives = [tuple(row) for row in combinations_array(10, 5).tolist()]
    hands = []
    for prefix in combinations(range(10), 2):
        higher = 9 - prefix[-1]
        hands += [prefix + five for five in fives[len(fives) - comb(higher, 5) :]] if higher >= 5 else []
    assert hands == list(combinations(range(10), 7))
