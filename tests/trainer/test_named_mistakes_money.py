"""The rake's, the chips' and the hi/lo split's named mistakes are exactly what their slips give.

As for the other kinds (test_named_mistakes.py): (a) every slip's answer, graded, is named with that slip, over the
generated questions of every difficulty; (b) an answer no slip gives is named nothing — random answers and answers
a chip or a part away from a slip's. A rake slip is the whole reckoning (the rake, the drop and what each player
receives), so its rake with the players paid some other way is not that slip.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerdesk.rules import chips as C
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.chips import answer as chips_answer
from dealerdesk.trainer.kinds.chips import mistakes as chips_mistakes
from dealerdesk.trainer.kinds.hi_lo_split import mistakes as hi_lo_split_mistakes
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.rake import mistakes as rake_mistakes
from tests.trainer.test_named_mistakes import awards_of, questions, right

T = TypeVar("T")
Answer = dict[str, Any]
Split = dict[tuple[int, str], int]

SLIPS: dict[Kind, Callable[[Question], list[tuple[str, dict[str, Any]]]]] = {
    Kind.RAKE: rake_mistakes.rake_slips,
    Kind.CHIPS: chips_mistakes.chips_slips,
}
NAMED_BY_DEFINITION = {chips_mistakes.COLOUR_UP_WRONG_TOTAL, chips_mistakes.NOT_FEWEST}
"""The chips' names that describe the answer itself (no slip gives them: every such answer is that mistake)."""


def rake_key(question: Question, answer: Answer) -> tuple[Any, ...]:
    """A rake answer as the grader compares it: the rake, the drop (blank is none) when asked, and each player's
    chips (none is left out) when asked."""
    received: dict[str, int] = defaultdict(int)
    for award in answer.get("awards") or ():
        received[award["player"]] += award["amount"]
    return (answer.get("rake"),
            answer.get("jackpot_drop") or 0 if rake_mistakes.asks_drop(question) else None,
            sorted((p, n) for p, n in received.items() if n) if rake_mistakes.pays(question) else None)


_SPLIT_SLIPS: dict[int, list[tuple[str, Split]]] = {}


def split_slips(question: Question) -> list[tuple[str, Split]]:
    """The hi/lo split question's slips, listed once per question (a hand of many side pots has thousands; the
    questions are kept for the whole run, so each is known by its identity)."""
    if id(question) not in _SPLIT_SLIPS:
        _SPLIT_SLIPS[id(question)] = hi_lo_split_mistakes.split_slips(question)
    return _SPLIT_SLIPS[id(question)]


def right_split(question: Question) -> Split:
    split: Split = defaultdict(int)
    for award in question.answer["awards"]:
        split[award["pot"], award["player"]] += award["amount"]
    return {k: v for k, v in split.items() if v}


def some(slips: list[tuple[str, T]], rng: random.Random, most: int = 16) -> list[tuple[str, T]]:
    """The first slip of each cause and a seeded choice of the rest (every one when they are few): grading every
    one of a count's forty miscounts, or of a split's thousands of choices pot by pot, would take minutes."""
    if len(slips) <= most:
        return slips
    firsts = list({cause: (cause, split) for cause, split in reversed(slips)}.values())
    return firsts + rng.sample(slips, most - len(firsts))


# -- (a) every slip's answer is named with that slip -----------------------------------------------------------


@pytest.mark.parametrize("kind", list(SLIPS))
def test_each_slips_answer_is_named_with_it(kind: Kind) -> None:
    rng = random.Random(f"{kind} slips")
    named: set[str] = set()
    for question in questions(kind):
        for cause, answer in some(SLIPS[kind](question), rng):
            verdict = grade(question, {**right(question), **answer})
            assert not verdict.correct and verdict.cause == cause, (question.key, cause, answer, verdict.cause)
            named.add(cause)
    causes = rake_mistakes.CAUSES if kind is Kind.RAKE else set(chips_mistakes.CAUSES) - NAMED_BY_DEFINITION
    assert named == set(causes)  # the generated questions reach every slip of the kind


def test_each_rake_slip_accounts_for_every_chip() -> None:
    """What a slip takes is what the players do not get: the rake, the drop and the chips pushed add up to the
    pot (after the uncalled chips go back)."""
    checked = 0
    for question in questions(Kind.RAKE):
        taken = question.hand.rake_taken
        assert taken is not None
        for _cause, answer in rake_mistakes.rake_slips(question):
            if "awards" in answer:
                paid = sum(a["amount"] for a in answer["awards"])
                assert paid + answer["rake"] + answer.get("jackpot_drop", 0) == taken.pot, (question.key, answer)
                checked += 1
    assert checked > 20


