"""Writing the flat TOML of a PHH file: one ``key = value`` a line, the actions one a line.

The standard library reads TOML but does not write it, and a PHH file needs only a small, predictable part of
TOML, so this writes it directly. Strings are written as literal strings (``'…'``) like the shared WSOP files
whenever TOML allows, otherwise as basic strings with escapes.
"""

from __future__ import annotations

import datetime
import math
import re
from collections.abc import Mapping

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
# Control characters, and the characters editors take for line breaks (NEL, LS, PS), are escaped so every
# field and every action stays on one line of the file.
_LINE_BREAKING = "\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029"
_NOT_LITERAL = re.compile(f"['{_LINE_BREAKING}]")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
_NEEDS_ESCAPE = re.compile(f'[\\\\"\t{_LINE_BREAKING}]')


def toml_key(key: str) -> str:
    """A key as TOML writes it: bare when it can be, quoted otherwise."""
    return key if _BARE_KEY.fullmatch(key) else toml_string(key)


def toml_string(text: str) -> str:
    """A TOML string for ``text``: ``'literal'`` when possible, else ``"basic"`` with escapes."""
    if not _NOT_LITERAL.search(text):
        return f"'{text}'"

    def escape(match: re.Match[str]) -> str:
        char = match.group()
        return _ESCAPES.get(char, f"\\u{ord(char):04X}")

    return '"' + _NEEDS_ESCAPE.sub(escape, text) + '"'


def _toml_float(number: float) -> str:
    if math.isnan(number):
        return "nan"
    if math.isinf(number):
        return "inf" if number > 0 else "-inf"
    return repr(number)  # always has a '.' or an exponent, so TOML reads it back as a float


def toml_value(value: object) -> str:
    """The inline TOML text of a value (string, number, boolean, date/time, array, table)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _toml_float(value)
    if isinstance(value, datetime.date | datetime.time):  # datetime.datetime is a date
        return value.isoformat()
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        pairs = ", ".join(f"{toml_key(key)} = {toml_value(item)}" for key, item in value.items())
        return "{ " + pairs + " }"
    raise TypeError(f"{type(value).__name__} cannot be written as TOML")


def render_document(table: Mapping[str, object], multiline_arrays: frozenset[str]) -> str:
    """The TOML document of ``table``, in its order; the keys in ``multiline_arrays`` get one item a line."""
    lines: list[str] = []
    for key, value in table.items():
        if key in multiline_arrays and isinstance(value, list) and value:
            lines.append(f"{toml_key(key)} = [")
            lines.extend(f"  {toml_value(item)}," for item in value)
            lines.append("]")
        else:
            lines.append(f"{toml_key(key)} = {toml_value(value)}")
    return "\n".join(lines) + "\n"
