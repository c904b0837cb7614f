"""The progress store: profiles, attempts, statistics, reviews, CSV, and the file surviving what users do to it.

Issue 5 asks for: migration from the first schema, a corrupt file, two processes writing, a kill between writes.
Processes are real (`sys.executable -c`), because threads share one SQLite connection and would prove nothing
about locking or durability.
"""

from __future__ import annotations

import csv
import enum
import os
import random
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import platformdirs
import pytest

import dealerdesk
from dealerdesk.trainer.store import migrations, opening
from dealerdesk.trainer.store.database import (
    CSV_COLUMNS,
    Attempt,
    DailyStats,
    Review,
    Store,
    StoreError,
    default_path,
    local_day,
)
from tests.limits import HANG_SECONDS

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
BANGKOK = timezone(timedelta(hours=7))
REPO = Path(dealerdesk.__file__).resolve().parent.parent


def attempt(**changes: object) -> Attempt:
    """A right pot-limit answer at T0, with any field changed."""
    fields: dict[str, object] = {
        "kind": "pot-limit", "question_key": "1:pot-limit:1:0", "phh": "variant = 'PO'\n", "question": '{"q": 1}',
        "answer": "120", "correct": True, "score": 1.0, "cause": None, "seconds": 3.0, "answered_at": T0,
    }
    fields.update(changes)
    return Attempt(**fields)  # type: ignore[arg-type]


def review(key: str = "k", due: datetime = T0, **changes: object) -> Review:
    """A review of `key` due at `due`."""
    fields: dict[str, object] = {
        "question_key": key, "kind": "side-pots", "due": due, "interval_days": 1.0, "lapses": 0, "phh": "phh",
        "question": "{}",
    }
    fields.update(changes)
    return Review(**fields)  # type: ignore[arg-type]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "progress.sqlite3") as opened:
        yield opened


def raw(path: Path) -> sqlite3.Connection:
    """A plain connection to look at or tamper with a database behind the store's back."""
    return sqlite3.connect(path, isolation_level=None)


# Paths


def test_default_path_is_the_platformdirs_user_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[object, ...]] = []

    def user_data_path(*args: object, **kwargs: object) -> Path:
        asked.append((*args, *sorted(kwargs.items())))
        return tmp_path / "data" / "dealerdesk"

    monkeypatch.setattr(platformdirs, "user_data_path", user_data_path)
    with Store() as opened:
        assert opened.path == tmp_path / "data" / "dealerdesk" / "progress.sqlite3"
        assert opened.path.is_file()  # folders created
        assert opened.persistent
        assert opened.message is None
    assert asked == [("dealerdesk", ("appauthor", False))]


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_DATA_HOME is the Linux convention")
def test_default_path_follows_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_path() == tmp_path / "xdg" / "dealerdesk" / "progress.sqlite3"


