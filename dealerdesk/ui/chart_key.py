"""The key of the progress charts: each skill's colour and name, in rows that wrap between skills — never inside
a skill's name, in any language (a Thai name has no spaces to wrap at, and a rich-text label breaks it between
words) — under the charts rather than over their lines, where a dozen skills would hide a chart."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

SPACING = (14, 2)
"""Pixels between two entries of a row, and between two rows."""
GAP = 4
"""Pixels between an entry's dot and its name."""


class ChartKey(QWidget):
    """Entries (a coloured dot and a name), laid out left to right and wrapped to the widget's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[tuple[QLabel, QLabel]] = []
        """Each entry's dot and name (plain text, so that a name is measured and drawn whole)."""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_entries(self, entries: list[tuple[str, str]]) -> None:
        """Show these (colour, name) entries, in order."""
        for dot, name in self.entries:
            dot.deleteLater()
            name.deleteLater()
        self.entries = []
        for colour, text in entries:
            dot = QLabel("●", self)
            dot.setStyleSheet(f"color: {colour};")
            name = QLabel(text, self)
            name.setObjectName("chartKeyEntry")
            for label in (dot, name):
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.show()
            self.entries.append((dot, name))
        self.updateGeometry()
        self._place(self.width())

    def names(self) -> list[str]:
        """The names shown, in order (for tests and accessibility)."""
        return [name.text() for _dot, name in self.entries]

    def _place(self, width: int, *, move: bool = True) -> int:
        """Lay the entries out in rows at most ``width`` wide; the height they take."""
        x = y = row_height = 0
        for dot, name in self.entries:
            dot_size, name_size = dot.sizeHint(), name.sizeHint()
            entry_width = dot_size.width() + GAP + name_size.width()
            height = max(dot_size.height(), name_size.height())
            if x > 0 and x + entry_width > width:
                x, y = 0, y + row_height + SPACING[1]
                row_height = 0
            if move:
                dot.setGeometry(x, y, dot_size.width(), height)
                name.setGeometry(x + dot_size.width() + GAP, y, name_size.width(), height)
            x += entry_width + SPACING[0]
            row_height = max(row_height, height)
        return y + row_height

    def _widest(self) -> int:
        return max((dot.sizeHint().width() + GAP + name.sizeHint().width() for dot, name in self.entries), default=0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(width, move=False)

    def sizeHint(self) -> QSize:
        widest = self._widest()
        return QSize(widest, self.heightForWidth(max(self.width(), widest)))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.heightForWidth(max(self.width(), 1)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place(event.size().width())
