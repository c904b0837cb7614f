"""A trainee's result file (``NAME.dealerdesk-result``): what they typed for each question of an exam and how long
they took — never a score.

The file is small JSON, written whole (to a temporary file, then renamed over the old one) after every answer and
whenever a question is shown, so an exam left half-way — the window closed, the terminal killed, the input ended —
leaves a readable file marked unfinished, which the same trainee takes up again from the next question. It names
the exam by its digest (:attr:`~dealerdesk.trainer.exam.Exam.digest`) and carries the app's version.

The instructor's class report grades every answer again from the exam's questions, so nothing a file claims
(a score, a "correct") is believed; a key the format does not have is ignored and named. The file also carries a
*seal*, the SHA-256 of the rest of its content: a file changed by hand no longer matches it and the report says
so. The seal is a tell-tale, not a lock (anyone can compute it again): what makes an edited file harmless is the
grading again, and what an edited file can still change — its times — the report flags.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import secrets
import tempfile
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.trainer.packs import MAX_QUESTIONS

FORMAT = "dealerdesk-result"
"""What a result file says it is."""
VERSION = 1
"""The format version this code writes and reads; a file of a newer one is refused with a line saying so."""
SUFFIX = ".dealerdesk-result"
"""A result file's name ends so."""
MAX_FILE_BYTES = 1024 * 1024
"""The largest result file read: 1,000 answers take some 200 KB; anything bigger is not one of ours."""
MAX_NAME = 100
"""The longest trainee name."""
MAX_SECONDS = 86_400.0
"""The longest answer time a file may state (a day)."""
SHARED = 0o644
"""A result file's permissions: it is handed to the instructor, so others may read it (a temporary file is made
readable by its owner only)."""
KEYS = frozenset({"format", "version", "app", "exam", "exam_name", "trainee", "sitting", "finished", "open",
                  "answers", "seal"})
"""The keys of a result file; any other is ignored (and named in the report)."""
ANSWER_KEYS = frozenset({"question", "answer", "seconds", "reopened"})
"""The keys of one answer."""
_DIGEST = re.compile(r"[0-9a-f]{64}")
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Characters that reverse the text after them: a name made of them would show another name."""


class ResultError(ValueError):
    """A result file that cannot be written or read; the message names the file and says why, in one line."""


@dataclass(frozen=True)
class Answered:
    """One answer of a result file."""

    question: int
    """The question's number in the exam, from 1."""
    answer: Mapping[str, Any]
    """What the trainee typed, in the answer's stored form (the keys of ``dealerdesk solve``)."""
    seconds: float
    """How long they took."""
    reopened: bool = False
    """The question had been shown before the exam was left, and was answered once it was taken up again."""

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"question": self.question, "answer": dict(self.answer),
                                   "seconds": round(self.seconds, 2)}
        if self.reopened:
            data["reopened"] = True
        return data


@dataclass(frozen=True)
class ExamResult:
    """A result file's content."""

    exam: str
    """The exam's digest (SHA-256, hex)."""
    exam_name: str
    """The exam's name, for people reading the file."""
    trainee: str
    """The trainee's name, as they gave it (shown as text, never interpreted)."""
    sitting: str
    """A random id of this sitting of the exam, kept when it is taken up again: a later file of the same sitting
    that goes on from an earlier one replaces it in the instructor's store."""
    app: str
    """The dealerdesk version that wrote the file."""
    answers: tuple[Answered, ...] = ()
    """The answers, question 1 first, none skipped."""
    finished: bool = False
    """Every question answered."""
    open_question: int | None = None
    """The question on the screen when the file was written (None: none)."""
    version: int = VERSION
    """The format version the file was written in."""
    sealed: bool = True
    """The file's seal matched its content when read (a file changed by hand does not)."""
    ignored: tuple[str, ...] = field(default=(), compare=False)
    """Keys of the file that a result file does not have, ignored ("score", "answers[3].correct")."""
    read_content: str | None = field(default=None, compare=False)
    """The SHA-256 of the file's content as read (None: not read from a file, or changed since)."""
    left_open: int | None = field(default=None, compare=False)
    """The question that was on the screen when the exam was left, once it is taken up again (not written)."""

    def payload(self) -> dict[str, object]:
        """The file's content without its seal."""
        return {"format": FORMAT, "version": self.version, "app": self.app, "exam": self.exam,
                "exam_name": self.exam_name, "trainee": self.trainee, "sitting": self.sitting,
                "finished": self.finished, "open": self.open_question,
                "answers": [answered.to_json() for answered in self.answers]}

    def to_json(self) -> dict[str, object]:
        """The file's content, sealed."""
        payload = self.payload()
        return {**payload, "seal": seal_of(payload)}

    def text(self) -> str:
        """The file's text: a key a line, an answer a line (small, and readable in an editor)."""
        items = []
        for key, value in self.to_json().items():
            if key == "answers" and self.answers:
                inner = ",\n".join(f"  {json.dumps(entry.to_json(), ensure_ascii=False)}" for entry in self.answers)
                items.append(f' "answers": [\n{inner}\n ]')
            else:
                items.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
        return "{\n" + ",\n".join(items) + "\n}\n"

    @property
    def content(self) -> str:
        """The SHA-256 of the content, as read from its file (extra keys and all): what tells the same result
        imported twice, and two results that differ in anything apart."""
        return self.read_content or seal_of(self.payload())

    @property
    def answered(self) -> int:
        """How many questions are answered."""
        return len(self.answers)


