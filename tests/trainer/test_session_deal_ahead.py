"""The next question is dealt on a worker thread while the verdict is read: the same questions as dealing each
when asked, in the same order, and an audition or a pack still asks every question it holds."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from dealerdesk.trainer import practice
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.question import Question
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store import Store


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
    # An audition asks at least five of each skill: none is lost to the question dealt ahead.
    assert len(ahead) == (15 if mode == "audition" else 7)


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
