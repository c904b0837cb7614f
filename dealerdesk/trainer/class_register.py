"""The instructor's class register: every exam imported and every trainee's result file for it, kept in the
progress database (the ``exams`` and ``exam_results`` tables of migration 4), so that a class builds up over weeks
and one report shows it whole.

A result is kept as the text of its file — what was typed and when, never a grade: every report grades the answers
again from the exam's questions. It is known by the digest of its content, so the same file imported twice (or
under two names) is kept once; a later file of a sitting that goes on from an earlier one (an exam left half-way,
imported, then finished) replaces it, and an earlier one imported after the later is left out. Two different
results of one trainee are both kept: the report flags them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum

from dealerdesk.trainer.exam import Exam
from dealerdesk.trainer.result_file import ExamResult, ResultError, parse_result
from dealerdesk.trainer.store.database import Store
from dealerdesk.trainer.store.records import from_utc_text, utc_text


class Filing(StrEnum):
    """What importing a result did."""

    NEW = "new"
    """A result not seen before, now kept."""
    SAME = "same"
    """The same result was kept already: nothing changed."""
    CONTINUED = "continued"
    """It goes on from a result of the same sitting kept before, which it replaces."""
    EARLIER = "earlier"
    """A later file of its sitting, which goes on from it, is kept already: nothing changed."""


@dataclass(frozen=True)
class Filed:
    """A result kept in the register."""

    result: ExamResult
    """The result, read again from its kept text."""
    file_name: str
    """The file it was imported from, as it was given (or found in a folder given)."""
    imported_at: datetime
    """When (UTC)."""


@dataclass(frozen=True)
class ToFile:
    """A result to keep: checked against its exam, with its file's text and name."""

    result: ExamResult
    """The result read."""
    text: str
    """Its file's text, kept as it is."""
    file_name: str
    """The file, as given."""


def file_result(store: Store, exam: Exam, result: ExamResult, *, text: str, file_name: str,
                now: datetime | None = None) -> Filing:
    """Keep one result of ``exam`` (checked against it by the caller), given as its file's ``text``."""
    (filing,) = file_results(store, exam, [ToFile(result, text, file_name)], now)
    return filing


def file_results(store: Store, exam: Exam, results: Sequence[ToFile], now: datetime | None = None) -> list[Filing]:
    """Keep results of ``exam``, in order, in one transaction (a class's files are kept whole or not at all, and
    one commit is a thousand times cheaper than a thousand)."""
    moment = utc_text(now or datetime.now(UTC))
    with store.writing() as db:
        db.execute("INSERT OR IGNORE INTO exams (digest, name, questions, first_imported) VALUES (?, ?, ?, ?)",
                   (exam.digest, exam.name, len(exam.pack.questions), moment))
        return [_file(db, exam.digest, item, moment) for item in results]


def _file(db: sqlite3.Connection, digest: str, item: ToFile, moment: str) -> Filing:
    result = item.result
    if db.execute("SELECT 1 FROM exam_results WHERE exam = ? AND content = ?", (digest, result.content)).fetchone():
        return Filing.SAME
    filing = Filing.NEW
    for row_id, kept_text in _sitting(db, digest, result.sitting):
        kept = _parsed(kept_text)
        if kept is None:
            continue
        if goes_on_from(kept, result):
            return Filing.EARLIER
        if goes_on_from(result, kept):
            db.execute("DELETE FROM exam_results WHERE id = ?", (row_id,))
            filing = Filing.CONTINUED
    db.execute("INSERT INTO exam_results (exam, content, sitting, trainee, file_name, result, imported_at)"
               " VALUES (?, ?, ?, ?, ?, ?, ?)",
               (digest, result.content, result.sitting, result.trainee, item.file_name, item.text, moment))
    return filing


def goes_on_from(later: ExamResult, earlier: ExamResult) -> bool:
    """Whether ``later`` is ``earlier`` taken further: the same sitting and trainee, every earlier answer the same,
    and more answered (or finished since)."""
    count = earlier.answered
    return (later.sitting == earlier.sitting and later.trainee == earlier.trainee and later.exam == earlier.exam
            and later.answers[:count] == earlier.answers
            and (later.answered > count or (later.finished and not earlier.finished)))


def _sitting(db: sqlite3.Connection, digest: str, sitting: str) -> list[tuple[int, str]]:
    return [(int(row[0]), str(row[1])) for row in db.execute(
        "SELECT id, result FROM exam_results WHERE exam = ? AND sitting = ?", (digest, sitting))]


def _parsed(text: object) -> ExamResult | None:
    """A kept result read again (None when another program left something else in the row)."""
    if not isinstance(text, str):
        return None
    try:
        return parse_result(text, "the register")
    except ResultError:
        return None


def filed_results(store: Store, digest: str) -> list[Filed]:
    """The results kept for the exam, in the order they were first imported (rows that cannot be read are left
    out)."""
    with store.reading() as db:
        rows = db.execute("SELECT result, file_name, imported_at FROM exam_results WHERE exam = ? ORDER BY id",
                          (digest,)).fetchall()
    filed = []
    for text, name, when in rows:
        result = _parsed(text)
        if result is None or result.exam != digest or not isinstance(name, str):
            continue
        try:
            moment = from_utc_text(str(when))
        except ValueError:
            moment = datetime(1970, 1, 1, tzinfo=UTC)
        filed.append(Filed(result, name, moment))
    return filed


def exams(store: Store) -> list[tuple[str, str, int]]:
    """Every exam in the register: digest, name and number of results kept, by name."""
    with store.reading() as db:
        rows = db.execute("SELECT exams.digest, exams.name, COUNT(exam_results.id) FROM exams LEFT JOIN exam_results"
                          " ON exam_results.exam = exams.digest GROUP BY exams.digest ORDER BY exams.name").fetchall()
    return [(str(digest), str(name), int(count)) for digest, name, count in rows]
