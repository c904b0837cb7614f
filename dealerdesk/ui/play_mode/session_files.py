"""The Game menu's files: the last hand or the whole session exported (PHH, PokerStars text or Open Hand History,
made by :mod:`dealerdesk.history.session`), the session saved to resume later and opened again. Each asks where
(unless told) and says why a file could not be written or read. Opening, saving and exporting a session grow with
its hands, so they run on the long work's thread with progress and Cancel
(:mod:`dealerdesk.ui.common.long_work`); a file is written whole or not at all."""

from __future__ import annotations

import importlib
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from dealerdesk.i18n import translate, translate_n
from dealerdesk.progress import CancelCheck, Cancelled, Report
from dealerdesk.ui.common.dialogs import ask_path
from dealerdesk.ui.common.long_work import run_with_progress

if TYPE_CHECKING:
    from dealerdesk.play.session import PlaySession
    from dealerdesk.rules.table import Table

Tell = Callable[[str], None]
"""How a problem is told to the user."""


def tr(text: str) -> str:
    """Translate in the main window's context (where these commands have always been)."""
    return translate("MainWindow", text)


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
                   lambda target: write_text_whole(target, text))


def export_session(parent: QWidget, session: PlaySession, kind: str, path: Path | None, tell: Tell) -> Path | None:
    """Write every hand of the session, one after another: PHH (a .phhs file), PokerStars text or Open Hand
    History. The text is made and written on the long work's thread, with progress and Cancel (a cancelled export
    leaves no file)."""
    from dealerdesk.history.session import session_text  # noqa: PLC0415

    table, hero_seat = session.table, session.seating.hero_seat
    title = tr("Export session")

    def write(target: Path) -> None:
        def work(report: Report, cancelled: CancelCheck) -> None:
            text = session_text(table, kind, hero_seat=hero_seat, progress=report, cancelled=cancelled)
            write_text_whole(target, text)

        run_with_progress(parent, title, hands_written, work)

    return save_as(parent, path, title, SUFFIXES[kind][1], tell, write)


def hands_written(done: int, total: int) -> str:
    """The export's progress, as its dialog says it."""
    return translate_n("MainWindow", "{done} of {total} hand written", "{done} of {total} hands written",
                       total).format(done=done, total=total)


def hands_checked(done: int, total: int) -> str:
    """Opening a session's progress, as its dialog says it."""
    return translate_n("MainWindow", "{done} of {total} hand checked", "{done} of {total} hands checked",
                       total).format(done=done, total=total)


def open_session(parent: QWidget, path: Path, tell: Tell) -> Table | None:
    """The table saved at ``path``, read and every hand checked on the long work's thread with progress and Cancel;
    None when it was refused (told why) or cancelled."""
    def work(report: Report, cancelled: CancelCheck) -> Table:
        # The file formats and the rules engine are imported here, on the worker, the first time, and so is the
        # play mode the resumed game needs (the computer players, NumPy): half a second the window's thread would
        # otherwise spend before the dialog could even show, or once it had gone.
        from dealerdesk.history.session import load_session  # noqa: PLC0415

        importlib.import_module("dealerdesk.play.session")
        return load_session(path, progress=report, cancelled=cancelled)

    try:
        return run_with_progress(parent, tr("Open session"), hands_checked, work,
                                 starting=tr("Reading the session file…"))
    except Cancelled:
        return None
    except ValueError as error:
        from dealerdesk.history.session import SessionError  # noqa: PLC0415  (imported by the work by now)

        if not isinstance(error, SessionError):
            raise
        tell(str(error))
        return None


def write_text_whole(target: Path, text: str) -> None:
    """Write ``text`` to ``target`` whole or not at all: into a hidden file beside it, renamed over it once
    written, so a failure (a full disk) leaves no half-written file and an older file as it was."""
    temporary = target.with_name(f".{target.name}.{uuid.uuid4().hex}.part")
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def save_session(parent: QWidget, session: PlaySession, path: Path | None, tell: Tell) -> Path | None:
    """Save the session (between hands) to resume later: the table's state taken here, on the window's thread,
    its hands written on the long work's thread with progress and Cancel (a cancelled save writes nothing, and
    leaves a file saved before as it was)."""
    from dealerdesk.history import session as session_file  # noqa: PLC0415

    title = tr("Save session")

    def write(target: Path) -> None:
        snapshot = session_file.take_session(session.table)  # now, between hands: the table may play on meanwhile
        run_with_progress(parent, title, hands_written,
                          lambda report, cancelled: session_file.write_session(snapshot, target, progress=report,
                                                                               cancelled=cancelled))

    return save_as(parent, path, title, "dealerdesk", tell, write)


def save_as(parent: QWidget, path: Path | None, title: str, suffix: str, tell: Tell,  # noqa: PLR0917
            write: Callable[[Path], object]) -> Path | None:
    """Write a file with ``write`` (asking where, unless ``path`` is given); the written path, or None when the
    user cancelled (the question or the work) or it could not be written (told why)."""
    from dealerdesk.history.session import SessionError  # noqa: PLC0415

    path = path or ask_path(parent, title, suffix)
    if path is None:
        return None
    try:
        write(path)
    except Cancelled:
        return None
    except SessionError as error:
        tell(str(error))
        return None
    except OSError as error:
        tell(f"{path}: {error.strerror or error}")
        return None
    return path
