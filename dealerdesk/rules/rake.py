"""The house rake of a cash game and the jackpot drop: what the house takes from a pot before it is pushed.

A :class:`RakeStructure` is the room's posted rake: a percentage of the pot rounded down to the smallest chip in
play, up to a cap (a lower cap when few players are dealt in, e.g. heads-up or three-handed), "no flop, no drop"
(a hand over before the flop is not raked), and a jackpot drop: a fixed amount taken for the bad-beat jackpot once
the pot reaches a threshold — and only when a flop is seen, as rooms post it.

How a pot is raked (common card-room practice, as posted rake schedules and dealer-school courses teach it):

* The rake is figured on the pot **after** uncalled chips are returned: an uncalled bet never was in the pot, so
  it is never raked (TDA 15-B returns it before the pot is pushed).
* It is figured on the **total** pot — every pot, main and side, together — once, so the cap is the hand's cap,
  and **before** any split: in hi/lo the pot is raked first and what is left is halved (the odd chip then goes
  high as always), never raked half by half.
* Where the chips come from when there are side pots differs by room, so it is a setting
  (:class:`SidePotRake`): the main pot first (the dealer rakes the pot everyone contested; a side pot is touched
  only when the main pot is smaller than the rake), or from each pot in proportion to its size.
* The jackpot drop is taken with the rake, on top of it (the cap is the rake's alone), from the same pots.

>>> structure = PRESETS[CAPPED]
>>> taken = take_rake(structure, [150], players=6, flop_seen=True)
>>> taken.rake, taken.jackpot_drop, taken.from_pots
(5, 0, (5,))
>>> take_rake(structure, [40], players=6, flop_seen=True).rake
4
>>> take_rake(structure, [40], players=6, flop_seen=False).rake
0
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

NO_RAKE = "none"
"""The preset of a game without rake (home games, tournaments)."""
CAPPED = "capped"
"""The preset of a typical live cash game: 10 % to a cap of 5, 3 heads-up, no flop no drop."""
JACKPOT = "jackpot"
"""The preset of a rake with a bad-beat jackpot drop: 10 % to a cap of 4, 1 dropped once the pot reaches 20."""
LOW_CAP = "five-percent"
"""The preset of a lighter rake: 5 % to a cap of 3 (2 three-handed, 1 heads-up)."""


class SidePotRake(enum.StrEnum):
    """Which pots the rake and the drop come out of when there are side pots (rooms differ: a setting)."""

    MAIN_FIRST = "main-first"
    """From the main pot; a side pot only for what the main pot cannot cover."""
    PROPORTIONAL = "proportional"
    """From every pot in proportion to its size (rounded down to the chip, any rest from the main pot first)."""


class RakeError(ValueError):
    """A rake structure that cannot be posted (a negative cap, a percentage above 100 …); says which part."""

    def __init__(self, part: str, message: str) -> None:
        super().__init__(f"{part}: {message}")
        self.part = part
        """The part of the structure that is wrong (its PHH key)."""


@dataclass(frozen=True)
class RakeStructure:
    """A room's posted rake and jackpot drop. Amounts are chips of the table."""

    percent: Fraction = Fraction(10)
    """The share of the pot raked, in percent (5, 10, 2.5 …)."""
    cap: int | None = 5
    """The most raked from one pot (None: no cap)."""
    short_caps: tuple[tuple[int, int], ...] = ()
    """Lower caps for short-handed pots: ``(players dealt in, cap)`` pairs; a hand with that many players dealt in
    (or fewer, down to the next pair) has that cap, e.g. ``((2, 3), (3, 4))``: 3 heads-up, 4 three-handed."""
    no_flop_no_drop: bool = True
    """A hand over before the flop is not raked ("no flop, no drop")."""
    jackpot_drop: int = 0
    """Chips dropped for the jackpot (0: no jackpot)."""
    jackpot_threshold: int = 0
    """The pot the drop is taken from, at least (after uncalled chips are returned); a flop must be seen."""
    side_pots: SidePotRake = SidePotRake.MAIN_FIRST
    """Which pots the rake and the drop come out of."""

    def __post_init__(self) -> None:
        if not 0 <= self.percent <= 100:
            raise RakeError("percent", f"a rake is 0 to 100 percent, not {float(self.percent):g}")
        if self.cap is not None and self.cap < 0:
            raise RakeError("cap", f"a cap cannot be negative ({self.cap})")
        for players, cap in self.short_caps:
            if not 2 <= players <= 10 or cap < 0:
                raise RakeError("caps", f"a short-handed cap is for 2 to 10 players and not negative, "
                                        f"not {cap} at {players}")
        if self.jackpot_drop < 0:
            raise RakeError("jackpot_drop", f"a drop cannot be negative ({self.jackpot_drop})")
        if self.jackpot_drop and self.jackpot_threshold < self.jackpot_drop:
            raise RakeError("jackpot_threshold",
                            f"the pot must reach at least the drop ({self.jackpot_drop}), not {self.jackpot_threshold}")

    @property
    def rakes(self) -> bool:
        """Whether the structure ever takes anything."""
        return bool(self.percent and (self.cap is None or self.cap > 0)) or self.jackpot_drop > 0

    def cap_for(self, players: int) -> int | None:
        """The cap of a hand with this many players dealt in."""
        for most, cap in sorted(self.short_caps):
            if players <= most:
                return cap if self.cap is None else min(cap, self.cap)
        return self.cap

    def to_fields(self) -> dict[str, object]:
        """The structure as the PHH ``_rake`` table writes it (only what differs from no rake)."""
        fields: dict[str, object] = {"percent": _number(self.percent)}
        if self.cap is not None:
            fields["cap"] = self.cap
        if self.short_caps:
            fields["caps"] = {str(players): cap for players, cap in sorted(self.short_caps)}
        fields["no_flop_no_drop"] = self.no_flop_no_drop
        if self.jackpot_drop:
            fields["jackpot_drop"] = self.jackpot_drop
            fields["jackpot_threshold"] = self.jackpot_threshold
        if self.side_pots is not SidePotRake.MAIN_FIRST:
            fields["side_pots"] = self.side_pots.value
        return fields


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


