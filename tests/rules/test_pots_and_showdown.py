"""RULES.md §3 (side pots), §4 (showdown), §5 (split pots and odd chips), §6 (Omaha hands) in the engine."""

from __future__ import annotations

import pytest

from dealerdesk.evaluation import NO_LOW
from dealerdesk.rules.errors import ShowdownError
from dealerdesk.rules.game import HouseRules
from dealerdesk.rules.hand import Phase
from dealerdesk.rules.pots import Pot, build_pots
from dealerdesk.rules.records import Award
from dealerdesk.rules.showdown import Strength, award_pot, split_evenly
from tests.rules.scenario import make_hand, play

# -- side pots (§3) ------------------------------------------------------------------------------------


def test_example_4_three_all_ins() -> None:
    """Ex 4: A 30, B 75, C 200 all-in, D calls 200 → 120 (ABCD), 135 (BCD), 250 (CD)."""
    pots, returned = build_pots([30, 75, 200, 200], live={0, 1, 2, 3})
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(120, [0, 1, 2, 3]), (135, [1, 2, 3]), (250, [2, 3])]
    assert returned == {}


def test_example_4_played_through_the_engine() -> None:
    hand = play(make_hand("NT", [30, 75, 200, 500], blinds=(1, 2)),
                "p3 cbr 200", "p4 cc", "p1 cc", "p2 cc")
    pots, returned = hand.pots()
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(120, [0, 1, 2, 3]), (135, [1, 2, 3]), (250, [2, 3])]
    assert returned == {}
    assert hand.all_in_showdown


def test_uncalled_excess_is_returned() -> None:
    """An all-in bigger than anyone's call: the excess goes back before any pot is built."""
    hand = play(make_hand("NT", [500, 100, 1000], blinds=(1, 2)), "p3 cbr 1000", "p1 cc", "p2 cc")
    pots, returned = hand.pots()
    assert returned == {2: 500}
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(300, [0, 1, 2]), (800, [0, 2])]


def test_folded_players_chips_stay_as_dead_money() -> None:
    """A folded player's chips stay in the pots they reached, but they are eligible for none."""
    pots, returned = build_pots([50, 30, 100, 100], live={1, 2, 3})
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(120, [1, 2, 3]), (160, [2, 3])]
    assert returned == {}
    assert sum(p.amount for p in pots) == 280


def test_folded_raiser_bet_above_all_callers_is_uncalled() -> None:
    pots, returned = build_pots([100, 80, 40], live={1, 2})
    assert returned == {0: 20}
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(120, [1, 2]), (80, [1])]


def test_dead_money_goes_to_the_main_pot() -> None:
    pots, _ = build_pots([10, 50, 50], live={0, 1, 2}, dead_money=15)
    assert [p.amount for p in pots] == [45, 80]


# -- showdown order (§4.1) -----------------------------------------------------------------------------


def _to_river(*river: str) -> list[str]:
    return ["p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cbr 2", "p2 cc", "p3 cc", "db Ts", "p1 cc", "p2 cc",
            "p3 cc", "db Jd", *river]


def test_last_river_aggressor_shows_first_then_clockwise() -> None:
    hand = play(make_hand("NT", [100] * 3), *_to_river("p1 cc", "p2 cbr 4", "p3 cbr 8", "p1 cc", "p2 cc"))
    assert hand.phase is Phase.SHOWDOWN
    assert hand.showdown_order == [2, 0, 1]
    assert not hand.all_in_showdown


def test_checked_river_first_left_of_button_shows_first_not_the_flop_bettor() -> None:
    """A bet on an earlier street does not count: p1 bet the flop, the river was checked → p1 … by seat."""
    hand = play(make_hand("NT", [100] * 4), "p3 cc", "p4 cc", "p1 cc", "p2 f", "db 2c7d9h",
                "p1 cc", "p3 cbr 2", "p4 cc", "p1 cc", "db Ts", "p1 cc", "p3 cc", "p4 cc", "db Jd",
                "p1 cc", "p3 cc", "p4 cc")
    assert hand.showdown_order == [0, 2, 3]


