"""Small helpers for widget tests."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot


def activate(qtbot: QtBot, widget: QWidget) -> None:
    """Show the widget and make its window the active one, so keyboard shortcuts reach it."""
    widget.show()
    qtbot.waitExposed(widget)
    handle = widget.windowHandle()
    assert handle is not None
    handle.requestActivate()
    qtbot.waitUntil(widget.isActiveWindow)
