"""Bet sizes per structure, and the rule against absurd all-ins, on hand-made situations."""

from __future__ import annotations

import dataclasses
import random

import pytest

from dealerdesk.bots import STYLES, Bot
from dealerdesk.bots.situation import Situation
from dealerdesk.bots.sizing import bet_fraction, choose_raise_to, may_shove, people_amount, wetness
from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand

TAG = STYLES["tight-aggressive"]

UNOPENED = Situation(
    player=0, street=0, structure=Structure.NO, big_blind=2, chip_unit=1, to_call=2, pot=3, current_bet=2,
    own_bet=0, stack=200, opponents=5, behind=3, raises=0, limpers=0, opened_street=False, cover=200,
    min_raise_to=4, max_raise_to=200,
)
"""Six-handed no limit, 1/2 blinds, 100 big blinds each, first to act."""


def sizes(situation: Situation, equity: float = 0.5, runs: int = 200) -> list[int | None]:
    rng = random.Random(1)
    return [choose_raise_to(situation, TAG, rng, equity) for _ in range(runs)]


def test_no_limit_open_is_two_and_a_half_to_three_and_a_half_big_blinds() -> None:
    amounts = sizes(UNOPENED)
    assert all(a is not None and 5 <= a <= 7 for a in amounts)
    assert len(set(amounts)) > 1  # the size varies a little, as people's do
    with_limper = sizes(dataclasses.replace(UNOPENED, limpers=1, pot=5))
    assert all(a is not None and 7 <= a <= 9 for a in with_limper)  # one more big blind per limper


def test_no_limit_bets_are_the_style_s_share_of_the_pot_in_round_amounts() -> None:
    """Without a chosen size a bet is the style's share of the pot (a third to three quarters for the
    tight-aggressive style), and every amount is a round one: above 25 big blinds, a multiple of five."""
    flop = dataclasses.replace(UNOPENED, street=1, to_call=0, pot=400, current_bet=0, stack=2000, cover=2000,
                               min_raise_to=2, max_raise_to=2000)
    amounts = sizes(flop)
    for amount in amounts:
        assert amount is not None and 0.33 * 400 - 5 <= amount <= 0.75 * 400 + 5
        assert amount % 10 == 0
    assert len(set(amounts)) > 3


def test_amounts_are_what_people_bet() -> None:
    """No 41s, 67s or 141s: half big blinds for a small open, whole big blinds up to 25, then five big blinds;
    never below the table's smallest chip."""
    assert [people_amount(a, big_blind=2, chip=1) for a in (5, 7, 9, 41, 67, 141)] == [5, 7, 8, 40, 70, 140]
    assert [people_amount(a, big_blind=100, chip=25) for a in (250, 330, 4100, 6700)] == [250, 350, 4000, 6500]
    assert people_amount(3, big_blind=5, chip=5) == 5  # never less than one step, in the table's chips
    for amount in range(1, 2000, 7):
        rounded = people_amount(amount, big_blind=2, chip=1)
        assert rounded % 2 == 0 or rounded < 8
        assert abs(rounded - amount) <= (1 if amount < 50 else 5)


def test_bets_are_bigger_on_wet_boards_and_later_streets() -> None:
    """The same flop bet is smaller on a dry rainbow board than on a suited, connected one; a river bet with a
    very strong hand is bigger than a flop bet."""
    flop = dataclasses.replace(UNOPENED, street=1, to_call=0, pot=100, current_bet=0, stack=2000, cover=2000,
                               opponents=1, behind=0, min_raise_to=2, max_raise_to=2000)
    assert wetness(parse_cards("Kd7c2h")) < 0.3
    assert wetness(parse_cards("Jh9hTc")) > 0.7

    def mean_fraction(board: str, situation: Situation, strength: float) -> float:
        rng = random.Random(4)
        return sum(bet_fraction(situation, TAG, parse_cards(board), rng, strength=strength, bluff=False)
                   for _ in range(200)) / 200

    assert mean_fraction("Kd7c2h", flop, 0.6) + 0.15 < mean_fraction("Jh9hTc", flop, 0.6)
    river = dataclasses.replace(flop, street=3)
    assert mean_fraction("Kd7c2h4s9d", river, 0.9) > mean_fraction("Kd7c2h", flop, 0.9) + 0.15


def test_overbets_come_from_the_styles_that_make_them() -> None:
    """A near-lock on the turn: the loose-aggressive style sometimes bets more than the pot; the tight-passive
    style never does."""
    turn = dataclasses.replace(UNOPENED, street=2, to_call=0, pot=100, current_bet=0, stack=2000, cover=2000,
                               opponents=1, behind=0, min_raise_to=2, max_raise_to=2000)
    rng = random.Random(5)
    board = parse_cards("Kd7c2h4s")
    loose = [bet_fraction(turn, STYLES["loose-aggressive"], board, rng, strength=0.95, bluff=False)
             for _ in range(300)]
    tight = [bet_fraction(turn, STYLES["tight-passive"], board, rng, strength=0.95, bluff=False) for _ in range(300)]
    assert any(f > 1.0 for f in loose) and all(f <= 1.0 for f in tight)


def test_no_limit_raise_is_about_three_times_the_bet() -> None:
    facing = dataclasses.replace(UNOPENED, street=2, to_call=100, pot=300, current_bet=100, stack=2000,
                                 cover=2000, raises=1, min_raise_to=200, max_raise_to=2000)
    assert all(a is not None and 250 <= a <= 300 for a in sizes(facing))