def test_heads_up_checked_river_big_blind_shows_first() -> None:
    hand = play(make_hand("NT", [100, 100], blinds=(2, 1)), "p2 cc", "p1 cc", "db 2c7d9h", "p1 cc", "p2 cc",
                "db Ts", "p1 cc", "p2 cc", "db Jd", "p1 cc", "p2 cc")
    assert hand.showdown_order == [0, 1]


def test_all_in_showdown_every_hand_tabled_no_muck() -> None:
    """TDA 16: with a player all-in and betting over, hands are tabled at once and none may be mucked."""
    hand = play(make_hand("NT", [50, 100, 100], blinds=(1, 2)), "p3 cbr 100", "p1 cc", "p2 cc")
    assert hand.all_in_showdown and hand.phase is Phase.DEAL_BOARD
    assert sorted(hand.showdown_order) == [0, 1, 2]
    with pytest.raises(ShowdownError, match="may not muck"):
        hand.muck(1)
    play(hand, "p1 sm AsAd", "p2 sm KsKd", "p3 sm 4c5h", "db 2c7d9h", "db Ts", "db Jd")
    # p1's aces win the main pot (150); p2's kings beat p3's jack-high for the side pot (100).
    assert hand.is_complete and hand.final_stacks == [150, 100, 0]


def test_all_in_showdown_is_a_fact_about_the_betting_not_who_won() -> None:
    """RULES.md §10 (TDA 16): p1 and p2 are all-in when the betting ends, so every hand is tabled at once and
    none may be mucked; it stays so once they have won their pots and have chips again."""
    hand = play(make_hand("NT", [50, 100, 300], blinds=(1, 2)), "p3 cbr 100", "p1 cc", "p2 cc")
    assert hand.all_in_showdown and hand.all_in_players == (0, 1)
    order = hand.showdown_order
    with pytest.raises(ShowdownError, match="may not muck"):
        hand.muck(2)
    play(hand, "p1 sm AsAd", "p2 sm KsKd", "p3 sm 4c5h", "db 2c7d9h", "db Ts", "db Jd")
    assert hand.is_complete and hand.final_stacks == [150, 100, 200]  # nobody is left without chips
    assert hand.all_in_showdown and hand.all_in_players == (0, 1) and hand.showdown_order == order
    assert hand.killed_hands == [2]


def test_all_in_players_are_the_ones_left_all_in_after_an_uncalled_bet_returns() -> None:
    """An all-in covered by nobody: its uncalled part goes back, so that player is not all-in; the caller who
    went all-in for less is."""
    hand = play(make_hand("NT", [300, 100, 500], blinds=(1, 2)), "p3 cbr 500", "p1 f", "p2 cc")
    assert hand.returned == {2: 400} and hand.all_in_players == (1,) and hand.all_in_showdown


def test_no_all_in_showdown_without_an_all_in() -> None:
    hand = play(make_hand("NT", [100] * 3), *_to_river("p1 cbr 10", "p2 cc", "p3 cc"))
    assert hand.betting_over and not hand.all_in_showdown and hand.all_in_players == ()


def test_uncontested_showdown_last_hand_wins_without_showing() -> None:
    hand = play(make_hand("NT", [100] * 3), *_to_river("p1 cbr 10", "p2 cc", "p3 cc"))
    play(hand, "p1 sm", "p2 sm")
    assert hand.is_complete and 2 not in hand.shown
    assert hand.final_stacks == [86, 86, 128]
    assert hand.killed_hands == [0, 1]


def test_must_table_all_hole_cards() -> None:
    """TDA 13-A: to win, a player must table all their cards (all four in Omaha)."""
    hand = play(make_hand("PO", [100] * 3, holes=["AsAdKsKd", "2c3c4c5c", "7h8h9hTh"]),
                "p3 cc", "p1 cc", "p2 cc", "db QsJd6c", "p1 cc", "p2 cc", "p3 cc", "db 2d", "p1 cc", "p2 cc",
                "p3 cc", "db 3d", "p1 cc", "p2 cc", "p3 cc")
    with pytest.raises(ShowdownError, match="all 4 hole cards"):
        hand.show(0, (51, 49, 47))


