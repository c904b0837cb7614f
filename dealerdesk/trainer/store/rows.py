"""Reading the progress database's rows defensively: which stored values this version can use, and the
records made from a row. A row another program (or a damaged disk) wrote with a value it cannot read is left out
of what the store returns, rather than break a screen; :func:`unreadable_rows` counts them once at open."""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime

from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.store.records import Profile, Review, from_utc_text

UNKNOWN_TIME = datetime(1970, 1, 1, tzinfo=UTC)
"""A profile's creation time when the stored one cannot be read (another program wrote it)."""
CHECKED = ("kind", "correct", "score", "cause", "seconds", "answered_at", "mode", "difficulty", "session")
"""The attempt columns every reading checks (the texts are taken as they are)."""
TEXTS = ("question_key", "phh", "question", "answer")


def stored_text(value: object) -> str:
    """A stored text as text (a BLOB another program wrote is decoded, anything else written out)."""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value if isinstance(value, str) else "" if value is None else str(value)


REVIEW_COLUMNS = ("question_key", "kind", "due", "interval_days", "lapses", "phh", "question")


def _number(value: object, low: float, high: float = math.inf) -> bool:
    return (isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
            and low <= value <= high)


def _time(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        from_utc_text(value)
    except (ValueError, OverflowError):
        return False
    return True


_COLUMN_CHECKS: dict[str, Callable[[object], bool]] = {
    "kind": lambda value: isinstance(value, str) and value != "",
    "question_key": lambda value: isinstance(value, str),
    "phh": lambda value: isinstance(value, str),
    "question": lambda value: isinstance(value, str),
    "answer": lambda value: isinstance(value, str),
    "cause": lambda value: value is None or isinstance(value, str),
    "correct": lambda value: value in (0, 1) and isinstance(value, int),
    "score": lambda value: _number(value, 0.0, 1.0),
    "seconds": lambda value: _number(value, 0.0),
    "interval_days": lambda value: _number(value, 0.0),
    "lapses": lambda value: isinstance(value, int) and value >= 0,
    "answered_at": _time,
    "due": _time,
    "created": _time,
    "mode": Mode.known,
    "difficulty": lambda value: isinstance(value, int),
    "session": lambda value: isinstance(value, str),
}
"""What a readable value of each stored column is: a row another program (or a damaged disk) wrote otherwise is
left out of what the store returns, rather than break a screen."""


def readable(columns: tuple[str, ...], row: tuple[object, ...]) -> bool:
    """Whether every value of the row is one this version can use."""
    return all(_COLUMN_CHECKS[column](value) for column, value in zip(columns, row, strict=True))


def unreadable_rows(db: sqlite3.Connection) -> int:
    """How many stored rows (profiles' times, attempts, reviews) the store will leave out because a value in
    them cannot be read; counted once at open so the trainee is told once."""
    count = 0
    for table, columns in (("attempts", CHECKED), ("reviews", REVIEW_COLUMNS), ("profiles", ("created",))):
        for row in db.execute(f"SELECT {', '.join(columns)} FROM {table}"):
            count += not readable(columns, row)
    return count


def profile_from_row(row: tuple[int, str, str]) -> Profile:
    created = from_utc_text(row[2]) if readable(("created",), (row[2],)) else UNKNOWN_TIME
    return Profile(id=row[0], name=str(row[1]), created=created)


def review_from_row(row: tuple[str, str, str, float, int, str, str]) -> Review:
    return Review(question_key=row[0], kind=row[1], due=from_utc_text(row[2]), interval_days=row[3], lapses=row[4],
                  phh=row[5], question=row[6])
