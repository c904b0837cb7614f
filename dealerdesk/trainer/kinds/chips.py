"""Counting chips and making change: the pot counted from its stacks, the change owed to a player who calls with
a bigger chip, and the pot coloured up into the fewest chips — in the room's chips (:mod:`dealerdesk.rules.chips`).

Which of the three a question asks follows from the moment the hand stops at (and so from the exported hand
alone): at the start of a street after the flop, with nothing in front, the dealer **counts** the pot (the table
shows its chips, not the number); when the player to act faces a call that is not one chip and calls with the
smallest chip worth more, the dealer makes **change**; when the betting is over, the dealer **colours up** the pot
before it is pushed. The answers are the engine's (``dealerdesk solve``'s ``pot_total``, ``change`` and
``colour_up`` once the hand names its chips, PHH ``_chip_set``).

The prompt says only what a dealer hears ("Count the pot."); the chips are on the felt, every one drawn in stacks
of five (:func:`dealerdesk.rules.chips.cut_in_fives`), and their counts come in the explanation after the answer.
Most questions are dealt at the cash games a new dealer starts on (1/2 to 5/10, with the $1 or $5 chip up to the
$100); a smaller share at a tournament table, in tournament chips (T25 up to T5,000), which the prompt names.

What the stored answer holds agrees with itself and with the picture: ``pot_chips`` is the chips in the middle
(what the table draws), ``colour_up`` the same amount in the fewest chips, and ``pot_total`` their value — stored
only where nothing is in front of the players (a count, a colour-up), since the engine's ``pot_total`` counts the
bets in front too; a change question (a bet to call is in front) stores ``to_call``, ``tendered`` and ``change``
(``tendered`` − ``to_call``) in its place.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from dealerdesk.history._convert import CHIP_SET_FIELD
from dealerdesk.i18n import N_, translate, translate_n
from dealerdesk.rules import chips as C
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer import answers
from dealerdesk.trainer.kinds.base import Part, Profile, QuestionKind, Request
from dealerdesk.trainer.kinds.inputs import AmountInput, Input, Inputs
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.registry import register
from dealerdesk.trainer.question import Question, StoredAnswer


def _prompt(text: str) -> str:
    """Translate in the prompts' context."""
    return translate("Prompts", text)


def _grading(text: str) -> str:
    """Translate in the grader's context."""
    return translate("Grading", text)


def _explain(text: str) -> str:
    """Translate in the explanations' context."""
    return translate("Explain", text)


def _page(text: str) -> str:
    """Translate in the trainer page's context."""
    return translate("TrainerPage", text)


TOURNAMENT_SMALLEST = 25
"""A table whose smallest chip in play is this or bigger plays tournament chips (the kind deals its cash games with
the $1 or $5 chip, its tournaments with the T25)."""
CASH_BIGGEST = 100
"""The biggest chip at the cash games a new dealer starts on: $1, $5, $25 and $100 chips (no $500s at 1/2)."""
TOURNAMENT_BIGGEST = 5000
"""The biggest chip at the tournament levels dealt (T25 to T5,000)."""
TOURNAMENT_SHARE = (0.15, 0.2, 0.25, 0.3)
"""How often a chips question is dealt at a tournament table, by difficulty: the rest are cash games."""


def is_tournament(answer: StoredAnswer) -> bool:
    """Whether a question is dealt at a tournament table (its smallest chip in play is a tournament chip)."""
    values = [v for v in answer.get("chip_set") or () if isinstance(v, int)]
    return bool(values) and min(values) >= TOURNAMENT_SMALLEST


# -- the three questions and their answer patterns -------------------------------------------------------------


class Task(enum.StrEnum):
    """What the dealer is asked to do with the chips."""

    COUNT = "count"
    CHANGE = "change"
    COLOUR_UP = "colour-up"


