"""Where pokerkit 0.7.7 and our engine disagree, built in both engines, with the rule that decides it.

Each test sets up the situation in both engines (the same seats, stacks, cards and actions), asserts
pokerkit's answer and ours, and names the rule in RULES.md that makes ours right (or, for a convention
difference, says that both readings are allowed). The differential test
(``test_pokerkit_differential.py``) accepts a difference from pokerkit only in the exact situation of one of
these cases, and :func:`test_every_accepted_difference_has_a_named_test` keeps the two files in step.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import pokerkit as pk

from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Game, HouseRules, Structure
from dealerdesk.rules.hand import Hand, Phase
from tests.rules.test_pokerkit_differential import AUTOMATIONS, AVOIDED, NAMED_TESTS, Table

Options = tuple[int | None, int | None, int | None, int | None]
"""(actor, to call, min raise-to, max raise-to)."""


def both(table: Table, holes: Sequence[str], *steps: str) -> tuple[Hand, pk.State]:
    """The same hand in both engines: hole cards dealt, then PHH-style steps (``p3 cbr 20``, ``db AsKd2c``)."""
    hand, state = table.ours(), table.pokerkit()
    deal_holes(hand, state, holes)
    return play(hand, state, *steps)


def deal_holes(hand: Hand, state: pk.State, holes: Sequence[str]) -> None:
    """Deal each position its hole cards in both engines."""
    for player, cards in enumerate(holes):
        hand.deal_hole(player, parse_cards(cards))
        state.deal_hole(cards, player)


def play(hand: Hand, state: pk.State, *steps: str) -> tuple[Hand, pk.State]:
    """Apply steps to both engines, checking they agree on whose turn it is."""
    for step in steps:
        words = step.split()
        if words[0] == "db":
            hand.deal_board(parse_cards(words[1]))
            state.deal_board(words[1])
            continue
        player = int(words[0][1:]) - 1
        assert hand.actor == player == state.actor_index, step
        if words[1] == "f":
            hand.fold(player)
            state.fold()
        elif words[1] == "cc":
            hand.check_or_call(player)
            state.check_or_call()
        else:
            hand.bet_or_raise_to(int(words[2]), player)
            state.complete_bet_or_raise_to(int(words[2]))
    return hand, state


def ours(hand: Hand) -> Options:
    """Our actor, call and raise bounds."""
    return hand.actor, hand.to_call, hand.min_raise_to, hand.max_raise_to


def theirs(state: pk.State) -> Options:
    """pokerkit's actor, call and raise bounds (None when it does not allow a bet or raise)."""
    return (
        state.actor_index,
        state.checking_or_calling_amount,
        state.min_completion_betting_or_raising_to_amount,
        state.max_completion_betting_or_raising_to_amount,
    )


def show_down(hand: Hand, state: pk.State) -> tuple[list[int], list[int]]:
    """Table every hand in both engines and push the pots; the final stacks (ours, pokerkit's)."""
    while state.showdown_index is not None:
        state.show_or_muck_hole_cards(True)
    while hand.phase is Phase.SHOWDOWN:
        hand.show(next(p for p in hand.showdown_order if p not in hand.shown))
    while state.can_kill_hand():
        state.kill_hand()
    while state.can_push_chips():
        state.push_chips()
    assert hand.final_stacks is not None and not state.status
    return hand.final_stacks, list(state.stacks)


def pots(hand: Hand, state: pk.State) -> tuple[list[tuple[int, set[int]]], list[tuple[int, set[int]]]]:
    """The pots (amount, eligible players) in both engines."""
    return (
        [(pot.amount, set(pot.eligible)) for pot in hand.pots()[0]],
        [(pot.amount, set(pot.player_indices)) for pot in state.pots],
    )


# -- fixed limit: the betting structure and the cap (RULES.md §2.2) -------------------------------------------


