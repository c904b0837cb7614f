"""A trainee sitting an exam: the questions in order, each asked once — no going back, no second try — and the
result file written after every step, so an exam left half-way goes on from where it was left.

The terminal (``dealerdesk exam take``) and the window ask the questions and time the answers; this keeps the
order and the file. A sitting begins with the trainee's name: a new result file, or their unfinished one taken up
again. A finished result, a result of another exam or another trainee's under the same file name is never written
over; the refusal says which.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dealerdesk.trainer.class_report import TraineeResult, grade_result
from dealerdesk.trainer.exam import Exam
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.practice import grade_timed
from dealerdesk.trainer.question import Question, StoredAnswer
from dealerdesk.trainer.result_file import (
    ExamResult,
    ResultError,
    answered,
    clean_trainee,
    file_name,
    finished,
    new_result,
    read_result,
    showing,
    taken_up,
    write_result,
)


def _existing(folder: Path, name: str) -> Path:
    """The result file ``name`` in ``folder``, or the one there whose name differs only in case (the trainee typed
    their name another way this time: it is their file, to go on with or to be refused)."""
    path = folder / name
    if path.exists():
        return path
    try:
        return next((entry for entry in folder.iterdir() if entry.name.casefold() == name.casefold()), path)
    except OSError:
        return path


class SittingError(ValueError):
    """An exam that cannot be sat as asked (a name refused, a result that may not be written over); the message
    is one line."""


@dataclass
class Sitting:
    """One trainee's sitting of an exam."""

    exam: Exam
    """The exam."""
    path: Path
    """The result file."""
    result: ExamResult
    """What the file holds now."""
    resumed: bool = False
    """The sitting goes on from an unfinished result."""

    @classmethod
    def begin(cls, exam: Exam, trainee: str, folder: Path, app: str) -> Sitting:
        """Begin (or take up again) the sitting of ``trainee``, whose result file goes into ``folder``;
        :class:`SittingError` when it cannot be."""
        try:
            name = clean_trainee(trainee)
        except ValueError as error:
            raise SittingError(str(error)) from None
        path = _existing(folder, file_name(name))
        if not path.exists():
            sitting = cls(exam, path, new_result(exam.digest, exam.name, name, app))
            sitting._write()
            return sitting
        try:
            kept = read_result(path)
        except ResultError as error:
            raise SittingError(f"{error}; it is left as it is") from None
        if kept.exam != exam.digest:
            raise SittingError(f"{path} holds a result of another exam ({kept.exam_name[:60]!r}): it is left as it "
                               "is; sit this exam in another folder")
        if kept.trainee.casefold() != name.casefold():
            raise SittingError(f"{path} holds {kept.trainee[:60]!r}'s result: it is left as it is; sit this exam in "
                               "another folder")
        if kept.finished:
            raise SittingError(f"{kept.trainee[:60]} has finished this exam already ({path}): an exam is sat once")
        if kept.answered > len(exam.pack.questions):
            raise SittingError(f"{path} holds more answers than the exam has questions: it is left as it is")
        return cls(exam, path, taken_up(kept), resumed=True)

    @property
    def count(self) -> int:
        """The exam's number of questions."""
        return len(self.exam.pack.questions)

    @property
    def finished(self) -> bool:
        """Every question answered."""
        return self.result.finished

    def next_question(self) -> tuple[int, Question] | None:
        """The next question to ask and its number (from 1), shown now (the file says so); None when finished."""
        number = self.result.answered + 1
        if self.finished or number > self.count:
            return None
        self.result = showing(self.result, number)
        self._write()
        return number, self.exam.pack.questions[number - 1]

    def answer(self, answer: StoredAnswer, seconds: float) -> Verdict:
        """Keep the answer to the question shown (the file written at once) and return its verdict (timed by the
        exam's time per question)."""
        number = self.result.answered + 1
        if self.finished or self.result.open_question != number:
            raise SittingError("no question is being asked")
        verdict = grade_timed(self.exam.pack.questions[number - 1], answer, seconds, self.exam.settings.seconds)
        self.result = answered(self.result, answer, seconds)
        if self.result.answered == self.count:
            self.result = finished(self.result)
        self._write()
        return verdict

    def graded(self) -> TraineeResult:
        """The trainee's own result so far, every answer graded (as the instructor's report will)."""
        return grade_result(self.exam, self.result, self.path.name)

    def _write(self) -> None:
        try:
            write_result(self.result, self.path)
        except ResultError as error:
            raise SittingError(str(error)) from None
