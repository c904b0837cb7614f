"""Drill packs of every kind and difficulty, as an instructor exports them: every stored answer is what
`dealerdesk solve` says of the exported hand, and no answer pattern can be guessed (none above about a third)."""

from __future__ import annotations

import contextlib
import functools
import io
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.trainer.catalogue import PATTERNS, pattern_of
from dealerdesk.trainer.generator import TARGETS
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from dealerdesk.trainer.packs import Pack, import_pack
from tools.answer_shares import LIMIT, pattern_counts, top_share
from tools.answer_shares import main as shares_main

COUNT = 30
"""Questions exported per kind and difficulty."""
CELLS = [(kind, difficulty) for kind in Kind for difficulty in DIFFICULTIES]


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(argv)
    return status, out.getvalue()


Exported = Callable[[Kind, int], tuple[Path, Pack]]


@pytest.fixture(scope="module")
def packs(tmp_path_factory: pytest.TempPathFactory) -> Exported:
    """`dealerdesk drill --export` of COUNT questions for a kind and difficulty, made when a test first asks for
    it (with the tests spread over processes, each process exports only the packs its tests read)."""
    root = tmp_path_factory.mktemp("packs")

    @functools.cache
    def exported(kind: Kind, difficulty: int) -> tuple[Path, Pack]:
        folder = root / f"{kind}-{difficulty}"
        status, _out = _run(["drill", "--export", str(folder), "--kind", str(kind), "--difficulty", str(difficulty),
                             "--count", str(COUNT), "--seed", "12"])
        assert status == 0
        return folder, import_pack(folder)

    return exported


@pytest.mark.parametrize(("kind", "difficulty"), CELLS)
def test_exported_answers_are_what_solve_says(packs: Exported, kind: Kind, difficulty: int) -> None:
    folder, pack = packs(kind, difficulty)
    assert len(pack.questions) == COUNT
    for number, question in enumerate(pack.questions, start=1):
        stored = json.loads((folder / f"{number:03d}.json").read_text(encoding="utf-8"))
        status, out = _run(["solve", str(folder / f"{number:03d}.phh")])
        assert status == 0
        solved = json.loads(out)
        assert stored["kind"] == str(kind) and stored["difficulty"] == difficulty
        assert {key: solved[key] for key in stored["answer"]} == stored["answer"], f"{folder}/{number:03d}"
        assert pattern_of(kind, question) in PATTERNS[kind]


@pytest.mark.parametrize(("kind", "difficulty"), CELLS)
def test_no_answer_pattern_above_a_third(packs: Exported, kind: Kind, difficulty: int) -> None:
    _folder, pack = packs(kind, difficulty)
    counts = Counter(pattern_of(kind, q) for q in pack.questions)
    pattern, share = top_share(counts)
    assert share <= LIMIT, f"{kind} at difficulty {difficulty}: {share:.0%} {pattern} ({dict(counts)})"
    assert len(counts) >= 3, counts


def test_every_pattern_dealt_is_a_known_one_and_none_weighs_more_than_a_third() -> None:
    for kind, by_difficulty in TARGETS.items():
        assert set(by_difficulty) == set(DIFFICULTIES)
        for difficulty, weights in by_difficulty.items():
            assert set(weights) <= set(PATTERNS[kind]), (kind, difficulty)
            assert max(weights.values()) <= sum(weights.values()) / 3, (kind, difficulty)


def test_the_tool_prints_the_table_and_fails_above_the_limit(capsys: pytest.CaptureFixture[str]) -> None:
    assert shares_main(["--count", "8", "--kind", "min-raise", "--difficulty", "3", "--detail"]) == 0
    out = capsys.readouterr().out
    assert "| min-raise | " in out and "min-raise, difficulty 3: " in out
    assert shares_main(["--count", "4", "--kind", "winner", "--difficulty", "1", "--limit", "0.1"]) == 1
    assert "above 10 %: winner at difficulty 1" in capsys.readouterr().err
    assert sum(pattern_counts(Kind.SIDE_POTS, 2, 5).values()) == 5
