"""Calling a tabled hand: which tabled hand is asked and why (its answer pattern), the named mistakes of a wrong
call and the worked explanation.

Every fact comes from the evaluator (:mod:`dealerdesk.evaluation.calling`: the call, the kickers and low cards
that decide, Omaha's misreads) and from ``dealerdesk solve``'s ``calls``; nothing here ranks a hand. The call a
trainee types is read by :mod:`~dealerdesk.trainer.kinds.call_hand.line` and said back by
:mod:`~dealerdesk.trainer.kinds.call_hand.words`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from dealerdesk.evaluation import HandCategory
from dealerdesk.evaluation.calling import (
    LOW_MINIMUM_WORDS,
    RANK_LETTERS,
    HandCall,
    Misread,
    Rule,
    ShowdownCall,
    call_of_rank,
    deciding,
    omaha_low_misreads,
    omaha_misreads,
)
from dealerdesk.evaluation.cards import cards_in_prose, parse_cards
from dealerdesk.evaluation.high import rank_five
from dealerdesk.evaluation.names import ROYAL_FLUSH, call_name, low_call_name
from dealerdesk.i18n import N_
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.solve import tabled_calls
from dealerdesk.trainer.core.answers import none_word
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.call_hand.words import say_call
from dealerdesk.trainer.kinds.translated import explain as _explain

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
BOARD_CALLED = N_("the board's own hand called instead of the player's best hand", "Mistakes")
# WRONG_CATEGORY and WRONG_LOW are no longer named: a hand or a low no slip gives is named nothing, and the
# misread ones are named by the rule misread (call_slips). They stay here because progress databases written
# before keep them as causes, and label() still shows those translated.
CAUSES = (WRONG_CATEGORY, RANK_ORDER, KICKER_MISSING, THREE_HOLE_READ, ONE_SUITED_FLUSH_READ, ONE_HOLE_READ, WRONG_LOW,
          BOARD_CALLED)
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


@dataclass(frozen=True)
class Said:
    """A call as it is said and answered: the hand, its ranks, the kickers said, the low said (None: not a hi/lo
    game; empty: no low)."""

    hand: str
    """The category called, canonical English ("Two pair", "Royal flush")."""
    ranks: tuple[int, ...]
    """The ranks the call names, in order."""
    kickers: tuple[int, ...]
    """The kickers said."""
    low: tuple[int, ...] | None
    """The low's ranks said, highest first."""

    def stored(self) -> dict[str, Any]:
        """The answer's stored form (rank letters, as ``dealerdesk solve`` writes them)."""
        result: dict[str, Any] = {"hand": self.hand, "ranks": [RANK_LETTERS[r] for r in self.ranks],
                                  "kickers": [RANK_LETTERS[r] for r in self.kickers]}
        if self.low is not None:
            result["low"] = [RANK_LETTERS[r] for r in self.low]
        return result


PARTS = ("hand", "ranks", "kickers", "low")
"""The parts of a call, as :class:`Said` names them."""

Slip = tuple[str, dict[str, Any]]
"""A named mistake applied to a question: its cause and the whole call it gives (the stored answer's form)."""

_MISREAD_CAUSES = {THREE_HOLE: THREE_HOLE_READ, ONE_SUITED_FLUSH: ONE_SUITED_FLUSH_READ, ONE_HOLE: ONE_HOLE_READ}


def _said_right(question: Question) -> Said:
    """The engine's call of the asked hand as said: the deciding kickers, and the deciding low cards in hi/lo."""
    right = called(question)
    hilo = question.hand.variant.game.is_hilo
    return Said(right.name, right.ranks, right.said_kickers, (right.said_low or ()) if hilo else None)


def _part_right(right: Called, part: str, given: Said) -> bool:
    """One part of a call graded as the grader grades it: the kickers only where they decide, the low in hi/lo."""
    if part == "hand":
        return name_right(right, given.hand)
    if part == "ranks":
        return ranks_right(right, given.ranks)
    if part == "kickers":
        return not right.kickers_deciding or kickers_right(right, given.kickers)
    return given.low is None or low_right(right, given.low)


