"""``dealerdesk snapshot`` writes its PNGs through ``write_png``, at zlib's fastest level: the file must still hold
the window's pixels exactly, at the size asked for, and a file that cannot be written is named in a message."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from dealerdesk.cli import main
from dealerdesk.ui.common.image_file import write_png
from dealerdesk.ui.window.main_window import MainWindow


def test_the_snapshot_file_keeps_every_pixel_of_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    shown = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    out = tmp_path / "window.png"
    write_png(window.grab().toImage(), out)
    assert QImage(str(out)).convertToFormat(QImage.Format.Format_RGB32) == shown


def test_the_welcome_snapshot_has_the_size_asked_for(tmp_path: Path) -> None:
    out = tmp_path / "welcome.png"
    assert main(["snapshot", "welcome", "--size", "1024x640", "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)
    assert len({image.pixel(x, y) for x in range(0, 1024, 64) for y in range(0, 640, 64)}) > 2  # not blank


def test_a_snapshot_that_cannot_be_written_says_which_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "no such folder" / "welcome.png"
    assert main(["snapshot", "welcome", "--out", str(out)]) == 2
    error = capsys.readouterr().err
    assert str(out) in error and "Traceback" not in error
    assert not out.exists()
