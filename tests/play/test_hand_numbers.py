"""Play-mode hands are numbered for the exports: unique across sessions and installs, kept when the numbering file
cannot be written, each hand stamped with its own start, each session's table named."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from dealerdesk.history.numbers import ASSIGNED_RANGE
from dealerdesk.history.session import hand_number, session_text
from dealerdesk.play.hand_numbers import HandNumbers
from dealerdesk.play.session import PlaySession
from dealerdesk.play.settings import GameSettings
from tests.play.test_session import play_out


def test_numbers_are_unique_across_sessions_and_installs(tmp_path: Path) -> None:
    path = tmp_path / "one" / "hand-numbers.json"
    first = [HandNumbers(path, random.Random(1)).next_hand() for _ in range(3)]  # three sessions on one install
    numbers = HandNumbers(path)
    first += [numbers.next_hand() for _ in range(50)]
    assert len(set(first)) == len(first) and all(n in ASSIGNED_RANGE for n in first)
    assert first == sorted(first)  # counted up: the order hands were dealt
    other = HandNumbers(tmp_path / "two" / "hand-numbers.json", random.Random(2))  # another machine
    assert not set(first) & {other.next_hand() for _ in range(50)}
    assert numbers.table_name() != numbers.table_name()


def test_a_damaged_numbering_file_starts_under_a_new_id(tmp_path: Path) -> None:
    path = tmp_path / "hand-numbers.json"
    numbers = HandNumbers(path, random.Random(3))
    before = numbers.next_hand()
    path.write_text('{"install": "x", "hands": -1}', encoding="utf-8")
    after = HandNumbers(path, random.Random(4)).next_hand()
    assert after // 10**8 != before // 10**8 and after % 10**8 == 1


def test_without_a_writable_folder_numbering_goes_on_in_memory(tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder", encoding="utf-8")
    numbers = HandNumbers(blocked / "hand-numbers.json", random.Random(5))
    taken = [numbers.next_hand() for _ in range(5)]
    assert len(set(taken)) == 5 and all(n in ASSIGNED_RANGE for n in taken)
    assert numbers.table_name().startswith("dealerdesk ")


def test_a_play_session_stamps_each_hand_and_names_its_table(tmp_path: Path) -> None:
    ticks = iter(datetime(2026, 5, 1, 20, 0, tzinfo=UTC) + timedelta(seconds=30 * n) for n in range(100))
    numbers = HandNumbers(tmp_path / "hand-numbers.json", random.Random(6))
    session = PlaySession(GameSettings(seats=3, watch=True), seed=2, numbers=numbers, clock=lambda: next(ticks))
    for _ in range(3):
        assert session.deal()
        play_out(session)
    table = session.table
    assert table.name.startswith("dealerdesk ")
    starts = [f.started for f in table.finished]
    assert starts == sorted(starts) and len(set(starts)) == 3
    ids = [f.hand_id for f in table.finished]
    assert ids == [hand_number(table, f) for f in table.finished] and len(set(ids)) == 3
    text = session_text(table, "text", hero_seat=session.seating.hero_seat)
    assert f"PokerStars Hand #{ids[0]}:  " in text and f"Table '{table.name}' 3-max" in text
    seat_one = table.seats[1].name  # watching: the first seat's cards are the ones written as dealt
    assert text.count(f"Dealt to {seat_one} [") == sum(1 in f.seats for f in table.finished) == 3


def test_without_numbering_a_session_is_named_by_the_time_it_opened() -> None:
    session = PlaySession(GameSettings(seats=2, watch=True), seed=1,
                          clock=lambda: datetime(2026, 5, 1, 20, 0, 7, tzinfo=UTC))
    assert session.table.name == "dealerdesk 20260501-200007"
    assert session.deal()
    play_out(session)
    assert session.table.finished[0].hand_id is None and session.table.finished[0].started is not None
