"""The rake question: answers equal ``dealerdesk solve`` on the exported hand (rake, jackpot
drop, awards after the rake), every answer pattern dealt, each named mistake recognised, the chosen rake structure
used, bad input refused with a message, and the drill and its packs working."""

from __future__ import annotations

import argparse
import io
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealerdesk import drill_cli
from dealerdesk.cli import main
from dealerdesk.rules.rake import CAPPED, JACKPOT, LOW_CAP, NO_RAKE, PRESETS, percentage_of, take_rake
from dealerdesk.stored_settings import SettingsReader, plan_entries, stored_plan
from dealerdesk.trainer.catalogue import all_causes, kind_of
from dealerdesk.trainer.core import mistakes
from dealerdesk.trainer.core.answers import AnswerError
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from dealerdesk.trainer.kinds.rake import kind as rake_kind
from dealerdesk.trainer.kinds.rake import mistakes as rake_mistakes
from dealerdesk.trainer.packs import import_pack
from dealerdesk.trainer.session import PlanError, SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store

KIND = kind_of(Kind.RAKE)


def questions(difficulty: int, count: int, seed: str = "rake") -> Iterator[Question]:
    rng = random.Random(f"{seed}-{difficulty}")
    for number in range(count):
        yield generate(Request(Kind.RAKE, difficulty), rng, key=f"{seed}-{number}")


