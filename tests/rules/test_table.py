"""RULES.md §1 across hands: the button, the blinds, new players and missed blinds."""

from __future__ import annotations

import random

import pytest

from dealerdesk.history import dumps, loads
from dealerdesk.history.export import history_of
from dealerdesk.history.replay import replay
from dealerdesk.rules.blinds import BlindPositions
from dealerdesk.rules.table import BlindLevel, Table, TableError


def fold_around(table: Table, rng: random.Random | None = None) -> None:
    """Play the next hand with everyone folding to the big blind, and end it."""
    hand = table.start_hand(rng or random.Random(0))
    while not hand.is_complete:
        if hand.to_call:
            hand.fold()
        else:
            hand.check_or_call()
    table.end_hand()


def full_table(seats: int, **settings: object) -> Table:
    table = Table(seat_count=seats, small_blind=1, big_blind=2, button_seat=1, min_buy_in=1, **settings)  # type: ignore[arg-type]
    for seat in range(1, seats + 1):
        table.sit(seat, f"P{seat}", 100)
    return table


def bust(table: Table, seat: int) -> None:
    table.seats[seat].stack = 0
    table.stand(seat)


def where(table: Table) -> tuple[int, int | None, int]:
    plan = table.next_hand_plan()
    return plan.button, plan.small_blind, plan.big_blind


# -- the dead button (RULES.md §1.5, Ex 3) ---------------------------------------------------------------


def test_example_3_1_big_blind_busts() -> None:
    """Hand N: button 1, SB 2, BB 3; seat 3 busts → N+1: BB 4, no SB, button 2; N+2: BB 5, SB 4, button on
    the empty seat 3, so seat 2 acts last again."""
    table = full_table(6, tournament=True)
    assert where(table) == (1, 2, 3)
    fold_around(table)
    bust(table, 3)
    assert where(table) == (2, None, 4)
    fold_around(table)
    plan = table.next_hand_plan()
    assert (plan.button, plan.small_blind, plan.big_blind) == (3, 4, 5)
    assert plan.dealt_in[-1] == 2  # acts last


def test_example_3_2_small_blind_busts() -> None:
    table = full_table(6, tournament=True)
    fold_around(table)
    bust(table, 2)
    plan = table.next_hand_plan()
    assert (plan.button, plan.small_blind, plan.big_blind) == (2, 3, 4)
    assert plan.dealt_in[-1] == 1  # seat 1 acts last twice


def test_both_blinds_bust_same_player_is_button_three_hands() -> None:
    table = full_table(6, tournament=True)
    last_to_act = [table.next_hand_plan().dealt_in[-1]]
    fold_around(table)
    bust(table, 2)
    bust(table, 3)
    for _ in range(3):
        last_to_act.append(table.next_hand_plan().dealt_in[-1])
        fold_around(table)
    assert last_to_act == [1, 1, 1, 4]


@pytest.mark.parametrize("seats", [3, 6, 10])
def test_big_blind_moves_one_player_a_hand_on_a_full_table(seats: int) -> None:
    table = full_table(seats)
    bigs = []
    for _ in range(2 * seats):
        bigs.append(table.next_hand_plan().big_blind)
        fold_around(table)
    assert bigs == [(3 + k - 1) % seats + 1 for k in range(2 * seats)]


# -- heads-up (§1.3) -------------------------------------------------------------------------------------


def test_heads_up_button_posts_the_small_blind_and_acts_first() -> None:
    table = full_table(2)
    plan = table.next_hand_plan()
    assert plan.button == plan.small_blind == 1 and plan.big_blind == 2
    assert plan.dealt_in == (2, 1)  # p1 is the big blind, the button is last
    hand = table.start_hand(random.Random(1))
    assert hand.actor == 1 and hand.to_call == 1


