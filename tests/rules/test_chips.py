"""The room's chips and the dealer's arithmetic: breaking an amount into chips, stacking them, change, colour-up."""

from __future__ import annotations

import itertools

import pytest

from dealerdesk.rules import chips as C


def test_the_presets_are_valid_and_the_default_is_the_casino_set() -> None:
    assert C.DEFAULT == "casino" and C.house_chip_set() is C.CASINO
    for chip_set in C.PRESETS.values():
        assert chip_set.values == tuple(sorted(chip_set.values))
        assert chip_set.title()
    assert C.CASINO.chip(100).colour == "black" and C.CASINO.chip(5).colour == "red"


def test_an_unknown_chip_set_gets_a_clear_message() -> None:
    with pytest.raises(ValueError, match=r"unknown chip set 'poker'.*casino"):
        C.use_chip_set("poker")


def test_a_chip_set_refuses_unordered_or_unknown_colours() -> None:
    with pytest.raises(ValueError, match="distinct denominations"):
        C.ChipSet("x", "x", (C.Chip(5, "red"), C.Chip(1, "white")), 100)
    with pytest.raises(ValueError, match="named colours"):
        C.ChipSet("x", "x", (C.Chip(1, "gold"),), 100)


def test_chips_in_play_start_at_the_tables_smallest_chip() -> None:
    assert C.CASINO.in_play(5) == (5, 25, 100, 500, 1000, 5000)
    assert C.CASINO.in_play(1)[0] == 1
    assert C.TOURNAMENT.in_play(1) == ()  # no $1 chips in a tournament set: the table cannot use it


def test_largest_first_and_fewest_agree_on_the_usual_sets() -> None:
    for chip_set in C.PRESETS.values():
        values = chip_set.values
        for amount in range(0, 1500 * values[0], 7 * values[0]):
            assert C.fewest_chips(amount, values) == C.largest_first(amount, values)
            assert C.total(C.fewest_chips(amount, values)) == amount


def test_fewest_chips_is_fewest_for_any_set() -> None:
    values = (1, 3, 4)  # greedy gives 4+1+1 for 6; the fewest is 3+3
    assert C.fewest_chips(6, values) == {3: 2}
    for amount in range(40):
        best = min(a + b + c for a, b, c in itertools.product(range(41), range(14), range(11))
                   if a + 3 * b + 4 * c == amount)
        assert C.chip_count(C.fewest_chips(amount, values)) == best


def test_an_amount_not_in_the_chips_in_play_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot be made of chips of 25"):
        C.fewest_chips(30, (25, 100))
    with pytest.raises(ValueError, match="no chips in play"):
        C.largest_first(30, ())


def test_stacks_are_cut_in_twenties_and_the_big_chips_in_fives() -> None:
    assert C.stacks({5: 47, 100: 12, 25: 20}, C.CASINO) == [(100, [5, 5, 2]), (25, [20]), (5, [20, 20, 7])]
    assert C.stacks({1000: 7, 500: 3}, C.TOURNAMENT) == [(1000, [5, 2]), (500, [3])]


def test_change_for_a_call_paid_with_a_big_chip() -> None:
    change = C.change_owed(325, 1000, C.CASINO.in_play(25))
    assert change.amount == 675 and change.chips == {500: 1, 100: 1, 25: 3}
    with pytest.raises(ValueError, match="does not cover"):
        C.change_owed(325, 100, C.CASINO.values)


def test_the_chip_a_call_is_paid_with() -> None:
    values = C.CASINO.in_play(25)
    assert C.tender_for(325, values) == 500
    assert C.tender_for(100, values) is None  # one chip: no change
    assert C.tender_for(9000, values) is None  # no single chip covers it


def test_colour_up_gives_the_same_amount_in_the_fewest_chips() -> None:
    pot = {5: 37, 1: 4, 25: 2}
    up = C.colour_up(pot, C.CASINO.in_play(1))
    assert C.total(up) == C.total(pot) == 239
    assert up == {100: 2, 25: 1, 5: 2, 1: 4}


def test_a_pile_gathers_each_amount_put_out() -> None:
    assert C.pile([225, 225, 25], (25, 100, 500)) == {100: 4, 25: 3}


def test_described_largest_first() -> None:
    assert C.describe({25: 4, 100: 3}, C.CASINO) == "3 black (100), 4 green (25)"
