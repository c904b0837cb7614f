"""Long work off the window's thread, with a progress dialog and Cancel.

Opening a session of 100,000 hands, importing a drill pack of 1,000 questions or writing a whole session as
PokerStars text takes seconds to a minute, and grows with the file. Done on the window's thread it froze the window
for all that time with no sign of life. :func:`run_with_progress` runs such work on a thread of its own pool and
shows a window-modal :class:`QProgressDialog` — "1,200 of 20,000 hands checked" and a bar — while the window's
event loop goes on (it paints, its timers run); Cancel asks the work to stop between two steps
(:mod:`dealerdesk.progress`), and the work leaves nothing behind when it does.

The caller waits for the result as if the work were an ordinary call (a local event loop turns meanwhile), so the
menu commands read as before: the result, or the work's own exception, or
:class:`~dealerdesk.progress.Cancelled` when the person cancelled.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from dealerdesk.progress import CancelCheck, Cancelled, Report
from dealerdesk.ui.common.collector import hold_full_collections

T = TypeVar("T")

SHOW_AFTER_MS = 300
"""The dialog appears only for work that lasts longer than this: a small session opens without a flash."""

_pool: list[QThreadPool] = []
"""The long work's own thread pool (one thread), made on first use: long work must not hold up the global pool's
threads, where the computer players' decisions and the next question are worked out."""


def _long_work_pool() -> QThreadPool:
    if not _pool:
        pool = QThreadPool()
        pool.setMaxThreadCount(1)
        _pool.append(pool)
    return _pool[0]


class _Bridge(QObject):
    """Carries the worker's reports and its end to the window's thread (queued signals)."""

    progressed = Signal(int, int)
    ended = Signal(object)


class _Outcome:
    """What the work ended with: its result, or the exception it raised."""

    def __init__(self, result: object = None, error: BaseException | None = None) -> None:
        self.result, self.error = result, error


class _Task(QRunnable):
    """The work on the pool's thread, told to stop through ``stop``."""

    def __init__(self, work: Callable[[Report, CancelCheck], object], bridge: _Bridge, stop: threading.Event) -> None:
        super().__init__()
        self.work, self.bridge, self.stop = work, bridge, stop

    def run(self) -> None:
        """Do the work, reporting through the bridge; its result or exception goes back the same way."""
        try:
            outcome = _Outcome(result=self.work(self.bridge.progressed.emit, self.stop.is_set))
        except Exception as error:  # reported on the window's thread, never lost in the pool
            outcome = _Outcome(error=error)
        with contextlib.suppress(RuntimeError):  # the window is gone: nobody is waiting
            self.bridge.ended.emit(outcome)


def run_with_progress(parent: QWidget, title: str, describe: Callable[[int, int], str],
                      work: Callable[[Report, CancelCheck], T], *, starting: str = "") -> T:
    """Run ``work(report, cancelled)`` on the long work's thread and return what it returns, while a progress
    dialog over ``parent`` titled ``title`` shows ``describe(done, total)`` for each report (``starting`` before
    the first, with a busy bar: a file being read has no count yet) and a Cancel button.

    Raises what the work raised, or :class:`~dealerdesk.progress.Cancelled` when the person cancelled (the work
    stopped between two steps). Until then the window's events are handled: it paints and its timers run, but the
    dialog keeps the person from starting other work on the window."""
    bridge = _Bridge()
    stop = threading.Event()
    ended: list[_Outcome] = []
    loop = QEventLoop()
    dialog = QProgressDialog(starting, QCoreApplication.translate("QPlatformTheme", "Cancel"), 0, 0, parent)
    dialog.setObjectName("longWork")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoReset(False)  # the dialog stays until the work has ended, not until the bar is full
    dialog.setAutoClose(False)
    dialog.setMinimumWidth(420)  # "12,345 of 100,000 hands checked" without the dialog resizing as it counts

    def progressed(done: int, total: int) -> None:
        if stop.is_set():
            return
        if dialog.maximum() != total:
            dialog.setRange(0, max(total, 1))
        dialog.setLabelText(describe(done, total))
        dialog.setValue(done)

    def end(outcome: object) -> None:
        assert isinstance(outcome, _Outcome)
        ended.append(outcome)
        loop.quit()

    bridge.progressed.connect(progressed)
    bridge.ended.connect(end)
    dialog.canceled.connect(stop.set)
    dialog.setValue(0)  # starts the dialog's clock: shown after SHOW_AFTER_MS if the work is still going
    with hold_full_collections():  # what the work builds is kept out of the collector's way (see ui/collector.py)
        _long_work_pool().start(_Task(work, bridge, stop))
        if not ended:
            loop.exec()
    if not ended:  # the application is quitting (it ends every event loop): the work stops at its next step
        stop.set()
    cancelled = stop.is_set()
    dialog.canceled.disconnect(stop.set)  # closing the dialog says "canceled" too, which is not the person's Cancel
    dialog.close()
    dialog.deleteLater()
    if cancelled:
        raise Cancelled  # even if the work ended meanwhile: the person asked for nothing, and gets nothing
    outcome = ended[0]
    if outcome.error is not None:
        raise outcome.error
    return outcome.result  # type: ignore[return-value]
