"""Dealing a live game on the trainer's table: the computer players act one by one at the game's pace, then the
hand waits for the dealer's step, asked with the same inputs as the trainer's questions.

Between two steps the table plays what the players did since the last one (:attr:`DealerStep.shown_from`), one
action every :attr:`LiveGame.pace` seconds, from a timer: the window's thread never waits. Space or Enter skips
to the step. A right step says so in one line and the hand goes on by itself after :data:`RIGHT_PAUSE_MS` (Enter
goes on at once); a wrong one gets the floor's words in the verdict's heading — the named mistake and the right
answer — above the part-by-part verdict and the explanation, and waits for Enter. The session then plays on from
the right state. The header says the hand and the step; the line under it the hands dealt, hands per hour and
the error rate so far. The result adds those three numbers and each step's right, asked and median time.
"""

from __future__ import annotations

import html
import statistics
from dataclasses import dataclass, field

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QHideEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QBoxLayout, QWidget

from dealerdesk.history.actions import PHHDealHole
from dealerdesk.history.replay import apply_action, replay
from dealerdesk.i18n import one_closing_mark, translate
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.dealing import DealerStep, Step, floor_words
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.prompts import caption
from dealerdesk.trainer.session import TrainingSession
from dealerdesk.ui.common.language import number
from dealerdesk.ui.felt.state import TableState, table_state
from dealerdesk.ui.training.page_state import PageState
from dealerdesk.ui.training.trainer_feedback import explanation_html, parts_html, skill_paragraph
from dealerdesk.ui.training.trainer_page import TrainerPage
from dealerdesk.ui.training.trainer_table import (
    answer_state,
    as_asked,
    question_state,
    step_answer_state,
    step_question_state,
)

RIGHT_PAUSE_MS = 800
"""After a right step, the hand goes on by itself after this long (long enough to see the tick)."""


def tr(text: str) -> str:
    """Translate in the dealing page's context."""
    return translate("DealingPage", text)


@dataclass
class _Replay:
    """The players' actions being shown before a step."""

    question: Question
    """The step's question (asked once the actions are shown)."""
    hand: Hand
    """The hand as the table shows it now."""
    next_action: int
    """The index of the next action to show."""
    caption: str
    """The table's caption (the game and stakes)."""


@dataclass
class StepMarks:
    """One step's answers in this game: right or not, and the seconds each took."""

    kind: str
    """The skill that grades the step (its speed target is the step's)."""
    right: list[bool] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)


