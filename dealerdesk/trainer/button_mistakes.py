"""The classic slips of the button and the blinds, recognised in a wrong plan of the next deal.

Each recogniser rebuilds what one misconception gives — the heads-up blinds the wrong way round, the big blind
left on last hand's big blind, the button moved on past the dead seat, a small blind put on the next player when it
is dead, a newcomer dealt in between the button and the blinds, the dead part of a missed-blind post left out, a
missed small blind posted live — and names it only where the trainee's answer has it and the engine's does not.
The names are stored (the progress database's ``cause``), so they stay English; ``mistakes.label`` shows them
translated.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dealerdesk.i18n import N_
from dealerdesk.rules.blinds import next_seat, seats_between
from dealerdesk.rules.table import HandPlan, Table

HEADS_UP_REVERSED = N_("heads-up, the big blind put on the button (the button posts the small blind)", "Mistakes")
BIG_BLIND_TWICE = N_("the big blind given to the same player twice running", "Mistakes")
DEAD_BUTTON_MOVED_ON = N_("the button moved past a dead seat under the dead-button rule", "Mistakes")
SMALL_BLIND_MOVED_ON = N_("a dead small blind moved on to the next player", "Mistakes")
NEWCOMER_BETWEEN = N_("a newcomer dealt in between the blinds and the button", "Mistakes")
DEAD_SMALL_FORGOTTEN = N_("the dead small blind of a missed-blind post forgotten", "Mistakes")
MISSED_SMALL_LIVE = N_("a missed small blind posted live instead of dead", "Mistakes")

CAUSES = (HEADS_UP_REVERSED, BIG_BLIND_TWICE, DEAD_BUTTON_MOVED_ON, SMALL_BLIND_MOVED_ON, NEWCOMER_BETWEEN,
          DEAD_SMALL_FORGOTTEN, MISSED_SMALL_LIVE)
"""Every button-and-blinds mistake the trainer names, in canonical English."""


@dataclass(frozen=True)
class Given:
    """A trainee's plan of the next deal (None: a part left out)."""

    button: int | None
    """The button's seat."""
    small_blind: int | None
    """The small blind's seat (None: no small blind, or left out — see :attr:`small_given`)."""
    small_given: bool
    """Whether the small blind part was answered (None then means "no small blind")."""
    big_blind: int | None
    """The big blind's seat."""
    posts: Mapping[int, tuple[int, int]] | None
    """The posts beside the blinds: seat → (live, dead)."""
    dealt_in: frozenset[int] | None
    """The seats dealt in."""


def button_mistake(table: Table, plan: HandPlan, given: Given) -> str | None:
    """The named mistake behind a wrong plan, or None."""
    last = table.positions
    assert last is not None
    heads_up = len(plan.dealt_in) == 2 and plan.small_blind == plan.button
    if heads_up and given.big_blind == plan.button and given.small_blind == plan.big_blind:
        return HEADS_UP_REVERSED
    if given.big_blind is not None and given.big_blind == last.big_blind != plan.big_blind:
        return BIG_BLIND_TWICE
    if table.button == "dead" and given.button is not None and given.button != plan.button:
        players = {s for s, p in table.seats.items() if not p.sitting_out and p.stack > 0}
        if players and given.button == next_seat(last.button, table.seat_count, players):
            return DEAD_BUTTON_MOVED_ON
    if plan.small_blind is None and given.small_given and given.small_blind is not None:
        return SMALL_BLIND_MOVED_ON
    if given.dealt_in is not None:
        gap = set(seats_between(plan.button, plan.big_blind, table.seat_count)) | {plan.button}
        let_in = [s for s in given.dealt_in - set(plan.dealt_in)
                  if s in table.seats and table.seats[s].new and s in gap]
        if let_in:
            return NEWCOMER_BETWEEN
    if given.posts is not None:
        for seat, (live, dead) in plan.posts.items():
            if seat in (plan.small_blind, plan.big_blind) or not dead:
                continue
            if live and given.posts.get(seat) == (live, 0):
                return DEAD_SMALL_FORGOTTEN
            if not live and given.posts.get(seat) == (dead, 0):
                return MISSED_SMALL_LIVE
    return None
