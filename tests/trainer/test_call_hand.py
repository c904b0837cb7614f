"""Calling the hand (issue 18 point 5): every generated call equals ``dealerdesk solve`` on the exported hand, each
named mistake is recognised, ranks are read as a dealer types or says them in English, Thai and Hungarian, and bad
input gets a message."""

from __future__ import annotations

import io
import random
from collections.abc import Callable

import pytest

from dealerdesk import i18n
from dealerdesk.evaluation import HandCategory, hand_name, read_holdem, read_omaha_high
from dealerdesk.evaluation.calling import RANK_LETTERS, Rule, call_holdem, omaha_low_misreads
from dealerdesk.evaluation.names import call_name
from dealerdesk.history import dumps, loads
from dealerdesk.history.replay import replay
from dealerdesk.rules.game import Game
from dealerdesk.trainer import hand_calls as H
from dealerdesk.trainer import mistakes
from dealerdesk.trainer.answers import AnswerError
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.question import Question
from tests.solved import solve
from tests.trainer.test_fair_grading import catalogue

KIND = kind_of(Kind.CALL_HAND)


def check(question: Question) -> None:
    """The exported hand solves to the stored calls; the asked call names what the evaluator's reading names; the
    right answer is graded right."""
    hand = replay(loads(dumps(question.history)))
    assert solve(hand)["calls"] == question.answer["calls"]
    right = H.called(question)
    player = int(right.player[1:]) - 1
    hole, board = hand.shown[player], hand.board
    reading = read_holdem([*hole, *board]) if hand.variant.game is Game.HOLDEM else read_omaha_high(hole, board)
    assert call_name(right.name, right.ranks) == hand_name(reading.rank)
    assert len([c for c in right.cards[::2] if c]) == 5
    verdict = grade(question, KIND.right_answer(question))
    assert verdict.correct and verdict.cause is None
    assert KIND.pattern_of(hand) in KIND.patterns


@pytest.mark.parametrize("difficulty", [1, 2, 3, 4])
def test_calls_equal_the_engine_on_the_exported_hand(difficulty: int) -> None:
    rng = random.Random(f"calls-{difficulty}")
    for number in range(40):
        check(generate(Request(Kind.CALL_HAND, difficulty), rng, key=str(number)))


def test_the_patterns_are_spread_by_difficulty() -> None:
    seen: dict[int, set[str]] = {}
    for difficulty in (1, 3):
        rng = random.Random(f"spread-{difficulty}")
        seen[difficulty] = {KIND.pattern_of(generate(Request(Kind.CALL_HAND, difficulty), rng).hand) for _ in range(30)}
    assert not seen[1] & {*H.TRAPS, H.LOW_CALL}
    assert {*H.TRAPS, H.LOW_CALL, H.KICKER} <= seen[3]


# -- the named mistakes -----------------------------------------------------------------------------------------


def find(
    difficulty: int, game: Game | None, wanted: Callable[[Question], dict[str, object] | None]
) -> tuple[Question, dict[str, object]]:
    rng = random.Random(f"mistake-{difficulty}-{game}")
    for _ in range(200):
        question = generate(Request(Kind.CALL_HAND, difficulty, game), rng)
        answer = wanted(question)
        if answer is not None:
            return question, answer
    raise AssertionError("no question for this mistake")


def right(question: Question) -> dict[str, object]:
    return dict(KIND.right_answer(question))


def assert_named(question: Question, answer: dict[str, object], cause: str) -> None:
    verdict = grade(question, answer)
    assert not verdict.correct and verdict.cause == cause, (verdict.parts, answer)
    assert mistakes.label(cause)


def test_the_board_called_is_named_and_another_wrong_hand_is_not() -> None:
    """Calling the board's own hand is a rule misapplied, named; a hand no slip gives (here four of a kind) is
    named nothing: it is not "the wrong hand called" whatever it is."""

    def board_called(q: Question) -> dict[str, object] | None:
        called = H.called(q)
        board = call_holdem(q.hand.board)
        if called.kickers_deciding or (board.name, board.ranks) == (called.name, called.ranks):
            return None
        if HandCategory.FOUR_OF_A_KIND.label in (board.name, called.name):
            return None
        return {**right(q), "hand": board.name, "ranks": board.rank_text.split()}

    question, answer = find(1, Game.HOLDEM, board_called)
    assert_named(question, answer, H.BOARD_CALLED)
    verdict = grade(question, {**answer, "hand": HandCategory.FOUR_OF_A_KIND.label})
    assert not verdict.correct and verdict.cause is None


