"""The trainer on the table (issue 7, first part): the hand as a dealer sees it, the question beside it with
an input made for its kind, then the verdict part by part, the named mistake and the worked explanation.

Answers are typed (or, for the showdown order, clicked on the seats) and read by
:mod:`dealerdesk.trainer.answers`, so a typing mistake is explained and nothing is graded until the answer
makes sense. Everything works from the keyboard: Enter submits, and Enter again deals the next question.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.trainer import answers
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.practice import Practice
from dealerdesk.trainer.prompts import describe
from dealerdesk.trainer.question import Question
from dealerdesk.ui.play import winning_cards
from dealerdesk.ui.table_scene import TableScene
from dealerdesk.ui.table_state import table_state
from dealerdesk.ui.table_view import TableView


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return QCoreApplication.translate("TrainerPage", text)


class TrainerPage(QWidget):
    """Asks one question at a time from a :class:`Practice` session and shows the verdict."""

    answered = Signal(object)
    """The :class:`Verdict` of each answer."""

    def __init__(self, practice: Practice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.practice = practice
        self.question: Question | None = None
        self.verdict: Verdict | None = None
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.scene.seat_clicked.connect(self._seat_clicked)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15pt; font-weight: 600;")
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 12pt;")
        self.form_host = QWidget()
        self.form = QFormLayout(self.form_host)
        self.fields: dict[str, QWidget] = {}
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #ffb4a8;")
        self.problem.setWordWrap(True)
        self.submit = QPushButton(tr("Answer (Enter)"))
        self.next = QPushButton(tr("Next question (Enter)"))
        self.clock = QLabel()
        self.feedback = QTextBrowser()
        side = QWidget()
        layout = QVBoxLayout(side)
        for widget in (self.title, self.situation, self.prompt, self.form_host, self.problem, self.submit,
                       self.clock, self.feedback, self.next):
            layout.addWidget(widget)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setSizes([820, 460])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(splitter)
        self.submit.clicked.connect(self.submit_answer)
        self.next.clicked.connect(self.ask)
        self.elapsed = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(200)
        self.ticker.timeout.connect(self._tick)

    # -- asking ----------------------------------------------------------------------------------------

    def ask(self, question: Question | None = None) -> Question:
        """Show the next question (from the session, or the one given)."""
        self.question = question or self.practice.next_question()
        self.verdict = None
        q = self.question
        hand = q.hand
        shown = set(hand.shown)
        self.scene.show_state(table_state(hand, q.seats, q.history.seat_count or max(q.seats), face_up=shown,
                                          caption=describe(q)[0]))
        self.title.setText(q.kind.label)
        self.situation.setText("\n".join(describe(q)[1:]))
        self.prompt.setText(q.prompt)
        self._build_inputs(q)
        self.problem.clear()
        self.feedback.clear()
        self.submit.setEnabled(True)
        self.next.setEnabled(False)
        self.elapsed.start()
        self.ticker.start()
        first = next(iter(self.fields.values()), None)
        if first is not None:
            first.setFocus()
        return q

    def _line(self, key: str, label: str, placeholder: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setPlaceholderText(placeholder)
        edit.returnPressed.connect(self.submit_answer)
        self.fields[key] = edit
        self.form.addRow(label, edit)
        return edit

    def _build_inputs(self, q: Question) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}
        kind = q.kind
        if kind is Kind.POT_LIMIT:
            if "pot_total" in q.answer:
                self._line("pot_total", tr("Pot"), tr("chips"))
            self._line("max_raise_to", tr("Raise to"), tr("chips"))
        elif kind is Kind.MIN_RAISE:
            self._line("min_raise_to", tr("Minimum raise to"), tr("chips, or none"))
        elif kind is Kind.SIDE_POTS:
            self._line("pots", tr("Pots"), tr("main first: 120: 1 3 4; 135: 3 4"))
            self._line("returned", tr("Returned"), tr("seat: chips, or none"))
        elif kind is Kind.SHOWDOWN_ORDER:
            self._line("showdown_order", tr("Order"), tr("seats, e.g. 4 6 1 (or click the seats)"))
            box = QCheckBox(tr("All hands face up at once"))
            self.fields["all_in_showdown"] = box
            self.form.addRow("", box)
            if "killed" in q.answer:
                self._line("killed", tr("Hands killed"), tr("seats, or none"))
        elif kind is Kind.HI_LO_SPLIT:
            for index, _pot in enumerate(q.hand.pots()[0]):
                label = tr("Main pot") if index == 0 else tr("Side pot {n}").format(n=index)
                self._line(f"pot{index}", label, tr("seat: chips, …"))
        else:
            self._line("high", tr("High winner(s)"), tr("seats"))
            if q.hand.variant.game.is_hilo:
                self._line("low", tr("Low winner(s)"), tr("seats, or none"))
            names = QComboBox()
            names.addItems(list(answers.HAND_NAMES))
            self.fields["hand"] = names
            self.form.addRow(tr("Winning hand"), names)

    def _seat_clicked(self, seat: int) -> None:
        field = self.fields.get("showdown_order")
        if isinstance(field, QLineEdit) and self.verdict is None:
            field.setText((field.text() + f" {seat}").strip())

    def _tick(self) -> None:
        seconds = self.elapsed.elapsed() / 1000
        limit = self.practice.time_limit
        self.clock.setText(tr("{s:.0f} s").format(s=seconds) + (tr(" of {limit:.0f} s").format(limit=limit)
                                                                   if limit else ""))

    # -- answering -------------------------------------------------------------------------------------

    def read_answer(self) -> dict[str, Any]:
        """The typed answer as an answer dict; raises :class:`answers.AnswerError` with the reason."""
        q = self.question
        assert q is not None

        def text(key: str) -> str:
            widget = self.fields[key]
            return widget.text() if isinstance(widget, QLineEdit) else ""

        kind = q.kind
        if kind is Kind.POT_LIMIT:
            result: dict[str, Any] = {"max_raise_to": answers.amount(text("max_raise_to"), tr("the raise-to"))}
            if "pot_total" in self.fields:
                result["pot_total"] = answers.amount(text("pot_total"), tr("the pot"))
            return result
        if kind is Kind.MIN_RAISE:
            return {"min_raise_to": answers.optional_amount(text("min_raise_to"), tr("the minimum raise-to"))}
        if kind is Kind.SIDE_POTS:
            lines = [part for part in text("pots").split(";") if part.strip()]
            return {"pots": answers.pots(q, lines), "returned": answers.seat_amounts(q, text("returned"))}
        if kind is Kind.SHOWDOWN_ORDER:
            box = self.fields["all_in_showdown"]
            all_up = isinstance(box, QCheckBox) and box.isChecked()
            result = {"all_in_showdown": all_up,
                      "showdown_order": [] if all_up else answers.seats(q, text("showdown_order"))}
            if "killed" in self.fields:
                result["killed"] = answers.seats(q, text("killed"), allow_empty=True)
            return result
        if kind is Kind.HI_LO_SPLIT:
            awards = []
            for key in self.fields:
                index = int(key.removeprefix("pot"))
                awards += [{"pot": index, "player": p, "amount": n}
                           for p, n in answers.seat_amounts(q, text(key)).items()]
            return {"awards": awards}
        names = self.fields["hand"]
        result = {"high": answers.seats(q, text("high")),
                  "hand": names.currentText() if isinstance(names, QComboBox) else ""}
        if "low" in self.fields:
            result["low"] = answers.seats(q, text("low"), allow_empty=True)
        return result

    def submit_answer(self) -> Verdict | None:
        """Grade the answer (Enter); after the verdict, Enter deals the next question."""
        if self.question is None:
            return None
        if self.verdict is not None:
            self.ask()
            return None
        try:
            answer = self.read_answer()
        except answers.AnswerError as error:
            self.problem.setText(str(error))
            return None
        seconds = self.elapsed.elapsed() / 1000
        self.ticker.stop()
        self.verdict = self.practice.answer(self.question, answer, seconds)
        self.show_verdict(self.verdict)
        self.submit.setEnabled(False)
        self.next.setEnabled(True)
        self.next.setFocus()
        self.answered.emit(self.verdict)
        return self.verdict

    def show_verdict(self, verdict: Verdict) -> None:
        """Each part right or wrong, the named mistake, the explanation; winners highlighted on the table."""
        lines = [f"<h3>{tr('Right!') if verdict.correct else tr('Not quite')}</h3><ul>"]
        for part in verdict.parts:
            mark = "✓" if part.correct else "✗"
            given = "" if part.correct else " — " + tr("you said {given}").format(given=part.given)
            lines.append(f"<li>{mark} {part.name}: <b>{part.expected}</b>{given}</li>")
        lines.append("</ul>")
        if verdict.cause:
            lines.append("<p>" + tr("Mistake: {cause}.").format(cause=verdict.cause) + "</p>")
        lines.append("<ol>" + "".join(f"<li>{step}</li>" for step in verdict.explanation) + "</ol>")
        self.feedback.setHtml("".join(lines))
        q = self.question
        if q is not None and q.hand.is_complete and len(q.hand.board) == 5:
            highlight = winning_cards(q.hand)
            self.scene.show_state(table_state(q.hand, q.seats, q.history.seat_count or max(q.seats),
                                              face_up=set(q.hand.shown), highlight=highlight,
                                              caption=describe(q)[0]))

    def keyPressEvent(self, event: Any) -> None:
        """Enter anywhere on the page submits, or deals the next question after a verdict."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit_answer()
            return
        super().keyPressEvent(event)
