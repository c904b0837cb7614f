"""Opening the progress database file so that a trainee's progress is never destroyed and the app never crashes.

At open the file is checked: its header (a file that is not SQLite fails here), its application id and version
(another program's database, or one from a newer dealerdesk), `PRAGMA quick_check` (damaged pages, a truncated
file) and, after migrating, its tables. A file that fails is renamed, with its `-wal`/`-journal`/`-shm`
companions, to `progress.sqlite3.corrupt-YYYYmmdd-HHMMSS` (or `.from-newer-version-…`), never overwritten or
deleted, and a fresh database is started in its place with a one-line message saying so. When even that is
impossible (a read-only folder, a full disk, a file locked by another program) the progress is kept in memory
for the session, again with a message, so practice goes on.

Connections use WAL with `synchronous=FULL` and a busy timeout: every attempt is its own committed transaction,
so a killed process loses only the answer being typed, and two processes writing at once wait for each other
instead of failing.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from dealerdesk.i18n import translate
from dealerdesk.trainer.store.migrations import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    application_id,
    migrate,
    schema_problem,
    user_version,
)


def _(text: str) -> str:
    return translate("Store", text)

BUSY_TIMEOUT_SECONDS = 5.0
"""How long a write waits for another process's write to finish before giving up."""

COMPANIONS = ("-wal", "-shm", "-journal")
"""Files SQLite keeps beside a database; they belong to it and move with it (an old journal left beside a new
database would be played into it)."""

SQLITE_HEADER = b"SQLite format 3\x00"
"""The first bytes of every SQLite database file."""


@dataclass(frozen=True)
class Opened:
    """A usable connection and what had to be done to get it."""

    connection: sqlite3.Connection
    """In autocommit mode (`isolation_level=None`): every transaction is explicit."""
    persistent: bool
    """False when progress is kept in memory only (asked for, or the file could not be used)."""
    recovered_from: Path | None
    """Where the unusable file was moved, if it was."""
    message: str | None
    """A one-line message for the user when something was not as it should be."""
    read_only: bool = False
    """The file could only be read (a read-only folder or disk): its progress is shown from a copy in memory,
    and new answers are kept there until dealerdesk closes."""


class _MoveAside(Exception):
    """The file cannot be used as it is: keep it under another name and start a fresh one."""

    def __init__(self, reason: str, suffix: str = "corrupt", *, maybe_in_progress: bool = False) -> None:
        super().__init__(reason)
        self.reason = " ".join(reason.split())  # SQLite's check reports span lines; the message is one
        self.suffix = suffix
        self.maybe_in_progress = maybe_in_progress
        """The file could be one another dealerdesk is creating this very moment: look again before moving it."""


