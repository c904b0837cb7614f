"""A log that keeps its newest line in view: the play page's hand history.

Qt's :class:`~PySide6.QtWidgets.QPlainTextEdit` scrolls to a line it appends only when its view is at the very
end at that moment. Anything that lays the text out again between two lines — the panel's font growing with the
window, a resize that wraps the lines anew, a language's larger Thai font — leaves the view a few lines above the
end, and from then on every new line lands out of sight: the hand's last actions, its result and the computer
players' reasons all go unseen until the reader scrolls. :class:`FollowEnd` follows the end as a reader expects:
while the view is at the end, it stays there whatever moves the end; once the reader scrolls up to read back,
it stays where they put it, until they scroll to the end again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QAbstractScrollArea


class FollowEnd(QObject):
    """Keeps ``area``'s vertical scroll bar at its end while the reader has left it there (owned by the bar)."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        bar = area.verticalScrollBar()
        super().__init__(bar)
        self._bar = bar
        self.following = True
        """Whether the view is kept at the end: true until the reader scrolls away from it."""
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._grown)

    @Slot(int)
    def _moved(self, value: int) -> None:
        self.following = value >= self._bar.maximum()

    @Slot(int, int)
    def _grown(self, _minimum: int, maximum: int) -> None:
        if self.following and self._bar.value() != maximum:
            self._bar.setValue(maximum)
