"""Facts about a hand's moment that several kinds ask of it (where the betting stands, what came this street)."""

from __future__ import annotations

from dealerdesk.history.actions import CompleteBetOrRaiseTo, PHHCheckOrCall, PHHFold
from dealerdesk.rules.action import actions_on
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise


def short_all_in_this_street(hand: Hand) -> bool:
    """Someone went all-in for less than a full bet or raise on this street."""
    return any(not r.full for r in hand.street_raises)


def reopened(hand: Hand) -> bool:
    """The actor acted earlier this street, a short all-in came after, and the actor may raise again."""
    actor = hand.actor
    actions = actions_on(hand)
    acted = [i for i, r in enumerate(actions) if r.player == actor]
    return bool(acted) and any(isinstance(r, BetOrRaise) and not r.full for r in actions[acted[-1]:])


def betting_just_ended(hand: Hand, last: object) -> bool:
    """The PHH action ``last`` ended the betting."""
    return hand.betting_over and isinstance(last, (PHHFold, PHHCheckOrCall, CompleteBetOrRaiseTo))


def settled(hand: Hand) -> bool:
    """The hand is over and two or more hands were shown."""
    return hand.is_complete and len(hand.shown) >= 2
