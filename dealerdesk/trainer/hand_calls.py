"""Calling a tabled hand: which tabled hand is asked and why (its answer pattern), the named mistakes of a wrong
call and the worked explanation.

Every fact comes from the evaluator (:mod:`dealerdesk.evaluation.calling`: the call, the kickers and low cards
that decide, Omaha's misreads) and from ``dealerdesk solve``'s ``calls``; nothing here ranks a hand. The call a
trainee types is read by :mod:`dealerdesk.trainer.call_line` and said back by :mod:`dealerdesk.trainer.call_words`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from dealerdesk.evaluation import HandCategory
from dealerdesk.evaluation.calling import (
    RANK_LETTERS,
    HandCall,
    Misread,
    Rule,
    ShowdownCall,
    omaha_misreads,
)
from dealerdesk.evaluation.cards import cards_in_prose, parse_cards
from dealerdesk.evaluation.names import ROYAL_FLUSH, call_name, low_call_name
from dealerdesk.i18n import N_, translate
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.solve import tabled_calls
from dealerdesk.trainer.answers import none_word
from dealerdesk.trainer.call_words import say_call
from dealerdesk.trainer.question import Question, StoredAnswer


def _explain(text: str) -> str:
    """Translate in the explanations' context."""
    return translate("Explain", text)


# -- the answer patterns
ONE_SUITED_FLUSH = "Omaha: a flush with one suited hole card"
ONE_HOLE = "Omaha: one hole card (or the board) plays"
THREE_HOLE = "Omaha: three hole cards"
LOW_CALL = "a low to call"
KICKER = "the kicker decides"
PAIR_OR_LESS = "pair or high card"
TWO_PAIR = "two pair"
TRIPS = "three of a kind"
STRAIGHT = "straight"
FLUSH = "flush"
FULL_OR_BETTER = "full house or better"
PATTERNS = (
    ONE_SUITED_FLUSH,
    ONE_HOLE,
    THREE_HOLE,
    LOW_CALL,
    KICKER,
    FULL_OR_BETTER,
    FLUSH,
    STRAIGHT,
    TRIPS,
    TWO_PAIR,
    PAIR_OR_LESS,
)
"""Every pattern in the order they are tried: the asked hand is the first tabled one with the first of these.
The plain hands go from the best down, so a question asks about the strongest plain hand tabled: pair or less
only when every hand tabled is one, which many showdowns are, while a full house is asked whenever one is tabled
(from the weakest up, it would be asked only when every hand tabled was a full house, and never came up)."""
TRAPS = (ONE_SUITED_FLUSH, ONE_HOLE, THREE_HOLE)
"""The Omaha misread patterns."""
CATEGORY_PATTERNS = {
    HandCategory.HIGH_CARD: PAIR_OR_LESS,
    HandCategory.PAIR: PAIR_OR_LESS,
    HandCategory.TWO_PAIR: TWO_PAIR,
    HandCategory.THREE_OF_A_KIND: TRIPS,
    HandCategory.STRAIGHT: STRAIGHT,
    HandCategory.FLUSH: FLUSH,
    HandCategory.FULL_HOUSE: FULL_OR_BETTER,
    HandCategory.FOUR_OF_A_KIND: FULL_OR_BETTER,
    HandCategory.STRAIGHT_FLUSH: FULL_OR_BETTER,
}

# -- the named mistakes (stored in English; mistakes.label shows them translated)
WRONG_CATEGORY = N_("the wrong hand called", "Mistakes")
RANK_ORDER = N_("the ranks called in the wrong order (the higher pair or the trips first)", "Mistakes")
KICKER_MISSING = N_("the kicker left out where it decides", "Mistakes")
THREE_HOLE_READ = N_("three hole cards read into an Omaha hand", "Mistakes")
ONE_SUITED_FLUSH_READ = N_("an Omaha flush read with one suited hole card", "Mistakes")
ONE_HOLE_READ = N_("one hole card (or the board alone) read as an Omaha hand", "Mistakes")
WRONG_LOW = N_("the wrong low called", "Mistakes")
CAUSES = (WRONG_CATEGORY, RANK_ORDER, KICKER_MISSING, THREE_HOLE_READ, ONE_SUITED_FLUSH_READ, ONE_HOLE_READ, WRONG_LOW)
"""The mistakes of a call, in canonical English."""


def letters(ranks: Sequence[object]) -> tuple[int, ...]:
    """Rank letters (as ``dealerdesk solve`` writes them) → rank indexes; anything else is left out."""
    return tuple(RANK_LETTERS.index(str(r)) for r in ranks if str(r) in RANK_LETTERS and str(r))


