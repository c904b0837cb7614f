"""A tabled hand named in PokerStars' own English words, as its hand histories write them after ``shows``.

Hand-history readers take a showdown from the ``shows [cards] (name)`` lines, and some need the name to be there
at all; the words follow PokerStars' files: "a pair of Sevens", "two pair, Jacks and Fours", "a straight, Ace
to Five", "a full house, Aces full of Sevens", "a Royal Flush"; in Omaha Hi/Lo "HI: … ; LO: 6,5,4,2,A". These are
a file format's words, not the user's, so they are never translated.

>>> from dealerdesk.evaluation import parse_cards
>>> holdem_words(parse_cards("9cJh"), parse_cards("Jd4c4s2hKd"))
'two pair, Jacks and Fours'
>>> hilo_words(parse_cards("7c6s7hAs"), parse_cards("5h4d2dJd6h"))
'HI: a pair of Sevens; LO: 6,5,4,2,A'
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerdesk.evaluation import HandCategory, category_of, read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.evaluation.reading import HandReading

_RANKS = ("Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace")
_PLURALS = ("Deuces", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens",
            "Kings", "Aces")
_LOW_RANKS = "A2345678"


def high_words(reading: HandReading) -> str:
    """A high hand (its five cards read out, as :mod:`dealerdesk.evaluation.reading` orders them)."""
    ranks = [card >> 2 for card in reading.cards]
    category = category_of(reading.rank)
    if category is HandCategory.STRAIGHT_FLUSH:
        if ranks[0] == 12:
            return "a Royal Flush"
        return f"a straight flush, {_RANKS[ranks[4]]} to {_RANKS[ranks[0]]}"
    if category is HandCategory.FOUR_OF_A_KIND:
        return f"four of a kind, {_PLURALS[ranks[0]]}"
    if category is HandCategory.FULL_HOUSE:
        return f"a full house, {_PLURALS[ranks[0]]} full of {_PLURALS[ranks[3]]}"
    if category is HandCategory.FLUSH:
        return f"a flush, {_RANKS[ranks[0]]} high"
    if category is HandCategory.STRAIGHT:  # read high to low, the wheel as 5-4-3-2-A: lowest card last
        return f"a straight, {_RANKS[ranks[4]]} to {_RANKS[ranks[0]]}"
    if category is HandCategory.THREE_OF_A_KIND:
        return f"three of a kind, {_PLURALS[ranks[0]]}"
    if category is HandCategory.TWO_PAIR:
        return f"two pair, {_PLURALS[ranks[0]]} and {_PLURALS[ranks[2]]}"
    if category is HandCategory.PAIR:
        return f"a pair of {_PLURALS[ranks[0]]}"
    return f"high card {_RANKS[ranks[0]]}"


def low_words(reading: HandReading) -> str:
    """An eight-or-better low, highest card first: ``6,5,4,2,A``."""
    return ",".join(_LOW_RANKS[(card >> 2) + 1 if card >> 2 != 12 else 0] for card in reading.cards)


def holdem_words(hole: Sequence[int], board: Sequence[int]) -> str:
    """A Hold'em hand's name (five board cards, or fewer when the hand ended early with hands tabled)."""
    return high_words(read_holdem([*hole, *board]))


def omaha_words(hole: Sequence[int], board: Sequence[int]) -> str:
    """An Omaha high hand's name."""
    return high_words(read_omaha_high(hole, board))


def hilo_words(hole: Sequence[int], board: Sequence[int]) -> str:
    """An Omaha Hi/Lo hand: ``HI: …`` and, when it has a qualifying low, ``; LO: …``."""
    text = "HI: " + omaha_words(hole, board)
    low = read_omaha_low(hole, board)
    return text if low is None else f"{text}; LO: {low_words(low)}"
