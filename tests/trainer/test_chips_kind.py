"""The chips kind: every generated answer is the chip engine's on the exported hand and agrees with itself (the pot's
chips, its value, the pot coloured up, the chip put out, the call and the change), each named mistake is named,
the three questions (count, change, colour-up) come at every difficulty, mostly at the cash games a new dealer
starts on, and the prompt gives no count away."""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from dealerdesk.history import loads
from dealerdesk.history.replay import replay
from dealerdesk.rules import chips as C
from dealerdesk.solve import contract_fields, solve
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.answers import AnswerError
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, deal_hand, generate, labelled_moments, question_at, targets
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.chips import answer as A
from dealerdesk.trainer.kinds.chips import mistakes as M
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import Pack, export_pack, import_pack
from dealerdesk.trainer.session import PlanError, SessionPlan


def _engine_answer(question: Question) -> dict[str, object]:
    """The chip answers recomputed from the exported hand by the rules functions alone."""
    history = loads(question.phh_text())
    hand = replay(history)
    values = tuple(history.user_fields["_chip_set"])
    assert values == kind_of(Kind.CHIPS).table_chips(values[0])
    pot = C.pile(C.swept_amounts(hand), values)
    result: dict[str, object] = {"pot_chips": C.chips_text(pot), "colour_up": C.chips_text(C.colour_up(pot, values))}
    if hand.actor is not None and hand.to_call:
        tendered = C.tender_for(hand.to_call, values)
        if tendered is not None and tendered <= hand.stacks[hand.actor]:
            result["change"] = C.change_owed(hand.to_call, tendered, values).amount
    return result


def disagreements(question: Question) -> list[str]:
    """Every way the stored answer disagrees with itself or with the hand (empty: none). ``pot_chips`` is the chips
    in the middle, what the table draws; ``pot_total`` their value, stored when nothing is in front; ``colour_up``
    the same value in the fewest chips; a change is the chip put out less the call, in the fewest chips."""
    answer = question.answer
    hand = question.hand
    values = answer["chip_set"]
    pot = A.pile_of(answer["pot_chips"])
    coloured = A.pile_of(answer["colour_up"])
    found: list[str] = []

    def need(condition: bool, what: str) -> None:
        if not condition:
            found.append(what)

    need(values == sorted(set(values)) and set(values) <= set(C.house_chip_set().values), f"chip set {values}")
    need(set(pot) <= set(values) and set(coloured) <= set(values), "a chip not in play")
    need(C.total(pot) == hand.middle, f"the pot's chips {C.total(pot)} are not the middle {hand.middle}")
    need(C.total(coloured) == C.total(pot), f"colour-up {C.total(coloured)} ≠ pot {C.total(pot)}")
    need(coloured == C.fewest_chips(C.total(pot), values), "the colour-up is not the fewest chips")
    need(C.fits_the_felt(pot), "the pot does not fit the felt")
    task = A.task_of(answer)
    if task is A.Task.CHANGE:
        need("pot_total" not in answer, "a change question stores the engine's pot_total, bets in front included")
        tendered, call, change = answer["tendered"], answer["to_call"], answer["change"]
        need(tendered in values and 0 < call < tendered, f"chip {tendered} for a call of {call}")
        need(change == tendered - call, f"change {change} ≠ {tendered} − {call}")
        need(C.total(A.pile_of(answer["change_chips"])) == change, "the change's chips are not the change")
        need(A.pile_of(answer["change_chips"]) == C.fewest_chips(change, values), "change not in the fewest chips")
        need(tendered == C.tender_for(call, values) and call == hand.to_call, "not the smallest chip over the call")
    else:
        need(answer["pot_total"] == C.total(pot) == hand.pot_total,
             f"pot_total {answer['pot_total']}, pot chips {C.total(pot)}, engine {hand.pot_total}")
        need(not any(hand.bets), "chips in front of a player while the pot is counted or coloured up")
        need(answer["tendered"] is None and answer["change"] is None and answer["change_chips"] is None,
             "change stored for a count or a colour-up")
        need(answer["to_call"] == (0 if task is A.Task.COUNT else None), f"to_call {answer['to_call']}")
    if task is A.Task.COUNT:
        need(C.chip_count(pot) >= 2, "a pot of one chip to count")
    return found


def check(question: Question) -> None:
    """The stored answer is the chip engine's on the exported hand and agrees with itself, and the right answer is
    graded right (also run on a thousand questions per difficulty by test_generator.py's slow test)."""
    engine = _engine_answer(question)
    answer = question.answer
    assert answer["pot_chips"] == engine["pot_chips"]
    assert answer["colour_up"] == engine["colour_up"]
    if A.task_of(answer) is A.Task.CHANGE:
        assert answer["change"] == engine["change"]
    assert disagreements(question) == [], question.key
    assert grade(question, kind_of(Kind.CHIPS).right_answer(question)).correct


