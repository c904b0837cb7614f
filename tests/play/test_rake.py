"""A raked play-mode table: the house takes its rake and jackpot drop from every pot the settings say, the caption
says so, a saved session keeps it, and every export writes it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dealerdesk.history.session import SessionError, load_session, save_session, session_text
from dealerdesk.play.session import PlaySession
from dealerdesk.play.settings import GameSettings
from tests.play.test_session import play_out

RAKED = GameSettings(seats=4, watch=True, rake_percent=10, rake_cap=3, jackpot_drop=1, jackpot_threshold=10)


def test_a_raked_table_rakes_says_so_and_keeps_it_when_saved(tmp_path: Path) -> None:
    session = PlaySession(RAKED, seed=5)
    assert "rake 10% (cap 3), no flop no drop · jackpot drop 1 from 10" in session.caption()
    chips = sum(p.stack for p in session.table.seats.values())
    for _ in range(8):
        assert session.deal()
        play_out(session)
    taken = [f.hand.rake_taken for f in session.table.finished]
    assert all(t is not None for t in taken)
    house = sum(t.total for t in taken if t is not None)
    assert house > 0 and all(t.rake <= 3 for t in taken if t is not None)
    assert any(t.jackpot_drop for t in taken if t is not None)
    assert sum(p.stack for p in session.table.seats.values()) == chips - house  # what the house took, and no more
    save_session(session.table, tmp_path / "raked.json")
    resumed = load_session(tmp_path / "raked.json")
    assert resumed.rake == RAKED.rake_structure()
    stars = session_text(resumed, "text", hero_seat=1)
    assert sum(int(n) for n in re.findall(r"\| Rake (\d+)$", stars, re.MULTILINE)) == house
    ohh = [json.loads(block)["ohh"] for block in session_text(resumed, "ohh", hero_seat=1).split("\n\n")]
    assert sum(pot["rake"] + pot.get("jackpot", 0) for hand in ohh for pot in hand["pots"]) == house
    assert ohh[0]["x_dealerdesk"]["rake_structure"] == {"percent": 10, "cap": 3, "no_flop_no_drop": True,
                                                        "jackpot_drop": 1, "jackpot_threshold": 10}
    assert "_rake = {" in session_text(resumed, "phh")


def test_an_unraked_table_takes_nothing() -> None:
    session = PlaySession(GameSettings(seats=3, watch=True), seed=5)
    assert session.table.rake is None and "rake" not in session.caption()
    assert session.deal()
    assert play_out(session).rake_taken is None


def test_a_damaged_rake_in_a_session_file_is_refused(tmp_path: Path) -> None:
    session = PlaySession(RAKED, seed=5)
    assert session.deal()
    play_out(session)
    path = tmp_path / "raked.json"
    save_session(session.table, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rake"]["cap"] = -2
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SessionError, match=r"rake\.cap: must be a whole number of chips, at least 0, not -2$"):
        load_session(path)
