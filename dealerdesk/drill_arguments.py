"""The ``drill`` sub-command's options, apart from the drill itself.

The command line builds every sub-command's parser before it knows which one runs; keeping these options in a
module of their own lets ``dealerdesk`` (the window) and ``snapshot`` start without importing the trainer.
"""

from __future__ import annotations

import argparse

from dealerdesk.arguments import whole_number
from dealerdesk.evaluation.games import Game
from dealerdesk.rules.chips import DEFAULT, PRESETS
from dealerdesk.rules.rake import DEFAULT_PRESET, RAKING
from dealerdesk.trainer.kinds.names import Kind

GAME_NAMES = tuple(game.value for game in Game)
"""The ``--game`` names (``drill_cli.GAMES`` maps them to the games)."""
DEFAULT_DIFFICULTY = 1
"""The difficulty when ``--difficulty`` is not given."""
DEFAULT_COUNT = 5
"""The number of questions when ``--count`` is not given."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The drill sub-command's options. None of them has a default here (each is None when not given): the drill
    refuses an option it would not use, so it must tell an option given from one left out, and fills in the
    defaults itself (:data:`DEFAULT_DIFFICULTY`, :data:`DEFAULT_COUNT`, the chip set's and the rake's)."""
    parser.add_argument("--kind", action="append", choices=[str(k) for k in Kind], metavar="K",
                        help="question kind, repeatable: " + ", ".join(str(k) for k in Kind) + " (default: all)")
    parser.add_argument("--game", choices=GAME_NAMES, help="only this game (hi/lo splits are always Omaha hi/lo)")
    parser.add_argument("--difficulty", type=int, choices=(1, 2, 3, 4), default=None,
                        help=f"1 (easy) to 4 (hard) (default {DEFAULT_DIFFICULTY})")
    parser.add_argument("--count", type=whole_number, default=None, metavar="N",
                        help=f"number of questions, 1 to 1000 (default {DEFAULT_COUNT})")
    parser.add_argument("--seed", type=whole_number, default=None, metavar="S",
                        help="deal reproducibly from this seed")
    parser.add_argument("--export", metavar="DIR",
                        help="write the questions as a drill pack into DIR (a new or empty folder) instead of asking")
    parser.add_argument("--name", metavar="NAME",
                        help="the pack's name in its pack.json, with --export (default: the folder's name)")
    parser.add_argument("--pack", metavar="DIR", help="ask the questions of a drill pack (not with --export)")
    parser.add_argument("--chip-set", choices=sorted(PRESETS), default=None,
                        help=f"the room's chips the chip questions use (default {DEFAULT}; chips questions only)")
    parser.add_argument("--rake", choices=RAKING, default=None,
                        help="the house rake rake questions are dealt with: " + ", ".join(RAKING)
                        + f" (default {DEFAULT_PRESET}: 10%% to 4 and a jackpot drop of 1 from pots of 20;"
                        " rake questions only)")
    parser.add_argument("--seconds", type=float, default=None, metavar="N",
                        help="seconds per question: a later answer counts as missed, as in the app's timed sessions "
                        "(not with --export)")
