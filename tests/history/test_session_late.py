"""A long session opens without replaying every hand (dealerdesk/history/session.py): its last hands are replayed
at the open, every hand's starting stacks are checked against the finishing stacks of the hand before, and the
earlier hands are replayed the first time anything of them is asked for. A damaged hand deep in the session is
still caught and named — at the open when the chain of stacks shows it, else when it is first asked for — and
nothing is ever taken from a hand no one has checked."""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from dealerdesk.history.phh import dumps
from dealerdesk.history.session import (
    CHECKED_AT_OPEN,
    SessionError,
    hand_history,
    load_session,
    save_session,
    session_text,
    take_session,
)
from dealerdesk.progress import Cancelled
from dealerdesk.rules.finished_hand import FinishedHand, LateHand
from dealerdesk.rules.table import Table

HANDS = 1000
DEEP = 400
"""The hand damaged in the tests: far from both ends."""
AT_OPEN = 100
"""The last hands replayed at the open, in the tests of the late path."""


def _play(max_buy_in: int | None = None, tournament: bool = False) -> Table:
    """A six-seat table after :data:`HANDS` hands dealt as play mode deals them (each stamped and numbered), short
    stacks topped up between hands in a cash game, one player sitting out for a while, one player's name with an
    apostrophe."""
    table = Table(seat_count=6, variant="NT", small_blind=1, big_blind=2, button_seat=2, min_buy_in=1,
                  max_buy_in=max_buy_in, tournament=tournament, name="Late")
    for seat in range(1, 7):
        table.sit(seat, "Dee O'Neil" if seat == 4 else f"Player {seat}", 200 if not tournament else 5000)
    rng = random.Random(39)
    for number in range(1, HANDS + 1):
        if number == 300:
            table.sit_out(3)
        if number == 320:
            table.sit_in(3, post=True)
        hand = table.start_hand(rng, started=datetime(2026, 3, 1, 20, 0, tzinfo=UTC) + timedelta(seconds=50 * number),
                                hand_id=325425700000000 + number)
        while not hand.is_complete:
            chance = rng.random()
            if hand.min_raise_to is not None and chance < 0.1:
                hand.bet_or_raise_to(hand.min_raise_to)
            elif chance < 0.8:
                hand.check_or_call()
            else:
                hand.fold()
        table.end_hand()
        for seat, player in table.seats.items():
            if not tournament and player.stack < 100:
                table.add_chips(seat, min(200, max_buy_in or 200) - player.stack)
    return table


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    path = tmp_path_factory.mktemp("late") / "long.dealerdesk"
    save_session(_play(max_buy_in=300), path)
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return path, data


def _write(data: dict[str, Any], path: Path) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _edited(data: dict[str, Any], number: int, pattern: str, replace: Any) -> dict[str, Any]:
    """The session with hand ``number``'s text edited (the first match of ``pattern``)."""
    hands = list(data["hands"])
    text = hands[number - 1]
    edited = re.sub(pattern, replace, text, count=1, flags=re.MULTILINE)
    assert edited != text, pattern
    hands[number - 1] = edited
    return {**data, "hands": hands}


def _plus_one(stacks: str) -> str:
    """A starting stacks list with one chip more for its shortest stack."""
    values = [int(v) for v in stacks.split(", ")]
    values[values.index(min(values))] += 1
    return str(values)


def _facts(finished: FinishedHand) -> tuple[object, ...]:
    return (finished.number, finished.seats, finished.started, finished.hand_id, finished.hand.final_stacks,
            finished.hand.awards)


def test_a_long_session_opens_with_its_last_hands_replayed_and_reads_the_same(saved: tuple[Path, Any]) -> None:
    path, _ = saved
    whole = load_session(path, checked_at_open=HANDS)
    late = load_session(path, checked_at_open=AT_OPEN)
    assert not any(isinstance(f, LateHand) for f in whole.finished)
    waiting = [f for f in late.finished if not f.checked]
    assert len(waiting) == HANDS - AT_OPEN and waiting == late.finished[:HANDS - AT_OPEN]
    assert {s: p.stack for s, p in late.seats.items()} == {s: p.stack for s, p in whole.seats.items()}
    # asked for, each hand is replayed and is the hand the whole check made
    assert [_facts(f) for f in late.finished] == [_facts(f) for f in whole.finished]
    assert all(f.checked for f in late.finished)
    assert session_text(late, "phh") == session_text(whole, "phh")


