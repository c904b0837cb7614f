"""What the table, a seat and a pot show: the rail and the felt under everything; a seat's plate (avatar, name,
stack, number) with its status or last action under it and its cards above; a pot's chips and plate, and who it
goes to."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QFontMetricsF, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from dealerdesk.ui.common.theme import (
    ALL_IN_TEXT,
    AVATAR_EDGE,
    BETTING_LINE,
    BOARD_SLOT,
    BOARD_SLOT_EDGE,
    CHIPS_TEXT,
    DARK_TEXT,
    EQUITY_PLATE,
    FELT_BORDER,
    FELT_CENTRE,
    FELT_EDGE,
    FELT_MIDDLE,
    LABEL_PLATE,
    PLAYER_NAME,
    POT_NAME,
    POT_PLATE,
    POT_WORDS,
    RAIL_EDGE,
    RAIL_INNER,
    RAIL_MIDDLE,
    RAIL_OUTER,
    RAIL_SHADOW,
    SEAT_NUMBER,
    SEAT_NUMBER_EDGE,
    SEAT_NUMBER_TEXT,
    SEAT_PLATE,
    SEAT_PLATE_EDGE,
    STATUS_PLATE,
    STATUS_TEXT,
    TO_ACT,
    WHITE,
)
from dealerdesk.ui.felt.card_pixmaps import CardItem
from dealerdesk.ui.felt.chip_pile import ChipPile
from dealerdesk.ui.felt.items import (
    ACTION_COLOURS,
    ITEM_KIND,
    ITEM_SEAT,
    ChipStack,
    Glow,
    action_label,
    avatar_colour,
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
    text_item,
)
from dealerdesk.ui.felt.layout import (
    BOARD_CARD,
    CENTRE,
    DECK_POINT,
    FELT,
    NAME_TEXT,
    POT_ROW,
    RAIL_WIDTH,
    RAISED,
    SEAT_NUMBER_RADIUS,
    board_slot,
    hole_cards_area,
    hole_cards_row,
)
from dealerdesk.ui.felt.placing import PILE_TOP, under_plate
from dealerdesk.ui.felt.state import PotState, SeatState


def table_shapes() -> list[tuple[QPainterPath, QPen, QBrush]]:
    """The rail, the felt and the board's five slots: what never changes, painted under everything."""
    no_pen = QPen(Qt.PenStyle.NoPen)
    shadow = racetrack(FELT.adjusted(-RAIL_WIDTH - 4, -RAIL_WIDTH + 6, RAIL_WIDTH + 4, RAIL_WIDTH + 18))
    rail_rect = FELT.adjusted(-RAIL_WIDTH, -RAIL_WIDTH, RAIL_WIDTH, RAIL_WIDTH)
    rail = QRadialGradient(CENTRE, rail_rect.width() / 2)
    rail.setColorAt(0.55, RAIL_INNER)
    rail.setColorAt(0.8, RAIL_MIDDLE)
    rail.setColorAt(1.0, RAIL_OUTER)
    felt = QRadialGradient(CENTRE, FELT.width() / 2)
    felt.setColorAt(0.0, FELT_CENTRE)
    felt.setColorAt(0.7, FELT_MIDDLE)
    felt.setColorAt(1.0, FELT_EDGE)
    parts = [
        (shadow, no_pen, QBrush(RAIL_SHADOW)),
        (racetrack(rail_rect), QPen(RAIL_EDGE, 2.0), QBrush(rail)),
        (racetrack(FELT), QPen(FELT_BORDER, 4.0), QBrush(felt)),
        (racetrack(FELT.adjusted(70, 62, -70, -62)), QPen(BETTING_LINE, 2.0),
         QBrush(Qt.BrushStyle.NoBrush)),
    ]
    # The board's five slots, so the middle reads as a table even before the flop.
    for index in range(5):
        slot = rounded(QRectF(board_slot(index), QPointF(*BOARD_CARD) + board_slot(index)), 7)
        parts.append((slot, QPen(BOARD_SLOT_EDGE, 2.0), QBrush(BOARD_SLOT)))
    return parts


Slide = Callable[[QGraphicsItem, QPointF, QPointF], QVariantAnimation]
"""Moves an item from where it starts to where it belongs (the scene's slide, which it animates or not)."""


