"""The card games, and their shape: hole cards per hand, how many hands equity is asked of, board size.

:class:`Game` is the one game type of the whole package (the rules engine re-exports it): its value is the
name the command line and JSON use (``holdem``, ``omaha``, ``omaha8``). Kept free of NumPy so the command line
can check its input before loading the batch evaluator.

>>> Game("omaha8") is Game.OMAHA_HILO, Game.OMAHA.hole_card_count, GAME_NAMES[Game.OMAHA_HILO]
(True, 4, 'Omaha Hi/Lo')
"""

from __future__ import annotations

from enum import StrEnum

from dealerdesk.i18n import N_, translate_marked


class Game(StrEnum):
    """The card game: how many hole cards and how hands are made."""

    HOLDEM = "holdem"
    """Texas Hold'em: two hole cards, best five of seven."""
    OMAHA = "omaha"
    """Omaha: four hole cards, exactly two of them with exactly three from the board."""
    OMAHA_HILO = "omaha8"
    """Omaha Hi/Lo 8-or-better: each pot split between the best high and the best qualifying low."""

    @property
    def hole_card_count(self) -> int:
        """Cards dealt to each player."""
        return 2 if self is Game.HOLDEM else 4

    @property
    def is_hilo(self) -> bool:
        """Whether pots are split high/low."""
        return self is Game.OMAHA_HILO


HOLE_CARDS: dict[str, int] = {game: game.hole_card_count for game in Game}
"""Hole cards per hand in each game, by its name."""
GAME_NAMES: dict[str, str] = {
    Game.HOLDEM: N_("Hold'em", "Games"),
    Game.OMAHA: N_("Omaha", "Games"),
    Game.OMAHA_HILO: N_("Omaha Hi/Lo", "Games"),
}
"""How each game is written for people, in English (the command line and hand-history files use it as is);
:func:`game_name` gives it in the reader's language."""


def game_name(game: Game) -> str:
    """The game's name in the current language: the one table every screen reads (the New game dialog, the
    session setup, the trainer's prompts), so a game is called the same everywhere."""
    return translate_marked("Games", GAME_NAMES[game])


MIN_HANDS, MAX_HANDS = 2, 10
"""Equity is asked of two to ten hands (ten Omaha hands leave twelve cards for the board)."""
BOARD_CARDS = 5
"""Cards on a complete board."""
