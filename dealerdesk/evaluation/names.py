"""Hand names in the dealer's words, from a rank number alone.

A dealer announces the hand, not the five cards: "Full house, kings full of sevens", "Two pair, aces and
fives", "Straight, five high" for the wheel. The class number says everything such a name needs (the
category and the ranks that matter), so :func:`hand_name` reads it from the class table.

The words live in the tables below in English and are translated piece by piece when a name is made (see
:mod:`dealerdesk.i18n`): rank words singular and plural (and the pair's case form a full house's name may need,
as Hungarian does: "full house, királyok hetesekkel"), category names, and the patterns joining them; a pattern
gets every form, and a translation uses the ones its grammar needs ("ász pár": the singular).

>>> hand_name(1)
'Royal flush'
>>> hand_name(167)
'Full house, aces full of kings'
>>> low_name(1)
'Low 5-4-3-2-A'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dealerdesk.evaluation.low import low_cards
from dealerdesk.evaluation.tables import ACE, CLASS_COUNT, HandCategory, tables
from dealerdesk.i18n import N_, translate, translate_marked


def _(text: str) -> str:
    """Translate in the hand names' context (the pieces below and the patterns that join them)."""
    return translate("HandNames", text)


RANK_WORDS = (
    # Translators: one card of a rank, put into "Flush, {rank} high", "Straight, {rank} high" and "High card, {rank}".
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
    N_("jack"),
    N_("queen"),
    N_("king"),
    N_("ace"),
)
"""One card of each rank index, as in "Flush, ace high" (English; :func:`rank_word` translates)."""
RANK_PLURALS = (
    # Translators: several cards of a rank, put into "Pair of {ranks}", "Two pair, {high} and {low}", "Full house,
    # {three} full of {pair}" … as they are (no case endings are added): choose a form that fits all of them.
    N_("twos"),
    N_("threes"),
    N_("fours"),
    N_("fives"),
    N_("sixes"),
    N_("sevens"),
    N_("eights"),
    N_("nines"),
    N_("tens"),
    N_("jacks"),
    N_("queens"),
    N_("kings"),
    N_("aces"),
)
"""Several cards of each rank index, as in "Pair of aces" (English; :func:`rank_plural` translates)."""
RANK_WITH = (
    # Translators: the pair of a full house as the second part of its name, for languages that put it in a case of
    # its own (Hungarian "királyok hetesekkel" = kings full of sevens: "hetesekkel"). English never shows these;
    # a translation of "Full house, {three} full of {pair}" may use {pair_with} (this word) instead of {pair}.
    N_("with twos"),
    N_("with threes"),
    N_("with fours"),
    N_("with fives"),
    N_("with sixes"),
    N_("with sevens"),
    N_("with eights"),
    N_("with nines"),
    N_("with tens"),
    N_("with jacks"),
    N_("with queens"),
    N_("with kings"),
    N_("with aces"),
)
"""The pair's rank in the case a full house's name puts it in ("hetesekkel"; :func:`rank_with` translates)."""

# Translators: the ranks two to ten said in words, in that order, separated by "|", for a language whose rank
# words above are digits (Thai: the hand names say "คู่ 7", yet a trainee may type "คู่เจ็ด"); read as the ranks only
# where a rank's word is its digit. Nine words, one per rank.
NUMBER_RANK_WORDS = N_("two|three|four|five|six|seven|eight|nine|ten")
"""The ranks two to ten in words, for a language that names them by their digits (:func:`number_rank_words`)."""

ROYAL_FLUSH = N_("Royal flush")
"""The best straight flush's own name."""
CATEGORY_NAMES: dict[HandCategory, str] = {
    HandCategory.STRAIGHT_FLUSH: N_("Straight flush"),
    HandCategory.FOUR_OF_A_KIND: N_("Four of a kind"),
    HandCategory.FULL_HOUSE: N_("Full house"),
    HandCategory.FLUSH: N_("Flush"),
    HandCategory.STRAIGHT: N_("Straight"),
    HandCategory.THREE_OF_A_KIND: N_("Three of a kind"),
    HandCategory.TWO_PAIR: N_("Two pair"),
    HandCategory.PAIR: N_("Pair"),
    HandCategory.HIGH_CARD: N_("High card"),
}
"""Each category's name in English, the same as :attr:`HandCategory.label` (the canonical names answers use)."""


_DIGIT_BESIDE_THAI = re.compile(r"(?<=[\u0e01-\u0e4e])(?=[0-9])|(?<=[0-9])(?=[\u0e01-\u0e4e])")


