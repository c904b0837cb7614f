"""A table's session state between hands, written into a hand history: the ``_table_state`` extension field.

The button-and-blinds question is not a moment in a hand but a table between two deals:
who sits where with what, who is away, who just arrived and whether they wait for the big blind, who owes
missed blinds, where the last hand's button and blinds were, and the house's button rule. The question's PHH
is the last hand dealt at the table (its players, seats, blinds); this field carries the rest, so that the
file alone rebuilds the :class:`~dealerdesk.rules.table.Table` and ``Table.next_hand_plan()`` re-checks the
stored answer.

The field is a TOML table::

    _table_state = { button_rule = 'dead', tournament = false, small_blind = 1, big_blind = 2,
                     last_button = 3, last_small_blind = 5, last_big_blind = 6, last_small_blind_place = 5,
                     seats = [{ seat = 1, name = 'Ann', stack = 200, away = false, new = false,
                                waiting = false, owes = 'none' }, …] }

``last_small_blind`` is 0 when the last hand had no small blind (a dead small blind); ``last_small_blind_place``
is where the small blind fell even then (where a dead button goes next). Each seat: ``away`` (sitting out),
``new`` (not dealt a hand since sitting down), ``waiting`` (waits for the big blind rather than posting),
``owes`` (``'big'``: a missed big blind, owed live with the small blind dead; ``'small'``: a missed small blind,
owed dead; ``'none'``). The table's size is the PHH's ``seat_count``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealerdesk.history.errors import PHHError
from dealerdesk.history.model import HandHistory, TomlValue
from dealerdesk.rules.blinds import BlindPositions
from dealerdesk.rules.table import MAX_SEATS, SeatedPlayer, Table, TableError

TABLE_STATE_FIELD = "_table_state"
"""This project's extension field: the table's state between hands (see the module's docstring)."""

OWES = ("none", "small", "big")
"""What a seat's ``owes`` may say."""


def table_state(table: Table) -> dict[str, TomlValue]:
    """The ``_table_state`` field's value for a table between hands (it has played at least one)."""
    positions = table.positions
    if positions is None or table.hand is not None:
        raise ValueError("the table's state is written between hands, after the first")
    level = table.level()
    seats: list[TomlValue] = []
    for seat in sorted(table.seats):
        player = table.seats[seat]
        owes = "big" if player.owes_big_blind else "small" if player.owes_small_blind else "none"
        seats.append({"seat": seat, "name": player.name, "stack": player.stack, "away": player.sitting_out,
                      "new": player.new, "waiting": player.waiting_for_big_blind, "owes": owes})
    return {
        "button_rule": table.button,
        "tournament": table.tournament,
        "small_blind": level.small_blind,
        "big_blind": level.big_blind,
        "last_button": positions.button,
        "last_small_blind": positions.small_blind or 0,
        "last_big_blind": positions.big_blind,
        "last_small_blind_place": positions.small_blind_position,
        "seats": seats,
    }


def _error(message: str, where: str = "") -> PHHError:
    """A one-line error naming the part of the field that is wrong."""
    return PHHError(message, field=f"{TABLE_STATE_FIELD}.{where}" if where else TABLE_STATE_FIELD)


def _whole(data: Mapping[str, Any], key: str, low: int, high: int, where: str = "") -> int:
    value = data.get(key)
    name = f"{where}{key}"
    if not isinstance(value, int) or isinstance(value, bool):
        raise _error(f"must be a whole number, not {value!r}"[:120], name)
    if not low <= value <= high:
        raise _error(f"must be {low} to {high}, not {value}", name)
    return value


def _flag(data: Mapping[str, Any], key: str, where: str = "") -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise _error(f"must be true or false, not {value!r}"[:120], f"{where}{key}")
    return value


def _seat(data: object, number: int, seat_count: int) -> tuple[int, SeatedPlayer]:
    where = f"seats[{number}]."
    if not isinstance(data, dict):
        raise _error("each seat must be a table { seat, name, stack, … }", f"seats[{number}]")
    seat = _whole(data, "seat", 1, seat_count, where)
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 100:
        raise _error(f"must be a player's name, not {name!r}"[:120], f"{where}name")
    stack = _whole(data, "stack", 0, 10**12, where)
    owes = data.get("owes", "none")
    if owes not in OWES:
        raise _error(f"must be 'none', 'small' or 'big', not {owes!r}"[:120], f"{where}owes")
    player = SeatedPlayer(name, stack, sitting_out=_flag(data, "away", where), new=_flag(data, "new", where),
                          waiting_for_big_blind=_flag(data, "waiting", where), owes_big_blind=owes == "big",
                          owes_small_blind=owes == "small")
    return seat, player


def table_of(history: HandHistory, *, tournament: bool | None = None) -> Table:
    """The table the hand history's ``_table_state`` describes, between hands; :class:`PHHError` naming the
    field (``_table_state.seats[2].stack`` …) when a value is wrong or missing. ``tournament`` overrides the
    field's ``tournament`` (``solve --tournament``: the hand and the next deal under the same rules)."""
    data = history.user_fields.get(TABLE_STATE_FIELD)
    if not isinstance(data, dict):
        raise _error("is missing: this hand history carries no table state" if data is None
                     else "must be a table of the table's state")
    seat_count = history.seat_count
    if seat_count is None or not 2 <= seat_count <= MAX_SEATS:
        raise PHHError(f"must be 2 to {MAX_SEATS} for a table's state, not {seat_count!r}", field="seat_count")
    rule = data.get("button_rule")
    if rule not in ("dead", "moving"):
        raise _error(f"must be 'dead' or 'moving', not {rule!r}"[:120], "button_rule")
    tournament = _flag(data, "tournament") if tournament is None else tournament
    big = _whole(data, "big_blind", 1, 10**9)
    small = _whole(data, "small_blind", 1, big)
    button = _whole(data, "last_button", 1, seat_count)
    small_seat = _whole(data, "last_small_blind", 0, seat_count)
    big_seat = _whole(data, "last_big_blind", 1, seat_count)
    place = _whole(data, "last_small_blind_place", 1, seat_count)
    if big_seat == place and big_seat != button:
        raise _error(f"seat {place} cannot be the small blind's place and the big blind", "last_small_blind_place")
    if small_seat not in (0, place):
        raise _error(f"the small blind is posted in its place (seat {place}) or not at all, not in seat "
                     f"{small_seat}", "last_small_blind")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or len(seats_data) > seat_count:
        raise _error(f"must list at most {seat_count} seats", "seats")
    seats: dict[int, SeatedPlayer] = {}
    for number, item in enumerate(seats_data):
        seat, player = _seat(item, number, seat_count)
        if seat in seats:
            raise _error(f"seat {seat} is listed twice", f"seats[{number}].seat")
        seats[seat] = player
    try:
        table = Table(seat_count=seat_count, variant=history.variant, small_blind=small, big_blind=big,
                      button=rule, button_seat=button, tournament=tournament, min_buy_in=1)
    except TableError as error:
        raise _error(str(error)) from None
    table.seats = seats
    table.hand_number = 1
    table.positions = BlindPositions(button, small_seat or None, big_seat, place)
    return table


NEXT_HAND_KEYS = ("next_button", "next_small_blind", "next_big_blind", "next_posts", "next_dealt_in")
"""The keys ``dealerdesk solve`` adds for a hand history that carries a table's state: the next deal's plan."""


def next_hand_fields(history: HandHistory, *, tournament: bool | None = None) -> dict[str, object]:
    """The next deal at the table the history's ``_table_state`` describes, as ``Table.next_hand_plan()`` has
    it, in the keys of :data:`NEXT_HAND_KEYS`: the button's seat, the small blind's (None when it is dead), the
    big blind's, every post beside the two blinds (``{"7": [live, dead]}``, by seat) and the seats dealt in (by
    seat number: which seats, not the order they are dealt). ``tournament`` overrides the state's own, as in
    :func:`table_of`. :class:`PHHError` for a bad state, and :class:`~dealerdesk.rules.table.TableError` when
    the table cannot deal (fewer than two players)."""
    plan = table_of(history, tournament=tournament).next_hand_plan()
    posts = {str(seat): [live, dead] for seat, (live, dead) in sorted(plan.posts.items())
             if seat not in (plan.small_blind, plan.big_blind)}
    return {"next_button": plan.button, "next_small_blind": plan.small_blind, "next_big_blind": plan.big_blind,
            "next_posts": posts, "next_dealt_in": sorted(plan.dealt_in)}
