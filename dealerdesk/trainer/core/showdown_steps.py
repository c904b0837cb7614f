"""Worked explanations of who wins at the showdown and how each pot is split, built from the engine's awards: the
winning hands, the hi/lo split and the rake all explain the same showdown, so its words are written once here."""

from __future__ import annotations

from dealerdesk import grammar
from dealerdesk.evaluation import (
    NO_LOW,
    category_of,
    format_cards,
    read_holdem,
    read_omaha_high,
    read_omaha_low,
)
from dealerdesk.evaluation.names import ROYAL_FLUSH
from dealerdesk.i18n import translate
from dealerdesk.rules import records
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.rules.showdown import best
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.core.words import pot_name


def _(text: str) -> str:
    """Translate in the explanations' context."""
    return translate("Explain", text)


def names(question: Question, players: list[str]) -> str:
    """Players by seat and name, in the order given ("Seat 2 (Ann), Seat 5 (Bob)")."""
    return grammar.joined(question.name_of(p) for p in players)


def hand_readings(question: Question, *, held: bool = False) -> dict[int, list[str]]:
    """Each tabled hand's high (and low) reading, in the dealer's words, with the five cards it plays (``held``:
    every hand still in whose cards are known, mucked ones too). Each is written as inside a sentence
    (:func:`dealerdesk.grammar.name_in_sentence`): it follows the player's name and a colon."""
    hand = question.hand
    game = hand.variant.game
    readings: dict[int, list[str]] = {}
    hands = dict(hand.shown)
    if held:
        for player in hand.remaining:
            hole = hand.hole[player]
            if player not in hands and hole is not None and None not in hole:
                hands[player] = tuple(c for c in hole if c is not None)
    for player, cards in hands.items():
        high = read_holdem([*cards, *hand.board]) if game is Game.HOLDEM else read_omaha_high(cards, hand.board)
        texts = [_("{hand} ({cards})").format(hand=grammar.name_in_sentence(high.name), cards=format_cards(high.cards))]
        if game is Game.OMAHA_HILO:
            low = read_omaha_low(cards, hand.board)
            texts.append(_("{hand} ({cards})").format(hand=grammar.name_in_sentence(low.name),
                                                      cards=format_cards(low.cards))
                         if low is not None else _("no low"))
        readings[player] = texts
    return readings


def _has_low(question: Question, player: int) -> bool:
    """Whether a tabled hand makes a qualifying low."""
    hand = question.hand
    cards = hand.shown.get(player)
    return cards is not None and read_omaha_low(cards, hand.board) is not None


def _shares(question: Question, part: list[records.Award]) -> str:
    # Translators: joins the winners of one pot ("Seat 2 (Ann) 60 and Seat 5 (Bob) 60"); keep the spaces.
    return _(" and ").join(_("{who} {amount}").format(who=question.name_of(_pid(a.player)), amount=a.amount)
                           for a in part)


def _tie_text(question: Question, part: list[records.Award]) -> str:
    """How a tied pot or half is divided: evenly, or with the odd chips to the first tied winners left of the
    button (read off the engine's awards: an odd chip is there when the shares differ)."""
    top = max(a.amount for a in part)
    if all(a.amount == top for a in part):
        return _("split evenly")
    odd = [_pid(a.player) for a in part if a.amount == top]
    if len(odd) == 1:
        return _("split as evenly as possible: the odd chip goes to {who}, the first tied winner left of the button "
                 "(TDA 20-A)").format(who=question.name_of(odd[0]))
    return _("split as evenly as possible: the odd chips go one each to {players}, the first tied winners left of "
             "the button (TDA 20-A)").format(players=names(question, odd))


def _after_house(hand: Hand, index: int, amount: int) -> tuple[str, int]:
    """Pot ``index`` of ``amount`` chips less what the house took from it ("107 − rake 4 − drop 1 = 102"), and
    what is left to award: the pot is raked before it is pushed and before any split, so every share is of what is
    left (``"107"`` and the pot itself when nothing was taken from it)."""
    taken = hand.rake_taken
    house = taken.from_pots[index] if taken is not None and index < len(taken.from_pots) else 0
    if not house or taken is None:
        return str(amount), amount
    left = amount - house
    if house == taken.total and taken.rake and taken.jackpot_drop:
        text = _("{amount} − rake {rake} − drop {drop} = {left}").format(amount=amount, rake=taken.rake,
                                                                        drop=taken.jackpot_drop, left=left)
    elif house == taken.total and taken.rake:
        text = _("{amount} − rake {rake} = {left}").format(amount=amount, rake=taken.rake, left=left)
    elif house == taken.total:
        text = _("{amount} − drop {drop} = {left}").format(amount=amount, drop=taken.jackpot_drop, left=left)
    else:  # the rest of the rake and the drop, when the main pot could not cover them
        text = _("{amount} − {taken} of the rake and drop = {left}").format(amount=amount, taken=house, left=left)
    return text, left


