"""``dealerdesk equity`` as a new user meets it: the help shows cards as they are typed (the cards of a hand
together, spaces only between hands) and its example runs as shown; ``--samples`` at or above the number of boards
that could come counts them all exactly; a long count shows its progress on a terminal and nothing extra on a pipe,
and Ctrl-C during it ends quietly; ``--seed`` without ``--samples`` is refused."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time

import pytest

from dealerdesk.cli import main
from tests.limits import HANG_SECONDS


def help_text(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        main(["equity", "--help"])
    return " ".join(capsys.readouterr().out.split())


def test_help_never_writes_one_hand_s_cards_apart(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(capsys)
    # Two single cards in a row would be read as two one-card hands.
    assert re.search(r"\b[2-9TJQKA][cdhs] [2-9TJQKA][cdhs]\b", text) is None
    assert "AsKs QhQd" in text


def test_the_help_s_example_runs_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    example = re.search(r": dealerdesk (equity [^.[]*)\.", help_text(capsys))
    assert example is not None
    assert main(shlex.split(example.group(1))) == 0
    out = capsys.readouterr().out
    assert "AsKs" in out and "QhQd" in out


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["equity", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_samples_beyond_the_boards_count_them_all_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    started = time.monotonic()
    status, out, err = run(capsys, "AsKs", "QhQd", "--samples", "900000000")
    assert time.monotonic() - started < 30  # dealing 900 million boards took minutes
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        "Hold'em, before the flop: exact over all 1,712,304 boards (--samples 900,000,000 is at least that many, "
        "so every board was counted)",
        "hand      win      tie   equity",
        "AsKs   46.02%    0.39%   46.21%",
        "QhQd   53.59%    0.39%   53.79%",
    ]


@pytest.mark.parametrize(("samples", "exact"), [("989", False), ("990", True), ("991", True)])
def test_samples_at_the_number_of_boards_is_the_exact_answer(capsys: pytest.CaptureFixture[str], samples: str,
                                                             exact: bool) -> None:
    status, out, _ = run(capsys, "AsKs", "QhQd", "--board", "2c7d9h", "--samples", samples, "--json")
    answer = json.loads(out)
    assert status == 0 and list(answer) == ["game", "board", "dead", "exact", "samples", "boards", "hands"]
    assert (answer["exact"], answer["boards"]) == (exact, 990)
    assert answer["samples"] == (990 if exact else 989)  # the boards dealt: each of them once when exact
    assert (answer["hands"][0]["std_error"] == 0.0) is exact
    _, exact_out, _ = run(capsys, "AsKs", "QhQd", "--board", "2c7d9h", "--json")
    assert (json.loads(exact_out)["hands"] == answer["hands"]) is exact


def test_a_complete_board_needs_no_samples(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "AsKs", "QhQd", "--board", "2c3c4c5c6c", "--samples", "5")
    heading = out.splitlines()[0]
    assert status == 0 and heading == "Hold'em, board 2c 3c 4c 5c 6c: the board is complete (nothing to sample)"


def test_a_seed_without_samples_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "AsKs", "QhQd", "--seed", "3")
    assert (status, out) == (2, "")
    assert err == ("dealerdesk: equity: --seed is only used with --samples (the exact count deals every board: "
                   "nothing to seed)\n")


def test_the_default_seed_is_the_seed_0(capsys: pytest.CaptureFixture[str]) -> None:
    _, unseeded, _ = run(capsys, "AsKs", "QhQd", "--samples", "5000", "--json")
    _, zero, _ = run(capsys, "AsKs", "QhQd", "--samples", "5000", "--seed", "0", "--json")
    _, one, _ = run(capsys, "AsKs", "QhQd", "--samples", "5000", "--seed", "1", "--json")
    assert unseeded == zero != one


COUNTING = """\
import signal
import sys

signal.signal(signal.SIGINT, signal.default_int_handler)
from dealerdesk import cli, equity_cli

equity_cli.PROGRESS_AFTER = equity_cli.PROGRESS_EVERY = 0.0
sys.exit(cli.main(["equity", "AsKs", "QhQd", *sys.argv[1:]]))
"""
"""The equity command with its progress shown from the first chunk of boards (a real run shows it after a second)."""


def _terminal_run(*argv: str, interrupt: bool = False) -> tuple[int, str, str]:
    """Run :data:`COUNTING` with stderr on a pseudo-terminal and stdout on a pipe: its status, stdout and all it
    wrote to the terminal. ``interrupt``: send Ctrl-C once the progress line shows."""
    controller, terminal = os.openpty()
    process = subprocess.Popen([sys.executable, "-c", COUNTING, *argv], stdout=subprocess.PIPE, stderr=terminal,
                               text=True)
    os.close(terminal)
    written = b""
    try:
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # EIO: the child closed its end
                break
            if not chunk:
                break
            written += chunk
            if interrupt and b"dealt " in written:
                process.send_signal(signal.SIGINT)
                interrupt = False
        out, _ = process.communicate(timeout=HANG_SECONDS)
    finally:
        os.close(controller)
        if process.poll() is None:
            process.kill()
            process.communicate()
    return process.returncode, out, written.decode()


def test_a_count_on_a_terminal_shows_its_progress_and_clears_it() -> None:
    status, out, shown = _terminal_run("--samples", "1000000")
    assert status == 0 and out.startswith("Hold'em, before the flop: Monte Carlo over 1,000,000 of 1,712,304 boards")
    updates = re.findall(r"\rdealt ([0-9,]+) of 1,000,000 boards", shown)
    assert len(updates) >= 2, shown
    counts = [int(update.replace(",", "")) for update in updates]
    assert counts == sorted(counts) and counts[-1] <= 1_000_000
    line = len(f"dealt {updates[-1]} of 1,000,000 boards")
    assert shown.endswith("\r" + " " * line + "\r")  # the line is wiped: nothing is left on the terminal
    assert "\n" not in shown.replace("\r\n", "")


def test_a_count_on_a_pipe_prints_nothing_extra() -> None:
    done = subprocess.run([sys.executable, "-c", COUNTING, "--samples", "1000000"], capture_output=True, text=True,
                          check=False, timeout=HANG_SECONDS)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("Hold'em, before the flop: Monte Carlo over 1,000,000 of 1,712,304 boards")


def test_ctrl_c_during_a_count_on_a_terminal_wipes_the_progress_and_ends_quietly() -> None:
    status, out, shown = _terminal_run("--samples", "1000000", interrupt=True)
    assert (status, out) == (130, "")
    assert re.fullmatch(r"(\rdealt [0-9,]+ of 1,000,000 boards *)+\r *\rdealerdesk: equity: stopped\r\n", shown), shown
