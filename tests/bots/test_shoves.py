"""No absurd shoves: in long deep-stacked no-limit and pot-limit sessions, every bet or raise that puts a
player's effective stack in comes from a short stack, a committed pot or a near-lock."""

from __future__ import annotations

import pytest

from dealerdesk.bots import STYLES, Decision
from dealerdesk.bots.situation import Situation
from dealerdesk.bots.sizing import COMMITTED_SPR, LOCK_EQUITY, SHOVE_DEPTH
from dealerdesk.rules.hand import Hand
from tests.bots.session import play_session
from tests.bots.test_styles import SEATS


@pytest.mark.parametrize(("code", "buy_in"), [("NT", 200), ("NT", 600), ("PO", 400), ("NO/8", 300), ("PT", 200)])
def test_all_ins_are_short_committed_or_near_locks(code: str, buy_in: int) -> None:
    shoves: list[tuple[Situation, Decision]] = []
    deep_weak: list[tuple[float, float]] = []
    raises = 0

    def watch(hand: Hand, situation: Situation, decision: Decision) -> None:
        nonlocal raises
        if decision.action != "bet_or_raise":
            return
        raises += 1
        assert decision.amount is not None
        if decision.amount >= min(situation.own_bet + situation.stack, situation.cover):
            shoves.append((situation, decision))
            equity = decision.equity if decision.equity is not None else 0.0
            if situation.depth > SHOVE_DEPTH and equity <= LOCK_EQUITY:
                deep_weak.append((situation.stack_to_pot, equity))

    play_session({seat: STYLES[name] for seat, name in enumerate(SEATS, start=1)}, hands=150, variant=code,
                 seed=buy_in, buy_in=buy_in, watch=watch)
    assert raises > 100
    # The stack-to-pot ratio of every deep all-in without a near-lock: the pot was already committed.
    assert all(spr < COMMITTED_SPR for spr, _ in deep_weak), deep_weak
    # And all-ins stay a small part of the betting at these depths.
    assert len(shoves) < 0.15 * raises, (len(shoves), raises)
