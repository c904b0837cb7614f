"""A table session on disk: every hand as PHH, and the table's state, so a session can be exported,
replayed and resumed.

The file is JSON: the table's settings, its seats (with what each player owes), the button and blind
positions, and the PHH text of every finished hand. Loading replays every hand through the rules engine,
so a tampered or corrupt file is refused with a message rather than resumed wrong.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import gc
import json
import os
from collections.abc import Collection, Iterator
from dataclasses import asdict, dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.history._json_read import loads_in_steps
from dealerdesk.history.errors import PHHError
from dealerdesk.history.export import history_of
from dealerdesk.history.model import HandHistory
from dealerdesk.history.numbers import HAND_ID_FIELD, derived_hand_number, hand_id_of
from dealerdesk.history.ohh import ohh_hand, ohh_text
from dealerdesk.history.phh import dumps, read_noting
from dealerdesk.history.pokerstars import HAND_SEPARATOR, pokerstars_text
from dealerdesk.history.replay import replay
from dealerdesk.history.session_skim import Skim, skim_of, skim_text
from dealerdesk.history.times import phh_time_fields, started_of
from dealerdesk.progress import CancelCheck, Report, Steps
from dealerdesk.rules.blinds import BlindPositions
from dealerdesk.rules.errors import RulesError
from dealerdesk.rules.finished_hand import FinishedHand, LateHand
from dealerdesk.rules.game import HouseRules
from dealerdesk.rules.players import player_code
from dealerdesk.rules.rake import RakeError, RakeStructure, structure_from_fields
from dealerdesk.rules.table import MAX_SEATS, BlindLevel, SeatedPlayer, Table

FORMAT = "dealerdesk-session"
VERSION = 1
_SETTINGS = ("seat_count", "small_blind", "big_blind", "button", "button_seat", "ante", "big_blind_ante",
             "tournament", "min_buy_in", "max_buy_in", "name", "button_seat")


class SessionError(ValueError):
    """A session file that cannot be resumed; the message says where and why."""


def hand_history(table: Table, finished: FinishedHand) -> HandHistory:
    """One finished hand as PHH, with the seat numbers, table size, table name and hand number, and when they were
    recorded its start (``year``, ``month``, ``day``, ``time`` in UTC) and its unique number (``_hand_id``)."""
    return _history(finished, table.seat_count, table.name)


def _history(finished: FinishedHand, seat_count: int, name: str) -> HandHistory:
    """:func:`hand_history` from the table's size and name alone (a snapshot's, written on a worker)."""
    when = phh_time_fields(finished.started) if finished.started is not None else {}
    history = history_of(finished.hand, seats=finished.seats, seat_count=seat_count, table=name,
                         hand=finished.number, **when)
    if finished.hand_id is None:
        return history
    return dataclasses.replace(history, user_fields={**history.user_fields, HAND_ID_FIELD: finished.hand_id})


def histories(table: Table) -> list[HandHistory]:
    """Every finished hand of the session as PHH."""
    return [hand_history(table, f) for f in table.finished]


def hand_number(table: Table, finished: FinishedHand) -> int:
    """The hand's number in PokerStars text and Open Hand History: the one given when it was dealt, else one
    derived from the hand itself (:mod:`dealerdesk.history.numbers`)."""
    if finished.hand_id is not None:
        return finished.hand_id
    return derived_hand_number(dumps(hand_history(table, finished)))


def hand_text(table: Table, finished: FinishedHand, kind: str, *, hero_seat: int | None = None,
              fallback_time: datetime | None = None) -> str:
    """One finished hand as a file's text: ``kind`` ``"phh"`` (PHH), ``"text"`` (PokerStars layout, the hole cards of
    the player in ``hero_seat`` shown as dealt to them) or ``"ohh"`` (Open Hand History JSON). A hand whose start
    was not recorded (a session saved by an older version) is stamped ``fallback_time`` (default: now)."""
    if kind == "phh":
        return dumps(hand_history(table, finished))
    hero = finished.seats.index(hero_seat) if hero_seat in finished.seats else None
    started = finished.started or fallback_time or datetime.now(UTC)
    number = hand_number(table, finished)
    if kind == "ohh":
        return ohh_text([ohh_hand(finished.hand, number=number, table=table.name, seats=finished.seats,
                                  seat_count=table.seat_count, hero=hero, started=started)])
    return pokerstars_text(finished.hand, number=number, table=table.name, seats=finished.seats,
                           seat_count=table.seat_count, hero=hero, started=started)


def session_text(table: Table, kind: str, *, hero_seat: int | None = None,
                 fallback_time: datetime | None = None, progress: Report | None = None,
                 cancelled: CancelCheck | None = None) -> str:
    """Every finished hand, one after another: ``"phh"`` as a PHH session file (``.phhs``: ``[1]``, ``[2]`` …
    before each hand), ``"text"`` in PokerStars layout (two blank lines after each hand, as PokerStars writes
    them), ``"ohh"`` as Open Hand History (one JSON object a hand, a blank line between them, as the standard's
    files hold several).

    ``progress`` is told ``(hands written, hands)``; ``cancelled`` is asked between hands
    (:class:`~dealerdesk.progress.Cancelled` when it says stop). The hands are those finished when it starts: a
    worker thread may write them while the table plays on."""
    finished = list(table.finished)
    steps = Steps(len(finished), progress, cancelled)
    fallback = fallback_time or datetime.now(UTC)
    if kind == "ohh":
        hands = []
        for count, f in enumerate(finished, 1):
            hands.append(ohh_hand(f.hand, number=hand_number(table, f), table=table.name, seats=f.seats,
                                  seat_count=table.seat_count,
                                  hero=f.seats.index(hero_seat) if hero_seat in f.seats else None,
                                  started=f.started or fallback))
            steps.step(count)
        return ohh_text(hands)
    parts = []
    for count, f in enumerate(finished, 1):
        if kind == "phh":
            parts.append(f"[{count}]\n{dumps(hand_history(table, f))}")
        else:
            parts.append(hand_text(table, f, kind, hero_seat=hero_seat, fallback_time=fallback) + HAND_SEPARATOR)
        steps.step(count)
    return ("\n" if kind == "phh" else "").join(parts)


def session_data(table: Table) -> dict[str, Any]:
    """The table's state and hands as plain JSON data (between hands)."""
    snapshot = take_session(table)
    return {**snapshot.head, "hands": _hand_texts(snapshot)}


