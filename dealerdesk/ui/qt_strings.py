"""Qt's own words that dealerdesk's windows show — dialog buttons, the message box's details button, the text
boxes' context menu — marked here so they are in our catalogues too.

Qt ships its translations (``qtbase_<lang>.qm``) for Hungarian but not for Thai, so without these a Thai
trainee would see "OK", "Cancel" and "Restore Defaults" in English. ``dealerdesk.ui.i18n`` loads Qt's catalogue
when there is one and ours after it (ours is searched first); ``tools/translations.py update`` fills these
entries from Qt's catalogue where it has them, so only the missing languages need a translator. The texts must
be exactly Qt's source strings (with their ``&`` accelerators), in Qt's contexts.

Nothing calls this module's values; the extractor reads the marks.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_STRINGS = (
    # Standard dialog buttons (QDialogButtonBox, QMessageBox).
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    # The error dialog's details.
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    # Right-click menu of the answer and amount boxes.
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    # View → Keyboard shortcuts.
    QT_TRANSLATE_NOOP("QKeySequenceEdit", "Press shortcut"),
)
"""The marked strings (their English text)."""
