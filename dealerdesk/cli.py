"""The ``dealerdesk`` command: one entry point, sub-commands for the engine's answers.

Every user mistake (a missing file, a malformed or illegal hand history) ends with one line on stderr naming
what is wrong and where, and exit status 2 — never a traceback. ``solve`` reads at most 4 MiB (a hand history is
a few KB): a larger file, or one that is not a regular file (a FIFO, ``/dev/zero``), is refused at once.
Ctrl-C ends any command quietly with status 130.
"""

from __future__ import annotations

import argparse
import re
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from dealerdesk import equity_cli
from dealerdesk.arguments import whole_number
from dealerdesk.trainer.kinds.names import Kind

if TYPE_CHECKING:
    from dealerdesk.trainer.class_report import ClassReport

EXIT_USAGE = 2
DEAL_STEPS = ("posts", "pot", "ruling", "action", "gather", "showdown", "rake", "read", "award", "split")
"""The dealer steps of a dealt game (:class:`dealerdesk.trainer.dealing.Step`'s values; the window starts without
the trainer, so they are written out here and a test keeps them the same)."""


SNAPSHOT_VIEWS = ("table", "play", "newgame", "history", "welcome", "progress", "setup", "trainer", "feedback",
                  "result", "deal")
"""The views ``snapshot`` renders."""
SNAPSHOT_USERS: dict[str, tuple[str, ...]] = {
    "seats": ("table", "play", "history"),
    "seed": ("table", "play", "history", "trainer", "feedback", "result", "deal"),
    "kind": ("trainer", "feedback"),
    "moment": ("play",),
    "hands": ("play",),
    "step": ("deal",),
    "feedback": ("deal",),
}
"""The views each of ``snapshot``'s view-specific options shapes: given for another view, it is refused rather
than silently dropped (``snapshot table --moment all-in`` would otherwise draw what it always draws)."""
SNAPSHOT_DEFAULTS: dict[str, object] = {"seats": 6, "size": "1280x800", "seed": 7, "kind": "side-pots",
                                         "moment": "action", "hands": 0, "step": "gather", "feedback": False}
"""What an option not given means. The parser's own defaults are ``None``, so that an option given (even at its
default value) can be told from one left out."""
MIN_SIZE = (200, 150)
"""The smallest picture ``snapshot`` draws: below it the views' text no longer fits."""
MAX_SIZE = (8192, 8192)
"""The largest: 8K a side is beyond any screen a view is shown on, and the picture (256 MiB of pixels) still
fits in memory."""
_SIZE = re.compile(r"([0-9]{1,6})[xX]([0-9]{1,6})")


def _views_text(option: str) -> str:
    """``"the table, play and history views"``, for the help and the refusals of a view-specific option."""
    views = SNAPSHOT_USERS[option]
    named = views[0] if len(views) == 1 else ", ".join(views[:-1]) + f" and {views[-1]}"
    return f"the {named} view{'' if len(views) == 1 else 's'}"


def _snapshot_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with ``snapshot``'s options (one line naming the option), or ``None`` once every option not
    given has its default and ``--size`` is a normalised ``WxH``. Checked before Qt starts, so a mistake costs
    nothing."""
    for option, views in SNAPSHOT_USERS.items():
        if getattr(args, option) is not None and args.view not in views:
            return f"--{option} is only for {_views_text(option)}, not {args.view}"
    for option, default in SNAPSHOT_DEFAULTS.items():
        if getattr(args, option) is None:
            setattr(args, option, default)
    if not 2 <= args.seats <= 10:
        return f"--seats must be 2 to 10, not {args.seats}"
    if args.hands > 50:
        return f"--hands must be at most 50 (the example is played within a minute), not {args.hands}"
    size = _SIZE.fullmatch(args.size.strip())
    if size is None:
        shown = repr(args.size) if len(args.size) <= 40 else repr(args.size[:37]) + "..."
        return f"--size must be WIDTHxHEIGHT, such as 1280x800, not {shown}"
    width, height = int(size.group(1)), int(size.group(2))
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        return f"--size must be at least {MIN_SIZE[0]}x{MIN_SIZE[1]}, not {width}x{height}"
    if width > MAX_SIZE[0] or height > MAX_SIZE[1]:
        return f"--size must be at most {MAX_SIZE[0]}x{MAX_SIZE[1]}, not {width}x{height}"
    args.size = f"{width}x{height}"
    return None


class _Parser(argparse.ArgumentParser):
    """argparse's parser with its mistakes said as every other mistake of the command line is: one line on stderr,
    ``dealerdesk: `` first, naming the command and where its options are listed, and exit status 2 (argparse's
    own prints the whole usage first, which pushes the one line that matters out of a small terminal)."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("dealerdesk").strip()
        where = f"{command}: " if command else ""
        self.exit(EXIT_USAGE, f"dealerdesk: {where}{message} ('{self.prog} --help' lists the options)\n")


