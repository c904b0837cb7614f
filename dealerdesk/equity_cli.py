"""``dealerdesk equity``: each hand's win, tie and equity, as a table for people or as JSON for programs.

    dealerdesk equity AsKs QhQd [--board 2c7d9h] [--dead 5s] [--game holdem|omaha|omaha8] [--json]

The answer is exact (every possible board) unless ``--samples N`` asks for a Monte Carlo estimate from N
random boards (seeded by ``--seed``, so the same command gives the same figures). When N is at least the number
of boards that could come, the exact count is made instead: it is the better answer, and never slower than
dealing that many random boards. A count that runs longer than :data:`PROGRESS_AFTER` seconds tells how far it
has got on stderr when stderr is a terminal (one line, rewritten in place and cleared at the end); piped, it
prints nothing extra. Every mistake in the input
(a card that is not a card, a card given twice, the wrong number of hole cards, too many hands) ends with one
line on stderr and exit status 2, never a traceback.

NumPy and the evaluator (even its card names) are loaded only when the command runs, not when the CLI starts:
the window and the other commands build this parser too.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

if TYPE_CHECKING:
    from dealerdesk.evaluation.equity import EquityResult

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
"""The shell's status for a program stopped by Ctrl-C (128 + SIGINT)."""
PROGRESS_AFTER = 1.0
"""Seconds a count runs before it shows its progress on a terminal: a quick answer is not preceded by a flash."""
PROGRESS_EVERY = 0.2
"""Seconds between two updates of the progress line: often enough to look alive, rarely enough to cost nothing."""
DEFAULT_SEED = 0
"""The seed of ``--samples`` when ``--seed`` is not given."""


_Parser = TypeVar("_Parser", bound=argparse.ArgumentParser)
"""The main parser's class (the command line's own, which words argparse's mistakes as one line)."""


class _InputError(ValueError):
    """A mistake on the command line, already worded for the user."""


def add_parser(commands: argparse._SubParsersAction[_Parser]) -> None:
    """Register the ``equity`` sub-command on the main parser's sub-commands."""
    parser = commands.add_parser(
        "equity",
        help="win/tie/equity per hand, exact when feasible",
        description="Each hand's chance to win, to tie and its share of the pot over the boards still to come. "
        "Cards are written rank then suit (As, Kd, Th, 2c), a hand's cards together and hands apart: "
        "dealerdesk equity AsKs QhQd --board 2c7d9h.",
    )
    parser.add_argument("hands", nargs="*", metavar="HAND", help="2 to 10 hands, e.g. AsKs QhQd (4 cards in Omaha)")
    parser.add_argument("--board", default="", metavar="CARDS", help="the board dealt so far, e.g. 2c7d9h")
    parser.add_argument("--dead", default="", metavar="CARDS", help="cards out of play (mucked, burned, exposed)")
    parser.add_argument("--game", default="holdem", metavar="GAME", help="holdem (default), omaha or omaha8")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--samples", metavar="N", help="Monte Carlo with N random boards instead of every board "
                        "(every board, exactly, when N is at least how many there are)")
    parser.add_argument("--seed", metavar="S", help=f"seed for --samples (default {DEFAULT_SEED}); only with --samples")


def _cards(text: str, what: str) -> tuple[int, ...]:
    from dealerdesk.evaluation.cards import CardError, parse_cards  # noqa: PLC0415 - see the module's docstring

    try:
        return parse_cards(text)
    except CardError as error:
        raise _InputError(f"{what}: {error}") from None


def _count(text: str, what: str, minimum: int) -> int:
    try:
        if len(text) > 30:  # no count anyone means (and beyond 4300 digits Python will not even convert it)
            raise ValueError(text)
        value = int(text)
    except ValueError:
        shown = repr(text) if len(text) <= 40 else repr(text[:37]) + "..."
        raise _InputError(f"{what} must be a whole number, got {shown}") from None
    if value < minimum:
        raise _InputError(f"{what} must be {minimum} or more, got {value}")
    return value


def _table(result: EquityResult, asked: int | None = None) -> str:
    """The answer as a small table, one row per hand, percentages with two decimals. ``asked`` is the
    ``--samples`` given: when the count was exact all the same, the heading says why."""
    from dealerdesk.evaluation.cards import format_cards  # noqa: PLC0415 - see the module's docstring
    from dealerdesk.evaluation.games import GAME_NAMES  # noqa: PLC0415

    hilo = result.game.is_hilo
    board = " ".join(format_cards([card]) for card in result.board)
    if result.exact:
        how = f"exact over all {result.boards:,} boards" if result.boards > 1 else "the board is complete"
        if asked is not None:
            how += (f" (--samples {asked:,} is at least that many, so every board was counted)" if result.boards > 1
                    else " (nothing to sample)")
    else:
        how = f"Monte Carlo over {result.samples:,} of {result.boards:,} boards"
    where = f"board {board}" if board else "before the flop"
    lines = [f"{GAME_NAMES[result.game]}, {where}: {how}"]
    if result.dead:
        lines.append(f"dead: {' '.join(format_cards([card]) for card in result.dead)}")
    columns = ["win", "tie", "equity", *(["high", "low"] if hilo else []), *([] if result.exact else ["± s.e."])]
    width = max(4, *(len(format_cards(hand.cards)) for hand in result.hands))
    lines.append(f"{'hand':<{width}}" + "".join(f"{name:>9}" for name in columns))
    for hand in result.hands:
        values = [hand.win, hand.tie, hand.equity, *([hand.high, hand.low] if hilo else [])]
        if not result.exact:
            values.append(hand.std_error)
        lines.append(f"{format_cards(hand.cards):<{width}}" + "".join(f"{value:>9.2%}" for value in values))
    return "\n".join(lines)


