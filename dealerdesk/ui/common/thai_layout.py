"""Thai lines break between words in the message boxes and the tables' cells too, on every system, without a change
at each place that makes one.

Qt breaks Thai only where libthai is installed (most Linux desktops); on Windows and macOS it breaks Thai only at
spaces, and a long Thai message box sentence is either one line across the screen or, past Qt's width limit,
wrapped at any letter (a vowel cut from its consonant). The wrapped text widgets
(:mod:`dealerdesk.ui.common.wrapped_text`) lay their text out with zero-width spaces between words; message boxes
and table cells are Qt's own widgets, shown from many places (``QMessageBox.information`` makes its box inside
Qt), so one application-wide event filter, :class:`ThaiBreaks`, reaches them all:

* a :class:`~PySide6.QtWidgets.QMessageBox` about to show gets its text and informative text with the breaks
  (:func:`dealerdesk.thai_words.with_breaks`); what the calling code passed is not changed, and Ctrl+C in the box
  copies its texts without the zero-width spaces;
* an item view (table, list) whose delegate is Qt's default gets :class:`ThaiBreaksDelegate`, which adds the
  breaks to the text it draws and measures, never to the model: what Ctrl+C copies from a view (the current
  cell's data), what a drag carries and what an editor starts from stay the text as it was set.

:func:`install_thai_breaks` installs the filter; :func:`dealerdesk.ui.window.app.application` calls it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence, QTextDocumentFragment
from PySide6.QtGui import Qt as GuiQt  # the Qt namespace's text functions (mightBeRichText) live in QtGui
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QMessageBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextEdit,
)

from dealerdesk.thai_words import ZERO_WIDTH_SPACE, with_breaks

DEFAULT_DELEGATE = "QStyledItemDelegate"
"""The class name of the delegate Qt gives every item view; views with a delegate of their own (a combo box's
popup, a custom one) keep theirs."""


def without_breaks(text: str) -> str:
    """``text`` without the zero-width spaces laid-out Thai carries (the catalogue's texts have none of their own)."""
    return text.replace(ZERO_WIDTH_SPACE, "")


class ThaiBreaksDelegate(QStyledItemDelegate):
    """Qt's default item delegate, drawing and measuring each cell's text with Thai word breaks added."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.text = with_breaks(option.text)


def break_message_box(box: QMessageBox) -> None:
    """Lay the box's text and informative text out with Thai word breaks (again, when they were set anew)."""
    for text, set_text in ((box.text(), box.setText), (box.informativeText(), box.setInformativeText)):
        if text:
            broken = with_breaks(without_breaks(text))
            if broken != text:
                set_text(broken)


def message_box_text(box: QMessageBox) -> str:
    """What Ctrl+C in a message box copies: its title, text and informative text (as plain text, without the
    Thai breaks), a blank line between them."""
    parts = [box.windowTitle()]
    for text in (box.text(), box.informativeText()):
        if text:
            rich = box.textFormat() == Qt.TextFormat.RichText or (
                box.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
            parts.append(QTextDocumentFragment.fromHtml(text).toPlainText() if rich else text)
    return without_breaks("\n\n".join(part for part in parts if part))


def _details_selected(box: QMessageBox) -> bool:
    """Whether the box's details (a crash's traceback) are shown with a selection, which Qt itself copies."""
    details = box.findChild(QTextEdit)
    return details is not None and details.isVisible() and details.textCursor().hasSelection()


def _copies_texts(box: QMessageBox, event: QEvent) -> bool:
    """Whether ``event`` is the copy key (Ctrl+C, Cmd+C) reaching ``box`` for its texts (not its details' selection)."""
    return (isinstance(event, QKeyEvent) and event.matches(QKeySequence.StandardKey.Copy)
            and not _details_selected(box))


class ThaiBreaks(QObject):
    """The application-wide event filter that gives message boxes and item views Thai word breaks (see the
    module's text). It looks at every event of the application, so it returns at once for all but three kinds."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish:
            if isinstance(watched, QAbstractItemView) and not isinstance(watched, QHeaderView):
                delegate = watched.itemDelegate()
                if delegate is not None and delegate.metaObject().className() == DEFAULT_DELEGATE:
                    watched.setItemDelegate(ThaiBreaksDelegate(watched))
        elif kind == QEvent.Type.Show:
            if isinstance(watched, QMessageBox):
                break_message_box(watched)  # before the box sizes itself for its text (its own show handler)
        elif kind == QEvent.Type.KeyPress and isinstance(watched, QMessageBox) and _copies_texts(watched, event):
            # Qt copies a box's texts itself only on Windows, and would copy the breaks with them.
            QGuiApplication.clipboard().setText(message_box_text(watched))
            return True
        return False


def install_thai_breaks(app: QApplication) -> ThaiBreaks:
    """Install :class:`ThaiBreaks` on ``app`` (once: a second call returns the filter already installed)."""
    existing = app.findChild(ThaiBreaks)
    if existing is not None:
        return existing
    breaks = ThaiBreaks(app)
    app.installEventFilter(breaks)
    return breaks
