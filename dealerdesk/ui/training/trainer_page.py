"""The trainer on the table: the hand as a dealer sees it, the question beside it with an input made for its
kind, then the verdict part by part, the named mistake, the worked explanation and the pots pushed to their
winners; at the end of a session, the result per skill (an audition's as a printable page) and a review of every
missed question on the table.

Answers are typed, or given by clicking the seats on the table: a click adds the seat to whichever seat field
was last used (showdown order, hands killed, winners, a pot's eligible seats, a pot's split). Everything works
from the keyboard: Tab between the fields, Enter answers and shows the verdict, which stays until a second,
deliberate Enter (or "Next") deals the next question. A part left empty is refused with the reason; what is
typed is read by :mod:`dealerdesk.trainer.core.answers`, so a typing mistake is explained and nothing is graded until
the answer makes sense. A timed question whose clock runs out is graded at once as it is typed (a field left
empty or unreadable counts as not given) and counted as missed, out of time; the verdict shows what was typed.

How the side is laid out and keeps the verdict in sight is :mod:`dealerdesk.ui.training.trainer_side`'s; the
page's state and the question's clock are :mod:`dealerdesk.ui.training.page_state`'s.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QPushButton,
    QWidget,
)

from dealerdesk.i18n import translate
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds.base import Answer
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.practice import OUT_OF_TIME, typed_answer
from dealerdesk.trainer.prompts import describe, prompt_text
from dealerdesk.trainer.session import TrainingSession
from dealerdesk.ui.common.collector import collect_on_window_thread
from dealerdesk.ui.common.locale_numbers import reads_locale_numbers
from dealerdesk.ui.common.stages import Stages
from dealerdesk.ui.felt.scene import SEATS_A_TURN
from dealerdesk.ui.felt.state import TableState
from dealerdesk.ui.training.page_state import Answered, PageState, QuestionClock
from dealerdesk.ui.training.trainer_feedback import result_heading, result_html
from dealerdesk.ui.training.trainer_inputs import (
    PotTable,
)
from dealerdesk.ui.training.trainer_side import TrainerSide
from dealerdesk.ui.training.trainer_table import answer_state, question_state

__all__ = ["Answered", "PageState", "PotTable", "TrainerPage", "result_html"]

TIME_UP_GRACE_MS = 600
"""After the clock grades a question, Enter is not taken for this long: it was meant for the answer."""


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return translate("TrainerPage", text)


class TrainerPage(TrainerSide):
    """Asks the questions of a training session and shows the verdicts (at once, or at the end of an audition)."""

    answered = Signal(object)
    """The :class:`Verdict` of each answer."""
    session_finished = Signal(object)
    """The :class:`TrainingSession`, once its last question is answered."""
    new_session_requested = Signal()
    """The trainee asked for another session (the window opens the setup)."""
    report_requested = Signal(str)
    """"pdf" or "print": the audition's result as a printable page."""
    back_requested = Signal()
    """The trainee asked to go back (to the game in progress; the window decides and names it)."""

    def __init__(self, session: TrainingSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The session deals its next question or hand on a worker thread: garbage cycles (which may hold Qt
        # objects) are collected on this thread while the page lives, wherever it is shown (ui/collector.py).
        collect_on_window_thread(self)
        self.session = session
        # The next question (a dealt game: the next hand) is dealt on the worker thread once the page has drawn
        # what an answer or a new question shows, the last of its stages: dealt meanwhile, it would make every
        # one of them wait for the interpreter lock, and the window would miss frames.
        session.deal_later = True
        self.practice = session.practice
        self.state = PageState.IDLE
        """What the page shows: a question asked or answered, a missed one again, the result."""
        self.question: Question | None = None
        self.verdict: Verdict | None = None
        self.timed_out = False
        self.given = True
        """Something was typed for the question last graded (a question whose time ran out may have nothing)."""
        self.log: list[Answered] = []
        """The questions missed in this session, in order: what the review at the end shows. A question answered
        right is not kept, and a missed one is kept without its replayed hand (the review replays it again), so
        a long session's memory grows only with its mistakes' hand histories."""
        self.review_index: int | None = None
        """The missed question shown in the review (None: not reviewing)."""
        self._reported = False
        self._enter_blocked = QElapsedTimer()
        self.scene.seat_clicked.connect(self._seat_clicked)
        self.back.clicked.connect(self.back_requested.emit)
        self.stages = Stages(self)
        """What Enter or a click sets off, spread over turns of the event loop (see
        :mod:`dealerdesk.ui.common.stages`)."""
        self.submit.clicked.connect(lambda: self.as_user(self.submit_answer))
        self.next.clicked.connect(lambda: self.as_user(self.advance))
        self._deal_wait = QTimer(self)
        self._deal_wait.setSingleShot(True)
        self._deal_wait.setInterval(10)
        self._deal_wait.timeout.connect(self._advance_when_dealt)
        self.previous.clicked.connect(lambda: self.review(max(0, (self.review_index or 0) - 1)))
        self.review_missed.clicked.connect(lambda: self.review(0))
        self.save_pdf.clicked.connect(lambda: self.report_requested.emit("pdf"))
        self.print_result.clicked.connect(lambda: self.report_requested.emit("print"))
        self.new_session.clicked.connect(self.new_session_requested.emit)
        self.question_clock = QuestionClock(self)
        self.question_clock.tick.connect(self._tick)

    def _seat_clicked(self, seat: int) -> None:
        """A seat clicked on the table answers with it, while a question waits for its answer."""
        if self.state is PageState.ASKING:
            self.form_host.seat_clicked(seat)

    def seconds(self) -> float:
        """Seconds spent on the question so far, the time the page was hidden left out."""
        return self.question_clock.seconds()

    def spend(self, seconds: float) -> None:
        """Count ``seconds`` more on the question: a demonstration's trainee (the screenshots' audition) takes the
        time a person would."""
        self.question_clock.spend(seconds)

    def hideEvent(self, event: QHideEvent) -> None:
        """Away to Progress or the game (or minimised): the question's clock stops."""
        self.question_clock.pause()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """The page is closed (a new session replaces it, the window goes): its clock stops for good, so no late
        tick grades a question against a session that has ended (shown or not, a page can be closed)."""
        self.question_clock.stop()
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Back at the question: its clock goes on from where it stopped."""
        super().showEvent(event)
        if self.state is PageState.ASKING:
            self.question_clock.resume()

    @property
    def time_limit(self) -> float | None:
        """Seconds allowed per question (None: untimed)."""
        return self.practice.time_limit

    @property
    def missed(self) -> list[Answered]:
        """The questions answered wrong (or not in time) so far."""
        return list(self.log)

    @property
    def in_progress(self) -> bool:
        """A question is being asked, or answered with more to come (not the result, not the review)."""
        return self.state is PageState.ASKING or (self.state is PageState.ANSWERED and not self.session.finished)

    def verdict_shown(self) -> bool:
        """A verdict is on the side: an answer's, or a missed question's in the review."""
        return self.state in (PageState.ANSWERED, PageState.REVIEWING)

    def set_back(self, text: str | None) -> None:
        """Offer a way back (to the game in progress) with this label, or none."""
        self.back.setText(text or "")
        self.back.setVisible(bool(text))

    # -- asking ----------------------------------------------------------------------------------------

    @property
    def settled(self) -> bool:
        """Everything the user's last key or click set off is shown (no stage waits, no question is awaited)."""
        return not self.stages.waiting and not self._deal_wait.isActive()

    def as_user(self, action: Callable[[], object]) -> None:
        """Do what a key or a click asks, its work spread over turns of the event loop."""
        with self.stages.as_user():
            action()

    def advance(self) -> None:
        """The next question, or the session's result once it is over (in a review: the next missed one).

        Asked by the user while the next question is still being dealt on the worker thread, the page waits for
        it without freezing (it is asked as soon as it is dealt)."""
        self.stages.settle()
        self._deal_wait.stop()
        if self.state is not PageState.REVIEWING and not self.session.finished and self.stages.staging \
                and not self.session.next_is_dealt():
            self._deal_wait.start()
        elif self.state is PageState.REVIEWING:
            assert self.review_index is not None
            self.review(self.review_index + 1)
        elif self.session.finished:
            self.show_result()
        else:
            self.ask()

    def _advance_when_dealt(self) -> None:
        if self.state is PageState.ANSWERED:
            self.as_user(self.advance)  # still at the verdict: the question, once dealt

    def ask(self, question: Question | None = None) -> Question:
        """Show the next question (from the session, or the one given): the table, then (in a turn of its own,
        when the user asked) the question's text and inputs, and the clock starts."""
        self.stages.settle()
        if question is None:
            question = self.session.next_question()
        self.question = q = question
        self.verdict = None
        self.timed_out = False
        self.review_index = None
        self.state = PageState.ASKING
        self.form_host.question = None  # its inputs are not built yet
        if self.stages.staging:
            # The inputs come a few turns from now: what is typed meanwhile reaches the page, which shows them at
            # once and passes the key on (keyPressEvent), rather than a button of the last verdict.
            self.setFocus()
        self.stages.stage(lambda: self._draw_worked_out(lambda: self.table_asked(q)))
        self.stages.stage(lambda: self._show_question(q))
        self.stages.stage(self.session.prepare_next)  # after the question's own stages (a dealt game's next hand)
        return q

    def leave_question(self) -> None:
        """Ask nothing for now (a dealt game's players act before the dealer's next step): the clock stops and
        no question is asked, answered or reviewed."""
        self.question_clock.stop()
        self.question = None
        self.verdict = None
        self.review_index = None
        self.state = PageState.IDLE

    def table_asked(self, q: Question) -> TableState:
        """The table while ``q`` is asked (a dealt game's step draws its own)."""
        return question_state(q)

    def table_answered(self, q: Question) -> TableState:
        """The table once ``q`` is graded (a dealt game's step draws its own)."""
        return answer_state(q)

    def _draw_worked_out(self, state_of: Callable[[], TableState]) -> None:
        """Work out the table to draw (the question's hand replayed: up to 7 ms) in this turn, and draw it from the
        next."""
        state = state_of()
        self.stages.stage(lambda: self._draw_table(state))

    def _draw_table(self, state: TableState) -> None:
        """Draw ``state`` on the table: a whole new table in two turns when the user asked (half the seats, then
        the rest), so that drawing and painting ten seats never holds the window in one turn."""
        self.scene.show_state(state, seats_at_most=SEATS_A_TURN)
        self.stages.stage(self.scene.draw_rest)

    def _show_question(self, q: Question) -> None:
        if self.question is not q or self.state is not PageState.ASKING:
            return  # another question, or this one answered, before this turn came
        self.title.setText(kind_of(q.kind).title())
        self._show_question_text(q)
        self._set_problem("")
        self.feedback.clear()
        for button in (self.previous, self.review_missed, self.save_pdf, self.print_result, self.new_session,
                       self.next):
            button.setVisible(False)
        self.stages.stage(lambda: self._show_inputs(q))

    def _show_inputs(self, q: Question) -> None:
        """The question's inputs, and its clock starts."""
        if self.question is not q or self.state is not PageState.ASKING:
            return
        self.form_host.build(q)  # (the old fields are deleted while hidden: no events of theirs)
        # The fields are shown with the form, in this turn: the first takes the keyboard now, not a turn later,
        # when the trainee may have typed into it already.
        self.form_host.setVisible(True)
        for before, after in itertools.pairwise(self.fields.values()):
            QWidget.setTabOrder(before, after)  # Tab in the order the form shows them
        self.submit.setVisible(True)
        self.submit.setEnabled(True)
        self.next.setText(tr("Next question (Enter)"))
        self.timer_bar.setVisible(self.time_limit is not None)
        if self.time_limit is not None:
            self.timer_bar.setRange(0, round(self.time_limit * 10))
        self.question_clock.start()
        self.update_counter()
        self._focus_first()
        self._refit()

    def _show_question_text(self, q: Question) -> None:
        self.situation.setText("\n".join(describe(q)[1:]))
        self.situation.setVisible(True)
        self.show_betting.setVisible(False)
        self.prompt.setText(prompt_text(q))
        self.prompt.setVisible(True)

    def _focus_first(self) -> None:
        """The first field takes the keyboard, unless a field has it already (what is typed there stays)."""
        first = next(iter(self.fields.values()), None)
        focus = QApplication.focusWidget()
        if focus is not None and self.form_host.isAncestorOf(focus):
            return
        if first is not None and self.state is PageState.ASKING:
            first.setFocus()
            if isinstance(first, PotTable):
                first.setCurrentCell(0, 0)

    def _tick(self) -> None:
        seconds = self.seconds()
        limit = self.time_limit
        text = tr("{s:.0f} s").format(s=min(seconds, limit) if limit is not None else seconds)
        if limit is not None:
            self.show_time_left(max(0.0, limit - seconds), limit)
            text += tr(" of {limit:.0f} s").format(limit=limit)
        if self.state is PageState.ASKING and self.question is not None:
            # The skill's speed target: a working dealer's pace, part of mastering it.
            text += " · " + tr("target {target:.0f} s").format(target=kind_of(self.question.kind).target_seconds)
        if (left_session := self.session.seconds_left()) is not None:
            minutes, rest = divmod(round(left_session), 60)
            text += " · " + tr("session: {m}:{s:02d} left").format(m=minutes, s=rest)
        self.clock.setText(text)
        if limit is not None and seconds > limit and self.state is PageState.ASKING:
            self.time_up()

    def update_counter(self) -> None:
        """The header's count: the question's number (of how many), and how many were right so far when the
        session shows verdicts. A dealt game names the hand and the dealer's step instead."""
        session = self.session
        number = session.answered + (0 if self.state is PageState.ANSWERED else 1)
        total = session.planned
        text = tr("Question {n} of {total}").format(n=number, total=total) if total else \
            tr("Question {n}").format(n=number)
        if session.shows_verdicts and session.answered:
            text += " · " + tr("{right} right").format(right=session.right)
        self.counter.setText(text)

    # -- answering -------------------------------------------------------------------------------------

    @reads_locale_numbers
    def read_answer(self) -> StoredAnswer:
        """The typed answer, read by the question's kind, in its stored form; raises
        :class:`answers.AnswerError` with the reason."""
        q = self.question
        assert q is not None
        answer: Answer = kind_of(q.kind).parse(q, self.form_host.texts())
        return answer.to_dict()

    def fill_answer(self, answer: StoredAnswer) -> None:
        """Type an answer (in its stored form, PHH player ids) into the inputs, as a trainee would: used by the
        self-test and the screenshots, and the inverse of :meth:`read_answer`."""
        q = self.question
        assert q is not None
        kind = kind_of(q.kind)
        self.form_host.put_texts(kind.texts(q, kind.answer_from(answer)))

    def submit_answer(self) -> Verdict | None:
        """Grade the answer (Answer, or Enter in a field) and show the verdict; None when there is nothing to
        grade (no question, already graded) or the answer is refused (the reason is shown beside the inputs)."""
        self.stages.settle()
        if self.state is not PageState.ASKING:
            return None
        table = self.fields.get("pots")
        if isinstance(table, PotTable):
            table.commit_editing()
        empty = self.form_host.unanswered()
        if empty is not None:
            widget, reason = empty
            self._set_problem(reason)
            widget.setFocus()
            self._refit()
            return None
        try:
            answer = self.read_answer()
        except answers.AnswerError as error:
            self._set_problem(str(error))
            self._refit()
            return None
        return self._record(answer, self.seconds())

    @reads_locale_numbers
    def typed_answer(self) -> StoredAnswer:
        """What the inputs say as they are, field by field (a field empty or not readable left out): a question
        whose time ran out is graded as typed."""
        q = self.question
        assert q is not None
        table = self.fields.get("pots")
        if isinstance(table, PotTable):
            table.commit_editing()  # the cell being typed in counts too
        return typed_answer(q, self.form_host.texts())

    def time_up(self) -> Verdict | None:
        """The clock ran out: grade what is typed, as it is, and count it as missed (out of time)."""
        self.stages.settle()
        if self.state is not PageState.ASKING:
            return None
        answer = self.typed_answer()
        given = any(text.strip() for text in self.form_host.texts().values())
        limit = self.time_limit or 0.0
        verdict = self._record(answer, max(self.seconds(), limit + 0.001), given=given)
        self._enter_blocked.start()
        return verdict

    def _record(self, answer: StoredAnswer, seconds: float, *, given: bool = True) -> Verdict:
        q = self.question
        assert q is not None
        self.question_clock.stop()
        self.verdict = verdict = self.session.answer(q, answer, seconds)
        self.state = PageState.ANSWERED
        self.timed_out = verdict.cause == OUT_OF_TIME
        if not verdict.correct:
            # A copy without the cached replay of the hand (the engine's objects for every action).
            self.log.append(Answered(replace(q), verdict, self.timed_out, given))
        # Graded and saved now; shown in the next turn of the event loop when the user answered.
        self.given = given
        self.answer_graded(q, verdict, seconds)
        self.stages.stage(lambda: self._show_answered(q, verdict, seconds))
        self.stages.stage(self.session.prepare_next)  # once the verdict is drawn
        return verdict

    def _show_answered(self, q: Question, verdict: Verdict, seconds: float) -> None:
        """The verdict (or, in an audition, that the answer is recorded), the time taken, the way on."""
        if self.question is not q or self.verdict is not verdict:
            return  # moved on before this turn came
        if not self.timed_out:
            # The bar has done its work: the time taken goes in the clock's line, and the room to the verdict.
            target = kind_of(q.kind).target_seconds
            pace = (tr("answered in {s:.0f} s, within the {target:.0f} s target") if seconds <= target
                    else tr("answered in {s:.0f} s, over the {target:.0f} s target"))
            self.clock.setText(pace.format(s=seconds, target=target))
            self.timer_bar.setVisible(False)
        # An answer the database could not take now (locked, disk full) is kept and retried: say so in one line.
        self._set_problem(self.practice.store.save_problem or "")
        self.form_host.setVisible(False)  # the verdict says, part by part, what was answered
        self.submit.setVisible(False)
        if self.session.shows_verdicts:
            self.show_verdict(verdict, given=self.given)
        elif self.timed_out:
            self.feedback.show_text("wrong", tr("Time is up: counted as missed"),
                                    "<p>" + tr("The results come at the end of the audition.") + "</p>")
        else:
            self.feedback.show_text("neutral", tr("Answer recorded. The results come at the end of the audition."))
        self.next.setText(tr("See the result (Enter)") if self.session.finished else tr("Next question (Enter)"))
        self.next.setVisible(True)
        self.next.setEnabled(True)
        self.next.setFocus()
        self.update_counter()
        self._show_feedback()
        self.answered.emit(verdict)
        self.answer_shown(q, verdict)

    def answer_graded(self, q: Question, verdict: Verdict, seconds: float) -> None:
        """Called once an answer to ``q`` is graded and saved, before it is shown: a page that keeps its own
        account of the answers (a dealt game's steps) adds to it here."""

    def answer_shown(self, q: Question, verdict: Verdict) -> None:
        """Called once the verdict on ``q`` is shown with the way on: a page that says the way on in its own
        words (a dealt game deals on) says it here."""

    def show_verdict(self, verdict: Verdict, *, given: bool = True) -> None:
        """Each part right or wrong, the named mistake, the explanation; on the table the winning cards
        highlighted and each pot pushed to its winners."""
        self.feedback.show_verdict(verdict, timed_out=verdict.cause == OUT_OF_TIME, given=given)
        self._show_answer_table()

    def _show_answer_table(self) -> None:
        """The table as the answer has it (the winners highlighted, each pot pushed), in a turn of its own when
        the user answered."""
        q = self.question
        if q is None:
            return

        def draw() -> None:
            if self.question is q:
                self._draw_worked_out(lambda: self.table_answered(q))

        self.stages.stage(draw)

    # -- the end of the session, and the review of what was missed ------------------------------------------

    def show_result(self) -> None:
        """The session's result per skill (an audition's with passed or not), with print and PDF for auditions
        and a review of every missed question."""
        self.stages.settle()
        self._deal_wait.stop()
        session = self.session
        self.question_clock.stop()
        self.question = None
        self.verdict = None
        self.review_index = None
        self.state = PageState.FINISHED
        self.form_host.setVisible(False)
        for widget in (self.submit, self.next, self.previous, self.timer_bar, self.situation, self.show_betting,
                       self.prompt):
            widget.setVisible(False)
        self.clock.clear()
        self._set_problem("")
        audition = session.plan.mode == Mode.AUDITION
        self.title.setText(tr("Audition result") if audition else tr("Session result"))
        tone, heading = result_heading(session)
        self.feedback.show_text(tone, heading, result_html(session))
        self.save_pdf.setVisible(audition)
        self.print_result.setVisible(audition)
        missed = len(self.missed)
        self.review_missed.setText(tr("Review the missed questions ({count})").format(count=missed))
        self.review_missed.setVisible(missed > 0)
        self.new_session.setVisible(True)
        (self.review_missed if missed else self.new_session).setFocus()
        self.counter.setText(tr("{right} of {answered} right").format(right=session.right, answered=session.answered))
        self._refit()
        if not self._reported:
            self._reported = True
            self.session_finished.emit(session)

    def review(self, index: int) -> None:
        """Show the ``index``-th missed question on the table again with the answer given, the right one and the
        explanation; past the last one, the result again."""
        self.stages.settle()
        missed = self.missed
        if not 0 <= index < len(missed):
            self.show_result()
            return
        item = missed[index]
        self.review_index = index
        self.state = PageState.REVIEWING
        self.question = q = item.question
        self.verdict = item.verdict
        self.title.setText(tr("Missed question {n} of {total}").format(n=index + 1, total=len(missed)))
        self.counter.setText(kind_of(q.kind).title())
        self.clock.clear()
        self.timer_bar.setVisible(False)
        self._show_question_text(q)
        self.form_host.setVisible(False)
        self._set_problem("")
        for button in (self.submit, self.review_missed, self.save_pdf, self.print_result, self.new_session):
            button.setVisible(False)
        self.previous.setVisible(index > 0)
        last = index == len(missed) - 1
        self.next.setText(tr("Back to the result (Enter)") if last else tr("Next missed question (Enter)"))
        self.next.setVisible(True)
        self.next.setEnabled(True)
        self.next.setFocus()
        self.show_verdict(item.verdict, given=item.given)
        self._show_feedback()

    # -- the keyboard ---------------------------------------------------------------------------------------

    def enter(self) -> None:
        """Enter: answers a question, and after the verdict (a deliberate second Enter) moves on; on a focused
        button, presses it."""
        focused = QApplication.focusWidget()
        if isinstance(focused, QPushButton) and self.isAncestorOf(focused) and not focused.isHidden() \
                and focused.isEnabled() and focused is not self.submit:
            focused.click()
        elif self.state is PageState.ASKING:
            self.submit_answer()
        elif not self.next.isHidden() and self.next.isEnabled():
            self.advance()

    def _waits_for_inputs(self) -> bool:
        """A question is asked whose inputs are not shown yet (they come in a later turn of the event loop)."""
        return self.state is PageState.ASKING and self.form_host.question is None

    def _type_into_inputs(self, event: QKeyEvent) -> bool:
        """A key typed before the question's inputs are shown: show them now and type it into the field that
        takes the keyboard, so no keystroke is lost to the staged showing. False: not such a key."""
        text = event.text()
        command = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                       | Qt.KeyboardModifier.MetaModifier)
        if not text or not text.isprintable() or command or not self._waits_for_inputs():
            return False
        self.stages.settle()
        target = QApplication.focusWidget()
        if target is None or not self.form_host.isAncestorOf(target):
            return False
        QApplication.sendEvent(target, QKeyEvent(event.type(), event.key(), event.modifiers(), text,
                                                 event.isAutoRepeat(), event.count()))
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter (from any field, which passes it on) answers or moves on, once per press: a held key's repeats
        are not taken, nor an Enter just after the clock graded the question. A key typed while the question is
        still being shown goes to its first field."""
        if self._type_into_inputs(event):
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            blocked = self._enter_blocked.isValid() and self._enter_blocked.elapsed() < TIME_UP_GRACE_MS
            if not event.isAutoRepeat() and not blocked:
                self.as_user(self.enter)
            event.accept()
            return
        super().keyPressEvent(event)
