"""Damaged or edited session files: every field is checked on load, so an impossible seat,
a wrong type or a stack the last hand did not leave is refused with one line naming the field — the table is
never resumed wrong, and nothing loops round the seats forever."""

from __future__ import annotations

import copy
import json
import os
import random
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealerdesk.history.session import SessionError, load_session, save_session
from dealerdesk.rules.blinds import seats_between
from dealerdesk.rules.errors import RulesError
from dealerdesk.rules.table import Table


def _played(hands: int = 4) -> Table:
    table = Table(seat_count=6, variant="NT", small_blind=1, big_blind=2, button_seat=2, min_buy_in=1)
    for seat in (1, 3, 4, 6):
        table.sit(seat, f"Player {seat}", 100)
    rng = random.Random(3)
    for _ in range(hands):
        hand = table.start_hand(rng)
        while not hand.is_complete:
            if rng.random() < 0.7:
                hand.check_or_call()
            else:
                hand.fold()
        table.end_hand()
    return table


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("session") / "good.json"
    save_session(_played(), path)
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def _big_blind_seat(data: dict[str, Any]) -> int:
    seat: int = data["positions"]["big_blind"]
    return seat


def _a_seated_seat(data: dict[str, Any]) -> str:
    seats: list[str] = sorted(data["seats"])
    return seats[0]