def test_a_session_of_up_to_the_hands_checked_at_the_open_is_checked_whole(saved: tuple[Path, Any]) -> None:
    assert CHECKED_AT_OPEN >= HANDS
    table = load_session(saved[0])
    assert all(f.checked and not isinstance(f, LateHand) for f in table.finished)


def test_a_damaged_hand_deep_in_the_session_is_refused_at_the_open_by_name(saved: tuple[Path, Any],
                                                                            tmp_path: Path) -> None:
    _, data = saved
    raised = _edited(data, DEEP, r"^  'p(\d) cc',$", r"  'p\1 cbr 9999',")
    with pytest.raises(SessionError, match=rf"hand {DEEP}\b"):
        load_session(_write(raised, tmp_path / "raised.json"))


@pytest.mark.parametrize(("pattern", "replace", "says"), [
    # fewer chips than the hand before left that player
    (r"^starting_stacks = \[(\d+)", lambda m: f"starting_stacks = [{int(m.group(1)) - 1}",
     rf"hand {DEEP}: seat \d starts with \d+, but hand {DEEP - 1} left \d+$"),
    # more chips than the table's maximum buy-in lets a player have
    (r"^starting_stacks = \[(\d+)", "starting_stacks = [301",
     rf"hand {DEEP}: seat \d starts with 301, but hand {DEEP - 1} left \d+ and the table's maximum buy-in is 300"),
    # a hand that says it left more than it did: the next hand starts below it
    (r"^finishing_stacks = \[(\d+)", lambda m: f"finishing_stacks = [{int(m.group(1)) + 7}",
     rf"hand {DEEP + 1}: seat \d starts with \d+, but hand {DEEP} left \d+$"),
])
def test_stacks_that_do_not_follow_from_hand_to_hand_are_refused_at_the_open(
        saved: tuple[Path, Any], tmp_path: Path, pattern: str, replace: Any, says: str) -> None:
    _, data = saved
    path = _write(_edited(data, DEEP, pattern, replace), tmp_path / "stacks.json")
    with pytest.raises(SessionError, match=rf"^{re.escape(str(path))}: {says}"):
        load_session(path, checked_at_open=AT_OPEN)


@pytest.mark.parametrize(("pattern", "replace", "says"), [
    (r"^  'p(\d) cc',$", r"  'p\1 cbr 9999',", r"action \d+"),  # an action the rules refuse
    # chips added before the hand (as a cash game allows) that its finishing stacks do not carry
    (r"^starting_stacks = \[(.*)\]$", lambda m: "starting_stacks = " + _plus_one(m.group(1)), "finishing_stacks are"),
    (r"^finishing_stacks = \[(\d+)", lambda m: f"finishing_stacks = [{int(m.group(1)) - 1}", "finishing_stacks are"),
    (r"^hand = \d+$", "hand = x", "not valid TOML"),  # text that is not TOML
    (r"^seats = \[(\d+)", "seats = [9", "seat 9 does not exist"),  # a seat the table has not
    (r"^seats = \[", "tampered = 1\nseats = [", "tampered"),  # a field the writer never writes
])
def test_a_damaged_hand_left_to_later_is_named_when_first_asked_for(
        saved: tuple[Path, Any], tmp_path: Path, pattern: str, replace: Any, says: str) -> None:
    _, data = saved
    edited = _edited(data, DEEP, pattern, replace)
    path = _write(edited, tmp_path / "late.json")
    table = load_session(path, checked_at_open=AT_OPEN)  # the chain of stacks is intact: it opens
    damaged = table.finished[DEEP - 1]
    for _ in range(2):  # asked again, the same answer
        with pytest.raises(SessionError, match=rf"^{re.escape(str(path))}: hand {DEEP}\b.*{says}"):
            _ = damaged.number
    assert not damaged.checked
    # the export that asks for every hand stops there with the same line
    with pytest.raises(SessionError, match=rf"hand {DEEP}\b"):
        session_text(table, "text")
    # the hands around it are sound
    assert table.finished[DEEP - 2].number == DEEP - 1 and table.finished[DEEP].number == DEEP + 1
    # a save keeps the unchecked hands as they were, so the damage is still found the next time
    again = tmp_path / "again.json"
    save_session(table, again)
    with pytest.raises(SessionError, match=rf"hand {DEEP}\b"):
        load_session(again, checked_at_open=HANDS)