def test_pot_limit_never_exceeds_the_pot() -> None:
    reraise = dataclasses.replace(UNOPENED, structure=Structure.POT, to_call=12, pot=17, current_bet=12,
                                  raises=1, min_raise_to=22, max_raise_to=41)
    assert all(a is not None and 22 <= a <= 41 for a in sizes(reraise))
    assert 41 in sizes(reraise)  # three times the raise is more than the pot: clipped to "pot"


def test_fixed_limit_uses_the_fixed_size() -> None:
    fixed = dataclasses.replace(UNOPENED, structure=Structure.FIXED, min_raise_to=4, max_raise_to=4)
    assert set(sizes(fixed)) == {4}


def test_never_raises_beyond_what_an_opponent_can_call() -> None:
    covered = dataclasses.replace(UNOPENED, street=1, to_call=0, pot=100, current_bet=0, stack=1000, cover=40,
                                  min_raise_to=2, max_raise_to=1000)
    assert all(a is not None and a <= 40 for a in sizes(covered, equity=0.9))


def test_deep_stacks_do_not_shove_without_a_lock() -> None:
    """55 big blinds behind, stack-to-pot 1.57, facing an overbet whose minimum raise is all-in: a good but
    not overwhelming hand does not move in; a near-lock may; a short stack may with anything."""
    overbet = dataclasses.replace(UNOPENED, street=2, to_call=60, pot=70, current_bet=60, stack=110, cover=400,
                                  raises=1, min_raise_to=110, max_raise_to=110)
    assert overbet.depth > 25 and overbet.stack_to_pot > 1.5
    assert not may_shove(overbet, 0.7)
    assert set(sizes(overbet, equity=0.7)) == {None}
    assert set(sizes(overbet, equity=0.9)) == {110}
    short = dataclasses.replace(overbet, stack=40, min_raise_to=40, max_raise_to=40)
    assert set(sizes(short, equity=0.3)) == {40}


def test_a_raise_that_would_commit_a_deep_stack_becomes_a_call() -> None:
    """Three times a large bet would leave crumbs of 165 big blinds: without a near-lock the player does not
    raise at all (a smaller raise would commit the chips just the same); with one it moves in. Deeper, the
    same raise leaves plenty behind and is made at its usual size."""
    facing = dataclasses.replace(UNOPENED, street=1, to_call=90, pot=150, current_bet=90, stack=330, cover=1000,
                                 raises=1, min_raise_to=180, max_raise_to=330)
    assert facing.stack_to_pot > 1.5 and facing.depth > 25
    assert set(sizes(facing, equity=0.6)) == {None}
    assert set(sizes(facing, equity=0.95)) == {330}
    deeper = dataclasses.replace(facing, stack=1000, max_raise_to=1000)
    assert set(sizes(deeper, equity=0.6)) <= set(range(225, 271))


def test_bluffs_never_move_in_deep() -> None:
    committed = dataclasses.replace(UNOPENED, street=3, to_call=0, pot=300, current_bet=0, stack=200,
                                    cover=1000, min_raise_to=2, max_raise_to=200)
    assert committed.stack_to_pot < 1.5 and committed.depth > 25
    rng = random.Random(3)
    for _ in range(100):
        amount = choose_raise_to(committed, TAG, rng, 0.1, bluff=True)
        assert amount is None or amount < 200


def _hand(code: str, holes: list[str], stacks: list[int]) -> Hand:
    count = len(stacks)
    blinds = (1, 2, *[0] * (count - 2)) if count > 2 else (2, 1)
    stakes = Stakes(blinds=blinds, antes=(0,) * count, small_bet=2, big_bet=4, min_bet=2)
    hand = Hand(Variant.from_code(code), stakes, stacks)
    for player, hole in enumerate(holes):
        hand.deal_hole(player, parse_cards(hole))
    return hand


@pytest.mark.parametrize("name", sorted(STYLES))
def test_never_folds_when_checking_is_free(name: str) -> None:
    """The big blind's option and a checked-to flop with the worst hand: every style checks or bets."""
    hand = _hand("NT", ["7c2d", "8h3s", "9d4c"], [200, 200, 200])
    hand.check_or_call()  # p3 (the button) limps
    hand.check_or_call()  # p1 (small blind) completes
    rng = random.Random(5)
    for _ in range(30):
        assert Bot.named(name).decide(hand, 1, rng).action != "fold"
    hand.check_or_call()
    hand.deal_board(parse_cards("AsKsQh"))
    for _ in range(30):
        assert Bot.named(name).decide(hand, 0, rng).action != "fold"


@pytest.mark.parametrize("name", sorted(STYLES))
def test_everyone_opens_aces_and_folds_seven_deuce_first_in(name: str) -> None:
    hand = _hand("NT", ["KdQc", "8h3s", "AsAh", "7c2d", "9d9c", "JhTh"], [200] * 6)
    rng = random.Random(6)
    aces = Bot.named(name).decide(hand, 2, rng)
    assert aces.action == "bet_or_raise" and aces.amount is not None and 5 <= aces.amount <= 7
    hand.fold()
    assert Bot.named(name).decide(hand, 3, rng).action == "fold"