@dataclass(frozen=True)
class SessionSnapshot:
    """A table's session as it stood between two hands, to be written later — by a worker thread, while the table
    plays on: its state is copied, and its finished hands (which never change) listed, when it is taken."""

    head: dict[str, Any]
    """Everything the file holds but the hands, as JSON data."""
    finished: tuple[FinishedHand, ...]
    """The hands finished when it was taken."""
    seat_count: int
    """The table's size, written in every hand."""
    name: str
    """The table's name, written in every hand."""


def take_session(table: Table) -> SessionSnapshot:
    """The session as it stands now (between hands: :class:`SessionError` during one). Cheap: the hands' texts are
    made when it is written (:func:`write_session`)."""
    if table.hand is not None:
        raise SessionError("a session is saved between hands; finish the hand being played first")
    assert table.rules is not None
    head = {
        "format": FORMAT,
        "version": VERSION,
        "variant": table.game.code,
        "settings": {name: getattr(table, name) for name in _SETTINGS},
        "rules": asdict(table.rules),
        "rake": table.rake.to_fields() if table.rake is not None else None,
        "schedule": [asdict(level) for level in table.schedule],
        "seats": {str(seat): asdict(player) for seat, player in sorted(table.seats.items())},
        "hand_number": table.hand_number,
        "positions": asdict(table.positions) if table.positions is not None else None,
    }
    return SessionSnapshot(head, tuple(table.finished), table.seat_count, table.name)


def _hand_texts(snapshot: SessionSnapshot, progress: Report | None = None,
                cancelled: CancelCheck | None = None) -> list[str]:
    """Every finished hand of the snapshot as PHH text, told and stoppable hand by hand. A hand opened from a
    file and not checked since (:class:`~dealerdesk.rules.finished_hand.LateHand`) is written as the file had it: the
    next open checks it as this one would have, and a save need not replay a long session's every hand."""
    steps = Steps(len(snapshot.finished), progress, cancelled)
    texts = []
    for number, finished in enumerate(snapshot.finished, 1):
        if isinstance(finished, LateHand) and not finished.checked:
            texts.append(finished.text)
        else:
            texts.append(dumps(_history(finished, snapshot.seat_count, snapshot.name)))
        steps.step(number)
    return texts


