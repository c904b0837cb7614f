"""Work too long for the window's thread, run on a worker with a progress dialog and Cancel: a class's thousand
result files read and graded, an exam of hundreds of questions dealt, a session of 100,000 hands opened, saved or
exported, a drill pack of 1,000 questions imported. Done on the window's thread, each froze the window for seconds
to a minute with no sign of life.

One mechanism for all of them:

* the work is a plain function (no Qt: the layers below ``ui/`` know nothing of threads) given :class:`Steps` —
  ``steps.told(stage)`` is the progress callback of one stage of it (reading the files, then grading them) and
  ``steps.cancelled`` the question whether to stop (:mod:`dealerdesk.progress` checks it between steps);
* a :class:`Work` runs it on the long work's own thread pool and tells, on the window's thread, each step and
  what it returned (or the exception it raised);
* a :class:`ProgressShown` shows it in a window-modal dialog once it has run :data:`SHOW_AFTER_MS` (a small file
  opens without a flash), updated at most every :data:`UPDATE_MS` (a thousand files are read faster than a bar is
  drawn), with Cancel;
* closing the window asks every work to stop and waits for it (:func:`stop_all`).

:func:`run_with_progress` is the same for a caller that waits for the result as for an ordinary call (a local
event loop turns meanwhile, so the window paints and its timers run): the menu commands read as before.

Qt objects must be made and destroyed on their own thread, so no Qt object is handed to a worker: the worker
reaches the window's thread only through one bridge made there and never destroyed, naming the work by a number;
each :class:`Work` is held here until its end has been told, so none is freed by a worker letting go of it.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
from collections.abc import Callable, Mapping
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from dealerdesk.progress import CancelCheck, Cancelled, Report
from dealerdesk.ui.common.collector import hold_full_collections
from dealerdesk.ui.common.language import number

T = TypeVar("T")

SHOW_AFTER_MS = 250
"""How long a work runs before its progress dialog shows: a class of three files is read, a small session opened,
before a dialog could be read, and one flashing up and gone is only a distraction."""
UPDATE_MS = 50
"""How often the progress dialog shows the last step told: once a turn of this timer, not once a step."""
NEVER_BY_ITSELF_MS = 24 * 3600 * 1000
"""The progress dialog's own delay before it shows itself, so long that it never does: it is shown here."""
STOP_WAIT_MS = 30_000
"""How long closing the window waits for work told to stop: each work stops between steps (a file, a question, a
hand), well within this; past it the window closes anyway."""
POOL_THREADS = 2
"""The long work's own pool: long work must not hold up the global pool's threads, where the computer players'
decisions and the next question are worked out; two, so a watched folder's scan need not wait for a session
being saved."""


class Steps:
    """What a worker's function is given: the progress callback of each stage, and whether to stop."""

    def __init__(self, work_number: int, stop: threading.Event) -> None:
        self._number = work_number
        self._stop = stop

    def told(self, stage: str) -> Report:
        """The progress callback of ``stage`` (a name the dialog shows a sentence for): ``(done, total)``."""
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
_pools: list[QThreadPool] = []
"""The long work's thread pool, made on first use."""
_running: dict[int, Work] = {}
"""Each work started whose end the window's thread has not been told yet (held here till then)."""
_numbers = itertools.count(1)


def _bridge() -> _Bridge:
    if not _bridges:
        _bridges.append(_Bridge())
    return _bridges[0]


def _pool() -> QThreadPool:
    if not _pools:
        pool = QThreadPool()
        pool.setMaxThreadCount(POOL_THREADS)
        _pools.append(pool)
    return _pools[0]


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
    """A function running on the long work's thread, told about on the window's thread."""

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
        """Start the function on the long work's pool; this work, for chaining."""
        job, self._job = self._job, None
        if job is not None:
            _running[self.number] = self
            _pool().start(job)
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


Describe = Callable[[str, int, int], str]
"""A work's step in words: ``(stage, done, total)`` → "Reading the result files: 4 of 12"."""


