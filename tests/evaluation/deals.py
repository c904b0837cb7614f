"""Seeded random deals as NumPy arrays, for the agreement tests and the benchmark."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray
from pokerkit import OmahaEightOrBetterLowHand

LOW_RANKS = (0, 1, 2, 3, 4, 5, 6, 7, 12)
"""Deuce to nine and the ace: a deck of these makes most Omaha deals have lows to compare."""


def random_deals(seed: int, count: int, size: int, deck: NDArray[np.uint8] | None = None) -> NDArray[np.uint8]:
    """``count`` rows of ``size`` distinct cards each, uniformly at random from ``deck`` (all 52 by default).

    Rows of independent uniform draws are kept when no card repeats, which leaves every ordered deal of
    distinct cards equally likely.
    """
    cards = np.arange(52, dtype=np.uint8) if deck is None else deck
    generator = np.random.default_rng(seed)
    kept: list[NDArray[np.uint8]] = []
    needed = count
    while needed:
        draws = generator.integers(0, len(cards), size=(2 * needed + 64, size))
        ordered = np.sort(draws, axis=1)
        rows = draws[(np.diff(ordered, axis=1) != 0).all(axis=1)][:needed]
        kept.append(cards[rows])
        needed -= len(rows)
    return np.concatenate(kept)


def low_heavy_omaha_deals(seed: int, count: int) -> NDArray[np.uint8]:
    """Two Omaha hands and a five-card board per row (columns 0-3, 4-7, 8-12); every other row is dealt from
    the A-9 cards only, so that most deals have lows to compare rather than none."""
    low_deck = np.array([card for card in range(52) if card >> 2 in LOW_RANKS], dtype=np.uint8)
    deals = random_deals(seed, count, 13)
    deals[1::2] = random_deals(seed + 1, count // 2, 13, low_deck)
    return deals


def pokerkit_lows(deals: list[list[int]], hole_start: int, board_start: int) -> list[OmahaEightOrBetterLowHand | None]:
    """pokerkit 0.7.7's Omaha 8-or-better low of each deal's hand (cards ``hole_start`` to ``hole_start + 3``)
    on its board (cards from ``board_start``), or None when it has no qualifying low.

    pokerkit takes about half a millisecond a hand (the slow test splits its deals into parts, one a test process).
    """
    lows: list[OmahaEightOrBetterLowHand | None] = []
    for row in deals:
        hole = "".join(CARD_TEXT[card] for card in row[hole_start : hole_start + 4])
        board = "".join(CARD_TEXT[card] for card in row[board_start:])
        try:
            hand = OmahaEightOrBetterLowHand.from_game(hole, board)
        except ValueError:  # pokerkit's way of saying "no qualifying low"
            lows.append(None)
            continue
        assert isinstance(hand, OmahaEightOrBetterLowHand)
        lows.append(hand)
    return lows


CARD_TEXT = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
"""Card id → text, without importing the package (worker processes stay light)."""
