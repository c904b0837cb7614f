"""Benchmark: opening saved sessions and importing drill packs — time, memory, and the window's heartbeat meanwhile.

Run: ``python tests/benchmarks/bench_loading.py [--sizes 1000,10000,100000] [--packs 100,1000]
[--window-hands 10000] [--peer-hands 300] [--files DIR]``. A few minutes on a quiet 2-core machine (``--files``
keeps the sessions and packs it makes for the next run). Prints Markdown tables for
docs/performance.md. Each measurement runs in a fresh process, so its peak memory is its own:

* **sessions** — ``load_session`` on sessions of 1,000, 10,000 and 100,000 hands of six-handed no-limit hold'em
  (random calls, raises and folds) as the window opens them (the last 2,000 hands replayed, the earlier ones'
  stacks chained and their replay left to when they are asked for), and the ``--whole`` ones again with every hand
  replayed at the open: wall and CPU time, the process's peak resident memory and what the load added to
  it. The peer is pokerkit's PHH reader, ``HandHistory.loads`` and a walk through its states, on the first
  ``--peer-hands`` hands of the same file (it is some five times slower: all 100,000 would take minutes): the ratio
  is pokerkit's CPU time per hand over dealerdesk's. Each session is the first hands of one session played at the
  table, each hand stamped with its start and its unique number as play mode deals.
* **packs** — ``import_pack`` on packs of 100 and 1,000 questions of every kind at difficulty 3 (no peer reads
  these files).
* **in the window** — the window (offscreen) opens the ``--window-hands`` session and imports the 1,000-question
  pack as the menu commands do, while a 10 ms timer on the window's thread records the gaps between its ticks: the
  longest gap is the longest the window could not paint or take a key, while the work ran and in all (the resumed
  game's first frame, after the load, takes a couple of hundred milliseconds). The same commands with the work called on
  the window's thread, as every release before this one did, are the comparison (the play table is built before
  the heartbeat starts, and the resumed game started after the load in both).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
import warnings
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
"""The checkout measured (put first on the path, so the benchmark measures this code, not an installed copy)."""


def peak_mib() -> float:
    """The process's peak resident memory so far, in MiB (Linux: /proc's high-water mark, which starts again at
    the process's start; ``getrusage`` keeps the parent's peak across the start of a child process)."""
    try:
        status = Path("/proc/self/status").read_text()
        return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) / 2**10  # type: ignore[union-attr]
    except (OSError, AttributeError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def resident_mib() -> float:
    """The process's resident memory now, in MiB (Linux; elsewhere the peak)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return peak_mib()


# -- making the files ------------------------------------------------------------------------------------------


FIRST_DEAL = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)
"""When the benchmark's first hand was dealt (a hand every 40 seconds after)."""
FIRST_HAND_ID = 3_254_257_00_000_000
"""The unique number before the benchmark's first hand's (an install's id and a counter, as play mode's)."""


def make_sessions(folder: Path, sizes: list[int]) -> dict[int, Path]:
    """Session files of each size in ``folder``, each the first hands of one session played at the table (every
    hand follows from the one before, as in a session played in the window)."""
    import random  # noqa: PLC0415
    from datetime import timedelta  # noqa: PLC0415

    from dealerdesk.history.phh import dumps  # noqa: PLC0415
    from dealerdesk.history.session import hand_history, take_session  # noqa: PLC0415
    from dealerdesk.rules.table import Table  # noqa: PLC0415

    table = Table(seat_count=6, variant="NT", small_blind=1, big_blind=2, button_seat=2, min_buy_in=1,
                  name="Benchmark")
    for seat in range(1, 7):
        table.sit(seat, f"Player {seat}", 200)
    rng = random.Random(2026)
    paths: dict[int, Path] = {}
    texts: list[str] = []
    for number in range(1, max(sizes) + 1):
        # stamped and numbered as play mode deals (its start in whole seconds, a unique number)
        hand = table.start_hand(rng, started=FIRST_DEAL + timedelta(seconds=40 * number),
                                hand_id=FIRST_HAND_ID + number)
        while not hand.is_complete:
            chance = rng.random()
            if hand.min_raise_to is not None and chance < 0.12:
                hand.bet_or_raise_to(hand.min_raise_to)
            elif chance < 0.8:
                hand.check_or_call()
            else:
                hand.fold()
        table.end_hand()
        texts.append(dumps(hand_history(table, table.finished[-1])))
        del table.finished[:-1]  # kept as text: 100,000 played hands would take gigabytes
        for seat, player in table.seats.items():  # top up the short stacks (a cash game's rebuy)
            if player.stack < 100:
                table.add_chips(seat, 200 - player.stack)
        if number in sizes:
            paths[number] = folder / f"session-{number}.dealerdesk"
            data = {**take_session(table).head, "hands": texts}
            paths[number].write_text(json.dumps(data, indent=1), encoding="utf-8")
    return paths


