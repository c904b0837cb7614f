"""Benchmark: a long session of computer players in the real window, watching for UI freezes.

Run: ``QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_ui_session.py [--hands 500]``. Every seat is a
computer player (the window's watch mode), the table redraws after every action, and a 1 ms heartbeat timer
on the UI thread records the longest gap between its ticks: the longest time the UI thread was blocked.
Chips are checked after every hand. Prints a Markdown table for the README.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QSettings, QTimer

from dealerdesk.play.settings import GameSettings
from dealerdesk.ui.app import application
from dealerdesk.ui.main_window import MainWindow


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--variant", default="NT")
    parser.add_argument("--seats", type=int, default=6)
    args = parser.parse_args()
    app = application()
    window = MainWindow(settings=QSettings("/tmp/dealerdesk-bench.ini", QSettings.Format.IniFormat), pace_ms=0)
    window.animations.setChecked(False)
    window.resize(1280, 800)
    window.show()
    styles = ("tight-passive", "tight-aggressive", "loose-aggressive", "calling-station")
    settings = GameSettings(variant=args.variant, seats=args.seats, stack=200, watch=True, animations=False,
                            styles=styles)
    controller = window.start_game(settings, seed=2026)
    controller.auto_next_ms = 0
    total = sum(p.stack for p in controller.table.seats.values())
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def beat() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now

    heartbeat = QTimer()
    heartbeat.setInterval(1)
    heartbeat.timeout.connect(beat)
    heartbeat.start()
    buy_ins = [0]
    problems: list[str] = []

    def bought_in(line: str) -> None:
        if " buys in again for " in line:
            buy_ins[0] += 1

    def hand_done(_hand: object) -> None:
        on_table = sum(p.stack for p in controller.table.seats.values())
        expected = total + buy_ins[0] * settings.stack
        if on_table != expected:
            problems.append(f"chips not conserved after hand {len(controller.table.finished)}: {on_table} != "
                            f"{expected}")
            app.quit()
        if len(controller.table.finished) >= args.hands:
            controller.stop()
            app.quit()

    controller.log.connect(bought_in)
    controller.hand_finished.connect(hand_done)
    started = time.monotonic()
    QTimer.singleShot(1_800_000, app.quit)
    app.exec()
    if problems or len(controller.table.finished) < args.hands:
        print(problems[0] if problems else "timed out", file=sys.stderr)
        return 1
    elapsed = time.monotonic() - started
    heartbeat.stop()
    gaps.sort()
    print(f"{args.hands} hands of {args.variant}, {args.seats} computer players, in {elapsed:.0f} s "
          f"({elapsed / args.hands * 1000:.0f} ms a hand), chips conserved after every hand")
    print()
    print("| UI thread gap between 1 ms heartbeats | ms |")
    print("| --- | ---: |")
    print(f"| median | {statistics.median(gaps):.1f} |")
    print(f"| 99th percentile | {gaps[int(0.99 * (len(gaps) - 1))]:.1f} |")
    print(f"| longest (the UI thread's longest block) | {gaps[-1]:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