def digits_spaced(text: str) -> str:
    """``text`` with a space between a digit and a Thai letter it touches: Thai names the ranks two to ten by
    their digits, set apart from the words around them ("คู่ 7", "สเตรท 5 สูงสุด"), while a rank said in a word
    runs on as Thai words do ("คู่เอซ"). The patterns put a rank word where the language wants it; this keeps a
    digit from running into them. Text without Thai letters is unchanged."""
    return _DIGIT_BESIDE_THAI.sub(" ", text)


def number_rank_words() -> dict[int, str]:
    """The ranks two to ten said in words (rank index → word) in the language in force, where its hand names write
    those ranks as digits (Thai "คู่ 7": a trainee may still type "คู่เจ็ด"); empty where the ranks are words
    already (English, Hungarian), or where the list is not nine words (rather than ranks read wrong)."""
    words = [word.strip() for word in translate_marked("HandNames", NUMBER_RANK_WORDS).split("|")]
    if len(words) != len(RANK_WORDS) - 4:
        return {}
    return {rank: word for rank, word in enumerate(words)
            if word and translate_marked("HandNames", RANK_WORDS[rank]).strip().isdigit()}


_RANK_DIGITS = re.compile(r"(?<![0-9])(10|[2-9])(?![0-9])")


def digits_said(text: str) -> str:
    """A hand's name with its rank digits said in words, as a trainee may type it (Thai "คู่ 7" → "คู่ เจ็ด");
    unchanged where the language names the ranks in words."""
    words = number_rank_words()
    if not words:
        return text
    return _RANK_DIGITS.sub(lambda match: words.get(int(match.group(1)) - 2, match.group(1)), text)


def rank_word(rank: int) -> str:
    """One card of rank index ``rank`` (0 = two … 12 = ace) in words, translated."""
    return translate_marked("HandNames", RANK_WORDS[rank])


def rank_plural(rank: int) -> str:
    """Several cards of rank index ``rank`` in words, translated."""
    return translate_marked("HandNames", RANK_PLURALS[rank])


def rank_with(rank: int) -> str:
    """The pair of a full house of rank index ``rank`` in the case its name takes, translated (see
    :data:`RANK_WITH`)."""
    return translate_marked("HandNames", RANK_WITH[rank])


def category_name(name: str) -> str:
    """A canonical category name (``"Full house"``, ``"Royal flush"``: see :data:`CATEGORY_NAMES`) translated,
    for showing; answers and grading keep the English."""
    return translate_marked("HandNames", name)


def hand_name(rank: int) -> str:
    """The dealer's name for class number ``rank`` (1..7462), e.g. ``"Two pair, kings and sevens"``, translated
    (it is only ever shown: answers name the category, in English)."""
    return digits_spaced(_hand_name(rank))


def _hand_name(rank: int) -> str:
    if not 1 <= rank <= CLASS_COUNT:
        raise ValueError(f"{rank!r} is not a hand rank (1..{CLASS_COUNT})")
    hand_class = tables().classes[rank - 1]
    ranks = hand_class.ranks
    top = ranks[0]
    match hand_class.category:
        case HandCategory.STRAIGHT_FLUSH:
            if top == ACE:
                return _("Royal flush")
            return _("Straight flush, {rank} high").format(rank=rank_word(top))
        case HandCategory.FOUR_OF_A_KIND:
            return _("Four of a kind, {ranks}").format(ranks=rank_plural(top))
        case HandCategory.FULL_HOUSE:
            # Translators: {three} and {pair} are plural rank words ("kings", "sevens"); may use {pair_with} (the
            # pair's rank as in "with sevens": Hungarian "hetesekkel") and drop {pair}.
            return _("Full house, {three} full of {pair}").format(three=rank_plural(top), pair=rank_plural(ranks[3]),
                                                                   pair_with=rank_with(ranks[3]))
        case HandCategory.FLUSH:
            return _("Flush, {rank} high").format(rank=rank_word(top))
        case HandCategory.STRAIGHT:
            return _("Straight, {rank} high").format(rank=rank_word(top))
        case HandCategory.THREE_OF_A_KIND:
            return _("Three of a kind, {ranks}").format(ranks=rank_plural(top))
        case HandCategory.TWO_PAIR:
            return _("Two pair, {high} and {low}").format(high=rank_plural(top), low=rank_plural(ranks[2]))
        case HandCategory.PAIR:
            # Translators: {ranks} is the plural rank word ("aces"); may use {rank} (one card: "ace", as in Hungarian
            # "ász pár") and drop {ranks}.
            return _("Pair of {ranks}").format(ranks=rank_plural(top), rank=rank_word(top))
        case HandCategory.HIGH_CARD:
            return _("High card, {rank}").format(rank=rank_word(top))


