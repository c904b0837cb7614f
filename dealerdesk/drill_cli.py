"""``dealerdesk drill``: trainer questions in the terminal, graded and explained; drill packs out and in.

Reads answers line by line from standard input, so it works at a terminal and from a script. A typing
mistake (a word where a number belongs, a seat nobody sits in) is explained and asked again; the end of
input ends the drill with its summary, and so does Ctrl-C (with the shell's status for it, 130). With
``--seconds N`` each question is timed as in the app's timed sessions: an answer given after N seconds is graded
as missed ("out of time"), and the drill says so; without it a right answer slower than the kind's speed target
is still right, and the drill says by how much.

It reads like the window's trainer: lines wrapped to the terminal, each verdict left on the screen until Enter
when a person sits at a terminal (piped answers are not waited for), and at the end each skill's score and the
questions to review. An option the drill would not use (``--rake`` with no rake questions, ``--kind`` with a
pack) is refused rather than silently ignored.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from dealerdesk.drill_arguments import DEFAULT_COUNT, DEFAULT_DIFFICULTY, add_arguments
from dealerdesk.drill_screen import Screen, Tally, terminal_width
from dealerdesk.number_input import NumberError, parse_whole_number, shown
from dealerdesk.rules.chips import DEFAULT, use_chip_set
from dealerdesk.rules.game import Game
from dealerdesk.rules.rake import DEFAULT_PRESET
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds.base import Answer, QuestionKind
from dealerdesk.trainer.kinds.inputs import Input, OrderInput, PotsInput
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import PackError, export_pack, import_pack, make_pack
from dealerdesk.trainer.practice import OUT_OF_TIME, grade_timed
from dealerdesk.trainer.prompts import describe

GAMES = {game.value: game for game in Game}
"""The ``--game`` names and the games they choose."""

__all__ = ["GAMES", "EndOfInput", "add_arguments", "read_answer", "run", "show_verdict"]

class EndOfInput(Exception):
    """Standard input ran out: the drill stops."""


def _ask(prompt: str, read: Callable[[], str], screen: Screen) -> str:
    """Ask and read one line (without its newline); :class:`EndOfInput` when the input has run out."""
    screen.prompt(prompt)
    line = read()
    if line == "":
        raise EndOfInput
    return line.rstrip("\n")


def _until_valid(prompt: str, read: Callable[[], str], screen: Screen, parse: Callable[[str], Any]) -> Any:
    """Ask until a line parses; each refusal is said before the question comes again."""
    while True:
        text = _ask(prompt, read, screen)
        try:
            return parse(text)
        except answers.AnswerError as error:
            screen.line(f"! {error}", "  ", "    ")


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


def read_answer(question: Question, read: Callable[[], str], out: TextIO, width: int | None = None) -> dict[str, Any]:
    """Ask for each input of the question's kind, a line each (the pots: how many, then a line per pot); each
    line is checked as it is typed, and only a wrong one is asked again. The answer in its stored form.
    ``width``: the columns the questions are wrapped to (None: the terminal's)."""
    screen = Screen(out, terminal_width() if width is None else width)
    kind = kind_of(question.kind)
    while True:
        texts = _read_fields(question, read, screen)
        try:
            answer: Answer = kind.parse(question, texts)
        except answers.AnswerError as error:
            # Every line was readable on its own, but not the answer they make together ("none" of every colour,
            # two seats for one action): said, and the question's inputs asked again.
            screen.line(f"! {error}", "  ", "    ")
            continue
        return answer.to_dict()


def _read_fields(question: Question, read: Callable[[], str], screen: Screen) -> dict[str, str]:
    """Each input's text, asked a line each until it reads on its own."""
    texts: dict[str, str] = {}
    for field in kind_of(question.kind).inputs(question):
        if isinstance(field, PotsInput):
            count = _until_valid(field.count_prompt, read, screen, _pot_count)
            lines: list[str] = []
            for n in range(count):
                lines.append(_until_valid(field.line_prompt.format(number=n + 1), read, screen,
                                          _pot_line(question, field, lines)))
            texts[field.key] = "\n".join(lines)
        elif isinstance(field, OrderInput):
            text = _until_valid(field.prompt, read, screen, _checked(question, field))
            face_up = field.read(question, text) is None
            texts[field.face_up_key] = "yes" if face_up else ""
            texts[field.key] = "" if face_up else text
        else:
            texts[field.key] = _until_valid(field.prompt, read, screen, _checked(question, field))
    return texts


def verdict_heading(verdict: Verdict, seconds: float, target: float) -> str:
    """The verdict's first line: right (and whether within the kind's speed target ``target``), out of time, or
    not quite — with how many parts were right when the answer has more than one."""
    if verdict.cause == OUT_OF_TIME:
        return "Time is up: counted as missed."
    if verdict.correct:
        taken = round(seconds, 1)  # judged as shown: 6.04 s is "6.0 s", within a 6 s target
        return "Right!" if taken <= target else f"Right, but {taken:.1f} s against the {target:g} s target."
    count = len(verdict.parts)
    if count <= 1:
        return "Not quite."
    return f"Not quite ({round(verdict.score * count)} of {count} parts right)."


def show_verdict(verdict: Verdict, out: TextIO | Screen, seconds: float = 0.0, target: float = float("inf")) -> None:
    """Print the heading (:func:`verdict_heading`), each part, the named mistake and the worked explanation,
    wrapped to the screen (a bare output: to the terminal's width)."""
    screen = out if isinstance(out, Screen) else Screen(out, terminal_width())
    screen.line(verdict_heading(verdict, seconds, target))
    for part in verdict.parts:
        mark = "✓" if part.correct else "✗"
        detail = "" if part.correct else f" (you said {part.given})"
        screen.line(f"{mark} {part.name}: {part.expected}{detail}", "  ", "    ")
    if verdict.cause:
        screen.line(f"Mistake: {verdict.cause}.", "  ", "    ")
    for step in verdict.explanation:
        screen.line(f"· {step}", "  ", "    ")


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


PACK_FIXES = ("kind", "game", "difficulty", "count", "seed", "chip_set", "rake")
"""The options that choose or deal questions: a pack's questions are dealt already, so none of them applies to
``--pack`` (``--seconds`` does: it times the asking)."""


def _option(dest: str) -> str:
    """An option as typed (``chip_set`` → ``--chip-set``)."""
    return "--" + dest.replace("_", "-")


def _kinds_using(uses: Callable[[QuestionKind[Any]], bool]) -> list[str]:
    """The kinds (names) for which ``uses`` says yes."""
    return [str(kind) for kind in Kind if uses(kind_of(kind))]


def _unused_option(args: argparse.Namespace) -> str | None:
    """Why an option given would be ignored (None: every option given is used). Options are told given from
    defaulted by their default of None: an option typed with its default value is still an option given."""
    if args.pack:
        given = [_option(dest) for dest in PACK_FIXES if getattr(args, dest, None) is not None]
        if given:
            many = len(given) > 1
            return (f"{' and '.join(given)} {'are' if many else 'is'} not used with --pack: a pack's questions are "
                    "dealt already (their kinds, difficulty, game and number); give the pack alone, or the options "
                    "without --pack")
        return None
    if getattr(args, "seconds", None) is not None and args.export:
        return "--seconds times the questions asked here, and --export asks none: give one of them"
    kinds = [str(k) for k in args.kind] if args.kind else [str(k) for k in Kind]
    for dest, users in (("chip_set", _kinds_using(lambda kind: kind.uses_chip_set)),
                        ("rake", _kinds_using(lambda kind: kind.uses_rake))):
        if getattr(args, dest, None) is not None and not set(kinds) & set(users):
            return (f"{_option(dest)} is used only by --kind {' and '.join(users)}, not by {', '.join(kinds)}: "
                    f"add --kind {users[0]}, or leave {_option(dest)} out")
    if args.game is not None and all(kind_of(kind).hilo_only for kind in kinds):
        return (f"--game is not used by {' and '.join(kinds)} questions: they are always Omaha hi/lo; "
                "leave --game out")
    return None


def _with_defaults(args: argparse.Namespace) -> argparse.Namespace:
    """The options with the defaults filled in for those not given."""
    filled = argparse.Namespace(**vars(args))
    for dest, default in (("difficulty", DEFAULT_DIFFICULTY), ("count", DEFAULT_COUNT), ("chip_set", DEFAULT),
                          ("rake", DEFAULT_PRESET)):
        if getattr(filled, dest, None) is None:
            setattr(filled, dest, default)
    return filled


def _questions(args: argparse.Namespace) -> Iterator[Question]:
    """The drill's questions, each dealt only when it is asked (the first comes at once, whatever the count)."""
    kinds = [Kind(k) for k in args.kind] if args.kind else list(Kind)
    rng = random.Random(args.seed)
    game = GAMES[args.game] if args.game else None
    for number in range(args.count):
        kind = kinds[number % len(kinds)] if args.seed is not None else rng.choice(kinds)
        yield generate(Request(kind, args.difficulty, kind_of(kind).game_for(game), args.rake), rng,
                       key=f"drill:{args.seed}:{number + 1}")


EXIT_INTERRUPTED = 130
"""The shell's status for a program stopped by Ctrl-C (128 + SIGINT): a script can tell a drill cut short."""
NEXT = "Press Enter for the next question "
"""What the drill says under a verdict at a terminal, before it goes on."""
LAST = "Press Enter for the results "
"""The same under the last question's verdict."""


def _is_terminal(stream: TextIO) -> bool:
    """Whether a stream is a terminal (a closed or odd stream is not)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def run(args: argparse.Namespace, stdin: TextIO = sys.stdin, out: TextIO = sys.stdout,
        clock: Callable[[], float] = time.monotonic, *, width: int | None = None,
        interactive: bool | None = None) -> int:
    """Run the drill; returns the exit status. ``clock`` gives seconds (a parameter so tests need not wait);
    ``width`` is the columns lines are wrapped to (None: the terminal's); ``interactive`` says whether a verdict
    waits for Enter (None: when both ``stdin`` and ``out`` are terminals — piped answers are never waited for)."""
    unused = _unused_option(args)
    if unused is not None:
        return _refuse(unused)
    args = _with_defaults(args)
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
    screen = Screen(out, terminal_width() if width is None else width)
    waits = _is_terminal(stdin) and _is_terminal(out) if interactive is None else interactive
    use_chip_set(args.chip_set)  # the room's chips for this drill (a pack's: the default), whatever ran before
    try:
        if args.export:
            kinds = [Kind(k) for k in args.kind] if args.kind else list(Kind)
            seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
            name = getattr(args, "name", None) or Path(args.export).resolve().name or "drill"
            pack = make_pack(name, seed, kinds, args.count, difficulty=args.difficulty,
                             game=GAMES[args.game] if args.game else None, rake=args.rake)
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
    asking = _Asking(stdin, screen, clock, limit, total)
    tally = asking.tally
    status = 0
    try:
        for number, question in enumerate(questions, start=1):
            asking.ask(number, question)
            if waits:
                _ask(LAST if number == total else NEXT, stdin.readline, screen)
    except EndOfInput:
        screen.line()
        screen.line("(end of input)")
    except KeyboardInterrupt:
        screen.line()
        screen.line("(stopped)")
        status = EXIT_INTERRUPTED
    tally.show(screen)
    return status


@dataclass
class _Asking:
    """What asking the drill's questions one by one needs, and the tally of the answers."""

    stdin: TextIO
    screen: Screen
    clock: Callable[[], float]
    limit: float | None
    """The seconds an answer must come within (None: no limit)."""
    total: int
    """How many questions the drill has."""
    tally: Tally = dataclasses.field(default_factory=Tally)

    def ask(self, number: int, question: Question) -> None:
        """Ask one question, grade the answer, show the verdict and count it."""
        screen, limit = self.screen, self.limit
        kind = kind_of(question.kind)
        screen.line()
        screen.line(f"Question {number} of {self.total} — {kind.title()} (target {kind.target_seconds:g} s)")
        for line in describe(question):
            screen.line(line, "  ", "    ")
        screen.line(question.prompt)
        if limit is not None:
            screen.line(f"(you have {limit:g} s)")
        started = self.clock()
        answer = read_answer(question, self.stdin.readline, screen.out, screen.width)
        seconds = self.clock() - started
        verdict = grade_timed(question, answer, seconds, limit)
        screen.line(f"(answered in {seconds:.1f} s" + (f" of {limit:g} s)" if limit is not None else ")"))
        show_verdict(verdict, screen, seconds, kind.target_seconds)
        self.tally.add(number, kind, verdict, seconds=seconds)
