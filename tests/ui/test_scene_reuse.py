"""The table redraws only what changed: an action rebuilds the seats it touched and the total pot, and leaves the
other parts' items (and their painted pixels) alone — yet the picture is always the one a fresh scene draws."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from dealerdesk.rules.table import Table
from dealerdesk.ui.felt.card_pixmaps import shadow_pixmap
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT, _glow_picture
from dealerdesk.ui.felt.layout import DECK_POINT
from dealerdesk.ui.felt.scene import ANIMATION_MS, TableScene
from dealerdesk.ui.felt.state import TableState, table_state


def seated_table(seat_count: int, button_seat: int = 1) -> Table:
    """A no-limit table of ``seat_count``, every seat taken."""
    table = Table(seat_count=seat_count, variant="NT", small_blind=1, big_blind=2, button_seat=button_seat)
    for seat in range(1, seat_count + 1):
        table.sit(seat, f"Player {seat}", 200 + 10 * seat)
    return table


def hand_states(seat_count: int, seed: int) -> list[TableState]:
    """The table after every step of one hand called down to the end, and the next hand's start."""
    table = seated_table(seat_count)
    states = []
    for _ in range(2):
        hand = table.start_hand(random.Random(seed))
        assert table.plan is not None
        dealt_in, button = table.plan.dealt_in, table.plan.button
        while not hand.is_complete:
            states.append(table_state(hand, dealt_in, seat_count, face_up={0}, button=button, caption="NT 1/2"))
            if hand.actor is None:
                hand.advance()
            elif len(states) % 3:
                hand.check_or_call()
            else:
                hand.bet_or_raise_to(hand.min_raise_to) if hand.can_bet_or_raise_to(hand.min_raise_to or 0) \
                    else hand.check_or_call()
        states.append(table_state(hand, dealt_in, seat_count, face_up={0}, button=button, caption="NT 1/2"))
        table.end_hand()
    return states


def seat_items(scene: TableScene, seat: int) -> set[QGraphicsItem]:
    """Every item drawn for a seat: its group and all inside it."""
    groups = [i for i in scene.items() if i.data(ITEM_KIND) == "seat" and i.data(ITEM_SEAT) == seat]
    assert len(groups) == 1
    return {groups[0], *groups[0].childItems()}


def picture(scene: TableScene) -> QImage:
    image = QImage(480, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 480, 300), scene.sceneRect())
    painter.end()
    return image


def test_an_action_keeps_the_seats_it_did_not_touch(qapp: QApplication) -> None:
    scene = TableScene()
    state = hand_states(6, seed=3)[2]
    scene.show_state(state)
    before = {seat: seat_items(scene, seat) for seat in range(1, 7)}
    board = [i for i in scene.items() if i.data(ITEM_KIND) == "board"]
    # Seat 4 calls: its stack and bet change; nothing else does.
    four = state.seats[3]
    changed = dataclasses.replace(four, stack=four.stack - 7, bet=four.bet + 7, action=("call", four.bet + 7))
    scene.show_state(dataclasses.replace(state, seats=(*state.seats[:3], changed, *state.seats[4:])))
    for seat in (1, 2, 3, 5, 6):
        assert seat_items(scene, seat) == before[seat]  # the very same items
    assert not seat_items(scene, 4) & before[4]  # the seat that acted is drawn afresh
    assert [i for i in scene.items() if i.data(ITEM_KIND) == "board"] == board
    assert scene.seat_at(scene._seat_rects[4].center()) == 4  # and is still clickable where it is


def test_the_same_state_again_redraws_nothing(qapp: QApplication) -> None:
    scene = TableScene()
    state = hand_states(10, seed=5)[8]
    scene.show_state(state)
    items = set(scene.items())
    scene.show_state(dataclasses.replace(state))  # equal, not the same object
    assert set(scene.items()) == items


@pytest.mark.parametrize(("seat_count", "seed"), [(2, 1), (6, 2), (10, 4)])
def test_the_picture_is_always_what_a_fresh_scene_draws(qapp: QApplication, seat_count: int, seed: int) -> None:
    kept = TableScene()
    for state in hand_states(seat_count, seed):
        kept.show_state(state)
        fresh = TableScene()
        fresh.show_state(state)
        assert picture(kept) == picture(fresh)
        assert sorted(kept._seat_rects) == sorted(fresh._seat_rects)


def test_a_smaller_table_drops_the_seats_it_has_no_more(qapp: QApplication) -> None:
    scene = TableScene()
    scene.show_state(hand_states(10, seed=6)[0])
    scene.show_state(hand_states(6, seed=6)[0])
    seats = {i.data(ITEM_SEAT) for i in scene.items() if i.data(ITEM_KIND) == "seat"}
    assert seats == set(range(1, 7))
    assert sorted(scene._seat_rects) == list(range(1, 7))


def test_the_deck_and_the_text_size_redraw_every_part(qapp: QApplication) -> None:
    scene = TableScene()
    scene.show_state(hand_states(6, seed=8)[-2])
    items = {i for i in scene.items() if i.data(ITEM_KIND)}
    scene.four_color = True
    assert not {i for i in scene.items() if i.data(ITEM_KIND)} & items
    fresh = TableScene(four_color=True)
    fresh.show_state(hand_states(6, seed=8)[-2])
    assert picture(scene) == picture(fresh)


