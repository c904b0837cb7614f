"""Card faces and backs as pixmaps, rendered from :mod:`dealerdesk.ui.felt.card_svg` and cached; and the scene item
that draws a card from them at the resolution of the screen it lands on.

Rendering an SVG is slow next to blitting a pixmap, and a table repaints its cards all the time, so each
(card, size, deck, device pixel ratio) is rendered once. The item asks for the pixmap at the size the card
really has on the device (scene size × view scale × device pixel ratio), so a card stays sharp on a 2560×1600
screen and the cache holds only the sizes actually on screen (bounded, least recently used dropped first).
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dealerdesk.ui.felt.card_svg import card_back_svg, card_svg
from dealerdesk.ui.felt.layout import CARD_SHADOW

CACHE_LIMIT = 400
"""Pixmaps kept; a resize sweeps through many sizes, and only the latest few matter."""

_cache: OrderedDict[tuple[int | None, int, int, bool, float], QPixmap] = OrderedDict()
_renderers: dict[tuple[int | None, bool], QSvgRenderer] = {}
_shadows: OrderedDict[tuple[str, int, int, float, float], QPixmap] = OrderedDict()


def card_pixmap(
    card: int | None, width: int, height: int, *, four_color: bool = False, device_pixel_ratio: float = 1.0
) -> QPixmap:
    """The card ``card`` (an id 0..51, or None for the back) as a pixmap of ``width`` × ``height``
    device-independent pixels, rendered at ``device_pixel_ratio`` (so it has width × ratio physical pixels and
    paints at ``width`` × ``height`` on a HiDPI screen).

    The same key returns the same :class:`QPixmap` object until it falls out of the cache.
    """
    ratio = round(float(device_pixel_ratio), 3)
    key = (card, max(1, int(width)), max(1, int(height)), bool(four_color) and card is not None, ratio)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    pixmap = _render(card, key[1], key[2], key[3], ratio)
    _cache[key] = pixmap
    while len(_cache) > CACHE_LIMIT:
        _cache.popitem(last=False)
    return pixmap


def shadow_pixmap(width: int, height: int, radius: float, *, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The soft shadow under a card of ``width`` × ``height`` device-independent pixels, cached like the faces:
    painting a translucent antialiased rounded rectangle costs more than blitting it."""
    ratio = round(float(device_pixel_ratio), 3)
    key = ("shadow", max(1, int(width)), max(1, int(height)), round(radius, 1), ratio)
    cached = _shadows.get(key)
    if cached is not None:
        _shadows.move_to_end(key)
        return cached
    pixmap = QPixmap(max(1, round(key[1] * ratio)), max(1, round(key[2] * ratio)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(QRectF(0, 0, pixmap.width(), pixmap.height()), key[3] * ratio, key[3] * ratio)
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    _shadows[key] = pixmap
    while len(_shadows) > CACHE_LIMIT:
        _shadows.popitem(last=False)
    return pixmap


def clear_cache() -> None:
    """Forget every rendered pixmap (e.g. before the application quits or when the deck style changes)."""
    _cache.clear()
    _shadows.clear()


def cache_size() -> int:
    """How many pixmaps are cached."""
    return len(_cache)


def _render(card: int | None, width: int, height: int, four_color: bool, ratio: float) -> QPixmap:
    renderer = _renderers.get((card, four_color))
    if renderer is None:
        # One parsed document per card and deck (at most 105): a resize then costs only the rasterising.
        text = card_back_svg() if card is None else card_svg(card, four_color=four_color)
        renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
        _renderers[(card, four_color)] = renderer
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def blits_pixel_for_pixel(painter: QPainter) -> bool:
    """Whether ``painter`` only scales and moves (no turn, no mirror): a picture rendered at its size on the device
    can then be blitted as it is (:func:`blit`)."""
    world = painter.worldTransform()
    return world.type().value <= QTransform.TransformationType.TxScale.value and world.m11() > 0 \
        and world.m22() > 0


def blit(painter: QPainter, pixmap: QPixmap, at: QPointF) -> None:
    """Draw ``pixmap`` unscaled with its top left at the device point ``at`` (rounded to a whole pixel)."""
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(at.x()), round(at.y())), pixmap)
    painter.restore()


class CardItem(QGraphicsItem):
    """One card on the table, ``width`` × ``height`` scene units with its top-left at the item's origin.

    ``card`` is the id (0..51) or None for a face-down card. ``outlined`` draws a gold frame (the cards that
    make a hand); the item paints a soft shadow under itself so cards read as lying on the felt.
    """

    OUTLINE = QColor("#ffd54a")

    def __init__(
        self,
        card: int | None,
        width: float,
        height: float,
        *,
        four_color: bool = False,
        outlined: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.card = card
        """The card id, or None for a back."""
        self.four_color = four_color
        self.outlined = outlined
        """Whether the card is highlighted."""
        self._width = width
        self._height = height
        # No item cache: the face and the shadow are pixmaps already at the size the card has on the screen,
        # blitted 1:1 (see paint). A cache of the item's own would paint a new card twice, into the cache and
        # from it, and the table puts new cards down all the time (every hand, every trainer question).

    @property
    def face_up(self) -> bool:
        """Whether the face shows."""
        return self.card is not None

    def boundingRect(self) -> QRectF:
        margin = CARD_SHADOW
        return QRectF(-margin, -margin, self._width + 2 * margin, self._height + 2 * margin)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        target = QRectF(0, 0, self._width, self._height)
        radius = self._width * 0.08
        # The size the card really covers on the device: the scene may be scaled by the view or a render target.
        device = painter.worldTransform().mapRect(target)
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        scale = device.width() / self._width if self._width else 1.0
        shadow = shadow_pixmap(max(1, round(device.width())), max(1, round(device.height())), radius * scale,
                               device_pixel_ratio=ratio)
        pixmap = card_pixmap(
            self.card,
            max(1, round(device.width())),
            max(1, round(device.height())),
            four_color=self.four_color,
            device_pixel_ratio=ratio,
        )
        if blits_pixel_for_pixel(painter):
            # Scaled and moved only (the table's view): blit the pixmaps as they are, pixel for pixel, at the
            # card's place on the device (drawn through the scale they would be resampled, for nothing).
            world = painter.worldTransform()
            blit(painter, shadow, device.topLeft() + world.map(QPointF(1.5, 2.5)) - world.map(QPointF(0, 0)))
            blit(painter, pixmap, device.topLeft())
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawPixmap(target.translated(1.5, 2.5), shadow, QRectF(shadow.rect()))
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self.outlined:
            path = QPainterPath()
            path.addRoundedRect(target.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1, radius + 1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.OUTLINE, 3.0))
            painter.drawPath(path)