# -- the engine's answer --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Called:
    """The engine's call of the asked hand, from a question's stored answer."""

    player: str
    """The PHH id of the asked hand's player."""
    name: str
    """Its canonical name ("Two pair", "Royal flush")."""
    ranks: tuple[int, ...]
    """The ranks the call names."""
    kickers: tuple[int, ...]
    """Every kicker, in order."""
    kickers_deciding: int
    """How many of them are said."""
    cards: str
    """The five cards played (PHH codes)."""
    low: tuple[int, ...] | None
    """The low's five ranks (None: no low); only in hi/lo."""
    low_deciding: int
    """How many of them the call names."""
    low_cards: str
    """The low's five cards."""

    @property
    def said_kickers(self) -> tuple[int, ...]:
        """The kickers the call says."""
        return self.kickers[: self.kickers_deciding]

    @property
    def said_low(self) -> tuple[int, ...] | None:
        """The low's cards the call says."""
        return None if self.low is None else self.low[: self.low_deciding]

    def words(self) -> str:
        """The call in the dealer's words (translated): "kings full of sixes", "king high, jack decides"."""
        return say_call(self.name, self.ranks, self.said_kickers)


def asked(hand: Hand) -> tuple[int, str]:
    """The tabled hand the question asks about (a position) and the answer pattern: the first hand tabled that
    shows the first pattern of :data:`PATTERNS` any tabled hand shows."""
    calls = tabled_calls(hand)
    found = {player: pattern_of_call(hand, player, call) for player, call in calls.items()}
    order = list(hand.shown)
    return min(found.items(), key=lambda item: (PATTERNS.index(item[1]), order.index(item[0])))


def misreads(hand: Hand, player: int) -> tuple[Misread, ...]:
    """An Omaha hand's misreads (none in Hold'em)."""
    if hand.variant.game is Game.HOLDEM:
        return ()
    return omaha_misreads(hand.shown[player], hand.board)


def trap_of(misread: Misread) -> str:
    """The pattern a misread makes."""
    if misread.rule is Rule.THREE_HOLE:
        return THREE_HOLE
    if misread.rule is Rule.ONE_HOLE and misread.call.category in (HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH):
        return ONE_SUITED_FLUSH
    return ONE_HOLE


def pattern_of_call(hand: Hand, player: int, call: ShowdownCall) -> str:
    """The answer pattern calling this hand would have."""
    traps = {trap_of(m) for m in misreads(hand, player)}
    for trap in TRAPS:
        if trap in traps:
            return trap
    if call.low is not None:
        return LOW_CALL
    if call.kickers_deciding:
        return KICKER
    return CATEGORY_PATTERNS[call.high.category]


def called(question: Question, answer: StoredAnswer | None = None) -> Called:
    """The engine's call of the asked hand, from the question's stored answer."""
    player, _pattern = asked(question.hand)
    code = f"p{player + 1}"
    calls = cast("Mapping[str, Mapping[str, Any]]", (answer if answer is not None else question.answer)["calls"])
    data = calls[code]
    low = data.get("low")
    return Called(
        code,
        str(data["hand"]),
        letters(data["ranks"]),
        letters(data["kickers"]),
        int(data["kickers_deciding"]),
        str(data["cards"]),
        None if low is None else letters(low),
        int(data.get("low_deciding") or 0),
        str(data.get("low_cards") or ""),
    )


# -- the named mistakes ------------------------------------------------------------------------------------


def mistake(
    question: Question, name: str, ranks: tuple[int, ...], kickers: tuple[int, ...], low: tuple[int, ...] | None
) -> str | None:
    """The named mistake behind a wrong call (None when it is right or not recognised)."""
    right = called(question)
    hand = question.hand
    for misread in misreads(hand, int(right.player[1:]) - 1):
        call = misread.call
        if (name, ranks) == (call.name, call.ranks):
            trap = trap_of(misread)
            return {THREE_HOLE: THREE_HOLE_READ, ONE_SUITED_FLUSH: ONE_SUITED_FLUSH_READ}.get(trap, ONE_HOLE_READ)
    if not name_right(right, name):
        return WRONG_CATEGORY
    if len(ranks) == 2 and ranks != right.ranks and ranks == right.ranks[::-1]:
        return RANK_ORDER
    if ranks == right.ranks and right.kickers_deciding and not kickers:
        return KICKER_MISSING
    if low is not None and not low_right(right, low):
        return WRONG_LOW
    return None


def kickers_right(right: Called, kickers: tuple[int, ...]) -> bool:
    """The kickers said decide as they should: every deciding one, in order (more, if right, do no harm)."""
    return len(kickers) >= right.kickers_deciding and kickers == right.kickers[: len(kickers)]


