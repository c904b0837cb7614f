"""Crash reports: an error nothing caught becomes a saved report, a dialog and a message on stderr.

The report (``crash-YYYYMMDD-HHMMSS.txt`` in ``crashes/`` of the user's data folder) holds what is needed to
find the bug without asking the user anything: the time, the versions of dealerdesk, Python, Qt and the system,
the traceback, and Qt's last messages. The dialog names the file, so it can be attached to a bug report, and
shows the traceback under "Show Details".

The handler must never become a second crash: every step is guarded, a folder that cannot be written is said so
in the dialog (with the whole report under "Show Details" instead), and errors while a crash dialog is open are
saved and printed without opening another one. Errors raised on other threads are saved and printed there, and
their dialog is shown by the GUI thread.
"""

from __future__ import annotations

import os
import sys
import threading
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from dealerdesk.ui.common.qt_messages import recent_messages

if TYPE_CHECKING:
    from datetime import datetime

# What a report needs (platformdirs, importlib.metadata, platform, locale, datetime) is imported when a report is
# written, not at start-up, where the handler is installed in every run and used in almost none. Each fact is got
# inside its own try (see `environment`), so a failing import loses that line, never the report.

APP_NAME = "dealerdesk"
FOLDER_NAME = "crashes"


def default_folder() -> Path:
    """Where reports go: ``crashes/`` in the user's data folder, beside the progress database (the same
    ``platformdirs`` folder as `dealerdesk.trainer.store.database.default_path`)."""
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False) / FOLDER_NAME


@dataclass(frozen=True)
class CrashReport:
    """One handled crash: what was written, and where (or why it could not be)."""

    summary: str
    """The error in one line, e.g. ``ValueError: raise to 9 is above the maximum``."""
    traceback: str
    """The formatted traceback, as Python prints it."""
    text: str
    """The whole report: environment, traceback, Qt's last messages."""
    folder: Path
    """The folder the report was meant for."""
    path: Path | None
    """The saved file, or None when it could not be saved."""
    problem: str | None = None
    """Why it could not be saved (None when it was)."""


def dealerdesk_version() -> str:
    """The installed version (from the package metadata; the frozen app carries a copy), else ``unknown``."""
    try:
        import importlib.metadata

        return importlib.metadata.version(APP_NAME)
    except Exception:
        return "unknown"


def environment() -> list[tuple[str, str]]:
    """The versions and settings a bug report needs, as (name, value) lines; never raises."""
    lines: list[tuple[str, str]] = []

    def add(name: str, value: Callable[[], str]) -> None:
        try:
            lines.append((name, value()))
        except Exception as error:  # one missing fact must not lose the report
            lines.append((name, f"unknown ({type(error).__name__})"))

    def qt() -> str:
        app = QGuiApplication.instance()
        plugin = f", platform {QGuiApplication.platformName()}" if app is not None else ""
        return f"{qVersion()} (PySide6 {pyside_version}){plugin}"

    def python() -> str:
        import platform

        return f"{platform.python_version()} ({platform.python_implementation()}, {sys.executable})"

    def system() -> str:
        import platform

        return platform.platform()

    def user_locale() -> str:
        import locale

        return str(locale.getlocale()[0] or os.environ.get("LANG", "unknown"))

    add("dealerdesk", dealerdesk_version)
    add("Python", python)
    add("Qt", qt)
    add("System", system)
    add("Frozen app", lambda: "yes" if getattr(sys, "frozen", False) else "no")
    add("Locale", user_locale)
    add("Command line", lambda: " ".join(sys.argv) or "(none)")
    add("Thread", lambda: threading.current_thread().name)
    return lines


def report_text(summary: str, trace: str, when: datetime, recent: Sequence[str]) -> str:
    """The report file's text: a heading, the environment, the traceback, then Qt's last messages."""
    facts = [("Time", when.isoformat(sep=" ", timespec="seconds")), *environment()]
    width = max(len(name) for name, _ in facts)
    header = [f"{name:<{width}}  {value}" for name, value in facts]
    parts = [
        f"dealerdesk crash report: {summary}",
        "\n".join(header),
        trace.rstrip("\n"),
        "Qt's last messages (oldest first):\n" + ("\n".join(recent) if recent else "(none)"),
    ]
    return "\n\n".join(parts) + "\n"


def save_report(text: str, folder: Path, when: datetime) -> Path:
    """Write the report as ``crash-YYYYMMDD-HHMMSS.txt`` in `folder` (made if missing), never over an earlier
    one (``-2``, ``-3``, … when several crashes share a second). Raises OSError when it cannot."""
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"crash-{when:%Y%m%d-%H%M%S}"
    for number in range(1, 100):
        path = folder / (f"{stem}.txt" if number == 1 else f"{stem}-{number}.txt")
        try:
            with path.open("x", encoding="utf-8") as file:
                file.write(text)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(f"{folder}: 99 reports already saved in the second {when:%H:%M:%S}")