@pytest.mark.parametrize("busted", [1, 2, 3])
@pytest.mark.parametrize("button", ["dead", "moving"])
def test_moving_to_heads_up_nobody_posts_the_big_blind_twice(busted: int, button: str) -> None:
    table = full_table(3, button=button)
    plan = table.next_hand_plan()
    fold_around(table)
    bust(table, busted)
    after = table.next_hand_plan()
    assert after.big_blind != plan.big_blind
    assert after.button == after.small_blind and after.big_blind != after.button


def test_heads_up_blinds_alternate() -> None:
    table = full_table(2)
    bigs = []
    for _ in range(4):
        bigs.append(table.next_hand_plan().big_blind)
        fold_around(table)
    assert bigs == [2, 1, 2, 1]


# -- the moving button -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [3, 6, 10])
def test_moving_button_moves_one_player_and_blinds_follow(seats: int) -> None:
    table = full_table(seats, button="moving")
    for hand in range(seats + 2):
        button, small, big = where(table)
        assert button == hand % seats + 1
        assert small == button % seats + 1 and big == small % seats + 1
        fold_around(table)


def test_moving_button_skips_an_empty_seat() -> None:
    table = full_table(6, button="moving")
    fold_around(table)
    table.stand(2)
    assert where(table) == (3, 4, 5)


# -- new players and missed blinds (§1.6, Ex 3.3) -------------------------------------------------------


def cash_table(seats: int = 9) -> Table:
    table = Table(seat_count=seats, small_blind=2, big_blind=5, button_seat=1)
    for seat in range(1, seats + 1):
        table.sit(seat, f"P{seat}", 500)
    return table


def test_example_3_3_missed_both_blinds_posts_big_live_small_dead() -> None:
    """Cash 2/5: seat 7 missed both blinds; back at UTG+1 he posts 5 live + 2 dead and keeps his option, or
    waits for his big blind."""
    table = cash_table()
    table.sit_out(7)
    while table.next_hand_plan().big_blind != 8:
        fold_around(table)
    fold_around(table)  # the big blind passes seat 7
    assert table.seats[7].owes_big_blind
    while table.next_hand_plan().big_blind != 5:  # seat 7 is UTG+1 (the BB is seat 5)
        fold_around(table)
    table.sit_in(7, post=True)
    plan = table.next_hand_plan()
    assert plan.posts[7] == (5, 2) and 7 in plan.dealt_in
    hand = table.start_hand(random.Random(2))
    position = plan.dealt_in.index(7)
    assert hand.stakes.dead_blinds[position] == 2 and hand.bets[position] == 5
    # Everybody limps: seat 7's live 5 counts and he keeps his option to raise.
    while hand.actor != position:
        hand.check_or_call()
    assert hand.to_call == 0 and hand.min_raise_to == 10


def test_example_3_3_or_wait_for_the_big_blind() -> None:
    table = cash_table()
    table.sit_out(7)
    while table.next_hand_plan().big_blind != 8:
        fold_around(table)
    fold_around(table)
    table.sit_in(7, post=False)
    dealt = []
    for _ in range(9):
        plan = table.next_hand_plan()
        dealt.append((plan.big_blind, 7 in plan.dealt_in))
        fold_around(table)
    first_dealt = next(big for big, in_hand in dealt if in_hand)
    assert first_dealt == 7  # dealt in when the big blind reaches him, as the big blind


def test_missed_only_the_small_blind_posts_it_dead() -> None:
    table = cash_table()
    while table.next_hand_plan().big_blind != 7:
        fold_around(table)
    fold_around(table)  # seat 7 posts the BB
    table.sit_out(7)  # the small blind falls on seat 7 next hand: missed
    fold_around(table)
    assert table.seats[7].owes_small_blind and not table.seats[7].owes_big_blind
    table.sit_in(7, post=True)
    assert table.next_hand_plan().posts[7] == (0, 2)


