"""Long work told in steps and stoppable between them: loading a session or a drill pack, writing an export.

Such work runs on a worker thread while the window shows how far it is and offers Cancel, but the code that does it
knows nothing of threads or Qt: it is handed a :data:`Report` to tell ``(done, total)`` and a :data:`CancelCheck`
to ask whether to stop, both optional (the command line and the tests pass neither). :class:`Steps` puts the two
together for a loop, so every loader reports and stops the same way:

>>> told = []
>>> steps = Steps(1000, lambda done, total: told.append((done, total)))
>>> for done in range(1, 1001):
...     steps.step(done)
>>> told[0], told[-1], len(told) <= Steps.REPORTS + 1
((0, 1000), (1000, 1000), True)

Stopping is an exception, :class:`Cancelled`, raised between two steps: the work then leaves nothing behind (a
loader returns nothing, a writer removes what it had started), so the caller's state is as it was.
"""

from __future__ import annotations

from collections.abc import Callable

Report = Callable[[int, int], None]
"""Told ``(done, total)`` as long work goes on: hands read of the session's, questions of the pack's."""
CancelCheck = Callable[[], bool]
"""Asked between two steps whether the person wants the work stopped (True: stop)."""


class Cancelled(Exception):
    """The work was stopped at the person's request, between two steps; it left nothing half done."""


class Steps:
    """The steps of one piece of long work: at each step the cancel check is asked (a stop raises
    :class:`Cancelled`), and the report told ``(done, total)`` — first ``(0, total)``, then at most
    :attr:`REPORTS` times in order, always the last step, so a progress bar moves smoothly without a signal
    for each of 100,000 hands."""

    REPORTS = 200
    """The most reports between the first and the last: a progress bar of a few hundred pixels moves by at most a
    pixel or two between them, and the window's thread is not flooded."""

    def __init__(self, total: int, report: Report | None = None, cancelled: CancelCheck | None = None) -> None:
        """Start work of ``total`` steps: reports ``(0, total)`` at once (a bar shows the work has begun)."""
        self.total = max(0, total)
        self._report = report
        self._cancelled = cancelled
        self._every = max(1, -(-self.total // self.REPORTS))  # rounded up: never more than REPORTS
        self._next = self._every
        self.check()
        if report is not None:
            report(0, self.total)

    def check(self) -> None:
        """Raise :class:`Cancelled` if the person asked to stop (between steps, where nothing is half done)."""
        if self._cancelled is not None and self._cancelled():
            raise Cancelled

    def step(self, done: int) -> None:
        """``done`` steps of the total are finished: stop if asked, and tell the report when a report is due."""
        self.check()
        if self._report is not None and (done >= self._next or done >= self.total):
            self._next = done + self._every
            self._report(min(done, self.total), self.total)


def told(report: Report | None, done: int, total: int) -> None:
    """Tell ``report`` (when there is one) that ``done`` steps of ``total`` are done: for work whose steps are
    few and uneven (a class's result files, an exam's questions), told at every one."""
    if report is not None:
        report(done, total)


def stop_asked(cancelled: CancelCheck | None) -> bool:
    """Whether ``cancelled`` (when there is one) asks the work to stop now."""
    return cancelled is not None and cancelled()
