"""Calling a hand: the evaluator's call names what the dealer's full hand name names, the
kickers and low cards that decide are counted against the other tabled hands, and Omaha's misreads are the
best hands under the wrong rule."""

from __future__ import annotations

import pytest

from dealerdesk.evaluation import HandCategory, hand_name, parse_cards
from dealerdesk.evaluation.calling import (
    RANK_LETTERS,
    Rule,
    call_holdem,
    call_of_rank,
    call_omaha_high,
    call_showdown,
    omaha_low_misreads,
    omaha_misreads,
)
from dealerdesk.evaluation.names import call_name, low_call_name
from dealerdesk.evaluation.tables import CLASS_COUNT


def test_every_class_is_called_as_its_full_name() -> None:
    """The call's category and ranks say exactly what the dealer's name of the class says."""
    for rank in range(1, CLASS_COUNT + 1):
        call = call_of_rank(rank)
        assert call_name(call.name, call.ranks) == hand_name(rank), rank


@pytest.mark.parametrize(
    ("cards", "name", "ranks", "kickers"),
    [
        ("KhKd7s7c2d Ac3h", "Two pair", "K 7", "A"),
        ("AhAdAs9c9d 2c3h", "Full house", "A 9", ""),
        ("9h8d7s6c5d 2c2h", "Straight", "9", ""),
        ("5h4d3s2cAd KcKh", "Straight", "5", ""),
        ("AhKhQhJhTh 2c2d", "Royal flush", "", ""),
        ("Ah9h7h4h2h KcKd", "Flush", "A", "9 7 4 2"),
        ("QcQd9h7s3c 2d4h", "Pair", "Q", "9 7 4"),
    ],
)
def test_holdem_calls(cards: str, name: str, ranks: str, kickers: str) -> None:
    call = call_holdem(parse_cards(cards.replace(" ", "")))
    assert (call.name, call.rank_text, call.kicker_text) == (name, ranks, kickers)


def test_the_kicker_decides_only_against_the_same_hand_and_ranks() -> None:
    board = parse_cards("KhKd7s7c2d")
    hands = {0: parse_cards("Ac3h"), 1: parse_cards("Qc3d"), 2: parse_cards("5h5s")}
    calls = call_showdown(False, False, hands, board)
    assert calls[0].kickers_deciding == 1 and calls[1].kickers_deciding == 1  # ace against queen
    assert calls[2].high.category is HandCategory.TWO_PAIR and calls[2].high.rank_text == "K 7"
    assert calls[2].kickers_deciding == 1
    alone = call_showdown(False, False, {0: hands[0], 1: parse_cards("9c9d")}, parse_cards("Kh8d7s4c2d"))
    assert alone[0].kickers_deciding == 0  # ace high against a pair of nines: the category decides
    tied = call_showdown(False, False, {0: parse_cards("3c4d"), 1: parse_cards("3h4s")}, board)
    assert tied[0].kickers_deciding == 0  # both play the board's two pair with a three kicker... a tie


def test_a_low_is_called_by_its_top_two_and_further_only_where_it_decides() -> None:
    board = parse_cards("7h5d4c9sKd")
    hands = {0: parse_cards("Ah2sJcJd"), 1: parse_cards("Ac3dQhQs"), 2: parse_cards("KhKsQcQd")}
    calls = call_showdown(True, True, hands, board)
    assert calls[0].low is not None and calls[0].low[:2] == (5, 3)  # 7-5-4-2-A
    assert calls[0].low_deciding == 4 and calls[1].low_deciding == 4  # 7-5-4-2-A against 7-5-4-3-A
    assert calls[2].low is None
    assert low_call_name((5, 3)) == "seven-five low"


def test_omaha_plays_exactly_two_and_the_misreads_are_named() -> None:
    # One heart in the hand, four on the board: no flush (one-suited); the hand plays a pair of twos.
    hole, board = parse_cards("Ah9c8d2s"), parse_cards("Kh7h4h2hQd")
    assert call_omaha_high(hole, board).name == "Pair"
    (misread,) = omaha_misreads(hole, board)
    assert misread.rule is Rule.ONE_HOLE and misread.call.name == "Flush" and misread.call.rank_text == "A"
    # Three hole cards would make a nine-high straight.
    hole, board = parse_cards("9c8d7hKs"), parse_cards("6s5dJc2h2c")
    assert call_omaha_high(hole, board).name == "Pair"
    rules = {m.rule: m.call for m in omaha_misreads(hole, board)}
    assert rules[Rule.THREE_HOLE].name == "Straight" and rules[Rule.THREE_HOLE].rank_text == "9"
    # A paired board "filled" by one card: three of a kind only with one hole card — a full house it is not.
    hole, board = parse_cards("KcQd8h4s"), parse_cards("KhKd7s7c2d")
    call = call_omaha_high(hole, board)
    assert (call.name, call.rank_text) == ("Three of a kind", "K")
    rules = {m.rule: m.call for m in omaha_misreads(hole, board)}
    assert (rules[Rule.ONE_HOLE].name, rules[Rule.ONE_HOLE].rank_text) == ("Full house", "K 7")


@pytest.mark.parametrize(
    ("hole", "board", "misreads"),
    [
        ("AcKdKhQs", "2h3d4s5cKs", [(Rule.ONE_HOLE, "5 4 3 2 A")]),  # one low card: no low, but an ace "makes" one
        ("Ac8dKhKs", "2c3d4h5s9c", [(Rule.ONE_HOLE, "5 4 3 2 A")]),  # an eight-four low, read as the wheel
        ("KcKdQhQs", "2h3d4s5c6s", [(Rule.BOARD, "6 5 4 3 2")]),  # no low card: the board's own low
        ("Ac2d3hKs", "7c8dKhQsJc", [(Rule.THREE_HOLE, "8 7 3 2 A")]),  # two board lows: three hole cards needed
        ("Ac2dKhKs", "3c4d5h9sJc", []),  # the wheel itself: no wrong rule does better
    ],
)
def test_the_low_misreads_are_the_best_lows_under_the_wrong_rule(hole: str, board: str,
                                                                 misreads: list[tuple[Rule, str]]) -> None:
    found = omaha_low_misreads(parse_cards(hole), parse_cards(board))
    assert [(m.rule, " ".join(RANK_LETTERS[r] for r in m.low)) for m in found] == misreads


def test_two_wrong_rules_making_the_same_call_are_one_misread() -> None:
    # One ace with four board cards, or the board alone: "two pair, sixes and fives" either way.
    (misread,) = omaha_misreads(parse_cards("AcKd2cTd"), parse_cards("5s6d5d6c8h"))
    assert misread.rule is Rule.ONE_HOLE and misread.call.rank_text == "6 5"


def test_a_call_with_the_wrong_number_of_ranks_is_shown_as_given() -> None:
    assert call_name("Two pair", (11,)) == "Two pair: king"
    assert call_name("Pair", (12,), (11, 10)) == "Pair of aces, king-queen kicker"
