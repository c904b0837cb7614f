"""Stored rows another program (or a damaged disk) wrote with values this version cannot read are left out of
every answer of the store, and the trainee is told once, at open — no screen breaks on one
unreadable timestamp."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealerdesk.trainer.store.database import Attempt, Review, Store

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def attempt(key: str, answered_at: datetime = T0, session: str = "s1") -> Attempt:
    return Attempt(kind="side-pots", question_key=key, phh="phh", question="{}", answer="{}", correct=True,
                   score=1.0, cause=None, seconds=4.0, answered_at=answered_at, session=session)


BAD_ATTEMPTS = {
    "answered_at": "yesterday",
    "seconds": "slow",
    "score": 5.0,
    "kind": "",
    "mode": "exam",
}


@pytest.fixture
def damaged(tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "progress.sqlite3"
    with Store(path) as store:
        ann = store.create_profile("Ann")
        store.record_attempt(ann.id, attempt("good-1"))
        store.record_attempt(ann.id, attempt("good-2", T0 + timedelta(days=1)))
        for column in BAD_ATTEMPTS:
            store.record_attempt(ann.id, attempt(f"bad-{column}"))
        store.set_review(ann.id, Review("due-ok", "side-pots", T0, 1.0, 0, "phh", "{}"))
        store.set_review(ann.id, Review("due-bad", "side-pots", T0, 1.0, 0, "phh", "{}"))
        bob = store.create_profile("Bob")
    db = sqlite3.connect(path, isolation_level=None)
    for column, value in BAD_ATTEMPTS.items():
        db.execute(f"UPDATE attempts SET {column} = ? WHERE question_key = ?", (value, f"bad-{column}"))
    db.execute("UPDATE reviews SET due = 'soon' WHERE question_key = 'due-bad'")
    db.execute("UPDATE profiles SET created = '2024-02-30T00:00:00.000000Z' WHERE id = ?", (bob.id,))
    db.close()
    return path, ann.id


def test_unreadable_rows_are_left_out_and_said_once(damaged: tuple[Path, int]) -> None:
    path, ann = damaged
    with Store(path) as store:
        assert store.message is not None and "7 saved rows" in store.message and "\n" not in store.message
        assert [a.question_key for a in store.attempts(ann)] == ["good-1", "good-2"]
        stats = store.skill_stats(ann)["side-pots"]
        assert stats.attempts == 2 and stats.last_answered == T0 + timedelta(days=1)
        assert [(d.day.isoformat(), d.attempts) for d in store.daily_stats(ann)] == [("2024-05-01", 1),
                                                                                      ("2024-05-02", 1)]
        assert [s.answered for s in store.sessions(ann)] == [2]
        assert [r.question_key for r in store.due_reviews(ann, T0 + timedelta(days=9))] == ["due-ok"]
        assert store.review(ann, "due-bad") is None
        assert sorted(p.name for p in store.profiles()) == ["Ann", "Bob"]
        assert store.export_csv(ann, path.with_name("out.csv")) == 7  # the export keeps every row as stored


def test_a_clean_store_says_nothing(tmp_path: Path) -> None:
    with Store(tmp_path / "p.sqlite3") as store:
        store.record_attempt(store.create_profile("Ann").id, attempt("good"))
    with Store(tmp_path / "p.sqlite3") as store:
        assert store.message is None