def _json(result: EquityResult) -> str:
    from dealerdesk.evaluation.cards import format_cards  # noqa: PLC0415 - see the module's docstring

    answer: dict[str, Any] = {
        "game": result.game,
        "board": format_cards(result.board),
        "dead": format_cards(result.dead),
        "exact": result.exact,
        "samples": result.samples,
        "boards": result.boards,
        "hands": [
            {
                "cards": format_cards(hand.cards),
                "win": hand.win,
                "tie": hand.tie,
                "equity": hand.equity,
                "high": hand.high,
                "low": hand.low,
                "std_error": hand.std_error,
            }
            for hand in result.hands
        ],
    }
    import json  # noqa: PLC0415 - only for --json; this module's parser is built at every start-up

    return json.dumps(answer)


class _Progress:
    """How far a long count has got, as one line on stderr rewritten in place ("dealt 1,200,000 of 1,712,304
    boards"), shown only when stderr is a terminal and the count has run :data:`PROGRESS_AFTER` seconds: a
    person waiting sees the command is alive, a program reading a pipe gets nothing extra. :meth:`clear` wipes
    the line, so the answer or the error after it starts on a clean line."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        try:
            self.enabled = stream.isatty()
        except (AttributeError, ValueError, OSError):  # no stream, or a closed one
            self.enabled = False
        self.next_update = time.monotonic() + PROGRESS_AFTER
        self.width = 0
        """The length of the line on screen (0: none shown)."""

    def __call__(self, done: int, total: int) -> None:
        """``equity``'s ``progress``: called after each chunk of boards."""
        now = time.monotonic()
        if not self.enabled or now < self.next_update:
            return
        self.next_update = now + PROGRESS_EVERY
        line = f"dealt {done:,} of {total:,} boards".ljust(self.width)
        self.width = len(line)  # before writing: a Ctrl-C during the write still leaves the line to wipe
        self._write("\r" + line)

    def clear(self) -> None:
        """Wipe the progress line, if one is shown."""
        if self.width:
            self._write("\r" + " " * self.width + "\r")
            self.width = 0

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):  # the terminal went away: the answer matters, not the progress
            self.enabled = False


def _answer(args: argparse.Namespace, progress: _Progress | None = None) -> EquityResult:
    """Check the command line and compute; raises :class:`_InputError` or ``ValueError`` with the message."""
    from dealerdesk.evaluation.cards import CardError  # noqa: PLC0415 - see the module's docstring
    from dealerdesk.evaluation.equity import EquityError, equity  # noqa: PLC0415 - NumPy loads only when asked
    from dealerdesk.evaluation.games import HOLE_CARDS, MAX_HANDS, MIN_HANDS  # noqa: PLC0415

    if args.game not in HOLE_CARDS:
        raise _InputError(f"--game must be holdem, omaha or omaha8, not {args.game!r}")
    if not MIN_HANDS <= len(args.hands) <= MAX_HANDS:
        raise _InputError(f"give {MIN_HANDS} to {MAX_HANDS} hands, got {len(args.hands)}")
    hands = [_cards(text, f"hand {number} ({text})") for number, text in enumerate(args.hands, start=1)]
    board = _cards(args.board, f"--board {args.board}")
    dead = _cards(args.dead, f"--dead {args.dead}")
    options: dict[str, Any] = {"progress": progress}
    if args.samples is None:
        if args.seed is not None:
            raise _InputError("--seed is only used with --samples (the exact count deals every board: nothing to seed)")
    else:
        samples = _count(args.samples, "--samples", 1)
        seed = DEFAULT_SEED if args.seed is None else _count(args.seed, "--seed", 0)
        # "auto" with the limit at the samples asked: every board, exactly, when there are no more boards than
        # that (the exact answer, for no more work); else the same seeded sample as a Monte Carlo run.
        options.update(method="auto", exact_limit=samples, samples=samples, rng=random.Random(seed))
    try:
        return equity(hands, board, dead, args.game, **options)
    except (EquityError, CardError) as error:
        raise _InputError(str(error)) from None


def run(args: argparse.Namespace) -> int:
    """Run ``dealerdesk equity`` with parsed arguments; returns the exit status."""
    progress = _Progress(sys.stderr)
    try:
        try:
            result = _answer(args, progress)
        finally:
            progress.clear()
    except _InputError as error:
        message = " ".join(str(error).split())  # one line, of a length a person reads
        print(f"dealerdesk: equity: {message if len(message) <= 300 else message[:297] + '...'}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:  # Ctrl-C during a long run: stop quietly, as a person asked
        print("dealerdesk: equity: stopped", file=sys.stderr)
        return EXIT_INTERRUPTED
    asked = None if args.samples is None else int(args.samples)
    try:
        print(_json(result) if args.json else _table(result, asked))
    except BrokenPipeError:  # the reader (e.g. `head`) went away; not an error of ours
        sys.stderr.close()
    return 0
