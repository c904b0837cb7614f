"""The verdict's rich text is laid out once per width (a long hi/lo explanation took 50–100 ms of the window's thread as
a word-wrapped QLabel, and the window missed frames) and still shows all of it, wrapped, in the panel's colours."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QTextOption
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.thai_words import ZERO_WIDTH_SPACE
from dealerdesk.ui.common.wrapped_text import RichText, WrappedLog

STEPS = "".join(f"<li>Side pot {n} (1,250; Seat 3 (Kanya), Seat 5 (Noémi) can win it): high half 625 + low half "
                f"625.</li>" for n in range(1, 9))
TEXT = f"<p><span style='color:#7dd08a'>✓</span>&nbsp;&nbsp;Main pot: <b>2,250</b></p><ol>{STEPS}</ol>"


def test_heights_follow_the_width_and_each_width_is_laid_out_once(qtbot: QtBot) -> None:
    text = RichText()
    qtbot.addWidget(text)
    text.setText(TEXT)
    narrow, wide = text.heightForWidth(220), text.heightForWidth(600)
    assert narrow > wide > 0  # wrapped: the narrower, the taller
    assert text.document_width() == 600
    assert text.heightForWidth(220) == narrow and text.document_width() == 600  # remembered, not laid out again
    text.setText(TEXT + "<p>One more line.</p>")
    assert text.heightForWidth(600) > wide  # a new text: asked afresh
    assert "Side pot 8" in text.plain_text() and "<li>" in text.text()
    text.clear()
    assert text.heightForWidth(600) < wide and text.plain_text() == ""


def test_it_takes_the_height_it_needs_in_a_layout_and_paints_its_text(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    text = RichText()
    layout.addWidget(text)
    layout.addStretch(1)
    palette = host.palette()
    palette.setColor(host.foregroundRole(), QColor("#ffffff"))
    palette.setColor(host.backgroundRole(), QColor("#000000"))
    host.setPalette(palette)
    host.setAutoFillBackground(True)
    text.setText(TEXT)
    host.resize(320, 700)
    host.show()
    qtbot.waitExposed(host)
    assert text.height() >= text.heightForWidth(text.width()) > 100
    image = host.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    lit = sum(QColor(image.pixel(x, y)).lightness() > 128
              for y in range(text.y(), text.y() + text.height(), 2) for x in range(0, image.width(), 2))
    assert lit > 200  # the words drawn in the foreground colour on the dark background


def test_lines_break_between_words_and_the_widest_word_is_the_least_width(qtbot: QtBot) -> None:
    # The audition result's skill heading broke inside a Hungarian word ("Mellékkass|zák") in a narrow column.
    text = RichText()
    qtbot.addWidget(text)
    text.setText("<h2>Mellékkasszák és osztógomb</h2><p>a b</p>")
    widest = text.widest_word()
    assert text.minimumSizeHint().width() == widest
    assert widest > text.fontMetrics().horizontalAdvance("Mellékkasszák")  # the heading's larger, bold letters
    block = text._document.begin()
    word_starts = {0} | {i + 1 for i, char in enumerate(block.text()) if char == " "}
    for width in (widest, widest // 2, 40):
        text.heightForWidth(width)  # laid out at that width
        starts = [block.layout().lineAt(i).textStart() for i in range(block.layout().lineCount())]
        assert len(starts) >= 2 and set(starts) <= word_starts, (width, starts)
    text.setText("<p>a b</p>")
    assert text.minimumSizeHint().width() < widest  # a new text: measured afresh


def test_the_hand_log_breaks_between_words_and_gives_back_its_lines_as_appended(qtbot: QtBot) -> None:
    # A plain text edit breaks a line anywhere it finds no break: inside a Thai word wherever Qt has no libthai.
    from tests.ui.test_texts_whole import bad_line_starts  # noqa: PLC0415

    log = WrappedLog()
    qtbot.addWidget(log)
    thai = "Gábor (ไทต์-แอกเกรสซีฟ, ขาประจำ): เลือกเล่นไพ่ดีและเล่นอย่างดุดัน บลัฟบ้างเป็นครั้งคราวเพื่อให้อ่านยาก"
    log.appendPlainText("Lena 30 zsetont nyer: két pár, királyok és hetesek")
    log.appendPlainText(thai)
    assert log.toPlainText() == "Lena 30 zsetont nyer: két pár, királyok és hetesek\n" + thai
    assert ZERO_WIDTH_SPACE in log.document().toPlainText()  # laid out with the words' breaks
    assert log.wordWrapMode() is QTextOption.WrapMode.WordWrap
    document = log.document().clone()
    for width in (90, 150, 240):
        assert bad_line_starts(document, width) == [], width
    log.selectAll()
    assert log.createMimeDataFromSelection().text() == log.toPlainText()  # copied without the breaks
