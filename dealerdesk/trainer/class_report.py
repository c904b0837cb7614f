"""A class's results for one exam, every answer graded again by the rules engine from the exam's questions and what
the trainee typed.

Nothing a result file says about itself is believed: each kept answer is graded with
:func:`~dealerdesk.trainer.practice.grade_timed` (the engine's answer, the exam's time per question), each skill is
judged as an audition's (:class:`~dealerdesk.trainer.practice.SkillResult`: 80 % right and the median answer within
the target) and a trainee passes with every skill passed and the exam finished. A question left unanswered counts
as missed. The report also gathers the class's accuracy and median time per skill, the questions most missed with
their named mistakes, and what each trainee should hear about their file: unfinished, changed by hand, holding
keys a result has not, a name that another result has too.

The report's words are translated where shown (the window); its values (causes, kinds) stay canonical, and
:func:`write_csv` writes them in English, as every file of the project.
"""

from __future__ import annotations

import csv
import os
import statistics
import tempfile
from collections import Counter, defaultdict
from collections.abc import Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealerdesk.i18n import translate, translate_n
from dealerdesk.progress import CancelCheck, Cancelled, Report, stop_asked, told
from dealerdesk.trainer.class_register import Filed
from dealerdesk.trainer.exam import Exam
from dealerdesk.trainer.grading import Part, grade
from dealerdesk.trainer.kinds import Kind, kind_of
from dealerdesk.trainer.practice import OUT_OF_TIME, SkillResult, all_passed, grade_timed
from dealerdesk.trainer.question import Question
from dealerdesk.trainer.result_file import SHARED, ExamResult


def _(text: str) -> str:
    return translate("ClassReport", text)


@dataclass(frozen=True)
class Mark:
    """One question of one trainee, graded again."""

    number: int
    """The question's number in the exam, from 1."""
    kind: Kind
    """Its skill."""
    answered: bool
    """The trainee answered it."""
    correct: bool
    """Right, and within the time per question."""
    seconds: float | None
    """How long the trainee took (None: not answered)."""
    cause: str | None
    """The named mistake (canonical English; ``mistakes.label`` shows it), "out of time", or None."""
    parts: tuple[Part, ...]
    """Each part's right answer and the trainee's (as shown)."""
    readable: bool = True
    """False for an answer whose stored form cannot be read (a file changed by hand): graded as nothing given."""
    reopened: bool = False
    """The question was on the screen when the exam was left, and answered after it was taken up again."""

    @property
    def given(self) -> str:
        """What the trainee said, part by part ("" when not answered)."""
        return "; ".join(f"{part.name}: {part.given}" for part in self.parts) if self.answered else ""

    @property
    def right_answer(self) -> str:
        """The engine's answer, part by part."""
        return "; ".join(f"{part.name}: {part.expected}" for part in self.parts)


@dataclass(frozen=True)
class TraineeResult:
    """One trainee's result file, graded again."""

    result: ExamResult
    """The file's content."""
    file_name: str
    """The file it was imported from."""
    marks: tuple[Mark, ...]
    """Every question of the exam, in order (those not answered too)."""
    skills: tuple[SkillResult, ...]
    """Each skill's result, in :class:`Kind`'s order."""
    namesakes: tuple[str, ...] = ()
    """The files of the other results of a trainee of the same name (kept too, and flagged)."""

    @property
    def name(self) -> str:
        """The trainee's name."""
        return self.result.trainee

    @property
    def right(self) -> int:
        """Questions right."""
        return sum(mark.correct for mark in self.marks)

    @property
    def passed(self) -> bool:
        """The exam finished and every skill passed."""
        return self.result.finished and all_passed(self.skills)

    def notes(self) -> list[str]:
        """What the instructor should know about this result besides its grades (translated)."""
        notes = []
        result, count = self.result, len(self.marks)
        if not result.finished:
            notes.append(_("unfinished: {answered} of {count} questions answered").format(
                answered=result.answered, count=count))
        if self.namesakes:
            notes.append(_("another result has the same name ({files}): both are kept").format(
                files=", ".join(self.namesakes)))
        if not result.sealed:
            notes.append(_("changed after dealerdesk wrote it: its answers are graded again, its times cannot be "
                           "checked"))
        if result.ignored:
            notes.append(_("holds what a result does not, ignored: {keys}").format(
                keys=", ".join(result.ignored[:5]) + (", …" if len(result.ignored) > 5 else "")))
        unread = [str(mark.number) for mark in self.marks if not mark.readable]
        if unread:
            notes.append(translate_n("ClassReport", "the answer to question {numbers} could not be read: counted wrong",
                                     "the answers to questions {numbers} could not be read: counted wrong",
                                     len(unread)).format(numbers=", ".join(unread)))
        reopened = [str(mark.number) for mark in self.marks if mark.reopened]
        if reopened:
            notes.append(translate_n(
                "ClassReport", "question {numbers} was on the screen when the exam was left, and answered after",
                "questions {numbers} were on the screen when the exam was left, and answered after",
                len(reopened)).format(numbers=", ".join(reopened)))
        return notes


