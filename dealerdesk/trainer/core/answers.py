"""Reading a trainee's typed answer: amounts, seat numbers and hand names into an answer dict for grading.

Anything that is not an answer — a word where a number belongs, a seat nobody sits in, a negative amount —
raises :class:`AnswerError` with a message saying what is wrong, and nothing is graded: the trainee types
again. Seats are the numbers on the table; the answer dict uses PHH player ids as ``dealerdesk solve`` does.

What a dealer would say is understood: ``raise to 544``, ``$544``, ``544 chips`` (numbers themselves are read by
:func:`dealerdesk.number_input.parse_whole_number`, one strict rule for every box: ``5 44`` is not 544),
``Seat 1``, hand names as the trainer spells them or in full (``flush, queen high``, ``pair of twos``) and the
usual words (``trips``, ``set``, ``boat``, ``quads``, ``wheel``, ``broadway``).

The messages are translated (they are shown); what the functions return is canonical (numbers, player ids, the
English hand names of :data:`HAND_NAMES`). The words the trainee sees translated — "Seat", "none", the hand
names and their usual other names — may be typed in English or as translated.
"""

from __future__ import annotations

import contextlib
import functools
import re
import unicodedata
from collections.abc import Hashable
from typing import Any, cast

from dealerdesk.evaluation import HandCategory, category_of
from dealerdesk.evaluation.names import ROYAL_FLUSH, category_name, digits_said
from dealerdesk.evaluation.names import hand_name as full_hand_name
from dealerdesk.evaluation.tables import CLASS_COUNT
from dealerdesk.i18n import N_, english, installed, translate, translate_marked
from dealerdesk.number_input import NumberError, parse_whole_number, shown
from dealerdesk.trainer.core.question import Question


def _(text: str) -> str:
    """Translate in the answer reader's context."""
    return translate("Answers", text)


NONE_WORDS = {"none", "no", "-", "0 (none)", "cannot", "can't", "no raise"}
HAND_NAMES = (ROYAL_FLUSH, *(category.label for category in HandCategory))
"""The hand names a winner answer may give, in canonical English (what grading compares)."""

# Translators: words a trainee may type before an amount, as in "raise to 544", separated by "|" (the English
# words are always understood as well). Do not list a word for "raise" alone: "raise 100" is ambiguous.
WORDS_BEFORE_AMOUNT = N_("raise to|raise-to|bet|bet to|make it|to")
# Translators: words a trainee may type after an amount, as in "544 chips", separated by "|".
WORDS_AFTER_AMOUNT = N_("chips|chip")
# Translators: the word a trainee may type with a seat number ("seat 4"), separated by "|" if there are several
# forms; the translation of "Seat {seat}" is understood as well.
SEAT_WORDS = N_("seat|seats")

OTHER_HAND_NAMES: dict[str, str] = {
    # Translators: the usual other names of a royal flush, separated by "|" (English ones are understood too).
    ROYAL_FLUSH: N_("royal"),
    # Translators: the usual other names of a straight flush (the five-high one: "steel wheel"), separated by "|".
    HandCategory.STRAIGHT_FLUSH.label: N_("steel wheel"),
    # Translators: the usual other names of four of a kind, separated by "|".
    HandCategory.FOUR_OF_A_KIND.label: N_("quads"),
    # Translators: the usual other names of a full house, separated by "|".
    HandCategory.FULL_HOUSE.label: N_("boat|full boat|full"),
    # Translators: the usual other names of a straight (the five-high "wheel", the ace-high "broadway"), "|".
    HandCategory.STRAIGHT.label: N_("wheel|broadway"),
    # Translators: the usual other names of three of a kind, separated by "|".
    HandCategory.THREE_OF_A_KIND.label: N_("trips|set"),
    # Translators: the usual other names of one pair, separated by "|".
    HandCategory.PAIR.label: N_("one pair"),
    # Translators: the usual other names of a high-card hand, separated by "|".
    HandCategory.HIGH_CARD.label: N_("no pair|nothing"),
}
"""The words a dealer also uses for a hand (English; translated forms are understood too)."""


def hand_label(name: str) -> str:
    """A name of :data:`HAND_NAMES` as shown to the trainee (translated); the answer keeps the English."""
    return category_name(name)


def none_word() -> str:
    """"none" in the user's language: what a trainee types for no raise, no seat, no chips."""
    return _("none")


def _is_none(text: str) -> bool:
    """Whether the typed text says "none" (in English or in the user's language)."""
    word = text.strip().lower()
    return word in NONE_WORDS or word == none_word().lower()


def _forms(marked: str, context: str = "Answers") -> list[str]:
    """The "|"-separated words of a marked string, in English and as translated, longest first."""
    words = {w.strip() for text in (marked, translate_marked(context, marked)) for w in text.split("|")}
    return sorted((w for w in words if w), key=len, reverse=True)