def make_packs(folder: Path, sizes: list[int]) -> dict[int, Path]:
    """Drill packs of each size in ``folder``: every kind in turn, difficulty 3."""
    from dealerdesk.trainer.kinds.names import Kind  # noqa: PLC0415
    from dealerdesk.trainer.packs import export_pack, make_pack  # noqa: PLC0415

    paths = {}
    for size in sizes:
        paths[size] = folder / f"pack-{size}"
        export_pack(make_pack(f"Benchmark {size}", 2026, list(Kind), size, difficulty=3), paths[size])
    return paths


# -- one measurement, in a process of its own --------------------------------------------------------------------


def measure_session(path: str, whole: bool = False) -> dict[str, Any]:
    """``load_session`` as the window calls it, or (``whole``) with every hand replayed at the open."""
    from dealerdesk.history.session import CHECKED_AT_OPEN, load_session  # noqa: PLC0415

    before = resident_mib()
    started, cpu = time.perf_counter(), time.process_time()
    table = load_session(path, checked_at_open=2**62 if whole else CHECKED_AT_OPEN)
    return {"hands": len(table.finished), "wall": time.perf_counter() - started, "cpu": time.process_time() - cpu,
            "peak": peak_mib(), "added": resident_mib() - before}


def measure_peer(path: str, count: int) -> dict[str, Any]:
    from pokerkit import HandHistory  # noqa: PLC0415

    hands = json.loads(Path(path).read_text(encoding="utf-8"))["hands"][:count]
    warnings.simplefilter("ignore")  # pokerkit warns of folds a player needed not make
    cpu = time.process_time()
    for text in hands:
        for _state in HandHistory.loads(text):
            pass
    return {"hands": len(hands), "cpu": time.process_time() - cpu}


def measure_pack(path: str) -> dict[str, Any]:
    from dealerdesk.trainer.packs import import_pack  # noqa: PLC0415

    before = resident_mib()
    started, cpu = time.perf_counter(), time.process_time()
    pack = import_pack(path)
    return {"questions": len(pack.questions), "wall": time.perf_counter() - started,
            "cpu": time.process_time() - cpu, "peak": peak_mib(), "added": resident_mib() - before}


class Heartbeat:
    """A 10 ms timer on the window's thread recording the gaps between its ticks."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer, Qt, QTimer  # noqa: PLC0415

        self.gaps: list[float] = []
        self.ends: list[float] = []
        """Each gap's end (``time.perf_counter``)."""
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._beat)
        self._last = 0

    def start(self) -> None:
        self._clock.start()
        self._last = self._clock.nsecsElapsed()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._beat()  # the gap up to now counts too

    def _beat(self) -> None:
        now = self._clock.nsecsElapsed()
        self.gaps.append((now - self._last) / 1e6)
        self.ends.append(time.perf_counter())
        self._last = now

    def longest_between(self, start: float, end: float) -> float:
        """The longest gap mostly in the time from ``start`` to ``end`` (``time.perf_counter``), in ms: at least half
        of it in that time (a gap that began as the work was handing over its result, and went on drawing the
        resumed game, is the game's)."""
        def inside(gap: float, stop: float) -> float:
            return max(0.0, min(stop, end) - max(stop - gap / 1000, start)) * 1000

        return max((gap for gap, stop in zip(self.gaps, self.ends, strict=True) if inside(gap, stop) >= gap / 2),
                   default=0.0)


