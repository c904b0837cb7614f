"""How large the window opens: at ease on a screen with room for it, never beyond the screen's available area, and
never below the smallest size at which the table's words and the trainer's text stay readable."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

PREFERRED_SIZE = QSize(1280, 800)
"""The first window's size on a screen with room for it (the table, the side and the log at ease)."""
FRAME_ALLOWANCE = QSize(16, 40)
"""Room kept for the window manager's frame and title bar, which are not known before the window is shown."""
MINIMUM_SIZE = QSize(1024, 640)
"""The smallest window: the trainer's side is whole, and the table's words, held at the menu font's size by the
scene's text floor (:meth:`~dealerdesk.ui.felt.scene.TableScene.fit_text_to`), fit around ten seats."""


def available_room(window: QWidget) -> QSize:
    """The screen's available area (without the task bar and docks), the window's frame allowed for."""
    screen = window.screen()
    room = screen.availableGeometry().size() if screen is not None else PREFERRED_SIZE + FRAME_ALLOWANCE
    return room - FRAME_ALLOWANCE


def default_size(window: QWidget) -> QSize:
    """The first window's size: :data:`PREFERRED_SIZE` where the screen has room for it, else the screen's
    available area (a 1366×768 laptop's 1280×800 window would hang below the task bar), never below the
    smallest readable size the screen allows."""
    return PREFERRED_SIZE.boundedTo(available_room(window)).expandedTo(smallest_size(window))


def fits_screen(window: QWidget) -> bool:
    """Whether the window, as restored, fits the screen's available area (a window saved on a larger screen
    does not; a restored geometry knew its frame, so none is allowed for)."""
    room = window.screen().availableGeometry().size()
    return window.width() <= room.width() and window.height() <= room.height()


def smallest_size(window: QWidget) -> QSize:
    """The window's minimum: the smallest size at which the table's names and numbers and the trainer's
    text stay readable (:data:`MINIMUM_SIZE`), or the screen's room when it is smaller."""
    screen = window.screen()
    room = screen.availableGeometry().size() if screen is not None else MINIMUM_SIZE
    return MINIMUM_SIZE.boundedTo(room)