COUNT_FEW = "count, one or two colours"
COUNT_SEVERAL = "count, three colours"
COUNT_MANY = "count, four colours or more"
CHANGE_ONE = "change in one chip"
CHANGE_SEVERAL = "change in several chips"
COLOUR_EXACT = "colour-up, no small chips left"
COLOUR_REMAINDER = "colour-up with small chips left over"

# Named mistakes (the progress database stores the English; mistakes.label shows them translated).
MISSED_COLOUR = N_("one colour's chips left out of the count", "Mistakes")
MISCOUNTED_COLOUR = N_("one colour's stack miscounted", "Mistakes")
WRONG_VALUE = N_("a colour counted at another colour's value", "Mistakes")
CHANGE_OFF_BY_A_CHIP = N_("the change short or over by one chip", "Mistakes")
CALL_GIVEN_BACK = N_("the call given back instead of the change", "Mistakes")
CHANGE_FROM_OTHER_CHIP = N_("the change counted from a different chip", "Mistakes")
NOT_FEWEST = N_("the right amount, but not coloured up into the fewest chips", "Mistakes")
NOT_COLOURED_UP = N_("the pot's chips left as they were (not coloured up)", "Mistakes")
COLOUR_UP_WRONG_TOTAL = N_("the coloured-up chips do not add up to the pot", "Mistakes")

CAUSES = (MISSED_COLOUR, MISCOUNTED_COLOUR, WRONG_VALUE, CHANGE_OFF_BY_A_CHIP, CALL_GIVEN_BACK,
          CHANGE_FROM_OTHER_CHIP, NOT_FEWEST, NOT_COLOURED_UP, COLOUR_UP_WRONG_TOTAL)
"""Every mistake this kind names."""


def task_of(answer: StoredAnswer) -> Task:
    """The question a stored answer belongs to: nobody to act → colour-up; a chip tendered → change; else count."""
    if answer.get("to_call") is None:
        return Task.COLOUR_UP
    if answer.get("tendered") is not None:
        return Task.CHANGE
    return Task.COUNT


def pile_of(data: object) -> dict[int, int]:
    """A stored pile (``{"100": 3}``) as ``{100: 3}``; anything unreadable is left out."""
    if not isinstance(data, Mapping):
        return {}
    result: dict[int, int] = {}
    for key, value in data.items():
        try:
            chip = int(key)
        except (TypeError, ValueError):
            continue
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            result[chip] = value
    return result


def chip_set_of(question: Question) -> C.ChipSet:
    """The room's chip set, for the colours (the denominations are the question's own)."""
    return C.house_chip_set()


def chip_name(question: Question, value: int) -> str:
    """"black (100)": a chip as a dealer names it, translated."""
    # Translators: a chip named by its colour and value: "black (100)".
    return translate("Chips", "{colour} ({value})").format(colour=chip_set_of(question).chip(value).colour_name(),
                                                         value=value)


def _describe(question: Question, chips: Mapping[int, int]) -> str:
    return C.describe(chips, chip_set_of(question))


