"""Reading a hand as a dealer does: which five cards play, in the order they are read out, and the name.

The rank functions answer "how strong"; a reading also answers "with which cards", which the trainer needs to
highlight the deciding cards on the table and to explain a showdown. Readings try every five-card
combination the game allows (at most 60), which is plenty fast for one showdown at a time.

>>> from dealerdesk.evaluation.cards import format_cards, parse_cards
>>> reading = read_omaha_high(parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd"))
>>> reading.name, format_cards(reading.cards)
('Flush, ace high', 'AhKh4h3h2h')
>>> low = read_omaha_low(parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd"))
>>> low.name if low else None
'Low 5-4-3-2-A'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from dealerdesk.evaluation.checks import check_cards, check_omaha
from dealerdesk.evaluation.high import rank_five
from dealerdesk.evaluation.low import rank_low_five
from dealerdesk.evaluation.names import hand_name, low_name
from dealerdesk.evaluation.tables import LOW_BIT_OF_CARD, NO_LOW, tables


@dataclass(frozen=True, slots=True)
class HandReading:
    """The five cards a hand plays and what they make."""

    rank: int
    """Class number 1..7462 for a high hand, low value 1..56 for a low (lower is better on both scales)."""
    cards: tuple[int, ...]
    """The five cards used, in the order a dealer reads them (e.g. trips, then the pair; straights high to
    low with the wheel as 5-4-3-2-A; lows highest card first)."""
    name: str
    """The hand in the dealer's words, e.g. ``"Full house, kings full of sevens"`` or ``"Low 7-5-3-2-A"``."""


def _best(
    fives: Iterable[tuple[int, ...]], rank: Callable[[Sequence[int]], int]
) -> tuple[int, tuple[int, ...]]:
    """The lowest rank among the candidate five-card sets and the first set that has it."""
    best_rank, best_cards = -1, tuple[int, ...]()
    for five in fives:
        value = rank(five)
        if best_rank < 0 or value < best_rank:
            best_rank, best_cards = value, five
    return best_rank, best_cards


def _high_reading(rank: int, five: Sequence[int]) -> HandReading:
    """Put the five cards in the order of their class's rank pattern; within a rank, higher suit first."""
    pool = sorted(five, reverse=True)
    ordered: list[int] = []
    for wanted in tables().classes[rank - 1].ranks:
        card_id = next(c for c in pool if c >> 2 == wanted)
        pool.remove(card_id)
        ordered.append(card_id)
    return HandReading(rank=rank, cards=tuple(ordered), name=hand_name(rank))


def _omaha_fives(hole: Sequence[int], board: Sequence[int]) -> Iterable[tuple[int, ...]]:
    """Every legal Omaha five: two hole cards, then three board cards."""
    for pair in combinations(hole, 2):
        for triple in combinations(board, 3):
            yield pair + triple


def read_holdem(cards: Sequence[int]) -> HandReading:
    """The best five of 5, 6 or 7 Hold'em cards, read out."""
    check_cards(cards, (5, 6, 7), "a Hold'em hand")
    return _high_reading(*_best(combinations(cards, 5), rank_five))


def read_omaha_high(hole: Sequence[int], board: Sequence[int]) -> HandReading:
    """The best Omaha high hand (exactly two hole cards, three board cards), read out."""
    check_omaha(hole, board)
    return _high_reading(*_best(_omaha_fives(hole, board), rank_five))


def _low_order(card_id: int) -> int:
    """Sort key: the low rank of a card (its low bit: the ace lowest), then its suit."""
    return LOW_BIT_OF_CARD[card_id] * 4 + (card_id & 3)


def read_omaha_low(hole: Sequence[int], board: Sequence[int]) -> HandReading | None:
    """The best eight-or-better Omaha low (exactly two hole cards, three board cards), read out highest card
    first; ``None`` when the hand has no qualifying low."""
    check_omaha(hole, board)
    value, five = _best(_omaha_fives(hole, board), rank_low_five)
    if value == NO_LOW:
        return None
    return HandReading(
        rank=value, cards=tuple(sorted(five, key=_low_order, reverse=True)), name=low_name(value)
    )
