"""The rake's named mistakes, each a *slip* as :mod:`dealerdesk.trainer.mistakes` defines it: one rule of the
posted rake done wrong, everything else right. :func:`rake_slips` applies each to the question — the rake
figured with the uncalled bet still in the pot, the percentage taken past the cap, the rake or the jackpot drop
taken with no flop, the pot split before it is raked — and gives the whole answer it leads to: the rake, the
drop, and what each player then receives, the chips taken from the pots and the rest pushed as the engine pushes
it (:mod:`dealerdesk.rules.rake`, :func:`dealerdesk.rules.settlement.settle_pots`).

:func:`rake_mistake` names a mistake only when the trainee's answer is one of those answers, on every part the
question asks. The rake, the drop and the players' chips are one reckoning — what the house takes is what the
players do not get — so the slip's rake with the players paid some other way is not that slip's answer and is
named nothing (unlike a pot-limit question's pot count, which is asked as a question of its own and is free in
the raise's slips).
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from dealerdesk.i18n import N_
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code
from dealerdesk.rules.rake import RakeStructure, RakeTaken, percentage_of, take_rake, taken_from_pots
from dealerdesk.rules.settlement import settle_pots, showdown_strengths
from dealerdesk.trainer.question import Question

RAKE_ON_UNCALLED = N_("the rake taken on the uncalled bet", "Mistakes")
OVER_CAP = N_("more raked than the cap", "Mistakes")
DROP_NO_FLOP = N_("rake or jackpot drop taken with no flop (no flop, no drop)", "Mistakes")
SPLIT_BEFORE_RAKE = N_("the pot split before it was raked", "Mistakes")

CAUSES = (RAKE_ON_UNCALLED, OVER_CAP, DROP_NO_FLOP, SPLIT_BEFORE_RAKE)
"""The rake's causes, in canonical English (part of :data:`dealerdesk.trainer.mistakes.CAUSES`)."""

Slip = tuple[str, dict[str, Any]]
"""A named mistake and the answer it gives, in the stored form (the shape of :data:`mistakes.Slip`, which
imports this module and so cannot be imported here)."""


def taken_of(hand: Hand) -> tuple[RakeStructure, RakeTaken]:
    """The hand's rake structure and what the engine took (the hand must be complete and raked)."""
    structure, taken = hand.rake_structure, hand.rake_taken
    if structure is None or taken is None:
        raise ValueError("the hand is not a raked hand that is over")
    return structure, taken


def pays(question: Question) -> bool:
    """Whether the question asks what each winner receives (a dealt game's rake step before the award does not:
    its answer has no ``awards``)."""
    return "awards" in question.answer or not question.answer


def asks_drop(question: Question) -> bool:
    """Whether the question asks the jackpot drop (the posted structure has one)."""
    structure = question.hand.rake_structure
    return structure is not None and bool(structure.jackpot_drop)


def rake_on_uncalled(hand: Hand) -> int | None:
    """The rake figured on the pot with the uncalled chips left in (None when no chips went back)."""
    taken = _on_uncalled(hand)
    return None if taken is None else taken.rake


def _on_uncalled(hand: Hand) -> RakeTaken | None:
    """Rake and drop figured on the pot with the uncalled chips left in (None when no chips went back)."""
    structure, taken = taken_of(hand)
    returned = sum(hand.returned.values())
    if not returned:
        return None
    pots = [pot.amount for pot in hand.pots()[0]]
    pots[0] += returned
    return take_rake(structure, pots, hand.player_count, taken.flop_seen, hand.stakes.chip)


def _settled(hand: Hand, taken: int) -> dict[str, int]:
    """What each player receives when ``taken`` chips (rake and drop) come out of the pots as the room takes
    them (main pot first, or in proportion) and the rest is pushed as the engine pushes it."""
    structure, _taken = taken_of(hand)
    pots = hand.pots()[0]
    out = taken_from_pots(structure.side_pots, [pot.amount for pot in pots], taken, hand.stakes.chip)
    paid = [dataclasses.replace(pot, amount=pot.amount - chips) for pot, chips in zip(pots, out, strict=True)]
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board) if hand.shown else {}
    received: dict[str, int] = defaultdict(int)
    for award in settle_pots(paid, hand.mucked, strengths, hand.variant.game is Game.OMAHA_HILO,
                             chip=hand.stakes.chip):
        received[player_code(award.player)] += award.amount
    return {p: n for p, n in received.items() if n}


def split_first(hand: Hand) -> tuple[int, dict[str, int]]:
    """The rake and what each player receives when every pot is split (or pushed) first and each share is then
    raked on its own at the percentage, until the cap is reached (the drop from the first share of the main pot):
    the classic "split before raking", whose halves and odd chip come out of the pot before the rake, and whose
    shares, each rounded down, may add up to less rake than the whole pot's."""
    structure, taken = taken_of(hand)
    strengths = showdown_strengths(hand.variant.game, hand.shown, hand.board) if hand.shown else {}
    awards = settle_pots(hand.pots()[0], hand.mucked, strengths, hand.variant.game is Game.OMAHA_HILO,
                         chip=hand.stakes.chip)
    received: dict[str, int] = defaultdict(int)
    drop = taken.jackpot_drop
    cap = taken.rake  # what the house may take in all (the percentage of the whole pot, or the cap)
    rake = 0
    for award in sorted(awards, key=lambda a: a.pot):
        share = award.amount
        raked = min(percentage_of(structure, award.amount, hand.stakes.chip), cap)
        share, cap, rake = share - raked, cap - raked, rake + raked
        if drop and award.pot == 0:
            share, drop = share - drop, 0
        received[player_code(award.player)] += share
    return rake, {p: n for p, n in received.items() if n}


