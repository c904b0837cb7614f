"""Between the TOML table of a PHH file and a :class:`HandHistory`, checking every field on the way in.

Reading and writing share these functions: ``dumps`` converts a history to the table it would write and reads
that table back, so a history that could not be read back the same is refused before anything is written.
Errors carry the field or the action's position but no line; ``loads`` adds the line from the source text.
"""

from __future__ import annotations

import dataclasses
import datetime
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealerdesk.history._cards_check import CardLedger
from dealerdesk.history.actions import Action, format_action, is_no_op, parse_action
from dealerdesk.history.errors import PHHError, shorten
from dealerdesk.history.model import HandHistory, TomlValue
from dealerdesk.history.variants import Variant
from dealerdesk.rules.game import HouseRules
from dealerdesk.rules.rake import RakeError, RakeStructure, structure_from_fields

MIN_PLAYERS = 2
MAX_PLAYERS = 10

REQUIRED_FIELDS = ("variant", "antes", "blinds_or_straddles", "starting_stacks", "actions")
STRING_FIELDS = (
    "author", "event", "url", "venue", "address", "city", "region", "postal_code", "country",
    "time_zone", "time_zone_abbreviation", "currency", "currency_symbol",
)  # fmt: skip
# The order fields are written in: the required ones as the shared WSOP files have them, then the optional
# ones in the order of the PHH specification's table.
FIELD_ORDER = (
    "variant", "ante_trimming_status", "antes", "blinds_or_straddles", "small_bet", "big_bet", "min_bet",
    "starting_stacks", "actions", "author", "event", "url", "venue", "address", "city", "region",
    "postal_code", "country", "time", "time_zone", "time_zone_abbreviation", "day", "month", "year", "hand",
    "level", "seats", "seat_count", "table", "players", "finishing_stacks", "winnings", "currency",
    "currency_symbol", "time_limit", "time_banks",
)  # fmt: skip
_IGNORED_STANDARD_FIELDS = {"bring_in": "it is only used in stud games"}


@dataclass(frozen=True)
class Note:
    """Something in the file that was ignored; ``loads`` turns it into a located :class:`PHHWarning`."""

    message: str
    """What was ignored and why."""
    field: str
    """The field concerned."""
    action_number: int | None = None
    """1-based position in ``actions`` for an ignored action."""


def _type_name(value: object) -> str:
    """The TOML name of a value's type, for messages."""
    for kind, name in (
        (bool, "a boolean"), (int, "an integer"), (float, "a float"), (str, "a string"),
        (list, "an array"), (dict, "a table"), (datetime.datetime, "a date-time"),
        (datetime.date, "a date"), (datetime.time, "a time"),
    ):  # fmt: skip
        if isinstance(value, kind):
            return name
    return f"a Python {type(value).__name__}"


MAX_INTEGER = 2**63 - 1
"""TOML's integers are 64-bit: a larger number is not a TOML integer, whatever a lenient reader accepts."""


