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

from dataclasses import replace

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QFontInfo, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from dealerdesk.evaluation.games import HOLE_CARDS
from dealerdesk.ui.common.theme import (
    EMPTY_SEAT,
    EMPTY_SEAT_EDGE,
    EMPTY_SEAT_TEXT,
    LABEL_PLATE,
    POT_WORDS,
    ROOM,
    ROOM_GLOW,
)
from dealerdesk.ui.felt.card_pixmaps import CardItem
from dealerdesk.ui.felt.chip_pile import ChipLegend
from dealerdesk.ui.felt.items import (
    ITEM_KIND,
    ITEM_SEAT,
    ChipStack,
    centre_at,
    font,
    format_chips,
    pill,
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
    plate_room,
    seat_layout,
)
from dealerdesk.ui.felt.parts import Parts
from dealerdesk.ui.felt.placing import (
    CHIP_CAPTION_GAP,
    CHIP_HALF_ROOM,
    CHIP_ROOM_PUSH,
    SeatPlace,
    bet_bounds,
    clear_of,
    draw_caption,
    draw_markers,
    lift_clear_of_seats,
    likely_bet,
    place_result,
)
from dealerdesk.ui.felt.plates import draw_hole_cards, draw_plate, pot_group, table_shapes
from dealerdesk.ui.felt.state import SeatState, TableState

ANIMATION_MS = 260
"""How long a card or chips take to slide (the brief allows at most 300 ms)."""

SEATS_A_TURN = 5
"""How many changed seats a table drawn in turns draws in one turn of the event loop (a new hand, a showdown, a new
question: ten seats built and painted in one turn held the window up to 54 ms on this machine)."""

