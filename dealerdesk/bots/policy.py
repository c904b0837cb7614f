"""The computer player's decision: fold, check or call, or bet or raise how much, and why.

A decision is made in three steps, each small enough to read on its own:

1. **Read the table** (:func:`~.situation.read_situation`): the price of a call, the pot, how many opponents
   are in and how many act after, the raises so far, the stacks.
2. **Judge the hand**: before the flop, where it ranks among all starting hands (:mod:`.calibration`); after it,
   its share of the pot against the ranges the opponents' betting leaves them (:mod:`.reads`).
3. **Choose** by the style — before the flop by the ranges of the seat and the table's size, the raiser's range
   and the price (:mod:`.preflop`), or by the push-or-fold chart with a short stack (:mod:`.push_fold`); after it
   by what a bet, a call or a raise is worth against those ranges (:mod:`.postflop`) — then size any bet or
   raise (:mod:`.sizing`) and say how long a person would think it over (:mod:`.timing`).

Every random choice, the Monte Carlo deals included, comes from the ``random.Random`` passed in, so the same
hand state and generator state give the same decision. Deciding only reads the hand: a UI can decide on a
worker thread and apply the decision on its own.

>>> import random
>>> from dealerdesk.rules.table import Table
>>> table = Table(seat_count=3, variant="NT", small_blind=1, big_blind=2)
>>> for seat in (1, 2, 3):
...     table.sit(seat, f"Bot {seat}", 200)
>>> hand = table.start_hand(random.Random(7))
>>> bot = Bot(STYLES["tight-aggressive"])
>>> decision = bot.decide(hand, hand.actor, random.Random(1))
>>> decision.action in ACTIONS and decision.reason != "" and decision.why.english() == decision.reason
True
>>> _ = apply(hand, decision)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from dealerdesk.bots.calibration import preflop_percentile
from dealerdesk.bots.intent import ACTIONS, Action, Intent
from dealerdesk.bots.levels import LEVELS, REGULAR, Level
from dealerdesk.bots.line import Move, order_of_action, read_lines
from dealerdesk.bots.notes import TYPICAL_FOLD, TYPICAL_RAISE, TYPICAL_RERAISE, TableNotes
from dealerdesk.bots.postflop import postflop
from dealerdesk.bots.preflop import open_share, preflop, raiser_share
from dealerdesk.bots.push_fold import push_or_fold, push_share
from dealerdesk.bots.reads import read_hand
from dealerdesk.bots.reasons import (
    COMMIT_CALL,
    COMMIT_CHECK,
    FREE_CHECK,
    NO_RAISE_CALL,
    NO_RAISE_CHECK,
    UNSEEN,
    Reason,
)
from dealerdesk.bots.situation import Situation, read_situation
from dealerdesk.bots.sizing import choose_raise_to
from dealerdesk.bots.strength import DEFAULT_SAMPLES, estimate_equity
from dealerdesk.bots.styles import STYLES, Style
from dealerdesk.bots.timing import think_time
from dealerdesk.evaluation import format_cards
from dealerdesk.rules.errors import NotYourTurnError
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold

MOST_STEAL = 2.0
"""The most the notes widen (or narrow) an opening range against the players behind."""
WIDEST_PUSH_READ = 0.4
"""The shallowest, as a share of the real depth, that the notes make a player read the chart to call a push."""

UNSEEN_REASON = Reason(UNSEEN)
"""The reason of a move made without knowing the cards (and the default of a hand-made decision)."""

__all__ = ["ACTIONS", "Action", "Bot", "Decision", "Policy", "apply", "decide"]


@dataclass(frozen=True)
class Decision:
    """One computer player's move, ready for :func:`apply`."""

    action: Action
    """``"fold"``, ``"check_or_call"`` or ``"bet_or_raise"``."""
    amount: int | None
    """The bet or raise-to (the player's total bet this street) for ``"bet_or_raise"``; else None."""
    reason: str
    """Why, in English, for logs, tests and debugging (:attr:`why` is the same in the reader's language)."""
    equity: float | None = None
    """The equity the decision was based on (before the flop against random hands, after it against the
    opponents' ranges), None when the cards were unknown."""
    why: Reason = UNSEEN_REASON
    """Why, as a translatable sentence for the hand log (:meth:`~.reasons.Reason.text`)."""
    think: float = 1.0
    """How long a person would take over this move, as a multiple of the table's pace (:mod:`.timing`)."""


