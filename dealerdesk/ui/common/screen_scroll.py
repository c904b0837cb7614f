"""A dialog's choices whole where the screen is high enough, else scrolling within the screen's height: with
Thai's taller lines the training setup and New game dialogs are taller than a 640-pixel screen, and their OK and
Cancel must stay on it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget

DIALOG_CHROME = 130
"""Pixels of a dialog's height that are not its choices: the title bar, the margins and the Start/Cancel row."""


class ScreenHighScroll(QScrollArea):
    """A dialog's choices, whole where the screen is high enough, else scrolling within the screen's height (with
    Thai's larger text a dialog is taller than a 640-pixel screen, and its Start or OK must stay on it)."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.body = body
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Not expanding: a dialog whose content expands is sized to two thirds of the screen, not to its content.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        body.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.body and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # a line shown or hidden among the choices: the dialog's height follows
        return super().eventFilter(watched, event)

    def room(self) -> int:
        """The height the choices may take on this screen."""
        screen = self.screen()
        return (screen.availableGeometry().height() if screen is not None else 10_000) - DIALOG_CHROME

    def sizeHint(self) -> QSize:
        body = self.body
        hint = body.sizeHint()
        width = max(hint.width(), body.minimumSizeHint().width())
        height = body.heightForWidth(max(self.viewport().width(), width)) if body.hasHeightForWidth() else -1
        height = height if height > 0 else hint.height()
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        return QSize(width + (scroll_bar if height > self.room() else 0), min(height, self.room()))

    def minimumSizeHint(self) -> QSize:
        # As tall as the choices, up to the screen's room: a dialog is otherwise sized to two thirds of the screen.
        return QSize(self.body.minimumSizeHint().width(), self.sizeHint().height())