def test_a_save_writes_unchecked_hands_as_the_file_had_them(saved: tuple[Path, Any], tmp_path: Path) -> None:
    path, data = saved
    table = load_session(path, checked_at_open=AT_OPEN)
    hand = table.start_hand(random.Random(1))  # play on: the table's state came from the last hands only
    while not hand.is_complete:
        hand.check_or_call()
    table.end_hand()
    again = tmp_path / "again.json"
    save_session(table, again)
    assert sum(f.checked for f in table.finished) == AT_OPEN + 1  # neither the hand nor the save replayed more
    written = json.loads(again.read_text(encoding="utf-8"))["hands"]
    assert written[:HANDS] == data["hands"]
    assert written[HANDS] == dumps(hand_history(table, table.finished[-1]))
    assert session_text(load_session(again, checked_at_open=HANDS + 1), "phh") == session_text(table, "phh")


def test_a_tournament_refuses_chips_added_between_hands(tmp_path: Path) -> None:
    table = _play(tournament=True)
    data = {**take_session(table).head, "hands": [dumps(hand_history(table, f)) for f in table.finished]}
    assert load_session(_write(data, tmp_path / "t.json"), checked_at_open=AT_OPEN).hand_number == HANDS
    path = _write(_edited(data, DEEP, r"^starting_stacks = \[(\d+)", lambda m: f"starting_stacks = "
                          f"[{int(m.group(1)) + 1}"), tmp_path / "t2.json")
    with pytest.raises(SessionError, match=rf"hand {DEEP}: seat \d starts with \d+, but hand {DEEP - 1} left"):
        load_session(path, checked_at_open=AT_OPEN)


@pytest.mark.parametrize("at_open", [AT_OPEN, HANDS])
def test_progress_reaches_the_total_and_cancel_returns_nothing(saved: tuple[Path, Any], at_open: int) -> None:
    told: list[tuple[int, int]] = []
    load_session(saved[0], progress=lambda done, total: told.append((done, total)), checked_at_open=at_open)
    assert told[0] == (0, HANDS) and told[-1] == (HANDS, HANDS)
    assert [done for done, _ in told] == sorted(done for done, _ in told)
    seen: list[int] = []
    with pytest.raises(Cancelled):
        load_session(saved[0], progress=lambda done, _total: seen.append(done), cancelled=lambda: bool(
            seen and seen[-1] >= HANDS // 2), checked_at_open=at_open)
    assert HANDS // 2 <= seen[-1] < HANDS


def test_play_resumes_a_long_session_without_replaying_its_earlier_hands(saved: tuple[Path, Any],
                                                                          tmp_path: Path) -> None:
    """The play mode's notes on each player read the hands replayed at the open, not the earlier ones: reading those
    would replay them all on the window's thread, and a damaged one among them would stop the resumed game."""
    from dealerdesk.play.session import PlaySession  # noqa: PLC0415  (the play mode is above history)
    from dealerdesk.play.settings import GameSettings  # noqa: PLC0415

    _, data = saved
    path = _write(_edited(data, DEEP, r"^hand = \d+$", "hand = x"), tmp_path / "late.json")
    table = load_session(path, checked_at_open=AT_OPEN)
    session = PlaySession(GameSettings(seats=6), seed=3, table=table)
    late = [f for f in table.finished if isinstance(f, LateHand)]
    assert len(late) == HANDS - AT_OPEN and not any(f.checked for f in late)
    assert session.hud(1) is not None  # the notes hold the recent hands
    assert session.deal() and session.hand is not None  # the game goes on
