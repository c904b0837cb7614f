"""Reading stored settings that may be out of range: each value falls back to its default instead of breaking
the screen that shows it, and the caller can say once which ones did.

Settings files are edited by hand, copied between versions, and written by newer versions with values this one
does not know (a variant code, a style), so a difficulty of ``inf``, a question count of ``1e400`` or a stack
above 2³¹ (more than a number box can hold) must not reach a dialog. No Qt here: the window passes in what
``QSettings.value`` returned (text from an INI file, or a number, a boolean, a list).

>>> read = SettingsReader()
>>> read.whole("difficulty", "inf", 1, 1, 4), read.whole("seats", "7", 6, 2, 10), read.fell_back
(1, 7, ['difficulty'])
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TypeVar

from dealerdesk.i18n import translate

T = TypeVar("T")

_NUMBER = re.compile(r"[+-]?[0-9]{1,15}(?:\.[0-9]{1,15})?")
"""A number as a person or a settings file writes it; anything longer is no setting anyone meant."""
NONE_WORDS = ("", "none")
"""How a stored optional number says "no limit"."""


@dataclass
class SettingsReader:
    """Reads raw stored values against their ranges, remembering which fell back to the default."""

    fell_back: list[str] = field(default_factory=list)
    """The keys whose stored value could not be used, in the order read."""

    def _fall_back(self, key: str, default: T) -> T:
        self.fell_back.append(key)
        return default

    def number(self, key: str, raw: object, default: float, low: float, high: float) -> float:
        """A finite number from ``low`` to ``high``; ``default`` when nothing is stored (silently) or the stored
        value is not one (noted)."""
        if raw is None:
            return default
        value = _as_number(raw)
        if value is None or not low <= value <= high:
            return self._fall_back(key, default)
        return value

    def whole(self, key: str, raw: object, default: int, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high`` (``"3"``, ``3`` or ``3.0``), else ``default``."""
        if raw is None:
            return default
        value = _as_number(raw)
        if value is None or not value.is_integer() or not low <= value <= high:
            return self._fall_back(key, default)
        return int(value)

    def optional_number(self, key: str, raw: object, default: float | None, low: float, high: float
                        ) -> float | None:
        """Like :meth:`number`, where ``"none"`` (or empty) stands for no value."""
        if isinstance(raw, str) and raw.strip().lower() in NONE_WORDS:
            return None
        if raw is None:
            return default
        value = _as_number(raw)
        if value is None or not low <= value <= high:
            return self._fall_back(key, default)
        return value

    def optional_whole(self, key: str, raw: object, default: int | None, low: int, high: int) -> int | None:
        """Like :meth:`whole`, where ``"none"`` (or empty) stands for no value."""
        if isinstance(raw, str) and raw.strip().lower() in NONE_WORDS:
            return None
        if raw is None:
            return default
        value = _as_number(raw)
        if value is None or not value.is_integer() or not low <= value <= high:
            return self._fall_back(key, default)
        return int(value)

    def choice(self, key: str, raw: object, default: str, allowed: Collection[str]) -> str:
        """One of ``allowed`` (a newer version's value this one does not know falls back)."""
        if raw is None:
            return default
        if not isinstance(raw, str) or raw not in allowed:
            return self._fall_back(key, default)
        return raw

    def choices(self, key: str, raw: object, default: tuple[str, ...], allowed: Collection[str]) -> tuple[str, ...]:
        """A comma-separated list of ``allowed`` values; unknown ones are dropped (noted), and an empty result
        is the default."""
        if raw is None:
            return default
        items = raw if isinstance(raw, list) else str(raw).split(",")
        kept = tuple(str(item).strip() for item in items if str(item).strip() in allowed)
        if len(kept) < len([item for item in items if str(item).strip()]):
            self.fell_back.append(key)
        return kept or default

    def flag(self, key: str, raw: object, default: bool) -> bool:
        """A boolean as QSettings stores it (``true``/``false``, 1/0)."""
        if raw is None:
            return default
        if raw in (True, "true", "1", 1):
            return True
        if raw in (False, "false", "0", 0):
            return False
        return self._fall_back(key, default)

    def text(self, key: str, raw: object, default: str, longest: int = 200) -> str:
        """Text on one line of at most ``longest`` characters, not blank."""
        if raw is None:
            return default
        if not isinstance(raw, str) or not raw.strip() or len(raw) > longest or "\n" in raw:
            return self._fall_back(key, default)
        return raw

    def message(self) -> str | None:
        """One line naming the settings that fell back, or None when every stored value was used."""
        if not self.fell_back:
            return None
        names = ", ".join(dict.fromkeys(self.fell_back))
        return translate("Settings", "Some saved settings could not be used and are back to their defaults: "
                                     "{names}.").format(names=names)


def _as_number(raw: object) -> float | None:
    """A finite number from a stored value, or None (``inf``, ``nan``, ``1e400``, words, booleans, lists)."""
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return float(raw) if abs(raw) < 2**53 else None
    if isinstance(raw, float):
        return raw if math.isfinite(raw) else None
    if isinstance(raw, str) and _NUMBER.fullmatch(raw.strip()):
        return float(raw.strip())
    return None
