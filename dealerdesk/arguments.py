"""Command-line argument types whose refusals stay one short line, whatever was typed.

``argparse``'s own ``type=int`` quotes the whole value in its error, so a pasted 5,000-digit number becomes a
5,000-character line (and beyond 4,300 digits Python will not convert it at all).

>>> whole_number("12")
12
>>> whole_number("9" * 5000)
Traceback (most recent call last):
...
argparse.ArgumentTypeError: not a whole number of at most 18 digits: '99999999999999999999999999999999999...
"""

from __future__ import annotations

import argparse
import re

_WHOLE = re.compile(r"[+-]?[0-9]{1,18}")


def whole_number(text: str) -> int:
    """An ``argparse`` type: a whole number of at most 18 digits, refused with the value cut to 40 characters."""
    if not _WHOLE.fullmatch(text.strip()):
        shown = repr(text) if len(text) <= 38 else repr(text[:35])[:-1] + "..."
        raise argparse.ArgumentTypeError(f"not a whole number of at most 18 digits: {shown}")
    return int(text)
