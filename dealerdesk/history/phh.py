"""Reading and writing PHH (Poker Hand History) files: TOML text ⇄ :class:`HandHistory`.

Reading checks the file's form: required fields, types, lengths, player count (2-10), action syntax, card
text, hole and board card counts, and that no card appears twice. It does not play the hand: betting order,
legal amounts and chip totals are checked by the rules engine when it replays ``history.actions``.

Every problem raises a :class:`PHHError` whose ``str()`` is one line naming the file, the line and the field
or action. Fields the standard does not know are ignored with a :class:`PHHWarning`; fields named ``_…``
(the standard's user-defined fields) are kept in ``user_fields`` and written back.

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

from dealerdesk.history._convert import from_raw, to_raw
from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.history._source_lines import SourceLines
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


def _toml_syntax_error(error: tomllib.TOMLDecodeError, text: str, source: str) -> PHHError:
    """A :class:`PHHError` for tomllib's error, its "(at line L, column C)" moved into the location."""
    message = str(error)
    match = _TOML_POSITION.search(message)
    if match is None:
        return PHHError(f"not valid TOML: {message}", source=source)
    if match.group(1) is None:  # "at end of document"
        line, column = text.count("\n") + 1, None
    else:
        line, column = int(match.group(1)), int(match.group(2))
    where = "" if column is None else f" at column {column}"
    return PHHError(f"not valid TOML{where}: {message[: match.start()]}", source=source, line=line, column=column)


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
    if len(text) > MAX_TEXT_LENGTH:
        raise PHHError(f"larger than the limit of {MAX_TEXT_LENGTH // (1024 * 1024)} MiB for a hand history",
                       source=source)
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _toml_syntax_error(error, text, source) from None
    except RecursionError:
        raise PHHError("not valid TOML: arrays or tables nested too deeply", source=source) from None
    except ValueError:  # tomllib converts integers of any length; Python refuses more than 4300 digits
        long_number = _LONG_NUMBER.search(text)
        line = None if long_number is None else text.count("\n", 0, long_number.start()) + 1
        raise PHHError("a number has more than 4300 digits", source=source, line=line) from None
    lines = SourceLines(text)
    try:
        history, notes = from_raw(raw)
    except PHHError as error:
        raise _locate(error, lines, source) from None
    for note in notes:
        line = lines.field_line(note.field) if note.action_number is None else lines.action_line(note.action_number)
        warning = PHHWarning(note.message, source=source, line=line, field=note.field, action_number=note.action_number)
        warnings.warn(warning, stacklevel=2)
    return history


def load(path: str | os.PathLike[str]) -> HandHistory:
    """The hand history in the PHH file at ``path`` (UTF-8, a byte-order mark tolerated).

    Raises :class:`PHHError` for a bad file and :class:`OSError` if it cannot be read.
    """
    name = os.fspath(path)
    try:
        data = read_limited(name, MAX_TEXT_LENGTH * 4)  # UTF-8: up to 4 bytes a character
    except FileRefused as error:
        raise PHHError(str(error), source=name) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise PHHError(f"not UTF-8 text (byte {error.start + 1})", source=name, line=line) from None
    return loads(text, source=name)


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
