"""Long random sessions (hypothesis): players join, leave, bust, sit out and come back. Chips are conserved,
with the dead button the big blind never skips a player in the rotation (a skipped player was away and is
charged for it), with the moving button a player away when the small blind passes is charged for it, a player
waiting for the big blind is dealt in only as the big blind (or when nobody else could play), a dealt-in
player owes nothing, and an absent tournament player's hand is dead: blinded, folded, never tabled."""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from dealerdesk.rules.blinds import seats_between
from dealerdesk.rules.game import Variant
from dealerdesk.rules.table import Table


def play_out(table: Table, rng: random.Random) -> None:
    hand = table.hand
    assert hand is not None
    table.act_for_absent_players()
    while not hand.is_complete:
        low = hand.min_raise_to
        roll = rng.random()
        if low is not None and roll < 0.15:
            hand.bet_or_raise_to(rng.choice([low, hand.max_raise_to or low]))
        elif roll < 0.85 or not hand.to_call:
            hand.check_or_call()
        else:
            hand.fold()
        table.act_for_absent_players()


@settings(max_examples=60, deadline=None)
@given(
    seats=st.integers(2, 10),
    button=st.sampled_from(["dead", "moving"]),
    tournament=st.booleans(),
    code=st.sampled_from(Variant.codes()),
    seed=st.integers(0, 2**32 - 1),
)
@example(seats=9, button="dead", tournament=False, code="NO/8", seed=138)  # the gap dealt a waiting player needlessly
def test_long_random_session(seats: int, button: str, tournament: bool, code: str, seed: int) -> None:
    rng = random.Random(seed)
    table = Table(seat_count=seats, variant=code, small_blind=1, big_blind=2, button=button,
                  tournament=tournament, min_buy_in=1, ante=rng.choice([0, 0, 1]))
    chips_in = 0
    chips_out = 0
    names = iter(f"Player{n}" for n in range(10_000))
    for seat in range(1, seats + 1):
        if rng.random() < 0.8:
            stack = rng.randint(5, 120)
            table.sit(seat, next(names), stack)
            chips_in += stack
    previous_big: int | None = None
    previous_small: int | None = None
    for _ in range(120):
        # Comings and goings between hands.
        for seat in range(1, seats + 1):
            player = table.seats.get(seat)
            roll = rng.random()
            if player is None and roll < 0.05 and not tournament:
                stack = rng.randint(20, 120)
                table.sit(seat, next(names), stack, wait_for_big_blind=rng.random() < 0.5)
                chips_in += stack
            elif player is not None and roll < 0.03:
                chips_out += table.stand(seat).stack
            elif player is not None and roll < 0.08 and player.stack:
                table.sit_out(seat)
            elif player is not None and player.sitting_out and roll < 0.3:
                if player.stack == 0 and not tournament:
                    table.add_chips(seat, 50)
                    chips_in += 50
                if player.stack:
                    table.sit_in(seat, post=rng.random() < 0.5)
        in_rotation = {s for s, p in table.seats.items() if p.stack > 0 and (tournament or not p.sitting_out)}
        if len(in_rotation) < 2 and not tournament:  # the room fills the game again
            for seat in range(1, seats + 1):
                if seat not in table.seats:
                    table.sit(seat, next(names), 100, wait_for_big_blind=rng.random() < 0.5)
                    chips_in += 100
                elif table.seats[seat].stack == 0:
                    table.add_chips(seat, 100)
                    chips_in += 100
                table.sit_in(seat, post=rng.random() < 0.5)
            in_rotation = set(table.seats)
        if len(in_rotation) < 2:
            break
        plan = table.next_hand_plan()
        # Dead button: the big blind moves to the next player in the rotation; nobody in it is skipped. (The
        # moving button can skip one when players leave: that is why tournaments use the dead button.)
        if previous_big is not None and button == "dead":
            skipped = seats_between(previous_big, plan.big_blind, seats)
            assert not in_rotation.intersection(skipped), (previous_big, plan.big_blind, in_rotation)
            for seat in skipped:
                player = table.seats.get(seat)
                if player is not None and player.stack and not tournament:
                    assert player.sitting_out and seat in plan.missed_big_blind
        if previous_small is not None and button == "moving" and not tournament:
            small = plan.positions.small_blind_position
            for seat in seats_between(previous_small, small, seats) if small != previous_small else []:
                player = table.seats.get(seat)
                if player is not None and player.sitting_out and player.stack:
                    assert seat in plan.missed_small_blind or seat in plan.missed_big_blind, (seat, plan)
        waiting = {s for s, p in table.seats.items() if p.waiting_for_big_blind}
        others = set(plan.dealt_in) - waiting | {plan.big_blind}
        heads_up_button = plan.small_blind if plan.small_blind == plan.button else None
        for seat in waiting.intersection(plan.dealt_in) - {plan.big_blind, heads_up_button}:
            assert len(others) < 2, (seat, plan)  # dealt in only so that the game can go on
        assert plan.big_blind in plan.dealt_in
        assert len(set(plan.dealt_in)) == len(plan.dealt_in) >= 2
        total = sum(p.stack for p in table.seats.values())
        hand = table.start_hand(rng)
        absent = set(table.absent_players())
        if len(absent) == len(plan.dealt_in):
            absent = set()  # everyone away: nobody's hand can be killed, they fold as the action reaches them
        else:  # TDA 30: an absent tournament player is dealt in and blinded, the hand dead from the deal
            assert set(hand.stakes.dead_hands) == absent and all(hand.folded[p] for p in absent)
        for seat in plan.dealt_in:
            player = table.seats[seat]
            assert not (player.owes_big_blind or player.owes_small_blind or player.new)
        play_out(table, rng)
        for position in absent:  # TDA 30: an absent player's hand is dead: folded, never tabled, wins nothing
            assert hand.folded[position] and position not in hand.shown
            assert all(award.player != position for award in hand.awards)
        table.end_hand()
        assert sum(p.stack for p in table.seats.values()) == total
        assert sum(hand.final_stacks or []) == sum(hand.starting_stacks)
        previous_big = plan.big_blind
        previous_small = plan.positions.small_blind_position
    # Chips are conserved over the whole session: on the table plus taken away equals brought.
    assert sum(p.stack for p in table.seats.values()) + chips_out == chips_in
