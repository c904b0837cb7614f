"""``dealerdesk snapshot VIEW --out FILE.png``: render a view offscreen with a realistic example hand."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

from PySide6.QtWidgets import QApplication

from dealerdesk.rules.table import Table
from dealerdesk.trainer.demo import simulate_history
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.players import Temperament, act
from dealerdesk.trainer.practice import Practice
from dealerdesk.trainer.store import Store
from dealerdesk.ui.app import application
from dealerdesk.ui.main_window import MainWindow
from dealerdesk.ui.new_game import GameSettings, NewGameDialog
from dealerdesk.ui.progress_view import ProgressView
from dealerdesk.ui.table_state import TableState, table_state
from dealerdesk.ui.table_view import render_table
from dealerdesk.ui.trainer_page import TrainerPage

NAMES = ("Ann", "Bence", "Somchai", "Dora", "Malee", "Gábor", "Kanya", "Eszter", "Niran", "Zsófi")


def example_state(seats: int, seed: int) -> TableState:
    """A hand on the turn (or an all-in) at a table of ``seats`` players, the first player's cards face up."""
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
    """Render the requested view; one-line error and status 2 for bad options."""
    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
    except ValueError:
        sys.stderr.write(f"dealerdesk: --size must be WIDTHxHEIGHT, not {args.size!r}\n")
        return 2
    if not 2 <= args.seats <= 10 or width < 200 or height < 150:
        sys.stderr.write("dealerdesk: --seats is 2 to 10 and --size at least 200x150\n")
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if width >= 2000 and args.view != "table":
        # A large image is a HiDPI screen: draw the window at twice the pixel density, as such a screen would.
        os.environ.setdefault("QT_SCALE_FACTOR", "2")
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1") or 1) if args.view != "table" else 1.0
    width, height = round(width / scale), round(height / scale)
    application()
    if args.view == "table":
        render_table(example_state(args.seats, args.seed), width, height, args.out)
        return 0
    if args.view in ("trainer", "feedback"):
        store = Store(":memory:")
        practice = Practice(store, store.create_profile("Malee").id, random.Random(args.seed))
        page = TrainerPage(practice)
        question = generate(Request(Kind.SIDE_POTS, 3), random.Random(args.seed))
        page.ask(question)
        if args.view == "feedback":
            first = next(iter(page.fields.values()))
            total = sum(pot["amount"] for pot in question.answer["pots"])
            main_seats = " ".join(str(question.seat_of(p)) for p in question.answer["pots"][0]["eligible"])
            first.setText(f"{total}: {main_seats}")  # everything in one pot: a classic mistake
            page.submit_answer()
        page.resize(width, height)
        widget = page
    elif args.view == "progress":
        store = Store(":memory:")
        profile = store.create_profile("Malee").id
        simulate_history(store, profile, days=21)
        widget = ProgressView(store)
        widget.resize(width, height)
    elif args.view == "newgame":
        widget = NewGameDialog()
        widget.resize(width, height)
    else:
        window = MainWindow(pace_ms=0)
        window.resize(width, height)
        if args.view == "play":
            window.animations.setChecked(False)
            controller = window.start_game(GameSettings(variant="PO", seats=args.seats, stack=500, small_blind=2,
                                                        big_blind=5, animations=False), seed=args.seed)
            controller.auto_next_ms = 0
            deadline = time.monotonic() + 60
            bar = window.play_page.actions
            while time.monotonic() < deadline:
                QApplication.processEvents()
                hand = controller.hand
                if bar.active and hand is not None and len(hand.board) >= 3 and any(hand.bets):
                    break
                if bar.active:
                    bar.call_button.click()
                time.sleep(0.002)
            controller.stop()
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
    QApplication.processEvents()
    if not widget.grab().save(args.out):
        sys.stderr.write(f"dealerdesk: cannot write {args.out}\n")
        return 2
    return 0


def _watch_settings(seats: int) -> GameSettings:
    return GameSettings(seats=seats, watch=True, animations=False)
