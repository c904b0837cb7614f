"""The room's real chips on the table: a chip question's pot laid out on the felt as a dealer cuts it down to count
it — every colour in stacks of five, largest chips first, every chip drawn (:func:`dealerdesk.rules.chips.felt_rows`)
— and a legend of the room's chip set, so the pot can be counted from the picture and no colour is told by colour
alone.

The chips are drawn to one scale: every chip of every stack the same size, so a stack's height is its count and a
short stack stands lower than the fives beside it. A chip is drawn between two and three times as thick, for its
width, as a real one (39 by 3.3 mm): at the real proportion a chip's edge is a pixel and a half high in a 1024×640
window and cannot be counted; so it is three and more, each edge marked off from the next by a dark rim and its
white inserts. A chip is no wider than that needs: ten stacks and the pot's plate fit between the markers of the
seats at the table's sides, which a small window's enlarged seats push in.
Within a colour, every four stacks of five stand a little apart: a full stack of twenty, as a dealer sizes it.

Drawing stays cheap, so a table of ten stacks never misses a frame: a chip's face with its value is rendered once
per denomination, colour and size into a pixmap (:func:`chip_face`, cached) and reused by every stack and the
legend; the items paint only when the scene repaints, never per frame.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dealerdesk.rules import chips as C

CHIP_W, CHIP_H, EDGE = 42.0, 18.0, 9.5
"""A chip seen from above at an angle: its width, its face's height, the thickness of one chip in a stack (more
than twice a real chip's for its width, so each chip's edge can be counted in a small window)."""
GAP, FULL_GAP, GROUP_GAP = 4.0, 12.0, 24.0
"""Between the stacks of one colour, between its full stacks of twenty (four stacks of five), and between
colours."""
ROW_GAP = 8.0
"""Between a row of stacks and the row behind it."""
PIXELS = 3.0
"""Pixels per scene unit the faces are rendered at (sharp when the view scales the table up)."""


def short_value(value: int) -> str:
    """A chip's value as printed on its face: ``25``, ``500``, ``1K``, ``25K``."""
    if value >= 1000 and value % 1000 == 0:
        return f"{QLocale().toString(value // 1000)}K"
    return QLocale().toString(value)


def _ink(rgb: str) -> QColor:
    """Black on a light chip, white on a dark one."""
    colour = QColor(rgb)
    return QColor("#111111") if colour.lightnessF() > 0.6 else QColor("#ffffff")