def low_name(value: int) -> str:
    """The dealer's name for a qualifying low value (1..56), e.g. ``"Low 7-5-3-2-A"``, translated."""
    # Translators: {cards} is the low's ranks as a dealer reads them, e.g. "7-5-3-2-A".
    return digits_spaced(_("Low {cards}").format(cards=low_cards(value)))


CALL_RANKS = {
    HandCategory.STRAIGHT_FLUSH: 1, HandCategory.FOUR_OF_A_KIND: 1, HandCategory.FULL_HOUSE: 2, HandCategory.FLUSH: 1,
    HandCategory.STRAIGHT: 1, HandCategory.THREE_OF_A_KIND: 1, HandCategory.TWO_PAIR: 2, HandCategory.PAIR: 1,
    HandCategory.HIGH_CARD: 1,
}
"""How many ranks each category's call names ("kings and sevens": two; a royal flush names none)."""


def category_of_name(name: str) -> HandCategory | None:
    """The category of a canonical name ("Two pair" → TWO_PAIR; "Royal flush" → STRAIGHT_FLUSH), or None."""
    if name == ROYAL_FLUSH:
        return HandCategory.STRAIGHT_FLUSH
    return next((c for c in HandCategory if c.label == name), None)


def _words(ranks: Sequence[int]) -> str:
    """Rank words joined as a dealer runs them together ("king-queen")."""
    return "-".join(rank_word(r) for r in ranks)


def call_name(name: str, ranks: Sequence[int], kickers: Sequence[int] = ()) -> str:
    """A call in the dealer's words, translated: the canonical ``name`` ("Two pair", "Royal flush"), the ranks it
    names (rank indexes, in the order said) and the kickers said after it: ``call_name("Two pair", (11, 5),
    (12,))`` → ``"Two pair, kings and sevens, ace kicker"``. A call with too few or too many ranks for its
    category (a trainee's) is shown as given: ``"Two pair: king"``."""
    category = category_of_name(name)
    if category is None:
        return name
    needed = 0 if name == ROYAL_FLUSH else CALL_RANKS[category]
    if len(ranks) != needed:
        # Translators: a hand called with the wrong number of ranks, shown as given ("Two pair: king").
        text = _("{hand}: {ranks}").format(hand=category_name(name), ranks=_words(ranks)) if ranks else \
            category_name(name)
    elif name == ROYAL_FLUSH:
        text = _("Royal flush")
    else:
        top = ranks[0]
        match category:
            case HandCategory.STRAIGHT_FLUSH:
                text = _("Straight flush, {rank} high").format(rank=rank_word(top))
            case HandCategory.FOUR_OF_A_KIND:
                text = _("Four of a kind, {ranks}").format(ranks=rank_plural(top))
            case HandCategory.FULL_HOUSE:
                text = _("Full house, {three} full of {pair}").format(
                    three=rank_plural(top), pair=rank_plural(ranks[1]), pair_with=rank_with(ranks[1]))
            case HandCategory.FLUSH:
                text = _("Flush, {rank} high").format(rank=rank_word(top))
            case HandCategory.STRAIGHT:
                text = _("Straight, {rank} high").format(rank=rank_word(top))
            case HandCategory.THREE_OF_A_KIND:
                text = _("Three of a kind, {ranks}").format(ranks=rank_plural(top))
            case HandCategory.TWO_PAIR:
                text = _("Two pair, {high} and {low}").format(high=rank_plural(top), low=rank_plural(ranks[1]))
            case HandCategory.PAIR:
                text = _("Pair of {ranks}").format(ranks=rank_plural(top), rank=rank_word(top))
            case HandCategory.HIGH_CARD:
                text = _("High card, {rank}").format(rank=rank_word(top))
    if kickers:
        # Translators: a call with the kicker(s) that decide it: "Pair of aces, king kicker", "Flush, ace high,
        # queen-ten kicker" ({kickers}: rank words joined by "-").
        text = _("{hand}, {kickers} kicker").format(hand=text, kickers=_words(kickers))
    return digits_spaced(text)


def low_call_name(ranks: Sequence[int]) -> str:
    """A low as a dealer calls it by its top cards, translated: ``(5, 3)`` → ``"seven-five low"``."""
    # Translators: a low called by its top cards: {cards} is rank words joined by "-" ("seven-five").
    return digits_spaced(_("{cards} low").format(cards=_words(ranks)))