def test_new_player_posts_a_big_blind_or_waits() -> None:
    table = cash_table(9)
    table.stand(6)
    fold_around(table)
    table.sit(6, "Newcomer", 500)
    plan = table.next_hand_plan()
    assert plan.posts[6] == (5, 0) and 6 in plan.dealt_in
    table2 = cash_table(9)
    table2.stand(6)
    fold_around(table2)
    table2.sit(6, "Patient", 500, wait_for_big_blind=True)
    assert 6 not in table2.next_hand_plan().dealt_in


def test_new_player_between_button_and_small_blind_waits_for_the_button_to_pass() -> None:
    """RULES.md §1.6: a new player may not be dealt in (or post) between the button and the small blind."""
    table = cash_table(6)
    table.stand(3)
    fold_around(table)  # hand 1: button 1, SB 2, BB 4
    table.sit(3, "Newcomer", 500)
    plan = table.next_hand_plan()  # hand 2: button 2, SB 4, BB 5 — seat 3 is in the gap
    assert (plan.button, plan.small_blind, plan.big_blind) == (2, 4, 5)
    assert 3 not in plan.dealt_in and 3 not in plan.posts
    fold_around(table)
    plan = table.next_hand_plan()  # hand 3: button 4 — seat 3 is now right of the button
    assert plan.button == 4 and 3 in plan.dealt_in and plan.posts[3] == (5, 0)


# -- tournaments, antes, schedule ------------------------------------------------------------------------


def test_tournament_absent_player_is_blinded_not_charged() -> None:
    table = full_table(4, tournament=True)
    table.sit_out(3)
    plan = table.next_hand_plan()
    assert 3 in plan.dealt_in and plan.big_blind == 3
    hand = table.start_hand(random.Random(4))
    table.act_for_absent_players()
    while not hand.is_complete:
        hand.fold() if hand.to_call else hand.check_or_call()
        table.act_for_absent_players()
    table.end_hand()
    assert not table.seats[3].owes_big_blind and not table.seats[3].owes_small_blind


def test_uniform_antes_and_big_blind_ante() -> None:
    table = full_table(4, ante=1)
    plan = table.next_hand_plan()
    assert plan.antes == {1: 1, 2: 1, 3: 1, 4: 1}
    table_bba = full_table(4, ante=2, big_blind_ante=True)
    plan = table_bba.next_hand_plan()
    assert plan.antes == {3: 2}
    hand = table_bba.start_hand(random.Random(1))
    assert hand.dead_money == 2 and not hand.stakes.antes_are_live


def test_blind_schedule_levels_by_hands() -> None:
    table = full_table(3, tournament=True, schedule=(BlindLevel(1, 2, 0, 2), BlindLevel(2, 4, 1, 2),
                                                      BlindLevel(5, 10, 1)))
    seen = []
    for _ in range(6):
        level = table.level()
        seen.append((level.small_blind, level.big_blind, level.ante))
        fold_around(table)
    assert seen == [(1, 2, 0), (1, 2, 0), (2, 4, 1), (2, 4, 1), (5, 10, 1), (5, 10, 1)]


# -- bad calls change nothing -------------------------------------------------------------------------


def snapshot(table: Table) -> object:
    return (repr(table.seats), table.hand_number, table.positions, table.hand)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda t: t.sit(1, "Again", 500), "seat 1 is taken by P1"),
        (lambda t: t.sit(11, "Nowhere", 500), "seat 11 does not exist"),
        (lambda t: t.stand(5), "seat 5 is empty"),
        (lambda t: t.sit(5, "Short", 10), "Short needs at least 50 chips to sit down, not 10"),
        (lambda t: t.add_chips(1, -5), "add a positive number of chips"),
        (lambda t: t.sit(5, " ", 500), "a player needs a name"),
    ],
)
def test_bad_calls_raise_and_change_nothing(call: object, message: str) -> None:
    table = Table(seat_count=10, small_blind=2, big_blind=5)
    for seat in range(1, 5):
        table.sit(seat, f"P{seat}", 500)
    before = snapshot(table)
    with pytest.raises(TableError, match=message):
        call(table)  # type: ignore[operator]
    assert snapshot(table) == before


