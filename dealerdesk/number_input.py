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
locale is comes from the UI (:func:`install`, or :func:`using` for a block); until one is installed — on the
command line, in tests — numbers are read as English writes them (``12,500``).

>>> parse_whole_number("12,500")
12500
>>> parse_whole_number("12.500", NumberFormat(group="\\u00a0", decimal=","))
12500
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections.abc import Iterator
from dataclasses import dataclass

from dealerdesk.i18n import translate


def _(text: str) -> str:
    """Translate in the number reader's context."""
    return translate("Numbers", text)


MAX_DIGITS = 12
"""The most digits a typed number may have (under a million million: more than any stack or pot)."""
SHOWN_LENGTH = 24
"""Longer input is cut to this many characters when an error message quotes it."""
SPACES = frozenset(" \u00a0\u2007\u2009\u202f")
"""Spaces that group digits: the plain one, no-break (Hungarian), figure, thin and narrow no-break (French)."""
_DIGITS = frozenset("0123456789")
_APOSTROPHES = frozenset("'\u2019")


class NumberError(ValueError):
    """The text is not a whole number the rule accepts; the message (translated) says why."""


@dataclass(frozen=True)
class NumberFormat:
    """How the user's locale writes whole numbers: its grouping separator, decimal separator and group sizes."""

    group: str = ","
    """The grouping separator the locale prints (``","``; ``"\\u00a0"`` in Hungarian)."""
    decimal: str = "."
    """The decimal separator: never accepted (chips are whole), and never taken for a grouping separator."""
    primary: int = 3
    """Digits in the last group."""
    secondary: int = 3
    """Digits in each group before it (2 in the Indian system: ``12,34,567``)."""
    minimum: int = 1
    """Digits needed before the last group for a number to be grouped when written: 1 in English (``1,234``), 2 in
    Hungarian, which writes ``1234`` but ``12 345``. Reading accepts either."""

    @property
    def separators(self) -> frozenset[str]:
        """The grouping separators accepted: the locale's, any space, and ``.``/``,`` unless it is the decimal."""
        accepted = {self.group, *SPACES, ".", ","}
        if self.group in _APOSTROPHES:
            accepted |= _APOSTROPHES
        accepted.discard(self.decimal)
        return frozenset(accepted)

    def format(self, value: int) -> str:
        """``value`` (zero or more) grouped as the locale writes it: the inverse of :func:`parse_whole_number`."""
        digits = str(value)
        if len(digits) < self.primary + self.minimum:
            return digits
        groups = [digits[-self.primary:]] if len(digits) > self.primary else [digits]
        rest = digits[: -self.primary] if len(digits) > self.primary else ""
        while rest:
            groups.insert(0, rest[-self.secondary:])
            rest = rest[: -self.secondary]
        return self.group.join(groups)

    @classmethod
    def from_sample(cls, sample: str, decimal: str) -> NumberFormat:
        """The format of a locale from how it prints a large number (``"1,234,567,890"``; a UI calls this with
        ``QLocale.toString(1234567890)``). A sample in other digits than ASCII, or ungrouped, gives English
        grouping: what the trainee types is still read."""
        groups = re.split(r"[^0-9]+", sample.strip())
        separators = [s for s in re.findall(r"[^0-9]+", sample.strip()) if s]
        if len(groups) < 2 or any(not g for g in groups) or len(set(separators)) != 1 or len(separators[0]) != 1:
            return cls(decimal=decimal if decimal in ".," else ".")
        primary = len(groups[-1])
        secondary = len(groups[-2]) if len(groups) > 2 else primary
        if not (1 <= primary <= 4 and 1 <= secondary <= 4) or separators[0] == decimal:
            return cls(decimal=decimal if decimal in ".," else ".")
        return cls(separators[0], decimal, primary, secondary)


ENGLISH = NumberFormat()
"""``12,500``: the terminal's format, and the format until the UI installs the user's."""

_installed: NumberFormat = ENGLISH
_override: contextvars.ContextVar[NumberFormat | None] = contextvars.ContextVar("dealerdesk_number_format",
                                                                                 default=None)


def install(number_format: NumberFormat | None) -> NumberFormat:
    """Read numbers in this format from now on (None: English); returns the one it replaces."""
    global _installed  # noqa: PLW0603 — one locale for the process, as the UI has one
    previous = _installed
    _installed = ENGLISH if number_format is None else number_format
    return previous


@contextlib.contextmanager
def using(number_format: NumberFormat) -> Iterator[None]:
    """Read numbers in this format inside the block (this thread or task only)."""
    token = _override.set(number_format)
    try:
        yield
    finally:
        _override.reset(token)


def current_format() -> NumberFormat:
    """The format numbers are read in here and now."""
    return _override.get() or _installed


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
