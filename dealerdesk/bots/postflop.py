"""After the flop: bet, call, raise or fold by what each move is worth against the opponents' ranges.

The read (:mod:`.reads`) gives the share of the pot the hand wins against the ranges the opponents' betting
leaves them, and what a bet would bring: how often everyone folds and what the hand wins when someone goes on.

* **Checked to**: a bet is made when it is worth more than checking — for value when the hand wins enough against
  the hands that call (a passive style still checks many of those, except on the river when last to act: value
  is never checked behind there), as a bluff when enough hands fold (how often a style takes such a bluff is its
  ``bluff_rate``; draws bluff more, multi-way pots less).
* **Facing a bet**: a raise for value when the hand wins the style's ``raise_strength`` against the hands that
  would call it; a call when the hand's share of the pot, times how much of it a hand can realise before the
  showdown (weak made hands less, draws and the player in position more), covers the price (a calling station
  lets part of the price go); otherwise a fold.

A check costs nothing and a check-back on the river is a showdown, so "worth" compares a bet's average return
with the share of the pot checking keeps.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from dealerdesk.bots.intent import Intent
from dealerdesk.bots.reads import Read
from dealerdesk.bots.reasons import (
    BLUFF,
    BLUFF_RAISE,
    CALL,
    CHECK,
    COMMITTED,
    FOLD,
    SEMI_BLUFF,
    SLOW_PLAY,
    VALUE_BET,
    VALUE_RAISE,
    Reason,
)
from dealerdesk.bots.situation import Situation
from dealerdesk.bots.sizing import COMMITTED_SPR, LOCK_EQUITY, bet_fraction, people_amount
from dealerdesk.bots.styles import Style
from dealerdesk.rules.game import Structure

REALIZE_BASE = 0.65
"""The share of its pot share that the weakest made hand realises before the river, facing bets on the streets
to come (a strong one realises more)."""
CURIOUS = 0.3
"""A style that lets this much of a call's price go (a calling station) looks at the price alone: it does not
discount a weak hand for the bets still to come."""
RIVER_VALUE = 0.6
"""On the river even a passive style bets most of its value first to act: there is no card left to slow-play for."""
STICKY = 0.8
"""Opponents who fold to a bet less than this share of a typical player's rate get value bets sized by the read."""
COMMIT_SHARE = 0.5
"""A value bet sized up against such opponents stays below this share of the effective stack, unless the hand is a
near-lock."""
VALUE_MARGIN = 0.1
"""How far above its fair share among the callers a hand must win for a bet to count as one for value."""


def _percent(share: float) -> int:
    return round(100 * share)


def realization(s: Situation, made: float, draw: bool) -> float:
    """How much of its share of the pot a hand can expect to win before the last card: all of it on the river;
    less for weak made hands, which face more bets and fold; more in position and with a draw (it wins big
    pots when it gets there)."""
    if s.street >= 3:
        return 1.0
    value = REALIZE_BASE + 0.3 * made + (0.08 if s.behind == 0 else 0.0) - (0.05 if s.opponents >= 2 else 0.0)
    if draw:
        value = max(value, 0.95 if s.street == 1 else 0.9)
    return min(1.05, max(0.6, value))


def _is_value(called_share: float, callers: float) -> bool:
    """Whether a hand that wins ``called_share`` against ``callers`` callers (on average) is ahead of its fair
    share by :data:`VALUE_MARGIN`."""
    return called_share * (1 + callers) >= 1 + VALUE_MARGIN * (1 + callers)


def _value_chance(style: Style, called_share: float) -> float:
    """How often the style bets or raises a hand worth it: its aggression, rising to always for the nuts."""
    return style.aggression + (1 - style.aggression) * min(1.0, max(0.0, (called_share - 0.7) / 0.25))


def postflop(s: Situation, style: Style, read: Read, cards: str, *, board: Sequence[int],
             rng: random.Random, bluff: float = 1.0) -> Intent:
    """The style's move after the flop with the hand ``cards`` (its text), given the read of the hand; ``bluff``
    scales how often it bluffs (the player's level, and what it knows of how often these opponents fold)."""
    equity = read.equity
    made, playing = float(read.own_now.made[0]), float(read.own_now.playing[0])
    draw = s.street < 3 and playing > made + 0.05
    realize = realization(s, made, draw)
    if s.to_call == 0:
        return _checked_to(s, style, read, cards, board=board, rng=rng, equity=equity, realize=realize, draw=draw,
                           bluff=bluff)
    return _facing_bet(s, style, read, cards, rng=rng, equity=equity, realize=realize, draw=draw, bluff=bluff)


