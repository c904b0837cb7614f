"""The rake's named mistakes: the rake taken on the uncalled bet, over the cap, taken (or the jackpot drop) with
no flop, and the pot split before it is raked. Each rebuilds what the misconception gives, from the engine's own
numbers (:mod:`dealerdesk.rules.rake`), and names the mistake only when the trainee's answer equals it and the
right one differs (as :mod:`dealerdesk.trainer.mistakes` does for the other kinds).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

from dealerdesk.i18n import N_
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code
from dealerdesk.rules.rake import RakeStructure, RakeTaken, percentage_of, take_rake
from dealerdesk.rules.settlement import settle_pots, showdown_strengths

RAKE_ON_UNCALLED = N_("the rake taken on the uncalled bet", "Mistakes")
OVER_CAP = N_("more raked than the cap", "Mistakes")
DROP_NO_FLOP = N_("rake or jackpot drop taken with no flop (no flop, no drop)", "Mistakes")
SPLIT_BEFORE_RAKE = N_("the pot split before it was raked", "Mistakes")

CAUSES = (RAKE_ON_UNCALLED, OVER_CAP, DROP_NO_FLOP, SPLIT_BEFORE_RAKE)
"""The rake's causes, in canonical English (part of :data:`dealerdesk.trainer.mistakes.CAUSES`)."""


def taken_of(hand: Hand) -> tuple[RakeStructure, RakeTaken]:
    """The hand's rake structure and what the engine took (the hand must be complete and raked)."""
    structure, taken = hand.rake_structure, hand.rake_taken
    if structure is None or taken is None:
        raise ValueError("the hand is not a raked hand that is over")
    return structure, taken


def rake_on_uncalled(hand: Hand) -> int | None:
    """The rake figured on the pot with the uncalled chips left in (None when no chips went back)."""
    structure, taken = taken_of(hand)
    returned = sum(hand.returned.values())
    if not returned:
        return None
    pots = [pot.amount for pot in hand.pots()[0]]
    pots[0] += returned
    return take_rake(structure, pots, hand.player_count, taken.flop_seen, hand.stakes.chip).rake


def split_first(hand: Hand) -> dict[str, int]:
    """What each player receives when every pot is split (or pushed) first and each share is then raked on its
    own at the percentage, until the cap is reached (the drop from the first share of the main pot): the classic
    "split before raking", whose halves and odd chip come out of the pot before the rake."""
    structure, taken = taken_of(hand)
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board) if hand.shown else {}
    awards = settle_pots(hand.pots()[0], hand.mucked, strengths, hand.variant.game is Game.OMAHA_HILO,
                         chip=hand.stakes.chip)
    received: dict[str, int] = defaultdict(int)
    drop = taken.jackpot_drop
    cap = taken.rake  # what the house may take in all (the percentage of the whole pot, or the cap)
    for award in sorted(awards, key=lambda a: a.pot):
        share = award.amount
        raked = min(percentage_of(structure, award.amount, hand.stakes.chip), cap)
        share, cap = share - raked, cap - raked
        if drop and award.pot == 0:
            share, drop = share - drop, 0
        received[player_code(award.player)] += share
    return dict(received)


def rake_mistake(hand: Hand, rake: int | None, drop: int | None, received: Mapping[str, int]) -> str | None:
    """The named mistake behind a wrong rake answer, or None."""
    structure, taken = taken_of(hand)
    if not taken.flop_seen and structure.no_flop_no_drop and ((rake or 0) > 0 or (drop or 0) > 0):
        return DROP_NO_FLOP
    if rake is not None and rake != taken.rake:
        on_uncalled = rake_on_uncalled(hand)
        if on_uncalled is not None and rake == on_uncalled != taken.rake:
            return RAKE_ON_UNCALLED
        if taken.cap is not None and rake > taken.cap:
            return OVER_CAP
    right = received_of(hand)
    if len(right) > 1 and {p: n for p, n in received.items() if n} != right:
        mistaken = {p: n for p, n in split_first(hand).items() if n}
        if mistaken != right and {p: n for p, n in received.items() if n} == mistaken:
            return SPLIT_BEFORE_RAKE
    return None


def received_of(hand: Hand) -> dict[str, int]:
    """What each player receives from the pots, after the rake (players who receive nothing left out)."""
    received: dict[str, int] = defaultdict(int)
    for award in hand.awards:
        received[player_code(award.player)] += award.amount
    return {p: n for p, n in received.items() if n}