def test_wal_and_full_sync(store: Store) -> None:
    with raw(store.path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert db.execute("PRAGMA user_version").fetchone() == (migrations.SCHEMA_VERSION,)
        assert db.execute("PRAGMA application_id").fetchone() == (migrations.APPLICATION_ID,)
    assert store._live().execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
    assert store._live().execute("PRAGMA foreign_keys").fetchone() == (1,)


def test_memory_store_is_never_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with Store(":memory:") as opened:
        opened.record_attempt(opened.create_profile("Ann").id, attempt())
        assert not opened.persistent
        assert opened.message is None
    assert list(tmp_path.iterdir()) == []


# Profiles


def test_profiles_create_list_rename_delete(store: Store) -> None:
    ann = store.create_profile("  Ann  ")
    zoe = store.create_profile("zoë")
    bob = store.create_profile("Bob")
    assert ann.name == "Ann"
    assert ann.created.tzinfo is UTC
    assert abs(datetime.now(UTC) - ann.created) < timedelta(minutes=1)
    assert [p.name for p in store.profiles()] == ["Ann", "Bob", "zoë"]
    assert store.profile(zoe.id) == zoe
    assert store.rename_profile(bob.id, " Bobby ").name == "Bobby"
    assert store.rename_profile(ann.id, "ANN").name == "ANN"  # changing only the case of your own name is fine
    store.delete_profile(zoe.id)
    assert [p.name for p in store.profiles()] == ["ANN", "Bobby"]
    with pytest.raises(StoreError, match="no profile number"):
        store.profile(zoe.id)


@pytest.mark.parametrize(
    ("first", "second"),
    [("Ann", "ann"), ("Ann", " ANN "), ("Ádám", "ÁDÁM"), ("Straße", "STRASSE"), ("สมชาย", "สมชาย ")],
)
def test_profile_names_are_unique_in_any_case(store: Store, first: str, second: str) -> None:
    store.create_profile(first)
    with pytest.raises(StoreError, match=f'already a profile named “{first.strip()}”'):
        store.create_profile(second)
    other = store.create_profile("Other")
    with pytest.raises(StoreError, match="already a profile named"):
        store.rename_profile(other.id, second)
    assert store.profile(other.id).name == "Other"


@pytest.mark.parametrize(
    ("name", "message"),
    [("", "cannot be empty"), ("   \t ", "cannot be empty"), ("Ann\nBob", "on one line"), ("x" * 61, "at most 60"),
     (None, "must be text")],
)
def test_bad_profile_names(store: Store, name: str, message: str) -> None:
    with pytest.raises(StoreError, match=message):
        store.create_profile(name)
    ann = store.create_profile("Ann")
    with pytest.raises(StoreError, match=message):
        store.rename_profile(ann.id, name)
    assert store.profiles() == [ann]


def test_unknown_profile_is_a_store_error_everywhere(store: Store) -> None:
    calls: list[Callable[[], object]] = [
        lambda: store.profile(99), lambda: store.rename_profile(99, "X"), lambda: store.delete_profile(99),
        lambda: store.record_attempt(99, attempt()), lambda: store.attempts(99), lambda: store.skill_stats(99),
        lambda: store.daily_stats(99), lambda: store.set_review(99, review()), lambda: store.review(99, "k"),
        lambda: store.due_reviews(99, T0), lambda: store.clear_review(99, "k"),
        lambda: store.export_csv(99, store.path.with_name("out.csv")),
    ]
    for call in calls:
        with pytest.raises(StoreError, match="There is no profile number 99"):
            call()
    assert store.profiles() == []


def test_deleting_a_profile_deletes_its_attempts_and_reviews(store: Store) -> None:
    ann, bob = store.create_profile("Ann"), store.create_profile("Bob")
    for profile in (ann, bob):
        store.record_attempt(profile.id, attempt())
        store.set_review(profile.id, review())
    store.delete_profile(ann.id)
    with raw(store.path) as db:
        assert db.execute("SELECT profile_id FROM attempts").fetchall() == [(bob.id,)]
        assert db.execute("SELECT profile_id FROM reviews").fetchall() == [(bob.id,)]
    again = store.create_profile("Ann")
    assert store.attempts(again.id) == []
    assert store.review(again.id, "k") is None


# Attempts


def test_attempt_round_trip(store: Store) -> None:
    ann = store.create_profile("Ann")
    wrong = attempt(kind="side-pots", question_key="9:side-pots:3:4", answer='{"pots": []}', correct=False,
                    score=0.25, cause="folded player's chips left out", seconds=12.5, mode="audition", difficulty=3,
                    answered_at=datetime(2024, 5, 2, 1, 30, tzinfo=BANGKOK))
    first = store.record_attempt(ann.id, wrong)
    second = store.record_attempt(ann.id, attempt())
    assert second > first
    got = store.attempts(ann.id)
    assert got == [attempt(), wrong]  # oldest first: 2024-05-01 18:30 UTC comes after 12:00 UTC
    assert got[1].answered_at.tzinfo is UTC
    assert got[1].answered_at == datetime(2024, 5, 1, 18, 30, tzinfo=UTC)


def test_attempts_are_committed_when_recorded(store: Store) -> None:
    ann = store.create_profile("Ann")
    store.record_attempt(ann.id, attempt())
    with Store(store.path) as other:  # another connection sees it at once, without close or flush
        assert len(other.attempts(ann.id)) == 1


def test_attempt_filters(store: Store) -> None:
    ann, bob = store.create_profile("Ann"), store.create_profile("Bob")
    kinds = ["pot-limit", "side-pots", "winner"]
    for minute in range(9):
        store.record_attempt(ann.id, attempt(kind=kinds[minute % 3], question_key=str(minute),
                                             mode="audition" if minute >= 6 else "practice",
                                             answered_at=T0 + timedelta(minutes=minute)))
    store.record_attempt(bob.id, attempt())

    def keys(**filters: object) -> list[str]:
        return [a.question_key for a in store.attempts(ann.id, **filters)]  # type: ignore[arg-type]

    assert keys() == [str(m) for m in range(9)]
    assert keys(kind="side-pots") == ["1", "4", "7"]
    assert keys(since=T0 + timedelta(minutes=4)) == ["4", "5", "6", "7", "8"]  # since is inclusive
    assert keys(since=(T0 + timedelta(minutes=4)).astimezone(BANGKOK)) == ["4", "5", "6", "7", "8"]
    assert keys(mode="audition") == ["6", "7", "8"]
    assert keys(kind="winner", since=T0 + timedelta(minutes=3), mode="practice") == ["5"]
    with pytest.raises(StoreError, match="timezone-aware"):
        store.attempts(ann.id, since=datetime(2024, 5, 1))
    with pytest.raises(StoreError, match='not "exam"'):
        store.attempts(ann.id, mode="exam")


class _Kind(enum.StrEnum):
    SIDE_POTS = "side-pots"


def test_str_enum_kinds_are_stored_as_their_value(store: Store) -> None:
    ann = store.create_profile("Ann")
    store.record_attempt(ann.id, attempt(kind=_Kind.SIDE_POTS))
    assert [a.kind for a in store.attempts(ann.id, kind=_Kind.SIDE_POTS)] == ["side-pots"]
    assert type(store.attempts(ann.id)[0].kind) is str


@pytest.mark.parametrize(
    ("changes", "message"),
    [({"answered_at": datetime(2024, 5, 1, 12)}, "answered_at must be a timezone-aware"),
     ({"mode": "exam"}, 'not "exam"'), ({"score": 1.5}, "between 0 and 1"), ({"score": float("nan")}, "between 0"),
     ({"seconds": -1.0}, "zero or more seconds"), ({"seconds": float("inf")}, "zero or more seconds"),
     ({"difficulty": 2.0}, "whole number"), ({"kind": ""}, "kind and key"), ({"question_key": ""}, "kind and key")],
)
def test_bad_attempts_are_refused(store: Store, changes: dict[str, object], message: str) -> None:
    ann = store.create_profile("Ann")
    with pytest.raises(StoreError, match=message):
        store.record_attempt(ann.id, attempt(**changes))
    assert store.attempts(ann.id) == []


def test_threads_may_share_a_store(store: Store) -> None:
    ann = store.create_profile("Ann")

    def write(tag: str) -> None:
        for i in range(50):
            store.record_attempt(ann.id, attempt(question_key=f"{tag}{i}"))

    threads = [threading.Thread(target=write, args=(tag,)) for tag in "ab"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(store.attempts(ann.id)) == 100


def test_a_closed_store_says_so(tmp_path: Path) -> None:
    opened = Store(tmp_path / "progress.sqlite3")
    opened.close()
    opened.close()
    with pytest.raises(StoreError, match="closed"):
        opened.profiles()


# Statistics


def test_skill_stats_on_known_data(store: Store) -> None:
    ann = store.create_profile("Ann")
    pot = [(True, 2.0), (False, 8.0), (True, 4.0), (True, 100.0)]  # median of 2, 4, 8, 100 = 6
    for minute, (correct, seconds) in enumerate(pot):
        moment = T0 + timedelta(minutes=minute)
        store.record_attempt(ann.id, attempt(correct=correct, seconds=seconds, answered_at=moment))
    for minute, seconds in enumerate([5.0, 1.0, 3.0]):
        store.record_attempt(ann.id, attempt(kind="side-pots", correct=False, score=0.5, seconds=seconds,
                                             mode="audition", answered_at=T0 - timedelta(days=1, minutes=minute)))
    stats = store.skill_stats(ann.id)
    assert list(stats) == ["pot-limit", "side-pots"]
    assert stats["pot-limit"].attempts == 4
    assert stats["pot-limit"].correct == 3
    assert stats["pot-limit"].accuracy == 0.75
    assert stats["pot-limit"].median_seconds == 6.0
    assert stats["pot-limit"].last_answered == T0 + timedelta(minutes=3)
    assert stats["side-pots"].accuracy == 0.0
    assert stats["side-pots"].median_seconds == 3.0
    assert stats["side-pots"].last_answered == T0 - timedelta(days=1)
    assert list(store.skill_stats(ann.id, mode="audition")) == ["side-pots"]
    assert store.skill_stats(ann.id, mode="practice")["pot-limit"] == stats["pot-limit"]
    assert store.skill_stats(store.create_profile("Bob").id) == {}


def test_daily_stats_are_per_day_and_kind_in_the_zone_given(store: Store) -> None:
    ann = store.create_profile("Ann")
    answers = [
        # Bangkok evening of 1 May and small hours of 2 May are both still 1 May in UTC.
        ("pot-limit", datetime(2024, 5, 1, 23, 30, tzinfo=BANGKOK), True, 3.0),
        ("pot-limit", datetime(2024, 5, 2, 1, 0, tzinfo=BANGKOK), False, 5.0),
        ("pot-limit", datetime(2024, 5, 1, 23, 59, 59, tzinfo=UTC), True, 10.0),
        ("winner", datetime(2024, 5, 1, 8, 0, tzinfo=UTC), True, 2.0),
        ("pot-limit", datetime(2024, 5, 2, 0, 0, tzinfo=UTC), True, 7.0),
        ("pot-limit", datetime(2024, 5, 2, 0, 1, tzinfo=UTC), True, 9.0),
    ]
    for kind, moment, correct, seconds in answers:
        store.record_attempt(ann.id, attempt(kind=kind, answered_at=moment, correct=correct, seconds=seconds))
    daily = store.daily_stats(ann.id, zone=UTC)
    assert daily == [
        DailyStats(date(2024, 5, 1), "pot-limit", attempts=3, correct=2, median_seconds=5.0),
        DailyStats(date(2024, 5, 1), "winner", attempts=1, correct=1, median_seconds=2.0),
        DailyStats(date(2024, 5, 2), "pot-limit", attempts=2, correct=2, median_seconds=8.0),
    ]
    assert daily[0].accuracy == pytest.approx(2 / 3)
    assert store.daily_stats(ann.id, mode="audition", zone=UTC) == []


LATE = datetime(2024, 12, 4, 23, 31, tzinfo=UTC)
"""An answer late on 4 December in Greenwich: the next morning in Bangkok, the same evening in Bogotá."""


@pytest.mark.parametrize(("zone_name", "day"), [("Asia/Bangkok", date(2024, 12, 5)),
                                                ("America/Bogota", date(2024, 12, 4)), ("UTC", date(2024, 12, 4))])
def test_an_answer_counts_on_the_trainees_local_day(store: Store, monkeypatch: pytest.MonkeyPatch, zone_name: str,
                                                     day: date) -> None:
    """The daily statistics group by the trainee's day: given a zone, or by default the machine's (TZ)."""
    ann = store.create_profile("Ann")
    store.record_attempt(ann.id, attempt(answered_at=LATE))
    assert local_day(LATE, ZoneInfo(zone_name)) == day
    assert [d.day for d in store.daily_stats(ann.id, zone=ZoneInfo(zone_name))] == [day]
    monkeypatch.setenv("TZ", zone_name)
    time.tzset()
    try:
        assert local_day(LATE) == day
        assert [d.day for d in store.daily_stats(ann.id)] == [day]
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


# Reviews


def test_reviews_upsert_due_order_and_clear(store: Store) -> None:
    ann, bob = store.create_profile("Ann"), store.create_profile("Bob")
    store.set_review(ann.id, review("late", T0 + timedelta(days=2)))
    store.set_review(ann.id, review("b", T0 - timedelta(hours=1)))
    store.set_review(ann.id, review("a", T0 - timedelta(hours=1)))
    store.set_review(ann.id, review("first", (T0 - timedelta(days=3)).astimezone(BANGKOK)))
    store.set_review(ann.id, review("now", T0))
    store.set_review(bob.id, review("bob's", T0 - timedelta(days=9)))
    assert [r.question_key for r in store.due_reviews(ann.id, T0)] == ["first", "a", "b", "now"]  # due <= now
    assert store.due_reviews(ann.id, T0)[0].due == T0 - timedelta(days=3)
    assert store.due_reviews(ann.id, T0)[0].due.tzinfo is UTC

    missed = review("late", T0 - timedelta(days=5), interval_days=0.5, lapses=2, kind="winner", question='{"x": 1}')
    store.set_review(ann.id, missed)  # replaces, by (profile, question_key)
    assert store.review(ann.id, "late") == missed
    assert [r.question_key for r in store.due_reviews(ann.id, T0)] == ["late", "first", "a", "b", "now"]

    store.clear_review(ann.id, "late")
    store.clear_review(ann.id, "never there")
    assert store.review(ann.id, "late") is None
    assert [r.question_key for r in store.due_reviews(bob.id, T0)] == ["bob's"]
    with pytest.raises(StoreError, match="now must be a timezone-aware"):
        store.due_reviews(ann.id, datetime(2024, 5, 1))
    with pytest.raises(StoreError, match="zero or more days"):
        store.set_review(ann.id, review(interval_days=-1.0))
    with pytest.raises(StoreError, match="lapses"):
        store.set_review(ann.id, review(lapses=-1))


# CSV


def test_export_csv(store: Store, tmp_path: Path) -> None:
    ann, bob = store.create_profile("Ann"), store.create_profile("Bob")
    store.record_attempt(ann.id, attempt(kind="hi-lo-split", correct=False, score=0.5, cause="odd chip to the low half",
                                         seconds=7.25, mode="audition", difficulty=4, question_key="3:hi-lo-split:4:1",
                                         answered_at=T0 + timedelta(hours=1)))
    store.record_attempt(ann.id, attempt())
    store.record_attempt(bob.id, attempt())
    out = tmp_path / "ann.csv"
    assert store.export_csv(ann.id, out) == 2
    with out.open(newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file))
    assert rows == [
        list(CSV_COLUMNS),
        ["2024-05-01T12:00:00.000000Z", "", "pot-limit", "1:pot-limit:1:0", "practice", "1", "1", "1.0", "", "3.0"],
        ["2024-05-01T13:00:00.000000Z", "", "hi-lo-split", "3:hi-lo-split:4:1", "audition", "4", "0", "0.5",
         "odd chip to the low half", "7.25"],
    ]
    assert store.export_csv(store.create_profile("Cy").id, out) == 0
    assert out.read_text(encoding="utf-8").splitlines() == [",".join(CSV_COLUMNS)]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ann.csv", "progress.sqlite3", "progress.sqlite3-shm",
                                                          "progress.sqlite3-wal",
                                                          "progress.sqlite3.lock"]  # no temporary file left
    with pytest.raises(StoreError, match="could not be exported"):
        store.export_csv(ann.id, tmp_path / "no such folder" / "ann.csv")


