"""Small drawn pieces of the table scene — chip stacks, labels on dark plates, the glow of the seat to act — and
the scene's words and numbers (translated in the "TableScene" context, formatted in the user's locale).

They are vector items (no bitmaps), so they stay sharp however far the view scales the scene. Kept apart from
:mod:`dealerdesk.ui.felt.scene` so that module is only about where things go.
"""

from __future__ import annotations

import contextlib
import functools
import math
import re
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dealerdesk.ui.felt.card_pixmaps import blit, blits_pixel_for_pixel

CHIP_WIDTH, CHIP_FACE, CHIP_EDGE = 38.0, 15.0, 5.0
"""A chip seen from above at an angle: its width, the height of its face ellipse, the thickness of its edge."""
MAX_COLUMNS, MAX_PER_COLUMN = 4, 9
"""A stack shows at most this many columns of this many chips (it is a picture, the label is the amount)."""


ITEM_KIND = 0
"""``item.data(ITEM_KIND)``: what an item shows ("seat", "card", "board", "bet", "pot", "pot-label", "winners",
"button", "blind", "equity", "status", "action", "won", "caption", "seat-number", "stack" (the amount on a plate),
"total-pot", "result", a chip question's "chip-pile", "chip-legend" and "put-out", and "moving" for chips in
flight)."""
ITEM_SEAT = 1
"""``item.data(ITEM_SEAT)``: the seat an item belongs to (the pot index for a pot)."""


def seat_label(seat: int) -> str:
    """"Seat 3", translated."""
    return QCoreApplication.translate("TableScene", "Seat %1").replace("%1", QLocale().toString(seat))


def blind_label(blind: str) -> str:
    """The marker's text for "SB" or "BB", translated (anything else as given)."""
    if blind == "SB":
        return QCoreApplication.translate("TableScene", "SB", "small blind marker")
    if blind == "BB":
        return QCoreApplication.translate("TableScene", "BB", "big blind marker")
    return blind


