"""Drill packs: an instructor exports a seeded set of questions as a folder, trainees import it, and a whole
class answers the same hands.

A pack is a folder with ``pack.json`` (name, seed, what was asked for, the file list) and, per question,
``NNN.phh`` (the hand up to the question point) and ``NNN.json`` (kind, prompt, answer in the keys of
``dealerdesk solve``, explanation). Importing replays every hand and re-solves it, so a damaged or edited
pack is refused with the file and the reason.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealerdesk.history import PHHError
from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.history.phh import read_noting
from dealerdesk.i18n import english
from dealerdesk.progress import CancelCheck, Cancelled, Report, Steps, stop_asked, told
from dealerdesk.rules.errors import RulesError
from dealerdesk.rules.game import Game
from dealerdesk.trainer.explain import explain
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.kinds.registry import kind_of
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


def make_pack(name: str, seed: int, kinds: Sequence[str], count: int, *, difficulty: int = 1,
              game: Game | None = None, rake: str = "", progress: Report | None = None,
              cancelled: CancelCheck | None = None) -> Pack:
    """Deal ``count`` questions cycling through ``kinds``, reproducibly from ``seed`` (rake questions with the
    house rake ``rake``, a preset's name; "": the default). ``progress`` is told each question dealt;
    :class:`~dealerdesk.progress.Cancelled` when ``cancelled`` says to stop before the last."""
    rng = random.Random(seed)
    questions = []
    for number in range(count):
        if stop_asked(cancelled):
            raise Cancelled
        kind = kinds[number % len(kinds)]
        request = Request(kind, difficulty, kind_of(kind).game_for(game), rake)
        questions.append(generate(request, rng, key=f"{name}:{seed}:{number + 1}"))
        told(progress, number + 1, count)
    return Pack(name, seed, tuple(questions))


def question_data(question: Question) -> dict[str, Any]:
    """A question file's JSON: kind, prompt, answer, explanation (and key, difficulty to rebuild it), in English
    whatever the user's language: files are shared between trainees and checked by tools."""
    with english():
        return {**question.to_json(), "explanation": explain(question)}


def export_pack(pack: Pack, folder: str | os.PathLike[str], *, progress: Report | None = None,
                cancelled: CancelCheck | None = None) -> list[Path]:
    """Write the pack into ``folder`` (created if needed); returns the files written.

    The files are written into a hidden folder inside ``folder`` first and moved into place only once all are
    written, so a pack stopped half way (an error, a full disk, :class:`~dealerdesk.progress.Cancelled` when
    ``cancelled`` says stop between questions) leaves no question files of its own behind, and a folder it had to
    create is removed again. ``progress`` is told ``(questions written, questions)``."""
    target = Path(folder)
    created = not target.exists()
    staging: Path | None = None
    try:
        target.mkdir(parents=True, exist_ok=True)
        staging = target / f".partial-{uuid.uuid4().hex}"
        staging.mkdir()
        names = []
        steps = Steps(len(pack.questions), progress, cancelled)
        for number, question in enumerate(pack.questions, start=1):
            stem = f"{number:03d}"
            (staging / f"{stem}.phh").write_text(question.phh_text(), encoding="utf-8")
            data = json.dumps(question_data(question), indent=1, ensure_ascii=False)
            (staging / f"{stem}.json").write_text(data, encoding="utf-8")
            names += [f"{stem}.phh", f"{stem}.json"]
            steps.step(number)
        (staging / MANIFEST).write_text(json.dumps({"name": pack.name, "seed": pack.seed, "count": len(pack.questions),
                                                    "files": names}, indent=1), encoding="utf-8")
        for name in [*names, MANIFEST]:  # the manifest last: a reader finds no pack before every question is there
            os.replace(staging / name, target / name)
        staging.rmdir()
    except BaseException as error:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
        if created:
            with contextlib.suppress(OSError):
                target.rmdir()
        if isinstance(error, OSError):
            raise PackError(f"{target}: cannot write the pack: {error.strerror or error}") from None
        raise
    return [target / name for name in [*names, MANIFEST]]


MAX_QUESTIONS = 1000
"""The most questions a pack may hold (``drill --count`` makes at most as many)."""
MAX_FILE_BYTES = 1024 * 1024
"""The largest file of a pack read (a question file is a few KB): a larger one, or anything that is not a
regular file (a FIFO, a link to ``/dev/zero``), is refused before it is read."""


def _read(path: Path, what: str) -> str:
    """The text of one file of the pack, or :class:`PackError` naming it."""
    try:
        return read_limited(path, MAX_FILE_BYTES).decode("utf-8")
    except FileNotFoundError as error:
        where = path if path.name == MANIFEST else path.with_suffix("")
        why = "cannot read the pack" if path.name == MANIFEST else "missing from the pack"
        raise PackError(f"{where}: {why} ({error.strerror or error})") from None
    except OSError as error:
        raise PackError(f"{path}: cannot read the {what}: {error.strerror or error}") from None
    except FileRefused as error:
        raise PackError(f"{path}: cannot read the {what}: {error}") from None
    except UnicodeDecodeError as error:
        raise PackError(f"{path}: not UTF-8 text (byte {error.start + 1})") from None


def _json(path: Path, what: str) -> dict[str, Any]:
    """A JSON object from one file of the pack, or :class:`PackError`."""
    text = _read(path, what)
    try:
        data = json.loads(text)
    except RecursionError:
        raise PackError(f"{path}: not a {what} (nested too deeply)") from None
    except ValueError as error:  # bad JSON, or a number of more digits than Python converts
        raise PackError(f"{path}: not a {what} ({_cut(str(error))})") from None
    if not isinstance(data, dict):
        raise PackError(f"{path}: not a {what} (not a JSON object)")
    return data


def _cut(text: str, length: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= length else text[: length - 3] + "..."


def _whole(value: object, low: int, high: int) -> int | None:
    """``value`` if it is a JSON whole number from ``low`` to ``high`` (not a boolean, not 3.0, not inf)."""
    return value if type(value) is int and low <= value <= high else None


def _manifest(path: Path) -> tuple[str, int, int]:
    data = _json(path, "drill pack manifest")
    name, seed, count = data.get("name"), data.get("seed"), data.get("count")
    if not isinstance(name, str) or not name.strip() or len(name) > 200:
        raise PackError(f"{path}: the pack's name must be text of 1 to 200 characters")
    checked_seed = _whole(seed, 0, 2**63 - 1)
    if checked_seed is None:
        raise PackError(f"{path}: the seed must be a whole number from 0, not {_cut(repr(seed), 40)}")
    checked = _whole(count, 1, MAX_QUESTIONS)
    if checked is None:
        raise PackError(f"{path}: a pack holds 1 to {MAX_QUESTIONS} questions, not {_cut(repr(count), 40)}")
    files = data.get("files")
    expected = [f"{number:03d}.{ext}" for number in range(1, checked + 1) for ext in ("phh", "json")]
    if files is not None and files != expected:
        raise PackError(f"{path}: the file list does not match the {checked} questions")
    return name, checked_seed, checked


def _question(phh_path: Path, json_path: Path) -> Question:
    """One question of the pack, checked whole: its file's fields, its hand, the kind at that moment of the
    hand, and every part of its answer against the engine."""
    data = _json(json_path, "question file")
    kind_name, difficulty, answer = data.get("kind"), data.get("difficulty"), data.get("answer")
    try:
        kind = kind_of(kind_name if isinstance(kind_name, str) else repr(kind_name))
    except ValueError:
        raise PackError(f"{json_path}: unknown question kind {_cut(repr(kind_name), 40)}") from None
    if _whole(difficulty, 1, 4) is None:
        raise PackError(f"{json_path}: the difficulty is 1 to 4, not {_cut(repr(difficulty), 40)}")
    for key in ("key", "prompt"):
        if not isinstance(data.get(key), str) or len(data[key]) > 10_000:
            raise PackError(f"{json_path}: the {key} must be text")
    if not isinstance(answer, dict):
        raise PackError(f"{json_path}: the answer must be a JSON object")
    missing = [key for key in kind.answer_keys if key not in answer and key not in kind.optional_keys]
    unknown = sorted(set(answer) - set(kind.answer_keys) - kind.optional_keys)
    if missing or unknown:
        problem = f"lacks {missing[0]!r}" if missing else f"has {_cut(repr(unknown[0]), 40)}, not part of"
        raise PackError(f"{json_path}: the answer {problem} a {kind.name} answer")
    try:
        text = _read(phh_path, "hand history")
        try:
            history, ignored = read_noting(text, source=str(phh_path))
        except PHHError:
            history, ignored = None, []  # told as before, by the question's own reading below
        question = Question.from_files(text, data, source=str(phh_path), history=history)
        if ignored:  # a field this version does not know: the pack was edited, or is not one of ours
            raise PackError(str(ignored[0]))
        # A field only another kind's questions carry was put there by hand, and could change what the hand says.
        owned = frozenset().union(*(kind_of(other).history_fields for other in Kind)) - kind.history_fields
        foreign = sorted(owned & set(question.history.user_fields))
        if foreign:
            raise PackError(f"{phh_path}: field {foreign[0]!r} is not part of a {kind.name} question")
        hand = question.hand
        solved = kind.engine_answer(question)
    except (PHHError, ValueError, RulesError) as error:
        raise PackError(f"{json_path}: {error}") from None
    moment = kind.moment_problem(hand)
    if moment is not None:
        raise PackError(f"{phh_path}: not a {kind.name} question: {moment}")
    for key, value in answer.items():
        if not _same(value, json.loads(json.dumps(solved[key]))):  # as it would be stored
            raise PackError(f"{json_path}: the stored answer does not match the hand ({key!r})")
    return question


def _same(stored: object, solved: object) -> bool:
    """The stored answer is the solved one, type for type: ``true`` is not the answer 1, nor 1.0 the answer 1
    (Python's ``==`` would take both)."""
    if type(stored) is not type(solved):
        return False
    if isinstance(stored, dict) and isinstance(solved, dict):
        return stored.keys() == solved.keys() and all(_same(stored[k], solved[k]) for k in stored)
    if isinstance(stored, list) and isinstance(solved, list):
        return len(stored) == len(solved) and all(_same(a, b) for a, b in zip(stored, solved, strict=True))
    return stored == solved


def import_pack(folder: str | os.PathLike[str], *, progress: Report | None = None,
                cancelled: CancelCheck | None = None) -> Pack:
    """Read a pack, checking it whole before any question is asked: the manifest (name, seed, a question count
    of 1 to :data:`MAX_QUESTIONS`), and every question's file, hand, kind and answer against the engine. Every
    file must be a regular file of at most :data:`MAX_FILE_BYTES`; anything wrong is a :class:`PackError`
    naming the file.

    ``progress`` is told ``(questions checked, questions)``; ``cancelled`` is asked between questions
    (:class:`~dealerdesk.progress.Cancelled` when it says stop: no pack is returned)."""
    source = Path(folder)
    name, seed, count = _manifest(_inside(source / MANIFEST, source))
    steps = Steps(count, progress, cancelled)
    questions = []
    for number in range(1, count + 1):
        questions.append(_question(_inside(source / f"{number:03d}.phh", source),
                                   _inside(source / f"{number:03d}.json", source)))
        steps.step(number)
    return Pack(name, seed, tuple(questions))


def _inside(path: Path, folder: Path) -> Path:
    """``path``, if it is in the pack's folder once links are followed: a pack is one folder, and a link out of it
    (to ``~/.ssh/…`` or another pack) would read a file the instructor never exported."""
    try:
        inside = path.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError) as error:  # a loop of links
        raise PackError(f"{path}: cannot follow the link ({error})") from None
    if not inside:
        raise PackError(f"{path}: links outside the pack's folder")
    return path
