"""A simulated trainee: weeks of real questions answered with a learning curve, for screenshots and demos.

Every attempt is a real generated question, graded by the real grader; only the trainee is simulated (right
with a probability that grows day by day per skill, wrong answers taken from the classic mistakes where one
exists, answer times that shrink with practice). :func:`simulate_dealing` adds live games the trainee dealt: every
step a real step of a :class:`~dealerdesk.trainer.dealing.LiveGame`, recorded as a dealt session records it.
"""

from __future__ import annotations

import dataclasses
import random
from datetime import UTC, datetime, timedelta

from dealerdesk.trainer.catalogue import ByKind, kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.dealing import LiveGame
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.practice import Practice
from dealerdesk.trainer.store.database import Store

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


DEALT_DAYS = (3, 10, 17, 20)
"""The days of :func:`simulate_history`'s weeks on which the simulated trainee also deals a live game."""


def simulate_dealing(store: Store, profile_id: int, *, days: int = 21, hands: int = 8, dealt_days: tuple[int, ...]
                     = DEALT_DAYS, start: datetime | None = None, seed: int = 2027) -> int:
    """Record a dealt game of ``hands`` hands on each of ``dealt_days`` (those within ``days``): fewer mistakes
    and more hands per hour as the weeks go by; returns the steps recorded."""
    rng = random.Random(seed)
    first = start or datetime(2026, 10, 1, 17, tzinfo=UTC)
    practice = Practice(store, profile_id, rng, mode=Mode.DEAL)
    recorded = 0
    for day in (day for day in dealt_days if day < days):
        progress = day / days
        when = first + timedelta(days=day, hours=-4)
        practice.session = f"{when:%Y%m%dT%H%M%SZ}-{Mode.DEAL}-demo"
        game = LiveGame(2, random.Random(rng.getrandbits(64)), seats=6)
        while (step := game.next_step()).hand_number <= hands:
            question = dataclasses.replace(step.question, key=f"{practice.session}-{step.question.key}")
            right = rng.random() < 0.7 + 0.25 * progress
            target = kind_of(question.kind).target_seconds
            seconds = max(1.0, rng.gauss(target * (2.0 - 1.2 * progress), target / 5))
            # The players act at the table's pace, then the trainee deals the step.
            when += timedelta(seconds=seconds + rng.uniform(4, 12) * (1.5 - progress))
            practice.answer(question, right_answer(question) if right else {}, seconds, now=when)
            recorded += 1
    return recorded
