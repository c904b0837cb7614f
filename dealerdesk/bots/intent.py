"""What a style wants to do and why, before the move is sized and checked against the engine's bounds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dealerdesk.bots.reasons import Reason

Action = Literal["fold", "check_or_call", "bet_or_raise"]
"""What a player can do in a betting round, named as the engine's actions are."""
ACTIONS: tuple[Action, ...] = ("fold", "check_or_call", "bet_or_raise")


@dataclass(frozen=True)
class Intent:
    """A chosen move before sizing."""

    action: Action
    """The move."""
    why: Reason
    """Why, in words a player understands."""
    bluff: bool = False
    """A bet or raise without a good hand (it may not move a deep stack in)."""
    fraction: float | None = None
    """After the flop: the bet's or raise's size as a share of the pot (None: the sizing rules choose)."""
    all_in: bool = False
    """Move all-in (a push from a short stack)."""
    strong: bool = False
    """A bet or raise with a hand worth playing for the whole stack (it may move a deep stack in)."""
