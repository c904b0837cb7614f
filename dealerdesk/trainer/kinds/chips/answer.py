"""What a chips question asks and how its answer is held: the three tasks (count, change, colour-up) and their
answer patterns, the piles a stored answer names, the trainee's typed answer and the boxes that take it. The kind
(:mod:`.kind`) and its named mistakes (:mod:`.mistakes`) both read questions through these."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from dealerdesk.i18n import N_, translate
from dealerdesk.rules import chips as C
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.inputs import AmountInput, Input
from dealerdesk.trainer.kinds.translated import page as _page

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


def describe_chips(question: Question, chips: Mapping[int, int]) -> str:
    """Chips as the explanation writes them ("3 black (100), 2 green (25)"), in the room's colours."""
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
