"""The showdown order's named mistakes."""

from __future__ import annotations

from dealerdesk.i18n import N_
from dealerdesk.rules.action import aggressors
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.rules.showdown import showdown_order
from dealerdesk.trainer.core.mistakes import Slip, distinct
from dealerdesk.trainer.core.question import Question

ALL_IN_FACE_UP = N_("an all-in showdown: every hand is tabled at once", "Mistakes")
EARLIER_AGGRESSOR = N_("the earlier street's aggressor shown first", "Mistakes")
RIVER_BETTOR_FIRST = N_("the last bettor or raiser of the final round shows first", "Mistakes")
COUNTER_CLOCKWISE = N_("the hands shown counter-clockwise (after the first, the order goes to the left)",
                       "Mistakes")
CAUSES = (ALL_IN_FACE_UP, EARLIER_AGGRESSOR, RIVER_BETTOR_FIRST, COUNTER_CLOCKWISE)
"""The mistakes this kind names (canonical English: a verdict's ``cause``, kept by the progress database)."""


def showdown_order_slips(question: Question) -> list[Slip]:
    """The showdown order's slips: an all-in showdown shown one by one; else the order reversed after the first
    (counter-clockwise), an earlier street's aggressor shown first (and the rest clockwise from them), or the
    final round's bet overlooked (the first seat left of the button first)."""
    hand = question.hand
    if hand.all_in_showdown:
        return [(ALL_IN_FACE_UP, {"all_in_showdown": False})]
    want = hand.showdown_order
    if not want:
        return []
    orders = [(COUNTER_CLOCKWISE, [want[0], *reversed(want[1:])])]
    final = hand.final_round_street
    orders += [(EARLIER_AGGRESSOR, showdown_order(hand.remaining, hand.player_count, player))
               for street, player in aggressors(hand).items()
               if street < final and player in hand.remaining]
    if hand.final_round_aggressor is not None:
        orders.append((RIVER_BETTOR_FIRST, showdown_order(hand.remaining, hand.player_count, None)))
    slips = [(cause, {"all_in_showdown": False, "showdown_order": [_pid(p) for p in order]})
             for cause, order in orders]
    return distinct(slips, {"all_in_showdown": False, "showdown_order": [_pid(p) for p in want]})


def showdown_order_mistake(question: Question, all_in: bool, order: list[str]) -> str | None:
    """Showdown order: the slip of :func:`showdown_order_slips` whose answer was given (an all-in showdown's
    slip is any order given instead of every hand at once)."""
    mine = {"all_in_showdown": all_in, "showdown_order": order}
    for cause, answer in showdown_order_slips(question):
        if cause == ALL_IN_FACE_UP:
            if not all_in and order:
                return cause
        elif all(mine.get(key) == value for key, value in answer.items()):
            return cause
    return None
