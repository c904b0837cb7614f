"""RULES.md §2.2–2.5: fixed-limit sizes and cap, no-limit minimums and reopening, pot-limit maximums."""

from __future__ import annotations

import pytest

from dealerdesk.rules.errors import BetSizeError, IllegalActionError
from dealerdesk.rules.game import HouseRules
from tests.rules.scenario import make_hand, play, player_name

# -- fixed limit (§2.2, §2.5) ----------------------------------------------------------------------------


def test_fixed_limit_bet_sizes_by_street() -> None:
    """10/20: SB 5, BB 10; raises of 10 before the flop and on the flop, 20 on the turn and river."""
    hand = make_hand("FT", [1000] * 3, blinds=(5, 10), bets=(10, 20))
    assert (hand.to_call, hand.min_raise_to, hand.max_raise_to) == (10, 20, 20)
    play(hand, "p3 cc")
    assert hand.to_call == 5  # the SB completes
    play(hand, "p1 cc", "p2 cc", "db 2c3d4h")
    assert (hand.min_raise_to, hand.max_raise_to) == (10, 10)
    play(hand, "p1 cc", "p2 cc", "p3 cc", "db 9s")
    assert (hand.min_raise_to, hand.max_raise_to) == (20, 20)
    with pytest.raises(BetSizeError, match="bet 30 is not the fixed-limit bet 20"):
        hand.bet_or_raise_to(30)
    play(hand, "p1 cbr 20")
    assert hand.min_raise_to == 40


def test_fixed_limit_cap_is_bet_and_three_raises_multiway() -> None:
    """§2.2: before the flop the BB is the bet, so the cap is 4 small bets (40 at 10/20)."""
    hand = play(make_hand("FT", [1000] * 4, blinds=(5, 10), bets=(10, 20)), "p3 cbr 20", "p4 cbr 30")
    assert hand.min_raise_to == 40
    play(hand, "p1 cbr 40")
    assert hand.min_raise_to is None and hand.max_raise_to is None
    with pytest.raises(IllegalActionError, match="capped"):
        hand.bet_or_raise_to(50)
    assert hand.to_call == 30


def test_fixed_limit_cap_on_the_turn_is_four_big_bets() -> None:
    hand = play(make_hand("FT", [1000] * 3, blinds=(5, 10), bets=(10, 20)),
                "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cc", "p2 cc", "p3 cc", "db 9s",
                "p1 cbr 20", "p2 cbr 40", "p3 cbr 60", "p1 cbr 80")
    assert hand.max_raise_to is None


def test_fixed_limit_cap_setting() -> None:
    """Some rooms allow bet + 4 raises; the cap is a setting."""
    hand = play(make_hand("FT", [1000] * 4, blinds=(5, 10), bets=(10, 20),
                          rules=HouseRules(limit_raise_cap=4)), "p3 cbr 20", "p4 cbr 30", "p1 cbr 40")
    assert hand.min_raise_to == 50


def test_fixed_limit_heads_up_unlimited_in_cash() -> None:
    """§2.2 RRoP §3 r4: once heads-up before the cap, raising is unlimited (cash default)."""
    hand = play(make_hand("FT", [1000, 1000], blinds=(10, 5), bets=(10, 20)),
                "p2 cbr 20", "p1 cbr 30", "p2 cbr 40", "p1 cbr 50")
    assert hand.min_raise_to == 60


def test_fixed_limit_heads_up_capped_in_tournament() -> None:
    """TDA 48: tournaments keep the cap heads-up."""
    hand = play(make_hand("FT", [1000, 1000], blinds=(10, 5), bets=(10, 20), rules=HouseRules.tournament()),
                "p2 cbr 20", "p1 cbr 30", "p2 cbr 40")
    assert hand.min_raise_to is None


