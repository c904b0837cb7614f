"""Opponent profiles: a computer player's name, style and a one-line personality, as a table introduces them.

Each style has two personalities, so that two players of one style at a table read as two people; which one a
player gets follows from the seats, so a resumed table introduces the same people again.

>>> profile = Profile("Dora", "loose-aggressive", 0)
>>> profile.personality
'Raises and re-raises to keep the pressure on; expect to be tested.'
>>> profile.style_label
'Loose-aggressive'
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.bots.styles import STYLES
from dealerdesk.i18n import N_, translate_marked

PERSONALITIES: dict[str, tuple[str, str]] = {
    "tight-passive": (
        N_("Waits patiently for a big hand; a bet from this player usually means one.", "Bots"),
        N_("Careful with chips: calls to see cards, raises only with the best hands.", "Bots"),
    ),
    "tight-aggressive": (
        N_("Picks good hands and plays them hard; bluffs now and then to stay hard to read.", "Bots"),
        N_("Disciplined and sharp: folds a lot, but a raise from this player is trouble.", "Bots"),
    ),
    "loose-aggressive": (
        N_("Raises and re-raises to keep the pressure on; expect to be tested.", "Bots"),
        N_("Plays many hands and bets most of them; makes you decide for your chips.", "Bots"),
    ),
    "calling-station": (
        N_("Loves to see the next card and hates to fold; bluffing this player rarely works.", "Bots"),
        N_("Calls with almost anything to keep you honest; bets only the big hands.", "Bots"),
    ),
}
"""Two one-line personalities for each style, in English (translated by :attr:`Profile.personality_label`)."""


@dataclass(frozen=True)
class Profile:
    """One computer player as the table introduces them."""

    name: str
    """Their name at the table."""
    style: str
    """The key of their style in :data:`~.styles.STYLES`."""
    variant: int
    """Which of the style's personalities (0 or 1)."""

    @property
    def personality(self) -> str:
        """Their personality, in English."""
        lines = PERSONALITIES.get(self.style)
        return lines[self.variant % len(lines)] if lines else ""

    @property
    def personality_label(self) -> str:
        """Their personality, in the user's language."""
        return translate_marked("Bots", self.personality) if self.personality else ""

    @property
    def style_label(self) -> str:
        """Their style's name, in the user's language."""
        style = STYLES.get(self.style)
        return style.label if style is not None else self.style



def table_profiles(players: dict[int, tuple[str, str]]) -> dict[int, Profile]:
    """The profile of each computer player, by seat, from their name and style by seat: a style's players take
    its personalities in turn, from the lowest seat.

    >>> [p.variant for p in table_profiles({2: ("A", "tight-passive"), 3: ("B", "calling-station"),
    ...                                     6: ("C", "tight-passive")}).values()]
    [0, 0, 1]
    """
    seen: dict[str, int] = {}
    profiles: dict[int, Profile] = {}
    for seat in sorted(players):
        name, style = players[seat]
        profiles[seat] = Profile(name, style, seen.get(style, 0))
        seen[style] = seen.get(style, 0) + 1
    return profiles