def test_showing_cards_other_than_dealt_is_refused() -> None:
    hand = play(make_hand("NT", [100, 100], blinds=(2, 1), holes=["AsAd", "KsKd"]),
                "p2 cc", "p1 cc", "db 2c7d9h", "p1 cc", "p2 cc", "db Ts", "p1 cc", "p2 cc", "db Jd",
                "p1 cc", "p2 cc")
    with pytest.raises(ShowdownError, match="was dealt AsAd, not AsAh"):
        play(hand, "p1 sm AsAh")


# -- splitting (§5) --------------------------------------------------------------------------------------


def test_odd_chips_one_each_clockwise_from_the_button() -> None:
    assert split_evenly(10, [3, 1, 2]) == {1: 4, 2: 3, 3: 3}
    assert split_evenly(11, [4, 0, 2]) == {0: 4, 2: 4, 4: 3}


def test_example_6_hilo_halves_odd_chip_high() -> None:
    strengths = {0: Strength(100, 40), 1: Strength(200, 5)}
    assert award_pot(0, Pot(150, frozenset({0, 1})), [0, 1], strengths, hilo=True) == [
        Award(0, "high", 0, 75), Award(0, "low", 1, 75)]
    assert award_pot(0, Pot(151, frozenset({0, 1})), [0, 1], strengths, hilo=True) == [
        Award(0, "high", 0, 76), Award(0, "low", 1, 75)]


def test_no_qualifying_low_high_scoops() -> None:
    strengths = {0: Strength(100, NO_LOW), 1: Strength(200, NO_LOW)}
    assert award_pot(0, Pot(151, frozenset({0, 1})), [0, 1], strengths, hilo=True) == [Award(0, "whole", 0, 151)]


def test_quartering_thehendonmob_example() -> None:
    """A 20 pot: one player wins high and ties low → 15, the other gets 5."""
    strengths = {0: Strength(100, 3), 1: Strength(300, 3)}
    awards = award_pot(0, Pot(20, frozenset({0, 1})), [0, 1], strengths, hilo=True)
    totals = {p: sum(a.amount for a in awards if a.player == p) for p in (0, 1)}
    assert totals == {0: 15, 1: 5}


def test_identical_hands_both_ways_split_as_evenly_as_possible() -> None:
    """RRoP Ties / TDA 19-F example: 66 chips, two identical wheels both ways → 33/33, not 34/32."""
    strengths = {0: Strength(1609, 1), 1: Strength(1609, 1)}
    awards = award_pot(0, Pot(66, frozenset({0, 1})), [0, 1], strengths, hilo=True)
    assert sorted(a.amount for a in awards) == [33, 33]


def test_hilo_side_pot_low_only_among_its_own_players() -> None:
    """Each pot is split on its own: p1 (all-in) has the best low but is not in the side pot, so the side
    pot's low half goes to p3's worse low (pokerkit halves side pots by lows of ineligible players)."""
    hand = play(make_hand("PO/8", [10, 100, 100], holes=["Ah4h9s9d", "KdKhQsQd", "5s6sJcJd"]),
                "p3 cbr 6", "p1 cbr 10", "p2 cc", "p3 cc", "db 2c3d7h", "p2 cbr 20", "p3 cc",
                "db Kc", "p2 cc", "p3 cc", "db Ks", "p2 cc", "p3 cc",
                "p1 sm Ah4h9s9d", "p2 sm KdKhQsQd", "p3 sm 5s6sJcJd")
    assert hand.is_complete
    assert sorted((a.pot, a.half, a.player, a.amount) for a in hand.awards) == [
        (0, "high", 1, 15), (0, "low", 0, 15), (1, "high", 1, 20), (1, "low", 2, 20)]
    assert hand.final_stacks == [15, 105, 90]


def test_split_pot_odd_chip_to_first_left_of_button_heads_up() -> None:
    """Heads-up the BB (p1) sits left of the button and gets the odd chip of a chopped odd pot."""
    hand = make_hand("NT", [100, 100], blinds=(2, 1), antes=(0, 1), antes_are_live=False,
                     holes=["2c3d", "2h3s"])
    play(hand, "p2 cc", "p1 cc", "db AsKsQs", "p1 cc", "p2 cc", "db Js", "p1 cc", "p2 cc", "db Ts",
         "p1 cc", "p2 cc", "p1 sm 2c3d", "p2 sm 2h3s")
    assert hand.final_stacks == [101, 99]