def test_fixed_limit_capped_round_stays_capped_after_fold_to_heads_up() -> None:
    """RRoP §3 r4: a capped round is not uncapped by a fold that leaves two players."""
    hand = play(make_hand("FT", [1000] * 3, blinds=(5, 10), bets=(10, 20)),
                "p3 cbr 20", "p1 cbr 30", "p2 cbr 40", "p3 f")
    assert player_name(hand.actor) == "p1" and hand.min_raise_to is None


def test_fixed_limit_cap_reached_heads_up_allows_more_raises() -> None:
    """Heads-up before the cap: the 4th bet does not cap the round."""
    hand = play(make_hand("FT", [1000] * 3, blinds=(5, 10), bets=(10, 20)),
                "p3 f", "p1 cbr 20", "p2 cbr 30", "p1 cbr 40")
    assert hand.min_raise_to == 50


def test_fixed_limit_short_all_in_less_than_half_lets_next_player_complete() -> None:
    """§2.5: a 5 all-in on a 20 round (less than half a bet): the next player may fold, call 5 or complete to 20."""
    hand = play(make_hand("FT", [1000, 1000, 15, 1000], blinds=(5, 10), bets=(10, 20)),
                "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cc", "p2 cc", "p3 cc", "p4 cc", "db 9s",
                "p1 cc", "p2 cc", "p3 cbr 5")
    assert hand.to_call == 5 and (hand.min_raise_to, hand.max_raise_to) == (20, 20)
    play(hand, "p4 cc")
    # p1 and p2 already acted (checked) and face only 5: they may not raise.
    assert player_name(hand.actor) == "p1" and hand.to_call == 5 and hand.min_raise_to is None


def test_fixed_limit_all_in_of_half_a_bet_counts_as_full() -> None:
    """§2.5 RRoP example: a 15 all-in bet on a 20 round may be raised to 35, and reopens the betting."""
    hand = play(make_hand("FT", [1000, 1000, 25, 1000], blinds=(5, 10), bets=(10, 20)),
                "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cc", "p2 cc", "p3 cc", "p4 cc", "db 9s",
                "p1 cc", "p2 cc", "p3 cbr 15")
    assert (hand.min_raise_to, hand.max_raise_to) == (35, 35)
    play(hand, "p4 cc")
    assert player_name(hand.actor) == "p1" and hand.min_raise_to == 35


def test_fixed_limit_short_all_in_raise_does_not_reopen() -> None:
    """A raise all-in for less than half a raise: the original bettor may only call."""
    hand = play(make_hand("FT", [1000, 1000, 30], blinds=(5, 10), bets=(10, 20)),
                "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cbr 10", "p2 cc", "p3 cbr 20")
    # p3 raised all-in from 10 to 20: a full raise of 10 → reopens.
    assert player_name(hand.actor) == "p1" and hand.min_raise_to == 30
    hand2 = play(make_hand("FT", [1000, 1000, 24], blinds=(5, 10), bets=(10, 20)),
                 "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cbr 10", "p2 cc", "p3 cbr 14")
    assert player_name(hand2.actor) == "p1" and hand2.to_call == 4 and hand2.min_raise_to is None


# -- no limit (§2.3) -----------------------------------------------------------------------------------


def test_no_limit_minimum_bet_is_the_big_blind() -> None:
    hand = play(make_hand("NT", [1000] * 3, blinds=(50, 100)), "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h")
    assert hand.min_raise_to == 100 and hand.max_raise_to == 900
    with pytest.raises(BetSizeError, match="bet 60 is below the minimum bet 100"):
        hand.bet_or_raise_to(60)


def test_no_limit_min_raise_is_largest_previous_raise_tda_43_example_1() -> None:
    """TDA 43 addendum ex. 1: 600, raise to 1600 (+1000), re-raise to 3600 (+2000) → next minimum 5600."""
    hand = play(make_hand("NT", [100000] * 4, blinds=(100, 200)), "p3 cc", "p4 cc", "p1 cc", "p2 cc",
                "db 2c3d4h", "p1 cbr 600", "p2 cbr 1600", "p3 cbr 3600")
    assert hand.min_raise_to == 5600
    with pytest.raises(BetSizeError, match="raise to 4600 is below the minimum raise to 5600"):
        hand.bet_or_raise_to(4600)


