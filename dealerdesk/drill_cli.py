"""``dealerdesk drill``: trainer questions in the terminal, graded and explained; drill packs out and in.

Reads answers line by line from standard input, so it works at a terminal and from a script. A typing
mistake (a word where a number belongs, a seat nobody sits in) is explained and asked again; the end of
input ends the drill with its summary. With ``--seconds N`` each question is timed as in the app's timed
sessions: an answer given after N seconds is graded as missed ("out of time"), and the drill says so.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

from dealerdesk.drill_arguments import add_arguments
from dealerdesk.number_input import NumberError, parse_whole_number, shown
from dealerdesk.rules.game import Game
from dealerdesk.trainer import answers
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.packs import PackError, export_pack, import_pack, make_pack
from dealerdesk.trainer.practice import OUT_OF_TIME, grade_timed
from dealerdesk.trainer.prompts import describe
from dealerdesk.trainer.question import Question

GAMES = {"holdem": Game.HOLDEM, "omaha": Game.OMAHA, "omaha8": Game.OMAHA_HILO}
"""The ``--game`` names and the games they choose."""

__all__ = ["GAMES", "EndOfInput", "add_arguments", "read_answer", "run", "show_verdict"]

class EndOfInput(Exception):
    """Standard input ran out: the drill stops."""


def _ask(prompt: str, read: Callable[[], str], out: TextIO) -> str:
    out.write(prompt)
    out.flush()
    line = read()
    if line == "":
        raise EndOfInput
    return line.rstrip("\n")


def _until_valid(prompt: str, read: Callable[[], str], out: TextIO, parse: Callable[[str], Any]) -> Any:
    while True:
        text = _ask(prompt, read, out)
        try:
            return parse(text)
        except answers.AnswerError as error:
            out.write(f"  ! {error}\n")


MAX_POTS = 10
"""The most pots a hand can make (a main pot and a side pot per all-in of a ten-seat table, less one)."""


def _pot_count(text: str) -> int:
    """How many pots the trainee will type: 1 to :data:`MAX_POTS` (a typo of 5,000 is not 5,000 prompts)."""
    count = _pots_typed(text)
    if not 1 <= count <= MAX_POTS:
        raise answers.AnswerError(f"the number of pots is 1 to {MAX_POTS}, not {count}")
    return count


def _pots_typed(text: str) -> int:
    """The number of pots as typed (a count, not chips: "two" is refused as such)."""
    try:
        return parse_whole_number(text)
    except NumberError:
        raise answers.AnswerError(f"type the number of pots in digits, for example 2 (not {shown(text)})") from None


def _pot_line(question: Question, before: list[str]) -> Callable[[str], str]:
    """A check of one typed pot line ("amount: seats"), numbered after the lines ``before`` it."""
    def check(text: str) -> str:
        answers.pots(question, [*before, text])
        return text
    return check


def read_answer(question: Question, read: Callable[[], str], out: TextIO) -> dict[str, Any]:
    """Ask for each part of the answer the question's kind needs."""
    kind = question.kind
    result: dict[str, Any] = {}
    if kind is Kind.POT_LIMIT:
        if "pot_total" in question.answer:
            result["pot_total"] = _until_valid("Pot: ", read, out, answers.amount)
        result["max_raise_to"] = _until_valid("Raise to: ", read, out, answers.amount)
    elif kind is Kind.MIN_RAISE:
        result["min_raise_to"] = _until_valid("Minimum raise to (or none): ", read, out, answers.optional_amount)
    elif kind is Kind.SIDE_POTS:
        count = _until_valid("How many pots? ", read, out, _pot_count)
        lines: list[str] = []
        for n in range(count):  # each line is checked as it is typed, and only a wrong one is asked again
            lines.append(_until_valid(f"Pot {n + 1} (amount: seats): ", read, out, _pot_line(question, lines)))
        result["pots"] = answers.pots(question, lines)
        result["returned"] = _until_valid("Chips returned (seat: chips, or none): ", read, out,
                                          lambda t: answers.seat_amounts(question, t))
    elif kind is Kind.SHOWDOWN_ORDER:
        text = _until_valid("Seats in showdown order, or 'all' if every hand is turned up at once: ", read, out,
                            lambda t: "all" if t.strip().lower() in ("all", "all up", "face up") else
                            answers.seats(question, t))
        result["all_in_showdown"] = text == "all"
        result["showdown_order"] = [] if text == "all" else text
        if "killed" in question.answer:
            result["killed"] = _until_valid("Hands the dealer kills (seats, or none): ", read, out,
                                            lambda t: answers.seats(question, t, allow_empty=True))
    elif kind is Kind.HI_LO_SPLIT:
        awards = []
        for index, _pot in enumerate(question.hand.pots()[0]):
            name = "main pot" if index == 0 else f"side pot {index}"
            shares = _until_valid(f"Chips from the {name} (seat: chips, …): ", read, out,
                                  lambda t: answers.seat_amounts(question, t))
            awards += [{"pot": index, "player": p, "amount": n} for p, n in shares.items()]
        result["awards"] = awards
    else:
        result["high"] = _until_valid("Main pot, high winner seat(s): ", read, out,
                                      lambda t: answers.seats(question, t))
        if question.hand.variant.game.is_hilo:
            result["low"] = _until_valid("Low winner seat(s), or none: ", read, out,
                                         lambda t: answers.seats(question, t, allow_empty=True))
        result["hand"] = _until_valid("The winning high hand (e.g. full house): ", read, out, answers.hand_name)
    return result


