"""The pot-limit maximum's named mistakes: each slip applied to the engine's count, capped by the stack as the
right answer is."""

from __future__ import annotations

from dealerdesk.i18n import N_
from dealerdesk.rules.action import blinds_posted
from dealerdesk.trainer.core.mistakes import BETS_LEFT_OUT, RAISE_BY, STACK_LEFT_OUT, Slip, all_in_raise_to, distinct
from dealerdesk.trainer.core.question import Question

CALL_LEFT_OUT = N_("the call left out of the pot", "Mistakes")
POT_BEFORE_CALL = N_("the pot before the call given as the maximum", "Mistakes")
BLINDS_NOT_COUNTED = N_("blinds not counted", "Mistakes")
CAUSES = (CALL_LEFT_OUT, RAISE_BY, BLINDS_NOT_COUNTED, POT_BEFORE_CALL, BETS_LEFT_OUT, STACK_LEFT_OUT)
"""The mistakes this kind names (canonical English: a verdict's ``cause``, kept by the progress database)."""


def pot_limit_slips(question: Question) -> list[Slip]:
    """Pot limit's slips, each capped by the stack as the right answer is: the stack left out, the call left out,
    the raise-by given, the pot before the call, the blinds not counted (before the flop), and — when the pot is
    asked — the bets in front left out of it."""
    hand = question.hand
    counted = hand.pot_raise
    correct = hand.max_raise_to
    assert counted is not None and correct is not None
    slips: list[Slip] = []
    if "pot_total" in question.answer and hand.middle != hand.pot_total:
        slips.append((BETS_LEFT_OUT, {"pot_total": hand.middle}))
    all_in_to = all_in_raise_to(hand)
    if correct < counted.raise_to:
        slips.append((STACK_LEFT_OUT, {"max_raise_to": counted.raise_to}))
    raises = [(CALL_LEFT_OUT, counted.current_bet + counted.pot), (RAISE_BY, counted.pot_after_call),
              (POT_BEFORE_CALL, counted.pot)]
    if hand.street == 0:
        raises.append((BLINDS_NOT_COUNTED, counted.raise_to - blinds_posted(hand)))
    slips += [(cause, {"max_raise_to": min(value, all_in_to)}) for cause, value in raises]
    return distinct(slips, {"max_raise_to": correct, "pot_total": hand.pot_total})


def pot_limit_mistake(question: Question, pot_total: int | None, given: int | None) -> str | None:
    """Pot limit: the slip of :func:`pot_limit_slips` whose answer was given (None: none)."""
    mine = {"pot_total": pot_total, "max_raise_to": given}
    return next((cause for cause, answer in pot_limit_slips(question)
                 if all(mine.get(key) == value for key, value in answer.items())), None)
