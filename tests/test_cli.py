"""The ``dealerdesk solve`` command: its JSON, and one clear line with exit status 2 for every bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dealerdesk.cli import main

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "phh"
KEYS = ["players", "actor", "to_call", "min_raise_to", "max_raise_to", "pots", "returned", "showdown_order",
        "all_in_showdown", "awards", "final_stacks", "pot_total", "killed", "equity"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_solve_complete_hand(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "solve", str(FIXTURES / "43-5-79-FO8.phh"))
    assert status == 0 and err == ""
    answer = json.loads(out)
    assert list(answer) == KEYS
    assert answer["final_stacks"] == [25150000, 0, 4550000]
    assert answer["pots"] == [{"amount": 3900000, "eligible": ["p1", "p2", "p3"]},
                              {"amount": 2000000, "eligible": ["p1", "p3"]}]
    assert answer["all_in_showdown"] is True
    assert sum(a["amount"] for a in answer["awards"]) == 5900000
    assert answer["actor"] is None and answer["to_call"] is None
    assert answer["killed"] == ["p2"] and answer["pot_total"] == 0


def test_solve_mid_hand_pot_limit(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "solve", str(FIXTURES / "43-5-27-PO.phh"), "--actions", "5")
    answer = json.loads(out)
    assert status == 0
    assert answer["actor"] is not None and answer["max_raise_to"] >= answer["min_raise_to"]
    assert answer["showdown_order"] == [] and answer["awards"] == [] and answer["final_stacks"] is None
    assert answer["equity"] is None


def test_solve_all_in_preflop_shows_order_and_pots(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "solve", str(FIXTURES / "43-5-68-NT.phh"), "--actions", "11")
    answer = json.loads(out)
    assert answer["all_in_showdown"] is True
    assert answer["showdown_order"] == ["p2", "p5"]
    assert answer["pots"] == [{"amount": 7000000, "eligible": ["p2", "p5"]}]
    # 9d9c against AcKc before the flop, every board enumerated: the pair is a small favourite.
    assert set(answer["equity"]) == {"p2", "p5"} and abs(sum(answer["equity"].values()) - 1) < 1e-5
    assert 0.52 < answer["equity"]["p2"] < 0.54


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "solve", str(tmp_path / "nope.phh"))
    assert status == 2 and out == ""
    assert err.startswith("dealerdesk: ") and "nope.phh: cannot read the file" in err and err.count("\n") == 1


def test_malformed_toml(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.phh"
    bad.write_text("variant = 'NT'\nantes = [0, 0\n")
    status, _, err = run(capsys, "solve", str(bad))
    assert status == 2 and str(bad) in err and err.count("\n") == 1


def test_illegal_action(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "illegal.phh"
    bad.write_text((FIXTURES / "43-5-68-NT.phh").read_text().replace("'p5 cbr 300000'", "'p5 cbr 200000'"))
    status, _, err = run(capsys, "solve", str(bad))
    assert status == 2
    assert err == (f"dealerdesk: {bad}:16: action 8 'p5 cbr 200000': "
                   "raise to 200000 is below the minimum raise to 300000\n")


def test_unknown_field_is_a_warning_not_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    odd = tmp_path / "odd.phh"
    odd.write_text((FIXTURES / "43-5-80-FO8.phh").read_text() + "shoe_colour = 'red'\n")
    status, out, err = run(capsys, "solve", str(odd))
    assert status == 0 and json.loads(out)["final_stacks"] == [4550000, 25150000]
    assert err.startswith("dealerdesk: warning: ") and "shoe_colour" in err


def test_no_traceback_from_the_real_command(tmp_path: Path) -> None:
    bad = tmp_path / "garbage.phh"
    bad.write_bytes(b"\xff\xfe not toml at all")
    result = subprocess.run([sys.executable, "-m", "dealerdesk", "solve", str(bad)], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1
