"""A table session saved to disk and resumed: every hand as PHH with its seats; damaged files refused."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, time, timedelta
from pathlib import Path

import pytest

from dealerdesk.history import dumps, loads
from dealerdesk.history.numbers import ASSIGNED_RANGE, DERIVED_RANGE, HAND_ID_FIELD
from dealerdesk.history.replay import replay
from dealerdesk.history.session import (
    SessionError,
    hand_number,
    hand_text,
    histories,
    load_session,
    save_session,
    session_text,
)
from dealerdesk.rules.table import Table


def played_table(hands: int = 12) -> Table:
    table = Table(seat_count=6, variant="PO/8", small_blind=1, big_blind=2, button_seat=3, min_buy_in=1,
                  ante=1, name="Feature table")
    for seat in (1, 2, 4, 5, 6):
        table.sit(seat, f"Player {seat}", 80)
    rng = random.Random(9)
    for number in range(hands):
        if number == 4:
            table.sit_out(5)
        if number == 6:  # back before his big blind: posts it live and the small blind dead
            table.sit_in(5, post=True)
        hand = table.start_hand(rng)
        while not hand.is_complete:
            if hand.min_raise_to is not None and rng.random() < 0.2:
                hand.bet_or_raise_to(hand.min_raise_to)
            elif rng.random() < 0.85:
                hand.check_or_call()
            else:
                hand.fold()
        table.end_hand()
    return table


def test_every_hand_is_kept_as_phh_with_seats_and_replays() -> None:
    table = played_table()
    for history, finished in zip(histories(table), table.finished, strict=True):
        assert history.table == "Feature table" and history.seat_count == 6
        assert history.seats == finished.seats and history.hand == finished.number
        assert history.players == tuple(table.seats[s].name for s in finished.seats)
        assert replay(history).final_stacks == finished.hand.final_stacks


def test_hands_and_sessions_written_as_files() -> None:
    table = played_table(5)
    last = table.finished[-1]
    assert loads(hand_text(table, last, "phh")) == histories(table)[-1]
    text = hand_text(table, last, "text", hero_seat=4)
    hero = last.seats.index(4)
    assert text.startswith(f"PokerStars Hand #{hand_number(table, last)}:  ")
    assert f"Dealt to {last.hand.names[hero]} [" in text
    assert "Dealt to" not in hand_text(table, last, "text")  # nobody's cards when no seat is the player's
    phhs = session_text(table, "phh")
    assert [line for line in phhs.splitlines() if line.startswith("[")] == [f"[{n}]" for n in range(1, 6)]
    stars = session_text(table, "text", hero_seat=1)
    assert stars.count("PokerStars Hand #") == 5
    assert stars.count("Dealt to Player 1 [") == sum(1 in f.seats for f in table.finished)


def test_save_and_resume(tmp_path: Path) -> None:
    table = played_table()
    path = tmp_path / "session.json"
    save_session(table, path)
    resumed = load_session(path)
    assert {s: (p.name, p.stack, p.sitting_out, p.owes_big_blind) for s, p in resumed.seats.items()} == {
        s: (p.name, p.stack, p.sitting_out, p.owes_big_blind) for s, p in table.seats.items()}
    assert resumed.positions == table.positions and resumed.hand_number == table.hand_number
    assert resumed.next_hand_plan() == table.next_hand_plan()
    assert [f.hand.log for f in resumed.finished] == [f.hand.log for f in table.finished]


def test_cannot_save_in_the_middle_of_a_hand(tmp_path: Path) -> None:
    table = played_table(1)
    table.start_hand(random.Random(1))
    with pytest.raises(SessionError, match="between hands"):
        save_session(table, tmp_path / "s.json")
    assert not (tmp_path / "s.json").exists()


def test_damaged_files_are_refused_with_a_reason(tmp_path: Path) -> None:
    table = played_table(3)
    path = tmp_path / "session.json"
    save_session(table, path)
    data = json.loads(path.read_text())

    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json")
    with pytest.raises(SessionError, match=r"garbage\.json: not a session file"):
        load_session(garbage)

    with pytest.raises(SessionError, match="cannot read the file"):
        load_session(tmp_path / "missing.json")

    first = data["hands"][0].replace("actions = [\n", "actions = [\n  'p1 cbr 999999',\n")
    assert first != data["hands"][0]
    bad_hand = tmp_path / "tampered.json"
    bad_hand.write_text(json.dumps(dict(data, hands=[first, *data["hands"][1:]])))
    with pytest.raises(SessionError, match=r"tampered\.json: hand 1: action 1 'p1 cbr 999999': nobody is to act"):
        load_session(bad_hand)

    truncated = tmp_path / "truncated.json"
    truncated.write_text(json.dumps({k: v for k, v in data.items() if k != "seats"}))
    with pytest.raises(SessionError, match="damaged session file"):
        load_session(truncated)

    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "something else"}))
    with pytest.raises(SessionError, match="not a dealerdesk session file"):
        load_session(other)


def test_a_returning_players_dead_small_blind_is_kept_in_the_phh() -> None:
    table = played_table()
    posted = [h for h in histories(table) if "_dead_blinds" in h.user_fields]
    assert posted, "seat 5 came back owing the blinds and posted a dead small blind"
    for history in posted:
        assert loads(dumps(history)) == history
        assert sum(history.user_fields["_dead_blinds"]) == 1


def test_each_hand_keeps_its_start_and_number_through_the_session_file(tmp_path: Path) -> None:
    table = Table(seat_count=3, variant="NT", small_blind=1, big_blind=2, min_buy_in=1, name="Desk 7")
    for seat in (1, 2, 3):
        table.sit(seat, f"Player {seat}", 100)
    rng = random.Random(4)
    start = datetime(2026, 7, 1, 18, 0, 5, 123456, tzinfo=UTC)
    first_id = ASSIGNED_RANGE.start + 41
    for number in range(3):
        hand = table.start_hand(rng, started=start + timedelta(minutes=number), hand_id=first_id + number)
        while not hand.is_complete:
            hand.check_or_call()
        table.end_hand()
    history = histories(table)[0]
    assert (history.year, history.month, history.day, history.time) == (2026, 7, 1, time(18, 0, 5))
    assert (history.time_zone, history.user_fields[HAND_ID_FIELD]) == ("UTC", first_id)
    save_session(table, tmp_path / "session.json")
    resumed = load_session(tmp_path / "session.json")
    assert [(f.started, f.hand_id) for f in resumed.finished] == [
        (start.replace(microsecond=0) + timedelta(minutes=n), first_id + n) for n in range(3)]
    text = session_text(resumed, "text", hero_seat=1)
    assert text.startswith(f"PokerStars Hand #{first_id}:  Hold'em No Limit (1/2) - 2026/07/01 18:00:05 UTC "
                           "[2026/07/01 14:00:05 ET]\nTable 'Desk 7' 3-max ")
    # Two blank lines after every hand, as PokerStars separates them.
    assert text.count("\n\n\nPokerStars Hand #") == 2 and text.endswith("\n\n\n")


def test_a_hand_without_a_number_is_numbered_from_itself() -> None:
    table = played_table(3)
    numbers = [hand_number(table, f) for f in table.finished]
    assert len(set(numbers)) == 3 and all(n in DERIVED_RANGE for n in numbers)
    assert numbers == [hand_number(played_table(3), f) for f in played_table(3).finished]  # the same, every time
    other = played_table(3)
    other.name = "Another table"  # another session: other numbers
    assert not set(numbers) & {hand_number(other, f) for f in other.finished}
