"""Generated questions: real hands stopped at the right moment, answers equal to `dealerdesk solve` on the
exported hand, reproducible from the seed."""

from __future__ import annotations

import json
import random

import pytest

from dealerdesk.history import dumps, loads
from dealerdesk.history.replay import replay
from dealerdesk.rules.game import Game, Structure, Variant
from dealerdesk.rules.hand import Phase
from dealerdesk.rules.records import BetOrRaise
from dealerdesk.solve import solve
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import DIFFICULTIES, Kind
from dealerdesk.trainer.question import Question


def check_question(question: Question) -> None:
    """The exported hand replays (the engine's own validity checks) and solves to the stored answer."""
    text = dumps(question.history)
    hand = replay(loads(text))
    answer = solve(hand)
    assert {key: answer[key] for key in question.answer} == question.answer
    json.loads(question.json_text())
    variant = Variant.from_code(str(question.history.variant))
    kind = question.kind
    if kind in (Kind.POT_LIMIT, Kind.MIN_RAISE):
        assert hand.phase is Phase.BETTING and answer["actor"] == question.answer["actor"]
        assert variant.structure is (Structure.POT if kind is Kind.POT_LIMIT else variant.structure)
        assert variant.structure is not Structure.FIXED
    if kind is Kind.POT_LIMIT:
        assert question.answer["max_raise_to"] is not None
    if kind is Kind.SIDE_POTS:
        assert hand.betting_over and (len(answer["pots"]) >= 2 or answer["returned"])
    if kind is Kind.SHOWDOWN_ORDER:
        assert hand.betting_over and len(answer["showdown_order"]) >= 2
    if kind in (Kind.HI_LO_SPLIT, Kind.WINNER):
        assert hand.is_complete and len(hand.shown) >= 2
    if kind is Kind.HI_LO_SPLIT:
        assert variant.game is Game.OMAHA_HILO
    assert question.prompt


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("kind", list(Kind))
def test_generated_questions_match_solve(kind: Kind, difficulty: int) -> None:
    rng = random.Random(f"{kind}-{difficulty}")
    for number in range(40):
        check_question(generate(Request(kind, difficulty), rng, key=f"t-{number}"))


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("kind", list(Kind))
def test_a_thousand_questions_per_kind_and_difficulty(kind: Kind, difficulty: int) -> None:
    rng = random.Random(f"thousand-{kind}-{difficulty}")
    for number in range(1000):
        check_question(generate(Request(kind, difficulty), rng, key=str(number)))


def test_same_seed_same_question() -> None:
    for kind in Kind:
        first = generate(Request(kind, 3), random.Random(42))
        again = generate(Request(kind, 3), random.Random(42))
        assert dumps(first.history) == dumps(again.history) and first.answer == again.answer


def test_difficulty_changes_the_table() -> None:
    def players(difficulty: int) -> float:
        rng = random.Random(difficulty)
        counts = [generate(Request(Kind.SIDE_POTS, difficulty), rng).history.player_count for _ in range(30)]
        return sum(counts) / len(counts)

    assert players(1) < players(2) < players(4)


def test_higher_difficulty_asks_harder_side_pots() -> None:
    rng = random.Random(8)
    pots = [len(generate(Request(Kind.SIDE_POTS, 4), rng).answer["pots"]) for _ in range(20)]
    assert min(pots) >= 3


def test_short_all_in_moments_at_difficulty_3() -> None:
    rng = random.Random(3)
    questions = [generate(Request(Kind.MIN_RAISE, 3), rng) for _ in range(20)]
    for question in questions:
        assert any(isinstance(r, BetOrRaise) and not r.full for r in question.hand.log)


def test_game_restriction_and_bad_requests() -> None:
    question = generate(Request(Kind.WINNER, 2, Game.HOLDEM), random.Random(1))
    assert Variant.from_code(str(question.history.variant)).game is Game.HOLDEM
    with pytest.raises(ValueError, match="difficulty is 1 to 4"):
        generate(Request(Kind.WINNER, 5), random.Random(1))
    with pytest.raises(ValueError, match="hi/lo split questions need Omaha hi/lo"):
        generate(Request(Kind.HI_LO_SPLIT, 1, Game.HOLDEM), random.Random(1))