class _Unavailable(Exception):
    """The file cannot be used now, for a reason moving it would not cure (locked, disk full)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


CREATION_GRACE_SECONDS = 0.5
"""How long to wait before looking again at a file that may be half-created by another dealerdesk."""


def open_database(path: Path | None) -> Opened:
    """Open (creating if need be) the database at `path`, or an in-memory one for None; never raises."""
    if path is None:
        return Opened(_memory_connection(), persistent=False, recovered_from=None, message=None)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _in_memory(path, f"its folder cannot be created: {error.strerror or error}", note=None)
    if not _writable(path):
        return _read_only(path, "the folder or the file cannot be written")
    moved: Path | None = None
    note: str | None = None
    looked_again = False
    # A few rounds: another process may move or replace the file while we look at it.
    for _ in range(5):
        identity = _identity(path)
        try:
            with _opening_lock(path):
                connection = _open_file(path)
        except _Unavailable as problem:
            return _in_memory(path, problem.reason, note, moved)
        except (OSError, ValueError) as error:  # not SQLite's: e.g. a path SQLite refuses; still no crash at start
            return _in_memory(path, f"it cannot be opened: {error}", note, moved)
        except _MoveAside as problem:
            if problem.maybe_in_progress and not looked_again:
                looked_again = True
                time.sleep(CREATION_GRACE_SECONDS)
                continue
            if moved is not None:
                return _in_memory(path, f"a new database cannot be started either: {problem.reason}", note, moved)
            try:
                target = _move_aside(path, problem.suffix, identity)
            except OSError as error:
                reason = f"{problem.reason}, and it cannot be moved aside: {error.strerror or error}"
                if problem.reason.startswith("cannot be read or written"):
                    return _read_only(path, reason)  # a read-only disk: show what is there
                return _in_memory(path, reason, note)
            if target is not None:
                moved, note = target, _moved_message(problem, target)
            continue
        return Opened(connection, persistent=True, recovered_from=moved, message=note)
    return _in_memory(path, "it kept changing while being opened", note, moved)


@contextlib.contextmanager
def _opening_lock(path: Path) -> Iterator[None]:
    """Only one process at a time checks, creates or migrates the file (POSIX advisory lock on a file beside it):
    two dealerdesks started together must not see each other's half-made database as a foreign one. Where such
    locks do not exist (Windows), opening goes ahead unlocked."""
    try:
        import fcntl  # noqa: PLC0415 - POSIX only
    except ImportError:
        yield
        return
    try:
        handle = path.with_name(path.name + ".lock").open("a")
    except OSError:
        yield  # a read-only folder: SQLite's own errors will say what is wrong
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def configure(connection: sqlite3.Connection) -> None:
    """Settings every connection needs; `foreign_keys` is per connection in SQLite, so it is set at each open."""
    connection.execute("PRAGMA foreign_keys = ON")


def _open_file(path: Path) -> sqlite3.Connection:
    """Connect, check, migrate and switch to WAL; raise `_MoveAside` or `_Unavailable` when that fails."""
    _check_header(path)
    connection = None
    try:
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None,
                                     check_same_thread=False)
        _check(connection)
        configure(connection)
        # Migrate before switching to WAL: a migration that fails is rolled back, and the file is left exactly as
        # it was found when it is moved aside.
        migrate(connection)
        problem = schema_problem(connection)
        if problem is not None:
            raise _MoveAside(f"wrong tables: {problem}")
        # WAL: readers never block the writer and a commit is one append; FULL: a commit survives power loss
        # too, at the price of one fsync per answer, which a person answering questions never notices.
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = FULL")
        return connection
    except sqlite3.Error as error:
        if connection is not None:
            connection.close()
        raise _classify(error) from error
    except BaseException:
        if connection is not None:
            connection.close()
        raise


def _check_header(path: Path) -> None:
    """Refuse a file that does not even start like SQLite, before SQLite opens it: SQLite would delete the
    `-wal` and `-journal` files beside such a file as stale, and they may be all that is left of the progress."""
    try:
        with path.open("rb") as file:
            start = file.read(len(SQLITE_HEADER))
    except OSError:
        return  # missing (a new database) or unreadable: SQLite's own error says which
    if start and start != SQLITE_HEADER:
        raise _MoveAside("not a database file")


def _check(connection: sqlite3.Connection) -> None:
    """Refuse files that are not ours, are from a newer dealerdesk, are damaged or have the wrong tables for their
    version, before anything is written to them."""
    # One read transaction, so the version, the id and the tables come from the same moment: another process
    # may be creating the database right now, and a mix of before and after would look like a foreign file.
    connection.execute("BEGIN")
    try:
        version = user_version(connection)  # the first read: a file that is not SQLite fails here
        app = application_id(connection)
        tables = connection.execute("SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite%'").fetchone()[0]
    finally:
        connection.execute("COMMIT")
    if version == 0 and tables == 0 and app in (0, APPLICATION_ID):
        return  # new and empty: the migrations build it
    if app != APPLICATION_ID or version <= 0:
        raise _MoveAside("not a dealerdesk progress database", maybe_in_progress=app in (0, APPLICATION_ID))
    if version > SCHEMA_VERSION:
        raise _MoveAside(f"schema {version}; this version knows up to {SCHEMA_VERSION}", suffix="from-newer-version")
    result = [str(row[0]) for row in connection.execute("PRAGMA quick_check")]
    if result != ["ok"]:
        raise _MoveAside(f"damaged: {result[0] if result else 'the check gave no answer'}")
    problem = schema_problem(connection, version)
    if problem is not None:
        raise _MoveAside(f"wrong tables: {problem}")


def _classify(error: sqlite3.Error) -> _MoveAside | _Unavailable:
    """What an SQLite error at open means for the file."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return _Unavailable("locked by another program")
    if primary == sqlite3.SQLITE_FULL:
        return _Unavailable("the disk is full")
    if primary == sqlite3.SQLITE_NOMEM:
        return _Unavailable("not enough memory")
    if primary == sqlite3.SQLITE_NOTADB:
        return _MoveAside("not a database file")
    if primary == sqlite3.SQLITE_CORRUPT:
        return _MoveAside(f"damaged: {error}")
    if primary in (sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_PERM, sqlite3.SQLITE_READONLY,
                   sqlite3.SQLITE_AUTH):
        return _MoveAside(f"cannot be read or written: {error}")
    # Plain SQL errors here come from a migration meeting tables it did not expect.
    return _MoveAside(f"wrong tables: {error}")


