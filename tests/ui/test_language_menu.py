"""The language is chosen in View → Language, remembered, and used from the next start."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.window.main_window import MainWindow


def test_the_language_choice_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    with Store(":memory:") as store:
        window = MainWindow(settings=settings, pace_ms=0, store=store)
        qtbot.addWidget(window)
        assert window.language_actions[""].isChecked()  # the system's language by default
        assert [a.text() for a in window.language_actions.values()][1:] == ["English", "ไทย", "Magyar"]
        window.language_actions["hu"].trigger()
        assert settings.value("ui/language") == "hu"
        assert "Magyar" in window.statusBar().currentMessage()
        again = MainWindow(settings=settings, pace_ms=0, store=store)
        qtbot.addWidget(again)
        assert again.language_actions["hu"].isChecked() and not again.language_actions[""].isChecked()
        window.set_language("xx")  # not a language: ignored
        assert settings.value("ui/language") == "hu"