def split_steps(question: Question) -> list[str]:
    """Splits and winners: each hand's reading, then each pot's winners and shares (in a raked game, of what is
    left once the house has taken the rake and the drop)."""
    hand = question.hand
    readings = hand_readings(question)
    lines = [_("{who}: {hands}.").format(who=question.name_of(_pid(p)), hands=" / ".join(texts))
             for p, texts in sorted(readings.items())]
    pots, _unused = hand.pots()
    awards = hand.awards  # the engine's awards, in the order it paid them
    hilo = hand.variant.game is Game.OMAHA_HILO
    for index, pot in enumerate(pots):
        name = pot_name(index)
        mine = [a for a in awards if a.pot == index]
        halves = {a.half for a in mine}
        eligible = names(question, [_pid(p) for p in sorted(pot.eligible)])
        amount, left = _after_house(hand, index, pot.amount)
        head = _("{pot} ({amount}; {players} can win it)").format(pot=name, amount=amount, players=eligible)
        if halves == {"whole"}:
            text = head + ": " + _shares(question, mine)
            if len(mine) > 1:
                if hilo and any(_has_low(question, a.player) for a in mine):
                    text += grammar.aside_separator() + _("the same hands win high and low, so the whole pot is "
                                                          "split as evenly as possible (RRoP Ties)")
                    if len({a.amount for a in mine}) > 1:
                        text += grammar.clause_separator() + _tie_text(question, mine)
                elif hilo:
                    text += (grammar.aside_separator() + _("no qualifying low, and the high hands tie") + ": "
                             + _tie_text(question, mine))
                else:
                    text += grammar.aside_separator() + _tie_text(question, mine)
            elif hilo and len(pot.eligible) > 1:
                lows = [p for p in pot.eligible if _has_low(question, p)]
                text += grammar.aside_separator() + (_("best high and best low: scoops the whole pot") if lows
                                 else _("no qualifying low, so the high hand takes it all (RRoP §7)"))
            lines.append(text + grammar.full_stop())
            continue
        high = sum(a.amount for a in mine if a.half == "high")
        low = sum(a.amount for a in mine if a.half == "low")
        if high != low:
            halves_text = _("{amount} = high half {high} + low half {low}: the odd chip goes to the high half "
                            "(TDA 20-C).")
        else:
            halves_text = _("{amount} = high half {high} + low half {low}.")
        lines.append(head + ": " + halves_text.format(amount=left, high=high, low=low))
        for half in ("high", "low"):
            part = [a for a in mine if a.half == half]
            text = (_("High: {shares}") if half == "high" else _("Low: {shares}")).format(
                shares=_shares(question, part))
            if len(part) > 1:
                total = high if half == "high" else low
                tied = _("tied: {parts} = {total}").format(total=total,
                                                           parts=" + ".join(str(a.amount) for a in part))
                text += " (" + tied + grammar.list_separator() + _tie_text(question, part) + ")"
            lines.append("  " + text + grammar.full_stop())
    return lines


def main_pot_winners(question: Question) -> tuple[list[str], list[str], str]:
    """The main pot's high winners, low winners and the winning high hand's category name (canonical English, as
    answers give it: see :func:`dealerdesk.trainer.core.answers.hand_label` to show it)."""
    hand = question.hand
    pots, _unused = hand.pots()
    contenders = [p for p in pots[0].eligible if p not in hand.mucked and p in hand.shown]
    strengths = showdown_strengths(hand.variant.game, {p: hand.shown[p] for p in contenders}, hand.board)
    highs = best(contenders, {p: strengths[p].high for p in contenders})
    qualifying = [p for p in contenders if strengths[p].low != NO_LOW]
    lows = best(qualifying, {p: strengths[p].low for p in qualifying}) if qualifying else []
    category = category_of(strengths[highs[0]].high)
    name = ROYAL_FLUSH if strengths[highs[0]].high == 1 else category.label
    return [_pid(p) for p in highs], [_pid(p) for p in lows], name
