"""``dealerdesk --self-test``: start offscreen, play one hand of each game through the window, exit 0 or 1.

The hands are played by clicking the action bar's buttons as a person would (check or call every time), so
the window, the table, the computer players on their worker thread and the engine are all exercised. A
failure prints one line naming what went wrong.
"""

from __future__ import annotations

import os
import sys
import time

from dealerdesk.ui.app import application
from dealerdesk.ui.main_window import MainWindow
from dealerdesk.ui.new_game import GameSettings

GAMES = ("NT", "PO", "FO/8")
TIMEOUT = 60.0


def run_self_test() -> int:
    """Run the check; returns the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application()
    window = MainWindow(pace_ms=0)
    window.show()
    try:
        for code in GAMES:
            settings = GameSettings(variant=code, seats=4, stack=200, animations=False)
            controller = window.start_game(settings, seed=20261129)
            controller.auto_next_ms = -1
            started = time.monotonic()
            total = sum(p.stack for p in controller.table.seats.values())
            while not controller.table.finished:
                app.processEvents()
                bar = window.play_page.actions
                if bar.active:
                    bar.call_button.click()
                if time.monotonic() - started > TIMEOUT:
                    raise RuntimeError(f"{code}: the hand did not finish within {TIMEOUT:.0f} s")
            after = sum(p.stack for p in controller.table.seats.values())
            if after != total:
                raise RuntimeError(f"{code}: chips not conserved ({total} before, {after} after)")
            controller.stop()
    except Exception as error:  # the self-test reports, never crashes
        sys.stderr.write(f"self-test failed: {error}\n")
        return 1
    finally:
        window.close()
    sys.stdout.write(f"self-test passed: one hand each of {', '.join(GAMES)} played through the window\n")
    return 0
