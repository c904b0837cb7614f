"""Hand names in the dealer's words, from a rank number alone.

A dealer announces the hand, not the five cards: "Full house, kings full of sevens", "Two pair, aces and
fives", "Straight, five high" for the wheel. The class number says everything such a name needs (the
category and the ranks that matter), so :func:`hand_name` reads it from the class table.

The words live in the tables below so that a translator finds them all in one place.

>>> hand_name(1)
'Royal flush'
>>> hand_name(167)
'Full house, aces full of kings'
>>> low_name(1)
'Low 5-4-3-2-A'
"""

from __future__ import annotations

from dealerdesk.evaluation.low import low_cards
from dealerdesk.evaluation.tables import ACE, CLASS_COUNT, HandCategory, tables

RANK_WORDS = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)
"""One card of each rank index, as in "Flush, ace high"."""
RANK_PLURALS = tuple(word + ("es" if word == "six" else "s") for word in RANK_WORDS)
"""Several cards of each rank index, as in "Pair of aces"."""


def hand_name(rank: int) -> str:
    """The dealer's name for class number ``rank`` (1..7462), e.g. ``"Two pair, kings and sevens"``."""
    if not 1 <= rank <= CLASS_COUNT:
        raise ValueError(f"{rank!r} is not a hand rank (1..{CLASS_COUNT})")
    hand_class = tables().classes[rank - 1]
    ranks = hand_class.ranks
    top = ranks[0]
    match hand_class.category:
        case HandCategory.STRAIGHT_FLUSH:
            return "Royal flush" if top == ACE else f"Straight flush, {RANK_WORDS[top]} high"
        case HandCategory.FOUR_OF_A_KIND:
            return f"Four of a kind, {RANK_PLURALS[top]}"
        case HandCategory.FULL_HOUSE:
            return f"Full house, {RANK_PLURALS[top]} full of {RANK_PLURALS[ranks[3]]}"
        case HandCategory.FLUSH:
            return f"Flush, {RANK_WORDS[top]} high"
        case HandCategory.STRAIGHT:
            return f"Straight, {RANK_WORDS[top]} high"
        case HandCategory.THREE_OF_A_KIND:
            return f"Three of a kind, {RANK_PLURALS[top]}"
        case HandCategory.TWO_PAIR:
            return f"Two pair, {RANK_PLURALS[top]} and {RANK_PLURALS[ranks[2]]}"
        case HandCategory.PAIR:
            return f"Pair of {RANK_PLURALS[top]}"
        case HandCategory.HIGH_CARD:
            return f"High card, {RANK_WORDS[top]}"


def low_name(value: int) -> str:
    """The dealer's name for a qualifying low value (1..56), e.g. ``"Low 7-5-3-2-A"``."""
    return f"Low {low_cards(value)}"
