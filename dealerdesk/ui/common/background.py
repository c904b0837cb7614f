"""Work too long for the window's thread — a class's thousand result files read and graded, an exam of hundreds of
questions dealt — run on Qt's thread pool, its progress and its end told on the window's thread, with a way to ask
it to stop.

The work is a plain function (no Qt: the layers below ``ui/`` know nothing of threads) given a :class:`Steps`:
``steps.told(stage)`` is the progress callback of one stage of it (reading the files, then grading them) and
``steps.cancelled`` the question whether to stop. The :class:`Work` that runs it is a ``QObject`` of the window's
thread whose signals come there: what the work returns (or the exception it raised) and each step it tells.

Qt objects must be made and destroyed on their own thread, so no Qt object is handed to a worker: the worker
reaches the window's thread only through one bridge made there and never destroyed, naming the work by a number;
each :class:`Work` is held here until its end has been told, so none is freed by a worker letting go of it.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from dealerdesk.ui.common.language import number

SHOW_AFTER_MS = 250
"""How long a work runs before its progress dialog shows: a class of three files is read before a dialog could be
read, and one flashing up and gone is only a distraction."""
UPDATE_MS = 50
"""How often the progress dialog shows the last step told: a thousand files are read faster than a bar can be
drawn, so the dialog is updated once a turn of this timer, not once a file."""
NEVER_BY_ITSELF_MS = 24 * 3600 * 1000
"""The progress dialog's own delay before it shows itself, so long that it never does: it is shown here."""
STOP_WAIT_MS = 30_000
"""How long closing the window waits for work told to stop: each work stops between steps (a file, a question),
well within this; past it the window closes anyway."""


class Steps:
    """What a worker's function is given: the progress callback of each stage, and whether to stop."""

    def __init__(self, work_number: int, stop: threading.Event) -> None:
        self._number = work_number
        self._stop = stop

    def told(self, stage: str) -> Callable[[int, int], None]:
        """The progress callback of ``stage`` (a name the window shows a sentence for): ``(done, total)``."""
        number = self._number

        def progress(done: int, total: int) -> None:
            _bridge().progressed.emit(number, stage, done, total)

        return progress

    def cancelled(self) -> bool:
        """Whether the window asked the work to stop."""
        return self._stop.is_set()


class _Bridge(QObject):
    """Carries a worker's news to the window's thread: it lives there, so its signals, emitted on a worker, are
    queued to it."""

    progressed = Signal(int, str, int, int)
    finished = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self.progressed.connect(self._progressed)
        self.finished.connect(self._finished)

    def _progressed(self, number: int, stage: str, done: int, total: int) -> None:
        work = _running.get(number)
        if work is not None:
            work.progressed.emit(stage, done, total)

    def _finished(self, number: int, value: object) -> None:
        work = _running.pop(number, None)
        if work is not None:
            work.done = True
            work.value = value
            work.finished.emit(value)


_bridges: list[_Bridge] = []
"""The one bridge, made on the window's thread by the first work and kept for the process's life."""
_running: dict[int, Work] = {}
"""Each work started whose end the window's thread has not been told yet (held here till then)."""
_numbers = itertools.count(1)


def _bridge() -> _Bridge:
    if not _bridges:
        _bridges.append(_Bridge())
    return _bridges[0]


class _Job(QRunnable):
    """Runs one work's function on a pool thread and sends back what it returned, or the exception it raised."""

    def __init__(self, number: int, function: Callable[[Steps], object], steps: Steps, ended: threading.Event) -> None:
        super().__init__()
        self.number, self.function, self.steps, self.ended = number, function, steps, ended

    def run(self) -> None:
        """Do the work (on a pool thread) and tell its end to the window's thread."""
        value: object
        try:
            value = self.function(self.steps)
        except Exception as error:  # told on the window's thread, never lost in the pool
            value = error
        with contextlib.suppress(RuntimeError):  # the application is gone: nobody is waiting
            _bridge().finished.emit(self.number, value)
        self.ended.set()