@functools.lru_cache(maxsize=64)
def chip_face(value: int, rgb: str, width: float = CHIP_W, height: float = CHIP_H) -> QPixmap:
    """A chip's face with its value, rendered once per denomination, colour and size."""
    pixmap = QPixmap(int(width * PIXELS) + 2, int(height * PIXELS) + 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(PIXELS, PIXELS)
    face = QRectF(0.3, 0.3, width - 0.6, height - 0.6)
    colour = QColor(rgb)
    painter.setPen(QPen(QColor(0, 0, 0, 170), 0.8))
    painter.setBrush(colour)
    painter.drawEllipse(face)
    painter.setPen(QPen(QColor(255, 255, 255, 200) if colour.lightnessF() < 0.6 else QColor(0, 0, 0, 110), 1.4,
                        Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(face.adjusted(3, 1.5, -3, -1.5))
    text_font = QFont()
    text_font.setPixelSize(int(height * 0.62))
    text_font.setBold(True)
    painter.setFont(text_font)
    painter.setPen(_ink(rgb))
    painter.drawText(face, Qt.AlignmentFlag.AlignCenter, short_value(value))
    painter.end()
    return pixmap


def _edge(painter: QPainter, x: float, bottom: float, colour: QColor) -> None:
    """One chip's edge in a stack, its lowest point at ``bottom``: the rim seen between the face above it and the
    chip below, with the chip's white inserts, and a dark line under it that sets it off from the chip below."""
    body = QPainterPath()
    body.moveTo(x, bottom - EDGE - CHIP_H / 2)
    body.lineTo(x, bottom - CHIP_H / 2)
    body.arcTo(QRectF(x, bottom - CHIP_H, CHIP_W, CHIP_H), 180, 180)
    body.lineTo(x + CHIP_W, bottom - EDGE - CHIP_H / 2)
    body.closeSubpath()
    painter.setPen(QPen(QColor(0, 0, 0, 190), 1.0))
    painter.setBrush(colour.darker(135))
    painter.drawPath(body)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 185))
    for offset in (0.2, 0.5, 0.8):
        # An insert sits on the rim's curve: lower in the middle of the chip than at its sides.
        sag = (1 - (2 * offset - 1) ** 2) ** 0.5 * CHIP_H / 2
        top = bottom - CHIP_H / 2 - EDGE + sag + 1.5
        painter.drawRect(QRectF(x + CHIP_W * offset - 2, top, 4, EDGE - 3))


def stack_gaps(count: int) -> list[float]:
    """The gaps after each of a colour's ``count`` stacks but the last: a wider one after every fourth stack."""
    return [FULL_GAP if (index + 1) % 4 == 0 else GAP for index in range(count - 1)]


def row_width(row: list[tuple[int, list[int]]]) -> float:
    """How wide a row of colours' stacks is drawn."""
    width = sum(len(heights) * CHIP_W + sum(stack_gaps(len(heights))) for _value, heights in row)
    return width + GROUP_GAP * max(0, len(row) - 1)


STACK_HEIGHT = C.CUT * EDGE + CHIP_H
"""A full stack's height, its top face included."""
ROW_PITCH = STACK_HEIGHT + ROW_GAP
"""From one row's bottom line to the next's."""


class ChipPile(QGraphicsItem):
    """A pile of chips laid out on the felt for counting: rows of stacks of five, largest chips first and at the
    back (:func:`dealerdesk.rules.chips.felt_rows`), each row centred; the origin is the middle of the front row's
    bottom line."""

    def __init__(self, chips: tuple[tuple[int, int, str], ...], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        counts = {value: count for value, count, _rgb in chips}
        self._colours = {value: rgb for value, _count, rgb in chips}
        self._rows = C.felt_rows(counts)
        self._width = max((row_width(row) for row in self._rows), default=0.0)

    @property
    def width(self) -> float:
        """The pile's width."""
        return self._width

    @property
    def rows(self) -> list[list[tuple[int, list[int]]]]:
        """The rows drawn, back to front: each colour's stack heights."""
        return self._rows

    def stack_rects(self) -> list[tuple[int, int, QRectF]]:
        """Every stack drawn: its denomination, its chips and the rectangle it covers (item coordinates)."""
        result: list[tuple[int, int, QRectF]] = []
        for index, row in enumerate(self._rows):
            bottom = -(len(self._rows) - 1 - index) * ROW_PITCH
            x = -row_width(row) / 2
            for value, heights in row:
                for height, gap in zip(heights, [*stack_gaps(len(heights)), GROUP_GAP], strict=True):
                    top = bottom - height * EDGE - CHIP_H
                    result.append((value, height, QRectF(x, top, CHIP_W, bottom - top)))
                    x += CHIP_W + gap
        return result

    def boundingRect(self) -> QRectF:
        height = STACK_HEIGHT + (len(self._rows) - 1) * ROW_PITCH if self._rows else 0.0
        return QRectF(-self._width / 2 - 1, -height - 1, self._width + 2, height + 2)

    def chips_rect(self) -> QRectF:
        """What the chips drawn cover (item coordinates): the stacks, without the room above a short one."""
        covered = QRectF()
        for _value, _height, rect in self.stack_rects():
            covered = covered.united(rect.adjusted(-1, -1, 1, 1))
        return covered

    def shape(self) -> QPainterPath:
        """The stacks drawn, each its own rectangle: a short stack's room above it is the felt's."""
        path = QPainterPath()
        for _value, _height, rect in self.stack_rects():
            path.addRect(rect.adjusted(-1, -1, 1, 1))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        for value, height, rect in self.stack_rects():  # back rows first: the front rows stand before them
            rgb = self._colours[value]
            colour = QColor(rgb)
            for level in range(height):
                _edge(painter, rect.left(), rect.bottom() - level * EDGE, colour)
            face = chip_face(value, rgb)
            painter.drawPixmap(QRectF(rect.left(), rect.top(), CHIP_W, CHIP_H), face, QRectF(face.rect()))


LEGEND_CHIP = (34.0, 15.0)
"""A chip's face in the legend."""


class ChipLegend(QGraphicsItem):
    """The room's chips in play in a column, smallest first: each chip's face with its value, and its value and
    colour's name beside it (so no chip is told by its colour alone). The origin is the column's top left."""

    def __init__(self, chips: tuple[tuple[int, str, str], ...], text_font: QFont,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._chips = chips
        self._font = text_font
        metrics = QFontMetricsF(text_font)
        self._row = max(LEGEND_CHIP[1] + 6, metrics.height() + 2)
        self._text = max((metrics.horizontalAdvance(self._line(value, name)) for value, _rgb, name in chips),
                         default=0.0) + 6

    @staticmethod
    def _line(value: int, name: str) -> str:
        return f"{QLocale().toString(value)} {name}"

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, LEGEND_CHIP[0] + 22 + self._text, self._row * len(self._chips) + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 14, 18, 170))
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        painter.setFont(self._font)
        width, height = LEGEND_CHIP
        for index, (value, rgb, name) in enumerate(self._chips):
            y = 6 + index * self._row
            face = chip_face(value, rgb)
            painter.drawPixmap(QRectF(8, y + (self._row - height) / 2, width, height), face, QRectF(face.rect()))
            painter.setPen(QColor("#e6eef0"))
            painter.drawText(QRectF(width + 16, y, self._text, self._row),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), self._line(value, name))
