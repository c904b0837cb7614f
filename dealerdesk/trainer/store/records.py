"""What the progress store keeps, as frozen records, and the checks that keep nonsense out of it.

Separate from `dealerdesk.trainer.store.database` so the records can be read (and the store's rules found) without the
database code; `dealerdesk.trainer.store.database` re-exports everything the trainer needs.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, date, datetime, tzinfo

from dealerdesk.i18n import translate
from dealerdesk.trainer.mode import Mode


def _(text: str) -> str:
    return translate("Store", text)

MAX_NAME_LENGTH = 60
"""Longest profile name, so names fit the profile menu."""


class StoreError(Exception):
    """A request the store cannot carry out (unknown profile, duplicate name, a write the disk refused ...);
    the message is a sentence a trainee or instructor can read."""


@dataclass(frozen=True)
class Profile:
    """A trainee; each has their own attempts and reviews."""

    id: int
    """Stable for the life of the profile."""
    name: str
    """As shown, unique regardless of case."""
    created: datetime
    """When it was created (UTC)."""


@dataclass(frozen=True)
class Attempt:
    """One answered question, as the trainer records it."""

    kind: str
    """"pot-limit", "min-raise", "side-pots", "showdown-order", "hi-lo-split" or "winner"."""
    question_key: str
    """Stable id of the question (e.g. "seed:kind:difficulty:index"), for spaced repetition."""
    phh: str
    """The question's hand as PHH text."""
    question: str
    """The question as JSON text (prompt, expected answer ...)."""
    answer: str
    """The trainee's answer as JSON text."""
    correct: bool
    """The verdict."""
    score: float
    """Share of the parts answered right, 0 to 1."""
    cause: str | None
    """The named mistake ("call left out of the pot" ...); None when right or not recognised."""
    seconds: float
    """Time taken to answer."""
    answered_at: datetime
    """When it was answered; timezone-aware (returned in UTC)."""
    mode: Mode = Mode.PRACTICE
    """The session's mode."""
    difficulty: int = 1
    """The difficulty the question was generated at."""
    session: str = ""
    """The training session it was answered in ("" for attempts recorded outside one)."""


@dataclass(frozen=True)
class SkillStats:
    """How a trainee does at one kind of question."""

    kind: str
    """The question kind."""
    attempts: int
    """Questions answered."""
    correct: int
    """Of which right."""
    accuracy: float
    """`correct / attempts`."""
    median_seconds: float
    """Median answer time; the median so one long pause does not hide a fast trainee."""
    last_answered: datetime | None
    """When the latest was answered (UTC)."""


@dataclass(frozen=True)
class SessionSummary:
    """One training session of a trainee: when, which mode, and how it went per skill."""

    session: str
    """The session's id (as recorded with its attempts)."""
    mode: Mode
    """The session's mode."""
    started: datetime
    """The first answer (UTC)."""
    ended: datetime
    """The last answer (UTC)."""
    per_kind: tuple[tuple[str, int, int, float], ...]
    """(kind, answered, right, median answer seconds) per skill, in first-asked order."""
    hands: int = 0
    """A dealt game: the hands dealt (the last hand of its answered steps; a game left in the middle of a hand
    counts that hand). 0 for practice and auditions."""
    first_seconds: float = 0.0
    """How long the first answer took: the session began that long before `started` (its first step was asked
    then), which the time dealt includes."""

    @property
    def duration_seconds(self) -> float:
        """From the first question (a dealt game: its first step) being asked to the last answer, in seconds."""
        return (self.ended - self.started).total_seconds() + self.first_seconds

    @property
    def hands_per_hour(self) -> float | None:
        """A dealt game: the hands dealt per hour, a poker room's measure of a dealer's speed (None when no hand
        was dealt or no time passed)."""
        seconds = self.duration_seconds
        return self.hands * 3600 / seconds if self.hands and seconds > 0 else None

    @property
    def error_rate(self) -> float:
        """The share of answers (a dealt game: of dealer steps) that were wrong, 0 to 1."""
        return 1 - self.right / self.answered if self.answered else 0.0

    @property
    def answered(self) -> int:
        """Questions answered."""
        return sum(asked for _, asked, _, _ in self.per_kind)

    @property
    def right(self) -> int:
        """Questions answered right."""
        return sum(right for _, _, right, _ in self.per_kind)


DEALT_STEP_KEY = re.compile(r"(?:^|-)deal-(?P<hand>[0-9]+)-[0-9]+-[a-z][a-z-]*$")
"""A dealt game's step as its attempt's question key ends: "[<session>-]deal-<hand>-<step count>-<step>"."""