def write_session(snapshot: SessionSnapshot, path: str | os.PathLike[str], *, progress: Report | None = None,
                  cancelled: CancelCheck | None = None) -> None:
    """Write a taken session to ``path`` whole or not at all: into a temporary file beside it, renamed over it once
    written, so a crash, a full disk or :class:`~dealerdesk.progress.Cancelled` (``cancelled`` asked between
    hands) leaves an older file as it was and no other. ``progress`` is told ``(hands written, hands)``."""
    target = Path(path)
    data = {**snapshot.head, "hands": _hand_texts(snapshot, progress, cancelled)}
    temporary = target.with_name(target.name + ".tmp")
    try:
        temporary.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def save_session(table: Table, path: str | os.PathLike[str]) -> None:
    """Write the session to ``path`` atomically (a crash mid-write leaves the old file intact)."""
    write_session(take_session(table), path)


MAX_SESSION_BYTES = 256 * 1024 * 1024
"""The largest session file read (about 300,000 hands of six players): a bigger one is refused before it is read."""

_TYPES = {int: "a whole number", bool: "true or false", str: "text", dict: "an object", list: "a list"}


def _want(value: object, kind: type, where: str) -> Any:
    """``value`` if it is of ``kind`` (JSON's own types; a boolean is not a number), else :class:`SessionError`."""
    if type(value) is not kind:
        raise SessionError(f"{where} must be {_TYPES[kind]}, not {_shown(value)}")
    return value


def _shown(value: object) -> str:
    """A value for a message, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _number(value: object, where: str, low: int, high: int | None = None) -> int:
    """A whole number from ``low`` (to ``high``), else :class:`SessionError` naming ``where``."""
    number: int = _want(value, int, where)
    if number < low or (high is not None and number > high):
        bounds = f"{low} or more" if high is None else f"from {low} to {high}"
        raise SessionError(f"{where} must be {bounds}, not {_shown(number)}")
    return number


def _fields(data: object, where: str, wanted: dict[str, Any], required: Collection[str] | None = None
            ) -> dict[str, Any]:
    """The entries of a JSON object that ``wanted`` names, each checked by its checker. Entries this version
    does not know are left out (as before); the ``required`` ones (default: all) must be there."""
    table: dict[str, Any] = _want(data, dict, where)
    for key in wanted if required is None else required:
        if key not in table:
            raise SessionError(f"{where}: {key!r} is missing")
    return {key: wanted[key](value, f"{where}.{key}") for key, value in table.items() if key in wanted}


def _optional(check: Any) -> Any:
    return lambda value, where: None if value is None else check(value, where)


def _amount(low: int) -> Any:
    return lambda value, where: _number(value, where, low, MAX_CHIPS)


def _flag(value: object, where: str) -> bool:
    result: bool = _want(value, bool, where)
    return result


def _text(value: object, where: str) -> str:
    text: str = _want(value, str, where)
    if len(text) > 200:
        raise SessionError(f"{where} is longer than 200 characters")
    return text


MAX_CHIPS = 2**31 - 1
"""Chip amounts above this are refused: every screen must be able to show and edit them (Qt's number boxes
stop here)."""


def _settings(data: object, where: str) -> dict[str, Any]:
    def seat_count(value: object, at: str) -> int:
        return _number(value, at, 2, MAX_SEATS)

    def button(value: object, at: str) -> str:
        if value not in ("dead", "moving"):
            raise SessionError(f"{at} must be 'dead' or 'moving', not {_shown(value)}")
        return str(value)

    checkers = {"seat_count": seat_count, "small_blind": _amount(1), "big_blind": _amount(1), "button": button,
                "button_seat": lambda v, at: _number(v, at, 1, MAX_SEATS), "ante": _amount(0),
                "big_blind_ante": _flag, "tournament": _flag, "min_buy_in": _optional(_amount(1)),
                "max_buy_in": _optional(_amount(1)), "name": _text}
    return _fields(data, where, checkers)


def _rules(data: object, where: str) -> HouseRules:
    checkers: dict[str, Any] = {f.name: _flag for f in fields(HouseRules)}
    checkers["limit_raise_cap"] = _optional(lambda v, at: _number(v, at, 0, 100))
    return HouseRules(**_fields(data, where, checkers, required=()))


def _rake(data: object, where: str) -> RakeStructure:
    """The table's house rake, as a PHH ``_rake`` table writes it."""
    try:
        return structure_from_fields(_want(data, dict, where))
    except RakeError as error:
        raise SessionError(f"{where}.{error}") from None


