"""The ``dealerdesk solve`` command: its JSON, and one clear line with exit status 2 for every bad input."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.history.replay import replay
from dealerdesk.trainer.generator import Request, deal_hand, moments
from dealerdesk.trainer.kinds.names import Kind
from tests.solved import solve

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "phh"
KEYS = ["players", "actor", "to_call", "min_raise_to", "max_raise_to", "pots", "returned", "showdown_order",
        "all_in_showdown", "awards", "final_stacks", "pot_total", "killed", "equity", "all_in",
        "calls"]


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
    assert answer["all_in_showdown"] is True and answer["all_in"] == ["p2"]
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


# -- all_in_showdown is a fact about the betting ----------------------------------------------------------

ALL_IN_WINNERS = """\
variant = 'PO'
ante_trimming_status = true
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [100, 200, 0, 0, 0]
min_bet = 200
starting_stacks = [1694, 21800, 29200, 30000, 23600]
actions = [
  'd dh p1 Ts4c6h7c', 'd dh p2 Qs5s6d2d', 'd dh p3 Ah2hJdQd', 'd dh p4 8c8s3d2c', 'd dh p5 JhQc5c4d',
  'p3 f', 'p4 cbr 500', 'p5 cc', 'p1 cc', 'p2 cc',
  'd db 5h7hAc', 'p1 cc', 'p2 cc', 'p4 cbr 2000', 'p5 cc', 'p1 cc', 'p2 cbr 11194', 'p4 cc', 'p5 f',
  'd db 6c', 'p2 cbr 10106', 'p4 cc',
  'd db 9h', 'p2 sm Qs5s6d2d', 'p4 sm 8c8s3d2c', 'p1 sm Ts4c6h7c',
]
"""
"""A trainer hand (``drill --export`` showdown-order, difficulty 3, seed 1, question 004): p1 is all-in on the
flop, p2 on the turn, and both win a pot."""


def test_all_in_showdown_stays_true_when_the_all_in_players_win(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 12 point 1: once the betting is over with a player all-in, every hand is tabled at once (TDA 16),
    whoever then wins: ``solve`` says so at every action from the end of the betting to the finished hand."""
    path = tmp_path / "all-in-winners.phh"
    path.write_text(ALL_IN_WINNERS)
    answers = []
    for count in range(22, 27):  # 22: p4 calls the turn all-in, the betting is over; 26: the hand is complete
        status, out, _ = run(capsys, "solve", str(path), "--actions", str(count))
        assert status == 0
        answers.append(json.loads(out))
    _, out, _ = run(capsys, "solve", str(path))
    whole = json.loads(out)
    assert whole == answers[-1]
    assert all(answer["all_in_showdown"] is True for answer in answers)
    assert all(answer["all_in"] == ["p1", "p2"] for answer in answers)
    assert all(answer["showdown_order"] == ["p2", "p4", "p1"] for answer in answers)
    assert {a["player"] for a in whole["awards"]} == {"p1", "p2"}  # the two all-in players won
    assert whole["final_stacks"][:2] == [6776, 41018] and whole["killed"] == ["p4"]


def test_exported_showdown_order_questions_agree_with_solve_on_the_whole_hand(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Every showdown-order question a drill pack exports has the answer ``solve`` gives on its hand, and the
    all-in fact of a question asked when the betting ends is the one of the whole hand."""
    all_in_questions = all_in_winners = 0
    for difficulty in (1, 2, 3, 4):
        folder = tmp_path / f"d{difficulty}"
        status, _, _ = run(capsys, "drill", "--export", str(folder), "--kind", "showdown-order",
                           "--difficulty", str(difficulty), "--count", "30", "--seed", "1")
        assert status == 0
        for question in sorted(folder.glob("[0-9]*.json")):
            answer = json.loads(question.read_text())["answer"]
            _, out, _ = run(capsys, "solve", str(question.with_suffix(".phh")))
            solved = json.loads(out)
            assert {key: solved[key] for key in answer} == answer, question
            all_in_questions += answer["all_in_showdown"]
            # The questions that once went wrong: an all-in player won a pot, and still every hand was face up at once.
            won = {award["player"] for award in solved["awards"]}
            all_in_winners += bool(won & set(solved["all_in"])) and answer["all_in_showdown"]
        # The whole hand behind each question (those asked as the betting ends stop before the showdown).
        request = Request(Kind.SHOWDOWN_ORDER, difficulty)
        rng = random.Random(difficulty)
        for _ in range(15):
            history = deal_hand(request, rng)
            whole = solve(replay(history))
            for count in moments(history, request):
                at_question = solve(replay(history, count=count))
                assert at_question["all_in_showdown"] == whole["all_in_showdown"]
                assert at_question["all_in"] == whole["all_in"]
                assert at_question["showdown_order"] == whole["showdown_order"]
    assert all_in_questions >= 10 and all_in_winners >= 3


DEAD_HAND = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsKs', 'd dh p2 ????', 'd dh p3 QhQd', 'p3 cc', 'p1 cc', 'd db 2c7d9h']
_dead_hands = [2]
"""
"""A tournament hand with p2 away (TDA 30): p2's big blind is posted, its hand dead from the deal."""


def test_solve_reads_dead_hands_and_refuses_impossible_ones(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "dead.phh"
    path.write_text(DEAD_HAND)
    status, out, err = run(capsys, "solve", str(path))
    assert status == 0 and err == ""
    answer = json.loads(out)
    assert answer["actor"] == "p1" and answer["pots"] == [{"amount": 6, "eligible": ["p1", "p3"]}]
    for bad in ("[3, 4]", "[1, 2, 3]", "[0]", "[2, 2]", "['p2']", "2"):
        path.write_text(DEAD_HAND.replace("_dead_hands = [2]", f"_dead_hands = {bad}"))
        status, out, err = run(capsys, "solve", str(path))
        assert status == 2 and out == "" and "_dead_hands" in err and err.count("\n") == 1, bad


@pytest.mark.parametrize(("argv", "says"), [
    (["solve"], "dealerdesk: solve: the following arguments are required: HAND.phh ('dealerdesk solve --help'"),
    (["drill", "--kind", "nope"], "dealerdesk: drill: argument --kind: invalid choice: 'nope'"),
    (["bogus"], "dealerdesk: argument COMMAND: invalid choice: 'bogus'"),
    (["equity", "AsKs", "QhQd", "--bad"], "dealerdesk: unrecognized arguments: --bad"),
])
def test_a_mistake_argparse_finds_is_one_line_naming_the_command(argv: list[str], says: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """The usage is not printed first: the one line that says what is wrong stays on a small terminal's screen."""
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    err = capsys.readouterr().err
    assert stopped.value.code == 2
    assert err.startswith(says) and err.count("\n") == 1 and "usage:" not in err
