"""Named cases where pokerkit 0.7.7 and our engine agree, built in both engines, with the rule they follow.

The random hands of ``test_pokerkit_differential.py`` reach these rarely or not at all (or our engine once got
them wrong), so each is set up here by hand: the same seats, stacks, cards and actions in both engines, and
pokerkit is the oracle next to the rule in RULES.md.
"""

from __future__ import annotations

import pokerkit as pk

from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Game, Structure
from dealerdesk.rules.hand import Hand, Phase
from tests.rules.test_pokerkit_differential import Table
from tests.rules.test_pokerkit_disagreements import both, ours, play, pots, show_down, theirs


def run_out(hand: Hand, state: pk.State, *boards: str) -> None:
    """Deal the rest of the board in both engines once the betting is over. pokerkit first asks for the check
    of a player whose opponents are all-in (a named convention difference) and the all-in showdown."""
    for board in boards:
        if state.actor_index is not None:
            assert hand.actor is None and state.checking_or_calling_amount == 0
            state.check_or_call()
        while state.showdown_index is not None:
            state.show_or_muck_hole_cards(True)
        hand.deal_board(parse_cards(board))
        state.deal_board(board)

# -- reopening after a check (RULES.md §2.3, §10) ------------------------------------------------------------


def test_check_then_full_bet_and_short_all_in_raise_reopens_for_the_checker() -> None:
    """RULES.md §2.3 (TDA 47-A): p1 checks, p2 bets 100 (a full bet), p3 is all-in for 150 (a short raise). p1
    checked before any bet, so the full bet reopens the betting for p1, who may raise; p2 made the full bet and
    faces only the short 50 on top of it, so may call or fold. pokerkit agrees on both."""
    table = Table(Game.HOLDEM, Structure.NO, (5000, 5000, 250, 5000), 50, 100)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s"), "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db AsKdQh",
                       "p1 cc", "p2 cbr 100", "p3 cbr 150", "p4 cc")
    assert ours(hand) == theirs(state) == (0, 150, 250, 4900)
    play(hand, state, "p1 cc")
    assert ours(hand) == theirs(state) == (1, 50, None, None)


def test_short_all_ins_after_a_check_adding_up_to_a_full_bet_reopen() -> None:
    """RULES.md §2.3 (TDA 47-A): p1 checks, then two short all-ins, to 60 and 130: together more than a full bet
    of 100, so the betting is reopened for p1 (minimum raise-to 130 + 100). pokerkit agrees (it counts the
    first all-in as a full bet of 60 and the second as a full raise of 70)."""
    table = Table(Game.HOLDEM, Structure.NO, (5000, 160, 230, 5000), 50, 100)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s"), "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db AsKdQh",
                       "p1 cc", "p2 cbr 60", "p3 cbr 130", "p4 cc")
    assert ours(hand) == theirs(state) == (0, 130, 230, 4900)


def test_check_then_full_all_in_bet_reopens() -> None:
    """RULES.md §2.3: an all-in bet of at least the big blind is a full bet, and it reopens the betting for the
    players who checked before it. Both engines let p1 raise, to at least 150 + 150."""
    table = Table(Game.HOLDEM, Structure.NO, (5000, 5000, 250, 5000), 50, 100)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "8s9s"), "p3 cc", "p4 cc", "p1 cc", "p2 cc", "db AsKdQh",
                       "p1 cc", "p2 cc", "p3 cbr 150", "p4 cc")
    assert ours(hand) == theirs(state) == (0, 150, 300, 4900)


# -- all-in for dead money alone (RULES.md §10) ---------------------------------------------------------------


def test_all_in_for_exactly_a_dead_ante_wins_the_pot_of_antes() -> None:
    """RULES.md §10: p4's whole stack is the uniform ante of 10, dead money (PHH ``ante_trimming_status``
    false). All-in for it, p4 can still win the pot it made, the four antes, and shows for it; the rest (the
    big blind's called 50 and the small blind's folded 50) is p2's alone, its uncalled 50 back. p4's aces win
    the 40. pokerkit agrees on the pots and the stacks."""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 1000, 1000, 10), 50, 100, ante=10, dead_antes=True)
    hand, state = both(table, ("2c3c", "4d5d", "6h7h", "AsAh"), "p3 f", "p1 f")
    assert hand.phase is Phase.DEAL_BOARD and hand.all_in_showdown and hand.all_in_players == (3,)
    assert hand.can_show(3)
    run_out(hand, state, "2d7dTc", "8h", "Kc")
    assert pots(hand, state) == ([(40, {1, 3}), (100, {1})], [(40, {1, 3}), (100, {1})])
    final, their_final = show_down(hand, state)
    assert final == their_final == [940, 1040, 990, 40]
    assert hand.all_in_showdown and hand.all_in_players == (3,)  # still a fact once the pots are paid


def test_big_blind_all_in_for_the_big_blind_ante_wins_it_back() -> None:
    """RULES.md §10 (TDA: the big-blind ante is posted before the blind): p2's stack is exactly the big-blind
    ante of 100, so p2 posts it, is all-in and posts no blind. That dead 100 is a pot p2 can win against every
    live hand, so p2's aces take it back; the 900 of the others' bets go to the best of them. pokerkit agrees.
    (p3 raises to 300, legal in both engines: pokerkit would let the short big blind lower the bet to call.)"""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 100, 1000, 1000), 50, 100, ante=100, big_blind_ante=True)
    hand, state = both(table, ("2c3c", "AsAh", "6h7h", "Qs5d"), "p3 cbr 300", "p4 cc", "p1 cc")
    assert hand.stacks[1] == 0 and hand.bets[1] == 0
    play(hand, state, "db 2d7dTc", "p1 cc", "p3 cc", "p4 cc", "db Js", "p1 cc", "p3 cc", "p4 cc",
         "db 4h", "p1 cc", "p3 cc", "p4 cc")
    assert pots(hand, state) == ([(100, {0, 1, 2, 3}), (900, {0, 2, 3})], [(100, {0, 1, 2, 3}), (900, {0, 2, 3})])
    assert hand.all_in_showdown and hand.showdown_order
    final, their_final = show_down(hand, state)
    assert final == their_final == [700, 100, 1600, 700]


def test_big_blind_who_posts_the_full_ante_plays_on_for_live_chips_only() -> None:
    """RULES.md §10: a big blind who posts the whole big-blind ante (100) and the blind (100) and then calls
    all-in is all-in for the 150 live chips only; the ante is dead money in the main pot, which holds it and
    150 from each player (550, all three eligible), and the 450 each that the others bet beyond are a side pot
    (900). Read as live (``ante_trimming_status`` true), the ante would have made p2's layer 250 and the main pot
    750: PHH marks a big-blind ante dead, and both engines, given that, agree."""
    table = Table(Game.HOLDEM, Structure.NO, (1000, 250, 1000), 50, 100, ante=100, big_blind_ante=True)
    assert not table.antes_are_live
    hand, state = both(table, ("2c3c", "AsAh", "KdKh"), "p3 cbr 600", "p1 cc", "p2 cc")
    assert hand.stacks[1] == 0
    assert pots(hand, state) == ([(550, {0, 1, 2}), (900, {0, 2})], [(550, {0, 1, 2}), (900, {0, 2})])
    play(hand, state, "db 2d7dTc", "p1 cc", "p3 cc", "db 8h", "p1 cc", "p3 cc", "db 4c", "p1 cc", "p3 cc")
    final, their_final = show_down(hand, state)
    assert final == their_final == [400, 550, 1300]  # p2's aces take the main pot, p3's kings the side pot