def solved_on_file(question: Question, folder: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    """``dealerdesk solve`` on the question's exported PHH file."""
    path = folder / f"{question.key}.phh"
    path.write_text(question.phh_text(), encoding="utf-8")
    capsys.readouterr()
    assert main(["solve", str(path)]) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


def check_on_file(question: Question, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`dealerdesk solve` on the exported file gives the stored answer, every chip is accounted for, and the right
    answer is graded right (also run on a thousand questions per difficulty by test_generator.py's slow test)."""
    solved = solved_on_file(question, tmp_path, capsys)
    assert {key: solved[key] for key in ("rake", "jackpot_drop", "awards")} == question.answer
    hand = question.hand
    assert sum(solved["final_stacks"]) + solved["rake"] + solved["jackpot_drop"] == sum(  # type: ignore[arg-type, operator]
        hand.starting_stacks)
    assert grade(question, KIND.right_answer(question)).correct


def test_forty_questions_per_difficulty_equal_solve_on_the_exported_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for difficulty in DIFFICULTIES:
        for question in questions(difficulty, 40, seed="solve-40"):
            check_on_file(question, tmp_path, capsys)


def test_every_pattern_is_dealt_and_none_above_a_third() -> None:
    for difficulty in DIFFICULTIES:
        seen = [KIND.pattern_of(q.hand) for q in questions(difficulty, 36, seed="patterns")]
        assert set(seen) == set(KIND.targets_for(Request(Kind.RAKE, difficulty))), (difficulty, set(seen))
        assert max(seen.count(p) for p in set(seen)) <= len(seen) / 3 + 1


def test_hi_lo_splits_are_asked_after_the_rake() -> None:
    split = [q for q in questions(4, 30, seed="split") if KIND.pattern_of(q.hand) == rake_kind.SPLIT
             and q.hand.variant.game.is_hilo]
    assert split
    for question in split:
        taken = question.hand.rake_taken
        assert taken is not None
        assert sum(a["amount"] for a in question.answer["awards"]) == taken.pot - taken.total  # type: ignore[index, union-attr, misc]


def find(pattern: str, difficulty: int, wanted: object = None) -> Question:
    """A question of the pattern (for which ``wanted(question)`` holds, when given)."""
    for question in questions(difficulty, 200, seed=f"find-{pattern}"):
        if KIND.pattern_of(question.hand) == pattern and (wanted is None or wanted(question)):  # type: ignore[operator]
            return question
    raise AssertionError(f"no {pattern} question")


def cause_of(question: Question, **changes: object) -> str | None:
    verdict = grade(question, {**question.answer, **changes})
    assert not verdict.correct
    return verdict.cause


def one_winner(question: Question) -> bool:
    return len(rake_mistakes.received_of(question.hand)) == 1


def taken_by(question: Question, rake: int, drop: int) -> dict[str, object]:
    """The whole answer of a dealer who takes ``rake`` and ``drop`` from a pot one player wins: that player
    receives the pot less what was taken."""
    ((winner, right),) = rake_mistakes.received_of(question.hand).items()
    taken = question.hand.rake_taken
    assert taken is not None
    return {"rake": rake, "jackpot_drop": drop,
            "awards": [{"pot": 0, "half": "whole", "player": winner, "amount": right + taken.total - rake - drop}]}


def test_rake_taken_on_the_uncalled_bet_is_named() -> None:
    question = find(rake_kind.UNCALLED, 2, one_winner)
    hand = question.hand
    assert hand.rake_structure is not None and hand.rake_taken is not None
    pile = [pot.amount for pot in hand.pots()[0]]
    pile[0] += sum(hand.returned.values())  # the uncalled chips left in the pile that is raked
    mistaken = take_rake(hand.rake_structure, pile, hand.player_count, hand.rake_taken.flop_seen, hand.stakes.chip)
    assert mistaken.rake == rake_mistakes.rake_on_uncalled(hand) != hand.rake_taken.rake
    assert cause_of(question, **taken_by(question, mistaken.rake, mistaken.jackpot_drop)) == \
        rake_mistakes.RAKE_ON_UNCALLED
    # That rake with the players paid as if it had not been taken is not what the slip gives.
    assert cause_of(question, rake=mistaken.rake) is None


def test_rake_over_the_cap_is_named() -> None:
    question = find(rake_kind.AT_CAP, 1, one_winner)
    taken = question.hand.rake_taken
    assert taken is not None and taken.percentage > taken.rake
    assert cause_of(question, **taken_by(question, taken.percentage, taken.jackpot_drop)) == rake_mistakes.OVER_CAP
    assert cause_of(question, rake=taken.percentage) is None
    assert mistakes.label(rake_mistakes.OVER_CAP) == "more raked than the cap"


def test_a_drop_taken_preflop_with_no_flop_is_named() -> None:
    def rakeable(question: Question) -> bool:
        structure, taken = rake_mistakes.taken_of(question.hand)
        return one_winner(question) and percentage_of(structure, taken.pot) > 0

    question = find(rake_kind.NO_FLOP, 1, rakeable)
    structure, taken = rake_mistakes.taken_of(question.hand)
    assert taken.rake == taken.jackpot_drop == 0
    cap = structure.cap_for(question.hand.player_count)
    rake = min(percentage_of(structure, taken.pot), cap if cap is not None else taken.pot)
    drop = structure.jackpot_drop if structure.jackpot_drop and taken.pot >= structure.jackpot_threshold else 0
    assert cause_of(question, **taken_by(question, rake, drop)) == rake_mistakes.DROP_NO_FLOP
    # A rake no flop would give either is named nothing.
    assert cause_of(question, **taken_by(question, rake + 1, drop)) is None


def test_a_pot_split_before_it_is_raked_is_named() -> None:
    def differs(question: Question) -> bool:
        return rake_mistakes.split_first(question.hand)[1] != rake_mistakes.received_of(question.hand)

    question = find(rake_kind.SPLIT, 4, differs)
    rake, mistaken = rake_mistakes.split_first(question.hand)
    awards = [{"pot": 0, "half": "whole", "player": p, "amount": n} for p, n in mistaken.items()]
    assert cause_of(question, rake=rake, awards=awards) == rake_mistakes.SPLIT_BEFORE_RAKE


def test_a_right_answer_names_no_mistake_and_the_rake_causes_are_labelled() -> None:
    for question in questions(3, 10, seed="right"):
        verdict = grade(question, KIND.right_answer(question))
        assert verdict.correct and verdict.cause is None
    assert set(rake_mistakes.CAUSES) <= set(all_causes())


@pytest.mark.parametrize("preset", rake_kind.CHOICES)
def test_the_chosen_structure_is_the_one_dealt_and_carried_in_the_phh(preset: str) -> None:
    rng = random.Random(f"preset-{preset}")
    for _ in range(6):
        question = generate(Request(Kind.RAKE, 2, rake=preset), rng)
        assert question.hand.rake_structure == PRESETS[preset]
        assert "_rake" in question.phh_text()
        if not PRESETS[preset].jackpot_drop:
            assert "jackpot_drop" not in {i.key for i in KIND.inputs(question)}
            assert KIND.pattern_of(question.hand) != rake_kind.UNDER_THRESHOLD


def test_a_structure_that_does_not_rake_cannot_be_chosen() -> None:
    with pytest.raises(ValueError, match="rake questions need a rake"):
        generate(Request(Kind.RAKE, 1, rake=NO_RAKE), random.Random(1))
    with pytest.raises(PlanError, match="house rake"):
        SessionPlan(rake=NO_RAKE).check()
    assert {JACKPOT, CAPPED, LOW_CAP} == set(rake_kind.CHOICES)


def test_the_session_deals_rake_questions_with_the_plan_s_rake(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        profile = store.create_profile("A").id
        session = TrainingSession(SessionPlan(kinds=(Kind.RAKE,), rake=LOW_CAP, questions=2), store, profile,
                                  random.Random(3))
        question = session.next_question()
        assert question.hand.rake_structure == PRESETS[LOW_CAP]
    read = SettingsReader()
    plan = stored_plan(plan_entries(SessionPlan(rake=CAPPED)).get, read)
    assert plan.rake == CAPPED and not read.fell_back
    assert stored_plan({"trainer/rake": "none"}.get, read).rake == JACKPOT and read.fell_back == ["rake"]


def test_the_drill_deals_with_the_rake_asked_for(tmp_path: Path) -> None:
    folder = tmp_path / "capped"
    assert main(["drill", "--kind", "rake", "--rake", CAPPED, "--count", "2", "--seed", "4", "--export",
                 str(folder)]) == 0
    assert all(q.hand.rake_structure == PRESETS[CAPPED] for q in import_pack(folder).questions)


def test_bad_input_gets_a_message() -> None:
    question = next(questions(1, 1, seed="bad"))
    with pytest.raises(AnswerError, match="number"):
        KIND.parse(question, {"rake": "lots", "jackpot_drop": "0", "awards": ""})
    with pytest.raises(AnswerError):
        KIND.parse(question, {"rake": "1", "jackpot_drop": "0", "awards": "99: 10"})


def test_the_terminal_drill_asks_and_grades_a_rake_question() -> None:
    parser = argparse.ArgumentParser()
    drill_cli.add_arguments(parser)
    out = io.StringIO()
    args = parser.parse_args(["--kind", "rake", "--count", "1", "--seed", "5"])
    assert drill_cli.run(args, io.StringIO("lots\n0\n0\n\n"), out) == 0
    text = out.getvalue()
    assert "Rake and jackpot drop" in text and "The house rake:" in text and "is not a number" in text


def test_a_drill_pack_of_rake_questions_imports_and_grades(tmp_path: Path) -> None:
    folder = tmp_path / "pack"
    assert main(["drill", "--kind", "rake", "--difficulty", "3", "--count", "4", "--seed", "2",
                 "--export", str(folder)]) == 0
    pack = import_pack(folder)
    assert len(pack.questions) == 4
    for question in pack.questions:
        assert question.kind == Kind.RAKE and question.hand.rake_taken is not None
        assert grade(question, KIND.right_answer(question)).correct
