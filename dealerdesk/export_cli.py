"""``dealerdesk export``: saved sessions and PHH hand histories as PokerStars text, PHH or Open Hand History.

    dealerdesk export SOURCE [--format pokerstars|phh|ohh] [--out FILE] [--hero SEAT]

SOURCE is a session saved from the Game menu, a PHH file (one hand), a PHH session file (``.phhs``: hands after
``[1]``, ``[2]`` …) or a folder of them (its ``.json``, ``.dealerdesk``, ``.phh`` and ``.phhs`` files, in name
order; not its sub-folders). Each hand is replayed through the rules engine, so every amount written is the
engine's. A hand keeps its own start time and number when its file has them (a play-mode hand always does); a
hand without a time is stamped with its file's modification time, one without a number is numbered from itself.
``--hero`` names the seat whose hole cards are written as dealt (default seat 1, the player's seat in play mode).

Every problem with the input (a file that cannot be read, is no session or hand history, or holds an illegal or
unfinished hand) is one line on stderr naming the file, all of them before anything is written; then nothing is
written and the exit status is 2 — never a traceback and never half an export.
"""

from __future__ import annotations

import argparse
import re
import sys
import warnings
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from dealerdesk.arguments import whole_number
from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.history.errors import PHHError, PHHWarning
from dealerdesk.history.model import HandHistory
from dealerdesk.history.numbers import derived_hand_number, hand_id_of
from dealerdesk.history.ohh import ohh_hand, ohh_text
from dealerdesk.history.phh import decode, dumps, loads
from dealerdesk.history.pokerstars import HAND_SEPARATOR, pokerstars_text
from dealerdesk.history.replay import replay
from dealerdesk.history.session import MAX_SESSION_BYTES, SessionError, hand_history, hand_number, load_session
from dealerdesk.history.times import started_of
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.table import MAX_SEATS

EXIT_USAGE = 2
FORMATS = ("pokerstars", "phh", "ohh")
"""The formats written: PokerStars text, PHH, Open Hand History JSON."""
SUFFIXES = (".json", ".dealerdesk", ".phh", ".phhs")
"""The files of a folder that are read: saved sessions and PHH files."""
_HAND_HEADER = re.compile(r"^\[(\d+)\][ \t]*$", re.MULTILINE)
"""A hand's header in a PHH session file: ``[1]``, ``[2]`` …"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``export`` sub-command's arguments (the command line adds them only when it is the command given)."""
    parser.add_argument("source", metavar="SOURCE", help="a saved session (.json, .dealerdesk), a PHH file (.phh, "
                        ".phhs) or a folder of them")
    parser.add_argument("--format", choices=FORMATS, default="pokerstars",
                        help="pokerstars (default), phh or ohh (Open Hand History)")
    parser.add_argument("--out", metavar="FILE", help="the file to write (default: standard output)")
    parser.add_argument("--hero", type=whole_number, default=1, metavar="SEAT",
                        help="the seat whose hole cards are written as dealt (default 1: the player's seat)")


@dataclass(frozen=True)
class ExportedHand:
    """One hand to write, with what every format needs."""

    history: HandHistory
    """The hand as PHH (what the PHH format writes)."""
    hand: Hand
    """The hand replayed by the engine."""
    number: int
    """Its number (unique: the one it was given, or one derived from it)."""
    table: str
    """Its table's name."""
    seats: tuple[int, ...]
    """Each position's seat."""
    seat_count: int | None
    """The table's seats."""
    started: datetime
    """When it began."""


def _modified(path: Path) -> datetime:
    """A file's modification time: the best a hand without a time of its own can be stamped with."""
    return datetime.fromtimestamp(path.stat().st_mtime, UTC)


def _from_history(history: HandHistory, text: str, source: str, path: Path) -> ExportedHand:
    """A PHH hand, replayed (:class:`PHHError` when it is illegal or not finished)."""
    hand = replay(history, source=source, text=text)
    if not hand.is_complete:
        raise PHHError("the hand is not finished: its actions stop before the pots are pushed", source=source)
    seats = history.seats or tuple(range(1, history.player_count + 1))
    number = hand_id_of(history) or derived_hand_number(dumps(history))
    table = str(history.table) if history.table is not None else path.stem
    return ExportedHand(history, hand, number, table, seats, history.seat_count,
                        started_of(history) or _modified(path))