def dialog_texts(report: CrashReport) -> tuple[str, str, str]:
    """The dialog's (text, informative text, details): what happened, where the report is (or why it is not
    saved), and under "Show Details" the traceback (or, when nothing was saved, the whole report)."""
    text = QCoreApplication.translate(
        "Crash", "dealerdesk ran into a problem and could not finish what it was doing: {summary}"
    ).format(summary=report.summary)
    if report.path is not None:
        informative = QCoreApplication.translate(
            "Crash", "A report was saved to {path}\n\nPlease attach it when you report the problem."
        ).format(path=report.path)
        return text, informative, report.traceback
    informative = QCoreApplication.translate(
        "Crash", "The report could not be saved to {folder} ({problem}). Its text is under Show Details."
    ).format(folder=report.folder, problem=report.problem)
    return text, informative, report.text


def show_crash_dialog(report: CrashReport) -> None:
    """The crash dialog (modal; returns when it is closed). Needs a QApplication."""
    text, informative, details = dialog_texts(report)
    box = QMessageBox(QMessageBox.Icon.Critical, APP_NAME, text)
    box.setInformativeText(informative)
    box.setDetailedText(details)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # the path can be copied
    box.exec()


class _DialogRelay(QObject):
    """Carries a report from the thread that crashed to the thread that owns this object (the GUI thread), where
    `deliver` is called with it."""

    report = Signal(object)

    def __init__(self, deliver: Callable[[CrashReport], None]) -> None:
        super().__init__()
        self._deliver = deliver
        self.report.connect(self._receive, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _receive(self, report: CrashReport) -> None:
        self._deliver(report)


class CrashHandler:
    """The hook for `sys.excepthook` and (through `thread_hook`) `threading.excepthook`.

    `folder` is where reports go (default `default_folder()`), `show_dialog` shows one report to the user
    (default `show_crash_dialog`; tests pass their own, so nothing blocks), `stream` is where the traceback is
    printed (default: the current ``sys.stderr``). Create it on the GUI thread.
    """

    def __init__(
        self,
        folder: Path | None = None,
        show_dialog: Callable[[CrashReport], None] = show_crash_dialog,
        stream: TextIO | None = None,
    ) -> None:
        self.folder = folder
        self.show_dialog = show_dialog
        self.stream = stream
        self.reports: list[CrashReport] = []
        """Every report handled, oldest first."""
        self._dialog_open = False
        self._relay = _DialogRelay(self._show)

    def __call__(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        """Handle an uncaught exception; never raises (as a last resort Python's own hook prints it)."""
        try:
            if issubclass(kind, KeyboardInterrupt):  # Ctrl+C in the terminal: no report, no dialog
                sys.__excepthook__(kind, error, trace)
                return
            report = self.record(kind, error, trace)
            if threading.current_thread() is threading.main_thread():
                self._show(report)
            else:
                self._relay.report.emit(report)
        except BaseException:  # the handler's own failure: print both, lose nothing
            try:
                sys.__excepthook__(kind, error, trace)
                traceback.print_exc()
            except BaseException:
                pass

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """`threading.excepthook` for errors in Python threads."""
        if args.exc_value is not None:
            self(args.exc_type, args.exc_value, args.exc_traceback)

    def record(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> CrashReport:
        """Save the report and print it to stderr; returns what was done. Never raises for a folder problem."""
        from datetime import datetime

        when = datetime.now().astimezone()
        details = "".join(traceback.format_exception(kind, error, trace))
        summary = f"{kind.__qualname__}: {error}" if str(error) else kind.__qualname__
        text = report_text(summary, details, when, recent_messages())
        folder = self.folder if self.folder is not None else default_folder()
        try:
            path: Path | None = save_report(text, folder, when)
            problem = None
        except OSError as failure:
            path, problem = None, failure.strerror or str(failure)
        report = CrashReport(summary, details, text, folder, path, problem)
        self.reports.append(report)
        saved = f"a crash report was saved to {path}" if path else f"no crash report saved ({folder}: {problem})"
        self._write(f"{details}dealerdesk: {saved}\n")
        return report

    def _write(self, message: str) -> None:
        stream = self.stream if self.stream is not None else sys.stderr
        if stream is None:  # a Windows app without a console has no stderr
            return
        try:
            stream.write(message)
            stream.flush()
        except (OSError, ValueError):  # a closed or broken stderr
            pass

    def _show(self, report: CrashReport) -> None:
        """Show the dialog unless one is already open (an error while it is open is saved and printed only)."""
        if self._dialog_open or (QApplication.instance() is None and self.show_dialog is show_crash_dialog):
            return  # one dialog at a time; and Qt cannot show one before the application exists
        self._dialog_open = True
        try:
            self.show_dialog(report)
        except Exception:
            self._write("dealerdesk: the crash dialog could not be shown:\n" + traceback.format_exc())
        finally:
            self._dialog_open = False


def install(folder: Path | None = None, show_dialog: Callable[[CrashReport], None] = show_crash_dialog) -> CrashHandler:
    """Make a `CrashHandler` the hook for uncaught errors in the GUI thread, Qt's callbacks and Python threads."""
    handler = CrashHandler(folder, show_dialog)
    sys.excepthook = handler
    threading.excepthook = handler.thread_hook
    return handler
