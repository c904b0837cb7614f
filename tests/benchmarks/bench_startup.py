"""Benchmark: cold start to the first frame, as a ratio to a minimal PySide6 program.

Run: ``python tests/benchmarks/bench_startup.py [--pairs 10]``. The yardstick is the smallest program that shows
something with Qt: it makes a QApplication and grabs one label to a PNG. Each measured command and the yardstick
run in turn (A B A B ...), each a fresh process timed from its start to its exit, and the ratio is taken pair by
pair, so a machine that speeds up or slows down during the run moves both sides of a pair alike; the medians are
printed. One warm-up run of each is not counted.

Both sides get a bytecode cache (``PYTHONPYCACHEPREFIX`` in a temporary folder, filled by the warm-up), as an
installed app has one: the figure is start-up, not compiling the sources. Settings and data go to a temporary
folder, so the user's own are neither read nor written.

Measured commands:

* ``dealerdesk snapshot welcome --out X.png``: the welcome page rendered offscreen and saved.
* the real window: what ``dealerdesk`` does (the QApplication, the crash handler, the main window), up to the
  first frame painted by the event loop, then quit.

Prints a Markdown table for docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

try:
    import resource
except ImportError:  # Windows: wall time only
    resource = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[2]
"""The checkout whose code is measured (``python -m dealerdesk`` and ``-c`` import it from here)."""

YARDSTICK = """
import sys
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel("dealerdesk")
label.show()
app.processEvents()
label.grab().save(sys.argv[1])
"""

WINDOW = """
from PySide6.QtCore import QTimer
from dealerdesk.ui.window import crash
from dealerdesk.ui.window.app import application
from dealerdesk.ui.window.main_window import MainWindow
app = application()
crash.install()
window = MainWindow()
window.show()
QTimer.singleShot(0, app.quit)  # runs once the event loop has painted the window's first frame
app.exec()
"""


def _run(command: Sequence[str], env: dict[str, str]) -> tuple[float, float]:
    """Run ``command`` once; its wall and CPU (user + system) seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN) if resource else None
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, check=False, cwd=ROOT)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr.decode(errors='replace')}")
    if before is None or resource is None:
        return wall, float("nan")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _pairs(a: Sequence[str], b: Sequence[str], count: int, env: dict[str, str]) -> dict[str, list[float]]:
    """A and B in turn, ``count`` counted pairs after one warm-up pair."""
    figures: dict[str, list[float]] = {key: [] for key in ("a_wall", "b_wall", "a_cpu", "b_cpu", "wall", "cpu")}
    _run(a, env), _run(b, env)
    for _ in range(count):
        a_wall, a_cpu = _run(a, env)
        b_wall, b_cpu = _run(b, env)
        figures["a_wall"].append(a_wall)
        figures["b_wall"].append(b_wall)
        figures["a_cpu"].append(a_cpu)
        figures["b_cpu"].append(b_cpu)
        figures["wall"].append(a_wall / b_wall)
        figures["cpu"].append(a_cpu / b_cpu)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=10, help="counted A/B pairs per command (default 10)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="dealerdesk-bench-startup-"))
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=str(folder / "bytecode"),
               XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"))
    yardstick = [sys.executable, "-c", YARDSTICK, str(folder / "label.png")]
    commands = {
        "`dealerdesk snapshot welcome`": [sys.executable, "-m", "dealerdesk", "snapshot", "welcome", "--out",
                                          str(folder / "welcome.png")],
        "the window (`dealerdesk`) to its first frame": [sys.executable, "-c", WINDOW],
    }
    print(f"Cold start, {args.pairs} pairs each, run in turn with the yardstick (a QApplication grabbing one label "
          f"to a PNG); medians")
    print()
    print("| command | wall s | yardstick wall s | ratio (wall) | ratio (CPU) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, command in commands.items():
        f = _pairs(command, yardstick, args.pairs, env)
        print(f"| {name} | {statistics.median(f['a_wall']):.3f} | {statistics.median(f['b_wall']):.3f} | "
              f"**{statistics.median(f['wall']):.2f}×** | {statistics.median(f['cpu']):.2f}× |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
