"""Where the markers, the bets, a chip just put out and the result find room on the table: each tries its own
place beside its seat's bet first, then the nearest free one, clear of every seat's plate, cards and bet, of the
pots and of each other (at ten seats in a small window a blind touched the next seat's chips, a button lay on the
person's bet)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from dealerdesk.ui.common.theme import (
    BIG_BLIND_BUTTON,
    CAPTION_TEXT,
    DEALER_BUTTON,
    DEALER_BUTTON_TEXT,
    POT_WORDS,
    PUT_OUT_EDGE,
    PUT_OUT_LIGHT,
    RESULT_PLATE,
    SMALL_BLIND_BUTTON,
    WHITE,
)
from dealerdesk.ui.felt.chip_pile import CHIP_H, CHIP_W, EDGE, ChipPile
from dealerdesk.ui.felt.items import (
    ITEM_KIND,
    ITEM_SEAT,
    ChipStack,
    blind_label,
    centre_at,
    disc,
    font,
    format_chips,
    pill,
    text_item,
)
from dealerdesk.ui.felt.layout import (
    BOARD_CARD,
    BOARD_TOP,
    CENTRE,
    FELT,
    RAISED,
    SCENE_HEIGHT,
    SCENE_WIDTH,
    TOTAL_POT_ROW,
    bet_spot,
)
from dealerdesk.ui.felt.state import SeatState, TableState

MARKER_STEPS = 16
"""How many steps of 6 units a marker may move out from its place beside its seat's bet to find a free spot."""


@dataclass(frozen=True)
class SeatPlace:
    """Where a seat drawn on the table lies: what its button and blind are placed by."""

    anchor: QPointF
    """The middle of its plate."""
    inward: QPointF
    """The way into the felt from it."""
    spot: QPointF
    """Where its bet lies (or would): the markers lie beside it (a dead button on it)."""
    bet: QRectF
    """Its bet's chips and amount (empty: no bet)."""
    bet_half: float
    """Half the bet's width, its amount's plate included: a marker beside it stays clear of the amount."""
    aside: float
    """How far from the bet's middle a marker lies at least."""
    keep_clear: tuple[QRectF, ...]
    """What no marker may cover: the plate with its number and the line under it, the cards, the bet."""


PILE_TOP = BOARD_TOP + BOARD_CARD[1] + 8.0
"""The highest a chip question's pot reaches: just under the board, its two rows then clear of the bets of the
seats in front of the dealer."""
CHIP_HALF_ROOM = 410.0
"""How far either side of the middle a chip question's pot (its plate included) may reach at the plates' own size:
short of the bets and markers of the seats at the table's sides, in a ten-seat table too."""
CHIP_ROOM_PUSH = 300.0
"""How much nearer the middle those bets and markers come for each whole size the plates are enlarged by."""
CHIP_CAPTION_GAP = 24.0
"""From the board's top up to the middle of the caption, when a chip question's pot takes the caption's place."""


def under_plate(word: QGraphicsItem, x: float, plate: QRectF) -> None:
    """Hang a seat's action or status (a plate of its own) just under the seat's plate, so it covers none of the
    plate's text (the stack's figures were half under it)."""
    word.setPos(x, plate.bottom() + 1 - word.boundingRect().top())


def clear_of(bet: ChipStack, spot: QPointF, inward: QPointF, avoid: list[QRectF]) -> QPointF:
    """Where the seat's ``bet`` may lie at ``spot`` or further in, so it and its amount's plate cover none of
    ``avoid`` (the seat's number: a seat on the table's curve has its bet near its plate's corner, where the
    number stands)."""
    for _ in range(30):
        bet.setPos(spot)
        if not any(bet_bounds(bet).intersects(rect) for rect in avoid):
            break
        spot = spot + inward * 8
    return spot


def bet_bounds(bet: ChipStack) -> QRectF:
    """What a bet covers where it stands: its chips and its amount's plate."""
    return bet.sceneBoundingRect().united(bet.mapRectToScene(bet.childrenBoundingRect()))


