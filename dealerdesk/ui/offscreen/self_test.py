"""``dealerdesk --self-test``: start offscreen, play one hand of each game, answer one trainer question of
each kind and deal a short live game through every dealer step in the window, exit 0 or 1.

The hands are played by clicking the action bar's buttons as a person would (check or call every time), so
the window, the table, the computer players on their worker thread and the engine are all exercised; the
questions are answered by typing the right answer into the trainer's inputs and pressing Enter, then the
verdict and the recorded attempt are checked. The live game (:data:`DEAL_PLAN`, seeded: pot-limit Omaha hi/lo,
whose few hands bring every dealer step) is dealt from the keyboard as a trainee deals it: Space skips the
players' actions, the right answer is typed into the step's inputs, Enter answers and Enter deals on; each
verdict must be right, every step that has a question kind must come, and every step must be recorded. Settings
and progress go to a temporary folder and an in-memory database, so the self-test never touches the user's own.
A failure prints one line naming what went wrong.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from dealerdesk.play.settings import GameSettings
from dealerdesk.trainer.dealing import Step, kinds_for_step
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.play_mode.sound import MiniaudioPlayer
from dealerdesk.ui.training.dealing_page import DealingPage
from dealerdesk.ui.training.trainer_inputs import PotTable
from dealerdesk.ui.window.app import application
from dealerdesk.ui.window.main_window import MainWindow

GAMES = ("NT", "PO", "FO/8")
TIMEOUT = 60.0

DEAL_PLAN = SessionPlan(mode=Mode.DEAL, hands=6, difficulty=2)
"""The live game the self-test deals: with :data:`DEAL_SEED`, pot-limit Omaha hi/lo whose six hands bring every
dealer step (each step that has a question kind)."""
DEAL_SEED = 1


def steps_with_a_kind() -> list[Step]:
    """The dealer steps a live game can ask: those a registered question kind grades."""
    return [step for step in Step if kinds_for_step(step)]


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
        dealt = deal_each_step(window, store)
    except Exception as error:  # the self-test reports, never crashes
        sys.stderr.write(f"self-test failed: {error}\n")
        return 1
    finally:
        window.close()
        store.close()
        folder.cleanup()
    sys.stdout.write(f"self-test passed: one hand each of {', '.join(GAMES)} played (with its sounds), one question "
                     f"of each of the {len(Kind)} trainer kinds answered and a live game dealt ({dealt}) through "
                     f"the window\n")
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
        press(page, Qt.Key.Key_Return)
        verdict = page.verdict
        if verdict is None:
            raise RuntimeError(f"{kind}: the answer was not taken ({page.problem.text()})")
        if not verdict.correct:
            raise RuntimeError(f"{kind}: the right answer was graded wrong ({verdict.parts})")
        recorded = store.attempts(profile, kind=str(kind))
        if len(recorded) != 1 or not recorded[0].correct:
            raise RuntimeError(f"{kind}: the answer was not recorded")


def press(page: QWidget, key: Qt.Key) -> None:
    """A key pressed on the keyboard, to the widget that has it (else the page; a field passes Enter on to the
    page). QtTest is not shipped in the installer, so the events are sent here."""
    focused = QApplication.focusWidget()
    target = focused if focused is not None and (focused is page or page.isAncestorOf(focused)) else page
    for event_type in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(event_type, key, Qt.KeyboardModifier.NoModifier))
    # What the key set off is shown in turns of the event loop (the verdict, then the table): wait for it all.
    started = time.monotonic()
    while not getattr(page, "settled", True) and time.monotonic() - started < TIMEOUT:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


def deal_each_step(window: MainWindow, store: Store) -> str:
    """Deal :data:`DEAL_PLAN` from the keyboard, every step answered right; check each verdict, that every step
    with a question kind came and that every step was recorded. Returns what was dealt, for the summary line."""
    profile = store.create_profile("Self-test dealer").id
    page = window.start_training(DEAL_PLAN, profile, seed=DEAL_SEED)
    if not isinstance(page, DealingPage):
        raise RuntimeError("deal: a dealt game did not open the dealing page")
    page.scene.animate = False
    met: list[Step] = []
    started = time.monotonic()
    while page.question is not None or page.replaying is not None:
        if time.monotonic() - started > TIMEOUT:
            raise RuntimeError(f"deal: the game was not dealt within {TIMEOUT:.0f} s")
        if page.replaying is not None:
            press(page, Qt.Key.Key_Space)  # skip the players' actions to the step
            if page.replaying is not None:
                raise RuntimeError("deal: Space did not skip the players' actions")
        step, question = page.session.step, page.question
        if step is None or question is None:
            raise RuntimeError("deal: no step was asked after the players' actions")
        page.fill_answer(right_answer(question))
        pots = page.fields.get("pots")
        focused = QApplication.focusWidget()
        if isinstance(pots, PotTable) and focused is not None and (focused is pots or pots.isAncestorOf(focused)):
            page.submit.setFocus()  # Enter in the pot table edits a cell: the trainee goes to the Answer button
        press(page, Qt.Key.Key_Return)
        verdict = page.verdict
        if verdict is None:
            raise RuntimeError(f"deal: the {step.step} step's answer was not taken ({page.problem.text()})")
        if not verdict.correct or page.feedback.tone != "right":
            raise RuntimeError(f"deal: the right answer to the {step.step} step was graded wrong ({verdict.parts})")
        met.append(step.step)
        press(page, Qt.Key.Key_Return)  # deal on at once
    session = page.session
    if not session.finished or session.hands_dealt != DEAL_PLAN.hands:
        raise RuntimeError(f"deal: {session.hands_dealt} of {DEAL_PLAN.hands} hands were dealt")
    graded = steps_with_a_kind()
    missing = [str(step) for step in graded if step not in met]
    if missing:
        raise RuntimeError(f"deal: no {', '.join(missing)} step came (seed {DEAL_SEED}, {DEAL_PLAN.hands} hands)")
    recorded = store.attempts(profile, mode=Mode.DEAL)
    steps_recorded = [next((s for s in Step if a.question_key.endswith(f"-{s}")), None) for a in recorded]
    if steps_recorded != met or not all(a.correct for a in recorded):
        raise RuntimeError(f"deal: {len(met)} steps dealt right, but {sum(a.correct for a in recorded)} right of "
                           f"{len(recorded)} recorded")
    return f"{DEAL_PLAN.hands} hands, {len(met)} steps, each of {', '.join(str(step) for step in graded)}"
