"""Limit betting: the call and the one bet or raise-to in fixed limit, equal to what
``dealerdesk solve`` says of the exported hand; every named mistake recognised; the tournament setting carried in
the PHH (``_tournament``) so the cap heads-up is what the file says (RULES.md 2.2, 2.5; RRoP §3; TDA 47-B, 48)."""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealerdesk.cli import main
from dealerdesk.history import dumps, loads
from dealerdesk.history.export import history_of
from dealerdesk.history.replay import replay
from dealerdesk.rules.game import HouseRules, Structure
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import mistakes
from dealerdesk.trainer.core.answers import AnswerError
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.limit_betting import kind as L
from dealerdesk.trainer.kinds.limit_betting import steps as limit_steps
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from tests.rules.scenario import make_hand, play
from tests.solved import solve

Answer = dict[str, Any]
KIND = kind_of(Kind.LIMIT_BETTING)


def check(question: Question) -> None:
    """The exported hand solves to the stored answer; in fixed limit the smallest and largest raise-to agree."""
    hand = replay(loads(dumps(question.history)))
    solved = solve(hand)
    assert {key: solved[key] for key in question.answer} == question.answer
    assert solved["min_raise_to"] == solved["max_raise_to"]
    assert hand.variant.structure is Structure.FIXED
    assert KIND.pattern_of(hand) in KIND.patterns


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_forty_questions_per_difficulty_equal_solve(difficulty: int) -> None:
    rng = random.Random(f"limit-{difficulty}")
    for number in range(40):
        check(generate(Request(Kind.LIMIT_BETTING, difficulty), rng, key=str(number)))


def test_the_exported_pack_solves_on_the_command_line(tmp_path: Path) -> None:
    folder = tmp_path / "pack"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["drill", "--export", str(folder), "--kind", "limit-betting", "--difficulty", "4", "--count",
                     "12", "--seed", "3"]) == 0
    for number in range(1, 13):
        stored = json.loads((folder / f"{number:03d}.json").read_text(encoding="utf-8"))
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["solve", str(folder / f"{number:03d}.phh")]) == 0
        solved = json.loads(out.getvalue())
        assert {key: solved[key] for key in stored["answer"]} == stored["answer"]


# -- the tournament setting travels with the hand ---------------------------------------------------------------


def test_a_tournament_hand_keeps_the_cap_heads_up_through_its_phh(tmp_path: Path) -> None:
    """TDA 48 in a tournament, RRoP §3 r4 in a cash game: the same actions, two answers, told apart by the file."""
    for rules, expected in ((HouseRules.tournament(), None), (HouseRules.cash(), 50)):
        hand = play(make_hand("FT", [1000, 1000], blinds=(10, 5), bets=(10, 20), rules=rules),
                    "p2 cbr 20", "p1 cbr 30", "p2 cbr 40")
        path = tmp_path / "hand.phh"
        path.write_text(dumps(history_of(hand)), encoding="utf-8")
        assert ("_tournament = true" in path.read_text(encoding="utf-8")) is (expected is None)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["solve", str(path)]) == 0
        assert json.loads(out.getvalue())["min_raise_to"] == expected


def test_a_bad_tournament_field_is_refused_with_its_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hand = play(make_hand("FT", [1000, 1000], blinds=(10, 5), bets=(10, 20)), "p2 cbr 20")
    path = tmp_path / "bad.phh"
    path.write_text(dumps(history_of(hand)) + '_tournament = "yes"\n', encoding="utf-8")
    assert main(["solve", str(path)]) == 2
    assert "_tournament" in capsys.readouterr().err


def test_several_short_all_ins_together_reopen_the_betting() -> None:
    """RULES.md 2.5 (RRoP; TDA 47 addendum): two all-ins under half a bet that add up to a raise reopen it."""
    hand = play(make_hand("FT", [24, 28, 1000, 1000, 1000], blinds=(5, 10), bets=(10, 20)),
                "p3 cbr 20", "p4 cc", "p5 cc", "p1 cbr 24")
    assert hand.min_raise_to == 28  # the big blind has not acted: it may raise, all-in for its 28
    play(hand, "p2 cbr 28")
    # 24 was +4 over the full bet of 20 (under half of 10); with 28 the all-ins add +8 (half or more): a raise,
    # so the players who called 20 may raise again, by a full bet on top of 28.
    assert hand.actor == 2 and hand.min_raise_to == 38


# -- named mistakes ---------------------------------------------------------------------------------------------


def find(difficulty: int, mistaken: Callable[[Question], Answer | None], tries: int = 400) -> tuple[Question, Answer]:
    rng = random.Random(f"limit-mistake-{difficulty}")
    for _ in range(tries):
        question = generate(Request(Kind.LIMIT_BETTING, difficulty), rng)
        answer = mistaken(question)
        if answer is not None and not grade(question, answer).correct:
            return question, answer
    raise AssertionError("no question for this mistake")


def assert_named(question: Question, answer: Answer, cause: str) -> None:
    verdict = grade(question, answer)
    assert not verdict.correct and verdict.cause == cause, (verdict.cause, question.answer, answer)
    assert mistakes.label(cause)
    right = grade(question, dict(question.answer))
    assert right.correct and right.cause is None


def _pattern(question: Question) -> str:
    return KIND.pattern_of(question.hand)


def test_the_call_forgetting_the_players_own_chips() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        actor = hand.actor
        assert actor is not None
        if not hand.bets[actor] or hand.current_bet > hand.bets[actor] + hand.stacks[actor]:
            return None
        return {"to_call": hand.current_bet, "min_raise_to": q.answer["min_raise_to"]}

    assert_named(*find(1, mistaken), limit_steps.OWN_CHIPS_FORGOTTEN)


