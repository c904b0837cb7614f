"""Answer patterns: the shapes an answer of each kind can take, so that no shape can simply be guessed.

A trainee who always answers "none" to a minimum-raise question, or "all face up" to a showdown-order question,
should not pass. Each question's answer falls under exactly one pattern of its kind (the first that applies, in
the order listed); the generator deals each pattern about equally often (:data:`TARGETS`) and
``tools/answer_shares.py`` measures how often the most common one comes up.

* pot limit: the situation the "pot" is called in — before the flop (unraised or raised), a first bet after
  the flop, facing a bet, facing a bet that others have called, facing a raise, or capped by the stack;
* minimum raise: "none" (may not raise), all-in only (less than a full raise), the minimum bet (nobody has
  bet), double the bet, or the bet plus the last full raise (where doubling is wrong);
* side pots: the number of pots, and whether chips go back;
* showdown order: all face up (an all-in), the last aggressor first (when that is not the first active seat
  left of the button), or the first active seat left of the button (the river checked through, or its bettor
  sits there): the three things a trainee could answer without reading the hand;
* hi/lo split: no qualifying low, one hand scoops, high and low to different hands, the low quartered, the high
  split between tied hands (the first two both give the whole pot to the best high hand, so together they are
  dealt no more often than any other);
* winner: the main pot split between tied high hands, high and low to different hands, or else the winning
  hand's category (a single winner with two pair, a flush …): the hand name is the part that could be guessed.
"""

from __future__ import annotations

from dealerdesk.evaluation import NO_LOW, HandCategory, category_of
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.rules.showdown import best
from dealerdesk.trainer.kinds import Kind

# -- pot limit
PREFLOP_UNRAISED = "preflop, unraised"
PREFLOP_RAISED = "preflop, raised"
UNOPENED = "first bet after the flop"
FACING_BET = "facing a bet"
BET_AND_CALLS = "facing a bet and calls"
FACING_RAISE = "facing a raise"
STACK_CAPPED = "capped by the stack"
# -- minimum raise
NONE = "none (may not raise)"
ALL_IN_ONLY = "all-in only"
MINIMUM_BET = "the minimum bet"
DOUBLE = "double the bet"
BET_PLUS_RAISE = "bet + last full raise"
# -- showdown order
ALL_FACE_UP = "all face up"
LAST_AGGRESSOR = "last aggressor first"
FIRST_LEFT = "first active seat left of the button"
# -- hi/lo split
NO_LOW_SCOOP = "no low"
SCOOP = "scoop"
SPLIT = "high and low split"
QUARTERED = "quartered"
HIGH_CHOPPED = "high split between ties"
# -- winner
TIED_HIGH = "split pot (tied high)"
HIGH_AND_LOW = "high and low to different hands"

CATEGORY_PATTERNS: dict[HandCategory, str] = {category: category.label.lower() for category in HandCategory}
"""Winner: a single high winner, named by the winning hand's category ("two pair", "flush" …)."""

PATTERNS: dict[Kind, tuple[str, ...]] = {
    Kind.POT_LIMIT: (STACK_CAPPED, PREFLOP_UNRAISED, PREFLOP_RAISED, UNOPENED, FACING_BET, BET_AND_CALLS,
                     FACING_RAISE),
    Kind.MIN_RAISE: (NONE, ALL_IN_ONLY, MINIMUM_BET, DOUBLE, BET_PLUS_RAISE),
    Kind.SIDE_POTS: ("1 pot, chips returned", "2 pots", "2 pots, chips returned", "3 pots",
                     "3 pots, chips returned", "4 pots", "4 pots, chips returned", "5+ pots"),
    Kind.SHOWDOWN_ORDER: (ALL_FACE_UP, LAST_AGGRESSOR, FIRST_LEFT),
    Kind.HI_LO_SPLIT: (QUARTERED, HIGH_CHOPPED, SPLIT, SCOOP, NO_LOW_SCOOP),
    Kind.WINNER: (TIED_HIGH, HIGH_AND_LOW, *CATEGORY_PATTERNS.values()),
}
"""Every pattern of each kind, in the order they are tried (the first that applies is the answer's)."""


