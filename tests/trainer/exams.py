"""Exams for the tests: an exam written into a folder, and answers typed as a trainee types them in the terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from dealerdesk.trainer.exam import Exam, ExamSettings, Feedback, export_exam
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.kinds.inputs import OrderInput, PotsInput
from dealerdesk.trainer.question import Question

KINDS = (Kind.POT_LIMIT, Kind.SIDE_POTS)
"""The skills of the tests' exams: one number box, and the pots (several lines each)."""


def write_exam(folder: Path, *, count: int = 4, seed: int = 42, seconds: float | None = 120.0,
               feedback: Feedback = Feedback.END, kinds: Sequence[Kind] = KINDS, name: str = "week-3") -> Exam:
    """An exam written into ``folder``."""
    return export_exam(folder, name, kinds, count, seed=seed, settings=ExamSettings(seconds, feedback))


def typed_lines(question: Question, answer: Mapping[str, Any]) -> list[str]:
    """An answer (stored form) as the terminal asks for it: a line per input, the pots as their count then a line
    each, a showdown all face up as ``all``."""
    kind = kind_of(question.kind)
    texts = kind.texts(question, kind.answer_from(answer))
    lines: list[str] = []
    for field in kind.inputs(question):
        if isinstance(field, PotsInput):
            pots = [line for line in texts[field.key].splitlines() if line.strip()]
            lines += [str(len(pots)), *pots]
        elif isinstance(field, OrderInput) and texts.get(field.face_up_key):
            lines.append("all")
        else:
            lines.append(texts.get(field.key, ""))
    return lines


def right_lines(question: Question) -> list[str]:
    """The right answer, typed."""
    return typed_lines(question, kind_of(question.kind).right_answer(question))


def wrong_answer(question: Question) -> dict[str, object]:
    """A classic mistake's answer to the question (its kind's first named slip)."""
    kind = kind_of(question.kind)
    slips = kind.dealer_mistakes(question) or [kind.sample_mistake(question) or {}]
    return {**kind.right_answer(question), **slips[0]}


def wrong_lines(question: Question) -> list[str]:
    """A classic mistake, typed."""
    return typed_lines(question, wrong_answer(question))


def typed(lines: Sequence[str]) -> str:
    """Lines as standard input."""
    return "".join(f"{line}\n" for line in lines)