def seal_of(payload: Mapping[str, object]) -> str:
    """The SHA-256 of a result's content in canonical JSON (keys sorted, no spaces)."""
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def new_result(exam: str, exam_name: str, trainee: str, app: str) -> ExamResult:
    """A result with no answers yet, for a new sitting."""
    return ExamResult(exam, exam_name, clean_trainee(trainee), secrets.token_hex(8), app)


def clean_trainee(name: str) -> str:
    """The name stripped; ``ValueError`` (its message a sentence) when it is empty, too long, or holds control
    characters or characters that turn the text around (a name is shown, in one line, as it is)."""
    name = name.strip()
    if not name:
        raise ValueError("a trainee's name is needed")
    if len(name) > MAX_NAME:
        raise ValueError(f"a trainee's name is at most {MAX_NAME} characters")
    if any(unicodedata.category(c) == "Cc" or c in _BIDI for c in name):
        raise ValueError("a trainee's name may not hold control characters")
    return name


def file_name(trainee: str) -> str:
    """``"Ann Kovács.dealerdesk-result"`` → the file a trainee's result is written to: letters, marks, digits,
    ``-`` and ``_`` kept, spaces as ``-``, anything else (``/``, ``..``, ``<``) left out."""
    kept = "".join(c if unicodedata.category(c)[0] in "LMN" or c in "-_" else "-" if c.isspace() else ""
                   for c in unicodedata.normalize("NFC", trainee))
    stem = re.sub("-{2,}", "-", kept).strip("-_")[:60] or "trainee"
    return stem + SUFFIX


def write_result(result: ExamResult, path: Path) -> None:
    """Write the file whole: to a temporary file beside it, then renamed over it, so a killed program leaves the
    previous version or the new one, never half of one. :class:`ResultError` when it cannot be written."""
    temporary: str | None = None
    try:
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(result.text())
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, SHARED)
        os.replace(temporary, path)
    except OSError as error:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
        raise ResultError(f"{path}: cannot write the result: {error.strerror or error}") from None


