"""Benchmark: long sessions in the real window, watching the UI thread for freezes and the memory for growth.

Run: ``QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_ui_session.py [--hands 500] [--questions 200]
[--seats 2,6,10]``. Each session runs in a fresh process (so its memory is its own):

* **play**, at each table size: every seat a computer player (the window's watch mode), the table redrawn after
  every action, chips checked after every hand;
* **trainer**: a practice session of every question kind, each question answered right 50 ms after it is
  shown and the next one asked half a second after the verdict.

A 1 ms heartbeat timer on the UI thread records the gaps between its ticks: the median says how busy the UI
thread is while it should be idle, the 99th percentile how often a frame (16 ms at 60 Hz) is missed, the longest
gap the worst freeze. The process's resident memory is read after the first tenth of the session (caches
filled) and at its end: the difference is what the session kept (a history of pictures or scene items would grow
it with every hand). Prints a Markdown table for docs/performance.md.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
"""The checkout measured (put first on the path, so the benchmark measures this code, not an installed copy)."""


def resident_mib() -> float:
    """The process's resident memory now, in MiB (Linux: /proc; elsewhere the peak, from getrusage)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource  # noqa: PLC0415 - only where /proc is missing

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def _window(pace_ms: int = 0, *, animate: bool = False) -> Any:
    """The application and a main window with its own settings file and an in-memory progress store (the table's
    motion off unless ``animate``)."""
    from PySide6.QtCore import QSettings  # noqa: PLC0415 - Qt only in the child processes

    from dealerdesk.trainer.store.database import Store  # noqa: PLC0415
    from dealerdesk.ui.window.app import application  # noqa: PLC0415
    from dealerdesk.ui.window.main_window import MainWindow  # noqa: PLC0415

    app = application()
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=pace_ms, store=Store(":memory:"))
    window.animations.setChecked(animate)
    window.resize(1280, 800)
    window.show()
    return app, window


def first_frame(ms: int = 500) -> None:
    """Let the window show and paint its first frame (start-up, measured by :mod:`bench_startup`) before the
    session's heartbeat starts."""
    from PySide6.QtCore import QEventLoop, QTimer  # noqa: PLC0415

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


