"""A table session on disk: every hand as PHH, and the table's state, so a session can be exported,
replayed and resumed.

The file is JSON: the table's settings, its seats (with what each player owes), the button and blind
positions, and the PHH text of every finished hand. Loading replays every hand through the rules engine,
so a tampered or corrupt file is refused with a message rather than resumed wrong.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from dealerdesk.history.errors import PHHError
from dealerdesk.history.export import history_of
from dealerdesk.history.model import HandHistory
from dealerdesk.history.phh import dumps, loads
from dealerdesk.history.replay import replay
from dealerdesk.rules.blinds import BlindPositions
from dealerdesk.rules.errors import RulesError
from dealerdesk.rules.game import HouseRules
from dealerdesk.rules.table import BlindLevel, FinishedHand, SeatedPlayer, Table

FORMAT = "dealerdesk-session"
VERSION = 1
_SETTINGS = ("seat_count", "small_blind", "big_blind", "button", "button_seat", "ante", "big_blind_ante",
             "tournament", "min_buy_in", "max_buy_in", "name", "button_seat")


class SessionError(ValueError):
    """A session file that cannot be resumed; the message says where and why."""


def hand_history(table: Table, finished: FinishedHand) -> HandHistory:
    """One finished hand as PHH, with the seat numbers, table size, table name and hand number."""
    return history_of(
        finished.hand, seats=finished.seats, seat_count=table.seat_count, table=table.name, hand=finished.number
    )


def histories(table: Table) -> list[HandHistory]:
    """Every finished hand of the session as PHH."""
    return [hand_history(table, f) for f in table.finished]


def session_data(table: Table) -> dict[str, Any]:
    """The table's state and hands as plain JSON data (between hands)."""
    if table.hand is not None:
        raise SessionError("a session is saved between hands; finish the hand being played first")
    assert table.rules is not None
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": table.game.code,
        "settings": {name: getattr(table, name) for name in _SETTINGS},
        "rules": asdict(table.rules),
        "schedule": [asdict(level) for level in table.schedule],
        "seats": {str(seat): asdict(player) for seat, player in sorted(table.seats.items())},
        "hand_number": table.hand_number,
        "positions": asdict(table.positions) if table.positions is not None else None,
        "hands": [dumps(h) for h in histories(table)],
    }


def save_session(table: Table, path: str | os.PathLike[str]) -> None:
    """Write the session to ``path`` atomically (a crash mid-write leaves the old file intact)."""
    target = Path(path)
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_text(json.dumps(session_data(table), indent=1), encoding="utf-8")
    os.replace(temporary, target)


def _build(data: dict[str, Any]) -> Table:
    if data.get("format") != FORMAT:
        raise SessionError("not a dealerdesk session file")
    if data.get("version") != VERSION:
        raise SessionError(f"session format version {data.get('version')!r} is not one this version reads")
    rules_names = {f.name for f in fields(HouseRules)}
    table = Table(
        variant=data["variant"],
        rules=HouseRules(**{k: v for k, v in data["rules"].items() if k in rules_names}),
        schedule=tuple(BlindLevel(**level) for level in data["schedule"]),
        **{k: v for k, v in data["settings"].items() if k in _SETTINGS},
    )
    player_names = {f.name for f in fields(SeatedPlayer)}
    for seat, player in data["seats"].items():
        table.seats[int(seat)] = SeatedPlayer(**{k: v for k, v in player.items() if k in player_names})
    table.hand_number = int(data["hand_number"])
    if data["positions"] is not None:
        table.positions = BlindPositions(**data["positions"])
    for number, text in enumerate(data["hands"], start=1):
        try:
            history = loads(text, source=f"hand {number}")
            hand = replay(history, table.rules, source=f"hand {number}")
        except PHHError as error:
            raise SessionError(str(error)) from None
        if not hand.is_complete or history.seats is None:
            raise SessionError(f"hand {number} is not a finished hand with its seats")
        table.finished.append(FinishedHand(int(history.hand or number), history.seats, hand))
    return table


def load_session(path: str | os.PathLike[str]) -> Table:
    """Resume a saved session; raises :class:`SessionError` naming the problem (never a half-built table)."""
    name = os.fspath(path)
    try:
        data = json.loads(Path(name).read_text(encoding="utf-8"))
    except OSError as error:
        raise SessionError(f"{name}: cannot read the file: {error.strerror or error}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SessionError(f"{name}: not a session file ({error})") from None
    try:
        return _build(data)
    except SessionError as error:
        raise SessionError(f"{name}: {error}") from None
    except (KeyError, TypeError, ValueError, AttributeError, RulesError) as error:
        raise SessionError(f"{name}: damaged session file ({type(error).__name__}: {error})") from None