def test_a_part_kept_while_it_slid_stands_where_it_was_going(qapp: QApplication) -> None:
    states = hand_states(6, seed=9)
    flop = next(index for index, state in enumerate(states) if len(state.board) == 3)
    scene = TableScene(animate=True)
    scene.show_state(states[flop - 1])
    scene.show_state(states[flop])  # the flop slides in from the deck …
    # … and before it lands, only the total pot changes: the board is kept, where the cards were going.
    last = dataclasses.replace(states[flop], total_pot=(states[flop].total_pot or 0) + 1)
    scene.show_state(last)
    fresh = TableScene()
    fresh.show_state(last)
    assert picture(scene) == picture(fresh)


def test_shadows_and_the_glow_are_painted_once_per_size(qapp: QApplication) -> None:
    shadow = shadow_pixmap(60, 84, 4.8)
    assert shadow_pixmap(60, 84, 4.8) is shadow
    assert shadow_pixmap(61, 85, 4.8) is not shadow
    assert shadow_pixmap(60, 84, 4.8, device_pixel_ratio=2.0).width() == 120  # sharp on a HiDPI screen
    scene = TableScene()
    states = hand_states(6, seed=10)
    scene.show_state(states[0])
    picture(scene)
    painted = _glow_picture.cache_info()
    for state in states[1:6]:  # the turn passes from seat to seat: the same glow, from the same picture
        scene.show_state(state)
        picture(scene)
    assert _glow_picture.cache_info().misses == painted.misses
    assert _glow_picture.cache_info().hits > painted.hits


def test_a_new_table_can_be_drawn_in_two_turns_and_ends_as_a_fresh_scene_draws_it(qapp: QApplication) -> None:
    """``seats_at_most`` draws only that many of the changed seats (the others stay as they were); the same state
    shown again draws the rest, and the picture is then the one a fresh scene draws."""
    first, new = hand_states(10, 3)[0], hand_states(10, 8)[-1]
    scene = TableScene()
    scene.show_state(first)
    before = {seat: seat_items(scene, seat) for seat in range(1, 11)}
    scene.show_state(new, seats_at_most=4)
    redrawn = [seat for seat in range(1, 11) if seat_items(scene, seat).isdisjoint(before[seat])]
    assert len(redrawn) == 4 and scene.state is new
    halfway = {seat: seat_items(scene, seat) for seat in range(1, 11)}
    scene.show_state(new)
    assert all(seat_items(scene, seat) == halfway[seat] for seat in redrawn)  # drawn once, kept
    assert all(seat_items(scene, seat).isdisjoint(before[seat]) for seat in range(1, 11) if seat not in redrawn)
    fresh = TableScene()
    fresh.show_state(new)
    assert picture(scene) == picture(fresh)


def hand_and_next(seat_count: int, seed: int, button_seat: int = 1) -> tuple[TableState, TableState]:
    """A hand called down to the river, its last table, and the next hand's first (new cards, stacks and blinds:
    every seat changed)."""
    table = seated_table(seat_count, button_seat)
    states = []
    for _ in range(2):
        hand = table.start_hand(random.Random(seed))
        assert table.plan is not None
        dealt_in, button = table.plan.dealt_in, table.plan.button
        states.append(table_state(hand, dealt_in, seat_count, face_up={0}, button=button))
        while not hand.is_complete:
            hand.advance() if hand.actor is None else hand.check_or_call()
        states.append(table_state(hand, dealt_in, seat_count, face_up={0}, button=button))
        table.end_hand()
    return states[1], states[2]


def visible_kind(scene: TableScene, kind: str) -> list[QGraphicsItem]:
    return [i for i in scene.items() if i.data(ITEM_KIND) == kind and i.isVisible()]