def _phh_hands(text: str, path: Path) -> list[ExportedHand]:
    """The hands of a PHH file, or of a PHH session file (each hand after its ``[n]``)."""
    name = str(path)
    headers = list(_HAND_HEADER.finditer(text))
    if not headers:
        return [_from_history(loads(text, source=name), text, name, path)]
    before = text[:headers[0].start()]
    if any(line.strip() and not line.lstrip().startswith("#") for line in before.splitlines()):
        raise PHHError("a PHH session file holds nothing but comments before its first hand's [1]", source=name,
                       line=1)
    hands = []
    for header, following in zip(headers, [*headers[1:], None], strict=True):
        # Each hand is read as if alone but on its own lines, so a problem is placed at the file's line.
        header_line = text.count("\n", 0, header.start()) + 1
        body = text[header.end():following.start() if following is not None else len(text)]
        section = "\n" * (header_line - 1) + body
        hands.append(_from_history(loads(section, source=name), section, name, path))
    return hands


def _session_hands(path: Path) -> list[ExportedHand]:
    """The finished hands of a saved session."""
    table = load_session(path)
    if not table.finished:
        raise SessionError(f"{path}: no hand was played in this session")
    modified = _modified(path)
    return [ExportedHand(hand_history(table, finished), finished.hand, hand_number(table, finished), table.name,
                         finished.seats, table.seat_count, finished.started or modified)
            for finished in table.finished]


def read_source(path: Path) -> tuple[list[ExportedHand], list[str]]:
    """The hands of a file or a folder's files, and one line for each problem (with the file's name)."""
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix.lower() in SUFFIXES and not p.is_dir())
        if not files:
            return [], [f"{path}: no saved sessions or PHH files here ({', '.join(SUFFIXES)})"]
    else:
        files = [path]
    hands: list[ExportedHand] = []
    problems: list[str] = []
    for file in files:
        try:
            hands += read_file(file)
        except (PHHError, SessionError) as error:
            problems.append(str(error))
        except FileRefused as error:
            problems.append(f"{file}: cannot read the file: {error}")
        except OSError as error:
            problems.append(f"{file}: cannot read the file: {error.strerror or error}")
    return hands, problems


def read_file(path: Path) -> list[ExportedHand]:
    """The hands of one file: a saved session (JSON) or a PHH file, told apart by what they hold."""
    text = decode(read_limited(path, MAX_SESSION_BYTES), str(path))
    if text.lstrip().startswith("{"):
        return _session_hands(path)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", PHHWarning)
        hands = _phh_hands(text, path)
    for warning in caught:
        print(f"dealerdesk: warning: {warning.message}", file=sys.stderr)
    return hands


def export_text(hands: list[ExportedHand], kind: str, hero_seat: int | None) -> str:
    """The hands in one of :data:`FORMATS`: PHH as one hand's file or, for several, a PHH session file."""
    def hero(exported: ExportedHand) -> int | None:
        return exported.seats.index(hero_seat) if hero_seat in exported.seats else None

    if kind == "phh":
        if len(hands) == 1:
            return dumps(hands[0].history)
        return "\n".join(f"[{number}]\n{dumps(h.history)}" for number, h in enumerate(hands, 1))
    if kind == "ohh":
        return ohh_text([ohh_hand(h.hand, number=h.number, table=h.table, seats=h.seats, seat_count=h.seat_count,
                                  hero=hero(h), started=h.started) for h in hands])
    return "".join(pokerstars_text(h.hand, number=h.number, table=h.table, seats=h.seats, seat_count=h.seat_count,
                                   hero=hero(h), started=h.started) + HAND_SEPARATOR for h in hands)


def run(args: argparse.Namespace) -> int:
    """``dealerdesk export``: read everything, say every problem, and only then write."""
    if not 1 <= args.hero <= MAX_SEATS:
        print(f"dealerdesk: export: --hero must be a seat from 1 to {MAX_SEATS}, not {args.hero}", file=sys.stderr)
        return EXIT_USAGE
    hands, problems = read_source(Path(args.source))
    for problem in problems:
        print(f"dealerdesk: {problem}", file=sys.stderr)
    if problems:
        return EXIT_USAGE
    text = export_text(hands, args.format, args.hero)
    if args.out is None:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:  # the reader (e.g. `head`) went away; not an error of ours
            sys.stderr.close()
        return 0
    try:
        Path(args.out).write_text(text, encoding="utf-8")
    except OSError as error:
        print(f"dealerdesk: {args.out}: cannot write the file: {error.strerror or error}", file=sys.stderr)
        return EXIT_USAGE
    return 0
