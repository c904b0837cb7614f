"""Calling a tabled hand as a dealer says it: the made hand and the ranks that decide it.

A dealer calls "two pair, kings and sevens", "aces full of nines", "nine-high straight" or, in hi/lo, "seven-five
low". The words that matter are the category and its ranks (:class:`HandCall`); a kicker is said only where it
decides against another hand at the same showdown, and a low is read past its top two cards only where another
low shares them (:func:`call_showdown` works out how many of each decide).

Omaha plays exactly two hole cards with three from the board, so a hand can look better than it is. The
natural misreads (:func:`omaha_misreads`) are the best hands under the wrong rule — three or four hole cards,
one hole card (a flush with one suited card, a board pair "filled" by one card), or the board alone — kept
where they would be called differently from the hand's real call; the low misreads the same way
(:func:`omaha_low_misreads`: the board's own low, a low made with one low hole card, or with three).

>>> from dealerdesk.evaluation.cards import parse_cards
>>> call = call_holdem(parse_cards("KhKd7s7c2d Ac3h"))
>>> call.category.label, call.rank_text, call.kicker_text
('Two pair', 'K 7', 'A')
>>> [m.rule.value for m in omaha_misreads(parse_cards("Ah9c8d2s"), parse_cards("Kh7h4h2hQd"))]
['one hole card']
>>> [(m.rule.value, m.low) for m in omaha_low_misreads(parse_cards("AcKdKhQs"), parse_cards("2h3d4s5cKs"))]
[('one hole card', (3, 2, 1, 0, 12))]
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from dealerdesk.evaluation.checks import check_cards, check_omaha
from dealerdesk.evaluation.high import rank_five
from dealerdesk.evaluation.low import low_cards, rank_low_five, rank_omaha_low
from dealerdesk.evaluation.names import ROYAL_FLUSH
from dealerdesk.evaluation.reading import read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.evaluation.tables import ACE, NO_LOW, HandCategory, tables

RANK_LETTERS = "23456789TJQKA"
"""One letter per rank index (0 = two … 12 = ace), as card codes and solve's output write a rank."""
LOW_RANKS = {"A": ACE, **{str(n): n - 2 for n in range(2, 9)}}
"""A low's written rank ("A", "2" … "8") → rank index."""
LOW_MINIMUM_WORDS = 2
"""A low is always called by its top two cards at least ("seven-five low")."""


def rank_letter(rank: int) -> str:
    """``12`` → ``"A"``."""
    return RANK_LETTERS[rank]


@dataclass(frozen=True, slots=True)
class HandCall:
    """A high hand as a dealer calls it: the category, the ranks the call names, the kickers behind them."""

    category: HandCategory
    """Straight flush … high card."""
    ranks: tuple[int, ...]
    """The ranks the category's name says (rank indexes): quads, trips, pair or the top card — one; a full
    house (trips, then pair) and two pair (high, then low) — two; a royal flush — none (its name says it)."""
    kickers: tuple[int, ...]
    """The rest of the five cards in the order they decide (a flush's and a high card's lower cards count as
    kickers here); empty for straights and full houses."""
    cards: tuple[int, ...]
    """The five cards, in the order a dealer reads them."""

    @property
    def is_royal(self) -> bool:
        """An ace-high straight flush: called "royal flush", no rank said."""
        return self.category is HandCategory.STRAIGHT_FLUSH and not self.ranks

    @property
    def name(self) -> str:
        """The canonical English name a call starts with: "Royal flush" or the category's ("Two pair")."""
        return ROYAL_FLUSH if self.is_royal else self.category.label

    @property
    def rank_text(self) -> str:
        """The ranks as letters, space separated (``"K 7"``)."""
        return " ".join(rank_letter(r) for r in self.ranks)

    @property
    def kicker_text(self) -> str:
        """The kickers as letters, space separated."""
        return " ".join(rank_letter(r) for r in self.kickers)


