"""Grading a trainee's answer against the engine's, part by part, with the mistake named when recognisable.

An answer is a dict in the keys of ``dealerdesk solve`` (what the UI's inputs and the terminal drill
produce): ``{"max_raise_to": 120}``, ``{"pots": [...], "returned": {...}}``, ``{"showdown_order": [...],
"all_in_showdown": False}``, ``{"awards": [{"pot": 0, "player": "p2", "amount": 75}, ...]}`` (halves may be
left out), and for the winner kind ``{"high": ["p2"], "low": [], "hand": "Full house"}`` about the main pot.
Every part counts (every pot, every seat), and the verdict carries the worked explanation.

A verdict's words (part names, the answers as shown, the explanation) are translated for the screen; what is
compared and stored — the answer dicts, ``correct``, ``score`` and the mistake's ``cause`` — stays canonical.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealerdesk.i18n import translate
from dealerdesk.trainer.answers import hand_label
from dealerdesk.trainer.explain import explain, main_pot_winners
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.mistakes import recognise
from dealerdesk.trainer.question import Question


def _(text: str) -> str:
    """Translate in the grader's context."""
    return translate("Grading", text)


@dataclass(frozen=True)
class Part:
    """One graded part of an answer."""

    name: str
    """What the part is ("Raise to", "Main pot amount", "Seat 4 from side pot 1" …), translated."""
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
    """The recognised mistake ("the call left out of the pot" …) in canonical English (``mistakes.label`` shows it
    translated), or None."""
    explanation: tuple[str, ...]
    """The worked answer, step by step."""


def _text(value: object) -> str:
    if value is None:
        return _("none")
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(map(str, value)) or _("none")
    return str(value)


def _seats(question: Question, players: Any) -> str:
    return ", ".join(str(question.seat_of(p)) for p in players) if players else _("none")


def _pot_name(index: int) -> str:
    return _("Main pot") if index == 0 else _("Side pot {number}").format(number=index)


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
            parts.append(Part(_("Pot"), _text(expected["pot_total"]), _text(given), given == expected["pot_total"]))
        given = answer.get("max_raise_to")
        parts.append(Part(_("Raise to"), _text(expected["max_raise_to"]), _text(given),
                          given == expected["max_raise_to"]))
    elif kind is Kind.MIN_RAISE:
        given = answer.get("min_raise_to", "—")
        parts.append(Part(_("Minimum raise to"), _text(expected["min_raise_to"]), _text(given),
                          given == expected["min_raise_to"]))
    elif kind is Kind.SIDE_POTS:
        pots = list(answer.get("pots") or [])
        matched = match_pots(expected["pots"], pots)
        for index, pot in enumerate(expected["pots"]):
            name = _pot_name(index)
            mine = pots[matched[index]] if index in matched else {}
            parts.append(Part(_("{pot} amount").format(pot=name), str(pot["amount"]), _text(mine.get("amount")),
                              mine.get("amount") == pot["amount"]))
            given_eligible = sorted(mine.get("eligible") or [])
            parts.append(Part(_("{pot} seats").format(pot=name), _seats(question, pot["eligible"]),
                              _seats(question, given_eligible), given_eligible == sorted(pot["eligible"])))
        if len(pots) > len(expected["pots"]):
            parts.append(Part(_("Number of pots"), str(len(expected["pots"])), str(len(pots)), False))
        given_returned = {k: v for k, v in (answer.get("returned") or {}).items() if v}
        parts.append(Part(_("Chips returned"), _returned_text(question, expected["returned"]),
                          _returned_text(question, given_returned), given_returned == expected["returned"]))
    elif kind is Kind.SHOWDOWN_ORDER:
        all_in = bool(answer.get("all_in_showdown"))
        parts.append(Part(_("All hands face up"), _text(expected["all_in_showdown"]), _text(all_in),
                          all_in == expected["all_in_showdown"]))
        if not expected["all_in_showdown"]:
            order = list(answer.get("showdown_order") or [])
            first = order[0] if order else None
            want = expected["showdown_order"]
            parts.append(Part(_("Shows first"), _seats(question, want[:1]), _seats(question, order[:1]),
                              first == want[0]))
            parts.append(Part(_("Order"), _seats(question, want), _seats(question, order), order == want))
        if "killed" in expected:
            killed = sorted(answer.get("killed") or [])
            parts.append(Part(_("Hands killed"), _seats(question, expected["killed"]), _seats(question, killed),
                              killed == sorted(expected["killed"])))
    elif kind is Kind.HI_LO_SPLIT:
        want = _award_totals(expected["awards"])
        got = _award_totals(answer.get("awards"))
        # A seat given 0 that wins nothing is no part of the answer: only what is won, or claimed, is graded.
        for pot, player in sorted(key for key in set(want) | set(got) if want.get(key) or got.get(key)):
            if pot == 0:
                name = _("Seat {seat} from main pot").format(seat=question.seat_of(player))
            else:
                name = _("Seat {seat} from side pot {number}").format(seat=question.seat_of(player), number=pot)
            parts.append(Part(name, str(want.get((pot, player), 0)), str(got.get((pot, player), 0)),
                              want.get((pot, player), 0) == got.get((pot, player), 0)))
    else:
        highs, lows, name = main_pot_winners(question)
        given_high = sorted(answer.get("high") or [])
        given_low = sorted(answer.get("low") or [])
        parts.append(Part(_("High"), _seats(question, highs), _seats(question, given_high),
                          given_high == sorted(highs)))
        if question.hand.variant.game.is_hilo:
            parts.append(Part(_("Low"), _seats(question, lows), _seats(question, given_low), given_low == sorted(lows)))
        given_name = str(answer.get("hand") or "")
        # The answer gives the canonical English name; the verdict shows both names in the user's language.
        shown = hand_label(given_name) if given_name else "—"
        parts.append(Part(_("Winning hand"), hand_label(name), shown, given_name.strip().lower() == name.lower()))
    return parts


