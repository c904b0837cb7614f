"""A question whose time runs out is graded as typed: field by field, what can be read counts as typed, and only
a field left empty (or typed so it cannot be read) is left out — never the whole answer thrown away."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.answers import AnswerError
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.practice import grade_timed, typed_answer

_QUESTIONS: dict[Kind, Question] = {}


def question(kind: Kind) -> Question:
    """One question of the kind with at least two inputs where it has them (dealt once per kind)."""
    if kind not in _QUESTIONS:
        rng = random.Random(f"typed-{kind}")
        best = generate(Request(kind, 3), rng, key="typed")
        for _ in range(30):
            if len(kind_of(kind).inputs(best)) >= 2:
                break
            best = generate(Request(kind, 3), rng, key="typed")
        _QUESTIONS[kind] = best
    return _QUESTIONS[kind]


def right_texts(q: Question) -> dict[str, str]:
    kind = kind_of(q.kind)
    return kind.texts(q, kind.answer_from(kind.right_answer(q)))


@pytest.mark.parametrize("kind", list(Kind))
def test_an_answer_typed_in_full_is_read_as_it_is(kind: Kind) -> None:
    q = question(kind)
    texts = right_texts(q)
    assert typed_answer(q, texts) == dict(kind_of(kind).parse(q, texts).to_dict())
    assert grade_timed(q, typed_answer(q, texts), 1.0, 5.0).correct


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(list(Kind)), data=st.data())
def test_fields_left_empty_or_unreadable_are_left_out_and_the_rest_counts(kind: Kind, data: st.DataObject) -> None:
    q = question(kind)
    kind_ = kind_of(kind)
    texts = right_texts(q)
    keys = [field.key for field in kind_.inputs(q) if field.key in texts]
    spoiled = data.draw(st.sets(st.sampled_from(keys)), label="spoiled")
    garbled = data.draw(st.sets(st.sampled_from(sorted(spoiled))) if spoiled else st.just(set()), label="garbled")
    for key in sorted(garbled):  # a kind that reads "§§" (as nothing) takes it as typed
        try:
            kind_.parse(q, {**texts, key: "§§"})
        except AnswerError:
            continue
        spoiled.discard(key)
        garbled.discard(key)
    typed = {key: "§§" if key in garbled else "" if key in spoiled else text for key, text in texts.items()}
    answer = typed_answer(q, typed)
    right = dict(kind_.parse(q, texts).to_dict())
    for key, value in right.items():
        if key in spoiled:
            assert key not in answer  # not given: never the right answer put in its place
        elif key in keys:
            assert answer.get(key) == value  # typed (right): graded as typed
    if len(spoiled) < len(keys):
        verdict = grade_timed(q, answer, 9.0, 5.0)
        assert not verdict.correct and verdict.cause == "out of time"
        # What was typed right is seen right. With one field left out every kind still has a part graded on
        # typed fields alone; with more, the fields left may only make a part together with those left out (a
        # hand's kicker is graded within the whole call).
        if len(spoiled) <= 1:
            assert any(part.correct for part in verdict.parts), verdict.parts


def test_a_wrong_amount_beside_an_empty_field_is_graded_as_typed() -> None:
    rng = random.Random("typed-pot")
    q = generate(Request(Kind.POT_LIMIT, 1), rng, key="typed")  # a beginner says the pot too
    assert "pot_total" in q.answer
    wrong = q.answer["max_raise_to"] + 5
    answer = typed_answer(q, {"max_raise_to": str(wrong), "pot_total": ""})
    assert answer == {"max_raise_to": wrong}
    verdict = grade_timed(q, answer, 9.0, 5.0)
    said = {part.name: part.given for part in verdict.parts}
    assert str(wrong) in said.values()