# Migrations


def test_migration_from_the_first_schema(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    with raw(path) as db:
        assert migrations.migrate(db, target=1) == 1
        db.execute("INSERT INTO profiles (id, name, name_key, created) VALUES (1, 'Ann', 'ann', "
                   "'2024-04-01T09:00:00.000000Z')")
        db.executemany(
            "INSERT INTO attempts (profile_id, kind, question_key, phh, question, answer, correct, score, cause,"
            " seconds, answered_at) VALUES (1, ?, ?, 'phh', '{}', '{}', ?, ?, ?, ?, ?)",
            [("pot-limit", "a", 1, 1.0, None, 4.0, "2024-04-01T09:01:00.000000Z"),
             ("side-pots", "b", 0, 0.5, "call left out of the pot", 9.5, "2024-04-01T09:02:00.000000Z")],
        )
        assert "mode" not in [c[0] for c in migrations.columns(db)["attempts"]]
    db.close()

    with Store(path) as opened:
        assert opened.message is None
        assert opened.recovered_from is None
        (ann,) = opened.profiles()
        assert ann.name == "Ann"
        assert ann.created == datetime(2024, 4, 1, 9, tzinfo=UTC)
        old = opened.attempts(ann.id)
        assert [(a.question_key, a.correct, a.cause, a.mode, a.difficulty) for a in old] == [
            ("a", True, None, "practice", 1), ("b", False, "call left out of the pot", "practice", 1)]
        opened.record_attempt(ann.id, attempt(mode="audition", difficulty=3))
        opened.set_review(ann.id, review("b"))
        assert [a.mode for a in opened.attempts(ann.id)] == ["practice", "practice", "audition"]
        assert opened.due_reviews(ann.id, T0) == [review("b")]
        assert opened.skill_stats(ann.id)["side-pots"].median_seconds == 9.5
        with pytest.raises(StoreError, match="already a profile"):
            opened.create_profile("ANN")  # the first schema's unique key still holds

    with raw(path) as db, Store(tmp_path / "fresh.sqlite3") as fresh, raw(fresh.path) as fresh_db:
        assert migrations.user_version(db) == migrations.SCHEMA_VERSION
        assert migrations.columns(db) == migrations.columns(fresh_db) == migrations.expected_columns()
        indexes = "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"
        assert db.execute(indexes).fetchall() == fresh_db.execute(indexes).fetchall()
    db.close()
    fresh_db.close()


def test_migration_from_the_second_schema_keeps_attempts_outside_sessions(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    with raw(path) as db:
        assert migrations.migrate(db, target=2) == 2
        db.execute("INSERT INTO profiles (id, name, name_key, created) VALUES (1, 'Ann', 'ann', "
                   "'2024-04-01T09:00:00.000000Z')")
        db.execute("INSERT INTO attempts (profile_id, kind, question_key, phh, question, answer, correct, score,"
                   " cause, seconds, answered_at, mode, difficulty) VALUES (1, 'winner', 'a', 'phh', '{}', '{}', 1,"
                   " 1.0, NULL, 4.0, '2024-04-01T09:01:00.000000Z', 'audition', 2)")
    db.close()
    with Store(path) as opened:
        (old,) = opened.attempts(1)
        assert (old.session, old.mode, old.difficulty) == ("", "audition", 2)
        assert opened.sessions(1) == []  # attempts from before sessions were recorded belong to none
        opened.record_attempt(1, attempt(session="s1", answered_at=T0))
        assert [s.session for s in opened.sessions(1)] == ["s1"]


def test_sessions_summarise_each_skill(store: Store) -> None:
    ann = store.create_profile("Ann")
    marks = [("s1", "pot-limit", True, 4.0), ("s1", "side-pots", False, 30.0), ("s1", "pot-limit", False, 9.0),
             ("s2", "winner", True, 5.0)]
    for minute, (session, kind, correct, seconds) in enumerate(marks):
        store.record_attempt(ann.id, attempt(session=session, kind=kind, correct=correct, mode="audition",
                                             score=1.0 if correct else 0.0, question_key=f"k{minute}",
                                             seconds=seconds, answered_at=T0 + timedelta(minutes=minute)))
    store.record_attempt(ann.id, attempt(answered_at=T0))  # outside any session
    first, second = store.sessions(ann.id)
    # Each skill's median answer time comes with its marks: an audition judges it against the speed target.
    assert first.per_kind == (("pot-limit", 2, 1, 6.5), ("side-pots", 1, 0, 30.0))
    assert (first.answered, first.right, first.mode) == (3, 1, "audition")
    assert (first.started, first.ended) == (T0, T0 + timedelta(minutes=2))
    assert (second.session, second.answered, second.right) == ("s2", 1, 1)
    assert store.sessions(ann.id, mode="practice") == []


def test_a_failing_migration_changes_nothing(tmp_path: Path) -> None:
    broken = (*migrations.MIGRATIONS[:1],
              migrations.Migration(2, "broken", ("CREATE TABLE extra (x)", "ALTER TABLE nowhere ADD COLUMN y")))
    with raw(tmp_path / "db.sqlite3") as db:
        with pytest.raises(sqlite3.OperationalError, match="nowhere"):
            migrations.migrate(db, migrations=broken)
        assert migrations.user_version(db) == 1
        assert "extra" not in migrations.columns(db)
        assert not db.in_transaction
    db.close()


def test_two_fresh_databases_have_one_schema() -> None:
    assert [m.version for m in migrations.MIGRATIONS] == list(range(1, migrations.SCHEMA_VERSION + 1))
    assert set(migrations.expected_columns()) == {"attempts", "profiles", "reviews", "exams", "exam_results"}


# Damaged, foreign and newer files


def _garbage(path: Path) -> None:
    path.write_bytes(random.Random(5).randbytes(8192))


def _text(path: Path) -> None:
    path.write_text("answered_at,kind\n2024-05-01,pot-limit\n", encoding="utf-8")


def _full_store(path: Path) -> None:
    """A real progress file, big enough to span many pages, checkpointed into the main file."""
    with Store(path) as full:
        ann = full.create_profile("Ann")
        for i in range(200):
            full.record_attempt(ann.id, attempt(question_key=str(i), phh="x" * 2000))
    assert not Path(f"{path}-wal").exists()


def _truncated(path: Path) -> None:
    _full_store(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _truncated_header(path: Path) -> None:
    _full_store(path)
    path.write_bytes(path.read_bytes()[:60])


def _damaged_page(path: Path) -> None:
    _full_store(path)
    data = bytearray(path.read_bytes())
    data[20 * 4096 : 21 * 4096] = b"\xff" * 4096
    path.write_bytes(bytes(data))


def _another_programs_database(path: Path) -> None:
    with raw(path) as db:
        db.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
        db.execute("INSERT INTO moz_places (url) VALUES ('https://example.org')")
    db.close()


def _another_programs_versioned_database(path: Path) -> None:
    with raw(path) as db:
        db.execute("CREATE TABLE things (id INTEGER PRIMARY KEY)")
        db.execute("PRAGMA user_version = 7")
        db.execute("PRAGMA application_id = 1234")
    db.close()


def _missing_table(path: Path) -> None:
    with Store(path):
        pass
    with raw(path) as db:
        db.execute("DROP TABLE reviews")
    db.close()


def _changed_columns(path: Path) -> None:
    with Store(path):
        pass
    with raw(path) as db:
        db.execute("ALTER TABLE attempts DROP COLUMN cause")
    db.close()


def _first_schema_without_attempts(path: Path) -> None:
    with raw(path) as db:
        migrations.migrate(db, target=1)
        db.execute("DROP TABLE attempts")
    db.close()


def _first_schema_with_a_reviews_table(path: Path) -> None:
    with raw(path) as db:
        migrations.migrate(db, target=1)
        db.execute("CREATE TABLE reviews (x)")  # an extra table is allowed, but migration 2 fails on it
    db.close()


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (_garbage, "not a database file"),
        (_text, "not a database file"),
        (_truncated, "damaged"),
        (_truncated_header, "damaged"),
        (_damaged_page, "damaged"),
        (_another_programs_database, "not a dealerdesk progress database"),
        (_another_programs_versioned_database, "not a dealerdesk progress database"),
        (_missing_table, "wrong tables: the reviews table is missing"),
        (_changed_columns, "wrong tables: the attempts table has different columns"),
        (_first_schema_without_attempts, "wrong tables: the attempts table is missing"),
        (_first_schema_with_a_reviews_table, "wrong tables: table reviews already exists"),
    ],
)
def test_an_unusable_file_is_moved_aside_and_a_fresh_one_started(
    tmp_path: Path, spoil: Callable[[Path], None], reason: str
) -> None:
    path = tmp_path / "progress.sqlite3"
    spoil(path)
    before = path.read_bytes()
    with Store(path) as opened:
        moved = opened.recovered_from
        assert moved is not None
        assert moved.parent == tmp_path
        assert moved.name.startswith("progress.sqlite3.corrupt-")
        assert moved.read_bytes() == before  # kept, untouched
        assert opened.message is not None
        assert reason in opened.message
        assert str(moved) in opened.message
        assert "\n" not in opened.message
        assert opened.persistent
        ann = opened.create_profile("Ann")
        opened.record_attempt(ann.id, attempt())
    with Store(path) as again:
        assert again.message is None
        assert again.recovered_from is None
        assert len(again.attempts(ann.id)) == 1
    assert moved.read_bytes() == before


def test_companion_files_move_with_the_database(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    _garbage(path)
    Path(f"{path}-wal").write_bytes(b"old wal")
    Path(f"{path}-journal").write_bytes(b"old journal")
    with Store(path) as opened:
        moved = opened.recovered_from
        assert moved is not None
        assert Path(f"{moved}-wal").read_bytes() == b"old wal"
        assert Path(f"{moved}-journal").read_bytes() == b"old journal"
        assert not Path(f"{path}-journal").exists()
        opened.create_profile("Ann")


def test_a_folder_in_the_way_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    path.mkdir()
    (path / "notes.txt").write_text("mine", encoding="utf-8")
    with Store(path) as opened:
        assert opened.recovered_from is not None
        assert (opened.recovered_from / "notes.txt").read_text(encoding="utf-8") == "mine"
        assert "cannot be read or written" in (opened.message or "")
        assert opened.create_profile("Ann").name == "Ann"
    assert path.is_file()


def _newer(path: Path) -> bytes:
    with Store(path) as newer:
        newer.create_profile("From the future")
    with raw(path) as db:
        db.execute(f"PRAGMA user_version = {migrations.SCHEMA_VERSION + 1}")
    db.close()
    return path.read_bytes()


def test_a_database_from_a_newer_version_is_kept_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    before = _newer(path)
    with Store(path) as opened:
        moved = opened.recovered_from
        assert moved is not None
        assert moved.name.startswith("progress.sqlite3.from-newer-version-")
        assert moved.read_bytes() == before
        assert "newer version of dealerdesk" in (opened.message or "")
        assert f"schema {migrations.SCHEMA_VERSION + 1}" in (opened.message or "")
        assert opened.profiles() == []
    # It happens again within the same second: the first kept file is not overwritten.
    again_before = _newer(path)
    with Store(path) as opened:
        assert opened.recovered_from is not None
        assert opened.recovered_from != moved
        assert opened.recovered_from.read_bytes() == again_before
    assert moved.read_bytes() == before


def test_no_usable_folder_keeps_progress_in_memory(tmp_path: Path) -> None:
    (tmp_path / "a file").write_text("", encoding="utf-8")
    with Store(tmp_path / "a file" / "progress.sqlite3") as opened:
        assert not opened.persistent
        assert opened.recovered_from is None
        assert "will not be saved this session" in (opened.message or "")
        assert "folder cannot be created" in (opened.message or "")
        ann = opened.create_profile("Ann")
        opened.record_attempt(ann.id, attempt())
        assert len(opened.attempts(ann.id)) == 1


def test_a_locked_file_is_left_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "BUSY_TIMEOUT_SECONDS", 0.1)
    path = tmp_path / "progress.sqlite3"
    with Store(path) as first:
        first.create_profile("Ann")
    holder = raw(path)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO profiles (name, name_key, created) VALUES ('Bob', 'bob', '2024-01-01')")
    try:
        with Store(path) as blocked:
            assert not blocked.persistent
            assert blocked.recovered_from is None
            assert "locked by another program" in (blocked.message or "")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with Store(path) as later:
        assert later.message is None
        assert [p.name for p in later.profiles()] == ["Ann"]
    assert sorted(p.name for p in tmp_path.iterdir() if "corrupt" in p.name) == []


# Several processes, and a killed one

WRITER = """
import sys
from datetime import UTC, datetime
from dealerdesk.trainer.store.database import Attempt, Store

path, tag, count, open_first = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "open-first"
store = Store(path) if open_first else None
print("ready", flush=True)
sys.stdin.readline()
store = store or Store(path)
assert store.message is None, store.message
profile = next((p for p in store.profiles() if p.name == "Ann"), None) or store.create_profile(tag)
for i in range(count):
    store.record_attempt(profile.id, Attempt(
        kind="side-pots", question_key=f"{tag}:{i}", phh="variant = 'NT'\\n" * 20, question="{}", answer="{}",
        correct=i % 2 == 0, score=1.0, cause=None, seconds=1.5, answered_at=datetime.now(UTC)))
    print(i, flush=True)  # acknowledged only after record_attempt returned
store.close()
"""

Writer = Callable[..., subprocess.Popen[str]]


@pytest.fixture
def start_writer() -> Iterator[Writer]:
    """Start WRITER processes (each prints "ready", then waits for a line on stdin); all are reaped at the end."""
    started: list[subprocess.Popen[str]] = []
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}

    def start(path: Path, tag: str, count: int, *, open_first: bool = False) -> subprocess.Popen[str]:
        process = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), tag, str(count), "open-first" if open_first else "open-later"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        started.append(process)
        assert process.stdout is not None
        assert process.stdout.readline() == "ready\n", process.communicate(timeout=60)[1]
        return process

    yield start
    for process in started:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=60)  # also closes the pipes