def _whole_number(value: object) -> int | None:
    """The integer a TOML number stands for (``3`` or ``3.0``), or ``None`` if it is not a whole number of
    TOML's 64-bit range."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if isinstance(value, int) and -MAX_INTEGER - 1 <= value <= MAX_INTEGER:
        return value
    return None


def _seconds(value: object) -> int | float | None:
    """``value`` if it is a non-negative number (``inf`` allowed: no limit), else ``None``."""
    if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value) or value < 0:
        return None
    return value


class _Reader:
    """Reads the fields of one TOML table, raising :class:`PHHError` that names the field."""

    def __init__(self, raw: Mapping[str, object]) -> None:
        self.raw = raw

    def amounts(self, key: str, *, positive: bool, players: int | None) -> tuple[int, ...]:
        value = self.raw[key]
        want = f"must be a list of {'positive' if positive else 'non-negative'} integers"
        if not isinstance(value, list):
            raise PHHError(f"{want}, not {_type_name(value)}", field=key)
        amounts: list[int] = []
        for number, item in enumerate(value, 1):
            amount = _whole_number(item)
            if amount is None or amount < (1 if positive else 0):
                raise PHHError(f"{want} (entry {number} is {shorten(item)})", field=key)
            amounts.append(amount)
        self._check_length(key, len(amounts), players)
        return tuple(amounts)

    @staticmethod
    def _check_length(key: str, length: int, players: int | None) -> None:
        if players is not None and length != players:
            raise PHHError(f"has {length} entries but starting_stacks has {players} (one entry per player)", field=key)

    def optional_amounts(self, key: str, players: int) -> tuple[int, ...] | None:
        return self.amounts(key, positive=False, players=players) if key in self.raw else None

    def bet(self, key: str) -> int | None:
        if key not in self.raw:
            return None
        amount = _whole_number(self.raw[key])
        if amount is None or amount < 1:
            raise PHHError(f"must be a positive integer, not {shorten(self.raw[key])}", field=key)
        return amount

    def integer(self, key: str, low: int, high: int | None = None) -> int | None:
        if key not in self.raw:
            return None
        value = self.raw[key]
        bounds = f"from {low}" if high is None else f"from {low} to {high}"
        top = MAX_INTEGER if high is None else high
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= top:
            raise PHHError(f"must be an integer {bounds}, not {shorten(value)}", field=key)
        return value

    def string(self, key: str) -> str | None:
        value = self.raw.get(key)
        if value is not None and not isinstance(value, str):
            raise PHHError(f"must be a string, not {_type_name(value)}", field=key)
        return value

    def name_or_number(self, key: str) -> int | str | None:
        value = self.raw.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int | str)):
            raise PHHError(f"must be a string or an integer, not {_type_name(value)}", field=key)
        if isinstance(value, int) and _whole_number(value) is None:
            raise PHHError(f"must be an integer of TOML's 64-bit range, not {shorten(value)}", field=key)
        return value

    def boolean(self, key: str, default: bool) -> bool:
        value = self.raw.get(key, default)
        if not isinstance(value, bool):
            raise PHHError(f"must be true or false, not {_type_name(value)}", field=key)
        return value

    def local_time(self, key: str) -> datetime.time | None:
        value = self.raw.get(key)
        if value is not None and (not isinstance(value, datetime.time) or value.tzinfo is not None):
            raise PHHError(f"must be a TOML local time such as 20:15:00, not {shorten(value)}", field=key)
        return value

    def names(self, key: str, players: int) -> tuple[str, ...] | None:
        value = self.raw.get(key)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
            raise PHHError("must be a list of strings", field=key)
        self._check_length(key, len(value), players)
        return tuple(value)

    def seats(self, players: int, seat_count: int | None) -> tuple[int, ...] | None:
        if "seats" not in self.raw:
            return None
        seats = self.amounts("seats", positive=True, players=players)
        if len(set(seats)) < len(seats):
            raise PHHError("two players have the same seat", field="seats")
        if seat_count is not None and max(seats) > seat_count:
            raise PHHError(f"seat {max(seats)} does not exist (seat_count is {seat_count})", field="seats")
        return seats

    def time_limit(self) -> int | float | None:
        value = self.raw.get("time_limit")
        if value is None:
            return None
        seconds = _seconds(value)
        if seconds is None:
            raise PHHError(f"must be a non-negative number of seconds, not {shorten(value)}", field="time_limit")
        return seconds

    def time_banks(self, players: int) -> tuple[int | float, ...] | None:
        value = self.raw.get("time_banks")
        if value is None:
            return None
        banks = [_seconds(item) for item in value] if isinstance(value, list) else [None]
        checked = [seconds for seconds in banks if seconds is not None]
        if len(checked) < len(banks):
            raise PHHError("must be a list of non-negative numbers of seconds", field="time_banks")
        self._check_length("time_banks", len(checked), players)
        return tuple(checked)


def _read_variant(raw: Mapping[str, object]) -> Variant:
    code = raw["variant"]
    if not isinstance(code, str):
        raise PHHError(f"must be a string such as 'NT', not {_type_name(code)}", field="variant")
    try:
        return Variant.from_code(code)
    except ValueError as error:
        raise PHHError(str(error), field="variant") from None


def _read_actions(raw: object, variant: Variant, players: int, notes: list[Note]) -> tuple[Action, ...]:
    if not isinstance(raw, list):
        raise PHHError(f"must be a list of action strings, not {_type_name(raw)}", field="actions")
    ledger = CardLedger(variant, players)
    actions: list[Action] = []
    for index, text in enumerate(raw):
        number = index + 1
        if not isinstance(text, str):
            raise PHHError(f"must be a string, not {_type_name(text)}", action_number=number, field="actions")
        if is_no_op(text):
            notes.append(Note(f"no-op {shorten(text)} (blank or comment only) skipped", "actions", number))
            continue
        try:
            action = parse_action(text, dealt=ledger.holes)
            ledger.check(action, index)
        except PHHError as error:
            raise PHHError(error.message, field="actions", action_number=number, action_text=text) from None
        actions.append(action)
    return tuple(actions)


def _check_bets(variant: Variant, small_bet: int | None, big_bet: int | None, min_bet: int | None) -> None:
    if variant.structure == "fixed":
        for key, value in (("small_bet", small_bet), ("big_bet", big_bet)):
            if value is None:
                raise PHHError(f"is required in fixed-limit games ({variant.code}) but missing", field=key)
    elif min_bet is None:
        raise PHHError(f"is required in {variant.structure}-limit games ({variant.code}) but missing", field="min_bet")


def from_raw(raw: Mapping[str, object]) -> tuple[HandHistory, list[Note]]:
    """The hand history of a PHH TOML table, and notes on what was ignored; raises :class:`PHHError`."""
    notes: list[Note] = []
    for key in raw:
        if key.startswith("_") or key in FIELD_ORDER:
            continue
        why = _IGNORED_STANDARD_FIELDS.get(key, "it is not a PHH field")
        notes.append(Note(f"ignored ({why})", key))
    for key in REQUIRED_FIELDS:
        if key not in raw:
            raise PHHError("is required but missing", field=key)
    read = _Reader(raw)
    variant = _read_variant(raw)
    stacks = read.amounts("starting_stacks", positive=True, players=None)
    players = len(stacks)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PHHError(
            f"has {players} {'player' if players == 1 else 'players'}; a hand has {MIN_PLAYERS} to {MAX_PLAYERS}",
            field="starting_stacks",
        )
    small_bet, big_bet, min_bet = read.bet("small_bet"), read.bet("big_bet"), read.bet("min_bet")
    _check_bets(variant, small_bet, big_bet, min_bet)
    seat_count = read.integer("seat_count", 1)
    if seat_count is not None and seat_count < players:
        raise PHHError(f"is {seat_count} but the hand has {players} players", field="seat_count")
    strings: dict[str, Any] = {key: read.string(key) for key in STRING_FIELDS}
    history = HandHistory(
        variant=variant,
        antes=read.amounts("antes", positive=False, players=players),
        blinds_or_straddles=read.amounts("blinds_or_straddles", positive=False, players=players),
        starting_stacks=stacks,
        actions=_read_actions(raw["actions"], variant, players, notes),
        small_bet=small_bet,
        big_bet=big_bet,
        min_bet=min_bet,
        ante_trimming_status=read.boolean("ante_trimming_status", default=False),
        finishing_stacks=read.optional_amounts("finishing_stacks", players),
        winnings=read.optional_amounts("winnings", players),
        **strings,
        time=read.local_time("time"),
        day=read.integer("day", 1, 31),
        month=read.integer("month", 1, 12),
        year=read.integer("year", 0),
        hand=read.name_or_number("hand"),
        level=read.integer("level", 0),
        seats=read.seats(players, seat_count),
        seat_count=seat_count,
        table=read.name_or_number("table"),
        players=read.names("players", players),
        time_limit=read.time_limit(),
        time_banks=read.time_banks(players),
        user_fields={key: check_user_value(value, key) for key, value in raw.items() if key.startswith("_")},
    )
    _check_extensions(read, history)
    return history, notes


DEAD_BLINDS_FIELD = "_dead_blinds"
"""This project's extension field: each player's dead blind (a returning player's missed small blind)."""
BIG_BLIND_FIELD = "_big_blind_position"
"""This project's extension field: which player (1-based) is the big blind, when a returning player also posts
a big blind."""
SMALLEST_CHIP_FIELD = "_smallest_chip"
"""This project's extension field: the smallest chip in play, when it is not 1 (odd chips of a split come in it)."""
RAKE_FIELD = "_rake"
"""This project's extension field: the house rake of a cash game, a table of ``percent``, ``cap``, ``caps`` (the cap
by players dealt in, e.g. ``{2 = 3}``), ``no_flop_no_drop``, ``jackpot_drop``, ``jackpot_threshold`` and
``side_pots`` (``"main-first"`` or ``"proportional"``); see :mod:`dealerdesk.rules.rake`. Without it a hand is
not raked."""
CHIP_SET_FIELD = "_chip_set"
"""This project's extension field: the denominations of the room's chips in play at the table, smallest first (a
chip question's hand: the engine then answers in chips; see :mod:`dealerdesk.rules.chips`)."""
DEAD_HANDS_FIELD = "_dead_hands"
"""This project's extension field: the players (1-based) whose hands are dead from the deal (absent tournament
players, TDA 30): blinded, dealt, and out of the hand before anyone acts."""
TOURNAMENT_FIELD = "_tournament"
"""This project's extension field: ``true`` when the hand was played under tournament house rules (TDA: the
fixed-limit cap holds heads-up, TDA 48; full blinds assumed in pot limit, TDA 54-B); absent or ``false``: the
cash-game defaults."""
HOUSE_RULES_FIELD = "_house_rules"
"""This project's extension field: every house-rule setting the hand was played under (a table of
:class:`~dealerdesk.rules.game.HouseRules`' fields: ``limit_raise_cap``, a whole number or ``"none"``, and the
others ``true`` or ``false``), so a reader needs to assume nothing; a setting left out takes the default of
``_tournament`` (cash or tournament)."""
PROJECT_FIELDS = frozenset({DEAD_BLINDS_FIELD, BIG_BLIND_FIELD, SMALLEST_CHIP_FIELD, RAKE_FIELD, CHIP_SET_FIELD,
                            DEAD_HANDS_FIELD, TOURNAMENT_FIELD, HOUSE_RULES_FIELD})
"""The extension fields this module reads and checks: any other ``_`` field is a user's own, kept as it is."""


def _check_extensions(read: _Reader, history: HandHistory) -> None:
    """The project's own ``_`` fields are checked like the standard's: the engine reads them as stakes, so a
    negative dead blind or a big blind who posts nothing would make chips from nowhere or a wrong answer."""
    players = history.player_count
    if DEAD_BLINDS_FIELD in read.raw:
        read.amounts(DEAD_BLINDS_FIELD, positive=False, players=players)
    if SMALLEST_CHIP_FIELD in read.raw:
        read.integer(SMALLEST_CHIP_FIELD, 1)
    if CHIP_SET_FIELD in read.raw:
        values = read.raw[CHIP_SET_FIELD]
        if (not isinstance(values, list) or not values
                or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in values)
                or values != sorted(set(values))):
            raise PHHError("must list the chips' denominations, distinct whole numbers from 1 up, smallest first",
                           field=CHIP_SET_FIELD)
        chip = read.raw.get(SMALLEST_CHIP_FIELD, 1)
        if values[0] != chip:
            raise PHHError(f"must start with the smallest chip in play ({chip}), not {values[0]}",
                           field=CHIP_SET_FIELD)
        odd = [v for v in values if v % chip]
        if odd:
            # Every amount at the table is a multiple of the smallest chip: a chip that is not (150 beside 100)
            # could never be paid or changed exactly.
            raise PHHError(f"every chip must be a multiple of the smallest chip ({chip}), not {odd[0]}",
                           field=CHIP_SET_FIELD)
    if TOURNAMENT_FIELD in read.raw:
        read.boolean(TOURNAMENT_FIELD, False)
    if DEAD_HANDS_FIELD in read.raw:
        dead = read.raw[DEAD_HANDS_FIELD]
        if (not isinstance(dead, list) or len(set(map(repr, dead))) != len(dead) or len(dead) >= players
                or not all(isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= players for p in dead)):
            raise PHHError(f"must list distinct players 1 to {players}, not all of them", field=DEAD_HANDS_FIELD)
    if RAKE_FIELD in read.raw:
        rake_of(read.raw)
    if HOUSE_RULES_FIELD in read.raw:
        house_rules_of(read.raw)
    if BIG_BLIND_FIELD in read.raw:
        position = read.integer(BIG_BLIND_FIELD, 1, players)
        assert position is not None
        blinds = history.blinds_or_straddles[::-1] if players == 2 else history.blinds_or_straddles
        posted = blinds[position - 1]
        if posted == 0 or posted < max(blinds):
            raise PHHError(f"player p{position} posts {posted}, not the big blind ({max(blinds)})",
                           field=BIG_BLIND_FIELD)


