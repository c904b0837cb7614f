"""Checks on the cards handed to the evaluator, with errors a person can read.

The evaluator is called in hot loops (equity, bots), so the happy path is a few set operations; the slow,
precise diagnosis only runs once something is already wrong.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from dealerdesk.evaluation.cards import CARD_COUNT, CardError, check_distinct, format_card

_CARD_IDS = frozenset(range(CARD_COUNT))


class HandSizeError(ValueError):
    """A hand, hole or board has the wrong number of cards for what was asked."""


def _diagnose(cards: Sequence[int]) -> None:
    """Raise :class:`CardError` naming the first bad or repeated card (it is known that one exists)."""
    for card_id in cards:
        try:
            index = operator.index(card_id)  # ints and int-like values (NumPy integers) are accepted
        except TypeError:
            raise CardError(
                f"{card_id!r} is not a card id (an int 0..51); parse text with parse_cards()"
            ) from None
        format_card(index)  # raises for an id outside 0..51
    check_distinct(cards)
    raise CardError(f"{list(cards)!r} are not distinct card ids")  # pragma: no cover - unreachable


def check_cards(cards: Sequence[int], sizes: Sequence[int], what: str) -> None:
    """Raise unless ``cards`` are ``len in sizes`` distinct card ids; ``what`` names them in the message."""
    count = len(cards)
    if count not in sizes:
        *others, last = (str(size) for size in sizes)
        wanted = f"{', '.join(others)} or {last}" if others else last
        raise HandSizeError(f"{what} needs {wanted} cards, got {count}")
    if len(set(cards)) != count or not _CARD_IDS.issuperset(cards):
        _diagnose(cards)


def check_omaha(hole: Sequence[int], board: Sequence[int]) -> None:
    """Raise unless ``hole`` is 4 cards, ``board`` 3 to 5, all distinct card ids between them."""
    if len(hole) != 4:
        raise HandSizeError(f"an Omaha hand needs 4 hole cards, got {len(hole)}")
    if not 3 <= len(board) <= 5:
        raise HandSizeError(f"an Omaha hand needs a board of 3 to 5 cards, got {len(board)}")
    everything = (*hole, *board)
    if len(set(everything)) != len(everything) or not _CARD_IDS.issuperset(everything):
        _diagnose(everything)
