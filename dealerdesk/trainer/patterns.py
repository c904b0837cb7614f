"""Answer patterns: the shapes an answer of each kind can take, so that no shape can simply be guessed.

A trainee who always answers "none" to a minimum-raise question, or "all face up" to a showdown-order question,
should not pass. Each question's answer falls under exactly one pattern of its kind (the first that applies, in
the order listed; each kind's module says how its answers fall); the generator deals each pattern about
equally often (:data:`TARGETS`) and
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

from dealerdesk.evaluation import HandCategory
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.kinds.registry import ByKind, kind_of
from dealerdesk.trainer.question import Question

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

PATTERNS: ByKind[tuple[str, ...]] = ByKind(lambda kind: kind.patterns)
"""Every pattern of each kind, in the order they are tried (the first that applies is the answer's)."""


def pattern_of(kind: str, asked: Hand | Question) -> str:
    """The answer pattern of a question of ``kind``, or of one asked about a hand as it stands (the question
    point; a kind whose question is not a moment in a hand needs the question)."""
    if isinstance(asked, Hand):
        return kind_of(kind).pattern_of(asked)
    return kind_of(kind).question_pattern(asked)


def side_pot_pattern(pot_count: int, returned: bool) -> str:
    """``"3 pots, chips returned"``; five pots or more are one pattern."""
    if pot_count >= 5:
        return "5+ pots"
    text = "1 pot" if pot_count == 1 else f"{pot_count} pots"
    return f"{text}, chips returned" if returned else text