class DealingPage(TrainerPage):
    """The trainer page for a dealt game (a :class:`TrainingSession` in :attr:`Mode.DEAL`)."""

    def __init__(self, session: TrainingSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        assert session.live is not None
        self.replaying: _Replay | None = None
        """The players' actions being shown before the next step (None: a step is asked or graded)."""
        self.replay_timer = QTimer(self)
        self.replay_timer.setInterval(round(session.live.pace * 1000))
        self.replay_timer.timeout.connect(self._show_next_action)
        self.right_pause = QTimer(self)
        self.right_pause.setSingleShot(True)
        self.right_pause.setInterval(RIGHT_PAUSE_MS)
        self.right_pause.timeout.connect(self._go_on_after_right)
        self.steps: dict[Step, StepMarks] = {}
        """Each step's answers in this game, for the result."""
        self._missed_steps: dict[str, DealerStep] = {}
        """The step of each missed question (by key), for the floor's words in the review."""
        self.status_row = _layout_holding(self.title.parentWidget(), self.counter)
        """The row of the status line and the clock (see :meth:`_fit_status`)."""
        self.question_clock.tick.connect(self._fit_status)  # after the clock's text is updated

    @property
    def step(self) -> DealerStep | None:
        """The step being asked (or last graded)."""
        return self.session.step

    @property
    def in_progress(self) -> bool:
        """The players are acting, or a step is asked or graded with more to come."""
        return self.replaying is not None or super().in_progress

    # -- between steps: the players act ----------------------------------------------------------------------

    def advance(self) -> None:
        """Enter or the button: skip the players' actions to the step; after a verdict, on to the next step."""
        if self.replaying is not None:
            self.skip_replay()
            return
        self.right_pause.stop()
        super().advance()

    def ask(self, question: Question | None = None) -> Question:
        """The next step: the players' actions since the last one are shown at the game's pace first (a question
        given is asked at once)."""
        self.stages.settle()
        if question is not None:
            return super().ask(question)
        q = self.session.next_question()
        step = self.session.step
        assert step is not None
        actions = q.history.actions
        between_hands = kind_of(q.kind).table_between_hands(q) is not None
        if between_hands or step.shown_from >= len(actions):
            return super().ask(q)
        self._start_replay(q, step.shown_from)
        return q

    def _start_replay(self, q: Question, shown: int) -> None:
        self.leave_question()
        self.replaying = _Replay(q, replay(q.history, count=shown), shown, caption(q))
        self.update_counter()
        self.form_host.setVisible(False)
        self.submit.setVisible(False)
        self.timer_bar.setVisible(False)
        self.situation.setVisible(False)
        self.show_betting.setVisible(False)
        self._set_problem("")
        self.feedback.clear()
        self.clock.clear()
        self.prompt.setText(one_closing_mark(tr("The players act… Your step comes next: {step}.").format(
            step=self.step.step.label if self.step is not None else "")))
        self.prompt.setVisible(True)
        self.next.setText(tr("Skip to my step (Space)"))
        self.next.setVisible(True)
        self.next.setEnabled(True)
        self.next.setFocus()
        self._refit()
        self.stages.stage(self._draw_replay)
        if self.isVisible():
            self.replay_timer.start()

    def _draw_replay(self) -> None:
        shown = self.replaying
        if shown is None:
            return  # the step was asked before this turn came
        q = shown.question
        hand = shown.hand
        state = table_state(hand, q.seats, q.history.seat_count or max(q.seats), face_up=set(hand.shown),
                            caption=shown.caption)
        # The step asks whose action it is: the table lights no seat. A new hand's table in two turns.
        self._draw_table(as_asked(q, state))

    def _show_next_action(self) -> None:
        """One more action on the table (the cards dealt to the players go together, with the next one)."""
        self.stages.settle()
        shown = self.replaying
        if shown is None:
            self.replay_timer.stop()
            return
        actions = shown.question.history.actions
        while shown.next_action < len(actions):
            action = actions[shown.next_action]
            shown.next_action += 1
            if shown.next_action < len(actions):
                apply_action(shown.hand, action)  # the hand goes on from where it was shown (a legal history)
            if not isinstance(action, PHHDealHole):
                break
        if shown.next_action >= len(actions):
            self.as_user(self.skip_replay)  # the step's table, then its inputs, each in a turn of its own
            return
        self._draw_replay()

    def skip_replay(self) -> None:
        """The players' actions are all shown: ask the step."""
        self.stages.settle()
        shown = self.replaying
        self.replay_timer.stop()
        if shown is None:
            return
        self.replaying = None
        super().ask(shown.question)

    def hideEvent(self, event: QHideEvent) -> None:
        """Away from the table: the players wait too."""
        self.replay_timer.stop()
        self.right_pause.stop()
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Back at the table: the players go on (a right step waits for Enter)."""
        super().showEvent(event)
        if self.replaying is not None:
            self.replay_timer.start()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space (like Enter) skips the players' actions to the step."""
        if self.replaying is not None and event.key() == Qt.Key.Key_Space:
            self.as_user(self.skip_replay)
            event.accept()
            return
        super().keyPressEvent(event)

    # -- the table at a step ------------------------------------------------------------------------------------

    def _step_of(self, q: Question) -> DealerStep | None:
        """The dealt step that asked ``q`` (None: not one of this game's, or no longer known)."""
        step = self.step
        if step is not None and step.question.key == q.key:
            return step
        return self._missed_steps.get(q.key)

    def table_asked(self, q: Question) -> TableState:
        """The step's table: what the earlier steps answered, nothing this step or a later one asks."""
        step = self._step_of(q)
        return step_question_state(step) if step is not None else question_state(q)

    def table_answered(self, q: Question) -> TableState:
        """The step's answer on the table, and no later step's (the showdown called leaves the pots alone …)."""
        step = self._step_of(q)
        return step_answer_state(step) if step is not None else answer_state(q)

    # -- the header and the status ----------------------------------------------------------------------------

    def update_counter(self) -> None:
        """The hand and the step in the header; the hands dealt, hands per hour and error rate under it."""
        session, step = self.session, self.step
        if step is not None:
            hands = session.plan.hands
            hand = number(step.hand_number, 0)
            header = (tr("Hand {n} of {total} · {step}").format(n=hand, total=number(hands, 0), step=step.step.label)
                      if hands else tr("Hand {n} · {step}").format(n=hand, step=step.step.label))
            self.title.setText(header)
        self.counter.setText(status_text(session))
        self._fit_status()

    def _fit_status(self) -> None:
        """The status line and the clock side by side when both fit on one line, else the clock under the status:
        the hands dealt, hands per hour and error rate are read at a glance, never broken over two lines (beside
        "answered in 4 s, within the 20 s target" they do not fit at 1366×768)."""
        row = self.status_row
        content = self.title.parentWidget()
        layout = content.layout() if content is not None else None
        if row is None or content is None or layout is None:
            return
        margins = layout.contentsMargins()
        room = content.width() - margins.left() - margins.right()
        status, clock = (w.fontMetrics().horizontalAdvance(w.text()) + 4 for w in (self.counter, self.clock))
        beside = not self.clock.text() or status + clock + max(row.spacing(), 6) <= room
        # Side by side, the status has the width of its line (the clock the rest), not half the row.
        self.counter.setMinimumWidth(min(status, room) if beside else 1)
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if row.direction() != direction:
            row.setDirection(direction)
            side = Qt.AlignmentFlag.AlignRight if beside else Qt.AlignmentFlag.AlignLeft
            self.clock.setAlignment(side | Qt.AlignmentFlag.AlignVCenter)
            self._refit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_status()

    # -- answering ------------------------------------------------------------------------------------------------

    def answer_graded(self, q: Question, verdict: Verdict, seconds: float) -> None:
        """The step's mark and time kept for the result; a missed step remembered for its floor words; after a
        right step the hand deals on by itself after a pause."""
        step = self.step
        assert step is not None
        marks = self.steps.setdefault(step.step, StepMarks(step.kind))
        marks.right.append(verdict.correct)
        marks.seconds.append(seconds)
        if not verdict.correct:
            self._missed_steps[q.key] = step
        if verdict.correct and not self.session.finished:
            self.right_pause.start()

    def answer_shown(self, q: Question, verdict: Verdict) -> None:
        """The way on is to deal on."""
        self.next.setText(tr("See the result (Enter)") if self.session.finished else tr("Deal on (Enter)"))
        self._fit_status()  # the clock now says how long the step took

    def show_verdict(self, verdict: Verdict, *, given: bool = True) -> None:
        """A right step in one line; a wrong one with the floor's words (the mistake and the right answer) above
        the verdict part by part and the explanation. The table shows the right state."""
        q = self.question
        if verdict.correct:
            self.feedback.show_text("right", tr("Right — the hand goes on."))
        else:
            step = self._missed_steps.get(q.key) if q is not None else None
            step = step or self.step
            assert step is not None
            self.feedback.show_text("wrong", floor_words(step, verdict),
                                    parts_html(verdict, given=given) + explanation_html(verdict))
        self._show_answer_table()

    def _go_on_after_right(self) -> None:
        if self.state is PageState.ANSWERED and self.verdict is not None and self.verdict.correct \
                and self.isVisible() and not self.session.finished:
            self.as_user(self.advance)  # as if the trainee pressed Enter

    # -- the result -----------------------------------------------------------------------------------------------

    def show_result(self) -> None:
        """Hands dealt, hands per hour and the error rate, then each step's right, asked and median time."""
        self.replay_timer.stop()
        self.right_pause.stop()
        self.replaying = None
        super().show_result()
        self.title.setText(tr("The game you dealt"))
        session = self.session
        tone = "right" if session.error_rate == 0 else "neutral"
        self.feedback.show_text(tone, status_text(session), deal_result_html(self))
        self._fit_status()
        self._refit()


def _layout_holding(widget: QWidget | None, child: QWidget) -> QBoxLayout | None:
    """The box layout, in ``widget``'s layout or one nested in it, that holds ``child``."""
    pending = [widget.layout()] if widget is not None else []
    while pending:
        layout = pending.pop()
        if layout is None:
            continue
        if isinstance(layout, QBoxLayout) and layout.indexOf(child) >= 0:
            return layout
        items = (layout.itemAt(i) for i in range(layout.count()))
        pending.extend(item.layout() for item in items if item is not None)
    return None


def status_text(session: TrainingSession) -> str:
    """"Hands dealt: 3 · 42 hands per hour · error rate 5 %" (numbers as the reader writes them)."""
    per_hour = session.hands_per_hour()
    rate = number(per_hour, 0) if per_hour is not None else "—"
    return tr("Hands dealt: {hands} · {rate} hands per hour · error rate {errors} %").format(
        hands=number(session.hands_dealt, 0), rate=rate, errors=number(session.error_rate * 100, 0)
    ).replace(" %", "\u00a0%")  # a line never ends between the number and its per cent sign


def deal_result_html(page: DealingPage) -> str:
    """Each step of the game, as a skill: right of asked, the median time and the skill's speed target (a line
    each, as the trainer's result: a table broke words in two on a narrow side)."""
    rows = []
    for step in Step:
        marks = page.steps.get(step)
        if marks is None:
            continue
        target = kind_of(marks.kind).target_seconds
        rows.append(skill_paragraph(html.escape(step.label), sum(marks.right), len(marks.right),
                                    statistics.median(marks.seconds), target_seconds=target))
    return (f"{''.join(rows)}"
            f"<p>{tr('Every step is saved in your progress, with the skill that grades it.')}</p>")