@dataclass(frozen=True)
class ClassSkill:
    """The class's result in one skill."""

    kind: Kind
    """The skill."""
    right: int
    """Answers right, over every trainee."""
    asked: int
    """Questions of the skill, over every trainee (those left unanswered too)."""
    seconds: float | None
    """The median answer time over every answer (None: none answered)."""

    @property
    def accuracy(self) -> float:
        """Share right."""
        return self.right / self.asked if self.asked else 0.0

    @property
    def target_seconds(self) -> float:
        """The skill's speed target."""
        return kind_of(self.kind).target_seconds

    @property
    def on_pace(self) -> bool:
        """The class's median answer within the target."""
        return self.seconds is not None and self.seconds <= self.target_seconds


@dataclass(frozen=True)
class QuestionResult:
    """How the class did on one question."""

    number: int
    """The question's number."""
    kind: Kind
    """Its skill."""
    missed: int
    """Trainees who did not answer it right (unanswered too)."""
    asked: int
    """Trainees."""
    causes: tuple[tuple[str, int], ...]
    """Each named mistake made on it and how often, most often first."""
    right_answer: str
    """The engine's answer, as shown."""


@dataclass(frozen=True)
class ClassReport:
    """One exam's results over the class."""

    exam: Exam
    """The exam."""
    trainees: tuple[TraineeResult, ...]
    """Each result, by name."""
    skills: tuple[ClassSkill, ...]
    """Each skill the exam asks, in :class:`Kind`'s order."""
    questions: tuple[QuestionResult, ...]
    """Each question, in order."""

    @property
    def passed(self) -> int:
        """Trainees who passed."""
        return sum(trainee.passed for trainee in self.trainees)

    def most_missed(self, limit: int = 10) -> list[QuestionResult]:
        """The questions missed by anyone, most missed first (then in order), at most ``limit``."""
        missed = [question for question in self.questions if question.missed]
        return sorted(missed, key=lambda question: (-question.missed, question.number))[:limit]


def grade_again(question: Question, answer: Mapping[str, Any], seconds: float, limit: float | None, *,
                number: int, reopened: bool = False) -> Mark:
    """One stored answer graded again. An answer whose stored form the question's kind cannot read (a file edited
    into nonsense) is graded as nothing given, and marked unreadable."""
    kind = Kind(question.kind)
    try:
        verdict = grade_timed(question, answer, seconds, limit)
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError):
        return Mark(number, kind, True, False, seconds, None, grade(question, {}).parts, False, reopened)
    return Mark(number, kind, True, verdict.correct, seconds, verdict.cause, verdict.parts, True, reopened)


def _unanswered(question: Question, number: int) -> Mark:
    return Mark(number, Kind(question.kind), False, False, None, None, grade(question, {}).parts)


def grade_result(exam: Exam, result: ExamResult, file_name: str = "") -> TraineeResult:
    """A trainee's result graded again from the exam's questions."""
    limit = exam.settings.seconds
    questions = exam.pack.questions
    marks = []
    for number, question in enumerate(questions, start=1):
        if number <= result.answered:
            answered = result.answers[number - 1]
            marks.append(grade_again(question, answered.answer, answered.seconds, limit, number=number,
                                     reopened=answered.reopened))
        else:
            marks.append(_unanswered(question, number))
    return TraineeResult(result, file_name, tuple(marks), skill_results(marks))


def skill_results(marks: Sequence[Mark]) -> tuple[SkillResult, ...]:
    """Each skill's result from its marks (the median time of the answers given; None when none was)."""
    by_kind: dict[Kind, list[Mark]] = defaultdict(list)
    for mark in marks:
        by_kind[mark.kind].append(mark)
    results = []
    for kind in Kind:
        if kind in by_kind:
            group = by_kind[kind]
            times = [mark.seconds for mark in group if mark.seconds is not None]
            results.append(SkillResult(kind, sum(mark.correct for mark in group), len(group),
                                       statistics.median(times) if times else None))
    return tuple(results)


Grades = MutableMapping[tuple[str, str], TraineeResult]
"""Results graded already, by their content's digest and file: a report made again as results come in (a watched
folder) grades only the new ones. Grading depends on nothing else than the exam, the result and its file's name,
so a store of grades is kept for one exam."""