def read_result(path: str | os.PathLike[str]) -> ExamResult:
    """Read and check a result file; :class:`ResultError` with one line naming the file and the problem."""
    try:
        data = read_limited(path, MAX_FILE_BYTES)
    except OSError as error:
        raise ResultError(f"{path}: cannot read the file: {error.strerror or error}") from None
    except FileRefused as error:
        raise ResultError(f"{path}: cannot read the file: {error}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ResultError(f"{path}: damaged: not UTF-8 text (byte {error.start + 1})") from None
    return parse_result(text, str(path))


def parse_result(text: str, source: str) -> ExamResult:
    """A result from the file's text (``source`` names it in messages)."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise ResultError(f"{source}: damaged: nested too deeply") from None
    except ValueError as error:
        raise ResultError(f"{source}: damaged or cut short: not JSON ({_cut(str(error))})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ResultError(f"{source}: not a dealerdesk result file")
    try:
        return _result(data)
    except ValueError as error:
        raise ResultError(f"{source}: {error}") from None


def _result(data: dict[str, Any]) -> ExamResult:
    version, app = data.get("version"), data.get("app")
    if type(version) is not int or version < 1:
        raise ValueError("the format's version must be a whole number from 1")
    if version > VERSION:
        raise ValueError(f"written by a newer dealerdesk ({_cut(str(app), 40)}, result format {version}; this one "
                         f"reads format {VERSION}): update dealerdesk to read it")
    if not isinstance(app, str) or len(app) > 40:
        raise ValueError("the app's version must be text of at most 40 characters")
    exam, exam_name, sitting = data.get("exam"), data.get("exam_name"), data.get("sitting")
    if not isinstance(exam, str) or not _DIGEST.fullmatch(exam):
        raise ValueError("the exam's digest must be 64 hexadecimal digits")
    if not isinstance(exam_name, str) or len(exam_name) > 200:
        raise ValueError("the exam's name must be text of at most 200 characters")
    if not isinstance(sitting, str) or not 1 <= len(sitting) <= 64:
        raise ValueError("the sitting must be text of 1 to 64 characters")
    trainee = data.get("trainee")
    if not isinstance(trainee, str):
        raise ValueError("the trainee's name must be text")
    name = clean_trainee(trainee)
    finished, shown = data.get("finished"), data.get("open")
    if not isinstance(finished, bool):
        raise ValueError("finished must be true or false")
    if shown is not None and (type(shown) is not int or not 1 <= shown <= MAX_QUESTIONS):
        raise ValueError(f"open must be a question's number from 1 to {MAX_QUESTIONS}, or null")
    raw = data.get("answers")
    if not isinstance(raw, list) or len(raw) > MAX_QUESTIONS:
        raise ValueError(f"the answers must be a list of at most {MAX_QUESTIONS}")
    ignored = [key for key in data if key not in KEYS]
    answers = []
    for number, entry in enumerate(raw, start=1):
        answers.append(_answered(entry, number))
        ignored += [f"answers[{number}].{key}" for key in entry if key not in ANSWER_KEYS]
    content = seal_of({key: value for key, value in data.items() if key != "seal"})
    return ExamResult(exam, exam_name, name, sitting, app, tuple(answers), finished, shown, version,
                      sealed=data.get("seal") == content, ignored=tuple(_cut(key, 40) for key in ignored),
                      read_content=content)


def _answered(entry: object, number: int) -> Answered:
    """One answer, checked for form (what it says is graded by the report)."""
    if not isinstance(entry, dict):
        raise ValueError(f"answer {number} must be a JSON object")
    question, answer, seconds, reopened = (entry.get("question"), entry.get("answer"), entry.get("seconds"),
                                           entry.get("reopened", False))
    if question != number or type(question) is not int:
        raise ValueError(f"answer {number} must be to question {number}: answers are kept in order, none skipped")
    if not isinstance(answer, dict):
        raise ValueError(f"answer {number}'s answer must be a JSON object")
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not (
            math.isfinite(seconds) and 0 <= seconds <= MAX_SECONDS):
        raise ValueError(f"answer {number}'s time must be 0 to {MAX_SECONDS:g} seconds")
    if not isinstance(reopened, bool):
        raise ValueError(f"answer {number}'s reopened must be true or false")
    return Answered(number, answer, float(seconds), reopened)


def _cut(text: str, length: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= length else text[: length - 3] + "..."


def answered(result: ExamResult, answer: Mapping[str, Any], seconds: float) -> ExamResult:
    """The result with the next question's answer added (marked reopened when that question was on the screen
    when the exam was left)."""
    number = result.answered + 1
    entry = Answered(number, dict(answer), max(0.0, seconds), result.left_open == number)
    return replace(result, answers=(*result.answers, entry), open_question=None, read_content=None)


def taken_up(result: ExamResult) -> ExamResult:
    """A result read back to go on with: the question it was showing, if it is the next one, was seen before."""
    shown = result.open_question
    return replace(result, left_open=shown if shown == result.answered + 1 else None)


def showing(result: ExamResult, number: int) -> ExamResult:
    """The result while question ``number`` is on the screen."""
    return replace(result, open_question=number, read_content=None)


def finished(result: ExamResult) -> ExamResult:
    """The result of an exam whose every question is answered."""
    return replace(result, finished=True, open_question=None, read_content=None)


def check_against(result: ExamResult, digest: str, questions: int) -> None:
    """``ValueError`` (one sentence) unless the result is of the exam with ``digest`` and at most ``questions``
    answers, all of them if it says it is finished."""
    if result.exam != digest:
        raise ValueError(f"a result of another exam ({result.exam_name[:60]!r}, {result.exam[:12]}), not of this "
                         f"one ({digest[:12]})")
    if result.answered > questions:
        raise ValueError(f"{result.answered} answers to an exam of {questions} questions")
    if result.finished and result.answered != questions:
        raise ValueError(f"says it is finished with {result.answered} of {questions} questions answered")


