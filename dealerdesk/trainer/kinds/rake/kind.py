"""Cash games: the house rake and the jackpot drop taken from a finished hand's pot, and what each winner then
receives (in Omaha hi/lo: the halves and the odd chip after the rake).

The question is asked when the hand is over, at a table whose posted rake (:mod:`dealerdesk.rules.rake`) the
hand's PHH carries (``_rake``): the structure the trainee chose in the session setup (``Request.rake``), or the
default one. The engine settles the hand with it; its ``rake``, ``jackpot_drop`` and ``awards`` are the answer.
A question may ask the rake and the drop alone (its answer has no ``awards``): a dealt game's rake step, taken out
of the pot before the hands are read and the pot is awarded and split by the steps that follow.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from dealerdesk.history._convert import RAKE_FIELD
from dealerdesk.i18n import N_, translate_marked
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.rake import CAPPED, DEFAULT_PRESET, JACKPOT, LOW_CAP, NO_RAKE, PRESETS, RAKING, RakeStructure
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.base import (
    Mix,
    Part,
    Profile,
    QuestionKind,
    Request,
    showdown_profile,
    with_temperament,
)
from dealerdesk.trainer.kinds.inputs import AmountInput, Inputs, SeatAmountsInput
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.rake import mistakes as rake_mistakes
from dealerdesk.trainer.kinds.rake.explain import rake_steps
from dealerdesk.trainer.kinds.rake.mistakes import pays
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import prompt as _prompt

# -- the answer patterns (what a rake answer can look like) ---------------------------------------------------

NO_FLOP = "no flop, no drop"
UNCALLED = "uncalled bet returned before raking"
SPLIT = "split after the rake"
AT_CAP = "at the cap"
UNDER_THRESHOLD = "under the jackpot threshold"
UNDER_CAP = "under the cap"

PATTERNS = (NO_FLOP, UNCALLED, SPLIT, AT_CAP, UNDER_THRESHOLD, UNDER_CAP)
"""In the order tried: a hand over before the flop (nothing taken); chips went back that would change the rake if
raked; two or more players share the pot (a hi/lo split or a tie, or side pots won by different players); the
rake held down by the cap; a pot below the jackpot threshold (a structure with a drop); the percentage taken
whole."""

# -- the presets the trainee chooses from ---------------------------------------------------------------------

PRESET_NAMES: dict[str, str] = {
    NO_RAKE: N_("No rake", "Rake"),
    CAPPED: N_("10% to 5 (3 heads-up), no flop no drop", "Rake"),
    JACKPOT: N_("10% to 4 + jackpot drop 1 from pots of 20", "Rake"),
    LOW_CAP: N_("5% to 3 (2 three-handed, 1 heads-up)", "Rake"),
}
"""Each preset's name as the settings show it (marked in the "Rake" context)."""

CHOICES = RAKING
"""The presets rake questions can be dealt with (a game without rake has no rake question)."""


def preset_label(name: str) -> str:
    """A preset's name, translated."""
    return translate_marked("Rake", PRESET_NAMES.get(name, name))


def structure_for(request: Request) -> RakeStructure:
    """The structure a request's rake questions are dealt with."""
    return PRESETS[request.rake or DEFAULT_PRESET]


def structure_text(structure: RakeStructure) -> str:
    """The posted structure in words ("10% of the pot, to a cap of 4; no flop, no drop; …"), translated."""
    percent = f"{float(structure.percent):g}"
    if structure.cap is None:
        text = _prompt("{percent}% of the pot, no cap").format(percent=percent)
    else:
        text = _prompt("{percent}% of the pot to a cap of {cap}").format(percent=percent, cap=structure.cap)
    for players, cap in structure.short_caps:
        text += _prompt(" ({cap} with {players} players or fewer dealt in)").format(cap=cap, players=players)
    if structure.no_flop_no_drop:
        text += _prompt("; no flop, no drop")
    if structure.jackpot_drop:
        text += _prompt("; a jackpot drop of {drop} once the pot reaches {threshold} (with a flop)").format(
            drop=structure.jackpot_drop, threshold=structure.jackpot_threshold)
    return text


# -- the typed answer -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RakeAnswer:
    """The trainee's rake, drop and what each player receives."""

    rake: int | None = None
    """Chips raked (None: left out)."""
    jackpot_drop: int | None = None
    """Chips dropped for the jackpot (None: left out, or not asked)."""
    received: tuple[tuple[str, int], ...] = ()
    """``(player, chips)`` each player receives from the pots after the rake."""

    def to_dict(self) -> dict[str, object]:
        """The stored form: ``rake``, ``jackpot_drop`` and the chips each player receives as ``awards``."""
        result: dict[str, object] = {"awards": [{"pot": 0, "half": "whole", "player": p, "amount": n}
                                                for p, n in self.received]}
        if self.rake is not None:
            result["rake"] = self.rake
        if self.jackpot_drop is not None:
            result["jackpot_drop"] = self.jackpot_drop
        return result

    def has_content(self) -> bool:
        """Whether anything is given."""
        return bool(self.rake) or bool(self.jackpot_drop) or any(n for _p, n in self.received)

    def totals(self) -> dict[str, int]:
        """Chips by player (those given some)."""
        return {p: n for p, n in self.received if n}


