"""The trainee's progress on disk: profiles, every answered question, per-skill statistics and reviews due.

One SQLite file in the user's data folder (`platformdirs`), versioned by the migrations in
`dealerdesk.trainer.store.migrations` and opened by `dealerdesk.trainer.store.opening`, which moves an unusable file
aside rather than crash or destroy it (`Store.message` then says so). Every attempt is committed the moment it is
recorded, so a killed app loses at most the answer being typed, and several processes may share the file.

>>> from datetime import UTC, datetime
>>> with Store(":memory:") as store:
...     ann = store.create_profile("  Ann ")
...     _ = store.record_attempt(ann.id, Attempt(
...         kind="pot-limit", question_key="7:pot-limit:1:0", phh="...", question="{}", answer="120",
...         correct=True, score=1.0, cause=None, seconds=4.5, answered_at=datetime(2024, 5, 1, 12, tzinfo=UTC)))
...     stats = store.skill_stats(ann.id)["pot-limit"]
>>> ann.name, stats.attempts, stats.accuracy, stats.median_seconds
('Ann', 1, 1.0, 4.5)

Times are kept as UTC text of fixed width, so ordering and `since` filters work on the text; every datetime
going in must be timezone-aware (a naive one would silently be read as some unknown local time) and every one
coming out is UTC. Statistics are computed here in Python because SQLite has no median.
"""

from __future__ import annotations

import contextlib
import csv
import os
import sqlite3
import statistics
import tempfile
import threading
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime, tzinfo
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import platformdirs

from dealerdesk.i18n import translate, translate_n
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.store.opening import BUSY_TIMEOUT_SECONDS, open_database
from dealerdesk.trainer.store.records import (
    MAX_NAME_LENGTH,
    Attempt,
    DailyStats,
    Profile,
    Review,
    SessionSummary,
    SkillStats,
    StoreError,
    check_attempt,
    check_mode,
    check_review,
    clean_name,
    dealt_hand,
    from_utc_text,
    local_day,
    utc_text,
)
from dealerdesk.trainer.store.rows import (
    CHECKED,
    REVIEW_COLUMNS,
    TEXTS,
    profile_from_row,
    readable,
    review_from_row,
    stored_text,
    unreadable_rows,
)


def _(text: str) -> str:
    return translate("Store", text)

__all__ = [
    "APP_NAME",
    "CSV_COLUMNS",
    "FILE_NAME",
    "MAX_NAME_LENGTH",
    "Attempt",
    "DailyStats",
    "Mode",
    "Profile",
    "Review",
    "SessionSummary",
    "SkillStats",
    "Store",
    "StoreError",
    "default_path",
    "local_day",
]

APP_NAME = "dealerdesk"
FILE_NAME = "progress.sqlite3"
Modes = str | tuple[str, ...] | None
"""A filter of attempts by mode: one mode, any of several, or None for every mode."""
CSV_COLUMNS = ("answered_at", "session", "kind", "question_key", "mode", "difficulty", "correct", "score", "cause",
               "seconds")
"""The columns of `Store.export_csv`, in order."""