def _says(slip: Said, said: Said, right: Called, given: Said) -> bool:
    """Whether the call given is the slip's: each part the slip changes given just as the slip says it, each part
    it leaves right given right (as the grader judges it: a royal flush may be a straight flush, and more kickers
    or low cards than decide do no harm). Where the hand's kickers decide nothing the grader does not look at the
    kickers, and neither does this."""
    for part in PARTS:
        if part == "kickers" and not right.kickers_deciding:
            continue
        wanted = getattr(slip, part)
        if wanted == getattr(said, part):
            if not _part_right(right, part, given):
                return False
        elif getattr(given, part) != wanted:
            return False
    return True


def _other_calls(question: Question, right: Called) -> list[Said]:
    """The other tabled hands' calls in full (every kicker, the whole low), to tell a misread call's kickers and
    low from theirs."""
    calls = cast("Mapping[str, Mapping[str, Any]]", question.answer["calls"])
    return [Said(str(data["hand"]), letters(data["ranks"]), letters(data["kickers"]),
                 None if data.get("low") is None else letters(data["low"]))
            for player, data in calls.items() if player != right.player]


def _slip_calls(question: Question) -> list[tuple[str, Said]]:
    """The slips of :func:`call_slips` as calls said, the right answer's left out and each call kept for its
    first slip."""
    hand = question.hand
    right = called(question)
    said = _said_right(question)
    player = int(right.player[1:]) - 1
    others = _other_calls(question, right)

    def misread_call(call: HandCall) -> Said:
        """The call as a misread gives it, the rest right: its kickers said as far as they decide against
        another tabled hand's call of the same hand and ranks (as every call's are)."""
        alike = [other.kickers for other in others if (other.hand, other.ranks) == (call.name, call.ranks)]
        return dataclasses.replace(said, hand=call.name, ranks=call.ranks,
                                   kickers=call.kickers[: deciding(call.kickers, alike, 0)])

    found = [(_MISREAD_CAUSES[trap_of(m)], misread_call(m.call)) for m in misreads(hand, player)]
    if hand.variant.game is Game.OMAHA_HILO:
        lows = [other.low for other in others if other.low]
        for misread in omaha_low_misreads(hand.shown[player], hand.board):
            cause = THREE_HOLE_READ if misread.rule is Rule.THREE_HOLE else ONE_HOLE_READ
            low = misread.low[: deciding(misread.low, lows, LOW_MINIMUM_WORDS)]
            found.append((cause, dataclasses.replace(said, low=low)))
    found.append((BOARD_CALLED, misread_call(call_of_rank(rank_five(hand.board)))))
    if len(right.ranks) == 2:
        found.append((RANK_ORDER, dataclasses.replace(said, ranks=right.ranks[::-1])))
    if right.kickers_deciding:
        found.append((KICKER_MISSING, dataclasses.replace(said, kickers=())))
    kept: list[tuple[str, Said]] = []
    for cause, call in found:
        if not _says(said, said, right, call) and not any(_says(earlier, said, right, call) for _, earlier in kept):
            kept.append((cause, call))
    return kept


def call_slips(question: Question) -> list[Slip]:
    """The slips of calling the asked hand, each with the whole call it gives (the stored answer's form), the rest
    of the call right:

    * an Omaha misread (:func:`misreads`: three hole cards, one suited hole card for a flush, one hole card or the
      board alone): its hand and ranks, and its kickers as far as they decide against the other tabled hands
      (looked at only where the hand's own kickers decide, as the grader looks at them);
    * in Omaha hi/lo, the low misread the same ways (:func:`~dealerdesk.evaluation.calling.omaha_low_misreads`:
      the board's own low, a low with one low hole card or with three), said to the cards that decide;
    * the board's own hand called instead of the player's best;
    * the two ranks of a full house or two pair said the wrong way round ("sixes full of nines");
    * the deciding kicker left out.

    The high and the low are read one at a time, so a misread of one comes with the other right. A slip that gives
    the right call, or a call an earlier slip gives, is left out (the more specific misread is named first)."""
    return [(cause, call.stored()) for cause, call in _slip_calls(question)]


def mistake(
    question: Question, name: str, ranks: tuple[int, ...], kickers: tuple[int, ...], low: tuple[int, ...] | None
) -> str | None:
    """The slip of :func:`call_slips` whose call was given (None: none): every part it changes given as it says
    it, every other part right. A wrong hand or low that no slip gives is named nothing."""
    said = _said_right(question)
    given = Said(name, ranks, kickers, None if said.low is None else (low or ()))
    right = called(question)
    return next((cause for cause, slip in _slip_calls(question) if _says(slip, said, right, given)), None)


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