def test_board_plays_three_way_odd_chips() -> None:
    hand = make_hand("NT", [100, 100, 100], blinds=(1, 2), antes=(0, 0, 1), antes_are_live=False,
                     holes=["2c3d", "2h3s", "4c2d"])
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db AsKsQs", "p1 cc", "p2 cc", "p3 cc", "db Js", "p1 cc", "p2 cc",
         "p3 cc", "db Ts", "p1 cc", "p2 cc", "p3 cc", "p1 sm 2c3d", "p2 sm 2h3s", "p3 sm 4c2d")
    # 7 chips (6 + a dead ante) chopped three ways: 3, 2, 2, the odd chip to p1, first left of the button.
    assert [a.amount for a in sorted(hand.awards, key=lambda a: a.player)] == [3, 2, 2]
    assert hand.final_stacks == [101, 100, 99]


# -- Omaha hands (§6) ----------------------------------------------------------------------------------


def test_omaha_uses_exactly_two_hole_cards() -> None:
    """Four hearts on board and one heart in hand is no flush in Omaha; it would be in Hold'em."""
    holes = ["AhKcQc2d", "JsJdTs9s"]
    hand = play(make_hand("PO", [100, 100], blinds=(2, 1), holes=holes),
                "p2 cc", "p1 cc", "db 3h5h7h", "p1 cc", "p2 cc", "db 9h", "p1 cc", "p2 cc", "db 2s",
                "p1 cc", "p2 cc", "p1 sm AhKcQc2d", "p2 sm JsJdTs9s")
    assert hand.final_stacks == [98, 102]  # p2's jacks beat p1's ace-high (no flush, pair of twos? no: 2d+2s)


def test_example_7_high_and_low_with_different_hole_cards_scoop() -> None:
    """Ex 7: AhAs2h5s... on Kh3h4h2cTd: ace-high flush for high and the wheel for low: a scoop."""
    hand = play(make_hand("PO/8", [100, 100], blinds=(2, 1), holes=["Ah2hAs5s", "KsKdQsQd"]),
                "p2 cc", "p1 cc", "db Kh3h4h", "p1 cc", "p2 cc", "db 2c", "p1 cc", "p2 cc", "db Td",
                "p1 cc", "p2 cc", "p1 sm Ah2hAs5s", "p2 sm KsKdQsQd")
    assert hand.awards == [Award(0, "whole", 0, 4)]


def test_side_pot_players_show_first_cash_option() -> None:
    """RRoP §3 r7 (cash option): players in the side pot show before the player all-in for the main pot only."""
    steps = ("p3 cbr 10", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cbr 20", "p2 cc", "db Ts", "p1 cc", "p2 cc",
             "db Jd", "p1 cc", "p2 cc")
    default = play(make_hand("NT", [100, 100, 10]), *steps)
    assert default.all_in_showdown and default.showdown_order == [0, 1, 2]
    rrop = play(make_hand("NT", [100, 100, 10], rules=HouseRules(side_pot_hands_show_first=True)), *steps)
    assert rrop.showdown_order == [0, 1, 2]
    short_first = play(make_hand("NT", [10, 100, 100], rules=HouseRules(side_pot_hands_show_first=True)),
                       "p3 cbr 10", "p1 cc", "p2 cc", "db 2c7d9h", "p2 cbr 20", "p3 cc", "db Ts", "p2 cc",
                       "p3 cc", "db Jd", "p2 cc", "p3 cc")
    assert short_first.showdown_order == [1, 2, 0]


def test_river_aggressor_hand_is_paid_to_see() -> None:
    """TDA 18: with a river bet, callers may demand to see the last aggressor's hand."""
    hand = play(make_hand("NT", [100] * 3), *_to_river("p1 cc", "p2 cbr 4", "p3 cc", "p1 cc"))
    assert hand.paid_to_see == 1
    checked = play(make_hand("NT", [100] * 3), *_to_river("p1 cc", "p2 cc", "p3 cc"))
    assert checked.paid_to_see is None