def call_of_rank(rank: int, cards: Sequence[int] = ()) -> HandCall:
    """The call of class number ``rank`` (1..7462); ``cards``: the five cards it plays, in reading order."""
    hand_class = tables().classes[rank - 1]
    r = hand_class.ranks
    match hand_class.category:
        case HandCategory.STRAIGHT_FLUSH:
            named: tuple[int, ...] = () if r[0] == ACE else (r[0],)
            kickers: tuple[int, ...] = ()
        case HandCategory.FOUR_OF_A_KIND:
            named, kickers = (r[0],), (r[4],)
        case HandCategory.FULL_HOUSE:
            named, kickers = (r[0], r[3]), ()
        case HandCategory.STRAIGHT:
            named, kickers = (r[0],), ()
        case HandCategory.THREE_OF_A_KIND:
            named, kickers = (r[0],), r[3:]
        case HandCategory.TWO_PAIR:
            named, kickers = (r[0], r[2]), (r[4],)
        case HandCategory.PAIR:
            named, kickers = (r[0],), r[2:]
        case HandCategory.FLUSH | HandCategory.HIGH_CARD:
            named, kickers = (r[0],), r[1:]
    return HandCall(hand_class.category, named, tuple(kickers), tuple(cards))


def call_holdem(cards: Sequence[int]) -> HandCall:
    """The call of the best five of 5-7 Hold'em cards."""
    reading = read_holdem(cards)
    return call_of_rank(reading.rank, reading.cards)


def call_omaha_high(hole: Sequence[int], board: Sequence[int]) -> HandCall:
    """The call of the best Omaha high hand (exactly two hole cards and three from the board)."""
    reading = read_omaha_high(hole, board)
    return call_of_rank(reading.rank, reading.cards)


def low_ranks(value: int) -> tuple[int, ...]:
    """A qualifying low (1..56) as rank indexes, highest first (the ace last: ``(5, 3, 2, 0, 12)`` for
    7-5-4-2-A)."""
    return tuple(LOW_RANKS[c] for c in low_cards(value).split("-"))


@dataclass(frozen=True, slots=True)
class ShowdownCall:
    """One tabled hand's call at a showdown, with how many of its words decide against the others."""

    high: HandCall
    """The high hand."""
    kickers_deciding: int
    """How many of :attr:`HandCall.kickers` decide against another hand tabled here (one with the same category
    and ranks): 0 when none does."""
    low: tuple[int, ...] | None = None
    """Hi/lo: the low's five ranks highest first, or None (no qualifying low, or not a hi/lo game)."""
    low_deciding: int = 0
    """Hi/lo: how many of the low's cards the call names (two at least; more where another low shares them)."""
    low_cards: tuple[int, ...] = ()
    """Hi/lo: the low's five cards, highest first."""


def deciding(own: Sequence[int], others: Iterable[Sequence[int]], start: int) -> int:
    """How many leading items of ``own`` it takes to tell it from each of ``others`` (an identical one needs
    none: nothing tells them apart), at least ``start``: the kickers or low cards a call says (the trainer's
    misread calls say theirs by it too)."""
    needed = start
    for other in others:
        for index, (mine, theirs) in enumerate(zip(own, other, strict=False)):
            if mine != theirs:
                needed = max(needed, index + 1)
                break
    return needed


def call_showdown(
    hilo: bool, omaha: bool, hands: Mapping[int, Sequence[int]], board: Sequence[int]
) -> dict[int, ShowdownCall]:
    """Every tabled hand's call (by player): Hold'em (best five of seven) or Omaha (exactly two hole cards),
    the low too when ``hilo``; kickers and low cards counted where they decide against another tabled hand."""
    highs: dict[int, HandCall] = {}
    lows: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for player, cards in hands.items():
        highs[player] = call_omaha_high(cards, board) if omaha else call_holdem([*cards, *board])
        if hilo:
            reading = read_omaha_low(cards, board)
            if reading is not None:
                lows[player] = (low_ranks(reading.rank), reading.cards)
    result: dict[int, ShowdownCall] = {}
    for player, high in highs.items():
        alike = [
            h.kickers for p, h in highs.items() if p != player and h.category is high.category and h.ranks == high.ranks
        ]
        kickers = deciding(high.kickers, alike, 0)
        low, cards = lows.get(player, (None, ()))
        low_said = 0
        if low is not None:
            low_said = deciding(low, [v[0] for p, v in lows.items() if p != player], LOW_MINIMUM_WORDS)
        result[player] = ShowdownCall(high, kickers, low, low_said, cards)
    return result


class Rule(enum.Enum):
    """A wrong way to read an Omaha hand."""

    THREE_HOLE = "three hole cards"
    """Three or four hole cards played (a straight or flush "made" with three of the hand's cards)."""
    ONE_HOLE = "one hole card"
    """One hole card with four from the board (a flush with one suited card; a board pair "filled" by one
    card)."""
    BOARD = "the board"
    """The five board cards alone."""


