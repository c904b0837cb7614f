"""What is being played: the game, the betting structure, the stakes and the house rules.

Every point where authorities disagree (RULES.md §9) is a field of :class:`HouseRules`, never a constant,
so a room can match its own rules; :meth:`HouseRules.cash` and :meth:`HouseRules.tournament` give the
project's defaults.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.evaluation.games import Game
from dealerdesk.rules.variants import Structure, Variant

__all__ = ["Game", "HouseRules", "Stakes", "Structure", "Variant"]


@dataclass(frozen=True)
class HouseRules:
    """The settings where rooms and authorities differ (RULES.md §9).

    >>> HouseRules.cash().limit_cap_heads_up, HouseRules.tournament().limit_cap_heads_up
    (False, True)
    """

    limit_raise_cap: int | None = 3
    """Fixed limit: raises allowed after the bet in a multiway pot (RRoP §3 r3: bet + 3 raises); None = no cap."""
    limit_cap_heads_up: bool = False
    """Fixed limit: whether the cap still applies once the pot is heads-up (TDA 48: yes; RRoP §3 r4: no)."""
    pot_limit_small_blind_as_big: bool = False
    """Pot limit: count the small blind as a big blind before the flop until the big blind acts (RRoP PL r5)."""
    pot_limit_assume_full_blinds: bool = False
    """Pot limit: before the flop, a dead or short blind counts as fully posted (TDA 54-B, tournaments)."""
    side_pot_hands_show_first: bool = False
    """All-in showdown order: players in a side pot show before a player all-in for less (RRoP §3 r7, cash)."""

    @classmethod
    def cash(cls) -> HouseRules:
        """The cash-game defaults: RRoP where RULES.md picks it."""
        return cls()

    @classmethod
    def tournament(cls) -> HouseRules:
        """The tournament defaults: TDA 2024 (limit cap kept heads-up, full blinds assumed in pot limit)."""
        return cls(limit_cap_heads_up=True, pot_limit_assume_full_blinds=True)


@dataclass(frozen=True)
class Stakes:
    """The forced bets and bet sizes of a hand, in chips, players in position order (p1 = left of the button).

    ``blinds`` and ``antes`` list what each position is due to post (heads-up, p1 is the big blind and the
    button, the last position, is the small blind). A player who cannot cover a forced bet posts what they
    have. ``small_bet``/``big_bet`` are the fixed-limit bet sizes; ``min_bet`` the smallest bet in pot and
    no limit (normally the big blind).
    """

    blinds: tuple[int, ...]
    """What each position must post as a live blind (0 for none)."""
    antes: tuple[int, ...]
    """What each position must post as an ante (a big-blind ante is one non-zero entry)."""
    small_bet: int = 0
    """Fixed limit: the bet and raise size before the flop and on the flop."""
    big_bet: int = 0
    """Fixed limit: the bet and raise size on the turn and river."""
    min_bet: int = 0
    """Pot and no limit: the smallest opening bet and raise increment (the big blind)."""
    antes_are_live: bool = True
    """Whether antes count toward a player's stake in side pots (uniform antes) or are dead money that goes
    to the main pot (a big-blind ante; PHH ``ante_trimming_status = false``)."""
    dead_blinds: tuple[int, ...] = ()
    """Dead money posted by returning players (a missed small blind), empty or one entry a position."""
    full_blinds: tuple[int, int] | None = None
    """The structure's small and big blind, for pot-limit rules that assume them posted in full."""
    big_blind_position: int | None = None
    """Who is the big blind, when another position also posts a big-blind-sized live blind (a returning
    player); None: the position posting the largest blind (the first of them)."""
    chip: int = 1
    """The smallest chip in play (a house setting of the table, PHH ``_smallest_chip``): a split pot's odd chips
    come in this chip, as TDA 20 breaks odd chips down to the smallest denomination in play."""
    dead_hands: tuple[int, ...] = ()
    """Positions whose hands are dead from the deal (an absent tournament player, TDA 30; PHH ``_dead_hands``):
    their blinds and antes are posted and their cards dealt, but they are out of the hand before anyone acts
    and can win nothing; their chips stay in the pot."""
    chip_set: tuple[int, ...] = ()
    """The denominations of the room's chips in play at this table, smallest first (PHH ``_chip_set``; see
    :mod:`dealerdesk.rules.chips`): when given, the engine also answers in chips (the pot's chips, change owed,
    the pot coloured up); empty: chips are not asked about."""

    @property
    def big_blind(self) -> int:
        """The big blind: the largest blind due (0 in a game without blinds)."""
        return max(self.blinds, default=0)

    @property
    def small_blind(self) -> int:
        """The small blind: the smallest blind due above zero (0 in a game without blinds)."""
        return min((blind for blind in self.blinds if blind), default=0)

    @property
    def minimum_bet(self) -> int:
        """Pot and no limit: the smallest opening bet and raise increment (``min_bet``, else the big blind)."""
        return self.min_bet or self.big_blind
