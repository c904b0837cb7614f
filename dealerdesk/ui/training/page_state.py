"""Where the trainer's page is in a session, the time on the question being asked, and the questions missed.

The time runs while the page is shown and stops while the trainee is away (at Progress, at the game, the window
minimised), so a question is never timed for minutes nobody spent on it; it ticks five times a second for the page
to redraw its clock line and grade a question whose time is up."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.grading import Verdict

TICK_MS = 200
"""How often the clock line is redrawn (and a time limit checked): the seconds it shows never lag by more."""


class PageState(Enum):
    """Where the trainer's page is: what it shows, and so what Enter, a click on a seat or a tick does."""

    IDLE = "idle"
    """Nothing asked: before the first question, or while a dealt game's players act before the dealer's step."""
    ASKING = "asking"
    """A question waits for its answer (its inputs may still be on their way); the clock runs."""
    ANSWERED = "answered"
    """The answer is graded and its verdict shown; Enter goes on."""
    REVIEWING = "reviewing"
    """A missed question shown again after the session, with its verdict."""
    FINISHED = "finished"
    """The session's result."""


class QuestionClock(QObject):
    """The seconds spent on the question being asked, the time away left out."""

    tick = Signal()
    """Every :data:`TICK_MS` while the clock runs."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._elapsed = QElapsedTimer()
        self._earlier_ms = 0
        """Time on the question before the page was last hidden."""
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self.tick.emit)

    @property
    def running(self) -> bool:
        """Whether the question's time is running (asked, shown, not yet answered)."""
        return self._ticker.isActive()

    def start(self) -> None:
        """A new question: from nought. The first tick comes at once, at nought (the clock line and a full bar),
        before the time runs."""
        self._elapsed.start()
        self._earlier_ms = 0
        self.tick.emit()
        self._ticker.start()

    def stop(self) -> None:
        """Answered, or the page closed: the time no longer runs (the seconds counted so far are kept)."""
        self._ticker.stop()

    def pause(self) -> None:
        """The trainee went away: the time so far is kept and the clock stops."""
        if self._ticker.isActive():
            self._earlier_ms += self._elapsed.elapsed()
            self._ticker.stop()

    def resume(self) -> None:
        """The trainee is back at a question that was paused: the time goes on from where it stopped."""
        if not self._ticker.isActive() and self._elapsed.isValid():
            self._elapsed.restart()
            self._ticker.start()

    def seconds(self) -> float:
        """Seconds spent on the question so far."""
        running = self._elapsed.elapsed() if self._elapsed.isValid() and self._ticker.isActive() else 0
        return (self._earlier_ms + running) / 1000

    def spend(self, seconds: float) -> None:
        """Count ``seconds`` more (a demonstration's trainee takes the time a person would)."""
        self._earlier_ms += round(seconds * 1000)


@dataclass(frozen=True)
class Answered:
    """One answered question of the session, kept for the review at the end."""

    question: Question
    """What was asked."""
    verdict: Verdict
    """Its grade (with the answer given, part by part)."""
    timed_out: bool = False
    """Graded by the clock."""
    given: bool = True
    """Whether there was an answer at all (a question whose time ran out on empty fields has none)."""
