"""Every decision a bot makes is legal: thousands of random spots in all nine variants, each style."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.bots import STYLES, Bot, apply
from dealerdesk.rules.errors import NotYourTurnError
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand, Phase
from dealerdesk.trainer.core.players import act
from tests.bots.situations import WILD, assert_legal, random_hand

SAMPLES = 100
"""Monte Carlo deals per decision here: legality does not depend on the estimate's precision."""


@pytest.mark.parametrize("code", Variant.codes())
def test_every_decision_is_legal(code: str) -> None:
    """Mixed tables of bots and wild random players; the bots' moves are checked and made."""
    rng = random.Random(f"legal {code}")
    bots = [Bot(style, samples=SAMPLES) for style in STYLES.values()]
    decisions = 0
    actions: set[str] = set()
    while decisions < 1000:
        hand = random_hand(code, rng)
        seats = {p: rng.choice([*bots, None]) for p in range(hand.player_count)}
        while not hand.is_complete:
            actor = hand.actor
            assert actor is not None
            bot = seats[actor]
            if bot is None:
                act(hand, rng, WILD)
                continue
            decision = bot.decide(hand, actor, rng)
            assert_legal(hand, actor, decision)
            apply(hand, decision, actor)
            decisions += 1
            actions.add(decision.action)
    assert actions == {"fold", "check_or_call", "bet_or_raise"}


@settings(max_examples=150, deadline=None)
@given(
    code=st.sampled_from(Variant.codes()),
    seed=st.integers(0, 2**32 - 1),
    prefix=st.integers(0, 12),
)
def test_every_style_is_legal_in_any_spot(code: str, seed: int, prefix: int) -> None:
    """After a random number of random moves, each style's answer for the actor is legal."""
    rng = random.Random(seed)
    hand = random_hand(code, rng)
    for _ in range(prefix):
        if hand.actor is None:
            break
        act(hand, rng, WILD)
    if hand.actor is None:
        return
    for style in STYLES.values():
        decision = Bot(style, samples=SAMPLES).decide(hand, hand.actor, rng)
        assert_legal(hand, hand.actor, decision)


def test_only_the_actor_is_decided_for() -> None:
    hand = random_hand("NT", random.Random(3))
    actor = hand.actor
    assert actor is not None
    other = (actor + 1) % hand.player_count
    for player in (other, -1, hand.player_count):
        with pytest.raises(NotYourTurnError):
            Bot.named("tight-aggressive").decide(hand, player, random.Random(1))


@pytest.mark.parametrize("code", ["NT", "PO/8", "FO"])
def test_unseen_cards_still_give_legal_moves(code: str) -> None:
    """A hand entered from a history with unseen hole cards: the bot plays it as an average hand."""
    stakes = Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), small_bet=2, big_bet=4, min_bet=2)
    hand = Hand(Variant.from_code(code), stakes, [100, 100, 100])
    for player in range(3):
        hand.deal_hole(player, None)
    rng = random.Random(4)
    bot = Bot.named("loose-aggressive")
    while hand.actor is not None:
        decision = bot.decide(hand, hand.actor, rng)
        assert decision.equity is None
        assert_legal(hand, hand.actor, decision)
        apply(hand, decision)
        if hand.phase is Phase.DEAL_BOARD:
            hand.deal_board(rng.sample([c for c in range(52) if c not in hand.board], 3 if hand.street == 0 else 1))
