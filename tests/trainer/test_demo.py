"""The simulated trainee records real, graded questions and gets better with practice."""

from __future__ import annotations

from dealerdesk.history import loads
from dealerdesk.trainer.demo import DEALT_DAYS, simulate_dealing, simulate_history
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.store.database import Store


def test_simulated_weeks_of_practice() -> None:
    with Store(":memory:") as store:
        profile = store.create_profile("Demo").id
        recorded = simulate_history(store, profile, days=8, per_skill=2)
        attempts = store.attempts(profile)
        assert recorded == len(attempts) == 8 * 2 * len(Kind)
        assert {a.kind for a in attempts} == {str(k) for k in Kind}
        loads(attempts[0].phh)  # a real hand history
        first = [a.correct for a in attempts[: len(attempts) // 2]]
        last = [a.correct for a in attempts[len(attempts) // 2 :]]
        assert sum(last) > sum(first)
        assert len(store.daily_stats(profile)) == 8 * len(Kind)
        sessions = store.sessions(profile)
        assert len(sessions) == 8  # a session a day
        assert [s.mode for s in sessions].count("audition") == 1  # the seventh day
        assert all(s.answered == 2 * len(Kind) for s in sessions)


def test_simulated_dealt_games_get_faster_and_surer() -> None:
    with Store(":memory:") as store:
        profile = store.create_profile("Demo").id
        recorded = simulate_dealing(store, profile, days=21, hands=4)
        assert recorded == len(store.attempts(profile, mode="deal")) == len(store.attempts(profile))
        games = store.sessions(profile)
        assert len(games) == len(DEALT_DAYS) and all(game.mode == "deal" and game.hands == 4 for game in games)
        first, last = games[0], games[-1]
        assert first.hands_per_hour is not None and last.hands_per_hour is not None
        assert last.hands_per_hour > first.hands_per_hour