def result_pill(root: QGraphicsItem, state: TableState) -> QGraphicsPathItem:
    """The result's lines on a plate under ``root``, just over the board."""
    result = pill(root, "\n".join(state.result), QPointF(0, 0), text_font=font(22, bold=True),
                  colour=POT_WORDS, fill=RESULT_PLATE)
    result.setData(ITEM_KIND, "result")
    result.setPos(CENTRE.x(), min(TOTAL_POT_ROW, BOARD_TOP - RAISED - 4 - result.boundingRect().bottom()))
    return result


def result_room(state: TableState) -> QRectF:
    """Where the result's plate goes if it can (:func:`result_pill`)."""
    holder = QGraphicsPathItem()
    return result_pill(holder, state).sceneBoundingRect()


def compass(way: QPointF, inward: QPointF) -> tuple[QPointF, ...]:
    """The ways a marker may move out from beside its bet, the ``way`` it lies first: then back the other way,
    further in, between those, and last towards its own seat."""
    across = QPointF(-inward.y(), inward.x())
    if abs(QPointF.dotProduct(way, across)) < 0.5:  # ``way`` is in or out: the sides next
        across, inward = inward, across
    half = math.sqrt(0.5)
    return (way, -way, inward, (way + inward) * half, (inward - way) * half, -inward, (way - inward) * half,
            (-way - inward) * half)


def likely_bet(anchor: QPointF, inward: QPointF, enlarged: float) -> QRectF:
    """Where another player's bet is likely to lie, seated at ``anchor``: a stack of four columns with a
    seven-figure amount at its spot."""
    sample = ChipStack(8_888_888, format_chips(8_888_888))
    sample.setPos(bet_spot(anchor, inward, enlarged=enlarged))
    return bet_bounds(sample)


def place_clear(marker: QGraphicsItem, spot: QPointF, away: float, ways: tuple[QPointF, ...], *,
                keep_clear: list[QRectF], must_clear: list[QRectF], room: QRectF | None = None,
                covers: Callable[[QGraphicsItem], QRectF] = QGraphicsItem.sceneBoundingRect) -> None:
    """Put ``marker`` ``away`` from ``spot`` along the first of ``ways`` or, where that covers something in
    ``keep_clear`` (or the ``room`` kept for the result, where it can) or leaves the scene, at the nearest place a
    little further out (along the first of ``ways`` first, then the others): a marker stays by its seat's bet
    rather than wander across the table to a free spot. Where there is no such place, at the first along the
    first way that covers none of ``must_clear`` (its own seat's bet, the markers placed before it). ``covers``:
    what the marker covers where it stands (its own rectangle unless told)."""
    bounds = QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT)
    for avoid in ([*keep_clear, room], keep_clear) if room is not None else (keep_clear,):
        for step in range(MARKER_STEPS):
            for way in ways:
                marker.setPos(spot + way * (away + 6 * step))
                rect = covers(marker)
                if bounds.contains(rect) and not any(rect.intersects(other) for other in avoid):
                    return
    for step in range(20):
        marker.setPos(spot + ways[0] * (away + 6 * step))
        if not any(covers(marker).intersects(other) for other in must_clear):
            return


