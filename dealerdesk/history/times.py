"""When a hand began: kept in PHH's own fields, and written in US Eastern time as PokerStars writes it.

A play-mode hand records the moment it was dealt (in UTC). PHH keeps it in its standard fields ``year``,
``month``, ``day``, ``time`` (a local time without a zone) and ``time_zone``; this project writes the UTC time with
``time_zone = 'UTC'``, so the file says exactly when the hand was dealt whatever the reader's zone.

PokerStars stamps every hand with the time of its servers, US Eastern time ("ET", daylight saving included);
:func:`eastern_time` converts by the US rule in force since 2007 (daylight time from the second Sunday of March,
2:00, to the first Sunday of November, 2:00), so no time-zone database is needed — the Windows bundle has none.

>>> from datetime import UTC, datetime
>>> eastern_time(datetime(2020, 4, 16, 17, 58, 12, tzinfo=UTC))
datetime.datetime(2020, 4, 16, 13, 58, 12)
>>> eastern_time(datetime(2020, 12, 1, 5, 0, tzinfo=UTC))
datetime.datetime(2020, 12, 1, 0, 0)
"""

from __future__ import annotations

import datetime
import zoneinfo
from datetime import UTC, timedelta
from typing import Any

from dealerdesk.history.model import HandHistory

PHH_TIME_ZONE = "UTC"
"""The ``time_zone`` this project writes: the hand's ``time`` is UTC."""
_UTC_NAMES = frozenset({"UTC", "Etc/UTC", "GMT", "Etc/GMT", "Z", "Zulu", "Universal", "Etc/Universal"})


def _sunday(year: int, month: int, nth: int) -> datetime.datetime:
    """The ``nth`` Sunday of a month, at midnight."""
    first = datetime.datetime(year, month, 1)
    return first + timedelta(days=(6 - first.weekday()) % 7 + 7 * (nth - 1))


def eastern_time(moment: datetime.datetime) -> datetime.datetime:
    """The US Eastern wall-clock time (naive) of an aware ``moment``."""
    utc = moment.astimezone(UTC).replace(tzinfo=None)
    # Daylight time begins at 2:00 EST (7:00 UTC) and ends at 2:00 EDT (6:00 UTC).
    begins = _sunday(utc.year, 3, 2) + timedelta(hours=7)
    ends = _sunday(utc.year, 11, 1) + timedelta(hours=6)
    return utc - timedelta(hours=4 if begins <= utc < ends else 5)


def phh_time_fields(started: datetime.datetime) -> dict[str, Any]:
    """The PHH fields of a hand's start: ``year``, ``month``, ``day``, ``time`` (UTC, whole seconds),
    ``time_zone`` and ``time_zone_abbreviation``."""
    utc = started.astimezone(UTC).replace(microsecond=0)
    return {"year": utc.year, "month": utc.month, "day": utc.day, "time": utc.time().replace(tzinfo=None),
            "time_zone": PHH_TIME_ZONE, "time_zone_abbreviation": "UTC"}


def started_of(history: HandHistory) -> datetime.datetime | None:
    """When a PHH hand began (aware), from its date, time and zone; None when a part is missing or the zone is not
    one this reader knows (UTC, or a zone of the system's time-zone database)."""
    if history.year is None or history.month is None or history.day is None or history.time is None:
        return None
    zone: datetime.tzinfo | None
    name = history.time_zone or history.time_zone_abbreviation
    if name is None:
        return None
    if name in _UTC_NAMES:
        zone = UTC
    else:
        zone = _named_zone(name)
        if zone is None:
            return None
    try:
        local = datetime.datetime.combine(datetime.date(history.year, history.month, history.day), history.time)
    except ValueError:  # 31 February: the fields are each in range but not together
        return None
    return local.replace(tzinfo=zone)


def _named_zone(name: str) -> datetime.tzinfo | None:
    """An IANA zone from the system's database, or None (unknown name, or no database, as on Windows)."""
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return None
