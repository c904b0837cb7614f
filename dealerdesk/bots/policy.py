"""The computer player's decision: fold, check or call, or bet or raise how much, and why.

A decision is made in three steps, each small enough to read on its own:

1. **Read the table** (:func:`~.situation.read_situation`): the price of a call, the pot, how many opponents
   are in and how many act after, the raises so far, the stacks.
2. **Judge the hand** (:func:`~.strength.estimate_equity`): equity against the live opponents holding random
   cards, by Monte Carlo.
3. **Choose** by the style's thresholds — before the flop by where the hand ranks among all starting hands
   (opening wider the later the position, going on against a raise more readily at a good price); after it
   by strength (value bets and raises), pot odds (calls) and bluffing frequencies — then size any bet or
   raise (:mod:`.sizing`).

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
>>> decision.action in ACTIONS and decision.reason != ""
True
>>> _ = apply(hand, decision)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal, Protocol

from dealerdesk.bots.calibration import preflop_percentile
from dealerdesk.bots.situation import Situation, read_situation
from dealerdesk.bots.sizing import COMMITTED_SPR, choose_raise_to
from dealerdesk.bots.strength import DEFAULT_SAMPLES, estimate_equity
from dealerdesk.bots.styles import STYLES, Style
from dealerdesk.rules.errors import NotYourTurnError
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold

Action = Literal["fold", "check_or_call", "bet_or_raise"]
"""What a player can do in a betting round, named as the engine's actions are."""
ACTIONS: tuple[Action, ...] = ("fold", "check_or_call", "bet_or_raise")

"""The engine's games as the evaluation layer names them."""



@dataclass(frozen=True)
class _Intent:
    """What the style wants to do and why, before sizing and the legality checks."""

    action: Action
    reason: str
    bluff: bool = False
    """A bet or raise without a good hand (it may not move a deep stack in)."""


@dataclass(frozen=True)
class Decision:
    """One computer player's move, ready for :func:`apply`."""

    action: Action
    """``"fold"``, ``"check_or_call"`` or ``"bet_or_raise"``."""
    amount: int | None
    """The bet or raise-to (the player's total bet this street) for ``"bet_or_raise"``; else None."""
    reason: str
    """A few words on why, for the hand log and debugging ("call: equity 41% ≥ needed 25%")."""
    equity: float | None = None
    """The equity the decision was based on (against random hands), None when the cards were unknown."""


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

    @classmethod
    def named(cls, name: str) -> Bot:
        """The bot of a style in :data:`~.styles.STYLES` (``"loose-aggressive"`` …); ``KeyError`` if unknown."""
        return cls(STYLES[name])

    def decide(self, hand: Hand, player: int, rng: random.Random) -> Decision:
        """The bot's move for ``player`` (see :func:`decide`)."""
        return decide(hand, player, rng, self.style, samples=self.samples)

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
    hand: Hand, player: int, rng: random.Random, style: Style, *, samples: int = DEFAULT_SAMPLES
) -> Decision:
    """The move a player of ``style`` makes as ``player``, who must be the hand's actor.

    Always legal: it never folds when checking is free, raises only to an amount inside the engine's
    bounds, and bets only when a bet is allowed. Raises ``NotYourTurnError`` if ``player`` is not to act.
    """
    if hand.actor is None or hand.actor != player:
        who = hand.name(player) if 0 <= player < hand.player_count else f"player index {player}"
        raise NotYourTurnError(f"{who} is not the player to act")
    situation = read_situation(hand, player)
    hole = hand.hole[player]
    game = hand.variant.game
    equity: float | None = None
    if hole is not None and None not in hole:
        cards = [c for c in hole if c is not None]
        equity = estimate_equity(game, cards, hand.board, opponents=situation.opponents, rng=rng, samples=samples)
    judged = equity if equity is not None else 1.0 / (situation.opponents + 1)  # unknown cards: an average hand
    if situation.street == 0:
        intent = _preflop(situation, style, preflop_percentile(game, situation.opponents, judged))
    else:
        intent = _postflop(situation, style, judged, rng)
    return _make_legal(intent, situation, style, judged=judged, equity=equity, rng=rng)


def _share(bounds: tuple[float, float], lateness: float) -> float:
    """A range between its earliest-position and its latest-position width."""
    early, late = bounds
    return early + (late - early) * lateness


def _top(percentile: float) -> str:
    return f"top {max(1, round(100 * (1 - percentile)))}%"


