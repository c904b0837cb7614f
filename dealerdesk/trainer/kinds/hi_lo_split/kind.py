"""Omaha hi/lo: how many chips each seat receives from each pot."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from dealerdesk.evaluation import NO_LOW
from dealerdesk.i18n import N_
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core import showdown_steps as explain
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.base import Mix, Part, Profile, QuestionKind, Request, showdown_profile, with_temperament
from dealerdesk.trainer.kinds.hi_lo_split import mistakes
from dealerdesk.trainer.kinds.hi_lo_split import patterns as P
from dealerdesk.trainer.kinds.inputs import Inputs, SeatAmountsInput
from dealerdesk.trainer.kinds.moments import settled
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt


@dataclass(frozen=True)
class Share:
    """Chips a player receives from one pot."""

    pot: int
    """0: the main pot, 1: side pot 1 …"""
    player: str
    """The PHH player id."""
    amount: int
    """Chips."""


@dataclass(frozen=True)
class SplitAnswer:
    """The trainee's split: what each player receives from each pot."""

    awards: tuple[Share, ...] = ()
    """Every share given (a player may have several in a pot: they are added up)."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        return {"awards": [{"pot": s.pot, "player": s.player, "amount": s.amount} for s in self.awards]}

    def has_content(self) -> bool:
        """Whether any chips are given."""
        return any(s.amount for s in self.awards)

    def totals(self) -> dict[tuple[int, str], int]:
        """Chips by pot and player."""
        totals: dict[tuple[int, str], int] = defaultdict(int)
        for share in self.awards:
            totals[share.pot, share.player] += share.amount
        return dict(totals)


def pot_input(index: int) -> SeatAmountsInput:
    """The chips from pot ``index`` (its name is the window's label)."""
    name = "main pot" if index == 0 else f"side pot {index}"
    return SeatAmountsInput(f"pot{index}", "", N_("seat: chips, …", "TrainerPage"),
                            f"Chips from the {name} (seat: chips, …): ", none_allowed=True, takes_seats=True,
                            pot=index)


def shares_of(data: StoredAnswer) -> SplitAnswer:
    """A split from its stored form."""
    return SplitAnswer(tuple(Share(int(a["pot"]), str(a["player"]), int(a["amount"]))
                             for a in data.get("awards") or () if isinstance(a, Mapping)))


def split_parts(question: Question, answer: SplitAnswer) -> list[Part]:
    """A part per seat and pot won or claimed: a seat given 0 that wins nothing is no part of the answer."""
    want = shares_of(question.answer).totals()
    got = answer.totals()
    parts = []
    for pot, player in sorted(key for key in set(want) | set(got) if want.get(key) or got.get(key)):
        if pot == 0:
            name = _grading("Seat {seat} from main pot").format(seat=question.seat_of(player))
        else:
            name = _grading("Seat {seat} from side pot {number}").format(seat=question.seat_of(player), number=pot)
        parts.append(Part(name, str(want.get((pot, player), 0)), str(got.get((pot, player), 0)),
                          want.get((pot, player), 0) == got.get((pot, player), 0)))
    return parts


def split_texts(question: Question, answer: SplitAnswer) -> dict[str, str]:
    """Each pot's line as typed: "seat: chips, …", or "none"."""
    totals = answer.totals()
    return {f"pot{index}": ", ".join(f"{question.seat_of(p)}: {n}" for (pot, p), n in totals.items() if pot == index)
            or answers.none_word() for index in range(len(question.hand.pots()[0]))}


class HiLoSplit(QuestionKind[SplitAnswer]):
    """The hi/lo split."""

    name = Kind.HI_LO_SPLIT
    title_marked = TITLES[Kind.HI_LO_SPLIT]
    causes = mistakes.CAUSES
    answer_keys = ("awards",)
    patterns = (P.QUARTERED, P.HIGH_CHOPPED, P.SPLIT, P.SCOOP, P.NO_LOW_SCOOP)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        level: {P.QUARTERED: 2, P.SPLIT: 2, P.SCOOP: 1, P.NO_LOW_SCOOP: 1, P.HIGH_CHOPPED: 1} for level in (1, 2, 3, 4)}
    target_seconds = 15.0
    dealer_step = "split"
    start_skill = 0.3
    hilo_only = True

    # -- the moment

    def check_request(self, request: Request) -> None:
        if request.game not in (None, Game.OMAHA_HILO):
            raise ValueError("hi/lo split questions need Omaha hi/lo")

    def profile(self, request: Request, target: str | None) -> Profile:
        shape = with_temperament(showdown_profile(request.difficulty), fold_to_bet=0.15, preflop_call=0.5)
        low, high = shape.players
        if target in (P.QUARTERED, P.HIGH_CHOPPED):
            low = max(low, min(high, 4))
        if request.difficulty >= 3:
            return Profile((low, high), max(shape.short_share, 0.5), shape.temperament, True)
        return Profile((low, high), shape.short_share, shape.temperament)

    def variants(self, mix: Mix, target: str | None) -> Mix:
        return [(v, w) for v, w in mix if v.game is Game.OMAHA_HILO]

    def asked_during_betting(self, difficulty: int) -> bool:
        return False

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        if not settled(hand):
            return False
        pots = 1 + max(a.pot for a in hand.awards)
        return {1: pots == 1, 2: pots <= 2, 3: pots >= 2, 4: pots >= 2 and len(hand.shown) >= 3}[request.difficulty]

    def pattern_of(self, hand: Hand) -> str:
        strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
        found: set[str] = set()
        pots, _returned = hand.pots()
        for index, pot in enumerate(pots):
            mine = [a for a in hand.awards if a.pot == index]
            contenders = [p for p in pot.eligible if p in hand.shown]
            halves = {a.half for a in mine}
            if "low" in halves:
                found.add(P.QUARTERED if sum(a.half == "low" for a in mine) > 1 else
                          P.HIGH_CHOPPED if sum(a.half == "high" for a in mine) > 1 else P.SPLIT)
            elif len(mine) > 1:
                found.add(P.HIGH_CHOPPED)
            elif any(strengths[p].low != NO_LOW for p in contenders):
                found.add(P.SCOOP)
            else:
                found.add(P.NO_LOW_SCOOP)
        return next(p for p in self.patterns if p in found)

    def moment_problem(self, hand: Hand) -> str | None:
        if not hand.is_complete or len(hand.shown) < 2:
            return "the hand has not been shown down and paid"
        return None if hand.variant.game.is_hilo else "the game is not hi/lo"

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        return _prompt("The hands are tabled. How many chips does each seat receive from each pot?")

    def explain(self, question: Question) -> list[str]:
        return explain.split_steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return tuple(pot_input(index) for index in range(len(question.hand.pots()[0])))

    def parse(self, question: Question, texts: Mapping[str, str]) -> SplitAnswer:
        shares: list[Share] = []
        for index in range(len(question.hand.pots()[0])):
            field = pot_input(index)
            chips = field.read(question, texts.get(field.key, ""))
            shares += [Share(index, player, amount) for player, amount in chips.items()]
        return SplitAnswer(tuple(shares))

    def texts(self, question: Question, answer: SplitAnswer) -> dict[str, str]:
        return split_texts(question, answer)

    def answer_from(self, data: StoredAnswer) -> SplitAnswer:
        return shares_of(data)

    def grade_parts(self, question: Question, answer: SplitAnswer) -> list[Part]:
        return split_parts(question, answer)

    def mistake(self, question: Question, answer: SplitAnswer) -> str | None:
        return mistakes.split_mistake(question, answer.totals())

    # -- a step of a dealt game

    def dealer_mistakes(self, question: Question) -> list[dict[str, object]]:
        """Sharing slips made in every pot they touch (:func:`mistakes.sharing_everywhere`): the whole pot given
        to the high hand where a low qualifies; a pot no low qualifies for halved with another hand; an odd chip
        to the wrong seat or half."""
        tried: list[dict[str, object]] = []
        for cause in (mistakes.HIGH_TAKES_ALL, mistakes.SPLIT_WITHOUT_LOW, mistakes.ODD_CHIP):
            split = mistakes.sharing_everywhere(question, cause)
            if split is not None:
                tried.append({"awards": [{"pot": pot, "player": player, "amount": chips}
                                         for (pot, player), chips in sorted(split.items())]})
        return tried
