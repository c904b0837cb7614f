"""The games this table deals: a card game in a betting structure, named by its PHH variant code.

The PHH standard names ``FT``, ``NT``, ``PO`` and ``FO/8`` among the button games; this project adds the other
combinations of hold'em / Omaha / Omaha hi-lo with fixed / pot / no limit, in the same letter scheme (first letter
the structure, then the game, ``/8`` for eight-or-better hi-lo). :class:`Variant` is the one variant type of the
package: each member *is* its code (so it is written to a file, a setting or JSON as it is), and knows its game
and structure.

>>> Variant.from_code("FO/8").game is Game.OMAHA_HILO, Variant.from_code("FO/8").structure is Structure.FIXED
(True, True)
>>> Variant(Game.HOLDEM, Structure.POT).code, Variant.of("omaha", "pot") is Variant.POT_LIMIT_OMAHA
('PT', True)
>>> Variant.POT_LIMIT_OMAHA == "PO", str(Variant.NO_LIMIT_OMAHA_HI_LO)
(True, 'NO/8')
"""

from __future__ import annotations

from enum import EnumType, StrEnum
from typing import Any

from dealerdesk.evaluation.games import Game


class Structure(StrEnum):
    """The betting structure."""

    FIXED = "fixed"
    """Fixed limit: small bet before the flop and on the flop, big bet on the turn and river."""
    POT = "pot"
    """Pot limit: no wager may exceed the pot after the call."""
    NO = "no"
    """No limit: any amount up to the whole stack."""


_STANDARD_CODES = frozenset({"FT", "NT", "PO", "FO/8"})

# Codes the PHH standard defines for games dealerdesk does not deal; named in the error so the user knows the file
# is fine, just not a game this table plays.
_OTHER_STANDARD_GAMES = {
    "NS": "no-limit short-deck hold'em",
    "F7S": "fixed-limit seven card stud",
    "F7S/8": "fixed-limit seven card stud hi/lo",
    "FR": "fixed-limit razz",
    "N2L1D": "no-limit 2-7 single draw",
    "F2L3D": "fixed-limit 2-7 triple draw",
    "FB": "fixed-limit badugi",
}

_DESCRIBED_GAMES = {Game.HOLDEM: "hold'em", Game.OMAHA: "Omaha", Game.OMAHA_HILO: "Omaha hi/lo (8 or better)"}
_DESCRIBED_STRUCTURES = {Structure.FIXED: "fixed-limit", Structure.POT: "pot-limit", Structure.NO: "no-limit"}
_GAME_LETTERS = {Game.HOLDEM: "T", Game.OMAHA: "O", Game.OMAHA_HILO: "O/8"}
_STRUCTURE_LETTERS = {Structure.FIXED: "F", Structure.POT: "P", Structure.NO: "N"}


class _VariantType(EnumType):
    """Lets ``Variant(game, structure)`` name the variant of a game and a structure, as ``Variant("PO")`` names
    the one of a code."""

    def __call__(cls, value: Any, structure: Any = None, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        if structure is not None:
            return cls.of(value, structure)  # type: ignore[attr-defined]
        return super().__call__(value, *args, **kwargs)


class Variant(StrEnum, metaclass=_VariantType):
    """A game in a betting structure; the member is its PHH variant code (``Variant.NO_LIMIT_HOLDEM == "NT"``)."""

    FIXED_LIMIT_HOLDEM = "FT"
    POT_LIMIT_HOLDEM = "PT"
    NO_LIMIT_HOLDEM = "NT"
    FIXED_LIMIT_OMAHA = "FO"
    POT_LIMIT_OMAHA = "PO"
    NO_LIMIT_OMAHA = "NO"
    FIXED_LIMIT_OMAHA_HI_LO = "FO/8"
    POT_LIMIT_OMAHA_HI_LO = "PO/8"
    NO_LIMIT_OMAHA_HI_LO = "NO/8"

    @property
    def code(self) -> str:
        """The PHH variant code: standard FT, NT, PO, FO/8, and this project's PT, FO, NO, PO/8, NO/8."""
        return self.value

    @property
    def game(self) -> Game:
        """The card game."""
        return _PARTS[self][0]

    @property
    def structure(self) -> Structure:
        """The betting structure."""
        return _PARTS[self][1]

    @property
    def hole_card_count(self) -> int:
        """Cards dealt to each player: 2 in hold'em, 4 in Omaha."""
        return self.game.hole_card_count

    @property
    def is_standard(self) -> bool:
        """Whether the PHH standard itself defines this code (the others are dealerdesk's extensions)."""
        return self.value in _STANDARD_CODES

    @property
    def description(self) -> str:
        """The English name, e.g. ``"fixed-limit Omaha hi/lo (8 or better)"``."""
        return f"{_DESCRIBED_STRUCTURES[self.structure]} {_DESCRIBED_GAMES[self.game]}"

    @classmethod
    def from_code(cls, code: str) -> Variant:
        """The variant of a PHH code such as ``"NT"``; raises :class:`ValueError` naming the known codes."""
        if code in cls._value2member_map_:
            return cls(code)
        known = ", ".join(cls.codes())
        if code in _OTHER_STANDARD_GAMES:
            raise ValueError(
                f"{code!r} ({_OTHER_STANDARD_GAMES[code]}) is not a game dealerdesk deals (it deals {known})"
            )
        raise ValueError(f"unknown variant code {code!r} (known codes: {known})")

    @classmethod
    def of(cls, game: Game | str, structure: Structure | str) -> Variant:
        """The variant playing ``game`` with betting ``structure``, e.g. ``of(Game.OMAHA_HILO, Structure.FIXED)`` is
        FO/8 (the games' and structures' names, ``of("omaha8", "fixed")``, name them too)."""
        try:
            return cls(_STRUCTURE_LETTERS[Structure(structure)] + _GAME_LETTERS[Game(game)])
        except ValueError:
            raise ValueError(f"no variant plays {game!r} with a {structure!r} betting structure") from None

    @classmethod
    def codes(cls) -> tuple[str, ...]:
        """Every variant code this engine plays."""
        return tuple(member.value for member in cls)


_PARTS: dict[str, tuple[Game, Structure]] = {
    _STRUCTURE_LETTERS[structure] + _GAME_LETTERS[game]: (game, structure) for game in Game for structure in Structure
}
"""Each code's game and structure."""