# -- the typed answer ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChipsAnswer:
    """The trainee's answer: the pot counted, the change owed, or the pot coloured up (whichever was asked)."""

    pot_total: int | None = None
    """The pot counted from its chips."""
    change: int | None = None
    """The change owed."""
    colour_up: dict[int, int] | None = field(default=None, hash=False)
    """The pot coloured up: chips by denomination (denominations left blank are left out)."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        result: dict[str, object] = {}
        if self.pot_total is not None:
            result["pot_total"] = self.pot_total
        if self.change is not None:
            result["change"] = self.change
        if self.colour_up is not None:
            result["colour_up"] = C.chips_text(self.colour_up)
        return result

    def has_content(self) -> bool:
        """Whether anything is given."""
        return self.pot_total is not None or self.change is not None or bool(self.colour_up)


POT = AmountInput("pot_total", N_("The pot", "TrainerPage"), N_("chips", "TrainerPage"), "The pot (chips): ",
                  what=N_("the pot", "TrainerPage"))
CHANGE = AmountInput("change", N_("Change owed", "TrainerPage"), N_("chips", "TrainerPage"), "Change owed (chips): ",
                     what=N_("the change", "TrainerPage"))


@dataclass(frozen=True)
class ChipCountInput(Input):
    """How many chips of one denomination (0 or blank for none): one of a colour-up's inputs."""

    value: int = 0
    """The denomination."""
    colour: str = ""
    """Its colour's English name (for the terminal)."""

    def shown_label(self) -> str:
        """"Black (100)" in the user's language."""
        chip = C.house_chip_set().chip(self.value)
        # Translators: the label of a box for a number of chips: "Black (100) chips".
        return _page("{colour} ({value}) chips").format(colour=chip.colour_name().capitalize(), value=self.value)

    def read(self, question: Question, text: str, *, named: bool = True) -> int:
        """The number of chips (blank is none)."""
        if not text.strip():
            return 0
        what = self.shown_label() if named else None
        return answers.amount(text, what)


def colour_key(value: int) -> str:
    """The input key of a colour-up's count of ``value`` chips."""
    return f"colour_up_{value}"


def colour_up_values(answer: StoredAnswer) -> tuple[int, ...]:
    """The denominations a colour-up is answered in, largest first: every chip in play up to the pot."""
    total = C.total(pile_of(answer.get("pot_chips")))
    values = [v for v in answer.get("chip_set") or () if isinstance(v, int) and v <= max(total, 1)]
    return tuple(sorted(values, reverse=True))


# -- the kind --------------------------------------------------------------------------------------------------


