"""Playing styles as data: the thresholds and frequencies that make one computer player tight or loose,
passive or aggressive.

The four classic table types, as players and poker books name them:

* **tight-passive** — plays few hands, limps and calls more than it raises, bets only strong hands.
* **tight-aggressive** — plays few hands, enters with a raise, bets and raises its good hands, bluffs a little.
* **loose-aggressive** — plays many hands, raises and re-raises often, bluffs often.
* **calling station** — plays many hands, rarely raises, calls almost any bet and seldom folds.

Preflop ranges are shares of all starting hands (0.15 = the best 15 %), ranked by equity against the number
of opponents in the hand (:mod:`.calibration`). After the flop a hand's *strength* is its equity per
opponent, ``equity ** (1 / opponents)``: 0.5 is an average hand against one opponent, 0.8 a strong one.

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
    """Share of hands opened with a raise when first in: from early position (five or more players to act
    behind), and from the button (only the blinds behind); in between for the seats between."""
    limp_range: tuple[float, float]
    """Share of hands played at all when first in (raise or just call), early and late; at least the open
    range. Aggressive styles do not limp, so for them it equals ``open_range``."""
    call_range: float
    """Share of hands that go on (call or re-raise) against one raise at an average price."""
    reraise_range: float
    """Share of hands that re-raise a raise before the flop (halved for every further raise)."""
    aggression: float
    """Chance of betting or raising when the hand is good enough to (otherwise it checks or calls)."""
    value_strength: float
    """After the flop: the strength at which it bets for value."""
    raise_strength: float
    """After the flop: the strength at which it raises a bet."""
    bluff_rate: float
    """Chance of betting a weak hand when checked to, heads-up and last to act (less in worse spots)."""
    call_slack: float
    """Share of the pot odds it lets go of when calling: at 0.6 it calls with 40 % of the equity a call
    needs (a calling station's curiosity); 0 calls only at a fair price."""
    caution: float
    """Extra equity it wants for every bet or raise already made on the street (a bettor's cards are better
    than random ones)."""
    bet_fraction: tuple[float, float]
    """Pot and no limit: bets as a share of the pot, drawn between these."""
    open_size: tuple[float, float]
    """Pot and no limit: opening raises in big blinds, drawn between these (plus one per limper)."""

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
    limp_range=(0.14, 0.26),
    call_range=0.12,
    reraise_range=0.02,
    aggression=0.25,
    value_strength=0.8,
    raise_strength=0.9,
    bluff_rate=0.0,
    call_slack=0.0,
    caution=0.12,
    bet_fraction=(0.5, 0.6),
    open_size=(2.5, 3.0),
)
TIGHT_AGGRESSIVE = Style(
    name="tight-aggressive",
    display_name=N_("Tight-aggressive", "Bots"),
    summary=N_("Plays few hands but plays them hard: raises to enter, bets its good hands, bluffs now and then.",
               "Bots"),
    open_range=(0.13, 0.4),
    limp_range=(0.13, 0.4),
    call_range=0.16,
    reraise_range=0.06,
    aggression=0.85,
    value_strength=0.68,
    raise_strength=0.8,
    bluff_rate=0.3,
    call_slack=0.0,
    caution=0.15,
    bet_fraction=(0.55, 0.75),
    open_size=(2.5, 3.0),
)
LOOSE_AGGRESSIVE = Style(
    name="loose-aggressive",
    display_name=N_("Loose-aggressive", "Bots"),
    summary=N_("Plays many hands and keeps betting: raises, re-raises and bluffs often.", "Bots"),
    open_range=(0.26, 0.6),
    limp_range=(0.26, 0.6),
    call_range=0.35,
    reraise_range=0.12,
    aggression=0.9,
    value_strength=0.62,
    raise_strength=0.74,
    bluff_rate=0.5,
    call_slack=0.1,
    caution=0.1,
    bet_fraction=(0.6, 0.75),
    open_size=(3.0, 3.5),
)
CALLING_STATION = Style(
    name="calling-station",
    display_name=N_("Calling station", "Bots"),
    summary=N_("Plays many hands, hardly ever raises, and calls almost any bet to see the next card.", "Bots"),
    open_range=(0.03, 0.06),
    limp_range=(0.45, 0.65),
    call_range=0.55,
    reraise_range=0.02,
    aggression=0.2,
    value_strength=0.82,
    raise_strength=0.92,
    bluff_rate=0.02,
    call_slack=0.6,
    caution=0.0,
    bet_fraction=(0.5, 0.6),
    open_size=(2.5, 3.0),
)

STYLES: dict[str, Style] = {style.name: style for style in (TIGHT_PASSIVE, TIGHT_AGGRESSIVE, LOOSE_AGGRESSIVE,
                                                            CALLING_STATION)}
"""Every named style, by :attr:`Style.name`."""

DISPLAY_NAMES: dict[str, str] = {name: style.display_name for name, style in STYLES.items()}
"""The name people see for each style key."""
