"""The batch path against phevaluator, pokerkit and our scalar path, on large seeded random samples.

* 1,000,000 seven-card Hold'em hands and 200,000 Omaha deals against phevaluator (same card ids, same scale);
* 100,000 Omaha Hi/Lo deals against pokerkit 0.7.7's ``OmahaEightOrBetterLowHand``: who has a low, who wins
  (slow: pokerkit needs about half a millisecond a hand);
* the scalar and batch paths give one answer on every size of hand and board.
"""

from __future__ import annotations

import numpy as np
import pytest
from numpy.typing import NDArray
from phevaluator import evaluate_cards, evaluate_omaha_cards

from dealerdesk.evaluation import (
    NO_LOW,
    format_cards,
    rank_holdem,
    rank_holdem_batch,
    rank_omaha_high,
    rank_omaha_high_batch,
    rank_omaha_low,
    rank_omaha_low_batch,
)
from tests.evaluation.deals import low_heavy_omaha_deals, pokerkit_lows, random_deals


def first_difference(ours: NDArray[np.int16], theirs: NDArray[np.int64], deals: NDArray[np.uint8]) -> str:
    """A readable account of the first disagreement, for the assertion message."""
    index = int(np.flatnonzero(ours != theirs)[0])
    return f"deal {index} {format_cards(deals[index].tolist())}: ours {ours[index]}, theirs {theirs[index]}"


def test_holdem_batch_agrees_with_phevaluator_on_a_million_hands() -> None:
    deals = random_deals(seed=2024, count=1_000_000, size=7)
    ours = rank_holdem_batch(deals)
    theirs = np.array([evaluate_cards(*cards) for cards in deals.tolist()])
    assert ours.shape == (1_000_000,) and ours.dtype == np.int16
    assert np.array_equal(ours, theirs), first_difference(ours, theirs, deals)
    # The sample reaches every category, straight flushes included.
    assert ours.min() <= 10 and ours.max() >= 6186


@pytest.mark.parametrize("size", [5, 6])
def test_short_holdem_batches_agree_with_phevaluator(size: int) -> None:
    deals = random_deals(seed=size, count=200_000, size=size)
    ours = rank_holdem_batch(deals)
    theirs = np.array([evaluate_cards(*cards) for cards in deals.tolist()])
    assert np.array_equal(ours, theirs), first_difference(ours, theirs, deals)


@pytest.mark.parametrize("size", [5, 6, 7])
def test_holdem_batch_and_scalar_give_one_answer(size: int) -> None:
    deals = random_deals(seed=70 + size, count=60_000, size=size)
    ours = rank_holdem_batch(deals)
    scalar = np.array([rank_holdem(cards) for cards in deals.tolist()])
    assert np.array_equal(ours, scalar), first_difference(ours, scalar, deals)


def test_omaha_high_batch_agrees_with_phevaluator_on_200_000_deals() -> None:
    deals = random_deals(seed=99, count=200_000, size=9)
    ours = rank_omaha_high_batch(deals[:, :4], deals[:, 4:])
    # phevaluator takes the five board cards first, then the four hole cards.
    theirs = np.array([evaluate_omaha_cards(*cards[4:], *cards[:4]) for cards in deals.tolist()])
    assert np.array_equal(ours, theirs), first_difference(ours, theirs, deals)


def test_omaha_high_flush_heavy_deals_agree_with_phevaluator() -> None:
    """Deals from two suits only, so that most hands have a flush or straight-flush decision to make."""
    two_suits = np.array([card for card in range(52) if card & 3 in (1, 2)], dtype=np.uint8)
    deals = random_deals(seed=5, count=50_000, size=9, deck=two_suits)
    ours = rank_omaha_high_batch(deals[:, :4], deals[:, 4:])
    theirs = np.array([evaluate_omaha_cards(*cards[4:], *cards[:4]) for cards in deals.tolist()])
    assert np.array_equal(ours, theirs), first_difference(ours, theirs, deals)
    assert (ours <= 10).sum() > 100  # straight flushes were really decided


@pytest.mark.parametrize("board_size", [3, 4, 5])
def test_omaha_batch_and_scalar_give_one_answer(board_size: int) -> None:
    deals = random_deals(seed=80 + board_size, count=40_000, size=4 + board_size)
    holes, boards = deals[:, :4], deals[:, 4:]
    high = rank_omaha_high_batch(holes, boards)
    low = rank_omaha_low_batch(holes, boards)
    pairs = list(zip(holes.tolist(), boards.tolist(), strict=True))
    scalar_high = np.array([rank_omaha_high(hole, board) for hole, board in pairs])
    scalar_low = np.array([rank_omaha_low(hole, board) for hole, board in pairs])
    assert np.array_equal(high, scalar_high), first_difference(high, scalar_high, deals)
    assert np.array_equal(low, scalar_low), first_difference(low, scalar_low, deals)


def test_omaha_low_batch_and_scalar_give_one_answer_on_low_heavy_deals() -> None:
    deals = low_heavy_omaha_deals(seed=12, count=100_000)
    holes, boards = deals[:, :4], deals[:, 8:]
    ours = rank_omaha_low_batch(holes, boards)
    scalar = np.array(
        [rank_omaha_low(hole, board) for hole, board in zip(holes.tolist(), boards.tolist(), strict=True)]
    )
    assert np.array_equal(ours, scalar), first_difference(ours, scalar, deals)
    assert 20_000 < (ours != NO_LOW).sum() < 80_000


LOW_DEALS = 100_000
LOW_PARTS = 4
"""The 100,000 deals are checked in four parts, each a test of its own, so the test processes share the work."""


@pytest.mark.slow
@pytest.mark.parametrize("part", range(LOW_PARTS))
def test_omaha_lows_agree_with_pokerkit_on_100_000_deals(part: int) -> None:
    """Who qualifies and who wins, for two hands on each of 100,000 deals (a quarter of them per part)."""
    size = LOW_DEALS // LOW_PARTS
    deals = low_heavy_omaha_deals(seed=31, count=LOW_DEALS)[part * size : (part + 1) * size]
    board = deals[:, 8:]
    ours = np.stack([rank_omaha_low_batch(deals[:, :4], board), rank_omaha_low_batch(deals[:, 4:8], board)], axis=1)
    rows = deals.tolist()
    firsts, seconds = pokerkit_lows(rows, 0, 8), pokerkit_lows(rows, 4, 8)
    contested = 0
    for index, (cards, theirs) in enumerate(zip(rows, zip(firsts, seconds, strict=True), strict=True),
                                            start=part * size):
        mine = (int(ours[index - part * size, 0]), int(ours[index - part * size, 1]))
        where = f"deal {index}: {format_cards(cards[:4])} {format_cards(cards[4:8])} / {format_cards(cards[8:])}"
        for value, hand in zip(mine, theirs, strict=True):
            assert (value != NO_LOW) == (hand is not None), where  # who qualifies
        first_hand, second_hand = theirs
        if first_hand is not None and second_hand is not None:
            contested += 1
            # Who wins. Our scale: lower wins; pokerkit: the greater hand wins.
            assert (mine[0] < mine[1]) == (first_hand > second_hand), where
            assert (mine[0] == mine[1]) == (first_hand == second_hand), where
    assert contested > 20_000 // LOW_PARTS  # the sample really compares lows
