"""What the table has seen of each player over a session: how often they play and raise before the flop (VPIP and
PFR, as tracking tools count them), how often they fold to a bet after it, how often they bet when checked to.

The notes are kept by name, from the public log of every finished hand (nothing hidden is read), and serve two
ends: the computer players adapt to them (:mod:`.levels`: bluff more against a player who folds too often, trust
the bets of one who always bets less), and a table can show them beside each seat.

>>> import random
>>> from dealerdesk.rules.table import Table
>>> table = Table(seat_count=2, variant="NT", small_blind=1, big_blind=2)
>>> table.sit(1, "Ann", 200); table.sit(2, "Bob", 200)
>>> hand = table.start_hand(random.Random(3))
>>> _ = hand.bet_or_raise_to(6); _ = hand.fold()
>>> notes = TableNotes()
>>> notes.observe(hand)
>>> sorted((name, n.hands, n.vpip, n.pfr) for name, n in notes.players.items())
[('Ann', 1, 1, 1), ('Bob', 1, 0, 0)]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealerdesk.bots.line import read_lines
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold

PRIOR = 8.0
"""Observations of a typical player's habit that every player's notes start from: a few hands say little."""
TYPICAL_FOLD = 0.4
"""How often a typical player folds to a bet after the flop (what the reads assume without notes)."""
TYPICAL_BET = 0.45
"""How often a typical player bets after the flop when checked to (or first to act)."""
TYPICAL_RAISE = 0.2
"""How often a typical player raises before the flop."""
TYPICAL_RERAISE = 0.08
"""How often a typical player re-raises a raise before the flop."""
TYPICAL_RAISE_FOLD = 0.7
"""How often a typical player folds to a raise before the flop, over the spots of a session (what the notes start
from)."""


def typical_raise_fold(players: int) -> float:
    """How often a typical player folds to a raise before the flop at a table of ``players``: heads-up the big
    blind defends most of its hands against the button's wide raises; with more players most hands fold."""
    return 0.45 if players == 2 else 0.8


@dataclass
class PlayerNotes:
    """One player's counts over the session."""

    hands: int = 0
    """Hands dealt in."""
    vpip: int = 0
    """Hands in which they put chips in before the flop of their own will (a call or a raise; not a blind)."""
    pfr: int = 0
    """Hands in which they raised before the flop."""
    bets_faced: int = 0
    """Bets and raises after the flop they had to answer."""
    folds_to_bets: int = 0
    """Of those, the ones they folded to."""
    checked_to: int = 0
    """Times after the flop they could bet with nothing to call."""
    bets: int = 0
    """Of those, the times they bet."""
    raises_faced: int = 0
    """Times before the flop they faced a raise."""
    reraises: int = 0
    """Of those, the times they re-raised."""
    folds_to_raises: int = 0
    """Of those, the times they folded."""
    open_chances: int = 0
    """Times before the flop they acted with nobody having raised yet (a chance to open the betting)."""
    opens: int = 0
    """Of those, the times they raised."""
    typical_raise_folds: float = 0.0
    """How many of those a typical player would have folded (:func:`typical_raise_fold` of each)."""

    def _rate(self, count: int, out_of: int, typical: float) -> float:
        return (count + PRIOR * typical) / (out_of + PRIOR)

    @property
    def fold_rate(self) -> float:
        """How often they fold to a bet after the flop, drawn toward a typical player's rate while the notes are few."""
        return self._rate(self.folds_to_bets, self.bets_faced, TYPICAL_FOLD)

    @property
    def bet_rate(self) -> float:
        """How often they bet after the flop when they could (drawn toward the typical rate likewise)."""
        return self._rate(self.bets, self.checked_to, TYPICAL_BET)

    @property
    def raise_rate(self) -> float:
        """How often they raise before the flop (drawn toward the typical rate likewise)."""
        return self._rate(self.pfr, self.hands, TYPICAL_RAISE)

    @property
    def reraise_rate(self) -> float:
        """How often they re-raise a raise before the flop (drawn toward the typical rate likewise)."""
        return self._rate(self.reraises, self.raises_faced, TYPICAL_RERAISE)

    @property
    def open_rate(self) -> float:
        """How often they raise when nobody has raised before them (drawn toward a typical player's rate likewise)."""
        return self._rate(self.opens, self.open_chances, TYPICAL_RAISE)

    @property
    def steal_ratio(self) -> float:
        """How many hands a typical player would go on with against a raise before the flop, in the spots where they
        faced one, for each hand they went on with: above 1 they fold too often (a raise steals the blinds from them
        more often than from most), below 1 they defend more than most. Drawn toward 1 while the notes are few."""
        prior = PRIOR * (1 - TYPICAL_RAISE_FOLD)
        typical = self.raises_faced - self.typical_raise_folds + prior
        theirs = self.raises_faced - self.folds_to_raises + prior
        return typical / theirs

    def trust(self, street: int, kind: str) -> float:
        """How much one of their moves says about their cards, next to a typical player's (1: as much; 0: nothing,
        they make it with any cards): a call from a player who never folds, a bet from one who always bets, a raise
        before the flop from one who always raises, say little."""
        if street == 0:
            return min(1.0, (1 - self.raise_rate) / (1 - TYPICAL_RAISE)) if kind == "raise" else 1.0
        if kind == "call":
            return min(1.0, self.fold_rate / TYPICAL_FOLD)
        if kind == "bet":
            return min(1.0, (1 - self.bet_rate) / (1 - TYPICAL_BET))
        return 1.0

    def hud(self) -> tuple[int, int] | None:
        """VPIP and PFR in whole percent, or None before the first hand."""
        if not self.hands:
            return None
        return round(100 * self.vpip / self.hands), round(100 * self.pfr / self.hands)


