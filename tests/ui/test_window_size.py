"""The first window fits the screen's available area (a 1366×768 laptop's task bar included), never larger than
it, and keeps the smallest readable size; a window saved on a larger screen is brought back within it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QScreen
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.window.main_window import MainWindow
from dealerdesk.ui.window.window_size import FRAME_ALLOWANCE, MINIMUM_SIZE


def window_on(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, width: int, height: int, *,
              settings: QSettings | None = None) -> MainWindow:
    """A new window on a screen whose available area is ``width`` × ``height``."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, width, height))
    settings = settings or QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=0, store=Store(":memory:"))
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize(("width", "height"), [(1366, 738), (1366, 768), (1280, 720), (1100, 700)])
def test_the_first_window_fits_the_screens_available_area(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path, width: int, height: int) -> None:
    window = window_on(qtbot, monkeypatch, tmp_path, width, height)
    size = window.size()
    assert size.width() + FRAME_ALLOWANCE.width() <= width
    assert size.height() + FRAME_ALLOWANCE.height() <= height
    assert size.width() >= MINIMUM_SIZE.width() and size.height() >= MINIMUM_SIZE.height()


def test_a_large_screen_gets_the_preferred_size(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    window = window_on(qtbot, monkeypatch, tmp_path, 1920, 1050)
    assert (window.width(), window.height()) == (1280, 800)


def test_a_window_saved_on_a_larger_screen_comes_back_within_this_one(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    big = window_on(qtbot, monkeypatch, tmp_path, 1920, 1050, settings=settings)
    big.resize(1800, 1000)
    settings.setValue("window/geometry", big.saveGeometry())
    small = window_on(qtbot, monkeypatch, tmp_path, 1366, 738, settings=settings)
    assert small.width() + FRAME_ALLOWANCE.width() <= 1366
    assert small.height() + FRAME_ALLOWANCE.height() <= 738
