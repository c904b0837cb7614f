"""Wrapped text laid out once per width: a label for plain text and a rich-text view for the verdict (the trainer's
side is all wrapped text, and its layouts ask each one's height again and again while a verdict is shown and
fitted); and a log of lines, the play page's hand history.

All three break Thai lines between words on every system: the text is laid out with zero-width spaces where
:mod:`dealerdesk.thai_words` finds word boundaries (Qt itself breaks Thai only where libthai is installed), while
``text()`` (the log's ``toPlainText()``) gives back the text as it was set."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QMimeData, QRectF, QSize
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPaintEvent, QPalette, QTextDocument, QTextOption
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QSizePolicy, QWidget

from dealerdesk.thai_words import ZERO_WIDTH_SPACE, with_breaks
from dealerdesk.ui.common.following import FollowEnd


class WrappedText(QLabel):
    """A word-wrapped label that lays its text out once per width: the layouts ask a wrapped label its height for
    a width many times while a panel is shown and fitted (each asking re-laid out the whole rich text, a long
    explanation 2–5 ms each time); the answers are kept until the text or the font changes."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._text = ""
        self._heights: dict[int, int] = {}
        self._hint: QSize | None = None
        self._minimum: QSize | None = None
        self.setText(text)

    def setText(self, text: str) -> None:
        if text != self._text:
            self._forget()
            self._text = text
            super().setText(with_breaks(text))

    def text(self) -> str:
        """The text as it was set (without the Thai line breaks added for laying it out)."""
        return self._text

    def clear(self) -> None:
        self.setText("")

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


class RichText(QWidget):
    """Rich text wrapped at the width it gets, laid out once per width: the trainer's verdict (a ten-pot hi/lo
    split explains itself in thirty lines).

    A word-wrapped rich-text QLabel lays the whole text out again for its size hint, for each width a layout asks
    of it, when it is resized and when the text is set: a long verdict took 50–100 ms of the window's thread to
    show. This widget keeps one QTextDocument, laid out at the width asked and again only when the
    width or the text changes; the heights already asked are remembered per width.
    """

    HINT_WIDTH = 300
    """The width the size hint is given for (the layouts then ask the height for the width they really give)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._html = ""
        self._document = QTextDocument(self)
        self._document.setDocumentMargin(0)
        self._document.setUndoRedoEnabled(False)
        # Lines break between words only (a document's default also breaks inside a word too long for the line:
        # "Mellékkass|zák" in a narrow column); the widest word is the least width asked (:meth:`minimumSizeHint`).
        option = self._document.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        self._document.setDefaultTextOption(option)
        self._widest_word: int | None = None
        self._document.setDefaultFont(self.font())
        self._heights: dict[int, int] = {}
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        """The rich text shown (as given)."""
        return self._html

    def plain_text(self) -> str:
        """What it says, without the markup (and without the Thai line breaks added for laying it out)."""
        return self._document.toPlainText().replace(ZERO_WIDTH_SPACE, "")

    def setText(self, text: str) -> None:
        """Show ``text`` (Qt's rich-text subset of HTML)."""
        if text == self._html:
            return
        self._html = text
        self._document.setHtml(with_breaks(text))  # Thai words are in the text, never in the markup's names
        self._heights.clear()
        self._widest_word = None
        self.setAccessibleName(self.plain_text())
        self.updateGeometry()
        self.update()

    def clear(self) -> None:
        """Show nothing."""
        self.setText("")

    def document_width(self) -> float:
        """The width the text is laid out at now (the last width asked or painted)."""
        return self._document.textWidth()

    def _lay_out(self, width: int) -> None:
        if self._document.textWidth() != width:
            self._document.setTextWidth(width)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            self._lay_out(width)
            height = self._heights[width] = math.ceil(self._document.size().height())
        return height

    def sizeHint(self) -> QSize:
        return QSize(self.HINT_WIDTH, self.heightForWidth(self.HINT_WIDTH))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.widest_word(), 0)

    def widest_word(self) -> int:
        """The width of the text's widest word as drawn (its font and weight): narrower, a word would run past
        the edge. Measured once per text and font, on a copy laid out a word a line."""
        if self._widest_word is None:
            copy = self._document.clone()
            copy.setTextWidth(1)
            self._widest_word = math.ceil(copy.idealWidth()) if self._html else 1
        return self._widest_word

    def paintEvent(self, event: QPaintEvent) -> None:
        self._lay_out(self.width())
        painter = QPainter(self)
        context = QAbstractTextDocumentLayout.PaintContext()
        palette = QPalette(self.palette())
        palette.setColor(QPalette.ColorRole.Text, self.palette().color(self.foregroundRole()))
        context.palette = palette
        context.clip = QRectF(event.rect())
        painter.setClipRect(event.rect())
        self._document.documentLayout().draw(painter, context)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._document.setDefaultFont(self.font())
            self._heights.clear()
            self._widest_word = None
            self.updateGeometry()
        super().changeEvent(event)


class WrappedLog(QPlainTextEdit):
    """A read-only log of lines (the play page's hand history) whose lines break between words only, on every
    system: a plain text edit breaks a line anywhere where it finds no break, inside a long Hungarian word or, where
    no libthai tells Qt the words (Windows, macOS), inside any Thai one; each line appended gets the zero-width
    spaces of :mod:`dealerdesk.thai_words`, and its text and what is copied from it come back without them. It
    keeps its newest line in view (:class:`~dealerdesk.ui.common.following.FollowEnd`) unless the reader scrolled
    back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.follows = FollowEnd(self)
        """Keeps the newest line in view while the reader leaves the log at its end."""

    def appendPlainText(self, text: str) -> None:
        super().appendPlainText(with_breaks(text))

    def toPlainText(self) -> str:
        """The log's lines as they were appended."""
        return super().toPlainText().replace(ZERO_WIDTH_SPACE, "")

    def createMimeDataFromSelection(self) -> QMimeData:
        """What is copied: the selected lines as appended, without the breaks added for laying them out."""
        data = QMimeData()
        data.setText(self.textCursor().selection().toPlainText().replace(ZERO_WIDTH_SPACE, ""))
        return data
