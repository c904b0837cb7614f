"""A simulated trainee: weeks of real questions answered with a learning curve, for screenshots and demos.

Every attempt is a real generated question, graded by the real grader; only the trainee is simulated (right
with a probability that grows day by day per skill, wrong answers taken from the classic mistakes where one
exists, answer times that shrink with practice).
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.kinds.registry import ByKind, kind_of
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.practice import Practice
from dealerdesk.trainer.question import Question
from dealerdesk.trainer.store import Store

START_SKILL: ByKind[float] = ByKind(lambda kind: kind.start_skill if kind.name in set(Kind) else None)
"""How often the simulated trainee starts right, per built-in skill (each kind's module says)."""


def simulate_history(store: Store, profile_id: int, *, days: int = 21, per_skill: int = 4,
                     start: datetime | None = None, seed: int = 2026) -> int:
    """Record ``days`` days of practice for a profile; returns the attempts recorded."""
    rng = random.Random(seed)
    first = start or datetime(2026, 10, 1, 17, tzinfo=UTC)
    practice = Practice(store, profile_id, rng)
    recorded = 0
    for day in range(days):
        # Each day is one session; every seventh day is an audition.
        audition = day % 7 == 6
        practice.mode = Mode.AUDITION if audition else Mode.PRACTICE
        practice.session = f"{(first + timedelta(days=day)):%Y%m%dT%H%M%SZ}-{practice.mode}-demo"
        for kind, skill in START_SKILL.items():
            learned = min(0.97, skill + (1 - skill) * day / (days * 0.8))
            for number in range(per_skill):
                question = generate(Request(kind, 1 + min(3, day // 6)), rng, key=f"demo-{day}-{kind}-{number}")
                right = rng.random() < learned
                answer = right_answer(question) if right else {}
                # Three times the skill's speed target on day one, just inside it by the end.
                target = kind_of(kind).target_seconds
                seconds = max(1.0, rng.gauss(target * (3.0 - 2.2 * day / days), target / 5))
                when = first + timedelta(days=day, minutes=7 * number + 40 * list(START_SKILL).index(kind))
                practice.answer(question, answer, seconds, now=when)
                recorded += 1
    return recorded


def right_answer(question: Question) -> dict[str, object]:
    """The right answer in the form the grader takes (what a trainee who knows it would type)."""
    return kind_of(question.kind).right_answer(question)
