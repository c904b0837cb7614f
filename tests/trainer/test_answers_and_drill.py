"""Typed answers are read or refused with a reason; the terminal drill asks, grades and explains; drill packs
go out and come back identical, and damaged packs are refused."""

from __future__ import annotations

import argparse
import io
import json
import random
import shutil
from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.drill_cli import add_arguments, run
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import PackError, export_pack, import_pack, make_pack
from tests.solved import solve


def question(kind: Kind = Kind.SIDE_POTS, difficulty: int = 2) -> Question:
    return generate(Request(kind, difficulty), random.Random(5))


def test_amounts() -> None:
    assert answers.amount(" 1,200 ") == 1200
    assert answers.optional_amount("none") is None
    for bad, message in [("12x", "'12x' is not a number of chips"), ("", "type the amount as a number"),
                         ("-5", "'-5' is not a number"), ("1.5", "'1.5' is not a whole number")]:
        with pytest.raises(answers.AnswerError, match=message):
            answers.amount(bad)


def test_seats_and_seat_amounts() -> None:
    q = question()
    seats = q.seats
    assert answers.seats(q, f"{seats[1]} seat{seats[0]}") == ["p2", "p1"]
    assert answers.seat_amounts(q, f"{seats[0]}: 100, {seats[1]}: 50") == {"p1": 100, "p2": 50}
    empty = next(n for n in range(1, 11) if n not in seats)
    with pytest.raises(answers.AnswerError, match=f"nobody in this hand sits in seat {empty}"):
        answers.seats(q, str(empty))
    with pytest.raises(answers.AnswerError, match="named twice"):
        answers.seats(q, f"{seats[0]} {seats[0]}")
    with pytest.raises(answers.AnswerError, match="is not 'seat: chips'"):
        answers.seat_amounts(q, "lots")
    with pytest.raises(answers.AnswerError, match="'abc' is not a seat number"):
        answers.seats(q, "abc")


def test_hand_names() -> None:
    assert answers.hand_name(" full   HOUSE ") == "Full house"
    assert answers.hand_name("two pairs") == "Two pair"
    with pytest.raises(answers.AnswerError, match="is not a hand name"):
        answers.hand_name("monster")


def drill(argv: list[str], typed: str) -> str:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    out = io.StringIO()
    assert run(parser.parse_args(argv), io.StringIO(typed), out) == 0
    return out.getvalue()


def test_drill_grades_a_right_answer_and_explains() -> None:
    q = generate(Request(Kind.POT_LIMIT, 2), random.Random(9), key="drill:9:1")
    # The drill deals the same question from the same seed (one kind, cycling).
    text = drill(["--kind", "pot-limit", "--difficulty", "2", "--count", "1", "--seed", "9"],
                 f"{q.answer['max_raise_to']}\n")
    assert "Right!" in text and "1 of 1 right." in text and "raise to" in text


def test_drill_names_the_mistake_and_re_asks_after_nonsense() -> None:
    q = generate(Request(Kind.POT_LIMIT, 2), random.Random(9))
    hand = q.hand
    wrong = hand.current_bet + hand.pot_total  # the call left out
    text = drill(["--kind", "pot-limit", "--difficulty", "2", "--count", "1", "--seed", "9"], f"lots\n{wrong}\n")
    assert "! 'lots' is not a number of chips" in text
    assert wrong != q.answer["max_raise_to"]
    assert "Mistake: the call left out of the pot." in text and "0 of 1 right." in text


def test_drill_end_of_input_is_not_an_error() -> None:
    text = drill(["--count", "3", "--seed", "1"], "")
    assert "(end of input)" in text and "0 of 0 right." in text


def test_drill_export_and_pack(tmp_path: Path) -> None:
    folder = tmp_path / "pack"
    status = main(["drill", "--export", str(folder), "--count", "6", "--seed", "4", "--difficulty", "3"])
    assert status == 0
    files = sorted(p.name for p in folder.iterdir())
    assert files[:2] == ["001.json", "001.phh"] and "pack.json" in files and len(files) == 13
    data = json.loads((folder / "001.json").read_text())
    assert set(data) >= {"kind", "prompt", "answer", "explanation"}
    pack = import_pack(folder)
    assert len(pack.questions) == 6
    for q in pack.questions:
        solved = solve(q.hand)
        assert {k: solved[k] for k in q.answer} == q.answer


def test_pack_round_trip_same_questions(tmp_path: Path) -> None:
    pack = make_pack("class 3", 77, list(Kind), 12, difficulty=2)
    export_pack(pack, tmp_path)
    again = import_pack(tmp_path)
    assert [q.phh_text() for q in again.questions] == [q.phh_text() for q in pack.questions]
    assert [q.answer for q in again.questions] == [q.answer for q in pack.questions]
    assert again.name == "class 3" and again.seed == 77
    assert [q.phh_text() for q in make_pack("class 3", 77, list(Kind), 12, difficulty=2).questions] == [
        q.phh_text() for q in pack.questions]


def test_damaged_packs_are_refused(tmp_path: Path) -> None:
    pack = make_pack("p", 5, [Kind.SIDE_POTS], 2, difficulty=2)
    export_pack(pack, tmp_path / "good")
    edited = tmp_path / "edited"
    shutil.copytree(tmp_path / "good", edited)
    data = json.loads((edited / "002.json").read_text())
    data["answer"]["pots"][0]["amount"] += 1
    (edited / "002.json").write_text(json.dumps(data))
    with pytest.raises(PackError, match=r"002\.json: the stored answer does not match the hand"):
        import_pack(edited)
    missing = tmp_path / "missing"
    shutil.copytree(tmp_path / "good", missing)
    (missing / "001.phh").unlink()
    with pytest.raises(PackError, match="001: missing from the pack"):
        import_pack(missing)
    with pytest.raises(PackError, match="cannot read the pack"):
        import_pack(tmp_path / "nowhere")
    garbled = tmp_path / "garbled"
    shutil.copytree(tmp_path / "good", garbled)
    (garbled / "001.phh").write_text("variant = 'NT'\nnonsense")
    with pytest.raises(PackError, match="001"):
        import_pack(garbled)


def test_drill_bad_pack_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["drill", "--pack", str(tmp_path / "none")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealerdesk: ") and err.count("\n") == 1
