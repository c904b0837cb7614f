"""The side pots' named mistakes: the whole answer as the mistaken dealer builds it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealerdesk.i18n import N_
from dealerdesk.rules.action import put_in_on
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code as _pid
from dealerdesk.rules.pots import Pot, build_pots
from dealerdesk.trainer.core.mistakes import BETS_LEFT_OUT, Slip
from dealerdesk.trainer.core.question import Question

FOLDED_LEFT_OUT = N_("a folded player's chips left out", "Mistakes")
UNCALLED_KEPT = N_("the uncalled bet left in the pot", "Mistakes")
DEAD_LEFT_OUT = N_("the antes or dead blinds left out", "Mistakes")
ONE_POT = N_("all the chips put in one pot", "Mistakes")
CAUSES = (FOLDED_LEFT_OUT, UNCALLED_KEPT, DEAD_LEFT_OUT, ONE_POT, BETS_LEFT_OUT)
"""The mistakes this kind names (canonical English: a verdict's ``cause``, kept by the progress database)."""


def _amounts(pots: list[Pot]) -> list[int]:
    return [p.amount for p in pots]


def street_bets(hand: Hand, returned: int | None = None) -> int:
    """The chips the players put in on the street being played (the blinds too before the flop), less the chips
    returned (``returned``, when the caller has the hand's pots already): what a dealer gathers into the pot at the
    street's end."""
    return put_in_on(hand) - (sum(hand.pots()[1].values()) if returned is None else returned)


def _pots_answer(pots: list[Pot], returned: Mapping[int, int]) -> dict[str, Any]:
    """Pots and returned chips (the engine's, by player index) in the stored answer's form."""
    return {"pots": [{"amount": p.amount, "eligible": sorted(_pid(i) for i in p.eligible)} for p in pots],
            "returned": {_pid(i): n for i, n in sorted(returned.items()) if n}}


def _pots_key(answer: Mapping[str, Any]) -> tuple[list[tuple[Any, list[str]]], dict[str, int]]:
    """Side pots as compared: the pots by content, not by the row they were typed in, and the chips returned
    (none left out is none returned)."""
    pots = sorted(((pot.get("amount"), sorted(pot.get("eligible") or [])) for pot in answer.get("pots") or []),
                  key=repr)
    return pots, {player: n for player, n in (answer.get("returned") or {}).items() if n}


def side_pot_slips(question: Question) -> list[Slip]:
    """The side pots' slips, each the whole answer (every pot's amount and seats, the chips returned) as the
    mistaken dealer builds it: a folded player's chips or the dead money left out (the pots built without
    them), every chip in one pot (the main pot's seats), the uncalled bet kept (in the last pot, or as a pot of
    its own for its bettor, nothing returned), this street's bets left out (one pot as it stood before them)."""
    hand = question.hand
    pots, returned = hand.pots()
    right = _pots_answer(pots, returned)
    main = right["pots"][0]["eligible"]
    total = sum(_amounts(pots))
    live = hand.remaining
    stakes = list(hand.committed)
    no_folded = [0 if hand.folded[p] else c for p, c in enumerate(stakes)]
    slips: list[Slip] = [
        (FOLDED_LEFT_OUT, _pots_answer(*build_pots(no_folded, live, hand.dead_money))),
        (DEAD_LEFT_OUT, _pots_answer(*build_pots(stakes, live, 0))),
        (ONE_POT, {"pots": [{"amount": total, "eligible": main}], "returned": right["returned"]}),
    ]
    uncalled = sum(returned.values())
    if uncalled:
        kept = [dict(pot) for pot in right["pots"]]
        kept[-1]["amount"] += uncalled
        slips.append((UNCALLED_KEPT, {"pots": kept, "returned": {}}))
        alone = {"amount": uncalled, "eligible": sorted(right["returned"])}
        slips.append((UNCALLED_KEPT, {"pots": [*right["pots"], alone], "returned": {}}))
    before = total - street_bets(hand, uncalled)
    if 0 < before < total:
        slips.append((BETS_LEFT_OUT, {"pots": [{"amount": before, "eligible": main}], "returned": right["returned"]}))
    kept_slips: list[Slip] = []
    seen = [_pots_key(right)]
    for cause, answer in slips:
        if _pots_key(answer) not in seen:
            seen.append(_pots_key(answer))
            kept_slips.append((cause, answer))
    return kept_slips


def side_pots_mistake(question: Question, given: Mapping[str, Any]) -> str | None:
    """Side pots (the answer in its stored form): the slip of :func:`side_pot_slips` whose pots and returned
    chips were given (None: none)."""
    mine = _pots_key(given)
    return next((cause for cause, answer in side_pot_slips(question) if _pots_key(answer) == mine), None)
