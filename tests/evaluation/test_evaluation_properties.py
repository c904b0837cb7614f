"""Properties that must hold for every hand, checked with Hypothesis, plus an exhaustive five-card census."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.evaluation import (
    NO_LOW,
    HandCategory,
    category_of,
    hand_name,
    rank_five,
    rank_holdem,
    rank_low_five,
    rank_omaha_high,
    rank_omaha_low,
    read_holdem,
    read_omaha_high,
    read_omaha_low,
)

REPO_ROOT = Path(__file__).resolve().parents[2]


def distinct_cards(count: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, 51), min_size=count, max_size=count, unique=True)


def relabel_suits(cards: Sequence[int], suits: Sequence[int]) -> list[int]:
    return [c & ~3 | suits[c & 3] for c in cards]


@given(distinct_cards(7))
def test_adding_a_card_never_makes_a_holdem_hand_worse(cards: list[int]) -> None:
    assert rank_holdem(cards[:5]) >= rank_holdem(cards[:6]) >= rank_holdem(cards)


@given(distinct_cards(7), st.randoms(use_true_random=False), st.permutations(range(4)))
def test_holdem_ignores_card_order_and_suit_names(
    cards: list[int], rng: random.Random, suits: list[int]
) -> None:
    shuffled = list(cards)
    rng.shuffle(shuffled)
    assert rank_holdem(shuffled) == rank_holdem(cards) == rank_holdem(relabel_suits(cards, suits))


@given(st.integers(5, 7).flatmap(distinct_cards))
def test_holdem_reading_is_consistent(cards: list[int]) -> None:
    reading = read_holdem(cards)
    assert reading.rank == rank_holdem(cards) == rank_five(reading.cards)
    assert len(set(reading.cards)) == 5 and set(reading.cards) <= set(cards)
    assert reading.name == hand_name(reading.rank)
    if reading.rank != 1:  # the royal flush is the one name that does not start with its category
        assert reading.name.startswith(category_of(reading.rank).label)


@given(distinct_cards(9), st.integers(3, 5))
def test_omaha_high_is_the_best_legal_five(cards: list[int], board_size: int) -> None:
    hole, board = cards[:4], cards[4 : 4 + board_size]
    legal = [rank_five(pair + triple) for pair in combinations(hole, 2) for triple in combinations(board, 3)]
    assert rank_omaha_high(hole, board) == min(legal) == read_omaha_high(hole, board).rank
    # Omaha is never better than the best five of any of the same cards.
    assert min(legal) >= min(rank_five(five) for five in combinations(hole + board, 5))


@given(distinct_cards(9), st.integers(3, 5), st.permutations(range(4)))
def test_omaha_low_is_the_best_legal_five(cards: list[int], board_size: int, suits: list[int]) -> None:
    hole, board = cards[:4], cards[4 : 4 + board_size]
    legal = [
        rank_low_five(pair + triple) for pair in combinations(hole, 2) for triple in combinations(board, 3)
    ]
    value = rank_omaha_low(hole, board)
    assert value == min(legal)
    assert value == rank_omaha_low(relabel_suits(hole, suits), relabel_suits(board, suits))
    reading = read_omaha_low(hole, board)
    if value == NO_LOW:
        assert reading is None
    else:
        assert reading is not None and reading.rank == value == rank_low_five(reading.cards)


@settings(max_examples=300)
@given(distinct_cards(9))
def test_a_low_needs_three_distinct_low_board_ranks(cards: list[int]) -> None:
    hole, board = cards[:4], cards[4:]
    board_low_ranks = {c >> 2 for c in board if c >> 2 <= 6 or c >> 2 == 12}
    if len(board_low_ranks) < 3:
        assert rank_omaha_low(hole, board) == NO_LOW


@pytest.mark.slow
def test_every_five_card_hand() -> None:
    """All 2,598,960 hands: the textbook count of each category and every one of the 7462 classes used."""
    ranks = Counter(map(rank_five, combinations(range(52), 5)))
    assert sorted(ranks) == list(range(1, 7463))
    per_category = Counter[HandCategory]()
    for rank, count in ranks.items():
        per_category[category_of(rank)] += count
    assert per_category == {
        HandCategory.STRAIGHT_FLUSH: 40,
        HandCategory.FOUR_OF_A_KIND: 624,
        HandCategory.FULL_HOUSE: 3_744,
        HandCategory.FLUSH: 5_108,
        HandCategory.STRAIGHT: 10_200,
        HandCategory.THREE_OF_A_KIND: 54_912,
        HandCategory.TWO_PAIR: 123_552,
        HandCategory.PAIR: 1_098_240,
        HandCategory.HIGH_CARD: 1_302_540,
    }
    lows = Counter(map(rank_low_five, combinations(range(52), 5)))
    assert all(lows[value] == 4**5 for value in range(1, 57))  # every rank set, any suits
    assert lows[NO_LOW] == 2_598_960 - 56 * 4**5


def test_tables_are_built_lazily_and_quickly() -> None:
    """Importing the package builds nothing; the first evaluation builds the tables in well under a second."""
    script = (
        "import time\n"
        "import dealerdesk.evaluation as ev\n"
        "from dealerdesk.evaluation.tables import tables\n"
        "assert tables.cache_info().currsize == 0, 'tables built at import'\n"
        "start = time.process_time()\n"
        "ev.rank_holdem(ev.parse_cards('AsKsQsJsTs2c3d'))\n"
        "print(time.process_time() - start)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert float(done.stdout) < 0.5