def _parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. The ``drill`` command's options import the trainer's games, chips and rake
    (some 50 ms); they are added only when ``argv`` (default: the process's arguments) names that command, so the
    window and ``snapshot`` start without them."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    parser = _Parser(
        prog="dealerdesk",
        description="A poker table and dealer trainer: Hold'em, Omaha and Omaha Hi/Lo in fixed, pot and no limit.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    solve_parser = commands.add_parser(
        "solve",
        help="the engine's answers at the end of a PHH hand history, as JSON",
        description="Play a PHH hand history through the rules engine and print, as one JSON object, who acts, "
        "the call and bet/raise-to bounds, the pots, returned chips, the showdown order, the awards, the "
        "final stacks and, once hands are tabled, each tabled hand called as a dealer says it (calls: the hand, its "
        "ranks, the kickers and low cards that decide); with the room's chips in play (_chip_set), the pot in chips, "
        "the change owed to a player who calls with a bigger chip and the pot coloured up; with a house rake "
        "(_rake: percent, cap, caps, no_flop_no_drop, jackpot_drop, jackpot_threshold, side_pots), the rake and "
        "jackpot_drop taken before the awards. A hand history carrying a table's state between hands (the "
        "_table_state field) also gets the next deal's plan: next_button, next_small_blind, next_big_blind, "
        "next_posts and next_dealt_in.",
    )
    solve_parser.add_argument("file", metavar="HAND.phh",
                              help="a PHH hand history ('-' for standard input), at most 4 MiB")
    solve_parser.add_argument(
        "--actions", type=whole_number, metavar="N", help="stop after the first N actions (default: all of them; "
        "a _table_state's next deal is planned for after the whole hand all the same)"
    )
    solve_parser.add_argument(
        "--tournament",
        action="store_true",
        help="tournament house rules (TDA): limit cap kept heads-up, full blinds assumed in pot limit; a "
        "_table_state's next deal planned as a tournament's (default: the file's _tournament field and "
        "_table_state's tournament, else cash-game rules)",
    )
    solve_parser.add_argument("--indent", type=whole_number, default=None, metavar="N", help="pretty-print the JSON")
    equity_cli.add_parser(commands)
    export_parser = commands.add_parser(
        "export",
        help="saved sessions and PHH files as PokerStars text, PHH or Open Hand History",
        description="Write the hands of a saved session, a PHH file, a PHH session file (.phhs) or a folder of them "
        "as PokerStars text (the layout poker tracking tools import), PHH, or Open Hand History JSON. Each hand is "
        "replayed through the rules engine and keeps its own start time and number when its file has them (else "
        "the file's modification time, and a number derived from the hand). Any problem with the input is one "
        "line on stderr per file, and then nothing is written.",
    )
    if "export" in arguments:  # the file formats' machinery loads only for this command
        from dealerdesk import export_cli

        export_cli.add_arguments(export_parser)
    drill_parser = commands.add_parser(
        "drill",
        help="dealer-trainer questions in the terminal, graded and explained",
        description="Deal training hands, ask the questions a dealer must answer, grade each answer and explain it. "
        "--export writes a drill pack (NNN.phh + NNN.json) instead of asking; --pack asks a pack's questions.",
    )
    if "drill" in arguments:
        from dealerdesk import drill_arguments

        drill_arguments.add_arguments(drill_parser)
    exam_parser = commands.add_parser(
        "exam",
        help="an exam for a class: export it from dealt questions, or take it in the terminal",
        description="'exam export FOLDER' deals an exam (a drill pack with its time per question and feedback); "
        "'exam take FOLDER --name NAME' asks it in the terminal and keeps the answers in NAME.dealerdesk-result.",
    )
    class_parser = commands.add_parser(
        "class",
        help="an instructor's class: import result files and report, graded again by the rules",
        description="'class report EXAM RESULTS...' imports result files into the class register and reports on "
        "every result kept for the exam, each answer graded again; --csv and --pdf write it out.",
    )
    if "exam" in arguments or "class" in arguments:
        from dealerdesk import exam_arguments

        exam_arguments.add_exam_arguments(exam_parser)
        exam_arguments.add_class_arguments(class_parser)
    snapshot_parser = commands.add_parser(
        "snapshot",
        help="render a view offscreen to a picture (docs, tests)",
        description="Render a view of the app offscreen, with a realistic example hand, to a picture file whose "
        "suffix names its format (.png, .jpg, .webp ...). An option the view does not use is refused.",
    )
    snapshot_parser.add_argument("view", choices=SNAPSHOT_VIEWS)
    snapshot_parser.add_argument("--out", required=True, metavar="FILE.png",
                                 help="the picture to write: .png, .jpg/.jpeg, .bmp, .webp, .tif/.tiff (as Qt can)")
    snapshot_parser.add_argument("--seats", type=whole_number, metavar="N",
                                 help=f"players at the table (2-10, default {SNAPSHOT_DEFAULTS['seats']}): "
                                      f"{_views_text('seats')}")
    snapshot_parser.add_argument("--size", metavar="WxH", help=f"image size (default {SNAPSHOT_DEFAULTS['size']}, "
                                 f"{MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE[0]}x{MAX_SIZE[1]}; a view of the window is "
                                 "drawn no smaller than the window's own smallest size, a dialog at its own size)")
    snapshot_parser.add_argument("--seed", type=whole_number, metavar="S",
                                 help=f"deal the example hand from S (default {SNAPSHOT_DEFAULTS['seed']}): "
                                      f"{_views_text('seed')}")
    snapshot_parser.add_argument("--kind", choices=[str(kind) for kind in Kind],
        help=f"the trainer's question kind (default {SNAPSHOT_DEFAULTS['kind']}): {_views_text('kind')}")
    snapshot_parser.add_argument("--lang", choices=["en", "th", "hu"], help="the language (default: as set in the app)")
    snapshot_parser.add_argument("--moment", choices=["action", "all-in", "showdown"],
                                 help="the play view: the player to act after the flop (default), an all-in run-out "
                                      "with the hands face up, or a showdown's result")
    snapshot_parser.add_argument("--hands", type=whole_number, metavar="N",
                                 help="the play view: hands played before that moment (default 0); from 5 on, each "
                                      "seat shows its player's statistics (VPIP/PFR)")
    snapshot_parser.add_argument("--step", choices=list(DEAL_STEPS),
                                 help="the deal view: the dealer step a seeded dealt game is played to (default: "
                                      "gather)")
    snapshot_parser.add_argument("--feedback", action="store_true", default=None,
                                 help="the deal view: the step answered with a classic mistake, the floor's words "
                                      "and the verdict shown")
    parser.add_argument("--self-test", action="store_true",
                        help="start offscreen, play a hand of each game, answer a question of each kind and "
                             "deal a short live game through the window, exit 0 or 1")
    parser.add_argument("--version", action=_VersionAction)
    return parser


