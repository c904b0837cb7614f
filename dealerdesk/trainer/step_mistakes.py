"""A classic dealer's mistake at each step of a dealt game, for demonstrations (the ``snapshot deal --feedback``
pictures) and the tests that deal hands through the window: the big blind's posts wrong, the pot request without
the call, a short all-in taken as reopening the betting (or a raise-by for a raise-to), the call left out of the
pot, the hands shown the wrong way round, a hand misread, the pot to the wrong player, the whole pot to the high
hand, the rake miscounted.

Each is an answer in the stored form (the keys of ``dealerdesk solve``) that the step's kind grades as wrong;
most of them are the mistakes the kinds name, so the floor's words say which.
"""

from __future__ import annotations

from typing import Any

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.grading import grade

__all__ = ["classic_mistake"]


def classic_mistake(question: Question) -> dict[str, Any]:
    """A wrong answer to the question, as a dealer commonly gets it wrong: of the kind's classic mistakes at its
    step (:meth:`~dealerdesk.trainer.kinds.base.QuestionKind.dealer_mistakes`) the first the grader names (so
    the floor's words say which), else the first that is wrong, else an amount a chip short."""
    answer = dict(right_answer(question))
    wrong: list[dict[str, Any]] = []
    for mistake in kind_of(question.kind).dealer_mistakes(question):
        tried = {**answer, **mistake}
        if tried == answer:
            continue
        verdict = grade(question, tried)
        if verdict.correct:
            continue
        if verdict.cause is not None:
            return tried
        wrong.append(tried)
    return wrong[0] if wrong else _off_by_one(answer)


def _off_by_one(answer: dict[str, Any]) -> dict[str, Any]:
    """The first amount in the answer a chip short (what is left when no classic mistake fits)."""
    for key, value in answer.items():
        if isinstance(value, int) and not isinstance(value, bool) and value > 1:
            answer[key] = value - 1
            return answer
        if isinstance(value, list) and value and isinstance(value[0], dict) and "amount" in value[0]:
            items = [dict(item) for item in value]
            items[0]["amount"] -= 1
            answer[key] = items
            return answer
    raise ValueError(f"no classic mistake for {sorted(answer)}")
