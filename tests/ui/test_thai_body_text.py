"""Thai body text is larger than Latin: its marks stack above and below the letters, and in the bundled loopless
face the Latin size (about 12 pixels) is too small to read; installing a language again never compounds it."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from dealerdesk.ui.i18n import THAI_FAMILY, install_language
from dealerdesk.ui.theme import THAI_BODY_SCALE
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