def test_each_split_slip_is_named_with_it() -> None:
    rng = random.Random("split slips")
    named: set[str] = set()
    for question in questions(Kind.HI_LO_SPLIT):
        for cause, split in some(split_slips(question), rng):
            verdict = grade(question, {"awards": awards_of(split)})
            assert not verdict.correct and verdict.cause == cause, (question.key, cause, split, verdict.cause)
            named.add(cause)
    assert named == set(hi_lo_split_mistakes.CAUSES)


def test_each_sharing_slip_pays_out_the_pots_and_an_odd_chip_slip_moves_odd_chips_only() -> None:
    """A sharing slip splits what each pot holds (pooled: all of it in one pot); misplacing the odd chip moves no
    player's share of a pot by more than one chip."""
    for question in questions(Kind.HI_LO_SPLIT):
        want = right_split(question)
        in_pot: dict[int, int] = defaultdict(int)
        for (pot, _player), chips in want.items():
            in_pot[pot] += chips
        for cause, split in split_slips(question):
            if cause not in hi_lo_split_mistakes.SHARING_CAUSES:
                continue
            totals: dict[int, int] = defaultdict(int)
            for (pot, _player), chips in split.items():
                totals[pot] += chips
            if cause == hi_lo_split_mistakes.POOLED:
                assert dict(totals) == {0: sum(in_pot.values())}
                continue
            assert {k: v for k, v in totals.items() if v} == {k: v for k, v in in_pot.items() if v}, (cause, split)
            if cause == hi_lo_split_mistakes.ODD_CHIP:
                chip = question.hand.stakes.chip
                assert all(abs(split.get(k, 0) - want.get(k, 0)) <= chip for k in {*split, *want}), split


@pytest.mark.parametrize("kind", [Kind.RAKE, Kind.CHIPS])
def test_the_sample_mistake_is_named_with_a_slip(kind: Kind) -> None:
    """The screenshots' wrong answer is a slip's whole answer, named with it, whenever the question has one."""
    named = 0
    for question in questions(kind):
        sample = kind_of(kind).sample_mistake(question)
        assert sample is not None
        verdict = grade(question, sample)
        assert not verdict.correct
        slips = SLIPS[kind](question)
        if slips:
            assert any(c == verdict.cause and {**right(question), **s} == sample for c, s in slips), (
                question.key, sample, verdict.cause)
            named += 1
    assert named > 10


def test_a_dealt_games_split_mistakes_are_slips() -> None:
    """The split step's classic mistakes (a dealt game's pictures and tests) are each named with the slip that
    gives them."""
    named = 0
    for question in questions(Kind.HI_LO_SPLIT):
        for mistake in kind_of(Kind.HI_LO_SPLIT).dealer_mistakes(question):
            verdict = grade(question, mistake)
            awards = mistake["awards"]
            assert isinstance(awards, list)
            given_split = {(a["pot"], a["player"]): a["amount"] for a in awards}
            assert (verdict.cause, {k: v for k, v in given_split.items() if v}) in split_slips(question)
            named += 1
    assert named > 20


# -- (b) an answer no slip gives is named nothing --------------------------------------------------------------