def measure_window(what: str, path: str, where: str) -> dict[str, Any]:
    """Open a session (``what`` "session") or import a pack ("pack") in the window, the work on a worker
    (``where`` "worker", as the menu commands do) or on the window's thread ("window"), the heartbeat running."""
    from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: PLC0415

    from dealerdesk.trainer.store.database import Store  # noqa: PLC0415
    from dealerdesk.ui.play_mode import session_files  # noqa: PLC0415
    from dealerdesk.ui.training import session_setup  # noqa: PLC0415
    from dealerdesk.ui.training.session_setup import SessionSetupDialog  # noqa: PLC0415
    from dealerdesk.ui.window.app import application  # noqa: PLC0415
    from dealerdesk.ui.window.main_window import MainWindow  # noqa: PLC0415

    application()
    work_ran: list[float] = []
    """When the long work started and ended."""
    with_progress = session_files.run_with_progress

    def timed(parent: Any, title: str, describe: Any, work: Any, **options: Any) -> Any:
        work_ran.append(time.perf_counter())
        try:
            if where == "window":  # as before: the work called on the window's thread, no dialog
                return work(lambda _done, _total: None, lambda: False)
            return with_progress(parent, title, describe, work, **options)
        finally:
            work_ran.append(time.perf_counter())

    session_files.run_with_progress = timed  # type: ignore[assignment]
    session_setup.run_with_progress = timed  # type: ignore[assignment]
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=0, store=Store(":memory:"))
    window.resize(1280, 800)
    window.show()
    assert window.play_page is not None  # built before the heartbeat: the table is the same work either way
    loop = QEventLoop()
    QTimer.singleShot(500, loop.quit)  # the first frame, before the heartbeat
    loop.exec()
    done: list[object] = []

    def run() -> None:
        if what == "session":
            controller = window.open_session(Path(path))
            assert controller is not None
            controller.stop()
            done.append(len(controller.table.finished))
        else:
            pack = SessionSetupDialog(window.progress_store(), parent=window).load_pack(Path(path))
            assert pack is not None
            done.append(len(pack.questions))
        QTimer.singleShot(300, loop.quit)  # and whatever the window does right after (the collector's freeze)

    heartbeat = Heartbeat()
    heartbeat.start()
    started = time.perf_counter()
    QTimer.singleShot(20, run)
    loop.exec()
    heartbeat.stop()
    gaps = sorted(heartbeat.gaps)
    return {"count": done[0], "wall": time.perf_counter() - started - 0.3, "longest": gaps[-1],
            "longest_working": heartbeat.longest_between(*work_ran),
            "over_50": sum(gap > 50 for gap in gaps), "median": gaps[len(gaps) // 2], "ticks": len(gaps)}


# -- the run -------------------------------------------------------------------------------------------------


def child(*arguments: str) -> dict[str, Any]:
    """One measurement in a fresh process: its figures."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run([sys.executable, __file__, "--one", *arguments], capture_output=True, text=True, env=env,
                          check=False, cwd=ROOT)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(arguments)} failed:\n{done.stdout}{done.stderr}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="session lengths in hands (comma-separated)")
    parser.add_argument("--packs", default="100,1000", help="pack sizes in questions (comma-separated; 0: none)")
    parser.add_argument("--window-hands", type=int, default=10_000,
                        help="the session opened in the window (one of --sizes; 0: none)")
    parser.add_argument("--whole", default="10000",
                        help="sessions also opened with every hand replayed at the open (comma-separated; 0: none)")
    parser.add_argument("--peer-hands", type=int, default=300, help="hands pokerkit reads of each session")
    parser.add_argument("--files", type=Path,
                        help="a folder for the sessions and packs, kept for the next run (default: a new one)")
    parser.add_argument("--one", nargs="+", help=argparse.SUPPRESS)  # a child process's measurement
    args = parser.parse_args()
    if args.one:
        kind, path, *rest = args.one
        figures = {"session": lambda: measure_session(path), "whole": lambda: measure_session(path, whole=True),
                   "peer": lambda: measure_peer(path, int(rest[0])),
                   "pack": lambda: measure_pack(path),
                   "window": lambda: measure_window(rest[0], path, rest[1])}[kind]()
        print(json.dumps(figures))
        return 0
    sizes = sorted(int(size) for size in args.sizes.split(",") if size.strip())
    packs = sorted(int(size) for size in args.packs.split(",") if size.strip() and int(size) > 0)
    folder = args.files or Path(tempfile.mkdtemp(prefix="dealerdesk-bench-loading-"))
    folder.mkdir(parents=True, exist_ok=True)
    made = time.perf_counter()
    wanted = sorted({*sizes, *([args.window_hands] if args.window_hands else [])})
    sessions = {size: folder / f"session-{size}.dealerdesk" for size in wanted}
    if not all(path.exists() for path in sessions.values()):
        sessions = make_sessions(folder, wanted)
    pack_paths = {size: folder / f"pack-{size}" for size in packs}
    if not all((path / "pack.json").exists() for path in pack_paths.values()):
        pack_paths = make_packs(folder, packs)
    print(f"Files made in {time.perf_counter() - made:.0f} s (in {folder}); load average "
          f"{os.getloadavg()[0]:.1f} at the start.")
    print()
    print("| session | file MiB | wall s | CPU s | CPU ms a hand | peak memory MiB | memory added MiB | "
          "pokerkit CPU ms a hand | pokerkit is slower by |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    whole = {int(size) for size in args.whole.split(",") if size.strip()}
    for size in sizes:
        peer = child("peer", str(sessions[size]), str(min(args.peer_hands, size)))
        peer_each = peer["cpu"] / peer["hands"] * 1000
        for how in ("session", *(["whole"] if size in whole else [])):
            mine = child(how, str(sessions[size]))
            each = mine["cpu"] / mine["hands"] * 1000
            label = f"{size:,} hands" + (", every hand replayed" if how == "whole" else "")
            print(f"| {label} | {sessions[size].stat().st_size / 2**20:.1f} | {mine['wall']:.1f} | "
                  f"{mine['cpu']:.1f} | {each:.2f} | {mine['peak']:.0f} | {mine['added']:.0f} | {peer_each:.2f} | "
                  f"{peer_each / each:.1f}× |", flush=True)
    if packs:
        print()
        print("| pack | wall s | CPU s | CPU ms a question | peak memory MiB | memory added MiB |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for size in packs:
            mine = child("pack", str(pack_paths[size]))
            print(f"| {size:,} questions | {mine['wall']:.1f} | {mine['cpu']:.1f} | "
                  f"{mine['cpu'] / mine['questions'] * 1000:.1f} | {mine['peak']:.0f} | {mine['added']:.0f} |",
                  flush=True)
    print()
    print("| in the window | where the work runs | wall s | heartbeat ticks | median gap ms | "
          "longest gap while it works ms | longest gap in all ms | gaps over 50 ms |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    runs = []
    if args.window_hands:
        runs.append((f"open a {args.window_hands:,}-hand session", "session", sessions[args.window_hands]))
    if packs:
        runs.append((f"import a {max(packs):,}-question pack", "pack", pack_paths[max(packs)]))
    for label, what, path in runs:
        for where, said in (("worker", "worker thread, progress dialog"), ("window", "the window's thread (before)")):
            f = child("window", str(path), what, where)
            print(f"| {label} | {said} | {f['wall']:.1f} | {f['ticks']} | {f['median']:.1f} | "
                  f"{f['longest_working']:.0f} | {f['longest']:.0f} | {f['over_50']} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
