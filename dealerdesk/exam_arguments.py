"""The options of ``exam`` (export an exam, sit it in the terminal) and ``class`` (the class report).

As the drill's (:mod:`dealerdesk.drill_arguments`), they are added only when the command line names the command,
so the window starts without them.
"""

from __future__ import annotations

import argparse

from dealerdesk.arguments import whole_number
from dealerdesk.evaluation.games import Game
from dealerdesk.trainer.kinds.names import Kind

DEFAULT_COUNT = 20
"""The number of questions of an exam when ``--count`` is not given."""


def add_exam_arguments(parser: argparse.ArgumentParser) -> None:
    """``exam export`` and ``exam take``."""
    steps = parser.add_subparsers(dest="exam_command", metavar="STEP", required=True)
    export = steps.add_parser(
        "export", help="deal an exam and write it into a new folder",
        description="Deal an exam as a drill pack (NNN.phh + NNN.json) with its settings (exam.json): the time per "
        "question and when verdicts are shown. It is graded as an audition: 80 %% right in every skill and each "
        "skill's median answer within its target.")
    export.add_argument("folder", metavar="FOLDER", help="a new or empty folder")
    export.add_argument("--kind", action="append", choices=[str(k) for k in Kind], metavar="K",
                        help="question kind, repeatable (default: all)")
    export.add_argument("--count", type=whole_number, default=DEFAULT_COUNT, metavar="N",
                        help=f"number of questions, 1 to 1000 (default {DEFAULT_COUNT}), dealt in turn of the kinds")
    export.add_argument("--seconds", type=float, default=None, metavar="S",
                        help="seconds per question, 1 to 3600: a later answer counts as missed (default: no limit)")
    export.add_argument("--feedback", choices=("end", "each"), default="end",
                        help="show the verdicts at the end (default) or after each answer")
    export.add_argument("--difficulty", type=int, choices=(1, 2, 3, 4), default=1, help="1 (easy) to 4 (hard)")
    export.add_argument("--game", choices=[game.value for game in Game], help="only this game")
    export.add_argument("--seed", type=whole_number, default=None, metavar="S", help="deal reproducibly from S")
    export.add_argument("--name", metavar="NAME", help="the exam's name (default: the folder's name)")
    take = steps.add_parser(
        "take", help="sit an exam in the terminal",
        description="Ask an exam's questions in order, each once, timed; the answers are kept after each one in "
        "NAME.dealerdesk-result (in --out), which the instructor imports. An exam left half-way goes on from the "
        "next question when the same command is given again.")
    take.add_argument("folder", metavar="FOLDER", help="the exam's folder")
    take.add_argument("--name", required=True, metavar="NAME", help="your name, as the instructor will read it")
    take.add_argument("--out", metavar="DIR", default=".", help="where the result file goes (default: here)")


def add_class_arguments(parser: argparse.ArgumentParser) -> None:
    """``class report``."""
    steps = parser.add_subparsers(dest="class_command", metavar="STEP", required=True)
    report = steps.add_parser(
        "report", help="import result files and report on the class",
        description="Import trainees' result files (files, or folders of them) into the class register in the "
        "progress database, grade every answer again from the exam's questions, and report: each trainee's score "
        "per skill and verdict, the class per skill against its target, the questions most missed with their "
        "mistakes, and the answers missed beside the right ones. A file that cannot be used is refused in one line "
        "and the others are imported.")
    report.add_argument("exam", metavar="EXAM", help="the exam's folder")
    report.add_argument("results", metavar="RESULTS", nargs="*",
                        help="result files or folders of them (none: report on the results kept already)")
    report.add_argument("--csv", metavar="FILE", help="write every answer as CSV")
    report.add_argument("--pdf", metavar="FILE", help="write the printable report, with a certificate per trainee "
                        "who passed")
