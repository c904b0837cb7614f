"""How long a person would take over a move, as a multiple of the table's pace.

Folding rags first in or checking with nothing is quick; calling an all-in or putting in a big raise takes a while,
and so does a close call. The table's controller waits the pace (the speed the user chose) times this factor, so
the speed setting still decides how fast the whole table goes.

>>> quick = think_time(street=0, stake=0, stack=200, closeness=1.0, draw=0.5)
>>> slow = think_time(street=3, stake=200, stack=200, closeness=0.0, draw=0.5)
>>> quick < 1.0 < slow
True
"""

from __future__ import annotations

SHORTEST = 0.4
"""The quickest move, as a share of the pace."""
LONGEST = 3.5
"""The longest think, as a multiple of the pace."""


def think_time(*, street: int, stake: int, stack: int, closeness: float, draw: float) -> float:
    """The time a move takes, as a multiple of the pace: more the larger the share of the player's chips
    (``stake`` of ``stack``, both before the move) it puts at risk, the closer the choice was (``closeness``,
    0 = a coin flip between two moves, 1 = obvious) and the later the street; ``draw`` (uniform in 0..1) spreads
    the times as people's spread."""
    share = min(1.0, stake / max(1, stack))
    factor = 0.55 + 1.9 * share ** 0.5 + 0.6 * (1 - min(1.0, max(0.0, closeness))) + 0.1 * street
    factor *= 0.8 + 0.45 * draw
    return float(min(LONGEST, max(SHORTEST, factor)))
