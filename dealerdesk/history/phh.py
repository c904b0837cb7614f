"""Reading and writing PHH (Poker Hand History) files: TOML text ⇄ :class:`HandHistory`.

Reading checks the file's form: required fields, types, lengths, player count (2-10), action syntax, card
text, hole and board card counts, and that no card appears twice. It does not play the hand: betting order,
legal amounts and chip totals are checked by the rules engine when it replays ``history.actions``.

Every problem raises a :class:`PHHError` whose ``str()`` is one line naming the file, the line and the field
or action. A text that is not a hand history at all (a README, a ``pyproject.toml``, an image) is told apart from
a hand history with a mistake and said to be none, before anything else (see :func:`looks_like_phh`). Fields the
standard does not know are ignored with a :class:`PHHWarning`; fields named ``_…`` (the standard's user-defined
fields) are kept in ``user_fields`` and written back.

>>> history = loads('''
... variant = 'NT'
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [200, 200]
... actions = ['d dh p1 AsKs', 'd dh p2 ????', 'p2 f']
... ''')
>>> history.variant.structure.value, history.actions[2]
('no', PHHFold(player=1, comment=None))
>>> loads(dumps(history)) == history
True
"""

from __future__ import annotations

import dataclasses
import os
import re
import tomllib
import warnings

from dealerdesk.history._convert import REQUIRED_FIELDS, from_raw, to_raw
from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.history._source_lines import SourceLines
from dealerdesk.history._toml_read import read_written_toml
from dealerdesk.history._toml_text import render_document
from dealerdesk.history.actions import (
    Action,
    CompleteBetOrRaiseTo,
    PHHCheckOrCall,
    PHHDealBoard,
    PHHDealHole,
    PHHFold,
    ShowOrMuck,
    format_action,
    parse_action,
)
from dealerdesk.history.errors import PHHError, PHHWarning
from dealerdesk.history.model import HandHistory, TomlValue
from dealerdesk.history.variants import Game, Structure, Variant

__all__ = [
    "Action",
    "CompleteBetOrRaiseTo",
    "Game",
    "HandHistory",
    "PHHCheckOrCall",
    "PHHDealBoard",
    "PHHDealHole",
    "PHHError",
    "PHHFold",
    "PHHWarning",
    "ShowOrMuck",
    "Structure",
    "TomlValue",
    "Variant",
    "dump",
    "dumps",
    "format_action",
    "load",
    "loads",
    "parse_action",
]

MAX_TEXT_LENGTH = 1024 * 1024
"""The largest hand history read, in characters (1 MiB; a real hand is 1-3 KB): a bigger text is refused at
once rather than parsed, so a file of millions of comment lines cannot keep the reader busy."""
_LONG_NUMBER = re.compile(r"[0-9_]{4300,}")
_TOML_POSITION = re.compile(r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)$")
_WRITTEN_SOURCE = "<hand history>"
NOT_A_HAND_HISTORY = "not a PHH hand history"
"""How an error about a text that is not a hand history at all begins (after the file's name)."""
_PHH_FIELD_LINE = re.compile(rf"(?m)^[ \t]*(?:{'|'.join(REQUIRED_FIELDS)})[ \t]*=")


def looks_like_phh(text: str) -> bool:
    """Whether ``text`` sets one of the fields every PHH file has (``variant``, ``antes``,
    ``blinds_or_straddles``, ``starting_stacks``, ``actions``) at the start of a line.

    This is the line between a hand history with a mistake and a text that is not one: a PHH file with a typo
    still sets ``variant = …`` and ``actions = […]``, so its precise message (the line, the field) helps; a
    README, a ``pyproject.toml`` or a JSON file sets none of them, and the first thing to say is that it is not
    a hand history — not that its first line is bad TOML or that ``variant`` is missing.
    """
    return _PHH_FIELD_LINE.search(text) is not None


def not_a_hand_history(why: str, source: str) -> PHHError:
    """The error for a text that is not a hand history at all: ``source: not a PHH hand history (why)``."""
    return PHHError(f"{NOT_A_HAND_HISTORY} ({why})", source=source)


def _toml_problem(error: tomllib.TOMLDecodeError, text: str) -> tuple[str, int | None, int | None]:
    """tomllib's error without its "(at line L, column C)", and that line and column (``None`` when not known)."""
    message = str(error)
    match = _TOML_POSITION.search(message)
    if match is None:
        return message, None, None
    if match.group(1) is None:  # "at end of document"
        return message[: match.start()], text.count("\n") + 1, None
    return message[: match.start()], int(match.group(1)), int(match.group(2))


def _toml_syntax_error(error: tomllib.TOMLDecodeError, text: str, source: str) -> PHHError:
    """A :class:`PHHError` for tomllib's error in a hand history, its "(at line L, column C)" moved into the
    location; a text that is no hand history is said to be none (:func:`looks_like_phh`), the place in brackets."""
    problem, line, column = _toml_problem(error, text)
    if not looks_like_phh(text):
        where = "" if line is None else f" at line {line}" + ("" if column is None else f", column {column}")
        return not_a_hand_history(f"not valid TOML{where}: {problem}", source)
    if line is None:
        return PHHError(f"not valid TOML: {problem}", source=source)
    where = "" if column is None else f" at column {column}"
    return PHHError(f"not valid TOML{where}: {problem}", source=source, line=line, column=column)


