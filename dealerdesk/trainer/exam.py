"""An exam: a drill pack with the rules it is sat under, known everywhere by the SHA-256 of its files.

An instructor writes one folder (``dealerdesk exam export``): the drill pack (:mod:`dealerdesk.trainer.packs`) and
``exam.json`` beside it, which says the time allowed per question and when the trainee sees the verdicts. It is
graded as an audition is (:class:`~dealerdesk.trainer.practice.SkillResult`): 80 % right in every skill and each
skill's median answer within its speed target. The trainees' result files (:mod:`dealerdesk.trainer.result_file`)
name the exam by its :attr:`Exam.digest`, so a result can only be graded against the very questions it answered:
a changed question, time or pass mark is another exam.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.progress import CancelCheck, Report
from dealerdesk.rules.game import Game
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.packs import MANIFEST, MAX_FILE_BYTES, Pack, PackError, export_pack, import_pack, make_pack
from dealerdesk.trainer.practice import PASS_MARK

SETTINGS = "exam.json"
"""The exam's own file in the pack's folder."""
FORMAT = "dealerdesk-exam"
"""What ``exam.json`` says it is, so another program's JSON is not read as an exam."""
VERSION = 1
"""The settings' format version this code writes and reads; a newer one is refused with a line saying so."""
MAX_SECONDS = 3600.0
"""The longest time allowed per question (an hour: past that, the question is not timed in any useful sense)."""


class ExamError(ValueError):
    """An exam that cannot be written or read; the message names the file."""


class Feedback(StrEnum):
    """When the trainee sees whether an answer was right."""

    END = "end"
    """Only when the exam is over, as in an audition (the default)."""
    EACH = "each"
    """After every answer, with its explanation."""


@dataclass(frozen=True)
class ExamSettings:
    """How an exam is sat."""

    seconds: float | None = None
    """The time allowed per question: a later answer counts as missed ("out of time"). None: no limit (the median
    time is still judged against each skill's target)."""
    feedback: Feedback = Feedback.END
    """When verdicts are shown."""

    def to_json(self) -> dict[str, object]:
        """``exam.json``'s content (the pass mark written out, so a reader of the folder sees the rule)."""
        # Seconds always as a decimal: 60 and 60.0 are one exam, and must be one digest.
        seconds = None if self.seconds is None else float(self.seconds)
        return {"format": FORMAT, "version": VERSION, "seconds": seconds, "feedback": str(self.feedback),
                "pass_mark": PASS_MARK, "pace": "median answer within each skill's target"}


@dataclass(frozen=True)
class Exam:
    """An exam as read from its folder, checked whole."""

    pack: Pack
    """The questions, in order."""
    settings: ExamSettings
    """The time per question and the feedback."""
    digest: str
    """The SHA-256 (hex) of the pack's files and ``exam.json``: the exam's identity."""

    @property
    def name(self) -> str:
        """What the instructor called it."""
        return self.pack.name

    @property
    def short_digest(self) -> str:
        """The digest's first 12 digits, as messages show it."""
        return self.digest[:12]

    @property
    def kinds(self) -> tuple[Kind, ...]:
        """The skills it asks, in :class:`Kind`'s order."""
        asked = {question.kind for question in self.pack.questions}
        return tuple(kind for kind in Kind if kind in asked)


def pack_files(count: int) -> list[str]:
    """The names of an exam's files in the order they are hashed."""
    return [MANIFEST, SETTINGS, *(f"{number:03d}.{ext}" for number in range(1, count + 1) for ext in ("phh", "json"))]


def digest_of(folder: str | os.PathLike[str], count: int) -> str:
    """The SHA-256 of an exam's files: each file's name, length and bytes in :func:`pack_files` order, so that
    moving bytes from one file to the next is a different exam too."""
    source = Path(folder)
    digest = hashlib.sha256()
    for name in pack_files(count):
        data = _bytes(source / name)
        digest.update(f"{name}\n{len(data)}\n".encode())
        digest.update(data)
    return digest.hexdigest()


