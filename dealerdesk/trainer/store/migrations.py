"""The progress database's schema, as a numbered list of migrations.

A new database is built by running every migration in order, and an old one is brought up to date by running
the ones it has not had yet, so there is only one way a schema comes to be and every released schema can be
upgraded. `PRAGMA user_version` records how many migrations a database has had; `PRAGMA application_id` marks
the file as a dealerdesk progress database, so another program's SQLite file is never mistaken for ours.

Each migration runs in one `BEGIN IMMEDIATE` transaction that also sets the new `user_version`: a migration
either happens completely or not at all, and two processes opening the same new database at once cannot both
apply it (the second waits for the write lock, then sees the new version and skips it).

Rules for adding a migration: append, never edit a released one; keep each statement valid on every SQLite the
app ships with; add a test that opens a database from the previous version.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

APPLICATION_ID = 0x44445052
"""`PRAGMA application_id` of a dealerdesk progress database ("DDPR")."""


@dataclass(frozen=True)
class Migration:
    """One step of the schema."""

    version: int
    """The `user_version` a database has after this step."""
    summary: str
    """What the step adds, for people reading the list."""
    statements: tuple[str, ...]
    """SQL statements, run in order inside the step's transaction."""


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "trainee profiles and every answered question",
        (
            f"PRAGMA application_id = {APPLICATION_ID}",
            # name_key is the name case-folded in Python: SQLite's NOCASE only folds ASCII, and trainees
            # write names in Thai, Hungarian ...
            """
            CREATE TABLE profiles (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL UNIQUE,
                created TEXT NOT NULL
            )
            """,
            # Times are UTC, written as fixed-width ISO text ("2024-05-01T12:34:56.000000Z") so that text order
            # is time order and `since`/day queries work on the column directly.
            """
            CREATE TABLE attempts (
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                question_key TEXT NOT NULL,
                phh TEXT NOT NULL,
                question TEXT NOT NULL,
                answer TEXT NOT NULL,
                correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
                score REAL NOT NULL,
                cause TEXT,
                seconds REAL NOT NULL,
                answered_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX attempts_by_profile ON attempts (profile_id, answered_at)",
        ),
    ),
    Migration(
        2,
        "practice or audition, difficulty, spaced-repetition reviews",
        (
            "ALTER TABLE attempts ADD COLUMN mode TEXT NOT NULL DEFAULT 'practice'",
            "ALTER TABLE attempts ADD COLUMN difficulty INTEGER NOT NULL DEFAULT 1",
            "CREATE INDEX attempts_by_kind ON attempts (profile_id, kind, answered_at)",
            """
            CREATE TABLE reviews (
                profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
                question_key TEXT NOT NULL,
                kind TEXT NOT NULL,
                due TEXT NOT NULL,
                interval_days REAL NOT NULL,
                lapses INTEGER NOT NULL,
                phh TEXT NOT NULL,
                question TEXT NOT NULL,
                PRIMARY KEY (profile_id, question_key)
            )
            """,
            "CREATE INDEX reviews_by_due ON reviews (profile_id, due)",
        ),
    ),
    Migration(
        3,
        "the training session each attempt belongs to (for session history and audition reports)",
        (
            "ALTER TABLE attempts ADD COLUMN session TEXT NOT NULL DEFAULT ''",
            "CREATE INDEX attempts_by_session ON attempts (profile_id, session)",
        ),
    ),
    Migration(
        4,
        "the instructor's class register: exams and the trainees' result files imported for them",
        (
            # An exam is known by the SHA-256 of its files; its questions stay in its folder, and every report
            # grades the stored answers again from them.
            """
            CREATE TABLE exams (
                digest TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                questions INTEGER NOT NULL,
                first_imported TEXT NOT NULL
            )
            """,
            # A result file as imported (its text, never a score), known by the SHA-256 of its content: the same
            # file imported twice is one row. A sitting taken up again replaces its earlier, shorter file.
            """
            CREATE TABLE exam_results (
                id INTEGER PRIMARY KEY,
                exam TEXT NOT NULL REFERENCES exams (digest) ON DELETE CASCADE,
                content TEXT NOT NULL,
                sitting TEXT NOT NULL,
                trainee TEXT NOT NULL,
                file_name TEXT NOT NULL,
                result TEXT NOT NULL,
                imported_at TEXT NOT NULL,
                UNIQUE (exam, content)
            )
            """,
            "CREATE INDEX exam_results_by_sitting ON exam_results (exam, sitting)",
        ),
    ),
)

SCHEMA_VERSION = MIGRATIONS[-1].version
"""The schema version this code writes and understands."""


def user_version(connection: sqlite3.Connection) -> int:
    """The number of migrations the database has had (0 for a new, empty file)."""
    row = connection.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def application_id(connection: sqlite3.Connection) -> int:
    """The database's application id (0 when nobody set one)."""
    row = connection.execute("PRAGMA application_id").fetchone()
    return int(row[0])


def migrate(
    connection: sqlite3.Connection, target: int | None = None, migrations: Sequence[Migration] = MIGRATIONS
) -> int:
    """Apply the migrations the database has not had, up to `target` (default: all); return the new version.

    The connection must be in autocommit mode (`isolation_level=None`) so that the transactions here are the
    only ones. A failing migration is rolled back whole and its `sqlite3.Error` raised, leaving the database at
    the previous version.
    """
    if target is None:
        target = migrations[-1].version if migrations else 0
    for step in migrations:
        if step.version > target:
            break
        connection.execute("BEGIN IMMEDIATE")
        try:
            # Read inside the write transaction: another process may have migrated while we waited for the lock.
            if user_version(connection) < step.version:
                for statement in step.statements:
                    connection.execute(statement)
                connection.execute(f"PRAGMA user_version = {int(step.version)}")
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
    return user_version(connection)


Columns = dict[str, tuple[tuple[str, str, int], ...]]
"""Per table: its columns as (name, declared type, not-null)."""


def columns(connection: sqlite3.Connection) -> Columns:
    """The database's tables and their columns (SQLite's own tables left out)."""
    tables = [
        str(row[0])
        for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name"
        )
    ]
    return {
        table: tuple(
            (str(row[1]), str(row[2]).upper(), int(row[3]))
            for row in connection.execute("SELECT * FROM pragma_table_info(?)", (table,))
        )
        for table in tables
    }


@cache
def expected_columns(version: int = SCHEMA_VERSION) -> Columns:
    """The tables and columns of a database after the migrations up to `version`.

    Found by building one in memory, so the expectation can never drift from the migrations themselves.
    """
    connection = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(connection, target=version)
        return columns(connection)
    finally:
        connection.close()


def schema_problem(connection: sqlite3.Connection, version: int = SCHEMA_VERSION) -> str | None:
    """Why the database's tables are not those the migrations up to `version` make, or None if they are.

    Tables the code does not know are allowed; a missing table or a changed column is not.
    """
    found = columns(connection)
    for table, wanted in expected_columns(version).items():
        if table not in found:
            return f"the {table} table is missing"
        if found[table] != wanted:
            return f"the {table} table has different columns"
    return None