class _VersionAction(argparse.Action):
    """``--version``: looks the version up only when asked (reading the package metadata costs the window's
    start-up a few hundredths of a second)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = "show the version and exit") -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(f"dealerdesk {version()}")  # on standard output, as argparse's own version action does
        parser.exit()


def version() -> str:
    """The installed version (from the package metadata; the frozen app carries a copy), else ``unknown``."""
    import importlib.metadata

    try:
        return importlib.metadata.version("dealerdesk")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


MAX_FILE_BYTES = 4 * 1024 * 1024
"""The largest PHH file ``solve`` reads (4 MiB of UTF-8, at most 1 Mi characters): a real hand is 1-3 KB, and a
bigger file (millions of comment lines, a 50 MB comment, ``/dev/zero``) is refused at once, not read."""
MAX_INDENT = 16
"""The widest ``--indent``: a huge one would build gigabytes of spaces."""


def _read(path: str) -> bytes:
    from dealerdesk.history._files import read_limited, read_stream

    return read_stream(sys.stdin.buffer, MAX_FILE_BYTES) if path == "-" else read_limited(path, MAX_FILE_BYTES)


def _solve(args: argparse.Namespace) -> int:
    """``dealerdesk solve``: every error names the file given (``<stdin>`` for ``-``), a file that is not a hand
    history at all is said to be none first, and options are checked before the file is read."""
    # Each command imports its own machinery, so the window (and ``snapshot``) start without the engine's
    # replay and the trainer.
    from dealerdesk.history import PHHError, PHHWarning, loads
    from dealerdesk.history._files import FileRefused
    from dealerdesk.history._source_lines import SourceLines
    from dealerdesk.history.phh import decode
    from dealerdesk.history.replay import replay
    from dealerdesk.history.table_state import TABLE_STATE_FIELD, next_hand_fields
    from dealerdesk.rules.game import HouseRules
    from dealerdesk.rules.table import TableError
    from dealerdesk.solve import contract_fields, solve

    source = "<stdin>" if args.file == "-" else args.file
    if args.actions is not None and args.actions < 0:
        print("dealerdesk: --actions must be 0 or more", file=sys.stderr)
        return EXIT_USAGE
    if args.indent is not None and not 0 <= args.indent <= MAX_INDENT:
        print(f"dealerdesk: --indent must be from 0 to {MAX_INDENT}", file=sys.stderr)
        return EXIT_USAGE
    try:
        data = _read(args.file)
    except OSError as error:
        print(f"dealerdesk: {source}: cannot read the file: {error.strerror or error}", file=sys.stderr)
        return EXIT_USAGE
    except FileRefused as error:
        print(f"dealerdesk: {source}: cannot read the file: {error}", file=sys.stderr)
        return EXIT_USAGE
    rules = HouseRules.tournament() if args.tournament else None  # None: as the file says (_tournament)
    try:
        text = decode(data, source)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", PHHWarning)
            history = loads(text, source=source)
        for warning in caught:
            print(f"dealerdesk: warning: {warning.message}", file=sys.stderr)
        if args.actions is not None and args.actions > len(history.actions):
            count = len(history.actions)
            print(f"dealerdesk: {source}: --actions {args.actions} is more than the hand's {count} "
                  f"action{'' if count == 1 else 's'} (give 0 to {count})", file=sys.stderr)
            return EXIT_USAGE
        hand = replay(history, rules, source=source, text=text, count=args.actions)
    except PHHError as error:
        print(f"dealerdesk: {error}", file=sys.stderr)
        return EXIT_USAGE
    fields = contract_fields(solve(hand))
    if TABLE_STATE_FIELD in history.user_fields:
        # A table's state between hands (the button-and-blinds question): the next deal's plan as well. Its
        # errors know the field, not the file: they are placed at the field's line of the file given.
        try:
            fields.update(next_hand_fields(history, tournament=True if args.tournament else None))
        except PHHError as error:
            field = (error.field or TABLE_STATE_FIELD).split(".")[0]
            print(f"dealerdesk: {error.located(source=source, line=SourceLines(text).field_line(field))}",
                  file=sys.stderr)
            return EXIT_USAGE
        except TableError as error:
            line = SourceLines(text).field_line(TABLE_STATE_FIELD)
            print(f"dealerdesk: {source}{'' if line is None else f':{line}'}: field '{TABLE_STATE_FIELD}': {error}",
                  file=sys.stderr)
            return EXIT_USAGE
    import json

    try:
        print(json.dumps(fields, indent=args.indent))
    except BrokenPipeError:  # the reader (e.g. `head`) went away; not an error of ours
        sys.stderr.close()
    return 0


def _class_pdf(report: ClassReport, path: Path) -> int:
    """The class report printed to a PDF file, offscreen (Qt's printing needs an application, not a display)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from dealerdesk.ui.results.class_report_pdf import save_class_pdf
    from dealerdesk.ui.window.app import application

    application()
    return save_class_pdf(report, path)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (130 when stopped with Ctrl-C, quietly)."""
    try:
        return _run(argv)
    except KeyboardInterrupt:
        print("dealerdesk: stopped", file=sys.stderr)
        return EXIT_INTERRUPTED


EXIT_INTERRUPTED = 130
"""The shell's status for a program stopped by Ctrl-C (128 + SIGINT)."""


def _run(argv: Sequence[str] | None) -> int:
    parser = _parser(argv)
    args = parser.parse_args(argv)
    if args.self_test:
        from dealerdesk.ui.offscreen.self_test import run_self_test  # Qt only when asked for

        return int(run_self_test())
    if args.command == "snapshot":
        problem = _snapshot_problem(args)
        if problem is not None:
            print(f"dealerdesk: {problem}", file=sys.stderr)
            return EXIT_USAGE
        from dealerdesk.ui.offscreen.snapshot import run_snapshot

        return int(run_snapshot(args))
    if args.command is None:
        from dealerdesk import display_check

        problem = display_check.window_problem()  # before Qt, whose own failure is an abort
        if problem is not None:
            print(f"dealerdesk: {problem}", file=sys.stderr)
            return display_check.EXIT_NO_WINDOW
        from dealerdesk.ui.window.app import run

        return int(run())
    if args.command == "solve":
        return _solve(args)
    if args.command == "drill":
        from dealerdesk import drill_cli

        return drill_cli.run(args)
    if args.command in ("exam", "class"):
        try:
            if args.command == "exam":
                from dealerdesk import exam_cli

                return exam_cli.run(args, version())
            from dealerdesk import class_cli

            return class_cli.run(args, _class_pdf if args.pdf is not None else None)
        except BrokenPipeError:
            # The reader (`head`) went away: not an error of ours. A sitting's answers are in its file already;
            # the output is pointed at nothing so that the exit's flush says nothing either.
            import os

            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    if args.command == "export":
        from dealerdesk import export_cli

        return export_cli.run(args)
    return equity_cli.run(args)


if __name__ == "__main__":
    sys.exit(main())