class Chips(QuestionKind[ChipsAnswer]):
    """Counting chips and making change."""

    name = Kind.CHIPS
    uses_chip_set = True
    history_fields = frozenset({CHIP_SET_FIELD})
    title_marked = N_("Chips and change", "Kinds")
    answer_keys = ("chip_set", "pot_chips", "to_call", "tendered", "change", "change_chips", "colour_up")
    optional_keys = frozenset({"pot_total"})
    patterns = (COUNT_FEW, COUNT_SEVERAL, COUNT_MANY, CHANGE_ONE, CHANGE_SEVERAL, COLOUR_EXACT, COLOUR_REMAINDER)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {COUNT_FEW: 2, CHANGE_ONE: 2, COLOUR_EXACT: 1, COLOUR_REMAINDER: 1},
        2: {COUNT_FEW: 1, COUNT_SEVERAL: 1, CHANGE_ONE: 1, CHANGE_SEVERAL: 1, COLOUR_EXACT: 1, COLOUR_REMAINDER: 1},
        3: {COUNT_SEVERAL: 1, COUNT_MANY: 1, CHANGE_SEVERAL: 2, COLOUR_EXACT: 1, COLOUR_REMAINDER: 1},
        4: {COUNT_MANY: 2, CHANGE_SEVERAL: 2, COLOUR_EXACT: 1, COLOUR_REMAINDER: 1},
    }
    # A dealer counts a pot of a few stacks, makes change or colours up in a few seconds (dealer-school drills
    # time a colour-up of a small pile at under ten); counting stack by stack is the slowest of the three.
    target_seconds = 8.0
    start_skill = 0.6
    has_sample_mistake = True

    # -- the moment

    def table_chips(self, smallest: int) -> tuple[int, ...]:
        """The room's chips in play at a table whose smallest chip is ``smallest`` (none: not a table to ask at):
        up to the $100 at a cash game, up to the T5,000 in a tournament."""
        biggest = TOURNAMENT_BIGGEST if smallest >= TOURNAMENT_SMALLEST else CASH_BIGGEST
        return tuple(value for value in C.house_chip_set().in_play(smallest) if value <= biggest)

    def profile(self, request: Request, target: str | None) -> Profile:
        """The plain betting table at the stakes a new dealer starts on, a tournament now and then (only
        tournaments when the room's chips have no $1 or $5), with few short stacks when the pot is counted or
        coloured up (a single pot in the middle; side pots are for the side-pot skill)."""
        shape = super().profile(request, target)
        house = C.house_chip_set()
        cash = bool(house.in_play(1) or house.in_play(5))
        share = TOURNAMENT_SHARE[request.difficulty - 1] if cash else 1.0
        short = shape.short_share if target in (CHANGE_ONE, CHANGE_SEVERAL) else min(shape.short_share, 0.1)
        return Profile(shape.players, short, shape.temperament, tournament_share=share, starting_stakes=True)

    def keys_at(self, hand: Hand, difficulty: int) -> tuple[str, ...]:
        """The pot's value too when nothing is in front (a count, a colour-up): the engine's ``pot_total`` then is
        the chips in the middle; with a bet to call in front (change) it is not, and is left out."""
        return self.answer_keys if any(hand.bets) else (*self.answer_keys, "pot_total")

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        facts = C.chip_facts(hand)
        # The generator's choices, not what makes a chips moment (a pack's question is read whatever its pot): a
        # pot it deals lies on the felt in two rows at most, and a pot to count is more than one chip.
        if facts is None or not facts.pot_total or not C.fits_the_felt(facts.pot_chips):
            return False
        task = _task(hand, facts)
        if task is not Task.CHANGE and len([pot for pot in hand.pots()[0] if pot.amount]) > 1:
            return False  # side pots are counted and coloured up each on its own: one pot in the middle here
        if task is Task.COUNT:
            return hand.street > 0 and C.chip_count(facts.pot_chips) >= 2  # one chip is not counted
        if task is Task.COLOUR_UP:
            return hand.betting_over and not hand.is_complete and facts.colour_up != facts.pot_chips
        return task is Task.CHANGE and facts.change is not None

    def hard_enough(self, hand: Hand, request: Request, pattern: str) -> bool:
        """From difficulty 3 a pot to count has some stacks of twenty, and a colour-up saves at least five chips."""
        if request.difficulty < 3:
            return True
        facts = C.chip_facts(hand)
        assert facts is not None
        if pattern in (COLOUR_EXACT, COLOUR_REMAINDER):
            return C.chip_count(facts.pot_chips) - C.chip_count(facts.colour_up) >= 5
        if pattern in (COUNT_SEVERAL, COUNT_MANY):
            return C.chip_count(facts.pot_chips) >= 12
        return True

    def pattern_of(self, hand: Hand) -> str:
        facts = C.chip_facts(hand)
        assert facts is not None
        task = _task(hand, facts)
        if task is Task.COUNT:
            colours = len(facts.pot_chips)
            return COUNT_FEW if colours <= 2 else COUNT_SEVERAL if colours == 3 else COUNT_MANY
        if task is Task.CHANGE:
            assert facts.change is not None
            return CHANGE_ONE if C.chip_count(facts.change.chips) == 1 else CHANGE_SEVERAL
        smallest = facts.chip_set[0]
        return COLOUR_REMAINDER if facts.colour_up.get(smallest) else COLOUR_EXACT

    def moment_problem(self, hand: Hand) -> str | None:
        facts = C.chip_facts(hand)
        if facts is None:
            return "the hand names no chips in play (_chip_set)"
        if not facts.pot_total:
            return "there is nothing in the pot"
        task = _task(hand, facts)
        if task is None:
            return "the player to act calls in exact chips, or bets are in front"
        if task is not Task.CHANGE and len([pot for pot in hand.pots()[0] if pot.amount]) > 1:
            return "there are side pots: each is counted and coloured up on its own"
        if task is Task.COUNT and (hand.street == 0 or hand.actor is None):
            return "no street after the flop has begun with nothing in front"
        if task is Task.COLOUR_UP and (not hand.betting_over or hand.is_complete):
            return "the betting is not over, or the pot has been pushed"
        return None

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        """What a dealer hears and no more: the chips themselves are on the felt (never their counts here), and a
        tournament table is named, its chips being other chips."""
        task = task_of(answer)
        tournament = is_tournament(answer)
        if task is Task.COUNT:
            return _prompt("Tournament: count the pot.") if tournament else _prompt("Count the pot.")
        if task is Task.CHANGE:
            actor = question.hand.actor
            assert actor is not None
            who = question.name_of(f"p{actor + 1}")
            if tournament:
                # Translators: {who} is the seat and name ("Seat 10 (Ivy)"); {chip} a chip by colour and value
                # ("purple (500)"), which the table shows in front of the player.
                text = _prompt("Tournament: {who} calls {call} with one {chip} chip. How much change?")
            else:
                # Translators: {who} is the seat and name ("Seat 10 (Ivy)"); {chip} a chip by colour and value
                # ("black (100)"), which the table shows in front of the player.
                text = _prompt("{who} calls {call} with one {chip} chip. How much change?")
            return text.format(who=who, call=answer["to_call"], chip=chip_name(question, answer["tendered"]))
        if tournament:
            return _prompt("Tournament: the betting is over. Before you push the pot, colour it up: the same amount "
                           "in the fewest chips.")
        return _prompt("The betting is over. Before you push the pot, colour it up: the same amount in the fewest "
                       "chips.")

    def explain(self, question: Question) -> list[str]:
        answer = question.answer
        task = task_of(answer)
        pot = pile_of(answer.get("pot_chips"))
        lines: list[str] = []
        if task is Task.COUNT:
            lines.append(_explain("Count the pot colour by colour, largest chips first: each colour stands in stacks "
                                  "of five, so count the stacks, times five, and add the short stack."))
            subtotals = []
            for value, heights in C.cut_in_fives(pot):
                count = sum(heights)
                subtotals.append(value * count)
                full, short = divmod(count, C.CUT)
                if not full:
                    # Translators: one colour's chips in a pot, a single short stack: "green (25): 3 chips, worth
                    # 75".
                    lines.append(translate_n("Explain", "{chip}: {count} chip, worth {subtotal}",
                                             "{chip}: {count} chips, worth {subtotal}", count).format(
                        chip=chip_name(question, value), count=count, subtotal=value * count))
                elif not short:
                    # Translators: one colour's chips in a pot, in stacks of five: "black (100): 3 × 5 = 15 chips,
                    # worth 1500".
                    lines.append(_explain("{chip}: {stacks} × 5 = {count} chips, worth {subtotal}").format(
                        chip=chip_name(question, value), stacks=full, count=count, subtotal=value * count))
                else:
                    # Translators: one colour's chips in a pot, stacks of five and a short stack: "green (25): 7 × 5
                    # + 2 = 37 chips, worth 925".
                    lines.append(_explain("{chip}: {stacks} × 5 + {short} = {count} chips, worth {subtotal}").format(
                        chip=chip_name(question, value), stacks=full, short=short, count=count,
                        subtotal=value * count))
            if len(subtotals) == 1:
                lines.append(_explain("In all: {total}.").format(total=answer["pot_total"]))
            else:
                lines.append(_explain("Together: {sum} = {total}.").format(
                    sum=" + ".join(map(str, subtotals)), total=answer["pot_total"]))
            return lines
        if task is Task.CHANGE:
            change = pile_of(answer.get("change_chips"))
            lines.append(_explain("The call is {call}; the chip put out is worth {paid}, so the change is {paid} − "
                                  "{call} = {change}.").format(call=answer["to_call"], paid=answer["tendered"],
                                                               change=answer["change"]))
            lines.append(_explain("Give it back in the fewest chips, largest first: {chips}.").format(
                chips=_describe(question, change)))
            lines.append(_explain("Then the called chips go with the bet: {call} in front of the player.").format(
                call=answer["to_call"]))
            return lines
        coloured = pile_of(answer.get("colour_up"))
        lines.append(_explain("The pot is {total} in {count} chips: {pile}.").format(
            total=C.total(pot), count=C.chip_count(pot), pile=_describe(question, pot)))
        left = C.total(pot)
        for value in sorted(coloured, reverse=True):
            count = coloured[value]
            # Translators: one step of colouring up: "1375: 2 purple (500) make 1000; 1375 − 1000 = 375 left."
            lines.append(_explain("{left}: {count} {chip} make {used}; {left} − {used} = {rest} left.").format(
                left=left, count=count, chip=chip_name(question, value), used=count * value,
                rest=left - count * value))
            left -= count * value
        lines.append(_explain("Coloured up: {pile} — {count} chips instead of {before}.").format(
            pile=_describe(question, coloured), count=C.chip_count(coloured), before=C.chip_count(pot)))
        return lines

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        task = task_of(question.answer)
        if task is Task.COUNT:
            return (POT,)
        if task is Task.CHANGE:
            return (CHANGE,)
        chip_set = chip_set_of(question)
        return tuple(
            ChipCountInput(colour_key(value), "", N_("how many (0 for none)", "TrainerPage"),
                           f"{chip_set.chip(value).colour.capitalize()} ({value}) chips: ", value=value,
                           colour=chip_set.chip(value).colour)
            for value in colour_up_values(question.answer))

    def parse(self, question: Question, texts: Mapping[str, str]) -> ChipsAnswer:
        task = task_of(question.answer)
        if task is Task.COUNT:
            return ChipsAnswer(pot_total=POT.read(question, texts.get("pot_total", "")))
        if task is Task.CHANGE:
            return ChipsAnswer(change=CHANGE.read(question, texts.get("change", "")))
        counts: dict[int, int] = {}
        for field_ in self.inputs(question):
            assert isinstance(field_, ChipCountInput)
            count = field_.read(question, texts.get(field_.key, ""))
            if count:
                counts[field_.value] = count
        if not counts:
            raise answers.AnswerError(_page("fill in how many chips of at least one colour"))
        return ChipsAnswer(colour_up=counts)

    def texts(self, question: Question, answer: ChipsAnswer) -> dict[str, str]:
        task = task_of(question.answer)
        if task is Task.COUNT:
            return {"pot_total": "" if answer.pot_total is None else str(answer.pot_total)}
        if task is Task.CHANGE:
            return {"change": "" if answer.change is None else str(answer.change)}
        given = answer.colour_up or {}
        return {colour_key(value): str(given.get(value, 0)) if answer.colour_up is not None else ""
                for value in colour_up_values(question.answer)}

    def answer_from(self, data: StoredAnswer) -> ChipsAnswer:
        def whole(key: str) -> int | None:
            value = data.get(key)
            return value if isinstance(value, int) and not isinstance(value, bool) else None

        coloured = pile_of(data["colour_up"]) if "colour_up" in data else None
        return ChipsAnswer(pot_total=whole("pot_total"), change=whole("change"), colour_up=coloured or None)

    def right_answer(self, question: Question) -> dict[str, object]:
        answer = question.answer
        task = task_of(answer)
        if task is Task.COUNT:
            return {"pot_total": answer["pot_total"]}
        if task is Task.CHANGE:
            return {"change": answer["change"]}
        return {"colour_up": dict(answer["colour_up"])}

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        answer = question.answer
        task = task_of(answer)
        pot = pile_of(answer.get("pot_chips"))
        if task is Task.COUNT:
            value = min(pot)
            return {"pot_total": answer["pot_total"] - value}  # one chip of a colour miscounted
        if task is Task.CHANGE:
            change = pile_of(answer.get("change_chips"))
            return {"change": answer["change"] - min(change)}  # short by a chip
        return {"colour_up": C.chips_text(pot)}  # not coloured up

    def grade_parts(self, question: Question, answer: ChipsAnswer) -> list[Part]:
        expected = question.answer
        task = task_of(expected)
        if task is Task.COUNT:
            return [_part(_grading("The pot"), expected["pot_total"], answer.pot_total)]
        if task is Task.CHANGE:
            return [_part(_grading("Change owed"), expected["change"], answer.change)]
        right = pile_of(expected["colour_up"])
        given = answer.colour_up or {}
        parts = []
        for value in colour_up_values(expected):
            # Translators: a part of a colour-up's grade: "Black (100) chips".
            name = _grading("{chip} chips").format(chip=chip_name(question, value))
            parts.append(Part(name, str(right.get(value, 0)),
                              str(given.get(value, 0)) if answer.colour_up is not None else "—",
                              answer.colour_up is not None and given.get(value, 0) == right.get(value, 0)))
        return parts

    def mistake(self, question: Question, answer: ChipsAnswer) -> str | None:
        expected = question.answer
        task = task_of(expected)
        chip_set = chip_set_of(question)
        values = tuple(expected["chip_set"])
        if task is Task.COUNT:
            return count_mistake(pile_of(expected["pot_chips"]), answer.pot_total, chip_set)
        if task is Task.CHANGE:
            return change_mistake(int(expected["to_call"]), int(expected["tendered"]), answer.change, values)
        return colour_up_mistake(pile_of(expected["pot_chips"]), answer.colour_up, values)

    def chips_on_table(self, question: Question) -> tuple[dict[int, int], bool] | None:
        """The pot as chips, and whether its amount is hidden (counting it is the question)."""
        return pile_of(question.answer.get("pot_chips")), task_of(question.answer) is Task.COUNT

    def chips_answered(self, question: Question) -> dict[int, int] | None:
        """After a colour-up, the pot coloured up."""
        return pile_of(question.answer.get("colour_up")) if task_of(question.answer) is Task.COLOUR_UP else None

    def chip_put_out(self, question: Question) -> tuple[int, int] | None:
        """For change, the chip the player to act calls with, in front of them."""
        actor = question.hand.actor
        tendered = question.answer.get("tendered")
        if task_of(question.answer) is not Task.CHANGE or actor is None or not isinstance(tendered, int):
            return None
        return actor, tendered


