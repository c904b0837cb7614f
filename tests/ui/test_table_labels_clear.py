"""No label covers a number: at every table size (2–10 seats) and at the play window's sizes (1024×640,
1280×800, 1366×768, 1920×1080), no item drawn above a text that shows a number — a stack, a seat number, a bet,
a pot — or above the dealer button's or a blind's letters overlaps it: not an action badge, a status, a card, a
marker, an equity, the result or a pot's winners, nor another seat's plate; no two seats' labels overlap each
other; and everything drawn lies inside what the view shows. While a hand is played, in an all-in with the hands
face up, and at its showdown; in English, Thai (taller lines) and Hungarian (longer words)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from dealerdesk.evaluation.names import hand_name, low_name
from dealerdesk.i18n import translate
from dealerdesk.ui.common.language import install_language
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.felt.state import PotState, SeatState, TableState
from dealerdesk.ui.offscreen.snapshot import NAMES
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import play_window
from tests.ui.test_i18n import clean_language  # noqa: F401 — the fixture that restores the language

SIZES = ((1024, 640), (1280, 800), (1366, 768), (1920, 1080))
"""The window sizes the table is drawn at (its view's scale is what matters)."""
NUMBERS = ("stack", "seat-number", "bet", "pot-label", "total-pot", "won", "hud")
"""The parts whose text shows a number (a winner's "Wins 1,234" and a player's statistics included)."""
MARKERS = ("button", "blind")
"""The parts whose letters ("D", "SB", "BB") must stay readable too: who deals and who posted is read from them."""
LABELS = ("equity", "action", "status", "won", "button", "blind", "bet", "seat-number", "hud")
"""A seat's labels beside its plate: no two seats' may overlap (ten all-in equities side by side ran together)."""


def part_of(item: QGraphicsItem, kinds: tuple[str, ...]) -> QGraphicsItem | None:
    """The nearest item at or above ``item`` tagged as one of ``kinds``, if any."""
    owner: QGraphicsItem | None = item
    while owner is not None and owner.data(ITEM_KIND) not in kinds:
        owner = owner.parentItem()
    return owner


def tagged_part(item: QGraphicsItem) -> QGraphicsItem:
    """The nearest item at or above ``item`` that says what it shows (``item`` itself when none does)."""
    part: QGraphicsItem | None = item
    while part is not None and part.data(ITEM_KIND) is None:
        part = part.parentItem()
    return part if part is not None else item


def guarded(scene: TableScene) -> Iterator[tuple[QGraphicsItem, QGraphicsSimpleTextItem]]:
    """Each text that must stay uncovered — one showing a number, or a marker's letters — with the tagged part it
    belongs to."""
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem) or not item.isVisible():
            continue
        owner = part_of(item, NUMBERS) if any(ch.isdigit() for ch in item.text()) else None
        owner = owner or part_of(item, MARKERS)
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
        kind = tagged_part(item)
        found.append(f"{kind.data(ITEM_KIND)} of {kind.data(ITEM_SEAT)} "
                     f"({type(item).__name__} {getattr(item, 'text', lambda: '')()!r})")
    return found


def labels_overlapping(scene: TableScene) -> list[str]:
    """Pairs of labels of different seats (an equity, an action, a status, a marker, a bet, a seat number) whose
    shapes overlap."""
    labels = [item for item in scene.items() if item.data(ITEM_KIND) in LABELS and item.isVisible()]
    found = []
    for index, one in enumerate(labels):
        for other in labels[index + 1:]:
            if one.data(ITEM_SEAT) != other.data(ITEM_SEAT) and one.collidesWithItem(other):
                found.append(f"{one.data(ITEM_KIND)} of {one.data(ITEM_SEAT)} and "
                             f"{other.data(ITEM_KIND)} of {other.data(ITEM_SEAT)}")
    return found


def outside(scene: TableScene, shown: QRectF) -> list[str]:
    """The items drawn (their own painting, not their children's) that reach beyond ``shown``, a scene rectangle."""
    found = []
    for item in scene.items():
        if not item.isVisible() or item.effectiveOpacity() == 0 or item.boundingRect().isEmpty():
            continue
        bounds = item.sceneBoundingRect()
        if not shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(bounds):
            tagged = tagged_part(item)
            found.append(f"{tagged.data(ITEM_KIND)} of {tagged.data(ITEM_SEAT)} ({type(item).__name__} at "
                         f"{bounds.left():.0f},{bounds.top():.0f} {bounds.width():.0f}×{bounds.height():.0f})")
    return found