class Work(QObject):
    """A function running on a worker thread, told about on the window's thread."""

    progressed = Signal(str, int, int)
    """(stage, done, total) for each step the function tells."""
    finished = Signal(object)
    """What the function returned, or the exception it raised."""

    def __init__(self, function: Callable[[Steps], object]) -> None:
        super().__init__()
        _bridge()  # made here, on the window's thread, before any worker needs it
        self.number = next(_numbers)
        self.done = False
        """The window's thread has been told the end."""
        self.value: object = None
        """What the function returned, or the exception it raised (once done)."""
        self._stop = threading.Event()
        self._ended = threading.Event()
        self._job: _Job | None = _Job(self.number, function, Steps(self.number, self._stop), self._ended)

    def start(self) -> Work:
        """Start the function on Qt's thread pool; this work, for chaining."""
        job, self._job = self._job, None
        if job is not None:
            _running[self.number] = self
            QThreadPool.globalInstance().start(job)
        return self

    def cancel(self) -> None:
        """Ask the function to stop at its next step (it tells its end all the same)."""
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        """Whether it was asked to stop."""
        return self._stop.is_set()

    def wait(self, ms: int = STOP_WAIT_MS) -> bool:
        """Wait on this thread until the function has ended (its end may not have been told yet): True when it
        has."""
        return self._ended.wait(ms / 1000)


def stop_all(ms: int = STOP_WAIT_MS) -> None:
    """Ask every work running to stop and wait for each to end (the window is closing: the progress database
    is closed next, and must not be closed under a worker's transaction)."""
    works = list(_running.values())
    for work in works:
        work.cancel()
    for work in works:
        work.wait(ms)


def then(work: Work, context: QObject, function: Callable[[object], None]) -> None:
    """Call ``function`` on the window's thread with what ``work`` returned (or the exception it raised) — unless
    ``context`` is gone by then (a window closed while the work went on)."""
    _Then(work, context, function)


class _Then(QObject):
    """What to do when a work ends, as long as its context lives (a child of it, gone with it)."""

    def __init__(self, work: Work, context: QObject, function: Callable[[object], None]) -> None:
        super().__init__(context)
        self.function: Callable[[object], None] | None = function
        work.finished.connect(self._run)

    def _run(self, value: object) -> None:
        function, self.function = self.function, None
        self.deleteLater()
        if function is not None:
            function(value)


class ProgressShown(QObject):
    """A work's progress in a window-modal progress dialog over ``parent``, shown once the work has run a moment: a
    sentence per stage (its ``{done}`` and ``{total}`` filled in) and a bar; Cancel asks the work to stop (and hides
    the dialog: what the work does then is say what it did). Gone when the work ends."""

    def __init__(self, work: Work, parent: QWidget, title: str, sentences: dict[str, str], cancel: str) -> None:
        super().__init__(parent)
        self.work = work
        self.sentences = sentences
        self.dialog = QProgressDialog(parent)
        self.dialog.setWindowTitle(title)
        self.dialog.setCancelButtonText(cancel)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.setMinimumDuration(NEVER_BY_ITSELF_MS)  # shown here, after SHOW_AFTER_MS
        self.dialog.setMinimumWidth(420)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        first = next(iter(sentences.values()), "")
        self.dialog.setLabelText(first.format(done=0, total="…"))
        self.dialog.setRange(0, 0)  # busy until the first step says how many
        self.dialog.canceled.connect(self.cancel)
        self._latest: tuple[str, int, int] | None = None
        self._closed = False
        work.progressed.connect(self.show_step)
        work.finished.connect(self.close)
        self._updates = QTimer(self)
        self._updates.setInterval(UPDATE_MS)
        self._updates.timeout.connect(self._update)
        self._updates.start()
        QTimer.singleShot(SHOW_AFTER_MS, self, self._show)

    def _show(self) -> None:
        if not self._closed and not self.work.cancelled:
            self.dialog.show()

    def show_step(self, stage: str, done: int, total: int) -> None:
        """One step told: shown at the next update (the last one told by then)."""
        self._latest = (stage, done, total)

    def _update(self) -> None:
        """The last step told: the stage's sentence and the bar."""
        latest, self._latest = self._latest, None
        if latest is None or self._closed:
            return
        stage, done, total = latest
        self.dialog.setLabelText(self.sentences.get(stage, "{done} / {total}").format(
            done=number(done, 0), total=number(total, 0)))
        self.dialog.setRange(0, max(total, 1))
        self.dialog.setValue(done)

    def cancel(self) -> None:
        """Cancel clicked: the work is asked to stop."""
        self.work.cancel()

    def close(self, value: object = None) -> None:
        """The work ended: the dialog goes."""
        self._closed = True
        self._updates.stop()
        self.dialog.close()
        self.dialog.deleteLater()
        self.deleteLater()

