"""The built-in question kinds' names and titles: the skills a casino dealer must have instantly, one kind per skill
(each kind's behaviour is its package beside this module)."""

from __future__ import annotations

import enum

from dealerdesk.i18n import N_, translate_marked


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
        return translate_marked("Kinds", TITLES[self])


TITLES: dict[Kind, str] = {
    Kind.POT_LIMIT: N_("Pot-limit maximum", "Kinds"),
    Kind.MIN_RAISE: N_("Minimum raise", "Kinds"),
    Kind.SIDE_POTS: N_("Side pots", "Kinds"),
    Kind.SHOWDOWN_ORDER: N_("Showdown order", "Kinds"),
    Kind.HI_LO_SPLIT: N_("Hi/lo split", "Kinds"),
    Kind.WINNER: N_("Winning hands", "Kinds"),
    Kind.RAKE: N_("Rake and jackpot drop", "Kinds"),
    Kind.CHIPS: N_("Chips and change", "Kinds"),
    Kind.LIMIT_BETTING: N_("Limit betting", "Kinds"),
    Kind.BUTTON_BLINDS: N_("Button and blinds", "Kinds"),
    Kind.CALL_HAND: N_("Calling the hand", "Kinds"),
    Kind.WHOSE_ACTION: N_("Whose action", "Kinds"),
}
"""Each kind's title in menus and charts, in English (marked in the "Kinds" context): the kind's own
:attr:`~dealerdesk.trainer.kinds.base.QuestionKind.title_marked`, kept with its name so that a name is shown without
loading the kinds."""


DIFFICULTIES = (1, 2, 3, 4)
"""1 = a few players, deep stacks, round numbers … 4 = full tables, several short all-ins, antes, odd chips."""
