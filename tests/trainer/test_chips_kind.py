"""The chips kind: every generated answer is the chip engine's on the exported hand, each named mistake is named,
and the three questions (count, change, colour-up) come at every difficulty."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from dealerdesk.history import loads
from dealerdesk.history.replay import replay
from dealerdesk.rules import chips as C
from dealerdesk.trainer.answers import AnswerError
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.kinds import chips as K
from dealerdesk.trainer.question import Question
from dealerdesk.trainer.session import PlanError, SessionPlan


def _engine_answer(question: Question) -> dict[str, object]:
    """The chip answers recomputed from the exported hand by the rules functions alone."""
    history = loads(question.phh_text())
    hand = replay(history)
    values = tuple(history.user_fields["_chip_set"])
    assert values == C.house_chip_set().in_play(values[0])
    pot = C.pile(C.swept_amounts(hand), values)
    result: dict[str, object] = {"pot_chips": C.chips_text(pot), "colour_up": C.chips_text(C.colour_up(pot, values))}
    if hand.actor is not None and hand.to_call:
        tendered = C.tender_for(hand.to_call, values)
        if tendered is not None and tendered <= hand.stacks[hand.actor]:
            result["change"] = C.change_owed(hand.to_call, tendered, values).amount
    return result


def check(question: Question) -> None:
    """The stored answer is the chip engine's on the exported hand, and the right answer is graded right (also run
    on a thousand questions per difficulty by test_generator.py's slow test)."""
    engine = _engine_answer(question)
    answer = question.answer
    assert answer["pot_chips"] == engine["pot_chips"]
    assert answer["colour_up"] == engine["colour_up"]
    if K.task_of(answer) is K.Task.CHANGE:
        assert answer["change"] == engine["change"] == answer["tendered"] - answer["to_call"] > 0
    else:
        # What is counted or coloured up is the whole pot, in chips that exist at the table.
        assert C.total(K.pile_of(answer["pot_chips"])) == answer["pot_total"]
        assert all(int(v) >= answer["chip_set"][0] for v in answer["pot_chips"])
    assert grade(question, kind_of(Kind.CHIPS).right_answer(question)).correct


def test_generated_answers_are_the_engines_on_the_exported_hand() -> None:
    for difficulty in (1, 2, 3, 4):
        rng = random.Random(f"chips-engine-{difficulty}")
        tasks: Counter[K.Task] = Counter()
        for _ in range(40):
            question = generate(Request(Kind.CHIPS, difficulty), rng)
            check(question)
            tasks[K.task_of(question.answer)] += 1
        assert set(tasks) == set(K.Task), (difficulty, tasks)


def _question(task: K.Task, difficulty: int = 2, seed: str = "mistake") -> Question:
    rng = random.Random(seed)
    for _ in range(200):
        question = generate(Request(Kind.CHIPS, difficulty), rng)
        if K.task_of(question.answer) is task:
            return question
    raise AssertionError(task)


def _named(question: Question, answer: dict[str, object]) -> str | None:
    verdict = grade(question, answer)
    assert not verdict.correct
    return verdict.cause


def test_a_colour_left_out_of_the_count() -> None:
    question = _question(K.Task.COUNT)
    pot = K.pile_of(question.answer["pot_chips"])
    value = max(pot)
    assert _named(question, {"pot_total": question.answer["pot_total"] - value * pot[value]}) == K.MISSED_COLOUR


def test_one_colours_stack_miscounted() -> None:
    question = _question(K.Task.COUNT)
    pot = K.pile_of(question.answer["pot_chips"])
    value = max(pot)
    assert _named(question, {"pot_total": question.answer["pot_total"] + value}) == K.MISCOUNTED_COLOUR


def test_a_colour_counted_at_another_value() -> None:
    question = _question(K.Task.COUNT, 3)
    pot = K.pile_of(question.answer["pot_chips"])
    value = min(pot)
    bigger = [v for v in question.answer["chip_set"] if v > value * 25]
    assert bigger
    given = question.answer["pot_total"] - value * pot[value] + bigger[0] * pot[value]
    assert _named(question, {"pot_total": given}) == K.WRONG_VALUE