def _task(hand: Hand, facts: C.ChipFacts) -> Task | None:
    """The question the hand's moment asks (None: none of the three: a call paid in exact chips, bets in front)."""
    if hand.actor is None:
        return Task.COLOUR_UP
    if facts.tendered is not None:
        return Task.CHANGE
    if hand.to_call or any(hand.bets):
        return None
    return Task.COUNT


def _part(name: str, expected: object, given: int | None) -> Part:
    return Part(name, str(expected), "—" if given is None else str(given), given == expected)


# -- the named mistakes ----------------------------------------------------------------------------------------
#
# Each is a slip (dealerdesk.trainer.mistakes): one step of the count or the change done wrong, everything else
# right, giving one answer; the mistake is named only when the trainee's answer is that answer. Two colour-up
# names describe the answer itself instead (chips that do not add up; the right amount in more chips than need
# be): every answer they are given to is, by definition, that mistake.

Slip = tuple[str, dict[str, object]]
"""A named mistake and the answer it gives, in the stored form (as :data:`dealerdesk.trainer.mistakes.Slip`)."""


def _kept(slips: list[tuple[str, int]], right: int) -> list[tuple[str, int]]:
    """The slips whose amounts differ from the right one, each amount kept for the first slip that gives it."""
    seen = {right}
    kept = []
    for cause, amount in slips:
        if amount not in seen:
            seen.add(amount)
            kept.append((cause, amount))
    return kept