class Policy(Protocol):
    """Anything that decides for a player: the bots here, or a scripted player in a test."""

    def decide(self, hand: Hand, player: int, rng: random.Random) -> Decision:
        """The move of ``player``, who must be the hand's actor, using only ``rng`` for chance."""
        ...


@dataclass(frozen=True)
class Bot:
    """A computer player of one :class:`~.styles.Style`."""

    style: Style
    """How it plays."""
    samples: int = DEFAULT_SAMPLES
    """Monte Carlo deals per equity estimate: more is steadier and slower."""
    level: Level = REGULAR
    """How well it plays its style (:mod:`.levels`)."""
    notes: TableNotes | None = field(default=None, compare=False)
    """What the table has seen of each player this session, to adapt to (None: it plays everyone as typical)."""

    @classmethod
    def named(cls, name: str, level: str = REGULAR.name, notes: TableNotes | None = None) -> Bot:
        """The bot of a style in :data:`~.styles.STYLES` (``"loose-aggressive"`` …) at a level in
        :data:`~.levels.LEVELS`; ``KeyError`` if either is unknown."""
        return cls(STYLES[name], level=LEVELS[level], notes=notes)

    def decide(self, hand: Hand, player: int, rng: random.Random) -> Decision:
        """The bot's move for ``player`` (see :func:`decide`)."""
        return decide(hand, player, rng, self.style, samples=self.samples, level=self.level, notes=self.notes)

    def act(self, hand: Hand, rng: random.Random) -> Decision:
        """Decide for the hand's actor and make the move; returns the decision."""
        actor = hand.actor
        if actor is None:
            raise NotYourTurnError(f"nobody is to act now (the hand is at: {hand.phase.value})")
        decision = self.decide(hand, actor, rng)
        apply(hand, decision, actor)
        return decision


def apply(hand: Hand, decision: Decision, player: int | None = None) -> Fold | CheckOrCall | BetOrRaise:
    """Make the decision's move on the hand (checked by the engine as any move is); returns its record."""
    if decision.action == "fold":
        return hand.fold(player)
    if decision.action == "check_or_call":
        return hand.check_or_call(player)
    if decision.amount is None:
        raise ValueError("a bet or raise decision needs an amount")
    return hand.bet_or_raise_to(decision.amount, player)