def test_ranks_in_the_wrong_order() -> None:
    def reversed_ranks(q: Question) -> dict[str, object] | None:
        answer = right(q)
        ranks = list(answer["ranks"])  # type: ignore[call-overload]
        return {**answer, "ranks": ranks[::-1]} if len(ranks) == 2 else None

    question, answer = find(1, Game.HOLDEM, reversed_ranks)
    assert_named(question, answer, H.RANK_ORDER)


def test_kicker_left_out_where_it_decides() -> None:
    def no_kicker(q: Question) -> dict[str, object] | None:
        answer = right(q)
        return {**answer, "kickers": []} if answer["kickers"] else None

    question, answer = find(2, Game.HOLDEM, no_kicker)
    assert_named(question, answer, H.KICKER_MISSING)
    assert any("kicker decides" in line for line in grade(question, answer).explanation)


def misread(trap: str) -> Callable[[Question], dict[str, object] | None]:
    """The call the question's slip for this misread gives: the misread's hand and ranks (the evaluator's), the
    rest right — its own kickers, not the real hand's, where kickers decide."""

    def answer(q: Question) -> dict[str, object] | None:
        player, pattern = H.asked(q.hand)
        if pattern != trap:
            return None
        found = next(m for m in H.misreads(q.hand, player) if H.trap_of(m) == trap)
        wanted = {"hand": found.call.name, "ranks": found.call.rank_text.split()}
        return next((call for _cause, call in H.call_slips(q) if {k: call[k] for k in wanted} == wanted), None)

    return answer


@pytest.mark.parametrize(
    ("trap", "cause"),
    [(H.THREE_HOLE, H.THREE_HOLE_READ), (H.ONE_SUITED_FLUSH, H.ONE_SUITED_FLUSH_READ), (H.ONE_HOLE, H.ONE_HOLE_READ)],
)
def test_omaha_misreads(trap: str, cause: str) -> None:
    question, answer = find(4, Game.OMAHA, misread(trap))
    assert_named(question, answer, cause)
    assert any(line.startswith("Not ") for line in grade(question, answer).explanation)


def test_a_misread_low_is_named_by_its_rule_and_another_wrong_low_is_not() -> None:
    """A low read by a wrong rule (the evaluator's low misread, the high right) is named by that rule; a low no
    slip gives is named nothing (no longer "the wrong low called")."""

    def misread_low(q: Question) -> dict[str, object] | None:
        player, _pattern = H.asked(q.hand)
        lows = omaha_low_misreads(q.hand.shown[player], q.hand.board)
        if not lows:
            return None
        said = [RANK_LETTERS[r] for r in lows[0].low]
        return next((call for _cause, call in H.call_slips(q)
                     if call["low"] != right(q)["low"] and said[: len(call["low"])] == call["low"]), None)

    question, answer = find(4, Game.OMAHA_HILO, misread_low)
    player, _pattern = H.asked(question.hand)
    rule = omaha_low_misreads(question.hand.shown[player], question.hand.board)[0].rule
    assert_named(question, answer, H.THREE_HOLE_READ if rule is Rule.THREE_HOLE else H.ONE_HOLE_READ)
    slips = [call["low"] for _cause, call in H.call_slips(question)]
    other = next(low for low in (["8", "7"], ["6", "5"], ["7", "6"])
                 if low not in slips and low != right(question)["low"])
    verdict = grade(question, {**right(question), "low": other})
    assert not verdict.correct and verdict.cause is None


def test_one_suited_flush_explained_with_the_five_cards() -> None:
    question, _answer = find(4, Game.OMAHA, misread(H.ONE_SUITED_FLUSH))
    lines = KIND.explain(question)
    assert "Omaha plays exactly two hole cards and three from the board" in lines[1]
    assert any("only one card of the suit" in line for line in lines)


