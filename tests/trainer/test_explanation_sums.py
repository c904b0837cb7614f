"""Every sum an explanation writes out adds up: "107 − rake 4 − drop 1 = 102 = high half 51 + low half 51", never
"107 = high half 51 + low half 51" with the house's five chips gone. Checked over many dealt hands (raked, hi/lo,
side pots) at every step, and over the trainer's own questions whose answers are pots and shares."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from dealerdesk import i18n, number_format
from dealerdesk.i18n import english
from dealerdesk.number_format import NumberFormat
from dealerdesk.rules.game import Game
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.dealing import LiveGame, Step
from dealerdesk.trainer.explain import explain
from dealerdesk.trainer.kinds.names import Kind
from tests.trainer.built import generated
from tests.trainer.test_dealing import steps_of
from tests.trainer.test_fair_grading import catalogue

NUMBER = re.compile(r"\d(?:[\d,.\u00a0\u202f]*\d)?")
"""A number as a locale may write it (digit groups by comma, dot or a no-break space)."""
OPERATOR = re.compile(r" ([+−]) ")
"""A sum's plus or minus, spaced (a hyphen or "+12" is not an operator)."""


def _value(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def _numbers(text: str) -> list[int]:
    return [_value(m.group()) for m in NUMBER.finditer(text)]


def _simple(term: str) -> bool:
    """Whether a term is a number with at most a short label ("51", "high half 51", "6 dead money"): a sum goes on
    through it; any other text ("… all-in for 335, less than 273") is where the sum starts or stops."""
    rest = NUMBER.sub("", term, count=1)
    return len(_numbers(term)) == 1 and not re.search(r"[,.;:()]", rest) and len(rest.split()) <= 3


def _side(text: str, *, left: bool) -> tuple[int, bool] | None:
    """The value of the sum that ends ``text`` (``left``) or starts it, and whether it has an operator; None: no
    number there. A parenthesis that is only a label ("38 (Seat 7)") is left out."""
    text = re.sub(r"\([^()+−=]*\)", "", text)
    pieces = OPERATOR.split(text)
    terms, operators = pieces[::2], pieces[1::2]
    if not left:
        terms, operators = terms[::-1], operators[::-1]
    # Walk away from the "=": the term next to it, then on while the terms are simple.
    near = _numbers(terms[-1])
    if not near:
        return None
    values = [near[-1] if left else near[0]]
    used = 0
    for term in reversed(terms[:-1]):
        found = _numbers(term)
        if not found:
            break
        values.append(found[-1] if left else found[0])
        used += 1
        if not _simple(term):
            break
    values.reverse()
    ops = operators[len(operators) - used:]
    if not left:  # back in reading order
        values.reverse()
        ops = operators[::-1][:used]
    return _fold(values, ops), bool(used)


def _fold(values: list[int], operators: list[str]) -> int:
    total = values[0]
    for operator, value in zip(operators, values[1:], strict=False):
        total = total + value if operator == "+" else total - value
    return total


def sums_of(line: str) -> list[tuple[int, int, str]]:
    """Every written-out sum of ``line`` ("a + b = c", "x = y + z", "x − y = z"): (left value, right value, the
    sum's text)."""
    segments = line.split(" = ")
    found = []
    for before, after in itertools.pairwise(segments):
        left, right = _side(before, left=True), _side(after, left=False)
        if left is None or right is None or not (left[1] or right[1]):
            continue  # not a sum: no operator on either side
        found.append((left[0], right[0], f"{before[-40:]} = {after[:40]}"))
    return found


def wrong_sums(question: Question) -> list[str]:
    """The sums of the question's explanation that do not add up."""
    with english():
        lines = explain(question)
    return [f"{text!r} in {line!r}" for line in lines for left, right, text in sums_of(line) if left != right]


def test_the_checker_reads_sums_as_written() -> None:
    assert [s[:2] for s in sums_of("Main pot (107 − rake 4 − drop 1 = 102; Seat 1 (Ann) can win it): 102 = high "
                                   "half 51 + low half 51.")] == [(102, 102), (102, 102)]
    assert [s[:2] for s in sums_of("Main pot (107; Seats 1, 2 can win it): 107 = high half 51 + low half 51.")] == \
        [(107, 102)]
    assert [s[:2] for s in sums_of("Check: 10,800 + 1\u202f200 = 12,000, every chip put in.")] == [(12000, 12000)]
    assert [s[:2] for s in sums_of("Seat 3 raises to 40 (40 − 10 = +30): a full raise.")] == [(30, 30)]
    assert sums_of("Seat 4 = the button") == []


DEALT = [(seed, game, difficulty, rake) for seed, game, difficulty, rake in [
    (1, Game.OMAHA_HILO, 3, "jackpot"), (2, Game.OMAHA_HILO, 4, "capped"), (3, Game.HOLDEM, 4, "jackpot"),
    (4, Game.OMAHA, 3, "five-percent"), (5, Game.OMAHA_HILO, 2, "jackpot"), (6, Game.HOLDEM, 3, "capped"),
]]


@pytest.mark.parametrize(("seed", "game", "difficulty", "rake"), DEALT)
def test_every_dealt_steps_sums_add_up(seed: int, game: Game, difficulty: int, rake: str) -> None:
    live = LiveGame(difficulty, random.Random(seed), (game,), rake=rake)
    wrong: list[str] = []
    raked_splits = 0
    for step in steps_of(live, 14):
        wrong += [f"{step.step}: {text}" for text in wrong_sums(step.question)]
        taken = step.question.hand.rake_taken if step.step is not Step.POSTS else None
        raked_splits += step.step in (Step.SPLIT, Step.AWARD) and taken is not None and taken.total > 0
    assert not wrong, wrong
    assert raked_splits, "no raked award or split was dealt: the seed no longer tests the rake"


def test_the_rake_is_taken_before_the_hands_are_read_awarded_and_split() -> None:
    """A dealer's order at a hand's end: the showdown called, the rake and the drop out of the pot, then the reads,
    the award and the split of what is left; the rake step then asks the house's chips alone."""
    live = LiveGame(3, random.Random(1), (Game.OMAHA_HILO,), rake="jackpot")
    order = [Step.SHOWDOWN, Step.RAKE, Step.READ, Step.AWARD, Step.SPLIT]
    hands: dict[int, list[Step]] = {}
    steps = steps_of(live, 14)
    for step in steps:
        if step.step in order:
            hands.setdefault(step.hand_number, []).append(step.step)
    assert any(Step.RAKE in mine and Step.SPLIT in mine for mine in hands.values())
    for mine in hands.values():
        assert mine == sorted(mine, key=order.index), mine
    for step in steps:
        if step.step is Step.RAKE:
            awarded_after = any(s.step is Step.AWARD and s.hand_number == step.hand_number for s in steps)
            assert ("awards" not in step.question.answer) is awarded_after
            if awarded_after:
                assert set(step.question.answer) == {"rake", "jackpot_drop"}


@pytest.mark.parametrize("kind", [Kind.HI_LO_SPLIT, Kind.WINNER, Kind.RAKE, Kind.SIDE_POTS])
def test_the_trainers_sums_add_up(kind: Kind) -> None:
    wrong = [text for question in generated((kind,)) for text in wrong_sums(question)]
    assert not wrong, wrong[:5]


def test_a_side_pots_layers_are_grouped_as_the_reader_groups_numbers() -> None:
    """A layer with dead money in it ("1,400 + 1,400 + dead money 200 = 7,200") is grouped like every other number
    the reader sees, not "1400 + 1400" beside "7,200"."""
    ungrouped = re.compile(r"(?<![\d,])\d{4,}")
    with i18n.using(catalogue("th")), number_format.using(NumberFormat(group=",", decimal=".")):
        lines = [line for question in generated((Kind.SIDE_POTS,)) for line in explain(question)]
    assert any("," in line for line in lines)
    assert [line for line in lines if ungrouped.search(line)] == []
