"""The trainer's inputs: the form of a question's parts drawn from its kind's description of them
(:mod:`dealerdesk.trainer.kinds.inputs`: a line per amount or seats, the side-pot table, the face-up box, the
winning-hand list), the text of each handed to the kind to read, what a part left empty is refused for, and the one
scrolling side that holds the question, the inputs and the verdict."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.i18n import translate
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.inputs import HandNameInput, Input, OrderInput, PotsInput, SeatAmountsInput, shown_text
from dealerdesk.ui.common.wrapped_text import WrappedText
from dealerdesk.ui.felt.items import pot_title
from dealerdesk.ui.felt.state import pot_label


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return translate("TrainerPage", text)


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
        """Fill a row (adding rows as needed); a cell editor left open would write its old text back over it."""
        self._close_editor(commit=False)
        while self.rowCount() <= row:
            self._add_row()
        for column, text in enumerate((amount, seats)):
            item = self.item(row, column)
            if item is None:
                item = QTableWidgetItem("")
                self.setItem(row, column, item)
            item.setText(text)

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
        self._close_editor(commit=True)

    def _open_editor(self) -> QWidget | None:
        """The editor of the cell being typed in, or None."""
        editor = QApplication.focusWidget()
        if self.state() != QAbstractItemView.State.EditingState or editor is None \
                or not self.viewport().isAncestorOf(editor):
            return None
        while editor.parentWidget() is not self.viewport():  # the editor itself, not a part of it
            parent = editor.parentWidget()
            if parent is None:
                return None
            editor = parent
        return editor

    def _close_editor(self, *, commit: bool) -> None:
        """Close the open cell editor, keeping what it holds (``commit``) or not (the cell is being set)."""
        editor = self._open_editor()
        if editor is None:
            return
        if commit:
            self.commitData(editor)
        # The delegate watches its editor and commits it when it loses the keyboard, which a closed editor does
        # (Qt deletes it later): by then the view has let it go, and Qt warns on stderr. What it held is kept above.
        editor.removeEventFilter(self.itemDelegateForIndex(self.currentIndex()))
        self.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in a cell (being typed in or not) keeps what is typed and goes on to the page, which answers, as
        Enter does in every other field; a table view would keep it to close the cell's editor."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commit_editing()
            event.ignore()
            return
        super().keyPressEvent(event)

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        """Tab from the last cell (or Shift+Tab from the first) leaves the table for the next field, as Tab
        does everywhere else, instead of losing the keyboard to the end of the window's focus chain."""
        row, column = self.currentRow(), self.currentColumn()
        forward = hint == QAbstractItemDelegate.EndEditHint.EditNextItem and (
            (row, column) == (self.rowCount() - 1, self.columnCount() - 1) or self._in_empty_last_row(editor))
        back = hint == QAbstractItemDelegate.EndEditHint.EditPreviousItem and (row, column) == (0, 0)
        if not (forward or back):
            super().closeEditor(editor, hint)
            return
        super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.SubmitModelCache)
        QWidget.focusNextPrevChild(self, forward)

    def _in_empty_last_row(self, editor: QWidget) -> bool:
        """The cell being left is the empty row waiting for another pot, with nothing typed in it: Tab there means
        "no more pots" and goes on to the next field (else two more Tabs through empty cells)."""
        row = self.currentRow()
        typed = editor.text() if isinstance(editor, QLineEdit) else ""
        return row > 0 and row == self.rowCount() - 1 and not typed.strip() and not any(
            self.text(row, column).strip() for column in range(self.columnCount()))

    def lines(self) -> list[str]:
        """The filled rows as ``"amount: seats"`` lines, for :func:`answers.pots`."""
        return [f"{self.text(row, 0)}: {self.text(row, 1)}" for row in range(self.rowCount())
                if self.text(row, 0) or self.text(row, 1)]

    def set_lines(self, lines: list[str]) -> None:
        """Fill the rows from ``"amount: seats"`` lines (the inverse of :meth:`lines`)."""
        for row, line in enumerate(lines):
            amount, _colon, seats = line.partition(":")
            self.set_pot(row, amount.strip(), seats.strip())


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

    def setWidget(self, widget: QWidget) -> None:
        """The content, refitted whenever its layout changes (a row added to the pot grid, a message shown)."""
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A change in the content's layout refits it: the height the content was given earlier is its minimum,
        and a content grown since would be squeezed into it (the pot grid's new row under the next field)."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            handled = super().eventFilter(watched, event)
            self.fit()
            return handled
        return super().eventFilter(watched, event)

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

    def needed_height(self) -> int:
        """How tall the content is at the viewport's width, as it is now (after a change of what is shown)."""
        content = self.widget()
        layout = content.layout() if content is not None else None
        if layout is None:
            return 0
        layout.invalidate()
        layout.activate()
        return layout.totalHeightForWidth(self.viewport().width())

    def shows(self, widget: QWidget) -> bool:
        """Whether all of ``widget`` (inside the content) is in the visible part."""
        viewport = self.viewport()
        rect = widget.rect()
        return viewport.rect().contains(widget.mapTo(viewport, rect.topLeft())) and \
            viewport.rect().contains(widget.mapTo(viewport, rect.bottomRight()))

    def bring_into_sight(self, widget: QWidget) -> None:
        """Scroll (only if needed, and only as far as needed) so ``widget`` ends in sight; one taller than the
        visible part shows its top."""
        self.fit()
        content = self.widget()
        if content is None:
            return
        bar = self.verticalScrollBar()
        top = widget.mapTo(content, widget.rect().topLeft()).y()
        bottom = top + widget.height()
        if bottom - bar.value() > self.viewport().height():
            bar.setValue(min(top - 6, bottom - self.viewport().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Refit on every width change."""
        super().resizeEvent(event)
        self.fit()
        self.resized.emit()


class AnswerForm(QWidget):
    """The inputs of one question as its kind describes them, and which of them takes a seat clicked on the table
    (the last seat field used). What is typed goes back to the kind as text, input by input."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        # The pot grid's hint: above the form, not a row of it. A form lays out a wrapped row's height for a width
        # by its one-line minimum, so the rows under it were squeezed onto each other (the grid under "Returned").
        self.hint = wrapped_label("answerHint")
        self.hint.setVisible(False)
        column.addWidget(self.hint)
        self.form = QFormLayout()
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        column.addLayout(self.form)
        self.fields: dict[str, QWidget] = {}
        """The inputs by answer key ("max_raise_to", "pots", "hand" …), in the order shown."""
        self.inputs: dict[str, Input] = {}
        """The kind's description of each input, by answer key."""
        self.seat_target: QWidget | None = None
        """The field a seat click goes to."""
        self.question: Question | None = None
        """The question the inputs are built for (None: not built yet for the question asked)."""

    def _add(self, field: Input, widget: QWidget, label: str | None = None) -> None:
        widget.setObjectName(f"answer_{field.key}")
        self.fields[field.key] = widget
        self.inputs[field.key] = field
        if label is None:
            self.form.addRow(widget)
        else:
            self.form.addRow(label, widget)
        if field.takes_seats:
            self._takes_seats(widget)

    def _takes_seats(self, widget: QWidget) -> None:
        """Seat clicks go to this field while it is the last one used."""
        widget.installEventFilter(self)
        if self.seat_target is None:
            self.seat_target = widget

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Remember which seat field was last focused."""
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.seat_target = watched
        return super().eventFilter(watched, event)

    def build(self, q: Question) -> None:
        """The inputs the question's kind describes, in a form (Tab goes through them in order)."""
        for widget in self.fields.values():
            widget.removeEventFilter(self)  # no event of a field being deleted comes here
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}
        self.inputs = {}
        self.seat_target = None
        self.question = q
        self.hint.setVisible(False)
        for field in kind_of(q.kind).inputs(q):
            label = pot_title(pot_label(field.pot)) if field.pot is not None else field.shown_label()
            if isinstance(field, PotsInput):
                self.hint.setText(shown_text(field.hint))
                self.hint.setVisible(True)
                self._add(field, PotTable())
            elif isinstance(field, HandNameInput):
                names = QComboBox()
                names.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                names.setMinimumContentsLength(12)
                for name in field.choices:
                    names.addItem(answers.hand_label(name), name)
                # Nothing chosen until the trainee chooses: an untouched box must not answer "Royal flush".
                names.setPlaceholderText(shown_text(field.choose))
                names.setCurrentIndex(-1)
                self._add(field, names, label)
            else:
                # No returnPressed here: Enter reaches the page (keyPressEvent), which answers exactly once.
                edit = QLineEdit()
                edit.setPlaceholderText(shown_text(field.placeholder))
                self._add(field, edit, label)
                if isinstance(field, OrderInput):
                    box = QCheckBox(shown_text(field.face_up))
                    box.setObjectName(f"answer_{field.face_up_key}")
                    self.fields[field.face_up_key] = box
                    # The whole row's width: beside the labels' column it was cut in a narrow side column
                    # ("Minden kéz egyszerre felfordítva" at 1024×640).
                    self.form.addRow(box)
        self._show_rows()

    def _show_rows(self) -> None:
        """Show the new rows now: a layout shows the widgets added to a visible form only a turn of the event
        loop later, and until then the first field cannot take the keyboard (the keys typed meanwhile would go
        elsewhere)."""
        for child in self.children():
            if isinstance(child, QWidget) and child is not self.hint:
                child.setVisible(True)

    def texts(self) -> dict[str, str]:
        """What is typed in each input, by answer key (a ticked box is "yes"; the pot table's rows are lines)."""
        result: dict[str, str] = {}
        for key, widget in self.fields.items():
            if isinstance(widget, PotTable):
                result[key] = "\n".join(widget.lines())
            elif isinstance(widget, QLineEdit):
                result[key] = widget.text()
            elif isinstance(widget, QCheckBox):
                result[key] = "yes" if widget.isChecked() else ""
            elif isinstance(widget, QComboBox):
                data = widget.currentData()
                result[key] = "" if data is None else str(data)
        return result

    def put_texts(self, texts: dict[str, str]) -> None:
        """Type each text into its input, as a trainee would (the inverse of :meth:`texts`)."""
        for key, text in texts.items():
            widget = self.fields.get(key)
            if isinstance(widget, PotTable):
                widget.set_lines(text.splitlines())
            elif isinstance(widget, QLineEdit):
                widget.setText(text)
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(text))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(text)))

    def seat_clicked(self, seat: int) -> None:
        """A click on a seat answers with it: added to the last-used seat field."""
        target = self.seat_target
        if target is None:
            return
        if isinstance(target, PotTable):
            target.toggle_seat(seat)
        elif isinstance(target, QLineEdit):
            key = next((k for k, w in self.fields.items() if w is target), "")
            text = target.text().rstrip()
            if isinstance(self.inputs.get(key), SeatAmountsInput):  # "seat: " then the chips are typed
                target.setText(f"{text}, {seat}: " if text else f"{seat}: ")
            else:
                target.setText(f"{text} {seat}".strip())
        target.setFocus()

    def unanswered(self) -> tuple[QWidget, str] | None:
        """The first part left empty and why it cannot be graded yet (None: every part has an answer). Nothing
        is taken for granted: an empty box is not "none", an untouched list is not its first entry."""
        for key, widget in self.fields.items():
            field = self.inputs.get(key)
            if isinstance(widget, QComboBox) and widget.currentIndex() < 0:
                unchosen = field.unchosen if isinstance(field, HandNameInput) else "Choose the winning hand."
                return widget, shown_text(unchosen)
            if not isinstance(widget, QLineEdit) or widget.text().strip() or field is None:
                continue
            face_up = self.fields.get(field.face_up_key) if isinstance(field, OrderInput) else None
            if isinstance(face_up, QCheckBox) and face_up.isChecked():
                continue
            label = self.form.labelForField(widget)
            name = label.text() if isinstance(label, QLabel) else key
            if field.none_allowed:
                return widget, tr("“{field}” is not answered yet: type {none} if there is none.").format(
                    field=name, none=answers.none_word())
            return widget, tr("“{field}” is not answered yet.").format(field=name)
        return None


