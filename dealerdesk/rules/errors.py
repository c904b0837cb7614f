"""The exceptions the engine raises, one class per kind of mistake, each with a message a person can read.

``verify_x()`` raises one of these; ``can_x()`` turns it into a bool; ``x()`` raises it before changing
anything, so a refused action leaves the hand exactly as it was.
"""

from __future__ import annotations


class RulesError(ValueError):
    """An action or deal the rules do not allow at this point of the hand."""


class NotYourTurnError(RulesError):
    """A player acted out of turn, or the hand is not waiting for a player's action."""


class IllegalActionError(RulesError):
    """The action is not allowed in this situation (e.g. a raise after the betting is capped)."""


class BetSizeError(RulesError):
    """A bet or raise is below the minimum or above the maximum."""


class DealError(RulesError):
    """A deal that does not fit: wrong number of cards, a card already out, or not time to deal."""


class ShowdownError(RulesError):
    """A show or muck that is not allowed (e.g. mucking an all-in hand, showing the wrong cards)."""


class SetupError(RulesError):
    """The hand cannot start as described (too few players, a bad stack, forced bets that do not fit)."""
