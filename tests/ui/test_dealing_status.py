"""The dealing page's status line (hands dealt, hands per hour, error rate) is read at a glance: never broken over
two lines, beside the clock when both fit, else the clock under it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QBoxLayout
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.dealing_page import DealingPage


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "d.sqlite3") as opened:
        yield opened


def one_line(label: object) -> bool:
    from PySide6.QtWidgets import QLabel  # noqa: PLC0415

    assert isinstance(label, QLabel)
    return label.height() < 2 * label.fontMetrics().lineSpacing()


@pytest.mark.parametrize(("width", "beside_after_answer"), [(1024, False), (1920, True)])
def test_the_status_stays_on_one_line(qtbot: QtBot, store: Store, width: int, beside_after_answer: bool) -> None:
    profile = store.create_profile("Malee").id
    page = DealingPage(TrainingSession(SessionPlan(mode=Mode.DEAL, hands=2, difficulty=2), store, profile,
                                       random.Random(1)))
    qtbot.addWidget(page)
    page.resize(width, 640)
    page.scene.animate = False
    page.show()
    qtbot.waitExposed(page)
    page.ask()
    page.skip_replay()
    QApplication.processEvents()
    row = page.status_row
    assert row is not None
    assert (row.direction() is QBoxLayout.Direction.LeftToRight) is beside_after_answer
    assert one_line(page.counter)
    assert page.question is not None
    page.spend(4.0)
    page.fill_answer(right_answer(page.question))
    page.submit_answer()
    QApplication.processEvents()
    assert "answered in 4 s" in page.clock.text()
    beside = row.direction() is QBoxLayout.Direction.LeftToRight
    assert beside is beside_after_answer
    assert one_line(page.counter) and one_line(page.clock)
    page.resize(width - 200, 640)  # narrower: the side gives way
    QApplication.processEvents()
    assert one_line(page.counter)
