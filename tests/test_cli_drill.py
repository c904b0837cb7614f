"""``dealerdesk drill`` as a newcomer meets it: a pot line without its colon is refused at once, a count of pots
typed in words is refused as a count, and ``--export`` never writes over an older pack and names the pack; and
as a trainee reads it: lines wrapped to the terminal, the verdict kept until Enter at a terminal, parts counted
as asked, the results by skill with the questions to review, and Ctrl-C ending with those results (status 130)."""

from __future__ import annotations

import argparse
import io
import json
import random
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealerdesk import drill_cli, drill_screen
from dealerdesk.cli import main
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import import_pack
from tests.limits import HANG_SECONDS


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


# -- reading like the window ---------------------------------------------------------------------------------


def dealt(kind: Kind, difficulty: int, seed: int) -> Question:
    """The first question ``drill --kind KIND --difficulty D --seed S`` asks."""
    return generate(Request(kind, difficulty), random.Random(seed), key=f"drill:{seed}:1")


def seed_for(kind: Kind, difficulty: int, wanted: Callable[[Question], bool]) -> tuple[int, Question]:
    """The first seed whose first question of the kind is as wanted, and that question."""
    for seed in range(1, 200):
        question = dealt(kind, difficulty, seed)
        if wanted(question):
            return seed, question
    raise AssertionError(f"no {kind} question as wanted")


def asked(argv: list[str], typed: str, **options: Any) -> tuple[int, str]:
    """``run``'s status and output, with the options given to ``run`` (width, interactive, clock)."""
    parser = argparse.ArgumentParser()
    drill_cli.add_arguments(parser)
    out = io.StringIO()
    status = drill_cli.run(parser.parse_args(argv), io.StringIO(typed), out, **options)
    return status, out.getvalue()


POT_LIMIT_3 = ["--kind", "pot-limit", "--difficulty", "3", "--count", "1", "--seed", "7"]
"""A question with long lines: a full table, a long explanation."""


def test_every_line_is_wrapped_to_the_width_and_no_word_is_cut() -> None:
    _, wide = asked(POT_LIMIT_3, "1300\n", width=1000)
    _, narrow = asked(POT_LIMIT_3, "1300\n", width=40)
    assert max(map(len, wide.splitlines())) > 80  # there is something to wrap
    assert max(map(len, narrow.splitlines())) <= 40
    assert narrow.split() == wide.split()  # the same words in the same order: none is cut
    # A step that runs over stays one step: its next line hangs under the step's text, not under the dot.
    steps = [line for line in narrow.splitlines() if line.startswith("  · ")]
    assert steps and all(line.startswith(("  · ", "    ")) for line in narrow.split("Mistake:")[1].splitlines()[1:7])


def test_a_word_longer_than_the_line_is_kept_whole_and_hyphens_do_not_break() -> None:
    lines = drill_screen.wrapped("the pot-limit rule applies to " + "x" * 30, 20, "  · ", "    ")
    assert lines == ["  · the pot-limit", "    rule applies to", "    " + "x" * 30]


def test_the_terminal_width_is_never_narrower_than_a_readable_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "5")
    assert drill_screen.terminal_width() == drill_screen.NARROWEST
    monkeypatch.setenv("COLUMNS", "132")
    assert drill_screen.terminal_width() == 132


def test_at_a_terminal_the_verdict_stays_until_enter() -> None:
    argv = ["--kind", "pot-limit", "--difficulty", "3", "--count", "2", "--seed", "7"]
    # Only the first answer, then the end of input: the drill waits at the verdict, and asks nothing more.
    _, waiting = asked(argv, "1300\n", interactive=True)
    assert waiting.count("Press Enter for the next question ") == 1 and "Question 2 of 2" not in waiting
    assert waiting.index("· A pot raise adds") < waiting.index("Press Enter for the next question \n(end of input)")
    # With Enter typed the next question comes, and the last verdict waits for the results.
    _, entered = asked(argv, "1300\n\n1\n\n", interactive=True)
    assert "Question 2 of 2" in entered and "Press Enter for the results \nBy skill:" in entered


def test_piped_answers_are_not_waited_for() -> None:
    argv = ["--kind", "pot-limit", "--difficulty", "3", "--count", "2", "--seed", "7"]
    _, text = asked(argv, "1300\n1\n")
    assert "Press Enter" not in text and "In all: 0 of 2 right." in text


class Terminal(io.StringIO):
    """A buffer that says it is a terminal."""

    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("stdin_is_terminal", "out_is_terminal"), [(True, True), (True, False), (False, True)])