def test_raising_on_a_capped_round() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        if _pattern(q) != L.CAPPED_ROUND:
            return None
        return {"to_call": q.answer["to_call"], "min_raise_to": hand.current_bet + hand.limit_bet}

    assert_named(*find(1, mistaken), limit_steps.RAISED_CAPPED)


def test_capping_heads_up_in_a_cash_game() -> None:
    def mistaken(q: Question) -> Answer | None:
        return {"to_call": q.answer["to_call"], "min_raise_to": None} if _pattern(q) == L.HEADS_UP else None

    assert_named(*find(2, mistaken), limit_steps.CAPPED_HEADS_UP)


def test_not_capping_heads_up_in_a_tournament() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        if _pattern(q) != L.TOURNAMENT_CAP:
            return None
        return {"to_call": q.answer["to_call"], "min_raise_to": hand.current_bet + hand.limit_bet}

    question, answer = find(3, mistaken)
    assert question.history.user_fields.get("_tournament") is True and "tournament" in question.prompt
    assert_named(question, answer, limit_steps.UNCAPPED_TOURNAMENT)


def test_the_small_bet_on_a_big_bet_street() -> None:
    def mistaken(q: Question) -> Answer | None:
        hand = q.hand
        if _pattern(q) not in (L.BIG_BET, L.BET) or hand.street < 2:
            return None
        return {"to_call": q.answer["to_call"], "min_raise_to": hand.limit_full_level + hand.stakes.small_bet}

    assert_named(*find(1, mistaken), limit_steps.SMALL_BET_ON_BIG_STREET)


def test_an_all_in_under_half_a_bet_treated_as_a_raise() -> None:
    def completing(q: Question) -> Answer | None:
        hand = q.hand
        if _pattern(q) != L.UNDER_HALF or q.answer["min_raise_to"] is None:
            return None
        return {"to_call": q.answer["to_call"], "min_raise_to": hand.current_bet + hand.limit_bet}

    def reopening(q: Question) -> Answer | None:
        hand = q.hand
        if _pattern(q) != L.UNDER_HALF or q.answer["min_raise_to"] is not None:
            return None
        return {"to_call": q.answer["to_call"], "min_raise_to": hand.current_bet + hand.limit_bet}

    assert_named(*find(4, completing), limit_steps.UNDER_HALF_AS_RAISE)
    assert_named(*find(4, reopening), limit_steps.UNDER_HALF_AS_RAISE)


def test_an_all_in_of_half_a_bet_or_more_not_counted_as_a_raise() -> None:
    def mistaken(q: Question) -> Answer | None:
        if _pattern(q) != L.HALF_OR_MORE or q.answer["min_raise_to"] is None:
            return None
        wager = limit_steps.wagers(q.hand)[-1]
        return {"to_call": q.answer["to_call"], "min_raise_to": wager.level + q.hand.limit_bet}

    assert_named(*find(4, mistaken), limit_steps.HALF_NOT_RAISE)


def test_every_limit_cause_has_a_test_and_a_translation() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    for name in dir(limit_steps):
        if getattr(limit_steps, name) in limit_steps.CAUSES:
            assert f"limit_steps.{name}" in source, name


def test_the_sample_mistake_is_a_named_one() -> None:
    rng = random.Random("limit-sample")
    named = 0
    for difficulty in DIFFICULTIES:
        for _ in range(10):
            question = generate(Request(Kind.LIMIT_BETTING, difficulty), rng)
            sample = KIND.sample_mistake(question)
            assert sample is not None
            verdict = grade(question, sample)
            assert not verdict.correct
            named += verdict.cause in limit_steps.CAUSES
    assert named > 20


def test_bad_input_gets_a_clear_message() -> None:
    question = generate(Request(Kind.LIMIT_BETTING, 1), random.Random(1))
    with pytest.raises(AnswerError, match="call"):
        KIND.parse(question, {"to_call": "ten", "min_raise_to": "20"})
    with pytest.raises(AnswerError, match="raise"):
        KIND.parse(question, {"to_call": "10", "min_raise_to": "lots"})


def test_the_explanation_names_the_engine_numbers() -> None:
    rng = random.Random("limit-explain")
    for difficulty in DIFFICULTIES:
        for _ in range(10):
            question = generate(Request(Kind.LIMIT_BETTING, difficulty), rng)
            text = " ".join(grade(question, {}).explanation)
            assert str(question.hand.limit_bet) in text
            raise_to = question.answer["min_raise_to"]
            refused = re.search("(call or fold|fold or call) only", text)
            assert (str(raise_to) in text) if raise_to is not None else refused


@pytest.mark.parametrize("difficulty", [3, 4])
def test_the_word_tournament_does_not_give_the_answer_away(difficulty: int) -> None:
    """Where the tournament's heads-up cap is asked, other moments are dealt at tournament tables too: whichever
    game the question names, "none" (no raise) is not the answer more than three times in four, nor is any one
    exact answer."""
    rng = random.Random(f"tournament-words-{difficulty}")
    by_game: dict[bool, list[tuple[int, int | None]]] = {True: [], False: []}
    for number in range(120):
        question = generate(Request(Kind.LIMIT_BETTING, difficulty), rng, key=f"words-{difficulty}-{number}")
        tournament = question.hand.rules.limit_cap_heads_up
        assert ("tournament" in question.prompt) == tournament
        by_game[tournament].append((question.answer["to_call"], question.answer["min_raise_to"]))
    for game, answers in by_game.items():
        assert len(answers) >= 30, (game, len(answers))
        none = sum(raise_to is None for _call, raise_to in answers) / len(answers)
        top = Counter(answers).most_common(1)[0][1] / len(answers)
        assert none <= 0.75 and top <= 0.75, ("tournament" if game else "cash game", f"{none:.0%} none")