class Sentences:
    """A sentence per stage, its ``{done}`` and ``{total}`` filled in with the user's digits."""

    def __init__(self, by_stage: Mapping[str, str]) -> None:
        self.by_stage = dict(by_stage)

    def __call__(self, stage: str, done: int, total: int) -> str:
        return self.by_stage.get(stage, "{done} / {total}").format(done=number(done, 0), total=number(total, 0))

    @property
    def starting(self) -> str:
        """The first stage's sentence before its first step, when the total is not known yet."""
        return next(iter(self.by_stage.values()), "").format(done=0, total="…")


class ProgressShown(QObject):
    """A work's progress in a window-modal progress dialog over ``parent``, shown once the work has run
    :data:`SHOW_AFTER_MS`: ``starting`` with a busy bar until the first step, then ``describe(stage, done, total)``
    of the last step told and a bar, at most every :data:`UPDATE_MS`; Cancel asks the work to stop (and hides the
    dialog: what the work does then is say what it did). Gone when the work ends."""

    def __init__(self, work: Work, parent: QWidget, title: str, describe: Describe, *, starting: str = "",
                 cancel: str | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self.describe = describe
        self.dialog = QProgressDialog(parent)
        self.dialog.setObjectName("longWork")
        self.dialog.setWindowTitle(title)
        # Qt's own word (its catalogue translates it) unless the caller has one of its own.
        self.dialog.setCancelButtonText(cancel if cancel is not None
                                        else QCoreApplication.translate("QPlatformTheme", "Cancel"))
        self.dialog.setAutoClose(False)  # it stays until the work has ended, not until the bar is full
        self.dialog.setAutoReset(False)
        self.dialog.setMinimumDuration(NEVER_BY_ITSELF_MS)  # shown here, after SHOW_AFTER_MS
        self.dialog.setMinimumWidth(420)  # "12,345 of 100,000 hands checked" without resizing as it counts
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setLabelText(starting)
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
        self.dialog.setLabelText(self.describe(stage, done, total))
        self.dialog.setRange(0, max(total, 1))
        self.dialog.setValue(done)

    def cancel(self) -> None:
        """Cancel clicked: the work is asked to stop."""
        self.work.cancel()

    def close(self, value: object = None) -> None:
        """The work ended: the dialog goes (once)."""
        if self._closed:
            return
        self._closed = True
        self._updates.stop()
        self.dialog.canceled.disconnect(self.cancel)  # closing the dialog says "canceled" too: not the person's
        self.dialog.close()
        self.dialog.deleteLater()
        self.deleteLater()


def run_with_progress(parent: QWidget, title: str, describe: Callable[[int, int], str],
                      work: Callable[[Report, CancelCheck], T], *, starting: str = "") -> T:
    """Run ``work(report, cancelled)`` as a :class:`Work` shown by a :class:`ProgressShown` over ``parent`` titled
    ``title`` (``describe(done, total)`` for each step, ``starting`` before the first: a file being read has no
    count yet), and return what it returns.

    Raises what the work raised, or :class:`~dealerdesk.progress.Cancelled` when the person cancelled (the work
    stopped between two steps) or the application quit meanwhile (it ends every event loop; the work is told to
    stop). Until then the window's events are handled: it paints and its timers run, but the dialog keeps the
    person from starting other work on the window."""
    job = Work(lambda steps: work(steps.told(""), steps.cancelled))
    shown = ProgressShown(job, parent, title, lambda _stage, done, total: describe(done, total), starting=starting)
    ended: list[object] = []
    loop = QEventLoop()

    def end(value: object) -> None:
        ended.append(value)
        loop.quit()

    job.finished.connect(end)
    with hold_full_collections():  # what the work builds is kept out of the collector's way (see collector.py)
        job.start()
        if not ended:
            loop.exec()
    if not ended:  # the application is quitting: the work stops at its next step
        job.cancel()
    cancelled = job.cancelled
    shown.close()
    if cancelled:
        raise Cancelled  # even if the work ended meanwhile: the person asked for nothing, and gets nothing
    value = ended[0]
    if isinstance(value, BaseException):
        raise value
    return value  # type: ignore[return-value]