def low_right(right: Called, low: tuple[int, ...]) -> bool:
    """The low called is the hand's: none when it has none; else its top cards, as many as decide (at least
    two), in order."""
    if right.low is None:
        return not low
    return len(low) >= right.low_deciding and low == right.low[: len(low)]


def name_right(right: Called, name: str) -> bool:
    """The hand called is the hand's ("Straight flush" with an ace is a royal flush too)."""
    return name == right.name or (right.name == ROYAL_FLUSH and name == HandCategory.STRAIGHT_FLUSH.label)


def ranks_right(right: Called, ranks: tuple[int, ...]) -> bool:
    """The ranks called are the hand's (a royal flush needs none; "A" is no harm)."""
    return ranks == right.ranks or (not right.ranks and ranks in ((), (RANK_LETTERS.index("A"),)))


# -- the worked explanation --------------------------------------------------------------------------------


def _prose(codes: str) -> str:
    return cards_in_prose(parse_cards(codes)) if codes else ""


def explain(question: Question) -> list[str]:
    """The five cards, which come from the hand, why this call (and not the misread), the kicker and the low."""
    hand = question.hand
    right = called(question)
    player = int(right.player[1:]) - 1
    hole = hand.shown[player]
    five = parse_cards(right.cards)
    from_hand = [c for c in five if c in hole]
    from_board = [c for c in five if c not in hole]
    who = question.name_of(right.player)
    steps = [
        _explain("{who} tables {hole}; the board is {board}.").format(
            who=who, hole=cards_in_prose(hole), board=cards_in_prose(hand.board)
        )
    ]
    if hand.variant.game is Game.HOLDEM:
        steps.append(
            _explain("The best five of the seven cards: {five} ({mine} from the hand).").format(
                five=cards_in_prose(five), mine=cards_in_prose(from_hand) or none_word()
            )
        )
    else:
        steps.append(
            _explain(
                "Omaha plays exactly two hole cards and three from the board: {five} — {mine} from "
                "the hand, {board} from the board."
            ).format(five=cards_in_prose(five), mine=cards_in_prose(from_hand), board=cards_in_prose(from_board))
        )
        for misread in misreads(hand, player):
            steps.append(_misread_text(misread, hole))
    steps.append(_explain("The call: {call}.").format(call=right.words()))
    steps.append(_kicker_text(question, right))
    if right.low is not None:
        steps.append(
            _explain("Low: {cards}, called {call}.").format(
                cards=_prose(right.low_cards), call=low_call_name(right.said_low or ())
            )
        )
    elif hand.variant.game.is_hilo:
        steps.append(
            _explain("No low: no two hole cards and three board cards make five different ranks of eight or lower.")
        )
    return steps


def _misread_text(misread: Misread, hole: Sequence[int]) -> str:
    call: HandCall = misread.call
    words = say_call(call.name, call.ranks)
    mine = cards_in_prose([c for c in call.cards if c in hole])
    if misread.rule is Rule.THREE_HOLE:
        return _explain(
            "Not {call}: that takes {mine} from the hand — three hole cards, and Omaha plays exactly two."
        ).format(call=words, mine=mine)
    if misread.rule is Rule.BOARD:
        return _explain("Not {call}: that is the board alone; Omaha plays exactly two hole cards.").format(call=words)
    if trap_of(misread) == ONE_SUITED_FLUSH:
        return _explain(
            "Not {call}: the hand has only one card of the suit ({mine}); an Omaha flush needs two suited hole cards."
        ).format(call=words, mine=mine or none_word())
    return _explain(
        "Not {call}: that plays {mine} from the hand with four board cards; Omaha plays exactly two hole cards."
    ).format(call=words, mine=mine or none_word())


def _kicker_text(question: Question, right: Called) -> str:
    if not right.kickers:
        return _explain("A {hand} has no kicker to say.").format(hand=call_name(right.name, ()))
    calls = cast("Mapping[str, Mapping[str, Any]]", question.answer["calls"])
    alike = [
        p
        for p, c in calls.items()
        if p != right.player and c["hand"] == right.name and letters(c["ranks"]) == right.ranks
    ]
    if not right.kickers_deciding:
        if alike:
            return _explain(
                "{who} has the same hand with the same kickers: nothing to say after the ranks (the pot is split)."
            ).format(who=", ".join(question.name_of(p) for p in alike))
        return _explain(
            "No other hand tabled has the same hand and ranks: the kickers decide nothing and are not said."
        )
    return _explain("{who} also has {call}: the kicker decides, so the call says {kickers}.").format(
        who=", ".join(question.name_of(p) for p in alike),
        call=say_call(right.name, right.ranks),
        kickers=right.words(),
    )