def count_slips(pot: Mapping[int, int], chip_set: C.ChipSet) -> list[tuple[str, int]]:
    """The pot counts a slip gives (cause, the total counted): one colour left out; one colour counted at another
    chip's value; one colour's stack miscounted — its chips counted as any other number from none up to a
    stack's height of that chip more or fewer (a stack of 20 taken for 19, a stack missed or counted twice)."""
    right = C.total(pot)
    slips = [(MISSED_COLOUR, right - value * count) for value, count in pot.items()]
    slips += [(WRONG_VALUE, right + (other - value) * count)
              for value, count in pot.items() for other in chip_set.values if other != value]
    for value in sorted(pot, reverse=True):
        height = chip_set.stack_height(value)
        slips += [(MISCOUNTED_COLOUR, right + off * value)
                  for off in range(-min(height, pot[value]), height + 1) if off]
    return _kept(slips, right)


def change_slips(call: int, paid: int, values: tuple[int, ...]) -> list[tuple[str, int]]:
    """The change a slip gives (cause, the change given): the call handed back instead of the change; the change
    counted from another chip in play that covers the call; the change one chip short (one of the chips it is
    made of, in the fewest chips, left out) or one chip over (one more chip in play below the one put out)."""
    right = paid - call
    change = C.change_owed(call, paid, values).chips
    slips = [(CALL_GIVEN_BACK, call)]
    slips += [(CHANGE_FROM_OTHER_CHIP, other - call) for other in values if other != paid and other > call]
    slips += [(CHANGE_OFF_BY_A_CHIP, right - value) for value in sorted(change, reverse=True)]
    slips += [(CHANGE_OFF_BY_A_CHIP, right + value) for value in sorted(values, reverse=True) if value < paid]
    return _kept(slips, right)


