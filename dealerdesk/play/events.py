"""What happens at a play-mode table, as plain values a listener can react to (the hand history panel writes
each event's :attr:`~PlayEvent.line`; a sound, an animation or a test may look at the rest).

Positions (``player``) are the hand's (0 = first left of the button), seats (``seat``) the table's (1..N);
``you`` says whether it was the person at the screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import Award, BetOrRaise, CheckOrCall, Fold


@dataclass(frozen=True)
class PlayEvent:
    """Something that happened at the table."""

    line: str
    """Its line in the hand history ("" for none)."""


@dataclass(frozen=True)
class BoughtIn(PlayEvent):
    """A busted player bought chips again (a play-money game)."""

    seat: int
    """The player's seat."""
    amount: int
    """Chips bought."""
    you: bool
    """The person at the screen."""


@dataclass(frozen=True)
class SatOut(PlayEvent):
    """A busted player could not buy in again (the table's maximum buy-in is below the game's stack) and sits
    out."""

    seat: int
    """The player's seat."""


@dataclass(frozen=True)
class Introduced(PlayEvent):
    """A computer player introduced as the session's first hand is dealt: name, style, level and personality."""

    seat: int
    """The player's seat."""
    personality: str
    """Their one-line personality, in the reader's language."""


@dataclass(frozen=True)
class LeftTable(PlayEvent):
    """The player, out of chips, would not buy in again: the session deals no more hands."""


@dataclass(frozen=True)
class HandDealt(PlayEvent):
    """A new hand: blinds and antes posted, hole cards dealt."""

    number: int
    """The table's hand number."""
    hand: Hand
    """The hand (being played)."""


@dataclass(frozen=True)
class CardsDealt(PlayEvent):
    """The player's own hole cards (when they are dealt in)."""

    cards: tuple[int, ...]
    """Card ids."""


@dataclass(frozen=True)
class Acted(PlayEvent):
    """A player folded, checked or called, bet or raised."""

    player: int
    """The player's position in the hand."""
    record: Fold | CheckOrCall | BetOrRaise
    """The engine's record of the move."""
    you: bool
    """The person at the screen."""


@dataclass(frozen=True)
class Reasoned(PlayEvent):
    """Why a computer player made a move (only when the reasons are shown: :attr:`PlaySession.show_reasons`).
    While the person at the screen plays, every reason of a hand is told when the hand is over, so no reason
    gives away cards still hidden; when they watch, each is told as the move is made."""

    player: int
    """The player's position in the hand."""
    reason: str
    """The reason, in the reader's language."""


@dataclass(frozen=True)
class StreetDealt(PlayEvent):
    """The dealer put out the flop, the turn or the river."""

    street: int
    """1 = flop, 2 = turn, 3 = river."""
    board: tuple[int, ...]
    """The whole board so far."""


@dataclass(frozen=True)
class Shown(PlayEvent):
    """A hand was turned face up (at the showdown, or all hands at once after an all-in)."""

    player: int
    """The player's position in the hand."""
    cards: tuple[int, ...]
    """The cards shown."""
    you: bool
    """The person at the screen."""


@dataclass(frozen=True)
class EquityShown(PlayEvent):
    """Hands all in with cards to come: each one's share of the pot before the next card (its line says them,
    so the figures stay in the history after the card comes)."""

    shares: tuple[tuple[int, float], ...]
    """(position, equity 0..1) of each hand still in, in the order they sit."""


@dataclass(frozen=True)
class PotAwarded(PlayEvent):
    """A pot (or half of one) was pushed to a player."""

    award: Award
    """The engine's award."""
    you: bool
    """The person at the screen."""


@dataclass(frozen=True)
class HandOver(PlayEvent):
    """The hand is settled: every pot pushed, the button moved."""

    hand: Hand
    """The finished hand."""


@dataclass(frozen=True)
class DealRefused(PlayEvent):
    """The table could not deal a hand (too few players with chips); ``message`` says why."""

    message: str
    """The table's reason, to show the user."""