MOST_HOLE_CARDS = max(HOLE_CARDS.values())
"""The most cards a player holds in any game dealt here: a neighbour's cards are kept clear of as if it held them."""

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
        self._table_parts = table_shapes()
        glow = QRadialGradient(CENTRE, SCENE_WIDTH * 0.62)
        glow.setColorAt(0.0, ROOM_GLOW)
        glow.setColorAt(1.0, ROOM)
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
        pot_names, clear = tuple(s.name for s in state.seats), tuple(p.keep_clear for p in self._places.values())
        holder = self._parts.part("pots", 0.3, (state.pots, pot_names, bool(state.result), clear, context))
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
            holder = self._parts.part("caption", 0.4, (state.caption, row, clear, context))
            if holder is not None:
                draw_caption(holder, state.caption, row, (rect for rects in clear for rect in rects))
        if state.total_pot is not None:
            names.add("total")
            holder = self._parts.part("total", 0.5, (state.total_pot, context))
            if holder is not None:
                # Everything in play — the pots and the bets in front — as the player weighs a call against it.
                total = pill(holder, QCoreApplication.translate("TableScene", "Total pot: %1").replace(
                    "%1", format_chips(state.total_pot)), QPointF(CENTRE.x(), TOTAL_POT_ROW),
                    text_font=font(22, bold=True), colour=POT_WORDS, fill=LABEL_PLATE)
                total.setData(ITEM_KIND, "total-pot")
        # The button and the blinds, over every seat's plate (a neighbour's enlarged plate included), placed once
        # every seat, bet and pot is: each keeps clear of all of them.
        names.add("markers")
        marker_key = (tuple(s for s in state.seats if s.seat in current), state.pots, pot_names, state.total_pot,
                      state.caption, state.result, context)
        holder = self._parts.part("markers", 0.15, marker_key)
        if holder is not None:
            draw_markers(holder, state, current, self._places, self._middle_rects(state))
        if state.result:
            names.add("result")
            holder = self._parts.part("result", 40.0, (state.result, marker_key))
            if holder is not None:
                markers = self._parts.holder_of("markers")
                placed = [] if markers is None else [item.sceneBoundingRect() for item in markers.childItems()]
                place_result(holder, state, current=current, places=self._places, middle=self._middle_rects(state),
                             markers=placed)
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
            empty_plate.setPen(QPen(EMPTY_SEAT_EDGE, 1.5, Qt.PenStyle.DashLine))
            empty_plate.setBrush(EMPTY_SEAT)
            empty_plate.setData(ITEM_KIND, "seat")
            empty_plate.setData(ITEM_SEAT, seat.seat)
            label = text_item(empty_plate, seat_label(seat.seat), font(17), EMPTY_SEAT_TEXT)
            centre_at(label, anchor)
            return
        anchor = self._seat_anchor(anchor, hero=seat.hero, enlarged=enlarged, hud=seat.hud is not None)
        plate_rect = QRectF(anchor.x() - PLATE_WIDTH / 2, anchor.y() - PLATE_HEIGHT / 2, PLATE_WIDTH, PLATE_HEIGHT)
        self._seat_rects[seat.seat] = QRectF(anchor.x() - PLATE_WIDTH * enlarged / 2,
                                             anchor.y() - PLATE_HEIGHT * enlarged / 2,
                                             PLATE_WIDTH * enlarged, PLATE_HEIGHT * enlarged)
        group = QGraphicsPathItem(root)
        group.setPen(QPen(Qt.PenStyle.NoPen))
        group.setData(ITEM_KIND, "seat")
        group.setData(ITEM_SEAT, seat.seat)
        cards = draw_hole_cards(group, seat, anchor, before, four_color=self._four_color, slide=self._slide,
                                enlarged=enlarged)
        badge = QGraphicsPathItem(group)
        badge.setPen(QPen(Qt.PenStyle.NoPen))
        badge.setTransformOriginPoint(anchor)
        badge.setScale(enlarged)
        with smallest_text(self._text_floor / enlarged):
            draw_plate(badge, seat, anchor, plate_rect)
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

    def _seat_anchor(self, anchor: QPointF, *, hero: bool, enlarged: float, hud: bool = False) -> QPointF:
        """Where an occupied seat's plate stands: at its place on the track, moved in from the scene's edge so
        the plate enlarged by ``enlarged`` stays whole with its number, the line under it (two with the ``hud``)
        and its cards above.

        In a small window the plate and what is on it are enlarged about the seat's place (the cards, the bets
        and the markers are placed around the enlarged plate), so its words keep the application font's size."""
        margin = (SEAT_NUMBER_RADIUS + 4) * enlarged  # the seat number's disc stands on the plate's corner
        half_width, half_height = PLATE_WIDTH * enlarged / 2 + margin, PLATE_HEIGHT * enlarged / 2 + margin
        # The action or status under the plate (:func:`under_plate`): a line of the plate's labels' size.
        below = PLATE_HEIGHT * enlarged / 2 + (max(16.0, self._text_floor / enlarged) * 1.25 + 8) * enlarged
        if hud:
            # The statistics' line between the plate and that line (:func:`hud_pill`).
            below += (QFontMetricsF(font(max(14.0, self._text_floor / enlarged))).height() + 5) * enlarged
        above = max(half_height, cards_above(hero=hero, enlarged=enlarged))
        return QPointF(min(max(anchor.x(), half_width), SCENE_WIDTH - half_width),
                       min(max(anchor.y(), above), SCENE_HEIGHT - max(half_height, below)))

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
        share = (FELT.width() - 160.0) / max(1, len(pots)) - 20.0  # the room a pot's winners have on one line
        groups = [pot_group(root, pot, names, named=not state.result, room=share) for pot in pots]
        # Side by side, as far apart as the widest pot (its plate and winners) needs; squeezed only when even that
        # would not fit on the felt.
        widest = max((group.childrenBoundingRect().width() for group in groups), default=0.0)
        gap = 56.0 if any(pot.winners for pot in pots) and not state.result else 20.0  # a button fits between
        spacing = max(min(230.0, 1000.0 / max(1, len(pots))), widest + gap)
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
        lift_clear_of_seats(groups, self._places.values(), CAPTION_ROW + 0.8 * max(20.0, self._text_floor) + 4.0)
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
