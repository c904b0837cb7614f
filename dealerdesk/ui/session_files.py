"""The Game menu's files: the last hand or the whole session exported (PHH, PokerStars text or Open Hand History,
made by :mod:`dealerdesk.history.session`), the session saved to resume later. Each asks where (unless told) and
says why a file could not be written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from dealerdesk.ui.window_dialogs import ask_path

if TYPE_CHECKING:
    from dealerdesk.play.session import PlaySession

Tell = Callable[[str], None]
"""How a problem is told to the user."""


def tr(text: str) -> str:
    """Translate in the main window's context (where these commands have always been)."""
    return QCoreApplication.translate("MainWindow", text)


SUFFIXES = {"phh": ("phh", "phhs"), "text": ("txt", "txt"), "ohh": ("ohh", "ohh")}
"""Each export kind's file suffix: for one hand, for a session."""


def export_hand(parent: QWidget, session: PlaySession, kind: str, path: Path | None, tell: Tell) -> Path | None:
    """Write the last finished hand as PHH (``kind`` "phh"), PokerStars text ("text") or Open Hand History
    ("ohh")."""
    from dealerdesk.history.session import hand_text  # noqa: PLC0415  (the file formats: on first use)

    table = session.table
    if not table.finished:
        tell(tr("No hand has been played yet."))
        return None
    text = hand_text(table, table.finished[-1], kind, hero_seat=session.seating.hero_seat)
    return save_as(parent, path, tr("Export hand"), SUFFIXES[kind][0], tell,
                   lambda target: target.write_text(text, encoding="utf-8"))


def export_session(parent: QWidget, session: PlaySession, kind: str, path: Path | None, tell: Tell) -> Path | None:
    """Write every hand of the session, one after another: PHH (a .phhs file), PokerStars text or Open Hand
    History."""
    from dealerdesk.history.session import session_text  # noqa: PLC0415

    text = session_text(session.table, kind, hero_seat=session.seating.hero_seat)
    return save_as(parent, path, tr("Export session"), SUFFIXES[kind][1], tell,
                   lambda target: target.write_text(text, encoding="utf-8"))


def save_session(parent: QWidget, session: PlaySession, path: Path | None, tell: Tell) -> Path | None:
    """Save the session (between hands) to resume later."""
    from dealerdesk.history.session import save_session as write_session  # noqa: PLC0415

    return save_as(parent, path, tr("Save session"), "dealerdesk", tell,
                   lambda target: write_session(session.table, target))


def save_as(parent: QWidget, path: Path | None, title: str, suffix: str, tell: Tell,  # noqa: PLR0917
            write: Callable[[Path], object]) -> Path | None:
    """Write a file with ``write`` (asking where, unless ``path`` is given); the written path, or None when the
    user cancelled or it could not be written (told why)."""
    from dealerdesk.history.session import SessionError  # noqa: PLC0415

    path = path or ask_path(parent, title, suffix)
    if path is None:
        return None
    try:
        write(path)
    except SessionError as error:
        tell(str(error))
        return None
    except OSError as error:
        tell(f"{path}: {error.strerror or error}")
        return None
    return path