def test_every_stored_field_agrees_with_every_other_over_thousands_of_questions() -> None:
    """Every chips moment of many dealt hands (every difficulty, each answer pattern's table), made into the
    question the generator would store: no field contradicts another or the hand."""
    asked = 0
    found: list[str] = []
    tasks: Counter[A.Task] = Counter()
    for difficulty in (1, 2, 3, 4):
        request = Request(Kind.CHIPS, difficulty)
        patterns = sorted(targets(request))
        rng = random.Random(f"chips-agree-{difficulty}")
        for number in range(120):
            history = deal_hand(request, rng, patterns[number % len(patterns)])
            for count, _pattern, _good in labelled_moments(history, request):
                question = question_at(history, count, request, f"agree-{difficulty}-{number}-{count}")
                found += [f"{question.key}: {problem}" for problem in disagreements(question)]
                tasks[A.task_of(question.answer)] += 1
                asked += 1
    assert asked >= 2000 and set(tasks) == set(A.Task), (asked, tasks)
    assert not found, "\n".join(found[:20])


def stakes_and_words(question: Question) -> list[str]:
    """How a question's table and prompt differ from a new dealer's cash game or a named tournament (empty: they do
    not): a cash game is 1/2 to 5/10 in $1, $5, $25 and $100 chips; a tournament plays T25 to T5,000 chips and the
    prompt says "Tournament"; the prompt names no count of chips (only the seat, the call and the chip put out)."""
    answer = question.answer
    values = answer["chip_set"]
    found = []
    if A.is_tournament(answer):
        if not (values[0] >= 25 and max(values) <= 5000 and question.prompt.startswith("Tournament: ")):
            found.append(f"tournament chips {values}, prompt {question.prompt!r}")
    elif not (set(values) <= {1, 5, 25, 100} and max(question.history.blinds_or_straddles) <= 10
              and "ournament" not in question.prompt):
        found.append(f"cash chips {values} at {question.history.blinds_or_straddles}, prompt {question.prompt!r}")
    numbers = set(re.findall(r"\d+", question.prompt))
    if A.task_of(answer) is A.Task.CHANGE:
        actor = question.hand.actor
        assert actor is not None
        said = {str(question.seats[actor]), str(answer["to_call"]), str(answer["tendered"])}
        if not numbers <= said:
            found.append(f"the change prompt says {numbers - said}")
    elif numbers:
        found.append(f"the prompt says {numbers}: {question.prompt!r}")
    return found


def test_generated_answers_are_the_engines_on_the_exported_hand() -> None:
    """Each question is the engine's, at a new dealer's cash game or a named tournament, its prompt no more than a
    dealer hears; most are cash games."""
    tournaments = 0
    for difficulty in (1, 2, 3, 4):
        rng = random.Random(f"chips-engine-{difficulty}")
        tasks: Counter[A.Task] = Counter()
        found: list[str] = []
        for _ in range(40):
            question = generate(Request(Kind.CHIPS, difficulty), rng)
            check(question)
            found += stakes_and_words(question)
            tasks[A.task_of(question.answer)] += 1
            tournaments += A.is_tournament(question.answer)
        assert set(tasks) == set(A.Task), (difficulty, tasks)
        assert not found, found
    assert 0 < tournaments <= 0.35 * 160, tournaments


def test_a_pack_made_before_still_reads_its_change_questions(tmp_path: Path) -> None:
    """A change question of an earlier pack stored the engine's pot_total (the bets in front included): the pack
    is still read, and a question now stores none."""
    question = _question(A.Task.CHANGE)
    assert "pot_total" not in question.answer
    solved = contract_fields(solve(question.hand))
    earlier = dataclasses.replace(question, answer={**question.answer, "pot_total": solved["pot_total"]})
    export_pack(Pack("earlier", 1, (earlier,)), tmp_path)
    (read,) = import_pack(tmp_path).questions
    assert read.answer["pot_total"] == solved["pot_total"] > C.total(A.pile_of(read.answer["pot_chips"]))
    assert grade(read, {"change": read.answer["change"]}).correct


def _question(task: A.Task, difficulty: int = 2, seed: str = "mistake") -> Question:
    rng = random.Random(seed)
    for _ in range(200):
        question = generate(Request(Kind.CHIPS, difficulty), rng)
        if A.task_of(question.answer) is task:
            return question
    raise AssertionError(task)


def _named(question: Question, answer: dict[str, object]) -> str | None:
    verdict = grade(question, answer)
    assert not verdict.correct
    return verdict.cause