def draw_markers(root: QGraphicsItem, state: TableState, current: set[int], places: dict[int, SeatPlace],
                 middle: list[QRectF]) -> None:
    """The dealer button and the blinds of the seats in ``current`` (the seats drawn for ``state``), each
    beside its seat's bet and clear of every seat's plate, cards and bet, of the other markers, the pots and
    the words in the middle; drawn after all of them, so a marker can keep clear of a neighbour's bet as well
    as its own (at eight to ten seats in a small window a blind touched the next seat's chips, a button
    lay on the person's bet). A chip question's chip just put out (:func:`put_out_chip`) is placed first, clear of
    the same, and the markers keep clear of it too."""
    keep_clear = [rect for seat in sorted(current) if seat in places
                  for rect in places[seat].keep_clear]
    keep_clear += middle
    # Where the result goes if it can: the markers make room for it where they can.
    room = result_room(state) if state.result else None
    placed: list[QRectF] = []
    """The markers placed so far: the others keep clear of them whatever else they cover."""
    for seat in state.seats:
        place = places.get(seat.seat)
        if seat.seat in current and place is not None and seat.occupied and seat.put_out is not None:
            # A chip just put out lies beside its seat's bet first: the markers keep clear of it as of the bet.
            put_out = put_out_chip(root, seat, place, keep_clear=keep_clear, room=room)
            keep_clear.append(put_out)
            placed.append(put_out)
    for seat in state.seats:
        place = places.get(seat.seat)
        if seat.seat not in current or place is None or not (seat.button or seat.blind):
            continue
        if not seat.occupied:
            if seat.button:
                # A dead button: it rests on an empty seat (the dead-button rule's gap).
                button = disc(root, "D", place.spot, radius=17, fill=DEALER_BUTTON, ink=DEALER_BUTTON_TEXT)
                button.setData(ITEM_KIND, "button")
                button.setData(ITEM_SEAT, seat.seat)
            continue
        spot, inward = place.spot, place.inward
        tangent = QPointF(-inward.y(), inward.x())
        outward = abs((spot + tangent).x() - CENTRE.x()) > abs(spot.x() - CENTRE.x())
        if seat.button != bool(seat.blind) and not seat.hero and outward:
            # A lone marker lies on the side of the bet towards the middle, clear of the next seat's plate
            # (the person's own bet already lies aside from their cards).
            tangent = -tangent
        # With no bet in front of the seat, its markers lie where the bet would (nearer the seat).
        own_bet = [place.bet] if not place.bet.isEmpty() else []
        if seat.button:
            button = disc(root, "D", spot, radius=17, fill=DEALER_BUTTON, ink=DEALER_BUTTON_TEXT)
            # The person's lone button above their bet (beside it, it reached the next seat's bet).
            way = inward if seat.hero and not seat.blind else tangent
            away = max(place.aside, place.bet_half + button.boundingRect().width() / 2 + 4) if own_bet else 0.0
            place_clear(button, spot, away, compass(way, inward), keep_clear=keep_clear,
                        must_clear=own_bet + placed, room=room)
            keep_clear.append(button.sceneBoundingRect())
            placed.append(button.sceneBoundingRect())
            button.setData(ITEM_KIND, "button")
            button.setData(ITEM_SEAT, seat.seat)
        if seat.blind:
            # Beside the button on the far side of the bet; the person's above their bet, clear of their cards.
            blind = disc(root, blind_label(seat.blind), spot, radius=15,
                         fill=SMALL_BLIND_BUTTON if seat.blind == "SB" else BIG_BLIND_BUTTON, ink=WHITE)
            away = max(place.aside, place.bet_half + blind.boundingRect().width() / 2 + 4) + (
                10 if seat.hero else 0) if own_bet else 0.0
            way = (inward if seat.hero else -tangent) if seat.button else inward if seat.hero else tangent
            place_clear(blind, spot, away, compass(way, inward), keep_clear=keep_clear,
                        must_clear=own_bet + placed, room=room)
            keep_clear.append(blind.sceneBoundingRect())
            placed.append(blind.sceneBoundingRect())
            blind.setData(ITEM_KIND, "blind")
            blind.setData(ITEM_SEAT, seat.seat)


def put_out_chip(root: QGraphicsItem, seat: SeatState, place: SeatPlace, *, keep_clear: list[QRectF],
                 room: QRectF | None) -> QRectF:
    """The chip the seat has just put out (a call paid with a bigger chip), on a light on the felt, beside its
    bet on the side away from the middle (a lone marker takes the side towards it) or, where that covers a
    seat, a bet, the pot or a marker placed before (``keep_clear``), the nearest free place by the bet.
    Returns what it covers."""
    assert seat.put_out is not None
    value, rgb = seat.put_out
    # The light on the felt under the chip, its middle the chip's: the chip just put out, not one of the bet's.
    light = QGraphicsEllipseItem(QRectF(-CHIP_W * 0.8, -CHIP_H * 1.1, CHIP_W * 1.6, CHIP_H * 2.2), root)
    light.setPen(QPen(PUT_OUT_EDGE, 2.0, Qt.PenStyle.DashLine))
    light.setBrush(PUT_OUT_LIGHT)
    light.setData(ITEM_KIND, "put-out")
    light.setData(ITEM_SEAT, seat.seat)
    chip = ChipPile(((value, 1, rgb),), light)
    chip.setPos(0, (CHIP_H + EDGE) / 2)  # the pile's origin is its bottom line
    spot, inward = place.spot, place.inward
    tangent = QPointF(-inward.y(), inward.x())
    way = tangent if abs((spot + tangent).x() - CENTRE.x()) > abs(spot.x() - CENTRE.x()) else -tangent
    own_bet = [place.bet] if not place.bet.isEmpty() else []

    def covers(item: QGraphicsItem) -> QRectF:
        return item.sceneBoundingRect().united(chip.mapRectToScene(chip.chips_rect()))

    place_clear(light, spot, place.bet_half + CHIP_W / 2 + 16, compass(way, inward), keep_clear=keep_clear,
                must_clear=own_bet, room=room, covers=covers)
    return covers(light)


