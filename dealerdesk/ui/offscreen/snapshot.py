"""``dealerdesk snapshot VIEW --out FILE.png``: render a view offscreen with a realistic example hand, to a picture
in the format ``--out``'s suffix names. The command line has checked the other options and given them their
defaults (:func:`dealerdesk.cli._snapshot_problem`)."""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.ui.common.image_file import format_problem, write_image
from dealerdesk.ui.common.language import install_language
from dealerdesk.ui.window.app import application

if TYPE_CHECKING:
    # Each view imports what it draws: the welcome page, the most common snapshot and the start-up benchmark's
    # first frame, needs neither the trainer, the computer players (NumPy) nor the charts (pyqtgraph).
    from dealerdesk.play.settings import GameSettings
    from dealerdesk.trainer.catalogue import ByKind
    from dealerdesk.trainer.core.question import Question
    from dealerdesk.ui.felt.state import TableState
    from dealerdesk.ui.window.main_window import MainWindow

NAMES = ("Ann", "Bence", "Somchai", "Dora", "Malee", "Gábor", "Kanya", "Eszter", "Niran", "Zsófi")


def example_state(seats: int, seed: int) -> TableState:
    """A hand on the turn (or an all-in) at a table of ``seats`` players, the first player's cards face up."""
    from dealerdesk.rules.table import Table
    from dealerdesk.trainer.core.players import Temperament, act
    from dealerdesk.ui.felt.state import table_state

    rng = random.Random(seed)
    for _ in range(200):
        table = Table(seat_count=max(seats, 2), variant=rng.choice(["NT", "PO", "PO/8"]), small_blind=5,
                      big_blind=10, min_buy_in=1, button_seat=rng.randint(1, seats))
        for seat in range(1, seats + 1):
            table.sit(seat, NAMES[seat - 1], rng.choice([300, 650, 1000, 1500, 2200]))
        hand = table.start_hand(random.Random(rng.getrandbits(32)), paced=True)
        temperament = Temperament(fold_to_bet=0.25, preflop_open=0.45)
        while not hand.is_complete and (hand.street < 2 or not any(hand.bets) or hand.actor is None):
            if hand.actor is None:
                hand.advance()
            else:
                act(hand, rng, temperament)
        if hand.actor is not None and len(hand.remaining) >= 2 and any(hand.bets):
            assert table.plan is not None
            return table_state(hand, table.plan.dealt_in, table.seat_count, face_up={hand.actor},
                               button=table.plan.button, caption=f"{table.game.code} · 5/10")
    raise RuntimeError("no example hand")


