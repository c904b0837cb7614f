"""Grading a trainee's answer against the engine's, part by part, with the mistake named when recognisable.

An answer is its kind's typed answer, or its stored form, a dict in the keys of ``dealerdesk solve`` (what the
progress database and drill packs keep): ``{"max_raise_to": 120}``, ``{"pots": [...], "returned": {...}}``,
``{"showdown_order": [...], "all_in_showdown": False}``, ``{"awards": [{"pot": 0, "player": "p2", "amount": 75},
...]}`` (halves may be left out), and for the winner kind ``{"high": ["p2"], "low": [], "hand": "Full house"}``
about the main pot. The question's kind (:func:`~dealerdesk.trainer.kinds.kind_of`) compares the parts and names
the mistake; every part counts (every pot, every seat), and the verdict carries the worked explanation.

A verdict's words (part names, the answers as shown, the explanation) are translated for the screen; what is
compared and stored — the answer dicts, ``correct``, ``score`` and the mistake's ``cause`` — stays canonical.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from dealerdesk.i18n import translate
from dealerdesk.trainer.kinds.base import Answer, Part
from dealerdesk.trainer.kinds.registry import kind_of
from dealerdesk.trainer.question import Question, StoredAnswer

__all__ = ["Part", "Verdict", "grade", "grade_parts", "match_pots"]


def _(text: str) -> str:
    """Translate in the grader's context."""
    return translate("Grading", text)


@dataclass(frozen=True)
class Verdict:
    """The grade of one answer."""

    correct: bool
    """Every part right."""
    score: float
    """The share of parts right, 0..1."""
    parts: tuple[Part, ...]
    """Each part's result."""
    cause: str | None
    """The recognised mistake ("the call left out of the pot" …) in canonical English (``mistakes.label`` shows it
    translated), or None."""
    explanation: tuple[str, ...]
    """The worked answer, step by step."""


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


def grade_parts(question: Question, answer: StoredAnswer | Answer) -> list[Part]:
    """Compare every part of the answer (typed, or in its stored form) with the engine's."""
    kind = kind_of(question.kind)
    typed = kind.answer_from(answer) if isinstance(answer, Mapping) else answer
    return kind.grade_parts(question, typed)


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


def grade(question: Question, answer: StoredAnswer | Answer) -> Verdict:
    """The verdict on an answer (typed, or in its stored form): each part, the named mistake if recognised, and
    the explanation."""
    kind = kind_of(question.kind)
    typed = kind.answer_from(answer) if isinstance(answer, Mapping) else answer
    parts = kind.grade_parts(question, typed)
    right = sum(p.correct for p in parts)
    correct = right == len(parts)
    score = right / len(parts) if correct or typed.has_content() else 0.0
    cause = None if correct else kind.mistake(question, typed)
    return Verdict(correct, score, tuple(parts), cause, tuple(kind.explain(question)))