@dataclass(frozen=True, slots=True)
class Misread:
    """What an Omaha hand looks like when read by a wrong rule."""

    rule: Rule
    """The wrong rule."""
    call: HandCall
    """The call it leads to (better than the hand's real one and called differently)."""


HOLE_CARDS_USED = {Rule.THREE_HOLE: (3, 4), Rule.ONE_HOLE: (1,), Rule.BOARD: (0,)}
"""How many hole cards each wrong rule plays (the rest from the board)."""


def _fives(hole: Sequence[int], board: Sequence[int], rule: Rule) -> Iterator[tuple[int, ...]]:
    """Every five cards the wrong rule reads the hand from."""
    for used in HOLE_CARDS_USED[rule]:
        for mine in combinations(hole, used):
            for shared in combinations(board, 5 - used):
                yield (*mine, *shared)


def _best_of(fives: Iterable[tuple[int, ...]]) -> tuple[int, tuple[int, ...]] | None:
    best: tuple[int, tuple[int, ...]] | None = None
    for five in fives:
        value = rank_five(five)
        if best is None or value < best[0]:
            best = (value, five)
    return best


def _ordered(rank: int, five: Sequence[int]) -> tuple[int, ...]:
    pool = sorted(five, reverse=True)
    ordered: list[int] = []
    for wanted in tables().classes[rank - 1].ranks:
        card_id = next(c for c in pool if c >> 2 == wanted)
        pool.remove(card_id)
        ordered.append(card_id)
    return tuple(ordered)


def omaha_misreads(hole: Sequence[int], board: Sequence[int]) -> tuple[Misread, ...]:
    """The hand's natural misreads on a full board: for each wrong rule, its best hand where that is better
    than the real one and called differently (another category or other ranks), best first; two rules that lead
    to the same call give one misread (three hole cards before one, one before the board alone)."""
    check_omaha(hole, board)
    check_cards(board, (5,), "a full board")
    real = read_omaha_high(hole, board).rank
    real_call = call_of_rank(real)
    found: list[tuple[int, Misread]] = []
    for rule in Rule:
        best = _best_of(_fives(hole, board, rule))
        if best is None or best[0] >= real:
            continue
        call = call_of_rank(best[0], _ordered(*best))
        if (call.category, call.ranks) != (real_call.category, real_call.ranks):
            found.append((best[0], Misread(rule, call)))
    order = list(Rule)
    kept: dict[tuple[HandCategory, tuple[int, ...]], Misread] = {}
    for _rank, misread in sorted(found, key=lambda pair: (pair[0], order.index(pair[1].rule))):
        kept.setdefault((misread.call.category, misread.call.ranks), misread)  # one misread per wrong call
    return tuple(kept.values())


@dataclass(frozen=True, slots=True)
class LowMisread:
    """What an Omaha hi/lo hand's low looks like when read by a wrong rule."""

    rule: Rule
    """The wrong rule."""
    low: tuple[int, ...]
    """The low it leads to, five ranks highest first (as :attr:`ShowdownCall.low`): better than the hand's real
    low, or a low where the hand has none."""


def omaha_low_misreads(hole: Sequence[int], board: Sequence[int]) -> tuple[LowMisread, ...]:
    """The low's natural misreads on a full board: for each wrong rule, its best eight-or-better low where that is
    better than the hand's real low (or the hand has none) — the board's own low, a low with one hole card and
    four from the board, or with three or four hole cards; best first, one misread per low (three hole cards
    before one, one before the board alone)."""
    check_omaha(hole, board)
    check_cards(board, (5,), "a full board")
    real = rank_omaha_low(hole, board)
    found: list[tuple[int, LowMisread]] = []
    for rule in Rule:
        best = min((rank_low_five(five) for five in _fives(hole, board, rule)), default=NO_LOW)
        if best < real:
            found.append((best, LowMisread(rule, low_ranks(best))))
    order = list(Rule)
    kept: dict[int, LowMisread] = {}
    for value, misread in sorted(found, key=lambda pair: (pair[0], order.index(pair[1].rule))):
        kept.setdefault(value, misread)  # one misread per wrong low
    return tuple(kept.values())