def colour_up_slips(pot: Mapping[int, int], values: tuple[int, ...]) -> list[tuple[str, dict[int, int]]]:
    """The colour-ups a slip gives (cause, the chips): the pot left as it was, not coloured up."""
    pile = {value: count for value, count in pot.items() if count}
    return [] if pile == C.colour_up(pot, values) else [(NOT_COLOURED_UP, pile)]


def chips_slips(question: Question) -> list[Slip]:
    """The slips of the question's task (:func:`count_slips`, :func:`change_slips`, :func:`colour_up_slips`),
    each with the answer it gives in the stored form."""
    expected = question.answer
    task = task_of(expected)
    values = tuple(expected["chip_set"])
    if task is Task.COUNT:
        return [(cause, {"pot_total": total})
                for cause, total in count_slips(pile_of(expected["pot_chips"]), chip_set_of(question))]
    if task is Task.CHANGE:
        return [(cause, {"change": change})
                for cause, change in change_slips(int(expected["to_call"]), int(expected["tendered"]), values)]
    return [(cause, {"colour_up": C.chips_text(chips)})
            for cause, chips in colour_up_slips(pile_of(expected["pot_chips"]), values)]


def count_mistake(pot: Mapping[int, int], given: int | None, chip_set: C.ChipSet) -> str | None:
    """A pot counted wrong: the slip of :func:`count_slips` whose total was given (None: none)."""
    return next((cause for cause, total in count_slips(pot, chip_set) if total == given), None)


def change_mistake(call: int, paid: int, given: int | None, values: tuple[int, ...]) -> str | None:
    """Change given wrong: the slip of :func:`change_slips` whose change was given (None: none)."""
    return next((cause for cause, change in change_slips(call, paid, values) if change == given), None)


def colour_up_mistake(pot: Mapping[int, int], given: Mapping[int, int] | None,
                      values: tuple[int, ...]) -> str | None:
    """A colour-up wrong: chips that do not add up to the pot (by definition); the slip of
    :func:`colour_up_slips` whose chips were given; else the right amount in more chips (by definition)."""
    if given is None or dict(given) == C.colour_up(pot, values):
        return None
    if C.total(given) != C.total(pot):
        return COLOUR_UP_WRONG_TOTAL
    mine = {value: count for value, count in given.items() if count}
    return next((cause for cause, chips in colour_up_slips(pot, values) if chips == mine), NOT_FEWEST)


KIND = register(Chips())