def test_a_hand_needs_two_players() -> None:
    table = Table(seat_count=6)
    table.sit(1, "Solo", 100)
    with pytest.raises(TableError, match="at least two players"):
        table.start_hand(random.Random(1))
    assert table.hand is None and table.hand_number == 0


def test_cannot_leave_or_rebuy_during_own_hand() -> None:
    table = full_table(3)
    table.start_hand(random.Random(1))
    with pytest.raises(TableError, match="in the hand being played"):
        table.stand(1)
    with pytest.raises(TableError, match="in the hand being played"):
        table.add_chips(1, 10)
    with pytest.raises(TableError, match="not finished"):
        table.end_hand()


def test_busted_cash_player_sits_out_until_rebuy() -> None:
    table = full_table(3)
    table.seats[2].stack = 1
    hand = table.start_hand(random.Random(3))
    while not hand.is_complete:
        hand.fold() if hand.to_call else hand.check_or_call()
    table.end_hand()
    if table.seats[2].stack == 0:
        assert table.seats[2].sitting_out
        table.add_chips(2, 100)
        table.sit_in(2)
        assert not table.seats[2].sitting_out


def _fold_round(table: Table) -> None:
    hand = table.start_hand(random.Random(1))
    while not hand.is_complete:
        if hand.to_call:
            hand.fold()
        else:
            hand.check_or_call()
    table.end_hand()


def _after_heads_up(*, wait: bool) -> Table:
    """Heads-up between seats 4 and 5 (button 5), then 5 leaves, 4 sits out and three players arrive."""
    table = Table(seat_count=8, variant="NT", small_blind=1, big_blind=2, min_buy_in=1, button_seat=5)
    table.sit(4, "Ann", 100)
    table.sit(5, "Bob", 100)
    _fold_round(table)
    table.stand(5)
    table.sit_out(4)
    table.sit(7, "Cy", 100)
    table.sit(3, "Dora", 100, wait_for_big_blind=wait)
    table.sit(8, "Eve", 100, wait_for_big_blind=wait)
    return table


def test_after_heads_up_the_small_blinds_place_behind_the_button_blocks_nobody() -> None:
    # The dead button stays on 5, the big blind moves to 7 and the small blind's place (4, the last big blind)
    # is behind the button: only seat 6 lies between the button and the blinds, so the new players post in.
    plan = _after_heads_up(wait=False).next_hand_plan()
    assert (plan.button, plan.small_blind, plan.big_blind) == (5, None, 7)
    assert sorted(plan.dealt_in) == [3, 7, 8] and plan.posts == {7: (2, 0), 3: (2, 0), 8: (2, 0)}


def test_waiting_for_the_big_blind_cannot_stop_the_game() -> None:
    # Both new players chose to wait for the big blind, which is 7's: alone, 7 has no hand to play, so they post.
    table = _after_heads_up(wait=True)
    plan = table.next_hand_plan()
    assert sorted(plan.dealt_in) == [3, 7, 8] and plan.posts == {7: (2, 0), 3: (2, 0), 8: (2, 0)}
    _fold_round(table)
    assert not any(table.seats[s].waiting_for_big_blind or table.seats[s].new for s in (3, 8))


# -- dead money alone, the small blind's seat, the moving button, absentees ----------------------------------


