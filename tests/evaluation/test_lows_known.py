"""Known answers for eight-or-better lows (RULES.md §6): scale, disqualifiers, counterfeits, Omaha's rule."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

import pytest

from dealerdesk.evaluation import (
    NO_LOW,
    HandSizeError,
    format_cards,
    low_cards,
    low_name,
    parse_cards,
    rank_low_five,
    rank_omaha_high,
    rank_omaha_low,
    read_omaha_high,
    read_omaha_low,
)


def low(text: str) -> int:
    return rank_low_five(parse_cards(text))


def omaha_low(hole: str, board: str) -> int:
    return rank_omaha_low(parse_cards(hole), parse_cards(board))


def test_ends_of_the_scale() -> None:
    assert low("5s4h3d2cAs") == 1
    assert low("6s4h3d2cAs") == 2
    assert low("8s7h6d5c4s") == 56
    assert NO_LOW == 57
    assert low_cards(1) == "5-4-3-2-A"
    assert low_cards(2) == "6-4-3-2-A"
    assert low_cards(56) == "8-7-6-5-4"


def test_lows_compare_highest_card_first() -> None:
    assert low("7s4h3d2cAs") < low("7s5h4d3c2s")  # 7-4-3-2-A beats 7-5-4-3-2
    assert low("7s5h3d2cAs") < low("7s6h5d4c2s")  # 7-5-3-2-A beats 7-6-5-4-2
    assert low("8s4h3d2cAs") > low("7s6h5d4c3s")  # any seven-low beats any eight-low


def test_scale_orders_all_56_lows_like_descending_rank_lists() -> None:
    # An independent statement of the rule: the low with the smaller descending list of ranks (A = 1) wins.
    rank_chars = "A2345678"
    rank_sets = sorted(
        (tuple(sorted(five, reverse=True)) for five in combinations(range(1, 9), 5)),
    )
    for expected_value, ranks in enumerate(rank_sets, start=1):
        text = "".join(rank_chars[r - 1] + "cdhsc"[i] for i, r in enumerate(ranks))
        assert low(text) == expected_value
        assert low_name(expected_value) == "Low " + "-".join(rank_chars[r - 1] for r in ranks)


@pytest.mark.parametrize(
    "text",
    [
        "AsAh2c3d4h",  # a pair disqualifies
        "8s8h2c3d4h",
        "9s4h3d2cAs",  # a nine is too high
        "KsQhJdTc9s",
        "5s4s3s2s2h",
    ],
)
def test_not_a_low(text: str) -> None:
    assert low(text) == NO_LOW


def test_straights_and_flushes_do_not_count_against_a_low() -> None:
    assert low("5h4h3h2hAh") == 1
    hole, board = parse_cards("Ah2hKsKd"), parse_cards("3h4h5hQcJd")
    assert rank_omaha_low(hole, board) == 1
    assert rank_omaha_high(hole, board) == 10  # and the same cards are a five-high straight flush


def test_rules_ex7_low_uses_a_different_hole_pair_than_the_high() -> None:
    hole, board = parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd")
    reading = read_omaha_low(hole, board)
    assert reading is not None
    assert (reading.rank, reading.name) == (1, "Low 5-4-3-2-A")
    assert format_cards(reading.cards)[:-2] == "5s4h3h2c"  # then either ace: both are in the hand
    assert set(reading.cards) & set(hole) == {parse_cards("5s")[0], reading.cards[-1]}
    high_hole_cards = set(read_omaha_high(hole, board).cards) & set(hole)
    assert high_hole_cards == set(parse_cards("Ah2h"))


def test_counterfeited_lows() -> None:
    # A-2 in the hand and A-2-4 on the board: every board triple repeats a hand card, so no low.
    assert omaha_low("Ac2dKsKh", "As2h4cKdQh") == NO_LOW
    assert read_omaha_low(parse_cards("Ac2dKsKh"), parse_cards("As2h4cKdQh")) is None
    # The board's three must not repeat the hand's two.
    assert omaha_low("Ac3dKsKh", "3h4c8dKdQh") == NO_LOW
    assert low_cards(omaha_low("Ac2dKsKh", "3h4c8dKdQh")) == "8-4-3-2-A"
    # A deuce on the board counterfeits the hand's deuce: A-2 only reaches 7-5-4-2-A, A-6 makes 6-5-4-2-A.
    assert low_cards(omaha_low("Ah2s6cKd", "2c4d5h7sQc")) == "6-5-4-2-A"


def test_board_needs_three_different_low_ranks() -> None:
    assert omaha_low("Ac4d5h6s", "2c2d3hKsQd") == NO_LOW
    assert omaha_low("Ac4d5h6s", "2c2d3h3sQd") == NO_LOW
    # Eights count ("8 or lower", not "below 8").
    assert low_cards(omaha_low("Ac2dKsKh", "8c7d6hKdQd")) == "8-7-6-2-A"


def test_exactly_two_hole_cards_play_for_low() -> None:
    # Four low cards in the hand cannot make up for a board with only two lows.
    assert omaha_low("Ac2d3h4s", "5c6dKhQsJd") == NO_LOW
    assert low_cards(omaha_low("Ac2d3h4s", "5c6d7hQsJd")) == "7-6-5-2-A"
    # A pair in the hand: only one of the two plays.
    assert low_cards(omaha_low("AcAd3h9s", "5c6d7hQsJd")) == "7-6-5-3-A"
    assert omaha_low("AcAd9h9s", "5c6d7hQsJd") == NO_LOW


def test_short_boards_and_split_lows() -> None:
    assert omaha_low("Ac2dKsKh", "3c4d5h") == 1
    assert omaha_low("Ac2dKsKh", "3c4dKd") == NO_LOW
    assert omaha_low("Ac2dKsKh", "3c4dKd7s") == omaha_low("Ad2cQsQh", "3c4dKd7s") == low("7s4d3c2cAc")


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: rank_low_five(parse_cards("AsKsQsJs")), HandSizeError),
        (lambda: rank_omaha_low(parse_cards("AsKsQs"), parse_cards("2c3c4c")), HandSizeError),
        (lambda: low_cards(NO_LOW), ValueError),
        (lambda: low_cards(0), ValueError),
        (lambda: low_name(57), ValueError),
    ],
)
def test_bad_input_raises(call: Callable[[], object], error: type[Exception]) -> None:
    with pytest.raises(error):
        call()
