"""While the window is open, garbage cycles are collected on its thread only (never on a worker thread, where
freeing a Qt object may crash the process); automatic collection comes back when the window is gone."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dealerdesk.ui.common import collector
from dealerdesk.ui.window.main_window import MainWindow


class Cycle:
    """Garbage only the cycle collector frees."""

    def __init__(self) -> None:
        self.me = self


def test_cycles_are_collected_on_the_window_thread_while_a_window_is_open(qtbot: QtBot, tmp_path: Path) -> None:
    others = collector._owners[0]  # windows of earlier tests may still be alive
    window = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert not gc.isenabled()  # no collection starts on whichever thread allocates
    garbage = weakref.ref(Cycle())
    thresholds = gc.get_threshold()
    gc.set_threshold(1, 1, 1)
    try:
        qtbot.waitUntil(lambda: garbage() is None)  # the window's timer collected it
    finally:
        gc.set_threshold(*thresholds)
    window.deleteLater()
    # (pages or windows of earlier tests may be destroyed meanwhile: the count can fall below what it was)
    qtbot.waitUntil(lambda: collector._owners[0] <= others)
    assert gc.isenabled() == (collector._owners[0] == 0)  # automatic collection is back once no owner is left


def test_a_collection_is_made_only_when_python_would_make_one() -> None:
    gc.collect()
    before = gc.get_stats()[0]["collections"]
    collector.collect_if_due()  # nothing allocated since: nothing due
    assert gc.get_stats()[0]["collections"] == before


def test_a_trainer_page_on_its_own_collects_on_its_thread(qtbot: QtBot, tmp_path: Path) -> None:
    """The trainer deals on a worker thread: a page shown without the window (as in the tests) keeps the cycle
    collector on its own thread too."""
    import random  # noqa: PLC0415

    from dealerdesk.trainer.session import SessionPlan, TrainingSession  # noqa: PLC0415
    from dealerdesk.trainer.store.database import Store  # noqa: PLC0415
    from dealerdesk.ui.training.trainer_page import TrainerPage  # noqa: PLC0415

    others = collector._owners[0]
    with Store(tmp_path / "p.sqlite3") as store:
        session = TrainingSession(SessionPlan(questions=2), store, store.create_profile("T").id, random.Random(1))
        page = TrainerPage(session)
        assert collector._owners[0] >= 1 and not gc.isenabled()
        page.deleteLater()
        qtbot.waitUntil(lambda: collector._owners[0] <= others)


def test_what_is_alive_once_a_window_started_is_frozen_until_the_last_owner_is_gone(qtbot: QtBot,
                                                                                     tmp_path: Path) -> None:
    """Just after a window has started, a full collection is made and its survivors are moved out of the
    collector's way (later full collections walk only newer objects); garbage made after that is still collected,
    and nothing stays frozen once no window is left."""
    others = collector._owners[0]
    window = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    thresholds = gc.get_threshold()
    gc.set_threshold(1, 1, 1)
    try:
        qtbot.waitUntil(lambda: gc.get_freeze_count() > 0)
        alive = Cycle()
        garbage = weakref.ref(Cycle())
        qtbot.waitUntil(lambda: garbage() is None)  # made after the freeze: collected
        assert alive.me is alive
    finally:
        gc.set_threshold(*thresholds)
    window.deleteLater()
    qtbot.waitUntil(lambda: collector._owners[0] <= others)
    if collector._owners[0] == 0:
        assert gc.get_freeze_count() == 0


def test_long_work_holds_full_collections_then_freezes_what_it_built() -> None:
    """While long work builds a big session on a worker, the window's timer makes no collection (each would walk
    what the work made since the last); once it is over, what it built is frozen without a walk."""
    thresholds, automatic = gc.get_threshold(), gc.isenabled()
    gc.set_threshold(1, 1, 1)
    gc.disable()  # as while a window is open: only the timer collects
    try:
        garbage = weakref.ref(Cycle())
        with collector.hold_full_collections():
            assert garbage() is None  # what was garbage before the work was collected first
            kept = [[index] for index in range(1000)]  # what the work builds, and keeps
            before = [generation["collections"] for generation in gc.get_stats()]
            for _ in range(50):
                # Young garbage that makes collections due.
                [[index] for index in range(10)]
                collector.collect_if_due()
            assert [generation["collections"] for generation in gc.get_stats()] == before  # none at all
        assert [generation["collections"] for generation in gc.get_stats()] == before  # no walk at the end either
        walked = {id(item) for item in gc.get_objects()}  # what later collections walk: the frozen are not in it
        assert id(kept) not in walked and not any(id(item) in walked for item in kept)
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()
        if automatic:
            gc.enable()