def near(value: int, step: int) -> st.SearchStrategy[int]:
    return st.integers(-3, 3).map(lambda k: max(0, value + k * step))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_rake_answers_are_named_only_as_a_slip_gives_them(data: st.DataObject) -> None:
    """Each part drawn from the right answer, a slip's, or a few chips off either: named only when every part
    asked is one slip's."""
    question = data.draw(st.sampled_from(questions(Kind.RAKE)))
    slips = rake_mistakes.rake_slips(question)
    answers = [right(question), *({**right(question), **s} for _, s in slips)]
    chip = question.hand.stakes.chip
    answer: Answer = {"rake": data.draw(st.sampled_from(answers).flatmap(lambda a: near(a["rake"], chip)))}
    if "jackpot_drop" in answers[0]:
        answer["jackpot_drop"] = data.draw(st.sampled_from(answers).flatmap(lambda a: near(a["jackpot_drop"], 1)))
    if "awards" in answers[0]:
        awards = [dict(a) for a in data.draw(st.sampled_from(answers))["awards"]]
        if awards and data.draw(st.booleans()):
            moved = data.draw(st.sampled_from(awards))
            moved["amount"] = max(0, moved["amount"] + data.draw(st.integers(-3, 3)) * chip)
        answer["awards"] = awards
    cause = grade(question, answer).cause
    assert cause is None or any(c == cause and rake_key(question, {**answers[0], **s}) == rake_key(question, answer)
                                for c, s in slips), (cause, answer, slips)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_counts_and_change_are_named_only_as_a_slip_gives_them(data: st.DataObject) -> None:
    question = data.draw(st.sampled_from([q for q in questions(Kind.CHIPS)
                                          if chips_answer.task_of(q.answer) is not chips_answer.Task.COLOUR_UP]))
    key = "pot_total" if chips_answer.task_of(question.answer) is chips_answer.Task.COUNT else "change"
    slips = chips_mistakes.chips_slips(question)
    amounts = [question.answer[key], *(s[key] for _, s in slips)]
    smallest = min(question.answer["chip_set"])
    amount = data.draw(st.one_of(st.sampled_from(amounts).flatmap(lambda a: near(a, smallest)),
                                 st.integers(0, 2 * max(amounts))))
    cause = grade(question, {key: amount}).cause
    assert cause is None or (cause, {key: amount}) in slips, (cause, amount, slips)
    assert (cause is None) == (amount == question.answer[key] or all(s[key] != amount for _, s in slips))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_colour_ups_are_named_as_what_they_are(data: st.DataObject) -> None:
    """A random pile (near the right colour-up, or the pot as it was) is the pot left as it was only when it is
    that pile; chips that do not add up and the right amount in more chips are named by what they are."""
    question = data.draw(st.sampled_from([q for q in questions(Kind.CHIPS)
                                          if chips_answer.task_of(q.answer) is chips_answer.Task.COLOUR_UP]))
    pot = chips_answer.pile_of(question.answer["pot_chips"])
    coloured = chips_answer.pile_of(question.answer["colour_up"])
    values = chips_answer.colour_up_values(question.answer)
    base = data.draw(st.sampled_from([coloured, pot]))
    pile = {v: max(0, base.get(v, 0) + data.draw(st.integers(-2, 2))) for v in values}
    pile = {v: n for v, n in pile.items() if n} or {values[-1]: 1}
    verdict = grade(question, {"colour_up": C.chips_text(pile)})
    if pile == coloured:
        assert verdict.correct and verdict.cause is None
    elif C.total(pile) != C.total(pot):
        assert verdict.cause == chips_mistakes.COLOUR_UP_WRONG_TOTAL
    elif pile == pot:
        assert verdict.cause == chips_mistakes.NOT_COLOURED_UP
        assert (verdict.cause, {"colour_up": C.chips_text(pile)}) in chips_mistakes.chips_slips(question)
    else:
        assert verdict.cause == chips_mistakes.NOT_FEWEST


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_splits_near_a_slips_are_named_only_as_a_slip_gives_them(data: st.DataObject) -> None:
    """The right split or a slip's, with a chip or two moved between seats or pots: named only when the split is
    one a slip gives, and then with that slip."""
    question = data.draw(st.sampled_from(questions(Kind.HI_LO_SPLIT)))
    slips = split_slips(question)
    split = dict(data.draw(st.sampled_from([right_split(question), *(s for _, s in slips[:40])])))
    pots = len(question.hand.pots()[0])
    players = sorted(f"p{p + 1}" for p in question.hand.shown)
    chip = question.hand.stakes.chip
    for _ in range(data.draw(st.integers(0, 2))):
        source = data.draw(st.sampled_from(sorted(split)))
        target = (data.draw(st.integers(0, pots - 1)), data.draw(st.sampled_from(players)))
        moved = min(split[source], chip * data.draw(st.integers(1, 2)))
        split[source] -= moved
        split[target] = split.get(target, 0) + moved
    split = {k: v for k, v in split.items() if v}
    verdict = grade(question, {"awards": awards_of(split)})
    if split == right_split(question):
        assert verdict.correct
    else:
        assert verdict.cause is None or (verdict.cause, split) in slips, (verdict.cause, split)
        first = next((c for c, s in slips if s == split), None)
        assert verdict.cause == first  # a slip's split is named with the first slip that gives it
