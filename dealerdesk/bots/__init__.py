"""Computer players: policies over the engine's legal actions, reading the opponents' betting, deciding by
what each move is worth.

Below the UI and beside the trainer (no Qt here): a bot reads a :class:`~dealerdesk.rules.hand.Hand`, decides
without changing it, and its :class:`Decision` (with its reason, :class:`~.reasons.Reason`, and a think time) is
applied with :func:`apply`. Styles are data (:class:`Style`, :data:`STYLES`); randomness comes only from the
``random.Random`` passed in.

* :mod:`.policy`: :class:`Bot`, :func:`decide`, :class:`Decision`, :func:`apply`.
* :mod:`.styles`: the four named styles.
* :mod:`.preflop` and :mod:`.push_fold`: before the flop, by seat, table size and price; short stacks by the
  push-or-fold chart (:mod:`.push_fold_chart`, made by ``tools/push_fold_chart.py``).
* :mod:`.line`, :mod:`.ranges`, :mod:`.reads`: each opponent's betting, the range it leaves, and the hand's
  share of the pot against those ranges; :mod:`.postflop` decides from them.
* :mod:`.strength`: equity against random hands by Monte Carlo (NumPy batch evaluators).
* :mod:`.situation`: what a player reads off the table (price, pot, position, stacks).
* :mod:`.sizing`: bet sizes per structure, board and line, in round amounts, and the rule against absurd all-ins.
* :mod:`.reasons` and :mod:`.timing`: why, in translatable sentences, and how long a person would think.
* :mod:`.calibration`, :mod:`.preflop_table`, :mod:`.starting_hands`: where a starting hand ranks.

>>> import random
>>> from dealerdesk.rules.table import Table
>>> table = Table(seat_count=2, variant="PO/8", small_blind=1, big_blind=2)
>>> table.sit(1, "Ann", 200); table.sit(2, "Bob", 200)
>>> hand = table.start_hand(random.Random(3))
>>> bots = {0: Bot.named("calling-station"), 1: Bot.named("loose-aggressive")}
>>> rng = random.Random(4)
>>> while hand.actor is not None:
...     _ = bots[hand.actor].act(hand, rng)
>>> hand.is_complete
True
"""

from dealerdesk.bots.policy import ACTIONS, Action, Bot, Decision, Policy, apply, decide
from dealerdesk.bots.strength import DEFAULT_SAMPLES, estimate_equity
from dealerdesk.bots.styles import (
    CALLING_STATION,
    DISPLAY_NAMES,
    LOOSE_AGGRESSIVE,
    STYLES,
    TIGHT_AGGRESSIVE,
    TIGHT_PASSIVE,
    Style,
)

__all__ = [
    "ACTIONS",
    "CALLING_STATION",
    "DEFAULT_SAMPLES",
    "DISPLAY_NAMES",
    "LOOSE_AGGRESSIVE",
    "STYLES",
    "TIGHT_AGGRESSIVE",
    "TIGHT_PASSIVE",
    "Action",
    "Bot",
    "Decision",
    "Policy",
    "Style",
    "apply",
    "decide",
    "estimate_equity",
]
