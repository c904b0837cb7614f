"""What a session file's hand says of its players and their chips, read without reading the hand: a few regular
expressions over its text. Opening a long session checks the chain of stacks from hand to hand with these
(:func:`dealerdesk.history.session.load_session`) and replays the earlier hands only when they are first asked for;
each skim is checked against its hand when the hand is replayed."""

from __future__ import annotations

import re
from dataclasses import dataclass

from dealerdesk.rules.finished_hand import FinishedHand

_LINE = re.compile(r"(?m)^(starting_stacks|finishing_stacks|seats|players) = \[(.*)\]$")
_NUMBERS = re.compile(r"(?:0|[1-9][0-9]{0,17})(?:, (?:0|[1-9][0-9]{0,17}))*")
_NAME = re.compile(r"""(?:'([^'\n]*)'|"([^"\\\n]*)")(?:, |$)""")
"""A name as the writer writes it: in single quotes, or in double quotes when it holds one (one with an escape
is not skimmed)."""


@dataclass(frozen=True, slots=True)
class Skim:
    """What a hand's text says of its players and their chips, read without reading the hand (a few regular
    expressions over the text): for checking the chain of stacks from hand to hand at the open. Each is checked
    against the hand itself when it is replayed."""

    seats: tuple[int, ...]
    names: tuple[str, ...]
    starting: tuple[int, ...]
    finishing: tuple[int, ...]


def skim_text(text: str) -> Skim | None:
    """The seats, names and starting and finishing stacks a hand's text gives, one line each, as this project
    writes them; None when any is missing or of another shape (the hand is then replayed at the open)."""
    found: dict[str, str] = {}
    for match in _LINE.finditer(text):
        if match.group(1) in found:
            return None
        found[match.group(1)] = match.group(2)
    if len(found) != 4:
        return None
    numbers = []
    for key in ("seats", "starting_stacks", "finishing_stacks"):
        if _NUMBERS.fullmatch(found[key]) is None:
            return None
        numbers.append(tuple(int(item) for item in found[key].split(", ")))
    names: list[str] = []
    at, players = 0, found["players"]
    for match in _NAME.finditer(players):
        if match.start() != at:
            return None
        names.append(match.group(1) if match.group(1) is not None else match.group(2))
        at = match.end()
    seats, starting, finishing = numbers
    if at != len(players) or not len(seats) == len(names) == len(starting) == len(finishing):
        return None
    return Skim(seats, tuple(names), starting, finishing)


def skim_of(finished: FinishedHand) -> Skim:
    """What a replayed hand says of its players and their chips (a hand the skim could not read)."""
    hand = finished.hand
    return Skim(finished.seats, tuple(hand.names), tuple(hand.starting_stacks), tuple(hand.final_stacks or ()))
