"""Numbers typed in the window read as the user's locale writes them: the play table's amount box and the
trainer's answers both read ``1,250`` (or ``1 250``, ``1.250``) as the locale shows twelve hundred and fifty."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from PySide6.QtCore import QLocale

from dealerdesk import number_format
from dealerdesk.number_format import NumberFormat


def locale_number_format(locale: QLocale | None = None) -> NumberFormat:
    """How ``locale`` (default: the user's) groups the digits of the amounts it shows, for reading typed ones
    with :func:`dealerdesk.number_input.parse_whole_number` (every amount box of the window reads them so)."""
    locale = QLocale(locale if locale is not None else QLocale())
    locale.setNumberOptions(locale.numberOptions() & ~QLocale.NumberOption.OmitGroupSeparator)
    return NumberFormat.from_sample(locale.toString(1234567890), locale.decimalPoint())


P = ParamSpec("P")
R = TypeVar("R")


def reads_locale_numbers(function: Callable[P, R]) -> Callable[P, R]:
    """Make ``function`` (a reader of typed answers, such as the trainer's) read numbers as the user's locale
    writes them, as the amount box does."""

    @functools.wraps(function)
    def reading(*args: P.args, **kwargs: P.kwargs) -> R:
        with number_format.using(locale_number_format()):
            return function(*args, **kwargs)

    return reading