def _alternatives(words: list[str]) -> str:
    """A regular expression for any of the words (spaces inside a word match any spacing)."""
    return "|".join(r"\s*".join(re.escape(part) for part in word.split()) for word in words)


class AnswerError(ValueError):
    """The typed text is not an answer to the question; the message says why."""


# -- amounts -------------------------------------------------------------------------------------------------


def _bare_amount(text: str) -> str:
    """The number part of an amount as a dealer says it: without "raise to", a currency sign, or "chips"."""
    rest = text.strip()
    before = re.match(rf"(?:{_alternatives(_forms(WORDS_BEFORE_AMOUNT))})(?=[\s0-9]|[^\w\s]|$)\s*", rest,
                      re.IGNORECASE)
    if before is not None and before.end() < len(rest):
        rest = rest[before.end():]
    if rest and unicodedata.category(rest[0]) == "Sc":
        rest = rest[1:].lstrip()
    after = re.search(rf"(?<=[\s0-9])(?:{_alternatives(_forms(WORDS_AFTER_AMOUNT))})$", rest, re.IGNORECASE)
    if after is not None:
        rest = rest[: after.start()].rstrip()
    if rest and unicodedata.category(rest[-1]) == "Sc":
        rest = rest[:-1].rstrip()
    return rest


def amount(text: str, what: str | None = None) -> int:
    """A chip amount: a whole number of zero or more, read by the one rule of
    :func:`~dealerdesk.number_input.parse_whole_number` (grouped as the user's locale groups them), and typed
    as a dealer may say it ("raise to 544", "$544", "544 chips"). ``what`` names it in the error message
    (already translated; default "the amount")."""
    what = _("the amount") if what is None else what
    bare = _bare_amount(text)
    if not bare:
        raise AnswerError(_("type {what} as a number").format(what=what))
    try:
        return parse_whole_number(bare)
    except NumberError as error:
        # Translators: {problem} says what is wrong with a typed number, {what} which number it is.
        raise AnswerError(_("{problem} ({what})").format(problem=str(error), what=what)) from None


def optional_amount(text: str, what: str | None = None) -> int | None:
    """An amount, or None for "none" (e.g. the player may not raise)."""
    if _is_none(text):
        return None
    return amount(text, what)


# -- seats ---------------------------------------------------------------------------------------------------


def _seat_words() -> list[str]:
    """The words that may go with a seat number: "seat", the translated word(s), and the words of the
    translated "Seat {seat}" (what the trainee reads on the table), longest first."""
    template = translate_marked("Question", "Seat {seat}").replace("{seat}", " ")
    shown = [w for w in re.split(r"[\s.,:;()]+", template) if w and not w.isdigit()]
    return sorted({*_forms(SEAT_WORDS), *shown}, key=len, reverse=True)


def seat_number(word: str) -> int:
    """The number of a typed seat ("4", "seat4", "4.", "ที่นั่ง4"), whoever sits there, or :class:`AnswerError`."""
    rest = re.sub(_alternatives(_seat_words()), "", word, flags=re.IGNORECASE).strip()
    match = re.fullmatch(r"([0-9]{1,3})\.?", rest)
    if match is None:
        raise AnswerError(_("{word} is not a seat number").format(word=shown(word)))
    return int(match.group(1))


def _seat_number(question: Question, word: str) -> str:
    """The player id of a typed seat ("4", "seat4", "4.", "ที่นั่ง4"), or :class:`AnswerError`."""
    number = seat_number(word)
    try:
        return question.player_at(number)
    except ValueError as error:
        raise AnswerError(str(error)) from None


def seat_words(text: str) -> list[str]:
    """The words of a list of seats ("4 6 1", "4,6,1", "Seat 4, Seat 6"), "seat" left out; none for "none"."""
    words = [w for w in re.split(r"[\s,;]+", text.strip()) if w]
    if len(words) == 1 and _is_none(words[0]):
        return []
    seat_words = {w.casefold() for w in _seat_words()}
    return [w for w in words if w.casefold() not in seat_words]


def seat_items(text: str) -> list[tuple[str, str]]:
    """``"4: 120, 6: 5+2"`` as ``[("4", "120"), ("6", "5+2")]`` (the seat as typed, what follows its colon);
    none for "none" or nothing; :class:`AnswerError` for text that is not "seat: …"."""
    if _is_none(text) or not text.strip():
        return []
    markers = list(_seat_marker().finditer(text))
    if not markers or text[: markers[0].start()].strip(" \t,;"):
        item = text[: markers[0].start()] if markers else text
        raise AnswerError(_("{item} is not 'seat: chips' (for example '4: 120')").format(item=shown(item)))
    items = []
    for number, marker in enumerate(markers):
        end = markers[number + 1].start() if number + 1 < len(markers) else len(text)
        items.append((marker.group("seat"), text[marker.end(): end].strip().rstrip(",;").strip()))
    return items


