"""The rules engine: one hand as a state machine (:class:`Hand`), a table across hands (:class:`Table`), the game,
stakes and house rules a hand is dealt under, and the words the engine counts in (:data:`Position`, :data:`Seat`,
:data:`PlayerCode`; a card is :data:`dealerdesk.evaluation.Card`).

Each name is loaded from its module when first asked for (PEP 562), so importing one small module of the engine, as
the window's first frame does, does not load the whole engine: ``from dealerdesk.rules import Hand`` loads the hand;
``from dealerdesk.rules.players import Seat`` loads only that."""

import importlib
from typing import TYPE_CHECKING

from dealerdesk.rules.players import PlayerCode, Position, Seat, player_code, player_index

if TYPE_CHECKING:  # at run time these come from __getattr__
    from dealerdesk.rules.errors import RulesError, SetupError
    from dealerdesk.rules.finished_hand import FinishedHand
    from dealerdesk.rules.game import HouseRules, Stakes
    from dealerdesk.rules.hand import Hand
    from dealerdesk.rules.table import Table, TableError
    from dealerdesk.rules.variants import Structure, Variant

_HOMES = {
    "RulesError": "errors", "SetupError": "errors", "FinishedHand": "finished_hand", "HouseRules": "game",
    "Stakes": "game", "Hand": "hand", "Table": "table", "TableError": "table", "Structure": "variants",
    "Variant": "variants",
}
"""Each lazily loaded name and the module of the package it lives in."""


def __getattr__(name: str) -> object:
    """A public name of the engine, imported from its module on first use and kept here after."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "FinishedHand",
    "Hand",
    "HouseRules",
    "PlayerCode",
    "Position",
    "RulesError",
    "Seat",
    "SetupError",
    "Stakes",
    "Structure",
    "Table",
    "TableError",
    "Variant",
    "player_code",
    "player_index",
]
