"""The poker table as a ``QGraphicsScene``: felt, seats, cards, chips, pots — drawn from a :class:`TableState`.

Every user-visible string goes through ``QCoreApplication.translate("TableScene", …)`` with a literal, so
``pyside6-lupdate`` finds it; plates and pills grow with their text and names shrink a little, then elide, so
translations some 40 % longer (Hungarian) still fit.

The scene has a fixed logical size (:data:`SCENE_WIDTH` × :data:`SCENE_HEIGHT`) and every item is vector or a
card that re-renders at its device size, so a view can scale it to any window and it stays sharp on HiDPI
screens. :meth:`TableScene.show_state` draws each part of the table — a seat, the board, the pots, the caption,
the total pot, the result — from its own slice of the state, and redraws a part only when that slice (or the
scale, the text floor or the deck) changed: an action touches two or three seats and the total pot, so the rest
of the table, its items and their painted pixels, stays as it was (there is no other bookkeeping to go stale: a
part is always drawn whole from its slice). With :attr:`TableScene.animate` on, it compares with the previous
state and slides the cards just dealt, the chips just bet, the bets gathered into the pot and the pots pushed to
their winners.

Items carry tags (``item.data(ITEM_KIND)``, ``item.data(ITEM_SEAT)``) so tests and controllers can find the
button, a seat's cards or a pot without knowing the drawing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QLocale,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFontInfo, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from dealerdesk.evaluation.games import HOLE_CARDS
from dealerdesk.ui.felt.card_pixmaps import CardItem
from dealerdesk.ui.felt.chip_pile import CHIP_H, CHIP_W, EDGE, ChipLegend, ChipPile
from dealerdesk.ui.felt.items import (
    ACTION_COLOURS,
    ChipStack,
    Glow,
    action_label,
    avatar_colour,
    blind_label,
    centre_at,
    disc,
    fitted_text,
    font,
    format_chips,
    format_equity,
    pill,
    pot_title,
    racetrack,
    rounded,
    seat_label,
    smallest_text,
    text_item,
)
from dealerdesk.ui.felt.layout import (
    BOARD_CARD,
    BOARD_TOP,
    CAPTION_ROW,
    CENTRE,
    DECK_POINT,
    FELT,
    NAME_TEXT,
    PLATE_HEIGHT,
    PLATE_WIDTH,
    POT_ROW,
    RAIL_WIDTH,
    RAISED,
    SCENE_HEIGHT,
    SCENE_WIDTH,
    SEAT_NUMBER_RADIUS,
    SMALLEST_DESIGN_TEXT,
    TOTAL_POT_ROW,
    bet_spot,
    board_slot,
    cards_above,
    hole_cards_area,
    hole_cards_row,
    plate_room,
    seat_layout,
)
from dealerdesk.ui.felt.parts import Parts
from dealerdesk.ui.felt.state import PotState, SeatState, TableState

ANIMATION_MS = 260
"""How long a card or chips take to slide (the brief allows at most 300 ms)."""

SEATS_A_TURN = 5
"""How many changed seats a table drawn in turns draws in one turn of the event loop (a new hand, a showdown, a new
question: ten seats built and painted in one turn held the window up to 54 ms on this machine)."""

MARKER_STEPS = 16
"""How many steps of 6 units a marker may move out from its place beside its seat's bet to find a free spot."""

MOST_HOLE_CARDS = max(HOLE_CARDS.values())
"""The most cards a player holds in any game dealt here: a neighbour's cards are kept clear of as if it held them."""

ITEM_KIND = 0
"""``item.data(ITEM_KIND)``: what an item shows ("seat", "card", "board", "bet", "pot", "pot-label", "winners",
"button", "blind", "equity", "status", "action", "won", "caption", "seat-number", "stack" (the amount on a plate),
"total-pot", "result", a chip question's "chip-pile", "chip-legend" and "put-out", and "moving" for chips in
flight)."""
ITEM_SEAT = 1
"""``item.data(ITEM_SEAT)``: the seat an item belongs to (the pot index for a pot)."""

BACKGROUND = QColor("#0f1215")
"""The room around the table (also the margins when a window is not 16:10)."""


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


