"""Reading a typed whole number (chips, a count) with one strict rule, for every box that takes one.

The play window's amount box, the trainer's inputs and the terminal ``drill`` all read numbers through
:func:`parse_whole_number`, so what one accepts the others accept, and nothing typed can crash them. The rule:

* ASCII digits ``0``–``9`` only: no signs, no decimals, no other scripts' digits or look-alikes (``²``, ``①``,
  ``٤``), which Python's ``str.isdigit`` would let through to ``int``;
* optionally grouped the way the locale groups them (``12,500``; ``12 500`` in Hungarian, with any kind of
  space), or with a space, or with whichever of ``.`` and ``,`` is *not* the locale's decimal separator
  (``12.500`` in Hungarian, where ``12,5`` is a decimal) — one kind of separator per number, between groups of
  the locale's sizes (threes, or the Indian 2-then-3), so ``5 44`` is refused rather than read as 544;
* at most :data:`MAX_DIGITS` digits (a chip count is never longer; a 5,000-digit paste is refused at once).

Anything else raises :class:`NumberError` whose message (translated: it is shown) says what is wrong. What the
locale is comes from the UI (:func:`dealerdesk.number_format.install`, or :func:`~dealerdesk.number_format.using`
for a block); until one is installed — on the command line, in tests — numbers are read as English writes them
(``12,500``).

>>> parse_whole_number("12,500")
12500
>>> from dealerdesk.number_format import NumberFormat
>>> parse_whole_number("12.500", NumberFormat(group="\\u00a0", decimal=","))
12500
"""

from __future__ import annotations

import re

from dealerdesk.i18n import translate
from dealerdesk.number_format import _APOSTROPHES, SPACES, NumberFormat, current_format

__all__ = ["MAX_DIGITS", "SHOWN_LENGTH", "NumberError", "parse_whole_number", "shown"]


def _(text: str) -> str:
    """Translate in the number reader's context."""
    return translate("Numbers", text)


MAX_DIGITS = 12
"""The most digits a typed number may have (under a million million: more than any stack or pot)."""
SHOWN_LENGTH = 24
"""Longer input is cut to this many characters when an error message quotes it."""
_DIGITS = frozenset("0123456789")


class NumberError(ValueError):
    """The text is not a whole number the rule accepts; the message (translated) says why."""


def shown(text: str) -> str:
    """The typed text as an error message quotes it: in quotes, cut when long."""
    text = text.strip()
    return repr(text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 1] + "…")


def _groups_fit(groups: list[str], primary: int, secondary: int) -> bool:
    *before, last = groups
    return (len(last) == primary and all(len(g) == secondary for g in before[1:])
            and 1 <= len(before[0]) <= secondary and not before[0].startswith("0"))


def parse_whole_number(text: str, number_format: NumberFormat | None = None) -> int:
    """The whole number (zero or more) typed in ``text``, read with the one rule of this module in the given
    format (default: :func:`current_format`); :class:`NumberError` for anything else."""
    fmt = number_format if number_format is not None else current_format()
    stripped = text.strip()
    if not stripped:
        raise NumberError(_("type a number"))
    separators = fmt.separators
    digits = 0
    found: set[str] = set()
    has_decimal = False
    for char in stripped:
        if char in _DIGITS:
            digits += 1
        elif char in separators:
            found.add(" " if char in SPACES else ("'" if char in _APOSTROPHES else char))
        elif char == fmt.decimal:
            has_decimal = True
        else:
            raise NumberError(_("{text} is not a number of chips").format(text=shown(text)))
    if has_decimal:
        raise NumberError(_("{text} is not a whole number of chips: write it as {plain} or {grouped}").format(
            text=shown(text), plain="12500", grouped=fmt.format(12500)))
    if digits > MAX_DIGITS:
        raise NumberError(_("{text} is too long for a number of chips (at most {digits} digits)").format(
            text=shown(text), digits=MAX_DIGITS))
    if not found:
        return int(stripped)
    groups = re.split(r"[^0-9]", stripped)
    if len(found) > 1 or not all(groups) or not (
            _groups_fit(groups, fmt.primary, fmt.secondary) or _groups_fit(groups, 3, 3)):
        raise NumberError(_("{text} is not a number of chips: write it as {plain} or {grouped}").format(
            text=shown(text), plain="12500", grouped=fmt.format(12500)))
    return int("".join(groups))
