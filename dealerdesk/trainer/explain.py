"""Worked explanations, step by step, built from the engine's own numbers (never recomputed here).

Each kind explains its own questions (its package's ``explain`` module, or the showdown's shared words in
:mod:`dealerdesk.trainer.core.showdown_steps`): the lines a floor supervisor would say to a trainee dealer for the
question's answer — what is on the table, the rule that decides it (cited as RULES.md cites it: TDA 2024 rule
numbers, Robert's Rules of Poker sections), and every sum written out so that it can be checked.
"""

from __future__ import annotations

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question


def explain(question: Question) -> list[str]:
    """The worked answer of a question (translated; a drill pack stores it in English): its kind's explanation."""
    return kind_of(question.kind).explain(question)
