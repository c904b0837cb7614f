"""After all-ins: every pot's amount and eligible seats, and the chips returned."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from dealerdesk.i18n import N_
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.core.words import pot_name, returned_text, seats_text, shown_value
from dealerdesk.trainer.kinds.base import Part, Profile, QuestionKind, Request, with_temperament
from dealerdesk.trainer.kinds.inputs import Inputs, PotsInput, SeatAmountsInput
from dealerdesk.trainer.kinds.moments import betting_just_ended
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.side_pots import explain, mistakes
from dealerdesk.trainer.kinds.side_pots import patterns as P
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt


@dataclass(frozen=True)
class PotAnswer:
    """One pot as the trainee builds it."""

    amount: int | None
    """Its chips (None when left out)."""
    eligible: tuple[str, ...]
    """The players who can win it."""


@dataclass(frozen=True)
class SidePotsAnswer:
    """The trainee's pots, in the order typed, and the chips returned."""

    pots: tuple[PotAnswer, ...] = ()
    """Main pot first, as typed."""
    returned: Mapping[str, int] | None = None
    """Chips given back by player (None when left out)."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        result: dict[str, object] = {"pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in self.pots]}
        if self.returned is not None:
            result["returned"] = dict(self.returned)
        return result

    def has_content(self) -> bool:
        """Whether a pot or a returned chip is given."""
        return bool(self.pots) or any((self.returned or {}).values())


POTS = PotsInput("pots", "", "", "", takes_seats=True,
                 hint=N_("Pots, main pot first (click seats to mark who can win each)", "TrainerPage"),
                 count_prompt="How many pots? ", line_prompt="Pot {number} (amount: seats): ")
RETURNED = SeatAmountsInput("returned", N_("Returned", "TrainerPage"), N_("seat: chips, or none", "TrainerPage"),
                            "Chips returned (seat: chips, or none): ", none_allowed=True)


def _pot_count(pattern: str | None) -> int:
    return int(pattern[0]) if pattern and pattern[0].isdigit() else 2


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class SidePots(QuestionKind[SidePotsAnswer]):
    """Side pots."""

    name = Kind.SIDE_POTS
    title_marked = TITLES[Kind.SIDE_POTS]
    causes = mistakes.CAUSES
    answer_keys = ("pots", "returned")
    patterns = ("1 pot, chips returned", "2 pots", "2 pots, chips returned", "3 pots", "3 pots, chips returned",
                "4 pots", "4 pots, chips returned", "5+ pots")
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {"1 pot, chips returned": 2, "2 pots": 2, "2 pots, chips returned": 2, "3 pots": 1,
            "3 pots, chips returned": 1},
        2: {"1 pot, chips returned": 1, "2 pots": 2, "2 pots, chips returned": 2, "3 pots": 2,
            "3 pots, chips returned": 2},
        3: {"2 pots": 1, "2 pots, chips returned": 1, "3 pots": 1, "3 pots, chips returned": 1, "4 pots": 1,
            "4 pots, chips returned": 1},
        4: {"3 pots": 1, "3 pots, chips returned": 1, "4 pots": 1, "4 pots, chips returned": 1, "5+ pots": 1},
    }
    has_sample_mistake = True
    target_seconds = 20.0
    dealer_step = "gather"
    start_skill = 0.35
    hides_pots = True

    # -- the moment

    def profile(self, request: Request, target: str | None) -> Profile:
        shape = with_temperament(super().profile(request, target), short_stack_shove=0.8, fold_to_bet=0.25)
        pots = _pot_count(target)
        low, high = shape.players
        return Profile((max(low, min(pots + 1, high)), high), min(0.9, max(shape.short_share, 0.2 + 0.15 * pots)),
                       shape.temperament, True)

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        if not betting_just_ended(hand, action):
            return False
        pots, returned = hand.pots()
        folded_money = any(hand.folded[p] and hand.committed[p] for p in range(hand.player_count))
        return {1: len(pots) >= 2 or bool(returned), 2: len(pots) >= 2 or bool(returned),
                3: len(pots) >= 2 and folded_money, 4: len(pots) >= 3}[request.difficulty]

    def pattern_of(self, hand: Hand) -> str:
        pots, returned = hand.pots()
        return P.side_pot_pattern(len(pots), any(returned.values()))

    def moment_problem(self, hand: Hand) -> str | None:
        return None if hand.betting_over else "the betting is not over with two or more hands left"

    def dealer_mistakes(self, question: Question) -> list[dict[str, object]]:
        """The pots as each classic slip builds them (:func:`~dealerdesk.trainer.core.mistakes.side_pot_slips`:
        every chip in one pot first where there are side pots, the classic one; a folded player's chips left
        out, the uncalled bet kept, this street's bets left out …)."""
        slips = mistakes.side_pot_slips(question)
        if len(question.answer["pots"]) > 1:
            slips.sort(key=lambda slip: slip[0] != mistakes.ONE_POT)
        return [dict(answer) for _, answer in slips]

    def grades_step(self, hand: Hand) -> bool:
        """A dealt game gathers the bets at the end of every street, not only once the betting is over."""
        return True

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        if not question.hand.betting_over:  # a street's end in a dealt game: the bets are gathered, more may come
            return _prompt("The betting round is over. Gather the bets: each pot's amount and the seats that can "
                           "win it, main pot first, and any chips returned.")
        return _prompt("The betting is over. Build the pots: each pot's amount and the seats that can win it, main "
                       "pot first, and any chips returned.")

    def explain(self, question: Question) -> list[str]:
        return explain.side_pot_steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return (POTS, RETURNED)

    def parse(self, question: Question, texts: Mapping[str, str]) -> SidePotsAnswer:
        pots = POTS.read(question, texts.get("pots", ""))
        returned = RETURNED.read(question, texts.get("returned", ""))
        return self.answer_from({"pots": pots, "returned": returned})

    def texts(self, question: Question, answer: SidePotsAnswer) -> dict[str, str]:
        def seats(players: Sequence[str]) -> str:
            return " ".join(str(question.seat_of(p)) for p in players)

        returned = ", ".join(f"{question.seat_of(p)}: {n}" for p, n in (answer.returned or {}).items())
        return {"pots": "\n".join(f"{'' if p.amount is None else p.amount}: {seats(p.eligible)}" for p in answer.pots),
                "returned": returned or answers.none_word()}

    def answer_from(self, data: StoredAnswer) -> SidePotsAnswer:
        pots = tuple(PotAnswer(_whole(pot.get("amount")), tuple(pot.get("eligible") or ()))
                     for pot in data.get("pots") or () if isinstance(pot, Mapping))
        returned = data.get("returned")
        return SidePotsAnswer(pots, dict(returned) if isinstance(returned, Mapping) else None)

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        """A slip's answer (every chip in one pot where there are side pots), so the verdict names it; where no
        slip gives a wrong answer, every chip in one pot anyway."""
        tried = self.dealer_mistakes(question)
        if tried:
            return tried[0]
        return {"pots": [{"amount": sum(p["amount"] for p in question.answer["pots"]),
                          "eligible": question.answer["pots"][0]["eligible"]}],
                "returned": question.answer["returned"]}

    def grade_parts(self, question: Question, answer: SidePotsAnswer) -> list[Part]:
        expected = question.answer
        pots = [{"amount": pot.amount, "eligible": list(pot.eligible)} for pot in answer.pots]
        matched = match_pots(expected["pots"], pots)
        parts: list[Part] = []
        for index, pot in enumerate(expected["pots"]):
            name = pot_name(index)
            mine: StoredAnswer = pots[matched[index]] if index in matched else {}
            parts.append(Part(_grading("{pot} amount").format(pot=name), str(pot["amount"]),
                              shown_value(mine.get("amount")), mine.get("amount") == pot["amount"]))
            given_eligible = sorted(mine.get("eligible") or [])
            parts.append(Part(_grading("{pot} seats").format(pot=name), seats_text(question, pot["eligible"]),
                              seats_text(question, given_eligible), given_eligible == sorted(pot["eligible"])))
        if len(pots) > len(expected["pots"]):
            parts.append(Part(_grading("Number of pots"), str(len(expected["pots"])), str(len(pots)), False))
        given_returned = {k: v for k, v in (answer.returned or {}).items() if v}
        parts.append(Part(_grading("Chips returned"), returned_text(question, expected["returned"]),
                          returned_text(question, given_returned), given_returned == expected["returned"]))
        return parts

    def mistake(self, question: Question, answer: SidePotsAnswer) -> str | None:
        return mistakes.side_pots_mistake(question, answer.to_dict())

    def pots_on_table(self, question: Question) -> tuple[int, ...] | None:
        return tuple(pot["amount"] for pot in question.answer["pots"])


def match_pots(expected: Sequence[StoredAnswer], given: Sequence[StoredAnswer]) -> dict[int, int]:
    """Which given pot answers which expected one (expected index → given index), by content, not by row: a pot
    is known by the seats that can win it, then by its amount; what is left is paired in the order typed."""
    def eligible(pot: StoredAnswer) -> list[str]:
        return sorted(pot.get("eligible") or [])

    pairs: dict[int, int] = {}
    used: set[int] = set()
    tests: list[Callable[[StoredAnswer, StoredAnswer], bool]] = [
        lambda want, mine: eligible(want) == eligible(mine) and want.get("amount") == mine.get("amount"),
        lambda want, mine: eligible(want) == eligible(mine),
        lambda want, mine: want.get("amount") == mine.get("amount"),
        lambda want, mine: True,
    ]
    for test in tests:
        for index, want in enumerate(expected):
            if index in pairs:
                continue
            for position, mine in enumerate(given):
                if position not in used and test(want, mine):
                    pairs[index] = position
                    used.add(position)
                    break
    return pairs
