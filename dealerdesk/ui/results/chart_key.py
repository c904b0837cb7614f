"""The key of the progress charts, and the choice of the skills they show: each skill's colour and name as a
check box, in rows that wrap between skills — never inside a skill's name, in any language (a Thai name has no
spaces to wrap at, and a rich-text label breaks it between words) — under the charts rather than over their lines,
where a dozen skills would hide a chart.

Twelve skills drawn at once are a tangle of lines and a dozen dashed targets: the key is also the picker, so the
charts show the few skills ticked (Tab to a skill, Space to tick it, as in any form)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import QCheckBox, QSizePolicy, QWidget

SPACING = (14, 2)
"""Pixels between two entries of a row, and between two rows."""
DOT = 12
"""The colour dot's size in pixels."""


def dot_icon(colour: str) -> QIcon:
    """A skill's colour as a round dot, the check box's icon (between the box and the name)."""
    pixmap = QPixmap(DOT * 2, DOT * 2)  # drawn at twice the size: sharp on a HiDPI screen
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawEllipse(1, 1, DOT - 2, DOT - 2)
    painter.end()
    return QIcon(pixmap)


class ChartKey(QWidget):
    """Entries (a check box with the skill's colour dot and name), laid out left to right and wrapped to the
    widget's width; :attr:`chosen_changed` tells when the trainee ticks or unticks one."""

    chosen_changed = Signal()
    """A skill was ticked or unticked by the trainee (not by :meth:`set_entries`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[QCheckBox] = []
        """Each entry's check box (plain text, so that a name is measured and drawn whole)."""
        self.keys: list[str] = []
        """Each entry's key (what :meth:`chosen` returns), in the entries' order."""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_entries(self, entries: list[tuple[str, str, str]], chosen: set[str] | None = None) -> None:
        """Show these (key, colour, name) entries, in order; those whose key is in ``chosen`` ticked (None: all)."""
        for box in self.entries:
            # Hidden at once: deleted only when the event loop next turns, the old entries showed under the new
            # ones, laid out for another width (a page grabbed before that turn, as a snapshot does).
            box.hide()
            box.deleteLater()
        self.entries = []
        self.keys = []
        for key, colour, text in entries:
            box = QCheckBox(text, self)
            box.setObjectName("chartKeyEntry")
            box.setIcon(dot_icon(colour))
            box.setIconSize(QSize(DOT, DOT))
            box.setProperty("colour", colour)
            box.setChecked(chosen is None or key in chosen)
            box.toggled.connect(lambda _on: self.chosen_changed.emit())
            box.show()
            self.entries.append(box)
            self.keys.append(key)
        self.updateGeometry()
        self._place(self.width())

    def names(self) -> list[str]:
        """The names shown, in order (for tests and accessibility)."""
        return [box.text() for box in self.entries]

    def chosen(self) -> set[str]:
        """The keys of the entries ticked."""
        return {key for key, box in zip(self.keys, self.entries, strict=True) if box.isChecked()}

    def _place(self, width: int, *, move: bool = True) -> int:
        """Lay the entries out in rows at most ``width`` wide; the height they take."""
        x = y = row_height = 0
        for box in self.entries:
            size = box.sizeHint()
            entry_width, height = size.width(), size.height()
            if x > 0 and x + entry_width > width:
                x, y = 0, y + row_height + SPACING[1]
                row_height = 0
            if move:
                box.setGeometry(x, y, entry_width, height)
            x += entry_width + SPACING[0]
            row_height = max(row_height, height)
        return y + row_height

    def _widest(self) -> int:
        return max((box.sizeHint().width() for box in self.entries), default=0)

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
