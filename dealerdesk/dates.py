"""Dates in the reader's calendar: the year a reader counts in, and a date format written with it.

Qt has no Buddhist calendar (``QCalendar`` knows the Gregorian, Julian, Islamic and Persian ones), yet a Thai
reader counts years in the Buddhist era: 2026 is 2569. So the UI takes the locale's own date format and writes
the year this module gives into it (:func:`with_year`); Qt still writes the day, the month and the time as the
locale does. Qt-free, so the rule is tested without a window.
"""

from __future__ import annotations

import re

BUDDHIST_ERA_OFFSET = 543
"""Years from the Christian era to the Buddhist era, as Thailand counts them (2026 CE is 2569 BE)."""
BUDDHIST_ERA_LANGUAGES = frozenset({"th"})
"""The languages whose readers count years in the Buddhist era."""


def reader_year(year: int, language: str) -> int:
    """A Gregorian ``year`` as a reader of ``language`` counts it: the Buddhist era in Thai."""
    return year + BUDDHIST_ERA_OFFSET if language in BUDDHIST_ERA_LANGUAGES else year


_YEAR = re.compile(r"y+")
_QUOTED = re.compile(r"'[^']*'")


def with_year(pattern: str, year: int, language: str) -> str:
    """A Qt date-time ``pattern`` (``"d/M/yy HH:mm"``) with its year field written as the reader's full year, as a
    quoted literal (``"d/M/'2569' HH:mm"``); a pattern for a language that counts in the Gregorian era is
    unchanged. A two-digit year becomes four digits: "69" alone could be any century."""
    if language not in BUDDHIST_ERA_LANGUAGES:
        return pattern
    literal = f"'{reader_year(year, language)}'"
    pieces, position = [], 0
    for quoted in _QUOTED.finditer(pattern):  # text already quoted is left as it is
        pieces.append(_YEAR.sub(literal, pattern[position:quoted.start()]))
        pieces.append(quoted.group())
        position = quoted.end()
    pieces.append(_YEAR.sub(literal, pattern[position:]))
    return "".join(pieces)
