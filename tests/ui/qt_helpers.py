"""Small helpers for widget tests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.session import wait_for_dealing

if TYPE_CHECKING:
    from dealerdesk.ui.training.trainer_page import TrainerPage
    from dealerdesk.ui.window.main_window import MainWindow


def activate(qtbot: QtBot, widget: QWidget) -> None:
    """Show the widget and make its window the active one, so keyboard shortcuts reach it."""
    widget.show()
    qtbot.waitExposed(widget)
    handle = widget.windowHandle()
    assert handle is not None
    handle.requestActivate()
    qtbot.waitUntil(widget.isActiveWindow)


def settled(qtbot: QtBot, widget: QWidget | None) -> None:
    """Wait until the trainer page holding ``widget`` (or ``widget`` itself) shows all that the last key or click
    set off: its work is spread over turns of the event loop (the verdict, then the table)."""
    while widget is not None and not hasattr(widget, "settled"):
        widget = widget.parentWidget()
    if widget is not None:
        page = widget
        qtbot.waitUntil(lambda: bool(page.settled))


def remove_translator(translator: QTranslator) -> None:
    """Take out a translator a test installed, once no question is being dealt ahead: dealing translates, and a
    translator written in Python removed while the dealer thread is inside it deadlocks (Qt's translator lock
    against the interpreter's)."""
    wait_for_dealing()
    QCoreApplication.removeTranslator(translator)


def focused() -> QWidget:
    """The widget that has the keyboard (there must be one)."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def play_window(qtbot: QtBot, folder: Path) -> MainWindow:
    """The main window shown at once, its table still (no slides), with settings of its own in ``folder``."""
    from dealerdesk.ui.window.main_window import MainWindow  # noqa: PLC0415 — the window loads only for the tests using it

    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings, pace_ms=0)
    qtbot.addWidget(main)
    main.animations.setChecked(False)
    main.play_page.scene.animate = False
    main.pages.setCurrentWidget(main.play_page)  # the play table on show, as when a game is on
    main.show()
    return main


def trainer_page(qtbot: QtBot, folder: Path, size: tuple[int, int]) -> Iterator[TrainerPage]:
    """A practice session's page (seed 5, no end) at ``size``, active, for a fixture to yield."""
    from dealerdesk.trainer.session import SessionPlan, TrainingSession  # noqa: PLC0415
    from dealerdesk.trainer.store.database import Store  # noqa: PLC0415
    from dealerdesk.ui.training.trainer_page import TrainerPage  # noqa: PLC0415

    with Store(folder / "trainee.sqlite3") as store:
        profile = store.create_profile("Trainee").id
        widget = TrainerPage(TrainingSession(SessionPlan(questions=None), store, profile, random.Random(5)))
        qtbot.addWidget(widget)
        widget.resize(*size)
        activate(qtbot, widget)
        yield widget
