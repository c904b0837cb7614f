"""Starting the desktop app: the QApplication, the window, and errors that reach the user as dialogs."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication

from dealerdesk import resources
from dealerdesk.offscreen_fonts import use_system_fonts_offscreen
from dealerdesk.ui.common.language import install_language
from dealerdesk.ui.common.qt_messages import install_message_filter
from dealerdesk.ui.common.thai_breaks import use_loanword_dictionary
from dealerdesk.ui.common.thai_layout import install_thai_breaks
from dealerdesk.ui.common.theme import DarkStyle
from dealerdesk.ui.play_mode.sound import MiniaudioPlayer

if TYPE_CHECKING:
    from dealerdesk.play.hand_numbers import HandNumbers

UI_SWITCH_INTERVAL = 0.0002
"""Seconds a worker thread runs Python before it hands the interpreter lock back to the window's thread."""


def application(argv: Sequence[str] = ()) -> QApplication:
    """The running QApplication (created once), named so QSettings and the data folder find their place."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QCoreApplication.setOrganizationName("dealerdesk")
    QCoreApplication.setApplicationName("dealerdesk")
    install_message_filter()  # before the QApplication, which already has things to say
    use_loanword_dictionary()  # before Qt breaks its first Thai line: poker words stay whole at line ends
    use_system_fonts_offscreen()  # offscreen on Windows: Windows' fonts, not boxes (read when Qt starts)
    app = QApplication(["dealerdesk", *argv])
    # The computer players, the all-in equity and the trainer's next question run on worker threads, in Python:
    # while one computes, the window's thread waits for the interpreter lock at most this long (Python's
    # default, 5 ms, is a third of a frame at 60 Hz).
    sys.setswitchinterval(UI_SWITCH_INTERVAL)
    app.setWindowIcon(QIcon(str(resources.path("icons", "dealerdesk.png"))))
    app.setDesktopFileName("dealerdesk")  # Wayland and task bars match the window to dealerdesk.desktop
    app.setStyle(DarkStyle())  # Fusion, with check boxes and radio buttons that show on the dark palette
    app.setPalette(dark_palette())
    # Message boxes and table cells break Thai between words where Qt alone would not (Windows, macOS).
    install_thai_breaks(app)
    # The language (and the Thai font fallback) before any window exists: widgets translate as they are built.
    install_language(app, str(QSettings("dealerdesk", "dealerdesk").value("ui/language", "") or ""))
    return app


def dark_palette() -> QPalette:
    """A dark palette that sits well around the felt (the table itself draws its own colours)."""
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#1d2228",
        QPalette.ColorRole.WindowText: "#e8eaed",
        QPalette.ColorRole.Base: "#14181d",
        QPalette.ColorRole.AlternateBase: "#22282f",
        QPalette.ColorRole.Text: "#e8eaed",
        QPalette.ColorRole.Button: "#2b323a",
        QPalette.ColorRole.ButtonText: "#f1f3f4",
        QPalette.ColorRole.Highlight: "#d4a84b",
        QPalette.ColorRole.HighlightedText: "#111111",
        QPalette.ColorRole.ToolTipBase: "#2b323a",
        QPalette.ColorRole.ToolTipText: "#f1f3f4",
        QPalette.ColorRole.PlaceholderText: "#8a939c",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6b737c"))
    return palette


def _hand_numbers() -> HandNumbers:
    """The user's own hand numbering (its file is in the data folder: platformdirs, imported when first needed)."""
    from dealerdesk.play.hand_numbers import HandNumbers

    return HandNumbers()


def run(argv: Sequence[str] = ()) -> int:
    """Open the window and run until it is closed."""
    from dealerdesk.ui.window import crash
    from dealerdesk.ui.window.main_window import MainWindow

    app = application(argv)
    crash.install()  # unexpected errors: a crash report, a dialog naming it, the traceback on stderr
    # The audio device opens on the first sound, the hand numbers' file when the first game starts: not now.
    window = MainWindow(sound_player=MiniaudioPlayer(), hand_numbers=_hand_numbers)
    window.show()
    return app.exec()