def _faced_raise(hand: Hand, fold: Fold) -> bool:
    """Whether a fold before the flop was to a raise (a wager above the big blind before it)."""
    big_blind = max(hand.stakes.blinds, default=0)
    for record in hand.log:
        if record is fold:
            return False
        if isinstance(record, BetOrRaise) and record.street == 0 and record.raise_to > big_blind:
            return True
    return False


@dataclass
class TableNotes:
    """Every player's notes at one table, by name."""

    players: dict[str, PlayerNotes] = field(default_factory=dict)
    """The notes by player name."""

    def of(self, name: str) -> PlayerNotes:
        """The notes on ``name`` (empty ones for a player not seen yet)."""
        return self.players.get(name) or PlayerNotes()

    def observe(self, hand: Hand) -> None:
        """Count a hand's public moves (a finished hand's, or one being played: each hand once)."""
        names = hand.names
        notes = [self.players.setdefault(name, PlayerNotes()) for name in names]
        for note in notes:
            note.hands += 1
        voluntary: set[int] = set()
        raised: set[int] = set()
        for move in read_lines(hand):
            note = notes[move.player]
            if move.street == 0:
                if move.raises > 0:
                    note.raises_faced += 1
                    note.typical_raise_folds += typical_raise_fold(hand.player_count)
                    note.reraises += move.kind == "raise"
                if move.kind == "raise" or (move.kind == "call" and move.size > 0):
                    voluntary.add(move.player)
                if move.kind == "raise":
                    raised.add(move.player)
                continue
            if move.kind in ("call", "raise"):
                note.bets_faced += 1
            elif move.kind in ("check", "bet"):
                note.checked_to += 1
                note.bets += move.kind == "bet"
        raised_before = False
        for record in hand.log:
            if isinstance(record, Fold | CheckOrCall | BetOrRaise) and record.street == 0 and not raised_before:
                notes[record.player].open_chances += 1
                if isinstance(record, BetOrRaise):
                    notes[record.player].opens += 1
                    raised_before = True
            if isinstance(record, Fold) and record.street > 0:
                notes[record.player].bets_faced += 1
                notes[record.player].folds_to_bets += 1
            elif isinstance(record, Fold) and _faced_raise(hand, record):
                notes[record.player].raises_faced += 1
                notes[record.player].folds_to_raises += 1
                notes[record.player].typical_raise_folds += typical_raise_fold(hand.player_count)
        for player in voluntary:
            notes[player].vpip += 1
        for player in raised:
            notes[player].pfr += 1
