"""A row of buttons never cuts a button's words: in a side column too narrow for them side by side (the audition
result's "Eredmény mentése PDF-ként…" beside "Eredmény nyomtatása…" at 1024×640) they stack, and side by side
again when the column is wide enough."""

from __future__ import annotations

import argparse

from PySide6.QtWidgets import QApplication, QBoxLayout, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.ui.common.button_row import ButtonRow
from dealerdesk.ui.common.language import install_language
from dealerdesk.ui.offscreen.snapshot import _trainer_window
from tests.ui.test_i18n import clean_language as clean_language  # noqa: PLC0414 - the fixture


def whole(button: QPushButton) -> bool:
    """The button is as wide as its words need."""
    return button.width() >= button.sizeHint().width()


def test_a_row_stacks_when_its_buttons_do_not_fit_and_unstacks_when_they_do(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    buttons = (QPushButton("Eredmény mentése PDF-ként…"), QPushButton("Eredmény nyomtatása…"))
    row = ButtonRow(buttons, host)
    needed = row.needed_width()
    row.resize(needed - 20, 40)
    host.show()
    qtbot.waitUntil(lambda: row.row.direction() is QBoxLayout.Direction.TopToBottom)
    qtbot.waitUntil(lambda: all(whole(b) for b in buttons))
    row.resize(needed + 20, 80)
    qtbot.waitUntil(lambda: row.row.direction() is QBoxLayout.Direction.LeftToRight)
    assert all(whole(b) for b in buttons)
    buttons[0].hide()  # one button left fits in less room
    row.resize(buttons[1].sizeHint().width() + 5, 80)
    qtbot.waitUntil(lambda: row.row.direction() is QBoxLayout.Direction.LeftToRight)


def test_the_hungarian_audition_result_shows_every_button_whole(clean_language: QApplication, qtbot: QtBot) -> None:
    install_language(clean_language, "hu")
    window = _trainer_window(argparse.Namespace(kind="pot-limit", view="result", seed=1), 1024, 640)
    qtbot.addWidget(window)
    page = window.trainer_page
    assert page is not None
    shown = [b for b in (page.save_pdf, page.print_result, page.review_missed, page.new_session) if b.isVisible()]
    assert len(shown) == 4
    qtbot.waitUntil(lambda: all(whole(b) for b in shown))
    side = page.side_scroll.window()
    assert all(b.mapTo(side, b.rect().bottomRight()).x() <= side.width() for b in shown)