def pattern_of(kind: Kind, hand: Hand) -> str:
    """The answer pattern of a question of ``kind`` asked about ``hand`` as it stands (the question point)."""
    return {
        Kind.POT_LIMIT: _pot_limit,
        Kind.MIN_RAISE: _min_raise,
        Kind.SIDE_POTS: _side_pots,
        Kind.SHOWDOWN_ORDER: _showdown_order,
        Kind.HI_LO_SPLIT: _hi_lo,
        Kind.WINNER: _winner,
    }[kind](hand)


def _pot_limit(hand: Hand) -> str:
    actor = hand.actor
    assert actor is not None and hand.max_raise_to is not None
    if hand.max_raise_to == hand.bets[actor] + hand.stacks[actor]:
        return STACK_CAPPED
    raises = hand.street_raises
    if hand.street == 0:
        return PREFLOP_RAISED if raises else PREFLOP_UNRAISED
    if not raises:
        return UNOPENED
    if len(raises) >= 2:
        return FACING_RAISE
    callers = [p for p, bet in enumerate(hand.bets) if bet and p != raises[0].player]
    return BET_AND_CALLS if callers else FACING_BET


def _min_raise(hand: Hand) -> str:
    actor = hand.actor
    assert actor is not None
    low = hand.min_raise_to
    if low is None:
        return NONE
    current = hand.current_bet
    if low < current + hand.min_raise_increment:
        return ALL_IN_ONLY
    if current == 0:
        return MINIMUM_BET
    if low == 2 * current:
        return DOUBLE
    return BET_PLUS_RAISE


def side_pot_pattern(pot_count: int, returned: bool) -> str:
    """``"3 pots, chips returned"``; five pots or more are one pattern."""
    if pot_count >= 5:
        return "5+ pots"
    text = "1 pot" if pot_count == 1 else f"{pot_count} pots"
    return f"{text}, chips returned" if returned else text


def _side_pots(hand: Hand) -> str:
    pots, returned = hand.pots()
    return side_pot_pattern(len(pots), any(returned.values()))


def _showdown_order(hand: Hand) -> str:
    if hand.all_in_showdown:
        return ALL_FACE_UP
    aggressor = hand.final_round_aggressor
    return LAST_AGGRESSOR if aggressor is not None and aggressor != min(hand.remaining) else FIRST_LEFT


def _hi_lo(hand: Hand) -> str:
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    found: set[str] = set()
    pots, _returned = hand.pots()
    for index, pot in enumerate(pots):
        mine = [a for a in hand.awards if a.pot == index]
        contenders = [p for p in pot.eligible if p in hand.shown]
        halves = {a.half for a in mine}
        if "low" in halves:
            found.add(QUARTERED if sum(a.half == "low" for a in mine) > 1 else
                      HIGH_CHOPPED if sum(a.half == "high" for a in mine) > 1 else SPLIT)
        elif len(mine) > 1:
            found.add(HIGH_CHOPPED)
        elif any(strengths[p].low != NO_LOW for p in contenders):
            found.add(SCOOP)
        else:
            found.add(NO_LOW_SCOOP)
    return next(p for p in PATTERNS[Kind.HI_LO_SPLIT] if p in found)


def _winner(hand: Hand) -> str:
    pots, _returned = hand.pots()
    contenders = [p for p in pots[0].eligible if p in hand.shown]
    strengths = showdown_strengths(hand.variant.game, {p: hand.shown[p] for p in contenders}, hand.board)
    highs = best(contenders, {p: strengths[p].high for p in contenders})
    if len(highs) > 1:
        return TIED_HIGH
    qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
    lows = best(qualifying, {p: strengths[p].low for p in qualifying}) if qualifying else []
    if lows and set(lows) != set(highs):
        return HIGH_AND_LOW
    return CATEGORY_PATTERNS[category_of(strengths[highs[0]].high)]