def default_path() -> Path:
    """Where progress lives unless told otherwise: the user's data folder for dealerdesk."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / FILE_NAME


class Store:
    """The progress database; safe to share between threads (calls are serialised) and processes.

    Opening never raises: when the file could not be used, `message` says what happened, `recovered_from` where
    the old file went, and if no file could be used at all `persistent` is False and progress is kept in memory.
    Pass ":memory:" as the path for a store that is never written to disk.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        """Open the store at `path` (default: `default_path()`), creating folders and file as needed."""
        memory = path is not None and os.fspath(path) == ":memory:"
        self.path: Path = default_path() if path is None else Path(path)
        opened = open_database(None if memory else self.path)
        self._connection: sqlite3.Connection | None = opened.connection
        self._lock = threading.RLock()
        self.persistent: bool = opened.persistent
        self.read_only: bool = opened.read_only
        """The file could only be read: its progress is shown from a copy in memory (see `message`)."""
        self.recovered_from: Path | None = opened.recovered_from
        self.message: str | None = opened.message
        self._tell_unreadable_rows()
        self._unsaved: list[Callable[[sqlite3.Connection], object]] = []
        self.save_problem: str | None = None
        """One line for the trainee while answers wait to be saved (the database was locked or the disk full):
        they are kept in order and written before the next write, or at `retry` and `close`."""
        self.unsaved_why: str | None = None
        """Why they wait, in a few words ("the disk is full"), while they do."""

    def _tell_unreadable_rows(self) -> None:
        """Say once, at open, when stored rows will be left out (a value written by another program or a newer
        version cannot be read); the rows stay in the file untouched."""
        try:
            with self._reading() as db:
                count = unreadable_rows(db)
        except StoreError:
            return  # a file this damaged was already moved aside or refused at open
        if count:
            note = translate_n("Store", "{count} saved row of your progress could not be read and is left out.",
                               "{count} saved rows of your progress could not be read and are left out.",
                               count).format(count=count)
            self.message = note if self.message is None else f"{self.message} {note}"

    def close(self) -> None:
        """Close the database (idempotent) after a last try at saving the answers kept unsaved; later calls raise
        `StoreError`."""
        with self._lock:
            if self._connection is not None:
                self.retry()
                self._connection.close()
                self._connection = None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    # Profiles

    def profiles(self) -> list[Profile]:
        """Every profile, by name."""
        with self._reading() as db:
            rows = db.execute("SELECT id, name, created FROM profiles ORDER BY name_key, id").fetchall()
        return [profile_from_row(row) for row in rows]

    def profile(self, profile_id: int) -> Profile:
        """The profile with this id."""
        with self._reading() as db:
            return self._profile(db, profile_id)

    def create_profile(self, name: str) -> Profile:
        """A new profile; the name is stripped and must be non-empty and not taken (in any case)."""
        name, key = clean_name(name)
        created = datetime.now(UTC)
        with self._writing() as db:
            self._check_name_free(db, key, None)
            cursor = db.execute(
                "INSERT INTO profiles (name, name_key, created) VALUES (?, ?, ?)", (name, key, utc_text(created))
            )
            assert cursor.lastrowid is not None
            return self._profile(db, cursor.lastrowid)

    def rename_profile(self, profile_id: int, name: str) -> Profile:
        """Give a profile a new name (the same rules as a new one; changing only the case is allowed)."""
        name, key = clean_name(name)
        with self._writing() as db:
            self._profile(db, profile_id)
            self._check_name_free(db, key, profile_id)
            db.execute("UPDATE profiles SET name = ?, name_key = ? WHERE id = ?", (name, key, profile_id))
            return self._profile(db, profile_id)

    def delete_profile(self, profile_id: int) -> None:
        """Delete a profile with all its attempts and reviews."""
        with self._writing() as db:
            self._profile(db, profile_id)
            db.execute("DELETE FROM reviews WHERE profile_id = ?", (profile_id,))
            db.execute("DELETE FROM attempts WHERE profile_id = ?", (profile_id,))
            db.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))

    # Attempts

    def record_attempt(self, profile_id: int, attempt: Attempt) -> int | None:
        """Keep an answered question, committed before returning; return its row id.

        When the database cannot take it now (locked by another program past the busy timeout, the disk full)
        the answer is kept in memory, `save_problem` says so in one line, and None is returned: it is written,
        in order, before the next write or at `retry`. Other failures raise `StoreError`.
        """
        check_attempt(attempt)

        def write(db: sqlite3.Connection) -> int:
            self._profile(db, profile_id)
            cursor = db.execute(
                "INSERT INTO attempts (profile_id, kind, question_key, phh, question, answer, correct, score, cause,"
                " seconds, answered_at, mode, difficulty, session) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (profile_id, str(attempt.kind), attempt.question_key, attempt.phh, attempt.question, attempt.answer,
                 int(attempt.correct), float(attempt.score), attempt.cause, float(attempt.seconds),
                 utc_text(attempt.answered_at), attempt.mode, attempt.difficulty, attempt.session),
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

        row = self._write_or_keep(write)
        return row if isinstance(row, int) else None

    def attempts(
        self, profile_id: int, kind: str | None = None, since: datetime | None = None, mode: Modes = None
    ) -> list[Attempt]:
        """A profile's attempts, oldest first; optionally of one kind, answered at or after `since`, in a mode (or
        any of a tuple of modes)."""
        where, parameters = _filters(profile_id, kind=kind, since=since, mode=mode)
        rows = self._checked_rows(profile_id, where, parameters, "answered_at, id", TEXTS)
        return [
            Attempt(kind=row[0], correct=bool(row[1]), score=row[2], cause=row[3], seconds=row[4],
                    answered_at=from_utc_text(row[5]), mode=Mode(row[6]), difficulty=row[7], session=row[8],
                    question_key=stored_text(row[9]), phh=stored_text(row[10]), question=stored_text(row[11]),
                    answer=stored_text(row[12]))
            for row in rows
        ]

    def skill_stats(self, profile_id: int, mode: Modes = None) -> dict[str, SkillStats]:
        """Per kind answered (by kind name): attempts, accuracy, median time, latest answer; optionally only the
        answers of a mode (or of any of a tuple of modes: the questions, ``(Mode.PRACTICE, Mode.AUDITION)``, apart
        from the steps of dealt games, ``Mode.DEAL``)."""
        where, parameters = _filters(profile_id, mode=mode)
        groups: dict[str, list[tuple[int, float, str]]] = defaultdict(list)
        for row in self._checked_rows(profile_id, where, parameters, "kind"):
            groups[row[0]].append((row[1], row[4], row[5]))
        stats = {}
        for kind, group in groups.items():
            right = sum(correct for correct, _, _ in group)
            stats[kind] = SkillStats(
                kind=kind, attempts=len(group), correct=right, accuracy=right / len(group),
                median_seconds=statistics.median(seconds for _, seconds, _ in group),
                last_answered=max(from_utc_text(answered_at) for _, _, answered_at in group),
            )
        return stats

    def sessions(self, profile_id: int, *, mode: Modes = None) -> list[SessionSummary]:
        """The profile's training sessions, oldest first, each with its result per skill."""
        where, parameters = _filters(profile_id, mode=mode)
        groups: dict[str, list[tuple[str, str, int, str, float, str]]] = defaultdict(list)
        for row in self._checked_rows(profile_id, f"{where} AND session != ''", parameters, "answered_at, id",
                                      ("question_key",)):
            groups[row[8]].append((row[6], row[0], row[1], row[5], row[4], stored_text(row[9])))
        result = []
        for session, group in groups.items():
            per_kind: dict[str, tuple[list[bool], list[float]]] = {}
            for _, kind, correct, _, seconds, _ in group:
                marks, times = per_kind.setdefault(kind, ([], []))
                marks.append(bool(correct))
                times.append(seconds)
            session_mode = Mode(group[0][0])
            hands = [dealt_hand(key) for *_, key in group] if session_mode == Mode.DEAL else []
            result.append(SessionSummary(
                session=session, mode=session_mode, started=from_utc_text(group[0][3]),
                ended=from_utc_text(group[-1][3]),
                per_kind=tuple((kind, len(marks), sum(marks), statistics.median(times))
                               for kind, (marks, times) in per_kind.items()),
                hands=max((hand for hand in hands if hand is not None), default=0), first_seconds=group[0][4]))
        return sorted(result, key=lambda summary: summary.started)

    def daily_stats(self, profile_id: int, *, mode: Modes = None, zone: tzinfo | None = None) -> list[DailyStats]:
        """Per day and kind, by day then kind: the points of the progress charts. Days are the trainee's, in
        ``zone`` (default: the machine's local time zone; :func:`local_day`), not UTC's."""
        where, parameters = _filters(profile_id, mode=mode)
        groups: dict[tuple[date, str], list[tuple[int, float]]] = defaultdict(list)
        for row in self._checked_rows(profile_id, where, parameters, "answered_at"):
            groups[local_day(from_utc_text(row[5]), zone), row[0]].append((row[1], row[4]))
        return [
            DailyStats(day=day, kind=kind, attempts=len(group),
                       correct=sum(correct for correct, _ in group),
                       median_seconds=statistics.median(seconds for _, seconds in group))
            for (day, kind), group in sorted(groups.items())
        ]

    def _checked_rows(self, profile_id: int, where: str, parameters: list[object], order: str,
                      texts: tuple[str, ...] = ()) -> list[tuple[Any, ...]]:
        """The profile's attempts' `CHECKED` columns (then `texts`), leaving out rows a value of which cannot be
        read (`unreadable_rows` counted them at open)."""
        with self._reading() as db:
            self._profile(db, profile_id)
            rows = db.execute(
                f"SELECT {', '.join(CHECKED + texts)} FROM attempts WHERE {where} ORDER BY {order}", parameters
            ).fetchall()
        return [row for row in rows if readable(CHECKED, row[: len(CHECKED)])]

    def export_csv(self, profile_id: int, path: str | os.PathLike[str]) -> int:
        """Write every attempt of a profile as CSV (`CSV_COLUMNS`, oldest first); return the rows written.

        Written to a temporary file then renamed, so a failed export never leaves half a file under the name.
        """
        with self._reading() as db:
            self._profile(db, profile_id)
            rows = db.execute(
                f"SELECT {', '.join(CSV_COLUMNS)} FROM attempts WHERE profile_id = ? ORDER BY answered_at, id",
                (profile_id,),
            ).fetchall()
        target = Path(path)
        temporary: str | None = None
        try:
            handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
            with os.fdopen(handle, "w", newline="", encoding="utf-8") as file:
                writer = csv.writer(file)
                writer.writerow(CSV_COLUMNS)
                writer.writerows(["" if value is None else value for value in row] for row in rows)
            os.replace(temporary, target)
        except OSError as error:
            if temporary is not None:
                Path(temporary).unlink(missing_ok=True)
            raise StoreError(_("The progress could not be exported to {path}: {reason}.").format(
                path=target, reason=error.strerror or error)) from error
        return len(rows)

    # Reviews

    def set_review(self, profile_id: int, review: Review) -> None:
        """Create or replace the profile's review of `review.question_key`."""
        check_review(review)

        def write(db: sqlite3.Connection) -> None:
            self._profile(db, profile_id)
            db.execute(
                "INSERT INTO reviews (profile_id, question_key, kind, due, interval_days, lapses, phh, question)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (profile_id, question_key) DO UPDATE SET"
                " kind = excluded.kind, due = excluded.due, interval_days = excluded.interval_days,"
                " lapses = excluded.lapses, phh = excluded.phh, question = excluded.question",
                (profile_id, review.question_key, str(review.kind), utc_text(review.due), float(review.interval_days),
                 review.lapses, review.phh, review.question),
            )

        self._write_or_keep(write)  # kept like an answer when the database cannot take it now

    def review(self, profile_id: int, question_key: str) -> Review | None:
        """The profile's review of a question, None if there is none."""
        with self._reading() as db:
            self._profile(db, profile_id)
            row = db.execute(
                "SELECT question_key, kind, due, interval_days, lapses, phh, question FROM reviews"
                " WHERE profile_id = ? AND question_key = ?",
                (profile_id, question_key),
            ).fetchone()
        return None if row is None or not readable(REVIEW_COLUMNS, row) else review_from_row(row)

    def due_reviews(self, profile_id: int, now: datetime) -> list[Review]:
        """The profile's reviews due at `now` (due <= now), earliest first."""
        moment = utc_text(now, "now")
        with self._reading() as db:
            self._profile(db, profile_id)
            rows = db.execute(
                "SELECT question_key, kind, due, interval_days, lapses, phh, question FROM reviews"
                " WHERE profile_id = ? AND due <= ? ORDER BY due, question_key",
                (profile_id, moment),
            ).fetchall()
        return [review_from_row(row) for row in rows if readable(REVIEW_COLUMNS, row)]

    def clear_review(self, profile_id: int, question_key: str) -> None:
        """Forget the profile's review of a question (nothing happens if there is none)."""

        def write(db: sqlite3.Connection) -> None:
            self._profile(db, profile_id)
            db.execute("DELETE FROM reviews WHERE profile_id = ? AND question_key = ?", (profile_id, question_key))

        self._write_or_keep(write)

    # Plumbing

    def reading(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        """The connection for the store's companions' reads (the class register's), as the store reads."""
        return self._reading()

    def writing(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        """One write transaction for the store's companions (the class register's), as the store writes."""
        return self._writing()

    @contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        """The connection, for reads; SQLite failures become `StoreError`."""
        with self._lock:
            db = self._live()
            try:
                yield db
            except sqlite3.Error as error:
                raise StoreError(_("The progress database could not be read: {reason}.").format(
                    reason=error)) from error

    @contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed at the end (rolled back on any error).

        `BEGIN IMMEDIATE` takes the write lock up front, so a second process waits out the busy timeout instead
        of failing halfway through a transaction.
        """
        with self._lock:
            db = self._live()
            try:
                db.execute("BEGIN IMMEDIATE")
                try:
                    yield db
                    db.execute("COMMIT")
                except BaseException:
                    if db.in_transaction:
                        db.execute("ROLLBACK")
                    raise
            except sqlite3.Error as error:
                raise StoreError(_("The progress could not be saved: {reason}.").format(reason=error)) from error

    @property
    def unsaved(self) -> int:
        """Writes (answers, reviews) kept in memory until the database can take them."""
        return len(self._unsaved)

    def retry(self) -> bool:
        """Try again to write what was kept unsaved, oldest first; True when nothing is left unsaved."""
        with self._lock:
            while self._unsaved:
                try:
                    with self._quick_wait(), self._writing() as db:
                        self._unsaved[0](db)
                except StoreError as error:
                    reason = _passing_reason(error)
                    if reason is None:  # it can never be written (e.g. its profile was deleted meanwhile)
                        self._unsaved.pop(0)
                        continue
                    self.save_problem, self.unsaved_why = _unsaved_message(reason), _why_unsaved(reason)
                    return False
                self._unsaved.pop(0)
            self.save_problem = self.unsaved_why = None
            return True

    def save_copy(self, path: str | os.PathLike[str]) -> int:
        """Write the whole progress, with the answers kept unsaved, to a new database at ``path`` (another disk,
        when this one is full); returns how many kept writes it holds. The kept writes stay kept here too (they are
        saved here when the disk frees up). ``StoreError`` when the copy cannot be written (nothing is left at
        ``path`` then)."""
        target = Path(path)
        partial = target.with_name(target.name + ".part")  # written whole, then put in place: no half file
        with self._lock:
            pending = list(self._unsaved)
            try:
                copy = sqlite3.connect(partial, isolation_level=None)
                try:
                    self._live().backup(copy)
                    copy.execute("BEGIN IMMEDIATE")
                    for write in pending:
                        write(copy)
                    copy.execute("COMMIT")
                finally:
                    copy.close()
                os.replace(partial, target)
            except (sqlite3.Error, OSError, StoreError) as error:
                with contextlib.suppress(OSError):
                    partial.unlink()
                raise StoreError(_("The progress could not be saved to {path}: {reason}.").format(
                    path=target, reason=error)) from error
            return len(pending)

    def _write_or_keep(self, write: Callable[[sqlite3.Connection], object]) -> object:
        """Run one write transaction; when the database cannot take it for a passing reason, keep it for later.

        Earlier unsaved writes go first, so the order of answers is kept. Once something waits, a later write
        tries only briefly: a trainee should not wait the whole busy timeout at every answer.
        """
        with self._lock:
            if self._unsaved and not self.retry():
                self._unsaved.append(write)
                return None
            try:
                with self._writing() as db:
                    return write(db)
            except StoreError as error:
                reason = _passing_reason(error)
                if reason is None or self._connection is None:
                    raise
                self._unsaved.append(write)
                self.save_problem, self.unsaved_why = _unsaved_message(reason), _why_unsaved(reason)
                return None

    @contextmanager
    def _quick_wait(self) -> Iterator[None]:
        """Wait at most `RETRY_WAIT_MS` for another program's lock while retrying (then the normal timeout)."""
        db = self._live()
        db.execute(f"PRAGMA busy_timeout = {RETRY_WAIT_MS}")
        try:
            yield
        finally:
            with contextlib.suppress(sqlite3.Error):
                db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")

    def _live(self) -> sqlite3.Connection:
        """The open connection."""
        if self._connection is None:
            raise StoreError(_("The progress store is closed."))
        return self._connection

    @staticmethod
    def _profile(db: sqlite3.Connection, profile_id: int) -> Profile:
        """The profile, or a `StoreError` naming the id."""
        row = db.execute("SELECT id, name, created FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        if row is None:
            raise StoreError(_("There is no profile number {number}; it may have been deleted.").format(
                number=profile_id))
        return profile_from_row(row)

    @staticmethod
    def _check_name_free(db: sqlite3.Connection, key: str, profile_id: int | None) -> None:
        """Refuse a name another profile has (in any case)."""
        row = db.execute("SELECT id, name FROM profiles WHERE name_key = ?", (key,)).fetchone()
        if row is not None and row[0] != profile_id:
            raise StoreError(_("There is already a profile named “{name}”.").format(name=row[1]))


RETRY_WAIT_MS = 200
"""How long a retry of unsaved answers waits for another program's lock before trying again later."""

_PASSING = {sqlite3.SQLITE_BUSY: "busy", sqlite3.SQLITE_LOCKED: "busy", sqlite3.SQLITE_FULL: "full",
            sqlite3.SQLITE_IOERR: "io", sqlite3.SQLITE_READONLY: "io", sqlite3.SQLITE_CANTOPEN: "io",
            sqlite3.SQLITE_NOMEM: "io"}


def _passing_reason(error: StoreError) -> str | None:
    """"busy", "full" or "io" when a write failed for a reason that can pass (another program's lock, a full
    disk, a storage error), None when trying again cannot help."""
    cause = error.__cause__
    code = getattr(cause, "sqlite_errorcode", None)
    if not isinstance(cause, sqlite3.Error) or not isinstance(code, int):
        return None
    return _PASSING.get(code & 0xFF)


def _why_unsaved(reason: str) -> str:
    """Why answers wait to be saved, in a few words ("the disk is full")."""
    return {"busy": _("another program is holding the progress database"),
            "full": _("the disk is full")}.get(reason) or _("the progress database cannot be written")


def _unsaved_message(reason: str) -> str:
    """The one line the trainee reads while answers wait to be saved."""
    return _("Your answers are kept but not saved yet ({reason}); they are saved as soon as possible.").format(
        reason=_why_unsaved(reason))


def _filters(
    profile_id: int, *, kind: str | None = None, since: datetime | None = None, mode: Modes = None
) -> tuple[str, list[object]]:
    """The WHERE clause and its parameters for a profile's attempts."""
    clauses: list[str] = ["profile_id = ?"]
    parameters: list[object] = [profile_id]
    if kind is not None:
        clauses.append("kind = ?")
        parameters.append(str(kind))  # str(): a StrEnum kind is stored as its value
    if since is not None:
        clauses.append("answered_at >= ?")
        parameters.append(utc_text(since, "since"))
    if mode is not None:
        modes = (mode,) if isinstance(mode, str) else mode
        for one in modes:
            check_mode(one)
        clauses.append(f"mode IN ({', '.join('?' * len(modes))})")
        parameters.extend(str(one) for one in modes)
    return " AND ".join(clauses), parameters
