"""Hand histories: reading and writing PHH (Poker Hand History) files.

>>> from dealerdesk.history import load, dumps, Variant, CompleteBetOrRaiseTo
"""

from dealerdesk.history.phh import (
    Action,
    CompleteBetOrRaiseTo,
    Game,
    HandHistory,
    PHHCheckOrCall,
    PHHDealBoard,
    PHHDealHole,
    PHHError,
    PHHFold,
    PHHWarning,
    ShowOrMuck,
    Structure,
    TomlValue,
    Variant,
    dump,
    dumps,
    format_action,
    load,
    loads,
    parse_action,
)

__all__ = [
    "Action",
    "CompleteBetOrRaiseTo",
    "Game",
    "HandHistory",
    "PHHCheckOrCall",
    "PHHDealBoard",
    "PHHDealHole",
    "PHHError",
    "PHHFold",
    "PHHWarning",
    "ShowOrMuck",
    "Structure",
    "TomlValue",
    "Variant",
    "dump",
    "dumps",
    "format_action",
    "load",
    "loads",
    "parse_action",
]