class Heartbeat:
    """A 1 ms timer on the UI thread that counts the gaps between its ticks.

    The gaps are counted in a histogram of 0.01 ms steps, not kept one by one: a list of every tick's gap grew by
    some 7 MB in a 200-question session (a thousand ticks a second), which the session's memory figures then
    counted as the app's."""

    STEP_MS = 0.01
    """The histogram's resolution."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer, Qt, QTimer  # noqa: PLC0415

        self.gaps: collections.Counter[int] = collections.Counter()
        """How many gaps there were of each length, in steps of :attr:`STEP_MS`."""
        self.longest_busy = 0.0
        self.busy_over_50 = 0
        """The most of the UI thread's own CPU time in one gap (ms), and how many gaps held over 50 ms of it: what the
        window worked, not the time the machine's scheduler gave other processes (on a shared 2-core machine a
        runnable process may wait tens of ms)."""
        self.last_gap = self.last_busy = 0.0
        """The latest gap and the UI thread's CPU time in it (ms)."""
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._beat)
        self._last = 0
        self._cpu = self.cpu = self._last_cpu = 0.0

    def start(self) -> None:
        self._cpu = time.thread_time()  # the UI thread's own CPU time, which other processes do not inflate
        self._clock.start()
        self._last = self._clock.nsecsElapsed()
        self._last_cpu = self._cpu
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self.cpu = time.thread_time() - self._cpu

    def resume(self) -> None:
        """The gap being measured starts now: what the UI thread did since the last tick was the simulated user's
        own thinking (an answer worked out), not the app's work."""
        self._last = self._clock.nsecsElapsed()
        self._last_cpu = time.thread_time()

    def _beat(self) -> None:
        now = self._clock.nsecsElapsed()
        cpu = time.thread_time()
        self.last_gap = (now - self._last) / 1e6
        self.last_busy = (cpu - self._last_cpu) * 1000
        self.gaps[round(self.last_gap / self.STEP_MS)] += 1
        self.longest_busy = max(self.longest_busy, self.last_busy)
        self.busy_over_50 += self.last_busy > 50
        self._last, self._last_cpu = now, cpu

    def _at(self, rank: int) -> float:
        """The gap at ``rank`` (0: the shortest) in the sorted gaps, in ms."""
        seen = 0
        for steps in sorted(self.gaps):
            seen += self.gaps[steps]
            if seen > rank:
                return steps * self.STEP_MS
        raise IndexError(rank)

    def figures(self) -> dict[str, float]:
        count = self.gaps.total()
        longest = max(self.gaps) * self.STEP_MS
        return {"median": self._at((count - 1) // 2), "p99": self._at(int(0.99 * (count - 1))), "longest": longest,
                "over_50": sum(n for steps, n in self.gaps.items() if steps * self.STEP_MS > 50),
                "longest_busy": self.longest_busy, "busy_over_50": self.busy_over_50, "ui_cpu": self.cpu}


def _memory(memory: dict[str, float]) -> dict[str, float]:
    """The memory figures, and the table's items then (with the cards in the cache: what a history of scene
    items or pictures would grow)."""
    from dealerdesk.ui.felt.card_pixmaps import cache_size  # noqa: PLC0415

    return {"memory_warm": memory["warm"], "memory_end": memory["end"], "items_warm": memory["items_warm"],
            "items_end": memory["items_end"], "card_pixmaps": cache_size()}


def run_play(seats: int, hands: int, variant: str, pace_ms: int, *, animate: bool = False) -> dict[str, Any]:
    """Watch ``hands`` hands of computer players at a ``seats``-seat table, a move every ``pace_ms`` (0: as fast
    as the window goes), with the cards and chips sliding when ``animate`` (the app's default)."""
    from PySide6.QtCore import QTimer  # noqa: PLC0415

    from dealerdesk.play.settings import GameSettings  # noqa: PLC0415

    app, window = _window(pace_ms, animate=animate)
    styles = ("tight-passive", "tight-aggressive", "loose-aggressive", "calling-station")
    settings = GameSettings(variant=variant, seats=seats, stack=200, watch=True, animations=animate, styles=styles)
    controller = window.start_game(settings, seed=2026)
    controller.auto_next_ms = 0
    total = sum(p.stack for p in controller.table.seats.values())
    heartbeat = Heartbeat()
    buy_ins = [0]
    problems: list[str] = []
    memory: dict[str, float] = {}

    def bought_in(line: str) -> None:
        if " buys in again for " in line:
            buy_ins[0] += 1

    def hand_done(_hand: object) -> None:
        played = len(controller.table.finished)
        on_table = sum(p.stack for p in controller.table.seats.values())
        expected = total + buy_ins[0] * settings.stack
        if on_table != expected:
            problems.append(f"chips not conserved after hand {played}: {on_table} != {expected}")
            app.quit()
        if played == max(1, hands // 10):
            memory["warm"] = resident_mib()
            memory["items_warm"] = len(window.play_page.scene.items())
        if played >= hands:
            memory["end"] = resident_mib()
            memory["items_end"] = len(window.play_page.scene.items())
            controller.stop()
            app.quit()

    controller.log.connect(bought_in)
    controller.hand_finished.connect(hand_done)
    first_frame()
    started = time.monotonic()
    heartbeat.start()
    QTimer.singleShot(1_800_000, app.quit)
    app.exec()
    heartbeat.stop()
    elapsed = time.monotonic() - started
    if problems or len(controller.table.finished) < hands:
        raise SystemExit(problems[0] if problems else "timed out")
    figures = heartbeat.figures()
    pace = f", a move every {pace_ms} ms" if pace_ms else ""
    motion = ", sliding" if animate else ""
    return {"what": f"play, {seats} seats{pace}{motion}", "count": hands, "unit": "hands",
            "ms_each": elapsed / hands * 1000, "ui_cpu_each": figures["ui_cpu"] / hands * 1000, **figures,
            **_memory(memory)}


ANSWER_AFTER_MS = 50
"""The benchmark's trainee answers 50 ms after a question is shown (a person takes seconds) …"""
NEXT_AFTER_MS = 500
"""… and reads the verdict for half a second before asking for the next question (a person takes longer; the
next question is dealt meanwhile, on a worker thread)."""


def run_trainer(questions: int) -> dict[str, Any]:
    """Answer ``questions`` practice questions of every kind, each right, at the pace above."""
    from PySide6.QtCore import QTimer  # noqa: PLC0415

    from dealerdesk.trainer.demo import right_answer  # noqa: PLC0415
    from dealerdesk.trainer.kinds.names import Kind  # noqa: PLC0415
    from dealerdesk.trainer.session import SessionPlan  # noqa: PLC0415

    app, window = _window()
    store = window.progress_store()
    profile = store.create_profile("Bench").id
    plan = SessionPlan(kinds=tuple(Kind), difficulty=3, questions=questions, seconds_per_question=None)
    heartbeat = Heartbeat()
    memory: dict[str, float] = {}
    answered = [0]
    page = window.start_training(plan, profile, seed=2026)
    page.scene.animate = False

    def step() -> None:
        if page.stages.waiting:
            QTimer.singleShot(5, step)  # the question or the verdict is still being shown
            return
        if page.verdict is None and page.question is not None:
            answer = right_answer(page.question)
            heartbeat.resume()  # working the answer out was the trainee's thinking, not the window's work
            page.fill_answer(answer)
            page.submit.click()  # as the trainee does: the verdict is shown in turns of the event loop
            answered[0] += 1
            if answered[0] == max(1, questions // 10):
                memory["warm"] = resident_mib()
                memory["items_warm"] = len(page.scene.items())
            QTimer.singleShot(NEXT_AFTER_MS, step)
        elif answered[0] >= questions:
            memory["end"] = resident_mib()
            memory["items_end"] = len(page.scene.items())
            app.quit()
        else:
            page.next.click()
            QTimer.singleShot(ANSWER_AFTER_MS, step)

    first_frame()
    started = time.monotonic()
    heartbeat.start()
    QTimer.singleShot(0, step)
    QTimer.singleShot(1_800_000, app.quit)
    app.exec()
    heartbeat.stop()
    elapsed = time.monotonic() - started
    if answered[0] < questions:
        raise SystemExit("timed out")
    figures = heartbeat.figures()
    return {"what": "trainer, every kind", "count": questions, "unit": "questions",
            "ms_each": elapsed / questions * 1000, "ui_cpu_each": figures["ui_cpu"] / questions * 1000, **figures,
            **_memory(memory)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=500, help="hands per table size (default 500)")
    parser.add_argument("--questions", type=int, default=200, help="trainer questions (default 200; 0: none)")
    parser.add_argument("--seats", default="2,6,10", help="table sizes, comma-separated (default 2,6,10)")
    parser.add_argument("--variant", default="NT", help="the game played (PHH code, default NT)")
    parser.add_argument("--pace-ms", type=int, default=0,
                        help="the computer players' pace (0, the default: as fast as the window goes; the app's "
                             "normal speed is 450, fast 158)")
    parser.add_argument("--animate", action="store_true",
                        help="play with the cards and chips sliding, as the app does unless View → Animations is off "
                             "(default: off, every table placed at once)")
    parser.add_argument("--one", choices=("play", "trainer"), help=argparse.SUPPRESS)  # a child process's run
    args = parser.parse_args()
    if args.one == "play":
        print(json.dumps(run_play(int(args.seats), args.hands, args.variant, args.pace_ms, animate=args.animate)))
        return 0
    if args.one == "trainer":
        print(json.dumps(run_trainer(args.questions)))
        return 0
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
    runs = [["--one", "play", "--seats", seats.strip(), "--hands", str(args.hands), "--variant", args.variant,
             "--pace-ms", str(args.pace_ms), *(["--animate"] if args.animate else [])]
            for seats in args.seats.split(",") if seats.strip()]
    if args.questions > 0:
        runs.append(["--one", "trainer", "--questions", str(args.questions)])
    print(f"Every figure from one run in a fresh process; {args.variant} for play, computer players in every seat.")
    print()
    print("| session | length | ms each | UI thread CPU ms each | median gap ms | 99th percentile ms | longest ms | "
          "gaps over 50 ms | most UI thread CPU in one gap ms | "
          "memory after the first tenth MiB | memory at the end MiB | scene items then / at the end |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for run in runs:
        done = subprocess.run([sys.executable, __file__, *run], capture_output=True, text=True, env=env,
                              check=False, cwd=ROOT)
        if done.returncode != 0:
            print(f"{' '.join(run)} failed:\n{done.stdout}{done.stderr}", file=sys.stderr)
            return 1
        f = json.loads(done.stdout.strip().splitlines()[-1])
        print(f"| {f['what']} | {f['count']} {f['unit']} | {f['ms_each']:.0f} | {f['ui_cpu_each']:.0f} | "
              f"{f['median']:.1f} | {f['p99']:.1f} | "
              f"{f['longest']:.1f} | {f['over_50']} | {f['longest_busy']:.1f} | "
              f"{f['memory_warm']:.0f} | {f['memory_end']:.0f} | "
              f"{f['items_warm']:.0f} / {f['items_end']:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
