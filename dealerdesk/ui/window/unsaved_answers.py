"""Quitting while answers wait to be saved (the disk full, the database held by another program): the trainee is
told how many and why, and chooses — try again, save the progress elsewhere, or quit and lose them. The default,
and Escape, keep them: nothing is lost by pressing Enter.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from dealerdesk.i18n import translate, translate_n

if TYPE_CHECKING:  # the store (and platformdirs) load with the first answer, not with the first frame
    from pathlib import Path

    from dealerdesk.trainer.store.database import Store

RETRY, ELSEWHERE, LOSE = "retry", "elsewhere", "lose"
"""The choices of :func:`ask_unsaved` (None: keep them and stay)."""


def tr(text: str) -> str:
    return translate("UnsavedAnswers", text)


def unsaved_box(parent: QWidget | None, count: int, why: str) -> tuple[QMessageBox, dict[QAbstractButton, str]]:
    """The question, and what each of its buttons chooses (Retry is the default; Escape cancels)."""
    text = translate_n(
        "UnsavedAnswers", "{count} answer could not be saved yet: {why}. It is kept while dealerdesk is open.",
        "{count} answers could not be saved yet: {why}. They are kept while dealerdesk is open.",
        count).format(count=count, why=why)
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Answers not saved"),
                      text + "\n\n" + tr("Try again (after freeing some space), save your progress to another "
                                         "place, or quit and lose them?"),
                      QMessageBox.StandardButton.NoButton, parent)
    retry = box.addButton(tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
    elsewhere = box.addButton(tr("Save elsewhere…"), QMessageBox.ButtonRole.ActionRole)
    lose = box.addButton(tr("Quit and lose them"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(retry)
    box.setEscapeButton(cancel)
    return box, {retry: RETRY, elsewhere: ELSEWHERE, lose: LOSE}


def ask_unsaved(parent: QWidget | None, count: int, why: str) -> str | None:
    """Ask what to do with ``count`` answers not saved because ``why``: :data:`RETRY`, :data:`ELSEWHERE`,
    :data:`LOSE`, or None to keep them and not quit."""
    box, choices = unsaved_box(parent, count, why)
    box.exec()
    clicked = box.clickedButton()
    return choices.get(clicked) if clicked is not None else None


def settle_unsaved(parent: QWidget | None, store: Store, *,
                   ask: Callable[[QWidget | None, int, str], str | None] | None = None,
                   ask_path: Callable[[], Path | None] | None = None,
                   tell: Callable[[str], object] | None = None) -> bool:
    """Before quitting: True when nothing waits to be saved any more (saved now, saved elsewhere, or given up by
    the trainee's choice); False to stay open, the answers kept. ``ask_path`` asks where to save a copy; ``tell``
    says how it went (a message box in the app)."""
    from dealerdesk.trainer.store.database import StoreError  # noqa: PLC0415 - loaded by then: answers wait in it

    ask = ask or ask_unsaved
    while store.unsaved:
        choice = ask(parent, store.unsaved, store.unsaved_why or tr("the progress database cannot be written"))
        if choice == RETRY:
            store.retry()
        elif choice == ELSEWHERE:
            path = ask_path() if ask_path is not None else None
            if path is None:
                continue
            try:
                count = store.save_copy(path)
            except StoreError as error:
                if tell is not None:
                    tell(str(error))
                continue
            if tell is not None:
                tell(translate_n(
                    "UnsavedAnswers", "Your progress, with the {count} answer not saved here, is saved in {path}.",
                    "Your progress, with the {count} answers not saved here, is saved in {path}.",
                    count).format(count=count, path=path))
            return True
        else:
            return choice == LOSE  # given up by choice, or kept (Cancel, Escape) with the window open
    return True
