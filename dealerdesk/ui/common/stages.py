"""Work a user's action sets off, spread over turns of the event loop so the window never freezes for long.

Pressing Enter in the trainer grades the answer, writes the verdict with its worked explanation (Qt lays the rich
text out) and redraws the table with the winners highlighted: together 30–200 ms on the window's thread, a frame
or more missed. Done as stages — one per turn of the event loop — Qt paints and takes input between them, and no
single turn blocks the window past a frame. The order is kept: before the page does anything else (another
key, a timer, a method called directly) the stages still waiting are run first (:meth:`Stages.settle`).

Methods called directly (tests, the snapshot command) run every stage at once: staging is only for what a user's
key or click sets off (:meth:`Stages.as_user`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, QTimer


def later(ms: int, context: QObject, work: Callable[[], None]) -> None:
    """Run ``work`` ``ms`` milliseconds from now (at the soonest in the next turn of the event loop), unless
    ``context`` is gone by then.

    ``QTimer.singleShot(0, context, work)`` would not do for "at once": Qt 6 makes a zero delay a queued call, run in
    the same pass of the event loop as the work that asked for it, before any timer that is due, so the two hold
    the window as one long turn (the play table's settled hand and the next hand dealt: over 50 ms at ten seats).
    A timer of a millisecond comes after what is already due and after the window has painted."""
    QTimer.singleShot(max(1, ms), context, work)


class Stages(QObject):
    """Stages waiting to run, one per turn of the event loop."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._waiting: list[Callable[[], None]] = []
        self._staging = False
        self._insert_at: int | None = None
        """Where a stage staged by the stage running goes: before the ones staged earlier (their order kept)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._run_one)

    @property
    def staging(self) -> bool:
        """Whether a user's action is being staged (work given to :meth:`stage` waits for its own turn)."""
        return self._staging

    @property
    def waiting(self) -> int:
        """How many stages have not run yet."""
        return len(self._waiting)

    def stage(self, work: Callable[[], None]) -> None:
        """Run ``work`` in a turn of its own when a user's action is being staged; now otherwise."""
        if not self._staging:
            work()
            return
        if self._insert_at is None:
            self._waiting.append(work)
        else:
            self._waiting.insert(self._insert_at, work)
            self._insert_at += 1
        if not self._timer.isActive():
            self._timer.start()

    def settle(self) -> None:
        """Run every stage still waiting, in order (before anything else changes the page)."""
        staging, self._staging = self._staging, False
        try:
            while self._waiting:
                self._waiting.pop(0)()
        finally:
            self._staging = staging
        self._timer.stop()

    @contextmanager
    def as_user(self) -> Iterator[None]:
        """While the block runs, :meth:`stage` defers its work (the stages of earlier actions are run first)."""
        if not self._staging:
            self.settle()
        staging, self._staging = self._staging, True
        try:
            yield
        finally:
            self._staging = staging

    def _run_one(self) -> None:
        if self._waiting:
            work = self._waiting.pop(0)
            self._staging, self._insert_at = True, 0
            try:
                work()
            finally:
                self._staging, self._insert_at = False, None
        if self._waiting:
            self._timer.start()
