"""No text typed into any kind's answer gives a traceback: random text, typed into every field of every kind of
question, is either read and graded or refused with a message — through the terminal trainer (``dealerdesk
drill``'s prompts, a line each, then the right answer) and through the window's answer form (the verdict, or the
reason shown beside the inputs)."""

from __future__ import annotations

import functools
import io
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from dealerdesk import drill_cli
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.inputs import PotsInput
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.trainer_page import TrainerPage

TYPED = st.lists(st.sampled_from([*"0123456789 ,.:;-+/x_AKQJTakqjtsh♠♥ฟกหนึ่ง\t", "none", "all", "yes", "1e9",
                                   "nan", "เสมอ", "mind", "nincs", "10,5", "1 000"]),
                 max_size=12).map("".join)
"""Text a trainee might type, and worse: digits, separators, card letters and suits, words, Thai."""


@functools.cache
def question(kind: Kind) -> Question:
    """A question of the kind with as many inputs as the kind has (the busiest of a few dealt)."""
    rng = random.Random(f"never-breaks-{kind}")
    dealt = [generate(Request(kind, 1 + n % 4), rng, key=f"never-{kind}-{n}") for n in range(8)]
    return max(dealt, key=lambda q: len(kind_of(kind).inputs(q)))


def right_lines(q: Question) -> list[str]:
    """The right answer as the terminal asks for it, a line per prompt (pots: how many, then a line each)."""
    kind = kind_of(q.kind)
    texts = kind.texts(q, kind.answer_from(kind.right_answer(q)))
    lines: list[str] = []
    for field in kind.inputs(q):
        if isinstance(field, PotsInput):
            pots = [line for line in texts[field.key].splitlines() if line.strip()]
            lines += [str(len(pots)), *pots]
        elif field.key in texts:
            lines.append(texts[field.key])
    return lines


@pytest.mark.parametrize("kind", list(Kind))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(typed=st.lists(TYPED, min_size=1, max_size=8))
def test_random_lines_in_the_terminal_are_read_or_refused(kind: Kind, typed: list[str]) -> None:
    q = question(kind)
    lines = iter([*typed, *right_lines(q) * 4])
    out = io.StringIO()
    try:
        answer = drill_cli.read_answer(q, lambda: next(lines, ""), out, width=80)  # "": the input ran out
    except drill_cli.EndOfInput:
        return  # every line refused until the input ran out: said, never a traceback
    grade(q, answer)  # read: it grades


@pytest.mark.parametrize("kind", list(Kind))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_text_in_every_window_field_is_graded_or_refused_with_a_reason(
        kind: Kind, data: st.DataObject, qtbot: QtBot, tmp_path: Path) -> None:
    q = question(kind)
    page = window_page(qtbot, tmp_path)
    page.ask(q)
    keys = list(page.form_host.texts())
    page.form_host.put_texts({key: data.draw(TYPED, label=key) for key in keys})
    verdict = page.submit_answer()
    assert (verdict is not None) != (page.problem.isVisibleTo(page) and bool(page.problem.text()))


_PAGES: dict[str, TrainerPage] = {}


def window_page(qtbot: QtBot, folder: Path) -> TrainerPage:
    """One trainer page for the test's examples (made once per test function: hypothesis runs them all in it)."""
    key = str(folder)
    if key not in _PAGES:
        store = Store(folder / "never.sqlite3")
        profile = store.create_profile("Trainee").id
        page = TrainerPage(TrainingSession(SessionPlan(questions=None), store, profile, random.Random(1)))
        qtbot.addWidget(page)
        page.show()
        _PAGES[key] = page
    page = _PAGES[key]
    page.verdict = None
    return page