def test_new_player_waiting_for_the_big_blind_on_the_small_blind_is_not_dealt_in() -> None:
    """RULES.md §1.6 and §10: a new player who takes the seat the small blind falls on (the last big blind's,
    under the dead button) and chooses to wait for the big blind is not dealt in; the small blind is dead that
    hand. They are dealt in when the big blind reaches them."""
    table = cash_table(6)
    fold_around(table)  # button 1, SB 2, BB 3
    table.stand(3)
    table.sit(3, "Patient", 500, wait_for_big_blind=True)
    plan = table.next_hand_plan()
    assert (plan.button, plan.small_blind, plan.big_blind) == (2, None, 4)
    assert 3 not in plan.dealt_in and 3 not in plan.posts
    dealt = []
    for _ in range(6):
        plan = table.next_hand_plan()
        dealt.append((plan.big_blind, 3 in plan.dealt_in))
        fold_around(table)
    assert next(big for big, in_hand in dealt if in_hand) == 3  # first dealt in as the big blind


def test_new_player_on_the_small_blind_who_posts_is_dealt_in() -> None:
    """The same seat, but the new player does not wait: they are dealt in at once (posting the small blind)."""
    table = cash_table(6)
    fold_around(table)
    table.stand(3)
    table.sit(3, "Eager", 500)
    plan = table.next_hand_plan()
    assert plan.small_blind == 3 and 3 in plan.dealt_in


def test_moving_button_player_away_while_the_small_blind_passed_owes_it_dead() -> None:
    """RULES.md §1.6 and §10: under the moving button the small blind never falls on a player who is away, it
    passes them; they owe it dead on their return, exactly as under the dead button."""
    for button in ("moving", "dead"):
        table = cash_table(6)
        table.button = button
        fold_around(table)  # button 1, SB 2, BB 3
        table.sit_out(3)  # the big blind of the last hand is away when the small blind would reach him
        plan = table.next_hand_plan()
        assert plan.missed_small_blind == (3,) and not plan.missed_big_blind, button
        fold_around(table)
        assert table.seats[3].owes_small_blind and not table.seats[3].owes_big_blind, button
        table.sit_in(3, post=True)
        plan = table.next_hand_plan()
        assert plan.posts[3] == (0, 2) and 3 in plan.dealt_in, button


def test_tournament_absent_player_is_folded_not_checked_to_a_showdown() -> None:
    """TDA 30 (RULES.md §1.6, §10): an absent player is dealt in and blinded, and the hand is dead: folded when
    the action reaches it, even when everyone limps and the big blind could check. It never shows down."""
    table = full_table(4, tournament=True)
    table.sit_out(3)
    plan = table.next_hand_plan()
    assert plan.big_blind == 3
    hand = table.start_hand(random.Random(4))
    absent = plan.dealt_in.index(3)
    assert hand.bets[absent] == 2
    table.act_for_absent_players()
    while not hand.is_complete:
        hand.check_or_call()  # everyone present calls or checks
        table.act_for_absent_players()
    assert hand.folded[absent] and absent not in hand.shown
    assert len(hand.remaining) == 3 and len(hand.shown) >= 2
    table.end_hand()
    assert table.seats[3].stack == 98


def test_big_blind_all_in_for_the_big_blind_ante_in_play_mode() -> None:
    """Issue 12 point 2 through a table (play mode): the big blind's stack is exactly the big-blind ante, posted
    first (TDA), so the big blind is all-in for dead money alone and posts no blind. That ante is a pot the big
    blind can still win (its own ante back), so the hand is tabled at the showdown."""
    table = Table(seat_count=4, small_blind=1, big_blind=2, ante=2, big_blind_ante=True, tournament=True,
                  button_seat=1)
    for seat in range(1, 5):
        table.sit(seat, f"P{seat}", 2 if seat == 3 else 100)
    plan = table.next_hand_plan()
    assert plan.big_blind == 3 and plan.antes == {3: 2}
    big = plan.dealt_in.index(3)
    hand = table.start_hand(random.Random(2), paced=True)
    assert hand.stacks[big] == 0 and hand.bets[big] == 0 and hand.dead_money == 2
    while not hand.is_complete:
        if hand.actor is not None:
            hand.check_or_call()  # everyone calls the big blind and checks it down
        else:
            hand.advance()
    assert big in hand.shown and hand.all_in_players == (big,)
    pots = hand.pots()[0]
    assert pots[0].amount == 2 and big in pots[0].eligible and all(big not in pot.eligible for pot in pots[1:])
    assert [(a.pot, a.player, a.amount) for a in hand.awards if a.pot == 0] == [(0, big, 2)]  # seed 2: the best hand
    table.end_hand()
    assert table.seats[3].stack == 2


