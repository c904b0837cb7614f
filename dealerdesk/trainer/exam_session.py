"""An exam sat in the window: a training session of the exam's questions not answered yet, each answer kept in the
trainee's progress as an audition's and in their result file at once (:class:`~dealerdesk.trainer.exam_sitting.
Sitting`).

The window's trainer page asks it as it asks an audition — timed by the exam's time per question, no going back,
the verdicts at the end unless the exam shows each one — and its result covers the whole exam, the answers of an
earlier sitting that was left half-way included.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from dealerdesk.trainer.class_report import TraineeResult
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.exam import Feedback
from dealerdesk.trainer.exam_sitting import Sitting, SittingError
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.packs import Pack
from dealerdesk.trainer.practice import SkillResult
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import SessionSummary, Store


def exam_plan(sitting: Sitting) -> SessionPlan:
    """The session of the questions the sitting has still to ask, timed by the exam."""
    exam = sitting.exam
    left = exam.pack.questions[sitting.result.answered:]
    return SessionPlan(kinds=exam.kinds, mode=Mode.AUDITION, questions=None,
                       pack=Pack(exam.pack.name, exam.pack.seed, left), seconds_per_question=exam.settings.seconds)


@dataclass
class ExamSession(TrainingSession):
    """The session of an exam's sitting. Make it with :func:`exam_session`."""

    sitting: Sitting = field(kw_only=True)
    """The trainee's sitting and result file."""
    file_problem: str | None = field(init=False, default=None)
    """Why the result file could not be written just now (the disk full, the folder gone), or None. The answers
    are kept in memory meanwhile, and the whole file is written again at the next question or answer."""
    _graded: TraineeResult | None = field(init=False, default=None, repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.planned = self.sitting.count  # the counter says "question 5 of 10" when a sitting goes on

    @property
    def answered(self) -> int:
        """Questions of the exam answered, in this sitting and any earlier one."""
        return self.sitting.result.answered

    @property
    def right(self) -> int:
        """Questions of the exam answered right so far."""
        return self.graded().right

    @property
    def shows_verdicts(self) -> bool:
        """As the exam says: at the end (an audition's way), or after each answer."""
        return self.sitting.exam.settings.feedback is Feedback.EACH

    def next_question(self) -> Question:
        """The next question, marked as shown in the result file."""
        question = super().next_question()
        number = self.sitting.result.answered + 1
        self._keep(self.sitting.next_question)
        assert self.sitting.exam.pack.questions[number - 1] is question, "the session asks the sitting's questions"
        return question

    def answer(self, question: Question, answer: StoredAnswer, seconds: float) -> Verdict:
        """Grade and keep the answer: in the progress, and in the result file (written before this returns)."""
        verdict = super().answer(question, answer, seconds)
        self._keep(lambda: self.sitting.answer(answer, seconds))
        self._graded = None
        return verdict

    def _keep(self, step: Callable[[], object]) -> None:
        """Do a step of the sitting; a result file that cannot be written is said in :attr:`file_problem`."""
        try:
            step()
        except SittingError as error:
            self.file_problem = str(error)
        else:
            self.file_problem = None

    def graded(self) -> TraineeResult:
        """The whole exam's result so far, every answer graded (as the instructor's report grades it; kept until
        the next answer)."""
        if self._graded is None:
            self._graded = self.sitting.graded()
        return self._graded

    def result(self) -> list[SkillResult]:
        """Each skill's result over the whole exam."""
        return list(self.graded().skills)

    @property
    def passed(self) -> bool:
        """Every skill passed and the exam finished."""
        return self.graded().passed

    def summary(self) -> SessionSummary:
        """The exam's result as a session's summary, for the audition's printable page."""
        graded = self.graded()
        now = datetime.now(UTC)
        times = [mark.seconds for mark in graded.marks if mark.seconds is not None]
        per_kind = tuple((str(result.kind), result.asked, result.right, result.seconds or 0.0)
                         for result in graded.skills)
        return SessionSummary(self.session, Mode.AUDITION, now, now, per_kind, first_seconds=sum(times))


def exam_session(sitting: Sitting, store: Store, profile_id: int, rng: random.Random) -> ExamSession:
    """The window's session of a sitting (its trainee's answers go into their progress too)."""
    return ExamSession(exam_plan(sitting), store, profile_id, rng, sitting=sitting)
