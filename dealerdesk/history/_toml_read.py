"""Reading back, fast, the flat TOML this project writes (:mod:`dealerdesk.history._toml_text`); anything else is
left to :mod:`tomllib`.

A session file holds one PHH text per hand, and opening a session of 100,000 hands read 100,000 of them with
``tomllib``, a general TOML parser written in Python: more than a quarter of the time it took. The hands a session
or a drill pack holds were written by this project, one ``key = value`` a line and the actions one a line, so this
reads exactly that shape — bare keys, whole numbers, ``true``/``false``, strings without escapes, one-line arrays
and inline tables of those, and multi-line arrays of one item a line — with a handful of regular expressions. The
first line not of that shape (a comment, a float, a table in a table, an escape, a key twice, Windows line ends)
makes it give up and return None, and the caller reads the text with ``tomllib``: every value it does return is the
one ``tomllib`` returns, and every text ``tomllib`` refuses is left to ``tomllib`` to refuse with its message
(``tests/history/test_toml_read.py`` holds it to both).
"""

from __future__ import annotations

import re

_CONTROL = "\\x00-\\x08\\x0a-\\x1f\\x7f"
"""What TOML allows in no string without an escape (a tab is allowed)."""
_LITERAL = f"'[^'{_CONTROL}]*'"
_BASIC = f'"[^"\\\\{_CONTROL}]*"'
_INTEGER = "0|-?[1-9][0-9]{0,17}"
"""A whole number as ``str(int)`` writes it, up to 18 digits (always within TOML's 64 bits); TOML refuses a leading
zero, and a longer number is left to ``tomllib``."""
_SCALAR = f"{_LITERAL}|{_BASIC}|{_INTEGER}|true|false"
_KEY = "[A-Za-z0-9_-]+"
_ITEM = re.compile(_SCALAR)
_PAIR = re.compile(f"({_KEY}) = ({_SCALAR})")
_PAIRS = f"{_KEY} = (?:{_SCALAR})"
_LINE = re.compile(f"({_KEY}) = ((?:{_SCALAR})|\\[(?:(?:{_SCALAR})(?:, (?:{_SCALAR}))*)?\\]|\\["
                   f"|\\{{ {_PAIRS}(?:, {_PAIRS})* \\}}|\\{{\\}})")
"""One line: a key, and a value, a one-line array or an inline table (a drill pack's house rules) of scalars, or
the ``[`` that opens an array of one item a line."""
_ARRAY_LINE = re.compile(f"  ({_SCALAR}),")


def _scalar(token: str) -> str | int | bool:
    """The value of one token that :data:`_SCALAR` matched."""
    first = token[0]
    if first in "'\"":
        return token[1:-1]
    if first in "tf":
        return first == "t"
    return int(token)


def read_written_toml(text: str) -> dict[str, object] | None:
    """The table of a TOML document written as this project writes PHH files, exactly as ``tomllib.loads`` reads
    it; None when the text is of any other shape (the caller then uses ``tomllib``)."""
    if "\r" in text or not text.endswith("\n"):
        return None
    lines = text.split("\n")
    lines.pop()  # the empty string after the last line end
    table: dict[str, object] = {}
    index, count = 0, len(lines)
    while index < count:
        match = _LINE.fullmatch(lines[index])
        if match is None:
            return None
        key, value = match.group(1), match.group(2)
        if key in table:
            return None  # a key twice: tomllib's error to give
        index += 1
        if value == "[":  # one item a line, up to a line "]"
            items: list[object] = []
            while index < count and lines[index] != "]":
                item = _ARRAY_LINE.fullmatch(lines[index])
                if item is None:
                    return None
                items.append(_scalar(item.group(1)))
                index += 1
            if index == count:
                return None
            index += 1
            table[key] = items
        elif value[0] == "[":
            table[key] = [_scalar(item.group()) for item in _ITEM.finditer(value, 1, len(value) - 1)]
        elif value[0] == "{":
            inline: dict[str, object] = {}
            for pair in _PAIR.finditer(value, 1, len(value) - 1):
                if pair.group(1) in inline:
                    return None
                inline[pair.group(1)] = _scalar(pair.group(2))
            table[key] = inline
        else:
            table[key] = _scalar(value)
    return table