def test_the_drill_waits_only_when_both_ends_are_terminals(stdin_is_terminal: bool, out_is_terminal: bool) -> None:
    parser = argparse.ArgumentParser()
    drill_cli.add_arguments(parser)
    stdin = (Terminal if stdin_is_terminal else io.StringIO)("1300\n")
    out = Terminal() if out_is_terminal else io.StringIO()
    drill_cli.run(parser.parse_args(POT_LIMIT_3), stdin, out, width=80)
    assert ("Press Enter" in out.getvalue()) == (stdin_is_terminal and out_is_terminal)


def test_a_one_part_answer_wrong_shows_no_share_of_parts() -> None:
    _, text = asked(POT_LIMIT_3, "1300\n")
    assert "\nNot quite.\n  ✗ Raise to: 1375 (you said 1300)\n" in text and "%" not in text


def test_a_many_part_answer_says_how_many_parts_were_right() -> None:
    question = dealt(Kind.POT_LIMIT, 1, 3)
    assert set(question.answer) >= {"pot_total", "max_raise_to"}
    _, text = asked(["--kind", "pot-limit", "--count", "1", "--seed", "3"],
                    f"{question.answer['pot_total']}\n{question.answer['max_raise_to'] + 5}\n")
    assert "\nNot quite (1 of 2 parts right).\n" in text


def test_a_showdown_order_gets_no_credit_for_a_face_up_choice_never_typed() -> None:
    seed, question = seed_for(Kind.SHOWDOWN_ORDER, 1, lambda q: not q.answer["all_in_showdown"])
    order = [question.seat_of(p) for p in question.answer["showdown_order"]]
    wrong = " ".join(str(seat) for seat in reversed(order))
    _, text = asked(["--kind", "showdown-order", "--count", "1", "--seed", str(seed)], f"{wrong}\n")
    assert "All hands face up" not in text.split("(answered in")[1]
    assert "\nNot quite (0 of 2 parts right).\n" in text
    verdict = grade(question, {"all_in_showdown": False, "showdown_order": question.answer["showdown_order"][::-1]})
    assert [part.name for part in verdict.parts] == ["Shows first", "Order"] and verdict.score == 0


def test_a_showdown_order_given_for_hands_all_face_up_shows_the_order_given() -> None:
    seed, question = seed_for(Kind.SHOWDOWN_ORDER, 1, lambda q: q.answer["all_in_showdown"])
    seats = [question.seat_of(p) for p in question.answer["showdown_order"]]
    _, text = asked(["--kind", "showdown-order", "--count", "1", "--seed", str(seed)],
                    " ".join(map(str, seats)) + "\n")
    assert f"  ✗ All hands face up: yes (you said {', '.join(map(str, seats))})\n" in text
    _, right = asked(["--kind", "showdown-order", "--count", "1", "--seed", str(seed)], "all\n")
    assert "  ✓ All hands face up: yes\n" in right


def test_the_opening_bet_is_asked_as_the_minimum_bet() -> None:
    seed, question = seed_for(Kind.MIN_RAISE, 1, lambda q: q.hand.current_bet == 0 and q.answer["min_raise_to"])
    _, text = asked(["--kind", "min-raise", "--count", "1", "--seed", str(seed)], "1\n")
    assert "Minimum bet (or none): " in text and f"  ✗ Minimum bet: {question.answer['min_raise_to']} " in text
    (field,) = kind_of(Kind.MIN_RAISE).inputs(question)  # what the window labels its box
    assert field.shown_label() == "Minimum bet"
    _, raised = seed_for(Kind.MIN_RAISE, 1, lambda q: q.hand.current_bet > 0)
    assert kind_of(Kind.MIN_RAISE).inputs(raised)[0].shown_label() == "Minimum raise to"


def test_the_drill_ends_with_each_skill_and_the_questions_to_review() -> None:
    argv = ["--kind", "pot-limit", "--kind", "min-raise", "--difficulty", "2", "--count", "3", "--seed", "5"]
    parser = argparse.ArgumentParser()
    drill_cli.add_arguments(parser)
    rng = random.Random(5)
    questions = [generate(Request(kind, 2), rng, key=f"drill:5:{n}")
                 for n, kind in enumerate([Kind.POT_LIMIT, Kind.MIN_RAISE, Kind.POT_LIMIT], start=1)]
    first, second, third = questions
    typed = [first.answer["max_raise_to"], 1, third.answer["max_raise_to"] + 1]
    _, text = asked(argv, "".join(f"{t}\n" for t in typed), width=100)
    missed = second.answer["min_raise_to"]
    part = "Minimum bet" if second.hand.current_bet == 0 else "Minimum raise to"
    assert text.endswith(
        "\nBy skill:\n"
        "  Pot-limit maximum  1 of 2\n"
        "  Minimum raise      0 of 1\n"
        "To review:\n"
        f"  Question 2, Minimum raise — {part}: {'none' if missed is None else missed}\n"
        f"  Question 3, Pot-limit maximum — Raise to: {third.answer['max_raise_to']}\n"
        "In all: 1 of 3 right.\n")


