"""Worked explanations, step by step, built from the engine's own numbers (never recomputed here).

Each function returns the lines a dealer-school instructor would write on the board for the question's
answer. Amounts come from the replayed hand and from ``dealerdesk solve``.
"""

from __future__ import annotations

from typing import Any

from dealerdesk.evaluation import NO_LOW, category_of, read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.rules.game import Game
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.rules.showdown import best
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.question import Question

STREET_NAMES = ("before the flop", "on the flop", "on the turn", "on the river")


def explain(question: Question) -> list[str]:
    """The worked answer of a question."""
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
    lines = [f"Chips already in the middle: {hand.middle}."]
    if in_front:
        listed = " + ".join(f"{b} ({question.name_of(_pid(p)).split(' (')[0]})" for p, b in in_front)
        lines.append(f"Bets in front of the players: {listed} = {sum(b for _, b in in_front)}.")
    if allowance:
        lines.append(f"House rule: the blinds count as posted in full, adding {allowance}.")
    lines.append(f"The pot on the table: {pot}.")
    if current == 0:
        lines.append(f"Nobody has bet yet: the largest bet is the pot, {pot}.")
    else:
        lines.append(f"{who} must first call {call}: the pot after the call is {pot} + {call} = {pot + call}.")
        lines.append(f"A pot raise adds that much to the {current} bet: raise to {current} + {pot + call} = "
                     f"{current + pot + call}.")
    maximum = question.answer["max_raise_to"]
    if maximum != current + pot + call:
        lines.append(f"{who} has only {hand.bets[actor] + hand.stacks[actor]} in all, so the maximum is {maximum}.")
    return lines



def _min_raise(question: Question) -> list[str]:
    hand = question.hand
    actor = hand.actor
    assert actor is not None
    who = question.name_of(_pid(actor))
    current = hand.current_bet
    answer = question.answer["min_raise_to"]
    lines = [f"The bet to match is {current}; {who} has {hand.bets[actor]} in front, so the call is "
             f"{question.answer['to_call']}."]
    previous = max(hand.stakes.blinds) if hand.street == 0 else 0
    for record in hand.street_raises:
        size = record.raise_to - previous
        kind = "a full raise" if record.full else "short: less than a full raise, so it does not reopen the betting"
        lines.append(f"{question.name_of(_pid(record.player))} made it {record.raise_to} (+{size}): {kind}.")
        previous = record.raise_to
    if answer is None:
        lines.append(f"{who} {hand.raise_refusal}: fold or call only (TDA 47).")
        return lines
    increment = hand.min_raise_increment
    lines.append(f"The smallest raise adds the last full bet or raise of this street (at least the big blind): "
                 f"{increment}.")
    if answer < current + increment:
        lines.append(f"{who} has only {answer} in all: the only raise is all-in to {answer}.")
    else:
        lines.append(f"Minimum raise-to = {current} + {increment} = {answer}.")
    return lines


def _side_pots(question: Question) -> list[str]:
    hand = question.hand
    # The engine has already given back what was returned; count it in to show what each player put in.
    stakes = {p: c + hand.returned.get(p, 0) for p, c in enumerate(hand.committed)}
    lines = ["Each player's chips in this hand: " + ", ".join(
        f"{question.name_of(_pid(p)).split(' (')[0]} {c}" + (" (folded)" if hand.folded[p] else "")
        for p, c in stakes.items() if c) + "."]
    returned = question.answer["returned"]
    for player, amount in returned.items():
        lines.append(f"Nobody called the last {amount} of {question.name_of(player)}: it goes back.")
        stakes[int(player[1:]) - 1] -= amount
    levels = sorted({stakes[p] for p in hand.remaining if stakes[p] > 0})
    previous = 0
    for index, (level, pot) in enumerate(zip(levels, question.answer["pots"], strict=False)):
        name = "Main pot" if index == 0 else f"Side pot {index}"
        contributors = [p for p in stakes if stakes[p] > previous]
        layer = " + ".join(str(min(stakes[p], level) - previous) for p in contributors)
        dead = f" + {hand.dead_money} dead money" if index == 0 and hand.dead_money else ""
        lines.append(f"{name}: up to {level} from each player: {layer}{dead} = {pot['amount']}; "
                     f"it can be won by {_names(question, pot['eligible'])}.")
        previous = level
    return lines