SIDE_WIDTH = 360
"""The question's side is never narrower (its fields and buttons need it)."""


def wrapped_label(name: str, style: str = "") -> QLabel:
    """A label of the side that wraps at the width it gets. (A wrapped label's minimum width is a guess that can
    exceed the side's width — long questions, longer languages; with none, the layout wraps it at the width it
    really has and gives it the height.)"""
    label = WrappedText()
    label.setObjectName(name)
    label.setMinimumWidth(1)
    if style:
        label.setStyleSheet(style)
    return label


def side_column(back: QWidget, scroll: QScrollArea, button_rows: tuple[QWidget, ...]) -> QWidget:
    """The trainer's side: a way back at the top, the scrolling question and verdict, and under them, always in
    sight, the rows of buttons that move on."""
    side = QWidget()
    side.setObjectName("trainerSideColumn")
    side.setMinimumWidth(SIDE_WIDTH)
    column = QVBoxLayout(side)
    column.setContentsMargins(0, 0, 0, 6)
    column.setSpacing(4)
    back_row = QHBoxLayout()
    back_row.setContentsMargins(8, 4, 8, 0)
    back_row.addWidget(back)
    back_row.addStretch(1)
    column.addLayout(back_row)
    column.addWidget(scroll, 1)
    buttons = QVBoxLayout()
    buttons.setContentsMargins(9, 0, 9, 0)
    for row in button_rows:
        buttons.addWidget(row)
    column.addLayout(buttons)
    return side


class TableAndSide(QSplitter):
    """The table beside the side. The side gets 42 % of the width (360 to 560 px), the table the rest and at
    least 660 px while it can, so a small window keeps the table's names readable (about 8 px at 1024 × 640) —
    until the trainee drags the divider."""

    def __init__(self, table: QWidget, side: QWidget) -> None:
        super().__init__()
        self.setChildrenCollapsible(False)
        self.addWidget(table)
        self.addWidget(side)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        self.setSizes([740, 540])
        self.chosen = False
        """The trainee moved the divider: the shares are theirs from then on."""
        self.splitterMoved.connect(self._moved)

    def _moved(self, _position: int, _index: int) -> None:
        self.chosen = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Share the width anew, unless the trainee chose the shares."""
        super().resizeEvent(event)
        if not self.chosen:
            width = self.width()
            side = min(560, max(SIDE_WIDTH, round(width * 0.42)))
            side = min(side, max(SIDE_WIDTH, width - 660))
            self.setSizes([max(1, width - side), side])
