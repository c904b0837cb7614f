"""The frozen records of everything that happens in a hand.

The list of records is the hand history, the replay and the source of every explanation: each action
method of :class:`~dealerdesk.rules.hand.Hand` returns the record it appended. Players are position
indices (0 = p1, the first seat left of the button; the last index is the button).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PostAnte:
    """A player posts an ante."""

    player: int
    """Who posted."""
    amount: int
    """Chips posted (less than the ante when the stack was short)."""


@dataclass(frozen=True, slots=True)
class PostBlind:
    """A player posts a live blind (it counts toward their bet before the flop)."""

    player: int
    """Who posted."""
    amount: int
    """Chips posted."""


@dataclass(frozen=True, slots=True)
class PostDead:
    """A player posts dead money (a missed small blind): it goes to the middle, not into their bet."""

    player: int
    """Who posted."""
    amount: int
    """Chips posted."""


@dataclass(frozen=True, slots=True)
class DealHole:
    """A player is dealt hole cards (``None`` for a card nobody saw)."""

    player: int
    """Who was dealt."""
    cards: tuple[int | None, ...]
    """The card ids."""


@dataclass(frozen=True, slots=True)
class DealBoard:
    """Board cards are dealt: three for the flop, one for the turn, one for the river."""

    cards: tuple[int, ...]
    """The card ids."""


@dataclass(frozen=True, slots=True)
class Fold:
    """A player folds."""

    player: int
    """Who folded."""
    street: int
    """The street it happened on (0 = preflop … 3 = river)."""


@dataclass(frozen=True, slots=True)
class CheckOrCall:
    """A player checks (amount 0) or calls (possibly all-in for less)."""

    player: int
    """Who acted."""
    amount: int
    """Chips put in by this action."""
    all_in: bool
    """Whether it took the player's last chip (a call all-in, possibly for less)."""
    street: int
    """The street it happened on (0 = preflop … 3 = river)."""


@dataclass(frozen=True, slots=True)
class BetOrRaise:
    """A player bets or raises to a total for this street."""

    player: int
    """Who acted."""
    raise_to: int
    """The player's total bet on this street after the action."""
    added: int
    """Chips put in by this action."""
    all_in: bool
    """Whether it took the whole stack."""
    full: bool
    """Whether it was a full bet or raise (one that reopens the betting), not a short all-in."""
    street: int
    """The street it happened on (0 = preflop … 3 = river)."""
    before: int
    """The bet to match just before it: 0 on an unopened street, the big blind's bet before the flop."""

    @property
    def is_bet(self) -> bool:
        """Whether it opened the betting of a street after the flop (a bet); else it raised (every wager before
        the flop raises the blind)."""
        return self.street > 0 and self.before == 0


@dataclass(frozen=True, slots=True)
class ReturnUncalled:
    """The part of a bet nobody called goes back to its owner."""

    player: int
    """Whose chips come back."""
    amount: int
    """Chips returned."""


@dataclass(frozen=True, slots=True)
class Show:
    """A player tables their hand at the showdown."""

    player: int
    """Who showed."""
    cards: tuple[int, ...]
    """The hole cards shown."""


@dataclass(frozen=True, slots=True)
class Muck:
    """A player throws their hand away at the showdown without showing it."""

    player: int
    """Who mucked."""


@dataclass(frozen=True, slots=True)
class Rake:
    """The house takes its rake and jackpot drop from the pot before it is pushed (a raked cash game only)."""

    rake: int
    """Chips raked."""
    jackpot_drop: int
    """Chips dropped for the jackpot."""
    from_pots: tuple[int, ...]
    """Chips (rake and drop) taken from each pot, main pot first."""


@dataclass(frozen=True, slots=True)
class Award:
    """Chips from one pot (or one half of it) pushed to a winner."""

    pot: int
    """The pot's index: 0 = the main pot, then the side pots in order."""
    half: str
    """``"high"``, ``"low"`` or ``"whole"``."""
    player: int
    """Who receives the chips."""
    amount: int
    """How many chips."""


Record = (
    PostAnte | PostBlind | PostDead | DealHole | DealBoard | Fold | CheckOrCall | BetOrRaise
    | ReturnUncalled | Show | Muck | Rake | Award
)
"""Any entry of a hand's log."""