def show_verdict(verdict: Verdict, out: TextIO) -> None:
    """Print each part, the named mistake and the worked explanation."""
    if verdict.cause == OUT_OF_TIME:
        out.write("Time is up: counted as missed.\n")
    else:
        out.write("Right!\n" if verdict.correct else f"Not quite ({verdict.score:.0%} of the parts right).\n")
    for part in verdict.parts:
        mark = "✓" if part.correct else "✗"
        detail = "" if part.correct else f" (you said {part.given})"
        out.write(f"  {mark} {part.name}: {part.expected}{detail}\n")
    if verdict.cause:
        out.write(f"  Mistake: {verdict.cause}.\n")
    for line in verdict.explanation:
        out.write(f"  · {line}\n")


MAX_COUNT = 1000
"""The most questions one ``drill`` asks or exports."""
MAX_MESSAGE = 300
"""The longest refusal printed: a pack's path or content quoted in full could fill the terminal."""


def _refuse(message: str) -> int:
    """Print a refusal as one line of readable length on stderr; the exit status 2."""
    line = " ".join(message.split())
    sys.stderr.write(f"dealerdesk: {line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 3] + '...'}\n")
    return 2


MAX_NAME = 200
"""The longest pack name (what reading a pack accepts)."""


def _export_problem(args: argparse.Namespace) -> str | None:
    """Why ``--export``/``--name`` cannot be done as given, before any question is dealt; None when they can.

    An existing folder must be empty: a pack written over an older one would leave the older pack's extra
    question files behind, so such a folder is refused (nothing in it is removed) and the refusal says what is
    there."""
    name = getattr(args, "name", None)
    if name is not None and not args.export:
        return "--name names the pack that --export writes: give --export DIR too"
    if name is not None and not (name.strip() and len(name) <= MAX_NAME):
        return f"--name must be 1 to {MAX_NAME} characters"
    if not args.export:
        return None
    target = Path(args.export)
    if target.exists() and not target.is_dir():
        return f"{args.export} is a file, not a folder: give --export a new or empty folder"
    try:
        held = sorted(entry.name for entry in target.iterdir()) if target.is_dir() else []
    except OSError as error:
        return f"{args.export}: cannot read the folder: {error.strerror or error}"
    if (target / "pack.json").exists():
        return (f"{args.export} already holds a drill pack ({len(held)} files): it is left as it is; export into "
                "a new or empty folder, or delete that pack first")
    if held:
        return (f"{args.export} is not empty ({', '.join(held[:3])}{', ...' if len(held) > 3 else ''}): export "
                "into a new or empty folder")
    return None


def _questions(args: argparse.Namespace) -> Iterator[Question]:
    """The drill's questions, each dealt only when it is asked (the first comes at once, whatever the count)."""
    kinds = [Kind(k) for k in args.kind] if args.kind else list(Kind)
    rng = random.Random(args.seed)
    game = GAMES[args.game] if args.game else None
    for number in range(args.count):
        kind = kinds[number % len(kinds)] if args.seed is not None else rng.choice(kinds)
        yield generate(Request(kind, args.difficulty, None if kind is Kind.HI_LO_SPLIT else game), rng,
                       key=f"drill:{args.seed}:{number + 1}")


def run(args: argparse.Namespace, stdin: TextIO = sys.stdin, out: TextIO = sys.stdout,
        clock: Callable[[], float] = time.monotonic) -> int:
    """Run the drill; returns the exit status. ``clock`` gives seconds (a parameter so tests need not wait)."""
    if not 1 <= args.count <= MAX_COUNT:
        return _refuse(f"--count must be from 1 to {MAX_COUNT}")
    if args.pack and args.export:
        return _refuse("--pack asks the questions of a pack and --export writes a new one: give one of them")
    problem = _export_problem(args)
    if problem is not None:
        return _refuse(problem)
    limit = getattr(args, "seconds", None)
    if limit is not None and not limit > 0:
        sys.stderr.write("dealerdesk: --seconds must be more than 0\n")
        return 2
    try:
        if args.export:
            kinds = [Kind(k) for k in args.kind] if args.kind else list(Kind)
            seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
            name = getattr(args, "name", None) or Path(args.export).resolve().name or "drill"
            pack = make_pack(name, seed, kinds, args.count, difficulty=args.difficulty,
                             game=GAMES[args.game] if args.game else None)
            files = export_pack(pack, args.export)
            count = len(pack.questions)
            out.write(f"Wrote {count} question{'' if count == 1 else 's'} ({len(files)} files) to {args.export} "
                      f"(pack {name!r}, seed {seed}).\n")
            return 0
        if args.pack:
            pack = import_pack(args.pack)  # checked whole before the first question
            questions: Iterator[Question] = iter(pack.questions)
            total = len(pack.questions)
        else:
            questions, total = _questions(args), args.count
    except PackError as error:
        return _refuse(str(error))
    right = asked = 0
    try:
        for number, question in enumerate(questions, start=1):
            out.write(f"\nQuestion {number} of {total} — {question.kind.label}\n")
            for line in describe(question):
                out.write(f"  {line}\n")
            out.write(f"{question.prompt}\n")
            if limit is not None:
                out.write(f"(you have {limit:g} s)\n")
            started = clock()
            answer = read_answer(question, stdin.readline, out)
            seconds = clock() - started
            verdict = grade_timed(question, answer, seconds, limit)
            out.write(f"(answered in {seconds:.1f} s" + (f" of {limit:g} s)\n" if limit is not None else ")\n"))
            show_verdict(verdict, out)
            asked += 1
            right += verdict.correct
    except EndOfInput:
        out.write("\n(end of input)\n")
    except KeyboardInterrupt:
        out.write("\n(stopped)\n")
    out.write(f"\n{right} of {asked} right.\n")
    return 0
