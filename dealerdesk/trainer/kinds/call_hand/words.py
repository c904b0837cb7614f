"""A call as a dealer says it at the showdown: "kings full of sixes", "queen-high straight", "aces and eights",
"pair of kings, ace kicker", "king high, jack decides", in hi/lo "…, seven-five low".

:func:`dealerdesk.evaluation.names.call_name` names a hand as a label does ("High card, king", "Full house, kings
full of sixes"): right, but no dealer speaks so. The trainer's verdict and worked answer say the call as it is
said at the table, so a trainee hears the words they are to say; :mod:`~dealerdesk.trainer.kinds.call_hand.line`
reads every call made here back (the tests check it in each language), so what the verdict shows can be typed as it is.

The patterns are translated in the "Calls" context; the rank words are the hand names' (the "HandNames" context),
so "ász" or "คิง" is the same word in a label, a call and what a trainee types.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerdesk.evaluation import HandCategory
from dealerdesk.evaluation.names import (
    CALL_RANKS,
    ROYAL_FLUSH,
    call_name,
    category_of_name,
    digits_spaced,
    low_call_name,
    rank_plural,
    rank_with,
    rank_word,
)
from dealerdesk.i18n import translate, translate_n


def _(text: str) -> str:
    """Translate in the calls' context (the patterns a call is said in, and the words it is read by)."""
    return translate("Calls", text)


def _run(ranks: Sequence[int]) -> str:
    """Rank words run together as a dealer says them ("king-seven")."""
    return "-".join(rank_word(r) for r in ranks)


def say_call(name: str, ranks: Sequence[int], kickers: Sequence[int] = ()) -> str:
    """The high hand's call: the canonical ``name`` ("Full house", "Royal flush"), the ranks it names in the order
    said, and the kickers said after them. A call naming too few or too many ranks (a trainee's) is said as
    given, so it can be typed back: two pair with one rank is "aces up"; others fall back to the label
    ("Full house: king"). A rank said in digits stands apart from the Thai words beside it ("คู่ 7")."""
    return digits_spaced(_said_call(name, ranks, kickers))


def _said_call(name: str, ranks: Sequence[int], kickers: Sequence[int]) -> str:
    category = category_of_name(name)
    if category is None:
        return name
    needed = 0 if name == ROYAL_FLUSH else CALL_RANKS[category]
    if category is HandCategory.TWO_PAIR and len(ranks) == 1:
        # Translators: two pair called by its top pair alone ("aces up"); {ranks} is the plural rank word.
        return _with_kickers(_("{ranks} up").format(ranks=rank_plural(ranks[0])), kickers)
    if len(ranks) != needed:
        return call_name(name, ranks, kickers)
    if name == ROYAL_FLUSH:
        return _with_kickers(_("royal flush"), kickers)
    top = ranks[0]
    match category:
        case HandCategory.STRAIGHT_FLUSH:
            text = _("{rank}-high straight flush").format(rank=rank_word(top))
        case HandCategory.FOUR_OF_A_KIND:
            # Translators: four cards of a rank ("four kings"); {ranks} is the plural rank word; may use {rank} (one
            # card's word, for a language that counts in the singular: "négy király") and drop {ranks}.
            text = _("four {ranks}").format(ranks=rank_plural(top), rank=rank_word(top))
        case HandCategory.FULL_HOUSE:
            # Translators: {three} and {pair} are plural rank words; may use {pair_with} (the pair's rank as in
            # "with sixes": Hungarian "hatosokkal") and drop {pair}.
            text = _("{three} full of {pair}").format(
                three=rank_plural(top), pair=rank_plural(ranks[1]), pair_with=rank_with(ranks[1]))
        case HandCategory.FLUSH:
            text = _("{rank}-high flush").format(rank=rank_word(top))
        case HandCategory.STRAIGHT:
            text = _("{rank}-high straight").format(rank=rank_word(top))
        case HandCategory.THREE_OF_A_KIND:
            # Translators: three cards of a rank ("three nines"); {ranks} is the plural rank word; may use {rank}
            # and drop {ranks}.
            text = _("three {ranks}").format(ranks=rank_plural(top), rank=rank_word(top))
        case HandCategory.TWO_PAIR:
            # Translators: two pair as a dealer calls it ("aces and eights"): plural rank words.
            text = _("{high} and {low}").format(high=rank_plural(top), low=rank_plural(ranks[1]))
        case HandCategory.PAIR:
            # Translators: {ranks} is the plural rank word; may use {rank} (as Hungarian "ász pár") and drop {ranks}.
            text = _("pair of {ranks}").format(ranks=rank_plural(top), rank=rank_word(top))
        case HandCategory.HIGH_CARD:
            if kickers:
                # Translators: a high-card hand whose lower cards decide: "king high, jack decides" ({kickers}:
                # rank words joined by "-").
                return translate_n("Calls", "{rank} high, {kickers} decides", "{rank} high, {kickers} decide",
                                   len(kickers)).format(rank=rank_word(top), kickers=_run(kickers))
            text = _("{rank} high").format(rank=rank_word(top))
    return _with_kickers(text, kickers)


def _with_kickers(text: str, kickers: Sequence[int]) -> str:
    """A call with its kickers said after it (a high card's say "decides" instead: its own pattern)."""
    if not kickers:
        return text
    # Translators: a call with the kicker(s) that decide it: "pair of aces, king kicker", "ace-high flush,
    # queen-ten kicker" ({kickers}: rank words joined by "-").
    return _("{call}, {kickers} kicker").format(call=text, kickers=_run(kickers))


def say_low(low: Sequence[int]) -> str:
    """A low by the cards said ("seven-five low"), or "no low"."""
    return low_call_name(low) if low else _("no low")


def say_line(name: str, ranks: Sequence[int], kickers: Sequence[int] = (), low: Sequence[int] | None = None) -> str:
    """The whole call: the high hand's, and in hi/lo (``low`` not None) the low after it ("aces up, seven-five
    low"); a call of the low alone (``name`` empty) is the low's."""
    high = say_call(name, ranks, kickers) if name else ""
    if low is None:
        return high
    if not high:
        return say_low(low)
    # Translators: a hi/lo call: the high hand's call, then the low's ("aces and eights, seven-five low").
    return _("{high}, {low}").format(high=high, low=say_low(low))