def _checked_to(s: Situation, style: Style, read: Read, cards: str, *, board: Sequence[int], rng: random.Random,
                equity: float, realize: float, draw: bool, bluff: float) -> Intent:
    check = Intent("check_or_call", Reason(CHECK, (("cards", cards), ("equity", _percent(equity)))))
    if not s.can_raise:
        return check
    fraction = bet_fraction(s, style, board, rng, strength=equity, bluff=equity < 0.4)
    bet = _bet_chips(s, fraction)
    outcome = read.bet_value(s.pot, bet, call=bet, price=bet / (s.pot + 2 * bet), raises=s.raises + 1)
    if outcome.value <= equity * s.pot * realize:
        return check
    committed = s.stack_to_pot < COMMITTED_SPR
    if _is_value(outcome.called_share, outcome.callers):
        last_on_river = s.street == 3 and s.behind == 0
        chance = _value_chance(style, outcome.called_share)
        if s.street == 3:
            chance = max(chance, RIVER_VALUE)
        if last_on_river or committed or rng.random() < chance:
            why = Reason(VALUE_BET, (("cards", cards), ("equity", _percent(outcome.called_share))))
            fraction = _sticky_size(s, read, fraction, outcome.value, lock=outcome.called_share > LOCK_EQUITY)
            return Intent("bet_or_raise", why, fraction=fraction, strong=outcome.called_share > LOCK_EQUITY)
        return Intent("check_or_call", Reason(SLOW_PLAY, (("cards", cards), ("equity", _percent(equity)))))
    chance = style.bluff_rate * bluff * (1.3 if draw else 1.0) * (0.75 if s.opponents >= 2 else 1.0)
    if s.opened_street:
        chance *= 1.5  # the continuation bet: the range that raised before is the one that bets now
    elif s.behind == 0:
        # Last to act, after checks: a stab, likelier on the turn and river, where checks have shown weakness and a
        # pot checked down would go to the showdown.
        chance *= 1.5 if s.street == 1 else 2.0
    else:
        chance *= 0.7  # leading into the player who raised last
    chance = min(0.9, chance)  # even the loosest player checks some of its air
    if rng.random() < chance:
        why = Reason(SEMI_BLUFF if draw else BLUFF, (("cards", cards), ("folds", _percent(outcome.folds))))
        return Intent("bet_or_raise", why, bluff=True, fraction=fraction)
    return check


def _sticky_size(s: Situation, read: Read, fraction: float, value: float, *, lock: bool) -> float:
    """A value bet's size against opponents the notes show folding less than most (:attr:`.reads.Read.folding`):
    the larger of the usual size and a pot-sized bet, whichever the read says earns more (they call big bets
    with what they call small ones with). Against typical opponents, or where a pot-sized bet would commit a stack
    the hand is not strong enough for, the usual size."""
    if read.folding is None or float(read.folding.max()) >= STICKY or fraction >= 1.0 or not s.can_raise:
        return fraction
    bet = _bet_chips(s, 1.0)
    if bet > COMMIT_SHARE * s.effective_stack and not lock:
        return fraction
    bigger = read.bet_value(s.pot, bet, call=bet, price=bet / (s.pot + 2 * bet), raises=s.raises + 1)
    return 1.0 if bigger.value > value else fraction


def _bet_chips(s: Situation, fraction: float) -> int:
    """The chips a bet of ``fraction`` of the pot would be, as it will be sized (round, inside the bounds)."""
    amount = people_amount(fraction * s.pot, big_blind=s.big_blind, chip=s.chip_unit)
    low = s.min_raise_to or amount
    high = min(s.max_raise_to or amount, max(low, s.cover))
    return max(1, min(max(amount, low), high) - s.own_bet)


def _facing_bet(s: Situation, style: Style, read: Read, cards: str, *, rng: random.Random, equity: float,
                realize: float, draw: bool, bluff: float) -> Intent:
    committed = s.stack_to_pot < COMMITTED_SPR
    if style.call_slack >= CURIOUS:
        realize = max(realize, 1.0)
    need = s.pot_odds * (1 - style.call_slack) / realize
    if committed:
        need = min(need, s.pot_odds)  # most of the stack is in the pot already: the price is all that counts
    call_value = equity * (s.pot + s.to_call) * realize - s.to_call
    if s.can_raise:
        raise_to = _raise_to(s, rng)
        added = raise_to - s.own_bet
        their_call = raise_to - s.current_bet
        outcome = read.bet_value(s.pot, added, call=their_call, price=their_call / (s.pot + added + their_call),
                                 raises=s.raises + 1)
        if outcome.value > max(call_value, 0.0):
            strong = outcome.called_share * (1 + outcome.callers) >= 2 * style.raise_strength
            if strong and (committed or rng.random() < _value_chance(style, outcome.called_share)):
                why = Reason(VALUE_RAISE, (("cards", cards), ("equity", _percent(outcome.called_share))))
                return Intent("bet_or_raise", why, strong=outcome.called_share > LOCK_EQUITY)
            bluffing = style.bluff_rate * bluff * (0.4 if draw else 0.12) if s.street < 3 and s.opponents == 1 else 0.0
            if not strong and rng.random() < bluffing:
                why = Reason(BLUFF_RAISE, (("cards", cards), ("folds", _percent(outcome.folds))))
                return Intent("bet_or_raise", why, bluff=True)
    if equity >= need:
        if committed:
            return Intent("check_or_call", Reason(COMMITTED, (("cards", cards),)))
        return Intent("check_or_call", Reason(CALL, (("cards", cards), ("equity", _percent(equity)),
                                                     ("need", _percent(need)))))
    return Intent("fold", Reason(FOLD, (("cards", cards), ("equity", _percent(equity)), ("need", _percent(need)))))


def _raise_to(s: Situation, rng: random.Random) -> int:
    """The raise-to a raise would be (about three times the bet, round, inside the bounds)."""
    if s.structure is Structure.FIXED:
        return s.min_raise_to or s.current_bet
    amount = people_amount(rng.uniform(2.5, 3.0) * s.current_bet, big_blind=s.big_blind, chip=s.chip_unit)
    low = s.min_raise_to or amount
    high = min(s.max_raise_to or amount, max(low, s.cover))
    return min(max(amount, low), high)
