"""Long work off the window's thread (dealerdesk/ui/common/long_work.py): opening a session of thousands of hands,
exporting it and importing a drill pack run on another thread while a progress dialog counts them, in order, to the
total; Cancel in that dialog stops the work, leaves the game and the setup as they were, and an export cancelled
leaves no file. How long the window's event loop waits meanwhile is measured in
tests/benchmarks/bench_loading.py, not here."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.history import session as session_module
from dealerdesk.history.session import save_session
from dealerdesk.play.settings import GameSettings
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import export_pack, make_pack
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training import session_setup
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from dealerdesk.ui.window.main_window import MainWindow
from tests.limits import HANG_SECONDS
from tests.test_progress import played

HANDS = 2000
"""A session long enough that its load takes many reports (and, on the window's thread, used to take seconds)."""


@pytest.fixture(scope="module")
def big_session(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("big") / "big.dealerdesk"
    save_session(played(HANDS), path)
    return path


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings, pace_ms=0)
    qtbot.addWidget(main)
    main.animations.setChecked(False)
    return main


class Watched:
    """A loader wrapped so that its reports are recorded with the thread that made them, and, when asked, it waits
    half way until the test has pressed Cancel in the dialog (so the press lands mid-work, whatever the machine's
    speed)."""

    def __init__(self, work: Callable[..., Any], *, wait_half_way: bool = False) -> None:
        self.work, self.wait_half_way = work, wait_half_way
        self.reports: list[tuple[int, int, int]] = []
        self.half_way = threading.Event()
        self.half_way_count = -1
        self.cancel_pressed = threading.Event()

    def __call__(self, *args: Any, progress: Callable[[int, int], None], **options: Any) -> Any:
        def report(done: int, total: int) -> None:
            self.reports.append((threading.get_ident(), done, total))
            progress(done, total)
            if self.wait_half_way and done >= total // 2 > 0 and not self.half_way.is_set():
                self.half_way_count = done
                self.half_way.set()
                assert self.cancel_pressed.wait(HANG_SECONDS), "Cancel was never pressed"

        return self.work(*args, progress=report, **options)

    def counts(self) -> list[int]:
        return [done for _, done, _ in self.reports]


def press_cancel_half_way(parent: QWidget, watched: Watched, seen: list[str]) -> QTimer:
    """A timer on the window's thread that, once the work is half way and its dialog is up and says so, records
    the dialog's words and presses its Cancel button."""
    timer = QTimer(parent)

    def look() -> None:
        dialog = parent.findChild(QProgressDialog, "longWork")
        if not watched.half_way.is_set() or dialog is None or not dialog.isVisible():
            return
        if dialog.value() != watched.half_way_count:
            return  # the half-way report is still on its way to the window's thread
        seen.append(dialog.labelText())
        button = dialog.findChild(QPushButton)
        assert button is not None
        button.click()
        watched.cancel_pressed.set()
        timer.stop()

    timer.timeout.connect(look)
    timer.start(10)
    return timer


@pytest.fixture
def watch(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Watched]]:
    def wrap(owner: object, name: str, *, wait_half_way: bool = False) -> Watched:
        watched = Watched(getattr(owner, name), wait_half_way=wait_half_way)
        monkeypatch.setattr(owner, name, watched)
        return watched

    yield wrap


def test_a_session_opens_on_another_thread_counting_every_hand(window: MainWindow, big_session: Path,
                                                              watch: Callable[..., Watched]) -> None:
    watched = watch(session_module, "load_session")
    controller = window.open_session(big_session)
    assert controller is not None and len(controller.table.finished) == HANDS
    assert {thread for thread, _, _ in watched.reports} == {watched.reports[0][0]} != {threading.get_ident()}
    counts = watched.counts()
    assert counts[0] == 0 and counts[-1] == HANDS and counts == sorted(counts)
    assert all(total == HANDS for _, _, total in watched.reports)
    assert window.findChild(QProgressDialog, "longWork") is None or not window.findChild(
        QProgressDialog, "longWork").isVisible()
    controller.stop()


def test_cancel_leaves_the_game_as_it_was(qtbot: QtBot, window: MainWindow, big_session: Path,
                                          watch: Callable[..., Watched]) -> None:
    game = window.start_game(GameSettings(seats=3, animations=False), seed=4)
    qtbot.waitUntil(lambda: window.play_page.action_bar.active)
    hand, seats = game.hand, {seat: player.stack for seat, player in game.table.seats.items()}
    watched = watch(session_module, "load_session", wait_half_way=True)
    seen: list[str] = []
    press_cancel_half_way(window, watched, seen)
    assert window.open_session(big_session) is None
    assert seen == [f"{HANDS // 2} of {HANDS} hands checked"]  # the dialog said how far it was
    assert max(watched.counts()) < HANDS  # stopped: never reached the total
    assert window.controller is game and game.hand is hand and not game.table.finished
    assert {seat: player.stack for seat, player in game.table.seats.items()} == seats
    assert window.last_problem == ""  # cancelling is no problem to tell
    game.stop()


