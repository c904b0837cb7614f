"""The button and the blinds, and calling the hand: a mistake is named only when the answer is what that slip gives.

As for the other kinds (:mod:`tests.trainer.test_named_mistakes`): each slip's answer, over many generated
questions of every difficulty, is named with that slip; a random answer is named only as some slip gives it —
for the button and the blinds the whole plan of the next deal, for a call each part the slip changes given as it
says it and every other part right as the grader judges it.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerdesk.evaluation.calling import RANK_LETTERS
from dealerdesk.history.table_state import table_of
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.answers import HAND_NAMES
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.button_blinds import mistakes as button_mistakes
from dealerdesk.trainer.kinds.call_hand import calls as hand_calls
from dealerdesk.trainer.kinds.names import Kind
from tests.trainer.test_named_mistakes import Answer, questions, right

SLIPS = {Kind.BUTTON_BLINDS: button_mistakes.button_slips, Kind.CALL_HAND: hand_calls.call_slips}
"""The two kinds' slips, each with the whole answer it gives."""
PLAN_KEYS = ("next_button", "next_small_blind", "next_big_blind", "next_posts", "next_dealt_in")


# -- (a) every slip's answer is named with that slip -----------------------------------------------------------


@pytest.mark.parametrize("kind", list(SLIPS))
def test_each_slips_answer_is_named_with_it(kind: Kind) -> None:
    named: set[str] = set()
    for question in questions(kind):
        for cause, answer in SLIPS[kind](question):
            verdict = grade(question, answer)
            assert not verdict.correct and verdict.cause == cause, (question.key, cause, answer, verdict.cause)
            named.add(cause)
    if kind is Kind.BUTTON_BLINDS:
        assert named == set(button_mistakes.CAUSES)  # the generated tables reach every slip
    else:
        assert {hand_calls.BOARD_CALLED, hand_calls.RANK_ORDER, hand_calls.KICKER_MISSING,
                hand_calls.THREE_HOLE_READ, hand_calls.ONE_SUITED_FLUSH_READ, hand_calls.ONE_HOLE_READ} <= named


def test_no_call_slip_names_the_retired_loose_causes() -> None:
    """"The wrong hand called" and "the wrong low called" were named for any wrong hand or low; no slip gives
    them now (they stay among the causes only for the answers stored before)."""
    retired = {hand_calls.WRONG_CATEGORY, hand_calls.WRONG_LOW}
    assert retired <= set(hand_calls.CAUSES)
    for question in questions(Kind.CALL_HAND):
        assert not retired & {cause for cause, _ in hand_calls.call_slips(question)}


def test_the_low_misreads_are_named_in_hi_lo() -> None:
    """The generated Omaha hi/lo questions include lows misread by a wrong rule, each named by that rule with the
    high called right."""
    seen = 0
    for question in questions(Kind.CALL_HAND):
        if not question.hand.variant.game.is_hilo:
            continue
        correct = right(question)
        for cause, answer in hand_calls.call_slips(question):
            if answer["low"] != correct["low"]:
                assert cause in (hand_calls.THREE_HOLE_READ, hand_calls.ONE_HOLE_READ)
                assert {k: answer[k] for k in ("hand", "ranks")} == {k: correct[k] for k in ("hand", "ranks")}
                assert grade(question, answer).cause == cause
                seen += 1
    assert seen >= 2


def test_a_slips_plan_with_a_part_left_out_is_named_nothing() -> None:
    """A slip gives the whole plan; the same plan with any part left blank is not it (as fixed limit names
    nothing without its raise)."""
    checked = 0
    for question in questions(Kind.BUTTON_BLINDS):
        for _cause, answer in button_mistakes.button_slips(question):
            for key in PLAN_KEYS:
                partial = {k: v for k, v in answer.items() if k != key}
                verdict = grade(question, partial)
                assert not verdict.correct and verdict.cause is None, (question.key, key, partial)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("kind", list(SLIPS))
def test_the_sample_mistake_is_named_wherever_a_slip_fits(kind: Kind) -> None:
    """The screenshots' wrong answer (``snapshot --feedback``) is a slip's, named with it, whenever the question
    has one."""
    named = 0
    for question in questions(kind):
        sample = kind_of(kind).sample_mistake(question)
        assert sample is not None
        verdict = grade(question, sample)
        assert not verdict.correct
        slips = SLIPS[kind](question)
        if slips:
            assert (verdict.cause, sample) in slips, (question.key, sample, verdict.cause)
            named += 1
    assert named > 50


