"""Crash reports: an uncaught error is saved with the traceback and versions, named in a dialog and printed on
stderr, and the handler itself never fails (an unwritable folder, a failing dialog, errors while the dialog is
open, errors on other threads). Reports go to tmp_path, never to the real data folder; dialogs are recorded, not
shown, except in the one test of the real dialog, which closes it itself."""

from __future__ import annotations

import io
import re
import sys
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtCore import QMessageLogContext, QTimer, QtMsgType
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from dealerdesk.ui.common.qt_messages import KNOWN_NOISE, MessageFilter
from dealerdesk.ui.window import crash
from dealerdesk.ui.window.crash import CrashHandler, CrashReport, dialog_texts, save_report

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def deal_the_river() -> None:
    raise ValueError("the river came before the turn")


def caught(action: Callable[[], None] = deal_the_river) -> ExcInfo:
    """The (type, error, traceback) of what `action` raises, as sys.excepthook receives them."""
    try:
        action()
    except BaseException as error:  # whatever it raises is what the test wants
        return type(error), error, error.__traceback__
    raise AssertionError("nothing raised")


@pytest.fixture
def shown() -> list[CrashReport]:
    return []


@pytest.fixture
def stderr() -> io.StringIO:
    return io.StringIO()


@pytest.fixture
def handler(tmp_path: Path, shown: list[CrashReport], stderr: io.StringIO, qapp: QApplication) -> CrashHandler:
    return CrashHandler(tmp_path / "data" / "crashes", show_dialog=shown.append, stream=stderr)


def test_report_saved_with_traceback_and_named_in_the_dialog(
    handler: CrashHandler, shown: list[CrashReport], stderr: io.StringIO, tmp_path: Path
) -> None:
    handler(*caught())

    files = list((tmp_path / "data" / "crashes").iterdir())
    assert len(files) == 1 and re.fullmatch(r"crash-\d{8}-\d{6}\.txt", files[0].name)
    text = files[0].read_text(encoding="utf-8")
    assert text.startswith("dealerdesk crash report: ValueError: the river came before the turn")
    assert "Traceback (most recent call last):" in text and "in deal_the_river" in text
    for fact in ("Time", "dealerdesk", "Python", "Qt", "System", "Frozen app"):
        assert re.search(rf"^{fact} +\S", text, re.MULTILINE), fact
    assert re.search(rf"^Python +{re.escape(sys.version.split()[0])} ", text, re.MULTILINE)
    assert "Qt's last messages (oldest first):" in text

    assert len(shown) == 1
    report = shown[0]
    assert report.path == files[0] and report.problem is None
    message, informative, details = dialog_texts(report)
    assert "dealerdesk ran into a problem" in message and "ValueError" in message
    assert f"A report was saved to {files[0]}" in informative
    assert details == report.traceback and "in deal_the_river" in details

    printed = stderr.getvalue()
    assert "in deal_the_river" in printed and f"a crash report was saved to {files[0]}" in printed


