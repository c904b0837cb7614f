"""Message boxes and table cells break Thai lines between words with libthai switched off, as on Windows and macOS:
the application's event filter (ui/common/thai_layout.py) gives them the breaks, and what is copied from them is
the text without the zero-width spaces."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget, QTableWidgetItem

from dealerdesk.thai_words import ZERO_WIDTH_SPACE, break_positions, loanwords
from dealerdesk.ui.common.thai_layout import (
    ThaiBreaksDelegate,
    break_message_box,
    install_thai_breaks,
    message_box_text,
)

ROOT = Path(__file__).resolve().parent.parent.parent
SENTENCE = "ผู้เล่นคอลออลอินแล้วเรสเป็นฟูลเฮาส์เท็กซัสโฮลเด็ม"
"""A Thai sentence of loanwords with no space in it; three of them make a long message."""
MESSAGE = SENTENCE * 3

SHOWN_WITHOUT_LIBTHAI = textwrap.dedent('''
    import json
    import sys

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QGuiApplication, QTextLayout, QTextOption
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QLabel, QMessageBox, QStyle, QStyleOptionViewItem

    from dealerdesk.thai_words import ZERO_WIDTH_SPACE
    from dealerdesk.ui.common.language import THAI_FAMILY, register_fonts
    from dealerdesk.ui.results.class_results import table
    from dealerdesk.ui.window.app import application

    app = application()  # as the app starts: the filter is installed there
    register_fonts()


    def line_starts(shown, font, width):
        """Where lines after the first start, as positions in the text without zero-width spaces."""
        layout = QTextLayout(shown, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        starts = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            starts.append(line.textStart())
        layout.endLayout()
        return [start - shown[:start].count(ZERO_WIDTH_SPACE) for start in starts[1:]]


    message, sentence = sys.argv[1], sys.argv[2]
    box = QMessageBox(QMessageBox.Icon.Warning, "dealerdesk", message)
    box.setInformativeText(sentence)
    box.setFont(QFont(THAI_FAMILY, 11))
    box.show()
    app.processEvents()
    label = box.findChild(QLabel, "qt_msgbox_label")
    width = label.contentsRect().width()
    QTest.keyClick(box, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied_box = QGuiApplication.clipboard().text()

    cells = table(["ชื่อ"], [[sentence]])
    cells.setFont(QFont(THAI_FAMILY, 11))
    cells.resize(110, 400)
    cells.show()
    app.processEvents()
    cells.resizeRowsToContents()
    index = cells.model().index(0, 0)
    option = QStyleOptionViewItem()
    option.initFrom(cells)
    cells.itemDelegate().initStyleOption(option, index)
    margin = cells.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, cells) + 1
    cells.setCurrentCell(0, 0)
    QTest.keyClick(cells, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    print(json.dumps({
        "plain": line_starts(message, label.font(), width),  # the text as Qt alone lays it out
        "box": line_starts(label.text(), label.font(), width),  # as the box shows it
        "box_lines": label.height() // label.fontMetrics().lineSpacing(),
        "box_copied": copied_box,
        "delegate": type(cells.itemDelegate()).__name__,
        "cell_plain": line_starts(sentence, option.font, cells.columnWidth(0) - 2 * margin),
        "cell": line_starts(option.text, option.font, cells.columnWidth(0) - 2 * margin),
        "cell_lines": cells.rowHeight(0) // cells.fontMetrics().lineSpacing(),
        "cell_data": cells.item(0, 0).text(),
        "cell_copied": QGuiApplication.clipboard().text(),
    }))
''')


def loanword_insides(text: str) -> set[int]:
    """The positions strictly inside a glossary loanword of ``text``, where no line may start."""
    inside: set[int] = set()
    for word in loanwords():
        for match in re.finditer(re.escape(word), text):
            inside.update(range(match.start() + 1, match.end()))
    return inside


def test_message_boxes_and_table_cells_break_thai_between_words_without_libthai(tmp_path: Path) -> None:
    # Windows and macOS have no libthai, and there Qt breaks Thai only at spaces. Here libthai is switched off the
    # same way for a fresh process: the dynamic loader finds an empty libthai.so.0 first and Qt loads none.
    (tmp_path / "libthai.so.0").write_bytes(b"")
    environment = {**os.environ, "LD_LIBRARY_PATH": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
                   "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path / "config"),
                   "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", SHOWN_WITHOUT_LIBTHAI, MESSAGE, SENTENCE], env=environment,
                          check=True, capture_output=True, text=True, encoding="utf-8", timeout=120)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    # Qt alone keeps the message on one line and the cell's sentence too: proof that libthai is off.
    assert result["plain"] == [] and result["cell_plain"] == []
    # The box as shown: its text wraps into lines that end between words, never inside a loanword.
    assert len(result["box"]) >= 2 and result["box_lines"] >= 3
    assert set(result["box"]) <= set(break_positions(MESSAGE))
    assert not set(result["box"]) & loanword_insides(MESSAGE)
    # The cell as drawn: the same, in a column a few words wide.
    assert result["delegate"] == ThaiBreaksDelegate.__name__
    assert len(result["cell"]) >= 2 and result["cell_lines"] >= 3
    assert set(result["cell"]) <= set(break_positions(SENTENCE))
    assert not set(result["cell"]) & loanword_insides(SENTENCE)
    # What the code kept and what the clipboard gets have no zero-width spaces.
    assert result["cell_data"] == SENTENCE and result["cell_copied"] == SENTENCE
    assert result["box_copied"] == f"dealerdesk\n\n{MESSAGE}\n\n{SENTENCE}"


def test_a_message_box_shown_twice_keeps_one_break_per_word_boundary(qapp: QApplication) -> None:
    box = QMessageBox(QMessageBox.Icon.Information, "dealerdesk", MESSAGE)
    box.setInformativeText("<b>" + SENTENCE + "</b>")
    break_message_box(box)
    break_message_box(box)  # shown again: the breaks are not doubled
    assert box.text().count(ZERO_WIDTH_SPACE) == len(break_positions(MESSAGE))
    assert box.text().replace(ZERO_WIDTH_SPACE, "") == MESSAGE
    # The copy is plain text (the informative text's markup read as rich text), without the breaks.
    assert message_box_text(box) == f"dealerdesk\n\n{MESSAGE}\n\n{SENTENCE}"


def test_only_views_with_qts_default_delegate_get_the_thai_delegate(qapp: QApplication) -> None:
    breaks = install_thai_breaks(qapp)
    try:
        assert install_thai_breaks(qapp) is breaks  # installed once
        plain = QTableWidget(1, 1)
        plain.setItem(0, 0, QTableWidgetItem(SENTENCE))
        own = QTableWidget(1, 1)
        own_delegate = ThaiBreaksDelegate(own)  # any delegate of the view's own
        own.setItemDelegate(own_delegate)
        plain.ensurePolished()
        own.ensurePolished()
        assert isinstance(plain.itemDelegate(), ThaiBreaksDelegate)
        assert own.itemDelegate() is own_delegate
        assert plain.item(0, 0).text() == SENTENCE  # the model keeps the text as set
    finally:
        qapp.removeEventFilter(breaks)
        breaks.deleteLater()