def draw_plate(badge: QGraphicsItem, seat: SeatState, anchor: QPointF, plate_rect: QRectF) -> QGraphicsItem:
    """The seat's plate — avatar, name, stack, seat number — and its status or last action under it."""
    dimmed = seat.folded or seat.sitting_out
    group = badge
    if seat.to_act:
        Glow(plate_rect, 16, TO_ACT, group)
    plate = QGraphicsPathItem(rounded(plate_rect, 16), group)
    plate.setPen(QPen(TO_ACT if seat.to_act else SEAT_PLATE_EDGE, 2.5 if seat.to_act else 1.2))
    plate.setBrush(SEAT_PLATE)
    if dimmed:
        plate.setOpacity(0.55)
    avatar = QGraphicsPathItem(plate)
    circle = QPainterPath()
    avatar_centre = QPointF(plate_rect.left() + 36, anchor.y())
    circle.addEllipse(avatar_centre, 25, 25)
    avatar.setPath(circle)
    avatar.setBrush(avatar_colour(seat.name))
    avatar.setPen(QPen(AVATAR_EDGE, 1.5))
    initial = text_item(avatar, seat.name.strip()[:1].upper() or "?", font(24, bold=True), WHITE)
    centre_at(initial, avatar_centre)
    left = plate_rect.left() + 70
    room = plate_rect.right() - 10 - left
    name = fitted_text(plate, seat.name, font(NAME_TEXT, bold=True), PLAYER_NAME, room)
    name.setPos(left, plate_rect.top() + 20 - name.boundingRect().height() / 2)
    if seat.all_in:
        stack_text, colour = QCoreApplication.translate("TableScene", "All-in"), ALL_IN_TEXT
    else:
        stack_text, colour = format_chips(seat.stack), CHIPS_TEXT
    stack = fitted_text(plate, stack_text, font(21, bold=True), colour, room)
    stack.setPos(left, plate_rect.top() + 47 - stack.boundingRect().height() / 2)
    stack.setData(ITEM_KIND, "stack")
    stack.setData(ITEM_SEAT, seat.seat)
    # The seat's number on every occupied seat: questions, hints and verdicts speak in seat numbers.
    number = disc(group, QLocale().toString(seat.seat), QPointF(plate_rect.left() + 2, plate_rect.top() + 2),
                  radius=SEAT_NUMBER_RADIUS, fill=SEAT_NUMBER, ink=SEAT_NUMBER_TEXT)
    number.setPen(QPen(SEAT_NUMBER_EDGE, 1.5))
    number.setData(ITEM_KIND, "seat-number")
    number.setData(ITEM_SEAT, seat.seat)
    if seat.hud is not None:
        # The player's statistics just under the plate, where they stay from hand to hand (as online clients
        # show them); the status or action hangs under them.
        hud = hud_pill(group, seat.hud)
        under_plate(hud, anchor.x(), plate_rect)
        hud.setData(ITEM_SEAT, seat.seat)
        plate_rect = plate_rect.united(hud.mapRectToItem(group, hud.boundingRect()))
    if seat.note or seat.folded or seat.sitting_out:
        if seat.note:
            word = seat.note
        elif seat.sitting_out:
            word = QCoreApplication.translate("TableScene", "Away")
        else:
            word = QCoreApplication.translate("TableScene", "Folded")
        status = pill(group, word, QPointF(anchor.x(), plate_rect.bottom() + 2), text_font=font(16, bold=True),
                      colour=STATUS_TEXT, fill=STATUS_PLATE)
        under_plate(status, anchor.x(), plate_rect)
        status.setData(ITEM_KIND, "status")
        status.setData(ITEM_SEAT, seat.seat)
    elif seat.won:
        # What the seat won, where its last action stood: said at the winner's plate, it needs no room in
        # the middle (the pots' winners and the result over the board covered seats and markers there).
        text = QCoreApplication.translate("TableScene", "Wins %1", "the chips a winner won, under its plate")
        won = pill(group, text.replace("%1", format_chips(seat.won)),
                   QPointF(anchor.x(), plate_rect.bottom() + 2), text_font=font(16, bold=True),
                   colour=DARK_TEXT, fill=CHIPS_TEXT)
        under_plate(won, anchor.x(), plate_rect)
        won.setData(ITEM_KIND, "won")
        won.setData(ITEM_SEAT, seat.seat)
    elif seat.equity is not None:
        # The hand's equity once the betting is over, where its last action stood (beside the cards, ten
        # seats' equities ran into each other and into the next seats' numbers).
        equity = pill(group, format_equity(seat.equity), QPointF(anchor.x(), plate_rect.bottom() + 2),
                      text_font=font(16, bold=True), colour=WHITE, fill=EQUITY_PLATE)
        under_plate(equity, anchor.x(), plate_rect)
        equity.setData(ITEM_KIND, "equity")
        equity.setData(ITEM_SEAT, seat.seat)
    elif seat.action[0] and not seat.all_in:
        # The seat's last action on this street on its plate, as a dealer would have heard it (an all-in
        # seat says so where its stack was).
        said = pill(group, action_label(*seat.action), QPointF(anchor.x(), plate_rect.bottom() + 2),
                    text_font=font(16, bold=True), colour=DARK_TEXT, fill=ACTION_COLOURS[seat.action[0]])
        under_plate(said, anchor.x(), plate_rect)
        said.setData(ITEM_KIND, "action")
        said.setData(ITEM_SEAT, seat.seat)
    return plate


