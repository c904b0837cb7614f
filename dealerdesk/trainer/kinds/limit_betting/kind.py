"""Fixed limit: what the player whose turn it is may do and for how much — the call, and the one bet or raise-to
(or "none": the round is capped, or a short all-in did not reopen the betting).

In fixed limit the engine's smallest and largest raise-to are the same amount (``min_raise_to`` =
``max_raise_to``): one small bet on top of the last full bet or raise before the flop and on the flop, one big
bet on the turn and river. The answer is ``to_call`` and ``min_raise_to``; the questions spread over the plain
call and raise, a bet into a checked pot, the small blind's completion, the big-bet streets, the cap, the
heads-up pot with no cap (cash) and the all-ins for less than a bet under and over the 50 % rule (RULES.md 2.2
and 2.5). The worked explanation and the named mistakes are in :mod:`dealerdesk.trainer.kinds.limit_betting.steps`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import ClassVar

from dealerdesk.i18n import N_
from dealerdesk.rules.betting import CAPPED, NO_CHIPS_BEYOND_CALL, NO_OPPONENT_TO_CALL
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.core.words import shown_value
from dealerdesk.trainer.kinds.base import Mix, Part, Profile, QuestionKind, Request, with_temperament
from dealerdesk.trainer.kinds.inputs import AmountInput, Inputs
from dealerdesk.trainer.kinds.limit_betting import steps as limit_steps
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt

# -- answer patterns (the first that applies is the answer's)
TOURNAMENT_CAP = "capped heads-up (tournament)"
TOURNAMENT_SHARE_OTHERS = 0.4
"""How often a moment other than the heads-up cap is dealt at a tournament table (difficulty 3 and up, where the
tournament's cap is asked): "tournament" in the question must not mean "no raise"."""
CAPPED_ROUND = "cap reached"
UNDER_HALF = "all-in under half a bet"
HALF_OR_MORE = "all-in of half a bet or more"
SHORT_STACK = "short of chips for the call or the raise"
HEADS_UP = "heads-up, no cap"
SMALL_BLIND = "small blind completes"
BET = "bet into a checked pot"
BIG_BET = "call and raise, big bet"
SMALL_BET = "call and raise, small bet"


class Blank(enum.Enum):
    """An amount left out (different from "none", which says the player may not raise)."""

    BLANK = "—"


BLANK = Blank.BLANK


@dataclass(frozen=True)
class LimitAnswer:
    """The trainee's call and raise-to: amounts, the raise-to None for "may not raise", or :data:`BLANK`."""

    to_call: int | Blank = BLANK
    """What the player must add to call (0: may check)."""
    raise_to: int | Blank | None = BLANK
    """The bet or raise-to (there is one amount in fixed limit), None if they may not bet or raise."""

    def to_dict(self) -> dict[str, object]:
        """The stored form (``dealerdesk solve``'s keys)."""
        data: dict[str, object] = {}
        if self.to_call is not BLANK:
            data["to_call"] = self.to_call
        if self.raise_to is not BLANK:
            data["min_raise_to"] = self.raise_to
        return data

    def has_content(self) -> bool:
        """Whether anything is given ("none" is an answer)."""
        return self.to_call is not BLANK or self.raise_to is not BLANK


CALL = AmountInput("to_call", N_("Call", "TrainerPage"), N_("chips (0 = check)", "TrainerPage"),
                   "Call (0 = check): ", what=N_("the call", "TrainerPage"))
RAISE_TO = AmountInput("min_raise_to", N_("Bet or raise to", "TrainerPage"), N_("chips, or none", "TrainerPage"),
                       "Bet or raise to (or none): ", none_allowed=True,
                       what=N_("the bet or raise-to", "TrainerPage"))


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class LimitBetting(QuestionKind[LimitAnswer]):
    """Fixed-limit betting: the call and the bet or raise-to."""

    name = Kind.LIMIT_BETTING
    title_marked = TITLES[Kind.LIMIT_BETTING]
    causes = limit_steps.CAUSES
    answer_keys = ("actor", "to_call", "min_raise_to")
    patterns = (TOURNAMENT_CAP, CAPPED_ROUND, UNDER_HALF, HALF_OR_MORE, SHORT_STACK, HEADS_UP, SMALL_BLIND, BET,
                BIG_BET, SMALL_BET)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {SMALL_BET: 1, BET: 1, BIG_BET: 1, SMALL_BLIND: 1, CAPPED_ROUND: 1},
        2: {SMALL_BET: 1, BET: 1, BIG_BET: 1, SMALL_BLIND: 1, CAPPED_ROUND: 1, HEADS_UP: 1},
        3: {BIG_BET: 1, SMALL_BLIND: 1, CAPPED_ROUND: 1, HEADS_UP: 1, TOURNAMENT_CAP: 1, UNDER_HALF: 1,
            HALF_OR_MORE: 1, SHORT_STACK: 1},
        4: {BIG_BET: 1, CAPPED_ROUND: 1, HEADS_UP: 1, TOURNAMENT_CAP: 1, UNDER_HALF: 2, HALF_OR_MORE: 2,
            SHORT_STACK: 1},
    }
    has_sample_mistake = True
    # A limit dealer reads the call and the raise off the bet size and the number of raises at a glance; two
    # amounts and the cap count take a little longer than a pot-limit "raise to what?".
    target_seconds = 5.0
    dealer_step = "ruling"
    start_skill = 0.55

    # -- the moment

    def profile(self, request: Request, target: str | None) -> Profile:
        level = request.difficulty
        shape = super().profile(request, target)
        tournament = TOURNAMENT_SHARE_OTHERS if level >= 3 and target != HEADS_UP else None
        if target == CAPPED_ROUND:
            shape = with_temperament(shape, raise_when_facing=0.55, fold_to_bet=0.15, preflop_open=0.6,
                                     short_stack_shove=0.0)
            return Profile((max(3, shape.players[0]), max(4, shape.players[1])), 0.0, shape.temperament,
                           tournament_share=tournament)
        if target in (HEADS_UP, TOURNAMENT_CAP):
            shape = with_temperament(shape, raise_when_facing=0.6, fold_to_bet=0.1, preflop_open=0.7,
                                     short_stack_shove=0.0)
            return Profile((2, 2 if level <= 2 else 3), 0.0, shape.temperament,
                           tournament_share=1.0 if target == TOURNAMENT_CAP else 0.0)
        if target in (UNDER_HALF, HALF_OR_MORE, SHORT_STACK):
            shape = with_temperament(shape, short_stack_shove=0.9, fold_to_bet=0.15, raise_when_facing=0.3,
                                     preflop_open=0.5)
            return Profile(shape.players, max(shape.short_share, 0.6), shape.temperament, True,
                           tournament_share=tournament)
        if target in (SMALL_BLIND, BET):
            return replace(with_temperament(shape, preflop_call=0.4, bet_when_checked_to=0.3),
                           tournament_share=tournament)
        return replace(with_temperament(shape, fold_to_bet=0.25), tournament_share=tournament)

    def variants(self, mix: Mix, target: str | None) -> Mix:
        return [(v, w) for v, w in mix if v.structure is Structure.FIXED]

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        return hand.actor is not None and hand.variant.structure is Structure.FIXED

    def pattern_of(self, hand: Hand) -> str:
        actor = hand.actor
        assert actor is not None
        refusal = hand.raise_refusal
        if refusal == CAPPED:
            heads_up = hand.players_with_chips == 2 and hand.rules.limit_cap_heads_up
            return TOURNAMENT_CAP if heads_up else CAPPED_ROUND
        current, level, size = hand.current_bet, hand.limit_full_level, hand.limit_bet
        last = hand.street_raises[-1] if hand.street_raises else None
        if current > level:
            return UNDER_HALF
        if last is not None and last.all_in and last.raise_to - last.before < size:
            return HALF_OR_MORE
        low = hand.min_raise_to
        short_call = (hand.to_call or 0) < current - hand.bets[actor]
        if refusal in (NO_CHIPS_BEYOND_CALL, NO_OPPONENT_TO_CALL) or short_call or (
                low is not None and low < level + size):
            return SHORT_STACK
        cap = hand.rules.limit_raise_cap
        if cap is not None and hand.full_bets >= cap + 1:
            return HEADS_UP
        if (hand.street == 0 and actor == hand.small_blind_player and hand.full_bets == 1
                and hand.bets[actor] < current):
            return SMALL_BLIND
        if current == 0:
            return BET
        return BIG_BET if hand.street >= 2 else SMALL_BET

    def moment_problem(self, hand: Hand) -> str | None:
        if hand.variant.structure is not Structure.FIXED:
            return "the game is not fixed limit"
        return None if hand.actor is not None else "nobody is to act now"

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        who, seat = question.name_of(answer["actor"]), question.seat_name(answer["actor"])
        stakes = question.hand.stakes
        game = (_prompt("Fixed limit {small}/{big}, tournament.") if question.hand.rules.limit_cap_heads_up
                else _prompt("Fixed limit {small}/{big}, cash game.")).format(small=stakes.small_bet,
                                                                           big=stakes.big_bet)
        if question.hand.current_bet == 0:
            # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
            # where the sentence has named the seat already.
            text = _prompt("It is {who}'s turn and nobody has bet yet on this street. How much is a call (0 = "
                           "check), and how much is {seat}'s bet? (Answer “none” if they may not bet.)")
        else:
            # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
            # where the sentence has named the seat already.
            text = _prompt("It is {who}'s turn. How much must {seat} put in to call, and what may they raise to? "
                           "(Answer “none” if they may not raise.)")
        return game + " " + text.format(who=who, seat=seat)

    def explain(self, question: Question) -> list[str]:
        return limit_steps.steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (CALL, RAISE_TO)

    def parse(self, question: Question, texts: Mapping[str, str]) -> LimitAnswer:
        call_text = texts.get("to_call", "")
        raise_text = texts.get("min_raise_to", "")
        call = CALL.read(question, call_text) if call_text.strip() else None  # (never None once typed)
        to_call: int | Blank = BLANK if call is None else call
        raise_to: int | Blank | None = RAISE_TO.read(question, raise_text) if raise_text.strip() else BLANK
        return LimitAnswer(to_call, raise_to)

    def texts(self, question: Question, answer: LimitAnswer) -> dict[str, str]:
        call, raise_to = answer.to_call, answer.raise_to
        return {"to_call": "" if call is BLANK else str(call),
                "min_raise_to": "" if raise_to is BLANK else answers.none_word() if raise_to is None
                else str(raise_to)}

    def answer_from(self, data: StoredAnswer) -> LimitAnswer:
        call = _whole(data.get("to_call"))
        raise_to: int | Blank | None = BLANK
        if "min_raise_to" in data:
            value = data["min_raise_to"]
            raise_to = None if value is None else _whole(value) if _whole(value) is not None else BLANK
        return LimitAnswer(BLANK if call is None else call, raise_to)

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        return limit_steps.sample_mistake(question)

    def grade_parts(self, question: Question, answer: LimitAnswer) -> list[Part]:
        expected = question.answer
        call, raise_to = answer.to_call, answer.raise_to
        return [
            Part(_grading("Call"), shown_value(expected["to_call"]),
                 shown_value(call.value if isinstance(call, Blank) else call), call == expected["to_call"]),
            Part(_grading("Bet or raise to"), shown_value(expected["min_raise_to"]),
                 shown_value(raise_to.value if isinstance(raise_to, Blank) else raise_to),
                 raise_to == expected["min_raise_to"]),
        ]

    def mistake(self, question: Question, answer: LimitAnswer) -> str | None:
        call = None if isinstance(answer.to_call, Blank) else answer.to_call
        raise_to = answer.raise_to
        return limit_steps.mistake(question, call, not isinstance(raise_to, Blank), None if isinstance(
            raise_to, Blank) else raise_to)
