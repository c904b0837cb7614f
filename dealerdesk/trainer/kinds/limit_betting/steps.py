"""Fixed-limit betting, worked and its mistakes named: the bet size of the street, every bet and raise of the
round counted toward the cap (an all-in for less measured against the 50 % rule), the call, and the one bet
or raise-to the player may make — or why they may not (RULES.md 2.2 and 2.5). Every number is the engine's
(:class:`~dealerdesk.rules.hand.Hand`'s ``limit_bet``, ``limit_full_level``, ``full_bets``,
``players_with_chips``, ``raise_refusal``); nothing here decides an answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dealerdesk.i18n import N_, translate_n
from dealerdesk.rules import records
from dealerdesk.rules.betting import CAPPED, NOT_REOPENED
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code
from dealerdesk.trainer.core.betting_steps import call_sentence, refusal_sentence, street
from dealerdesk.trainer.core.mistakes import Slip
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.translated import explain as _

OWN_CHIPS_FORGOTTEN = N_("the call counted without the player's own chips already in front", "Mistakes")
RAISED_CAPPED = N_("a raise allowed on a capped round", "Mistakes")
CAPPED_HEADS_UP = N_("the round capped heads-up in a cash game (heads-up there is no cap)", "Mistakes")
UNCAPPED_TOURNAMENT = N_("no cap heads-up in a tournament (the cap holds there)", "Mistakes")
SMALL_BET_ON_BIG_STREET = N_("the small bet used on a big-bet street", "Mistakes")
UNDER_HALF_AS_RAISE = N_("an all-in under half a bet treated as a full raise", "Mistakes")
HALF_NOT_RAISE = N_("an all-in of half a bet or more not counted as a raise", "Mistakes")

CAUSES = (OWN_CHIPS_FORGOTTEN, RAISED_CAPPED, CAPPED_HEADS_UP, UNCAPPED_TOURNAMENT, SMALL_BET_ON_BIG_STREET,
          UNDER_HALF_AS_RAISE, HALF_NOT_RAISE)
"""The limit-betting mistakes the trainer names (canonical English, stored as a verdict's cause; shown through
:func:`dealerdesk.trainer.core.mistakes.label` like every other cause)."""


@dataclass(frozen=True)
class Wager:
    """One bet or raise of the street as the cap and the 50 % rule see it."""

    record: records.BetOrRaise
    """The engine's record."""
    level: int
    """The last full bet or raise before it (the big blind before the flop, 0 on an unopened street)."""
    number: int
    """For a full bet or raise, its number in the cap's count (the big blind is 1 before the flop); else 0."""


def wagers(hand: Hand) -> list[Wager]:
    """The street's bets and raises, each with the full level it is measured from and its count."""
    level = hand.stakes.big_blind if hand.street == 0 else 0
    count = 1 if hand.street == 0 else 0
    result: list[Wager] = []
    for record in hand.street_raises:
        number = 0
        if record.full:
            count += 1
            number = count
        result.append(Wager(record, level, number))
        if record.full:
            level = record.raise_to
    return result


def _is_big_street(hand: Hand) -> bool:
    return hand.street >= 2


def _size_text(hand: Hand) -> str:
    size = hand.limit_bet
    if _is_big_street(hand):
        return _("one big bet, {size}").format(size=size)
    return _("one small bet, {size}").format(size=size)


# -- the worked answer --------------------------------------------------------------------------------------


def steps(question: Question) -> list[str]:
    """The worked answer: the bet size, the round's bets and raises, the call, the bet or raise-to."""
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    lines = [_bet_size_line(hand)]
    lines += [_wager_line(question, hand, w) for w in wagers(hand)]
    lines.append(_call_line(question, hand, actor))
    lines.append(_raise_line(question, hand, actor))
    return lines


def _bet_size_line(hand: Hand) -> str:
    where = street(hand.street)
    stakes = hand.stakes
    if _is_big_street(hand):
        text = _("Fixed limit {small}/{big}: {street} every bet and raise is the big bet, {size}.")
    else:
        text = _("Fixed limit {small}/{big}: {street} every bet and raise is the small bet, {size}.")
    line = text.format(small=stakes.small_bet, big=stakes.big_bet, street=where, size=hand.limit_bet)
    if hand.street == 0:
        line += " " + _("The big blind, {blind}, is the bet (number 1 of the cap's count).").format(
            blind=stakes.big_blind)
    return line


