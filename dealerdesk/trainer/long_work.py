"""What work long enough to be watched is given: a callback told how far it got, and a question whether to stop.

A class of a thousand result files is read, and graded, in seconds, and an exam of hundreds of questions takes as
long to deal. The window runs such work on a worker thread and shows its progress with a Cancel button; the work
itself knows nothing of threads or Qt. It calls ``progress(done, total)`` after each step and asks ``cancelled()``
before the next, and stops only between steps, so that what it leaves behind is whole: each file kept or not
touched, an exam written whole or not at all.
"""

from __future__ import annotations

from collections.abc import Callable

Progress = Callable[[int, int], None]
"""Told ``(done, total)`` after each step: steps done so far, of how many."""
CancelCheck = Callable[[], bool]
"""Asked before each step: True when the work should stop there."""


class Cancelled(Exception):
    """The work was stopped when asked to, before it made anything that it would have to leave half-made."""


def told(progress: Progress | None, done: int, total: int) -> None:
    """Tell ``progress`` (when there is one) that ``done`` steps of ``total`` are done."""
    if progress is not None:
        progress(done, total)


def stop_asked(cancelled: CancelCheck | None) -> bool:
    """Whether ``cancelled`` (when there is one) asks the work to stop now."""
    return cancelled is not None and cancelled()
