"""The main window's questions to the user: the About box, whether to quit or buy in again, whether to go back to a
training session, which file to write or read. Each is one function of its parent widget and returns the answer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from dealerdesk.i18n import translate


def tr(text: str) -> str:
    """Translate in the main window's context (where these questions have always been asked)."""
    return translate("MainWindow", text)


def about(parent: QWidget) -> None:
    """The About box."""
    QMessageBox.about(parent, tr("About dealerdesk"), tr(
        "dealerdesk: a poker table and dealer trainer for Hold'em, Omaha and Omaha Hi/Lo, following the TDA "
        "2024 rules and Robert's Rules of Poker."))


def confirm_quit(parent: QWidget, reason: str) -> bool:
    """Ask whether to quit although ``reason``."""
    answer = QMessageBox.question(parent, tr("Quit dealerdesk?"), reason + "\n\n" + tr("Quit anyway?"),
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def confirm_rebuy(parent: QWidget, amount: str) -> bool:
    """Ask the player, out of chips, whether to buy in again for ``amount`` (written as the table writes it; No
    ends the session)."""
    answer = QMessageBox.question(
        parent, tr("Out of chips"), tr("You have no chips left. Buy in again for {amount}?").format(amount=amount))
    return answer == QMessageBox.StandardButton.Yes


def ask_resume_training(parent: QWidget, counter: str) -> str | None:
    """"resume" (back to the session in progress, ``counter`` far), "new" (set up another) or None (cancelled)."""
    box = QMessageBox(QMessageBox.Icon.Question, tr("Training session in progress"),
                      tr("A training session is in progress ({counter}). Go back to it, or start a new one? "
                         "Its answers so far are saved either way.").format(counter=counter),
                      QMessageBox.StandardButton.NoButton, parent)
    resume = box.addButton(tr("Back to the session"), QMessageBox.ButtonRole.AcceptRole)
    new = box.addButton(tr("New session…"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(resume)
    box.exec()
    clicked = box.clickedButton()
    return "resume" if clicked is resume else "new" if clicked is new else None


def ask_path(parent: QWidget, title: str, suffix: str, *, save: bool = True) -> Path | None:
    """A file to write (``save``) or to read, ending in ``.suffix``; None when the user cancelled."""
    if save:
        name, _ = QFileDialog.getSaveFileName(parent, title, f"dealerdesk.{suffix}", f"*.{suffix}")
    else:
        name, _ = QFileDialog.getOpenFileName(parent, title, "", f"*.{suffix}")
    return Path(name) if name else None