def _returned_text(question: Question, returned: Mapping[str, int]) -> str:
    return ", ".join(_("Seat {seat}: {chips}").format(seat=question.seat_of(p), chips=n)
                     for p, n in sorted(returned.items())) or _("none")


def match_pots(expected: Sequence[Mapping[str, Any]], given: Sequence[Mapping[str, Any]]) -> dict[int, int]:
    """Which given pot answers which expected one (expected index → given index), by content, not by row: a pot
    is known by the seats that can win it, then by its amount; what is left is paired in the order typed."""
    def eligible(pot: Mapping[str, Any]) -> list[str]:
        return sorted(pot.get("eligible") or [])

    pairs: dict[int, int] = {}
    used: set[int] = set()
    tests: list[Callable[[Mapping[str, Any], Mapping[str, Any]], bool]] = [
        lambda want, mine: eligible(want) == eligible(mine) and want.get("amount") == mine.get("amount"),
        lambda want, mine: eligible(want) == eligible(mine),
        lambda want, mine: want.get("amount") == mine.get("amount"),
        lambda want, mine: True,
    ]
    for test in tests:
        for index, want in enumerate(expected):
            if index in pairs:
                continue
            for position, mine in enumerate(given):
                if position not in used and test(want, mine):
                    pairs[index] = position
                    used.add(position)
                    break
    return pairs


def _has_content(answer: Mapping[str, Any]) -> bool:
    """Whether the answer says anything at all: a seat, an amount, a hand, or an all-in showdown (an answer of
    nothing but blanks and zeros earns no part, even the parts that happen to be "none")."""
    for key, value in answer.items():
        if key == "awards":
            if any(int(award.get("amount") or 0) for award in value or ()):
                return True
        elif key == "returned":
            if any(value.values() if isinstance(value, Mapping) else ()):
                return True
        elif isinstance(value, bool):
            if value:
                return True
        elif key in ("min_raise_to", "max_raise_to", "pot_total") or value:
            return True
    return False


def grade(question: Question, answer: Mapping[str, Any]) -> Verdict:
    """The verdict on an answer: each part, the named mistake if recognised, and the explanation."""
    parts = grade_parts(question, answer)
    right = sum(p.correct for p in parts)
    correct = right == len(parts)
    score = right / len(parts) if correct or _has_content(answer) else 0.0
    cause = None if correct else recognise(question, answer)
    return Verdict(correct, score, tuple(parts), cause, tuple(explain(question)))
