"""The built-in question kinds' names: the skills a casino dealer must have instantly, one kind per skill (each
kind's behaviour is its module in this package)."""

from __future__ import annotations

import enum

from dealerdesk.trainer.kinds.registry import kind_of


class Kind(enum.StrEnum):
    """A kind of question (and the skill it trains). The value is the name used on the command line."""

    POT_LIMIT = "pot-limit"
    """Pot limit: "Seat 4 says pot. Raise to what?" (and, at difficulty 1, how much is in the pot)."""
    MIN_RAISE = "min-raise"
    """No or pot limit: the minimum legal raise-to, or that the player may not raise after a short all-in."""
    SIDE_POTS = "side-pots"
    """After all-ins: every pot's amount and eligible seats, and the chips returned."""
    SHOWDOWN_ORDER = "showdown-order"
    """Who shows first and the order after, or all hands face up on an all-in; which hands are killed."""
    HI_LO_SPLIT = "hi-lo-split"
    """Omaha hi/lo: how many chips each seat receives from each pot."""
    WINNER = "winner"
    """Which seats win (high and low) and with what hand."""
    RAKE = "rake"
    """Cash games: the house rake and jackpot drop taken from a finished hand, and what each winner receives."""
    CHIPS = "chips"
    """Counting the pot from its chips, making change for a call paid with a bigger chip, colouring up the pot."""
    LIMIT_BETTING = "limit-betting"
    """Fixed limit: the call and the one bet or raise-to (or none: capped, not reopened), the 50 % all-in rule."""
    BUTTON_BLINDS = "button-blinds"
    """From a table between deals: the button, the small and big blinds, other posts (live + dead), who is dealt in."""
    CALL_HAND = "call-hand"
    """A tabled hand called as a dealer says it: "two pair, kings and sevens", "seven-five low"."""
    WHOSE_ACTION = "whose-action"
    """Whose action it is (the next active seat, the big blind's option, the first to act on a street), or that
    the betting round is over."""

    @property
    def label(self) -> str:
        """A short title for menus and charts, translated (only ever shown; stored values use :attr:`value`)."""
        return kind_of(self).title()

    @property
    def target_seconds(self) -> float:
        """The skill's speed target in seconds (:attr:`~dealerdesk.trainer.kinds.base.QuestionKind.target_seconds`)."""
        return kind_of(self).target_seconds


DIFFICULTIES = (1, 2, 3, 4)
"""1 = a few players, deep stacks, round numbers … 4 = full tables, several short all-ins, antes, odd chips."""