def test_a_table_drawn_in_turns_slides_every_seat_in_and_keeps_one_button(qtbot: QtBot) -> None:
    """Play's new hand drawn in two turns with motion on: the first seats' cards are still sliding when the rest
    is drawn (they are not cut short), the rest's cards slide in from the deck too, no turn shows two buttons,
    and once the slides are over the picture is the one a fresh scene draws."""
    settled_hand, new_hand = hand_and_next(10, seed=4)
    scene = TableScene(animate=True)
    scene.show_state(settled_hand)
    qtbot.wait(ANIMATION_MS + 100)
    scene.show_state(new_hand, seats_at_most=5)
    assert scene.left_to_draw is new_hand
    assert len(visible_kind(scene, "button")) <= 1
    first_half = {i.data(ITEM_SEAT) for i in tagged_cards(scene) if i.pos() == DECK_POINT}
    assert len(first_half) == 5  # the five seats drawn now start at the deck
    qtbot.wait(ANIMATION_MS // 3)
    moving = {card: card.pos() for card in tagged_cards(scene) if card.data(ITEM_SEAT) in first_half}
    assert all(pos != DECK_POINT for pos in moving.values())  # under way …
    scene.show_state(new_hand)
    assert scene.left_to_draw is None
    assert [card.pos() for card in moving] == list(moving.values())  # … and not jumped to the end by the rest
    rest = {i.data(ITEM_SEAT) for i in tagged_cards(scene) if i.pos() == DECK_POINT}
    assert rest and rest.isdisjoint(first_half)  # the other seats' cards come from the deck as well
    assert len(visible_kind(scene, "button")) <= 1
    qtbot.waitUntil(lambda: all(c.pos() != DECK_POINT for c in tagged_cards(scene)))
    qtbot.wait(ANIMATION_MS + 100)
    fresh = TableScene()
    fresh.show_state(new_hand)
    assert picture(scene) == picture(fresh)


def tagged_cards(scene: TableScene) -> list[QGraphicsItem]:
    return [i for i in scene.items() if i.data(ITEM_KIND) == "card"]


def test_a_seat_left_for_the_next_turn_shows_its_markers_again_if_its_state_comes_back(qapp: QApplication) -> None:
    """A seat left as it was hides its old button (the button moves from seat 10 to seat 1: drawn first, seat 1
    has it while seat 10 waits); should the state drawn before come back instead of the rest of the new one, the
    seat is right as it stands and its button shows again."""
    old, new = hand_and_next(10, seed=5, button_seat=10)
    assert [s.seat for s in old.seats if s.button] == [10] and [s.seat for s in new.seats if s.button] == [1]
    scene = TableScene()
    scene.show_state(old)
    scene.show_state(new, seats_at_most=5)
    assert [i.data(ITEM_SEAT) for i in visible_kind(scene, "button")] == [1]
    scene.show_state(old)
    assert scene.left_to_draw is None
    fresh = TableScene()
    fresh.show_state(old)
    assert picture(scene) == picture(fresh)
    assert len(visible_kind(scene, "button")) == len(visible_kind(fresh, "button"))


def test_a_table_of_another_size_drawn_in_turns_shows_no_seat_of_the_old_layout(qapp: QApplication) -> None:
    """From six seats to nine in two turns: the seats waiting for the second turn are hidden (their old plates
    stand where a six-seat table has them), and the second turn draws the nine as a fresh scene does."""
    six, nine = hand_and_next(6, seed=2)[1], hand_and_next(9, seed=2)[1]
    scene = TableScene()
    scene.show_state(six)
    scene.show_state(nine, seats_at_most=5)
    shown = [i for i in visible_kind(scene, "seat") if i.parentItem() is not None and i.parentItem().isVisible()]
    assert sorted(i.data(ITEM_SEAT) for i in shown) == [1, 2, 3, 4, 5]
    assert not visible_kind(scene, "button") or all(i.data(ITEM_SEAT) <= 5 for i in visible_kind(scene, "button"))
    scene.draw_rest()
    assert scene.left_to_draw is None
    fresh = TableScene()
    fresh.show_state(nine)
    assert picture(scene) == picture(fresh)


def test_chips_are_drawn_once_per_amount_and_size_and_look_the_same(qapp: QApplication) -> None:
    """A stack of chips is painted from a picture made once per columns and size; blitted, it looks as the chips
    drawn directly do."""
    from dealerdesk.ui.felt.items import ChipStack, draw_columns, stack_pixmap  # noqa: PLC0415

    scene = TableScene()
    stack = ChipStack(1375, "")
    scene.addItem(stack)
    stack.setPos(400, 300)
    bounds = stack.sceneBoundingRect()
    target = QRectF(0, 0, bounds.width() * 2, bounds.height() * 2)

    def drawn(direct: bool) -> QImage:
        image = QImage(int(target.width()), int(target.height()), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("black"))
        painter = QPainter(image)
        stack.setVisible(not direct)
        scene.render(painter, target, bounds)  # the felt under the chips
        if direct:
            painter.scale(2, 2)
            painter.translate(-bounds.left() + 400, -bounds.top() + 300)
            draw_columns(painter, stack._columns)
        painter.end()
        stack.setVisible(True)
        return image

    blitted, direct = drawn(False), drawn(True)
    columns = tuple(stack._columns)
    assert stack_pixmap(columns, 2.0, 1.0) is stack_pixmap(columns, 2.0, 1.0)  # kept, not painted again
    assert stack_pixmap(columns, 3.0, 1.0).width() > stack_pixmap(columns, 2.0, 1.0).width()
    def far(a: QColor, b: QColor) -> bool:
        return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 60

    pixels = [(x, y) for y in range(direct.height()) for x in range(direct.width())]
    stack.setVisible(False)
    empty = QImage(direct.size(), QImage.Format.Format_ARGB32_Premultiplied)
    empty.fill(QColor("black"))
    painter = QPainter(empty)
    scene.render(painter, target, bounds)
    painter.end()
    stack.setVisible(True)
    chips = sum(far(QColor(direct.pixel(x, y)), QColor(empty.pixel(x, y))) for x, y in pixels)
    differing = sum(far(QColor(blitted.pixel(x, y)), QColor(direct.pixel(x, y))) for x, y in pixels)
    assert chips > 500 and differing < 0.1 * chips  # the same chips (an edge may fall half a pixel apart)
