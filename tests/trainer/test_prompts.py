"""The hand as the trainee reads it, and the question asked: no description states the answer it asks for (the
showdown-order question is described up to the end of the betting), every street dealt has its line, and an
unopened street asks for a bet, not a raise."""

from __future__ import annotations

import dataclasses

import pytest

from dealerdesk.history.actions import ShowOrMuck
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, DealBoard, Fold
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.prompts import describe, prompt_text
from tests.rules.scenario import make_hand, play
from tests.trainer.built import generated, question_of

# Words that would give an answer away: who won or what a pot holds, the order hands were shown in, a rule's
# outcome. The stakes line's "Pot-limit" is the game's name, so "pot" alone is not one of them.
ANSWER_WORDS = ("showdown", "shows first", " wins", " won", "scoop", "main pot", "side pot", "returned", "goes back",
                "minimum", " kill", "face up", "order")


def without_showdown(question: Question) -> Question:
    """The same question with every show and muck taken out of its hand."""
    actions = tuple(a for a in question.history.actions if not isinstance(a, ShowOrMuck))
    history = dataclasses.replace(question.history, actions=actions)
    return Question(question.kind, question.key, question.difficulty, history, question.prompt, question.answer)


def test_no_description_states_its_answer() -> None:
    checked = 0
    for question in generated():
        text = "\n".join(describe(question)).lower()
        for word in ANSWER_WORDS:
            assert word not in text, (question.kind, question.difficulty, word, text)
        checked += 1
    assert checked == 3 * len(Kind) * 4 * 12


def test_the_showdown_order_question_is_told_up_to_the_end_of_the_betting() -> None:
    """The description is the same whatever was shown or mucked at the showdown, so it cannot tell the order;
    when the kills are asked too, every hand still in is listed by seat number (with the whole board)."""
    seen_shows = seen_kills = 0
    for question in generated((Kind.SHOWDOWN_ORDER,)):
        lines = describe(question)
        assert not any(" shows " in line or " mucks" in line for line in lines), lines
        if any(isinstance(a, ShowOrMuck) for a in question.history.actions):
            seen_shows += 1
            assert describe(without_showdown(question)) == lines
        hand = question.hand
        last_action = max(i for i, r in enumerate(hand.log) if isinstance(r, (Fold, CheckOrCall, BetOrRaise)))
        boards_bet = [r for r in hand.log[:last_action] if isinstance(r, DealBoard)]
        streets_bet = len(boards_bet)
        street_lines = [line for line in lines[2:] if line.startswith(("Preflop", "Flop", "Turn", "River"))]
        assert len(street_lines) == streets_bet + 1, lines  # nothing dealt after the betting is told as a street
        if "killed" in question.answer:
            seen_kills += 1
            hands = next(line for line in lines if line.startswith("Hands (by seat): "))
            seats = [int(part.split()[1]) for part in hands.removeprefix("Hands (by seat): ").split(", ")]
            assert seats == sorted(seats) and len(seats) == len(hand.remaining)
            if len(hand.board) > sum(len(r.cards) for r in boards_bet):
                assert any(line.startswith("Board [") for line in lines)
        else:
            assert not any(line.startswith("Hands") for line in lines)
    assert seen_shows > 50 and seen_kills > 50


def test_tabled_hands_are_listed_by_seat_and_never_with_the_winner() -> None:
    for question in generated((Kind.WINNER, Kind.HI_LO_SPLIT)):
        lines = describe(question)
        tabled = next(line for line in lines if line.startswith("Hands tabled (by seat): "))
        seats = [int(part.split()[1]) for part in tabled.removeprefix("Hands tabled (by seat): ").split(", ")]
        assert seats == sorted(seats)


