"""Playing styles as data: the thresholds and frequencies that make one computer player tight or loose,
passive or aggressive.

The four classic table types, as players and poker books name them:

* **tight-passive** — plays few hands, limps and calls more than it raises, bets only strong hands.
* **tight-aggressive** — plays few hands, enters with a raise, bets and raises its good hands, bluffs a little.
* **loose-aggressive** — plays many hands, raises and re-raises often, bluffs often.
* **calling station** — plays many hands, rarely raises, calls almost any bet and seldom folds.

Preflop ranges are shares of all starting hands (0.15 = the best 15 %), ranked by equity against the number
of opponents in the hand (:mod:`.calibration`). After the flop every style reads the opponents' ranges from their
betting (:mod:`.ranges`); the styles differ in how often they bet what is worth betting, how often they bluff,
how loosely they call and how they size their bets.

>>> STYLES["tight-aggressive"].display_name
'Tight-aggressive'
>>> sorted(STYLES)
['calling-station', 'loose-aggressive', 'tight-aggressive', 'tight-passive']
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.i18n import N_, translate_marked


@dataclass(frozen=True)
class Style:
    """How one computer player plays: every number a decision compares against."""

    name: str
    """The key in :data:`STYLES` (``"tight-aggressive"`` …)."""
    display_name: str
    """The name shown to people, in English (:attr:`label` is the translated one)."""
    summary: str
    """One sentence on how it plays, for the new-game dialog, in English (:attr:`summary_label` translated)."""
    open_range: tuple[float, float]
    """Share of hands opened with a raise when first in: from early position (five players to act behind), and
    from the button (only the blinds behind); in between for the seats between, and less for every player
    behind beyond five (a full ring)."""
    steal_range: tuple[float, float]
    """Share of hands opened with a raise from the small blind when everyone else folded (only the big blind
    behind), and heads-up, where the small blind is the button and the ranges are widest."""
    limp_range: tuple[float, float]
    """Share of hands played at all when first in (raise or just call), early and late; at least the open
    range. Aggressive styles do not limp, so for them it equals ``open_range``."""
    limp_steal: tuple[float, float]
    """The same from the small blind with only the big blind behind, and heads-up; at least ``steal_range``."""
    call_range: float
    """Share of hands that go on (call or re-raise) against one raise from a regular player's opening range (the
    top 20 % of hands) at an average price; wider against a wider range (a late seat's, heads-up), narrower
    against re-raises."""
    reraise_range: float
    """Share of hands that re-raise such a raise (scaled as ``call_range`` is)."""
    aggression: float
    """Chance of betting or raising for value when that is worth more than checking or calling (the strongest
    hands bet more often; on the river, last to act, a hand worth a value bet is always bet)."""
    raise_strength: float
    """After the flop: the share of the pot its hand must win against the hands that would call a raise, for
    it to raise a bet for value."""
    bluff_rate: float
    """Chance of bluffing when a bluff is worth more than checking (the others fold often enough)."""
    call_slack: float
    """Share of the equity a call needs that it lets go of: at 0.5 it calls with half of what the price asks
    (a calling station's curiosity); 0 calls only at a fair price; below 0 it wants more than the price (a
    cautious player who gives up a close call)."""
    bet_fraction: tuple[float, float]
    """Pot and no limit: bets after the flop as a share of the pot, on a dry board and on a wet one."""
    overbet_rate: float
    """No limit: chance of betting more than the pot with a very strong hand or a river bluff."""
    open_size: tuple[float, float]
    """Pot and no limit: opening raises in big blinds, drawn between these (plus one per limper)."""
    short_stack: tuple[float, float]
    """With 15 big blinds or fewer (no-limit Hold'em): how much deeper than it is the player reads the push-or-fold
    chart to push, and to call a push (above 1 plays tighter than the chart, below 1 looser)."""

    @property
    def label(self) -> str:
        """The style's name in the user's language."""
        return translate_marked("Bots", self.display_name)

    @property
    def summary_label(self) -> str:
        """How it plays, in the user's language."""
        return translate_marked("Bots", self.summary)


TIGHT_PASSIVE = Style(
    name="tight-passive",
    display_name=N_("Tight-passive", "Bots"),
    summary=N_("Plays few hands and would rather call than raise; a bet from it means a strong hand.", "Bots"),
    open_range=(0.05, 0.12),
    steal_range=(0.12, 0.3),
    limp_range=(0.14, 0.26),
    limp_steal=(0.3, 0.72),
    call_range=0.14,
    reraise_range=0.02,
    aggression=0.2,
    raise_strength=0.78,
    bluff_rate=0.1,
    call_slack=-0.15,
    bet_fraction=(0.5, 0.66),
    overbet_rate=0.0,
    open_size=(2.5, 3.0),
    short_stack=(1.3, 1.25),
)
TIGHT_AGGRESSIVE = Style(
    name="tight-aggressive",
    display_name=N_("Tight-aggressive", "Bots"),
    summary=N_("Plays few hands but plays them hard: raises to enter, bets its good hands, bluffs now and then.",
               "Bots"),
    open_range=(0.14, 0.42),
    steal_range=(0.45, 0.8),
    limp_range=(0.14, 0.42),
    limp_steal=(0.45, 0.8),
    call_range=0.16,
    reraise_range=0.06,
    aggression=0.85,
    raise_strength=0.64,
    bluff_rate=0.5,
    call_slack=-0.1,
    bet_fraction=(0.33, 0.75),
    overbet_rate=0.05,
    open_size=(2.5, 3.0),
    short_stack=(1.0, 1.0),
)
LOOSE_AGGRESSIVE = Style(
    name="loose-aggressive",
    display_name=N_("Loose-aggressive", "Bots"),
    summary=N_("Plays many hands and keeps betting: raises, re-raises and bluffs often.", "Bots"),
    open_range=(0.26, 0.6),
    steal_range=(0.6, 0.82),
    limp_range=(0.26, 0.6),
    limp_steal=(0.6, 0.82),
    call_range=0.3,
    reraise_range=0.12,
    aggression=0.9,
    raise_strength=0.6,
    bluff_rate=0.7,
    call_slack=0.0,
    bet_fraction=(0.4, 0.8),
    overbet_rate=0.12,
    open_size=(2.5, 3.5),
    short_stack=(0.85, 0.9),
)
CALLING_STATION = Style(
    name="calling-station",
    display_name=N_("Calling station", "Bots"),
    summary=N_("Plays many hands, hardly ever raises, and calls almost any bet to see the next card.", "Bots"),
    open_range=(0.03, 0.06),
    steal_range=(0.06, 0.1),
    limp_range=(0.45, 0.65),
    limp_steal=(0.75, 0.8),
    call_range=0.5,
    reraise_range=0.02,
    aggression=0.25,
    raise_strength=0.82,
    bluff_rate=0.02,
    call_slack=0.35,
    bet_fraction=(0.5, 0.6),
    overbet_rate=0.0,
    open_size=(2.5, 3.0),
    short_stack=(1.3, 0.6),
)

STYLES: dict[str, Style] = {style.name: style for style in (TIGHT_PASSIVE, TIGHT_AGGRESSIVE, LOOSE_AGGRESSIVE,
                                                            CALLING_STATION)}
"""Every named style, by :attr:`Style.name`."""

DISPLAY_NAMES: dict[str, str] = {name: style.display_name for name, style in STYLES.items()}
"""The name people see for each style key."""