def showdown(betting: TableState) -> TableState:
    """The hand over, as the play page shows it: the bets gathered, every hand still in face up with its best
    cards raised, the pots pushed — the main pot split high and low between two players, each side pot to one,
    the person's included — what each winner won under its plate, the result said line by line, the button and
    blinds where they were."""
    still_in = [row.seat for row in betting.seats if not row.folded]
    split = (still_in[1], still_in[-1]) if len(still_in) > 2 else (1, 2)
    side = still_in[len(still_in) // 2]
    pots = (PotState("Main pot", 9_876_500, split), PotState("Side pot 1", 2_469_000, (side,)),
            PotState("Side pot 2", 1_234_500, (1,)))
    names = {row.seat: row.name for row in betting.seats}

    def award(seat: int, amount: int, reading: str) -> str:
        if seat == 1:
            return translate("PlayController", "You win {amount}: {hand}").format(amount=amount, hand=reading)
        return translate("PlayController", "{name} wins {amount}: {hand}").format(
            name=names[seat], amount=amount, hand=reading)

    result = (award(split[0], 4_938_250, hand_name(167)) + " " + translate("PlayController", "(high)"),
              award(split[1], 4_938_250, low_name(1)) + " " + translate("PlayController", "(low)"),
              award(side, 2_469_000, hand_name(2467)), award(1, 1_234_500, hand_name(1609)))
    won = {seat: sum(pot.amount // len(pot.winners) for pot in pots if seat in pot.winners)
           for pot in pots for seat in pot.winners}
    rows = tuple(replace(row, bet=0, action=("", 0), to_act=False, stack=row.stack + won.get(row.seat, 0),
                         won=won.get(row.seat, 0),
                         cards=() if row.folded and not row.hero else (4 + row.seat * 4, 5 + row.seat * 4,
                                                                        6 + row.seat * 4, 7 + row.seat * 4),
                         highlight=frozenset({4 + row.seat * 4, 5 + row.seat * 4}) if row.seat in won
                         else frozenset())
                 for row in betting.seats)
    return replace(betting, seats=rows, board=(0, 1, 2, 3, 48), board_highlight=frozenset({0, 1, 2}), pots=pots,
                   total_pot=None, caption="PO/8 · 5,000/10,000 · Hand 12 · Result", result=result)


def states(seats: int) -> Iterator[TableState]:
    """The busiest tables a hand shows while it is played: every seat in with a seven-figure bet, its last action
    said (or folded) and four cards (Omaha), its widest statistics (HUD) under its plate, the button and blinds at the
    start, middle and end; an all-in with
    every hand face up and its equity under its plate; and the showdown (:func:`showdown`)."""
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
                folded=seat % 4 == 3, hud=(100, 100, 1_000 + seat)))
        betting = TableState(seats, tuple(rows), board=(1, 2, 3), pots=(PotState("Main pot", 9_876_500),),
                             caption="PO · 5,000/10,000", total_pot=19_876_500)
        yield betting
        yield replace(betting, seats=tuple(replace(row, stack=0, all_in=True, bet=0, action=("", 0),
                                                  cards=(4 + row.seat, 17, 30, 43), equity=0.125)
                                           for row in betting.seats))
        yield showdown(betting)


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
    view = page.view
    # What the view shows of the scene: all of it must be drawn inside (a snapshot draws the scene's rectangle).
    shown = view.mapToScene(view.viewport().rect()).boundingRect().intersected(page.scene.sceneRect())
    problems = []
    for seats in range(2, 11):
        seen = set()
        for index, state in enumerate(states(seats)):
            page.show_state(state)
            for owner, text in guarded(page.scene):
                seen.add(owner.data(ITEM_KIND))
                for cover in covering(page.scene, text):
                    problems.append(f"{seats} seats, table {index}: {owner.data(ITEM_KIND)} of "
                                    f"{owner.data(ITEM_SEAT)} {text.text()!r} under {cover}")
            problems.extend(f"{seats} seats, table {index}: {pair} overlap" for pair in labels_overlapping(page.scene))
            problems.extend(f"{seats} seats, table {index}: {item} outside the view"
                            for item in outside(page.scene, shown))
        assert {*NUMBERS, *MARKERS} <= seen
    assert not problems, "\n".join(problems[:40]) + f"\n… {len(problems)} in all"


@pytest.mark.parametrize("language", ["th", "hu"], indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_caption_keeps_clear_of_the_side_seats_bets(qtbot: QtBot, window: MainWindow,
                                                         size: tuple[int, int]) -> None:
    # A nine-seat table's side seat bet stood on the end of "…, ante 300" in a small window: the caption moves
    # aside, and is cut short (its tooltip whole) only where it cannot fit at all.
    window.resize(*size)
    page = window.play_page
    qtbot.waitUntil(lambda: page.view.width() > 0.6 * size[0] and abs(window.width() - size[0]) < 2)
    page.view.fit()
    caption = "พ็อตลิมิต โอมาฮาไฮ/โลว์, บลายด์ 1,000/2,000, แอนตี้ 300 · Pot-limit Omaha Hi/Lo, vakok 1000/2000"
    problems = []
    for seats in range(2, 11):
        for index, state in enumerate(states(seats)):
            page.show_state(replace(state, caption=caption))
            shown = [item for item in page.scene.items() if item.data(ITEM_KIND) == "caption"]
            assert len(shown) == 1 and shown[0].toolTip() == caption
            text = shown[0].sceneBoundingRect()
            for item in page.scene.items():
                if item.data(ITEM_KIND) == "bet" and item.isVisible():
                    bounds = item.sceneBoundingRect().united(item.mapRectToScene(item.childrenBoundingRect()))
                    if bounds.intersects(text):
                        problems.append(f"{seats} seats, table {index}: the bet of seat {item.data(ITEM_SEAT)}")
    assert not problems, "\n".join(problems[:20])