def test_incomplete_all_in_raise_keeps_the_increment_tda_43_example_2() -> None:
    """TDA 43 ex. 2: blinds 50/100, UTG all-in for 150 → the next minimum raise is to 250."""
    hand = play(make_hand("NT", [1000, 1000, 150, 1000], blinds=(50, 100)), "p3 cbr 150")
    assert hand.min_raise_to == 250


def test_rrop_bet_100_all_in_140_next_raise_to_240() -> None:
    hand = play(make_hand("NT", [1000, 1000, 1000, 240], blinds=(50, 100)),
                "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cbr 100", "p2 cc", "p3 cc", "p4 cbr 140")
    assert player_name(hand.actor) == "p1"
    # p1 already acted and faces only 40 more: not reopened; p2 and p3 also acted.
    assert hand.min_raise_to is None


def test_all_in_below_the_big_blind_raise_to_at_least_all_in_plus_big_blind() -> None:
    """RRoP §14 NL r2: BB 100, all-in for 20 on the flop → a raise must be to at least 120."""
    hand = play(make_hand("NT", [1000, 1000, 120], blinds=(50, 100)),
                "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cc", "p2 cc", "p3 cbr 20")
    # p1 and p2 checked: 20 is not a full bet, so they may only call or fold.
    assert player_name(hand.actor) == "p1" and hand.to_call == 20 and hand.min_raise_to is None
    hand2 = play(make_hand("NT", [1000, 120, 1000], blinds=(50, 100)),
                 "p3 cc", "p1 cc", "p2 cc", "db 2c3d4h", "p1 cc", "p2 cbr 20")
    assert player_name(hand2.actor) == "p3" and hand2.min_raise_to == 120


def test_several_short_all_ins_together_reopen_tda_47_example() -> None:
    """TDA 47 ex.: 300 bet, all-ins to 500, 650, 800 → the bettor faces a full raise and may raise to ≥1100."""
    hand = play(make_hand("NT", [10000, 600, 750, 900], blinds=(50, 100)),
                "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db 2c3d4h",
                "p1 cbr 300", "p2 cbr 500", "p3 cbr 650", "p4 cbr 800")
    assert player_name(hand.actor) == "p1"
    assert hand.min_raise_to is None  # nobody left with chips to call a raise
    hand2 = play(make_hand("NT", [10000, 600, 750, 900, 10000], blinds=(50, 100)),
                 "p3 cc", "p4 cc", "p5 cc", "p1 cc", "p2 cc", "db 2c3d4h",
                 "p1 cbr 300", "p2 cbr 500", "p3 cbr 650", "p4 cbr 800", "p5 cc")
    assert player_name(hand2.actor) == "p1" and hand2.min_raise_to == 1100


def test_short_all_ins_that_do_not_add_up_do_not_reopen() -> None:
    hand = play(make_hand("NT", [10000, 500, 550, 10000], blinds=(50, 100)),
                "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db 2c3d4h",
                "p1 cbr 300", "p2 cbr 400", "p3 cbr 450", "p4 cc")
    assert player_name(hand.actor) == "p1" and hand.to_call == 150 and hand.min_raise_to is None


def test_player_who_has_not_acted_may_raise_a_short_all_in() -> None:
    hand = play(make_hand("NT", [1000, 1000, 1000, 150], blinds=(50, 100)), "p3 cbr 200", "p4 cc")
    assert hand.bets[3] == 150  # p4's all-in 150 < 200 is just a call for less
    assert player_name(hand.actor) == "p1" and hand.min_raise_to == 300
    hand2 = play(make_hand("NT", [1000, 1000, 1000, 250], blinds=(50, 100)), "p3 cbr 200", "p4 cbr 250")
    assert player_name(hand2.actor) == "p1" and hand2.min_raise_to == 350


