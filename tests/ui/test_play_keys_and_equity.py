"""Play mode: the all-in equity stays on the table long enough to read at every speed and is written in the hand
history; Next hand has a key (Game → Next hand, shown on its button, chosen in View → Keyboard shortcuts)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealerdesk.play.events import EquityShown, PlayEvent
from dealerdesk.play.settings import GameSettings
from dealerdesk.ui.felt.state import TableState
from dealerdesk.ui.play_mode.controller import EQUITY_READING_MS, PlayController
from dealerdesk.ui.play_mode.shortcuts_dialog import ShortcutsDialog
from dealerdesk.ui.window.main_window import MainWindow
from dealerdesk.ui.window.menus import SPEEDS
from tests.ui.qt_helpers import activate, play_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return play_window(qtbot, tmp_path)


@pytest.mark.parametrize("speed", sorted(SPEEDS))
def test_the_equity_is_held_long_enough_to_read_at_every_speed(speed: str) -> None:
    controller = PlayController(GameSettings(variant="NT", seats=2), pace_ms=round(450 * SPEEDS[speed]))
    assert controller.equity_hold_ms() >= EQUITY_READING_MS >= 2000


def test_an_all_in_shows_the_equity_until_the_next_card_and_logs_it(qtbot: QtBot, window: MainWindow) -> None:
    """At the fast pace (a third of a second between moves) the equities stand on the table for the reading time
    before the next card comes, and the history says them."""
    settings = GameSettings(variant="NT", seats=2, stack=100, animations=False, styles=("calling-station",))
    controller = window.start_game(settings, seed=3)
    controller.pace_ms = round(450 * SPEEDS["fast"])
    controller.auto_next_ms = -1
    shown: list[tuple[float, TableState]] = []
    controller.state_changed.connect(lambda state: shown.append((time.monotonic(), state)))
    events: list[PlayEvent] = []
    controller.play_event.connect(events.append)
    lines: list[str] = []
    controller.log.connect(lines.append)
    bar = window.play_page.action_bar
    while controller.hand is not None and not controller.equities:
        qtbot.waitUntil(lambda: bar.active or bool(controller.equities) or controller.hand is None)
        if bar.active:
            if bar.presets["all"].isEnabled():
                bar.use_preset("all", confirm=True)
            else:
                bar.call_button.click()
    assert controller.equities, "nobody called the all-in"
    qtbot.waitUntil(lambda: controller.hand is None)
    with_equity = [(at, state) for at, state in shown if any(s.equity is not None for s in state.seats)]
    assert with_equity
    first_at, first = with_equity[0]
    next_card = next(at for at, state in shown if at > first_at and len(state.board) > len(first.board))
    # Up for the reading time (a coarse timer may fire 5 % early), not the third of a second it was.
    assert next_card - first_at >= 0.94 * EQUITY_READING_MS / 1000
    told = [e for e in events if isinstance(e, EquityShown)]
    assert told and all(e.line in lines for e in told)
    assert told[0].line.startswith("Equity: ") and "%" in told[0].line and "You " in told[0].line
    controller.stop()


def test_next_hand_has_a_key_shown_on_its_button(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=500, animations=False), seed=5)
    controller.auto_next_ms = -1
    page = window.play_page
    assert page.next_hand.text() == "Next hand  (N)"
    assert window.next_hand_action.shortcut().toString() == "N"
    activate(qtbot, window)
    bar = page.action_bar
    qtbot.waitUntil(lambda: bar.active)
    qtbot.keyClick(window, Qt.Key.Key_N)  # a hand is being played: nothing to deal
    assert controller.table.hand_number == 1 and controller.hand is not None
    while controller.hand is not None:
        if bar.active:
            qtbot.keyClick(window, Qt.Key.Key_F1 if bar.fold_button.isEnabled() else Qt.Key.Key_F2)
        qtbot.wait(5)
    assert window.next_hand_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert controller.hand is not None and controller.table.hand_number == 2
    assert not window.next_hand_action.isEnabled() and not page.next_hand.isEnabled()
    controller.stop()


def test_the_next_hand_key_is_chosen_with_the_others(qtbot: QtBot, window: MainWindow) -> None:
    dialog = ShortcutsDialog(window.stored_keys(), window)
    qtbot.addWidget(dialog)
    assert "next_hand" in dialog.edits and dialog.keys()["next_hand"] == "N"
    window.set_keys({**window.stored_keys(), "next_hand": "Space"})
    assert window.next_hand_action.shortcut().toString() == "Space"
    assert window.play_page.next_hand.text() == "Next hand  (Space)"
    assert window.stored_keys()["next_hand"] == "Space"
