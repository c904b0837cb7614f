"""Thai body text is larger than Latin: its marks stack above and below the letters, and in the bundled loopless
face the Latin size (about 12 pixels) is too small to read; installing a language again never compounds it. The
taller Thai setup dialog still fits a 640-pixel screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics, QScreen, QTextLayout
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.common.language import THAI_BODY_FAMILY, THAI_FAMILY, install_language
from dealerdesk.ui.common.theme import THAI_BODY_SCALE
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from tests.ui.test_i18n import clean_language as clean_language  # noqa: PLC0414 - the fixture


def test_thai_body_text_is_larger_than_latin(clean_language: QApplication, qtbot: QtBot) -> None:
    install_language(clean_language, "en")
    latin = clean_language.font().pointSizeF()
    latin_height = QFontMetrics(clean_language.font()).height()
    install_language(clean_language, "hu")
    assert clean_language.font().pointSizeF() == latin
    install_language(clean_language, "th")
    thai = clean_language.font().pointSizeF()
    assert thai > latin and thai == latin * THAI_BODY_SCALE
    install_language(clean_language, "th")  # again (the snapshot command does): not larger still
    assert clean_language.font().pointSizeF() == thai
    assert THAI_FAMILY in clean_language.font().families()
    label = QLabel("ฝึกนับกองกลาง")
    qtbot.addWidget(label)
    assert label.font().pointSizeF() == thai  # a widget made now is in the Thai size
    assert QFontMetrics(label.font()).height() > latin_height
    install_language(clean_language, "en")
    assert clean_language.font().pointSizeF() == latin


def faces_drawing(text: str) -> set[str]:
    """The font families the application font draws ``text`` in."""
    layout = QTextLayout(text, QFont())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()}


def test_the_thai_window_reads_in_the_looped_face(clean_language: QApplication) -> None:
    """Running Thai text in a Thai window is set in the looped face, which Thai readers read sentences in; in an
    English window a Thai name falls back to the loopless face; Latin text keeps the Latin face in both."""
    sentence = "ผู้เล่นที่ลงเดิมพันหรือเพิ่มเดิมพันคนสุดท้ายเปิดไพ่ก่อน"
    install_language(clean_language, "th")
    assert faces_drawing(sentence) == {THAI_BODY_FAMILY}
    latin_faces = faces_drawing("Main pot 1,250")
    assert not latin_faces & {THAI_BODY_FAMILY, THAI_FAMILY}
    install_language(clean_language, "en")
    assert faces_drawing(sentence) == {THAI_FAMILY}
    assert THAI_BODY_FAMILY not in clean_language.font().families()
    assert faces_drawing("Main pot 1,250") == latin_faces


def test_the_setup_in_thai_fits_a_640_pixel_screen_and_start_stays_on_it(
        clean_language: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Thai's larger text makes the setup taller than a 1024×640 screen: its choices scroll within the screen's
    height and Start stays on screen (on a high screen nothing scrolls)."""
    install_language(clean_language, "th")
    with Store(":memory:") as store:
        store.create_profile("Malee")
        high = SessionSetupDialog(store)
        qtbot.addWidget(high)
        high.show()
        qtbot.waitExposed(high)
        qtbot.wait(20)
        assert high.body.verticalScrollBar().maximum() == 0  # the offscreen screen is 800 high: all shown
        needed = high.height()
        monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, 610))
        low = SessionSetupDialog(store)
        qtbot.addWidget(low)
        low.show()
        qtbot.waitExposed(low)
        qtbot.wait(20)
        assert needed > 610 - 30  # Thai's setup is taller than the screen's room with a title bar ...
        assert low.height() <= 610 - 30  # ... so it keeps within it
        assert low.body.verticalScrollBar().maximum() > 0  # and its choices scroll
        start = low.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        bottom = start.mapTo(low, start.rect().bottomLeft()).y()
        assert start.isVisible() and bottom <= low.height()
