"""Drill packs: an instructor exports a seeded set of questions as a folder, trainees import it, and a whole
class answers the same hands.

A pack is a folder with ``pack.json`` (name, seed, what was asked for, the file list) and, per question,
``NNN.phh`` (the hand up to the question point) and ``NNN.json`` (kind, prompt, answer in the keys of
``dealerdesk solve``, explanation). Importing replays every hand and re-solves it, so a damaged or edited
pack is refused with the file and the reason.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealerdesk.history import PHHError
from dealerdesk.i18n import english
from dealerdesk.rules.game import Game
from dealerdesk.solve import solve
from dealerdesk.trainer.explain import explain
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.question import Question

MANIFEST = "pack.json"


class PackError(ValueError):
    """A pack that cannot be written or read; the message names the file."""


@dataclass(frozen=True)
class Pack:
    """A drill pack in memory."""

    name: str
    """What the instructor called it."""
    seed: int
    """The seed it was dealt from."""
    questions: tuple[Question, ...]
    """The questions, in order."""


def make_pack(name: str, seed: int, kinds: Sequence[Kind], count: int, *, difficulty: int = 1,
              game: Game | None = None) -> Pack:
    """Deal ``count`` questions cycling through ``kinds``, reproducibly from ``seed``."""
    rng = random.Random(seed)
    questions = []
    for number in range(count):
        kind = kinds[number % len(kinds)]
        request = Request(kind, difficulty, game if kind is not Kind.HI_LO_SPLIT else None)
        questions.append(generate(request, rng, key=f"{name}:{seed}:{number + 1}"))
    return Pack(name, seed, tuple(questions))


def question_data(question: Question) -> dict[str, Any]:
    """A question file's JSON: kind, prompt, answer, explanation (and key, difficulty to rebuild it), in English
    whatever the user's language: files are shared between trainees and checked by tools."""
    with english():
        return {**question.to_json(), "explanation": explain(question)}


def export_pack(pack: Pack, folder: str | os.PathLike[str]) -> list[Path]:
    """Write the pack into ``folder`` (created if needed); returns the files written."""
    target = Path(folder)
    try:
        target.mkdir(parents=True, exist_ok=True)
        written = []
        for number, question in enumerate(pack.questions, start=1):
            stem = f"{number:03d}"
            phh = target / f"{stem}.phh"
            phh.write_text(question.phh_text(), encoding="utf-8")
            data = target / f"{stem}.json"
            data.write_text(json.dumps(question_data(question), indent=1, ensure_ascii=False), encoding="utf-8")
            written += [phh, data]
        manifest = target / MANIFEST
        manifest.write_text(json.dumps({"name": pack.name, "seed": pack.seed, "count": len(pack.questions),
                                        "files": [p.name for p in written]}, indent=1), encoding="utf-8")
    except OSError as error:
        raise PackError(f"{target}: cannot write the pack: {error.strerror or error}") from None
    return [*written, manifest]


def import_pack(folder: str | os.PathLike[str]) -> Pack:
    """Read a pack, checking every question against the engine."""
    source = Path(folder)
    try:
        manifest = json.loads((source / MANIFEST).read_text(encoding="utf-8"))
        name, seed, count = str(manifest["name"]), int(manifest["seed"]), int(manifest["count"])
    except OSError as error:
        raise PackError(f"{source / MANIFEST}: cannot read the pack: {error.strerror or error}") from None
    except (ValueError, KeyError, TypeError) as error:
        raise PackError(f"{source / MANIFEST}: not a drill pack manifest ({error})") from None
    questions = []
    for number in range(1, count + 1):
        stem = f"{number:03d}"
        phh_path, json_path = source / f"{stem}.phh", source / f"{stem}.json"
        try:
            data = json.loads(json_path.read_text(encoding="utf-8"))
            question = Question.from_files(phh_path.read_text(encoding="utf-8"), data, source=str(phh_path))
            answer = solve(question.hand)
        except OSError as error:
            raise PackError(f"{phh_path.parent / stem}: missing from the pack ({error.strerror or error})") from None
        except (PHHError, ValueError) as error:
            raise PackError(f"{json_path}: {error}") from None
        if {key: answer[key] for key in question.answer if key in answer} != question.answer:
            raise PackError(f"{json_path}: the stored answer does not match the hand")
        questions.append(question)
    return Pack(name, seed, tuple(questions))
