"""A word-wrapped label that lays its text out once per width (the trainer's side is all wrapped text, and its
layouts ask each label's height again and again while a verdict is shown and fitted)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QLabel, QWidget


class WrappedText(QLabel):
    """A word-wrapped label that lays its text out once per width: the layouts ask a wrapped label its height for
    a width many times while a panel is shown and fitted (each asking re-laid out the whole rich text, a long
    explanation 2–5 ms each time); the answers are kept until the text or the font changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._heights: dict[int, int] = {}
        self._hint: QSize | None = None
        self._minimum: QSize | None = None

    def setText(self, text: str) -> None:
        if text != self.text():
            self._forget()
            super().setText(text)

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def sizeHint(self) -> QSize:
        if self._hint is None:
            self._hint = super().sizeHint()
        return self._hint

    def minimumSizeHint(self) -> QSize:
        if self._minimum is None:
            self._minimum = super().minimumSizeHint()
        return self._minimum

    def _forget(self) -> None:
        self._heights.clear()
        self._hint = self._minimum = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._forget()
        super().changeEvent(event)
