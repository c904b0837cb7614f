"""The winning hands' named mistakes: a misread hand, or the pot pushed to a beaten hand."""

from __future__ import annotations

from collections.abc import Mapping

from dealerdesk.evaluation import (
    NO_LOW,
)
from dealerdesk.i18n import N_
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.rules.settlement import showdown_strengths
from dealerdesk.rules.showdown import Strength
from dealerdesk.trainer.core.mistakes import COUNTERFEIT, OMAHA_HOLE_CARDS, Slip, misreadings
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.core.showdown_steps import main_pot_winners

BEATEN_HAND = N_("the pot pushed to a hand that a tabled hand beats", "Mistakes")
CAUSES = (COUNTERFEIT, OMAHA_HOLE_CARDS, BEATEN_HAND)
"""The mistakes this kind names (canonical English: a verdict's ``cause``, kept by the progress database)."""


def _main_pot_reading(hand: Hand, strengths: Mapping[int, Strength]) -> tuple[list[str], list[str]]:
    """The main pot's high and low winners as these strengths read the tabled hands."""
    contenders = [p for p in hand.pots()[0][0].eligible if p not in hand.mucked and p in hand.shown]
    best_high = min(strengths[p].high for p in contenders)
    highs = [_pid(p) for p in contenders if strengths[p].high == best_high]
    best_low = min((strengths[p].low for p in contenders), default=NO_LOW)
    lows = [_pid(p) for p in contenders if strengths[p].low == best_low] if best_low != NO_LOW else []
    return sorted(highs), sorted(lows)


def winner_reading_slips(question: Question) -> list[Slip]:
    """The main pot's winners as a misread hand gives them (cause, the high or low winners named): a counterfeited
    low counted, an Omaha hand read from any five cards; a misreading that changes nothing is left out."""
    hand = question.hand
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board)
    right_highs, right_lows = _main_pot_reading(hand, strengths)
    slips: list[Slip] = []
    for cause, misread in misreadings(hand, strengths):
        highs, lows = _main_pot_reading(hand, misread)
        if cause == COUNTERFEIT and lows != right_lows:
            slips.append((cause, {"low": lows}))
        elif cause == OMAHA_HOLE_CARDS and highs != right_highs:
            slips.append((cause, {"high": highs}))
    return slips


def winner_mistake(question: Question, high: list[str], low: list[str] | None) -> str | None:
    """Winners (the players named high and low): the misreading of :func:`winner_reading_slips` whose winners
    were named; else, when a tabled hand that wins nothing of the main pot's half is named, the pot pushed to a
    beaten hand (what naming it is, whatever the reason); else none."""
    hand = question.hand
    mine = {"high": sorted(high), "low": sorted(low or [])}
    for cause, answer in winner_reading_slips(question):
        if all(mine[key] == value for key, value in answer.items()):
            return cause
    highs, lows, _ = main_pot_winners(question)
    shown = {_pid(p) for p in hand.shown}
    if (set(high) - set(highs)) & shown or (set(low or []) - set(lows)) & shown:
        return BEATEN_HAND
    return None
