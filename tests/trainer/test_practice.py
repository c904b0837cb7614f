"""Adaptive practice, spaced repetition, timed answers and auditions, recorded in the store."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.practice import (
    FIRST_REVIEW,
    OUT_OF_TIME,
    Practice,
    weights,
)
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import SkillStats, Store


def wrong(question: Question) -> dict[str, object]:
    return {}


@pytest.fixture
def practice(tmp_path: Path) -> Iterator[Callable[..., Practice]]:
    """Practice sessions on a fresh store, closed after the test."""
    stores: list[Store] = []

    def make(**options: object) -> Practice:
        store = Store(tmp_path / f"progress{len(stores)}.sqlite3")
        stores.append(store)
        profile = store.create_profile("Trainee")
        return Practice(store, profile.id, random.Random(1), **options)  # type: ignore[arg-type]

    yield make
    for store in stores:
        store.close()


def test_weights_favour_weak_slow_and_unseen_skills() -> None:
    now = datetime.now(UTC)
    stats = {
        "pot-limit": SkillStats("pot-limit", 20, 19, 0.95, 4.0, now),
        "side-pots": SkillStats("side-pots", 20, 8, 0.4, 4.0, now),
        "min-raise": SkillStats("min-raise", 20, 19, 0.95, 12.0, now),
    }
    pot, side, minimum, unseen = weights([Kind.POT_LIMIT, Kind.SIDE_POTS, Kind.MIN_RAISE, Kind.WINNER], stats)
    assert side > pot and minimum > pot and unseen > pot


def test_slowness_is_judged_against_each_skills_speed_target() -> None:
    """The same 10 s is slow for a minimum raise (target 4 s) and quick for a side-pot breakdown (20 s)."""
    now = datetime.now(UTC)
    assert kind_of(Kind.MIN_RAISE).target_seconds < 10.0 < kind_of(Kind.SIDE_POTS).target_seconds
    stats = {kind: SkillStats(kind, 20, 19, 0.95, 10.0, now) for kind in ("min-raise", "side-pots")}
    minimum, side = weights([Kind.MIN_RAISE, Kind.SIDE_POTS], stats)
    assert minimum > side


def test_practice_picks_weak_skills_more_often(practice: Callable[..., Practice]) -> None:
    session = practice(kinds=(Kind.POT_LIMIT, Kind.SIDE_POTS))
    start = datetime(2026, 1, 1, tzinfo=UTC)
    # The trainee is strong at pot-limit and weak at side pots.
    for number in range(40):
        kind = (Kind.POT_LIMIT, Kind.SIDE_POTS)[number % 2]
        question = session.new_question(kind)
        answer = right_answer(question) if kind is Kind.POT_LIMIT else wrong(question)
        session.answer(question, answer, 5.0, now=start)
    for review in session.store.due_reviews(session.profile_id, start + timedelta(days=365)):
        session.store.clear_review(session.profile_id, review.question_key)
    picked = [session.next_question(now=start).kind for _ in range(60)]
    assert picked.count(Kind.SIDE_POTS) > 2 * picked.count(Kind.POT_LIMIT)


def test_missed_question_comes_back_then_at_growing_intervals(practice: Callable[..., Practice]) -> None:
    session = practice(kinds=(Kind.MIN_RAISE,))
    now = datetime(2026, 3, 1, tzinfo=UTC)
    question = session.next_question(now=now)
    verdict = session.answer(question, wrong(question), 7.5, now=now)
    assert not verdict.correct
    review = session.store.review(session.profile_id, question.key)
    assert review is not None and review.due == now + FIRST_REVIEW and review.lapses == 1
    later = now + FIRST_REVIEW + timedelta(seconds=1)
    again = session.next_question(now=later)
    assert again.key == question.key and again.phh_text() == question.phh_text()
    session.answer(again, right_answer(again), 3.0, now=later)
    first = session.store.review(session.profile_id, question.key)
    assert first is not None and first.interval_days == 1.0
    nxt = later + timedelta(days=1, seconds=1)
    session.answer(again, right_answer(again), 3.0, now=nxt)
    second = session.store.review(session.profile_id, question.key)
    assert second is not None and second.interval_days == 2.5 and second.due > nxt


def test_every_answer_is_recorded_with_time_verdict_and_cause(practice: Callable[..., Practice]) -> None:
    session = practice(kinds=(Kind.POT_LIMIT,), difficulty=2)
    question = session.new_question(Kind.POT_LIMIT)
    hand = question.hand
    mistaken = {"max_raise_to": hand.current_bet + hand.pot_total}
    verdict = session.answer(question, mistaken, 6.25)
    (attempt,) = session.store.attempts(session.profile_id)
    assert attempt.kind == "pot-limit" and attempt.seconds == 6.25 and attempt.correct == verdict.correct
    assert attempt.cause == verdict.cause and attempt.phh == question.phh_text() and attempt.difficulty == 2


def test_time_limit(practice: Callable[..., Practice]) -> None:
    session = practice(kinds=(Kind.WINNER,), time_limit=10.0)
    question = session.new_question(Kind.WINNER)
    assert session.answer(question, right_answer(question), 9.0).correct
    late = session.answer(question, right_answer(question), 11.0)
    assert not late.correct and late.cause == OUT_OF_TIME


def test_audition_mixed_no_reviews_and_pass_mark(practice: Callable[..., Practice]) -> None:
    session = practice(kinds=(Kind.POT_LIMIT, Kind.SHOWDOWN_ORDER))
    plan = SessionPlan(kinds=(Kind.POT_LIMIT, Kind.SHOWDOWN_ORDER), questions=10, mode="audition")
    audition = TrainingSession(plan, session.store, session.profile_id, random.Random(4))
    asked = []
    while not audition.finished:
        question = audition.next_question()
        asked.append(question.kind)
        # Four of five right in pot-limit (80 %: pass), three of five in showdown order (60 %: fail).
        missing = {Kind.POT_LIMIT: 1, Kind.SHOWDOWN_ORDER: 2}
        done = asked.count(question.kind)
        audition.answer(question, wrong(question) if done <= missing[question.kind] else right_answer(question), 4.0)
    assert sorted(asked) == sorted([Kind.POT_LIMIT] * 5 + [Kind.SHOWDOWN_ORDER] * 5)
    results = {r.kind: r for r in audition.result()}
    assert results[Kind.POT_LIMIT].passed and not results[Kind.SHOWDOWN_ORDER].passed
    assert not audition.passed
    modes = {a.mode for a in session.store.attempts(session.profile_id)}
    assert modes == {"audition"}