def test_an_export_cancelled_leaves_no_file(window: MainWindow, big_session: Path, tmp_path: Path,
                                            watch: Callable[..., Watched]) -> None:
    controller = window.open_session(big_session)
    assert controller is not None
    controller.stop()
    folder = tmp_path / "exports"
    folder.mkdir()
    earlier = folder / "earlier.txt"
    earlier.write_text("an earlier export", encoding="utf-8")
    for kind, target in (("text", folder / "session.txt"), ("phh", folder / "session.phhs"), ("text", earlier)):
        watched = watch(session_module, "session_text", wait_half_way=True)
        seen: list[str] = []
        timer = press_cancel_half_way(window, watched, seen)
        assert window.export_session(target, kind=kind) is None
        timer.stop()
        assert seen == [f"{HANDS // 2} of {HANDS} hands written"]
        assert sorted(p.name for p in folder.iterdir()) == ["earlier.txt"]  # nothing new, not even a hidden file
        assert earlier.read_text(encoding="utf-8") == "an earlier export"
    watched = watch(session_module, "session_text")
    assert window.export_session(folder / "session.txt", kind="text") == folder / "session.txt"
    assert (folder / "session.txt").read_text(encoding="utf-8").count("PokerStars Hand #") == HANDS
    assert watched.counts()[-1] == HANDS and watched.reports[-1][0] != threading.get_ident()
    assert sorted(p.name for p in folder.iterdir()) == ["earlier.txt", "session.txt"]


def test_a_pack_import_counts_its_questions_and_cancel_keeps_the_last_pack(
        tmp_path: Path, qtbot: QtBot, watch: Callable[..., Watched]) -> None:
    export_pack(make_pack("Monday", 5, (Kind.POT_LIMIT, Kind.MIN_RAISE), 3), tmp_path / "small")
    export_pack(make_pack("Tuesday", 6, (Kind.POT_LIMIT, Kind.MIN_RAISE), 12), tmp_path / "big")
    with Store(tmp_path / "p.sqlite3") as store:
        dialog = SessionSetupDialog(store)
        qtbot.addWidget(dialog)
        watched = watch(session_setup, "import_pack")
        first = dialog.load_pack(tmp_path / "small")
        assert first is not None and watched.counts() == [0, 1, 2, 3]
        assert watched.reports[0][0] != threading.get_ident()
        watched = watch(session_setup, "import_pack", wait_half_way=True)
        seen: list[str] = []
        press_cancel_half_way(dialog, watched, seen)
        assert dialog.load_pack(tmp_path / "big") is None
        assert seen == ["6 of 12 questions checked"]
        assert dialog.plan().pack is first and "Monday" in dialog.pack_label.text()
        assert dialog.pack_problem.text() == ""


def test_a_save_cancelled_leaves_the_file_saved_before(window: MainWindow, big_session: Path, tmp_path: Path,
                                                       watch: Callable[..., Watched]) -> None:
    from types import SimpleNamespace  # noqa: PLC0415

    from dealerdesk.history.session import load_session  # noqa: PLC0415
    from dealerdesk.ui.play_mode import session_files  # noqa: PLC0415

    session: Any = SimpleNamespace(table=load_session(big_session))  # between hands, as a save needs
    told: list[str] = []
    folder = tmp_path / "saved"
    folder.mkdir()
    target = folder / "saved.dealerdesk"
    target.write_text("saved before", encoding="utf-8")
    watched = watch(session_module, "write_session", wait_half_way=True)
    seen: list[str] = []
    press_cancel_half_way(window, watched, seen)
    assert session_files.save_session(window, session, target, told.append) is None
    assert seen == [f"{HANDS // 2} of {HANDS} hands written"] and told == []
    assert target.read_text(encoding="utf-8") == "saved before"
    assert [p.name for p in folder.iterdir()] == ["saved.dealerdesk"]  # no temporary file left either
    watched = watch(session_module, "write_session")
    assert session_files.save_session(window, session, target, told.append) == target
    assert watched.counts()[-1] == HANDS and watched.reports[-1][0] != threading.get_ident()
    assert len(load_session(target).finished) == HANDS


QUITTING = """
import threading
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from dealerdesk.progress import Cancelled, Steps
from dealerdesk.ui.common.long_work import run_with_progress

app = QApplication([])
parent = QWidget()
started, stopped = threading.Event(), threading.Event()

def work(report, cancelled):
    steps = Steps(10, report, cancelled)
    started.set()
    try:
        for done in range(1, 11):
            if done == 5:  # half way it waits to be told to stop (a hang, not a failure, if never told)
                for _ in range(30000):
                    if cancelled():
                        break
                    stopped.wait(0.01)
            steps.step(done)
    except Cancelled:
        stopped.set()
        raise
    return 10

QTimer.singleShot(50, lambda: QCoreApplication.exit(0) if started.wait(300) else None)
try:
    run_with_progress(parent, "title", lambda done, total: f"{done}/{total}", work)
except Cancelled:
    print("cancelled", stopped.wait(300))
else:
    print("a result")
"""


def test_quitting_mid_work_stops_it() -> None:
    """The application quitting ends every event loop, the long work's too: the work is told to stop and the caller
    gets Cancelled, not a result it would use while the window closes. (In a process of its own: an application
    told to quit stays so, and would end the waits of the tests after it.)"""
    done = subprocess.run([sys.executable, "-c", QUITTING], capture_output=True, text=True, timeout=HANG_SECONDS,
                          check=False, cwd=Path(__file__).resolve().parents[2],
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.stdout.split() == ["cancelled", "True"], done.stderr