def _answer(question: Question, rake: int, drop: int, received: Mapping[str, int]) -> dict[str, Any]:
    """A rake answer in the stored form, with the parts the question asks."""
    answer: dict[str, Any] = dict(rake=rake)  # (a literal key "rake" reads as naming the kind)
    if asks_drop(question):
        answer["jackpot_drop"] = drop
    if pays(question):
        answer["awards"] = [{"pot": 0, "half": "whole", "player": p, "amount": n}
                            for p, n in sorted(received.items()) if n]
    return answer


def _key(question: Question, rake: int | None, drop: int | None, received: Mapping[str, int]
         ) -> tuple[int | None, int | None, tuple[tuple[str, int], ...]]:
    """An answer as compared: the rake, the drop (a blank drop is none) when asked, and each player's chips
    (a player given none is left out) when asked."""
    return (rake, (drop or 0) if asks_drop(question) else None,
            tuple(sorted((p, n) for p, n in received.items() if n)) if pays(question) else ())


def _stored_key(question: Question, answer: Mapping[str, Any]
                ) -> tuple[int | None, int | None, tuple[tuple[str, int], ...]]:
    received: dict[str, int] = defaultdict(int)
    for award in answer.get("awards") or ():
        received[str(award["player"])] += int(award["amount"])
    return _key(question, answer.get("rake"), answer.get("jackpot_drop"), received)


def rake_slips(question: Question) -> list[Slip]:
    """The rake's slips, each the whole answer it gives (the rake, the drop when asked, each player's chips when
    asked), the chips taken and the pot pushed as the engine does it:

    * no flop, no drop forgotten: the rake, the drop, or both taken as if a flop had been seen;
    * the rake (and the drop, from the same pile) figured on the pot with the uncalled bet still in it (named
      only when the rake comes out different);
    * more raked than the cap: the percentage taken uncapped, or — where a short-handed cap applies — held to the
      full table's cap;
    * the pot split before it is raked (:func:`split_first`).

    Where two give the same answer the first is named; a slip that gives the right answer is left out."""
    hand = question.hand
    structure, taken = taken_of(hand)
    pots = [pot.amount for pot in hand.pots()[0]]
    chip = hand.stakes.chip

    def taking(rake: int, drop: int) -> dict[str, Any]:
        return _answer(question, rake, drop, _settled(hand, rake + drop))

    def rake_with(changed: RakeStructure, flop_seen: bool = taken.flop_seen) -> RakeTaken:
        return take_rake(changed, pots, hand.player_count, flop_seen, chip)

    found: list[Slip] = []
    if not taken.flop_seen:
        flop = rake_with(structure, flop_seen=True)
        found += [(DROP_NO_FLOP, taking(rake, drop)) for rake, drop in
                  ((flop.rake, flop.jackpot_drop), (flop.rake, taken.jackpot_drop), (taken.rake, flop.jackpot_drop))]
    uncalled = _on_uncalled(hand)
    if uncalled is not None and uncalled.rake != taken.rake:
        found.append((RAKE_ON_UNCALLED, taking(uncalled.rake, uncalled.jackpot_drop)))
    if taken.capped:
        uncapped = rake_with(dataclasses.replace(structure, cap=None, short_caps=()))
        found.append((OVER_CAP, taking(uncapped.rake, uncapped.jackpot_drop)))
        if structure.cap is not None and taken.cap != structure.cap:
            full_table = rake_with(dataclasses.replace(structure, short_caps=()))
            found.append((OVER_CAP, taking(full_table.rake, full_table.jackpot_drop)))
    first_rake, first_received = split_first(hand)
    found.append((SPLIT_BEFORE_RAKE, _answer(question, first_rake, taken.jackpot_drop, first_received)))
    seen = [_key(question, taken.rake, taken.jackpot_drop, received_of(hand))]
    kept: list[Slip] = []
    for cause, answer in found:
        key = _stored_key(question, answer)
        if key not in seen:
            seen.append(key)
            kept.append((cause, answer))
    return kept


def rake_mistake(question: Question, rake: int | None, drop: int | None, received: Mapping[str, int]
                 ) -> str | None:
    """The slip of :func:`rake_slips` whose whole answer was given (None: none)."""
    mine = _key(question, rake, drop, received)
    return next((cause for cause, answer in rake_slips(question) if _stored_key(question, answer) == mine), None)


def received_of(hand: Hand) -> dict[str, int]:
    """What each player receives from the pots, after the rake (players who receive nothing left out)."""
    received: dict[str, int] = defaultdict(int)
    for award in hand.awards:
        received[player_code(award.player)] += award.amount
    return {p: n for p, n in received.items() if n}
