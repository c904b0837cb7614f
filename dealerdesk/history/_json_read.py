"""Reading a session file's JSON in small steps, so that the window stays responsive while a worker reads it.

``json.loads`` parses a whole document in one call of C code that holds the interpreter's lock: for a session of
100,000 hands (about 95 MiB) that is some 400 ms in which the window's thread cannot run, the longest stall of the
whole open. A session file is one object whose largest values are arrays of many small items (each hand's text), so
:func:`loads_in_steps` reads the top-level object itself and decodes an array value one item at a time with the
same decoder; between two items the lock may pass to the window. Every value it returns is what ``json.loads``
returns, and a text that is not JSON is handed to ``json.loads``, so it is refused with the same message.
"""

from __future__ import annotations

import json
import re

_SPACE = re.compile(r"[ \t\n\r]*")
"""What JSON allows between tokens."""
_DECODER = json.JSONDecoder()


def _skip(text: str, at: int) -> int:
    end = _SPACE.match(text, at)
    return at if end is None else end.end()


def _array(text: str, at: int) -> tuple[list[object], int]:
    """The array opening at ``at``, item by item, and the index after it."""
    items: list[object] = []
    at = _skip(text, at + 1)
    if text[at] == "]":
        return items, at + 1
    while True:
        item, at = _DECODER.raw_decode(text, at)
        items.append(item)
        at = _skip(text, at)
        if text[at] == "]":
            return items, at + 1
        if text[at] != ",":
            raise ValueError("not JSON")
        at = _skip(text, at + 1)


def _object(text: str) -> dict[str, object]:
    at = _skip(text, 0)
    if text[at] != "{":
        raise ValueError("not an object")
    result: dict[str, object] = {}
    at = _skip(text, at + 1)
    if text[at] == "}":
        at += 1
    else:
        while True:
            key, at = _DECODER.raw_decode(text, at)
            if not isinstance(key, str):
                raise ValueError("not a key")
            at = _skip(text, at)
            if text[at] != ":":
                raise ValueError("no colon")
            at = _skip(text, at + 1)
            value: object
            value, at = _array(text, at) if text[at] == "[" else _DECODER.raw_decode(text, at)
            result[key] = value  # a key twice: the last one, as json.loads keeps it
            at = _skip(text, at)
            if text[at] == "}":
                at += 1
                break
            if text[at] != ",":
                raise ValueError("no comma")
            at = _skip(text, at + 1)
    if _skip(text, at) != len(text):
        raise ValueError("extra data")
    return result


def loads_in_steps(text: str) -> object:
    """``json.loads(text)``, an object's top-level arrays decoded an item at a time (see the module docstring)."""
    try:
        return _object(text)
    except (ValueError, IndexError):
        return json.loads(text)  # not a plain object of this shape: json.loads reads it, or says what is wrong