def _shown(value: int | None) -> str:
    return "—" if value is None else str(value)


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def received_from(awards: object) -> tuple[tuple[str, int], ...]:
    """Chips by player from the stored ``awards`` (each pot and half added up)."""
    totals: dict[str, int] = defaultdict(int)
    for award in awards if isinstance(awards, list) else ():
        if isinstance(award, Mapping):
            totals[str(award.get("player"))] += _whole(award.get("amount")) or 0
    return tuple(sorted(totals.items()))


RAKE = AmountInput("rake", N_("Rake", "TrainerPage"), N_("chips", "TrainerPage"), "Chips raked: ",
                   what=N_("the rake", "TrainerPage"))
DROP = AmountInput("jackpot_drop", N_("Jackpot drop", "TrainerPage"), N_("chips", "TrainerPage"),
                   "Chips dropped for the jackpot: ", what=N_("the jackpot drop", "TrainerPage"))
RECEIVED = SeatAmountsInput("awards", N_("Each winner receives", "TrainerPage"), N_("seat: chips, …", "TrainerPage"),
                            "Chips each winner receives after the rake (seat: chips, …): ", takes_seats=True)


class Rake(QuestionKind[RakeAnswer]):
    """The rake and the jackpot drop."""

    name = Kind.RAKE
    uses_rake = True
    history_fields = frozenset({RAKE_FIELD})
    title_marked = TITLES[Kind.RAKE]
    causes = rake_mistakes.CAUSES
    answer_keys = ("rake", "jackpot_drop", "awards")
    optional_keys = frozenset({"awards"})
    patterns = PATTERNS
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {NO_FLOP: 1, AT_CAP: 1, UNDER_CAP: 1, UNDER_THRESHOLD: 1},
        2: {NO_FLOP: 1, UNCALLED: 2, AT_CAP: 2, UNDER_CAP: 1, UNDER_THRESHOLD: 1},
        3: {NO_FLOP: 1, UNCALLED: 2, SPLIT: 2, AT_CAP: 2, UNDER_CAP: 1, UNDER_THRESHOLD: 1},
        4: {NO_FLOP: 1, UNCALLED: 2, SPLIT: 3, AT_CAP: 2, UNDER_CAP: 1, UNDER_THRESHOLD: 1},
    }
    # A dealer rakes as the pot is pushed: figure the percentage, check the cap, drop, then push: about 8 seconds
    # in an audition (a split pot counted down after the rake takes the longest).
    target_seconds = 8.0
    dealer_step = "rake"
    start_skill = 0.5
    has_sample_mistake = True

    # -- the moment

    def check_request(self, request: Request) -> None:
        if request.rake and request.rake not in CHOICES:
            raise ValueError(f"rake questions need a rake: {request.rake!r} is not one of {', '.join(CHOICES)}")

    def targets_for(self, request: Request) -> dict[str, int]:
        wanted = super().targets_for(request)
        if not structure_for(request).jackpot_drop:
            wanted.pop(UNDER_THRESHOLD, None)
        return wanted

    def profile(self, request: Request, target: str | None) -> Profile:
        shape = showdown_profile(request.difficulty)
        low, high = shape.players
        short = shape.short_share
        if target == NO_FLOP:
            shape = with_temperament(shape, preflop_open=0.5, fold_to_bet=0.85, preflop_call=0.05)
        elif target == UNCALLED:
            shape = with_temperament(shape, fold_to_bet=0.8, bet_when_checked_to=0.7, preflop_call=0.3)
        elif target in (UNDER_CAP, UNDER_THRESHOLD):
            low, high = 2, min(high, 4)
            shape = with_temperament(shape, preflop_open=0.1, preflop_call=0.6, bet_when_checked_to=0.15,
                                     fold_to_bet=0.6)
        elif target == SPLIT:
            low = max(low, 3)
            shape = with_temperament(shape, fold_to_bet=0.15, preflop_call=0.5)
        return Profile((low, high), short if request.difficulty >= 3 else 0.0, shape.temperament,
                       request.difficulty >= 4 and target != NO_FLOP, rake=structure_for(request))

    def variants(self, mix: Mix, target: str | None) -> Mix:
        if target == SPLIT and any(v.game is Game.OMAHA_HILO for v, _w in mix):
            return [(v, w) for v, w in mix if v.game is Game.OMAHA_HILO]
        return mix

    def asked_during_betting(self, difficulty: int) -> bool:
        return False

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        if not hand.is_complete or hand.rake_taken is None:
            return False
        return request.difficulty >= 3 or len(hand.pots()[0]) == 1

    def hard_enough(self, hand: Hand, request: Request, pattern: str) -> bool:
        return request.difficulty < 4 or pattern == NO_FLOP or len(hand.pots()[0]) > 1 or \
            hand.variant.game is Game.OMAHA_HILO

    def pattern_of(self, hand: Hand) -> str:
        structure, taken = rake_mistakes.taken_of(hand)
        if not taken.flop_seen:
            return NO_FLOP
        on_uncalled = rake_mistakes.rake_on_uncalled(hand)
        if on_uncalled is not None and on_uncalled != taken.rake:
            return UNCALLED
        if len(rake_mistakes.received_of(hand)) > 1:
            return SPLIT
        if taken.capped:
            return AT_CAP
        if structure.jackpot_drop and not taken.threshold_reached:
            return UNDER_THRESHOLD
        return UNDER_CAP

    def moment_problem(self, hand: Hand) -> str | None:
        if hand.rake_structure is None:
            return "the hand has no rake (the PHH has no _rake field)"
        return None if hand.is_complete else "the hand is not over"

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        structure = question.hand.rake_structure
        assert structure is not None
        posted = structure_text(structure)
        if answer and "awards" not in answer:  # the pot is awarded after: the house's chips alone
            if structure.jackpot_drop:
                return _prompt("The house rake: {structure}. The hands are tabled: before the pot is awarded, how "
                               "much is raked and how much is dropped for the jackpot?").format(structure=posted)
            return _prompt("The house rake: {structure}. The hands are tabled: before the pot is awarded, how much "
                           "is raked?").format(structure=posted)
        if structure.jackpot_drop:
            return _prompt("The house rake: {structure}. The hand is over: how much is raked, how much is dropped "
                           "for the jackpot, and how many chips does each winner receive?").format(structure=posted)
        return _prompt("The house rake: {structure}. The hand is over: how much is raked, and how many chips does "
                       "each winner receive?").format(structure=posted)

    def explain(self, question: Question) -> list[str]:
        return rake_steps(question)

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        structure = question.hand.rake_structure
        house = (RAKE, DROP) if structure is not None and structure.jackpot_drop else (RAKE,)
        return (*house, RECEIVED) if pays(question) else house

    def parse(self, question: Question, texts: Mapping[str, str]) -> RakeAnswer:
        rake = RAKE.read(question, texts.get("rake", ""))
        drop = DROP.read(question, texts.get("jackpot_drop", "")) if "jackpot_drop" in texts else None
        received = RECEIVED.read(question, texts.get("awards", "")) if pays(question) else {}
        return RakeAnswer(rake, drop, tuple(sorted(received.items())))

    def texts(self, question: Question, answer: RakeAnswer) -> dict[str, str]:
        result = {"rake": "" if answer.rake is None else str(answer.rake)}
        if pays(question):
            result["awards"] = ", ".join(f"{question.seat_of(p)}: {n}" for p, n in answer.received if n)
        if DROP in self.inputs(question):
            result["jackpot_drop"] = "" if answer.jackpot_drop is None else str(answer.jackpot_drop)
        return result

    def answer_from(self, data: StoredAnswer) -> RakeAnswer:
        return RakeAnswer(_whole(data.get("rake")), _whole(data.get("jackpot_drop")),
                          received_from(data.get("awards")))

    def right_answer(self, question: Question) -> dict[str, object]:
        """The right answer as a trainee gives it: the rake, the drop and what each seat receives in all."""
        right = self.answer_from(question.answer)
        stored = RakeAnswer(right.rake, right.jackpot_drop if DROP in self.inputs(question) else None,
                            right.received).to_dict()
        if not pays(question):
            del stored["awards"]
        return stored

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        """A slip of the rake's, whole, so the verdict names it — no flop no drop, else the uncalled bet raked,
        else the split before the rake (the screenshot's), else the cap passed; where none changes the answer, a
        chip more raked."""
        right = self.right_answer(question)
        slips = rake_mistakes.rake_slips(question)
        for cause in (rake_mistakes.DROP_NO_FLOP, rake_mistakes.RAKE_ON_UNCALLED, rake_mistakes.SPLIT_BEFORE_RAKE,
                      rake_mistakes.OVER_CAP):
            slip = next((answer for c, answer in slips if c == cause), None)
            if slip is not None:
                return {**right, **slip}
        return {**right, "rake": rake_mistakes.taken_of(question.hand)[1].rake + question.hand.stakes.chip}

    def grade_parts(self, question: Question, answer: RakeAnswer) -> list[Part]:
        want = self.answer_from(question.answer)
        parts = [Part(_grading("Rake"), _shown(want.rake), _shown(answer.rake), answer.rake == want.rake)]
        if DROP in self.inputs(question):
            parts.append(Part(_grading("Jackpot drop"), _shown(want.jackpot_drop), _shown(answer.jackpot_drop),
                              (answer.jackpot_drop or 0) == want.jackpot_drop))
        right, given = (want.totals(), answer.totals()) if pays(question) else ({}, {})
        for player in sorted(set(right) | set(given), key=question.seat_of):
            name = _grading("Seat {seat} receives").format(seat=question.seat_of(player))
            parts.append(Part(name, str(right.get(player, 0)), str(given.get(player, 0)),
                              right.get(player, 0) == given.get(player, 0)))
        return parts

    def mistake(self, question: Question, answer: RakeAnswer) -> str | None:
        return rake_mistakes.rake_mistake(question, answer.rake, answer.jackpot_drop, answer.totals())
