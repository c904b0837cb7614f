"""The room's real chips on the table: a pot drawn as stacks of coloured chips by denomination, cut as a dealer
cuts them (:func:`dealerdesk.rules.chips.stacks`), each stack's top chip showing its value, and a legend of the
room's chip set — so a chip question's pot can be counted from the picture, and no colour is told by colour alone.

Drawing stays cheap, so a table of ten stacks never misses a frame: a chip's face with its value is rendered once
per denomination, colour and size into a pixmap (:func:`chip_face`, cached) and reused by every stack and the
legend; the items paint only when the scene repaints, never per frame.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dealerdesk.rules import chips as C

CHIP_W, CHIP_H, EDGE = 64.0, 27.0, 2.8
"""A chip seen from above at an angle: its width, its face's height, the thickness of one chip in a stack."""
GAP, GROUP_GAP = 4.0, 12.0
"""Between the stacks of one denomination, and between denominations."""
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


def _edge(painter: QPainter, x: float, y: float, colour: QColor) -> None:
    """One chip's edge in a stack (the face of the chip below is hidden by this one)."""
    painter.setPen(QPen(QColor(0, 0, 0, 150), 0.6))
    painter.setBrush(colour.darker(140))
    painter.drawRoundedRect(QRectF(x, y + CHIP_H / 2 - EDGE / 2, CHIP_W, EDGE + CHIP_H / 2 - 1), 6, 4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 170))
    for offset in (0.2, 0.5, 0.8):
        painter.drawRect(QRectF(x + CHIP_W * offset - 2, y + CHIP_H / 2 + 0.6, 4, EDGE - 1.2))


class ChipPile(QGraphicsItem):
    """A pile of chips stood up by denomination, largest first, each denomination's stacks side by side; the
    origin is the middle of the pile's bottom line."""

    def __init__(self, chips: tuple[tuple[int, int, str], ...], chip_set: C.ChipSet,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        counts = {value: count for value, count, _rgb in chips}
        self._colours = {value: rgb for value, _count, rgb in chips}
        self._stacks = C.stacks(counts, chip_set)
        columns = sum(len(heights) for _value, heights in self._stacks)
        groups = len(self._stacks)
        self._width = columns * (CHIP_W + GAP) - GAP + max(0, groups - 1) * (GROUP_GAP - GAP) if columns else 0.0
        self._tallest = max((h for _value, heights in self._stacks for h in heights), default=0)

    @property
    def width(self) -> float:
        """The pile's width."""
        return self._width

    def boundingRect(self) -> QRectF:
        top = -CHIP_H - self._tallest * EDGE - 2
        return QRectF(-self._width / 2 - 1, top, self._width + 2, -top + EDGE + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        x = -self._width / 2
        for value, heights in self._stacks:
            rgb = self._colours[value]
            colour = QColor(rgb)
            face = chip_face(value, rgb)
            for height in heights:
                for level in range(height):
                    _edge(painter, x, -CHIP_H - level * EDGE, colour)
                top = -CHIP_H - (height - 1) * EDGE - EDGE
                painter.drawPixmap(QRectF(x, top, CHIP_W, CHIP_H), face, QRectF(face.rect()))
                x += CHIP_W + GAP
            x += GROUP_GAP - GAP


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
