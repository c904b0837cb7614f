"""One hand as the PHH standard records it: forced bets, stacks, the actions, and who/where/when.

A :class:`HandHistory` is a value: it holds what the file says, checked for form (types, lengths, card text,
duplicate cards) but not replayed. Playing the actions and settling pots is the rules engine's job.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any

from dealerdesk.history.actions import Action
from dealerdesk.history.variants import Variant

TomlValue = (
    str
    | int
    | float
    | bool
    | datetime.datetime
    | datetime.date
    | datetime.time
    | list["TomlValue"]
    | dict[str, "TomlValue"]
)
"""Any value a TOML document can hold (what a user-defined ``_field`` may be)."""


@dataclass(frozen=True)
class HandHistory:
    """A poker hand in PHH form. Per-player tuples run ``p1`` … ``pN`` (``p1`` left of the button).

    ``variant`` may be given as a code string; it is stored as a :class:`Variant`.
    """

    variant: Variant
    """The game and betting structure, e.g. ``Variant.NO_LIMIT_HOLDEM`` (``"NT"``)."""
    antes: tuple[int, ...]
    """Each player's ante (a big-blind ante sits in p2's slot)."""
    blinds_or_straddles: tuple[int, ...]
    """Each player's blind or straddle: ``(SB, BB, 0, …)``; reversed heads-up by the standard's rule."""
    starting_stacks: tuple[int, ...]
    """Each player's chips before the antes and blinds are posted."""
    actions: tuple[Action, ...]
    """The dealer's and players' actions in order (no-ops in the file are not kept)."""
    small_bet: int | None = None
    """Fixed-limit: the bet size pre-flop and on the flop."""
    big_bet: int | None = None
    """Fixed-limit: the bet size on the turn and river."""
    min_bet: int | None = None
    """Pot- and no-limit: the smallest bet (normally the big blind)."""
    ante_trimming_status: bool = False
    """Whether a player who could not pay the full ante only wins antes in proportion (PHH default false)."""
    finishing_stacks: tuple[int, ...] | None = None
    """Each player's chips after the hand is over, if recorded."""
    winnings: tuple[int, ...] | None = None
    """Each player's collected pots, if recorded."""
    author: str | None = None
    """Who transcribed the hand."""
    event: str | None = None
    """The full event name."""
    url: str | None = None
    """A web address for the event or organiser."""
    venue: str | None = None
    """The venue (casino, card room, online site)."""
    address: str | None = None
    """The venue's street address."""
    city: str | None = None
    """The venue's city."""
    region: str | None = None
    """The venue's region, state or province."""
    postal_code: str | None = None
    """The venue's postal code."""
    country: str | None = None
    """The venue's country."""
    time: datetime.time | None = None
    """The local time the hand began (TOML local time, no zone)."""
    time_zone: str | None = None
    """The IANA time zone of ``time``, e.g. ``"America/Toronto"``."""
    time_zone_abbreviation: str | None = None
    """The zone abbreviation of ``time``, e.g. ``"EDT"``."""
    day: int | None = None
    """Day of the month the hand was played."""
    month: int | None = None
    """Month (1 = January) the hand was played."""
    year: int | None = None
    """Year the hand was played."""
    hand: int | str | None = None
    """The hand's name or number."""
    level: int | None = None
    """The tournament blind level."""
    seats: tuple[int, ...] | None = None
    """Each player's seat number (usually counted from 1)."""
    seat_count: int | None = None
    """How many seats the table has (may exceed the number of players)."""
    table: int | str | None = None
    """The table's name or number."""
    players: tuple[str, ...] | None = None
    """Each player's name (``""`` when unknown)."""
    currency: str | None = None
    """The ISO 4217 code of the chips' currency, e.g. ``"USD"``."""
    currency_symbol: str | None = None
    """The currency's symbol, e.g. ``"$"``."""
    time_limit: int | float | None = None
    """Seconds allowed per action (``inf`` for no shot clock)."""
    time_banks: tuple[int | float, ...] | None = None
    """Each player's time bank in seconds at the start of the hand."""
    user_fields: dict[str, Any] = field(default_factory=dict)
    """Fields whose names start with ``_`` (the standard's user-defined fields), kept and written back.

    Each value is a :data:`TomlValue`; the type says ``Any``, as :func:`tomllib.loads` does, so code that
    knows a field's shape can use it without a cast.
    """

    def __post_init__(self) -> None:
        variant: object = self.variant  # a plain code string is accepted too, though not in the type
        if isinstance(variant, str) and not isinstance(variant, Variant):
            object.__setattr__(self, "variant", Variant.from_code(variant))

    @property
    def player_count(self) -> int:
        """How many players were dealt in (the length of every per-player tuple)."""
        return len(self.starting_stacks)
