"""After the flop the bots play against the ranges the betting leaves: value is bet, weak hands fold to big bets,
bluffs come from the styles that make them, and a multi-way pot needs a stronger hand. Each spot is decided with
many seeds (deterministic); shares over whole sessions are measured by tests/benchmarks/bench_bot_strength.py."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dealerdesk.bots import STYLES, Bot
from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand

SEEDS = range(40)


def heads_up(hero: str, villain: str, *, stacks: int = 200) -> Hand:
    """Heads-up no limit, 1/2: position 0 is the big blind (the villain), position 1 the button (the hero)."""
    hand = Hand(Variant.from_code("NT"), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2), [stacks, stacks])
    hand.deal_hole(0, parse_cards(villain))
    hand.deal_hole(1, parse_cards(hero))
    return hand


def actions(hand: Hand, player: int, style: str) -> Counter[str]:
    bot = Bot.named(style)
    return Counter(bot.decide(hand, player, random.Random(seed)).action for seed in SEEDS)


def checked_to_the_river(hero: str, villain: str, board: str) -> Hand:
    """The button raised, the big blind called, and it was checked to the button on every street."""
    hand = heads_up(hero, villain)
    hand.bet_or_raise_to(6)
    hand.check_or_call()
    cards = parse_cards(board)
    for street_cards in (cards[:3], cards[3:4], cards[4:5]):
        hand.deal_board(street_cards)
        hand.check_or_call()
        if len(hand.board) < 5:
            hand.check_or_call()
    return hand


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("hero", ["AhKh", "7s7c"])
def test_value_is_never_checked_behind_on_the_river(style: str, hero: str) -> None:
    """Last to act on the river with the nut flush or a set, checked to: every style bets, every time."""
    hand = checked_to_the_river(hero, "QdJc", "Qh7h2h9c3s")
    assert hand.actor == 1 and hand.street == 3
    assert actions(hand, 1, style)["bet_or_raise"] == len(SEEDS)


@pytest.mark.parametrize("style", ["tight-passive", "tight-aggressive", "loose-aggressive"])
def test_bottom_pair_folds_to_a_pot_sized_river_bet_after_two_barrels(style: str) -> None:
    hand = heads_up("Jc2c", "AsKd")
    hand.check_or_call()  # the button limps
    hand.check_or_call()  # the big blind checks
    hand.deal_board(parse_cards("Ks8d2h"))
    hand.bet_or_raise_to(4)
    hand.check_or_call()
    hand.deal_board(parse_cards("5c"))
    hand.bet_or_raise_to(10)
    hand.check_or_call()
    hand.deal_board(parse_cards("9s"))
    hand.bet_or_raise_to(24)  # a pot-sized bet
    assert hand.actor == 1
    assert actions(hand, 1, style)["fold"] >= 0.8 * len(SEEDS)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_no_pair_never_calls_a_deep_all_in(style: str) -> None:
    """Ace high, no draw, facing a 60-big-blind river all-in: every style folds."""
    hand = heads_up("AcTd", "KsQs", stacks=260)
    hand.bet_or_raise_to(6)
    hand.check_or_call()
    hand.deal_board(parse_cards("8h5s2d"))
    hand.check_or_call()
    hand.check_or_call()
    hand.deal_board(parse_cards("3c"))
    hand.check_or_call()
    hand.check_or_call()
    hand.deal_board(parse_cards("Jh"))
    hand.bet_or_raise_to(254)
    assert hand.actor == 1 and hand.to_call == 254
    assert actions(hand, 1, style)["fold"] == len(SEEDS)


def continuation_spot(hero: str) -> Hand:
    """The button raised, the big blind called and checks a dry flop to it."""
    hand = heads_up(hero, "9h8h")
    hand.bet_or_raise_to(6)
    hand.check_or_call()
    hand.deal_board(parse_cards("Kd7c2s"))
    hand.check_or_call()
    return hand


def test_bluffs_come_from_the_styles_that_bluff() -> None:
    """Queen-jack high on K-7-2, checked to the raiser: the aggressive styles continuation-bet it sometimes (and
    check it other times); the passive ones hardly ever."""
    hand = continuation_spot("QcJs")
    tag, lag = actions(hand, 1, "tight-aggressive"), actions(hand, 1, "loose-aggressive")
    assert 0.2 * len(SEEDS) <= tag["bet_or_raise"] < len(SEEDS)
    assert lag["bet_or_raise"] >= tag["bet_or_raise"]
    for passive in ("tight-passive", "calling-station"):
        assert actions(hand, 1, passive)["bet_or_raise"] <= 0.15 * len(SEEDS)


def test_air_folds_to_a_continuation_bet() -> None:
    """Facing the continuation bet with nothing, the regular styles fold; a pair goes on."""
    for hero, expected in (("6h3h", "fold"), ("7h6h", "check_or_call")):
        hand = heads_up("AsQd", hero)
        hand.bet_or_raise_to(6)  # the button (position 1) raises
        hand.check_or_call()
        hand.deal_board(parse_cards("Kd7c2s"))
        hand.check_or_call()
        hand.bet_or_raise_to(8)
        assert hand.actor == 0
        for style in ("tight-passive", "tight-aggressive", "loose-aggressive"):
            assert actions(hand, 0, style).most_common(1)[0][0] == expected, (hero, style)


def test_a_multiway_pot_needs_a_stronger_hand_to_bet() -> None:
    """Top pair with a weak kicker is bet more often heads-up than into three opponents."""
    heads = continuation_spot("Kh4h")
    four = Hand(Variant.from_code("NT"), Stakes(blinds=(1, 2, 0, 0), antes=(0,) * 4, min_bet=2), [200] * 4)
    for player, hole in enumerate(("9h8h", "QsJs", "Tc9c", "Kh4h")):
        four.deal_hole(player, parse_cards(hole))
    for _ in range(4):
        four.check_or_call()  # everyone limps, the big blind checks
    four.deal_board(parse_cards("Kd7c2s"))
    for _ in range(3):
        four.check_or_call()
    assert four.actor == 3
    tag = Bot.named("tight-aggressive")
    alone = sum(tag.decide(heads, 1, random.Random(seed)).action == "bet_or_raise" for seed in SEEDS)
    crowded = sum(tag.decide(four, 3, random.Random(seed)).action == "bet_or_raise" for seed in SEEDS)
    assert crowded < alone