def test_all_in_is_the_only_raise_when_short() -> None:
    hand = play(make_hand("NT", [1000, 1000, 150], blinds=(50, 100)))
    assert (hand.min_raise_to, hand.max_raise_to) == (150, 150)
    with pytest.raises(BetSizeError, match="can only go all-in"):
        hand.bet_or_raise_to(140)


# -- pot limit (§2.4) ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("blinds", "expected"), [((1, 2), 7), ((5, 10), 35), ((100, 200), 700)])
def test_pot_limit_first_in_example_2(blinds: tuple[int, int], expected: int) -> None:
    """RULES.md Ex 2.1/2.2: call the BB, the pot is SB + BB + call, raise that much."""
    hand = make_hand("PO", [100000] * 6, blinds=blinds)
    assert hand.max_raise_to == expected


def test_pot_limit_after_two_limpers_example_2_3() -> None:
    hand = play(make_hand("PO", [1000] * 6, blinds=(5, 10)), "p3 cc", "p4 cc", "p5 f")
    assert player_name(hand.actor) == "p6" and hand.max_raise_to == 55


def test_pot_limit_dead_small_blind_tournament_example_2_4() -> None:
    """TDA 54-B: with a dead SB the pre-flop pot is computed as if full blinds were posted: 700, not 600."""
    tournament = make_hand("PO", [10000] * 6, blinds=(0, 200), full_blinds=(100, 200),
                           rules=HouseRules.tournament())
    assert tournament.max_raise_to == 700
    cash = make_hand("PO", [10000] * 6, blinds=(0, 200), full_blinds=(100, 200))
    assert cash.max_raise_to == 600


def test_pot_limit_small_blind_counted_as_big_house_option() -> None:
    """RRoP PL r5: counting the SB as a BB, the first player in at 5/10 may open for 40; not the default."""
    hand = make_hand("PO", [1000] * 6, blinds=(5, 10), rules=HouseRules(pot_limit_small_blind_as_big=True))
    assert hand.max_raise_to == 40
    play(hand, "p3 cbr 40", "p4 f", "p5 f", "p6 f", "p1 f")
    # The BB has not acted yet: pot counted 10 + 10 + 40 = 60, call 30 → 90, raise-to 40 + 90.
    assert player_name(hand.actor) == "p2" and hand.max_raise_to == 130


def test_pot_limit_after_the_flop_example_5() -> None:
    """Ex 5: 60 in the middle on the turn, A bets 20 → B's maximum raise-to is 120."""
    hand = play(make_hand("PO", [1000, 1000, 1000], blinds=(5, 10)), "p3 f", "p1 cc", "p2 cc",
                "db 2c3d4h", "p1 cc", "p2 cbr 20", "p1 cc", "db 9s")
    assert hand.pot_total == 60
    play(hand, "p1 cbr 20")
    assert hand.max_raise_to == 120


@pytest.mark.parametrize(("pot", "bet", "expected"), [(100, 50, 250), (10, 10, 40), (100, 100, 400)])
def test_pot_limit_raise_includes_the_call(pot: int, bet: int, expected: int) -> None:
    """RRoP: pot 100, bet 50 → call 50, raise 200, total 250; RULES §7: 10/10 → 40 (not 30), 100/100 → 400."""
    half = pot // 2
    hand = play(make_hand("PO", [10000, 10000], blinds=(half, half), bets=(0, 0)), "p2 cc", "p1 cc",
                "db 2c3d4h", "p1 cbr " + str(bet))
    assert hand.pot_total == pot + bet
    assert hand.max_raise_to == expected


def test_pot_limit_maximum_capped_by_stack() -> None:
    hand = make_hand("PO", [1000, 1000, 5], blinds=(1, 2))
    assert (hand.min_raise_to, hand.max_raise_to) == (4, 5)


def test_pot_limit_over_pot_bet_is_refused_with_the_maximum() -> None:
    hand = make_hand("PO", [1000] * 3, blinds=(1, 2))
    with pytest.raises(BetSizeError, match="raise to 8 is above the maximum raise to 7 \\(the pot\\)"):
        hand.bet_or_raise_to(8)
