"""Short stacks push or fold, and call a push, by the chart (worked out by tools/push_fold_chart.py); the chart
agrees with the published push-or-fold equilibria, and the bots use it."""

from __future__ import annotations

import itertools
import random

import pytest

from dealerdesk.bots import STYLES, Bot
from dealerdesk.bots.push_fold import calls, pushes
from dealerdesk.bots.push_fold_chart import CALL_BIG_BLIND, HEADS_UP_EQUITY, PUSH
from dealerdesk.bots.starting_hands import COMBO_COUNT, KINDS, kind_of
from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand


def share(row: tuple[int, ...], depth: float) -> float:
    """The share of all holdings a chart row plays at ``depth`` big blinds."""
    return sum(int(COMBO_COUNT[kind]) for kind in range(KINDS) if row[kind] >= 2 * depth) / 1326


def test_heads_up_chart_matches_the_equilibrium() -> None:
    """At 10 big blinds heads-up the small blind pushes about 58 % of hands and the big blind calls about 37 %
    (the published Nash push-or-fold figures); both narrow as the stacks grow."""
    assert 0.54 <= share(PUSH[0], 10) <= 0.62
    assert 0.32 <= share(CALL_BIG_BLIND[0], 10) <= 0.41
    assert share(PUSH[0], 5) > share(PUSH[0], 10) > share(PUSH[0], 15)
    assert share(CALL_BIG_BLIND[0], 5) > share(CALL_BIG_BLIND[0], 10) > share(CALL_BIG_BLIND[0], 15)


def test_more_players_behind_means_a_tighter_push() -> None:
    shares = [share(PUSH[behind - 1], 10) for behind in range(1, 10)]
    assert all(a >= b for a, b in itertools.pairwise(shares))
    assert shares[0] > 2 * shares[4]


def test_equities_rank_hands_as_players_do() -> None:
    equity = dict(zip(range(KINDS), HEADS_UP_EQUITY, strict=True))
    assert equity[kind_of(*parse_cards("AsAh"))] == pytest.approx(0.852, abs=0.01)
    assert equity[kind_of(*parse_cards("7c2d"))] == pytest.approx(0.346, abs=0.01)
    assert equity[kind_of(*parse_cards("AsKs"))] > equity[kind_of(*parse_cards("AsKd"))]


@pytest.mark.parametrize(
    ("cards", "behind", "depth", "expected"),
    [("Kd7c", 1, 10, True), ("Kd7c", 5, 10, False), ("7c2d", 1, 10, False), ("4c4d", 5, 10, True),
     ("2c2d", 5, 10, False), ("AsKd", 8, 15, True), ("Td9d", 2, 14, True), ("Td9d", 5, 14, False)],
)
def test_push_chart(cards: str, behind: int, depth: float, expected: bool) -> None:
    assert pushes(kind_of(*parse_cards(cards)), behind=behind, depth=depth) is expected


def heads_up(button: str, big_blind: str, stack: int = 20) -> Hand:
    """Heads-up, 1/2, ``stack`` chips each (10 big blinds by default): position 1 is the button."""
    hand = Hand(Variant.from_code("NT"), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2), [stack, stack])
    hand.deal_hole(0, parse_cards(big_blind))
    hand.deal_hole(1, parse_cards(button))
    return hand


@pytest.mark.parametrize("style", ["tight-aggressive", "loose-aggressive"])
def test_the_small_blind_pushes_or_folds_at_ten_big_blinds(style: str) -> None:
    bot = Bot.named(style)
    for cards, expected in (("Kd7c", "bet_or_raise"), ("AsAh", "bet_or_raise"), ("7c2d", "fold")):
        hand = heads_up(cards, "QhJh")
        decision = bot.decide(hand, 1, random.Random(1))
        assert decision.action == expected, (cards, decision.reason)
        if expected == "bet_or_raise":
            assert decision.amount == 20  # all-in
            assert "push or fold" in decision.reason


@pytest.mark.parametrize("style", sorted(STYLES))
def test_the_big_blind_calls_a_push_with_the_chart_s_range(style: str) -> None:
    """Ace-eight and pocket fives call a 10-big-blind push; nine-four folds. The calling station calls wider."""
    for cards, expected in (("Ah8c", "check_or_call"), ("5h5d", "check_or_call"), ("9h4c", "fold")):
        hand = heads_up("KdQs", cards)
        hand.bet_or_raise_to(20)
        decision = Bot.named(style).decide(hand, 0, random.Random(2))
        assert decision.action == expected, (style, cards, decision.reason)
    assert calls(kind_of(*parse_cards("Kh6d")), caller="big_blind", pusher_behind=1, depth=10 * 0.6)


def test_deep_stacks_do_not_use_the_chart() -> None:
    hand = heads_up("Kd7c", "QhJh", stack=200)
    decision = Bot.named("tight-aggressive").decide(hand, 1, random.Random(1))
    assert decision.action == "bet_or_raise" and decision.amount is not None and decision.amount < 20
