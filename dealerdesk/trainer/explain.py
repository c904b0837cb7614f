"""Worked explanations, step by step, built from the engine's own numbers (never recomputed here).

Each function returns the lines a dealer-school instructor would write on the board for the question's
answer. Amounts come from the replayed hand and from ``dealerdesk solve``.
"""

from __future__ import annotations

from typing import Any

from dealerdesk.evaluation import NO_LOW, category_of, read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.evaluation.names import ROYAL_FLUSH
from dealerdesk.i18n import N_, translate, translate_marked
from dealerdesk.rules.betting import refusal_text
from dealerdesk.rules.game import Game
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.rules.showdown import best
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.question import Question


def _(text: str) -> str:
    """Translate in the explanations' context."""
    return translate("Explain", text)


STREET_NAMES = (N_("before the flop"), N_("on the flop"), N_("on the turn"), N_("on the river"))
"""Where a betting round happened, in English (translated where shown)."""


def explain(question: Question) -> list[str]:
    """The worked answer of a question (translated; a drill pack stores it in English)."""
    return {
        Kind.POT_LIMIT: _pot_limit,
        Kind.MIN_RAISE: _min_raise,
        Kind.SIDE_POTS: _side_pots,
        Kind.SHOWDOWN_ORDER: _showdown_order,
        Kind.HI_LO_SPLIT: _split,
        Kind.WINNER: _split,
    }[question.kind](question)


def _names(question: Question, players: list[str]) -> str:
    return ", ".join(question.name_of(p) for p in players)


def _pid(index: int) -> str:
    return f"p{index + 1}"


def _street(street: int) -> str:
    return translate_marked("Explain", STREET_NAMES[street])


def _pot_name(index: int) -> str:
    return _("Main pot") if index == 0 else _("Side pot {number}").format(number=index)


def _pot_limit(question: Question) -> list[str]:
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    who = question.name_of(_pid(actor))
    current = hand.current_bet
    call = current - hand.bets[actor]
    in_front = [(p, b) for p, b in enumerate(hand.bets) if b]
    allowance = hand.pot_allowance
    pot = hand.pot_total + allowance
    lines = [_("Chips already in the middle: {chips}.").format(chips=hand.middle)]
    if in_front:
        listed = " + ".join(_("{amount} ({seat})").format(amount=b, seat=question.seat_name(_pid(p)))
                            for p, b in in_front)
        lines.append(_("Bets in front of the players: {bets} = {total}.").format(
            bets=listed, total=sum(b for _player, b in in_front)))
    if allowance:
        lines.append(_("House rule: the blinds count as posted in full, adding {chips}.").format(chips=allowance))
    lines.append(_("The pot on the table: {pot}.").format(pot=pot))
    if current == 0:
        lines.append(_("Nobody has bet yet: the largest bet is the pot, {pot}.").format(pot=pot))
    else:
        lines.append(_("{who} must first call {call}: the pot after the call is {pot} + {call} = {total}.").format(
            who=who, call=call, pot=pot, total=pot + call))
        lines.append(_("A pot raise adds that much to the {bet} bet: raise to {bet} + {added} = {raise_to}.").format(
            bet=current, added=pot + call, raise_to=current + pot + call))
    maximum = question.answer["max_raise_to"]
    if maximum != current + pot + call:
        lines.append(_("{who} has only {chips} in all, so the maximum is {maximum}.").format(
            who=who, chips=hand.bets[actor] + hand.stacks[actor], maximum=maximum))
    return lines


