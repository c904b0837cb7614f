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

from collections.abc import Mapping
from dataclasses import dataclass

from dealerdesk.i18n import translate
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.base import Answer, Part

__all__ = ["Part", "Verdict", "grade", "grade_parts"]


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


def grade_parts(question: Question, answer: StoredAnswer | Answer) -> list[Part]:
    """Compare every part of the answer (typed, or in its stored form) with the engine's."""
    kind = kind_of(question.kind)
    typed = kind.answer_from(answer) if isinstance(answer, Mapping) else answer
    return kind.grade_parts(question, typed)


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
