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

import dataclasses
import math
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from dealerdesk.i18n import translate

if TYPE_CHECKING:
    # The game's and the trainer's settings are read when they are first wanted, not when the window opens.
    from dealerdesk.play.settings import GameSettings
    from dealerdesk.trainer.session import SessionPlan

T = TypeVar("T")
D = TypeVar("D")
"""A setting's default: the value's own type, or None for one that may be left unset."""

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

    def _in_range(self, key: str, raw: object, low: float, high: float, *, whole: bool) -> float | None:
        """The stored number when it is a finite (whole) one from ``low`` to ``high``, else None (noted)."""
        value = _as_number(raw)
        if value is None or (whole and not value.is_integer()) or not low <= value <= high:
            self.fell_back.append(key)
            return None
        return value

    def number(self, key: str, raw: object, default: D, low: float, high: float) -> float | D:
        """A finite number from ``low`` to ``high``; ``default`` when nothing is stored (silently) or the stored
        value is not one (noted)."""
        value = None if raw is None else self._in_range(key, raw, low, high, whole=False)
        return default if value is None else value

    def whole(self, key: str, raw: object, default: D, low: int, high: int) -> int | D:
        """A whole number from ``low`` to ``high`` (``"3"``, ``3`` or ``3.0``), else ``default``."""
        value = None if raw is None else self._in_range(key, raw, low, high, whole=True)
        return default if value is None else int(value)

    def optional_number(self, key: str, raw: object, default: float | None, low: float, high: float
                        ) -> float | None:
        """Like :meth:`number`, where ``"none"`` (or empty) stands for no value."""
        return None if _says_none(raw) else self.number(key, raw, default, low, high)

    def optional_whole(self, key: str, raw: object, default: int | None, low: int, high: int) -> int | None:
        """Like :meth:`whole`, where ``"none"`` (or empty) stands for no value."""
        return None if _says_none(raw) else self.whole(key, raw, default, low, high)

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


Lookup = Callable[[str], object]
"""The stored value under a key, or None when there is none (``QSettings.value`` with one argument)."""


def stored_game_settings(value: Lookup, read: SettingsReader) -> GameSettings:
    """The last game's settings (or the defaults); one out of range (a stack above what a number box holds, a
    newer version's variant) is back to its default, noted in ``read``.

    >>> read = SettingsReader()
    >>> stored = {"game/seats": "9", "game/stack": "1e400", "game/variant": "XYZ"}
    >>> settings = stored_game_settings(stored.get, read)
    >>> settings.seats, settings.stack, settings.variant, read.fell_back
    (9, 200, 'NT', ['variant', 'stack'])
    """
    from dealerdesk.bots.levels import LEVELS
    from dealerdesk.play.settings import GameSettings
    from dealerdesk.rules.game import Variant

    start = GameSettings()
    big_blind = read.whole("big_blind", value("game/big_blind"), start.big_blind, 1, 1_000_000)
    return GameSettings(
        variant=read.choice("variant", value("game/variant"), start.variant, Variant.codes()),
        seats=read.whole("seats", value("game/seats"), start.seats, 2, 10),
        stack=read.whole("stack", value("game/stack"), start.stack, 1, 10_000_000),
        small_blind=min(big_blind, read.whole("small_blind", value("game/small_blind"), start.small_blind, 1,
                                              1_000_000)),
        big_blind=big_blind,
        ante=read.whole("ante", value("game/ante"), start.ante, 0, 1_000_000),
        big_blind_ante=read.flag("big_blind_ante", value("game/big_blind_ante"), start.big_blind_ante),
        button=read.choice("button", value("game/button"), start.button, ("dead", "moving")),
        name=read.text("name", value("game/name"), start.name, 40),
        styles=read.choices("styles", value("game/styles"), start.styles, start.styles),
        difficulty=read.choice("difficulty", value("game/difficulty"), start.difficulty, tuple(LEVELS)),
        animations=read.flag("animations", value("game/animations"), start.animations),
        watch=read.flag("watch", value("game/watch"), start.watch),
        rake_percent=read.number("rake_percent", value("game/rake_percent"), start.rake_percent, 0, 100),
        rake_cap=read.optional_whole("rake_cap", value("game/rake_cap"), start.rake_cap, 0, 1_000_000),
        no_flop_no_drop=read.flag("no_flop_no_drop", value("game/no_flop_no_drop"), start.no_flop_no_drop),
        jackpot_drop=read.whole("jackpot_drop", value("game/jackpot_drop"), start.jackpot_drop, 0, 1_000_000),
        jackpot_threshold=read.whole("jackpot_threshold", value("game/jackpot_threshold"), start.jackpot_threshold,
                                     0, 10_000_000),
    )


