"""A row of buttons that stacks them when their words do not fit side by side.

A button squeezed below its text's width cuts its words ("redmény mentése PDF-ként…" at 1024×640 in Hungarian);
a trainer's side column is as narrow as 360 pixels, so its rows of buttons go from left to right while every shown
button fits at its full width and turn into a column when they do not.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QPushButton, QWidget


class ButtonRow(QWidget):
    """Buttons side by side, or one under another when side by side would cut a button's words."""

    def __init__(self, buttons: tuple[QPushButton, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = buttons
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.row.setContentsMargins(0, 0, 0, 0)
        for button in buttons:
            self.row.addWidget(button)

    def needed_width(self) -> int:
        """The width the shown buttons take side by side, each at its full size."""
        shown = [b for b in self.buttons if not b.isHidden()]
        return sum(b.sizeHint().width() for b in shown) + self.row.spacing() * max(0, len(shown) - 1)

    def fit(self) -> None:
        """Side by side when the shown buttons fit the row's width, else stacked."""
        beside = self.needed_width() <= self.width()
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            self.row.setDirection(direction)
            self.row.activate()  # the new height is asked for now, not on a later turn of the event loop

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def event(self, event: QEvent) -> bool:
        # A button shown, hidden or renamed asks for a new layout: the row is fitted again.
        if event.type() == QEvent.Type.LayoutRequest:
            self.fit()
        return super().event(event)
