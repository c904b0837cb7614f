"""Why a computer player did what it did, in sentences a player understands, translatable.

A :class:`Reason` is a sentence marked for translation (:func:`~dealerdesk.i18n.N_`, context ``BotReasons``) and
the values that fill it (the cards, the share of the pot the hand wins, the price of a call), so the play table can
show it in the reader's language (:meth:`Reason.text`) while tests and logs read the English
(:meth:`Reason.english`). A second sentence may follow, where the move made differs from the one first chosen
("It may not raise, so it calls.").

>>> reason = Reason(CALL, (("cards", "AsKs"), ("equity", 41), ("need", 30)))
>>> reason.english()
"AsKs wins about 41% against the bettor's likely hands; here it calls with 30% or more."
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.i18n import N_, english, translate_marked

CONTEXT = "BotReasons"
"""The translation context of every reason."""

# Translators: {cards} is the computer player's two or four hole cards; {top} and {range} are percentages of
# all starting hands.
OPEN = N_("{cards} is among the top {top}% of starting hands; from this seat it opens the top {range}%.",
          "BotReasons")
LIMP = N_("{cards} (top {top}% of starting hands) is worth a cheap look at the flop, not a raise.", "BotReasons")
CHECK_OPTION = N_("{cards} (top {top}% of starting hands) is not worth a raise; the flop comes free.", "BotReasons")
FOLD_UNOPENED = N_("{cards} is only in the top {top}% of starting hands; from this seat it plays the top {range}%.",
                   "BotReasons")
RERAISE = N_("{cards} (top {top}% of starting hands) is ahead of most hands that raise from that seat.",
             "BotReasons")
# Translators: {price} is what the call costs as a percentage of the pot after the call.
CALL_RAISE = N_("{cards} (top {top}% of starting hands) is worth a call that costs {price}% of the pot.",
                "BotReasons")
FOLD_RAISE = N_("{cards} (top {top}% of starting hands) is too weak for a call that costs {price}% of the pot.",
                "BotReasons")
# Translators: push or fold: with a short stack a player either moves all-in or folds.
PUSH = N_("With {stack} big blinds it is push or fold: {cards} is in the chart's pushing range for this seat.",
          "BotReasons")
FOLD_SHORT = N_("With {stack} big blinds it is push or fold: {cards} is not in the chart's pushing range for this "
                "seat.", "BotReasons")
CALL_PUSH = N_("{cards} is in the chart's range for calling an all-in of {stack} big blinds.", "BotReasons")
FOLD_PUSH = N_("{cards} is not in the chart's range for calling an all-in of {stack} big blinds.", "BotReasons")
# Translators: {equity} is the share of the pot the hand wins on average, as a percentage.
VALUE_BET = N_("{cards} wins about {equity}% against the hands that would call: a bet for value.", "BotReasons")
VALUE_RAISE = N_("{cards} wins about {equity}% against the hands that would call a raise: a raise for value.",
                 "BotReasons")
# Translators: {folds} is a percentage: how often the others would fold to the bet.
BLUFF = N_("{cards} seldom wins at a showdown, but the others would fold to a bet about {folds}% of the time.",
           "BotReasons")
SEMI_BLUFF = N_("{cards} is a draw: it can improve, and the others would fold to a bet about {folds}% of the time.",
                "BotReasons")
BLUFF_RAISE = N_("{cards} seldom wins at a showdown, but the others would fold to a raise about {folds}% of the "
                 "time.", "BotReasons")
SLOW_PLAY = N_("{cards} is strong (it wins about {equity}%); it checks to let the others bet.", "BotReasons")
CHECK = N_("{cards} wins about {equity}% against the likely hands: not enough to bet.", "BotReasons")
CALL = N_("{cards} wins about {equity}% against the bettor's likely hands; here it calls with {need}% or more.",
          "BotReasons")
FOLD = N_("{cards} wins only about {equity}% against the bettor's likely hands; here it calls with {need}% or "
          "more.", "BotReasons")
COMMITTED = N_("Most of its chips are in the pot already: {cards} goes on for the rest.", "BotReasons")
UNSEEN = N_("Its cards are not known here, so it plays them as an average hand.", "BotReasons")
NO_RAISE_CALL = N_("It may not raise, so it calls.", "BotReasons")
NO_RAISE_CHECK = N_("It may not bet, so it checks.", "BotReasons")
COMMIT_CALL = N_("A raise would put its whole stack in, so it calls instead.", "BotReasons")
COMMIT_CHECK = N_("A bet would put its whole stack in, so it checks instead.", "BotReasons")
FREE_CHECK = N_("Checking costs nothing, so it checks.", "BotReasons")

Value = str | int
"""What fills a placeholder: card text ("AsKs") or a whole number."""


@dataclass(frozen=True)
class Reason:
    """A computer player's reason for a move: a sentence (marked for translation) and its values."""

    sentence: str
    """The English sentence, one of this module's marked constants, with ``{name}`` placeholders."""
    values: tuple[tuple[str, Value], ...] = ()
    """The values of its placeholders, by name."""
    then: str | None = None
    """A second sentence (one of the constants without placeholders) when the move made is not the one chosen."""

    def followed_by(self, sentence: str) -> Reason:
        """This reason with ``sentence`` after it."""
        return Reason(self.sentence, self.values, sentence)

    def text(self) -> str:
        """The reason in the reader's language."""
        first = translate_marked(CONTEXT, self.sentence).format(**dict(self.values))
        return first if self.then is None else first + " " + translate_marked(CONTEXT, self.then)

    def english(self) -> str:
        """The reason in English, whatever translator is installed."""
        with english():
            return self.text()
