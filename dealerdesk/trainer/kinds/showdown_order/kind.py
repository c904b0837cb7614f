"""Who shows first and the order after, or all hands face up on an all-in; which hands are killed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from dealerdesk.i18n import N_
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.core.words import seats_text, shown_value
from dealerdesk.trainer.kinds.base import Part, Profile, QuestionKind, Request, showdown_profile, with_temperament
from dealerdesk.trainer.kinds.inputs import Inputs, OrderInput, SeatsInput
from dealerdesk.trainer.kinds.moments import betting_just_ended, settled
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.showdown_order import explain, mistakes
from dealerdesk.trainer.kinds.showdown_order import patterns as P
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt


@dataclass(frozen=True)
class ShowdownOrderAnswer:
    """The trainee's showdown order."""

    all_in_showdown: bool = False
    """Every hand is turned face up at once."""
    showdown_order: tuple[str, ...] = ()
    """The players in the order they show (empty when all are face up)."""
    killed: tuple[str, ...] | None = None
    """The hands the dealer kills (None when not asked)."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        result: dict[str, object] = {"all_in_showdown": self.all_in_showdown,
                                  "showdown_order": list(self.showdown_order)}
        if self.killed is not None:
            result["killed"] = list(self.killed)
        return result

    def has_content(self) -> bool:
        """Whether anything is said: all face up, an order, or a hand killed."""
        return self.all_in_showdown or bool(self.showdown_order) or bool(self.killed)


ORDER = OrderInput("showdown_order", N_("Order", "TrainerPage"),
                   N_("seats, e.g. 4 6 1 (or click the seats)", "TrainerPage"),
                   "Seats in showdown order, or 'all' if every hand is turned up at once: ", takes_seats=True,
                   face_up=N_("All hands face up at once", "TrainerPage"), face_up_key="all_in_showdown")
KILLED = SeatsInput("killed", N_("Hands killed", "TrainerPage"), N_("seats, or none", "TrainerPage"),
                    "Hands the dealer kills (seats, or none): ", none_allowed=True, takes_seats=True)


def _players(value: object) -> tuple[str, ...]:
    return tuple(str(p) for p in value) if isinstance(value, (list, tuple)) else ()


class ShowdownOrder(QuestionKind[ShowdownOrderAnswer]):
    """The showdown order (and, at difficulty 3 and 4, the hands the dealer kills)."""

    name = Kind.SHOWDOWN_ORDER
    title_marked = TITLES[Kind.SHOWDOWN_ORDER]
    causes = mistakes.CAUSES
    answer_keys = ("showdown_order", "all_in_showdown")
    optional_keys = frozenset({"killed"})
    patterns = (P.ALL_FACE_UP, P.LAST_AGGRESSOR, P.FIRST_LEFT)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        level: {P.ALL_FACE_UP: 1, P.LAST_AGGRESSOR: 1, P.FIRST_LEFT: 1} for level in (1, 2, 3, 4)}
    target_seconds = 5.0
    dealer_step = "showdown"
    start_skill = 0.6
    stops_at_betting = True

    # -- the moment

    def profile(self, request: Request, target: str | None) -> Profile:
        shape = showdown_profile(request.difficulty, muck_beaten=0.7)
        if target == P.ALL_FACE_UP:
            shape = with_temperament(shape, short_stack_shove=0.7)
            return Profile(shape.players, max(shape.short_share, 0.4), shape.temperament, True)
        if target is None:
            return shape
        shape = Profile(shape.players, 0.0, shape.temperament)
        shape = with_temperament(shape, fold_to_bet=0.15)
        if target == P.LAST_AGGRESSOR:
            return with_temperament(shape, raise_when_facing=0.2, bet_when_checked_to=0.5)
        return with_temperament(shape, bet_when_checked_to=0.2)

    def asked_during_betting(self, difficulty: int) -> bool:
        return difficulty <= 2

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        asks_kills = request.difficulty >= 3
        at_moment = settled(hand) if asks_kills else betting_just_ended(hand, action)
        remaining = len(hand.remaining)
        return at_moment and {1: remaining == 2, 2: remaining >= 2, 3: remaining >= 3,
                              4: remaining >= 3}[request.difficulty]

    def pattern_of(self, hand: Hand) -> str:
        if hand.all_in_showdown:
            return P.ALL_FACE_UP
        aggressor = hand.final_round_aggressor
        return P.LAST_AGGRESSOR if aggressor is not None and aggressor != min(hand.remaining) else P.FIRST_LEFT

    def asked_keys(self, difficulty: int) -> tuple[str, ...]:
        return (*self.answer_keys, "killed") if difficulty >= 3 else self.answer_keys

    def moment_problem(self, hand: Hand) -> str | None:
        return None if hand.betting_over else "the betting is not over with two or more hands left"

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        text = _prompt("Who must show first, and in what order do the others follow? (Or are all hands turned face "
                       "up at once?)")
        if "killed" in answer:
            text += " " + _prompt("Once the hands are read, which hands does the dealer kill?")
        return text

    def explain(self, question: Question) -> list[str]:
        return explain.showdown_order_steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (ORDER, KILLED) if "killed" in question.answer else (ORDER,)

    def parse(self, question: Question, texts: Mapping[str, str]) -> ShowdownOrderAnswer:
        face_up = bool(texts.get("all_in_showdown"))
        order = None if face_up else ORDER.read(question, texts.get("showdown_order", ""))
        killed = KILLED.read(question, texts.get("killed", "")) if "killed" in texts else None
        return ShowdownOrderAnswer(order is None, tuple(order or ()), None if killed is None else tuple(killed))

    def texts(self, question: Question, answer: ShowdownOrderAnswer) -> dict[str, str]:
        def seats(players: Sequence[str]) -> str:
            return " ".join(str(question.seat_of(p)) for p in players)

        result = {"all_in_showdown": "yes" if answer.all_in_showdown else "",
                  "showdown_order": seats(answer.showdown_order)}
        if answer.killed is not None:
            result["killed"] = seats(answer.killed) or answers.none_word()
        return result

    def answer_from(self, data: StoredAnswer) -> ShowdownOrderAnswer:
        killed = data.get("killed")
        return ShowdownOrderAnswer(bool(data.get("all_in_showdown")), _players(data.get("showdown_order")),
                                   _players(killed) if killed is not None else None)

    def grade_parts(self, question: Question, answer: ShowdownOrderAnswer) -> list[Part]:
        """Whether all hands go face up is a part only when either side says they do: an order given for a hand
        shown in order answers it only by being an order (the terminal asks for the order, or "all"; the window's
        box left unticked is no choice made), and no credit is given for what the trainee never said."""
        expected = question.answer
        all_in = answer.all_in_showdown
        parts = []
        if all_in or expected["all_in_showdown"]:
            order_given = seats_text(question, answer.showdown_order) if answer.showdown_order else shown_value(False)
            parts.append(Part(_grading("All hands face up"), shown_value(expected["all_in_showdown"]),
                              shown_value(True) if all_in else order_given, all_in == expected["all_in_showdown"]))
        if not expected["all_in_showdown"]:
            order = list(answer.showdown_order)
            first = order[0] if order else None
            want = expected["showdown_order"]
            parts.append(Part(_grading("Shows first"), seats_text(question, want[:1]), seats_text(question, order[:1]),
                              first == want[0]))
            parts.append(Part(_grading("Order"), seats_text(question, want), seats_text(question, order),
                              order == want))
        if "killed" in expected:
            killed = sorted(answer.killed or [])
            parts.append(Part(_grading("Hands killed"), seats_text(question, expected["killed"]),
                              seats_text(question, killed), killed == sorted(expected["killed"])))
        return parts

    def mistake(self, question: Question, answer: ShowdownOrderAnswer) -> str | None:
        return mistakes.showdown_order_mistake(question, answer.all_in_showdown, list(answer.showdown_order))

    # -- a step of a dealt game

    def dealer_mistakes(self, question: Question) -> list[dict[str, object]]:
        """An all-in showdown not tabled at once; else the hands shown counter-clockwise after the first, or from
        another seat first (an earlier street's aggressor, the last bettor of the final round, …)."""
        answer: Mapping[str, Any] = self.right_answer(question)
        if answer.get("all_in_showdown"):
            return [{"all_in_showdown": False}]
        order = list(answer["showdown_order"])
        tried = [[order[0], *reversed(order[1:])], order[::-1]]
        tried += [order[start:] + order[:start] for start in range(1, len(order))]
        return [{"showdown_order": each} for each in tried if each != order]
