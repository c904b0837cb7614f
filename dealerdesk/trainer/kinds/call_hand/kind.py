"""Calling the hand as a dealer says it: a tabled hand's category and ranks ("kings full of sixes", "aces and
eights"), the kicker where it decides against another tabled hand, and in Omaha hi/lo the low ("seven-five low"),
typed in one line as it is said.

The engine's answer is ``dealerdesk solve``'s ``calls`` (the evaluator's :mod:`~dealerdesk.evaluation.calling`);
:mod:`dealerdesk.trainer.kinds.call_hand.calls` picks the asked hand, names the mistakes and explains;
:mod:`~dealerdesk.trainer.kinds.call_hand.line` reads the typed line into the stored structure (hand, ranks,
kickers, low), which the progress database and drill packs keep as they always have;
:mod:`~dealerdesk.trainer.kinds.call_hand.words` says a call back in the dealer's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from dealerdesk.evaluation import HandCategory
from dealerdesk.evaluation.calling import RANK_LETTERS
from dealerdesk.evaluation.cards import parse_cards
from dealerdesk.evaluation.names import category_name
from dealerdesk.i18n import N_
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.base import Mix, Part, Profile, QuestionKind, Request, showdown_profile, with_temperament
from dealerdesk.trainer.kinds.call_hand import calls as H
from dealerdesk.trainer.kinds.call_hand.line import read_call_for
from dealerdesk.trainer.kinds.call_hand.words import say_line, say_low
from dealerdesk.trainer.kinds.inputs import Input, Inputs
from dealerdesk.trainer.kinds.moments import settled
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt


@dataclass(frozen=True)
class CallInput(Input):
    """The whole call in one line, as a dealer says it ("kings full of sixes", "aces up, seven-five low"): read by
    :mod:`dealerdesk.trainer.kinds.call_hand.line` into the stored structure (hand, ranks, kickers, low)."""

    def read(self, question: Question, text: str, *, named: bool = True) -> CallAnswer:
        """The call typed; :class:`~dealerdesk.trainer.core.answers.AnswerError` names a word not read, with the nearest
        known one, or says what the call leaves out (the hand; in hi/lo the low)."""
        hilo = question.hand.variant.game.is_hilo
        call = read_call_for(text, hilo=hilo)
        return CallAnswer(call.name, call.ranks, call.kickers, call.low if hilo else None)


@dataclass(frozen=True)
class CallAnswer:
    """The trainee's call of the asked hand."""

    hand: str = ""
    """The category called, canonical English (of :data:`answers.HAND_NAMES`)."""
    ranks: tuple[int, ...] = ()
    """The ranks the call names, in order (rank indexes)."""
    kickers: tuple[int, ...] = ()
    """The kickers said."""
    low: tuple[int, ...] | None = None
    """The low's ranks said, highest first (empty: no low; None: not asked, not a hi/lo game)."""

    def to_dict(self) -> dict[str, object]:
        """The stored form: rank letters, as ``dealerdesk solve`` writes them."""
        result: dict[str, object] = {
            "hand": self.hand,
            "ranks": [RANK_LETTERS[r] for r in self.ranks],
            "kickers": [RANK_LETTERS[r] for r in self.kickers],
        }
        if self.low is not None:
            result["low"] = [RANK_LETTERS[r] for r in self.low]
        return result

    def has_content(self) -> bool:
        """Whether anything is called."""
        return bool(self.hand or self.ranks or self.kickers or self.low)


CALL = CallInput(
    "call",
    N_("The call", "TrainerPage"),
    N_("e.g. kings full of sixes", "TrainerPage"),
    "The call as a dealer says it (e.g. kings full of sixes): ",
)
CALL_HILO = CallInput(
    "call",
    N_("The call", "TrainerPage"),
    N_("e.g. aces up, seven-five low (or: no low)", "TrainerPage"),
    "The call, the high hand then the low (e.g. aces up, seven-five low): ",
)


def lower_pair_decides(question: Question, right: H.Called) -> bool:
    """Whether a two pair's lower pair must be said: another hand tabled has two pair with the same top pair
    (else "aces up" is the whole call, as the kicker is left out where it decides nothing)."""
    calls = cast("Mapping[str, Mapping[str, Any]]", question.answer["calls"])
    return any(
        player != right.player and call["hand"] == right.name and H.letters(call["ranks"])[:1] == right.ranks[:1]
        for player, call in calls.items()
    )


