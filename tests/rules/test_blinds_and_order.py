"""RULES.md §1 (single-hand parts) and §2.1: who posts what, who acts when, when a round ends."""

from __future__ import annotations

import random

import pytest

from dealerdesk.rules.errors import NotYourTurnError
from dealerdesk.rules.game import Game, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand, Phase
from dealerdesk.rules.records import PostBlind
from tests.rules.scenario import make_hand, play, player_name


def test_small_blind_left_of_button_big_blind_next() -> None:
    """§1.1: p1 (left of the button) posts the SB, p2 the BB; both count as bets."""
    hand = make_hand("NT", [100] * 6)
    posts = [r for r in hand.log if isinstance(r, PostBlind)]
    assert [(r.player, r.amount) for r in posts] == [(0, 1), (1, 2)]
    assert hand.bets[:3] == [1, 2, 0]
    assert player_name(hand.actor) == "p3"  # UTG, left of the BB (§2.1)


def test_big_blind_has_the_option_after_limps() -> None:
    """§1.2: everyone calls; the BB may still raise on their first turn."""
    hand = play(make_hand("NT", [100] * 4), "p3 cc", "p4 cc", "p1 cc")
    assert player_name(hand.actor) == "p2"
    assert hand.to_call == 0
    assert hand.min_raise_to == 4
    play(hand, "p2 cc")
    assert hand.phase is Phase.DEAL_BOARD


def test_heads_up_example_1() -> None:
    """RULES.md Ex 1: NLHE 1/2 heads-up. Ann (button, p2) posts SB 1, Bob (p1) the BB 2; Ann acts first
    before the flop (call 1 more, or raise to at least 4); Bob has the option; Bob acts first after."""
    stakes = Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2)  # per position: p1 = BB, p2 = button/SB
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [200, 200], names=["Bob", "Ann"],
                rng=random.Random(3))
    assert [(r.player, r.amount) for r in hand.log if isinstance(r, PostBlind)] == [(0, 2), (1, 1)]
    assert hand.small_blind_player == 1 and hand.big_blind_player == 0
    assert hand.actor == 1 and hand.to_call == 1 and hand.min_raise_to == 4
    hand.check_or_call()
    assert hand.actor == 0 and hand.to_call == 0 and hand.min_raise_to == 4  # Bob's option
    hand.check_or_call()
    assert hand.actor == 0  # flop: the BB acts first heads-up


def test_heads_up_button_gets_the_last_card() -> None:
    """§1.3: dealing starts left of the button, so heads-up the BB gets the first card, the button the last."""
    rng = random.Random(11)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2),
                [50, 50], rng=random.Random(11))
    order = list(range(52))
    rng.shuffle(order)
    assert hand.hole[0] == (order[0], order[2])
    assert hand.hole[1] == (order[1], order[3])


def test_three_handed_button_acts_first_preflop_small_blind_after() -> None:
    """§1.4: three-handed the button is UTG before the flop; the SB acts first after it."""
    hand = make_hand("NT", [100] * 3)
    assert player_name(hand.actor) == "p3"
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h")
    assert player_name(hand.actor) == "p1"


def test_postflop_first_active_player_left_of_button() -> None:
    """§2.1: after the flop, action starts with the first player clockwise from the button still able to act."""
    hand = play(make_hand("NT", [100, 100, 100, 100]), "p3 cc", "p4 cc", "p1 f", "p2 cc", "db 2c3d4h")
    assert player_name(hand.actor) == "p2"


def test_all_in_player_is_skipped() -> None:
    hand = play(make_hand("NT", [100, 100, 20, 100]), "p3 cbr 20", "p4 cc", "p1 cc", "p2 cc", "db 2c3d4h")
    assert player_name(hand.actor) == "p1"
    play(hand, "p1 cc", "p2 cc")
    assert player_name(hand.actor) == "p4"


def test_round_ends_when_everyone_checks() -> None:
    hand = play(make_hand("NT", [100] * 3), "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cc", "p2 cc")
    assert hand.phase is Phase.BETTING
    play(hand, "p3 cc")
    assert hand.phase is Phase.DEAL_BOARD and hand.street == 1


def test_short_big_blind_does_not_lower_the_bet() -> None:
    """§1.7: a BB all-in for less than the blind leaves the bet to call (and the raise sizes) unchanged."""
    hand = make_hand("NT", [100, 1, 100])
    assert hand.bets[1] == 1
    assert hand.to_call == 2 and hand.min_raise_to == 4


def test_out_of_turn_action_is_refused_and_changes_nothing() -> None:
    hand = make_hand("NT", [100] * 4)
    before = (list(hand.stacks), list(hand.bets), len(hand.log))
    with pytest.raises(NotYourTurnError, match="p1 acted out of turn: it is p3's turn"):
        hand.check_or_call(0)
    assert not hand.can_fold(1)
    assert (list(hand.stacks), list(hand.bets), len(hand.log)) == before


def test_missing_small_blind() -> None:
    """A hand with only a big blind (dead small blind): the player after the BB acts first."""
    hand = make_hand("FT", [500] * 5, blinds=(2,))
    assert hand.small_blind_player is None and hand.big_blind_player == 0
    assert player_name(hand.actor) == "p2" and hand.to_call == 2 and hand.min_raise_to == 4


def test_big_blind_ante_is_dead_money_not_part_of_the_blind() -> None:
    """A big-blind ante goes to the middle; it is not part of the BB's bet before the flop."""
    hand = make_hand("NT", [1000] * 5, blinds=(50, 100), antes=(0, 100, 0, 0, 0), antes_are_live=False)
    assert hand.bets[:2] == [50, 100] and hand.middle == 100 and hand.stacks[1] == 800
    play(hand, "p3 f", "p4 f", "p5 f", "p1 f")
    assert hand.is_complete
    # The BB gets the SB and its own ante back, and its uncalled 50.
    assert hand.final_stacks == [950, 1050, 1000, 1000, 1000]


def test_paced_hand_waits_for_the_dealer_between_streets() -> None:
    """A paced hand (the table on screen) deals each street and shows down only when told to."""
    stakes = Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), min_bet=2)
    paced = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [100, 100, 100], rng=random.Random(5), paced=True)
    quick = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [100, 100, 100], rng=random.Random(5))
    for hand in (paced, quick):
        hand.bet_or_raise_to(100)
        hand.check_or_call()
        hand.check_or_call()
    assert quick.is_complete and not paced.is_complete
    assert paced.phase is Phase.DEAL_BOARD and paced.can_advance and paced.board == []
    steps = 0
    while paced.advance():
        steps += 1
    assert steps == 4 and paced.is_complete  # flop, turn, river, showdown
    assert paced.final_stacks == quick.final_stacks and paced.board == quick.board
    assert not paced.advance()