def _locate(error: PHHError, lines: SourceLines, source: str) -> PHHError:
    """``error`` with the file name and the line of its action or field."""
    if error.action_number is not None:
        line = lines.action_line(error.action_number)
    elif error.field is not None:
        line = lines.field_line(error.field)
    else:
        line = None
    return error.located(source=source, line=line)


def loads(text: str, source: str = "<string>") -> HandHistory:
    """The hand history in PHH text; ``source`` (a file name) is used in error and warning messages.

    Raises :class:`PHHError` for anything that breaks the standard or this project's limits; warns
    :class:`PHHWarning` for ignored fields and no-op actions.
    """
    history, ignored = read_noting(text, source)
    for warning in ignored:
        warnings.warn(warning, stacklevel=2)
    return history


def read_noting(text: str, source: str = "<string>") -> tuple[HandHistory, list[PHHWarning]]:
    """:func:`loads` that returns the warnings it would give instead of giving them: for a reader that refuses
    what they say (a session file, whose own writer writes no field to ignore) without catching warnings, which
    would also catch those of other threads."""
    if len(text) > MAX_TEXT_LENGTH:
        raise PHHError(f"larger than the limit of {MAX_TEXT_LENGTH // (1024 * 1024)} MiB for a hand history",
                       source=source)
    try:
        raw = read_written_toml(text)  # the shape this project writes, read fast; any other text: tomllib
        if raw is None:
            raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _toml_syntax_error(error, text, source) from None
    except RecursionError:
        raise PHHError("not valid TOML: arrays or tables nested too deeply", source=source) from None
    except ValueError:  # tomllib converts integers of any length; Python refuses more than 4300 digits
        long_number = _LONG_NUMBER.search(text)
        line = None if long_number is None else text.count("\n", 0, long_number.start()) + 1
        raise PHHError("a number has more than 4300 digits", source=source, line=line) from None
    if not any(key in raw for key in REQUIRED_FIELDS):
        why = ("it is empty" if not text.strip() else "it sets no fields" if not raw
               else f"it sets none of a hand history's fields {', '.join(REQUIRED_FIELDS)}")
        raise not_a_hand_history(why, source)
    try:
        history, notes = from_raw(raw)
    except PHHError as error:
        raise _locate(error, SourceLines(text), source) from None
    ignored = []
    lines = SourceLines(text) if notes else None  # the lines are found only for a message (most hands have none)
    for note in notes:
        assert lines is not None
        line = lines.field_line(note.field) if note.action_number is None else lines.action_line(note.action_number)
        ignored.append(PHHWarning(note.message, source=source, line=line, field=note.field,
                                  action_number=note.action_number))
    return history, ignored


def load(path: str | os.PathLike[str]) -> HandHistory:
    """The hand history in the PHH file at ``path`` (UTF-8, a byte-order mark tolerated).

    Raises :class:`PHHError` for a bad file and :class:`OSError` if it cannot be read.
    """
    name = os.fspath(path)
    try:
        data = read_limited(name, MAX_TEXT_LENGTH * 4)  # UTF-8: up to 4 bytes a character
    except FileRefused as error:
        raise PHHError(str(error), source=name) from None
    return loads(decode(data, name), source=name)


def decode(data: bytes, source: str) -> str:
    """The text of a hand history file's bytes (UTF-8, a byte-order mark tolerated); :class:`PHHError` naming
    ``source`` and the first bad byte when they are not UTF-8 — said to be no hand history at all when the
    bytes do not even set a PHH field (an image, a spreadsheet)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # a Windows editor's "Unicode": say what to do about it
            raise PHHError("UTF-16 text, not UTF-8: save it as UTF-8", source=source) from None
        if not looks_like_phh(data.decode("utf-8-sig", errors="replace")):
            raise not_a_hand_history(f"not UTF-8 text: byte {error.start + 1}", source) from None
        line = data.count(b"\n", 0, error.start) + 1
        raise PHHError(f"not UTF-8 text (byte {error.start + 1})", source=source, line=line) from None


def dumps(history: HandHistory) -> str:
    """The PHH text of ``history``: one ``key = value`` a line, the actions one a line.

    ``loads(dumps(history)) == history``. A history that could not be read back equal (a bad value, a list
    where a tuple belongs, a user field name without ``_``) raises :class:`PHHError` naming the field.
    """
    try:
        raw = to_raw(history)
        written, _ = from_raw(raw)
    except PHHError as error:
        raise error.located(source=_WRITTEN_SOURCE) from None
    if written != history:
        for field in dataclasses.fields(HandHistory):
            wanted, read_back = getattr(history, field.name), getattr(written, field.name)
            if wanted != read_back:
                raise PHHError(
                    f"would be read back as {read_back!r}, not {wanted!r}",
                    source=_WRITTEN_SOURCE,
                    field=field.name,
                )
    return render_document(raw, multiline_arrays=frozenset({"actions"}))


def dump(history: HandHistory, path: str | os.PathLike[str]) -> None:
    """Write ``history`` to ``path`` as a PHH file (UTF-8, ``\\n`` line ends)."""
    text = dumps(history)
    with open(os.fspath(path), "w", encoding="utf-8", newline="\n") as file:
        file.write(text)
