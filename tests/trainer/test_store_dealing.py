"""A dealt game in the trainee's records: its hands dealt, hands per hour and error rate, and each skill's dealing
steps kept apart from the questions — read back from the attempts a real dealt session recorded."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealerdesk.trainer import practice
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.trainer.store.records import SessionSummary, dealt_hand

START = datetime(2026, 10, 1, 18, tzinfo=UTC)
STEP_PAUSE = 20.0
"""Seconds between two answers: the players act, then the trainee deals the step."""


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "p.sqlite3") as opened:
        yield opened


class Clock:
    """The session's clock and the wall clock the answers are stamped with, moved together by hand."""

    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    moved = Clock()

    class WallClock(datetime):
        @classmethod
        def now(cls, tz: object = None) -> WallClock:  # type: ignore[override]
            moment = START + timedelta(seconds=moved.now)
            return cls.fromtimestamp(moment.timestamp(), UTC)

    monkeypatch.setattr(practice, "datetime", WallClock)
    return moved


def deal_session(store: Store, profile: int, clock: Clock, *, hands: int, wrong_every: int,
                 seconds: float = 6.0) -> tuple[TrainingSession, list[bool]]:
    """Deal a whole session: every step answered right, except every ``wrong_every``-th answered with nothing."""
    run = TrainingSession(SessionPlan(mode=Mode.DEAL, hands=hands, difficulty=2), store, profile,
                          random.Random(11), clock=clock, deal_ahead=False)
    verdicts = []
    while not run.finished:
        question = run.next_question()
        clock.now += STEP_PAUSE
        wrong = len(verdicts) % wrong_every == wrong_every - 1
        verdict = run.answer(question, {} if wrong else right_answer(question), seconds)
        assert verdict.correct != wrong
        verdicts.append(verdict.correct)
    return run, verdicts


def test_a_dealt_session_reports_its_hands_per_hour_and_error_rate(store: Store, clock: Clock) -> None:
    profile = store.create_profile("Ann").id
    run, verdicts = deal_session(store, profile, clock, hands=3, wrong_every=4)
    assert run.hands_dealt == 3 and False in verdicts
    (summary,) = store.sessions(profile)
    assert summary.mode == Mode.DEAL and summary.session == run.session
    assert summary.hands == 3
    assert (summary.answered, summary.right) == (len(verdicts), sum(verdicts)) == (run.answered, run.right)
    assert summary.error_rate == pytest.approx(run.error_rate) == pytest.approx(1 - sum(verdicts) / len(verdicts))
    # From the first step being asked (its 6 seconds before its answer) to the last answer.
    dealt_for = STEP_PAUSE * (len(verdicts) - 1) + 6.0
    assert summary.duration_seconds == pytest.approx(dealt_for)
    assert summary.hands_per_hour == pytest.approx(3 * 3600 / dealt_for)


def test_every_step_of_a_dealt_game_names_its_hand(store: Store, clock: Clock) -> None:
    profile = store.create_profile("Ann").id
    run, _verdicts = deal_session(store, profile, clock, hands=3, wrong_every=3)
    hands = [dealt_hand(attempt.question_key) for attempt in store.attempts(profile)]
    assert hands == sorted(hands) and set(hands) <= {1, 2, 3} and hands[-1] == 3
    posts = [dealt_hand(a.question_key) for a in store.attempts(profile, kind=str(Kind.BUTTON_BLINDS))]
    assert posts and all(hand is not None and hand >= 2 for hand in posts)  # asked before each deal but the first
    assert dealt_hand("deal-12-40-award") == 12
    assert dealt_hand(f"{run.session}-7f3a-pot-limit-2") is None  # a practice question's key is no dealt step
    assert dealt_hand("redeal-1-2-posts") is None


def test_dealing_steps_are_kept_apart_from_the_questions_per_skill(store: Store, clock: Clock) -> None:
    profile = store.create_profile("Ann").id
    questions = TrainingSession(SessionPlan(kinds=(Kind.SIDE_POTS,), questions=2), store, profile,
                                random.Random(3), clock=clock, deal_ahead=False)
    while not questions.finished:
        question = questions.next_question()
        clock.now += 30
        questions.answer(question, {}, 40.0)  # two slow, wrong side pots in practice
    _run, verdicts = deal_session(store, profile, clock, hands=2, wrong_every=5, seconds=4.0)
    asked = store.attempts(profile, mode=(Mode.PRACTICE, Mode.AUDITION))
    dealt = store.attempts(profile, mode=Mode.DEAL)
    assert len(asked) == 2 and len(dealt) == len(verdicts)
    by_questions = store.skill_stats(profile, mode=(Mode.PRACTICE, Mode.AUDITION))
    by_dealing = store.skill_stats(profile, mode=Mode.DEAL)
    assert list(by_questions) == [str(Kind.SIDE_POTS)]
    assert (by_questions[str(Kind.SIDE_POTS)].correct, by_questions[str(Kind.SIDE_POTS)].median_seconds) == (0, 40)
    gathered = [a for a in dealt if a.kind == str(Kind.SIDE_POTS)]
    assert gathered and by_dealing[str(Kind.SIDE_POTS)].attempts == len(gathered)
    assert by_dealing[str(Kind.SIDE_POTS)].median_seconds == 4.0
    assert sum(stats.attempts for stats in by_dealing.values()) == len(verdicts)
    sessions = store.sessions(profile)
    assert [s.mode for s in sessions] == [Mode.PRACTICE, Mode.DEAL]
    assert sessions[0].hands == 0 and sessions[0].hands_per_hour is None
    assert store.sessions(profile, mode=Mode.DEAL) == sessions[1:]


def test_a_session_without_time_or_hands_has_no_speed() -> None:
    at = START
    summary = SessionSummary(session="s", mode=Mode.DEAL, started=at, ended=at, per_kind=(("winner", 2, 1, 0.0),),
                             hands=1)
    assert summary.hands_per_hour is None and summary.error_rate == 0.5
    assert SessionSummary(session="s", mode=Mode.DEAL, started=at, ended=at, per_kind=()).error_rate == 0.0


def test_an_unknown_mode_in_a_filter_is_refused(store: Store) -> None:
    from dealerdesk.trainer.store.database import StoreError  # noqa: PLC0415

    profile = store.create_profile("Ann").id
    with pytest.raises(StoreError, match='not "exam"'):
        store.skill_stats(profile, mode=(Mode.DEAL, "exam"))