class Interrupting(io.StringIO):
    """Input whose second line is never typed: Ctrl-C comes instead."""

    def __init__(self, first: str) -> None:
        super().__init__(first)
        self.lines = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        self.lines += 1
        if self.lines > 1:
            raise KeyboardInterrupt
        return super().readline()


def test_ctrl_c_shows_the_results_so_far_and_exits_130() -> None:
    parser = argparse.ArgumentParser()
    drill_cli.add_arguments(parser)
    out = io.StringIO()
    argv = ["--kind", "pot-limit", "--difficulty", "3", "--count", "3", "--seed", "7"]
    assert drill_cli.run(parser.parse_args(argv), Interrupting("1375\n"), out) == 130
    text = out.getvalue()
    assert "Question 2 of 3" in text and text.endswith("\n(stopped)\n\nBy skill:\n  Pot-limit maximum  1 of 1\n"
                                                       "In all: 1 of 1 right.\n")


INTERRUPTED = """\
import signal
import sys

signal.signal(signal.SIGINT, signal.default_int_handler)
from dealerdesk import cli


class Announcing:
    def __init__(self, stream):
        self.stream, self.lines = stream, 0

    def readline(self):
        self.lines += 1
        if self.lines == 2:
            print("waiting", file=sys.stderr, flush=True)
        return self.stream.readline()

    def isatty(self):
        return False


sys.stdin = Announcing(sys.stdin)
sys.exit(cli.main(["drill", "--kind", "pot-limit", "--difficulty", "3", "--count", "3", "--seed", "7"]))
"""
"""A drill that says "waiting" on stderr once it waits for the second answer. SIGINT gets its default handler: a
test run from a background job starts with it ignored, and so would the child."""


def test_a_real_ctrl_c_shows_the_results_so_far_and_exits_130() -> None:
    process = subprocess.Popen([sys.executable, "-c", INTERRUPTED], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdin is not None and process.stderr is not None
        process.stdin.write("1375\n")
        process.stdin.flush()
        assert process.stderr.readline() == "waiting\n"
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=HANG_SECONDS)
    finally:  # a failure leaves no process behind
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 130 and err == "" and "Traceback" not in out
    assert out.endswith("\n(stopped)\n\nBy skill:\n  Pot-limit maximum  1 of 1\nIn all: 1 of 1 right.\n")


def right_lines(question: Question) -> list[str]:
    """The right answer as the terminal asks for it, a line per input (none of these kinds asks for pots)."""
    kind = kind_of(question.kind)
    texts = kind.texts(question, kind.answer_from(kind.right_answer(question)))
    return [texts[field.key] for field in kind.inputs(question)]


@pytest.mark.parametrize(("kind", "refused"), [(Kind.WHOSE_ACTION, lambda q: ["1 2"]),
                                               (Kind.CHIPS, lambda q: ["0"] * len(right_lines(q)))])
def test_an_answer_refused_as_a_whole_is_said_and_asked_again(kind: Kind,
                                                              refused: Callable[[Question], list[str]]) -> None:
    """Lines each readable on their own can make an answer refused as a whole (two seats for one action, no chip
    of any colour): the reason is said and the question's inputs asked again — never a traceback."""
    rng = random.Random(f"whole-{kind}")
    asked = 0
    for number in range(40):
        question = generate(Request(kind, 1 + number % 4), rng, key=f"whole-{kind}-{number}")
        if kind is Kind.CHIPS and len(kind_of(kind).inputs(question)) < 2:
            continue  # a count or a change is one number; only the colour-up's chips are read together
        lines = iter([*refused(question), *right_lines(question)])
        out = io.StringIO()
        answer = drill_cli.read_answer(question, lines.__next__, out, width=80)
        assert "! " in out.getvalue(), out.getvalue()
        assert grade(question, answer).correct
        asked += 1
    assert asked >= 5
