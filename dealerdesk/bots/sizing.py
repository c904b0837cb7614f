"""How much a computer player bets or raises: sizes a person would recognise, and no absurd all-ins.

* Fixed limit has one legal size, the engine's.
* No limit and pot limit: opening raises of 2.5–3.5 big blinds (one more per limper), re-raises to about
  three times the raise, raises to about three times the bet; pot limit clips all of them to the pot (the
  engine's ``max_raise_to``).
* Bets after the flop are sized to the board and the line as players size them (:func:`bet_fraction`): a third
  to a half of the pot on a dry board, up to three quarters or more on a wet one where draws must pay, bigger on
  the river with a very strong hand, more in a multi-way pot; now and then (the style's ``overbet_rate``) more
  than the pot, with a near-lock or a river bluff.
* Every amount is a round one (:func:`people_amount`): whole big blinds (half big blinds for a small open), five
  big blinds for large bets, never below the table's smallest chip — 40 or 140, not 41 or 141.
* Never more than the largest stack an opponent can match (the rest would only come back).
* A short stack (at most :data:`SHORT_DEPTH` big blinds) that raises moves in: push or fold.
* **No absurd shoves**: a size that would put all of the player's effective stack in is allowed only when the
  stack is short (at most :data:`SHOVE_DEPTH` big blinds), the pot is already committed (stack-to-pot ratio
  below :data:`COMMITTED_SPR`) or the hand is a near-lock (equity above :data:`LOCK_EQUITY`). A raise that
  would leave only crumbs behind (less than :data:`CRUMBS` of the pot) counts as all-in. When the raise the
  player wants would commit the stack and moving in is not sane, the player does not raise (it calls or
  checks instead): cutting the size back would commit the chips all the same, only more slowly.

>>> [people_amount(amount, big_blind=2, chip=1) for amount in (7, 41, 67, 141)]
[7, 40, 70, 140]
"""

from __future__ import annotations

import random
from collections.abc import Sequence

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
OVERBET = (1.25, 1.5)
"""An overbet's size as a share of the pot."""


def may_shove(situation: Situation, equity: float, *, bluff: bool = False) -> bool:
    """Whether putting the whole effective stack in is a sane play here (see the module docstring); a bluff
    may move in only with a short stack."""
    if situation.depth <= SHOVE_DEPTH:
        return True
    return not bluff and (situation.stack_to_pot < COMMITTED_SPR or equity > LOCK_EQUITY)


def people_amount(amount: float, *, big_blind: int, chip: int) -> int:
    """``amount`` rounded as a player would bet it: to half big blinds below four big blinds (when that is a
    whole number of chips), whole big blinds below 25, five big blinds above; a multiple of the table's smallest
    chip, and at least one step."""
    blinds = amount / big_blind
    if blinds < 4 and big_blind % 2 == 0:
        step = big_blind // 2
    elif blinds < 25:
        step = big_blind
    else:
        step = 5 * big_blind
    step = max(chip, step // chip * chip)
    return max(step, round(amount / step) * step)


def wetness(board: Sequence[int]) -> float:
    """How many draws a board allows, 0.0 (dry: rainbow, ranks far apart, paired) to 1.0 (suited, connected)."""
    if not board:
        return 0.0
    suits = [card & 3 for card in board]
    most_suited = max(suits.count(suit) for suit in range(4))
    ranks = sorted({card >> 2 for card in board} | ({-1} if any(card >> 2 == 12 for card in board) else set()))
    close = max(sum(1 for rank in ranks if start <= rank < start + 5) for start in range(-1, 9))
    paired = len({card >> 2 for card in board}) < len(board)
    value = {1: 0.0, 2: 0.35}.get(most_suited, 0.6) + {1: 0.0, 2: 0.2}.get(close, 0.45) - (0.2 if paired else 0.0)
    return min(1.0, max(0.0, value))


def bet_fraction(situation: Situation, style: Style, board: Sequence[int], rng: random.Random, *, strength: float,
                 bluff: bool) -> float:
    """A bet after the flop as a share of the pot, for a hand that wins ``strength`` of the pot when called:
    the style's size for the board's texture, a little less for a continuation bet on the flop, more on later
    streets, with a very strong river hand and in a multi-way pot; sometimes an overbet."""
    s = situation
    low, high = style.bet_fraction
    fraction = low + (high - low) * wetness(board)
    if s.street == 1 and s.opened_street:
        fraction *= 0.85
    fraction += 0.05 * (s.street - 1) + (0.1 if s.opponents >= 2 else 0.0)
    if s.street == 3 and strength > 0.8:
        fraction += 0.15
    fraction += rng.uniform(-0.05, 0.05)
    lock = strength > 0.85 and s.street >= 2
    if s.structure is Structure.NO and (lock or (bluff and s.street == 3)) and rng.random() < style.overbet_rate:
        fraction = rng.uniform(*OVERBET)
    return min(max(fraction, 0.25), OVERBET[1])


def open_size(style: Style) -> tuple[float, float]:
    """The style's opening raise in big blinds, kept inside the 2.5–3.5 that real opens use."""
    low, high = style.open_size
    return max(2.5, low), min(3.5, high)


def target_size(situation: Situation, style: Style, rng: random.Random, fraction: float | None = None) -> int:
    """The raise-to a player of this style aims for, before the legal bounds and the shove check (``fraction``:
    a bet after the flop as a share of the pot, when the caller chose one)."""
    s = situation
    if s.structure is Structure.FIXED:
        return s.min_raise_to or 0
    big, chip = s.big_blind, s.chip_unit

    def rounded(amount: float) -> int:
        return people_amount(amount, big_blind=big, chip=chip)

    if s.unopened:
        return rounded((rng.uniform(*open_size(style)) + s.limpers) * big)
    if s.current_bet == 0:
        share = fraction if fraction is not None else rng.uniform(*style.bet_fraction)
        return rounded(share * s.pot)
    if s.street == 0:
        # Re-raise to about three times the raise (a little more out of position); four-bets and beyond smaller.
        if s.raises >= 2:
            factor = rng.uniform(2.2, 2.5)
        else:
            factor = rng.uniform(3.0, 3.5) if s.behind else rng.uniform(2.8, 3.2)
    else:
        factor = rng.uniform(2.5, 3.0)
    return rounded(factor * s.current_bet)


def choose_raise_to(
    situation: Situation, style: Style, rng: random.Random, equity: float, *, bluff: bool = False,
    fraction: float | None = None, all_in: bool = False,
) -> int | None:
    """A legal raise-to for a player who wants to bet or raise (``bluff``: without a good hand; ``fraction``: a
    bet's share of the pot; ``all_in``: a push), or None when the raise would commit the stack where moving in is
    not sane (the caller then checks or calls instead)."""
    s = situation
    if s.min_raise_to is None or s.max_raise_to is None:
        return None
    low, high = s.min_raise_to, s.max_raise_to
    ceiling = max(low, min(high, s.cover))
    if all_in:
        return ceiling
    target = target_size(s, style, rng, fraction)
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
