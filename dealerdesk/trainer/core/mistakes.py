"""Recognising the classic dealer mistakes behind a wrong answer: what every kind's named mistakes share.

Each named mistake is a *slip*: one rule done wrong, everything else done right. A slip is applied to the question
— the pot-limit raise without the call, the pots pooled before halving, a counterfeited low counted as a low, the
stack left out of a minimum raise — and gives an answer; the mistake is named only when the trainee's answer is
that answer, and never when the slip gives the right answer anyway. An answer no slip gives is named nothing (the
verdict then has no "Mistake:" line; the dealt game's floor says "that is not right").

Where two slips give the same answer, the first of a kind's list — the more specific one — is named. Each kind
declares the mistakes it names (:attr:`~dealerdesk.trainer.kinds.base.QuestionKind.causes`) and lists its slips in
its own ``mistakes`` module; :func:`dealerdesk.trainer.catalogue.all_causes` collects them all. A few names describe
the answer itself rather than one rule (a folded player given the action, chips that do not add up, a beaten hand
named the winner): every answer they are given to is, by definition, that mistake.

Here: the slip's type, the causes more than one kind names (the raise-by and the stack left out, in pot limit and
the minimum raise; the bets in front left out, in pot limit and side pots; the misread hands, in the hi/lo split and
the winning hands) and the misreadings themselves.

The names are stored (the progress database's ``cause``) and compared, so they stay English; :func:`label`
translates one for display."""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from dealerdesk.evaluation import (
    NO_LOW,
    rank_five,
    rank_of,
)
from dealerdesk.i18n import N_, translate_marked
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.pots import Pot
from dealerdesk.rules.showdown import Strength

RAISE_BY = N_("raise-by given for raise-to", "Mistakes")
STACK_LEFT_OUT = N_("the stack left out: a player without the chips for the full raise may only go all-in",
                    "Mistakes")
BETS_LEFT_OUT = N_("the bets in front left out of the pot", "Mistakes")
COUNTERFEIT = N_("a counterfeited low counted", "Mistakes")
OMAHA_HOLE_CARDS = N_("one or three hole cards used in Omaha", "Mistakes")


def label(cause: str) -> str:
    """A cause (one a kind names, or ``practice.OUT_OF_TIME``) as shown to the trainee, translated; anything
    else (a cause stored by another version) is shown as it is."""
    return translate_marked("Mistakes", cause)


Slip = tuple[str, dict[str, Any]]
"""A named mistake applied to a question: its cause and the answer it gives (the keys it changes, stored form)."""


def distinct(slips: list[Slip], right: Mapping[str, Any]) -> list[Slip]:
    """The slips whose answers differ from the right one, each answer kept for the first (most specific) slip."""
    seen: list[dict[str, Any]] = []
    kept: list[Slip] = []
    for cause, answer in slips:
        if all(right.get(key) == value for key, value in answer.items()) or answer in seen:
            continue
        seen.append(answer)
        kept.append((cause, answer))
    return kept


def all_in_raise_to(hand: Hand) -> int:
    """What the actor raises to by going all-in (in front + behind): the cap on every raise a slip gives."""
    actor = hand.actor
    assert actor is not None
    return hand.bets[actor] + hand.stacks[actor]


def any_five_rank(cards: tuple[int, ...], board: list[int]) -> int:
    """The best high using any five of the hole and board cards (the Hold'em reading an Omaha hand must not get)."""
    return min(rank_five(five) for five in itertools.combinations([*cards, *board], 5))


def _low_ranks(cards: tuple[int, ...]) -> set[int]:
    return {1 if rank_of(c) == 12 else rank_of(c) + 2 for c in cards if rank_of(c) == 12 or rank_of(c) <= 6}


def counterfeited(hand: Hand, player: int, low: int) -> bool:
    """The player holds two different low cards but has no low (or a worse one): a board card pairs them."""
    hole = _low_ranks(hand.shown[player])
    board = _low_ranks(tuple(hand.board))
    return len(hole) >= 2 and len(board) >= 3 and bool(hole & board) and low == NO_LOW


def misreadings(hand: Hand, strengths: Mapping[int, Strength]) -> list[tuple[str, dict[int, Strength]]]:
    """The tabled hands as each reading slip reads them (cause, every hand's strength): one counterfeited low
    counted as the best low on the table, or one Omaha hand read from any five cards (one or three hole cards)."""
    if hand.variant.game is Game.HOLDEM:
        return []
    readings: list[tuple[str, dict[int, Strength]]] = []
    best_low = min(s.low for s in strengths.values())
    for player in sorted(hand.shown):
        mine = strengths[player]
        if hand.variant.game.is_hilo and counterfeited(hand, player, mine.low):
            readings.append((COUNTERFEIT, {**strengths, player: Strength(mine.high, min(best_low, NO_LOW) - 1)}))
        any_five = any_five_rank(hand.shown[player], hand.board)
        if any_five < mine.high:
            readings.append((OMAHA_HOLE_CARDS, {**strengths, player: Strength(any_five, mine.low)}))
    return readings


def paid_pots(hand: Hand) -> list[Pot]:
    """The pots as they were split: each pot's eligible players and the chips its awards pay out (after any
    rake)."""
    pots = hand.pots()[0]
    paid: dict[int, int] = defaultdict(int)
    for award in hand.awards:
        paid[award.pot] += award.amount
    return [Pot(paid[index], pot.eligible) for index, pot in enumerate(pots)]
