"""The settings of a play-mode table, as the New game dialog asks for them and the settings file keeps them."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from dealerdesk.bots import STYLES
from dealerdesk.bots.levels import DEFAULT_LEVEL
from dealerdesk.rules.rake import RakeStructure


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
    difficulty: str = DEFAULT_LEVEL
    """How well the computer players play: a key of :data:`dealerdesk.bots.levels.LEVELS`."""
    animations: bool = True
    """Animate dealing, bets and pot pushes."""
    watch: bool = False
    """Computer players in every seat (the human watches)."""
    rake_percent: float = 0.0
    """The house rake, in percent of the pot (0: the pots are not raked)."""
    rake_cap: int | None = None
    """The most raked from a hand (None: no cap)."""
    no_flop_no_drop: bool = True
    """A hand over before the flop is not raked."""
    jackpot_drop: int = 0
    """Chips dropped for the bad-beat jackpot from a pot that reaches ``jackpot_threshold`` after a flop (0: none)."""
    jackpot_threshold: int = 0
    """The pot a jackpot drop is taken from, at least (raised to the drop when below it)."""

    def rake_structure(self) -> RakeStructure | None:
        """The house's take as the engine rakes it (what the trainer's rake questions use), or None when the game
        takes nothing."""
        if not self.rake_percent and not self.jackpot_drop:
            return None
        return RakeStructure(
            percent=Fraction(str(self.rake_percent)),
            cap=self.rake_cap,
            no_flop_no_drop=self.no_flop_no_drop,
            jackpot_drop=self.jackpot_drop,
            jackpot_threshold=max(self.jackpot_threshold, self.jackpot_drop) if self.jackpot_drop else 0,
        )