def test_unwritable_folder_is_said_in_the_dialog(
    tmp_path: Path, shown: list[CrashReport], stderr: io.StringIO, qapp: QApplication
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")  # unwritable even for root
    handler = CrashHandler(blocker / "crashes", show_dialog=shown.append, stream=stderr)

    handler(*caught())  # must not raise

    (report,) = shown
    assert report.path is None and report.problem
    message, informative, details = dialog_texts(report)
    assert "dealerdesk ran into a problem" in message
    assert f"could not be saved to {blocker / 'crashes'}" in informative
    assert details == report.text and "in deal_the_river" in details  # nothing is lost: the whole report
    assert "no crash report saved" in stderr.getvalue()


def test_reports_in_the_same_second_do_not_overwrite(tmp_path: Path) -> None:
    when = datetime(2026, 11, 30, 21, 5, 9)
    paths = [save_report(f"report {number}", tmp_path, when) for number in range(3)]
    assert [path.name for path in paths] == [
        "crash-20261130-210509.txt", "crash-20261130-210509-2.txt", "crash-20261130-210509-3.txt"]
    assert [path.read_text() for path in paths] == ["report 0", "report 1", "report 2"]


def test_a_failing_dialog_does_not_crash_the_handler(tmp_path: Path, stderr: io.StringIO, qapp: QApplication) -> None:
    def broken_dialog(report: CrashReport) -> None:
        raise RuntimeError("no screen")

    handler = CrashHandler(tmp_path, show_dialog=broken_dialog, stream=stderr)
    handler(*caught())
    assert len(handler.reports) == 1 and handler.reports[0].path is not None
    assert "the crash dialog could not be shown" in stderr.getvalue() and "no screen" in stderr.getvalue()


def test_errors_while_the_dialog_is_open_are_saved_without_another_dialog(
    tmp_path: Path, stderr: io.StringIO, qapp: QApplication
) -> None:
    shown: list[CrashReport] = []

    def dialog_that_sees_another_error(report: CrashReport) -> None:
        shown.append(report)
        handler(*caught(lambda: 1 / 0))  # e.g. a timer firing in the dialog's event loop

    handler = CrashHandler(tmp_path, show_dialog=dialog_that_sees_another_error, stream=stderr)
    handler(*caught())
    assert len(shown) == 1
    assert [report.summary.split(":")[0] for report in handler.reports] == ["ValueError", "ZeroDivisionError"]
    assert len(list(tmp_path.glob("crash-*.txt"))) == 2


def test_ctrl_c_is_not_a_crash(handler: CrashHandler, shown: list[CrashReport], tmp_path: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    passed_on: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "__excepthook__", lambda kind, error, trace: passed_on.append(kind))

    def interrupt() -> None:
        raise KeyboardInterrupt

    handler(*caught(interrupt))
    assert passed_on == [KeyboardInterrupt] and shown == [] and not (tmp_path / "data").exists()


def test_thread_errors_are_saved_there_and_shown_by_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    shown: list[tuple[CrashReport, bool]] = []
    handler = crash.install(tmp_path, show_dialog=lambda report: shown.append(
        (report, threading.current_thread() is threading.main_thread())))
    handler.stream = io.StringIO()
    assert sys.excepthook is handler

    worker = threading.Thread(target=deal_the_river, name="equity worker")
    worker.start()
    worker.join()
    assert len(handler.reports) == 1 and re.search(r"^Thread +equity worker$", handler.reports[0].text, re.MULTILINE)
    qtbot.waitUntil(lambda: len(shown) == 1)
    assert shown[0][1], "the dialog must be shown on the GUI thread"


def test_the_real_dialog_shows_the_path_and_the_traceback(
    handler: CrashHandler, qtbot: QtBot, tmp_path: Path
) -> None:
    seen: dict[str, str] = {}

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, read_and_close)
            return
        seen.update(text=box.text(), informative=box.informativeText(), details=box.detailedText(),
                    title=box.windowTitle())
        box.done(0)

    handler.show_dialog = crash.show_crash_dialog
    QTimer.singleShot(0, read_and_close)
    handler(*caught())

    path = handler.reports[0].path
    assert path is not None
    assert seen["title"] == "dealerdesk" and "ran into a problem" in seen["text"]
    assert str(path) in seen["informative"] and "in deal_the_river" in seen["details"]


def test_default_folder_is_in_the_user_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    if sys.platform.startswith("linux"):
        assert crash.default_folder() == tmp_path / "dealerdesk" / "crashes"
    assert crash.default_folder().name == "crashes"


def test_message_filter_drops_the_offscreen_noise_and_keeps_the_rest() -> None:
    passed: list[str] = []
    message_filter = MessageFilter()
    message_filter.previous = lambda mode, context, message: passed.append(message)
    context = QMessageLogContext()
    for message in (*KNOWN_NOISE, "QPainter::begin: Paint device returned engine == 0"):
        message_filter(QtMsgType.QtWarningMsg, context, message)
    assert passed == ["QPainter::begin: Paint device returned engine == 0"]
    assert len(message_filter.recent) == 1 and message_filter.recent[0].endswith("engine == 0")