def test_a_showdown_order_question_described_when_the_pots_are_paid() -> None:
    """Difficulty 3 asks the order and the kills after the hand: the description ends with the betting, the board
    and the cards held, in seat order; the order the hands were shown in (the answer) is nowhere."""
    hand = make_hand("NT", [5000, 5000, 5000], (50, 100), holes=["7c2d", "KsKd", "QhQd"])
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db Ah9s4d", "p1 cc", "p2 cc", "p3 cc", "db Tc", "p1 cc", "p2 cc",
         "p3 cc", "db 3h", "p1 cc", "p2 cbr 300", "p3 cc", "p1 f", "p2 sm KsKd", "p3 sm")
    question = question_of(hand, Kind.SHOWDOWN_ORDER, 3)
    assert question.answer["showdown_order"] == ["p2", "p3"] and question.answer["killed"] == ["p3"]
    lines = describe(question)
    assert lines[-2] == "River [Ah9s4dTc3h]: Seat 1 checks, Seat 2 bets 300, Seat 3 calls 300, Seat 1 folds"
    assert lines[-1] == "Hands (by seat): Seat 2 KsKd, Seat 3 QhQd"
    assert not any("Showdown" in line or "shows" in line or "mucks" in line for line in lines)


def test_the_turn_line_is_kept_when_nobody_acted_on_it() -> None:
    hand = make_hand("NT", [1000, 400], (100, 50), holes=["AsAh", "KdKc"])  # heads-up: p1 big blind, p2 button
    play(hand, "p2 cc", "p1 cc", "db 2c7d9h", "p1 cbr 300", "p2 cc", "db Jc", "db 4s", "p1 sm AsAh", "p2 sm KdKc")
    question = question_of(hand, Kind.WINNER, 2)
    lines = describe(question)
    assert "Flop [2c7d9h]: Seat 1 bets 300, Seat 2 calls all-in for 300" in lines
    assert "Turn [2c7d9hJc]" in lines and "River [2c7d9hJc4s]" in lines
    assert lines[-1] == "Hands tabled (by seat): Seat 1 shows AsAh, Seat 2 shows KdKc"


def test_a_checked_turn_keeps_its_line_too() -> None:
    hand = make_hand("NT", [1000, 1000, 1000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cc", "p2 cc", "p3 cc", "db Jc", "p1 cc", "p2 cc",
         "p3 cc", "db 4s", "p1 cbr 200")
    lines = describe(question_of(hand, Kind.MIN_RAISE, 1))
    assert lines[-2:] == ["Turn [2c7d9hJc]: Seat 1 checks, Seat 2 checks, Seat 3 checks",
                          "River [2c7d9hJc4s]: Seat 1 bets 200"]


def test_a_player_all_in_on_a_forced_bet_is_told() -> None:
    hand = make_hand("NT", [3000, 60, 3000], (50, 100))
    play(hand, "p3 cc", "p1 cc")
    lines = describe(question_of(hand, Kind.SIDE_POTS, 2))
    assert lines[-1] == "Preflop: Seat 2 posts 60 and is all-in, Seat 3 calls 100, Seat 1 calls 100"


@pytest.mark.parametrize("code", ["NT", "PO"])
def test_an_unopened_street_asks_for_the_smallest_bet(code: str) -> None:
    hand = make_hand(code, [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cc")
    question = question_of(hand, Kind.MIN_RAISE, 1)
    assert question.answer == {"actor": "p2", "to_call": 0, "min_raise_to": 100}
    assert question.prompt == ("It is Seat 2's turn and nobody has bet yet on this street. What is the smallest bet "
                               "Seat 2 may make? (Answer “none” if they may not bet.)")
    assert "raise" not in prompt_text(question)


def test_a_facing_bet_still_asks_for_the_raise() -> None:
    hand = make_hand("NT", [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cbr 300")
    question = question_of(hand, Kind.MIN_RAISE, 1)
    assert question.prompt.startswith("It is Seat 2's turn. What is the smallest amount Seat 2 may raise to?")


@pytest.mark.parametrize("difficulty", [1, 2])
def test_pot_limit_on_an_unopened_street_asks_for_the_bet(difficulty: int) -> None:
    hand = make_hand("PO", [5000, 5000, 5000], (50, 100))
    play(hand, "p3 cc", "p1 cc", "p2 cc", "db 2c7d9h", "p1 cc")
    question = question_of(hand, Kind.POT_LIMIT, difficulty)
    assert question.answer["max_raise_to"] == 300
    expected = ("Seat 2 asks for the pot and then bets “pot”. How much is in the pot, and how much is the bet?"
                if difficulty == 1 else "Nobody has bet yet. Seat 2 bets “pot”. How much is the bet?")
    assert question.prompt == expected
    assert "raise" not in prompt_text(question).lower()