def to_raw(history: HandHistory) -> dict[str, Any]:
    """The TOML table (field name → value, in writing order) that stands for ``history``, unchecked.

    Raises :class:`PHHError` only for an action record that has no PHH text, or a user field not named
    ``_…``.
    """
    raw: dict[str, Any] = {}
    for key in FIELD_ORDER:
        value = getattr(history, key)
        if value is None:
            continue
        if key == "actions" and isinstance(value, tuple | list):
            texts = []
            for number, action in enumerate(value, 1):
                try:
                    texts.append(format_action(action))
                except PHHError as error:
                    raise error.located(field="actions", action_number=number) from None
            value = texts
        elif isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, Variant):
            value = value.code
        raw[key] = value
    for key, value in history.user_fields.items():
        if not isinstance(key, str) or not key.startswith("_"):
            raise PHHError("a user-defined field's name must start with '_'", field=str(key))
        raw[key] = check_user_value(value, key)
    return raw


MAX_NESTING = 32
"""How deep arrays and tables may nest in a user field (deeper is no hand history's, and would exhaust the
stack of whatever reads it next)."""


def check_user_value(value: object, key: str, depth: int = 0) -> TomlValue:
    """``value`` if TOML can hold it, else :class:`PHHError` naming the user field ``key``."""
    if isinstance(value, list | dict) and depth >= MAX_NESTING:
        raise PHHError(f"arrays and tables nest more than {MAX_NESTING} levels deep", field=key)
    if isinstance(value, list):
        for item in value:
            check_user_value(item, key, depth + 1)
    elif isinstance(value, dict):
        for name, item in value.items():
            if not isinstance(name, str):
                raise PHHError(f"table keys must be strings, not {shorten(name)}", field=key)
            check_user_value(item, key, depth + 1)
    elif isinstance(value, int) and not isinstance(value, bool) and _whole_number(value) is None:
        raise PHHError(f"{shorten(value)} is outside TOML's 64-bit integers", field=key)
    elif isinstance(value, datetime.time) and value.tzinfo is not None:
        raise PHHError("TOML has no time of day with a time zone", field=key)
    elif not isinstance(value, str | int | float | datetime.date | datetime.time):
        raise PHHError(f"{_type_name(value)} cannot be written as TOML", field=key)
    return value