def _identity(path: Path) -> tuple[int, int] | None:
    """Which file is at `path` (device and inode), None if there is none."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_dev, status.st_ino


def _move_aside(path: Path, suffix: str, identity: tuple[int, int] | None) -> Path | None:
    """Rename the file and its companions to a name not yet taken; None if the file is no longer the one looked
    at (another process already moved it and started a fresh one, which must be kept)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{suffix}-{stamp}")
    number = 2
    while any(Path(f"{target}{companion}").exists() for companion in ("", *COMPANIONS)):
        target = path.with_name(f"{path.name}.{suffix}-{stamp}-{number}")
        number += 1
    if identity is not None and _identity(path) != identity:
        return None
    os.rename(path, target)
    for companion in COMPANIONS:
        source = Path(f"{path}{companion}")
        if source.exists():
            os.rename(source, Path(f"{target}{companion}"))
    return target


def _moved_message(problem: _MoveAside, target: Path) -> str:
    """The one line that tells the user what happened to their old file."""
    if problem.suffix == "from-newer-version":
        return _("Your progress database was written by a newer version of dealerdesk ({reason}), so it was kept "
                 "unchanged as {path} and a new one was started; use the newer dealerdesk to see that progress."
                 ).format(reason=problem.reason, path=target)
    return _("Your progress database could not be used ({reason}), so it was kept as {path} and a new one was "
             "started.").format(reason=problem.reason, path=target)


def _writable(path: Path) -> bool:
    """Whether this process may write the database (and its companions beside it)."""
    return os.access(path.parent, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def _read_only(path: Path, reason: str) -> Opened:
    """The progress of a file that can only be read, copied into memory so it is shown (and new answers kept
    for the session); when even reading fails, an empty store in memory, as for any unusable file."""
    try:
        connection = _read_only_copy(path)
    except (sqlite3.Error, OSError, _MoveAside, _Unavailable) as error:
        why = getattr(error, "reason", None) or str(error)
        return _in_memory(path, f"{reason}; reading it failed too: {why}", note=None)
    message = _("Your progress folder cannot be written ({path}): your progress is shown, but new answers are "
                "kept only until dealerdesk closes.").format(path=path.parent)
    return Opened(connection, persistent=False, recovered_from=None, message=message, read_only=True)


def _read_only_copy(path: Path) -> sqlite3.Connection:
    """A migrated in-memory copy of the database at `path`, read without writing anything beside it.

    ``mode=ro`` reads a WAL database's committed answers too; where SQLite cannot even do that without writing
    (no shared-memory file in a read-only folder) ``immutable=1`` reads the main file alone."""
    if not path.exists():
        raise _MoveAside("there is no progress file yet")
    source = None
    for options in ("mode=ro", "mode=ro&immutable=1"):
        try:
            source = sqlite3.connect(f"{path.resolve().as_uri()}?{options}", uri=True, isolation_level=None,
                                     timeout=BUSY_TIMEOUT_SECONDS)
            _check(source)
            break
        except BaseException as error:
            if source is not None:
                source.close()
                source = None
            if not isinstance(error, sqlite3.Error) or options.endswith("immutable=1"):
                raise
    assert source is not None
    copy = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    try:
        source.backup(copy)
    finally:
        source.close()
    configure(copy)
    migrate(copy)  # an older schema is brought up to date in the copy only
    problem = schema_problem(copy)
    if problem is not None:
        copy.close()
        raise _MoveAside(f"wrong tables: {problem}")
    return copy


def _memory_connection() -> sqlite3.Connection:
    """A migrated database in memory."""
    connection = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    configure(connection)
    migrate(connection)
    return connection


def _in_memory(path: Path, reason: str, note: str | None, moved: Path | None = None) -> Opened:
    """The last resort: progress kept for this session only, and the user told why."""
    message = _("Progress will not be saved this session ({path}: {reason}); answers are kept until dealerdesk "
                "closes.").format(path=path, reason=reason)
    if note is not None:
        message = f"{note} {message}"
    return Opened(_memory_connection(), persistent=False, recovered_from=moved, message=message)
