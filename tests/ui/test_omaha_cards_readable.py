"""Every face-up Omaha card shows its corner index: at every table size (2–10 seats) and at the play window's
sizes, nothing solid drawn above a face-up hole card (a later card of its hand, its own plate, another seat's part)
covers the card's top-left index — the rank and the suit pip under it, about a third of the card's width and
two fifths of its height (see :mod:`dealerdesk.ui.felt.card_svg`). On the trainer's table the names of a split
pot's winners, under the pots, leave the cards and the markers readable too, in Thai and Hungarian."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.generator import NAMES as TRAINER_NAMES
from dealerdesk.ui.felt.card_pixmaps import CardItem
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT, Glow
from dealerdesk.ui.felt.state import PotState
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import play_window
from tests.ui.test_i18n import clean_language  # noqa: F401 — the fixture that restores the language
from tests.ui.test_table_labels_clear import SIZES, covering, guarded, states
from tests.ui.test_table_labels_clear import language as language  # noqa: PLC0414 - the fixture

LONGEST = sorted(TRAINER_NAMES, key=len, reverse=True)
"""The trainer's players' names, the longest first: a pot's winners are named on the trainer's table."""
INDEX = (0.32, 0.42)
"""The corner index's share of a card's width and height."""



@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return play_window(qtbot, tmp_path)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_face_up_card_shows_its_index(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    page = window.play_page
    qtbot.waitUntil(lambda: page.view.width() > 0.6 * size[0] and abs(window.width() - size[0]) < 2)
    page.view.fit()
    problems = []
    for seats in range(2, 11):
        # The all-in: every hand face up, four cards each.
        state = [s for s in states(seats) if all(seat.equity is not None for seat in s.seats)][-1]
        page.show_state(state)
        cards = [item for item in page.scene.items() if isinstance(item, CardItem) and item.face_up
                 and item.data(ITEM_KIND) == "card"]
        assert len(cards) == 4 * seats
        problems += [f"{seats} seats: {problem}" for problem in covered_indices(page.scene, cards)]
    assert not problems, "\n".join(problems[:30]) + f"\n… {len(problems)} in all"


def covered_indices(page_scene: object, cards: list[CardItem]) -> list[str]:
    """What solid item drawn above each card's corner index covers it (the soft halo round the plate to act
    excepted: a card shows through it)."""
    problems = []
    scene = page_scene
    for card in cards:
        face = card.boundingRect().adjusted(6, 6, -6, -6)
        index = card.mapRectToScene(QRectF(0, 0, face.width() * INDEX[0], face.height() * INDEX[1]))
        above = scene.items(index, Qt.ItemSelectionMode.IntersectsItemShape,  # type: ignore[attr-defined]
                            Qt.SortOrder.DescendingOrder)
        for item in above[:above.index(card)]:
            if not item.isVisible() or item.effectiveOpacity() == 0 or isinstance(item, Glow):
                continue
            if item.shape().isEmpty() or not item.mapToScene(item.shape()).intersects(index):
                continue
            part = item
            while part is not None and part.data(ITEM_KIND) is None:
                part = part.parentItem()
            kind = part.data(ITEM_KIND) if part is not None else type(item).__name__
            seat = part.data(ITEM_SEAT) if part is not None else None
            problems.append(f"seat {card.data(ITEM_SEAT)}'s card {card.card} under {kind} of {seat} "
                            f"({type(item).__name__})")
    return problems


@pytest.mark.parametrize("language", ["th", "hu"], indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_pots_winners_leave_every_card_readable(qtbot: QtBot, language: str, window: MainWindow,
                                                            size: tuple[int, int]) -> None:
    # The trainer's verdict on a split (its table has no person's seat, and its players the trainer's names): two
    # pots pushed, each named with its two winners, every hand face up.
    # Two names on two lines under each pot reached the first seat's first card and covered its rank (Thai and
    # Hungarian at 1024×640).
    window.resize(*size)
    page = window.play_page
    qtbot.waitUntil(lambda: page.view.width() > 0.6 * size[0] and abs(window.width() - size[0]) < 2)
    page.view.fit()
    problems = []
    for seats in (6, 9):
        state = [s for s in states(seats) if all(seat.equity is not None for seat in s.seats)][-1]
        pots = (PotState("Main pot", 2_250, (1, 3)), PotState("Side pot 1", 650, (1, 5)))
        page.show_state(replace(state, pots=pots, seats=tuple(replace(row, equity=None, hero=False,
                                                                           name=LONGEST[row.seat - 1])
                                                              for row in state.seats)))
        cards = [item for item in page.scene.items() if isinstance(item, CardItem) and item.face_up
                 and item.data(ITEM_KIND) == "card"]
        assert any(item.data(ITEM_KIND) == "winners" for item in page.scene.items())
        problems.extend(f"{seats} seats: {problem}" for problem in covered_indices(page.scene, cards))
        # ... and leave every number and marker letter uncovered (a button may lie between the pots).
        problems.extend(f"{seats} seats: {owner.data(ITEM_KIND)} of {owner.data(ITEM_SEAT)} {text.text()!r} under "
                        f"{cover}" for owner, text in guarded(page.scene) for cover in covering(page.scene, text))
    assert not problems, "\n".join(problems[:30])