def _bytes(path: Path) -> bytes:
    try:
        return read_limited(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise ExamError(f"{path}: missing from the exam") from None
    except OSError as error:
        raise ExamError(f"{path}: cannot read the file: {error.strerror or error}") from None
    except FileRefused as error:
        raise ExamError(f"{path}: cannot read the file: {error}") from None


def export_exam(folder: str | os.PathLike[str], name: str, kinds: Sequence[Kind], count: int, *, seed: int,
                settings: ExamSettings, difficulty: int = 1, game: Game | None = None, rake: str = "",
                progress: Report | None = None, cancelled: CancelCheck | None = None) -> Exam:
    """Deal the exam's questions (as :func:`~dealerdesk.trainer.packs.make_pack` does) and write the pack and
    ``exam.json`` into ``folder``; the exam as a trainee will read it. ``progress`` is told each question dealt;
    stopped by ``cancelled`` while dealing (:class:`~dealerdesk.progress.Cancelled`), nothing is written:
    the files are written only once every question is dealt."""
    check_settings(settings)
    pack = make_pack(name, seed, kinds, count, difficulty=difficulty, game=game, rake=rake, progress=progress,
                     cancelled=cancelled)
    try:
        export_pack(pack, folder)
        (Path(folder) / SETTINGS).write_text(json.dumps(settings.to_json(), indent=1) + "\n", encoding="utf-8")
    except (PackError, OSError) as error:
        reason = str(error) if isinstance(error, PackError) else f"{folder}: cannot write the exam: {error}"
        raise ExamError(reason) from None
    return Exam(pack, settings, digest_of(folder, len(pack.questions)))


def check_settings(settings: ExamSettings) -> None:
    """:class:`ExamError` for a time per question that is not a number of seconds from 1 to :data:`MAX_SECONDS`."""
    seconds = settings.seconds
    if seconds is not None and not (math.isfinite(seconds) and 1 <= seconds <= MAX_SECONDS):
        raise ExamError(f"the time per question is 1 to {MAX_SECONDS:g} seconds, not {seconds:g}")


def open_exam(folder: str | os.PathLike[str]) -> Exam:
    """Read an exam: the pack checked whole (every hand replayed and its answer solved again), ``exam.json``
    read, and the digest taken of the files as they are on disk. :class:`ExamError` names the file and the
    problem; a folder holding a drill pack without ``exam.json`` is said to be a pack, not an exam."""
    source = Path(folder)
    try:
        pack = import_pack(source)
    except PackError as error:
        raise ExamError(str(error)) from None
    path = source / SETTINGS
    if not path.exists():
        raise ExamError(f"{source}: a drill pack, not an exam (no {SETTINGS}; 'dealerdesk exam export' writes one)")
    settings = read_settings(path)
    return Exam(pack, settings, digest_of(source, len(pack.questions)))


def read_settings(path: Path) -> ExamSettings:
    """``exam.json``, checked: its format and version, the time per question and the feedback."""
    try:
        data = json.loads(_bytes(path).decode("utf-8"))
    except (ValueError, RecursionError) as error:  # not UTF-8, not JSON, nested too deeply
        raise ExamError(f"{path}: not exam settings ({' '.join(str(error).split())[:100]})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ExamError(f"{path}: not exam settings (no \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise ExamError(f"{path}: the settings' version must be a whole number from 1")
    if version > VERSION:
        raise ExamError(f"{path}: written by a newer dealerdesk (exam format {version}; this one reads "
                        f"{VERSION}): update dealerdesk to sit this exam")
    seconds, feedback, mark = data.get("seconds"), data.get("feedback"), data.get("pass_mark")
    if seconds is not None and (type(seconds) not in (int, float) or not math.isfinite(seconds)):
        raise ExamError(f"{path}: the time per question must be a number of seconds or null")
    if not isinstance(feedback, str) or feedback not in set(Feedback):
        raise ExamError(f"{path}: feedback is \"end\" or \"each\", not {str(feedback)[:40]!r}")
    if mark != PASS_MARK:
        raise ExamError(f"{path}: this version grades with the pass mark {PASS_MARK:g} only, not {str(mark)[:20]}")
    settings = ExamSettings(None if seconds is None else float(seconds), Feedback(feedback))
    try:
        check_settings(settings)
    except ExamError as error:
        raise ExamError(f"{path}: {error}") from None
    return settings
