"""The trainer's input pieces that are more than a line edit: the side-pot table, and the one scrolling side that
holds the question, the inputs and the verdict."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from dealerdesk.ui.table_items import pot_title
from dealerdesk.ui.table_state import pot_label


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return QCoreApplication.translate("TrainerPage", text)


class PotTable(QTableWidget):
    """The side-pot answer: one row per pot (main pot first) with its amount and eligible seats.

    A new empty row appears as soon as the last one is filled in, so any number of pots can be typed without
    reaching for the mouse; clicking a seat on the table adds it to (or removes it from) the current row. The
    table is always as tall as its rows: it never scrolls inside the side, which scrolls already.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setHorizontalHeaderLabels([tr("Amount"), tr("Eligible seats")])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.setTabKeyNavigation(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.itemChanged.connect(self._grow)
        self._add_row()

    def _add_row(self) -> None:
        row = self.rowCount()
        self.insertRow(row)
        self.setVerticalHeaderItem(row, QTableWidgetItem(pot_title(pot_label(row))))
        for column in range(2):
            self.setItem(row, column, QTableWidgetItem(""))
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the header and every row."""
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth() + 2)

    def _grow(self, _item: QTableWidgetItem) -> None:
        last = self.rowCount() - 1
        if any(self.text(last, column) for column in range(2)):
            self.blockSignals(True)
            self._add_row()
            self.blockSignals(False)

    def text(self, row: int, column: int) -> str:
        """A cell's text ("" when empty)."""
        item = self.item(row, column)
        return item.text().strip() if item is not None else ""

    def set_pot(self, row: int, amount: str, seats: str) -> None:
        """Fill a row (adding rows as needed)."""
        while self.rowCount() <= row:
            self._add_row()
        self.item(row, 0).setText(amount)
        self.item(row, 1).setText(seats)

    def toggle_seat(self, seat: int) -> None:
        """Add the seat to the current row's eligible seats, or take it out if it is there."""
        self.commit_editing()
        row = max(self.currentRow(), 0)
        words = self.text(row, 1).replace(",", " ").split()
        words = [w for w in words if w != str(seat)] if str(seat) in words else [*words, str(seat)]
        self.set_pot(row, self.text(row, 0), " ".join(sorted(words, key=lambda w: (len(w), w))))
        self.setCurrentCell(row, 1)

    def commit_editing(self) -> None:
        """Keep what is being typed in a cell (Enter answers at once: the cell must not lose it)."""
        editor = QApplication.focusWidget()
        if self.state() == QAbstractItemView.State.EditingState and editor is not None \
                and self.viewport().isAncestorOf(editor):
            self.commitData(editor)
            self.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        """Tab from the last cell (or Shift+Tab from the first) leaves the table for the next field, as Tab
        does everywhere else, instead of losing the keyboard to the end of the window's focus chain."""
        row, column = self.currentRow(), self.currentColumn()
        forward = hint == QAbstractItemDelegate.EndEditHint.EditNextItem and \
            (row, column) == (self.rowCount() - 1, self.columnCount() - 1)
        back = hint == QAbstractItemDelegate.EndEditHint.EditPreviousItem and (row, column) == (0, 0)
        if not (forward or back):
            super().closeEditor(editor, hint)
            return
        super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.SubmitModelCache)
        QWidget.focusNextPrevChild(self, forward)

    def lines(self) -> list[str]:
        """The filled rows as ``"amount: seats"`` lines, for :func:`answers.pots`."""
        return [f"{self.text(row, 0)}: {self.text(row, 1)}" for row in range(self.rowCount())
                if self.text(row, 0) or self.text(row, 1)]


class SideScroll(QScrollArea):
    """The trainer side's one vertical scroll area, whose content is always as wide as the viewport (nothing
    under the scroll bar) and as tall as its wrapped text needs at that width.

    QScrollArea sizes its widget by the minimum size hint, which knows nothing of word wrap: long questions in a
    narrow side (or in a longer language) would be squeezed onto each other instead of scrolling.
    """

    resized = Signal()
    """The visible part changed size (after the content is refitted)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def fit(self) -> None:
        """Give the content the height its layout needs at the viewport's width."""
        content = self.widget()
        layout = content.layout() if content is not None else None
        if content is None or layout is None:
            return
        layout.activate()
        width = self.viewport().width()
        needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        content.setMinimumHeight(max(needed, layout.totalMinimumSize().height()))

    def resizeEvent(self, event: Any) -> None:
        """Refit on every width change."""
        super().resizeEvent(event)
        self.fit()
        self.resized.emit()
