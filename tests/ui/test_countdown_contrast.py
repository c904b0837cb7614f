"""The question clock's words are readable over its bar at every moment: the colours the page gives the bar —
its words, the time left (gold, then red) and the time gone — contrast at least 4.5 : 1 (WCAG AA), measured on
the colours the page really uses (its style sheet, else the palette's text)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.common.theme import READABLE_CONTRAST, contrast_ratio
from dealerdesk.ui.training.trainer_page import TrainerPage
from dealerdesk.ui.window.app import dark_palette


def test_the_contrast_ratio_is_wcags() -> None:
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio("#123456", "#123456") == pytest.approx(1.0)


def colours(style: str, block: str, prop: str) -> list[str]:
    """The ``prop`` colours set in the style sheet's blocks whose selector ends with ``block``."""
    found = []
    for selector, body in re.findall(r"([^{}]+)\{([^}]*)\}", style):
        if selector.strip().endswith(block):
            found += re.findall(rf"(?<![-\w]){prop}\s*:\s*(#[0-9a-fA-F]{{6}})", body)
    return found


@pytest.mark.parametrize("seconds_left", [9.0, 1.0], ids=["plenty", "last quarter"])
def test_the_countdown_words_contrast_with_the_bar(qtbot: QtBot, tmp_path: Path, seconds_left: float) -> None:
    with Store(tmp_path / "clock.sqlite3") as store:
        session = TrainingSession(SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2, seconds_per_question=10),
                                  store, store.create_profile("A").id, random.Random(2))
        page = TrainerPage(session)
        qtbot.addWidget(page)
        page.ask()
        page.spend(10 - seconds_left)
        page._tick()
        style = page.timer_bar.styleSheet()
        text = (colours(style, "QProgressBar", "color") or [dark_palette().text().color().name()])[-1]
        backgrounds = colours(style, "::chunk", "background") + colours(style, "QProgressBar", "background")
        assert len(backgrounds) == 2, style  # the time left and the time gone, both known
        for background in backgrounds:
            assert contrast_ratio(text, background) >= READABLE_CONTRAST, (text, background)
        page.question_clock.stop()