def test_fixed_limit_omaha_hilo_class_plays_pot_limit() -> None:
    """RULES.md §2.2: in fixed limit every bet and raise is exactly the small bet before the flop, with a cap
    of a bet and three raises (RRoP §3 r3). pokerkit's ``FixedLimitOmahaHoldemHighLowSplitEightOrBetter``
    is built on its pot-limit mixin: it offers any raise up to the pot and never caps."""
    assert pk.FixedLimitOmahaHoldemHighLowSplitEightOrBetter.betting_structure is pk.BettingStructure.POT_LIMIT
    state = pk.FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, 4, (500,) * 4, 4
    )
    hand = Table(Game.OMAHA_HILO, Structure.FIXED, (500,) * 4, 1, 2).ours()
    deal_holes(hand, state, ("AhAs2h3s", "KhKs4h5s", "QhQs6h7s", "JhJs8h9s"))
    assert ours(hand) == (2, 2, 4, 4)  # UTG: call 2 or raise to exactly 4 (one small bet)
    assert theirs(state) == (2, 2, 4, 7)  # pokerkit: raise to anything from 4 to the pot, 7
    play(hand, state, "p3 cbr 4", "p4 cbr 6", "p1 cbr 8")
    assert ours(hand)[2:] == (None, None)  # capped: the BB and three raises (RRoP §3 r3)
    assert theirs(state)[2:] == (10, 34)  # pokerkit: no cap, up to the pot (8 + 2 + 4 + 6 + call 6 = 26)


def test_fixed_limit_texas_holdem_class_allows_four_raises_before_the_flop() -> None:
    """RULES.md §2.2 (RRoP §3 r3): the cap is one bet and three raises, and before the flop the BB is the
    bet, so the cap is 4 small bets. pokerkit's fixed-limit classes allow 4 completions/bets/raises on every
    street and do not count the BB, so before the flop they allow the BB and *four* raises (5 small bets).
    (After the flop the count of 4 is right; the differential test builds pokerkit's streets with 3 and 4.)"""
    state = pk.FixedLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (5, 10), 10, 20, (1000,) * 4, 4)
    hand = Table(Game.HOLDEM, Structure.FIXED, (1000,) * 4, 5, 10).ours()
    deal_holes(hand, state, ("AhAs", "KhKs", "QhQs", "JhJs"))
    play(hand, state, "p3 cbr 20", "p4 cbr 30", "p1 cbr 40")
    assert ours(hand) == (1, 30, None, None)  # capped at 40 = 4 small bets
    assert theirs(state) == (1, 30, 50, 50)  # pokerkit: a 4th raise, to 50
    assert state.street is not None and state.street.max_completion_betting_or_raising_count == 4


def test_short_limit_all_in_counts_toward_pokerkits_cap() -> None:
    """RULES.md §2.2 and §2.5: the cap counts one bet and three raises (RRoP §3 r3); an all-in of less than
    half a bet is not a raise (it reopens nothing, TDA 47-B; RRoP §3 r6). pokerkit counts every completion,
    bet or raise, a short all-in included, so here it caps the betting one raise early."""
    table = Table(Game.HOLDEM, Structure.FIXED, (1000, 1000, 1000, 1000, 32), 5, 10)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s", "TcJc"), "p3 cbr 20", "p4 cbr 30", "p5 cbr 32")
    assert hand.stacks[4] == 0  # p5 all-in for 2 more: less than half of the 10 raise
    assert ours(hand) == (0, 27, 40, 40)  # bet (BB), 20, 30: one full raise left, to 40
    assert theirs(state) == (0, 27, None, None)  # pokerkit counts 20, 30, 32 = its cap of 3


def test_fixed_limit_cap_kept_heads_up_by_pokerkit() -> None:
    """Convention difference, RULES.md §2.2 and §9: once the pot is heads-up before the cap, raising is
    unlimited in cash games (RRoP §3 r4, our cash default), while TDA 48 keeps the cap (our tournament
    default). pokerkit has only the TDA reading. Both are allowed readings: a house-rule setting."""
    table = Table(Game.HOLDEM, Structure.FIXED, (1000,) * 3, 5, 10)
    steps = ("p3 f", "p1 cbr 20", "p2 cbr 30", "p1 cbr 40")
    hand, state = both(table, ("2c3c", "4d5d", "6h7h"), *steps)
    assert ours(hand) == (1, 10, 50, 50)  # RRoP §3 r4: heads-up before the cap, no cap
    assert theirs(state) == (1, 10, None, None)
    tournament = Table(Game.HOLDEM, Structure.FIXED, (1000,) * 3, 5, 10, rules=HouseRules.tournament())
    hand, state = both(tournament, ("2c3c", "4d5d", "6h7h"), *steps)
    assert ours(hand) == theirs(state) == (1, 10, None, None)  # TDA 48: capped


