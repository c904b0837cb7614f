"""Issue 16: what the play table shows a player — the total pot, the player's own cards, all-in hands face up with
their equity, the result explained."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from dealerdesk.ui.main_window import MainWindow
from dealerdesk.ui.new_game import GameSettings
from dealerdesk.ui.table_items import format_chips
from dealerdesk.ui.table_scene import ITEM_KIND, ITEM_SEAT


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings, pace_ms=0)
    qtbot.addWidget(main)
    main.animations.setChecked(False)
    main.play_page.scene.animate = False
    main.show()
    return main


def items(window: MainWindow, kind: str, seat: int | None = None) -> list[QGraphicsItem]:
    return [i for i in window.play_page.scene.items()
            if i.data(ITEM_KIND) == kind and (seat is None or i.data(ITEM_SEAT) == seat)]


def texts(item: QGraphicsItem) -> str:
    return " ".join(c.text() for c in item.childItems() if isinstance(c, QGraphicsSimpleTextItem))


def test_total_pot_on_the_table_from_the_first_action_preflop(qtbot: QtBot, window: MainWindow) -> None:
    """Facing a call preflop, the blinds and the bets in front add up to a total pot on the table."""
    controller = window.start_game(GameSettings(variant="NT", seats=6, stack=500, animations=False), seed=21)
    controller.auto_next_ms = -1
    bar = window.play_page.actions
    qtbot.waitUntil(lambda: bar.active, timeout=20000)
    hand = controller.hand
    assert hand is not None and not hand.board and hand.middle == 0  # preflop: nothing gathered yet
    total = items(window, "total-pot")
    assert len(total) == 1
    assert texts(total[0]) == f"Total pot: {format_chips(hand.pot_total)}"
    assert hand.pot_total == sum(hand.bets) > 0
    bar.call_button.click()
    qtbot.waitUntil(lambda: controller.hand is None or controller.hand.is_complete or bar.active, timeout=20000)
    if controller.hand is not None and not controller.hand.is_complete:
        assert texts(items(window, "total-pot")[0]) == f"Total pot: {format_chips(controller.hand.pot_total)}"
    controller.stop()
