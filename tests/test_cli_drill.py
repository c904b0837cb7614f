"""``dealerdesk drill`` as a newcomer meets it (issue 21, point 3): a pot line without its colon is refused at
once, a count of pots typed in words is refused as a count, and ``--export`` never writes over an older pack
and names the pack."""

from __future__ import annotations

import argparse
import io
import json
import random
from pathlib import Path

import pytest

from dealerdesk import drill_cli
from dealerdesk.cli import main
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.packs import import_pack


def drill(argv: list[str], typed: str) -> str:
    parser = argparse.ArgumentParser()
    drill_cli.add_arguments(parser)
    out = io.StringIO()
    assert drill_cli.run(parser.parse_args(argv), io.StringIO(typed), out) == 0
    return out.getvalue()


SIDE_POTS = ["--kind", "side-pots", "--count", "1", "--seed", "3"]


def the_question() -> dict[str, object]:
    """The side-pots question ``SIDE_POTS`` asks, and its answer."""
    question = generate(Request(Kind.SIDE_POTS, 1), random.Random(3), key="drill:3:1")
    return question.answer


def pot_lines(answer: dict[str, object]) -> list[str]:
    """The answer's pots as the trainee types them ("amount: seats"), with seats as on the table."""
    question = generate(Request(Kind.SIDE_POTS, 1), random.Random(3), key="drill:3:1")
    pots = answer["pots"]
    assert isinstance(pots, list)
    return [f"{pot['amount']}: " + " ".join(str(question.seat_of(p)) for p in pot["eligible"]) for pot in pots]


def test_a_pot_line_without_a_colon_is_refused_at_once_and_only_it_is_asked_again() -> None:
    answer = the_question()
    lines = pot_lines(answer)
    returned = answer["returned"]
    assert isinstance(returned, dict)
    typed = [str(len(lines)), "79 9 1 3", *lines, "none" if not returned else "0: 0"]
    text = drill(SIDE_POTS, "".join(f"{line}\n" for line in typed))
    refusal = "  ! pot 1: type the amount, a colon, then the seats (for example '120: 1 3 4')\n"
    # The refusal comes right after the first line, before pot 2 is asked, and pot 1 is asked again.
    assert "How many pots? Pot 1 (amount: seats): " + refusal + "Pot 1 (amount: seats): " in text
    assert text.count("(amount: seats): ") == len(lines) + 1  # no line typed right is asked twice


def test_a_wrong_second_pot_line_asks_for_pot_2_again_numbered_as_pot_2() -> None:
    lines = pot_lines(the_question())
    if len(lines) < 2:
        lines = [*lines, lines[0]]
    typed = ["2", lines[0], "120 1 3", lines[1]]
    text = drill(SIDE_POTS, "".join(f"{line}\n" for line in typed))
    assert "Pot 2 (amount: seats):   ! pot 2: type the amount, a colon, then the seats" in text
    assert text.count("Pot 1 (amount: seats): ") == 1 and text.count("Pot 2 (amount: seats): ") == 2


def test_the_number_of_pots_in_words_is_refused_as_a_count_not_as_chips() -> None:
    text = drill(SIDE_POTS, "two\n")
    assert "  ! type the number of pots in digits, for example 2 (not 'two')\n" in text
    assert "number of chips" not in text


def test_export_names_the_pack_and_defaults_to_the_folder_s_name(tmp_path: Path) -> None:
    named, unnamed = tmp_path / "monday", tmp_path / "class-3"
    parser = argparse.ArgumentParser()
    drill_cli.add_arguments(parser)
    out = io.StringIO()
    for argv in (["--export", str(named), "--count", "2", "--seed", "5", "--name", "Monday, table 2"],
                 ["--export", str(unnamed), "--count", "1", "--seed", "5"]):
        assert drill_cli.run(parser.parse_args(argv), io.StringIO(), out) == 0
    assert json.loads((named / "pack.json").read_text())["name"] == "Monday, table 2"
    assert import_pack(named).name == "Monday, table 2" and import_pack(unnamed).name == "class-3"
    assert out.getvalue() == (f"Wrote 2 questions (5 files) to {named} (pack 'Monday, table 2', seed 5).\n"
                              f"Wrote 1 question (3 files) to {unnamed} (pack 'class-3', seed 5).\n")


def test_export_into_a_folder_holding_an_older_pack_is_refused_and_leaves_it_whole(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "class"
    assert main(["drill", "--export", str(folder), "--count", "3", "--seed", "1"]) == 0
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    capsys.readouterr()
    assert main(["drill", "--export", str(folder), "--count", "1", "--seed", "2"]) == 2
    assert capsys.readouterr().err == (f"dealerdesk: {folder} already holds a drill pack (7 files): it is left as it "
                                       "is; export into a new or empty folder, or delete that pack first\n")
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before
    assert len(import_pack(folder).questions) == 3


@pytest.mark.parametrize(("make", "message"), [
    (lambda p: (p.mkdir(), (p / "notes.txt").write_text("x")), "{p} is not empty (notes.txt): export into a new or "
                                                               "empty folder"),
    (lambda p: p.write_text("x"), "{p} is a file, not a folder: give --export a new or empty folder"),
])
def test_export_into_anything_but_a_new_or_empty_folder_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], make: object, message: str) -> None:
    target = tmp_path / "target"
    make(target)  # type: ignore[operator]
    assert main(["drill", "--export", str(target), "--count", "1"]) == 2
    assert capsys.readouterr().err == f"dealerdesk: {message.format(p=target)}\n"


def test_export_into_an_empty_folder_is_fine(tmp_path: Path) -> None:
    assert main(["drill", "--export", str(tmp_path), "--count", "1", "--seed", "1"]) == 0
    assert import_pack(tmp_path).name == tmp_path.name


@pytest.mark.parametrize(("argv", "message"), [
    (["--name", "x"], "--name names the pack that --export writes: give --export DIR too"),
    (["--export", "{tmp}/p", "--name", "  "], "--name must be 1 to 200 characters"),
    (["--export", "{tmp}/p", "--name", "n" * 201], "--name must be 1 to 200 characters"),
])
def test_bad_names_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
                               message: str) -> None:
    assert main(["drill", *(a.format(tmp=tmp_path) for a in argv)]) == 2
    assert capsys.readouterr().err == f"dealerdesk: {message}\n"
    assert not (tmp_path / "p").exists()
