"""Where things stand on the table: the scene's logical size, the felt and the rail, the seats' track, the sizes of
cards and plates, the rows of the board, caption and pots, and where a seat's bet lies (no drawing here: the scene,
:mod:`dealerdesk.ui.felt.scene`, draws at these places)."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF

SCENE_WIDTH = 1600.0
"""Logical width of the scene; views scale it."""
SCENE_HEIGHT = 1000.0
"""Logical height of the scene."""
CENTRE = QPointF(800, 492)
"""The middle of the felt."""
FELT = QRectF(170, 197, 1260, 590)
"""The playing surface (a racetrack oval: a rectangle with fully rounded ends)."""
RAIL_WIDTH = 36.0
"""The padded rail around the felt."""
SEAT_TRACK = QRectF(110, 102, 1380, 780)
"""The racetrack the seat plates' centres sit on, around the rail."""
PLATE_WIDTH, PLATE_HEIGHT = 226.0, 68.0
"""A seat plate (avatar, name, stack)."""
SEAT_NUMBER_RADIUS = 17.0
"""The seat-number badge on an occupied seat's plate (its top left corner)."""
HOLE_CARD = (56.0, 78.0)
"""A hole card on the table (width, height)."""
NAME_TEXT = 20.0
"""A player's name on the plate, in scene units (the stack is a little larger, the labels a little smaller)."""
SMALLEST_DESIGN_TEXT = 12.0
"""The smallest text the table is drawn with in a large window (a blind marker's "SB"); a text floor under this
changes nothing."""
HERO_CARD = (84.0, 118.0)
"""The cards of the person at the screen: full size (as big as the board's), above their plate, not under it."""
HERO_OVERLAP = 6.0
"""How far the person's cards reach under their plate (just the bottom edge)."""
HOLE_OVERLAP = 30.0
"""How far another player's cards reach under their plate (grown with it): their top part, the index, shows."""
RAISED = 14.0
"""How far a card of the winning hand stands up out of its row."""
CARD_SHADOW = 6.0
"""How far a card's drawing (its shadow, its outline) reaches beyond the card."""
INDEX_SHOWN = 0.45
"""The part of a card (from its top) that its corner index takes, which shows however far it tucks under a
plate."""
BOARD_CARD = (82.0, 114.0)
"""A board card."""
BOARD_TOP = 394.0
"""The top of the board cards; the caption is under them, the pots under that."""
POT_ROW = 612.0
"""Where the pots' chips stand."""
CAPTION_ROW = 536.0
"""The middle of the caption line."""
TOTAL_POT_ROW = 356.0
"""The middle of the total pot's plate, over the board."""
DECK_POINT = QPointF(800, 236)
"""Where dealt cards fly from."""


def seat_layout(seat_count: int) -> list[tuple[QPointF, QPointF]]:
    """Where each seat's plate centre sits and the unit vector from it into the felt, for seats 1..N: evenly
    spaced along the seat track, seat 1 at the bottom centre, then clockwise."""
    if not 2 <= seat_count <= 10:
        raise ValueError(f"a table has 2 to 10 seats, not {seat_count}")
    radius = SEAT_TRACK.height() / 2
    straight = SEAT_TRACK.width() - 2 * radius
    perimeter = 2 * straight + 2 * math.pi * radius
    return [_track_point(perimeter * i / seat_count, straight, radius) for i in range(seat_count)]


def _track_point(distance: float, straight: float, radius: float) -> tuple[QPointF, QPointF]:
    """The point ``distance`` along the seat track from the bottom centre, going clockwise on screen (left
    along the bottom first), and the inward normal there."""
    cx, cy = SEAT_TRACK.center().x(), SEAT_TRACK.center().y()
    half = straight / 2
    arc = math.pi * radius
    if distance <= half:
        return QPointF(cx - distance, cy + radius), QPointF(0, -1)
    distance -= half
    if distance <= arc:
        angle = math.pi / 2 + distance / radius
        return _arc_point(cx - half, cy, radius, angle)
    distance -= arc
    if distance <= straight:
        return QPointF(cx - half + distance, cy - radius), QPointF(0, 1)
    distance -= straight
    if distance <= arc:
        angle = -math.pi / 2 + distance / radius
        return _arc_point(cx + half, cy, radius, angle)
    distance -= arc
    return QPointF(cx + half - distance, cy + radius), QPointF(0, -1)