def go(*processes: subprocess.Popen[str]) -> None:
    for process in processes:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()


def test_two_processes_writing_at_once(tmp_path: Path, start_writer: Writer) -> None:
    path = tmp_path / "progress.sqlite3"
    with Store(path) as store:
        ann = store.create_profile("Ann")
    count = 200
    writers = [start_writer(path, tag, count, open_first=True) for tag in ("a", "b")]
    go(*writers)
    for writer in writers:
        out, err = writer.communicate(timeout=120)
        assert (writer.returncode, err) == (0, "")
        assert out.split() == [str(i) for i in range(count)]
    with Store(path) as store:
        stored = store.attempts(ann.id)
    assert sorted(a.question_key for a in stored) == sorted(f"{tag}:{i}" for tag in "ab" for i in range(count))
    # They really wrote at the same time: each began before the other finished.
    times = {tag: [a.answered_at for a in stored if a.question_key.startswith(tag)] for tag in "ab"}
    assert min(times["a"]) < max(times["b"])
    assert min(times["b"]) < max(times["a"])


def test_processes_creating_the_database_at_once(tmp_path: Path, start_writer: Writer) -> None:
    path = tmp_path / "new" / "progress.sqlite3"
    writers = [start_writer(path, f"p{n}", 20) for n in range(4)]
    go(*writers)  # all open the missing file together: one creates it, the others wait and find it made
    for writer in writers:
        _, err = writer.communicate(timeout=120)
        assert (writer.returncode, err) == (0, "")
    with Store(path) as store:
        assert sorted(p.name for p in store.profiles()) == ["p0", "p1", "p2", "p3"]
        assert sum(len(store.attempts(p.id)) for p in store.profiles()) == 80
    assert not [p for p in path.parent.iterdir() if "corrupt" in p.name or "newer" in p.name]


