"""The New game dialog: what is chosen is what is played, and impossible settings are refused with a reason."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from dealerdesk.bots import STYLES
from dealerdesk.bots.levels import LEVELS
from dealerdesk.play.settings import GameSettings
from dealerdesk.rules.rake import RakeStructure
from dealerdesk.ui.common.language import install_language
from dealerdesk.ui.common.screen_scroll import DIALOG_CHROME, ScreenHighScroll
from dealerdesk.ui.play_mode.new_game import NewGameDialog
from tests.ui.test_i18n import clean_language as clean_language  # noqa: PLC0414 - the fixture


def test_settings_round_trip(qtbot: QtBot) -> None:
    start = GameSettings(variant="PO/8", seats=9, stack=1500, small_blind=5, big_blind=10, ante=1,
                         big_blind_ante=True, button="moving", name="Réka", styles=("calling-station",),
                         difficulty="shark")
    dialog = NewGameDialog(settings=start)
    qtbot.addWidget(dialog)
    chosen = dialog.settings()
    assert chosen == start
    assert dialog.check() == ""


def test_default_opponents_are_a_mix_of_regulars(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.settings().styles == tuple(STYLES) and dialog.settings().difficulty == "regular"
    # Each level is offered with a line on how it plays.
    assert [dialog.difficulty.itemData(i) for i in range(dialog.difficulty.count())] == list(LEVELS)
    assert all(dialog.difficulty.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(dialog.difficulty.count()))


def test_impossible_blinds_and_stacks_are_refused(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.small_blind.setValue(10)
    dialog.big_blind.setValue(5)
    assert dialog.check() == "The small blind cannot be bigger than the big blind."
    dialog._accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    # Said under the blinds, not in the title bar (where it was cut off).
    assert dialog.blind_problem.text() == dialog.problem and not dialog.blind_problem.isHidden()
    assert dialog.windowTitle() == "New game" and dialog.stack_problem.isHidden()
    dialog.small_blind.setValue(5)
    dialog.big_blind.setValue(500)
    dialog.stack.setValue(100)
    assert dialog.check() == "Stacks must cover at least one big blind."


def test_a_raked_game_round_trips_and_greys_out_what_does_not_apply(qtbot: QtBot) -> None:
    start = GameSettings(rake_percent=10, rake_cap=5, no_flop_no_drop=False, jackpot_drop=1, jackpot_threshold=20)
    dialog = NewGameDialog(settings=start)
    qtbot.addWidget(dialog)
    assert dialog.settings() == start and dialog.check() == ""
    assert dialog.settings().rake_structure() == RakeStructure(percent=Fraction(10), cap=5, no_flop_no_drop=False,
                                                               jackpot_drop=1, jackpot_threshold=20)
    dialog.jackpot_drop.setValue(30)  # the pot a drop comes from is at least the drop
    assert dialog.jackpot_threshold.value() == 30
    dialog.jackpot_drop.setValue(0)
    dialog.rake.setValue(0)
    assert not dialog.jackpot_threshold.isEnabled() and not dialog.rake_cap.isEnabled()
    assert not dialog.no_flop_no_drop.isEnabled()
    assert dialog.rake.text() == "No rake" and dialog.settings().rake_structure() is None
    dialog.rake.setValue(5)
    dialog.rake_cap.setValue(0)
    assert dialog.rake_cap.text() == "No cap" and dialog.settings().rake_cap is None
    assert dialog.settings().rake_structure() == RakeStructure(percent=Fraction(5), cap=None, no_flop_no_drop=False)


def test_the_choices_scroll_on_a_low_screen_and_ok_stays_on_it(qtbot: QtBot, clean_language: QApplication,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # In Thai (taller lines) the dialog was 648 pixels high: on a 640-pixel screen OK and Cancel were off it.
    install_language(clean_language, "th")
    tall = NewGameDialog()
    qtbot.addWidget(tall)
    needed = tall.choices.body.sizeHint().height()
    monkeypatch.setattr(ScreenHighScroll, "room", lambda _self: needed - 150)
    low = NewGameDialog()
    qtbot.addWidget(low)
    low.show()
    qtbot.waitExposed(low)
    assert low.height() <= needed - 150 + DIALOG_CHROME
    assert low.choices.verticalScrollBar().maximum() > 0  # every choice still there, by scrolling
    ok = low.findChild(QDialogButtonBox)
    assert ok is not None and ok.isVisible() and ok.geometry().bottom() <= low.height()
    monkeypatch.setattr(ScreenHighScroll, "room", lambda _self: 10_000)
    roomy = NewGameDialog()
    qtbot.addWidget(roomy)
    roomy.show()
    qtbot.waitExposed(roomy)
    assert roomy.choices.verticalScrollBar().maximum() == 0  # a screen high enough shows them all
