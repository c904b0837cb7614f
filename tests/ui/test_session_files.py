"""The Game menu's files refused with a reason the player reads, never a traceback: nothing to export yet, a
session saved in the middle of a hand, a file that cannot be written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dealerdesk.play.settings import GameSettings
from dealerdesk.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings, pace_ms=0)
    qtbot.addWidget(main)
    main.animations.setChecked(False)
    return main


def test_nothing_to_export_before_a_hand_is_played(window: MainWindow, tmp_path: Path) -> None:
    assert window.export_hand("phh", tmp_path / "hand.phh") is None
    assert window.last_problem == "No hand has been played yet."
    assert window.export_session(tmp_path / "all.phhs") is None and window.save_session(tmp_path / "s") is None
    window.last_problem = ""
    controller = window.start_game(GameSettings(seats=3, animations=False), seed=4)
    assert window.export_hand("text", tmp_path / "hand.txt") is None  # the first hand is still being played
    assert window.last_problem == "No hand has been played yet." and not (tmp_path / "hand.txt").exists()
    controller.stop()


def test_a_session_is_saved_between_hands(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    controller = window.start_game(GameSettings(seats=3, animations=False), seed=4)
    qtbot.waitUntil(lambda: window.play_page.action_bar.active)
    assert controller.hand is not None and not controller.hand.is_complete
    assert window.save_session(tmp_path / "mid.dealerdesk") is None
    assert "between hands" in window.last_problem and not (tmp_path / "mid.dealerdesk").exists()
    controller.stop()


def test_a_file_that_cannot_be_written_is_named(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    controller = window.start_game(GameSettings(seats=3, animations=False), seed=4)
    controller.auto_next_ms = -1
    bar = window.play_page.action_bar
    while not controller.table.finished:
        qtbot.waitUntil(lambda: bar.active or bool(controller.table.finished))
        if bar.active:
            bar.fold_button.click()
    folder = tmp_path / "a folder"
    folder.mkdir()
    assert window.export_hand("phh", folder) is None
    assert window.last_problem.startswith(f"{folder}: ")
    assert window.export_session(folder, kind="text") is None and window.last_problem.startswith(f"{folder}: ")
    controller.stop()


def test_the_last_hand_and_the_session_in_every_format(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    controller = window.start_game(GameSettings(seats=3, watch=True, animations=False), seed=4)
    controller.auto_next_ms = -1
    qtbot.waitUntil(lambda: bool(controller.table.finished))
    controller.stop()
    seat_one = controller.table.seats[1].name
    for kind, suffix, starts in (("phh", "phh", "variant = 'NT'"), ("text", "txt", "PokerStars Hand #"),
                                 ("ohh", "ohh", '{\n "ohh": {')):
        hand = window.export_hand(kind, tmp_path / f"hand.{suffix}")
        whole = window.export_session(tmp_path / f"all.{suffix}", kind=kind)
        assert hand is not None and whole is not None
        assert hand.read_text(encoding="utf-8").startswith(starts)
        assert starts in whole.read_text(encoding="utf-8")
    # Watching, the first seat's cards are written as dealt (a tracker needs a hero).
    assert f"Dealt to {seat_one} [" in (tmp_path / "hand.txt").read_text(encoding="utf-8")
    assert '"hero_player_id": 0' in (tmp_path / "hand.ohh").read_text(encoding="utf-8")
