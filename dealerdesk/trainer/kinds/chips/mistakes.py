"""The chips kind's named mistakes: each is a slip (:mod:`dealerdesk.trainer.core.mistakes`): one step of the count
or the change done wrong, everything else right, giving one answer; the mistake is named only when the trainee's
answer is that answer. Two colour-up names describe the answer itself instead (chips that do not add up; the right
amount in more chips than need be): every answer they are given to is, by definition, that mistake."""

from __future__ import annotations

from collections.abc import Mapping

from dealerdesk.i18n import N_
from dealerdesk.rules import chips as C
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.chips.answer import Task, chip_set_of, pile_of, task_of

# The progress database stores the English; the catalogue's label shows them translated.
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



Slip = tuple[str, dict[str, object]]
"""A named mistake and the answer it gives, in the stored form (as :data:`dealerdesk.trainer.core.mistakes.Slip`)."""


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
