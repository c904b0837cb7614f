"""``dealerdesk equity``: the table, the JSON, and one line with exit status 2 for every bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dealerdesk.cli import main

REPO_ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["equity", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_table_before_the_flop(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "AsKs", "QhQd")
    assert status == 0 and err == ""
    assert out.splitlines() == [
        "Hold'em, before the flop: exact over all 1,712,304 boards",
        "hand      win      tie   equity",
        "AsKs   46.02%    0.39%   46.21%",
        "QhQd   53.59%    0.39%   53.79%",
    ]


def test_table_with_board_and_dead_cards(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "7s7d", "AhKh", "--board", "7h2h9c", "--dead", "3h")
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == "Hold'em, board 7h 2h 9c: exact over all 946 boards"
    assert lines[1] == "dead: 3h"
    assert lines[3].startswith("7s7d") and lines[4].startswith("AhKh")


def test_omaha_hi_lo_table_has_high_and_low_columns(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "Ah3hKdKh", "As3s9cTd", "--board", "2c5d7hKcQs", "--game", "omaha8")
    assert status == 0
    assert out.splitlines() == [
        "Omaha Hi/Lo, board 2c 5d 7h Kc Qs: the board is complete",
        "hand          win      tie   equity     high      low",
        "Ah3hKdKh    0.00%  100.00%   75.00%   50.00%   25.00%",
        "As3s9cTd    0.00%  100.00%   25.00%    0.00%   25.00%",
    ]


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "AsKs", "QhQd", "--board", "2c7d9h", "--json")
    answer = json.loads(out)
    assert status == 0
    assert list(answer) == ["game", "board", "dead", "exact", "samples", "boards", "hands"]
    assert (answer["game"], answer["board"], answer["dead"], answer["exact"], answer["boards"]) == (
        "holdem",
        "2c7d9h",
        "",
        True,
        990,
    )
    first, second = answer["hands"]
    assert first["cards"] == "AsKs" and second["cards"] == "QhQd"
    assert first["equity"] + second["equity"] == pytest.approx(1.0)
    assert set(first) == {"cards", "win", "tie", "equity", "high", "low", "std_error"}


def test_monte_carlo_on_request_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    _, first, _ = run(capsys, "AsKs", "QhQd", "--samples", "20000", "--seed", "5", "--json")
    _, again, _ = run(capsys, "AsKs", "QhQd", "--samples", "20000", "--seed", "5", "--json")
    answer = json.loads(first)
    assert first == again
    assert answer["exact"] is False and answer["samples"] == 20_000
    assert abs(answer["hands"][0]["equity"] - 0.4621) < 4 * answer["hands"][0]["std_error"]
    status, table, _ = run(capsys, "AsKs", "QhQd", "--samples", "1000")
    assert status == 0 and "Monte Carlo over 1,000 of 1,712,304 boards" in table and "± s.e." in table


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["AsKs", "QhQx"], "hand 2 (QhQx): 'Qx' is not a card: 'x' is not a suit (c, d, h, s)"),
        (["AsKs", "QhQ"], "hand 2 (QhQ): 'QhQ' is not a list of cards (each card is two characters)"),
        (["AsKs", "AsQd"], "As appears twice"),
        (["AsKs", "QhQd", "--board", "2c7d9hQh"], "Qh appears twice"),
        (["AsKs", "QhQd", "--dead", "KsXx"], "--dead KsXx: 'Xx' is not a card: 'X' is not a rank (2-9, T, J, Q, K, A)"),
        (["AsKs", "Qh"], "hand 2 (Qh) has 1 card; Hold'em needs 2"),
        (["AsKs", "QhQd", "--game", "omaha"], "hand 1 (AsKs) has 2 cards; Omaha needs 4"),
        (["AsKs"], "give 2 to 10 hands, got 1"),
        ([], "give 2 to 10 hands, got 0"),
        ([f"{r}c{r}d" for r in "23456789TJQ"], "give 2 to 10 hands, got 11"),
        (["AsKs", "QhQd", "--game", "stud"], "--game must be holdem, omaha or omaha8, not 'stud'"),
        (["AsKs", "QhQd", "--board", "2c3c4c5c6c7c"], "a board has at most 5 cards, got 6"),
        (["AsKs", "QhQd", "--samples", "lots"], "--samples must be a whole number, got 'lots'"),
        (["AsKs", "QhQd", "--samples", "0"], "--samples must be 1 or more, got 0"),
        (["AsKs", "QhQd", "--samples", "10", "--seed", "-1"], "--seed must be 0 or more, got -1"),
    ],
)
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err == f"dealerdesk: equity: {message}\n"


def test_the_installed_command_prints_no_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dealerdesk", "equity", "AsKs", "QhQd", "--board", "2c7d9h9h"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (
        2,
        "",
        "dealerdesk: equity: --board 2c7d9h9h: 9h appears twice\n",
    )
