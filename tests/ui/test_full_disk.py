"""Answers on a full disk: while the progress database's disk is full every answer is kept and said to be kept;
quitting then says how many wait and why, and offers to try again, to save the progress elsewhere, or to quit and
lose them — Enter and Escape keep them. Tried on a real full file system (a small tmpfs; CI runs as root), for a
session in progress, a finished one and the dealt game: nothing is lost unless the trainee chooses to lose it."""

from __future__ import annotations

import errno
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.window import unsaved_answers
from dealerdesk.ui.window.main_window import MainWindow
from dealerdesk.ui.window.unsaved_answers import ELSEWHERE, LOSE, RETRY, unsaved_box


@dataclass
class Disk:
    """A small file system holding the progress database, filled to the last byte."""

    folder: Path
    filler: Path

    def free(self) -> None:
        """Make room again (the trainee deletes a big file)."""
        self.filler.unlink()


def fill(folder: Path) -> Path:
    """Write a file until the file system is full."""
    filler = folder / "filler.bin"
    with filler.open("wb", buffering=0) as file:
        block = b"\0" * 4096
        while True:
            try:
                file.write(block)
            except OSError as error:
                assert error.errno == errno.ENOSPC
                break
    return filler


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Disk]:
    folder = tmp_path / "disk"
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)], check=True,
                   capture_output=True)  # root (CI runs as root): a real file system that fills up
    try:
        yield Disk(folder, folder / "filler.bin")
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False, capture_output=True)


def window_on(qtbot: QtBot, store: Store, folder: Path) -> MainWindow:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=0, store=store)
    qtbot.addWidget(window)
    window.show()
    return window


def answer(window: MainWindow, count: int) -> list[str]:
    """Answer ``count`` questions right, each verdict saying whether the answer waits to be saved; their keys."""
    page = window.trainer_page
    assert page is not None
    keys = []
    for _ in range(count):
        if getattr(page, "replaying", None) is not None:
            page.advance()  # the dealt game: Enter skips the players' actions to the step
        question = page.question
        assert question is not None
        page.fill_answer(right_answer(question))
        assert page.submit_answer() is not None
        store = window.store
        assert store is not None and (("not saved yet" in page.problem.text()) == bool(store.unsaved))
        keys.append(question.key)
        page.advance()
        if page.question is None:
            break
    return keys


Choices = list[str | None]


def choosing(monkeypatch: pytest.MonkeyPatch, choices: Choices) -> list[tuple[int, str]]:
    """The quit question answered with ``choices`` in turn; what it was asked with (count, why)."""
    asked: list[tuple[int, str]] = []

    def ask(_parent: object, count: int, why: str) -> str | None:
        asked.append((count, why))
        return choices.pop(0)

    monkeypatch.setattr(unsaved_answers, "ask_unsaved", ask)
    monkeypatch.setattr(MainWindow, "confirm_quit", lambda _self, _reason: True)
    return asked


def test_enter_and_escape_keep_the_answers(qtbot: QtBot) -> None:
    box, choices = unsaved_box(None, 4, "the disk is full")
    qtbot.addWidget(box)
    assert choices[box.defaultButton()] == RETRY  # Enter tries again: nothing is lost
    assert box.escapeButton() not in choices  # Escape keeps them with the window open
    assert "4" in box.text() and "the disk is full" in box.text()
    assert sorted(choices.values()) == sorted([RETRY, ELSEWHERE, LOSE])


def test_a_session_in_progress_keeps_its_answers_until_the_disk_frees_up(
        qtbot: QtBot, disk: Disk, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(disk.folder / "progress.sqlite3")
    profile = store.create_profile("Malee").id
    window = window_on(qtbot, store, disk.folder.parent)
    window.start_training(SessionPlan(questions=10), profile, seed=3)
    fill(disk.folder)
    keys = answer(window, 3)
    page = window.trainer_page
    assert page is not None and store.unsaved == 3
    assert "(the answers so far are saved)" not in window.unfinished_work()  # no longer true
    asked = choosing(monkeypatch, [None, RETRY, RETRY])
    assert not window.request_quit() and window.isVisible()  # Cancel: stays open, the answers kept
    assert store.unsaved == 3 and asked == [(3, "the disk is full")]
    original_retry = store.retry

    def retry_after_freeing() -> bool:
        if len(asked) == 3 and disk.filler.exists():  # the trainee frees space before the second try
            disk.free()
        return original_retry()

    monkeypatch.setattr(store, "retry", retry_after_freeing)
    assert window.request_quit()
    assert len(asked) == 3 and store.unsaved == 0
    with Store(disk.folder / "progress.sqlite3") as reopened:
        assert [a.question_key for a in reopened.attempts(profile)] == keys


def test_a_finished_session_asks_too_and_saves_elsewhere(
        qtbot: QtBot, disk: Disk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(disk.folder / "progress.sqlite3")
    profile = store.create_profile("Malee").id
    window = window_on(qtbot, store, tmp_path)
    window.start_training(SessionPlan(questions=2), profile, seed=4)
    fill(disk.folder)
    keys = answer(window, 2)
    assert not window.training_in_progress() and store.unsaved == 2
    elsewhere = tmp_path / "elsewhere.sqlite3"
    monkeypatch.setattr("dealerdesk.ui.window.main_window.ask_path", lambda *_args: elsewhere)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, _title, text: told.append(text))
    asked = choosing(monkeypatch, [ELSEWHERE])
    assert window.request_quit()
    assert asked == [(2, "the disk is full")] and str(elsewhere) in told[0]
    with Store(elsewhere) as copy:
        assert [a.question_key for a in copy.attempts(profile)] == keys


def test_the_dealt_game_asks_and_loses_only_when_told_to(
        qtbot: QtBot, disk: Disk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(disk.folder / "progress.sqlite3")
    profile = store.create_profile("Malee").id
    window = window_on(qtbot, store, tmp_path)
    window.start_training(SessionPlan(mode=Mode.DEAL, hands=2), profile, seed=5)
    fill(disk.folder)
    answer(window, 2)
    waiting = store.unsaved
    assert waiting >= 2
    asked = choosing(monkeypatch, [None, LOSE])
    assert not window.request_quit() and store.unsaved == waiting
    assert window.request_quit()
    assert [count for count, _why in asked] == [waiting, waiting]
