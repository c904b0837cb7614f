"""Same hand state and same generator state give the same decision; deciding never changes the hand."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from dealerdesk.bots import STYLES, Bot, apply
from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core.players import act
from tests.bots.session import play_session
from tests.bots.situations import WILD, random_hand


def _state(hand: object) -> bytes:
    """Everything a decision could change (the hand, its betting round and its deck), to compare."""
    return pickle.dumps(hand)


@pytest.mark.parametrize("code", Variant.codes())
def test_same_state_same_decision(code: str) -> None:
    rng = random.Random(f"determinism {code}")
    checked = 0
    for _ in range(15):
        hand = random_hand(code, rng)
        for _ in range(rng.randint(0, 8)):
            if hand.actor is None:
                break
            act(hand, rng, WILD)
        if hand.actor is None:
            continue
        for style in STYLES.values():
            bot = Bot(style, samples=300)
            seed = rng.getrandbits(32)
            before = _state(hand)
            first = bot.decide(hand, hand.actor, random.Random(seed))
            assert _state(hand) == before, "deciding changed the hand"
            again = bot.decide(hand, hand.actor, random.Random(seed))
            on_a_copy = bot.decide(copy.deepcopy(hand), hand.actor, random.Random(seed))
            assert first == again == on_a_copy
            checked += 1
    assert checked >= 40


def test_generator_state_not_just_seed_matters() -> None:
    """The decision depends on the generator's state: a generator advanced in between may decide otherwise,
    but two generators in the same state always agree."""
    hand = random_hand("NO/8", random.Random(11))
    assert hand.actor is not None
    one, two = random.Random(5), random.Random(5)
    one.random()
    two.random()
    bot = Bot.named("loose-aggressive")
    assert bot.decide(hand, hand.actor, one) == bot.decide(hand, hand.actor, two)
    assert one.getstate() == two.getstate()


def test_whole_sessions_repeat() -> None:
    """Two sessions from the same seed play the same hands the same way."""
    styles = {seat: style for seat, style in enumerate(STYLES.values(), start=1)}

    def logs(seed: int) -> list[str]:
        seen: list[str] = []
        play_session(styles, hands=25, variant="PO", seed=seed,
                     watch=lambda hand, situation, decision: seen.append(repr(decision)))
        return seen

    first = logs(9)
    assert first == logs(9)
    assert first != logs(10)


def test_apply_needs_an_amount_to_raise() -> None:
    hand = random_hand("NT", random.Random(2))
    decision = Bot.named("tight-aggressive").decide(hand, hand.actor or 0, random.Random(0))
    broken = type(decision)("bet_or_raise", None, "no amount")
    with pytest.raises(ValueError, match="needs an amount"):
        apply(hand, broken)


def test_bots_do_not_peek_at_other_hands() -> None:
    """The decision depends on the bot's own cards and the board only: dealing the opponents other cards
    changes nothing."""
    def hand_with(opponents: list[str]) -> Hand:
        stakes = Stakes(blinds=(1, 2, 0, 0), antes=(0,) * 4, min_bet=2)
        hand = Hand(Variant.from_code("NO/8"), stakes, [300, 300, 300, 300])
        for player, hole in enumerate([*opponents[:2], "As2d3hKc", *opponents[2:]]):
            hand.deal_hole(player, parse_cards(hole))
        return hand

    one = hand_with(["KsKdQcJd", "7c7d8h9s", "AhAd4s5s"])
    other = hand_with(["TcTd9c2s", "QhQsJs6d", "3c4c5c6c"])
    for style in STYLES.values():
        assert Bot(style).decide(one, 2, random.Random(8)) == Bot(style).decide(other, 2, random.Random(8))
