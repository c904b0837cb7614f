"""Agreement with independent evaluators on seeded random deals.

* phevaluator (a C extension; same card ids and the same 7462-class scale) for Hold'em and Omaha high;
* treys (its own card ints, same scale) for Hold'em;
* pokerkit 0.7.7's ``OmahaEightOrBetterLowHand`` for who has a low and whose low is better.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

import pytest
from phevaluator import evaluate_cards, evaluate_omaha_cards
from pokerkit import OmahaEightOrBetterLowHand
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

from dealerdesk.evaluation import (
    NO_LOW,
    format_card,
    format_cards,
    rank_five,
    rank_holdem,
    rank_omaha_high,
    rank_omaha_low,
    read_holdem,
    read_omaha_high,
)


def deals(seed: int, count: int, size: int) -> list[list[int]]:
    rng = random.Random(seed)
    deck = list(range(52))
    return [rng.sample(deck, size) for _ in range(count)]


@pytest.mark.parametrize(("size", "count"), [(5, 20_000), (6, 20_000), (7, 50_000)])
def test_holdem_agrees_with_phevaluator(size: int, count: int) -> None:
    for cards in deals(seed=1000 + size, count=count, size=size):
        assert rank_holdem(cards) == evaluate_cards(*cards), format_cards(cards)
        if size == 5:
            assert rank_five(cards) == evaluate_cards(*cards), format_cards(cards)


def test_holdem_readings_agree_with_phevaluator() -> None:
    for cards in deals(seed=7, count=2_000, size=7):
        reading = read_holdem(cards)
        assert reading.rank == evaluate_cards(*cards) == evaluate_cards(*reading.cards)
        assert set(reading.cards) <= set(cards)


def test_holdem_agrees_with_treys() -> None:
    evaluator = TreysEvaluator()
    for cards in deals(seed=11, count=3_000, size=7):
        as_treys = [TreysCard.new(format_card(c)) for c in cards]
        assert rank_holdem(cards) == evaluator.evaluate(as_treys[:2], as_treys[2:]), format_cards(cards)


def test_omaha_high_agrees_with_phevaluator() -> None:
    for cards in deals(seed=21, count=10_000, size=9):
        hole, board = cards[:4], cards[4:]
        # phevaluator takes the five board cards first, then the four hole cards.
        assert rank_omaha_high(hole, board) == evaluate_omaha_cards(*board, *hole), format_cards(cards)


def omaha_by_brute_force(hole: Sequence[int], board: Sequence[int]) -> int:
    return min(
        int(evaluate_cards(*pair, *triple))
        for pair in combinations(hole, 2)
        for triple in combinations(board, 3)
    )


@pytest.mark.parametrize("board_size", [3, 4])
def test_omaha_high_on_short_boards_agrees_with_phevaluator(board_size: int) -> None:
    for cards in deals(seed=30 + board_size, count=3_000, size=4 + board_size):
        hole, board = cards[:4], cards[4:]
        assert rank_omaha_high(hole, board) == omaha_by_brute_force(hole, board), format_cards(cards)


def test_omaha_high_readings_agree_with_phevaluator() -> None:
    for cards in deals(seed=41, count=1_000, size=9):
        hole, board = cards[:4], cards[4:]
        reading = read_omaha_high(hole, board)
        assert reading.rank == evaluate_omaha_cards(*board, *hole) == evaluate_cards(*reading.cards)
        assert len(set(reading.cards) & set(hole)) == 2
        assert len(set(reading.cards) & set(board)) == 3


def pokerkit_low(hole: Sequence[int], board: Sequence[int]) -> OmahaEightOrBetterLowHand | None:
    try:
        hand = OmahaEightOrBetterLowHand.from_game(format_cards(hole), format_cards(board))
    except ValueError:  # pokerkit's way of saying "no qualifying low"
        return None
    assert isinstance(hand, OmahaEightOrBetterLowHand)
    return hand


def low_deals(seed: int, count: int) -> list[tuple[list[int], list[int], list[int], list[int]]]:
    """Two Omaha hands and a board each. Every other deal comes from the A-9 cards only, so that most
    deals have two lows to compare instead of none."""
    rng = random.Random(seed)
    full_deck = list(range(52))
    low_deck = [c for c in full_deck if c >> 2 in (0, 1, 2, 3, 4, 5, 6, 7, 12)]
    result = []
    for index in range(count):
        board_size = (3, 4, 5, 5, 5)[index % 5]
        dealt = rng.sample(low_deck if index % 2 else full_deck, 8 + board_size)
        result.append((dealt[:4], dealt[4:8], dealt[8:], dealt[:8]))
    return result


def test_omaha_low_agrees_with_pokerkit() -> None:
    qualified = contested = 0
    for first, second, board, _ in low_deals(seed=51, count=5_000):
        ours = (rank_omaha_low(first, board), rank_omaha_low(second, board))
        theirs = (pokerkit_low(first, board), pokerkit_low(second, board))
        where = f"{format_cards(first)} {format_cards(second)} / {format_cards(board)}"
        for value, hand in zip(ours, theirs, strict=True):
            assert (value != NO_LOW) == (hand is not None), where
        first_hand, second_hand = theirs
        if first_hand is not None and second_hand is not None:
            contested += 1
            # Our scale: lower wins. pokerkit: the greater hand wins.
            assert (ours[0] < ours[1]) == (first_hand > second_hand), where
            assert (ours[0] == ours[1]) == (first_hand == second_hand), where
        qualified += sum(value != NO_LOW for value in ours)
    assert contested > 1_000 and qualified > 3_000  # the sample really exercises lows
