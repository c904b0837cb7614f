"""Reading the betting: each player's line, the ranges it leaves, and the share of the pot against them."""

from __future__ import annotations

import random

import numpy as np
import pytest

from dealerdesk.bots.line import read_lines
from dealerdesk.bots.ranges import KIND_PERCENTILE, board_strength, holdings_pool, move_likelihood, preflop_strength
from dealerdesk.bots.reads import read_hand
from dealerdesk.bots.starting_hands import kind_of, kinds_of
from dealerdesk.bots.strength import estimate_equity
from dealerdesk.evaluation import parse_cards
from dealerdesk.evaluation.games import Game
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand


def six_handed(holes: list[str], code: str = "NT") -> Hand:
    """A six-handed hand, 1/2 blinds, 100 big blinds each, the given hole cards (position 0 = small blind)."""
    hand = Hand(Variant.from_code(code), Stakes(blinds=(1, 2, 0, 0, 0, 0), antes=(0,) * 6, min_bet=2), [200] * 6)
    for player, hole in enumerate(holes):
        hand.deal_hole(player, parse_cards(hole))
    return hand


HOLES = ["KhQh", "9h9d", "AsJd", "8c8s", "3c2d", "TdTc"]


def raised_and_called(flop: str = "Ts7h2c") -> Hand:
    """Under the gun (position 2) opens, everyone folds to the big blind (position 1), who calls; the flop."""
    hand = six_handed(HOLES)
    hand.bet_or_raise_to(6)
    for _ in range(4):
        hand.fold()
    hand.check_or_call()
    hand.deal_board(parse_cards(flop))
    return hand


def test_lines_say_who_did_what_and_at_what_price() -> None:
    hand = raised_and_called()
    hand.check_or_call()          # the big blind checks
    hand.bet_or_raise_to(8)       # a continuation bet of 8 into 13
    hand.bet_or_raise_to(30)      # check-raise
    moves = read_lines(hand)
    voluntary = [(m.player, m.street, m.kind) for m in moves]
    assert voluntary == [(2, 0, "raise"), (1, 0, "call"), (1, 1, "check"), (2, 1, "bet"), (1, 1, "raise")]
    opener, caller, check, cbet, check_raise = moves
    assert opener.behind == 5 and opener.raises == 0
    assert caller.size == pytest.approx(4 / (9 + 4)) and caller.facing == 6
    assert cbet.aggressor and not check.aggressor
    assert cbet.size == pytest.approx(8 / 13)
    assert check_raise.raises == 1 and check_raise.size == pytest.approx((30 - 8) / (21 + 8))


def test_an_early_raise_weighs_strong_starting_hands() -> None:
    """Under the gun a raise is far likelier with aces than with seven-deuce; a limp the other way round for the
    very best hands, which raise."""
    hand = raised_and_called()
    opener = read_lines(hand)[0]
    pool = holdings_pool(Game.HOLDEM, [], np.random.default_rng(1))
    weights = move_likelihood(opener, preflop_strength(Game.HOLDEM, pool), kinds_of(pool))
    kinds = kinds_of(pool)
    aces, rags = kind_of(*parse_cards("AsAh")), kind_of(*parse_cards("7c2d"))
    assert weights[kinds == aces].min() > 50 * weights[kinds == rags].max()
    # The top 15 % of hands carry most of the weight (the step is smooth, and a few raises are bluffs).
    top = KIND_PERCENTILE[kinds] >= 0.85
    assert weights[top].sum() > 0.7 * weights.sum()


def test_board_strength_sees_made_hands_and_draws() -> None:
    board = parse_cards("Ts9s2c")
    holdings = np.array([parse_cards(text) for text in ("TdTc", "As3s", "KhQd", "8h7d", "4c3d")], dtype=np.uint8)
    pool = np.vstack([holdings, holdings_pool(Game.HOLDEM, board, np.random.default_rng(2))])
    pool = pool[~(pool[:, None, :] == np.asarray(board)[None, :, None]).any(axis=(1, 2))]
    strength = board_strength(Game.HOLDEM, pool, board)
    sets, flush_draw, overcards, straight_draw, air = (float(strength.playing[i]) for i in range(5))
    assert sets > 0.99
    assert flush_draw > 0.65 and straight_draw > 0.55  # draws play like good made hands
    assert strength.made[1] < 0.6  # though the flush draw has made nothing yet
    assert air < overcards < straight_draw


def test_betting_narrows_the_range_and_lowers_the_equity() -> None:
    """The big blind's nines on T-7-2 against an under-the-gun raise: worse off than against a random hand, and
    worse again after a continuation bet and a big turn bet."""
    hand = raised_and_called()
    hole = parse_cards("9h9d")
    random_equity = estimate_equity("holdem", hole, hand.board, opponents=1, rng=random.Random(1), samples=4000)
    flop = read_hand(hand, 1, random.Random(2), samples=3000).equity
    hand.check_or_call()
    hand.bet_or_raise_to(8)
    after_bet = read_hand(hand, 1, random.Random(3), samples=3000).equity
    hand.check_or_call()
    hand.deal_board(parse_cards("4d"))
    hand.check_or_call()
    hand.bet_or_raise_to(28)
    after_barrel = read_hand(hand, 1, random.Random(4), samples=3000).equity
    assert after_barrel < after_bet < flop < random_equity - 0.1


def test_a_check_from_the_raiser_lifts_the_equity() -> None:
    """The raiser checking behind on the flop caps the range: the big blind's hand does better than against a
    continuation bet."""
    checked = raised_and_called()
    checked.check_or_call()
    checked.check_or_call()
    checked.deal_board(parse_cards("4d"))
    bet = raised_and_called()
    bet.check_or_call()
    bet.bet_or_raise_to(8)
    bet.check_or_call()
    bet.deal_board(parse_cards("4d"))
    after_check = read_hand(checked, 1, random.Random(5), samples=3000).equity
    after_bet = read_hand(bet, 1, random.Random(5), samples=3000).equity
    assert after_check > after_bet + 0.05


@pytest.mark.parametrize("code", ["PO", "PO/8"])
def test_omaha_reads_work_the_same_way(code: str) -> None:
    holes = ["KhQhJc9d", "7c8d6h5h", "AsJdAcJh", "9s8s4d6d", "3c2d4h5s", "TdTcQsKs"]
    hand = six_handed(holes, code)
    hand.bet_or_raise_to(7)
    for _ in range(4):
        hand.fold()
    hand.check_or_call()
    hand.deal_board(parse_cards("Ts7h2c"))
    hand.check_or_call()
    before = read_hand(hand, 2, random.Random(6), samples=2000).equity
    hand.bet_or_raise_to(10)
    hand.bet_or_raise_to(40)  # the big blind check-raises
    after = read_hand(hand, 2, random.Random(6), samples=2000).equity
    assert 0.0 < after < before < 1.0


def test_reads_are_repeatable() -> None:
    hand = raised_and_called()
    hand.check_or_call()
    hand.bet_or_raise_to(8)
    one, two = read_hand(hand, 1, random.Random(9), samples=500), read_hand(hand, 1, random.Random(9), samples=500)
    assert one.equity == two.equity
    assert one.bet_value(21, 40, call=40, price=0.4, raises=2) == two.bet_value(21, 40, call=40, price=0.4, raises=2)