# -- short all-ins in fixed limit (RULES.md §2.5) ----------------------------------------------------------


def test_limit_short_all_in_is_completed_not_raised_over() -> None:
    """RULES.md §2.5 (TDA 47-B): after an all-in raise of less than half a bet, a player who has not acted may
    fold, call, or *complete* the wager to a full raise: bet 10, all-in 14, the next raise is to 20. pokerkit
    puts a full bet on top of the all-in, to 24."""
    table = Table(Game.HOLDEM, Structure.FIXED, (1000, 24, 1000), 5, 10)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h"), "p3 cc", "p1 cc", "p2 cc", "db AsKdQh",
                       "p1 cbr 10", "p2 cbr 14")
    assert hand.stacks[1] == 0
    assert ours(hand) == (2, 14, 20, 20)
    assert theirs(state) == (2, 14, 24, 24)


def test_limit_all_in_of_half_a_bet_reopens_the_betting() -> None:
    """RULES.md §2.5 (TDA 47-B; RRoP §3 r6): an all-in of half a bet or more counts as a full raise, so it
    reopens the betting for a player who already acted: bet 10, all-in raise to 15, call; the bettor may
    raise again, to 25. pokerkit has no 50 % rule: it refuses the raise ("short all-in cannot be raised")."""
    table = Table(Game.HOLDEM, Structure.FIXED, (1000, 25, 1000), 5, 10)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h"), "p3 cc", "p1 cc", "p2 cc", "db AsKdQh",
                       "p1 cbr 10", "p2 cbr 15", "p3 cc")
    assert hand.stacks[1] == 0
    assert ours(hand) == (0, 5, 25, 25)
    assert theirs(state) == (0, 5, None, None)


# -- short all-ins in no limit and pot limit (RULES.md §2.3) -----------------------------------------------


def test_short_all_in_does_not_reopen_for_a_limper() -> None:
    """RULES.md §2.3 (TDA 47-A; the BB is the opening bet, TDA 51-B): UTG limps for the BB of 10, the next
    player goes all-in for 15, a raise of 5, less than a full raise; when the action is back, UTG has
    already acted and faces only 5, so may call or fold but not raise. pokerkit measures raises from 0 on
    every street (the BB is not a bet to it), so the first all-in counts as a full raise and reopens."""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 1000, 1000, 15), 5, 10)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s"), "p3 cc", "p4 cbr 15", "p1 cc", "p2 cc")
    assert ours(hand) == (2, 5, None, None)
    assert theirs(state) == (2, 5, 25, 1000)


def test_all_in_for_less_than_the_big_blind() -> None:
    """RULES.md §2.3 (RRoP §14 NL r2): BB 100; on the flop p1 checks and p2 is all-in for 20. The players who
    have not acted may raise, to at least 120 (all-in + BB): both engines agree. The all-in is less than a
    full bet, so it does not reopen the betting for p1, who already checked (TDA 47-A): p1 may call or fold.
    pokerkit counts the street's first bet as full whatever its size and lets p1 raise."""
    table = Table(Game.HOLDEM, Structure.NO, (5000, 120, 5000, 5000), 50, 100)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s"), "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db AsKdQh",
                       "p1 cc", "p2 cbr 20")
    assert hand.stacks[1] == 0
    assert ours(hand) == theirs(state) == (2, 20, 120, 4900)
    play(hand, state, "p3 cc")
    assert ours(hand) == theirs(state) == (3, 20, 120, 4900)
    play(hand, state, "p4 cc")
    assert ours(hand) == (0, 20, None, None)  # p1 checked: not reopened
    assert theirs(state) == (0, 20, 120, 4900)