def _set(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    """An edit that sets one field (dotted path) of the session data."""

    def edit(data: dict[str, Any]) -> None:
        keys = path.split(".")
        node = data
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value

    return edit


def _drop(path: str) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        keys = path.split(".")
        node = data
        for key in keys[:-1]:
            node = node[key]
        del node[keys[-1]]

    return edit


def _seat_edit(field: str, value: object) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        data["seats"][_a_seated_seat(data)][field] = value

    return edit


def _move_seat(to: str) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        data["seats"][to] = data["seats"].pop(_a_seated_seat(data))

    return edit


def _less_than_the_last_hand_left(data: dict[str, Any]) -> None:
    seat = str(_big_blind_seat(data))
    data["seats"][seat]["stack"] -= 1


def _button_elsewhere(data: dict[str, Any]) -> None:
    seated = sorted(int(s) for s in data["seats"])
    data["positions"]["button"] = next(s for s in seated if s not in (data["positions"]["button"],
                                                                     data["positions"]["big_blind"]))


def _small_blind_elsewhere(data: dict[str, Any]) -> None:
    seated = sorted(int(s) for s in data["seats"])
    positions = data["positions"]
    positions["small_blind"] = next(s for s in seated if s not in (positions["small_blind"], positions["big_blind"]))


def _big_blind_elsewhere(data: dict[str, Any]) -> None:
    seated = sorted(int(s) for s in data["seats"])
    data["positions"]["big_blind"] = next(s for s in seated if s != _big_blind_seat(data))


EDITS: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "big blind at seat 0": (_set("positions.big_blind", 0), r"positions\.big_blind must be from 1 to 6, not 0"),
    "big blind at seat 99": (_set("positions.big_blind", 99), r"positions\.big_blind must be from 1 to 6, not 99"),
    "button as text": (_set("positions.button", "3"), r"positions\.button must be a whole number, not '3'"),
    "small blind a boolean": (_set("positions.small_blind", True), r"positions\.small_blind must be a whole number"),
    "positions not an object": (_set("positions", [1, 2]), r"positions must be an object"),
    "positions missing a key": (_drop("positions.small_blind_position"), r"'small_blind_position' is missing"),
    "big blind not the last hand's": (_big_blind_elsewhere, r"the last hand's big blind was seat"),
    "button not the last hand's": (_button_elsewhere, r"positions\.button: seat \d was not the button"),
    "small blind not the last hand's": (_small_blind_elsewhere, r"did not post the last hand's small blind"),
    "seat 0": (_move_seat("0"), r"seat '0' does not exist"),
    "seat 7 at six seats": (_move_seat("7"), r"seat '7' does not exist \(seats 1 to 6\)"),
    "seat not a number": (_move_seat("x"), r"seat 'x' does not exist"),
    "negative stack": (_seat_edit("stack", -5), r"seats\.\d\.stack must be from 0 to"),
    "fractional stack": (_seat_edit("stack", 2.5), r"seats\.\d\.stack must be a whole number, not 2\.5"),
    "stack as text": (_seat_edit("stack", "100"), r"seats\.\d\.stack must be a whole number"),
    "stack above 2**31": (_seat_edit("stack", 2**31), r"seats\.\d\.stack must be from 0 to 2147483647"),
    "stack the last hand did not leave": (_less_than_the_last_hand_left, r"stack is \d+, but the last hand left"),
    "sitting out as a number": (_seat_edit("sitting_out", 1), r"sitting_out must be true or false"),
    "empty name": (_seat_edit("name", "  "), r"name is empty"),
    "eleven seats": (_set("settings.seat_count", 11), r"settings\.seat_count must be from 2 to 10"),
    "seat count as a float": (_set("settings.seat_count", 6.0), r"settings\.seat_count must be a whole number"),
    "button seat outside the table": (_set("settings.button_seat", 9), r"button_seat: seat 9 does not exist"),
    "zero small blind": (_set("settings.small_blind", 0), r"settings\.small_blind must be from 1"),
    "unknown button rule": (_set("settings.button", "floating"), r"settings\.button must be 'dead' or 'moving'"),
    "raise cap as text": (_set("rules.limit_raise_cap", "3"), r"rules\.limit_raise_cap must be a whole number"),
    "schedule not a list": (_set("schedule", {}), r"schedule must be a list"),
    "negative hand number": (_set("hand_number", -1), r"hand_number must be from 4"),
    "a hand that is not text": (_set("hands", [1]), r"hand 1 must be text"),
    "unknown variant": (_set("variant", "XX"), r"unknown variant 'XX'"),
    "a field in a hand the writer never writes": (
        lambda data: data["hands"].__setitem__(0, data["hands"][0] + "tampered = 1\n"),
        r"hand 1:\d+: field 'tampered': ignored"),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_every_damaged_field_is_refused_by_name(name: str, saved: dict[str, Any], tmp_path: Path) -> None:
    edit, message = EDITS[name]
    data = copy.deepcopy(saved)
    edit(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    started = time.process_time()
    with pytest.raises(SessionError, match=message) as caught:
        load_session(path)
    assert time.process_time() - started < 5  # CPU time: a damaged number never sets off a long loop
    text = str(caught.value)
    assert text.startswith(str(path)) and "\n" not in text and len(text) < 300


def test_the_untouched_file_still_resumes(saved: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(saved))
    table = load_session(path)
    assert table.next_hand_plan().big_blind in table.seats


def test_chips_added_between_hands_are_allowed(saved: dict[str, Any], tmp_path: Path) -> None:
    data = copy.deepcopy(saved)
    data["seats"][str(_big_blind_seat(data))]["stack"] += 50  # a top-up after the last hand
    path = tmp_path / "topped-up.json"
    path.write_text(json.dumps(data))
    assert load_session(path).seats[_big_blind_seat(data)].stack == saved["seats"][str(_big_blind_seat(data))][
        "stack"] + 50


def test_a_stack_above_the_tables_maximum_buy_in_is_refused(saved: dict[str, Any], tmp_path: Path) -> None:
    """Chips added between hands may not take a stack above the table's maximum buy-in (up to it they may)."""
    data = copy.deepcopy(saved)
    seat = str(_big_blind_seat(data))
    stack = data["seats"][seat]["stack"]
    data["settings"]["max_buy_in"] = stack + 10
    path = tmp_path / "capped.json"
    data["seats"][seat]["stack"] = stack + 10
    path.write_text(json.dumps(data))
    assert load_session(path).seats[int(seat)].stack == stack + 10
    data["seats"][seat]["stack"] = 10**9
    path.write_text(json.dumps(data))
    with pytest.raises(SessionError, match=rf"seats\.{seat}\.stack is 1000000000, but the last hand left {stack} and "
                                           rf"the table's maximum buy-in is {stack + 10}"):
        load_session(path)


def test_positions_without_a_hand_are_refused(saved: dict[str, Any], tmp_path: Path) -> None:
    data = copy.deepcopy(saved)
    data["hands"], data["hand_number"] = [], 0
    path = tmp_path / "no-hands.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SessionError, match="positions are set, but no hand was played"):
        load_session(path)
    data["positions"] = None
    path.write_text(json.dumps(data))
    assert load_session(path).next_hand_plan().button in range(1, 7)


@pytest.mark.parametrize("seed", range(40))
def test_every_session_the_table_plays_resumes(seed: int, tmp_path: Path) -> None:
    """The checks refuse only what no table leaves: random tables (dead or moving button, cash or tournament,
    players sitting out, coming back, joining and topping up) save, load and plan the same next hand."""
    rng = random.Random(seed)
    seats = rng.randint(2, 10)
    table = Table(seat_count=seats, variant=rng.choice(["NT", "PO", "FO/8"]), small_blind=1, big_blind=2,
                  button=rng.choice(["dead", "moving"]), button_seat=rng.randint(1, seats), min_buy_in=1,
                  tournament=rng.random() < 0.3, ante=rng.choice([0, 1]), big_blind_ante=rng.random() < 0.2)
    for seat in rng.sample(range(1, seats + 1), rng.randint(2, seats)):
        table.sit(seat, f"Player {seat}", rng.randint(5, 100))
    for _ in range(rng.randint(1, 10)):
        for seat in list(table.seats):
            if rng.random() < 0.1:
                table.sit_out(seat)
            elif rng.random() < 0.1 and table.seats[seat].stack > 0:
                table.sit_in(seat, post=rng.random() < 0.5)
        free = [seat for seat in range(1, seats + 1) if seat not in table.seats]
        if free and not table.tournament and rng.random() < 0.2:
            table.sit(rng.choice(free), "Newcomer", 50, wait_for_big_blind=rng.random() < 0.5)
        try:
            hand = table.start_hand(rng)
        except RulesError:
            break
        while not hand.is_complete:
            if hand.min_raise_to is not None and rng.random() < 0.2:
                hand.bet_or_raise_to(hand.min_raise_to)
            elif rng.random() < 0.8:
                hand.check_or_call()
            else:
                hand.fold()
        table.end_hand()
    path = tmp_path / "session.json"
    save_session(table, path)
    resumed = load_session(path)
    assert resumed.positions == table.positions
    assert _plan(resumed) == _plan(table)


def _plan(table: Table) -> object:
    try:
        return table.next_hand_plan()
    except RulesError as error:
        return str(error)


@pytest.mark.parametrize(("text", "reason"), [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"format": ' + "9" * 5000 + "}", "not a session file"),
    ("\ud800", "not a session file"),
], ids=["deep-nesting", "5000-digits", "lone-surrogate"])
def test_hostile_json_is_one_line(text: str, reason: str, tmp_path: Path) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    with pytest.raises(SessionError, match=reason) as caught:
        load_session(path)
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 300


def test_a_fifo_or_a_device_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "session.fifo"
    os.mkfifo(fifo)
    with _deadline(2.0), pytest.raises(SessionError, match="not a regular file"):
        load_session(fifo)
    with _deadline(2.0), pytest.raises(SessionError, match="not a regular file"):
        load_session("/dev/zero")


@pytest.mark.parametrize("end", [0, 99, -3])
def test_seats_between_never_walks_more_than_once_round(end: int) -> None:
    with _deadline(1.0), pytest.raises(ValueError, match=f"seat {end} is not one of the table's 6 seats"):
        seats_between(2, end, 6)
    assert seats_between(2, 5, 6) == [3, 4] and seats_between(5, 2, 6) == [6, 1]
    assert seats_between(3, 3, 4) == [4, 1, 2]


class _TooSlow(Exception):
    pass


class _deadline:
    """Fail (rather than hang the suite) when the block runs longer than ``seconds``."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __enter__(self) -> None:
        def expire(_signal: int, _frame: object) -> None:
            raise _TooSlow(f"still running after {self.seconds} s")

        self.previous = signal.signal(signal.SIGALRM, expire)
        signal.setitimer(signal.ITIMER_REAL, self.seconds)

    def __exit__(self, *exc: object) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, self.previous)
