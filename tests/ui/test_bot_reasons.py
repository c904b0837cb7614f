"""View → Show computer players' reasons: off at first, kept in the settings, and the hand history then says why
each computer player moved as it did."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dealerdesk.play.settings import GameSettings
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import play_window


def test_the_reasons_switch_is_off_until_turned_on_and_is_kept(qtbot: QtBot, tmp_path: Path) -> None:
    window = play_window(qtbot, tmp_path)
    assert not window.show_reasons.isChecked()
    controller = window.start_game(GameSettings(variant="NT", seats=4, stack=500, animations=False, watch=True),
                                   seed=3)
    assert not controller.session.show_reasons
    window.show_reasons.setChecked(True)
    assert controller.session.show_reasons
    assert window.settings.value("play/reasons", type=bool) is True
    history = window.play_page.history
    qtbot.waitUntil(lambda: "): " in history.toPlainText())  # "Dora (Preflop, folds): 7♣ 2♦ is only in …"
    controller.stop()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    again = MainWindow(settings=settings, pace_ms=0)
    qtbot.addWidget(again)
    assert again.show_reasons.isChecked()