def decide(
    hand: Hand, player: int, rng: random.Random, style: Style, *, samples: int = DEFAULT_SAMPLES,
    level: Level = REGULAR, notes: TableNotes | None = None,
) -> Decision:
    """The move a player of ``style`` and ``level`` makes as ``player``, who must be the hand's actor (adapting to
    what ``notes`` say of the opponents, as far as the level does).

    Always legal: it never folds when checking is free, raises only to an amount inside the engine's
    bounds, and bets only when a bet is allowed. Raises ``NotYourTurnError`` if ``player`` is not to act.
    """
    if hand.actor is None or hand.actor != player:
        who = hand.name(player) if 0 <= player < hand.player_count else f"player index {player}"
        raise NotYourTurnError(f"{who} is not the player to act")
    s = read_situation(hand, player)
    hole = hand.hole[player]
    game = hand.variant.game
    known = [card for card in hole or () if card is not None]
    equity: float | None = None
    closeness = 0.7
    if hole is None or len(known) != len(hole):
        intent = _unseen(s)
        judged = 1.0 / (s.opponents + 1)
    elif s.street == 0:
        equity = estimate_equity(game, known, hand.board, opponents=s.opponents, rng=rng, samples=samples)
        judged = equity
        percentile = preflop_percentile(game, s.opponents, equity)
        push, call = level.short_stack(style.short_stack, rng)
        factors = (push, call * _pusher_width(hand, level, notes))
        intent = push_or_fold(hand, player, s, style, factors) or preflop(
            s, style, percentile, format_cards(known), players=hand.player_count,
            raiser=_raiser_share(hand, level, notes), steal=_steal_factor(hand, player, level, notes),
            opened=_own_open(hand, player, style))
        closeness = 1.0 if percentile < 0.5 and intent.action != "bet_or_raise" else 0.5
    else:
        heed, bluff = _adapted(hand, player, level, notes)
        read = read_hand(hand, player, rng, samples=samples, heed=heed, folding=_folding(hand, level, notes))
        equity = judged = read.equity
        intent = postflop(s, style, read, format_cards(known), board=hand.board, rng=rng, bluff=bluff)
        if s.to_call:
            closeness = abs(equity - s.pot_odds) * 5
    decision = _make_legal(intent, s, style, judged=judged, equity=equity, rng=rng)
    stake = s.to_call if decision.action == "check_or_call" else (
        (decision.amount or s.own_bet) - s.own_bet if decision.action == "bet_or_raise" else 0)
    think = think_time(street=s.street, stake=stake, stack=s.stack + s.own_bet, closeness=closeness,
                       draw=rng.random())
    return Decision(decision.action, decision.amount, decision.reason, decision.equity, decision.why, think)


def _adapted(hand: Hand, player: int, level: Level, notes: TableNotes | None
             ) -> tuple[Callable[[Move], float] | None, float]:
    """How much each opponent's move counts in the read, and the bluffing factor, at ``level`` and after what the
    notes say of the opponents still in: a call from a player who seldom folds, or a bet from one who bets every
    time, counts less; bluffs come more often against players who fold more than a typical one, less against
    players who do not."""
    adapts = level.adapts if notes is not None else 0.0
    if notes is None or not adapts:
        return (None if level.read == 1.0 else lambda _move: level.read), level.bluff
    names = hand.names
    opponents = [p for p in hand.remaining if p != player]
    folds = sum(notes.of(names[p]).fold_rate for p in opponents) / max(1, len(opponents))
    bluff = level.bluff * min(2.0, max(0.2, folds / TYPICAL_FOLD)) ** adapts

    def heed(move: Move) -> float:
        trust = notes.of(names[move.player]).trust(move.street, move.kind)
        return level.read * (1 - adapts * (1 - trust))

    return heed, bluff


def _raiser_share(hand: Hand, level: Level, notes: TableNotes | None) -> float:
    """How wide the last raiser's range before the flop is: a regular player's for that raise, widened (or
    narrowed) as far as ``level`` adapts by how much more (or less) often the notes say this player raises or
    re-raises than a typical one."""
    moves = read_lines(hand)
    share = raiser_share(moves)
    adapts = level.adapts if notes is not None else 0.0
    raises = [move for move in moves if move.street == 0 and move.kind == "raise"]
    if notes is None or not adapts or not raises:
        return share
    last = raises[-1]
    note = notes.of(hand.names[last.player])
    ratio = note.reraise_rate / TYPICAL_RERAISE if last.raises else note.raise_rate / TYPICAL_RAISE
    return min(1.0, share * float(min(4.0, max(0.5, ratio)) ** adapts))


