"""Qt's own dialogs speak Thai too: every word the file dialog, the print dialog and the message box look up while
they are shown has a translation in dealerdesk's Thai catalogue (Qt ships none for Thai), and in Hungarian from
Qt's catalogue or ours."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from dealerdesk import resources
from dealerdesk.ui.common.language import install_language
from tests.ui.qt_helpers import remove_translator
from tests.ui.test_i18n import clean_language  # noqa: F401 - the fixture

NOT_WORDS = {
    ("QGuiApplication", "QT_LAYOUT_DIRECTION"),  # "LTR", not shown
    ("QFileDialog", "Alt+Left"),  # key sequences: a translation would change the shortcut
    ("QFileDialog", "Alt+Right"),
    ("QFileDialog", "Alt+Up"),
    ("QPrintSettingsOutput", "Form"),  # Qt Designer's name for the form, never shown
    ("QPrintWidget", "Form"),
    ("QPrintWidget", "..."),
    ("QPageSize", "A4"),  # the paper's name is the same in every language
    ("QImageWriter", "Unknown error"),  # the file dialog's icon loader, never shown
}
NOT_WORD_CONTEXTS = {"QShortcut", "QMimeType"}
"""Key names Qt looks up to read and show shortcuts (Ctrl, Alt, Del …: keyboards are labelled so in Thailand too),
and the names of file types, which the system's MIME database carries in its own languages."""
"""Lookups that are not words a reader sees."""


class Recorder(QTranslator):
    """Notes every (context, source) Qt asks for, and answers nothing (the next translator answers)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str, str]] = set()

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:  # type: ignore[override]
        self.asked.add((context, source, disambiguation or ""))
        return None

    def isEmpty(self) -> bool:
        return False


def file_dialog(mode: QFileDialog.AcceptMode, directories: bool = False) -> QFileDialog:
    dialog = QFileDialog(None, "dealerdesk", FOLDER)  # an empty folder: no file types to name
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)  # Qt's own, as on a desktop without a portal
    dialog.setAcceptMode(mode)
    if directories:
        dialog.setFileMode(QFileDialog.FileMode.Directory)
    else:
        dialog.setNameFilter("*.pdf")
    return dialog


PRINTERS: list[QPrinter] = []
"""The print dialogs' printers (each must outlive its dialog)."""


def print_dialog() -> QPrintDialog:
    PRINTERS.append(QPrinter())
    dialog = QPrintDialog(PRINTERS[-1])
    for button in dialog.findChildren(QPushButton):  # the options too
        if "&Options" in button.text() or ">>" in button.text():
            button.click()
    return dialog


def message_box() -> QMessageBox:
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Question, "dealerdesk", "?", buttons.Yes | buttons.No | buttons.Cancel)
    box.setDetailedText("details")
    return box


FOLDER = tempfile.mkdtemp(prefix="dealerdesk-dialogs-")

DIALOGS: dict[str, Callable[[], QDialog]] = {
    "save file": lambda: file_dialog(QFileDialog.AcceptMode.AcceptSave),
    "open file": lambda: file_dialog(QFileDialog.AcceptMode.AcceptOpen),
    "choose folder": lambda: file_dialog(QFileDialog.AcceptMode.AcceptOpen, directories=True),
    "print": print_dialog,
    "message box": message_box,
}


def asked_by(qtbot: QtBot, app: QApplication, make: Callable[[], QDialog]) -> set[tuple[str, str, str]]:
    recorder = Recorder()
    app.installTranslator(recorder)  # searched first
    try:
        dialog = make()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.wait(20)
        dialog.grab()
        dialog.close()
    finally:
        remove_translator(recorder)
    return {key for key in recorder.asked if key[:2] not in NOT_WORDS and key[0] not in NOT_WORD_CONTEXTS}


def ours(language: str) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(resources.path("translations", f"dealerdesk_{language}.qm")))
    return translator


def qt_catalogue(language: str) -> QTranslator | None:
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(QLocale(language), "qtbase", "_", folder) else None


@pytest.fixture
def thai(clean_language: QApplication) -> Iterator[QApplication]:  # noqa: F811 - the fixture above
    install_language(clean_language, "th")
    yield clean_language


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_word_of_qt_dialogs_is_translated(thai: QApplication, qtbot: QtBot, name: str) -> None:
    asked = asked_by(qtbot, thai, DIALOGS[name])
    assert asked  # the recorder saw the dialog's words
    thai_catalogue, hungarian = ours("th"), [t for t in (ours("hu"), qt_catalogue("hu")) if t is not None]
    missing_th = sorted(key for key in asked if not thai_catalogue.translate(*key))
    missing_hu = sorted(key for key in asked if not any(t.translate(*key) for t in hungarian))
    assert (missing_th, missing_hu) == ([], [])


def test_the_print_dialog_shows_thai(thai: QApplication, qtbot: QtBot) -> None:
    dialog = print_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    texts = {button.text() for button in dialog.findChildren(QPushButton)}
    assert QCoreApplication.translate("QPrintDialog", "&Print") == "พิมพ์ (&P)"
    assert "พิมพ์ (&P)" in texts and "ยกเลิก" in texts
