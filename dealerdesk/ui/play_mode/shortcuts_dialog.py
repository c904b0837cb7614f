"""View → Keyboard shortcuts: choose the keys for fold, check/call, bet/raise, all-in and the next hand."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QKeySequenceEdit, QLabel, QVBoxLayout, QWidget

from dealerdesk.i18n import translate
from dealerdesk.stored_settings import DEFAULT_KEYS


def tr(text: str) -> str:
    """Translate in the dialog's context."""
    return translate("ShortcutsDialog", text)


class ShortcutsDialog(QDialog):
    """Edits the play table's keys (the four actions and the next hand); refuses the same key for two of them."""

    def __init__(self, keys: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        self.edits: dict[str, QKeySequenceEdit] = {}
        form = QFormLayout()
        for name, label in (("fold", tr("Fold")), ("call", tr("Check / call")), ("raise", tr("Bet / raise")),
                            ("all_in", tr("All-in")), ("next_hand", tr("Next hand"))):
            edit = QKeySequenceEdit(QKeySequence(keys.get(name, DEFAULT_KEYS[name])))
            edit.setMaximumSequenceLength(1)
            self.edits[name] = edit
            form.addRow(label, edit)
        self.problem = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def keys(self) -> dict[str, str]:
        """The keys as chosen (an empty edit keeps the default)."""
        return {name: edit.keySequence().toString() or DEFAULT_KEYS[name] for name, edit in self.edits.items()}

    def restore_defaults(self) -> None:
        """Back to F1–F4 and N."""
        for name, edit in self.edits.items():
            edit.setKeySequence(QKeySequence(DEFAULT_KEYS[name]))

    def _accept(self) -> None:
        chosen = list(self.keys().values())
        if len(set(chosen)) < len(chosen):
            self.problem.setText(tr("Each action needs its own key."))
            return
        self.accept()