KEYS = ("percent", "cap", "caps", "no_flop_no_drop", "jackpot_drop", "jackpot_threshold", "side_pots")
"""The keys of a ``_rake`` table."""


def _whole(key: str, value: object, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise RakeError(key, f"must be a whole number of chips, at least {low}, not {value!r}")
    return value


def structure_from_fields(fields: Mapping[str, object]) -> RakeStructure:
    """The structure of a PHH ``_rake`` table; :class:`RakeError` names the key that is wrong."""
    unknown = sorted(set(fields) - set(KEYS))
    if unknown:
        raise RakeError(unknown[0], f"not a rake key (the keys are {', '.join(KEYS)})")
    raw_percent = fields.get("percent", 0)
    if isinstance(raw_percent, bool) or not isinstance(raw_percent, int | float) or not math.isfinite(raw_percent):
        raise RakeError("percent", f"must be a number of percent, not {raw_percent!r}")
    cap = fields.get("cap")
    caps = fields.get("caps", {})
    if not isinstance(caps, Mapping):
        raise RakeError("caps", f"must be a table of players = cap, not {caps!r}")
    short: list[tuple[int, int]] = []
    for players, value in caps.items():
        if not str(players).isdigit():
            raise RakeError("caps", f"{players!r} is not a number of players")
        short.append((int(players), _whole("caps", value)))
    no_flop = fields.get("no_flop_no_drop", True)
    if not isinstance(no_flop, bool):
        raise RakeError("no_flop_no_drop", f"must be true or false, not {no_flop!r}")
    side = fields.get("side_pots", SidePotRake.MAIN_FIRST.value)
    if side not in tuple(SidePotRake):
        raise RakeError("side_pots", f"must be one of {', '.join(SidePotRake)}, not {side!r}")
    return RakeStructure(
        percent=Fraction(str(raw_percent)),
        cap=None if cap is None else _whole("cap", cap),
        short_caps=tuple(sorted(short)),
        no_flop_no_drop=no_flop,
        jackpot_drop=_whole("jackpot_drop", fields.get("jackpot_drop", 0)),
        jackpot_threshold=_whole("jackpot_threshold", fields.get("jackpot_threshold", 0)),
        side_pots=SidePotRake(str(side)),
    )


PRESETS: dict[str, RakeStructure] = {
    NO_RAKE: RakeStructure(percent=Fraction(0), cap=0),
    CAPPED: RakeStructure(percent=Fraction(10), cap=5, short_caps=((2, 3),)),
    JACKPOT: RakeStructure(percent=Fraction(10), cap=4, jackpot_drop=1, jackpot_threshold=20),
    LOW_CAP: RakeStructure(percent=Fraction(5), cap=3, short_caps=((2, 1), (3, 2))),
}
"""The named rake structures (in chips of a $1-chip cash game: 1/2, 1/3, 2/5): no rake; 10 % to 5 (3 heads-up);
10 % to 4 with a jackpot drop of 1 from pots of 20 or more; 5 % to 3 (1 heads-up, 2 three-handed)."""

RAKING = (JACKPOT, CAPPED, LOW_CAP)
"""The presets that take a rake: the ones a rake question can be dealt with."""

DEFAULT_PRESET = JACKPOT
"""The structure rake questions use unless the trainee chooses another (it has every part: cap and drop)."""


@dataclass(frozen=True)
class RakeTaken:
    """What the house took from one hand's pots, and every number that decided it (for the explanation)."""

    rake: int
    """Chips raked."""
    jackpot_drop: int
    """Chips dropped for the jackpot."""
    from_pots: tuple[int, ...]
    """Chips (rake and drop) taken from each pot, main pot first."""
    pot: int
    """The pot figured on: every pot together, after uncalled chips went back."""
    percentage: int
    """The percentage of that pot, rounded down to the chip, before the cap."""
    cap: int | None
    """The cap of this hand (by the players dealt in)."""
    flop_seen: bool
    """Whether a flop was dealt."""
    threshold_reached: bool
    """Whether the pot reached the jackpot threshold (with a flop seen); False without a jackpot."""

    @property
    def capped(self) -> bool:
        """Whether the cap held the rake down."""
        return self.cap is not None and self.percentage > self.cap

    @property
    def total(self) -> int:
        """Rake and drop together."""
        return self.rake + self.jackpot_drop


def percentage_of(structure: RakeStructure, pot: int, chip: int = 1) -> int:
    """The structure's percentage of ``pot``, rounded down to the smallest chip."""
    return int(pot * structure.percent / 100 / chip) * chip


def take_rake(structure: RakeStructure, pots: Sequence[int], players: int, flop_seen: bool, chip: int = 1
              ) -> RakeTaken:
    """The rake and drop of a hand whose pots (main first, uncalled chips already returned) hold ``pots`` chips,
    with ``players`` dealt in."""
    total = sum(pots)
    cap = structure.cap_for(players)
    percentage = percentage_of(structure, total, chip)
    raked = flop_seen or not structure.no_flop_no_drop
    reached = bool(structure.jackpot_drop) and flop_seen and total >= structure.jackpot_threshold
    drop = structure.jackpot_drop if reached else 0
    rake = min(percentage if cap is None else min(percentage, cap), total - drop) if raked else 0
    return RakeTaken(rake, drop, taken_from_pots(structure.side_pots, pots, rake + drop, chip), total, percentage, cap,
                     flop_seen, reached)


def taken_from_pots(how: SidePotRake, pots: Sequence[int], amount: int, chip: int) -> tuple[int, ...]:
    """How much of ``amount`` comes out of each pot (never more than a pot holds). Public so the trainer can
    take a mistaken rake from the pots the way the room takes the right one."""
    taken = [0] * len(pots)
    total = sum(pots)
    if how is SidePotRake.PROPORTIONAL and total:
        taken = [int(Fraction(amount * pot, total) / chip) * chip for pot in pots]
    left = amount - sum(taken)
    for index, pot in enumerate(pots):
        more = min(left, pot - taken[index])
        taken[index] += more
        left -= more
    return tuple(taken)