def game_settings_entries(settings: GameSettings) -> dict[str, object]:
    """What :func:`stored_game_settings` reads back, by key (a list of styles as comma-separated text, no value as
    ``"none"``)."""
    entries: dict[str, object] = {}
    for item in dataclasses.fields(settings):
        value = getattr(settings, item.name)
        if isinstance(value, tuple):
            value = ",".join(value)
        entries[f"game/{item.name}"] = "none" if value is None else value
    return entries


def stored_plan(value: Lookup, read: SettingsReader) -> SessionPlan:
    """The last training session's choices (or the defaults; a dealt game's hands and players too); a drill pack is
    chosen afresh each time. A stored value out of range (inf, 1e400, a newer version's kind) is back to its
    default, noted in ``read``; a plan that does not hold together is the default plan.

    >>> read = SettingsReader()
    >>> plan = stored_plan({"trainer/difficulty": "inf", "trainer/questions": "none", "trainer/minutes": "5"}.get,
    ...                    read)
    >>> plan.difficulty, plan.questions, plan.minutes, read.fell_back
    (1, None, 5.0, ['difficulty'])
    """
    from dealerdesk.rules import rake
    from dealerdesk.rules.chips import PRESETS
    from dealerdesk.rules.game import Game
    from dealerdesk.trainer.kinds.names import Kind
    from dealerdesk.trainer.mode import Mode
    from dealerdesk.trainer.session import PlanError, SessionPlan

    start = SessionPlan()
    kinds = read.choices("kinds", value("trainer/kinds"), tuple(start.kinds), [str(k) for k in Kind])
    games = read.choices("games", value("trainer/games"), (), [g.name for g in Game])
    mode = Mode(read.choice("mode", value("trainer/mode"), start.mode, tuple(Mode)))
    # A dealt game may be dealt without a rake; the rake questions are asked with one of the room's rakes.
    house_rake = read.choice("rake", value("trainer/rake"), start.rake,
                             rake.PRESETS if mode == Mode.DEAL else rake.RAKING)
    plan = SessionPlan(
        kinds=tuple(Kind(k) for k in kinds), games=tuple(Game[g] for g in games),
        difficulty=read.whole("difficulty", value("trainer/difficulty"), start.difficulty, 1, 4),
        questions=read.optional_whole("questions", value("trainer/questions"), start.questions, 1, 500),
        minutes=read.optional_number("minutes", value("trainer/minutes"), start.minutes, 1, 240),
        seconds_per_question=read.optional_number("seconds", value("trainer/seconds"), None, 3, 600),
        mode=mode,
        chip_set=read.choice("chip_set", value("trainer/chip_set"), start.chip_set, tuple(PRESETS)),
        rake=house_rake,
        hands=read.optional_whole("hands", value("trainer/hands"), start.hands, 1, 500),
        seats=read.optional_whole("players", value("trainer/players"), start.seats, 2, 10))
    try:
        plan.check()
    except PlanError:
        return start
    return plan


def plan_entries(plan: SessionPlan) -> dict[str, object]:
    """What :func:`stored_plan` reads back, by key ("none" for no limit)."""
    entries: dict[str, object] = {
        "trainer/kinds": ",".join(plan.kinds),
        "trainer/games": ",".join(g.name for g in plan.games),
        "trainer/difficulty": plan.difficulty,
    }
    for key, number in (("questions", plan.questions), ("minutes", plan.minutes),
                        ("seconds", plan.seconds_per_question), ("hands", plan.hands), ("players", plan.seats)):
        entries[f"trainer/{key}"] = "none" if number is None else number
    entries["trainer/mode"] = plan.mode
    entries["trainer/chip_set"] = plan.chip_set
    entries["trainer/rake"] = plan.rake
    return entries


def _says_none(raw: object) -> bool:
    """Whether a stored optional number says "no limit" (:data:`NONE_WORDS`)."""
    return isinstance(raw, str) and raw.strip().lower() in NONE_WORDS


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


DEFAULT_KEYS = {"fold": "F1", "call": "F2", "raise": "F3", "all_in": "F4", "next_hand": "N"}
"""The play table's keyboard shortcuts unless the player chose others (View → Keyboard shortcuts): the action
bar's four actions, and the window's Next hand (Game → Next hand, whose button shows the key). Kept here, with the
other settings' defaults, so the window's menus know them without loading the action bar (and the table's
drawing and the evaluator with it) at start-up."""
