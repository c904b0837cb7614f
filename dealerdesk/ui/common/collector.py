"""Python's cycle collector, run on the window's thread only.

The computer players, the all-in equity and the trainer's next question are worked out on other threads, and
Python runs its cycle collector on whichever thread happens to allocate when it is due. Garbage that holds Qt
objects (a closed page, a chart's items) must not be freed there: Qt objects are destroyed on their own thread
or the process may crash. So while a window is open, automatic collection is off and a timer on the window's
thread collects, generation by generation, as often as Python would have (pyqtgraph's documentation gives the
same advice for the same reason).

A collection of the oldest generation walks every object Python tracks: with Qt, the trainer and the play mode
loaded, some 50,000, 30–40 ms of the window's thread each time. What is alive just after a window or a
page has started (the modules it imported, its widgets, the caches) lives as long as it does, so at the timer's
first turn a full collection is made and what survives it is moved out of the collector's way (``gc.freeze``):
later collections walk only what came after, a few milliseconds, and the first, at the window's start, walks only
what the start made (the trainer's page: what came since the window's). Frozen objects are never collected, so
nothing is frozen but a full collection's survivors — but for what long work on a worker built, see
:func:`hold_full_collections` — and all is unfrozen when the last window is gone.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 100
"""How often the window's thread looks whether a collection is due."""

_owners = [0]
"""How many objects (windows) that asked for it are alive (a count, not the objects: it must not keep them)."""
_freeze_next = [False]
"""Whether the next turn makes a full collection and freezes its survivors (an owner has started since)."""


def collect_on_window_thread(owner: QObject) -> None:
    """While ``owner`` lives, collect garbage cycles on its (the window's) thread only."""
    timer = QTimer(owner)
    timer.setInterval(INTERVAL_MS)
    timer.timeout.connect(collect_if_due)
    timer.start()
    if _owners[0] == 0:
        gc.disable()
    _owners[0] += 1
    _freeze_next[0] = True
    owner.destroyed.connect(_released)


def _released() -> None:
    """An owner is gone: automatic collection is back once none is left."""
    _owners[0] -= 1
    if _owners[0] == 0:
        gc.unfreeze()  # what was frozen is the collector's again (the window's objects are garbage now)
        gc.enable()


def collect_if_due() -> None:
    """Collect the oldest generation whose count passed its threshold, as Python's automatic collector would
    (just after an owner started: everything, and freeze what survives)."""
    if _holding[0]:
        return  # long work is building on a worker: see hold_full_collections
    if _freeze_next[0]:
        _freeze_next[0] = False
        gc.collect()
        gc.freeze()
        return
    counts, thresholds = gc.get_count(), gc.get_threshold()
    for generation in (2, 1, 0):
        if counts[generation] > thresholds[generation]:
            gc.collect(generation)
            return


_holding = [0]
"""How many pieces of long work are under way on a worker thread (see :func:`hold_full_collections`)."""


@contextlib.contextmanager
def hold_full_collections() -> Iterator[None]:
    """Long work on a worker thread that builds what will live on — a session's 100,000 hands are millions of
    objects — is kept out of the collector's way, on the window's thread (where this is called).

    Every collection walks what its generations hold, and the worker fills the young ones faster than the timer
    empties them: over a 100,000-hand load the young collections alone held the window's thread for up to a second
    at a time, a full one for seconds, every few seconds as long as the session stayed open. So at the start what is
    alive is collected in full and frozen (the app's usual objects: a few tens of milliseconds); while the work runs
    the timer collects nothing; and at the end everything made meanwhile is frozen as it is, without being walked.
    What became garbage in a cycle meanwhile is frozen with it and never freed: a load makes next to none (335
    objects after 10,000 hands), the window little in that time — the price of never walking the session."""
    if _holding[0] == 0:
        gc.collect()
        gc.freeze()
    _holding[0] += 1
    try:
        yield
    finally:
        _holding[0] -= 1
        if _holding[0] == 0:
            gc.freeze()
