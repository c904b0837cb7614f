"""Every face-up Omaha card shows its corner index: at every table size (2–10 seats) and at the play window's
sizes, nothing solid drawn above a face-up hole card (a later card of its hand, its own plate, another seat's part)
covers the card's top-left index — the rank and the suit pip under it, about a third of the card's width and
two fifths of its height (see :mod:`dealerdesk.ui.felt.card_svg`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from pytestqt.qtbot import QtBot

from dealerdesk.ui.felt.card_pixmaps import CardItem
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT, Glow
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import play_window
from tests.ui.test_table_labels_clear import SIZES, states

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
        for card in cards:
            face = card.boundingRect().adjusted(6, 6, -6, -6)
            index = card.mapRectToScene(QRectF(0, 0, face.width() * INDEX[0], face.height() * INDEX[1]))
            above = page.scene.items(index, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder)
            for item in above[:above.index(card)]:
                if not item.isVisible() or item.effectiveOpacity() == 0 or isinstance(item, Glow):
                    # (the soft halo round the plate to act lets a card show through)
                    continue
                if item.shape().isEmpty() or not item.mapToScene(item.shape()).intersects(index):
                    continue
                part = item
                while part is not None and part.data(ITEM_KIND) is None:
                    part = part.parentItem()
                kind = part.data(ITEM_KIND) if part is not None else type(item).__name__
                seat = part.data(ITEM_SEAT) if part is not None else None
                problems.append(f"{seats} seats: seat {card.data(ITEM_SEAT)}'s card {card.card} under {kind} of "
                                f"{seat} ({type(item).__name__})")
    assert not problems, "\n".join(problems[:30]) + f"\n… {len(problems)} in all"
