"""Known answers for the high-hand evaluator: category boundaries, names, readings, Omaha's two-card rule."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dealerdesk.evaluation import (
    CardError,
    HandCategory,
    HandSizeError,
    category_of,
    format_cards,
    hand_name,
    parse_cards,
    rank_five,
    rank_holdem,
    rank_omaha_high,
    read_holdem,
    read_omaha_high,
)

# (class number, five cards in the order a dealer reads them, name): the first and last class of every
# category on the standard 7462-class scale.
CATEGORY_BOUNDARIES = [
    (1, "AsKsQsJsTs", "Royal flush", HandCategory.STRAIGHT_FLUSH),
    (10, "5h4h3h2hAh", "Straight flush, five high", HandCategory.STRAIGHT_FLUSH),
    (11, "AsAhAdAcKs", "Four of a kind, aces", HandCategory.FOUR_OF_A_KIND),
    (166, "2s2h2d2c3s", "Four of a kind, twos", HandCategory.FOUR_OF_A_KIND),
    (167, "AsAhAdKsKh", "Full house, aces full of kings", HandCategory.FULL_HOUSE),
    (322, "2s2h2d3s3h", "Full house, twos full of threes", HandCategory.FULL_HOUSE),
    (323, "AdKdQdJd9d", "Flush, ace high", HandCategory.FLUSH),
    (1599, "7c5c4c3c2c", "Flush, seven high", HandCategory.FLUSH),
    (1600, "AsKhQdJcTs", "Straight, ace high", HandCategory.STRAIGHT),
    (1609, "5s4h3d2cAs", "Straight, five high", HandCategory.STRAIGHT),
    (1610, "AsAhAdKsQh", "Three of a kind, aces", HandCategory.THREE_OF_A_KIND),
    (2467, "2s2h2d4s3h", "Three of a kind, twos", HandCategory.THREE_OF_A_KIND),
    (2468, "AsAhKsKhQd", "Two pair, aces and kings", HandCategory.TWO_PAIR),
    (3325, "3s3h2s2h4d", "Two pair, threes and twos", HandCategory.TWO_PAIR),
    (3326, "AsAhKsQhJd", "Pair of aces", HandCategory.PAIR),
    (6185, "2s2h5s4h3d", "Pair of twos", HandCategory.PAIR),
    (6186, "AsKhQdJc9s", "High card, ace", HandCategory.HIGH_CARD),
    (7462, "7s5h4d3c2s", "High card, seven", HandCategory.HIGH_CARD),
]


@pytest.mark.parametrize(("rank", "text", "name", "category"), CATEGORY_BOUNDARIES)
def test_category_boundaries(rank: int, text: str, name: str, category: HandCategory) -> None:
    cards = parse_cards(text)
    assert rank_five(cards) == rank
    assert rank_five(cards[::-1]) == rank
    assert rank_holdem(cards) == rank
    assert category_of(rank) == category
    assert hand_name(rank) == name
    reading = read_holdem(cards[::-1])
    assert (reading.rank, format_cards(reading.cards), reading.name) == (rank, text, name)


def test_category_of_covers_the_scale_in_order() -> None:
    categories = [category_of(rank) for rank in range(1, 7463)]
    assert categories == sorted(categories)
    assert set(categories) == set(HandCategory)
    assert HandCategory.FULL_HOUSE.label == "Full house"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("9h8h7h6h5h", "Straight flush, nine high"),
        ("QsQhQdQc7s", "Four of a kind, queens"),
        ("KsKhKd7s7h", "Full house, kings full of sevens"),
        ("AsJs8s4s2s", "Flush, ace high"),
        ("Ts9h8d7c6s", "Straight, ten high"),
        ("5s5h5dKsQh", "Three of a kind, fives"),
        ("KsKh7s7hAd", "Two pair, kings and sevens"),
        ("6s6h6dTcTs", "Full house, sixes full of tens"),
        ("AsAh9s4h2d", "Pair of aces"),
        ("AsQh9s4h2d", "High card, ace"),
    ],
)
def test_dealer_names(text: str, name: str) -> None:
    cards = parse_cards(text)
    assert read_holdem(cards).name == name == hand_name(rank_five(cards))


@pytest.mark.parametrize(
    ("text", "rank", "reading"),
    [
        # Seven cards: the best five, read trips first then the pair.
        ("7h7d 7s2c2d 9h3c", 262, "7s7h7d2d2c"),
        # A flush beats the straight also present among the seven cards.
        ("9h8h 7h6c5h 2h Ts", None, "9h8h7h5h2h"),
        # The wheel reads 5-4-3-2-A; with a six it is a six-high straight instead.
        ("Ah2c3d4s5h Kd Kc", 1609, "5h4s3d2cAh"),
        ("Ah2c3d4s5h 6d Kc", 1608, "6d5h4s3d2c"),
        # Three pairs: the best two play, with the best remaining kicker.
        ("AsAd KsKd QsQd 2c", 2468, "AsAdKsKdQs"),
        # Two sets: a full house from the higher set and a pair of the lower.
        ("9s9d9c 4s4d4c Ah", None, "9s9d9c4s4d"),
    ],
)
def test_holdem_best_five(text: str, rank: int | None, reading: str) -> None:
    cards = parse_cards(text)
    result = read_holdem(cards)
    assert format_cards(result.cards) == reading
    assert result.rank == rank_holdem(cards) == rank_five(result.cards)
    if rank is not None:
        assert result.rank == rank


def test_holdem_five_and_six_cards() -> None:
    assert rank_holdem(parse_cards("AsKsQsJsTs")) == 1
    assert rank_holdem(parse_cards("AsKsQsJsTs9s")) == 1
    assert rank_holdem(parse_cards("2c3d4h5s7c 6d")) == 1607  # seven-high straight


# Omaha: exactly two hole cards and exactly three board cards (RULES.md §6).


def test_rules_ex7_high_is_the_flush_not_the_wheel() -> None:
    hole, board = parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd")
    reading = read_omaha_high(hole, board)
    assert reading.name == "Flush, ace high"
    assert format_cards(reading.cards) == "AhKh4h3h2h"
    assert reading.rank == rank_omaha_high(hole, board)
    # The wheel straight (As5s + 2c3h4h) is a legal hand too, but worse.
    assert rank_five(parse_cards("As5s2c3h4h")) == 1609 > reading.rank


def test_omaha_cannot_use_a_board_flush_with_one_suited_card() -> None:
    board = parse_cards("AhKhQhJh2h")
    hole = parse_cards("Th3c4d5s")
    assert rank_holdem((*board[:4], hole[0], hole[1], hole[2])) == 1  # Hold'em would make a royal flush
    reading = read_omaha_high(hole, board)
    assert reading.name == "High card, ace"
    assert format_cards(reading.cards) == "AhKhQhTh5s"


def test_omaha_needs_two_suited_hole_cards_for_a_flush() -> None:
    board = parse_cards("AhKhQh7c2h")
    assert category_of(rank_omaha_high(parse_cards("9h3c4d5s"), board)) == HandCategory.HIGH_CARD
    assert read_omaha_high(parse_cards("9h3h4d5s"), board).name == "Flush, ace high"
    assert read_omaha_high(parse_cards("JhTh4d5s"), board).name == "Royal flush"


def test_omaha_four_to_a_straight_on_board_needs_two_hole_cards() -> None:
    board = parse_cards("9sTdJhQc2s")
    assert rank_holdem((*board[:4], *parse_cards("Kc3d3s"))) == 1601  # Hold'em: king-high straight
    assert read_omaha_high(parse_cards("Kc3d3s4h"), board).name == "Pair of threes"
    assert read_omaha_high(parse_cards("Kc8d3s4h"), board).name == "High card, king"
    assert read_omaha_high(parse_cards("KcAd3s4h"), board).name == "Straight, ace high"


def test_omaha_cannot_play_the_board() -> None:
    board = parse_cards("AsAhAdKsKh")
    hole = parse_cards("2c3c4c5d")
    assert read_omaha_high(hole, board).name == "Three of a kind, aces"
    # Four aces in the hand still play only two of them.
    four_aces = read_omaha_high(parse_cards("AsAhAdAc"), parse_cards("KsKh2c3d7h"))
    assert four_aces.name == "Two pair, aces and kings"


def test_omaha_short_boards() -> None:
    hole = parse_cards("AsAhKdQc")
    assert read_omaha_high(hole, parse_cards("Ad7c2h")).name == "Three of a kind, aces"
    assert read_omaha_high(hole, parse_cards("Ad7c2hKh")).name == "Three of a kind, aces"
    assert read_omaha_high(hole, parse_cards("Ad7c2hKh7s")).name == "Full house, aces full of sevens"


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: rank_five(parse_cards("AsKsQsJs")), HandSizeError),
        (lambda: rank_five((51, 50, 49, 48, 48)), CardError),
        (lambda: rank_five((51, 50, 49, 48, 52)), CardError),
        (lambda: rank_five((51, 50, 49, 48, -1)), CardError),
        (lambda: rank_holdem(parse_cards("AsKsQsJs")), HandSizeError),
        (lambda: rank_holdem(tuple(range(8))), HandSizeError),
        (lambda: rank_omaha_high(parse_cards("AsKsQs"), parse_cards("2c3c4c")), HandSizeError),
        (lambda: rank_omaha_high(parse_cards("AsKsQsJs"), parse_cards("2c3c")), HandSizeError),
        (lambda: rank_omaha_high(parse_cards("AsKsQsJs"), parse_cards("2c3c4c5c6c7c")), HandSizeError),
        (lambda: rank_omaha_high(parse_cards("AsKsQsJs"), parse_cards("2c3cAs")), CardError),
        (lambda: read_holdem(parse_cards("AsKsQsJs")), HandSizeError),
        (lambda: category_of(0), ValueError),
        (lambda: category_of(7463), ValueError),
        (lambda: hand_name(7463), ValueError),
    ],
)
def test_bad_input_raises(call: Callable[[], object], error: type[Exception]) -> None:
    with pytest.raises(error):
        call()


def test_error_messages_name_the_card() -> None:
    with pytest.raises(CardError, match="As appears twice"):
        rank_omaha_high(parse_cards("AsKsQsJs"), parse_cards("2c3cAs"))
    with pytest.raises(CardError, match="'As' is not a card id"):
        rank_five(["As", "Ks", "Qs", "Js", "Ts"])  # type: ignore[list-item]
    with pytest.raises(HandSizeError, match="needs 5, 6 or 7 cards, got 4"):
        rank_holdem(parse_cards("AsKsQsJs"))
    with pytest.raises(HandSizeError, match="needs 5 cards, got 4"):
        rank_five(parse_cards("AsKsQsJs"))