def house_rules_of(fields: Mapping[str, object]) -> HouseRules:
    """The house rules a hand history was played under: the cash or tournament defaults (``_tournament``), with
    any setting its ``_house_rules`` field writes out; a bad one raises :class:`PHHError` naming the field and the
    key."""
    base = HouseRules.tournament() if fields.get(TOURNAMENT_FIELD) is True else HouseRules.cash()
    raw = fields.get(HOUSE_RULES_FIELD)
    if raw is None:
        return base
    if not isinstance(raw, Mapping):
        raise PHHError(f"must be a table such as {{limit_raise_cap = 3}}, not {shorten(raw)}",
                       field=HOUSE_RULES_FIELD)
    settings: dict[str, object] = {}
    known = {setting.name for setting in dataclasses.fields(HouseRules)}
    for key, value in raw.items():
        if key not in known:
            raise PHHError(f"{key}: not a house rule (they are {', '.join(sorted(known))})", field=HOUSE_RULES_FIELD)
        if key == "limit_raise_cap":
            if value == "none":
                value = None
            elif isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_RAISE_CAP:
                raise PHHError(f"{key}: must be a whole number of raises from 0 to {MAX_RAISE_CAP}, or 'none', not "
                               f"{shorten(value)}", field=HOUSE_RULES_FIELD)
        elif not isinstance(value, bool):
            raise PHHError(f"{key}: must be true or false, not {shorten(value)}", field=HOUSE_RULES_FIELD)
        settings[key] = value
    return dataclasses.replace(base, **settings)  # type: ignore[arg-type]


MAX_RAISE_CAP = 100
"""The largest raise cap a hand history may write (rooms cap at 3 or 4 raises; "none" is no cap)."""


def house_rules_fields(rules: HouseRules) -> dict[str, bool | int | str]:
    """The ``_house_rules`` table that writes ``rules`` out in full."""
    fields: dict[str, bool | int | str] = {}
    for setting in dataclasses.fields(HouseRules):
        value = getattr(rules, setting.name)
        fields[setting.name] = "none" if value is None else value
    return fields


def rake_of(fields: Mapping[str, object]) -> RakeStructure | None:
    """The house rake a hand history's ``_rake`` field posts (None without one); a bad one raises
    :class:`PHHError` naming the field and the key."""
    raw = fields.get(RAKE_FIELD)
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise PHHError(f"must be a table such as {{percent = 10, cap = 5}}, not {shorten(raw)}", field=RAKE_FIELD)
    try:
        return structure_from_fields(raw)
    except RakeError as error:
        raise PHHError(str(error), field=RAKE_FIELD) from None