def _min_raise(question: Question) -> list[str]:
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    who = question.name_of(_pid(actor))
    current = hand.current_bet
    answer = question.answer["min_raise_to"]
    lines = [_("The bet to match is {bet}; {who} has {in_front} in front, so the call is {call}.").format(
        bet=current, who=who, in_front=hand.bets[actor], call=question.answer["to_call"])]
    previous = max(hand.stakes.blinds) if hand.street == 0 else 0
    for record in hand.street_raises:
        size = record.raise_to - previous
        if record.full:
            text = _("{who} made it {raise_to} (+{size}): a full raise.")
        else:
            text = _("{who} made it {raise_to} (+{size}): short: less than a full raise, so it does not reopen the "
                     "betting.")
        lines.append(text.format(who=question.name_of(_pid(record.player)), raise_to=record.raise_to, size=size))
        previous = record.raise_to
    if answer is None:
        lines.append(_("{who} {refusal}: fold or call only (TDA 47).").format(
            who=who, refusal=refusal_text(hand.raise_refusal or "")))
        return lines
    increment = hand.min_raise_increment
    lines.append(_("The smallest raise adds the last full bet or raise of this street (at least the big blind): "
                   "{increment}.").format(increment=increment))
    if answer < current + increment:
        lines.append(_("{who} has only {chips} in all: the only raise is all-in to {chips}.").format(
            who=who, chips=answer))
    else:
        lines.append(_("Minimum raise-to = {bet} + {increment} = {raise_to}.").format(
            bet=current, increment=increment, raise_to=answer))
    return lines


def _side_pots(question: Question) -> list[str]:
    hand = question.hand
    # The engine has already given back what was returned; count it in to show what each player put in.
    stakes = {p: c + hand.returned.get(p, 0) for p, c in enumerate(hand.committed)}
    chips = ", ".join(
        (_("{seat} {chips} (folded)") if hand.folded[p] else _("{seat} {chips}")).format(
            seat=question.seat_name(_pid(p)), chips=c)
        for p, c in stakes.items() if c)
    lines = [_("Each player's chips in this hand: {chips}.").format(chips=chips)]
    returned = question.answer["returned"]
    for player, amount in returned.items():
        lines.append(_("Nobody called the last {amount} of {who}: it goes back.").format(
            amount=amount, who=question.name_of(player)))
        stakes[int(player[1:]) - 1] -= amount
    levels = sorted({stakes[p] for p in hand.remaining if stakes[p] > 0})
    previous = 0
    for index, (level, pot) in enumerate(zip(levels, question.answer["pots"], strict=False)):
        contributors = [p for p in stakes if stakes[p] > previous]
        layer = " + ".join(str(min(stakes[p], level) - previous) for p in contributors)
        if index == 0 and hand.dead_money:
            layer += " + " + _("{chips} dead money").format(chips=hand.dead_money)
        lines.append(_("{pot}: up to {level} from each player: {layer} = {amount}; it can be won by {players}.")
                     .format(pot=_pot_name(index), level=level, layer=layer, amount=pot["amount"],
                             players=_names(question, pot["eligible"])))
        previous = level
    return lines


def _showdown_order(question: Question) -> list[str]:
    hand = question.hand
    answer = question.answer
    lines: list[str] = []
    if answer["all_in_showdown"]:
        all_in = [p for p in hand.remaining if hand.stacks[p] == 0]
        lines.append(_("{players} is all-in and the betting is over: every hand is turned face up at once, and none "
                       "may be mucked (TDA 16).").format(players=_names(question, [_pid(p) for p in all_in])))
    else:
        aggressor, street = hand.final_round_aggressor, hand.final_round_street
        if aggressor is not None:
            lines.append(_("The last bet or raise {street} (the final betting round) was {who}'s: that hand shows "
                           "first (TDA 17-A).").format(street=_street(street),
                                                        who=question.name_of(_pid(aggressor))))
        else:
            lines.append(_("Nobody bet {street}, the final round: the first player left of the button shows first, "
                           "{who}.").format(street=_street(street), who=question.name_of(answer["showdown_order"][0])))
        lines.append(_("The others follow clockwise: {players}.").format(
            players=_names(question, answer["showdown_order"])))
    if "killed" in answer:
        winners = {a.player for a in hand.awards}
        lines.append(_("Winners: {players}.").format(players=_names(question, [_pid(p) for p in sorted(winners)])))
        if answer["killed"]:
            lines.append(_("The dealer kills the hands that win nothing: {players}.").format(
                players=_names(question, answer["killed"])))
    return lines