def _schedule(data: object, where: str) -> tuple[BlindLevel, ...]:
    levels = _want(data, list, where)
    if len(levels) > 1000:
        raise SessionError(f"{where} has more than 1000 levels")
    checkers = {"small_blind": _amount(1), "big_blind": _amount(1), "ante": _amount(0),
                "hands": lambda v, at: _number(v, at, 0, MAX_CHIPS)}
    result = []
    for number, level in enumerate(levels, 1):
        values = _fields(level, f"{where}[{number}]", checkers, required=("small_blind", "big_blind"))
        if values["small_blind"] > values["big_blind"]:
            raise SessionError(f"{where}[{number}]: the small blind is above the big blind")
        result.append(BlindLevel(**values))
    return tuple(result)


def _seats(data: object, seat_count: int) -> dict[int, SeatedPlayer]:
    checkers: dict[str, Any] = {f.name: _flag for f in fields(SeatedPlayer)}
    checkers["name"] = _text
    checkers["stack"] = _amount(0)
    seats = {}
    for key, player in _want(data, dict, "seats").items():
        if not (key.isascii() and key.isdigit() and len(key) <= 2 and 1 <= int(key) <= seat_count):
            raise SessionError(f"seats: seat {_shown(key)} does not exist (seats 1 to {seat_count})")
        values = _fields(player, f"seats.{key}", checkers, required=("name", "stack"))
        if not values["name"].strip():
            raise SessionError(f"seats.{key}.name is empty")
        seats[int(key)] = SeatedPlayer(**values)
    return seats


def _positions(data: object, seat_count: int) -> BlindPositions:
    def seat(value: object, at: str) -> int:
        return _number(value, at, 1, seat_count)

    values = _fields(data, "positions", {"button": seat, "small_blind": _optional(seat), "big_blind": seat,
                                         "small_blind_position": seat})
    positions = BlindPositions(**values)
    if positions.small_blind is not None and positions.small_blind == positions.big_blind:
        raise SessionError("positions: the small and the big blind are the same seat")
    return positions


def _check_against_last_hand(table: Table, last: FinishedHand) -> None:
    """The positions and stacks a saved table has must be those its last hand left (chips added between hands
    aside), so an edited file cannot resume a different table than the one played."""
    positions = table.positions
    if positions is None:
        raise SessionError("positions are missing although hands were played")
    hand, seats = last.hand, last.seats
    big = hand.big_blind_player
    if big is not None and seats[big] != positions.big_blind:
        raise SessionError(f"positions.big_blind is seat {positions.big_blind}, but the last hand's big blind was "
                           f"seat {seats[big]}")
    small = hand.small_blind_player
    if positions.small_blind is not None and (small is None or seats[small] != positions.small_blind):
        raise SessionError(f"positions.small_blind: seat {positions.small_blind} did not post the last hand's small "
                           "blind")
    if positions.button in seats and seats[-1] != positions.button:
        raise SessionError(f"positions.button: seat {positions.button} was not the button of the last hand")
    final = hand.final_stacks
    assert final is not None
    for position, seat in enumerate(seats):
        player = table.seats.get(seat)
        if player is None or (player.name != hand.names[position] and hand.names[position] != player_code(position)):
            continue  # the player left and perhaps another sat down
        chips = final[position]
        if player.stack < chips or (table.tournament and player.stack != chips):
            raise SessionError(f"seats.{seat}.stack is {player.stack}, but the last hand left {chips}")
        if player.stack > chips:
            _check_chips_added(table, seat, player.stack, chips)


def _check_chips_added(table: Table, seat: int, stack: int, chips: int) -> None:
    """Chips added to a cash player's stack since the last hand must be what the table lets a player add
    (:meth:`Table.add_chips`): never a stack above the table's maximum buy-in."""
    limit = table.max_buy_in
    if limit is not None and stack > limit:
        raise SessionError(f"seats.{seat}.stack is {stack}, but the last hand left {chips} and the table's maximum "
                           f"buy-in is {limit}")


