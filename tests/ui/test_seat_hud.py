"""The players' statistics on the play table (View → Show player statistics (HUD)): each seat's VPIP and PFR over
the session, as its notes count them, with the hands seen, once a player has been seen for a few hands; the
switch hides and shows them at once and is kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from dealerdesk.play.settings import GameSettings
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT
from dealerdesk.ui.felt.plates import hud_text
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.felt.state import HUD_MIN_HANDS, SeatState, TableState, with_hud
from dealerdesk.ui.play_mode.controller import PlayController
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import play_window


def shown_huds(scene: TableScene) -> dict[int, str]:
    """Each seat's statistics as the table shows them: the text on its HUD plate, by seat."""
    found = {}
    for item in scene.items():
        if item.data(ITEM_KIND) == "hud" and item.isVisible():
            texts = [child.text() for child in item.childItems() if isinstance(child, QGraphicsSimpleTextItem)]
            found[int(item.data(ITEM_SEAT))] = " ".join(texts)
    return found


def played(qtbot: QtBot, window: MainWindow, hands: int) -> PlayController:
    """A watched six-seat game in ``window``, stopped once ``hands`` hands are over."""
    controller = window.start_game(GameSettings(variant="NT", seats=6, stack=500, animations=False, watch=True),
                                   seed=11)
    controller.auto_next_ms = 0
    qtbot.waitUntil(lambda: len(controller.table.finished) >= hands, timeout=30_000)
    controller.stop()
    return controller


def test_a_seat_shows_its_figures_only_once_seen_for_a_few_hands() -> None:
    state = TableState(3, (SeatState(1, "Ann", 100), SeatState(2, "Bob", 100), SeatState(3)))
    shown = with_hud(state, {1: (30, 20, HUD_MIN_HANDS - 1), 2: (25, 10, HUD_MIN_HANDS), 3: (1, 1, 99)})
    assert [row.hud for row in shown.seats] == [None, (25, 10, HUD_MIN_HANDS), None]  # seat 3 is empty


def test_the_figures_follow_the_sessions_notes(qtbot: QtBot, tmp_path: Path) -> None:
    window = play_window(qtbot, tmp_path)
    assert window.show_hud.isChecked()  # on unless turned off, as online clients show it
    controller = played(qtbot, window, HUD_MIN_HANDS + 3)
    session = controller.session
    state = controller.current_state()
    window.play_page.show_state(state)
    expected = {}
    for row in state.seats:
        if not row.occupied:
            continue
        notes = session.notes.of(row.name)
        assert notes.hands >= HUD_MIN_HANDS
        # The whole percent of the hands the player was dealt in, counted apart from the session's own reading.
        figures = (round(100 * notes.vpip / notes.hands), round(100 * notes.pfr / notes.hands), notes.hands)
        assert row.hud == figures
        expected[row.seat] = hud_text(*figures)
    assert len(expected) == 6
    assert any(row.hud[0] for row in state.seats if row.hud is not None)  # someone played a hand
    assert shown_huds(window.play_page.scene) == expected


def test_the_switch_hides_and_shows_the_figures_and_is_kept(qtbot: QtBot, tmp_path: Path) -> None:
    window = play_window(qtbot, tmp_path)
    controller = played(qtbot, window, HUD_MIN_HANDS)
    scene = window.play_page.scene
    window.play_page.show_state(controller.current_state())
    assert len(shown_huds(scene)) == 6
    window.show_hud.setChecked(False)
    assert not shown_huds(scene)
    assert all(row.hud is None for row in controller.current_state().seats)
    assert window.settings.value("play/hud", type=bool) is False
    again = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), pace_ms=0)
    qtbot.addWidget(again)
    assert not again.show_hud.isChecked()
    window.show_hud.setChecked(True)
    assert len(shown_huds(scene)) == 6
    assert window.settings.value("play/hud", type=bool) is True