def hand_readings(question: Question) -> dict[int, list[str]]:
    """Each tabled hand's high (and low) reading, in the dealer's words, with the five cards it plays."""
    hand = question.hand
    game = hand.variant.game
    readings: dict[int, list[str]] = {}
    for player, cards in hand.shown.items():
        high = read_holdem([*cards, *hand.board]) if game is Game.HOLDEM else read_omaha_high(cards, hand.board)
        texts = [high.name]
        if game is Game.OMAHA_HILO:
            low = read_omaha_low(cards, hand.board)
            texts.append(low.name if low is not None else _("no low"))
        readings[player] = texts
    return readings


def _has_low(question: Question, player: int) -> bool:
    """Whether a tabled hand makes a qualifying low."""
    hand = question.hand
    cards = hand.shown.get(player)
    return cards is not None and read_omaha_low(cards, hand.board) is not None


def _split(question: Question) -> list[str]:
    hand = question.hand
    readings = hand_readings(question)
    lines = [_("{who}: {hands}.").format(who=question.name_of(_pid(p)), hands=" / ".join(texts))
             for p, texts in sorted(readings.items())]
    pots, _unused = hand.pots()
    awards: list[dict[str, Any]] = question.answer["awards"]
    for index, pot in enumerate(pots):
        name = _pot_name(index)
        mine = [a for a in awards if a["pot"] == index]
        halves = {a["half"] for a in mine}
        eligible = _names(question, [_pid(p) for p in sorted(pot.eligible)])
        if halves == {"whole"}:
            winners = [a["player"] for a in mine]
            # Translators: joins the winners of one pot ("Seat 2 (Ann) 60 and Seat 5 (Bob) 60"); keep the spaces.
            shares = _(" and ").join(_("{who} {amount}").format(who=question.name_of(a["player"]), amount=a["amount"])
                                     for a in mine)
            text = _("{pot} ({amount}, {players}): {shares}").format(pot=name, amount=pot.amount, players=eligible,
                                                                      shares=shares)
            if len(winners) > 1:
                text += " — " + _("split as evenly as possible, odd chips from the first seat left of the button")
            if hand.variant.game is Game.OMAHA_HILO and len(winners) == 1 and len(pot.eligible) > 1:
                lows = [p for p in pot.eligible if _has_low(question, p)]
                text += " — " + (_("scoops high and low") if lows
                                 else _("no qualifying low, so the high hand takes it all"))
            lines.append(text + ".")
            continue
        low_half = pot.amount // 2
        lines.append(_("{pot} ({amount}, {players}): high half {high} (the odd chip goes high), low half {low}.")
                     .format(pot=name, amount=pot.amount, players=eligible, high=pot.amount - low_half, low=low_half))
        for half in ("high", "low"):
            part = [a for a in mine if a["half"] == half]
            shares = ", ".join(_("{who} {amount}").format(who=question.name_of(a["player"]), amount=a["amount"])
                               for a in part)
            text = (_("High: {shares}") if half == "high" else _("Low: {shares}")).format(shares=shares)
            if len(part) > 1:
                text += " " + _("(tied: split, odd chip to the first seat left of the button)")
            lines.append("  " + text + ".")
    return lines


def main_pot_winners(question: Question) -> tuple[list[str], list[str], str]:
    """The main pot's high winners, low winners and the winning high hand's category name (canonical English, as
    answers give it: see :func:`dealerdesk.trainer.answers.hand_label` to show it)."""
    hand = question.hand
    pots, _unused = hand.pots()
    contenders = [p for p in pots[0].eligible if p not in hand.mucked and p in hand.shown]
    strengths = showdown_strengths(hand.variant.game, {p: hand.shown[p] for p in contenders}, hand.board)
    highs = best(contenders, {p: strengths[p].high for p in contenders})
    qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
    lows = best(qualifying, {p: strengths[p].low for p in qualifying}) if qualifying else []
    category = category_of(strengths[highs[0]].high)
    name = ROYAL_FLUSH if strengths[highs[0]].high == 1 else category.label
    return [f"p{p + 1}" for p in highs], [f"p{p + 1}" for p in lows], name
