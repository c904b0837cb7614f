"""One module per question kind: the registry covers every kind, no module outside ``trainer/kinds/`` goes from a
kind to its behaviour by itself, and a new kind registered in one place is dealt, graded and asked in the
terminal with no edit anywhere else."""

from __future__ import annotations

import ast
import io
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest

from dealerdesk import drill_cli
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds import Kind, all_kinds, kind_of, register, unregister
from dealerdesk.trainer.kinds.base import Part, QuestionKind
from dealerdesk.trainer.kinds.inputs import Inputs, SeatsInput
from dealerdesk.trainer.kinds.registry import BUILT_IN
from dealerdesk.trainer.prompts import describe, prompt_text
from dealerdesk.trainer.question import Question

PACKAGE = Path(__file__).resolve().parents[2] / "dealerdesk"
KINDS = PACKAGE / "trainer" / "kinds"


def test_the_registry_has_a_module_for_every_kind() -> None:
    names = [kind.name for kind in all_kinds()]
    assert names[: len(Kind)] == list(Kind)
    for kind in Kind:
        module = kind_of(kind)
        assert module.name is kind and module.title() == kind.label
        assert type(module).__module__.rsplit(".", 1)[1] in BUILT_IN
    assert {path.stem for path in KINDS.glob("*.py")} >= set(BUILT_IN)
    with pytest.raises(ValueError, match="unknown question kind 'no-such-kind'"):
        kind_of("no-such-kind")


BELOW_THE_TRAINER = ("evaluation", "rules", "history", "bots", "play")
"""Packages drawn below the trainer (docs/development.md): they cannot know its kinds, and their own words that
happen to be a kind's name (a session's "rake" field) are not a dispatch on one."""


def _outside_kinds() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*.py")):
        below = path.relative_to(PACKAGE).parts[0] in BELOW_THE_TRAINER
        if KINDS not in path.parents and not below:
            yield path


def _kind_names(node: ast.expr) -> bool:
    """The expression names one particular kind: ``Kind.SIDE_POTS`` or the literal ``"side-pots"``."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Kind":
        return True
    return isinstance(node, ast.Constant) and node.value in {str(kind) for kind in Kind}


def test_no_module_outside_the_kinds_dispatches_on_a_kind() -> None:
    found = []
    for path in _outside_kinds():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            named: list[ast.expr] = []
            if isinstance(node, ast.Compare):
                named = [node.left, *node.comparators]
                named += [e for c in node.comparators if isinstance(c, (ast.Tuple, ast.List, ast.Set)) for e in c.elts]
            elif isinstance(node, ast.Dict):
                named = [key for key in node.keys if key is not None]
            elif isinstance(node, ast.Attribute):
                named = [node]
            elif isinstance(node, ast.match_case):
                named = [n for n in ast.walk(node.pattern) if isinstance(n, ast.expr)]
            if any(_kind_names(expr) for expr in named):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")  # type: ignore[attr-defined]
    assert found == []


# -- a kind of the test's own ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ActorAnswer:
    """Who is to act, as the trainee says it."""

    actor: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"actor": self.actor}

    def has_content(self) -> bool:
        return self.actor is not None


WHO = SeatsInput("actor", "Acts next", "a seat", "Seat to act: ", takes_seats=True)


class WhoActs(QuestionKind[ActorAnswer]):
    """Whose turn it is (a skill the tests invent to show a kind is one module)."""

    name = "who-acts"
    title_marked = "Whose turn"
    answer_keys = ("actor",)
    patterns = ("any",)
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {level: {"any": 1} for level in (1, 2, 3, 4)}

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        return hand.actor is not None and hand.street >= 1

    def pattern_of(self, hand: Hand) -> str:
        return "any"

    def moment_problem(self, hand: Hand) -> str | None:
        return None if hand.actor is not None else "nobody is to act"

    def prompt(self, question: Question, answer: Mapping[str, Any]) -> str:
        return "Whose turn is it?"

    def explain(self, question: Question) -> list[str]:
        return [f"The action is on {question.name_of(question.answer['actor'])}."]

    def inputs(self, question: Question) -> Inputs:
        return (WHO,)

    def parse(self, question: Question, texts: Mapping[str, str]) -> ActorAnswer:
        seats = WHO.read(question, texts.get("actor", ""))
        return ActorAnswer(seats[0] if len(seats) == 1 else None)

    def texts(self, question: Question, answer: ActorAnswer) -> dict[str, str]:
        return {"actor": str(question.seat_of(answer.actor)) if answer.actor else ""}

    def answer_from(self, data: Mapping[str, Any]) -> ActorAnswer:
        return ActorAnswer(data.get("actor"))

    def grade_parts(self, question: Question, answer: ActorAnswer) -> list[Part]:
        want = question.answer["actor"]
        return [Part("Acts next", str(question.seat_of(want)),
                     str(question.seat_of(answer.actor)) if answer.actor else "—", answer.actor == want)]

    def mistake(self, question: Question, answer: ActorAnswer) -> str | None:
        return None


@pytest.fixture
def who_acts() -> Iterator[WhoActs]:
    kind = WhoActs()
    register(kind)
    yield kind
    unregister(kind.name)


def test_a_new_kind_plugs_into_the_generator_the_grader_and_the_terminal(who_acts: WhoActs) -> None:
    question = generate(Request(who_acts.name, 2), random.Random(5), key="who")
    assert question.kind == "who-acts" and question.prompt == "Whose turn is it?" == prompt_text(question)
    assert question.hand.actor is not None and question.hand.street >= 1
    assert f"p{question.hand.actor + 1}" == question.answer["actor"] and describe(question)
    seat = question.seat_of(question.answer["actor"])

    right = grade(question, {"actor": question.answer["actor"]})
    assert right.correct and right.score == 1 and right.explanation[0].startswith("The action is on Seat")
    other = next(s for s in question.seats if s != seat)
    wrong = grade(question, {"actor": question.player_at(other)})
    assert not wrong.correct and wrong.parts[0].given == str(other) and wrong.cause is None

    out = io.StringIO()
    typed = iter([f"{max(question.seats) + 1}\n", f"{seat}\n"])  # a seat nobody sits in, asked again
    answer = drill_cli.read_answer(question, lambda: next(typed), out)
    assert answer == {"actor": question.answer["actor"]}
    assert out.getvalue().count("Seat to act: ") == 2 and "nobody in this hand sits in seat" in out.getvalue()

    copy = Question.from_files(question.phh_text(), question.to_json())
    assert copy.kind == "who-acts" and grade(copy, answer).correct