def test_cards_speak() -> None:
    """TDA 12: the tabled cards decide; the hand is read from the cards, not from what anyone says."""
    hand = play(make_hand("NT", [100, 100], blinds=(2, 1), holes=["7c2d", "AsKd"]),
                "p2 cc", "p1 cc", "db 7d7h2c", "p1 cc", "p2 cc", "db Ks", "p1 cc", "p2 cc", "db Qd",
                "p1 cc", "p2 cc", "p1 sm 7c2d", "p2 sm AsKd")
    assert hand.final_stacks == [102, 98]  # p1's full house, whatever was said at the table


def test_all_in_for_dead_antes_alone_wins_the_layers_it_made() -> None:
    """RULES.md §10 and §3: dead antes of 10; p4 is all-in for 6 of it and p5 for all 10 of it, with no other
    chips in. p4 can win 6 from every ante (30), p5 also the 4 more from every full ante (16); the live bets
    make the next pot, without them."""
    pots, returned = build_pots([10, 20, 20, 0, 0], live={1, 2, 3, 4}, dead_money=46,
                                dead_antes=[10, 10, 10, 6, 10], all_in={3, 4})
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(30, [1, 2, 3, 4]), (16, [1, 2, 4]), (50, [1, 2])]
    assert [p.ante_level for p in pots] == [6, 10, 0] and returned == {}
    # Only players who are all-in have a layer of their own: a live player who has put nothing in yet (before
    # acting) is not all-in for the ante.
    pots, returned = build_pots([1, 2, 0], live={0, 1, 2}, dead_money=30, dead_antes=[10, 10, 10])
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(32, [0, 1])] and returned == {1: 1}


def test_all_in_for_dead_antes_alone_through_the_engine() -> None:
    """The same layers in a hand: p4 (aces) all-in for 6 of the dead ante, p5 (kings) for all 10 of it; both are
    tabled and win their layers, and p3's queens the pot of the live bets."""
    hand = make_hand("NT", [100, 100, 100, 6, 10], blinds=(5, 10), antes=(10,) * 5, antes_are_live=False,
                     holes=["2c3d", "4c5d", "QsQd", "AsAd", "KsKd"])
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 7h8h9c")
    assert [(p.amount, sorted(p.eligible)) for p in hand.pots()[0]] == [(30, [0, 1, 2, 3, 4]), (16, [0, 1, 2, 4]),
                                                                       (30, [0, 1, 2])]
    play(hand, "p1 cc", "p2 cc", "p3 cc", "db Jc", "p1 cc", "p2 cc", "p3 cc", "db 2h", "p1 cc", "p2 cc", "p3 cc")
    assert hand.all_in_players == (3, 4) and hand.all_in_showdown  # all hands up at once (TDA 16)
    for player in hand.showdown_order:
        hand.show(player)
    assert hand.is_complete and hand.final_stacks == [80, 80, 110, 30, 16]


def test_folded_forced_bets_above_every_live_stake_go_back() -> None:
    """Table stakes: a player all-in for part of the ante cannot win the others' antes beyond it, and when
    they fold those chips are won by nobody, so they go back."""
    pots, returned = build_pots([1, 3, 3], live={0})
    assert [(p.amount, sorted(p.eligible)) for p in pots] == [(3, [0])]
    assert returned == {1: 2, 2: 2}
    hand = make_hand("NT", [1, 2, 100, 100], blinds=(0, 3), antes=(3, 3, 3, 3),
                     holes=["AsAd", "2c7h", "KsKd", "QsQd"])
    play(hand, "p3 f", "p4 f", "db 3c4d9h", "db Ts", "db Jd", "p1 sm AsAd", "p2 sm 2c7h")
    # p1 wins 1 from each player (4); p2 wins the layer it matched (3); p3 and p4 get 1 each back.
    assert hand.is_complete and hand.final_stacks == [4, 3, 98, 98]
    assert hand.returned == {2: 1, 3: 1}
