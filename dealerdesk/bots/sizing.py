"""How much a computer player bets or raises: sizes a person would recognise, and no absurd all-ins.

* Fixed limit has one legal size, the engine's.
* No limit and pot limit: opening raises of 2.5–3.5 big blinds (one more per limper), re-raises to about
  three times the raise, bets of a half to three quarters of the pot, raises to about three times the bet;
  pot limit clips all of them to the pot (the engine's ``max_raise_to``).
* Never more than the largest stack an opponent can match (the rest would only come back).
* A short stack (at most :data:`SHORT_DEPTH` big blinds) that raises moves in: push or fold.
* **No absurd shoves**: a size that would put all of the player's effective stack in is allowed only when the
  stack is short (at most :data:`SHOVE_DEPTH` big blinds), the pot is already committed (stack-to-pot ratio
  below :data:`COMMITTED_SPR`) or the hand is a near-lock (equity above :data:`LOCK_EQUITY`). A raise that
  would leave only crumbs behind (less than :data:`CRUMBS` of the pot) counts as all-in. When the raise the
  player wants would commit the stack and moving in is not sane, the player does not raise (it calls or
  checks instead): cutting the size back would commit the chips all the same, only more slowly.
"""

from __future__ import annotations

import random

from dealerdesk.bots.situation import Situation
from dealerdesk.bots.styles import Style
from dealerdesk.rules.game import Structure

SHOVE_DEPTH = 25
"""Big blinds behind at or below which moving all-in is a normal play."""
COMMITTED_SPR = 1.5
"""Stack-to-pot ratio below which the pot is committed: the rest of the stack may go in."""
LOCK_EQUITY = 0.8
"""Equity above which a hand may be played for all the chips."""
CRUMBS = 0.3
"""A raise that would leave less than this share of the pot (after a call) behind is all-in in effect."""
SHORT_DEPTH = 12
"""Big blinds at or below which a raise is an all-in (push or fold)."""


def may_shove(situation: Situation, equity: float, *, bluff: bool = False) -> bool:
    """Whether putting the whole effective stack in is a sane play here (see the module docstring); a bluff
    may move in only with a short stack."""
    if situation.depth <= SHOVE_DEPTH:
        return True
    return not bluff and (situation.stack_to_pot < COMMITTED_SPR or equity > LOCK_EQUITY)


def _rounded(amount: float, unit: int) -> int:
    """``amount`` to the nearest multiple of the chip unit (the small blind), at least one unit."""
    return max(unit, round(amount / unit) * unit)


def open_size(style: Style) -> tuple[float, float]:
    """The style's opening raise in big blinds, kept inside the 2.5–3.5 that real opens use."""
    low, high = style.open_size
    return max(2.5, low), min(3.5, high)


def target_size(situation: Situation, style: Style, rng: random.Random) -> int:
    """The raise-to a player of this style aims for, before the legal bounds and the shove check."""
    s = situation
    if s.structure is Structure.FIXED:
        return s.min_raise_to or 0
    if s.unopened:
        return _rounded((rng.uniform(*open_size(style)) + s.limpers) * s.big_blind, s.chip_unit)
    if s.current_bet == 0:
        return _rounded(rng.uniform(*style.bet_fraction) * s.pot, s.chip_unit)
    if s.street == 0:
        # Re-raise to about three times the raise (a little more out of position); four-bets and beyond smaller.
        if s.raises >= 2:
            factor = rng.uniform(2.2, 2.5)
        else:
            factor = rng.uniform(3.0, 3.5) if s.behind else rng.uniform(2.8, 3.2)
    else:
        factor = rng.uniform(2.5, 3.0)
    return _rounded(factor * s.current_bet, s.chip_unit)


def choose_raise_to(
    situation: Situation, style: Style, rng: random.Random, equity: float, *, bluff: bool = False
) -> int | None:
    """A legal raise-to for a player who wants to bet or raise (``bluff``: without a good hand), or None when
    the raise would commit the stack where moving in is not sane (the caller then checks or calls instead)."""
    s = situation
    if s.min_raise_to is None or s.max_raise_to is None:
        return None
    low, high = s.min_raise_to, s.max_raise_to
    target = target_size(s, style, rng)
    ceiling = max(low, min(high, s.cover))
    if s.depth <= SHORT_DEPTH and s.structure is not Structure.FIXED:
        target = ceiling  # a short stack moves in rather than raising and folding to a re-raise
    target = min(max(target, low), ceiling)
    effective_all_in_to = min(s.own_bet + s.stack, s.cover)
    pot_after_call = s.pot + 2 * target - s.own_bet - s.current_bet
    leaves_crumbs = effective_all_in_to - target < CRUMBS * pot_after_call
    if target >= effective_all_in_to or leaves_crumbs:
        if not may_shove(s, equity, bluff=bluff):
            return None  # every raise of this size commits the stack, and this is no spot for that
        target = ceiling  # what would be left behind is crumbs: the raise is all-in in effect
    return target