def format_chips(amount: int) -> str:
    """An amount as the user's locale writes it (``12,500``; ``12 500`` in Hungarian), always grouped — even in
    the C locale of a build machine, whose default would print ``12500``."""
    locale = QLocale()
    locale.setNumberOptions(locale.numberOptions() & ~QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(int(amount))


ACTION_COLOURS = {
    "check": QColor("#b8d8c4"),
    "call": QColor("#9fd0ff"),
    "bet": QColor("#ffd27a"),
    "raise": QColor("#ffb36b"),
    "all-in": QColor("#ff8a65"),
}
"""The plate under a seat saying its last action: calm for a check or call, warm for a bet or raise."""


def action_label(kind: str, amount: int) -> str:
    """A seat's last action in words: "Check", "Call 40", "Bet 40", "Raise to 120", "All-in" (translated)."""
    chips = format_chips(amount)
    if kind == "check":
        return QCoreApplication.translate("TableScene", "Check")
    if kind == "call":
        return QCoreApplication.translate("TableScene", "Call %1").replace("%1", chips)
    if kind == "bet":
        return QCoreApplication.translate("TableScene", "Bet %1").replace("%1", chips)
    if kind == "raise":
        return QCoreApplication.translate("TableScene", "Raise to %1").replace("%1", chips)
    return QCoreApplication.translate("TableScene", "All-in")


def format_equity(equity: float) -> str:
    """An equity (0..1) as a percentage with one decimal, in the user's locale."""
    return QCoreApplication.translate("TableScene", "%1%").replace("%1", QLocale().toString(100.0 * equity, "f", 1))


def pot_title(label: str) -> str:
    """The pot's label translated: the engine names pots "Main pot" and "Side pot N"; anything else is shown as
    given."""
    if label == "Main pot":
        return QCoreApplication.translate("TableScene", "Main pot")
    match = re.fullmatch(r"Side pot (\d+)", label)
    if match:
        number = QLocale().toString(int(match.group(1)))
        return QCoreApplication.translate("TableScene", "Side pot %1").replace("%1", number)
    return label


_smallest_text = [0.0]
"""The smallest text size, in scene units, that :func:`font` gives now (see :func:`smallest_text`)."""


@contextlib.contextmanager
def smallest_text(units: float) -> Iterator[None]:
    """While drawing inside this block, :func:`font` gives no text smaller than ``units`` scene units.

    The scene is drawn at a fixed logical size and scaled to the window; in a small window (1024×640, ten seats)
    that would shrink a 16-unit label to 6 px. The scene sets this floor to the application font's height
    divided by the view's scale, so every name, stack and label stays at least as large as the menu's text, and
    the plates and markers around the text grow with it. Blocks nest: the innermost floor applies."""
    before = _smallest_text[0]
    _smallest_text[0] = max(0.0, units)
    try:
        yield
    finally:
        _smallest_text[0] = before


def text_floor() -> float:
    """The floor set by the innermost :func:`smallest_text` block (0: none)."""
    return _smallest_text[0]


def font(pixel_size: float, *, bold: bool = False) -> QFont:
    """The application's font at a size in scene units (so text scales with the table, not the screen), never
    under the floor of :func:`smallest_text`."""
    result = QFont()
    result.setPixelSize(max(1, round(max(pixel_size, _smallest_text[0]))))
    if bold:
        result.setWeight(QFont.Weight.Bold)
    return result


def text_item(parent: QGraphicsItem, text: str, text_font: QFont, colour: QColor) -> QGraphicsSimpleTextItem:
    """A line of text in ``colour`` under ``parent``."""
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(text_font)
    item.setBrush(colour)
    return item


def fitted_text(parent: QGraphicsItem, text: str, text_font: QFont, colour: QColor,
                room: float) -> QGraphicsSimpleTextItem:
    """A line of text that fits ``room`` scene units: shrunk by up to 15 % first (a long
    translation stays whole), then cut with an ellipsis (a long name)."""
    fitted = QFont(text_font)
    smallest = max(text_font.pixelSize() * 0.85, _smallest_text[0])
    while QFontMetricsF(fitted).horizontalAdvance(text) > room and fitted.pixelSize() - 1 >= smallest:
        fitted.setPixelSize(fitted.pixelSize() - 1)
    shown = QFontMetricsF(fitted).elidedText(text, Qt.TextElideMode.ElideRight, room)
    return text_item(parent, shown, fitted, colour)


def pill(
    parent: QGraphicsItem,
    text: str,
    centre: QPointF,
    *,
    text_font: QFont,
    colour: QColor,
    fill: QColor,
    second: str = "",
    second_font: QFont | None = None,
    second_colour: QColor | None = None,
) -> QGraphicsPathItem:
    """A label on a rounded dark plate centred on ``centre`` (a ``second`` line below, if given). The plate
    grows with the text, so longer translations never spill out of it."""
    first = QGraphicsSimpleTextItem(text)
    first.setFont(text_font)
    first.setBrush(colour)
    lines = [first]
    if second:
        line = QGraphicsSimpleTextItem(second)
        line.setFont(second_font or text_font)
        line.setBrush(second_colour or colour)
        lines.append(line)
    width = max(line.boundingRect().width() for line in lines)
    height = sum(line.boundingRect().height() for line in lines)
    pad_x, pad_y = 10.0, 2.0
    rect = QRectF(-width / 2 - pad_x, -height / 2 - pad_y, width + 2 * pad_x, height + 2 * pad_y)
    path = QPainterPath()
    radius = min(rect.height() / 2, 12.0)
    path.addRoundedRect(rect, radius, radius)
    plate = QGraphicsPathItem(path, parent)
    plate.setBrush(fill)
    plate.setPen(QPen(QColor(255, 255, 255, 40), 1.0))
    plate.setPos(centre)
    top = -height / 2
    for line in lines:
        line.setParentItem(plate)
        bounds = line.boundingRect()
        line.setPos(-bounds.width() / 2, top)
        top += bounds.height()
    return plate


def racetrack(rect: QRectF) -> QPainterPath:
    """A racetrack oval filling ``rect``: a rectangle with fully rounded ends, the shape of a poker table."""
    return rounded(rect, min(rect.width(), rect.height()) / 2)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    """A rounded rectangle as a path."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def centre_at(item: QGraphicsItem, point: QPointF) -> None:
    """Place ``item`` (whose bounding box starts at its origin, like text) so its middle is on ``point``."""
    rect = item.boundingRect()
    item.setPos(point.x() - rect.width() / 2, point.y() - rect.height() / 2)


def disc(parent: QGraphicsItem, label: str, centre: QPointF, *, radius: float, fill: QColor,
         ink: QColor) -> QGraphicsPathItem:
    """A round marker with a short label (the dealer button, a blind); it grows when the label's text is held
    at a size floor (:func:`smallest_text`), so the label never spills out of it."""
    item = QGraphicsPathItem(parent)
    text = text_item(item, label, font(radius * 1.05 if len(label) < 2 else radius * 0.85, bold=True), ink)
    bounds = text.boundingRect()
    radius = max(radius, math.hypot(bounds.width(), bounds.height() * 0.8) / 2 + 2)
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), radius, radius)
    item.setPath(path)
    item.setBrush(fill)
    item.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
    item.setPos(centre)
    centre_at(text, QPointF(0, 0))
    return item


def avatar_colour(name: str) -> QColor:
    """A colour for a player's avatar from the name, the same on every run (``hash()`` is salted per process)."""
    hue = (sum((i + 1) * ord(ch) for i, ch in enumerate(name)) * 47) % 360
    return QColor.fromHsv(hue, 120, 165)


def chip_columns(amount: int) -> list[tuple[str, int]]:
    """How a stack of ``amount`` is drawn: (colour, chips) per column, largest denomination first, in the colours
    of the room's chip set (:func:`dealerdesk.rules.chips.house_chip_set`, the trainer's chips too)."""
    from dealerdesk.rules.chips import house_chip_set  # noqa: PLC0415 — the engine's modules wait for the first hand

    columns: list[tuple[str, int]] = []
    left = max(0, int(amount))
    for chip in reversed(house_chip_set().chips):
        count, left = divmod(left, chip.value)
        if count:
            columns.append((chip.rgb, min(count, MAX_PER_COLUMN)))
    return columns[:MAX_COLUMNS]


class ChipStack(QGraphicsItem):
    """Chips for an amount, with the amount on a plate beside them; the item's origin is the middle of the
    bottom chip, so a stack stands on the point it is placed at."""

    def __init__(self, amount: int, label: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = amount
        """The chips the stack stands for."""
        self._columns = chip_columns(amount)
        count = len(self._columns)
        self._width = count * (CHIP_WIDTH + 3) - 3 if count else 0.0
        self._tallest = max((chips for _, chips in self._columns), default=0)
        self.label: QGraphicsPathItem | None = None
        """The amount's plate, when there is one."""
        if label:
            self.label = pill(self, label, QPointF(0, 0), text_font=font(17, bold=True), colour=QColor("#fff3c4"),
                              fill=QColor(10, 14, 18, 215))
            bounds = self.label.boundingRect()
            self.label.setPos(0, CHIP_FACE / 2 + CHIP_EDGE + 4 + bounds.height() / 2)

    @property
    def width(self) -> float:
        """The chips' width (without the label)."""
        return self._width

    def boundingRect(self) -> QRectF:
        top = -CHIP_FACE / 2 - self._tallest * CHIP_EDGE - 1
        return QRectF(-self._width / 2 - 1, top, self._width + 2, -top + CHIP_FACE / 2 + CHIP_EDGE + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not blits_pixel_for_pixel(painter):
            draw_columns(painter, self._columns)  # turned or mirrored: drawn as it is
            return
        # Scaled and moved only (the table's view): the chips as a picture at their size on the device, painted
        # once per amount's columns and size and blitted pixel for pixel (each chip is an antialiased path, a
        # dashed ring and inserts: a full table's bets and pots cost milliseconds a paint).
        device = painter.worldTransform().mapRect(self.boundingRect())
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        picture = stack_pixmap(tuple(self._columns), round(device.width() / self.boundingRect().width(), 3), ratio)
        blit(painter, picture, device.topLeft())



STACK_CACHE_LIMIT = 200
"""Chip pictures kept (a resize sweeps through many sizes; only the latest few matter)."""


def stack_bounds(columns: tuple[tuple[str, int], ...] | list[tuple[str, int]]) -> QRectF:
    """The rectangle a stack of ``columns`` covers, about the middle of its bottom chip."""
    count = len(columns)
    width = count * (CHIP_WIDTH + 3) - 3 if count else 0.0
    tallest = max((chips for _, chips in columns), default=0)
    top = -CHIP_FACE / 2 - tallest * CHIP_EDGE - 1
    return QRectF(-width / 2 - 1, top, width + 2, -top + CHIP_FACE / 2 + CHIP_EDGE + 2)


def draw_columns(painter: QPainter, columns: tuple[tuple[str, int], ...] | list[tuple[str, int]]) -> None:
    """Chips in columns, (colour, chips) each, the bottom chip's middle at the origin."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    left = -(stack_bounds(columns).width() - 2) / 2
    for index, (colour, chips) in enumerate(columns):
        x = left + index * (CHIP_WIDTH + 3)
        base = QColor(colour)
        for level in range(chips):
            y = -level * CHIP_EDGE
            _chip(painter, QRectF(x, y - CHIP_FACE / 2, CHIP_WIDTH, CHIP_FACE), base)


@functools.lru_cache(maxsize=STACK_CACHE_LIMIT)
def stack_pixmap(columns: tuple[tuple[str, int], ...], scale: float, ratio: float) -> QPixmap:
    """The chips of ``columns`` drawn at ``scale`` device-independent pixels per scene unit and ``ratio`` device
    pixels per those, cached (the same key returns the same picture until it falls out of the cache).

    Each chip is blitted from :func:`chip_pixmap`, drawn once per colour, size and quarter-pixel offset: drawing
    a stack's antialiased chips anew cost 1.5–3 ms for every new amount, which a new hand or question brings to
    every bet and pot, and the window's thread must stay under a frame's time."""
    bounds = stack_bounds(columns)
    pixels = scale * ratio
    pixmap = QPixmap(max(1, math.ceil(bounds.width() * pixels)), max(1, math.ceil(bounds.height() * pixels)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    left = -(bounds.width() - 2) / 2
    for index, (colour, chips) in enumerate(columns):
        x = (left + index * (CHIP_WIDTH + 3) - CHIP_MARGIN - bounds.left()) * pixels
        for level in range(chips):
            y = (-level * CHIP_EDGE - CHIP_FACE / 2 - CHIP_MARGIN - bounds.top()) * pixels
            # The chip picture drawn at this spot's quarter-pixel offset, blitted at the whole pixel under it.
            column, row = math.floor(x), math.floor(y)
            quarter_x, quarter_y = round((x - column) * 4), round((y - row) * 4)
            # The chip's size to a hundredth of a pixel per unit (a fifth of a pixel at most): a pot scaled to
            # fit beside others has a size of its own, and would otherwise draw every chip afresh.
            chip = chip_pixmap(colour, round(pixels, 2), quarter_x % 4, quarter_y % 4)
            painter.drawPixmap(column + quarter_x // 4, row + quarter_y // 4, chip)
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


CHIP_MARGIN = 1.0
"""Room around a chip's picture for its outline (scene units)."""
CHIP_CACHE_LIMIT = 400
"""Chip pictures kept: six colours at sixteen quarter-pixel offsets for each size on the screen (the bets', and the
pots' when they are scaled to fit side by side)."""


@functools.lru_cache(maxsize=CHIP_CACHE_LIMIT)
def chip_pixmap(colour: str, pixels: float, quarter_x: int, quarter_y: int) -> QPixmap:
    """One chip of ``colour`` at ``pixels`` device pixels per scene unit, its top left corner (less
    :data:`CHIP_MARGIN`) ``quarter_x`` and ``quarter_y`` quarters of a pixel into the picture."""
    width, height = CHIP_WIDTH + 2 * CHIP_MARGIN, CHIP_FACE + CHIP_EDGE + 2 * CHIP_MARGIN
    pixmap = QPixmap(math.ceil(width * pixels) + 1, math.ceil(height * pixels) + 1)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(quarter_x / 4, quarter_y / 4)
    painter.scale(pixels, pixels)
    _chip(painter, QRectF(CHIP_MARGIN, CHIP_MARGIN, CHIP_WIDTH, CHIP_FACE), QColor(colour))
    painter.end()
    return pixmap


def _chip(painter: QPainter, face: QRectF, colour: QColor) -> None:
    """One chip: a darker edge under its face, white inserts on the edge and a ring on the face."""
    edge = face.translated(0, CHIP_EDGE)
    painter.setPen(QPen(QColor(0, 0, 0, 150), 0.8))
    painter.setBrush(colour.darker(150))
    body = QPainterPath()
    body.addEllipse(edge)
    body.addRect(QRectF(face.left(), face.center().y(), face.width(), CHIP_EDGE))
    painter.drawPath(body.simplified())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 200))
    for offset in (0.18, 0.5, 0.82):
        x = face.left() + face.width() * offset
        painter.drawRect(QRectF(x - 2, face.center().y() + 1.5, 4, CHIP_EDGE - 0.5))
    painter.setPen(QPen(QColor(0, 0, 0, 150), 0.8))
    painter.setBrush(colour)
    painter.drawEllipse(face)
    painter.setPen(QPen(QColor(255, 255, 255, 190), 1.6, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(face.adjusted(4, 2, -4, -2))


class Glow(QGraphicsItem):
    """A soft light around a rounded rectangle (the seat whose turn it is), drawn as fading rings so it needs
    no graphics effect and renders the same offscreen. The rings are painted once per size on the screen and
    kept as a picture (the seat to act changes with every action)."""

    STEPS = 12
    """Rings from the plate's edge outwards, each fainter."""

    def __init__(self, rect: QRectF, radius: float, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = rect
        self._radius = radius
        self._colour = colour

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-16, -16, 16, 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        bounds = self.boundingRect()
        scale = painter.worldTransform().mapRect(bounds).width() / bounds.width()
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        picture = _glow_picture(self._rect.width(), self._rect.height(), self._radius, self._colour.rgba(),
                                round(scale * ratio, 3))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(bounds, picture, QRectF(picture.rect()))

    @classmethod
    def draw_rings(cls, painter: QPainter, rect: QRectF, radius: float, colour: QColor) -> None:
        """The rings themselves, around ``rect`` in ``painter``'s coordinates."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for step in range(cls.STEPS):
            spread = 1.0 + step * 1.2
            ring = QColor(colour)
            ring.setAlpha(round(110 * (1 - step / cls.STEPS) ** 1.6))
            painter.setPen(QPen(ring, 1.6))
            painter.drawRoundedRect(rect.adjusted(-spread, -spread, spread, spread), radius + spread, radius + spread)


@functools.lru_cache(maxsize=32)
def _glow_picture(width: float, height: float, radius: float, rgba: int, pixels_per_unit: float) -> QPixmap:
    """A :class:`Glow`'s rings around a ``width`` × ``height`` plate, at ``pixels_per_unit`` device pixels per
    scene unit (its margin of 16 units included)."""
    picture = QPixmap(max(1, math.ceil((width + 32) * pixels_per_unit)),
                      max(1, math.ceil((height + 32) * pixels_per_unit)))
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.scale(picture.width() / (width + 32), picture.height() / (height + 32))
    Glow.draw_rings(painter, QRectF(16, 16, width, height), radius, QColor.fromRgba(rgba))
    painter.end()
    return picture
