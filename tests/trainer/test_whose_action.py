"""Whose action (the dealer says whose action it is, or that the round is over): the answer is the
engine's actor on the exported hand, the order follows RULES.md §1.2, §1.3 and §2.1 (the big blind's option,
heads-up the button first before the flop and last after it, after the flop the first active seat clockwise from
the button), every named mistake is recognised, and "none" is read as "the round is over"."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dealerdesk.history import dumps, loads
from dealerdesk.history.replay import replay
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.answers import AnswerError
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.action import kind as A
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from dealerdesk.trainer.step_mistakes import classic_mistake
from tests.rules.scenario import make_hand, play
from tests.solved import solve
from tests.trainer.built import question_of

KIND = kind_of(Kind.WHOSE_ACTION)


def _active(hand: Hand) -> list[int]:
    return [p for p in range(hand.player_count) if not hand.folded[p] and hand.stacks[p] > 0]


def check(question: Question) -> str:
    """The exported hand's next actor is the stored answer and follows the order of action, a dealer's mistakes can
    be named, and the right answer is graded right (also run on a thousand questions per difficulty by
    test_generator.py's slow test). Returns the question's pattern."""
    hand = replay(loads(dumps(question.history)))
    assert question.answer == {"actor": solve(hand)["actor"]}
    assert KIND.dealer_mistakes(question) and grade(question, KIND.right_answer(question)).correct
    pattern = KIND.pattern_of(hand)
    actor = hand.actor
    if actor is None:
        assert pattern == A.ROUND_OVER and hand.waiting_for == []
        return pattern
    assert hand.waiting_for[0] == actor and set(hand.waiting_for) <= set(_active(hand))
    if pattern == A.FIRST_TO_ACT and hand.street >= 1:
        # After the flop: the first active player clockwise from the button (p1 sits left of it; heads-up p1 is
        # the big blind).
        assert actor == min(_active(hand))
    if pattern == A.OPTION:
        assert actor == hand.big_blind_player and hand.to_call == 0 and hand.street == 0
    return pattern


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_questions_are_the_engines_actor_and_follow_the_order_of_action(difficulty: int) -> None:
    rng = random.Random(f"whose-action-{difficulty}")
    patterns = Counter(check(generate(Request(Kind.WHOSE_ACTION, difficulty), rng, key=str(number)))
                       for number in range(40))
    assert set(patterns) == set(KIND.patterns), patterns




def _ask(hand: Hand) -> Question:
    return question_of(hand, Kind.WHOSE_ACTION)


def _cause(question: Question, answer: str | None) -> str | None:
    verdict = grade(question, {"actor": answer})
    assert not verdict.correct
    return verdict.cause


def test_the_big_blinds_option_and_the_end_of_the_round() -> None:
    hand = play(make_hand("NT", [200] * 4), "p3 cc", "p4 cc", "p1 cc")
    option = _ask(hand)
    assert option.answer == {"actor": "p2"} and KIND.question_pattern(option) == A.OPTION
    assert _cause(option, None) == A.OPTION_FORGOTTEN
    assert _cause(option, "p3") == A.ACTED_NAMED
    assert "Nobody raised, so the big blind has the option: check or raise." in KIND.explain(option)
    over = _ask(play(hand, "p2 cc"))
    assert over.answer == {"actor": None} and KIND.question_pattern(over) == A.ROUND_OVER
    assert grade(over, {"actor": None}).correct
    assert _cause(over, "p1") == A.NOT_OVER
    assert KIND.explain(over)[-1].endswith("The round is over: gather the bets.")


def test_after_the_flop_the_action_starts_left_of_the_button() -> None:
    hand = play(make_hand("NT", [200] * 4), "p3 cc", "p4 cc", "p1 f", "p2 cc", "db AsKd2c")
    flop = _ask(hand)
    assert flop.answer == {"actor": "p2"} and KIND.question_pattern(flop) == A.FIRST_TO_ACT  # p1 folded
    assert _cause(flop, "p3") == A.PREFLOP_ORDER_KEPT  # left of the big blind, as before the flop
    assert _cause(flop, "p1") == A.OUT_NAMED
    assert _cause(flop, None) == A.ENDED_EARLY
    skipped = _ask(play(hand, "p2 cbr 6"))
    assert skipped.answer == {"actor": "p3"} and KIND.question_pattern(skipped) == A.NEXT_SEAT
    assert _cause(skipped, "p4") == A.SKIPPED
    still = next(line for line in KIND.explain(skipped) if line.startswith("Still to act"))
    assert still == "Still to act, in order: Seat 3 (6 to call), Seat 4 (6 to call)."


def test_an_all_in_player_is_passed_over() -> None:
    hand = play(make_hand("NT", [200, 200, 30, 200, 200]), "p3 cbr 30", "p4 f", "p5 cc")
    question = _ask(hand)
    assert question.answer == {"actor": "p1"}
    flop = _ask(play(hand, "p1 cc", "p2 cc", "db AsKd2c", "p1 cc"))
    assert flop.answer == {"actor": "p2"}
    turn = _ask(play(hand, "p2 cbr 10"))
    assert turn.answer == {"actor": "p5"} and KIND.question_pattern(turn) == A.PAST_OUT  # p3 all-in, p4 folded
    assert _cause(turn, "p3") == A.OUT_NAMED
    text = "\n".join(KIND.explain(turn))
    assert "All-in, so no more action for them: Seat 3." in text and "Folded, so passed over: Seat 4." in text


def test_heads_up_the_button_acts_first_before_the_flop_and_last_after_it() -> None:
    hand = make_hand("NT", [200, 200], blinds=(2, 1))  # p1 the big blind, p2 the button on the small blind
    preflop = _ask(hand)
    assert preflop.answer == {"actor": "p2"}
    assert _cause(preflop, "p1") == A.HEADS_UP_REVERSED
    play(hand, "p2 cc", "p1 cc", "db AsKd2c")
    flop = _ask(hand)
    assert flop.answer == {"actor": "p1"}
    assert _cause(flop, "p2") == A.HEADS_UP_REVERSED
    assert KIND.explain(flop)[0] == "Heads-up the big blind acts first after the flop and the button last."


def test_none_is_the_round_over_and_one_seat_is_asked_for() -> None:
    over = _ask(play(make_hand("NT", [200] * 3), "p3 cc", "p1 cc", "p2 cc"))
    assert KIND.parse(over, {"actor": "none"}).actor is None
    assert KIND.parse(over, {"actor": "Seat 2"}).actor == "p2"
    assert not KIND.parse(over, {"actor": "  "}).has_content()
    with pytest.raises(AnswerError, match="name one seat"):
        KIND.parse(over, {"actor": "1 2"})
    with pytest.raises(AnswerError):
        KIND.parse(over, {"actor": "7"})  # nobody sits there
    assert KIND.texts(over, KIND.answer_from({"actor": None})) == {"actor": "none"}


def test_the_classic_mistake_is_always_wrong_and_named() -> None:
    rng = random.Random("whose-action-mistakes")
    causes = set()
    for number in range(60):
        question = generate(Request(Kind.WHOSE_ACTION, 1 + number % 4), rng, key=str(number))
        verdict = grade(question, classic_mistake(question))
        assert not verdict.correct and verdict.cause in A.CAUSES
        causes.add(verdict.cause)
    assert {A.OPTION_FORGOTTEN, A.NOT_OVER, A.SKIPPED} <= causes
