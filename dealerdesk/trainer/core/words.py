"""How the trainer shows an answer's values: seats, pots, chips returned, "none" and "yes"/"no" (translated, in
the grader's context). Every kind's grade and explanation names a pot or a seat with these words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dealerdesk.i18n import translate
from dealerdesk.trainer.core.question import Question


def _(text: str) -> str:
    """Translate in the grader's context."""
    return translate("Grading", text)


def shown_value(value: object) -> str:
    """An answer's value as the verdict shows it: "none", "yes"/"no", a list joined, else the value."""
    if value is None:
        return _("none")
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(map(str, value)) or _("none")
    return str(value)


def seats_text(question: Question, players: Sequence[str]) -> str:
    """Players as their seat numbers ("4, 6"), or "none"."""
    return ", ".join(str(question.seat_of(p)) for p in players) if players else _("none")


def pot_name(index: int) -> str:
    """"Main pot", "Side pot 1" … (translated)."""
    return _("Main pot") if index == 0 else _("Side pot {number}").format(number=index)


def returned_text(question: Question, returned: Mapping[str, int]) -> str:
    """Chips returned as "Seat 4: 120, …", or "none"."""
    return ", ".join(_("Seat {seat}: {chips}").format(seat=question.seat_of(p), chips=n)
                     for p, n in sorted(returned.items())) or _("none")