def _preflop(s: Situation, style: Style, percentile: float) -> _Intent:
    """Before the flop: play by where the hand ranks among starting hands, the position and the price."""
    if s.unopened:
        # Raising over limpers, or from the big blind when they only called, wants the early-position range.
        raise_lateness = 0.0 if s.limpers or not s.to_call else s.seat_lateness
        if percentile >= 1 - _share(style.open_range, raise_lateness):
            return _Intent("bet_or_raise", f"open-raise: {_top(percentile)} hand, {s.behind} to act behind")
        if percentile >= 1 - _share(style.limp_range, s.seat_lateness):
            return _Intent("check_or_call", f"{'check' if not s.to_call else 'limp'}: {_top(percentile)} hand")
        return _Intent("fold", f"fold: {_top(percentile)} hand is outside the range")
    # Facing a raise: narrower for every further raise, wider at a good price (a small raise, chips invested).
    narrowing = 0.5 ** (s.raises - 1)
    price = min(2.0, max(0.6, 0.3 / max(s.pot_odds, 0.05)))
    if percentile >= 1 - style.reraise_range * narrowing:
        return _Intent("bet_or_raise", f"re-raise: {_top(percentile)} hand")
    if percentile >= 1 - min(1.0, style.call_range * narrowing * price):
        return _Intent("check_or_call", f"call the raise: {_top(percentile)} hand at price {s.pot_odds:.0%}")
    return _Intent("fold", f"fold to the raise: {_top(percentile)} hand at price {s.pot_odds:.0%}")


def _postflop(s: Situation, style: Style, equity: float, rng: random.Random) -> _Intent:
    """After the flop: bet and raise by strength, call by pot odds, bluff now and then."""
    strength = equity ** (1 / max(1, s.opponents))
    committed = s.stack_to_pot < COMMITTED_SPR
    # Fewer opponents and a later position make a bluff likelier to work; the river has no outs to fall back on.
    bluff_chance = style.bluff_rate * (0.5 + 0.5 * s.lateness) / max(1, s.opponents) * (0.6 if s.street == 3 else 1)
    if s.to_call == 0:
        if strength >= style.value_strength:
            if rng.random() < style.aggression or committed:
                return _Intent("bet_or_raise", f"value bet: strength {strength:.2f}")
            return _Intent("check_or_call", f"check a strong hand (strength {strength:.2f})")
        if s.opened_street and s.street == 1:
            bluff_chance = min(1.0, 1.5 * bluff_chance + 0.1 * style.aggression)  # the continuation bet
        if rng.random() < bluff_chance:
            return _Intent("bet_or_raise", f"bluff: strength {strength:.2f}", bluff=True)
        return _Intent("check_or_call", f"check: strength {strength:.2f}")
    need = s.pot_odds * (1 - style.call_slack) + style.caution * s.raises
    if committed:
        need = min(need, s.pot_odds)  # most of the stack is in the pot already: the price is all that counts
    raise_at = style.value_strength if committed else style.raise_strength + 0.04 * (s.raises - 1)
    if strength >= raise_at and s.can_raise and rng.random() < style.aggression:
        return _Intent("bet_or_raise", f"raise for value: strength {strength:.2f}")
    if equity >= need:
        return _Intent("check_or_call", f"call: equity {equity:.0%} ≥ needed {need:.0%}")
    if s.raises == 1 and s.opponents == 1 and s.street < 3 and rng.random() < bluff_chance / 4:
        return _Intent("bet_or_raise", f"bluff raise: equity {equity:.0%}", bluff=True)
    return _Intent("fold", f"fold: equity {equity:.0%} < needed {need:.0%}")


def _make_legal(
    intent: _Intent, s: Situation, style: Style, *, judged: float, equity: float | None, rng: random.Random
) -> Decision:
    """Turn what the style wants into a move the engine accepts, sized (and never an absurd all-in)."""
    action, reason = intent.action, intent.reason
    if action == "bet_or_raise":
        amount = choose_raise_to(s, style, rng, judged, bluff=intent.bluff) if s.can_raise else None
        if amount is not None:
            return Decision("bet_or_raise", amount, reason, equity)
        why = "no legal raise" if not s.can_raise else "no sane raise size"
        return Decision("check_or_call", None, f"{reason}; {why}, so {'call' if s.to_call else 'check'}", equity)
    if action == "fold" and s.to_call == 0:
        return Decision("check_or_call", None, f"{reason}; checking is free", equity)
    return Decision(action, None, reason, equity)
