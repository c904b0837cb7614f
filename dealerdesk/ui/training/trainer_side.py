"""The trainer's page as laid out: the table on the left; on the right the title, the count and the clock, the
timer, the hand's betting, the question, its inputs, why an answer is refused and the verdict, in one scroll area
(no scroll box inside another), with the buttons that move on always in sight below it. It keeps the verdict in
sight: after an answer the inputs give way to the verdict, right under the question, and the hand's betting folds
away when the verdict would not fit otherwise.

What the side shows, and when, is the page's to decide (:class:`~dealerdesk.ui.training.trainer_page.TrainerPage`,
which extends this)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFormLayout, QFrame, QHBoxLayout, QProgressBar, QPushButton, QVBoxLayout, QWidget

from dealerdesk.i18n import translate
from dealerdesk.ui.common.button_row import ButtonRow
from dealerdesk.ui.common.theme import countdown_style
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.felt.view import TableView
from dealerdesk.ui.training.trainer_feedback import VerdictPanel
from dealerdesk.ui.training.trainer_inputs import AnswerForm, SideScroll, TableAndSide, side_column, wrapped_label


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return translate("TrainerPage", text)


class TrainerSide(QWidget):
    """The table and the trainer's side, laid out, and the verdict kept in sight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._betting_unfolded = False
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click on a seat leaves the keyboard where it was
        self.back = QPushButton()
        self.back.setObjectName("trainerBack")
        self.back.setVisible(False)
        self.title = wrapped_label("trainerTitle", "font-size: 15pt; font-weight: 600;")
        self.counter = wrapped_label("trainerCounter")
        self.clock = wrapped_label("trainerClock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.timer_bar = QProgressBar()
        self.timer_bar.setObjectName("questionTimer")
        self.timer_bar.setTextVisible(True)
        self.timer_bar.setVisible(False)
        self.situation = wrapped_label("trainerSituation")
        self.show_betting = QPushButton("▸ " + tr("Show the betting again"))
        self.show_betting.setObjectName("showBetting")
        self.show_betting.setFlat(True)
        self.show_betting.setStyleSheet("text-align: left; color: #8ab4f8; padding: 2px 0;")
        self.show_betting.setVisible(False)
        self.show_betting.clicked.connect(self._unfold_betting)
        self.prompt = wrapped_label("trainerPrompt", "font-size: 12pt;")
        self.form_host = AnswerForm()
        self.problem = wrapped_label("answerProblem", "color: #ffb4a8;")
        self.problem.setVisible(False)
        self.feedback = VerdictPanel()
        content = QWidget()
        content.setObjectName("trainerSide")
        layout = QVBoxLayout(content)
        layout.setContentsMargins(9, 2, 9, 4)
        layout.setSpacing(5)
        layout.addWidget(self.title)
        status = QHBoxLayout()
        status.addWidget(self.counter, 1)
        status.addWidget(self.clock, 1)
        layout.addLayout(status)
        for widget in (self.timer_bar, self.situation, self.show_betting, self.prompt, self.form_host, self.problem,
                       self.feedback):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.side_scroll = SideScroll()
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field, not to the frame
        self.side_scroll.setWidget(content)
        self.side_scroll.resized.connect(self._keep_feedback_in_sight)

        # Below the scrolling part, always in sight: the one button that moves on, and the result's buttons.
        self.submit = QPushButton(tr("Answer (Enter)"))
        self.submit.setObjectName("answerButton")
        self.next = QPushButton(tr("Next question (Enter)"))
        self.next.setObjectName("nextButton")
        self.previous = QPushButton(tr("Previous"))
        self.review_missed = QPushButton()
        self.review_missed.setObjectName("reviewMissed")
        self.save_pdf = QPushButton(tr("Save result as PDF…"))
        self.print_result = QPushButton(tr("Print result…"))
        self.new_session = QPushButton(tr("New session…"))
        for button in (self.previous, self.review_missed, self.save_pdf, self.print_result, self.new_session):
            button.setVisible(False)
        result_row = ButtonRow((self.save_pdf, self.print_result))
        moving_row = ButtonRow((self.previous, self.review_missed, self.new_session, self.submit, self.next))
        self.splitter = TableAndSide(self.view, side_column(self.back, self.side_scroll, (result_row, moving_row)))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.splitter)

    @property
    def fields(self) -> dict[str, QWidget]:
        """The question's inputs by answer key."""
        return self.form_host.fields

    @property
    def form(self) -> QFormLayout:
        """The inputs' form."""
        return self.form_host.form

    def show_time_left(self, left: float, limit: float) -> None:
        """The timer bar: the seconds ``left`` of ``limit``, urgent in the last quarter."""
        self.timer_bar.setValue(round(left * 10))
        self.timer_bar.setFormat(tr("{left:.0f} s left").format(left=left) if left > 0 else tr("Time is up"))
        style = countdown_style(urgent=left <= limit / 4)
        if self.timer_bar.styleSheet() != style:
            self.timer_bar.setStyleSheet(style)

    def verdict_shown(self) -> bool:
        """Whether a verdict is on the side (the page knows; the side alone shows none)."""
        return False

    def _set_problem(self, text: str) -> None:
        """Say why the answer is not taken, under the inputs (nothing: the line is gone)."""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def _refit(self) -> None:
        """The side's content changed: fit its height now and once the new widgets are shown."""
        self.side_scroll.fit()
        QTimer.singleShot(0, self.side_scroll, self.side_scroll.fit)

    # -- keeping the verdict in sight ---------------------------------------------------------------------

    def _show_feedback(self) -> None:
        """Bring the verdict into sight: the hand's betting folds away (a button brings it back) when the
        question and the verdict would not fit the side together; if they still do not, the side scrolls to
        the verdict."""
        self._fold_betting_if_needed()
        self.side_scroll.verticalScrollBar().setValue(0)
        self.side_scroll.bring_into_sight(self.feedback)
        QTimer.singleShot(0, self.side_scroll, lambda: self.side_scroll.bring_into_sight(self.feedback))

    def _fold_betting_if_needed(self) -> None:
        if self.situation.isVisible() and self.side_scroll.needed_height() > self.side_scroll.viewport().height():
            self.situation.setVisible(False)
            self.show_betting.setVisible(True)
        self.side_scroll.fit()

    def _keep_feedback_in_sight(self) -> None:
        """The side changed size while a verdict is shown: fold the betting if the verdict no longer fits."""
        if self.verdict_shown() and self.feedback.isVisible() and not self._betting_unfolded:
            self._fold_betting_if_needed()
            self.side_scroll.bring_into_sight(self.feedback)

    def _unfold_betting(self) -> None:
        self._betting_unfolded = True
        self.situation.setVisible(True)
        self.show_betting.setVisible(False)
        self._refit()

    def feedback_in_sight(self) -> bool:
        """Whether the whole verdict is inside the side's visible part (what the trainee sees without
        scrolling)."""
        return self.feedback.isVisible() and self.side_scroll.shows(self.feedback)