class TableScene(QGraphicsScene):
    """The table. Call :meth:`show_state` whenever the hand changes; set :attr:`animate` for motion."""

    seat_clicked = Signal(int)
    """A seat plate was clicked (the trainer's "click the seats in showdown order")."""

    def __init__(self, parent: QObject | None = None, *, four_color: bool = False, animate: bool = False) -> None:
        super().__init__(0, 0, SCENE_WIDTH, SCENE_HEIGHT, parent)
        self.animate = animate
        """Slide dealt cards, bets and pot pushes (off: everything is placed at once, for tests and snapshots)."""
        self._four_color = four_color
        self._state: TableState | None = None
        self._parts = Parts(self)
        """Each part of the table drawn ("seat 3", "board", "pots" …), kept while its slice does not change."""
        self._motion: QGraphicsPathItem | None = None
        self._animations = QParallelAnimationGroup(self)
        """The slides the latest drawing started."""
        self._still_sliding: list[QParallelAnimationGroup] = []
        """Slides started by the first turn of a table drawn in turns, left to run while the rest is drawn."""
        self._left: tuple[TableState, TableState | None] | None = None
        """A state drawn only in part (``seats_at_most``), and the state its slides started from."""
        self._context: tuple[object, ...] | None = None
        """What every part was last drawn for besides its slice (the seat count, the plates' scale, the text floor,
        the deck)."""
        self._seat_rects: dict[int, QRectF] = {}
        self._places: dict[int, SeatPlace] = {}
        """Where each seat drawn last lies, for the markers placed after every seat (:meth:`_draw_markers`)."""
        self._text_floor = 0.0
        self._table_parts = self._table_shapes()
        glow = QRadialGradient(CENTRE, SCENE_WIDTH * 0.62)
        glow.setColorAt(0.0, QColor("#2a3138"))
        glow.setColorAt(1.0, BACKGROUND)
        self._room = QBrush(glow)

    @property
    def state(self) -> TableState | None:
        """The state shown last."""
        return self._state

    @property
    def four_color(self) -> bool:
        """Whether cards use the four-colour deck (blue diamonds, green clubs); setting it redraws."""
        return self._four_color

    @four_color.setter
    def four_color(self, four_color: bool) -> None:
        if bool(four_color) != self._four_color:
            self._four_color = bool(four_color)
            if self._state is not None:
                self._left = None
                self._rebuild(self._state, None)

    @property
    def text_floor(self) -> float:
        """The smallest text size on the table, in scene units: what keeps every label at least as large as the
        application's (menu) font at the view's scale (0 until :meth:`fit_text_to` is called)."""
        return self._text_floor

    def fit_text_to(self, view_scale: float) -> None:
        """Keep the table's words legible at ``view_scale`` (screen pixels per scene unit): no name, stack, label
        or marker smaller on screen than the application's font, however small the window.
        Redraws only when that changes what is drawn."""
        if view_scale <= 0:
            return
        floor = max(SMALLEST_DESIGN_TEXT, application_text_pixels() / view_scale)
        if abs(floor - max(SMALLEST_DESIGN_TEXT, self._text_floor)) < 0.5:
            self._text_floor = floor
            return
        self._text_floor = floor
        if self._state is not None:
            self._left = None
            self._rebuild(self._state, None)

    def plate_scale(self, seat_count: int) -> float:
        """How much the seat plates are enlarged so a name (drawn at :data:`NAME_TEXT` units) reaches the text
        floor, as far as the seats' places allow without plates overlapping."""
        needed = self._text_floor / NAME_TEXT
        return max(1.0, min(needed, plate_room(seat_count)))

    def seat_at(self, point: QPointF) -> int | None:
        """The seat whose plate (occupied or empty) is at a scene point, if any."""
        for seat, rect in self._seat_rects.items():
            if rect.contains(point):
                return seat
        return None

    @property
    def left_to_draw(self) -> TableState | None:
        """The state shown last, when some of its seats were left as they were (``seats_at_most``); else None."""
        return self._left[0] if self._left is not None else None

    def show_state(self, state: TableState, *, seats_at_most: int | None = None) -> None:
        """Draw ``state`` in place of whatever was shown (animating the differences when :attr:`animate`).

        With ``seats_at_most``, at most that many seats whose slice changed are drawn now and the others are left as
        they were (their button and blind markers hidden, so the table never shows two buttons): a whole new table
        drawn in turns of the event loop, so that no turn holds the window long. The same state shown
        again draws what is left: its cards slide in from the deck as the first seats' did, and the first seats'
        slides go on undisturbed (:attr:`left_to_draw` says whether anything is left)."""
        continuing = self._left is not None and self._left[0] == state
        left_from = self._left[1] if self._left is not None else None
        previous = left_from if continuing else self._state if self.animate else None
        self._state = state
        left = self._rebuild(state, previous, seats_at_most, continuing=continuing)
        self._left = (state, previous) if left else None

    def draw_rest(self) -> None:
        """Draw what :meth:`show_state` left of the state shown last (nothing when it drew it whole)."""
        if self._left is not None:
            self.show_state(self._left[0])

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        seat = self.seat_at(event.scenePos())
        if seat is not None and event.button() == Qt.MouseButton.LeftButton:
            self.seat_clicked.emit(seat)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.seat_at(event.scenePos()) is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()  # the press was ours; no item grabbed the mouse to take the release
            return
        super().mouseReleaseEvent(event)

    # -- drawing -------------------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The parts that never change — the background glow, the rail, the felt and the board's five slots —
        painted here rather than as items, so a view can cache them (``CacheBackground``) and an animation frame
        repaints only cards and chips."""
        # The room's glow is painted over all that is exposed, margins included, so a window that is not 16:10
        # shows no seam where the scene ends.
        painter.fillRect(rect, self._room)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for path, pen, brush in self._table_parts:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)

    @staticmethod
    def _table_shapes() -> list[tuple[QPainterPath, QPen, QBrush]]:
        no_pen = QPen(Qt.PenStyle.NoPen)
        shadow = racetrack(FELT.adjusted(-RAIL_WIDTH - 4, -RAIL_WIDTH + 6, RAIL_WIDTH + 4, RAIL_WIDTH + 18))
        rail_rect = FELT.adjusted(-RAIL_WIDTH, -RAIL_WIDTH, RAIL_WIDTH, RAIL_WIDTH)
        rail = QRadialGradient(CENTRE, rail_rect.width() / 2)
        rail.setColorAt(0.55, QColor("#4a3426"))
        rail.setColorAt(0.8, QColor("#2d1e15"))
        rail.setColorAt(1.0, QColor("#1a110b"))
        felt = QRadialGradient(CENTRE, FELT.width() / 2)
        felt.setColorAt(0.0, QColor("#2f8f5b"))
        felt.setColorAt(0.7, QColor("#1f6e43"))
        felt.setColorAt(1.0, QColor("#164f31"))
        parts = [
            (shadow, no_pen, QBrush(QColor(0, 0, 0, 120))),
            (racetrack(rail_rect), QPen(QColor("#5c4332"), 2.0), QBrush(rail)),
            (racetrack(FELT), QPen(QColor("#0d2e1c"), 4.0), QBrush(felt)),
            (racetrack(FELT.adjusted(70, 62, -70, -62)), QPen(QColor(255, 255, 255, 34), 2.0),
             QBrush(Qt.BrushStyle.NoBrush)),
        ]
        # The board's five slots, so the middle reads as a table even before the flop.
        for index in range(5):
            slot = rounded(QRectF(board_slot(index), QPointF(*BOARD_CARD) + board_slot(index)), 7)
            parts.append((slot, QPen(QColor(255, 255, 255, 40), 2.0), QBrush(QColor(0, 0, 0, 28))))
        return parts

    def _rebuild(self, state: TableState, previous: TableState | None, seats_at_most: int | None = None, *,
                 continuing: bool = False) -> int:
        """Draw ``state``, reusing every part whose slice of the state (and the scale, text floor and deck) is the
        one drawn last time; ``previous`` is the state to animate from (None: no motion). ``continuing``: the rest
        of a table drawn in turns, the slides of its first turn still running. Returns how many changed seats
        were left as they were."""
        if continuing:
            if self._animations.animationCount():
                self._still_sliding.append(self._animations)
                self._animations = QParallelAnimationGroup(self)
        else:
            self._end_motion()
            if self._motion is None or self._motion.childItems():
                if self._motion is not None:
                    self.removeItem(self._motion)
                self._motion = self._parts.holder(50.0)  # chips in flight, over everything; gone with the next state
        # What every part depends on besides its slice of the state: a change redraws them all.
        context = (state.seat_count, self.plate_scale(state.seat_count), self._text_floor, self._four_color)
        relaid, self._context = context != self._context, context
        with smallest_text(self._text_floor):
            left = self._draw_all(state, previous, context, seats_at_most, relaid=relaid)
        if self._animations.animationCount():
            self._animations.start()
        return left

    def _end_motion(self) -> None:
        """End every slide under way where it was going (a part kept as it is must not stay half-way) and let the
        animations go."""
        for group in (*self._still_sliding, self._animations):
            if group.state() != QParallelAnimationGroup.State.Stopped:
                group.setCurrentTime(group.totalDuration())
            group.stop()
            while group.animationCount():
                # Taken out one by one: QAnimationGroup.clear() on a group that was running warns.
                group.takeAnimation(0).deleteLater()
        for group in self._still_sliding:
            group.deleteLater()
        self._still_sliding.clear()

    def _draw_all(self, state: TableState, previous: TableState | None, context: tuple[object, ...],
                  seats_at_most: int | None = None, *, relaid: bool = False) -> int:
        """Each part in the order it is stacked: seats, board, pots, caption, total pot, result (of the seats whose
        slice changed, only the first ``seats_at_most`` when given; a seat left waits hidden when the table is
        ``relaid``, its old plate being in another table's place). Returns how many changed seats were left."""
        layout = seat_layout(state.seat_count)
        enlarged = self.plate_scale(state.seat_count)
        names: set[str] = set()
        budget = len(state.seats) if seats_at_most is None else seats_at_most
        left = 0
        new_deal = previous is not None and _new_deal(previous, state)
        current: set[int] = set()
        """The seats drawn for ``state`` (now or before): the others are left as they were, for the next call."""
        for seat_state in state.seats:
            if 1 <= seat_state.seat <= state.seat_count:
                name = f"seat {seat_state.seat}"
                names.add(name)
                key = (seat_state, context)
                if not self._parts.drawn_from(name, key):
                    if budget <= 0:
                        if relaid:
                            self._parts.hide(name)
                        left += 1
                        continue  # left as it was (its markers not shown), drawn by the next call
                    budget -= 1
                current.add(seat_state.seat)
                holder = self._parts.part(name, seat_state.seat / 100, key)
                if holder is not None:
                    anchor, inward = layout[seat_state.seat - 1]
                    before = _seat(previous, seat_state.seat)
                    if new_deal and before is not None:
                        before = replace(before, cards=())  # every card of a new deal comes from the deck
                    neighbours = tuple((self._seat_anchor(layout[index % state.seat_count][0], hero=False,
                                                          enlarged=enlarged), layout[index % state.seat_count][1])
                                       for index in (seat_state.seat - 2, seat_state.seat))
                    self._draw_seat(holder, seat_state, anchor, inward, before, enlarged=enlarged,
                                    neighbours=neighbours)
        for seat in [seat for seat in self._seat_rects if not 1 <= seat <= state.seat_count]:
            del self._seat_rects[seat]
            self._places.pop(seat, None)
        names.update(("board", "pots"))
        holder = self._parts.part("board", 0.2, (state.board, state.board_highlight, context))
        if holder is not None:
            self._draw_board(holder, state, previous)
        pot_names = tuple(s.name for s in state.seats)
        holder = self._parts.part("pots", 0.3, (state.pots, pot_names, bool(state.result), context))
        if holder is not None:
            self._draw_pots(holder, state, previous, layout)
        if state.chip_legend:
            names.add("chip legend")
            holder = self._parts.part("chip legend", 0.45, (state.chip_legend, context))
            if holder is not None:
                legend = ChipLegend(state.chip_legend, font(13), holder)
                # In the scene's bottom right corner, off the table: clear of every seat, bet and marker.
                bounds = legend.boundingRect()
                legend.setPos(SCENE_WIDTH - bounds.width() - 8, SCENE_HEIGHT - bounds.height() - 8)
                legend.setData(ITEM_KIND, "chip-legend")
        if state.caption:
            names.add("caption")
            # Over the board when a chip question's pot is laid out under it (it needs the room to the seats).
            row = BOARD_TOP - CHIP_CAPTION_GAP if any(pot.chips for pot in state.pots) else CAPTION_ROW
            holder = self._parts.part("caption", 0.4, (state.caption, row, context))
            if holder is not None:
                caption = text_item(holder, state.caption, font(20), QColor("#d7e8dc"))
                centre_at(caption, QPointF(CENTRE.x(), row))
                caption.setData(ITEM_KIND, "caption")
        if state.total_pot is not None:
            names.add("total")
            holder = self._parts.part("total", 0.5, (state.total_pot, context))
            if holder is not None:
                # Everything in play — the pots and the bets in front — as the player weighs a call against it.
                total = pill(holder, QCoreApplication.translate("TableScene", "Total pot: %1").replace(
                    "%1", format_chips(state.total_pot)), QPointF(CENTRE.x(), TOTAL_POT_ROW),
                    text_font=font(22, bold=True), colour=QColor("#ffe08a"), fill=QColor(10, 14, 18, 190))
                total.setData(ITEM_KIND, "total-pot")
        # The button and the blinds, over every seat's plate (a neighbour's enlarged plate included), placed once
        # every seat, bet and pot is: each keeps clear of all of them.
        names.add("markers")
        marker_key = (tuple(s for s in state.seats if s.seat in current), state.pots, pot_names, state.total_pot,
                      state.caption, state.result, context)
        holder = self._parts.part("markers", 0.15, marker_key)
        if holder is not None:
            self._draw_markers(holder, state, current)
        if state.result:
            names.add("result")
            holder = self._parts.part("result", 40.0, (state.result, marker_key))
            if holder is not None:
                self._draw_result(holder, state, current)
        self._parts.keep_only(names)
        return left

    def _middle_rects(self, state: TableState) -> list[QRectF]:
        """What the middle of the table shows for ``state``: the board's five places, each pot (its chips, plate
        and winners), the total pot, the caption."""
        rects = [QRectF(board_slot(0), board_slot(4) + QPointF(*BOARD_CARD)).adjusted(0, -RAISED, 0, 0)]
        for name, shown in (("pots", True), ("total", state.total_pot is not None), ("caption", bool(state.caption))):
            holder = self._parts.holder_of(name)
            if shown and holder is not None:
                rects += [child.mapRectToScene(child.boundingRect().united(child.childrenBoundingRect()))
                          for child in holder.childItems() if child.isVisible()]
        return rects

    def _draw_result(self, root: QGraphicsItem, state: TableState, current: set[int]) -> None:
        """The result in words over the board, where the total pot stood: who won, how much, with what; as near the
        board as it covers none of the seats (``current``: those drawn for ``state``), their markers and the
        middle. A table with no room for it leaves it out: each winner's plate says what it won, and the hand's
        history says it all."""
        result = result_pill(root, state)
        keep_clear = [rect for seat in sorted(current) if seat in self._places
                      for rect in self._places[seat].keep_clear]
        keep_clear += self._middle_rects(state)
        markers = self._parts.holder_of("markers")
        if markers is not None:
            keep_clear += [marker.sceneBoundingRect() for marker in markers.childItems()]
        while result.sceneBoundingRect().top() >= 0:
            if not any(result.sceneBoundingRect().intersects(rect) for rect in keep_clear):
                return
            result.moveBy(0, -6)
        result.setVisible(False)

    def _draw_seat(
        self, root: QGraphicsItem, seat: SeatState, anchor: QPointF, inward: QPointF, before: SeatState | None,
        *, enlarged: float, neighbours: tuple[tuple[QPointF, QPointF], ...] = (),
    ) -> None:
        """A seat: its plate, cards and bet under ``root``; where they lie is kept (:attr:`_places`) for its button
        and blind markers, which :meth:`_draw_markers` places once every seat is drawn. ``neighbours``: where the
        seats either side stand (their plates' middles, as another player's) and the way in from them: its bet
        keeps clear of their cards."""
        plate_rect = QRectF(anchor.x() - PLATE_WIDTH / 2, anchor.y() - PLATE_HEIGHT / 2, PLATE_WIDTH, PLATE_HEIGHT)
        if not seat.occupied:
            self._seat_rects[seat.seat] = plate_rect
            self._places[seat.seat] = SeatPlace(anchor, inward, anchor + inward * 72, QRectF(), 0.0, 0.0, ())
            empty_plate = QGraphicsPathItem(rounded(plate_rect.adjusted(30, 8, -30, -8), 18), root)
            empty_plate.setPen(QPen(QColor(255, 255, 255, 55), 1.5, Qt.PenStyle.DashLine))
            empty_plate.setBrush(QColor(0, 0, 0, 60))
            empty_plate.setData(ITEM_KIND, "seat")
            empty_plate.setData(ITEM_SEAT, seat.seat)
            label = text_item(empty_plate, seat_label(seat.seat), font(17), QColor(255, 255, 255, 110))
            centre_at(label, anchor)
            return
        anchor = self._seat_anchor(anchor, hero=seat.hero, enlarged=enlarged)
        plate_rect = QRectF(anchor.x() - PLATE_WIDTH / 2, anchor.y() - PLATE_HEIGHT / 2, PLATE_WIDTH, PLATE_HEIGHT)
        self._seat_rects[seat.seat] = QRectF(anchor.x() - PLATE_WIDTH * enlarged / 2,
                                             anchor.y() - PLATE_HEIGHT * enlarged / 2,
                                             PLATE_WIDTH * enlarged, PLATE_HEIGHT * enlarged)
        group = QGraphicsPathItem(root)
        group.setPen(QPen(Qt.PenStyle.NoPen))
        group.setData(ITEM_KIND, "seat")
        group.setData(ITEM_SEAT, seat.seat)
        cards = self._draw_hole_cards(group, seat, anchor, before, enlarged=enlarged)
        badge = QGraphicsPathItem(group)
        badge.setPen(QPen(Qt.PenStyle.NoPen))
        badge.setTransformOriginPoint(anchor)
        badge.setScale(enlarged)
        with smallest_text(self._text_floor / enlarged):
            self._draw_plate(badge, seat, anchor, plate_rect)
        # What no marker may cover: the plate with its number and the line under it, the cards, the bet.
        keep_clear = [badge.mapRectToScene(badge.childrenBoundingRect())]
        if not cards.isEmpty():
            keep_clear.append(cards)
        spot = bet_spot(anchor, inward, hero=seat.hero, enlarged=enlarged)
        aside = 62.0 + self._text_floor * 0.5
        bet_half = 0.0
        """Half the bet's width, its amount's plate included: a marker beside it stays clear of the amount."""
        bet_rect = QRectF()
        if seat.bet:
            bet: ChipStack = ChipStack(seat.bet, format_chips(seat.bet), root)
            number = next((i for i in badge.childItems() if i.data(ITEM_KIND) == "seat-number"), None)
            # Clear of the seat's number, and of the cards of the seats either side; the person's bet, which lies
            # aside from their cards towards the next seat's, of where those seats' bets lie too (at ten seats in
            # a small window it lay under the next seat's cards).
            avoid = [] if number is None else [number.sceneBoundingRect()]
            avoid += [hole_cards_area(place, MOST_HOLE_CARDS, hero=False, enlarged=enlarged)
                      for place, _ in neighbours]
            if seat.hero:
                avoid += [likely_bet(place, way, enlarged) for place, way in neighbours]
            spot = clear_of(bet, spot, inward, avoid)
            bet.setPos(spot)
            bet.setData(ITEM_KIND, "bet")
            bet.setData(ITEM_SEAT, seat.seat)
            bet_rect = bet_bounds(bet)
            keep_clear.append(bet_rect)
            bet_half = max(bet.width, bet.label.boundingRect().width() if bet.label is not None else 0.0) / 2
            aside = max(aside, bet.width / 2 + 24)
            if before is not None and seat.bet > before.bet:
                self._slide(bet, anchor, spot)
        self._places[seat.seat] = SeatPlace(anchor, inward, spot, bet_rect, bet_half, aside, tuple(keep_clear))
        if seat.folded or seat.sitting_out:
            for child in group.childItems():
                if child is not badge:
                    # The player's own folded cards stay readable (they look back at what they let go).
                    child.setOpacity(0.8 if seat.hero and child.data(ITEM_KIND) == "card" else 0.55)

    def _seat_anchor(self, anchor: QPointF, *, hero: bool, enlarged: float) -> QPointF:
        """Where an occupied seat's plate stands: at its place on the track, moved in from the scene's edge so
        the plate enlarged by ``enlarged`` stays whole with its number, the line under it and its cards above.

        In a small window the plate and what is on it are enlarged about the seat's place (the cards, the bets
        and the markers are placed around the enlarged plate), so its words keep the application font's size."""
        margin = (SEAT_NUMBER_RADIUS + 4) * enlarged  # the seat number's disc stands on the plate's corner
        half_width, half_height = PLATE_WIDTH * enlarged / 2 + margin, PLATE_HEIGHT * enlarged / 2 + margin
        # The action or status under the plate (:func:`under_plate`): a line of the plate's labels' size.
        below = PLATE_HEIGHT * enlarged / 2 + (max(16.0, self._text_floor / enlarged) * 1.25 + 8) * enlarged
        above = max(half_height, cards_above(hero=hero, enlarged=enlarged))
        return QPointF(min(max(anchor.x(), half_width), SCENE_WIDTH - half_width),
                       min(max(anchor.y(), above), SCENE_HEIGHT - max(half_height, below)))

    def _draw_markers(self, root: QGraphicsItem, state: TableState, current: set[int]) -> None:
        """The dealer button and the blinds of the seats in ``current`` (the seats drawn for ``state``), each
        beside its seat's bet and clear of every seat's plate, cards and bet, of the other markers, the pots and
        the words in the middle; drawn after all of them, so a marker can keep clear of a neighbour's bet as well
        as its own (at eight to ten seats in a small window a blind touched the next seat's chips, a button
        lay on the person's bet). A chip question's chip just put out (:meth:`_put_out`) is placed first, clear of
        the same, and the markers keep clear of it too."""
        keep_clear = [rect for seat in sorted(current) if seat in self._places
                      for rect in self._places[seat].keep_clear]
        keep_clear += self._middle_rects(state)
        # Where the result goes if it can: the markers make room for it where they can.
        room = result_room(state) if state.result else None
        placed: list[QRectF] = []
        """The markers placed so far: the others keep clear of them whatever else they cover."""
        for seat in state.seats:
            place = self._places.get(seat.seat)
            if seat.seat in current and place is not None and seat.occupied and seat.put_out is not None:
                # A chip just put out lies beside its seat's bet first: the markers keep clear of it as of the bet.
                put_out = self._put_out(root, seat, place, keep_clear=keep_clear, room=room)
                keep_clear.append(put_out)
                placed.append(put_out)
        for seat in state.seats:
            place = self._places.get(seat.seat)
            if seat.seat not in current or place is None or not (seat.button or seat.blind):
                continue
            if not seat.occupied:
                if seat.button:
                    # A dead button: it rests on an empty seat (the dead-button rule's gap).
                    button = disc(root, "D", place.spot, radius=17, fill=QColor("#f7f7f2"), ink=QColor("#1b1b1b"))
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
                button = disc(root, "D", spot, radius=17, fill=QColor("#f7f7f2"), ink=QColor("#1b1b1b"))
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
                             fill=QColor("#2f6fd6") if seat.blind == "SB" else QColor("#e0a21b"), ink=QColor("white"))
                away = max(place.aside, place.bet_half + blind.boundingRect().width() / 2 + 4) + (
                    10 if seat.hero else 0) if own_bet else 0.0
                way = (inward if seat.hero else -tangent) if seat.button else inward if seat.hero else tangent
                place_clear(blind, spot, away, compass(way, inward), keep_clear=keep_clear,
                            must_clear=own_bet + placed, room=room)
                keep_clear.append(blind.sceneBoundingRect())
                placed.append(blind.sceneBoundingRect())
                blind.setData(ITEM_KIND, "blind")
                blind.setData(ITEM_SEAT, seat.seat)

    @staticmethod
    def _put_out(root: QGraphicsItem, seat: SeatState, place: SeatPlace, *, keep_clear: list[QRectF],
                 room: QRectF | None) -> QRectF:
        """The chip the seat has just put out (a call paid with a bigger chip), on a light on the felt, beside its
        bet on the side away from the middle (a lone marker takes the side towards it) or, where that covers a
        seat, a bet, the pot or a marker placed before (``keep_clear``), the nearest free place by the bet.
        Returns what it covers."""
        assert seat.put_out is not None
        value, rgb = seat.put_out
        # The light on the felt under the chip, its middle the chip's: the chip just put out, not one of the bet's.
        light = QGraphicsEllipseItem(QRectF(-CHIP_W * 0.8, -CHIP_H * 1.1, CHIP_W * 1.6, CHIP_H * 2.2), root)
        light.setPen(QPen(QColor(255, 224, 138, 200), 2.0, Qt.PenStyle.DashLine))
        light.setBrush(QColor(255, 224, 138, 55))
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

    def _draw_plate(self, badge: QGraphicsItem, seat: SeatState, anchor: QPointF,
                    plate_rect: QRectF) -> QGraphicsItem:
        """The seat's plate — avatar, name, stack, seat number — and its status or last action under it."""
        dimmed = seat.folded or seat.sitting_out
        group = badge
        if seat.to_act:
            Glow(plate_rect, 16, QColor("#ffc94a"), group)
        plate = QGraphicsPathItem(rounded(plate_rect, 16), group)
        plate.setPen(QPen(QColor("#ffc94a") if seat.to_act else QColor(255, 255, 255, 45), 2.5 if seat.to_act else 1.2))
        plate.setBrush(QColor(18, 22, 27))
        if dimmed:
            plate.setOpacity(0.55)
        avatar = QGraphicsPathItem(plate)
        circle = QPainterPath()
        avatar_centre = QPointF(plate_rect.left() + 36, anchor.y())
        circle.addEllipse(avatar_centre, 25, 25)
        avatar.setPath(circle)
        avatar.setBrush(avatar_colour(seat.name))
        avatar.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
        initial = text_item(avatar, seat.name.strip()[:1].upper() or "?", font(24, bold=True), QColor("white"))
        centre_at(initial, avatar_centre)
        left = plate_rect.left() + 70
        room = plate_rect.right() - 10 - left
        name = fitted_text(plate, seat.name, font(NAME_TEXT, bold=True), QColor("#f2f4f5"), room)
        name.setPos(left, plate_rect.top() + 20 - name.boundingRect().height() / 2)
        if seat.all_in:
            stack_text, colour = QCoreApplication.translate("TableScene", "All-in"), QColor("#ff8a65")
        else:
            stack_text, colour = format_chips(seat.stack), QColor("#ffd86b")
        stack = fitted_text(plate, stack_text, font(21, bold=True), colour, room)
        stack.setPos(left, plate_rect.top() + 47 - stack.boundingRect().height() / 2)
        stack.setData(ITEM_KIND, "stack")
        stack.setData(ITEM_SEAT, seat.seat)
        # The seat's number on every occupied seat: questions, hints and verdicts speak in seat numbers.
        number = disc(group, QLocale().toString(seat.seat), QPointF(plate_rect.left() + 2, plate_rect.top() + 2),
                      radius=SEAT_NUMBER_RADIUS, fill=QColor("#3d4955"), ink=QColor("#f4f6f8"))
        number.setPen(QPen(QColor(255, 255, 255, 170), 1.5))
        number.setData(ITEM_KIND, "seat-number")
        number.setData(ITEM_SEAT, seat.seat)
        if seat.note or seat.folded or seat.sitting_out:
            if seat.note:
                word = seat.note
            elif seat.sitting_out:
                word = QCoreApplication.translate("TableScene", "Away")
            else:
                word = QCoreApplication.translate("TableScene", "Folded")
            status = pill(group, word, QPointF(anchor.x(), plate_rect.bottom() + 2), text_font=font(16, bold=True),
                          colour=QColor("#e6e6e6"), fill=QColor(70, 76, 84, 240))
            under_plate(status, anchor.x(), plate_rect)
            status.setData(ITEM_KIND, "status")
            status.setData(ITEM_SEAT, seat.seat)
        elif seat.won:
            # What the seat won, where its last action stood: said at the winner's plate, it needs no room in
            # the middle (the pots' winners and the result over the board covered seats and markers there).
            text = QCoreApplication.translate("TableScene", "Wins %1", "the chips a winner won, under its plate")
            won = pill(group, text.replace("%1", format_chips(seat.won)),
                       QPointF(anchor.x(), plate_rect.bottom() + 2), text_font=font(16, bold=True),
                       colour=QColor("#10161c"), fill=QColor("#ffd86b"))
            under_plate(won, anchor.x(), plate_rect)
            won.setData(ITEM_KIND, "won")
            won.setData(ITEM_SEAT, seat.seat)
        elif seat.equity is not None:
            # The hand's equity once the betting is over, where its last action stood (beside the cards, ten
            # seats' equities ran into each other and into the next seats' numbers).
            equity = pill(group, format_equity(seat.equity), QPointF(anchor.x(), plate_rect.bottom() + 2),
                          text_font=font(16, bold=True), colour=QColor("white"), fill=QColor(20, 90, 160, 235))
            under_plate(equity, anchor.x(), plate_rect)
            equity.setData(ITEM_KIND, "equity")
            equity.setData(ITEM_SEAT, seat.seat)
        elif seat.action[0] and not seat.all_in:
            # The seat's last action on this street on its plate, as a dealer would have heard it (an all-in
            # seat says so where its stack was).
            said = pill(group, action_label(*seat.action), QPointF(anchor.x(), plate_rect.bottom() + 2),
                        text_font=font(16, bold=True), colour=QColor("#10161c"), fill=ACTION_COLOURS[seat.action[0]])
            under_plate(said, anchor.x(), plate_rect)
            said.setData(ITEM_KIND, "action")
            said.setData(ITEM_SEAT, seat.seat)
        return plate

    def _draw_hole_cards(
        self, group: QGraphicsItem, seat: SeatState, anchor: QPointF, before: SeatState | None,
        *, enlarged: float = 1.0,
    ) -> QRectF:
        """The seat's cards above its plate; returns all they may cover (empty: no cards)."""
        cards = [c for c in seat.cards if c is not None] if seat.folded else list(seat.cards)
        if not cards:
            return QRectF()
        # The other players' cards grow with their plates (a hand shown at a small table stays readable); the
        # person's own are already full size, and larger they would cover the pots. A top seat's plate stands
        # low enough for its cards to stay inside the scene (:func:`cards_above`).
        first, step = hole_cards_row(anchor, len(cards), hero=seat.hero, enlarged=enlarged)
        dealt_before = len(before.cards) if before is not None and not before.folded else 0
        for index, card in enumerate(cards):
            raised = card is not None and card in seat.highlight
            item = CardItem(card, first.width(), first.height(), four_color=self._four_color, outlined=raised,
                            parent=group)
            final = first.topLeft() + QPointF(index * step, -RAISED if raised else 0.0)
            item.setPos(final)
            item.setData(ITEM_KIND, "card")
            item.setData(ITEM_SEAT, seat.seat)
            if seat.folded:
                item.setOpacity(0.5)
            if before is not None and index >= dealt_before:
                self._slide(item, DECK_POINT, final)
        return hole_cards_area(anchor, len(cards), hero=seat.hero, enlarged=enlarged)

    def _draw_board(self, root: QGraphicsItem, state: TableState, previous: TableState | None) -> None:
        width, height = BOARD_CARD
        shown_before = len(previous.board) if previous is not None else len(state.board)
        for index, card in enumerate(state.board[:5]):
            raised = card in state.board_highlight
            item = CardItem(card, width, height, four_color=self._four_color, outlined=raised, parent=root)
            final = board_slot(index) - QPointF(0, RAISED if raised else 0)
            item.setPos(final)
            item.setData(ITEM_KIND, "board")
            item.setData(ITEM_SEAT, 0)
            if index >= shown_before:
                self._slide(item, DECK_POINT, final)

    def _draw_pots(
        self, root: QGraphicsItem, state: TableState, previous: TableState | None,
        layout: list[tuple[QPointF, QPointF]],
    ) -> None:
        pots = state.pots
        names = {s.seat: s.name for s in state.seats}
        # Once the result is said, each winner's plate says what it won: the pots need not name them as well (under
        # three pots, two or three lines of names reached the person's cards and the bottom seats' markers).
        groups = [self._pot(root, pot, names, named=not state.result) for pot in pots]
        # Side by side, as far apart as the widest pot (its plate and winners) needs; squeezed only when even that
        # would not fit on the felt.
        widest = max((group.childrenBoundingRect().width() for group in groups), default=0.0)
        spacing = max(min(230.0, 1000.0 / max(1, len(pots))), widest + 20.0)
        room = FELT.width() - 160.0
        if any(pot.chips for pot in pots):
            # A chip question's pot lies between the bets and markers of the seats at the table's sides, which a
            # small window's enlarged plates push in: squeezed a little only there.
            room = 2 * (CHIP_HALF_ROOM - CHIP_ROOM_PUSH * (self.plate_scale(state.seat_count) - 1))
        scale = min(1.0, room / (spacing * len(pots))) if pots else 1.0
        spacing *= scale
        for index, (pot, group) in enumerate(zip(pots, groups, strict=True)):
            # A chip question's pot keeps its place: its chips are laid out from under the caption down.
            row = POT_ROW if pot.chips else self._pot_row()
            centre = QPointF(CENTRE.x() + (index - (len(pots) - 1) / 2) * spacing, row)
            group.setPos(centre)
            group.setScale(scale)
            group.setData(ITEM_KIND, "pot")
            group.setData(ITEM_SEAT, index)
            was = previous.pots[index] if previous is not None and index < len(previous.pots) else None
            if previous is not None and pot.winners and (was is None or not was.winners):
                for seat in pot.winners:
                    if 1 <= seat <= len(layout):
                        self._fly(pot.amount, centre, layout[seat - 1][0])
        if previous is not None and sum(p.amount for p in pots) > sum(p.amount for p in previous.pots):
            target = QPointF(CENTRE.x(), self._pot_row())
            for before in previous.seats:
                now = _seat(state, before.seat)
                if before.bet and now is not None and not now.bet and before.seat <= len(layout):
                    self._fly(before.bet, bet_spot(*layout[before.seat - 1]), target)

    def _pot_row(self) -> float:
        """Where the pots' chips stand: a little higher when the text floor makes their plates taller, so the pot
        and who won it stay clear of the person's cards."""
        return POT_ROW - max(0.0, self._text_floor - 16.0) * 0.9

    def _pot(self, root: QGraphicsItem, pot: PotState, names: dict[int, str], *, named: bool = True) -> QGraphicsItem:
        """A pot: its chips, a plate with its name and amount, and who it goes to once pushed (when ``named``)."""
        group = QGraphicsPathItem(root)
        group.setPen(QPen(Qt.PenStyle.NoPen))
        amount = "?" if pot.hidden else format_chips(pot.amount)
        plate = pill(group, pot_title(pot.label), QPointF(0, 0), text_font=font(16), colour=QColor("#cfd8dc"),
                     fill=QColor(10, 14, 18, 205), second=amount, second_font=font(20, bold=True),
                     second_colour=QColor("#ffd86b"))
        plate.setData(ITEM_KIND, "pot-label")
        if pot.chips:
            self._lay_out_chips(group, plate, pot)
        else:
            ChipStack(pot.amount, "", group).setPos(0, -8)
            # Under the chips, however tall the text floor made the plate.
            plate.setPos(0, max(24.0, 6.0 - plate.boundingRect().top()))
        if pot.winners and named:
            said = [names.get(seat) or seat_label(seat) for seat in pot.winners]
            who = "→ " + ", ".join(said)
            if len(said) > 1 and QFontMetricsF(font(17, bold=True)).horizontalAdvance(who) > max(
                    200.0, plate.boundingRect().width() + 40.0):
                who = "→ " + ",\n".join(said)  # a name a line, so pots side by side keep apart
            # On a dark plate above the cards and markers: in a small window it may reach the person's cards.
            winners = pill(group, who, QPointF(0, 0), text_font=font(17, bold=True), colour=QColor("#ffe08a"),
                           fill=QColor(10, 14, 18, 190))
            winners.setPos(0, plate.pos().y() + plate.boundingRect().bottom() + 2 - winners.boundingRect().top())
            winners.setZValue(30)
            winners.setData(ITEM_KIND, "winners")
        return group

    @staticmethod
    def _lay_out_chips(group: QGraphicsItem, plate: QGraphicsItem, pot: PotState) -> None:
        """A chip question's pot: every chip in rows of stacks of five (:class:`ChipPile`) from under the caption
        down, its plate to the left of the chips (under them it would reach the bets of the seats in front of the
        dealer), the two centred together on the pot's place."""
        pile = ChipPile(pot.chips, group)
        pile.setData(ITEM_KIND, "chip-pile")
        bounds = pile.boundingRect()
        gap = 16.0
        plate_width = plate.boundingRect().width()
        left = -(plate_width + gap + pile.width) / 2
        # The pile's top just under the board: the room below is for the bets and markers of the seats in front.
        top = PILE_TOP - POT_ROW
        pile.setPos(left + plate_width + gap + pile.width / 2, top - bounds.top())
        plate.setPos(left + plate_width / 2, top + bounds.height() / 2)

    # -- motion --------------------------------------------------------------------------------------------

    def _slide(self, item: QGraphicsItem, start: QPointF, end: QPointF) -> QVariantAnimation:
        """Move ``item`` from ``start`` to where it belongs."""
        item.setPos(start)
        animation = QVariantAnimation()
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(ANIMATION_MS)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)
        self._animations.addAnimation(animation)
        return animation

    def _fly(self, amount: int, start: QPointF, end: QPointF) -> None:
        """Chips that travel from ``start`` to ``end`` and vanish (bets gathered, a pot pushed)."""
        ghost = ChipStack(amount, "", self._motion)
        ghost.setData(ITEM_KIND, "moving")
        self._slide(ghost, start, end).finished.connect(lambda: ghost.setVisible(False))


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
                  colour=QColor("#ffe08a"), fill=QColor(10, 14, 18, 215))
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


def _new_deal(previous: TableState, state: TableState) -> bool:
    """Whether ``state`` is a new hand after ``previous`` (the result gone, or the board gathered up), whose
    players' cards are all dealt afresh even where the last hand's cards lay."""
    return (bool(previous.result) and not state.result) or len(state.board) < len(previous.board)


def _seat(state: TableState | None, seat: int) -> SeatState | None:
    if state is None:
        return None
    for row in state.seats:
        if row.seat == seat:
            return row
    return None


def application_text_pixels() -> float:
    """The height in pixels of the application's font at its Latin size (the menus' and the panels' text in a
    Latin language): the table's words are never smaller on screen than this. Not the Thai body size, a quarter
    larger: at that floor a ten-seat table's bets and cards would cover each other's figures."""
    from dealerdesk.ui.common.language import latin_body_font  # noqa: PLC0415

    return float(QFontInfo(latin_body_font()).pixelSize())
