"""Line numbers of fields and of ``actions`` entries in PHH source text.

``tomllib`` returns plain values without positions, so errors found after parsing would have no line. This
finds the line of a field's key with a pattern, and the line of every entry of the ``actions`` array by
walking the array's text (skipping strings and comments as TOML does), which is exact for any layout.
"""

from __future__ import annotations

import bisect
import re
import tomllib
from functools import cached_property

from dealerdesk.history.actions import is_no_op

_STRING_OPENERS = ('"""', "'''", '"', "'")
# A line that starts by naming a key: ``key =``, ``"key" .``, ``[key]``, ``[[ 'key'.`` (group 1: a table header).
_KEY_LINE = re.compile(r"""^[ \t]*(\[\[?[ \t]*)?(?:([A-Za-z0-9_-]+)|"([^"\n]*)"|'([^'\n]*)')[ \t]*([=.\]])""",
                       re.MULTILINE)


class SourceLines:
    """Answers "which line?" for one TOML source text (1-based lines; ``None`` when not found)."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._line_starts = [0] + [match.end() for match in re.finditer("\n", text)]

    def line_at(self, offset: int) -> int:
        """The 1-based line of a character offset."""
        return bisect.bisect_right(self._line_starts, offset)

    @cached_property
    def _keys(self) -> dict[str, int]:
        """The offset of the first line that assigns each key, found in one pass over the text (a pattern per
        key would make a file of many fields cost the square of its size)."""
        found: dict[str, int] = {}
        for match in _KEY_LINE.finditer(self._text):
            header = match.group(1) is not None
            if (match.group(5) in "]." if header else match.group(5) in "=."):
                key = next(group for group in match.group(2, 3, 4) if group is not None)
                found.setdefault(key, match.start())
        return found

    def _key_match(self, key: str) -> re.Match[str] | None:
        offset = self._keys.get(key)
        return None if offset is None else _KEY_LINE.match(self._text, offset)

    def field_line(self, key: str) -> int | None:
        """The line where ``key`` is assigned (``key = …``, ``key.sub = …`` or a ``[key]`` table)."""
        offset = self._keys.get(key)
        return None if offset is None else self.line_at(offset)

    def action_line(self, action_number: int) -> int | None:
        """The line where the ``action_number``-th (1-based) entry of the file's ``actions`` array starts."""
        entries = self._action_entries
        return entries[action_number - 1][0] if 0 < action_number <= len(entries) else None

    def record_line(self, record_number: int) -> int | None:
        """The line of ``HandHistory.actions[record_number - 1]``: like :meth:`action_line`, but counting
        only real actions, since the no-ops a file may hold (blank or comment-only strings) are not kept."""
        count = 0
        for line, value_text in self._action_entries:
            try:
                value = tomllib.loads(f"value = {value_text}")["value"]
            except tomllib.TOMLDecodeError:
                value = None
            if isinstance(value, str) and is_no_op(value):
                continue
            count += 1
            if count == record_number:
                return line
        return None

    @cached_property
    def _action_entries(self) -> list[tuple[int, str]]:
        """(line, TOML text) of each entry of the ``actions`` array."""
        match = self._key_match("actions")
        if match is None:
            return []
        text = self._text
        position = text.find("=", match.end() - 1)
        position = _skip_blank(text, position + 1, newlines=False)
        if position >= len(text) or text[position] != "[":
            return []
        entries: list[tuple[int, str]] = []
        position += 1
        while True:
            position = _skip_blank(text, position, newlines=True)
            if position >= len(text) or text[position] == "]":
                return entries
            if text[position] == ",":
                position += 1
                continue
            end = _skip_value(text, position)
            entries.append((self.line_at(position), text[position:end]))
            position = end


def _skip_blank(text: str, position: int, *, newlines: bool) -> int:
    """The offset of the next character that is not white space or part of a comment."""
    blank = " \t\r\n" if newlines else " \t"
    while position < len(text):
        char = text[position]
        if char in blank:
            position += 1
        elif char == "#" and newlines:
            end = text.find("\n", position)
            position = len(text) if end < 0 else end
        else:
            break
    return position


def _skip_string(text: str, position: int) -> int:
    """The offset just past the TOML string that starts at ``position``."""
    opener = next(quote for quote in _STRING_OPENERS if text.startswith(quote, position))
    position += len(opener)
    escapes = opener.startswith('"')  # basic strings have backslash escapes, literal strings do not
    while position < len(text):
        if escapes and text[position] == "\\":
            position += 2
        elif text.startswith(opener, position):
            position += len(opener)
            while len(opener) == 3 and position < len(text) and text[position] == opener[0]:
                position += 1  # up to two quotes may sit just inside a multi-line string's closing quotes
            return position
        else:
            position += 1
    return position


def _skip_value(text: str, position: int) -> int:
    """The offset just past the TOML value (string, array, inline table or bare value) at ``position``."""
    char = text[position]
    if char in "\"'":
        return _skip_string(text, position)
    if char in "[{":
        closer = "]" if char == "[" else "}"
        position += 1
        while position < len(text):
            position = _skip_blank(text, position, newlines=True)
            if position >= len(text):
                break
            if text[position] == closer:
                return position + 1
            if text[position] in ",=":
                position += 1
            else:
                position = _skip_value(text, position)
        return position
    start = position
    while position < len(text) and text[position] not in ",]}#= \t\r\n":
        position += 1
    return max(position, start + 1)  # always move on, even past a stray character
