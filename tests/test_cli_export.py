"""The ``dealerdesk export`` command: saved sessions, PHH files, PHH session files and folders of them as PokerStars
text, PHH or Open Hand History; one line per problem and nothing written when an input is bad."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.history import loads
from dealerdesk.history.session import hand_number, save_session, session_text
from dealerdesk.rules.table import Table

FIXTURES = Path(__file__).resolve().parent / "fixtures"
REAL_HAND = FIXTURES / "pokerstars" / "35875034981-PO8.phh"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["export", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def saved_session(folder: Path, hands: int = 4, name: str = "session.json") -> tuple[Table, Path]:
    table = Table(seat_count=4, variant="FO/8", small_blind=1, big_blind=2, min_buy_in=1, name="Export table")
    for seat in (1, 2, 4):
        table.sit(seat, f"Player {seat}", 120)
    rng = random.Random(8)
    start = datetime(2026, 2, 3, 4, 5, 6, tzinfo=UTC)
    for number in range(hands):
        hand = table.start_hand(rng, started=start + timedelta(minutes=number), hand_id=10**14 + 7 + number)
        while not hand.is_complete:
            if hand.min_raise_to is not None and rng.random() < 0.3:
                hand.bet_or_raise_to(hand.min_raise_to)
            else:
                hand.check_or_call()
        table.end_hand()
    path = folder / name
    save_session(table, path)
    return table, path


def test_a_saved_session_in_every_format(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    table, path = saved_session(tmp_path)
    status, out, err = run(capsys, str(path))
    assert (status, err) == (0, "")
    assert out == session_text(table, "text", hero_seat=1)  # the Game menu's PokerStars text, exactly
    assert out.count("PokerStars Hand #") == 4 and f"PokerStars Hand #{10**14 + 7}:  Omaha Hi/Lo Limit" in out
    assert run(capsys, str(path), "--format", "phh", "--out", str(tmp_path / "all.phhs"))[0] == 0
    assert (tmp_path / "all.phhs").read_text(encoding="utf-8") == session_text(table, "phh")
    assert run(capsys, str(path), "--format", "ohh", "--out", str(tmp_path / "all.ohh"))[0] == 0
    hands = [json.loads(block)["ohh"] for block in (tmp_path / "all.ohh").read_text(encoding="utf-8").split("\n\n")]
    assert [h["game_number"] for h in hands] == [str(hand_number(table, f)) for f in table.finished]


def test_a_phh_session_file_reads_back_as_the_session(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    table, _ = saved_session(tmp_path)
    (tmp_path / "all.phhs").write_text(session_text(table, "phh"), encoding="utf-8")
    status, out, _ = run(capsys, str(tmp_path / "all.phhs"))
    assert status == 0 and out == session_text(table, "text", hero_seat=1)


def test_a_phh_file_with_its_hero(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, str(REAL_HAND), "--hero", "5")
    assert (status, err) == (0, "")
    assert out == (FIXTURES / "pokerstars" / "35875034981-PO8.txt").read_text(encoding="utf-8") + "\n\n"
    status, out, _ = run(capsys, str(REAL_HAND), "--format", "phh")
    assert status == 0 and loads(out).actions == loads(REAL_HAND.read_text(encoding="utf-8")).actions
    status, out, _ = run(capsys, str(REAL_HAND))  # seat 1 is empty here: nobody's cards are written as dealt
    assert status == 0 and "Dealt to" not in out


def test_a_folder_of_sessions_and_hand_histories(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    saved_session(tmp_path, 2, "a.json")
    (tmp_path / "b.phh").write_text(REAL_HAND.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not read", encoding="utf-8")
    status, out, err = run(capsys, str(tmp_path))
    assert (status, err) == (0, "")
    assert out.count("PokerStars Hand #") == 3 and out.index("Export table") < out.index("Gaby II")


def test_a_hand_without_a_time_has_its_files_time(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = "\n".join(line for line in REAL_HAND.read_text(encoding="utf-8").splitlines()
                     if not line.startswith(("year", "month", "day", "time", "_hand_id")))
    path = tmp_path / "hand.phh"
    path.write_text(text, encoding="utf-8")
    moment = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)
    os.utime(path, (moment.timestamp(), moment.timestamp()))
    status, out, _ = run(capsys, str(path))
    assert status == 0 and "- 2024/01/02 3:04:05 UTC [2024/01/01 22:04:05 ET]" in out.splitlines()[0]
    number = int(out.split("#")[1].split(":")[0])
    assert run(capsys, str(path))[1].startswith(f"PokerStars Hand #{number}:")  # the same number every time


def test_every_bad_input_is_one_line_and_nothing_is_written(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    saved_session(folder, 2, "good.json")
    hand = REAL_HAND.read_text(encoding="utf-8")
    (folder / "illegal.phh").write_text(hand.replace("'p3 cbr 10'", "'p3 cbr 1000'"), encoding="utf-8")
    (folder / "unfinished.phh").write_text(hand.split("  'd db Jd',")[0] + "]\n", encoding="utf-8")
    (folder / "broken.json").write_text('{"format": "dealerdesk-session", "version": 1', encoding="utf-8")
    (folder / "binary.phhs").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    empty = Table(seat_count=2, name="Nothing yet")
    save_session(empty, folder / "empty.json")
    out = tmp_path / "out.txt"
    status, written, err = run(capsys, str(folder), "--out", str(out))
    lines = err.splitlines()
    assert status == 2 and written == "" and not out.exists()
    assert len(lines) == 5 and all(line.startswith(f"dealerdesk: {folder}/") for line in lines)
    assert [line.split("/")[-1].split(":")[0].split(" ")[0] for line in lines] == [
        "binary.phhs", "broken.json", "empty.json", "illegal.phh", "unfinished.phh"]
    assert "pot" in lines[3] and "not finished" in lines[4] and "no hand was played" in lines[2]


def test_missing_and_empty_sources(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(capsys, str(tmp_path / "nowhere.json"))
    missing = tmp_path / "nowhere.json"
    assert status == 2 and err == f"dealerdesk: {missing}: cannot read the file: No such file or directory\n"
    status, _, err = run(capsys, str(tmp_path))
    assert status == 2 and err.startswith(f"dealerdesk: {tmp_path}: no saved sessions or PHH files here")
    status, _, err = run(capsys, str(REAL_HAND), "--hero", "11")
    assert status == 2 and err == "dealerdesk: export: --hero must be a seat from 1 to 10, not 11\n"
    status, _, err = run(capsys, str(REAL_HAND), "--out", str(tmp_path / "no folder" / "x.txt"))
    assert status == 2 and err.startswith(f"dealerdesk: {tmp_path / 'no folder' / 'x.txt'}: cannot write the file")


def test_the_real_command_prints_no_traceback(tmp_path: Path) -> None:
    (tmp_path / "bad.phh").write_text("variant = 'NT'\nthis is not toml", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "dealerdesk", "export", str(tmp_path / "bad.phh")],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 2 and done.stdout == "" and len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr and str(tmp_path / "bad.phh") in done.stderr