def test_a_colour_left_out_of_the_count() -> None:
    question = _question(A.Task.COUNT)
    pot = A.pile_of(question.answer["pot_chips"])
    value = max(pot)
    assert _named(question, {"pot_total": question.answer["pot_total"] - value * pot[value]}) == M.MISSED_COLOUR


def test_one_colours_stack_miscounted() -> None:
    question = _question(A.Task.COUNT)
    pot = A.pile_of(question.answer["pot_chips"])
    value = max(pot)
    assert _named(question, {"pot_total": question.answer["pot_total"] + value}) == M.MISCOUNTED_COLOUR


def test_a_colour_counted_at_another_value() -> None:
    # A pot whose smallest chip has a chip far bigger in play (no other slip can then give the same amount).
    question = next(q for seed in range(50) for q in [_question(A.Task.COUNT, 3, f"value-{seed}")]
                    if max(q.answer["chip_set"]) > 25 * min(A.pile_of(q.answer["pot_chips"])))
    pot = A.pile_of(question.answer["pot_chips"])
    value = min(pot)
    bigger = [v for v in question.answer["chip_set"] if v > value * 25]
    given = question.answer["pot_total"] - value * pot[value] + bigger[0] * pot[value]
    assert _named(question, {"pot_total": given}) == M.WRONG_VALUE


def test_change_short_by_one_chip() -> None:
    question = _question(A.Task.CHANGE, 3)
    change = A.pile_of(question.answer["change_chips"])
    assert _named(question, {"change": question.answer["change"] - min(change)}) == M.CHANGE_OFF_BY_A_CHIP


def test_the_call_given_back_instead_of_the_change() -> None:
    question = next(q for seed in range(50) for q in [_question(A.Task.CHANGE, 2, f"call-{seed}")]
                    if q.answer["to_call"] != q.answer["change"]
                    and abs(q.answer["to_call"] - q.answer["change"]) not in q.answer["chip_set"])
    assert _named(question, {"change": question.answer["to_call"]}) == M.CALL_GIVEN_BACK


def test_change_counted_from_a_different_chip() -> None:
    assert M.change_mistake(325, 500, 675, (25, 100, 500, 1000)) == M.CHANGE_FROM_OTHER_CHIP
    assert M.change_mistake(325, 500, 175, (25, 100, 500, 1000)) is None


def test_a_colour_up_not_into_the_fewest_chips() -> None:
    question = _question(A.Task.COLOUR_UP)
    right = A.pile_of(question.answer["colour_up"])
    big = max(right)
    smaller = max(v for v in question.answer["chip_set"] if v < big)
    worse = dict(right)
    worse[big] -= 1
    worse[smaller] = worse.get(smaller, 0) + big // smaller
    worse = {v: n for v, n in worse.items() if n}
    assert _named(question, {"colour_up": C.chips_text(worse)}) == M.NOT_FEWEST


def test_the_pot_left_as_it_was() -> None:
    question = _question(A.Task.COLOUR_UP)
    assert _named(question, {"colour_up": dict(question.answer["pot_chips"])}) == M.NOT_COLOURED_UP


def test_colour_up_chips_that_do_not_add_up() -> None:
    question = _question(A.Task.COLOUR_UP)
    right = A.pile_of(question.answer["colour_up"])
    more = {v: n + 1 for v, n in right.items()}
    assert _named(question, {"colour_up": C.chips_text(more)}) == M.COLOUR_UP_WRONG_TOTAL


def test_every_cause_has_a_test() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    names = [name for name in dir(M) if getattr(M, name) in M.CAUSES]
    assert len(names) == len(M.CAUSES) and all(f"M.{name}" in source for name in names)


def test_the_explanation_works_the_answer_out() -> None:
    question = _question(A.Task.COUNT)
    lines = grade(question, {}).explanation
    assert str(question.answer["pot_total"]) in lines[-1] and " chips, worth " in lines[1]
    question = _question(A.Task.COLOUR_UP)
    assert " left." in grade(question, {}).explanation[1]


def test_a_colour_up_is_typed_colour_by_colour_and_nonsense_is_refused() -> None:
    question = _question(A.Task.COLOUR_UP)
    kind = kind_of(Kind.CHIPS)
    texts = kind.texts(question, kind.answer_from(question.answer))
    assert kind.parse(question, texts).colour_up == A.pile_of(question.answer["colour_up"])
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
                smallest = question.answer["chip_set"][0]
                assert question.answer["chip_set"] == [v for v in C.TOURNAMENT.in_play(smallest) if v <= 5000]
                assert smallest >= 25 and A.is_tournament(question.answer)
                assert question.prompt.startswith("Tournament: ")
    finally:
        C.use_chip_set(C.DEFAULT)
