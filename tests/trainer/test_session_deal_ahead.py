"""The next question is dealt on a worker thread while the verdict is read: the same questions as dealing each
when asked, in the same order, and an audition or a pack still asks every question it holds."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from dealerdesk.trainer import practice
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store


def _asked(tmp_path: Path, plan: SessionPlan, *, ahead: bool, wrong_every: int = 3) -> list[Question]:
    """Every question a session asks, answered right except every ``wrong_every``-th (so reviews come back)."""
    with Store(tmp_path / f"ahead-{ahead}.sqlite3") as store:
        profile = store.create_profile("Malee").id
        session = TrainingSession(plan, store, profile, random.Random(11), deal_ahead=ahead)
        asked = []
        while not session.finished:
            question = session.next_question()
            asked.append(question)
            answer = right_answer(question) if len(asked) % wrong_every else {}
            session.answer(question, answer, 3.0)
        return asked


@pytest.mark.parametrize("mode", ["practice", "audition"])
def test_dealing_ahead_asks_the_same_questions_in_the_same_order(tmp_path: Path, mode: str) -> None:
    plan = SessionPlan(kinds=(Kind.POT_LIMIT, Kind.SIDE_POTS, Kind.WINNER), questions=7, mode=mode, difficulty=2)
    ahead = _asked(tmp_path, plan, ahead=True)
    when_asked = _asked(tmp_path, plan, ahead=False)
    assert [q.key for q in ahead] == [q.key for q in when_asked]
    assert [q.phh_text() for q in ahead] == [q.phh_text() for q in when_asked]
    # Practice and an audition alike ask exactly the length set: none is lost to the question dealt ahead.
    assert len(ahead) == 7


def test_the_next_question_is_dealt_off_the_thread_that_answers(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[str] = []
    generate = practice.generate

    def watched(*args: object, **kwargs: object) -> Question:
        threads.append(threading.current_thread().name)
        return generate(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(practice, "generate", watched)
    with Store(tmp_path / "p.sqlite3") as store:
        profile = store.create_profile("Bence").id
        session = TrainingSession(SessionPlan(kinds=(Kind.MIN_RAISE,), questions=3), store, profile,
                                  random.Random(5))
        first = session.next_question()  # nothing answered yet: dealt when asked
        assert threads == [threading.current_thread().name]
        session.answer(first, right_answer(first), 2.0)
        assert session.ahead is not None  # being dealt while the verdict is read
        second = session.next_question()
        assert second.key != first.key
        assert threads[1] != threading.current_thread().name
        session.answer(second, right_answer(second), 2.0)
        session.answer(third := session.next_question(), right_answer(third), 2.0)
        assert session.finished and session.ahead is None  # nothing is dealt after the last answer


def _asked_later(tmp_path: Path, plan: SessionPlan, *, prepare: bool) -> tuple[list[Question], list[bool]]:
    """Every question a session that deals later asks (prepare_next called after each answer and each question
    when ``prepare``), and whether the next one was being dealt when each was asked."""
    with Store(tmp_path / f"later-{prepare}.sqlite3") as store:
        profile = store.create_profile("Kanya").id
        session = TrainingSession(plan, store, profile, random.Random(11), deal_later=True)
        asked, ahead = [], []
        while not session.finished:
            question = session.next_question()
            asked.append(question)
            if prepare:
                session.prepare_next()  # a question was just asked: nothing new is chosen before its answer
            ahead.append(session.ahead is not None)
            session.answer(question, right_answer(question) if len(asked) % 3 else {}, 3.0)
            if session.live is None:
                assert session.ahead is None  # the answer alone deals nothing: the caller says when
            if prepare:
                session.prepare_next()
        return asked, ahead


@pytest.mark.parametrize("mode", ["practice", "audition"])
def test_a_session_that_deals_later_deals_when_told_and_asks_the_same_questions(tmp_path: Path, mode: str) -> None:
    """The window deals the next question once it has drawn the verdict (prepare_next), not when the answer is
    recorded: the questions, and their order, are the same as dealing at once; told or not, none is lost."""
    plan = SessionPlan(kinds=(Kind.POT_LIMIT, Kind.SIDE_POTS, Kind.WINNER), questions=7, mode=mode, difficulty=2)
    at_once = _asked(tmp_path, plan, ahead=True)
    told, ahead = _asked_later(tmp_path, plan, prepare=True)
    untold, _ = _asked_later(tmp_path, plan, prepare=False)
    assert [q.key for q in told] == [q.key for q in untold] == [q.key for q in at_once]
    assert not any(ahead)  # asking a question never deals the one after it


def test_a_dealt_game_that_deals_later_plays_its_next_hand_when_told() -> None:
    """A dealt game plays the next hand on the worker thread only once told (after the hand's first step is
    drawn); untold, the next hand is played when it is needed; either way the same hands, step for step."""
    def steps(*, later: bool, prepare: bool) -> list[str]:
        store = Store(":memory:")
        session = TrainingSession(SessionPlan(mode=Mode.DEAL, hands=3, difficulty=2), store,
                                  store.create_profile("Trainee").id, random.Random(4), deal_later=later)
        keys = []
        while not session.finished:
            question = session.next_question()
            if later:
                assert session.next_hand is None or prepare  # the next hand waits to be told
            if prepare:
                session.prepare_next()
                assert session.next_hand is not None
            # The step and its hand (the key without the session's name, which holds the time it started).
            keys.append(question.key.removeprefix(session.session) + question.phh_text())
            session.answer(question, right_answer(question), 4.0)
        return keys

    at_once = steps(later=False, prepare=False)
    assert steps(later=True, prepare=True) == at_once
    assert steps(later=True, prepare=False) == at_once
