"""Eight-or-better lows: five cards, and Omaha hi/lo's low half (exactly two hole + three board).

A qualifying low is five cards of five different ranks, each an 8 or lower, the ace counting as 1. Straights
and flushes do not count against it; any pair disqualifies it (RULES.md §6). Lows compare highest card first,
the lower card winning, so 7-4-3-2-A beats 7-5-4-3-2.

Values are on their own scale, lower is better: 1 = 5-4-3-2-A … 56 = 8-7-6-5-4, and :data:`NO_LOW` (57) when
no five cards qualify, so "no low" loses to every low when values are compared.

Only the set of low ranks in the hand and the set on the board matter (two hole cards of one rank can never
both play in a low), so an Omaha low is worked out once per pair of rank sets and remembered: at most
256 × 256 entries.

>>> from dealerdesk.evaluation.cards import parse_cards
>>> rank_omaha_low(parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd"))  # A-5 with 2-3-4: the wheel
1
>>> rank_omaha_low(parse_cards("Ac2d9h9s"), parse_cards("As2h7c8dKd")) == NO_LOW  # counterfeited
True
>>> low_cards(rank_low_five(parse_cards("7c5d4h3s2c")))
'7-5-4-3-2'
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from dealerdesk.evaluation.checks import check_cards, check_omaha
from dealerdesk.evaluation.tables import LOW_BIT_OF_CARD, LOW_CHARS, LOW_COUNT, NO_LOW, tables

_best_omaha_low: dict[int, int] = {}
"""``hole low mask << 8 | board low mask`` → best low value (or NO_LOW), filled as rank sets turn up."""


def rank_low_five(cards: Sequence[int]) -> int:
    """The low value (1 best … 56 worst) of exactly five distinct cards, or :data:`NO_LOW`."""
    check_cards(cards, (5,), "a five-card low")
    mask = 0
    for card_id in cards:
        mask |= LOW_BIT_OF_CARD[card_id]
    # Five bits set means five different ranks, all 8 or lower: a high card or a pair leaves fewer.
    return tables().low_by_mask.get(mask, NO_LOW)


def _best_low_of(hole_mask: int, board_mask: int) -> int:
    """Best low from two distinct hole ranks and three distinct board ranks, all five different."""
    low_by_mask = tables().low_by_mask
    hole_bits = [1 << bit for bit in range(8) if hole_mask >> bit & 1]
    board_bits = [1 << bit for bit in range(8) if board_mask >> bit & 1]
    best = NO_LOW
    for pair in combinations(hole_bits, 2):
        pair_mask = pair[0] | pair[1]
        for triple in combinations(board_bits, 3):
            triple_mask = triple[0] | triple[1] | triple[2]
            if not pair_mask & triple_mask:  # a shared rank would be a pair: "counterfeited"
                best = min(best, low_by_mask[pair_mask | triple_mask])
    return best


def rank_omaha_low(hole: Sequence[int], board: Sequence[int]) -> int:
    """The best eight-or-better low value from exactly two of the four hole cards and exactly three of the
    3-5 board cards, or :data:`NO_LOW` when none qualifies."""
    check_omaha(hole, board)
    hole_mask = 0
    for card_id in hole:
        hole_mask |= LOW_BIT_OF_CARD[card_id]
    board_mask = 0
    for card_id in board:
        board_mask |= LOW_BIT_OF_CARD[card_id]
    key = hole_mask << 8 | board_mask
    best = _best_omaha_low.get(key)
    if best is None:
        best = _best_omaha_low[key] = _best_low_of(hole_mask, board_mask)
    return best


def low_cards(value: int) -> str:
    """The low's ranks as a dealer reads them, highest first: ``low_cards(1) == '5-4-3-2-A'``."""
    if not 1 <= value <= LOW_COUNT:
        raise ValueError(f"{value!r} is not a qualifying low (1..{LOW_COUNT}; {NO_LOW} means no low)")
    mask = tables().low_masks[value - 1]
    return "-".join(LOW_CHARS[bit] for bit in range(7, -1, -1) if mask >> bit & 1)
