"""The PHH variant codes dealerdesk plays, each a (game, betting structure) pair.

The PHH standard names ``FT``, ``NT``, ``PO`` and ``FO/8`` among the button games; this project adds the other
combinations of hold'em / Omaha / Omaha hi-lo with fixed / pot / no limit, in the same letter scheme
(first letter the structure, then the game, ``/8`` for eight-or-better hi-lo).

>>> Variant.from_code("FO/8").game, Variant.from_code("FO/8").structure
('omaha8', 'fixed')
>>> Variant.of("holdem", "pot").code
'PT'
>>> Variant.POT_LIMIT_OMAHA == "PO"
True
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from dealerdesk.rules.game import Variant as RulesVariant

Game = Literal["holdem", "omaha", "omaha8"]
"""The card game: Texas hold'em, Omaha (high only), Omaha hi/lo eight-or-better."""

Structure = Literal["fixed", "pot", "no"]
"""The betting structure: fixed-limit, pot-limit, no-limit."""

_STANDARD_CODES = frozenset({"FT", "NT", "PO", "FO/8"})

# Codes the PHH standard defines for games dealerdesk does not deal; named in the error so the user knows
# the file is fine, just not a game this table plays.
_OTHER_STANDARD_GAMES = {
    "NS": "no-limit short-deck hold'em",
    "F7S": "fixed-limit seven card stud",
    "F7S/8": "fixed-limit seven card stud hi/lo",
    "FR": "fixed-limit razz",
    "N2L1D": "no-limit 2-7 single draw",
    "F2L3D": "fixed-limit 2-7 triple draw",
    "FB": "fixed-limit badugi",
}

_GAME_NAMES: dict[Game, str] = {"holdem": "hold'em", "omaha": "Omaha", "omaha8": "Omaha hi/lo (8 or better)"}
_STRUCTURE_NAMES: dict[Structure, str] = {"fixed": "fixed-limit", "pot": "pot-limit", "no": "no-limit"}


class Variant(StrEnum):
    """A PHH variant code; the member *is* the code string (``Variant.NO_LIMIT_HOLDEM == "NT"``)."""

    FIXED_LIMIT_HOLDEM = "FT"
    POT_LIMIT_HOLDEM = "PT"
    NO_LIMIT_HOLDEM = "NT"
    FIXED_LIMIT_OMAHA = "FO"
    POT_LIMIT_OMAHA = "PO"
    NO_LIMIT_OMAHA = "NO"
    FIXED_LIMIT_OMAHA_HI_LO = "FO/8"
    POT_LIMIT_OMAHA_HI_LO = "PO/8"
    NO_LIMIT_OMAHA_HI_LO = "NO/8"

    @classmethod
    def from_code(cls, code: str) -> Variant:
        """The variant for a PHH code such as ``"NT"``; raises :class:`ValueError` naming the known codes."""
        if code in RulesVariant.codes():
            return cls(code)
        known = ", ".join(RulesVariant.codes())
        if code in _OTHER_STANDARD_GAMES:
            raise ValueError(
                f"{code!r} ({_OTHER_STANDARD_GAMES[code]}) is not a game dealerdesk deals (it deals {known})"
            )
        raise ValueError(f"unknown variant code {code!r} (known codes: {known})")

    @classmethod
    def of(cls, game: Game, structure: Structure) -> Variant:
        """The variant playing ``game`` with betting ``structure``, e.g. ``of("omaha8", "fixed")`` is FO/8."""
        for member in cls:
            if (member.game, member.structure) == (game, structure):
                return member
        raise ValueError(f"no variant plays {game!r} with a {structure!r} betting structure")

    @property
    def code(self) -> str:
        """The PHH code, e.g. ``"FO/8"``."""
        return self.value

    @property
    def game(self) -> Game:
        """``"holdem"``, ``"omaha"`` or ``"omaha8"``."""
        game: Game = RulesVariant.from_code(self.value).game.value
        return game

    @property
    def structure(self) -> Structure:
        """``"fixed"``, ``"pot"`` or ``"no"`` (limit)."""
        structure: Structure = RulesVariant.from_code(self.value).structure.value
        return structure

    @property
    def hole_card_count(self) -> int:
        """Cards dealt to each player: 2 in hold'em, 4 in Omaha."""
        return 2 if self.game == "holdem" else 4

    @property
    def is_standard(self) -> bool:
        """Whether the PHH standard itself defines this code (the others are dealerdesk's extensions)."""
        return self.value in _STANDARD_CODES

    @property
    def description(self) -> str:
        """The English name, e.g. ``"fixed-limit Omaha hi/lo (8 or better)"``."""
        return f"{_STRUCTURE_NAMES[self.structure]} {_GAME_NAMES[self.game]}"