def _arc_point(cx: float, cy: float, radius: float, angle: float) -> tuple[QPointF, QPointF]:
    out = QPointF(math.cos(angle), math.sin(angle))
    return QPointF(cx + radius * out.x(), cy + radius * out.y()), QPointF(-out.x(), -out.y())


def cards_above(*, hero: bool, enlarged: float = 1.0) -> float:
    """How far a seat's cards must reach above the middle of its plate (enlarged by ``enlarged``), a card of the
    winning hand raised and the cards' shadows included: a seat at the top of the scene stands at least this far
    down, so its cards are drawn whole (cut at the scene's edge, the top seats' cards lost their indices). Another
    player's cards may tuck further under the plate there, as long as their indices show
    (:data:`INDEX_SHOWN`): the plate moved down the whole way, its bet came down onto the total pot."""
    if hero:
        return PLATE_HEIGHT / 2 + HERO_CARD[1] - HERO_OVERLAP + RAISED + CARD_SHADOW
    return PLATE_HEIGHT * enlarged / 2 + HOLE_CARD[1] * enlarged * INDEX_SHOWN + RAISED + CARD_SHADOW


def hole_cards_row(anchor: QPointF, count: int, *, hero: bool, enlarged: float = 1.0) -> tuple[QRectF, float]:
    """Where a seat's ``count`` cards lie above its plate (whose middle is ``anchor``): the first card's rectangle,
    and the step from one card's left edge to the next's (they overlap: each shows its corner index). At the top
    of the scene they tuck further under the plate, so that a raised card stays inside (:func:`cards_above`)."""
    width, height = HERO_CARD if hero else (HOLE_CARD[0] * enlarged, HOLE_CARD[1] * enlarged)
    step = width * (0.74 if count <= 2 else 0.6)
    total = width + step * (max(1, count) - 1)
    overlap = HERO_OVERLAP if hero else HOLE_OVERLAP * enlarged
    top = max(anchor.y() - PLATE_HEIGHT * enlarged / 2 - height + overlap, RAISED + CARD_SHADOW)
    return QRectF(anchor.x() - total / 2, top, width, height), step


def hole_cards_area(anchor: QPointF, count: int, *, hero: bool, enlarged: float = 1.0) -> QRectF:
    """All that a seat's ``count`` cards may cover: the row, a card of the winning hand raised, the shadows."""
    first, step = hole_cards_row(anchor, count, hero=hero, enlarged=enlarged)
    row = first.adjusted(0, -RAISED, step * (max(1, count) - 1), 0)
    return row.adjusted(-CARD_SHADOW, -CARD_SHADOW, CARD_SHADOW, CARD_SHADOW)


def bet_spot(anchor: QPointF, inward: QPointF, *, hero: bool = False, enlarged: float = 1.0) -> QPointF:
    """Where a seat's bet lies: in front of it on the felt, further in below the cards of bottom seats; the
    person at the screen's to the right of their big cards (straight in front, it would lie on the pots). An
    enlarged plate (a small window) pushes it further in by what the plate grew."""
    # How much further the enlarged plate reaches towards the felt: its half height for a seat at the top or
    # bottom, its half width for one at the side.
    grown = (enlarged - 1.0) * (abs(inward.y()) * PLATE_HEIGHT + abs(inward.x()) * PLATE_WIDTH) / 2
    if hero:
        return (anchor + inward * (PLATE_HEIGHT / 2 + HERO_CARD[1] * 0.8 + grown)
                + QPointF(-inward.y(), inward.x()) * 200)
    depth = 140.0 + 10.0 * max(0.0, -inward.y()) + 50.0 * abs(inward.x()) + grown
    return anchor + inward * depth


@functools.cache
def plate_room(seat_count: int) -> float:
    """The most the seat plates of a ``seat_count``-seat table can be enlarged before two of them touch."""
    places = [anchor for anchor, _ in seat_layout(seat_count)]
    room = math.inf
    for index, one in enumerate(places):
        for other in places[index + 1:]:
            across = abs(one.x() - other.x()) / PLATE_WIDTH
            down = abs(one.y() - other.y()) / PLATE_HEIGHT
            room = min(room, max(across, down))
    return max(1.0, room * 0.95)


def board_slot(index: int) -> QPointF:
    """Where the board card ``index`` (0..4) stands: its top left corner."""
    width = BOARD_CARD[0]
    gap = 10.0
    total = 5 * width + 4 * gap
    return QPointF(CENTRE.x() - total / 2 + index * (width + gap), BOARD_TOP)

