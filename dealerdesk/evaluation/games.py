"""The games equity is asked about, and their shape: hole cards per hand, how many hands, board size.

Kept free of NumPy so the command line can check its input before loading the batch evaluator.
"""

from __future__ import annotations

from typing import Literal

Game = Literal["holdem", "omaha", "omaha8"]
"""Texas Hold'em, Omaha (high only) and Omaha Hi/Lo 8 or better."""
HOLE_CARDS: dict[str, int] = {"holdem": 2, "omaha": 4, "omaha8": 4}
"""Hole cards per hand in each game."""
GAME_NAMES: dict[str, str] = {"holdem": "Hold'em", "omaha": "Omaha", "omaha8": "Omaha Hi/Lo"}
"""How each game is written for people."""
MIN_HANDS, MAX_HANDS = 2, 10
"""Equity is asked of two to ten hands (ten Omaha hands leave twelve cards for the board)."""
BOARD_CARDS = 5
"""Cards on a complete board."""