def test_short_all_in_bet_does_not_reopen_for_a_player_who_checked() -> None:
    """Reopening after a check, RULES.md §10 and §2.3/§2.5 (TDA 47-A/B; RRoP §14 NL r3, §3 r6): a player who
    checked has acted; facing only an all-in *bet* below a full bet when the action is back, they may call or
    fold, not raise. pokerkit counts the street's first bet as full whatever its size and lets them raise.
    No limit, BB 100: p1, p2 and p3 check, p4 is all-in for 99. Fixed limit 5/10: p1 checks, p2 is all-in for
    4 (less than half of the 10 bet). (A full bet, or short all-ins adding up to one, reopens it in both
    engines: ``test_pokerkit_agreements.py``.)"""
    table = Table(Game.HOLDEM, Structure.NO, (5000, 5000, 5000, 199), 50, 100)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s"), "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db AsKdQh",
                       "p1 cc", "p2 cc", "p3 cc", "p4 cbr 99")
    assert hand.stacks[3] == 0
    assert ours(hand) == (0, 99, None, None)  # p1 checked: call or fold
    assert theirs(state) == (0, 99, 199, 4900)
    assert hand.raise_refusal == "may not raise: the short all-in did not reopen the betting"
    limit = Table(Game.HOLDEM, Structure.FIXED, (1000, 14, 1000), 5, 10)
    hand, state = both(limit, ("2c3c", "4d5d", "6h7h"), "p3 cc", "p1 cc", "p2 cc", "db AsKdQh", "p1 cc", "p2 cbr 4",
                       "p3 cc")
    assert hand.stacks[1] == 0
    assert ours(hand) == (0, 4, None, None)
    assert theirs(state) == (0, 4, 14, 14)


def test_short_all_ins_adding_up_to_a_full_raise_reopen() -> None:
    """RULES.md §2.3 (TDA 47-A and its addendum example 2): bet 300, then all-ins to 500, 650 and 800. Together
    they are more than a full raise, so the bettor may raise again, at least to 1100 (800 + the last full
    bet, 300). pokerkit adds up short all-ins only until they reach a full raise and then starts over, so it
    sees only the last 150 and refuses the raise (to the caller p2 as well)."""
    table = Table(Game.HOLDEM, Structure.NO, (5000, 5000, 600, 750, 900), 50, 100)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s", "TcJc"), "p3 cc", "p4 cc", "p5 cc", "p1 cc",
                       "p2 cc", "db AsKdQh", "p1 cbr 300", "p2 cc", "p3 cbr 500", "p4 cbr 650", "p5 cbr 800")
    assert hand.stacks[2:] == [0, 0, 0]
    assert ours(hand) == (0, 500, 1100, 4900)
    assert theirs(state) == (0, 500, None, None)
    play(hand, state, "p1 cc")
    assert ours(hand) == (1, 500, 1100, 4900)
    assert theirs(state) == (1, 500, None, None)


def test_short_big_blind_does_not_lower_the_bet() -> None:
    """RULES.md §1.7 (RRoP §4 r1): a short blind does not change the limits: the BB of 10 posted all-in for 4
    is still the bet to call before the flop, and a raise is to at least 20. pokerkit lets the short BB lower
    the bet to the SB's 5 (call 5, raise to 15). (The differential test gives the BB enough chips.)"""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 4, 1000), 5, 10)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h"))
    assert hand.bets == state.bets == [5, 4, 0]
    assert ours(hand) == (2, 10, 20, 1000)
    assert theirs(state) == (2, 5, 15, 1000)


def test_pot_limit_tournament_counts_a_short_small_blind_in_full() -> None:
    """Setting difference, RULES.md §2.4 (TDA 54-B, tournaments): before the flop a short or dead blind does not
    lower the pot-limit calculation, so at 100/200 the first player may still raise to 700 when the SB is
    all-in for 30. Cash rules use the blinds actually posted (30 + 200, call 200, raise 430: to 630), which is
    what pokerkit does; it has no tournament setting, so the random hands draw tournament rules in pot limit
    only when both blinds are posted in full."""
    holes = ("2c3c8h9h", "4d5dTsJs", "6h7hQcKc")
    cash = Table(Game.OMAHA, Structure.POT, (30, 5000, 5000), 100, 200)
    hand, state = both(cash, holes)
    assert ours(hand) == theirs(state) == (2, 200, 400, 630)
    tournament = Table(Game.OMAHA, Structure.POT, (30, 5000, 5000), 100, 200, rules=HouseRules.tournament())
    hand, state = both(tournament, holes)
    assert ours(hand) == (2, 200, 400, 700)
    assert theirs(state) == (2, 200, 400, 630)


