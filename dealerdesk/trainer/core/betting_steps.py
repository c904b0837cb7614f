"""The betting sentences several kinds' explanations share, written once: where a betting round happened, the bet
to match and the call it makes, and why a player may not raise when the engine says so (the pot-limit maximum,
the minimum raise and fixed-limit betting all explain the same betting)."""

from __future__ import annotations

from dealerdesk.i18n import N_, translate, translate_marked
from dealerdesk.rules.betting import NO_CHIPS_BEYOND_CALL, NO_OPPONENT_TO_CALL
from dealerdesk.rules.players import player_code
from dealerdesk.trainer.core.question import Question


def _(text: str) -> str:
    """Translate in the explanations' context."""
    return translate("Explain", text)


STREET_NAMES = (N_("before the flop"), N_("on the flop"), N_("on the turn"), N_("on the river"))
"""Where a betting round happened, in English (translated where shown)."""


def street(number: int) -> str:
    """Where a betting round happened ("on the turn"), translated."""
    return translate_marked("Explain", STREET_NAMES[number])


def call_sentence(question: Question, actor: int) -> str:
    """The bet to match and the actor's call, when there is a bet: "The bet to match is 40; Seat 3 (Ann) has 10 in
    front, so the call is 40 − 10 = 30.", or that calling puts the actor all-in for less."""
    hand = question.hand
    who = question.name_of(player_code(actor))
    current, own, behind = hand.current_bet, hand.bets[actor], hand.stacks[actor]
    if (hand.to_call or 0) < current - own:
        # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
        # where the sentence has named the seat already.
        return _("The bet to match is {bet}; {who} has {in_front} in front, so a full call would be {bet} − "
                 "{in_front} = {full}, but {who} has only {chips} behind: calling puts {seat} all-in for less, "
                 "{chips}.").format(bet=current, who=who, in_front=own, full=current - own, chips=behind,
                                    seat=question.seat_name(player_code(actor)))
    if own:
        return _("The bet to match is {bet}; {who} has {in_front} in front, so the call is {bet} − {in_front} "
                 "= {call}.").format(bet=current, who=who, in_front=own, call=current - own)
    return _("The bet to match is {bet}; {who} has nothing in front, so the call is {bet}.").format(bet=current,
                                                                                                  who=who)


def refusal_sentence(question: Question, actor: int, refusal: str) -> str | None:
    """Why the actor may not raise, for the refusals every betting structure shares (no chips beyond the call,
    nobody left who could call a raise); None for a refusal that depends on the structure (not reopened, capped)."""
    who = question.name_of(player_code(actor))
    if refusal == NO_CHIPS_BEYOND_CALL:
        return _("{who} has no chips beyond the call, so there is nothing to raise with: fold or call only.").format(
            who=who)
    if refusal == NO_OPPONENT_TO_CALL:
        return _("Every other player still in is all-in or could only call: nobody could call a raise, so {who} may "
                 "fold or call only.").format(who=who)
    return None
