"""The window's first frame is the welcome page, and it is built without what it does not show: the charts
(pyqtgraph), the computer players and equities (NumPy), the trainer, the play table and the file formats are
imported when first used. Each check runs in a fresh interpreter, as a start-up does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from dealerdesk import cli
from dealerdesk.history.phh import MAX_TEXT_LENGTH

NOT_AT_START_UP = (
    "ctypes",  # the Thai dictionary is built with it once, then only looked up
    "importlib.metadata",  # a crash report's version line
    "json",  # `solve` and `equity --json` output
    "platformdirs",  # the progress database and crash reports; the Thai cache folder is Qt's
    "numpy",
    "pyqtgraph",
    "dealerdesk.bots.policy",
    "dealerdesk.drill_arguments",
    "dealerdesk.evaluation",
    "dealerdesk.evaluation.equity",
    "dealerdesk.history.phh",
    "dealerdesk.play.events",
    "dealerdesk.rules.hand",
    "dealerdesk.trainer.session",
    "dealerdesk.trainer.store.database",
    "dealerdesk.ui.play_mode.controller",
    "dealerdesk.ui.results.progress_view",
    "dealerdesk.ui.felt.scene",
    "dealerdesk.ui.training.trainer_page",
)
"""Modules the welcome page must not have imported."""


def _modules_after(code: str, tmp_path: Path) -> set[str]:
    """Run ``code`` in a new interpreter (offscreen, settings in ``tmp_path``); the modules it had loaded."""
    script = f"import sys\n{code}\nprint('\\n'.join(sorted(sys.modules)))\n"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_the_welcome_window_imports_nothing_it_does_not_show(tmp_path: Path) -> None:
    loaded = _modules_after(
        "from PySide6.QtCore import QSettings\n"
        "from dealerdesk.ui.window import crash\n"
        "from dealerdesk.ui.window.app import application\n"
        "from dealerdesk.ui.window.main_window import MainWindow\n"
        "app = application()\n"
        "crash.install()\n"
        f"window = MainWindow(settings=QSettings({str(tmp_path / 's.ini')!r}, QSettings.Format.IniFormat))\n"
        "window.show()\n"
        "app.processEvents()\n"
        "assert not window.grab().isNull()\n"
        "assert window.pages.currentWidget() is window.welcome\n", tmp_path)
    assert "dealerdesk.ui.window.pages" in loaded  # the check would pass vacuously if the window were not built
    assert sorted(loaded & set(NOT_AT_START_UP)) == []


def test_the_welcome_snapshot_command_imports_nothing_it_does_not_show(tmp_path: Path) -> None:
    out = tmp_path / "welcome.png"
    loaded = _modules_after(
        "from dealerdesk.cli import main\n"
        f"assert main(['snapshot', 'welcome', '--out', {str(out)!r}]) == 0\n", tmp_path)
    assert out.stat().st_size > 0
    assert sorted(loaded & set(NOT_AT_START_UP)) == []


def test_the_play_table_is_built_when_first_needed(tmp_path: Path) -> None:
    loaded = _modules_after(
        "from PySide6.QtCore import QSettings\n"
        "from dealerdesk.ui.window.app import application\n"
        "from dealerdesk.ui.window.main_window import MainWindow\n"
        "app = application()\n"
        f"settings = QSettings({str(tmp_path / 's.ini')!r}, QSettings.Format.IniFormat)\n"
        "settings.setValue('view/four_color', True)\n"
        "settings.setValue('keys/fold', 'F9')\n"
        "window = MainWindow(settings=settings)\n"
        "assert window._play_page is None\n"
        "page = window.play_page\n"
        "assert window.play_page is page and window.pages.indexOf(page) >= 0\n"
        "assert page.scene.four_color  # the choices made before it existed apply to it\n"
        "assert page.action_bar.shortcuts['fold'].key().toString() == 'F9'\n"
        "window.four_color.setChecked(False)\n"
        "assert not page.scene.four_color\n", tmp_path)
    assert "dealerdesk.ui.felt.scene" in loaded


def test_the_command_line_reads_as_much_as_a_hand_history_may_hold() -> None:
    # The limit is written out in the command line (importing the PHH reader for it would slow every start).
    assert cli.MAX_FILE_BYTES == 4 * MAX_TEXT_LENGTH  # UTF-8: up to 4 bytes a character