CHECKED_AT_OPEN = 2_000
"""How many of a session's last hands are replayed when it is opened (a second or so): a session of up to this many
is checked whole before it opens, as every session was. A longer one's earlier hands are replayed the first time
anything of them is asked for (an export, a save, the history): at the open each one's starting stacks are checked
against the finishing stacks of the hand before (:func:`_check_chain`), and when it is replayed, that what it
played is what it says (:class:`_HandCheck`)."""

def _check_chain(table: Table, number: int, before: Skim, skim: Skim) -> None:
    """Each player of hand ``number`` who also played the hand before it, in the same seat, starts it with the chips
    that hand left them, or — in a cash game — more, up to the table's maximum buy-in (chips added between hands);
    else :class:`SessionError` naming the hand and the seat."""
    left = {seat: (name, chips) for seat, name, chips in zip(before.seats, before.names, before.finishing,
                                                             strict=True)}
    for seat, name, chips in zip(skim.seats, skim.names, skim.starting, strict=True):
        was = left.get(seat)
        if was is None or was[0] != name or chips == was[1]:
            continue
        if chips < was[1] or table.tournament:
            raise SessionError(f"hand {number}: seat {seat} starts with {chips}, but hand {number - 1} left "
                               f"{was[1]}")
        if table.max_buy_in is not None and chips > table.max_buy_in:
            raise SessionError(f"hand {number}: seat {seat} starts with {chips}, but hand {number - 1} left "
                               f"{was[1]} and the table's maximum buy-in is {table.max_buy_in}")


class _HandCheck:
    """Reading and replaying one hand of a session file, and checking it belongs at the table: at the open, or later
    (:meth:`later`) for a hand left to be checked when first asked for. Holds the table's rules, size, game and
    name, not the table."""

    def __init__(self, table: Table, name: str) -> None:
        assert table.rules is not None
        self.rules = table.rules
        self.seat_count = table.seat_count
        self.game = table.game.code
        self.name = name
        """The file's name, for the message of a hand found damaged after the open."""

    def __call__(self, number: int, text: str, skim: Skim | None) -> FinishedHand:
        """Hand ``number`` read and replayed; :class:`SessionError` naming it when it is damaged or does not belong
        (its message without the file's name)."""
        where = f"hand {number}"
        try:
            history, ignored = read_noting(text, source=where)
            if ignored:  # a field the session's own writer never writes: the file was edited
                raise SessionError(str(ignored[0]))
            hand = replay(history, self.rules, source=where)
        except PHHError as error:
            raise SessionError(str(error)) from None
        if not hand.is_complete or history.seats is None:
            raise SessionError(f"{where} is not a finished hand with its seats")
        if max(history.seats) > self.seat_count:
            raise SessionError(f"{where}: seat {max(history.seats)} does not exist (seats 1 to {self.seat_count})")
        if history.variant.code != self.game:
            raise SessionError(f"{where}: the game is {history.variant.code}, not the table's {self.game}")
        final = tuple(hand.final_stacks or ())
        if history.finishing_stacks is not None and history.finishing_stacks != final:
            raise SessionError(f"{where}: finishing_stacks are {_shown(list(history.finishing_stacks))}, but the "
                               f"hand leaves {_shown(list(final))}")
        if skim is not None and skim != Skim(history.seats, history.players or (), history.starting_stacks,
                                              history.finishing_stacks or ()):
            raise SessionError(f"{where}: its seats, players or stacks are not written as this program writes them")
        hand_number = history.hand if isinstance(history.hand, int) and not isinstance(history.hand, bool) else number
        return FinishedHand(hand_number, history.seats, hand, started_of(history), hand_id_of(history))

    def later(self, number: int, text: str, skim: Skim | None) -> FinishedHand:
        """:meth:`__call__` for a hand checked after the open: its message names the file too, and no cycle
        collection runs while it is built (as at the open)."""
        try:
            with _no_cycle_collection():
                return self(number, text, skim)
        except SessionError as error:
            raise SessionError(f"{self.name}: {error}") from None
        except (KeyError, TypeError, ValueError, AttributeError, RulesError) as error:
            raise SessionError(f"{self.name}: hand {number}: damaged ({type(error).__name__}: "
                               f"{_cut(str(error))})") from None


