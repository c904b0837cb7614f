"""``dealerdesk solve`` as a newcomer meets it: ``--actions`` beyond the hand is refused, errors number actions as
a person counts them ("action 1" is the first), a file that is not a hand history is said to be none first (a hand
history with a mistake keeps its precise message), and every error names the file given (``<stdin>`` for ``-``)."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.history import loads

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "phh"
TABLE = Path(__file__).resolve().parent / "fixtures" / "tables" / "button-blinds-table.phh"
HAND = FIXTURES / "43-5-79-FO8.phh"
ACTIONS = len(loads(HAND.read_text()).actions)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("count", [ACTIONS + 1, 999])
def test_more_actions_than_the_hand_has_are_refused(capsys: pytest.CaptureFixture[str], count: int) -> None:
    status, out, err = run(capsys, "solve", str(HAND), "--actions", str(count))
    assert (status, out) == (2, "")
    assert err == (f"dealerdesk: {HAND}: --actions {count} is more than the hand's {ACTIONS} actions "
                   f"(give 0 to {ACTIONS})\n")


@pytest.mark.parametrize("count", [0, ACTIONS])
def test_every_count_the_hand_has_is_answered(capsys: pytest.CaptureFixture[str], count: int) -> None:
    status, out, _ = run(capsys, "solve", str(HAND), "--actions", str(count))
    assert status == 0 and json.loads(out)["players"] == ["p1", "p2", "p3"]
    if count == ACTIONS:
        _, whole, _ = run(capsys, "solve", str(HAND))
        assert out == whole


def test_the_first_action_is_action_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.phh"
    bad.write_text(HAND.read_text().replace("'d dh p1 Ah7s6d2d'", "'p9 cc'", 1))
    status, _, err = run(capsys, "solve", str(bad))
    assert status == 2 and f"dealerdesk: {bad}:10: action 1 'p9 cc': player p9 does not exist" in err
    assert "actions[" not in err


def test_a_card_dealt_twice_names_the_earlier_action_by_its_number(capsys: pytest.CaptureFixture[str],
                                                                   tmp_path: Path) -> None:
    bad = tmp_path / "twice.phh"
    bad.write_text(HAND.read_text().replace("'d dh p2 KcQc3s2h'", "'d dh p2 AhQc3s2h'", 1))
    status, _, err = run(capsys, "solve", str(bad))
    assert status == 2 and "Ah appears twice: it went to p1 in action 1" in err and "actions[" not in err


NOT_HAND_HISTORIES = {
    "README.md": ("# dealerdesk\n\nA poker table.\n",
                  "not a PHH hand history (not valid TOML at line 3, column 3: Expected '=' after a key in a "
                  "key/value pair)"),
    "pyproject.toml": ("[project]\nname = 'dealerdesk'\nversion = '1.0'\n",
                       "not a PHH hand history (it sets none of a hand history's fields variant, antes, "
                       "blinds_or_straddles, starting_stacks, actions)"),
    "empty.phh": ("", "not a PHH hand history (it is empty)"),
    "blank.phh": ("\n  \n", "not a PHH hand history (it is empty)"),
    "comment.phh": ("# only a comment\n", "not a PHH hand history (it sets no fields)"),
    "data.json": ('{"variant": "NT"}\n', "not a PHH hand history (not valid TOML at line 1, column 1: Invalid "
                  "statement)"),
}


@pytest.mark.parametrize("name", sorted(NOT_HAND_HISTORIES))
def test_a_file_that_is_no_hand_history_is_said_to_be_none_first(name: str, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    text, message = NOT_HAND_HISTORIES[name]
    path = tmp_path / name
    path.write_text(text)
    status, out, err = run(capsys, "solve", str(path))
    assert (status, out) == (2, "")
    assert err == f"dealerdesk: {path}: {message}\n"


def test_an_image_is_no_hand_history(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "table.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    status, out, err = run(capsys, "solve", str(path))
    assert (status, out, err) == (2, "", f"dealerdesk: {path}: not a PHH hand history (not UTF-8 text: byte 1)\n")


def test_standard_input_that_is_no_hand_history_is_named(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    class Stdin:
        buffer = io.BytesIO(b"[tool.ruff]\nline-length = 120\n")

    monkeypatch.setattr(sys, "stdin", Stdin)
    status, _, err = run(capsys, "solve", "-")
    assert status == 2 and err.startswith("dealerdesk: <stdin>: not a PHH hand history (it sets none of")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("variant = 'FO/8'", "variant = FO/8", r":2: not valid TOML at column 11: Invalid value"),
        ("variant = 'FO/8'\n", "", r": field 'variant': is required but missing"),
        ("'d dh p1 Ah7s6d2d'", "'d dh p1 Ah7s6d2d", r":10: not valid TOML at column \d+: "),
    ],
)
def test_a_hand_history_with_a_mistake_keeps_its_precise_message(old: str, new: str, message: str, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    text = HAND.read_text()
    assert old in text
    path = tmp_path / "mistake.phh"
    path.write_text(text.replace(old, new, 1))
    status, _, err = run(capsys, "solve", str(path))
    assert status == 2 and re.match(f"dealerdesk: {re.escape(str(path))}{message}", err), err
    assert "not a PHH hand history" not in err


def test_a_hand_history_with_a_byte_that_is_not_utf_8_names_its_line(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.phh"
    path.write_bytes(HAND.read_bytes() + "author = 'Gábor'\n".encode("latin-1"))
    status, _, err = run(capsys, "solve", str(path))
    line = HAND.read_bytes().count(b"\n") + 1
    expected = rf"dealerdesk: {re.escape(str(path))}:{line}: not UTF-8 text \(byte \d+\)\n"
    assert status == 2 and re.fullmatch(expected, err), err


TABLE_STATE_MISTAKES = [
    ("last_button = 4", "last_button = 99", ":29: field '_table_state.last_button': must be 1 to 9, not 99"),
    ("_table_state = {", "_table_state = 3\n_was = {",
     ":29: field '_table_state': must be a table of the table's state"),
    ("away = false", "away = true",
     ":29: field '_table_state': a hand needs at least two players ready to play, not 0"),
]
"""A table state's mistakes: what is replaced, by what, and the message after the file's name."""


@pytest.mark.parametrize("mistake", range(len(TABLE_STATE_MISTAKES)))
@pytest.mark.parametrize("standard_input", [False, True])
def test_a_bad_table_state_names_the_file_and_its_line(mistake: int, standard_input: bool, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    old, new, message = TABLE_STATE_MISTAKES[mistake]
    text = TABLE.read_text()
    assert old in text
    path = tmp_path / "table.phh"
    path.write_text(text.replace(old, new))
    if standard_input:
        class Stdin:
            buffer = io.BytesIO(path.read_bytes())

        monkeypatch.setattr(sys, "stdin", Stdin)
    status, out, err = run(capsys, "solve", "-" if standard_input else str(path))
    assert (status, out) == (2, "")
    assert err == f"dealerdesk: {'<stdin>' if standard_input else path}{message}\n"


def test_tournament_rules_plan_the_next_deal_too(capsys: pytest.CaptureFixture[str]) -> None:
    _, cash, _ = run(capsys, "solve", str(TABLE))
    _, tournament, _ = run(capsys, "solve", str(TABLE), "--tournament")
    # The newcomer in seat 9 posts a big blind to come in at a cash table; a tournament deals them in free.
    assert json.loads(cash)["next_posts"] == {"9": [5, 0]}
    assert json.loads(tournament)["next_posts"] == {}


def test_options_are_checked_before_the_file_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "solve", str(tmp_path / "missing.phh"), "--indent", "99")
    assert (status, err) == (2, "dealerdesk: --indent must be from 0 to 16\n")


def test_a_hand_history_in_utf_16_is_told_to_be_saved_as_utf_8(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notepad.phh"
    path.write_bytes(HAND.read_text().encode("utf-16"))
    status, _, err = run(capsys, "solve", str(path))
    assert (status, err) == (2, f"dealerdesk: {path}: UTF-16 text, not UTF-8: save it as UTF-8\n")


def test_ctrl_c_during_solve_ends_quietly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from dealerdesk.history import replay as replay_module  # noqa: PLC0415 - the module solve imports when run

    def interrupted(*_args: object, **_kwargs: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr(replay_module, "replay", interrupted)
    status, out, err = run(capsys, "solve", str(HAND))
    assert (status, out, err) == (130, "", "dealerdesk: stopped\n")