# -- reading the ranks -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "ranks"),
    [
        ("K 7", (11, 5)),
        ("K7", (11, 5)),
        ("kings and sevens", (11, 5)),
        ("aces full of nines", (12, 7)),
        ("10 9", (8, 7)),
        ("T9", (8, 7)),
        ("nine high", (7,)),
        ("seven-five", (5, 3)),
        ("none", ()),
        ("", ()),
        ("Ace kicker", (12,)),
    ],
)
def test_ranks_as_a_dealer_types_or_says_them(typed: str, ranks: tuple[int, ...]) -> None:
    assert H.read_ranks(typed) == ranks


def test_ranks_in_hungarian_and_thai() -> None:
    with i18n.using(catalogue("hu")):
        assert H.read_ranks("királyok és hetesek") == (11, 5)
        assert H.read_ranks("ászok kilencesekkel") == (12, 7)
        assert H.read_ranks("nincs") == ()
    with i18n.using(catalogue("th")):
        assert H.read_ranks("คิงกับเจ็ด") == (11, 5)
        assert H.read_ranks("เอซ") == (12,)


@pytest.mark.parametrize("typed", ["kings and sevenz", "Z", "1 2 3 4 5 6 7 8 9 10 " * 10])
def test_bad_ranks_get_a_message(typed: str) -> None:
    with pytest.raises(AnswerError, match="rank"):
        H.read_ranks(typed)
    with pytest.raises(AnswerError, match="above an eight"):
        H.read_low("K 7")


def test_the_terminal_asks_again_after_a_bad_rank() -> None:
    from dealerdesk.drill_cli import read_answer  # noqa: PLC0415

    question = generate(Request(Kind.CALL_HAND, 1, Game.HOLDEM), random.Random(5))
    texts = KIND.texts(question, KIND.answer_from(KIND.right_answer(question)))
    lines = iter([texts["hand"], "kings and sevenz", texts["ranks"], texts["kickers"]])
    out = io.StringIO()
    answer = read_answer(question, lambda: next(lines), out)
    assert "is not a rank" in out.getvalue()
    assert grade(question, answer).correct


def test_the_call_is_shown_back_in_the_dealers_words() -> None:
    question, answer = find(1, Game.HOLDEM, lambda q: right(q) if right(q)["hand"] == "Two pair" else None)
    parts = grade(question, answer).parts
    assert parts[-1].name == "The call" and parts[-1].expected.startswith("Two pair, ")
    with i18n.using(catalogue("hu")):
        assert grade(question, answer).parts[-1].expected.startswith("Két pár, ")
    assert HandCategory.TWO_PAIR.label == answer["hand"]


def test_kickers_count_only_where_they_decide() -> None:
    """Saying every kicker in order is no harm; a wrong kicker where none decides is not graded; where one
    decides, a wrong one is wrong."""

    def has_kickers(q: Question) -> dict[str, object] | None:
        return right(q) if H.called(q).kickers else None

    question, answer = find(2, Game.HOLDEM, has_kickers)
    full = {**answer, "kickers": [H.RANK_LETTERS[r] for r in H.called(question).kickers]}
    assert grade(question, full).correct
    if not H.called(question).kickers_deciding:
        assert grade(question, {**answer, "kickers": ["2"]}).correct
    question, answer = find(2, Game.HOLDEM, lambda q: right(q) if H.called(q).kickers_deciding else None)
    wrong = next(r for r in "AKQJT98765432" if r != answer["kickers"][0])  # type: ignore[index]
    assert not grade(question, {**answer, "kickers": [wrong]}).correct


def test_a_royal_flush_may_be_called_an_ace_high_straight_flush() -> None:
    royal = H.Called("p1", "Royal flush", (), (), 0, "AhKhQhJhTh", None, 0, "")
    assert H.name_right(royal, "Royal flush") and H.ranks_right(royal, ())
    assert H.name_right(royal, "Straight flush") and H.ranks_right(royal, (12,))
    assert not H.name_right(royal, "Flush") and not H.ranks_right(royal, (11,))
