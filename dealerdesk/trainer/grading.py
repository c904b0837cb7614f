"""Grading a trainee's answer against the engine's, part by part, with the mistake named when recognisable.

An answer is a dict in the keys of ``dealerdesk solve`` (what the UI's inputs and the terminal drill
produce): ``{"max_raise_to": 120}``, ``{"pots": [...], "returned": {...}}``, ``{"showdown_order": [...],
"all_in_showdown": False}``, ``{"awards": [{"pot": 0, "player": "p2", "amount": 75}, ...]}`` (halves may be
left out), and for the winner kind ``{"high": ["p2"], "low": [], "hand": "Full house"}`` about the main pot.
Every part counts (every pot, every seat), and the verdict carries the worked explanation.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealerdesk.trainer.explain import explain, main_pot_winners
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.mistakes import recognise
from dealerdesk.trainer.question import Question


@dataclass(frozen=True)
class Part:
    """One graded part of an answer."""

    name: str
    """What the part is ("Raise to", "Main pot amount", "Seat 4 from side pot 1" …)."""
    expected: str
    """The engine's answer, as shown to the trainee."""
    given: str
    """The trainee's answer ("—" when left out)."""
    correct: bool
    """Whether they match."""


@dataclass(frozen=True)
class Verdict:
    """The grade of one answer."""

    correct: bool
    """Every part right."""
    score: float
    """The share of parts right, 0..1."""
    parts: tuple[Part, ...]
    """Each part's result."""
    cause: str | None
    """The recognised mistake ("the call left out of the pot" …), or None."""
    explanation: tuple[str, ...]
    """The worked answer, step by step."""


def _text(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(map(str, value)) or "none"
    return str(value)


def _seats(question: Question, players: Any) -> str:
    return ", ".join(str(question.seat_of(p)) for p in players) if players else "none"


def _award_totals(awards: Any) -> dict[tuple[int, str], int]:
    totals: dict[tuple[int, str], int] = defaultdict(int)
    for award in awards or ():
        totals[int(award["pot"]), str(award["player"])] += int(award["amount"])
    return dict(totals)


def grade_parts(question: Question, answer: Mapping[str, Any]) -> list[Part]:
    """Compare every part of the answer with the engine's."""
    expected = question.answer
    kind = question.kind
    parts: list[Part] = []
    if kind is Kind.POT_LIMIT:
        if "pot_total" in expected:
            given = answer.get("pot_total")
            parts.append(Part("Pot", _text(expected["pot_total"]), _text(given), given == expected["pot_total"]))
        given = answer.get("max_raise_to")
        parts.append(Part("Raise to", _text(expected["max_raise_to"]), _text(given), given == expected["max_raise_to"]))
    elif kind is Kind.MIN_RAISE:
        given = answer.get("min_raise_to", "—")
        parts.append(Part("Minimum raise to", _text(expected["min_raise_to"]), _text(given),
                          given == expected["min_raise_to"]))
    elif kind is Kind.SIDE_POTS:
        pots = list(answer.get("pots") or [])
        for index, pot in enumerate(expected["pots"]):
            name = "Main pot" if index == 0 else f"Side pot {index}"
            mine = pots[index] if index < len(pots) else {}
            parts.append(Part(f"{name} amount", str(pot["amount"]), _text(mine.get("amount")),
                              mine.get("amount") == pot["amount"]))
            given_eligible = sorted(mine.get("eligible") or [])
            parts.append(Part(f"{name} seats", _seats(question, pot["eligible"]), _seats(question, given_eligible),
                              given_eligible == sorted(pot["eligible"])))
        if len(pots) > len(expected["pots"]):
            parts.append(Part("Number of pots", str(len(expected["pots"])), str(len(pots)), False))
        given_returned = {k: v for k, v in (answer.get("returned") or {}).items() if v}
        parts.append(Part("Chips returned", _returned_text(question, expected["returned"]),
                          _returned_text(question, given_returned), given_returned == expected["returned"]))
    elif kind is Kind.SHOWDOWN_ORDER:
        all_in = bool(answer.get("all_in_showdown"))
        parts.append(Part("All hands face up", _text(expected["all_in_showdown"]), _text(all_in),
                          all_in == expected["all_in_showdown"]))
        if not expected["all_in_showdown"]:
            order = list(answer.get("showdown_order") or [])
            first = order[0] if order else None
            want = expected["showdown_order"]
            parts.append(Part("Shows first", _seats(question, want[:1]), _seats(question, order[:1]), first == want[0]))
            parts.append(Part("Order", _seats(question, want), _seats(question, order), order == want))
        if "killed" in expected:
            killed = sorted(answer.get("killed") or [])
            parts.append(Part("Hands killed", _seats(question, expected["killed"]), _seats(question, killed),
                              killed == sorted(expected["killed"])))
    elif kind is Kind.HI_LO_SPLIT:
        want = _award_totals(expected["awards"])
        got = _award_totals(answer.get("awards"))
        for pot, player in sorted(set(want) | set(got)):
            name = "Main pot" if pot == 0 else f"Side pot {pot}"
            parts.append(Part(f"Seat {question.seat_of(player)} from {name.lower()}", str(want.get((pot, player), 0)),
                              str(got.get((pot, player), 0)), want.get((pot, player), 0) == got.get((pot, player), 0)))
    else:
        highs, lows, name = main_pot_winners(question)
        given_high = sorted(answer.get("high") or [])
        given_low = sorted(answer.get("low") or [])
        parts.append(Part("High", _seats(question, highs), _seats(question, given_high), given_high == sorted(highs)))
        if question.hand.variant.game.is_hilo:
            parts.append(Part("Low", _seats(question, lows), _seats(question, given_low), given_low == sorted(lows)))
        given_name = str(answer.get("hand") or "")
        parts.append(Part("Winning hand", name, given_name or "—", given_name.strip().lower() == name.lower()))
    return parts


def _returned_text(question: Question, returned: Mapping[str, int]) -> str:
    return ", ".join(f"Seat {question.seat_of(p)}: {n}" for p, n in sorted(returned.items())) or "none"


def grade(question: Question, answer: Mapping[str, Any]) -> Verdict:
    """The verdict on an answer: each part, the named mistake if recognised, and the explanation."""
    parts = grade_parts(question, answer)
    right = sum(p.correct for p in parts)
    correct = right == len(parts)
    cause = None if correct else recognise(question, answer)
    return Verdict(correct, right / len(parts), tuple(parts), cause, tuple(explain(question)))