def run_snapshot(args: argparse.Namespace) -> int:
    """Render the requested view; one-line error and status 2 for a picture format it cannot write (before
    anything is drawn) or a file it cannot write."""
    problem = format_problem(args.out)
    if problem is not None:
        sys.stderr.write(f"dealerdesk: --out {args.out}: {problem}\n")
        return 2
    width, height = (int(part) for part in args.size.lower().split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if width >= 2000 and args.view != "table":
        # A large image is a HiDPI screen: draw the window at twice the pixel density, as such a screen would.
        os.environ.setdefault("QT_SCALE_FACTOR", "2")
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1") or 1) if args.view != "table" else 1.0
    width, height = round(width / scale), round(height / scale)
    app = application()
    if args.lang is not None:
        install_language(app, args.lang)
    if args.view == "table":
        from dealerdesk.ui.felt.view import render_table

        try:
            render_table(example_state(args.seats, args.seed), width, height, args.out)
        except OSError as error:
            sys.stderr.write(f"dealerdesk: {error}\n")
            return 2
        return 0
    widget: QWidget
    if args.view in ("trainer", "feedback", "result"):
        widget = _trainer_window(args, width, height)
    elif args.view == "deal":
        from dealerdesk.ui.offscreen.snapshot_deal import StepNotDealt, deal_window

        try:
            widget = deal_window(args.step, args.seed, width, height, feedback=args.feedback)
        except StepNotDealt as error:
            sys.stderr.write(f"dealerdesk: {error}\n")
            return 2
    elif args.view == "progress":
        from dealerdesk.trainer.demo import simulate_dealing, simulate_history
        from dealerdesk.trainer.store.database import Store
        from dealerdesk.ui.results.progress_view import ProgressView

        store = Store(":memory:")
        profile = store.create_profile("Malee").id
        simulate_history(store, profile, days=21)
        simulate_dealing(store, profile, days=21)
        progress = ProgressView(store)
        progress.sessions.selectRow(0)
        widget = progress
        widget.resize(width, height)
    elif args.view == "setup":
        from dealerdesk.trainer.store.database import Store
        from dealerdesk.ui.training.session_setup import SessionSetupDialog

        store = Store(":memory:")
        store.create_profile("Malee")
        widget = SessionSetupDialog(store)
        widget.adjustSize()  # a dialog is shown at its own size, not the screen's
    elif args.view == "newgame":
        from dealerdesk.ui.play_mode.new_game import NewGameDialog

        widget = NewGameDialog()
        widget.resize(width, height)
    else:
        from dealerdesk.ui.window.main_window import MainWindow

        window = MainWindow(pace_ms=0)
        window.resize(width, height)
        if args.view == "play":
            window.animations.setChecked(False)
            _play_to(window, args.seats, args.seed, args.moment, hands=args.hands)
        if args.view == "history":
            window.animations.setChecked(False)
            window.play_page.scene.animate = False
            controller = window.start_game(_watch_settings(args.seats), seed=args.seed)
            controller.auto_next_ms = 0
            deadline = time.monotonic() + 30
            while len(controller.table.finished) < 3 and time.monotonic() < deadline:
                QApplication.processEvents()
                time.sleep(0.002)
            controller.stop()
        widget = window
    widget.show()
    for _ in range(3):  # a layout that changes with its width (a row of buttons stacking) settles in a few turns
        QApplication.processEvents()
    try:
        write_image(widget.grab().toImage(), args.out)
    except OSError as error:
        sys.stderr.write(f"dealerdesk: {error}\n")
        return 2
    return 0


def _play_to(window: MainWindow, seats: int, seed: int, moment: str, *, hands: int = 0) -> None:
    """Play in the window until the moment to show, once ``hands`` hands are over (the players' statistics show
    after a few): the player to act after the flop facing a bet ("action"), an all-in run-out with the hands face
    up and their equities ("all-in"), or a showdown's result ("showdown")."""
    from dealerdesk.play.settings import GameSettings
    from dealerdesk.ui.play_mode.new_game import tr as new_game_tr

    styles = ("calling-station",) if moment == "all-in" else ()
    # The player's default name as the New game dialog gives it, in the language shown ("คุณ", "Te").
    controller = window.start_game(GameSettings(variant="PO", seats=seats, stack=500, small_blind=2, big_blind=5,
                                                animations=False, styles=styles, name=new_game_tr("You")), seed=seed)
    controller.auto_next_ms = -1
    # Calling every bet for a few hands may leave the player out of chips: they buy in again unasked (the
    # question would be a dialog waiting for a click no one gives).
    controller.confirm_rebuy = lambda _amount: True
    deadline = time.monotonic() + 60
    bar = window.play_page.action_bar
    while time.monotonic() < deadline:
        QApplication.processEvents()
        hand = controller.hand
        played = len(controller.table.finished) >= hands
        if played and moment == "action" and bar.active and hand is not None and len(hand.board) >= 3 and any(
                hand.bets):
            break
        if played and moment == "all-in" and hand is not None and controller.equities and len(hand.board) >= 3:
            break
        if hand is None and controller.table.finished:
            if played and moment == "showdown" and len(controller.table.finished[-1].hand.shown) >= 2:
                break
            controller.next_hand()
        if bar.active:
            if moment == "all-in" and bar.presets["all"].isEnabled():
                bar.use_preset("all", confirm=True)
            else:
                bar.call_button.click()
        time.sleep(0.002)
    controller.stop()


def sample_mistakes() -> ByKind[Callable[[Question], dict[str, object] | None]]:
    """For the feedback screenshot: a classic mistake in the kinds that have one handy, else the right answer. The
    catalogue loads every kind (and the engine): only the trainer's views need it, not the welcome screen's."""
    from dealerdesk.trainer.catalogue import ByKind

    return ByKind(lambda kind: kind.sample_mistake if kind.has_sample_mistake else None)


AUDITION_PER_SKILL = 5
"""Questions per skill in the audition result's picture: one slip in five is 80 %, the pass mark, so the good
trainee it shows passes with a classic mistake in two skills."""
AUDITION_SLIPS = 2
"""The skills in which that trainee makes one classic mistake."""


def _trainer_window(args: argparse.Namespace, width: int, height: int) -> MainWindow:
    """The window with a training session on the table: a question, its feedback, or an audition's result."""
    from dealerdesk.trainer.catalogue import kind_of
    from dealerdesk.trainer.demo import right_answer
    from dealerdesk.trainer.session import SessionPlan
    from dealerdesk.trainer.store.database import Store
    from dealerdesk.ui.window.main_window import MainWindow

    store = Store(":memory:")
    profile = store.create_profile("Malee").id
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "snapshot.ini"), QSettings.Format.IniFormat)
    window = MainWindow(pace_ms=0, store=store, settings=settings)
    window.resize(width, height)
    kind = Kind(args.kind)
    audition = args.view == "result"
    plan = SessionPlan(kinds=tuple(Kind) if audition else (kind,), difficulty=3,
                       questions=AUDITION_PER_SKILL * len(Kind) if audition else 10,
                       seconds_per_question=None if audition else 45.0,
                       mode=Mode.AUDITION if audition else Mode.PRACTICE)
    page = window.start_training(plan, profile, seed=args.seed)
    page.scene.animate = False
    window.show()  # answered in the window at its size, as a trainee does: the verdict fits what is on screen
    QApplication.processEvents()
    mistakes = sample_mistakes()
    if args.view == "feedback":
        assert page.question is not None
        page.fill_answer(mistakes.get(kind, right_answer)(page.question) or right_answer(page.question))
        page.submit_answer()
    elif audition:
        missed: set[str] = set()
        while page.question is not None:  # a good trainee: one classic mistake in two skills, still a pass
            q = page.question
            slip = mistakes[q.kind](q) if len(missed) < AUDITION_SLIPS and q.kind not in missed else None
            missed |= {q.kind} if slip is not None else set()
            page.fill_answer(slip or right_answer(q))
            page.spend(0.6 * kind_of(q.kind).target_seconds)  # a good trainee is on pace
            page.submit_answer()
            page.advance()
    return window


def _watch_settings(seats: int) -> GameSettings:
    from dealerdesk.play.settings import GameSettings

    return GameSettings(seats=seats, watch=True, animations=False)
