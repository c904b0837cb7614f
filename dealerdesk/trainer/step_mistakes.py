"""A classic dealer's mistake at each step of a dealt game, for demonstrations (the ``snapshot deal --feedback``
pictures) and the tests that deal hands through the window: the big blind's posts wrong, the pot request without
the call, a short all-in taken as reopening the betting (or a raise-by for a raise-to), the call left out of the
pot, the hands shown the wrong way round, a hand misread, the pot to the wrong player, the whole pot to the high
hand, the rake miscounted.

Each is an answer in the stored form (the keys of ``dealerdesk solve``) that the step's kind grades as wrong;
most of them are the mistakes the kinds name, so the floor's words say which.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.question import Question

__all__ = ["classic_mistake"]


def classic_mistake(question: Question) -> dict[str, Any]:
    """A wrong answer to the question, as a dealer commonly gets it wrong (see the module)."""
    kind = kind_of(question.kind)
    answer = dict(right_answer(question))
    if question.kind == Kind.MIN_RAISE:
        return _min_raise(question, answer)
    if question.kind == Kind.SHOWDOWN_ORDER:
        return _showdown(answer)
    if question.kind == Kind.WINNER:
        return _winner(question, answer)
    if question.kind == Kind.HI_LO_SPLIT:
        return _high_takes_all(answer)
    if kind.has_sample_mistake:
        mistake = kind.sample_mistake(question)
        if mistake is not None and {**answer, **mistake} != answer:
            return {**answer, **mistake}
    return _off_by_one(answer)


def _min_raise(question: Question, answer: dict[str, Any]) -> dict[str, Any]:
    """A short all-in taken as reopening the betting; or, when it is reopened, the raise-by given."""
    hand = question.hand
    correct = answer.get("min_raise_to")
    if correct is None:
        answer["min_raise_to"] = 2 * hand.current_bet
    elif correct - hand.current_bet not in (correct, 0):
        answer["min_raise_to"] = correct - hand.current_bet
    else:
        answer["min_raise_to"] = None
    return answer


def _showdown(answer: dict[str, Any]) -> dict[str, Any]:
    """An all-in showdown not tabled at once; else the hands shown the wrong way round."""
    if answer.get("all_in_showdown"):
        answer["all_in_showdown"] = False
        return answer
    order = list(answer["showdown_order"])
    answer["showdown_order"] = [order[0], *reversed(order[1:])] if len(order) > 2 else order[::-1]
    return answer


def _winner(question: Question, answer: dict[str, Any]) -> dict[str, Any]:
    """The pot pushed to a player who tabled a hand and did not win it (the high half, in hi/lo)."""
    shown = [f"p{player + 1}" for player in question.hand.shown]
    winners = list(answer["high"])
    answer["high"] = [next((p for p in shown if p not in winners), next(p for p in shown if p != winners[0]))]
    return answer


def _high_takes_all(answer: dict[str, Any]) -> dict[str, Any]:
    """Each pot with a qualifying low given whole to its high hand(s)."""
    by_pot: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for award in answer["awards"]:
        by_pot[award["pot"]].append(award)
    awards: list[dict[str, Any]] = []
    changed = False
    for pot, items in sorted(by_pot.items()):
        highs = [a["player"] for a in items if a["half"] == "high"]
        if not highs or not any(a["half"] == "low" for a in items):
            awards += items
            continue
        changed = True
        total = sum(a["amount"] for a in items)
        share, odd = divmod(total, len(highs))
        awards += [{"pot": pot, "half": "whole", "player": p, "amount": share + (odd if i == 0 else 0)}
                   for i, p in enumerate(highs)]
    if not changed:
        return _off_by_one(answer)
    answer["awards"] = awards
    return answer


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
