"""``dealerdesk --self-test``: start offscreen, play one hand of each game and answer one trainer question of
each kind through the window, exit 0 or 1.

The hands are played by clicking the action bar's buttons as a person would (check or call every time), so
the window, the table, the computer players on their worker thread and the engine are all exercised; the
questions are answered by typing the right answer into the trainer's inputs and pressing Enter, then the
verdict and the recorded attempt are checked. Settings and progress go to a temporary folder and an in-memory
database, so the self-test never touches the user's own. A failure prints one line naming what went wrong.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from dealerdesk.play.settings import GameSettings
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store import Store
from dealerdesk.ui.app import application
from dealerdesk.ui.main_window import MainWindow
from dealerdesk.ui.sound import MiniaudioPlayer

GAMES = ("NT", "PO", "FO/8")
TIMEOUT = 60.0


def run_self_test() -> int:
    """Run the check; returns the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application()
    folder = tempfile.TemporaryDirectory(prefix="dealerdesk-self-test-")
    settings = QSettings(str(Path(folder.name) / "settings.ini"), QSettings.Format.IniFormat)
    store = Store(":memory:")
    # The sounds go through the real audio library to its silent device (this checks that the app carries it).
    sound = MiniaudioPlayer(backends=("NULL",))
    window = MainWindow(pace_ms=0, settings=settings, store=store, sound_player=sound)
    window.show()
    try:
        for code in GAMES:
            game = GameSettings(variant=code, seats=4, stack=200, animations=False)
            controller = window.start_game(game, seed=20261129)
            controller.auto_next_ms = -1
            started = time.monotonic()
            total = sum(p.stack for p in controller.table.seats.values())
            while not controller.table.finished:
                app.processEvents()
                bar = window.play_page.action_bar
                if bar.active:
                    bar.call_button.click()
                if time.monotonic() - started > TIMEOUT:
                    raise RuntimeError(f"{code}: the hand did not finish within {TIMEOUT:.0f} s")
            after = sum(p.stack for p in controller.table.seats.values())
            if after != total:
                raise RuntimeError(f"{code}: chips not conserved ({total} before, {after} after)")
            controller.stop()
        sound.wait_until_opened()
        if sound.state != "open":
            raise RuntimeError(f"the sounds did not play: {sound.why_off}")
        answer_each_kind(window, store)
    except Exception as error:  # the self-test reports, never crashes
        sys.stderr.write(f"self-test failed: {error}\n")
        return 1
    finally:
        window.close()
        store.close()
        folder.cleanup()
    sys.stdout.write(f"self-test passed: one hand each of {', '.join(GAMES)} played (with its sounds) and one question "
                     f"of each of the {len(Kind)} trainer kinds answered through the window\n")
    return 0


def answer_each_kind(window: MainWindow, store: Store) -> None:
    """Answer one question of each kind right through the trainer's inputs; check the verdict and the store."""
    profile = store.create_profile("Self-test").id
    for kind in Kind:
        page = window.start_training(SessionPlan(kinds=(kind,), difficulty=3, questions=1), profile, seed=20261130)
        question = page.question
        if question is None or question.kind is not kind:
            raise RuntimeError(f"{kind}: no question was asked")
        page.fill_answer(right_answer(question))
        # Enter, as pressed on the keyboard (QtTest is not shipped in the installer, so the event is sent here).
        for event_type in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
            QApplication.sendEvent(page, QKeyEvent(event_type, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))
        verdict = page.verdict
        if verdict is None:
            raise RuntimeError(f"{kind}: the answer was not taken ({page.problem.text()})")
        if not verdict.correct:
            raise RuntimeError(f"{kind}: the right answer was graded wrong ({verdict.parts})")
        recorded = store.attempts(profile, kind=str(kind))
        if len(recorded) != 1 or not recorded[0].correct:
            raise RuntimeError(f"{kind}: the answer was not recorded")
