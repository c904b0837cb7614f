"""Menu entries as the main window makes them: a command, a switch kept in the settings, a choice of one among
several (the computer players' speed, the language)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu


def command(menu: QMenu, parent: QObject, text: str, handler: Callable[[], object],
            shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
    """An entry that does ``handler`` when chosen."""
    action = QAction(text, parent)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(handler)
    menu.addAction(action)
    return action


def switch(menu: QMenu, parent: QObject, text: str, handler: Callable[[], object], *, settings: QSettings, key: str,
           default: bool) -> QAction:
    """A checkable entry whose state is kept under ``key`` in the settings (read here; ``handler``, called on
    each change by a click or by code alike, writes it)."""
    action = QAction(text, parent)
    action.setCheckable(True)
    action.setChecked(bool(settings.value(key, default, type=bool)))
    action.toggled.connect(handler)
    menu.addAction(action)
    return action


def choice(menu: QMenu, parent: QObject, options: Sequence[tuple[str, str]], current: str,
           chosen: Callable[[str], object]) -> dict[str, QAction]:
    """One checkable entry per ``(key, label)`` option, one of them checked at a time (``current`` first, if it
    is one); ``chosen`` is called with the key of an option the user picks. Returns the entries by key."""
    group = QActionGroup(parent)
    actions: dict[str, QAction] = {}
    for key, label in options:
        action = QAction(label, parent)
        action.setCheckable(True)
        action.setChecked(key == current)
        action.triggered.connect(lambda _checked=False, key=key: chosen(key))
        group.addAction(action)
        menu.addAction(action)
        actions[key] = action
    return actions
