"""No or pot limit: the minimum legal raise-to, or that the player may not raise after a short all-in."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from dealerdesk.i18n import N_
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.core.words import shown_value
from dealerdesk.trainer.kinds.base import Mix, Part, Profile, QuestionKind, Request, with_temperament
from dealerdesk.trainer.kinds.inputs import AmountInput, Inputs
from dealerdesk.trainer.kinds.min_raise import explain, mistakes
from dealerdesk.trainer.kinds.min_raise import patterns as P
from dealerdesk.trainer.kinds.moments import reopened, short_all_in_this_street
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt


class Blank(enum.Enum):
    """An answer left out (different from "none", which says the player may not raise)."""

    BLANK = "—"


BLANK = Blank.BLANK


@dataclass(frozen=True)
class MinRaiseAnswer:
    """The trainee's minimum raise-to: an amount, None for "may not raise", or :data:`BLANK`."""

    min_raise_to: int | Blank | None = BLANK
    """The smallest raise-to (or bet) the player may make."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        return {} if self.min_raise_to is BLANK else {"min_raise_to": self.min_raise_to}

    def has_content(self) -> bool:
        """Whether anything is given ("none" is an answer)."""
        return self.min_raise_to is not BLANK


MINIMUM = AmountInput("min_raise_to", N_("Minimum raise to", "TrainerPage"), N_("chips, or none", "TrainerPage"),
                      "Minimum raise to (or none): ", none_allowed=True,
                      what=N_("the minimum raise-to", "TrainerPage"))
MINIMUM_BET = AmountInput("min_raise_to", N_("Minimum bet", "TrainerPage"), N_("chips, or none", "TrainerPage"),
                          "Minimum bet (or none): ", none_allowed=True, what=N_("the minimum bet", "TrainerPage"))
"""The same answer where nobody has bet yet on the street: the opening bet is a bet, not a raise, and the window
and the terminal call it so, as the question does."""


def _opening(question: Question) -> bool:
    """Whether the question asks for the street's opening bet (nobody has bet yet)."""
    return question.hand.current_bet == 0


def _field(question: Question) -> AmountInput:
    """The question's input: the minimum bet, or the minimum raise-to."""
    return MINIMUM_BET if _opening(question) else MINIMUM


