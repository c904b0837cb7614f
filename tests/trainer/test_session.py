"""Training sessions: what they ask, when they end, and that every answer is recorded under the session."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealerdesk.rules.game import Game
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import make_pack
from dealerdesk.trainer.session import PlanError, SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "p.sqlite3") as opened:
        yield opened


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def session(store: Store, plan: SessionPlan, clock: Clock | None = None) -> TrainingSession:
    profile = store.create_profile(f"T{len(store.profiles())}").id
    return TrainingSession(plan, store, profile, random.Random(7), clock=clock or Clock())


def test_a_counted_practice_session_asks_that_many_and_records_each(store: Store) -> None:
    run = session(store, SessionPlan(kinds=(Kind.POT_LIMIT, Kind.MIN_RAISE), questions=3))
    asked = []
    while not run.finished:
        question = run.next_question()
        asked.append(question.kind)
        run.answer(question, {"max_raise_to": -1, "min_raise_to": -1}, 2.0)
    assert len(asked) == 3 and set(asked) <= {Kind.POT_LIMIT, Kind.MIN_RAISE}
    attempts = store.attempts(run.profile_id)
    assert [a.session for a in attempts] == [run.session] * 3
    (summary,) = store.sessions(run.profile_id)
    assert summary.answered == 3 and summary.right == run.right == 0
    with pytest.raises(PlanError, match="over"):
        run.next_question()


def test_the_games_chosen_are_the_games_dealt(store: Store) -> None:
    run = session(store, SessionPlan(kinds=(Kind.WINNER,), games=(Game.OMAHA,), questions=4))
    for _ in range(4):
        assert run.next_question().hand.variant.game is Game.OMAHA


def test_a_session_in_minutes_ends_when_time_is_up(store: Store) -> None:
    clock = Clock()
    run = session(store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=None, minutes=2), clock)
    assert run.planned is None and run.seconds_left() == 120
    question = run.next_question()
    clock.now += 119
    assert not run.finished
    clock.now += 2
    assert run.finished and run.seconds_left() == 0
    run.answer(question, {"min_raise_to": None}, 3.0)  # the question in hand is still recorded
    assert len(store.attempts(run.profile_id)) == 1


def test_an_audition_asks_a_fixed_mix_and_hides_verdicts(store: Store) -> None:
    kinds = (Kind.POT_LIMIT, Kind.SIDE_POTS, Kind.MIN_RAISE)
    run = session(store, SessionPlan(kinds=kinds, questions=16, mode="audition"))
    assert not run.shows_verdicts and run.planned == 16
    asked = []
    while not run.finished:
        question = run.next_question()
        asked.append(question.kind)
        assert run.planned == 16  # the count does not shrink as questions are asked
        run.answer(question, dict(question.answer), 1.0)  # the right answer
    assert sorted(asked) == sorted(kinds * 5 + (Kind.POT_LIMIT,))
    assert run.passed and [r.right for r in run.result()] == [6, 5, 5]
    assert {a.mode for a in store.attempts(run.profile_id)} == {"audition"}


def test_a_failed_skill_fails_the_audition(store: Store) -> None:
    run = session(store, SessionPlan(kinds=(Kind.POT_LIMIT,), questions=5, mode="audition"))
    for number in range(5):
        question = run.next_question()
        run.answer(question, dict(question.answer) if number else {"max_raise_to": -1}, 1.0)
    (result,) = run.result()
    assert (result.right, result.asked) == (4, 5) and result.passed and run.passed  # 80 % passes
    run2 = session(store, SessionPlan(kinds=(Kind.POT_LIMIT,), questions=5, mode="audition"))
    for number in range(5):
        question = run2.next_question()
        run2.answer(question, dict(question.answer) if number > 1 else {"max_raise_to": -1}, 1.0)
    assert not run2.passed


def test_a_pack_is_asked_in_order(store: Store) -> None:
    pack = make_pack("class", 11, (Kind.SIDE_POTS, Kind.MIN_RAISE), 4)
    run = session(store, SessionPlan(pack=pack, questions=None))
    assert run.planned == 4
    asked = [run.next_question() for _ in range(4)]
    assert [q.key for q in asked] == [q.key for q in pack.questions]
    assert run.finished


def test_timed_answers_after_the_limit_are_out_of_time(store: Store) -> None:
    run = session(store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=1, seconds_per_question=10))
    question = run.next_question()
    verdict = run.answer(question, dict(question.answer), 11.0)
    assert not verdict.correct and verdict.cause == "out of time"


@pytest.mark.parametrize(("plan", "message"), [
    (SessionPlan(kinds=()), "at least one skill"),
    (SessionPlan(difficulty=5), "difficulty"),
    (SessionPlan(questions=0), "at least one question"),
    (SessionPlan(minutes=0), "more than 0 minutes"),
    (SessionPlan(seconds_per_question=-1), "more than 0 seconds"),
    (SessionPlan(mode="exam"), "practice"),
    (SessionPlan(mode="audition", questions=None, minutes=5), "fixed number"),
])
def test_impossible_plans_are_refused(plan: SessionPlan, message: str) -> None:
    with pytest.raises(PlanError, match=message):
        plan.check()