def test_a_killed_writer_loses_nothing_it_acknowledged(tmp_path: Path, start_writer: Writer) -> None:
    path = tmp_path / "progress.sqlite3"
    with Store(path) as store:
        ann = store.create_profile("Ann")
    acknowledged: set[str] = set()
    for round_number, wanted in enumerate((3, 40, 1, 90)):  # acknowledged attempts before each kill
        tag = f"r{round_number}"
        writer = start_writer(path, tag, 10**6)
        go(writer)
        assert writer.stdout is not None
        for _ in range(wanted):
            line = writer.stdout.readline()
            assert line, "the writer died early"
            acknowledged.add(f"{tag}:{int(line)}")
        writer.kill()  # SIGKILL on POSIX: no cleanup, no checkpoint, in the middle of writing
        writer.wait(timeout=HANG_SECONDS)
        # Read the rest through the reader readline used: it may already hold lines it read ahead, which
        # communicate() (reading the pipe underneath it) would miss.
        out = writer.stdout.read()
        acknowledged.update(f"{tag}:{int(line)}" for line in out.split())  # printed before it died
        assert writer.returncode != 0
        with Store(path) as store:
            assert store.message is None  # opened cleanly: quick_check passed, nothing moved aside
            assert store.recovered_from is None
            stored = {a.question_key for a in store.attempts(ann.id)}
        assert acknowledged <= stored
        # Only the attempt being written when the kill came can be there without having been acknowledged.
        assert len({key for key in stored - acknowledged if key.startswith(f"{tag}:")}) <= 1
    assert not [p for p in tmp_path.iterdir() if "corrupt" in p.name]