# -- (b) an answer no slip gives is named nothing ---------------------------------------------------------------


def plan_strategy(question: Question, slips: list[tuple[str, Answer]]) -> st.SearchStrategy[Answer]:
    """Plans of the next deal: each part the right one, a slip's, or any at all; sometimes a part left out."""
    plans = [question.answer, *(answer for _, answer in slips)]
    seat_count = question.history.seat_count or 10
    seated = sorted(table_of(question.history).seats)
    seat = st.integers(1, seat_count)
    anything = {
        "next_button": seat,
        "next_small_blind": st.one_of(st.none(), seat),
        "next_big_blind": seat,
        "next_posts": st.dictionaries(st.sampled_from(seated).map(str),
                                      st.tuples(st.integers(0, 12), st.integers(0, 6)).map(list), max_size=2),
        "next_dealt_in": st.lists(st.sampled_from(seated), min_size=1, unique=True).map(sorted),
    }
    parts = st.fixed_dictionaries({key: st.one_of(st.sampled_from([plan[key] for plan in plans]), anything[key])
                                   for key in PLAN_KEYS})
    blank = st.one_of(st.none(), st.none(), st.sampled_from(PLAN_KEYS))
    return st.tuples(parts, blank).map(lambda pair: {k: v for k, v in pair[0].items() if k != pair[1]})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_plans_are_named_only_as_a_slip_gives_them(data: st.DataObject) -> None:
    """A plan of the next deal (seats, posts and seats dealt in, drawn near the slips' or at random, a part
    sometimes left out) is named only when it is a slip's whole plan."""
    question = data.draw(st.sampled_from(questions(Kind.BUTTON_BLINDS)))
    slips = button_mistakes.button_slips(question)
    answer = data.draw(plan_strategy(question, slips))
    cause = grade(question, answer).cause
    assert cause is None or (cause, answer) in slips, (cause, answer, slips)


PART_LABELS = {"hand": "Hand", "ranks": "Ranks", "kickers": "Kicker", "low": "Low"}
"""The grader's part for each part of a call (its English label)."""


def reads_as(question: Question, answer: Answer, slip: Answer) -> bool:
    """Whether the call given is the slip's: every part the slip changes from the right call given as the slip
    says it, every other part graded right (a part the grader does not grade — kickers that decide nothing — is
    free)."""
    correct = right(question)
    graded = {part.name: part.correct for part in grade(question, answer).parts}
    if not hand_calls.called(question).kickers_deciding:
        graded.pop(PART_LABELS["kickers"], None)  # shown ("not needed"), but kickers that decide nothing are free
    for key, value in slip.items():
        if value == correct.get(key):
            if not graded.get(PART_LABELS[key], True):
                return False
        elif PART_LABELS[key] in graded and answer.get(key) != value:
            return False
    return True


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_calls_are_named_only_as_a_slip_gives_them(data: st.DataObject) -> None:
    """A call (a hand name, ranks, kickers and in hi/lo a low, each the right one, a slip's, or any at all) is named
    only when it reads as a slip's call; a wrong hand or low no slip gives is named nothing."""
    question = data.draw(st.sampled_from(questions(Kind.CALL_HAND)))
    slips = hand_calls.call_slips(question)
    calls = [right(question), *(answer for _, answer in slips)]
    letters = st.lists(st.sampled_from(RANK_LETTERS), max_size=3)
    lows = st.lists(st.sampled_from("A2345678"), max_size=3, unique=True).map(
        lambda ranks: sorted(ranks, key="A2345678".index, reverse=True))

    def part(key: str, anything: st.SearchStrategy[Any]) -> Any:
        return data.draw(st.one_of(st.sampled_from([call[key] for call in calls]), anything))

    answer: Answer = {"hand": part("hand", st.sampled_from(HAND_NAMES)), "ranks": part("ranks", letters),
                      "kickers": part("kickers", letters)}
    if question.hand.variant.game.is_hilo:
        answer["low"] = part("low", lows)
    verdict = grade(question, answer)
    if verdict.correct:
        return
    cause = verdict.cause
    assert cause is None or any(c == cause and reads_as(question, answer, s) for c, s in slips), (
        cause, answer, slips)
