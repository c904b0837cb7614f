"""Reading a trainee's typed answer: amounts, seat numbers and hand names into an answer dict for grading.

Anything that is not an answer — a word where a number belongs, a seat nobody sits in, a negative amount —
raises :class:`AnswerError` with a message saying what is wrong, and nothing is graded: the trainee types
again. Seats are the numbers on the table; the answer dict uses PHH player ids as ``dealerdesk solve`` does.
"""

from __future__ import annotations

import re
from typing import Any

from dealerdesk.evaluation import HandCategory
from dealerdesk.trainer.question import Question

NONE_WORDS = {"none", "no", "-", "0 (none)", "cannot", "can't", "no raise"}
HAND_NAMES = ("Royal flush", *(category.label for category in HandCategory))


class AnswerError(ValueError):
    """The typed text is not an answer to the question; the message says why."""


def amount(text: str, what: str = "the amount") -> int:
    """A chip amount: a whole number of zero or more (thousands separators allowed)."""
    cleaned = text.strip().replace(",", "").replace(" ", "").replace("_", "")
    if not cleaned:
        raise AnswerError(f"type {what} as a number")
    if not cleaned.isdigit():
        raise AnswerError(f"{text.strip()!r} is not a number of chips ({what})")
    return int(cleaned)


def optional_amount(text: str, what: str = "the amount") -> int | None:
    """An amount, or None for "none" (e.g. the player may not raise)."""
    if text.strip().lower() in NONE_WORDS:
        return None
    return amount(text, what)


def seats(question: Question, text: str, *, allow_empty: bool = False) -> list[str]:
    """Seat numbers ("4 6 1", "4,6,1") as player ids, in the order typed."""
    words = [w for w in re.split(r"[\s,;]+", text.strip()) if w]
    if not words or (len(words) == 1 and words[0].lower() in NONE_WORDS):
        if allow_empty:
            return []
        raise AnswerError("name at least one seat by its number")
    players: list[str] = []
    for word in words:
        number = word.lower().removeprefix("seat")
        if not number.isdigit():
            raise AnswerError(f"{word!r} is not a seat number")
        try:
            player = question.player_at(int(number))
        except ValueError as error:
            raise AnswerError(str(error)) from None
        if player in players:
            raise AnswerError(f"seat {number} is named twice")
        players.append(player)
    return players


def seat_amounts(question: Question, text: str) -> dict[str, int]:
    """``"4: 120, 6: 75"`` (seat: chips) as ``{player: chips}``; "none" for nothing."""
    if text.strip().lower() in NONE_WORDS or not text.strip():
        return {}
    result: dict[str, int] = {}
    for item in re.split(r"[,;]+|\s{2,}", text.strip()):
        if not item.strip():
            continue
        match = re.fullmatch(r"\s*(?:seat\s*)?(\d+)\s*[:=]\s*([\d,_ ]+)\s*", item, re.IGNORECASE)
        if match is None:
            raise AnswerError(f"{item.strip()!r} is not 'seat: chips' (for example '4: 120')")
        (player,) = seats(question, match.group(1))
        if player in result:
            raise AnswerError(f"seat {match.group(1)} is named twice")
        result[player] = amount(match.group(2), f"the chips for seat {match.group(1)}")
    return result


def hand_name(text: str) -> str:
    """A hand category name as the trainer spells it ("full house" → "Full house")."""
    wanted = " ".join(text.strip().lower().split())
    for name in HAND_NAMES:
        if name.lower() == wanted or name.lower().rstrip("s") == wanted.rstrip("s"):
            return name
    raise AnswerError(f"{text.strip()!r} is not a hand name (one of: {', '.join(HAND_NAMES)})")


def pots(question: Question, lines: list[str]) -> list[dict[str, Any]]:
    """Pots typed one a line as ``"amount: seat seat …"``, main pot first."""
    result: list[dict[str, Any]] = []
    for number, line in enumerate(lines, start=1):
        head, _, rest = line.partition(":")
        if not rest.strip():
            raise AnswerError(f"pot {number}: type the amount, a colon, then the seats (for example '120: 1 3 4')")
        result.append({"amount": amount(head, f"pot {number}'s amount"),
                       "eligible": sorted(seats(question, rest))})
    return result