def test_raise_nobody_can_call() -> None:
    """p3 is all-in for 10 and the BB has exactly 10, so no opponent of p1 could call any part of a raise.
    RULES.md has no rule on it; a raise could only come back as an uncalled bet (§3 step 2), so both engines
    refuse it and p1 may fold or call (the trainer's "may p1 raise?" has one answer)."""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 10, 10), 1, 2)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h"), "p3 cbr 10")
    assert ours(hand) == (0, 9, None, None)
    assert theirs(state) == (0, 9, None, None)
    assert hand.raise_refusal == "has no opponent left who could call a raise"


def test_check_nobody_can_bet_against() -> None:
    """Convention difference: p3 calls all-in for 6 and the SB folds; the BB's 50 already covers p3, and nobody
    is left who could call a bet. Our round ends (RULES.md §2.1: everyone left has called or is all-in);
    pokerkit still asks the BB to act, and the only thing it allows is a check."""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 1000, 6), 25, 50)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h"), "p3 cc", "p1 f")
    assert ours(hand) == (None, None, None, None)
    assert hand.phase is Phase.DEAL_BOARD
    assert theirs(state) == (1, 0, None, None)


# -- splitting pots (RULES.md §3, §5) ----------------------------------------------------------------------


def test_odd_chips_go_one_each_clockwise_from_the_button() -> None:
    """RULES.md §5 (TDA 20-A; RRoP Ties): with several odd chips, one each to the tied winners clockwise from the
    button, nobody more than one. A pot of 14 between three winners is 5/5/4; pokerkit gives both odd
    chips to the first winner, 6/4/4."""
    table = Table(Game.HOLDEM, Structure.NO, (100,) * 4, 1, 2)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8d9d"), "p3 cc", "p4 cc", "p1 cc", "p2 cc",
                       "db AsKdQh", "p1 cc", "p2 cbr 2", "p3 cc", "p4 cc", "p1 f", "db Jc", "p2 cc", "p3 cc",
                       "p4 cc", "db Th", "p2 cc", "p3 cc", "p4 cc")
    assert pots(hand, state) == ([(14, {1, 2, 3})], [(14, {1, 2, 3})])
    final, their_final = show_down(hand, state)
    assert final == [98, 101, 101, 100]
    assert their_final == [98, 102, 100, 100]


def test_each_side_pot_is_split_on_its_own() -> None:
    """RULES.md §3 step 7 and §5 (TDA 21; RRoP Ties: "all side pots and the main pot are split as separate pots,
    not mixed together"): the main pot of 21 and the side pot of 13, both tied between p2 and p5, give p2 the
    odd chip of each: 11 + 7 = 18 against 10 + 6 = 16. pokerkit kills the losing all-in hand first, then
    rebuilds the pots: both now belong to p2 and p5, so it merges them into one pot of 34 and splits 17/17."""
    table = Table(Game.HOLDEM, Structure.NO, (100, 100, 5, 100, 100), 1, 2)
    hand, state = both(table, ("7c8c", "Tc2c", "3h4h", "9s6s", "Td2d"),
                       "p3 cbr 5", "p4 cc", "p5 cc", "p1 f", "p2 cc", "db AsKsQd",
                       "p2 cbr 3", "p4 cc", "p5 cc", "db Jc", "p2 cbr 2", "p4 f", "p5 cc", "db 5h",
                       "p2 cc", "p5 cc")
    assert pots(hand, state) == ([(21, {1, 2, 4}), (13, {1, 4})], [(21, {1, 2, 4}), (13, {1, 4})])
    final, their_final = show_down(hand, state)
    assert [final[1], final[4]] == [108, 106]
    assert [their_final[1], their_final[4]] == [107, 107]


