"""The settings of a play-mode table, as the New game dialog asks for them and the settings file keeps them."""

from __future__ import annotations

from dataclasses import dataclass, field

from dealerdesk.bots import STYLES


@dataclass(frozen=True)
class GameSettings:
    """Everything needed to set up a play-mode table."""

    variant: str = "NT"
    """PHH variant code."""
    seats: int = 6
    """Players at the table, the human included (2..10)."""
    stack: int = 200
    """Starting stack of every player."""
    small_blind: int = 1
    """Small blind."""
    big_blind: int = 2
    """Big blind (and the fixed-limit small bet)."""
    ante: int = 0
    """Ante per player, or the big-blind ante's size."""
    big_blind_ante: bool = False
    """The big blind posts the ante for everyone."""
    button: str = "dead"
    """The button rule: "dead" or "moving"."""
    name: str = "You"
    """The human player's name."""
    styles: tuple[str, ...] = field(default_factory=lambda: tuple(STYLES))
    """Opponents' styles, cycled around the table (default: a mix of all four)."""
    animations: bool = True
    """Animate dealing, bets and pot pushes."""
    watch: bool = False
    """Computer players in every seat (the human watches)."""
