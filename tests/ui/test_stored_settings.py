"""Settings out of range (edited by hand, or written by a newer version) never break a screen: a difficulty or a
question count of inf, nan or 1e400, a newer version's variant or style, a stack above what a number box holds — each is
back to its default, the dialogs open, and the user is told once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dealerdesk.play.settings import GameSettings
from dealerdesk.stored_settings import game_settings_entries
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.play_mode.new_game import NewGameDialog
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from dealerdesk.ui.window.main_window import MainWindow


def _window(qtbot: QtBot, tmp_path: Path, values: dict[str, object]) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()
    window = MainWindow(settings=settings, pace_ms=0, store=Store(":memory:"))
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("bad", ["inf", "nan", "1e400", "-inf", "-3", "100000", "lots", "9" * 400])
def test_a_training_plan_out_of_range_falls_back(qtbot: QtBot, tmp_path: Path, bad: str) -> None:
    window = _window(qtbot, tmp_path, {"trainer/difficulty": bad, "trainer/questions": bad, "trainer/minutes": bad,
                                       "trainer/seconds": bad, "trainer/kinds": "pot-limit,rake-split"})
    plan = window.stored_plan()
    default = SessionPlan()
    assert (plan.difficulty, plan.questions, plan.minutes) == (default.difficulty, default.questions,
                                                               default.minutes)
    assert [str(kind) for kind in plan.kinds] == ["pot-limit"]
    told = window.last_problem
    assert "difficulty" in told and "questions" in told and "kinds" in told and "\n" not in told
    window.last_problem = ""
    window.stored_plan()
    assert window.last_problem == ""  # said once
    dialog = SessionSetupDialog(Store(":memory:"), plan, 1, window)  # the dialog opens with the defaults
    qtbot.addWidget(dialog)


def test_game_settings_out_of_range_fall_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, {"game/stack": str(2**31 + 5), "game/variant": "NT/9", "game/seats": "nan",
                                       "game/big_blind": "1e400", "game/styles": "martian", "game/name": "Ann",
                                       "game/difficulty": "grandmaster"})
    settings = window.stored_game_settings()
    default = GameSettings()
    assert (settings.stack, settings.variant, settings.seats, settings.big_blind, settings.styles,
            settings.difficulty) == (default.stack, default.variant, default.seats, default.big_blind, default.styles,
                                     default.difficulty)
    assert settings.name == "Ann"
    assert all(key in window.last_problem for key in ("stack", "variant", "seats", "big_blind", "styles",
                                                      "difficulty"))
    dialog = NewGameDialog(window, settings)
    qtbot.addWidget(dialog)
    assert dialog.stack.value() == default.stack


def test_good_settings_say_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, {"trainer/difficulty": "3", "trainer/questions": "none",
                                       "trainer/minutes": "12.5", "game/stack": "321", "game/variant": "PO/8"})
    plan = window.stored_plan()
    assert (plan.difficulty, plan.questions, plan.minutes) == (3, None, 12.5)
    assert (window.stored_game_settings().stack, window.stored_game_settings().variant) == (321, "PO/8")
    assert window.last_problem == ""


def test_a_raked_game_is_remembered_and_a_bad_rake_falls_back(qtbot: QtBot, tmp_path: Path) -> None:
    raked = GameSettings(rake_percent=2.5, rake_cap=None, no_flop_no_drop=False, jackpot_drop=1, jackpot_threshold=15)
    window = _window(qtbot, tmp_path, game_settings_entries(raked))
    assert window.stored_game_settings() == raked and window.last_problem == ""
    window = _window(qtbot, tmp_path / "bad", {"game/rake_percent": "150", "game/rake_cap": "-1",
                                               "game/jackpot_drop": "lots"})
    settings = window.stored_game_settings()
    assert (settings.rake_percent, settings.rake_cap, settings.jackpot_drop) == (0.0, None, 0)
    assert all(key in window.last_problem for key in ("rake_percent", "rake_cap", "jackpot_drop"))