def test_hilo_side_pot_without_an_eligible_low_goes_to_the_high_hand() -> None:
    """RULES.md §3 step 7 and §5: each pot is split on its own, and if no player *in that pot* has a qualifying
    low, the best high takes it all (RRoP §7). p3, all-in for 100, has the only low (7-5-3-2-A) and takes
    half the main pot; p4 (kings), all-in for 300, wins the main pot's high half and scoops side pot 1
    (p1, p2, p4: no low there); p1 (queens) beats p2 in side pot 2. pokerkit first kills the hands that win
    nothing (p2), then halves every pot as soon as any hand left has a low (p3's, which is not in side pot
    1), and gives the low half of side pot 1 to every player in it without a low (p1 and p4), so p1 takes
    150 of p4's side pot. (It takes two players without a low who each win something somewhere to show:
    a hand that wins nothing is killed before the pots are split.)"""
    table = Table(Game.OMAHA_HILO, Structure.NO, (1000, 1000, 100, 300), 5, 10)
    hand, state = both(table, ("QdQhTdTh", "JcJsTcTs", "As3s9c9h", "KdKhJdJh"),
                       "p3 cbr 100", "p4 cbr 300", "p1 cc", "p2 cc", "db 2c5d7h", "p1 cbr 200", "p2 cc",
                       "db Kc", "p1 cc", "p2 cc", "db Qs", "p1 cc", "p2 cc")
    main, side, side_2 = (400, {0, 1, 2, 3}), (600, {0, 1, 3}), (400, {0, 1})
    assert pots(hand, state) == ([main, side, side_2], [main, side, side_2])
    final, their_final = show_down(hand, state)
    assert final == [500 + 400, 500, 200, 200 + 600]
    assert their_final == [500 + 400 + 150, 500, 200, 200 + 300 + 150]


def test_hilo_identical_hands_both_ways_split_as_evenly_as_possible() -> None:
    """RULES.md §5 (RRoP Ties; TDA 2017 19-F forum example): two players with the same wheel win high and low;
    a pot of 66 is split 33/33, not in halves of 33 each with an odd chip to the same player twice (34/32),
    which is what pokerkit does."""
    table = Table(Game.OMAHA_HILO, Structure.NO, (1000, 1000), 1, 2)
    hand, state = both(table, ("As5s9c9d", "Ad5dTcTh"), "p2 cbr 33", "p1 cc", "db 2c3d4h", "p1 cc", "p2 cc",
                       "db Kc", "p1 cc", "p2 cc", "db Qs", "p1 cc", "p2 cc")
    final, their_final = show_down(hand, state)
    assert final == [1000, 1000]
    assert their_final == [1001, 999]


# -- dead antes (RULES.md §3, §10) ---------------------------------------------------------------------------


def test_all_in_for_part_of_a_dead_ante_wins_only_its_layer() -> None:
    """RULES.md §3 (table stakes: an all-in player wins from each opponent only as much as they put in) and §10:
    a player all-in for 6 of a dead ante of 10 can win 6 from each ante, 24 of the 36, and the other 12 go to
    the main pot. pokerkit puts every dead ante in one pot open to every live hand, so p4's aces take all 36.
    (For exactly the ante both engines agree: ``test_pokerkit_agreements.py``; the random hands deal only that.)"""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 1000, 1000, 6), 50, 100, ante=10, dead_antes=True)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "AsAh"), "p3 cc", "p1 cc", "p2 cc", "db 2d7dTc", "p1 cc",
                       "p2 cc", "p3 cc", "db 8h", "p1 cc", "p2 cc", "p3 cc", "db Kc", "p1 cc", "p2 cc", "p3 cc")
    ours_pots, their_pots = pots(hand, state)
    assert ours_pots == [(24, {0, 1, 2, 3}), (312, {0, 1, 2})]
    assert their_pots == [(36, {0, 1, 2, 3}), (300, {0, 1, 2})]
    final, their_final = show_down(hand, state)
    assert final == [890, 890, 1202, 24]  # p3's pair of sevens wins the main pot
    assert their_final == [890, 890, 1190, 36]


def test_every_accepted_difference_has_a_named_test() -> None:
    """The differential test accepts a difference from pokerkit only as one of these named cases, and its
    random hands avoid only situations that have a named test here."""
    module = sys.modules[__name__]
    for case, test_name in {**NAMED_TESTS, **AVOIDED}.items():
        assert callable(getattr(module, test_name, None)), f"no test {test_name} for: {case}"
