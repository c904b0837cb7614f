"""How well a computer player plays its style: Beginner, Regular or Shark.

A style (:mod:`.styles`) says *what kind* of player it is; a level says *how good* one it is, in the three places
where skill shows most:

* **Reading ranges** — how much an opponent's betting narrows the hands a player puts them on. A beginner barely
  narrows them (it plays its own cards more than the opponent's line); a regular reads every bet as a regular
  player would make it.
* **Bluffing** — how often it takes a bluff the situation offers.
* **Push-or-fold accuracy** — with a short stack, how close its pushes and calls come to the chart: a beginner
  misjudges its depth by a random margin each time, a shark keeps nearly to the chart whatever its style.

A regular and a shark also **adapt** to what they have seen of each opponent (:mod:`.notes`): they bluff more
against a player who folds too often and less against one who never folds, and they trust the bets of a player
who bets every time checked to, and the calls of one who calls everything, less. A shark adapts fully, a regular
half-way, a beginner not at all.

>>> LEVELS["shark"].adapts > LEVELS["regular"].adapts > LEVELS["beginner"].adapts
True
>>> list(LEVELS)
['beginner', 'regular', 'shark']
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerdesk.i18n import N_, translate_marked


@dataclass(frozen=True)
class Level:
    """One level of play: how well a computer player reads, bluffs and plays a short stack."""

    name: str
    """The key in :data:`LEVELS` (``"beginner"`` …)."""
    display_name: str
    """The name shown to people, in English (:attr:`label` is the translated one)."""
    summary: str
    """One sentence on how it plays, in English (:attr:`summary_label` translated)."""
    read: float
    """How much of each opponent's line the read takes in: the weight a move gives a holding is raised to this
    power (1: as a regular player's move; 0: the move says nothing, the range stays as dealt)."""
    bluff: float
    """The style's bluffing frequency is multiplied by this."""
    push_error: float
    """With a short stack, the depth is misjudged by up to this share either way (drawn afresh each decision)."""
    chart_pull: float
    """How far the style's own leaning off the push-or-fold chart is pulled back to the chart (1: the chart exactly)."""
    adapts: float
    """How much what it has seen of an opponent changes its play (0: not at all, 1: fully)."""

    @property
    def label(self) -> str:
        """The level's name in the user's language."""
        return translate_marked("Bots", self.display_name)

    @property
    def summary_label(self) -> str:
        """How it plays, in the user's language."""
        return translate_marked("Bots", self.summary)

    def short_stack(self, factors: tuple[float, float], rng: random.Random) -> tuple[float, float]:
        """The style's push and call factors (:attr:`.styles.Style.short_stack`) as this level plays them: pulled
        toward the chart, then misjudged by a random margin."""
        push, call = (1 + (factor - 1) * (1 - self.chart_pull) for factor in factors)
        if self.push_error:
            push *= 1 + rng.uniform(-self.push_error, self.push_error)
            call *= 1 + rng.uniform(-self.push_error, self.push_error)
        return push, call


BEGINNER = Level(
    name="beginner",
    display_name=N_("Beginner", "Bots"),
    summary=N_("Plays its own cards more than yours, bluffs seldom and misjudges short stacks.", "Bots"),
    read=0.35,
    bluff=0.5,
    push_error=0.4,
    chart_pull=0.0,
    adapts=0.0,
)
REGULAR = Level(
    name="regular",
    display_name=N_("Regular", "Bots"),
    summary=N_("Reads your betting, bluffs where it makes sense and learns a little about how you play.", "Bots"),
    read=1.0,
    bluff=1.0,
    push_error=0.0,
    chart_pull=0.0,
    adapts=0.5,
)
SHARK = Level(
    name="shark",
    display_name=N_("Shark", "Bots"),
    summary=N_("Reads your betting, keeps to the push-or-fold chart and quickly finds out how you play.", "Bots"),
    read=1.0,
    bluff=1.15,
    push_error=0.0,
    chart_pull=0.7,
    adapts=1.0,
)

LEVELS: dict[str, Level] = {level.name: level for level in (BEGINNER, REGULAR, SHARK)}
"""Every level, by :attr:`Level.name`, weakest first."""
DEFAULT_LEVEL = "regular"
"""The level of a computer player when nothing else is chosen."""
