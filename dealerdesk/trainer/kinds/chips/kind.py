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

from collections.abc import Mapping
from typing import ClassVar

from dealerdesk.history._convert import CHIP_SET_FIELD
from dealerdesk.i18n import N_, translate_n
from dealerdesk.rules import chips as C
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.base import Part, Profile, QuestionKind, Request
from dealerdesk.trainer.kinds.chips.answer import (
    CASH_BIGGEST,
    CHANGE,
    CHANGE_ONE,
    CHANGE_SEVERAL,
    COLOUR_EXACT,
    COLOUR_REMAINDER,
    COUNT_FEW,
    COUNT_MANY,
    COUNT_SEVERAL,
    POT,
    TOURNAMENT_BIGGEST,
    TOURNAMENT_SHARE,
    TOURNAMENT_SMALLEST,
    ChipCountInput,
    ChipsAnswer,
    Task,
    chip_name,
    chip_set_of,
    colour_key,
    colour_up_values,
    describe_chips,
    is_tournament,
    pile_of,
    task_of,
)
from dealerdesk.trainer.kinds.chips.mistakes import CAUSES, change_mistake, colour_up_mistake, count_mistake
from dealerdesk.trainer.kinds.inputs import Inputs
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import explain as _explain
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import page as _page
from dealerdesk.trainer.kinds.translated import prompt as _prompt

# -- the kind --------------------------------------------------------------------------------------------------


class Chips(QuestionKind[ChipsAnswer]):
    """Counting chips and making change."""

    name = Kind.CHIPS
    uses_chip_set = True
    history_fields = frozenset({CHIP_SET_FIELD})
    title_marked = TITLES[Kind.CHIPS]
    causes = CAUSES
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
                chips=describe_chips(question, change)))
            lines.append(_explain("Then the called chips go with the bet: {call} in front of the player.").format(
                call=answer["to_call"]))
            return lines
        coloured = pile_of(answer.get("colour_up"))
        lines.append(_explain("The pot is {total} in {count} chips: {pile}.").format(
            total=C.total(pot), count=C.chip_count(pot), pile=describe_chips(question, pot)))
        left = C.total(pot)
        for value in sorted(coloured, reverse=True):
            count = coloured[value]
            # Translators: one step of colouring up: "1375: 2 purple (500) make 1000; 1375 − 1000 = 375 left."
            lines.append(_explain("{left}: {count} {chip} make {used}; {left} − {used} = {rest} left.").format(
                left=left, count=count, chip=chip_name(question, value), used=count * value,
                rest=left - count * value))
            left -= count * value
        lines.append(_explain("Coloured up: {pile} — {count} chips instead of {before}.").format(
            pile=describe_chips(question, coloured), count=C.chip_count(coloured), before=C.chip_count(pot)))
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
