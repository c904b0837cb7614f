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
from dealerdesk.rules.chips import DEFAULT, use_chip_set
from dealerdesk.rules.game import Game
from dealerdesk.trainer import answers
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.kinds.base import Answer
from dealerdesk.trainer.kinds.inputs import Input, OrderInput, PotsInput
from dealerdesk.trainer.packs import PackError, export_pack, import_pack, make_pack
from dealerdesk.trainer.practice import OUT_OF_TIME, grade_timed
from dealerdesk.trainer.prompts import describe
from dealerdesk.trainer.question import Question

GAMES = {game.value: game for game in Game}
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


def _pot_line(question: Question, pots: PotsInput, before: list[str]) -> Callable[[str], str]:
    """A check of one typed pot line ("amount: seats"), numbered after the lines ``before`` it."""
    def check(text: str) -> str:
        pots.read(question, "\n".join([*before, text]), named=False)
        return text
    return check


def _checked(question: Question, field: Input) -> Callable[[str], str]:
    """A check of one input's text, which is kept as typed."""
    def check(text: str) -> str:
        field.read(question, text, named=False)
        return text
    return check


def read_answer(question: Question, read: Callable[[], str], out: TextIO) -> dict[str, Any]:
    """Ask for each input of the question's kind, a line each (the pots: how many, then a line per pot); each
    line is checked as it is typed, and only a wrong one is asked again. The answer in its stored form."""
    kind = kind_of(question.kind)
    texts: dict[str, str] = {}
    for field in kind.inputs(question):
        if isinstance(field, PotsInput):
            count = _until_valid(field.count_prompt, read, out, _pot_count)
            lines: list[str] = []
            for n in range(count):
                lines.append(_until_valid(field.line_prompt.format(number=n + 1), read, out,
                                          _pot_line(question, field, lines)))
            texts[field.key] = "\n".join(lines)
        elif isinstance(field, OrderInput):
            text = _until_valid(field.prompt, read, out, _checked(question, field))
            face_up = field.read(question, text) is None
            texts[field.face_up_key] = "yes" if face_up else ""
            texts[field.key] = "" if face_up else text
        else:
            texts[field.key] = _until_valid(field.prompt, read, out, _checked(question, field))
    answer: Answer = kind.parse(question, texts)
    return answer.to_dict()


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
    use_chip_set(getattr(args, "chip_set", DEFAULT))
    rng = random.Random(args.seed)
    game = GAMES[args.game] if args.game else None
    for number in range(args.count):
        kind = kinds[number % len(kinds)] if args.seed is not None else rng.choice(kinds)
        yield generate(Request(kind, args.difficulty, kind_of(kind).game_for(game), getattr(args, "rake", "")), rng,
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
                             game=GAMES[args.game] if args.game else None, rake=getattr(args, "rake", ""))
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
            kind = kind_of(question.kind)
            out.write(f"\nQuestion {number} of {total} — {kind.title()} (target {kind.target_seconds:g} s)\n")
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