def seats(question: Question, text: str, *, allow_empty: bool = False) -> list[str]:
    """Seat numbers ("4 6 1", "4,6,1", "Seat 4, Seat 6") as player ids, in the order typed."""
    words = seat_words(text)
    if not words:
        if allow_empty:
            return []
        raise AnswerError(_("name at least one seat by its number"))
    players: list[str] = []
    for word in words:
        player = _seat_number(question, word)
        if player in players:
            raise AnswerError(_("seat {seat} is named twice").format(seat=question.seat_of(player)))
        players.append(player)
    return players


def _seat_marker() -> re.Pattern[str]:
    """A seat followed by a colon, as in "4: 120", "seat 4: 120", "4. szék: 120", "4.: 120"."""
    words = _alternatives(_seat_words())
    seat = rf"(?:(?:{words})\s*[0-9]{{1,3}}|[0-9]{{1,3}}\.?\s*(?:{words})|[0-9]{{1,3}}\.?)"
    return re.compile(rf"(?<![^\s,;])(?P<seat>{seat})\s*[:=]", re.IGNORECASE)


def seat_amounts(question: Question, text: str) -> dict[str, int]:
    """``"4: 120, 6: 1,075"`` (seat: chips) as ``{player: chips}``; "none" for nothing."""
    result: dict[str, int] = {}
    for typed, chips in seat_items(text):
        player = _seat_number(question, typed)
        seat = question.seat_of(player)
        if player in result:
            raise AnswerError(_("seat {seat} is named twice").format(seat=seat))
        result[player] = amount(chips, _("the chips for seat {seat}").format(seat=seat))
    return result


# -- hand names ----------------------------------------------------------------------------------------------


def _key(text: str) -> str:
    """A typed hand name as compared: case, spaces and punctuation left out, a plural "s" dropped."""
    kept = (c for c in text.casefold() if not c.isspace() and unicodedata.category(c)[0] not in "PZ")
    return "".join(kept).rstrip("s")


def _names_table() -> dict[str, str]:
    """Every way to name a hand (normalised by :func:`_key`) → the canonical English name, in English and as
    shown now: the trainer's names, the full names ("Flush, queen high") and the usual other names."""
    # Keyed by the translator and what it makes of "none" now (English inside ``i18n.english()``).
    return _names_for(cast("Hashable", installed()), none_word())


@functools.lru_cache(maxsize=4)
def _names_for(_translator: Hashable, _none: str) -> dict[str, str]:
    table: dict[str, str] = {}

    def add(spelling: str, name: str) -> None:
        key = _key(spelling)
        if key:
            table.setdefault(key, name)

    for context in (english(), contextlib.nullcontext()):
        with context:
            for name in HAND_NAMES:
                add(hand_label(name), name)
            for name, others in OTHER_HAND_NAMES.items():
                for other in translate_marked("Answers", others).split("|"):
                    add(other, name)
            for rank in range(1, CLASS_COUNT + 1):
                full, name = full_hand_name(rank), ROYAL_FLUSH if rank == 1 else category_of(rank).label
                add(full, name)
                add(digits_said(full), name)  # Thai "คู่ 7" typed "คู่เจ็ด"
    return table


def learn_hand_names() -> None:
    """Build the table of hand names now (about a second: every one of the 7,462 hands' full names, in two
    languages), so reading the first typed hand name does not wait for it. A session does this on its worker
    thread; the table is kept per language."""
    _names_table()


def hand_name(text: str) -> str:
    """A hand category name as the trainer spells it ("full house" → "Full house"), typed in English or in the
    user's language, in full ("flush, queen high") or as dealers say it ("boat", "trips"); always returns the
    English name of :data:`HAND_NAMES`."""
    name = _names_table().get(_key(text)) if len(text) <= 100 else None
    if name is None:
        raise AnswerError(_("{text} is not a hand name (one of: {names})").format(
            text=shown(text), names=", ".join(hand_label(name) for name in HAND_NAMES)))
    return name


# -- pots ----------------------------------------------------------------------------------------------------


def pots(question: Question, lines: list[str]) -> list[dict[str, Any]]:
    """Pots typed one a line as ``"amount: seat seat …"``, main pot first."""
    result: list[dict[str, Any]] = []
    for number, line in enumerate(lines, start=1):
        head, _colon, rest = line.partition(":")
        if not rest.strip():
            raise AnswerError(_("pot {number}: type the amount, a colon, then the seats (for example '120: 1 3 4')")
                              .format(number=number))
        result.append({"amount": amount(head, _("pot {number}'s amount").format(number=number)),
                       "eligible": sorted(seats(question, rest))})
    return result
