"""The hands a table has finished, kept for the session's history: each one played here, or read from a session
file and replayed through the rules only when first asked for (:class:`LateHand`), so a long session opens quickly
and nothing is ever taken from a hand no one has checked."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import Seat


@dataclass(frozen=True)
class FinishedHand:
    """A hand played at the table, kept for the session's history."""

    number: int
    """The hand's number at this table (1 = first)."""
    seats: tuple[Seat, ...]
    """The seat of each position (p1 first)."""
    hand: Hand
    """The completed hand."""
    started: datetime | None = None
    """When it was dealt (aware), if that was recorded: its hand histories carry the hand's own time."""
    hand_id: int | None = None
    """A number no other hand has (across sessions and installs), if one was given when it was dealt: the hand
    number that tracking tools key hands on."""

    @property
    def checked(self) -> bool:
        """Whether the hand has been played or replayed through the rules (a :class:`LateHand` not yet asked for
        anything has not)."""
        return True


_LATE_LOCK = threading.Lock()
"""One late hand checked at a time: a worker writing the history and the window may ask for the same hand."""


class LateHand(FinishedHand):
    """A finished hand read from a file and not yet replayed: the first time anything of it is asked for (its
    number, seats, hand …) ``make`` replays it through the rules and it is that hand from then on, so nothing is
    ever taken from a hand no one has checked. A damaged hand raises ``make``'s error (a ``ValueError`` naming
    the hand), each time it is asked for. Until then it keeps only its text: a long session opens without
    replaying every hand, and takes a fraction of the memory."""

    def __init__(self, text: str, make: Callable[[], FinishedHand]) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "_make", make)
        object.__setattr__(self, "_made", None)
        object.__setattr__(self, "_refused", None)

    text: str
    """The hand as the file holds it (written back as it is while the hand has not been checked)."""
    _make: Callable[[], FinishedHand] | None
    _made: FinishedHand | None
    _refused: ValueError | None

    def _hand(self) -> FinishedHand:
        made = self._made
        if made is not None:
            return made
        with _LATE_LOCK:
            if self._made is None:
                if self._refused is not None:
                    raise self._refused
                assert self._make is not None
                try:
                    object.__setattr__(self, "_made", self._make())
                except ValueError as error:
                    object.__setattr__(self, "_refused", error)
                    raise
                object.__setattr__(self, "_make", None)
            assert self._made is not None
            return self._made

    @property
    def checked(self) -> bool:
        """Whether it has been replayed (and found sound)."""
        return self._made is not None

    @property
    def number(self) -> int:
        return self._hand().number

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._hand().seats

    @property
    def hand(self) -> Hand:
        return self._hand().hand

    @property
    def started(self) -> datetime | None:
        return self._hand().started

    @property
    def hand_id(self) -> int | None:
        return self._hand().hand_id

    def __repr__(self) -> str:
        return f"LateHand({self._made!r})" if self._made is not None else "LateHand(not checked yet)"
