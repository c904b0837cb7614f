"""The minimum raise worked out: the bet to match, every bet and raise of the street, the increment, the raise-to
(or why the player may not raise)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerdesk.i18n import translate_n
from dealerdesk.rules import records
from dealerdesk.rules.betting import CAPPED, NOT_REOPENED, refusal_text
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.trainer.core.betting_steps import call_sentence, refusal_sentence, street
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.translated import explain as _


@dataclass(frozen=True)
class _Step:
    """One bet or raise of the street, with the bet it was made over and the full raise needed then."""

    record: records.BetOrRaise
    before: int
    """The bet to match just before it (0 on an unopened street; the big blind before the flop)."""
    needed: int
    """The smallest full bet or raise increment at that moment."""


def _street_steps(hand: Hand) -> list[_Step]:
    """The street's bets and raises (the engine's :attr:`~dealerdesk.rules.hand.Hand.street_raises`) as
    :class:`_Step`: each with the full raise needed when it was made."""
    increment = hand.stakes.big_blind if hand.street == 0 else 0
    minimum = hand.stakes.minimum_bet
    steps: list[_Step] = []
    for record in hand.street_raises:
        steps.append(_Step(record, record.before, max(increment, minimum)))
        if record.full:
            increment = record.raise_to - record.before
    return steps


def min_raise_steps(question: Question) -> list[str]:
    """Minimum raise: the bet to match, every bet and raise of the street, the increment and the raise-to."""
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    who = question.name_of(_pid(actor))
    current = hand.current_bet
    own = hand.bets[actor]
    behind = hand.stacks[actor]
    answer = hand.min_raise_to
    big_blind = hand.stakes.big_blind
    steps = _street_steps(hand)
    acted = hand.acted_at(actor)
    lines: list[str] = []
    if current == 0:
        lines.append(_("Nobody has bet yet {street}: {who} may check or bet.").format(street=street(hand.street),
                                                                                    who=who))
    else:
        lines.append(call_sentence(question, actor))
    for step in steps:
        lines.append(_step_text(question, step))
    if answer is None:
        lines.append(_refusal(question, actor, acted))
        return lines
    reopened = _reopened_text(question, actor, acted, steps)
    if reopened:
        lines.append(reopened)
    increment = hand.min_raise_increment
    if current == 0:
        if increment == big_blind:
            lines.append(_("The smallest bet is the minimum bet, one big blind: {minimum} (RRoP §14).").format(
                minimum=increment))
        else:
            lines.append(_("The smallest bet is the minimum bet: {minimum} (RRoP §14).").format(minimum=increment))
    elif any(step.record.full for step in steps):
        lines.append(_("The last full bet or raise of this street added {increment}: a raise must add at least as "
                       "much (TDA 43-A).").format(increment=increment))
    elif hand.street == 0:
        lines.append(_("Before the flop the big blind, {increment}, is the opening bet: a raise must add at least "
                       "{increment} (TDA 43-A).").format(increment=increment))
    else:
        lines.append(_("Nobody has made a full bet on this street yet: a raise must still add at least the minimum "
                       "bet, {increment} (RRoP §14).").format(increment=increment))
    if answer < current + increment:
        if current == 0:
            text = _("{who} has only {chips}, less than the minimum bet of {full}: the only bet is all-in for "
                     "{chips}.")
        else:
            text = _("{who} has only {chips} in all ({in_front} in front + {behind} behind), less than {bet} + "
                     "{increment} = {full}: the only raise is all-in to {chips}.")
        lines.append(text.format(who=who, chips=answer, in_front=own, behind=behind, bet=current,
                                 increment=increment, full=current + increment))
    elif current:
        lines.append(_("Minimum raise-to = {bet} + {increment} = {raise_to}.").format(
            bet=current, increment=increment, raise_to=answer))
    return lines


def _step_text(question: Question, step: _Step) -> str:
    record = step.record
    who = question.name_of(_pid(record.player))
    size = record.raise_to - step.before
    if step.before == 0:  # the street's opening bet: a bet, never a raise
        if record.full:
            text = (_("{who} bets {amount} all-in: at least the minimum bet, so a full bet.") if record.all_in
                    else _("{who} bets {amount}: a full bet."))
        else:
            text = _("{who} bets {amount} all-in: less than the minimum bet of {needed}, so not a full bet; it does "
                     "not reopen the betting for players who have already acted (TDA 47-A).")
        return text.format(who=who, amount=record.raise_to, needed=step.needed)
    if record.full:
        text = (_("{who} raises all-in to {amount} ({amount} − {before} = +{size}): a full raise.") if record.all_in
                else _("{who} raises to {amount} ({amount} − {before} = +{size}): a full raise."))
    else:
        text = _("{who} raises all-in to {amount} ({amount} − {before} = +{size}): less than a full raise of "
                 "{needed}, so it does not reopen the betting for players who have already acted (TDA 47-A).")
    return text.format(who=who, amount=record.raise_to, before=step.before, size=size, needed=step.needed)


def _refusal(question: Question, actor: int, since: int | None) -> str:
    """Why the actor may only fold or call, in the words and with the rule of the engine's refusal (``since``: the
    bet the actor last acted at this street, None if not yet)."""
    hand = question.hand
    who = question.name_of(_pid(actor))
    refusal = hand.raise_refusal or ""
    shared = refusal_sentence(question, actor, refusal)
    if shared is not None:
        return shared
    if refusal == NOT_REOPENED and since is not None:
        # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
        # where the sentence has named the seat already.
        return _("{who} already acted at {acted}; since then the bet has gone up only {bet} − {acted} = +{size}, less "
                 "than a full raise of {increment}: the betting is not reopened for {seat}, so fold or call only "
                 "(TDA 47-A).").format(who=who, acted=since, bet=hand.current_bet, size=hand.current_bet - since,
                                       increment=hand.min_raise_increment, seat=question.seat_name(_pid(actor)))
    if refusal == CAPPED:
        raises = hand.rules.limit_raise_cap or 0  # capped: the rules have a cap
        return translate_n("Explain", "The betting is capped (a bet and {raises} raise): {who} may fold or call only "
                           "(RRoP §3).", "The betting is capped (a bet and {raises} raises): {who} may fold or call "
                           "only (RRoP §3).", raises).format(raises=raises, who=who)
    return _("{who} {refusal}: fold or call only.").format(who=who, refusal=refusal_text(refusal))


def _reopened_text(question: Question, actor: int, since: int | None, steps: list[_Step]) -> str | None:
    """Why the actor may raise although a short all-in came before (TDA 47-A), or None when none did (``since``:
    the bet the actor last acted at this street, None if not yet)."""
    who = question.name_of(_pid(actor))
    later = [s for s in steps if since is None or s.before >= since]
    if not any(not s.record.full for s in later):
        return None
    if since is None:
        return _("{who} has not acted yet on this street, so may raise whatever short all-ins came before "
                 "(TDA 47-A).").format(who=who)
    current = question.hand.current_bet
    if any(s.record.full and s.record.raise_to > since for s in later):
        # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
        # where the sentence has named the seat already.
        return _("{who} already acted at {acted}, but has faced a full raise since: the betting is reopened for "
                 "{seat} (TDA 47-A).").format(who=who, acted=since, seat=question.seat_name(_pid(actor)))
    # Translators: {who} is the seat and name ("Seat 10 (Ivy)"), {seat} the seat alone; may drop {seat}
    # where the sentence has named the seat already.
    return _("{who} already acted at {acted}; the short all-ins since add up to {bet} − {acted} = +{size}, at least "
             "a full raise: the betting is reopened for {seat} (TDA 47-A).").format(
        who=who, acted=since, bet=current, size=current - since, seat=question.seat_name(_pid(actor)))