def place_result(root: QGraphicsItem, state: TableState, *, current: set[int], places: dict[int, SeatPlace],
                 middle: list[QRectF], markers: list[QRectF]) -> None:
    """The result in words over the board, where the total pot stood: who won, how much, with what; as near the
    board as it covers none of the seats (``current``: those drawn for ``state``, lying at ``places``), their
    ``markers`` and the ``middle``. A table with no room for it leaves it out: each winner's plate says what it
    won, and the hand's history says it all."""
    result = result_pill(root, state)
    keep_clear = [rect for seat in sorted(current) if seat in places for rect in places[seat].keep_clear]
    keep_clear += middle + markers
    while result.sceneBoundingRect().top() >= 0:
        if not any(result.sceneBoundingRect().intersects(rect) for rect in keep_clear):
            return
        result.moveBy(0, -6)
    result.setVisible(False)


def lift_clear_of_seats(groups: list[QGraphicsItem], places: Iterable[SeatPlace], ceiling: float) -> None:
    """Raise the pots (``groups``) as far as the names of their winners need to clear what lies under them (the
    cards, plates and bets of the seats below), at most until their tops reach ``ceiling`` (under the caption): in
    a small window the names reached the first seat's cards and covered a rank."""
    labels = [child for group in groups for child in group.childItems() if child.data(ITEM_KIND) == "winners"]
    if not labels:
        return
    below = [rect for place in places for rect in place.keep_clear]
    need = 0.0
    for label in labels:
        area = label.sceneBoundingRect()
        for rect in below:
            if rect.top() > area.top() and rect.left() < area.right() and rect.right() > area.left():
                need = max(need, area.bottom() + 4.0 - rect.top())
    top = min(group.mapRectToScene(group.childrenBoundingRect()).top() for group in groups)
    lift = min(need, max(0.0, top - ceiling))
    if lift > 0:
        for group in groups:
            group.moveBy(0, -lift)


def draw_caption(root: QGraphicsItem, caption: str, row: float, clear: Iterable[QRectF]) -> None:
    """The game and stakes on one line at ``row``, under the board (over it for a chip question): in the middle,
    moved aside as far as it needs to keep clear of what the seats beside it show (``clear``: a side seat's bet
    at a nine-seat table covered the end of "…, ante 300" in a small window), cut short only where even that
    is too narrow, the whole caption then in its tooltip."""
    text_font = font(20)
    item = text_item(root, caption, text_font, CAPTION_TEXT)
    bounds = item.boundingRect()
    top, bottom = row - bounds.height() / 2, row + bounds.height() / 2
    left, right = FELT.left() + 40.0, FELT.right() - 40.0
    for rect in clear:
        if rect.top() < bottom and rect.bottom() > top:
            if rect.center().x() < CENTRE.x():
                left = max(left, rect.right() + 8.0)
            else:
                right = min(right, rect.left() - 8.0)
    if bounds.width() > right - left:
        item.setText(QFontMetricsF(text_font).elidedText(caption, Qt.TextElideMode.ElideRight, max(right - left, 40.0)))
    half = item.boundingRect().width() / 2
    centre_at(item, QPointF(min(max(CENTRE.x(), left + half), right - half), row))
    item.setData(ITEM_KIND, "caption")
    item.setToolTip(caption)
