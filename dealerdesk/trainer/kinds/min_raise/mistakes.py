"""The minimum raise's named mistakes, each capped by the stack as the right answer is."""

from __future__ import annotations

from dealerdesk.i18n import N_
from dealerdesk.rules.betting import NOT_REOPENED
from dealerdesk.trainer.core.mistakes import RAISE_BY, STACK_LEFT_OUT, Slip, all_in_raise_to, distinct
from dealerdesk.trainer.core.question import Question

SHORT_ALL_IN_REOPENS = N_("a short all-in treated as reopening the betting", "Mistakes")
SHORT_ALL_IN_FULL = N_("a short all-in counted as a full raise", "Mistakes")
DOUBLED = N_("the bet doubled instead of adding the last full raise", "Mistakes")
CAUSES = (STACK_LEFT_OUT, RAISE_BY, SHORT_ALL_IN_REOPENS, SHORT_ALL_IN_FULL, DOUBLED)
"""The mistakes this kind names (canonical English: a verdict's ``cause``, kept by the progress database)."""


def min_raise_slips(question: Question) -> list[Slip]:
    """The minimum raise's slips, each capped by the stack as the right answer is: the stack left out (the full
    raise given to a player who has less), the raise-by given for the raise-to, a short all-in counted as a full
    raise, the bet doubled (only where doubling is not the rule's own answer); where a short all-in did not reopen
    the betting, the least raise it would allow were it reopened."""
    hand = question.hand
    correct = hand.min_raise_to
    current = hand.current_bet
    all_in_to = all_in_raise_to(hand)
    full = current + hand.min_raise_increment  # the rule, the stack aside
    raises = hand.street_raises
    slips: list[Slip] = []
    if correct is None:
        if any(not r.full for r in raises) and hand.raise_refusal == NOT_REOPENED:
            slips.append((SHORT_ALL_IN_REOPENS, {"min_raise_to": min(full, all_in_to)}))
        return distinct(slips, {"min_raise_to": None})
    if correct < full:
        slips.append((STACK_LEFT_OUT, {"min_raise_to": full}))
    slips.append((RAISE_BY, {"min_raise_to": min(hand.min_raise_increment, all_in_to)}))
    if raises and not raises[-1].full:
        slips.append((SHORT_ALL_IN_FULL, {"min_raise_to": min(2 * current - raises[-1].before, all_in_to)}))
    if current and 2 * current != full:
        slips.append((DOUBLED, {"min_raise_to": min(2 * current, all_in_to)}))
    return distinct(slips, {"min_raise_to": correct})


def min_raise_mistake(question: Question, given: int | None) -> str | None:
    """Minimum raise: the slip of :func:`min_raise_slips` whose answer was given (None: none)."""
    return next((cause for cause, answer in min_raise_slips(question) if answer["min_raise_to"] == given), None)
