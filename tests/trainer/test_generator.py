"""Generated questions: real hands stopped at the right moment, answers equal to `dealerdesk solve` on the
exported hand, reproducible from the seed."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from dealerdesk.history import dumps, loads
from dealerdesk.history.replay import replay
from dealerdesk.history.table_state import next_hand_fields
from dealerdesk.rules.game import Game, Structure, Variant
from dealerdesk.rules.hand import Phase
from dealerdesk.rules.records import DealBoard, PostAnte, PostBlind
from dealerdesk.trainer import catalogue
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, deal_hand, generate, next_target, targets
from dealerdesk.trainer.kinds.min_raise import patterns as min_raise_patterns
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from tests.solved import solve
from tests.trainer.test_button_blinds import check as button_check
from tests.trainer.test_call_hand import check as call_hand_check
from tests.trainer.test_chips_kind import check as chips_check
from tests.trainer.test_limit_betting import check as limit_check
from tests.trainer.test_rake_kind import check_on_file as rake_check
from tests.trainer.test_whose_action import check as whose_action_check


def check_question(question: Question) -> None:
    """The exported hand replays (the engine's own validity checks) and solves to the stored answer."""
    text = dumps(question.history)
    hand = replay(loads(text))
    if question.kind is Kind.BUTTON_BLINDS:
        # Not a moment in a hand: the exported file's table state rebuilt and its next deal planned by the table
        # (Table.next_hand_plan), which is what `dealerdesk solve` adds for such a file.
        assert next_hand_fields(loads(text)) == question.answer
        assert question.prompt and catalogue.pattern_of(question.kind, question) in catalogue.PATTERNS[question.kind]
        return
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
    assert catalogue.pattern_of(kind, question) in catalogue.PATTERNS[kind]


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("kind", list(Kind))
def test_generated_questions_match_solve(kind: Kind, difficulty: int) -> None:
    rng = random.Random(f"{kind}-{difficulty}")
    for number in range(15):  # and 30 more of each through `dealerdesk drill --export`: test_answer_shares.py
        check_question(generate(Request(kind, difficulty), rng, key=f"t-{number}"))


def kind_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[Kind, Callable[[Question], None]]:
    """Each kind's own checks of one question, from its test module, beyond :func:`check_question`'s (the kind's
    forty-question tests run them too)."""
    return {
        Kind.CALL_HAND: call_hand_check,
        Kind.CHIPS: chips_check,
        Kind.LIMIT_BETTING: limit_check,
        Kind.BUTTON_BLINDS: button_check,
        Kind.WHOSE_ACTION: whose_action_check,
        Kind.RAKE: lambda question: rake_check(question, tmp_path, capsys),
    }


CAUGHT = 0.99
"""How sure the slow test is to catch a wrong stored answer ..."""
BUG_SHARE = 0.05
"""... that touches this share of the questions of one answer pattern (the rarest a kind deals at a difficulty)."""


def questions_needed(kind: Kind, difficulty: int) -> int:
    """How many questions of a kind and difficulty the slow test checks: enough that a bug touching
    :data:`BUG_SHARE` of the questions dealt for the rarest answer pattern is missed with probability at most
    ``1 - CAUGHT``. The generator aims each question at a pattern drawn from a bag that holds each as often as its
    weight (:func:`next_target`), so of ``n`` questions a share ``w`` is dealt for a pattern of weight share ``w``,
    and a bug is missed with probability ``(1 - BUG_SHARE * w) ** n``, below ``exp(-n * BUG_SHARE * w)``."""
    weights = targets(Request(kind, difficulty))
    rarest = min(weights.values()) / sum(weights.values())
    return math.ceil(math.log(1 / (1 - CAUGHT)) / (BUG_SHARE * rarest))


def test_the_slow_tests_size_follows_the_rarest_pattern() -> None:
    assert questions_needed(Kind.SHOWDOWN_ORDER, 1) == 277  # three patterns, a third each: ln 100 / (0.05 / 3)
    assert all(200 < questions_needed(kind, difficulty) < 1500 for kind in Kind for difficulty in DIFFICULTIES)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("kind", list(Kind))
def test_enough_questions_per_kind_and_difficulty_to_catch_a_wrong_pattern(
        kind: Kind, difficulty: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each generated question is checked once, by every check that applies to it (one pass, where each kind's
    test module used to deal a thousand more of its own), on :func:`questions_needed` questions."""
    rng = random.Random(f"thousand-{kind}-{difficulty}")
    own = kind_checks(tmp_path, capsys).get(kind)
    count = questions_needed(kind, difficulty)
    seen: Counter[str] = Counter()
    for number in range(count):
        question = generate(Request(kind, difficulty), rng, key=str(number))
        check_question(question)
        if own is not None:
            own(question)
        seen[catalogue.pattern_of(kind, question)] += 1
    # Every pattern aimed at was really dealt (how the generator shares its aims out is tested above).
    assert set(targets(Request(kind, difficulty))) <= set(seen), dict(seen)


def test_same_seed_same_question() -> None:
    for kind in Kind:
        first = generate(Request(kind, 3), random.Random(42))
        again = generate(Request(kind, 3), random.Random(42))
        assert dumps(first.history) == dumps(again.history) and first.answer == again.answer


def test_difficulty_changes_the_table() -> None:
    def players(difficulty: int) -> float:
        rng = random.Random(difficulty)
        counts = [deal_hand(Request(Kind.SIDE_POTS, difficulty), rng).player_count for _ in range(60)]
        return sum(counts) / len(counts)

    assert players(1) < players(2) < players(3) < players(4)


def test_higher_difficulty_asks_harder_side_pots() -> None:
    rng = random.Random(8)
    pots = [len(generate(Request(Kind.SIDE_POTS, 4), rng).answer["pots"]) for _ in range(20)]
    assert min(pots) >= 3 and max(pots) >= 5


def test_short_all_ins_at_difficulty_3_and_4_and_reopened_betting_at_4() -> None:
    """At 1 and 2 a minimum raise never follows a short all-in on its street; at 3 and 4 every "none" and "bet +
    last full raise" does (TDA 47), and at 4 "bet + last full raise" is betting reopened for a player who had
    already acted."""
    for difficulty in DIFFICULTIES:
        rng = random.Random(f"short-{difficulty}")
        for _ in range(16):
            question = generate(Request(Kind.MIN_RAISE, difficulty), rng)
            hand = question.hand
            short = any(not r.full for r in hand.street_raises)
            pattern = catalogue.pattern_of(Kind.MIN_RAISE, hand)
            if difficulty <= 2:
                assert not short
            elif pattern in (min_raise_patterns.NONE, min_raise_patterns.BET_PLUS_RAISE):
                assert short, question.phh_text()
                if difficulty == 4 and pattern == min_raise_patterns.BET_PLUS_RAISE:
                    street = hand.log[max(i for i, r in enumerate(hand.log) if isinstance(r, DealBoard)) + 1:] \
                        if hand.street else hand.log
                    actor = int(question.answer["actor"][1:]) - 1
                    assert any(getattr(r, "player", None) == actor and not isinstance(r, (PostBlind, PostAnte))
                               for r in street)


def test_a_drill_deals_the_patterns_in_their_proportions() -> None:
    """The patterns come from a shuffled bag per generator: two bags' worth of questions has each pattern twice
    its weight (unless one was not found in time, which these seeds do not meet)."""
    for kind, difficulty in [(Kind.MIN_RAISE, 3), (Kind.SHOWDOWN_ORDER, 2), (Kind.POT_LIMIT, 1)]:
        request = Request(kind, difficulty)
        weights = targets(request)
        rng = random.Random(f"bag-{kind}")
        dealt = Counter(catalogue.pattern_of(kind, generate(request, rng))
                        for _ in range(2 * sum(weights.values())))
        assert dealt == Counter({pattern: 2 * weight for pattern, weight in weights.items()})


def test_a_fresh_generator_draws_the_pattern_by_weight() -> None:
    request = Request(Kind.HI_LO_SPLIT, 1)
    drawn = Counter(next_target(request, random.Random(seed)) for seed in range(900))
    weights = targets(request)
    for pattern, weight in weights.items():
        assert abs(drawn[pattern] / 900 - weight / sum(weights.values())) < 0.05


def test_game_restriction_and_bad_requests() -> None:
    question = generate(Request(Kind.WINNER, 2, Game.HOLDEM), random.Random(1))
    assert Variant.from_code(str(question.history.variant)).game is Game.HOLDEM
    with pytest.raises(ValueError, match="difficulty is 1 to 4"):
        generate(Request(Kind.WINNER, 5), random.Random(1))
    with pytest.raises(ValueError, match="hi/lo split questions need Omaha hi/lo"):
        generate(Request(Kind.HI_LO_SPLIT, 1, Game.HOLDEM), random.Random(1))
