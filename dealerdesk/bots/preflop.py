"""Before the flop: play by where the hand ranks among starting hands, the seat, the table's size and the price.

Ranges follow the table as players' do. First in, a style opens the share of hands its seat allows: narrow with
five or more players behind (narrower still at a full ring), wide from the button, wider from the small blind when
everyone folded to it, and widest heads-up. Facing a raise it goes on with more hands the wider the raiser's range
(a regular player opens about 15 % under the gun and 80 % heads-up: :func:`.ranges.open_share`) and the better the
price, so the big blind defends much more against a button or a heads-up opener than against an early raise.
"""

from __future__ import annotations

from dealerdesk.bots.intent import Intent
from dealerdesk.bots.line import Move
from dealerdesk.bots.ranges import open_share as regular_open_share
from dealerdesk.bots.ranges import three_bet_share
from dealerdesk.bots.reasons import CALL_RAISE, CHECK_OPTION, FOLD_RAISE, FOLD_UNOPENED, LIMP, OPEN, RERAISE, Reason
from dealerdesk.bots.situation import Situation
from dealerdesk.bots.styles import Style

EARLY_BEHIND = 5
"""Players behind under the gun at a six-handed table: the style's early-position range."""
LATE_BEHIND = 2
"""Players behind the button (the two blinds): the style's late-position range."""
FULL_RING_NARROWING = 0.85
"""Each player behind beyond :data:`EARLY_BEHIND` narrows the opening range by this factor."""
DEFEND_OPEN = 0.5
"""Facing a re-raise of its own opening raise, the share of the hands it opened with that a player goes on with
against a regular player's re-raise (more against a wider one): folding most of its opening range would let any
re-raise show a profit."""
REGULAR_OPEN = 0.2
"""The opening range the style's ``call_range`` and ``reraise_range`` are set against."""


def _by_seat(bounds: tuple[float, float], blinds: tuple[float, float], behind: int, players: int) -> float:
    """A share of hands for a seat: ``bounds`` from early position to the button, ``blinds`` from the small blind
    with only the big blind behind and heads-up."""
    early, late = bounds
    if behind <= 1:
        return blinds[1] if players == 2 else blinds[0]
    if behind >= EARLY_BEHIND:
        return early * FULL_RING_NARROWING ** (behind - EARLY_BEHIND)
    lateness = (EARLY_BEHIND - behind) / (EARLY_BEHIND - LATE_BEHIND)
    return early + (late - early) * lateness


def open_share(style: Style, behind: int, players: int) -> float:
    """The share of hands the style opens with a raise, first in with ``behind`` players after it."""
    return _by_seat(style.open_range, style.steal_range, behind, players)


def play_share(style: Style, behind: int, players: int) -> float:
    """The share of hands the style plays at all (raise or limp) first in."""
    return max(open_share(style, behind, players), _by_seat(style.limp_range, style.limp_steal, behind, players))


def raiser_share(moves: list[Move]) -> float:
    """How wide a regular player's range is for the last raise before the flop: an open from their seat, or a
    re-raise (narrower with each)."""
    raises = [move for move in moves if move.street == 0 and move.kind == "raise"]
    if not raises:
        return REGULAR_OPEN
    last = raises[-1]
    if last.raises == 0:
        return regular_open_share(last.behind, last.players)
    return three_bet_share(last.players, last.others) * 0.5 ** (last.raises - 1)


def _top(percentile: float) -> int:
    return max(1, round(100 * (1 - percentile)))


def preflop(s: Situation, style: Style, percentile: float, cards: str, *, players: int, raiser: float,
            steal: float = 1.0, opened: float | None = None) -> Intent:
    """The style's move before the flop with a hand at ``percentile`` among starting hands, at a table of
    ``players`` dealt in, ``raiser`` the share of hands the last raiser's range holds. First in with nobody
    limping, ``steal`` widens (or narrows) the opening range for how the players behind defend; ``opened`` is the
    share of hands the player opened with when the raise it faces re-raises its own opening raise."""
    top = _top(percentile)
    if s.unopened:
        behind = max(1, s.behind)
        # Raising over limpers, or from the big blind when they only called, wants the early-position range.
        limped = s.limpers > 0 or not s.to_call
        share = open_share(style, EARLY_BEHIND if limped else behind, players)
        if not limped:
            share = min(1.0, share * steal)
        if percentile >= 1 - share:
            return Intent("bet_or_raise", Reason(OPEN, (("cards", cards), ("top", top), ("range", round(100 * share)))))
        played = play_share(style, behind, players)
        if not s.to_call:
            return Intent("check_or_call", Reason(CHECK_OPTION, (("cards", cards), ("top", top))))
        if percentile >= 1 - played:
            return Intent("check_or_call", Reason(LIMP, (("cards", cards), ("top", top))))
        return Intent("fold", Reason(FOLD_UNOPENED, (("cards", cards), ("top", top), ("range", round(100 * played)))))
    # Facing a raise: wider against a wide range and at a good price (a small raise, chips already in).
    width = (max(raiser, 0.02) / REGULAR_OPEN) ** 0.75
    price = min(2.0, max(0.6, 0.3 / max(s.pot_odds, 0.05)))
    price_pct = round(100 * s.pot_odds)
    if percentile >= 1 - min(0.5, style.reraise_range * width):
        return Intent("bet_or_raise", Reason(RERAISE, (("cards", cards), ("top", top))))
    going_on = min(0.95, style.call_range * width * price)
    if opened is not None:
        going_on = max(going_on, min(opened, DEFEND_OPEN * opened * width))
    if percentile >= 1 - going_on:
        return Intent("check_or_call", Reason(CALL_RAISE, (("cards", cards), ("top", top), ("price", price_pct))))
    return Intent("fold", Reason(FOLD_RAISE, (("cards", cards), ("top", top), ("price", price_pct))))
