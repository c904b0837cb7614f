"""Qt's own words that dealerdesk's windows show — dialog buttons, the message box's details button, the text
boxes' context menu, the file and print dialogs — marked here so they are in our catalogues too.

Qt ships its translations (``qtbase_<lang>.qm``) for Hungarian but not for Thai, so without these a Thai
trainee would see "OK", "Cancel", "Restore Defaults" and the whole file and print dialogs in English.
``dealerdesk.ui.common.language`` loads Qt's catalogue when there is one and ours after it (ours is searched first);
``tools/translations.py update`` fills these entries from Qt's catalogue where it has them, so only the missing
languages need a translator. The texts must be exactly Qt's source strings (with their ``&`` accelerators), in
Qt's contexts: they are the ones Qt's dialogs look up, recorded with a translator that logs every lookup while
each dialog is shown (``tests/ui/test_qt_dialogs.py`` does the same and finds none missing). Where the platform
has native file and print dialogs (Windows, macOS, a desktop portal) Qt shows those, in the system's language.

Nothing calls this module's values; the extractor reads the marks.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QT_TRANSLATE_NOOP3

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
    # The file dialog (Qt's own, where the platform has no native one): save the audition PDF, open and save a
    # session, export a hand, import a drill pack.
    QT_TRANSLATE_NOOP("QFileDialog", "&Choose"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directories"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directory:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show "),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."),
    QT_TRANSLATE_NOOP("QFileDialog", "%1\nDirectory not found.\nPlease verify the correct directory name was given."),
    QT_TRANSLATE_NOOP('QFileDialog', "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory."),
    QT_TRANSLATE_NOOP('QFileDialog', "'%1' is write protected.\nDo you want to delete it anyway?"),
    # The file dialog's columns and places.
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "My Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP3("QFileSystemModel", "Type", "All other platforms"),
    # The file dialog's kinds of entry.
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    # The print dialog (Print audition result…).
    QT_TRANSLATE_NOOP("QPrintDialog", "&Options >>"),
    QT_TRANSLATE_NOOP("QPrintDialog", "&Options <<"),
    QT_TRANSLATE_NOOP("QPrintDialog", "&Print"),
    QT_TRANSLATE_NOOP("QPrintDialog", "All Pages"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Even Pages"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Odd Pages"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Local file"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Print"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Print to File (PDF)"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Write PDF file"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Print To File ..."),
    QT_TRANSLATE_NOOP("QPrintDialog", "%1 already exists.\nDo you want to overwrite it?"),
    QT_TRANSLATE_NOOP("QPrintDialog", "File %1 is not writable.\nPlease choose a different file name."),
    QT_TRANSLATE_NOOP("QPrintDialog", "%1 is a directory.\nPlease choose a different file name."),
    QT_TRANSLATE_NOOP('QPrintDialog', "The 'From' value cannot be greater than the 'To' value."),
    # The print dialog's options.
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Collate"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Color"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Color Mode"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Copies"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Copies:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Current Page"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Double Sided Printing"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Grayscale"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Long side binding"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Off"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Options"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Output Settings"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Pages"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Pages from"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Print all"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Print range"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Reverse"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Selection"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Short side binding"),
    QT_TRANSLATE_NOOP(
        "QPrintSettingsOutput",
        "Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. "
        "E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.",
    ),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "to"),
    # The print dialog's printer box.
    QT_TRANSLATE_NOOP("QPrintWidget", "&Name:"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Location:"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Output &file:"),
    QT_TRANSLATE_NOOP("QPrintWidget", "P&roperties"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Preview"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Printer"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Type:"),
    # Tab bars that scroll (the print dialog's options).
    QT_TRANSLATE_NOOP("QTabBar", "Scroll Left"),
    QT_TRANSLATE_NOOP("QTabBar", "Scroll Right"),
)
"""The marked strings (their English text)."""