def test_change_short_by_one_chip() -> None:
    question = _question(K.Task.CHANGE, 3)
    change = K.pile_of(question.answer["change_chips"])
    assert _named(question, {"change": question.answer["change"] - min(change)}) == K.CHANGE_OFF_BY_A_CHIP


def test_the_call_given_back_instead_of_the_change() -> None:
    question = next(q for seed in range(50) for q in [_question(K.Task.CHANGE, 2, f"call-{seed}")]
                    if q.answer["to_call"] != q.answer["change"]
                    and abs(q.answer["to_call"] - q.answer["change"]) not in q.answer["chip_set"])
    assert _named(question, {"change": question.answer["to_call"]}) == K.CALL_GIVEN_BACK


def test_change_counted_from_a_different_chip() -> None:
    assert K.change_mistake(325, 500, 675, (25, 100, 500, 1000)) == K.CHANGE_FROM_OTHER_CHIP
    assert K.change_mistake(325, 500, 175, (25, 100, 500, 1000)) is None


def test_a_colour_up_not_into_the_fewest_chips() -> None:
    question = _question(K.Task.COLOUR_UP)
    right = K.pile_of(question.answer["colour_up"])
    big = max(right)
    smaller = max(v for v in question.answer["chip_set"] if v < big)
    worse = dict(right)
    worse[big] -= 1
    worse[smaller] = worse.get(smaller, 0) + big // smaller
    worse = {v: n for v, n in worse.items() if n}
    assert _named(question, {"colour_up": C.chips_text(worse)}) == K.NOT_FEWEST


def test_the_pot_left_as_it_was() -> None:
    question = _question(K.Task.COLOUR_UP)
    assert _named(question, {"colour_up": dict(question.answer["pot_chips"])}) == K.NOT_COLOURED_UP


def test_colour_up_chips_that_do_not_add_up() -> None:
    question = _question(K.Task.COLOUR_UP)
    right = K.pile_of(question.answer["colour_up"])
    more = {v: n + 1 for v, n in right.items()}
    assert _named(question, {"colour_up": C.chips_text(more)}) == K.COLOUR_UP_WRONG_TOTAL


def test_every_cause_has_a_test() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    names = [name for name in dir(K) if getattr(K, name) in K.CAUSES]
    assert len(names) == len(K.CAUSES) and all(f"K.{name}" in source for name in names)


def test_the_explanation_works_the_answer_out() -> None:
    question = _question(K.Task.COUNT)
    lines = grade(question, {}).explanation
    assert str(question.answer["pot_total"]) in lines[-1] and " chips, worth " in lines[1]
    question = _question(K.Task.COLOUR_UP)
    assert " left." in grade(question, {}).explanation[1]


def test_a_colour_up_is_typed_colour_by_colour_and_nonsense_is_refused() -> None:
    question = _question(K.Task.COLOUR_UP)
    kind = kind_of(Kind.CHIPS)
    texts = kind.texts(question, kind.answer_from(question.answer))
    assert kind.parse(question, texts).colour_up == K.pile_of(question.answer["colour_up"])
    with pytest.raises(AnswerError, match="at least one colour"):
        kind.parse(question, {})
    with pytest.raises(AnswerError):
        kind.parse(question, {next(iter(texts)): "lots"})


def test_an_unknown_chip_set_is_refused_by_the_plan() -> None:
    with pytest.raises(PlanError, match="Unknown chip set"):
        SessionPlan(chip_set="poker").check()


def test_the_tournament_set_deals_only_tables_whose_chips_it_has() -> None:
    C.use_chip_set("tournament")
    try:
        rng = random.Random("tournament-chips")
        for difficulty in (1, 4):
            for _ in range(10):
                question = generate(Request(Kind.CHIPS, difficulty), rng)
                assert question.answer["chip_set"] == list(C.TOURNAMENT.in_play(question.answer["chip_set"][0]))
                assert question.answer["chip_set"][0] >= 25
    finally:
        C.use_chip_set(C.DEFAULT)