def ranks_right(question: Question, right: H.Called, answer: CallAnswer) -> bool:
    """The ranks called are the hand's; two pair may be called by its top pair alone ("aces up") where the lower
    pair decides nothing."""
    if H.ranks_right(right, answer.ranks):
        return True
    return (
        right.name == HandCategory.TWO_PAIR.label
        and answer.hand == right.name
        and answer.ranks == right.ranks[:1]
        and not lower_pair_decides(question, right)
    )


def _letters(value: object) -> tuple[int, ...]:
    return H.letters(value) if isinstance(value, (list, tuple)) else ()


class CallHand(QuestionKind[CallAnswer]):
    """Calling a tabled hand."""

    name = Kind.CALL_HAND
    title_marked = TITLES[Kind.CALL_HAND]
    causes = H.CAUSES
    answer_keys = ("calls",)
    patterns = H.PATTERNS
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {H.PAIR_OR_LESS: 1, H.TWO_PAIR: 1, H.TRIPS: 1, H.STRAIGHT: 1, H.FLUSH: 1, H.FULL_OR_BETTER: 1},
        2: {H.PAIR_OR_LESS: 1, H.TWO_PAIR: 1, H.TRIPS: 1, H.STRAIGHT: 1, H.FLUSH: 1, H.FULL_OR_BETTER: 1, H.KICKER: 2},
        3: {
            H.KICKER: 2,
            H.THREE_HOLE: 1,
            H.ONE_SUITED_FLUSH: 1,
            H.ONE_HOLE: 1,
            H.LOW_CALL: 1,
            H.TWO_PAIR: 1,
            H.STRAIGHT: 1,
            H.FLUSH: 1,
        },
        4: {
            H.KICKER: 1,
            H.THREE_HOLE: 1,
            H.ONE_SUITED_FLUSH: 1,
            H.ONE_HOLE: 1,
            H.LOW_CALL: 1,
            H.TWO_PAIR: 1,
            H.FULL_OR_BETTER: 1,
        },
    }
    # A dealer calls a tabled hand as it is turned over: about five seconds to read it and say it, a little more
    # in Omaha, where the two hole cards that play must be found first.
    target_seconds = 5.0
    dealer_step = "read"
    start_skill = 0.6
    has_sample_mistake = True

    # -- the moment

    def targets_for(self, request: Request) -> dict[str, int]:
        wanted = super().targets_for(request)
        game = request.game
        if game is Game.HOLDEM:
            wanted = {p: w for p, w in wanted.items() if p not in (*H.TRAPS, H.LOW_CALL)}
        elif game is Game.OMAHA:
            wanted = {p: w for p, w in wanted.items() if p != H.LOW_CALL}
        elif game is Game.OMAHA_HILO:
            # Most hi/lo showdowns have a low to call, which comes first: the plain hands are rarer there.
            wanted = {
                p: w
                for p, w in wanted.items()
                if p in (*H.TRAPS, H.LOW_CALL, H.KICKER, H.TWO_PAIR, H.STRAIGHT, H.FLUSH)
            }
            wanted[H.LOW_CALL] = max(wanted.values(), default=1)
        return wanted

    def profile(self, request: Request, target: str | None) -> Profile:
        shape = with_temperament(
            showdown_profile(request.difficulty, muck_beaten=0.1), fold_to_bet=0.15, preflop_call=0.5
        )
        if target == H.KICKER:  # more hands tabled, more chances two of them share the hand and its ranks
            low, high = shape.players
            return Profile((max(low, 3), max(high, 4)), shape.short_share, shape.temperament)
        return shape

    def variants(self, mix: Mix, target: str | None) -> Mix:
        omaha = [(v, w) for v, w in mix if v.game is not Game.HOLDEM]
        holdem = [(v, w) for v, w in mix if v.game is Game.HOLDEM]
        if target in H.TRAPS and omaha:
            return omaha
        if target == H.LOW_CALL:
            return [(v, w) for v, w in mix if v.game is Game.OMAHA_HILO] or mix
        if target not in (*H.TRAPS, H.LOW_CALL) and holdem:
            return holdem  # an Omaha showdown nearly always has a misread to ask about first
        return mix

    def asked_during_betting(self, difficulty: int) -> bool:
        return False

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        return settled(hand) and len(hand.board) == 5

    def pattern_of(self, hand: Hand) -> str:
        return H.asked(hand)[1]

    def moment_problem(self, hand: Hand) -> str | None:
        if not hand.is_complete or len(hand.shown) < 2:
            return "the hand has not been shown down and paid"
        return None if len(hand.board) == 5 else "the board is not complete"

    def cards_answered(self, question: Question) -> dict[int, set[int]] | None:
        """The five cards of the hand asked about (and its low's), whoever won: the answer is that hand's call."""
        player, _pattern = H.asked(question.hand)
        call = (question.answer.get("calls") or {}).get(f"p{player + 1}")
        if not isinstance(call, Mapping):
            return None
        cards = {card for key in ("cards", "low_cards") for card in parse_cards(str(call.get(key) or ""))}
        return {player: cards} if cards else None

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        player, _pattern = H.asked(question.hand)
        who = question.name_of(f"p{player + 1}")
        if question.hand.variant.game.is_hilo:
            return _prompt(
                "{who} tables the hand. Call it as a dealer says it: the hand and its ranks, the kicker "
                "only where it decides, and the low."
            ).format(who=who)
        return _prompt(
            "{who} tables the hand. Call it as a dealer says it: the hand and its ranks, and the kicker "
            "only where it decides."
        ).format(who=who)

    def explain(self, question: Question) -> list[str]:
        return H.explain(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (CALL_HILO if question.hand.variant.game.is_hilo else CALL,)

    def parse(self, question: Question, texts: Mapping[str, str]) -> CallAnswer:
        text = texts.get("call", "")
        return CALL.read(question, text) if text.strip() else CallAnswer()

    def texts(self, question: Question, answer: CallAnswer) -> dict[str, str]:
        """The call as a dealer says it in the user's language, which :meth:`parse` reads back."""
        hilo = question.hand.variant.game.is_hilo
        low = (answer.low if answer.low is not None else ()) if hilo else None
        return {"call": say_line(answer.hand, answer.ranks, answer.kickers, low) if answer.hand else ""}

    def answer_from(self, data: StoredAnswer) -> CallAnswer:
        low = data.get("low")
        return CallAnswer(
            str(data.get("hand") or ""),
            _letters(data.get("ranks")),
            _letters(data.get("kickers")),
            None if low is None else _letters(low),
        )

    def right_answer(self, question: Question) -> dict[str, object]:
        right = H.called(question)
        low = right.said_low
        hilo = question.hand.variant.game.is_hilo
        return CallAnswer(right.name, right.ranks, right.said_kickers, (low or ()) if hilo else None).to_dict()

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        """The call of the question's first slip (:func:`~dealerdesk.trainer.kinds.call_hand.calls.call_slips`: an Omaha
        misread, the board called, the ranks the wrong way round, the deciding kicker left out), so the verdict
        names it; where none fits, another hand called (named nothing)."""
        slips = H.call_slips(question)
        if slips:
            return dict(slips[0][1])
        right = H.called(question)
        hilo = (right.said_low or ()) if question.hand.variant.game.is_hilo else None
        wrong_name = "Pair" if right.name == "High card" else "High card"
        return CallAnswer(wrong_name, right.ranks[:1], (), hilo).to_dict()

    def grade_parts(self, question: Question, answer: CallAnswer) -> list[Part]:
        """The hand, its ranks, the kicker where it decides (one said where none decides is right, and the verdict
        says it was not needed), the low in hi/lo, and the whole call in the dealer's words."""
        right = H.called(question)
        hilo = question.hand.variant.game.is_hilo

        def words(ranks: tuple[int, ...]) -> str:
            return " ".join(RANK_LETTERS[r] for r in ranks).replace("T", "10") or _grading("none")

        parts = [
            Part(
                _grading("Hand"),
                category_name(right.name),
                category_name(answer.hand) if answer.hand else "—",
                H.name_right(right, answer.hand),
            ),
            Part(_grading("Ranks"), words(right.ranks), words(answer.ranks), ranks_right(question, right, answer)),
        ]
        if right.kickers_deciding:
            parts.append(
                Part(
                    _grading("Kicker"),
                    words(right.said_kickers),
                    words(answer.kickers),
                    H.kickers_right(right, answer.kickers),
                )
            )
        elif answer.kickers:
            parts.append(
                Part(
                    _grading("Kicker"),
                    _grading("not needed: no other hand tabled ties it"),
                    words(answer.kickers),
                    True,
                )
            )
        if hilo:
            low = answer.low or ()
            parts.append(
                Part(
                    _grading("Low"),
                    say_low(right.said_low or ()),
                    say_low(low),
                    H.low_right(right, low),
                )
            )
        parts.append(
            Part(
                _grading("The call"),
                say_line(right.name, right.ranks, right.said_kickers, (right.said_low or ()) if hilo else None),
                say_line(answer.hand, answer.ranks, answer.kickers, (answer.low or ()) if hilo else None)
                if answer.hand
                else "—",
                all(p.correct for p in parts),
            )
        )
        return parts

    def mistake(self, question: Question, answer: CallAnswer) -> str | None:
        return H.mistake(question, answer.hand, answer.ranks, answer.kickers, answer.low)
