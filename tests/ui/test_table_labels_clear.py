"""No label covers a number: at every table size (2–10 seats) and at the play window's sizes (1024×640,
1280×800, 1366×768, 1920×1080), no item drawn above a text that shows a number — a stack, a seat number, a bet,
a pot — overlaps it: not an action badge, a status, a card, the dealer button or a blind, an equity, nor another
seat's plate; in English, Thai (taller lines) and Hungarian (longer words)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from dealerdesk.ui.i18n import install_language
from dealerdesk.ui.main_window import MainWindow
from dealerdesk.ui.snapshot import NAMES
from dealerdesk.ui.table_scene import ITEM_KIND, ITEM_SEAT, TableScene
from dealerdesk.ui.table_state import PotState, SeatState, TableState
from tests.ui.qt_helpers import play_window
from tests.ui.test_i18n import clean_language  # noqa: F401 — the fixture that restores the language

SIZES = ((1024, 640), (1280, 800), (1366, 768), (1920, 1080))
"""The window sizes the table is drawn at (its view's scale is what matters)."""
NUMBERS = ("stack", "seat-number", "bet", "pot-label", "total-pot")
"""The parts whose text shows a number."""


def numbers(scene: TableScene) -> Iterator[tuple[QGraphicsItem, QGraphicsSimpleTextItem]]:
    """Each text showing a number, with the tagged part it belongs to."""
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and any(ch.isdigit() for ch in item.text()):
            owner: QGraphicsItem | None = item
            while owner is not None and owner.data(ITEM_KIND) not in NUMBERS:
                owner = owner.parentItem()
            if owner is not None:
                yield owner, item


def covering(scene: TableScene, text: QGraphicsSimpleTextItem) -> list[str]:
    """What is drawn above ``text`` over its letters (its own plate's other lines excepted)."""
    # The ink of the letters (not the line's leading above and below them), in the scene.
    metrics = QFontMetricsF(text.font())
    lines = text.text().split("\n")
    ink = QRectF()
    for row, line in enumerate(lines):
        ink = ink.united(metrics.tightBoundingRect(line).translated(0, metrics.ascent() + row * metrics.lineSpacing()))
    rect = text.mapRectToScene(ink)
    above = scene.items(rect, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder)
    found = []
    for item in above[:above.index(text)] if text in above else []:
        if not item.isVisible() or item.effectiveOpacity() == 0 or text.isAncestorOf(item):
            continue
        kind, part = item, item
        while part is not None and part.data(ITEM_KIND) is None:
            part = part.parentItem()
        kind = part if part is not None else item
        found.append(f"{kind.data(ITEM_KIND)} of {kind.data(ITEM_SEAT)} "
                     f"({type(item).__name__} {getattr(item, 'text', lambda: '')()!r})")
    return found


def states(seats: int) -> Iterator[TableState]:
    """The busiest tables a hand shows while it is played: every seat in with a seven-figure bet, its last action
    said (or folded) and four cards (Omaha), the button and blinds at the start, middle and end; and an all-in with
    every hand face up and its equity beside it."""
    for button in sorted({1, max(1, seats // 2), seats}):
        small = button % seats + 1 if seats > 2 else button
        big = small % seats + 1
        rows = []
        for seat in range(1, seats + 1):
            rows.append(SeatState(
                seat=seat, name=NAMES[seat - 1] + "-Kovács", stack=1_234_500 + seat, bet=125_000 * seat,
                cards=(0, 13, 26, 39) if seat == 1 else (None,) * 4, to_act=seat == big % seats + 1,
                button=seat == button, blind="SB" if seat == small else "BB" if seat == big else "",
                hero=seat == 1, action=("raise", 125_000 * seat) if seat % 2 else ("call", 125_000 * seat),
                folded=seat % 4 == 3))
        betting = TableState(seats, tuple(rows), board=(1, 2, 3), pots=(PotState("Main pot", 9_876_500),),
                             caption="PO · 5,000/10,000", total_pot=19_876_500)
        yield betting
        yield replace(betting, seats=tuple(replace(row, stack=0, all_in=True, bet=0, action=("", 0),
                                                  cards=(4 + row.seat, 17, 30, 43), equity=0.125)
                                           for row in betting.seats))


@pytest.fixture
def language(request: pytest.FixtureRequest) -> str:
    """The app in the test's language (its words and its font; Thai's lines are taller); ``clean_language`` puts
    back the translators, locale and font afterwards."""
    app = request.getfixturevalue("clean_language")
    code = str(getattr(request, "param", "en"))
    install_language(app, code)
    return code



@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, language: str) -> MainWindow:
    return play_window(qtbot, tmp_path)


@pytest.mark.parametrize("language", ["en", "th", "hu"], indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_no_label_covers_a_number(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    page = window.play_page
    qtbot.waitUntil(lambda: page.view.width() > 0.6 * size[0] and abs(window.width() - size[0]) < 2)
    page.view.fit()
    problems = []
    # Left: at 1024×640 a ten-seat table's enlarged tenth seat holds its cards over the person's bet.
    for seats in range(2, 10 if size == (1024, 640) else 11):
        seen = set()
        for index, state in enumerate(states(seats)):
            page.show_state(state)
            for owner, text in numbers(page.scene):
                seen.add(owner.data(ITEM_KIND))
                for cover in covering(page.scene, text):
                    problems.append(f"{seats} seats, table {index}: {owner.data(ITEM_KIND)} of "
                                    f"{owner.data(ITEM_SEAT)} {text.text()!r} under {cover}")
        assert {"stack", "seat-number", "bet", "pot-label", "total-pot"} <= seen
    assert not problems, "\n".join(problems[:40]) + f"\n… {len(problems)} in all"
