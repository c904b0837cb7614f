"""What a kind asks the trainee to fill in: a description of its inputs that the window
(:mod:`dealerdesk.ui.training.trainer_inputs`) and the terminal drill (:mod:`dealerdesk.drill_cli`) both render, and the
reading of what is typed in each.

Every input is known by its answer key (``"max_raise_to"``, ``"pots"``, ``"pot0"`` …), which names the widget
(``answer_<key>``) and the text handed to the kind's ``parse``. The window's labels and hints are marked in the
trainer page's translation context and shown translated; the terminal asks in the English sentences of
:attr:`Input.prompt`, as the terminal drill always has.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealerdesk.i18n import N_, translate_marked
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.translated import page as _page

FACE_UP_WORDS = ("all", "all up", "face up")
"""What the terminal takes for "every hand is turned face up at once" in a showdown order."""


def shown_text(marked: str) -> str:
    """A label, hint or name of an input as the window shows it (translated in the trainer page's context)."""
    return translate_marked("TrainerPage", marked) if marked else ""


@dataclass(frozen=True)
class Input:
    """One input of a question: its key, what the window shows beside it, and what the terminal asks."""

    key: str
    """The answer key it fills in (the widget is named ``answer_<key>``)."""
    label: str
    """The window's label (English, marked in the "TrainerPage" context; empty for none)."""
    placeholder: str
    """The window's hint inside the empty box (English, marked in the "TrainerPage" context)."""
    prompt: str
    """The terminal's question (English)."""
    none_allowed: bool = False
    """"none" is an answer here: the window's refusal of an empty box says to type it."""
    takes_seats: bool = False
    """A seat clicked on the table is added here (while it is the last such input used)."""
    pot: int | None = None
    """The label is this pot's name (0: the main pot, 1: side pot 1 …) rather than :attr:`label`."""

    def read(self, question: Question, text: str, *, named: bool = True) -> object:
        """What the text typed here says; :class:`answers.AnswerError` with the reason. ``named``: a message
        names the input as the window does (the terminal's say "the amount")."""
        raise NotImplementedError

    def shown_label(self) -> str:
        """The window's label, translated (an input whose label is made from its question overrides it)."""
        return shown_text(self.label)


@dataclass(frozen=True)
class AmountInput(Input):
    """A chip amount ("none" too when :attr:`none_allowed`)."""

    what: str = ""
    """What the window's messages call it ("the raise-to"; English, marked in the "TrainerPage" context)."""

    def read(self, question: Question, text: str, *, named: bool = True) -> int | None:
        """The amount typed (None for "none" where allowed); :class:`answers.AnswerError` with the reason.
        ``named``: the message names the amount as :attr:`what` (else "the amount", as the terminal says)."""
        what = shown_text(self.what) if named and self.what else None
        return answers.optional_amount(text, what) if self.none_allowed else answers.amount(text, what)


@dataclass(frozen=True)
class SeatsInput(Input):
    """Seat numbers, in the order typed ("none" too when :attr:`none_allowed`)."""

    def read(self, question: Question, text: str, *, named: bool = True) -> list[str]:
        """The players in the seats typed, in order."""
        return answers.seats(question, text, allow_empty=self.none_allowed)


@dataclass(frozen=True)
class OrderInput(Input):
    """Seats in an order, or every hand face up at once: the window has a check box for that (:attr:`face_up`),
    the terminal takes ``all``."""

    face_up: str = ""
    """The check box's text (English, marked in the "TrainerPage" context)."""
    face_up_key: str = ""
    """The answer key of "every hand face up at once"."""

    def read(self, question: Question, text: str, *, named: bool = True) -> list[str] | None:
        """The players in order; None for every hand face up (the text :data:`FACE_UP_WORDS` or empty …)."""
        if text.strip().lower() in FACE_UP_WORDS:
            return None
        return answers.seats(question, text)


@dataclass(frozen=True)
class SeatAmountsInput(Input):
    """Chips per seat ("4: 120, 6: 1,075"), or "none"."""

    def read(self, question: Question, text: str, *, named: bool = True) -> dict[str, int]:
        """``{player: chips}``."""
        return answers.seat_amounts(question, text)


@dataclass(frozen=True)
class PotsInput(Input):
    """The pots, one a line ("amount: seats"), main pot first: a table in the window; in the terminal the number
    of pots (:attr:`count_prompt`), then each line (:attr:`line_prompt`)."""

    hint: str = ""
    """The window's line above the table (English, marked in the "TrainerPage" context)."""
    count_prompt: str = ""
    """The terminal's question for the number of pots."""
    line_prompt: str = ""
    """The terminal's question for pot ``{number}``."""

    def lines(self, text: str) -> list[str]:
        """The pot lines of a text (one a line, blank lines left out)."""
        return [line for line in text.splitlines() if line.strip()]

    def read(self, question: Question, text: str, *, named: bool = True) -> list[dict[str, object]]:
        """``[{"amount", "eligible"}, …]`` in the order typed."""
        lines = self.lines(text)
        if not lines:
            raise answers.AnswerError(_page("fill in at least the main pot: its amount and eligible seats"))
        return [dict(pot) for pot in answers.pots(question, lines)]


@dataclass(frozen=True)
class HandNameInput(Input):
    """A hand's name, chosen from :data:`answers.HAND_NAMES` in the window, typed in the terminal."""

    choose: str = ""
    """The window's text while nothing is chosen (English, marked in the "TrainerPage" context)."""
    choices: tuple[str, ...] = answers.HAND_NAMES
    """The canonical names to choose from."""
    unchosen: str = N_("Choose the winning hand.", "TrainerPage")
    """What the window says when the answer is given with nothing chosen (English, marked in "TrainerPage")."""

    def read(self, question: Question, text: str, *, named: bool = True) -> str:
        """The canonical English name."""
        return answers.hand_name(text)


Inputs = Sequence[Input]
"""A kind's inputs for one question, in the order they are shown and asked."""
