"""Reading a trainee's typed answer: amounts, seat numbers and hand names into an answer dict for grading.

Anything that is not an answer — a word where a number belongs, a seat nobody sits in, a negative amount —
raises :class:`AnswerError` with a message saying what is wrong, and nothing is graded: the trainee types
again. Seats are the numbers on the table; the answer dict uses PHH player ids as ``dealerdesk solve`` does.

The messages are translated (they are shown); what the functions return is canonical (numbers, player ids, the
English hand names of :data:`HAND_NAMES`), and a hand name or "none" may be typed in English or as translated.
"""

from __future__ import annotations

import re
from typing import Any

from dealerdesk.evaluation import HandCategory
from dealerdesk.evaluation.names import ROYAL_FLUSH, category_name
from dealerdesk.i18n import translate
from dealerdesk.trainer.question import Question


def _(text: str) -> str:
    """Translate in the answer reader's context."""
    return translate("Answers", text)


NONE_WORDS = {"none", "no", "-", "0 (none)", "cannot", "can't", "no raise"}
HAND_NAMES = (ROYAL_FLUSH, *(category.label for category in HandCategory))
"""The hand names a winner answer may give, in canonical English (what grading compares)."""


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


class AnswerError(ValueError):
    """The typed text is not an answer to the question; the message says why."""


def amount(text: str, what: str | None = None) -> int:
    """A chip amount: a whole number of zero or more (thousands separators allowed). ``what`` names it in the
    error message (already translated; default "the amount")."""
    what = _("the amount") if what is None else what
    cleaned = text.strip().replace(",", "").replace(" ", "").replace("_", "")
    if not cleaned:
        raise AnswerError(_("type {what} as a number").format(what=what))
    if not cleaned.isdigit():
        raise AnswerError(_("{text} is not a number of chips ({what})").format(text=repr(text.strip()), what=what))
    return int(cleaned)


def optional_amount(text: str, what: str | None = None) -> int | None:
    """An amount, or None for "none" (e.g. the player may not raise)."""
    if _is_none(text):
        return None
    return amount(text, what)


def seats(question: Question, text: str, *, allow_empty: bool = False) -> list[str]:
    """Seat numbers ("4 6 1", "4,6,1") as player ids, in the order typed."""
    words = [w for w in re.split(r"[\s,;]+", text.strip()) if w]
    if not words or (len(words) == 1 and _is_none(words[0])):
        if allow_empty:
            return []
        raise AnswerError(_("name at least one seat by its number"))
    players: list[str] = []
    for word in words:
        number = word.lower().removeprefix("seat")
        if not number.isdigit():
            raise AnswerError(_("{word} is not a seat number").format(word=repr(word)))
        try:
            player = question.player_at(int(number))
        except ValueError as error:
            raise AnswerError(str(error)) from None
        if player in players:
            raise AnswerError(_("seat {seat} is named twice").format(seat=number))
        players.append(player)
    return players


def seat_amounts(question: Question, text: str) -> dict[str, int]:
    """``"4: 120, 6: 75"`` (seat: chips) as ``{player: chips}``; "none" for nothing."""
    if _is_none(text) or not text.strip():
        return {}
    result: dict[str, int] = {}
    for item in re.split(r"[,;]+|\s{2,}", text.strip()):
        if not item.strip():
            continue
        match = re.fullmatch(r"\s*(?:seat\s*)?(\d+)\s*[:=]\s*([\d,_ ]+)\s*", item, re.IGNORECASE)
        if match is None:
            raise AnswerError(_("{item} is not 'seat: chips' (for example '4: 120')").format(item=repr(item.strip())))
        (player,) = seats(question, match.group(1))
        if player in result:
            raise AnswerError(_("seat {seat} is named twice").format(seat=match.group(1)))
        result[player] = amount(match.group(2), _("the chips for seat {seat}").format(seat=match.group(1)))
    return result


def hand_name(text: str) -> str:
    """A hand category name as the trainer spells it ("full house" → "Full house"), typed in English or in the
    user's language; always returns the English name of :data:`HAND_NAMES`."""
    wanted = " ".join(text.strip().lower().split())
    for name in HAND_NAMES:
        for spelling in dict.fromkeys((name.lower(), " ".join(hand_label(name).lower().split()))):
            if spelling == wanted or spelling.rstrip("s") == wanted.rstrip("s"):
                return name
    raise AnswerError(_("{text} is not a hand name (one of: {names})").format(
        text=repr(text.strip()), names=", ".join(hand_label(name) for name in HAND_NAMES)))


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