def _build(data: object, name: str, progress: Report | None = None, cancelled: CancelCheck | None = None,
           checked_at_open: int = CHECKED_AT_OPEN) -> Table:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SessionError("not a dealerdesk session file")
    if data.get("version") != VERSION:
        raise SessionError(f"session format version {_shown(data.get('version'))} is not one this version reads")
    top = {"format": lambda v, at: v, "version": lambda v, at: v, "variant": _text, "settings": _settings,
           "rules": _rules, "schedule": _schedule, "seats": lambda v, at: v, "hand_number": lambda v, at: v,
           "positions": lambda v, at: v, "hands": lambda v, at: _want(v, list, at), "rake": _optional(_rake)}
    # A session saved before tables had a rake of their own has no "rake": it was not raked.
    checked = _fields(data, "damaged session file", top, required=[key for key in top if key != "rake"])
    settings = checked["settings"]
    seat_count = settings["seat_count"]
    if settings["button_seat"] > seat_count:
        raise SessionError(f"settings.button_seat: seat {settings['button_seat']} does not exist "
                           f"(seats 1 to {seat_count})")
    try:
        table = Table(variant=checked["variant"], rules=checked["rules"], schedule=checked["schedule"],
                      rake=checked.get("rake"), **settings)
    except RulesError as error:
        raise SessionError(f"settings: {error}") from None
    table.seats.update(_seats(checked["seats"], seat_count))
    hands = checked["hands"]
    table.hand_number = _number(checked["hand_number"], "hand_number", len(hands), MAX_CHIPS)
    if checked["positions"] is not None:
        table.positions = _positions(checked["positions"], seat_count)
    steps = Steps(len(hands), progress, cancelled)
    check = _HandCheck(table, name)
    recent = len(hands) - max(1, checked_at_open)
    before: Skim | None = None
    for number, text in enumerate(hands, start=1):
        where = f"hand {number}"
        _want(text, str, where)
        skim = skim_text(text)
        finished: FinishedHand | None = None
        if number > recent or skim is None:
            finished = check(number, text, skim)
            skim = skim or skim_of(finished)
        if before is not None:
            _check_chain(table, number, before, skim)
        table.finished.append(finished or LateHand(text, functools.partial(check.later, number, text, skim)))
        before = skim
        steps.step(number)
    if table.finished:
        _check_against_last_hand(table, table.finished[-1])
    elif table.positions is not None:
        raise SessionError("positions are set, but no hand was played (the first hand places the button)")
    return table


def load_session(path: str | os.PathLike[str], *, progress: Report | None = None,
                 cancelled: CancelCheck | None = None, checked_at_open: int = CHECKED_AT_OPEN) -> Table:
    """Resume a saved session; raises :class:`SessionError` naming the problem (never a half-built table).

    ``progress`` is told ``(hands checked, hands in the file)`` as the hands are replayed (the file read and its
    JSON parsed first, before any report); ``cancelled`` is asked between hands, and
    :class:`~dealerdesk.progress.Cancelled` is raised when it says stop (nothing is returned, nothing changed)."""
    name = os.fspath(path)
    try:
        data = loads_in_steps(read_limited(name, MAX_SESSION_BYTES).decode("utf-8"))
    except OSError as error:
        raise SessionError(f"{name}: cannot read the file: {error.strerror or error}") from None
    except FileRefused as error:
        raise SessionError(f"{name}: cannot read the file: {error}") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        # ValueError: bad JSON, or a number of more digits than Python converts; RecursionError: deep nesting.
        reason = "nested too deeply" if isinstance(error, RecursionError) else _cut(str(error))
        raise SessionError(f"{name}: not a session file ({reason})") from None
    try:
        with _no_cycle_collection():
            return _build(data, name, progress, cancelled, checked_at_open)
    except SessionError as error:
        raise SessionError(f"{name}: {error}") from None
    except (KeyError, TypeError, ValueError, AttributeError, RulesError) as error:
        raise SessionError(f"{name}: damaged session file ({type(error).__name__}: {_cut(str(error))})") from None


@contextlib.contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Python's automatic cycle collection off while the hands are built (as it was before, after): every object a
    load makes lives on with the table, so each full collection during it walked them all and freed nothing — a
    fifth of the time of a long load. (In the window it is off already, and stays off: see ``ui/collector.py``.)"""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def _cut(text: str, length: int = 120) -> str:
    """A message part cut to a readable length, on one line."""
    text = " ".join(text.split())
    return text if len(text) <= length else text[: length - 3] + "..."
