"""A position's text form, as PHH writes it and ``dealerdesk solve`` prints it: ``p1`` is position 0, the first
seat left of the button, and the last position is the button. The engine and the trainer count positions from 0;
these codes belong at the edges (files, JSON answers, what a person types).

>>> player_code(0), player_index("p3")
('p1', 2)
"""

from __future__ import annotations


def player_code(index: int) -> str:
    """The PHH code of a position: 0 → ``"p1"``."""
    return f"p{index + 1}"


def player_index(code: str) -> int:
    """The position of a PHH code the engine or a checked answer wrote: ``"p1"`` → 0."""
    return int(code[1:]) - 1
