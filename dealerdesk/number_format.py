"""How the user's locale writes whole numbers, and which format is in force: the bottom of the number handling.

:mod:`dealerdesk.i18n` writes the numbers of a shown sentence in this format and :mod:`dealerdesk.number_input`
reads what the user types in it; both import it from here, so neither imports the other. The UI installs the
user's format once (``install``); a test or a widget can use another inside a block (``using``).
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections.abc import Iterator
from dataclasses import dataclass

SPACES = frozenset(" \u00a0\u2007\u2009\u202f")
"""Spaces that group digits: the plain one, no-break (Hungarian), figure, thin and narrow no-break (French)."""
_APOSTROPHES = frozenset("'\u2019")


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
