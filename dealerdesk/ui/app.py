"""Starting the desktop app: the QApplication, the window, and errors that reach the user as dialogs."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Sequence
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMessageBox

from dealerdesk.ui.main_window import MainWindow


def application(argv: Sequence[str] = ()) -> QApplication:
    """The running QApplication (created once), named so QSettings and the data folder find their place."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QCoreApplication.setOrganizationName("dealerdesk")
    QCoreApplication.setApplicationName("dealerdesk")
    app = QApplication(["dealerdesk", *argv])
    app.setStyle("Fusion")
    app.setPalette(dark_palette())
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


def _show_error(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """Unexpected errors become a dialog instead of a silent exit."""
    details = "".join(traceback.format_exception(kind, error, trace))
    sys.stderr.write(details)
    box = QMessageBox(QMessageBox.Icon.Critical, "dealerdesk",
                      QCoreApplication.translate("App", "Something went wrong: {error}").format(error=error))
    box.setDetailedText(details)
    box.exec()


def run(argv: Sequence[str] = ()) -> int:
    """Open the window and run until it is closed."""
    app = application(argv)
    sys.excepthook = _show_error
    window = MainWindow()
    window.show()
    return app.exec()