def class_report(exam: Exam, filed: Sequence[Filed], *, grades: Grades | None = None,
                 progress: Report | None = None, cancelled: CancelCheck | None = None) -> ClassReport:
    """The class's report from the results kept for ``exam``: each graded again, trainees by name (then by when
    imported), results of the same name flagged.

    A result found in ``grades`` is not graded again, and each one graded is kept there. ``progress`` is told
    ``(results graded, of how many)``; :class:`~dealerdesk.progress.Cancelled` when ``cancelled`` says
    to stop before the last (the grades made so far stay in ``grades``)."""
    graded = []
    for index, item in enumerate(filed):
        if stop_asked(cancelled):
            raise Cancelled
        key = (item.result.content, item.file_name)
        known = grades.get(key) if grades is not None else None
        if known is None:
            known = grade_result(exam, item.result, item.file_name)
            if grades is not None:
                grades[key] = known
        graded.append(known)
        told(progress, index + 1, len(filed))
    by_name: dict[str, list[str]] = defaultdict(list)
    for trainee in graded:
        by_name[trainee.name.casefold()].append(trainee.file_name)
    trainees = []
    for trainee in graded:
        files = by_name[trainee.name.casefold()]
        if len(files) > 1:
            others = list(files)
            others.remove(trainee.file_name)
            trainee = TraineeResult(trainee.result, trainee.file_name, trainee.marks, trainee.skills, tuple(others))
        trainees.append(trainee)
    trainees.sort(key=lambda trainee: trainee.name.casefold())
    return ClassReport(exam, tuple(trainees), _class_skills(exam, trainees), _questions(exam, trainees))


def _class_skills(exam: Exam, trainees: Sequence[TraineeResult]) -> tuple[ClassSkill, ...]:
    skills = []
    for kind in exam.kinds:
        marks = [mark for trainee in trainees for mark in trainee.marks if mark.kind == kind]
        times = [mark.seconds for mark in marks if mark.seconds is not None]
        skills.append(ClassSkill(kind, sum(mark.correct for mark in marks), len(marks),
                                 statistics.median(times) if times else None))
    return tuple(skills)


def _questions(exam: Exam, trainees: Sequence[TraineeResult]) -> tuple[QuestionResult, ...]:
    questions = []
    for index, question in enumerate(exam.pack.questions):
        marks = [trainee.marks[index] for trainee in trainees]
        causes = Counter(mark.cause for mark in marks if mark.cause is not None)
        right = marks[0].right_answer if marks else _unanswered(question, index + 1).right_answer
        questions.append(QuestionResult(index + 1, Kind(question.kind), sum(not mark.correct for mark in marks),
                                        len(marks), tuple(causes.most_common()), right))
    return tuple(questions)


CSV_COLUMNS = ("trainee", "file", "question", "skill", "answered", "correct", "seconds", "mistake", "given",
               "right_answer", "skill_passed", "exam_passed")
"""The columns of :func:`write_csv`: one row per trainee and question."""


def write_csv(report: ClassReport, path: str | os.PathLike[str]) -> int:
    """Write every trainee's every question as CSV (:data:`CSV_COLUMNS`); returns the rows written. Written to a
    temporary file then renamed, so a failed export never leaves half a file; ``OSError`` when it cannot be."""
    rows = []
    for trainee in report.trainees:
        skill_passed = {result.kind: result.passed for result in trainee.skills}
        for mark in trainee.marks:
            rows.append((trainee.name, trainee.file_name, mark.number, str(mark.kind), _yes(mark.answered),
                         _yes(mark.correct), "" if mark.seconds is None else f"{mark.seconds:.2f}",
                         mark.cause or "", mark.given, mark.right_answer, _yes(skill_passed[mark.kind]),
                         _yes(trainee.passed)))
    target = Path(path)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    try:
        with os.fdopen(handle, "w", newline="", encoding="utf-8") as file:
            writer = csv.writer(file)
            writer.writerow(CSV_COLUMNS)
            writer.writerows(_safe(row) for row in rows)
        os.chmod(temporary, SHARED)
        os.replace(temporary, target)
    except OSError:
        Path(temporary).unlink(missing_ok=True)
        raise
    return len(rows)


def _yes(value: bool) -> str:
    return "yes" if value else "no"


def _safe(row: Sequence[object]) -> list[object]:
    """A row whose texts cannot be read as formulas by a spreadsheet (a name typed as ``=HYPERLINK(…)``)."""
    return [f"'{value}" if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r") else value
            for value in row]


__all__ = ["CSV_COLUMNS", "OUT_OF_TIME", "ClassReport", "ClassSkill", "Grades", "Mark", "QuestionResult",
           "TraineeResult", "class_report", "grade_again", "grade_result", "skill_results", "write_csv"]