def _wager_line(question: Question, hand: Hand, wager: Wager) -> str:
    record = wager.record
    who = question.name_of(player_code(record.player))
    over = record.raise_to - wager.level
    size = hand.limit_bet
    if not record.full:
        return _("{who} is all-in to {amount}: {amount} − {level} = +{over}, less than half a bet ({half}), so not "
                 "a full bet or raise; it does not reopen the betting for players who have already acted (TDA "
                 "47-B; RRoP §3 r6).").format(who=who, amount=record.raise_to, level=wager.level, over=over,
                                              half=_half(size))
    if record.all_in and over < size:
        return _("{who} is all-in to {amount}: {amount} − {level} = +{over}, at least half a bet ({half}), so it "
                 "counts as a full bet or raise, number {number} (TDA 47-B; RRoP §3 r6).").format(
            who=who, amount=record.raise_to, level=wager.level, over=over, half=_half(size), number=wager.number)
    if wager.level == 0:
        return _("{who} bets {amount}: bet number {number}.").format(who=who, amount=record.raise_to,
                                                                      number=wager.number)
    return _("{who} raises to {amount}: number {number} of the cap's count.").format(
        who=who, amount=record.raise_to, number=wager.number)


def _half(size: int) -> str:
    """Half a bet as a dealer says it (7.5 for a bet of 15)."""
    return str(size // 2) if size % 2 == 0 else f"{size / 2:.1f}"


def _call_line(question: Question, hand: Hand, actor: int) -> str:
    who = question.name_of(player_code(actor))
    current, own = hand.current_bet, hand.bets[actor]
    call = hand.to_call or 0
    if current == 0:
        return _("Nobody has bet yet {street}: {who} may check (a call of 0).").format(
            street=street(hand.street), who=who)
    if own >= current:
        return _("{who} has the bet, {bet}, in front already: nothing to call (0), {who} may check.").format(
            who=who, bet=current)
    if hand.street == 0 and actor == hand.small_blind_player and hand.full_bets == 1:
        return _("{who} has posted the small blind, {in_front}: to call the big blind {who} completes with {bet} − "
                 "{in_front} = {call}.").format(who=who, in_front=own, bet=current, call=call)
    return call_sentence(question, actor)


def _raise_line(question: Question, hand: Hand, actor: int) -> str:
    who = question.name_of(player_code(actor))
    seat = question.seat_name(player_code(actor))
    answer = hand.min_raise_to
    cap = hand.rules.limit_raise_cap
    if answer is None:
        return _refusal_line(question, hand, actor)
    current, level, size = hand.current_bet, hand.limit_full_level, hand.limit_bet
    parts: list[str] = []
    if cap is not None and hand.full_bets >= cap + 1:
        parts.append(translate_n(
            "Explain", "There have been {count} full bet and raise, the cap with three or more players, but only two "
            "players have chips: heads-up a cash game has no cap (RRoP §3 r4).", "There have been {count} full bets "
            "and raises, the cap with three or more players, but only two players have chips: heads-up a cash game "
            "has no cap (RRoP §3 r4).", hand.full_bets).format(count=hand.full_bets))
    if current > level:
        acted = hand.acted_at(actor)
        if acted is None:
            parts.append(_("{who} has not acted yet on this street, so may complete the short all-in to a full "
                           "raise (TDA 47-B).").format(who=who))
        else:
            parts.append(_("{who} last acted at {acted}; the bet has gone up by a full bet or more since, so the "
                           "betting is reopened for {seat} (TDA 47-B).").format(who=who, acted=acted, seat=seat))
    full = level + size
    if level == 0:
        parts.append(_("The bet is {size}.").format(size=_size_text(hand)))
    elif current > level:
        parts.append(_("The raise counts from the last full bet, {level}, not from the all-in: {level} + {size} = "
                       "{full}.").format(level=level, size=size, full=full))
    else:
        if _is_big_street(hand):
            text = _("A raise adds one big bet to the bet to match: raise to {level} + {size} = {full}.")
        else:
            text = _("A raise adds one small bet to the bet to match: raise to {level} + {size} = {full}.")
        parts.append(text.format(level=level, size=size, full=full))
    if answer < full:
        parts.append(_("{who} has only {chips} in all, less than {full}: the raise is all-in to {chips}.").format(
            who=who, chips=answer, full=full))
    return " ".join(parts)


def _refusal_line(question: Question, hand: Hand, actor: int) -> str:
    who = question.name_of(player_code(actor))
    seat = question.seat_name(player_code(actor))
    refusal = hand.raise_refusal
    if refusal == CAPPED:
        raises = hand.rules.limit_raise_cap or 0
        if hand.players_with_chips > 2:
            return translate_n("Explain", "A bet and {raises} raise, with three or more players holding chips: the "
                               "round is capped, so {who} may call or fold only (RRoP §3 r3).", "A bet and {raises} "
                               "raises, with three or more players holding chips: the round is capped, so {who} may "
                               "call or fold only (RRoP §3 r3).", raises).format(raises=raises, who=who)
        if hand.rules.limit_cap_heads_up:
            return translate_n("Explain", "A bet and {raises} raise: the round is capped, and in a tournament the "
                               "cap holds heads-up too (TDA 48), so {who} may call or fold only.", "A bet and "
                               "{raises} raises: the round is capped, and in a tournament the cap holds heads-up "
                               "too (TDA 48), so {who} may call or fold only.", raises).format(raises=raises, who=who)
        return _("The cap was reached while three or more players had chips; a round once capped stays capped "
                 "when it comes down to two (RRoP §3 r4), so {who} may call or fold only.").format(who=who)
    if refusal == NOT_REOPENED:
        acted = hand.acted_at(actor)
        since = 0 if acted is None else acted
        return _("{who} already acted at {acted}; since then the bet has gone up only {bet} − {acted} = +{size}, "
                 "less than a full bet of {full}: an all-in under half a bet does not reopen the betting, so {seat} "
                 "may call or fold only (TDA 47-B; RRoP §3 r6).").format(
            who=who, acted=since, bet=hand.current_bet, size=hand.current_bet - since, full=hand.limit_bet,
            seat=seat)
    shared = None if refusal is None else refusal_sentence(question, actor, refusal)
    if shared is not None:
        return shared
    return _("{who} may call or fold only.").format(who=who)


# -- the mistakes -------------------------------------------------------------------------------------------


def _half_all_in(hand: Hand) -> Wager | None:
    """The all-in the current bet comes from when it was short of a bet but at least half of one (a full raise
    by the 50 % rule); else None."""
    found = wagers(hand)
    if not found:
        return None
    last = found[-1]
    record = last.record
    if record.full and record.all_in and record.raise_to - last.level < hand.limit_bet:
        return last
    return None


def slips(question: Question) -> list[Slip]:
    """Fixed limit's slips, each the call or the raise-to it gives (a raise capped by the stack as the right
    answer is): the call counted without the player's own chips in front; a raise of one bet allowed on a capped
    round (in a tournament heads-up, the cap not held); the round capped heads-up in a cash game ("none"); an
    all-in under half a bet treated as a full raise (one bet on top of it); an all-in of half a bet or more not
    counted as a raise ("none", or one bet on top of the full level before it); the small bet on a big-bet street.
    Where two give the same answer the first is named; a slip that gives the right answer is left out."""
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    right = {"to_call": question.answer["to_call"], "min_raise_to": question.answer["min_raise_to"]}
    expected = right["min_raise_to"]
    current, own, level, size = hand.current_bet, hand.bets[actor], hand.limit_full_level, hand.limit_bet
    all_in_to = own + hand.stacks[actor]

    def raise_to(amount: int) -> dict[str, Any]:
        return {"min_raise_to": min(amount, all_in_to)}

    found: list[Slip] = []
    if own:
        found.append((OWN_CHIPS_FORGOTTEN, {"to_call": min(current, all_in_to)}))
    cap = hand.rules.limit_raise_cap
    heads_up = hand.players_with_chips == 2
    if expected is None and hand.raise_refusal == CAPPED and all_in_to > current:
        cause = UNCAPPED_TOURNAMENT if heads_up and hand.rules.limit_cap_heads_up else RAISED_CAPPED
        found.append((cause, raise_to(level + size)))
    if expected is not None and heads_up and cap is not None and hand.full_bets >= cap + 1:
        found.append((CAPPED_HEADS_UP, {"min_raise_to": None}))
    if current > level and all_in_to > current:
        found.append((UNDER_HALF_AS_RAISE, raise_to(current + size)))
    half = _half_all_in(hand)
    if half is not None and expected is not None:
        found += [(HALF_NOT_RAISE, {"min_raise_to": None}), (HALF_NOT_RAISE, raise_to(half.level + size))]
    if _is_big_street(hand) and expected is not None:
        found.append((SMALL_BET_ON_BIG_STREET, raise_to(level + hand.stakes.small_bet)))
    kept: list[Slip] = []
    seen = [right]
    for cause, answer in found:
        whole = {**right, **answer}
        if whole not in seen:
            seen.append(whole)
            kept.append((cause, answer))
    return kept


def mistake(question: Question, call: int | None, raise_given: bool, raise_to: int | None) -> str | None:
    """The slip of :func:`slips` whose answer was given — the call and the raise-to both as it gives them
    (``raise_given``: the raise-to was answered, None meaning "none") — or None."""
    if not raise_given:
        return None
    right = {"to_call": question.answer["to_call"], "min_raise_to": question.answer["min_raise_to"]}
    mine = {"to_call": call, "min_raise_to": raise_to}
    return next((cause for cause, answer in slips(question) if {**right, **answer} == mine), None)


def sample_mistake(question: Question) -> dict[str, object]:
    """A classic wrong answer to this question (for screenshots): the first slip's answer, so the verdict names
    it; where no slip fits, a raise where none may be made, the raise-by (one bet) given for the raise-to, or
    (when the answer is one bet) a raise on top of it."""
    hand = question.hand
    answer = {"to_call": question.answer["to_call"], "min_raise_to": question.answer["min_raise_to"]}
    found = slips(question)
    if found:
        return {**answer, **found[0][1]}
    current, size = hand.current_bet, hand.limit_bet
    expected = answer["min_raise_to"]
    wrong = current + size if expected is None else size if expected != size else expected + size
    return {"to_call": answer["to_call"], "min_raise_to": wrong}
