"""Card ids and their text form, and a deck dealt from a seeded generator.

A card is an ``int`` in ``0..51``: ``id = 4 * rank + suit`` with rank ``0..12`` = 2..A and suit ``0..3`` =
clubs, diamonds, hearts, spades. These are the ids phevaluator uses, so batches can be compared directly.
The text form is rank then suit: ``As``, ``Td``, ``2c``.

>>> parse_card("As")
51
>>> format_cards(parse_cards("AsKd2c"))
'AsKd2c'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TypeAlias

from dealerdesk.i18n import card_code_in_prose

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
CARD_COUNT = 52

Card: TypeAlias = int
"""A card id, ``0..51`` (``4 * rank + suit``): what the engine and the evaluators hold; its text form (``"As"``) is
for the edges (files, answers, what a person types)."""


class CardError(ValueError):
    """A card's text is not a card, or a card is used twice."""


def card(rank: int, suit: int) -> Card:
    """The id of the card with this rank (0 = deuce … 12 = ace) and suit (0..3 = c, d, h, s)."""
    return 4 * rank + suit


def rank_of(card_id: Card) -> int:
    """The rank index 0..12 (deuce … ace) of a card id."""
    return card_id >> 2


def suit_of(card_id: Card) -> int:
    """The suit index 0..3 (clubs, diamonds, hearts, spades) of a card id."""
    return card_id & 3


def parse_card(text: str) -> Card:
    """The id of a two-character card such as ``"Td"``; raises :class:`CardError` with the bad text."""
    if len(text) != 2:
        raise CardError(f"{text!r} is not a card (want rank then suit, like 'As' or 'Td')")
    rank_char, suit_char = text[0].upper(), text[1].lower()
    if rank_char not in RANK_CHARS:
        raise CardError(f"{text!r} is not a card: {text[0]!r} is not a rank (2-9, T, J, Q, K, A)")
    if suit_char not in SUIT_CHARS:
        raise CardError(f"{text!r} is not a card: {text[1]!r} is not a suit (c, d, h, s)")
    return card(RANK_CHARS.index(rank_char), SUIT_CHARS.index(suit_char))


def parse_cards(text: str) -> tuple[Card, ...]:
    """Card ids of a run of cards such as ``"AsKd"`` or ``"As Kd"``; raises on duplicates."""
    compact = "".join(text.split())
    if len(compact) % 2:
        raise CardError(f"{text!r} is not a list of cards (each card is two characters)")
    cards = tuple(parse_card(compact[i : i + 2]) for i in range(0, len(compact), 2))
    check_distinct(cards)
    return cards


def format_card(card_id: Card) -> str:
    """The two-character text of a card id."""
    if not 0 <= card_id < CARD_COUNT:
        raise CardError(f"{card_id} is not a card id (0..51)")
    return RANK_CHARS[rank_of(card_id)] + SUIT_CHARS[suit_of(card_id)]


def format_cards(cards: Iterable[Card]) -> str:
    """The cards' text run together, as PHH writes them: ``'AsKd'``."""
    return "".join(format_card(c) for c in cards)


def card_in_prose(card_id: Card) -> str:
    """A card as a sentence names it, rank and suit symbol: ``"10♣"``, ``"A♠"`` (``"Tc"`` stays for files)."""
    return card_code_in_prose(format_card(card_id))


def cards_in_prose(cards: Iterable[Card]) -> str:
    """Cards as a sentence names them, a space between: ``"A♠ K♦ 10♣"``.

    >>> cards_in_prose(parse_cards("AsKdTc"))
    'A♠ K♦ 10♣'
    """
    return " ".join(card_in_prose(c) for c in cards)


def check_distinct(cards: Sequence[Card]) -> None:
    """Raise :class:`CardError` naming the first card that appears twice."""
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise CardError(f"{format_card(c)} appears twice")
        seen.add(c)


class Deck:
    """A shuffled 52-card deck, dealt from the top; the shuffle comes from the generator passed in.

    >>> deck = Deck(random.Random(7))
    >>> len(deck.deal(2)), deck.remaining
    (2, 50)
    """

    def __init__(self, rng: random.Random, exclude: Iterable[Card] = ()) -> None:
        excluded = set(exclude)
        self._cards = [c for c in range(CARD_COUNT) if c not in excluded]
        rng.shuffle(self._cards)

    @property
    def remaining(self) -> int:
        """How many cards are left to deal."""
        return len(self._cards)

    def deal(self, count: int) -> tuple[Card, ...]:
        """Take ``count`` cards off the top."""
        if count > len(self._cards):
            raise CardError(f"cannot deal {count} cards: only {len(self._cards)} left in the deck")
        dealt = tuple(self._cards[:count])
        del self._cards[:count]
        return dealt

    def remove(self, cards: Iterable[Card]) -> None:
        """Take these cards out of the deck (they were dealt another way, e.g. from a hand history)."""
        gone = set(cards)
        self._cards = [c for c in self._cards if c not in gone]
