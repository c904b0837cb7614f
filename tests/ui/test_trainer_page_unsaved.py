"""The trainer page when the progress database cannot take an answer (the disk full, the file locked): the verdict is
shown, the answer is kept, one line says it is not saved yet — no crash dialog — and the next answer saves both."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store import opening
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.trainer_page import TrainerPage


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    monkeypatch.setattr(opening, "BUSY_TIMEOUT_SECONDS", 0.3)  # "locked for more than the timeout", quickly
    with Store(tmp_path / "progress.sqlite3") as opened:
        yield opened


def test_a_locked_database_keeps_the_answer_and_says_so(qtbot: QtBot, store: Store) -> None:
    profile = store.create_profile("Trainee").id
    page = TrainerPage(TrainingSession(SessionPlan(questions=None), store, profile, random.Random(3)))
    qtbot.addWidget(page)
    other = sqlite3.connect(store.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the database
    first = page.ask()
    page.fill_answer(right_answer(first))
    verdict = page.submit_answer()
    assert verdict is not None and verdict.correct
    line = page.problem.text()
    assert not page.problem.isHidden() and "not saved yet" in line and "\n" not in line
    assert store.unsaved >= 1 and store.attempts(profile) == []
    other.execute("COMMIT")
    other.close()
    page.advance()
    second = page.ask()
    page.fill_answer(right_answer(second))
    assert page.submit_answer() is not None
    assert page.problem.isHidden() and store.unsaved == 0
    assert [a.question_key for a in store.attempts(profile)] == [first.key, second.key]
