"""A position's text form, as PHH writes it and ``dealerdesk solve`` prints it: ``p1`` is position 0, the first
seat left of the button, and the last position is the button. The engine and the trainer count positions from 0;
these codes belong at the edges (files, JSON answers, what a person types).

>>> player_code(0), player_index("p3")
('p1', 2)
"""

from __future__ import annotations

from typing import TypeAlias

Position: TypeAlias = int
"""A player's place in a hand, from 0: position 0 is the first seat left of the button, the last is the button.
What the engine counts in (``Hand.actor``, its stacks and bets)."""
PlayerCode: TypeAlias = str
"""A position as PHH writes it and ``dealerdesk solve`` prints it: ``"p1"`` is position 0."""
Seat: TypeAlias = int
"""A chair at the table, ``1..N`` clockwise: what a :class:`~dealerdesk.rules.table.Table` seats players in and what
the window draws; a hand's positions are its dealt-in seats from the one left of the button
(:attr:`~dealerdesk.rules.finished_hand.FinishedHand.seats`)."""


def player_code(index: Position) -> PlayerCode:
    """The PHH code of a position: 0 → ``"p1"``."""
    return f"p{index + 1}"


def player_index(code: PlayerCode) -> Position:
    """The position of a PHH code the engine or a checked answer wrote: ``"p1"`` → 0."""
    return int(code[1:]) - 1
