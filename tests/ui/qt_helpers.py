"""Small helpers for widget tests."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.session import wait_for_dealing


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
