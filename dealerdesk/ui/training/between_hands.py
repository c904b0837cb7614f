"""The trainer's table between two deals (the button-and-blinds question): every seat with its player, stack and
state — away, new, waiting for the big blind, a missed blind owed — and the last hand's button and blinds; once
graded, the next deal as the engine plans it: the button and blind markers moved, each post in front of its seat
(live + dead), and cards in front of every seat dealt in."""

from __future__ import annotations

from dealerdesk.i18n import translate
from dealerdesk.rules.table import HandPlan, SeatedPlayer, Table
from dealerdesk.ui.felt.state import SeatState, TableState


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return translate("TrainerPage", text)


def seat_note(player: SeatedPlayer) -> str:
    """What the dealer must know of a seat between hands, in a word or two."""
    missed = tr("missed BB") if player.owes_big_blind else tr("missed SB") if player.owes_small_blind else ""
    if player.sitting_out or player.stack == 0:
        return tr("Away · %1").replace("%1", missed) if missed else tr("Away")
    if player.new:
        return tr("New · waits for BB") if player.waiting_for_big_blind else tr("New · wants to play")
    if player.waiting_for_big_blind:
        return tr("Back · waits for BB")
    if missed:
        return tr("Back · %1").replace("%1", missed)
    return ""


def between_hands_state(table: Table, caption: str, plan: HandPlan | None = None) -> TableState:
    """The table between hands with the last hand's markers, or (``plan`` given) the next deal's: its markers,
    posts in front and cards dealt."""
    positions = table.positions
    assert positions is not None
    button = plan.button if plan is not None else positions.button
    small = plan.small_blind if plan is not None else positions.small_blind
    big = plan.big_blind if plan is not None else positions.big_blind
    seats = []
    for number in range(1, table.seat_count + 1):
        player = table.seats.get(number)
        if player is None:
            seats.append(SeatState(number, button=number == button))
            continue
        bet = 0
        cards: tuple[int | None, ...] = ()
        if plan is not None:
            live, dead = plan.posts.get(number, (0, 0))
            bet = live + dead
            cards = (None, None) if number in plan.dealt_in else ()
        seats.append(SeatState(
            seat=number,
            name=player.name,
            stack=player.stack - bet,
            bet=bet,
            cards=cards,
            button=number == button,
            blind="BB" if number == big else "SB" if number == small else "",
            sitting_out=player.sitting_out or player.stack == 0,
            note="" if plan is not None and number in plan.dealt_in else seat_note(player),
        ))
    return TableState(table.seat_count, tuple(seats), caption=caption)