def _showdown_order(question: Question) -> list[str]:
    hand = question.hand
    answer = question.answer
    lines: list[str] = []
    if answer["all_in_showdown"]:
        all_in = [p for p in hand.remaining if hand.stacks[p] == 0]
        lines.append(f"{_names(question, [_pid(p) for p in all_in])} is all-in and the betting is over: every hand "
                     "is turned face up at once, and none may be mucked (TDA 16).")
    else:
        aggressor, street = hand.final_round_aggressor, hand.final_round_street
        if aggressor is not None:
            lines.append(f"The last bet or raise {STREET_NAMES[street]} (the final betting round) was "
                         f"{question.name_of(_pid(aggressor))}'s: that hand shows first (TDA 17-A).")
        else:
            lines.append(f"Nobody bet {STREET_NAMES[street]}, the final round: the first player left of the "
                         f"button shows first, {question.name_of(answer['showdown_order'][0])}.")
        lines.append("The others follow clockwise: " + _names(question, answer["showdown_order"]) + ".")
    if "killed" in answer:
        winners = {a.player for a in hand.awards}
        lines.append("Winners: " + _names(question, [_pid(p) for p in sorted(winners)]) + ".")
        if answer["killed"]:
            lines.append("The dealer kills the hands that win nothing: " + _names(question, answer["killed"]) + ".")
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
            texts.append(low.name if low is not None else "no low")
        readings[player] = texts
    return readings


def _split(question: Question) -> list[str]:
    hand = question.hand
    readings = hand_readings(question)
    lines = [f"{question.name_of(_pid(p))}: {' / '.join(texts)}." for p, texts in sorted(readings.items())]
    pots, _ = hand.pots()
    awards: list[dict[str, Any]] = question.answer["awards"]
    for index, pot in enumerate(pots):
        name = "Main pot" if index == 0 else f"Side pot {index}"
        mine = [a for a in awards if a["pot"] == index]
        halves = {a["half"] for a in mine}
        eligible = _names(question, [_pid(p) for p in sorted(pot.eligible)])
        if halves == {"whole"}:
            winners = [a["player"] for a in mine]
            text = f"{name} ({pot.amount}, {eligible}): " + " and ".join(
                f"{question.name_of(a['player'])} {a['amount']}" for a in mine)
            if len(winners) > 1:
                text += " — split as evenly as possible, odd chips from the first seat left of the button"
            if hand.variant.game is Game.OMAHA_HILO and len(winners) == 1 and len(pot.eligible) > 1:
                lows = [p for p in pot.eligible if readings.get(p, ["", "no low"])[-1] != "no low"]
                text += " — scoops high and low" if lows else " — no qualifying low, so the high hand takes it all"
            lines.append(text + ".")
            continue
        low_half = pot.amount // 2
        lines.append(f"{name} ({pot.amount}, {eligible}): high half {pot.amount - low_half} (the odd chip goes high), "
                     f"low half {low_half}.")
        for half in ("high", "low"):
            part = [a for a in mine if a["half"] == half]
            shares = ", ".join(f"{question.name_of(a['player'])} {a['amount']}" for a in part)
            text = f"  {half.capitalize()}: {shares}"
            if len(part) > 1:
                text += " (tied: split, odd chip to the first seat left of the button)"
            lines.append(text + ".")
    return lines


def main_pot_winners(question: Question) -> tuple[list[str], list[str], str]:
    """The main pot's high winners, low winners and the winning high hand's category name."""
    hand = question.hand
    pots, _ = hand.pots()
    contenders = [p for p in pots[0].eligible if p not in hand.mucked and p in hand.shown]
    strengths = showdown_strengths(hand.variant.game, {p: hand.shown[p] for p in contenders}, hand.board)
    highs = best(contenders, {p: strengths[p].high for p in contenders})
    qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
    lows = best(qualifying, {p: strengths[p].low for p in qualifying}) if qualifying else []
    category = category_of(strengths[highs[0]].high)
    name = "Royal flush" if strengths[highs[0]].high == 1 else category.label
    return [f"p{p + 1}" for p in highs], [f"p{p + 1}" for p in lows], name
