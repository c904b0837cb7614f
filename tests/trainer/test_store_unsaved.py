"""An answer the database cannot take now is kept, said in one line and saved later.

Two real causes are made, not mocked: another connection holding the write lock past the busy timeout (the
timeout shortened so the test does not wait 5 s), and a full disk (SQLite's page limit reached). The answer is
never lost and never raised as an error; it is written, in order, once the database can take it.
"""

from __future__ import annotations

import random
import sqlite3
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.practice import Practice
from dealerdesk.trainer.store import opening
from dealerdesk.trainer.store.database import Attempt, Store, StoreError

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def attempt(key: str, phh: str = "variant = 'NT'\n") -> Attempt:
    return Attempt(kind="pot-limit", question_key=key, phh=phh, question="{}", answer="120", correct=True,
                   score=1.0, cause=None, seconds=3.0, answered_at=T0)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    monkeypatch.setattr(opening, "BUSY_TIMEOUT_SECONDS", 0.3)
    with Store(tmp_path / "progress.sqlite3") as opened:
        yield opened


def hold_the_lock(path: Path) -> sqlite3.Connection:
    """Another program's connection holding the write lock (as a long transaction would)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    return other


def test_an_answer_waits_out_another_programs_lock(store: Store) -> None:
    ann = store.create_profile("Ann")
    other = hold_the_lock(store.path)
    assert store.record_attempt(ann.id, attempt("first")) is None
    assert store.unsaved == 1
    problem = store.save_problem
    assert problem is not None and "\n" not in problem and "another program" in problem and "kept" in problem
    started = time.monotonic()
    assert store.record_attempt(ann.id, attempt("second")) is None  # still locked: kept too, without a long wait
    assert time.monotonic() - started < 1.0 and store.unsaved == 2
    other.execute("COMMIT")
    other.close()
    row = store.record_attempt(ann.id, attempt("third"))
    assert row is not None and store.unsaved == 0 and store.save_problem is None
    assert [a.question_key for a in store.attempts(ann.id)] == ["first", "second", "third"]


def test_an_answer_waits_out_a_full_disk(store: Store) -> None:
    ann = store.create_profile("Ann")
    db = store._live()
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")  # no room for another page: SQLite says the disk is full
    assert store.record_attempt(ann.id, attempt("big", phh="x" * 100_000)) is None
    assert "the disk is full" in (store.save_problem or "")
    assert store.retry() is False and store.unsaved == 1
    db.execute("PRAGMA max_page_count = 1000000")  # room again
    assert store.retry() is True and store.save_problem is None
    assert [a.question_key for a in store.attempts(ann.id)] == ["big"]


def test_close_saves_what_was_kept(tmp_path: Path, store: Store) -> None:
    ann = store.create_profile("Ann")
    other = hold_the_lock(store.path)
    store.record_attempt(ann.id, attempt("kept"))
    other.execute("COMMIT")
    other.close()
    store.close()
    with Store(tmp_path / "progress.sqlite3") as again:
        assert [a.question_key for a in again.attempts(ann.id)] == ["kept"]


def test_an_unknown_profile_is_still_an_error(store: Store) -> None:
    with pytest.raises(StoreError, match="no profile number 99"):
        store.record_attempt(99, attempt("nobody"))
    assert store.unsaved == 0


def test_practice_grades_and_keeps_the_answer_while_the_database_is_locked(store: Store) -> None:
    ann = store.create_profile("Ann")
    practice = Practice(store, ann.id, random.Random(5), kinds=(Kind.POT_LIMIT,))
    question = practice.new_question(Kind.POT_LIMIT)
    other = hold_the_lock(store.path)
    verdict = practice.answer(question, {"max_raise_to": 1, "pot_total": 1}, 4.0)  # wrong: a review is due too
    assert not verdict.correct and store.unsaved >= 1 and store.save_problem is not None
    other.execute("COMMIT")
    other.close()
    assert store.retry()
    assert [a.question_key for a in store.attempts(ann.id)] == [question.key]
    assert store.review(ann.id, question.key) is not None
