"""Dates in the reader's calendar: a Thai reader sees the Buddhist-era year (2569), everyone else the locale's."""

from __future__ import annotations

import datetime

import pytest

from dealerdesk.dates import reader_year, with_year


@pytest.mark.parametrize(("year", "language", "expected"), [(2026, "th", 2569), (1999, "th", 2542),
                                                            (2026, "hu", 2026), (2026, "en", 2026)])
def test_the_year_a_reader_counts_in(year: int, language: str, expected: int) -> None:
    assert reader_year(year, language) == expected


def test_a_thai_pattern_gets_the_full_buddhist_year() -> None:
    assert with_year("d/M/yy HH:mm", 2026, "th") == "d/M/'2569' HH:mm"
    assert with_year("dddd d MMMM yyyy", 2026, "th") == "dddd d MMMM '2569'"
    assert with_year("d 'year' yy", 2026, "th") == "d 'year' '2569'"  # quoted text keeps its letters
    assert with_year("yyyy. MM. dd. H:mm", 2026, "hu") == "yyyy. MM. dd. H:mm"


@pytest.mark.parametrize(("language", "expected"), [("th", "21/10/2569"), ("hu", "2026. 10. 21."),
                                                    ("en", "10/21/26")])
def test_the_window_writes_dates_in_the_readers_calendar(language: str, expected: str) -> None:
    from PySide6.QtCore import QLocale  # noqa: PLC0415

    from dealerdesk.ui.common.language import local_time  # noqa: PLC0415

    previous = QLocale()
    QLocale.setDefault(QLocale(language))
    try:
        moment = datetime.datetime(2026, 10, 21, 12, 0, tzinfo=datetime.UTC).astimezone()
        # Noon UTC is 21 October in every time zone from UTC−11 to UTC+11; the test machine runs in UTC.
        assert local_time(moment).startswith(expected)
    finally:
        QLocale.setDefault(previous)