class MinRaise(QuestionKind[MinRaiseAnswer]):
    """The minimum raise."""

    name = Kind.MIN_RAISE
    title_marked = TITLES[Kind.MIN_RAISE]
    causes = mistakes.CAUSES
    answer_keys = ("actor", "to_call", "min_raise_to")
    patterns = (P.NONE, P.ALL_IN_ONLY, P.MINIMUM_BET, P.DOUBLE, P.BET_PLUS_RAISE)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {P.MINIMUM_BET: 2, P.DOUBLE: 2, P.BET_PLUS_RAISE: 2, P.ALL_IN_ONLY: 1, P.NONE: 1},
        2: {P.MINIMUM_BET: 1, P.DOUBLE: 2, P.BET_PLUS_RAISE: 2, P.ALL_IN_ONLY: 2, P.NONE: 1},
        3: {P.NONE: 2, P.BET_PLUS_RAISE: 2, P.ALL_IN_ONLY: 2, P.DOUBLE: 1, P.MINIMUM_BET: 1},
        4: {P.NONE: 2, P.BET_PLUS_RAISE: 2, P.ALL_IN_ONLY: 2, P.DOUBLE: 1, P.MINIMUM_BET: 1},
    }
    target_seconds = 4.0
    dealer_step = "ruling"
    start_skill = 0.55

    # -- the moment

    def profile(self, request: Request, target: str | None) -> Profile:
        level = request.difficulty
        shape = super().profile(request, target)
        shape = Profile(shape.players, shape.short_share, shape.temperament, level >= 2)
        if target in (P.NONE, P.ALL_IN_ONLY) or (level >= 3 and target == P.BET_PLUS_RAISE):
            shape = with_temperament(shape, short_stack_shove=0.7, fold_to_bet=0.2)
            return Profile(shape.players, max(shape.short_share, 0.5), shape.temperament, True)
        if target in (P.MINIMUM_BET, P.DOUBLE):
            return with_temperament(shape, fold_to_bet=0.3)
        return shape

    def variants(self, mix: Mix, target: str | None) -> Mix:
        return [(v, w) for v, w in mix if v.structure is not Structure.FIXED]

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        return hand.actor is not None and (request.difficulty >= 3 or not short_all_in_this_street(hand))

    def hard_enough(self, hand: Hand, request: Request, pattern: str) -> bool:
        """At 3 and 4 a minimum raise of "none" or "bet + last full raise" comes after a short all-in, and at 4
        the latter is a reopened betting."""
        if request.difficulty < 3 or pattern not in (P.NONE, P.BET_PLUS_RAISE):
            return True
        if not short_all_in_this_street(hand):
            return False
        return request.difficulty == 3 or pattern == P.NONE or reopened(hand)

    def pattern_of(self, hand: Hand) -> str:
        assert hand.actor is not None
        low = hand.min_raise_to
        if low is None:
            return P.NONE
        current = hand.current_bet
        if low < current + hand.min_raise_increment:
            return P.ALL_IN_ONLY
        if current == 0:
            return P.MINIMUM_BET
        if low == 2 * current:
            return P.DOUBLE
        return P.BET_PLUS_RAISE

    def moment_problem(self, hand: Hand) -> str | None:
        if hand.variant.structure is Structure.FIXED:
            return "the game is fixed limit"
        return None if hand.actor is not None else "nobody is to act now"

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        who, seat = question.name_of(answer["actor"]), question.seat_name(answer["actor"])
        if question.hand.current_bet == 0:
            # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
            # where the sentence has named the seat already.
            return _prompt("It is {who}'s turn and nobody has bet yet on this street. What is the smallest bet "
                           "{seat} may make? (Answer “none” if they may not bet.)").format(who=who, seat=seat)
        # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
        # where the sentence has named the seat already.
        return _prompt("It is {who}'s turn. What is the smallest amount {seat} may raise to? "
                       "(Answer “none” if they may not raise.)").format(who=who, seat=seat)

    def explain(self, question: Question) -> list[str]:
        return explain.min_raise_steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (_field(question),)

    def parse(self, question: Question, texts: Mapping[str, str]) -> MinRaiseAnswer:
        return MinRaiseAnswer(_field(question).read(question, texts.get("min_raise_to", "")))

    def texts(self, question: Question, answer: MinRaiseAnswer) -> dict[str, str]:
        value = answer.min_raise_to
        return {"min_raise_to": "" if value is BLANK else answers.none_word() if value is None else str(value)}

    def answer_from(self, data: StoredAnswer) -> MinRaiseAnswer:
        if "min_raise_to" not in data:
            return MinRaiseAnswer()
        value = data["min_raise_to"]
        return MinRaiseAnswer(value if value is None or (isinstance(value, int) and not isinstance(value, bool))
                              else BLANK)

    def grade_parts(self, question: Question, answer: MinRaiseAnswer) -> list[Part]:
        expected = question.answer["min_raise_to"]
        given = answer.min_raise_to
        name = _grading("Minimum bet") if _opening(question) else _grading("Minimum raise to")
        return [Part(name, shown_value(expected),
                     shown_value(given.value if isinstance(given, Blank) else given), given == expected)]

    def mistake(self, question: Question, answer: MinRaiseAnswer) -> str | None:
        given = answer.min_raise_to
        return mistakes.min_raise_mistake(question, None if isinstance(given, Blank) else given)

    # -- a step of a dealt game

    def dealer_mistakes(self, question: Question) -> list[dict[str, object]]:
        """The answers of the named slips (:func:`~dealerdesk.trainer.core.mistakes.min_raise_slips`: the stack left
        out, the raise-by, a short all-in counted as full, the bet doubled, or a short all-in taken as reopening
        the betting), then "none" where a raise may be made."""
        tried: list[dict[str, object]] = [dict(answer) for _, answer in mistakes.min_raise_slips(question)]
        if question.hand.min_raise_to is not None:
            tried.append({"min_raise_to": None})
        elif not tried:
            tried.append({"min_raise_to": 2 * question.hand.current_bet})
        return tried
