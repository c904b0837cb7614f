"""Questions built from hands played step by step (for the named scenario tests of the explanations and the
hand descriptions), and the generated questions the property tests go over."""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Iterator

from dealerdesk.history.export import history_of
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.catalogue import ANSWER_KEYS
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from dealerdesk.trainer.prompts import canonical_prompt
from tests.solved import solve


def question_of(hand: Hand, kind: Kind, difficulty: int = 1) -> Question:
    """The question of ``kind`` asked at the hand as it stands (the answer keys the generator would ask)."""
    history = dataclasses.replace(history_of(hand), finishing_stacks=None)
    probe = Question(kind, "built", difficulty, history, "", {})
    keys = list(ANSWER_KEYS[kind])
    if kind is Kind.POT_LIMIT and difficulty == 1:
        keys.append("pot_total")
    if kind is Kind.SHOWDOWN_ORDER and difficulty >= 3:
        keys.append("killed")
    solved = solve(probe.hand)
    answer = {key: solved[key] for key in keys}
    return Question(kind, "built", difficulty, history, canonical_prompt(probe, answer), answer)


SEEDS = (1, 2, 3)
"""The seeds the property tests deal from (each with every kind and difficulty)."""
PER_SEED = 12
"""Questions per seed, kind and difficulty."""


def generated(kinds: tuple[Kind, ...] = tuple(Kind)) -> Iterator[Question]:
    """Many generated questions: every seed × kind × difficulty, :data:`PER_SEED` each."""
    for kind in kinds:
        yield from _generated(kind)


@functools.cache
def _generated(kind: Kind) -> tuple[Question, ...]:
    questions = []
    for seed in SEEDS:
        for difficulty in DIFFICULTIES:
            rng = random.Random(f"explain-{seed}-{kind}-{difficulty}")
            questions += [generate(Request(kind, difficulty), rng, key=f"{seed}-{number}")
                          for number in range(PER_SEED)]
    return tuple(questions)