def hud_text(vpip: int, pfr: int, hands: int) -> str:
    """A player's statistics as online clients' HUDs say them, in the user's numbers: "24/18 (37)", VPIP/PFR and
    the hands seen (a word for the hands made the label too wide for a ten-seat table in a small window; the
    tooltip says what the figures are)."""
    locale = QLocale()
    text = QCoreApplication.translate(
        "TableScene", "%1/%2 (%3)",
        "a player's VPIP/PFR (percent) under their seat, and the hands they are counted over")
    return text.replace("%1", locale.toString(vpip)).replace("%2", locale.toString(pfr)).replace(
        "%3", locale.toString(hands))


def hud_pill(group: QGraphicsItem, figures: tuple[int, int, int]) -> QGraphicsPathItem:
    """The seat's statistics (VPIP/PFR and the hands seen) on a small dark plate, what the figures mean in its
    tooltip."""
    vpip, pfr, hands = figures
    hud = pill(group, hud_text(vpip, pfr, hands), QPointF(0, 0), text_font=font(14), colour=STATUS_TEXT,
               fill=LABEL_PLATE)
    hud.setData(ITEM_KIND, "hud")
    tip = QCoreApplication.translate(
        "TableScene", "VPIP %1%: how often this player put chips in before the flop of their own will.\n"
        "PFR %2%: how often they raised before the flop.\nHands counted this session: %3")
    locale = QLocale()
    hud.setToolTip(tip.replace("%1", locale.toString(vpip)).replace("%2", locale.toString(pfr)).replace(
        "%3", locale.toString(hands)))
    return hud


def draw_hole_cards(
    group: QGraphicsItem, seat: SeatState, anchor: QPointF, before: SeatState | None,
    *, four_color: bool, slide: Slide, enlarged: float = 1.0,
) -> QRectF:
    """The seat's cards above its plate (in the four-colour deck when ``four_color``; those just dealt slid from
    the deck with ``slide``); returns all they may cover (empty: no cards)."""
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
        item = CardItem(card, first.width(), first.height(), four_color=four_color, outlined=raised,
                        parent=group)
        final = first.topLeft() + QPointF(index * step, -RAISED if raised else 0.0)
        item.setPos(final)
        item.setData(ITEM_KIND, "card")
        item.setData(ITEM_SEAT, seat.seat)
        if seat.folded:
            item.setOpacity(0.5)
        if before is not None and index >= dealt_before:
            slide(item, DECK_POINT, final)
    return hole_cards_area(anchor, len(cards), hero=seat.hero, enlarged=enlarged)


def pot_group(root: QGraphicsItem, pot: PotState, names: dict[int, str], *, named: bool = True,
              room: float = 200.0) -> QGraphicsItem:
    """A pot: its chips, a plate with its name and amount, and who it goes to once pushed (when ``named``): the
    winners on one line while it fits the ``room`` each pot has side by side, else a name a line."""
    group = QGraphicsPathItem(root)
    group.setPen(QPen(Qt.PenStyle.NoPen))
    amount = "?" if pot.hidden else format_chips(pot.amount)
    plate = pill(group, pot_title(pot.label), QPointF(0, 0), text_font=font(16), colour=POT_NAME,
                 fill=POT_PLATE, second=amount, second_font=font(20, bold=True),
                 second_colour=CHIPS_TEXT)
    plate.setData(ITEM_KIND, "pot-label")
    if pot.chips:
        lay_out_chips(group, plate, pot)
    else:
        ChipStack(pot.amount, "", group).setPos(0, -8)
        # Under the chips, however tall the text floor made the plate.
        plate.setPos(0, max(24.0, 6.0 - plate.boundingRect().top()))
    if pot.winners and named:
        said = [names.get(seat) or seat_label(seat) for seat in pot.winners]
        who = "→ " + ", ".join(said)
        # A name a line only when one line would run into the next pot: each line more reaches further down,
        # towards the person's cards (two Thai or Hungarian lines covered the first card's rank at 1024×640).
        if len(said) > 1 and QFontMetricsF(font(17, bold=True)).horizontalAdvance(who) > max(
                room, plate.boundingRect().width() + 40.0):
            who = "→ " + ",\n".join(said)  # a name a line, so pots side by side keep apart
        # On a dark plate above the cards and markers: in a small window it may reach the person's cards.
        winners = pill(group, who, QPointF(0, 0), text_font=font(17, bold=True), colour=POT_WORDS,
                       fill=LABEL_PLATE)
        winners.setPos(0, plate.pos().y() + plate.boundingRect().bottom() + 2 - winners.boundingRect().top())
        winners.setZValue(30)
        winners.setData(ITEM_KIND, "winners")
    return group

def lay_out_chips(group: QGraphicsItem, plate: QGraphicsItem, pot: PotState) -> None:
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