def test_players_in_the_dead_buttons_gap_post_in_when_nobody_else_could_play() -> None:
    """Found by the long random-session property: the last hand was button 1, SB 2, BB 5; seat 5 has left and
    seat 2 busted, so the dead button falls on 2 and the big blind on 1, with no small blind. Seats 3 (back,
    owing a big blind) and 4 (new) sit between the button and the big blind, where nobody new is dealt in (RULES.md
    §1.6) — but then seat 1 would play alone. They post what they owe and are dealt in instead."""
    table = Table(seat_count=8, small_blind=1, big_blind=2, min_buy_in=1)
    table.sit(1, "Ann", 100)
    table.sit(3, "Bob", 100)
    table.sit(4, "Cy", 100)
    table.hand_number = 5
    table.positions = BlindPositions(button=1, small_blind=2, big_blind=5, small_blind_position=2)
    table.seats[3].owes_big_blind = True
    table.seats[4].new = True
    plan = table.next_hand_plan()
    assert (plan.button, plan.small_blind, plan.big_blind) == (2, None, 1)
    assert plan.dealt_in == (3, 4, 1) and plan.posts == {1: (2, 0), 3: (2, 1), 4: (2, 0)}
    fold_around(table)


def test_tournament_absent_hand_is_dead_from_the_deal_even_without_a_turn() -> None:
    """TDA 30: the absent player's hand is dead from the deal, not only when the action reaches it. Here the
    absent big blind would never get a turn (p3 is all-in for less than the big blind, so nobody could bet
    against it), yet it is out of the hand: its blind stays in the pot and it is never tabled."""
    table = full_table(3, tournament=True)
    table.seats[1].stack = 1
    table.sit_out(3)
    plan = table.next_hand_plan()
    assert plan.big_blind == 3 and plan.dealt_in == (2, 3, 1)
    hand = table.start_hand(random.Random(5))
    assert hand.stakes.dead_hands == (1,) and hand.folded[1] and hand.bets[1] == 2
    table.act_for_absent_players()
    while not hand.is_complete:
        hand.check_or_call()
    assert 1 not in hand.shown and all(award.player != 1 for award in hand.awards)
    table.end_hand()
    assert table.seats[3].stack == 98


def test_heads_up_tournament_absentee_loses_the_blind_at_once() -> None:
    """Heads-up with the other player absent: the only live hand wins the blinds as soon as the cards are dealt."""
    table = full_table(2, tournament=True)
    table.sit_out(2)
    plan = table.next_hand_plan()
    hand = table.start_hand(random.Random(6))
    assert hand.is_complete and hand.actor is None
    assert [a.player for a in hand.awards] == [plan.dealt_in.index(1)]
    table.end_hand()
    assert table.seats[1].stack + table.seats[2].stack == 200 and table.seats[2].stack < 100


def test_dead_hands_are_written_to_the_hand_history_and_replay() -> None:
    """The dead hands travel in the PHH extension field ``_dead_hands`` (1-based), so a saved tournament session
    replays to the same stacks."""
    table = full_table(4, tournament=True)
    table.sit_out(3)
    hand = table.start_hand(random.Random(7))
    while not hand.is_complete:
        hand.check_or_call()
    history = history_of(hand)
    assert history.user_fields["_dead_hands"] == [hand.stakes.dead_hands[0] + 1]
    again = replay(loads(dumps(history)))
    assert again.final_stacks == hand.final_stacks and again.folded == hand.folded