def dealt_hand(question_key: str) -> int | None:
    """The hand number a dealt game's step belongs to, read from its question key (None: not a dealt step)."""
    found = DEALT_STEP_KEY.search(question_key)
    return int(found["hand"]) if found else None


def local_day(moment: datetime, zone: tzinfo | None = None) -> date:
    """The day ``moment`` falls on for the trainee: in ``zone``, by default the machine's local time zone. Every
    day dealerdesk groups by (the charts' points, the daily statistics) is the trainee's day, never Greenwich's: an
    answer at 23:31 UTC is the next morning's in Bangkok and the same evening's in Bogotá."""
    return moment.astimezone(zone).date()


@dataclass(frozen=True)
class DailyStats:
    """One kind of question on one of the trainee's days: a point of the progress charts."""

    day: date
    """The local day (:func:`local_day`)."""
    kind: str
    """The question kind."""
    attempts: int
    """Questions answered that day."""
    correct: int
    """Of which right."""
    median_seconds: float
    """Median answer time that day."""

    @property
    def accuracy(self) -> float:
        """`correct / attempts`."""
        return self.correct / self.attempts


@dataclass(frozen=True)
class Review:
    """A question to ask the trainee again (spaced repetition); the schedule itself is the trainer's."""

    question_key: str
    """The question's stable id; one review per question and profile."""
    kind: str
    """The question kind."""
    due: datetime
    """When to ask it again; timezone-aware (returned in UTC)."""
    interval_days: float
    """The current interval, for the scheduler's next step."""
    lapses: int
    """How many times it was missed."""
    phh: str
    """The hand, so the question can be asked again without regenerating it."""
    question: str
    """The question as JSON text."""


def clean_name(name: str) -> tuple[str, str]:
    """The name as kept (stripped, NFC) and its uniqueness key (case-folded, NFKC); `StoreError` if unusable."""
    if not isinstance(name, str):
        raise StoreError(_("A profile name must be text."))
    cleaned = unicodedata.normalize("NFC", name.strip())
    if not cleaned:
        raise StoreError(_("A profile name cannot be empty."))
    if any(unicodedata.category(character) in ("Cc", "Zl", "Zp") for character in cleaned):
        raise StoreError(_("A profile name must be on one line."))
    if len(cleaned) > MAX_NAME_LENGTH:
        raise StoreError(_("A profile name can be at most {count} characters long.").format(count=MAX_NAME_LENGTH))
    key = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", cleaned).casefold())
    return cleaned, key


def check_attempt(attempt: Attempt) -> None:
    """Refuse an attempt that would store nonsense."""
    if not attempt.kind or not attempt.question_key:
        raise StoreError("An attempt needs its question kind and key.")
    check_mode(attempt.mode)
    if not 0.0 <= attempt.score <= 1.0:
        raise StoreError(f"An attempt's score is between 0 and 1, not {attempt.score}.")
    if not (math.isfinite(attempt.seconds) and attempt.seconds >= 0):
        raise StoreError(f"An attempt's answer time must be zero or more seconds, not {attempt.seconds}.")
    if isinstance(attempt.difficulty, bool) or not isinstance(attempt.difficulty, int):
        raise StoreError(f"An attempt's difficulty is a whole number, not {attempt.difficulty!r}.")
    utc_text(attempt.answered_at, "answered_at")


def check_review(review: Review) -> None:
    """Refuse a review that would store nonsense."""
    if not review.question_key or not review.kind:
        raise StoreError("A review needs its question kind and key.")
    if not (math.isfinite(review.interval_days) and review.interval_days >= 0):
        raise StoreError(f"A review's interval must be zero or more days, not {review.interval_days}.")
    if review.lapses < 0:
        raise StoreError(f"A review's lapses cannot be negative ({review.lapses}).")
    utc_text(review.due, "due")


def check_mode(mode: str) -> None:
    """Refuse a mode other than practice, audition or a dealt game."""
    if not Mode.known(mode):
        raise StoreError(f'The mode is "practice", "audition" or "deal", not "{mode}".')


def utc_text(moment: datetime, what: str = "time") -> str:
    """A timezone-aware datetime as fixed-width UTC text, so that text order is time order."""
    if not isinstance(moment, datetime) or moment.utcoffset() is None:
        raise StoreError(f"{what} must be a timezone-aware datetime, not {moment!r}.")
    return moment.astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def from_utc_text(text: str) -> datetime:
    """The stored text back as a UTC datetime."""
    return datetime.fromisoformat(text).astimezone(UTC)
