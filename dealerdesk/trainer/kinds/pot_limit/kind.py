"""Pot limit: "Seat 4 says pot. Raise to what?" (and, at difficulty 1, how much is in the pot)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from dealerdesk.i18n import N_
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.core.words import shown_value
from dealerdesk.trainer.kinds.base import Mix, Part, Profile, QuestionKind, Request, with_temperament
from dealerdesk.trainer.kinds.inputs import AmountInput, Inputs
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.pot_limit import explain, mistakes
from dealerdesk.trainer.kinds.pot_limit import patterns as P
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt


@dataclass(frozen=True)
class PotLimitAnswer:
    """The trainee's pot-limit answer."""

    max_raise_to: int | None = None
    """The raise-to (or bet) the "pot" makes; None when left out."""
    pot_total: int | None = None
    """The pot (asked at difficulty 1); None when not asked or left out."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        result: dict[str, object] = {"max_raise_to": self.max_raise_to}
        if self.pot_total is not None:
            result["pot_total"] = self.pot_total
        return result

    def has_content(self) -> bool:
        """Whether an amount is given."""
        return self.max_raise_to is not None or self.pot_total is not None


POT = AmountInput("pot_total", N_("Pot", "TrainerPage"), N_("chips", "TrainerPage"), "Pot: ",
                  what=N_("the pot", "TrainerPage"))
RAISE_TO = AmountInput("max_raise_to", N_("Raise to", "TrainerPage"), N_("chips", "TrainerPage"), "Raise to: ",
                       what=N_("the raise-to", "TrainerPage"))


def _unopened(question: Question) -> bool:
    """Whether nobody has bet yet on the street the question stops on (after the flop the bet is a bet, not a
    raise; before the flop the big blind is the opening bet)."""
    return question.hand.current_bet == 0


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class PotLimit(QuestionKind[PotLimitAnswer]):
    """The pot-limit maximum."""

    name = Kind.POT_LIMIT
    title_marked = TITLES[Kind.POT_LIMIT]
    causes = mistakes.CAUSES
    answer_keys = ("actor", "max_raise_to")
    optional_keys = frozenset({"pot_total"})
    patterns = (P.STACK_CAPPED, P.PREFLOP_UNRAISED, P.PREFLOP_RAISED, P.UNOPENED, P.FACING_BET, P.BET_AND_CALLS,
                P.FACING_RAISE)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {P.PREFLOP_UNRAISED: 1, P.PREFLOP_RAISED: 1, P.UNOPENED: 1, P.FACING_BET: 1, P.BET_AND_CALLS: 1},
        2: {P.PREFLOP_UNRAISED: 1, P.PREFLOP_RAISED: 1, P.UNOPENED: 1, P.FACING_BET: 1, P.BET_AND_CALLS: 1,
            P.FACING_RAISE: 1, P.STACK_CAPPED: 1},
        3: {P.PREFLOP_RAISED: 1, P.UNOPENED: 1, P.FACING_BET: 1, P.BET_AND_CALLS: 1, P.FACING_RAISE: 1,
            P.STACK_CAPPED: 1},
        4: {P.PREFLOP_UNRAISED: 1, P.PREFLOP_RAISED: 1, P.UNOPENED: 1, P.FACING_BET: 1, P.BET_AND_CALLS: 1,
            P.FACING_RAISE: 1, P.STACK_CAPPED: 1},
    }
    has_sample_mistake = True
    target_seconds = 6.0
    dealer_step = "pot"
    start_skill = 0.45

    # -- the moment

    def profile(self, request: Request, target: str | None) -> Profile:
        shape = super().profile(request, target)
        if target == P.STACK_CAPPED:
            shape = with_temperament(shape, short_stack_shove=0.2)
            return Profile(shape.players, max(shape.short_share, 0.5), shape.temperament, True)
        if target == P.FACING_RAISE:
            shape = with_temperament(shape, raise_when_facing=0.35, pot_call=0.2, fold_to_bet=0.25)
            return Profile(shape.players, min(shape.short_share, 0.1), shape.temperament)
        if target == P.BET_AND_CALLS:
            return with_temperament(shape, fold_to_bet=0.2)
        return shape

    def variants(self, mix: Mix, target: str | None) -> Mix:
        return [(v, w) for v, w in mix if v.structure is Structure.POT]

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        return hand.actor is not None and hand.max_raise_to is not None and hand.min_raise_to != hand.max_raise_to

    def pattern_of(self, hand: Hand) -> str:
        actor = hand.actor
        assert actor is not None and hand.max_raise_to is not None
        if hand.max_raise_to == hand.bets[actor] + hand.stacks[actor]:
            return P.STACK_CAPPED
        raises = hand.street_raises
        if hand.street == 0:
            return P.PREFLOP_RAISED if raises else P.PREFLOP_UNRAISED
        if not raises:
            return P.UNOPENED
        if len(raises) >= 2:
            return P.FACING_RAISE
        callers = [p for p, bet in enumerate(hand.bets) if bet and p != raises[0].player]
        return P.BET_AND_CALLS if callers else P.FACING_BET

    def asked_keys(self, difficulty: int) -> tuple[str, ...]:
        return (*self.answer_keys, "pot_total") if difficulty == 1 else self.answer_keys

    def moment_problem(self, hand: Hand) -> str | None:
        if hand.variant.structure is not Structure.POT:
            return "the game is not pot limit"
        return None if hand.actor is not None and hand.max_raise_to is not None else "nobody may raise now"

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        who = question.name_of(answer["actor"])
        if _unopened(question):
            if "pot_total" in answer:
                return _prompt("{who} asks for the pot and then bets “pot”. How much is in the pot, and how much is "
                               "the bet?").format(who=who)
            return _prompt("Nobody has bet yet. {who} bets “pot”. How much is the bet?").format(who=who)
        if "pot_total" in answer:
            return _prompt("{who} asks for the pot and then says “pot”. How much is in the pot, and raise to "
                           "what?").format(who=who)
        return _prompt("{who} says “pot”. Raise to what?").format(who=who)

    def explain(self, question: Question) -> list[str]:
        return explain.pot_limit_steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (POT, RAISE_TO) if "pot_total" in question.answer else (RAISE_TO,)

    def parse(self, question: Question, texts: Mapping[str, str]) -> PotLimitAnswer:
        raise_to = RAISE_TO.read(question, texts.get("max_raise_to", ""))
        pot = POT.read(question, texts.get("pot_total", "")) if "pot_total" in texts else None
        return PotLimitAnswer(raise_to, pot)

    def texts(self, question: Question, answer: PotLimitAnswer) -> dict[str, str]:
        result = {"max_raise_to": "" if answer.max_raise_to is None else str(answer.max_raise_to)}
        if answer.pot_total is not None:
            result["pot_total"] = str(answer.pot_total)
        return result

    def answer_from(self, data: StoredAnswer) -> PotLimitAnswer:
        return PotLimitAnswer(_whole(data.get("max_raise_to")), _whole(data.get("pot_total")))

    def dealer_mistakes(self, question: Question) -> list[dict[str, object]]:
        """The answers of the named slips (:func:`~dealerdesk.trainer.core.mistakes.pot_limit_slips`), the raise ones
        first: the stack left out, the pot raise without the call, the raise-by, the pot before the call, the
        blinds left out; the rest of the answer kept right."""
        keep = {"pot_total": question.answer["pot_total"]} if "pot_total" in question.answer else {}
        slips = [dict(answer) for _, answer in mistakes.pot_limit_slips(question)]
        return [{**keep, **answer} for answer in slips if "max_raise_to" in answer] + \
            [{**keep, **answer} for answer in slips if "max_raise_to" not in answer]

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        # The first named slip (the pot raise without the call, unless the stack caps it); where every slip gives
        # the right answer (an opening bet; an all-in the stack caps), a chip short of it (wrong, named nothing).
        tried = self.dealer_mistakes(question)
        if tried:
            return tried[0]
        keep = {"pot_total": question.answer["pot_total"]} if "pot_total" in question.answer else {}
        return {**keep, "max_raise_to": question.answer["max_raise_to"] - question.hand.stakes.chip}

    def grade_parts(self, question: Question, answer: PotLimitAnswer) -> list[Part]:
        expected = question.answer
        parts: list[Part] = []
        if "pot_total" in expected:
            parts.append(Part(_grading("Pot"), shown_value(expected["pot_total"]), shown_value(answer.pot_total),
                              answer.pot_total == expected["pot_total"]))
        parts.append(Part(_grading("Raise to"), shown_value(expected["max_raise_to"]),
                          shown_value(answer.max_raise_to), answer.max_raise_to == expected["max_raise_to"]))
        return parts

    def mistake(self, question: Question, answer: PotLimitAnswer) -> str | None:
        asked_pot = answer.pot_total if "pot_total" in question.answer else None
        return mistakes.pot_limit_mistake(question, asked_pot, answer.max_raise_to)
