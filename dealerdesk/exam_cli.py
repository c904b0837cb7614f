"""``dealerdesk exam``: an instructor writes an exam (``export``), a trainee sits it in the terminal (``take``).

Sitting an exam reads like ``dealerdesk drill``: the same questions, inputs and checks of each line typed. But each
question is asked once, in order, with no going back; the answer is kept in the trainee's result file at once
(:mod:`dealerdesk.trainer.exam_sitting`); the verdicts come at the end unless the exam shows each one; and the end
of input, Ctrl-C or a killed terminal leaves the file unfinished, to go on from the next question when the same
command is given again. At the end the trainee reads their result per skill, judged as an audition.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from dealerdesk.drill_cli import EXIT_INTERRUPTED, EndOfInput, read_answer, show_verdict
from dealerdesk.drill_screen import Screen, terminal_width
from dealerdesk.evaluation.games import Game
from dealerdesk.trainer.class_report import TraineeResult
from dealerdesk.trainer.exam import MAX_SECONDS, Exam, ExamError, ExamSettings, Feedback, export_exam, open_exam
from dealerdesk.trainer.exam_sitting import Sitting, SittingError
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.packs import MAX_QUESTIONS
from dealerdesk.trainer.prompts import describe
from dealerdesk.trainer.question import Question

EXIT_USAGE = 2


def refuse(message: str) -> int:
    """One line on stderr, exit status 2."""
    line = " ".join(message.split())
    sys.stderr.write(f"dealerdesk: {line if len(line) <= 300 else line[:297] + '...'}\n")
    return EXIT_USAGE


def run(args: argparse.Namespace, version: str, stdin: TextIO = sys.stdin, out: TextIO = sys.stdout,
        clock: Callable[[], float] = time.monotonic, *, width: int | None = None) -> int:
    """Run ``exam export`` or ``exam take`` (``version``: the app's, written into a result file)."""
    if args.exam_command == "export":
        return export(args, out)
    return take(args, version, stdin, out, clock, width=width)


def folder_problem(folder: str) -> str | None:
    """Why an exam cannot be written into ``folder`` (it must be new or empty: nothing is written over)."""
    target = Path(folder)
    if target.exists() and not target.is_dir():
        return f"{folder} is a file, not a folder: give a new or empty folder"
    try:
        held = sorted(entry.name for entry in target.iterdir()) if target.is_dir() else []
    except OSError as error:
        return f"{folder}: cannot read the folder: {error.strerror or error}"
    if held:
        return (f"{folder} is not empty ({', '.join(held[:3])}{', ...' if len(held) > 3 else ''}): it is left as "
                "it is; export into a new or empty folder")
    return None


def export(args: argparse.Namespace, out: TextIO) -> int:
    """``exam export``: deal and write the exam; say what was written and how the trainees sit it."""
    if not 1 <= args.count <= MAX_QUESTIONS:
        return refuse(f"exam export: --count must be from 1 to {MAX_QUESTIONS}")
    if args.seconds is not None and not 1 <= args.seconds <= MAX_SECONDS:
        return refuse(f"exam export: --seconds must be from 1 to {MAX_SECONDS:g}")
    if args.name is not None and not (args.name.strip() and len(args.name) <= 200):
        return refuse("exam export: --name must be 1 to 200 characters")
    problem = folder_problem(args.folder)
    if problem is not None:
        return refuse(problem)
    kinds = [Kind(k) for k in args.kind] if args.kind else list(Kind)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    name = args.name or Path(args.folder).resolve().name or "exam"
    settings = ExamSettings(args.seconds, Feedback(args.feedback))
    try:
        exam = export_exam(args.folder, name, kinds, args.count, seed=seed, settings=settings,
                           difficulty=args.difficulty, game=Game(args.game) if args.game else None)
    except ExamError as error:
        return refuse(str(error))
    count = len(exam.pack.questions)
    out.write(f"Wrote exam {name!r} to {args.folder}: {count} question{'' if count == 1 else 's'} "
              f"({', '.join(str(kind) for kind in exam.kinds)}), {time_text(settings)}, "
              f"{'verdicts at the end' if settings.feedback is Feedback.END else 'a verdict after each answer'}; "
              f"seed {seed}, exam id {exam.short_digest}.\n")
    out.write(f"Trainees sit it with: dealerdesk exam take {args.folder} --name NAME\n")
    return 0


def time_text(settings: ExamSettings) -> str:
    """"60 s per question", or "no time limit"."""
    return "no time limit" if settings.seconds is None else f"{settings.seconds:g} s per question"


def take(args: argparse.Namespace, version: str, stdin: TextIO, out: TextIO, clock: Callable[[], float], *,
         width: int | None = None) -> int:
    """``exam take``: ask the questions from the first one not answered; the result at the end."""
    folder = Path(args.out)
    if not folder.is_dir():
        return refuse(f"exam take: --out {args.out} is not a folder")
    try:
        exam = open_exam(args.folder)
        sitting = Sitting.begin(exam, args.name, folder, version)
    except (ExamError, SittingError) as error:
        return refuse(str(error))
    screen = Screen(out, terminal_width() if width is None else width)
    count = len(exam.pack.questions)
    screen.line(f"Exam {exam.name!r}: {count} question{'' if count == 1 else 's'}, {time_text(exam.settings)}, "
                + ("the verdicts at the end." if exam.settings.feedback is Feedback.END else "each verdict at once.")
                + " Each question is asked once.")
    if sitting.resumed:
        done = sitting.result.answered
        kept = f": your {done} answer{' is' if done == 1 else 's are'} kept" if done else ""
        screen.line(f"Going on from question {done + 1}{kept}.")
    try:
        while (asked := sitting.next_question()) is not None:
            _ask(sitting, *asked, stdin=stdin, screen=screen, clock=clock)
    except (EndOfInput, KeyboardInterrupt) as stop:
        screen.line()
        screen.line("(stopped)" if isinstance(stop, KeyboardInterrupt) else "(end of input)")
        done = sitting.result.answered
        if done:
            screen.line(f"Your {done} answer{' is' if done == 1 else 's are'} kept in {sitting.path}, marked "
                        f"unfinished: the same command goes on from question {done + 1}.")
        else:
            screen.line(f"Nothing is answered yet ({sitting.path} says so): the same command starts at question 1.")
        return EXIT_INTERRUPTED if isinstance(stop, KeyboardInterrupt) else 0
    except SittingError as error:  # the result file could not be written: the trainee must know at once
        return refuse(str(error))
    show_result(sitting.graded(), screen)
    screen.line(f"Your result is in {sitting.path}: give it to your instructor.")
    return 0


def _ask(sitting: Sitting, number: int, question: Question, *, stdin: TextIO, screen: Screen,
         clock: Callable[[], float]) -> None:
    """Ask one question, keep the answer, and show its verdict if the exam shows each one."""
    kind = kind_of(question.kind)
    limit = sitting.exam.settings.seconds
    screen.line()
    screen.line(f"Question {number} of {sitting.count} — {kind.title()} (target {kind.target_seconds:g} s)")
    for line in describe(question):
        screen.line(line, "  ", "    ")
    screen.line(question.prompt)
    if limit is not None:
        screen.line(f"(you have {limit:g} s)")
    started = clock()
    answer = read_answer(question, stdin.readline, screen.out, screen.width)
    seconds = clock() - started
    verdict = sitting.answer(answer, seconds)
    screen.line(f"(answered in {seconds:.1f} s" + (f" of {limit:g} s)" if limit is not None else ")"))
    if sitting.exam.settings.feedback is Feedback.EACH:
        show_verdict(verdict, screen, seconds, kind.target_seconds)
    else:
        screen.line("Answer kept.")


def show_result(graded: TraineeResult, screen: Screen) -> None:
    """The trainee's result: each skill's score and median time against its target, the verdict, then every
    question missed with the right answer."""
    screen.line()
    screen.line(f"Result of {graded.name}:")
    titles = {result.kind: kind_of(result.kind).title() for result in graded.skills}
    column = max(len(title) for title in titles.values()) + 2
    for result in graded.skills:
        median = "—" if result.seconds is None else f"{result.seconds:.1f} s"
        verdict = "passed" if result.passed else "too slow" if result.accurate else "not passed"
        screen.line(f"{titles[result.kind].ljust(column)}{result.right} of {result.asked}, median {median} "
                    f"(target {result.target_seconds:g} s): {verdict}", "  ", " " * (2 + column))
    missed = [mark for mark in graded.marks if not mark.correct]
    if missed:
        screen.line("Missed:")
        for mark in missed:
            said = f" (you said {mark.given})" if mark.answered else " (not answered)"
            cause = f" — {mark.cause}" if mark.cause else ""
            screen.line(f"Question {mark.number}, {kind_of(mark.kind).title()}: {mark.right_answer}{said}{cause}",
                        "  ", "    ")
    screen.line(f"In all: {graded.right} of {len(graded.marks)} right. {exam_verdict(graded)}")


def exam_verdict(graded: TraineeResult) -> str:
    """"PASSED", or "NOT PASSED" (an audition's words)."""
    return "PASSED" if graded.passed else "NOT PASSED"


__all__ = ["Exam", "export", "run", "show_result", "take"]
