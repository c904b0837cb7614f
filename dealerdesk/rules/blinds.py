"""Where the button and the blinds go next hand (RULES.md §1.5), as pure functions over seat numbers.

Seats are numbered 1..N clockwise. ``active`` is the set of seats whose players take part in the blind
rotation this hand (in a cash game: not sitting out; in a tournament: everyone still in).

**Dead button** (the default, TDA 32): the big blind always moves to the next active player; the small blind
goes where the big blind was, and the button where the small blind was — even onto an empty seat, in which
case there is no small blind, or the button rests on an empty seat ("dead").

**Moving button**: the button moves to the next active player and the blinds follow it.

Heads-up the button posts the small blind and the other player the big blind; moving to heads-up, the big
blind still advances, so nobody posts it twice running (RULES.md §1.3).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass


@dataclass(frozen=True)
class BlindPositions:
    """The button and blind positions of one hand."""

    button: int
    """The seat with the dealer button (in a dead-button game it may be an empty seat)."""
    small_blind: int | None
    """The seat posting the small blind, or None when the small blind is dead this hand."""
    big_blind: int
    """The seat posting the big blind."""
    small_blind_position: int
    """Where the small blind falls (the seat the button moves to next hand in a dead-button game), even when
    nobody there posts it."""


def next_seat(seat: int, seat_count: int, wanted: Collection[int]) -> int:
    """The first seat in ``wanted`` clockwise after ``seat`` (``seat`` itself last)."""
    for step in range(1, seat_count + 1):
        candidate = (seat - 1 + step) % seat_count + 1
        if candidate in wanted:
            return candidate
    raise ValueError("no seat is wanted")


def seats_between(start: int, end: int, seat_count: int) -> list[int]:
    """The seats strictly between ``start`` and ``end`` going clockwise.

    Never walks more than once round the table: an ``end`` that is not a seat raises ``ValueError`` (a damaged
    saved session once made this loop forever)."""
    seats: list[int] = []
    seat = start % seat_count + 1
    for _ in range(seat_count):
        if seat == end:
            return seats
        seats.append(seat)
        seat = seat % seat_count + 1
    raise ValueError(f"seat {end} is not one of the table's {seat_count} seats")


def first_positions(button: int, seat_count: int, active: Collection[int]) -> BlindPositions:
    """The positions of a table's first hand, with the button on the seat given (or the next active one)."""
    if len(active) < 2:
        raise ValueError("a hand needs two players")
    if button not in active:
        button = next_seat(button, seat_count, active)
    if len(active) == 2:
        big = next_seat(button, seat_count, active)
        return BlindPositions(button, button, big, button)
    small = next_seat(button, seat_count, active)
    big = next_seat(small, seat_count, active)
    return BlindPositions(button, small, big, small)


def dead_button_positions(previous: BlindPositions, seat_count: int, active: Collection[int]) -> BlindPositions:
    """Next hand's positions under the dead-button rule (RRoP §4 2b; TDA 32)."""
    if len(active) < 2:
        raise ValueError("a hand needs two players")
    big = next_seat(previous.big_blind, seat_count, active)
    if len(active) == 2:
        other = next_seat(big, seat_count, active)
        return BlindPositions(other, other, big, other)
    small_position = previous.big_blind
    small = small_position if small_position in active and small_position != big else None
    button = previous.small_blind_position
    if button in (big, small_position):
        # Fewer seats than blinds to skip (e.g. just back from heads-up): put the button right of the blinds.
        small = next_seat(button, seat_count, active) if small is None else small
        button = _seat_before(small if small is not None else big, seat_count, active)
        small_position = small if small is not None else small_position
    return BlindPositions(button, small, big, small_position)


def moving_button_positions(
    previous: BlindPositions, seat_count: int, active: Collection[int], ready: Collection[int] | None = None
) -> BlindPositions:
    """Next hand's positions under the moving-button rule: the button moves on one player, blinds follow.

    The button and the small blind go only to ``ready`` players (those already playing; default all
    active); the big blind may also fall on a player waiting for it, which deals them in.
    """
    if len(active) < 2:
        raise ValueError("a hand needs two players")
    candidates = [s for s in (ready if ready is not None else active) if s in active] or list(active)
    button = next_seat(previous.button, seat_count, candidates)
    small = next_seat(button, seat_count, candidates)
    if len(active) == 2 or small == button:
        big = next_seat(button, seat_count, active)
        if big == previous.big_blind and len(active) == 2 and big in candidates:
            button, big = big, button  # never the big blind twice running
        return BlindPositions(button, button, big, button)
    big = next_seat(small, seat_count, active)
    if big == button:  # only two players can take the blinds: heads-up order
        return BlindPositions(button, button, small, button)
    return BlindPositions(button, small, big, small)


def _seat_before(seat: int, seat_count: int, active: Collection[int]) -> int:
    """The first active seat counter-clockwise from ``seat``."""
    for step in range(1, seat_count + 1):
        candidate = (seat - 1 - step) % seat_count + 1
        if candidate in active:
            return candidate
    return seat