def _steal_factor(hand: Hand, player: int, level: Level, notes: TableNotes | None) -> float:
    """How much wider than its usual range the player opens, first in, against the players still to act behind it,
    as far as ``level`` adapts: wider against players who fold to a raise more often than most in their spots
    (their blinds are stolen more often), narrower against players who defend more."""
    adapts = level.adapts if notes is not None else 0.0
    if notes is None or not adapts or hand.street != 0:
        return 1.0
    count, big = hand.player_count, hand.big_blind_player
    order = order_of_action(0, player, count, big)
    behind = [p for p in hand.remaining if p != player and order_of_action(0, p, count, big) > order]
    if not behind:
        return 1.0
    ratio = sum(notes.of(hand.names[p]).steal_ratio for p in behind) / len(behind)
    return float(min(MOST_STEAL, max(1 / MOST_STEAL, ratio)) ** adapts)


def _own_open(hand: Hand, player: int, style: Style) -> float | None:
    """The share of hands the player opened with, when its last move before the flop was the first raise; else
    None."""
    own = [move for move in read_lines(hand) if move.player == player and move.street == 0]
    if not own or own[-1].kind != "raise" or own[-1].raises:
        return None
    return open_share(style, max(1, own[-1].behind), own[-1].players)


def _pusher_width(hand: Hand, level: Level, notes: TableNotes | None) -> float:
    """How much shallower than it is the player reads the chart to call a short stack's all-in (below 1: calls
    wider), as far as ``level`` adapts: against a player who opens far more often than the chart pushes from
    their seat, their push holds more weak hands than the chart's."""
    adapts = level.adapts if notes is not None else 0.0
    if notes is None or not adapts:
        return 1.0
    moves = read_lines(hand)
    push = next((m for m in reversed(moves) if m.street == 0 and m.kind == "raise"), None)
    if push is None or not push.all_in or push.raises:
        return 1.0
    share = push_share(behind=max(1, push.behind), depth=push.stack_before / push.big_blind)
    rate = notes.of(hand.names[push.player]).open_rate
    return float(min(1.0, max(WIDEST_PUSH_READ, share / max(rate, 0.01))) ** adapts)


def _folding(hand: Hand, level: Level, notes: TableNotes | None) -> Callable[[int], float] | None:
    """How each opponent (by position) folds to a bet next to a typical player, as far as ``level`` adapts to what
    the notes say: against a player who never folds a bet is called by more hands (thinner value bets, fewer
    bluffs), against one who folds too often by fewer."""
    adapts = level.adapts if notes is not None else 0.0
    if notes is None or not adapts:
        return None
    names = hand.names
    return lambda p: (notes.of(names[p]).fold_rate / TYPICAL_FOLD) ** adapts


def _unseen(s: Situation) -> Intent:
    """Cards nobody saw (a hand entered from a history): play them as an average hand — check when free, call
    a cheap price, fold to a dear one."""
    if not s.to_call or s.pot_odds <= 1.0 / (s.opponents + 2):
        return Intent("check_or_call", Reason(UNSEEN))
    return Intent("fold", Reason(UNSEEN))


def _make_legal(
    intent: Intent, s: Situation, style: Style, *, judged: float, equity: float | None, rng: random.Random
) -> Decision:
    """Turn what the style wants into a move the engine accepts, sized (and never an absurd all-in)."""
    why = intent.why
    if intent.action == "bet_or_raise":
        strength = max(judged, 0.95) if intent.strong else judged
        amount = choose_raise_to(s, style, rng, strength, bluff=intent.bluff, fraction=intent.fraction,
                                 all_in=intent.all_in) if s.can_raise else None
        if amount is not None:
            return Decision("bet_or_raise", amount, why.english(), equity, why)
        if not s.can_raise:
            why = why.followed_by(NO_RAISE_CALL if s.to_call else NO_RAISE_CHECK)
        else:
            why = why.followed_by(COMMIT_CALL if s.to_call else COMMIT_CHECK)
        return Decision("check_or_call", None, why.english(), equity, why)
    if intent.action == "fold" and s.to_call == 0:
        why = why.followed_by(FREE_CHECK)
        return Decision("check_or_call", None, why.english(), equity, why)
    return Decision(intent.action, None, why.english(), equity, why)
