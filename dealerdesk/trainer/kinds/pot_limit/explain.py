"""The pot-limit maximum worked out step by step from the engine's count
(:attr:`~dealerdesk.rules.hand.Hand.pot_raise`)."""

from __future__ import annotations

from dealerdesk.rules.players import player_code as _pid
from dealerdesk.trainer.core.betting_steps import street
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.translated import explain as _


def pot_limit_steps(question: Question) -> list[str]:
    """Pot limit: the pot on the table, the call, the raise it makes (or the stack that caps it)."""
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    who = question.name_of(_pid(actor))
    counted = hand.pot_raise  # the engine's count: pot on the table, allowance, call, pot after the call
    assert counted is not None
    current = counted.current_bet
    own = hand.bets[actor]
    call = counted.call
    in_front = [(p, b) for p, b in enumerate(hand.bets) if b]
    bets = counted.in_front
    allowance = counted.allowance
    pot = counted.pot
    lines = [_("Chips already in the middle: {chips}.").format(chips=hand.middle)]
    if in_front:
        listed = " + ".join(_("{amount} ({seat})").format(amount=b, seat=question.seat_name(_pid(p)))
                            for p, b in in_front)
        if len(in_front) > 1:
            lines.append(_("Bets in front of the players: {bets} = {total}.").format(bets=listed, total=bets))
        else:
            lines.append(_("Bets in front of the players: {bets}.").format(bets=listed))
    if allowance:
        if hand.rules.pot_limit_small_blind_as_big:
            lines.append(_("House rule: the small blind counts as a big blind until the big blind has acted "
                           "(RRoP §14, pot limit), adding {chips}.").format(chips=allowance))
        else:
            lines.append(_("Before the flop a short or dead blind counts as posted in full (TDA 54-B), adding "
                           "{chips}.").format(chips=allowance))
    terms = [counted.middle] + ([bets] if in_front else []) + ([allowance] if allowance else [])
    if len(terms) > 1:
        lines.append(_("The pot on the table: {terms} = {pot}.").format(terms=" + ".join(map(str, terms)), pot=pot))
    else:
        lines.append(_("The pot on the table: {pot}.").format(pot=pot))
    if current == 0:
        lines.append(_("Nobody has bet yet {street}: the largest bet is the pot, {pot} (RRoP §14, pot limit).")
                     .format(street=street(hand.street), pot=pot))
        full = pot
    else:
        if own:
            lines.append(_("{who} has {own} in front, so the call is {bet} − {own} = {call}.").format(
                who=who, own=own, bet=current, call=call))
        lines.append(_("{who} must first call {call}: the pot after the call is {pot} + {call} = {total}.").format(
            who=who, call=call, pot=pot, total=counted.pot_after_call))
        lines.append(_("A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to} "
                       "(RRoP §14, pot limit).").format(bet=current, added=counted.pot_after_call,
                                                         raise_to=counted.raise_to))
        full = counted.raise_to
    maximum = hand.max_raise_to
    if maximum is not None and maximum != full:
        lines.append(_("{who} has only {chips} in all ({own} in front + {behind} behind), so the most is all-in "
                       "for {maximum}.").format(who=who, chips=own + hand.stacks[actor], own=own,
                                                behind=hand.stacks[actor], maximum=maximum))
    return lines
