"""Chip sets are checked where they are read: every denomination a whole number of the smallest chip, so change
and colour-up are worked only in chips that make the amount exactly — over random chip sets, the worth of a
colour-up is the worth of the chips it replaces, and a hand history listing a chip that is not a multiple of the
smallest (150 beside 100) is refused in one line naming the field."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerdesk.history import PHHError, loads
from dealerdesk.history.replay import replay
from dealerdesk.rules import chips as C

PHH = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [100, 200]
min_bet = 200
starting_stacks = [20000, 20000]
actions = ["d dh p1 AcAd", "d dh p2 KcKd", "p2 f"]
_smallest_chip = 100
_chip_set = {chip_set}
"""


@st.composite
def chip_sets(draw: st.DrawFn) -> tuple[int, ...]:
    """A chip set as a room could have one: a smallest chip and larger chips worth whole numbers of it."""
    unit = draw(st.sampled_from([1, 5, 25, 100]))
    multiples = draw(st.lists(st.integers(2, 400), max_size=5, unique=True))
    return tuple(sorted({unit, *(unit * m for m in multiples)}))


@given(values=chip_sets(), data=st.data())
def test_a_colour_up_is_worth_the_chips_it_replaces(values: tuple[int, ...], data: st.DataObject) -> None:
    pile = {value: data.draw(st.integers(0, 30)) for value in values}
    pile = {value: count for value, count in pile.items() if count}
    coloured = C.colour_up(pile, values)
    assert C.total(coloured) == C.total(pile)
    assert set(coloured) <= set(values)
    assert C.chip_count(coloured) <= C.chip_count(pile)  # never more chips than it replaces
    amount = data.draw(st.integers(0, 200)) * values[0]
    assert C.total(C.fewest_chips(amount, values)) == amount
    assert C.total(C.largest_first(amount, values)) == amount


@given(unit=st.sampled_from([5, 25, 100]), extra=st.integers(2, 400), offset=st.integers(1, 4))
def test_a_chip_worth_no_whole_number_of_the_smallest_is_refused(unit: int, extra: int, offset: int) -> None:
    odd = unit * extra + offset * unit // 5  # a fifth to four fifths of the smallest chip over a multiple
    values = (unit, odd)
    with pytest.raises(ValueError, match=f"a chip of {odd} is not a multiple of the smallest chip, {unit}"):
        C.colour_up({unit: 40}, values)
    with pytest.raises(ValueError, match="not a multiple"):
        C.fewest_chips(unit * 4, values)


@pytest.mark.parametrize("chip_set", ["[100, 150]", "[100, 250]", "[100, 299, 5000]"])
def test_a_hand_history_with_such_a_chip_is_refused_naming_the_field(chip_set: str, tmp_path: Path) -> None:
    with pytest.raises(PHHError, match=r"field '_chip_set': every chip must be a multiple of the smallest chip "
                                       r"\(100\), not \d+"):
        loads(PHH.format(chip_set=chip_set), source="hand.phh")


def test_a_hand_history_whose_chips_are_multiples_is_read() -> None:
    hand = replay(loads(PHH.format(chip_set="[100, 500, 1000, 5000]"), source="hand.phh"))
    assert hand.is_complete and hand.stakes.chip_set == (100, 500, 1000, 5000)
