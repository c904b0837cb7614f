"""The trainer on the table: the hand as a dealer sees it, the question beside it with an input made for its
kind, then the verdict part by part, the named mistake, the worked explanation and the pots pushed to their
winners; at the end of a session, the result per skill (an audition's as a printable page).

Answers are typed, or given by clicking the seats on the table: a click adds the seat to whichever seat field
was last used (showdown order, hands killed, winners, a pot's eligible seats, a pot's split). Everything works
from the keyboard too: Tab between the fields, Enter submits, and Enter again deals the next question. What is
typed is read by :mod:`dealerdesk.trainer.answers`, so a typing mistake is explained and nothing is graded
until the answer makes sense.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.trainer import answers, mistakes
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.prompts import describe, prompt_text
from dealerdesk.trainer.question import Question
from dealerdesk.trainer.session import TrainingSession
from dealerdesk.ui.play import winning_cards
from dealerdesk.ui.table_items import pot_title
from dealerdesk.ui.table_scene import TableScene
from dealerdesk.ui.table_state import PotState, TableState, pot_label, table_state
from dealerdesk.ui.table_view import TableView


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return QCoreApplication.translate("TrainerPage", text)


class PotTable(QTableWidget):
    """The side-pot answer: one row per pot (main pot first) with its amount and eligible seats.

    A new empty row appears as soon as the last one is filled in, so any number of pots can be typed without
    reaching for the mouse; clicking a seat on the table adds it to (or removes it from) the current row.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setHorizontalHeaderLabels([tr("Amount"), tr("Eligible seats")])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.setTabKeyNavigation(True)
        self.setMinimumHeight(150)
        self.itemChanged.connect(self._grow)
        self._add_row()

    def _add_row(self) -> None:
        row = self.rowCount()
        self.insertRow(row)
        self.setVerticalHeaderItem(row, QTableWidgetItem(pot_title(pot_label(row))))
        for column in range(2):
            self.setItem(row, column, QTableWidgetItem(""))

    def _grow(self, _item: QTableWidgetItem) -> None:
        last = self.rowCount() - 1
        if any(self.text(last, column) for column in range(2)):
            self.blockSignals(True)
            self._add_row()
            self.blockSignals(False)

    def text(self, row: int, column: int) -> str:
        """A cell's text ("" when empty)."""
        item = self.item(row, column)
        return item.text().strip() if item is not None else ""

    def set_pot(self, row: int, amount: str, seats: str) -> None:
        """Fill a row (adding rows as needed)."""
        while self.rowCount() <= row:
            self._add_row()
        self.item(row, 0).setText(amount)
        self.item(row, 1).setText(seats)

    def toggle_seat(self, seat: int) -> None:
        """Add the seat to the current row's eligible seats, or take it out if it is there."""
        row = max(self.currentRow(), 0)
        words = self.text(row, 1).replace(",", " ").split()
        words = [w for w in words if w != str(seat)] if str(seat) in words else [*words, str(seat)]
        self.set_pot(row, self.text(row, 0), " ".join(sorted(words, key=lambda w: (len(w), w))))
        self.setCurrentCell(row, 1)

    def lines(self) -> list[str]:
        """The filled rows as ``"amount: seats"`` lines, for :func:`answers.pots`."""
        return [f"{self.text(row, 0)}: {self.text(row, 1)}" for row in range(self.rowCount())
                if self.text(row, 0) or self.text(row, 1)]


class SideScroll(QScrollArea):
    """A vertical scroll area whose content is as tall as its wrapped text needs at the current width.

    QScrollArea sizes its widget by the minimum size hint, which knows nothing of word wrap: long questions in a
    narrow side (or in a longer language) would be squeezed onto each other instead of scrolling.
    """

    def fit(self) -> None:
        """Give the content the height its layout needs at the viewport's width."""
        content = self.widget()
        layout = content.layout() if content is not None else None
        if content is None or layout is None:
            return
        layout.activate()
        needed = layout.totalHeightForWidth(self.viewport().width()) if layout.hasHeightForWidth() else -1
        content.setMinimumHeight(max(needed, layout.totalMinimumSize().height()))

    def resizeEvent(self, event: Any) -> None:
        """Refit on every width change."""
        super().resizeEvent(event)
        self.fit()


class TrainerPage(QWidget):
    """Asks the questions of a training session and shows the verdicts (at once, or at the end of an audition)."""

    answered = Signal(object)
    """The :class:`Verdict` of each answer."""
    session_finished = Signal(object)
    """The :class:`TrainingSession`, once its last question is answered."""
    new_session_requested = Signal()
    """The trainee asked for another session (the window opens the setup)."""
    report_requested = Signal(str)
    """"pdf" or "print": the audition's result as a printable page."""

    def __init__(self, session: TrainingSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.practice = session.practice
        self.question: Question | None = None
        self.verdict: Verdict | None = None
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click on a seat leaves the keyboard where it was
        self.scene.seat_clicked.connect(self._seat_clicked)
        self.title = QLabel()
        self.title.setObjectName("trainerTitle")
        self.title.setStyleSheet("font-size: 15pt; font-weight: 600;")
        self.counter = QLabel()
        self.counter.setObjectName("trainerCounter")
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 12pt;")
        self.form_host = QWidget()
        self.form = QFormLayout(self.form_host)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.fields: dict[str, QWidget] = {}
        self.seat_target: QWidget | None = None
        self.problem = QLabel()
        self.problem.setObjectName("answerProblem")
        self.problem.setStyleSheet("color: #ffb4a8;")
        self.problem.setWordWrap(True)
        self.submit = QPushButton(tr("Answer (Enter)"))
        self.next = QPushButton(tr("Next question (Enter)"))
        self.clock = QLabel()
        self.clock.setObjectName("trainerClock")
        self.timer_bar = QProgressBar()
        self.timer_bar.setObjectName("questionTimer")
        self.timer_bar.setTextVisible(True)
        self.timer_bar.setVisible(False)
        self.feedback = QTextBrowser()
        self.feedback.setMinimumHeight(160)
        self.feedback.setOpenLinks(False)
        self.save_pdf = QPushButton(tr("Save result as PDF…"))
        self.print_result = QPushButton(tr("Print result…"))
        self.new_session = QPushButton(tr("New session…"))
        for button in (self.save_pdf, self.print_result, self.new_session):
            button.setVisible(False)
        side = QWidget()
        side.setMinimumWidth(400)
        layout = QVBoxLayout(side)
        self.title.setWordWrap(True)
        self.counter.setWordWrap(True)
        for label in (self.title, self.counter, self.situation, self.prompt, self.problem):
            # A wrapped label's minimum width is a guess that can exceed the side's width (long questions, longer
            # languages); with none, the layout wraps it at the width it really has and gives it the height.
            label.setMinimumWidth(1)
        layout.addWidget(self.title)
        layout.addWidget(self.counter)
        for widget in (self.situation, self.prompt, self.form_host, self.problem, self.submit, self.clock,
                       self.timer_bar):
            layout.addWidget(widget)
        layout.addWidget(self.feedback, 1)
        buttons = QHBoxLayout()
        for button in (self.save_pdf, self.print_result, self.new_session, self.next):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        # When a long hand, a long question and the feedback do not fit (a small window, a language with taller
        # script), the side scrolls instead of squeezing its fields on top of each other.
        scroll = SideScroll()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(side)
        self.side_scroll = scroll
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([780, 500])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(splitter)
        self.submit.clicked.connect(self.submit_answer)
        self.next.clicked.connect(self.advance)
        self.save_pdf.clicked.connect(lambda: self.report_requested.emit("pdf"))
        self.print_result.clicked.connect(lambda: self.report_requested.emit("print"))
        self.new_session.clicked.connect(self.new_session_requested.emit)
        self.elapsed = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(200)
        self.ticker.timeout.connect(self._tick)

    @property
    def time_limit(self) -> float | None:
        """Seconds allowed per question (None: untimed)."""
        return self.practice.time_limit

    # -- asking ----------------------------------------------------------------------------------------

    def advance(self) -> None:
        """The next question, or the session's result once it is over."""
        if self.session.finished:
            self.show_result()
        else:
            self.ask()

    def ask(self, question: Question | None = None) -> Question:
        """Show the next question (from the session, or the one given)."""
        if question is None:
            question = self.session.next_question()
        self.question = q = question
        self.verdict = None
        self.scene.show_state(self._question_state(q))
        self.title.setText(q.kind.label)
        self.situation.setText("\n".join(describe(q)[1:]))
        self.prompt.setText(prompt_text(q))
        self._build_inputs(q)
        self.problem.clear()
        self.feedback.clear()
        for button in (self.save_pdf, self.print_result, self.new_session):
            button.setVisible(False)
        self.submit.setEnabled(True)
        self.submit.setVisible(True)
        self.next.setEnabled(False)
        self.next.setVisible(True)
        self.next.setText(tr("Next question (Enter)"))
        self.form_host.setVisible(True)
        self.timer_bar.setVisible(self.time_limit is not None)
        if self.time_limit is not None:
            self.timer_bar.setRange(0, round(self.time_limit * 10))
        self.elapsed.start()
        self._tick()
        self.ticker.start()
        self._update_counter()
        self._focus_first()
        # New fields are shown by their layout on the next turn of the event loop; focus them once they are.
        QTimer.singleShot(0, self._focus_first)
        self._refit()
        return q

    def _refit(self) -> None:
        """The side's content changed: fit its height now and once the new widgets are shown."""
        self.side_scroll.fit()
        QTimer.singleShot(0, self.side_scroll.fit)

    def _focus_first(self) -> None:
        first = next(iter(self.fields.values()), None)
        if first is not None and self.verdict is None:
            first.setFocus()
            if isinstance(first, PotTable):
                first.setCurrentCell(0, 0)

    def _question_state(self, q: Question) -> TableState:
        """The table as the dealer sees it at the question: who wins is not shown before the answer."""
        state = table_state(q.hand, q.seats, q.history.seat_count or max(q.seats), face_up=set(q.hand.shown),
                            caption=describe(q)[0])
        pots = tuple(dataclasses.replace(p, winners=()) for p in state.pots)
        won: dict[int, int] = {}
        for award in q.hand.awards:  # the stacks before the pots are pushed: what they win is the question
            won[q.seats[award.player]] = won.get(q.seats[award.player], 0) + award.amount
        if won:
            seats = tuple(dataclasses.replace(s, stack=s.stack - won.get(s.seat, 0),
                                              all_in=s.all_in or (s.stack == won.get(s.seat, 0) and not s.folded))
                          for s in state.seats)
            state = dataclasses.replace(state, seats=seats)
        if q.kind is Kind.SIDE_POTS and pots:
            # Building the pots is the question: the chips in the middle are one pile until the trainee splits them.
            pots = (PotState(tr("Pot"), sum(p.amount for p in pots)),)
        return dataclasses.replace(state, pots=pots)

    def _line(self, key: str, label: str, placeholder: str, *, seats: bool = False) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(f"answer_{key}")
        edit.setPlaceholderText(placeholder)
        edit.returnPressed.connect(self.submit_answer)
        self.fields[key] = edit
        self.form.addRow(label, edit)
        if seats:
            self._takes_seats(edit)
        return edit

    def _takes_seats(self, widget: QWidget) -> None:
        """Seat clicks go to this field while it is the last one used."""
        widget.installEventFilter(self)
        if self.seat_target is None:
            self.seat_target = widget

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Remember which seat field was last focused."""
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.seat_target = watched
        return super().eventFilter(watched, event)

    def _build_inputs(self, q: Question) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}
        self.seat_target = None
        kind = q.kind
        if kind is Kind.POT_LIMIT:
            if "pot_total" in q.answer:
                self._line("pot_total", tr("Pot"), tr("chips"))
            self._line("max_raise_to", tr("Raise to"), tr("chips"))
        elif kind is Kind.MIN_RAISE:
            self._line("min_raise_to", tr("Minimum raise to"), tr("chips, or none"))
        elif kind is Kind.SIDE_POTS:
            table = PotTable()
            table.setObjectName("answer_pots")
            self.fields["pots"] = table
            hint = QLabel(tr("Pots, main pot first (click seats to mark who can win each)"))
            hint.setWordWrap(True)
            hint.setMinimumWidth(1)
            self.form.addRow(hint)
            self.form.addRow(table)
            self._takes_seats(table)
            self._line("returned", tr("Returned"), tr("seat: chips, or none"))
        elif kind is Kind.SHOWDOWN_ORDER:
            self._line("showdown_order", tr("Order"), tr("seats, e.g. 4 6 1 (or click the seats)"), seats=True)
            box = QCheckBox(tr("All hands face up at once"))
            box.setObjectName("answer_all_in_showdown")
            self.fields["all_in_showdown"] = box
            self.form.addRow("", box)
            if "killed" in q.answer:
                self._line("killed", tr("Hands killed"), tr("seats, or none"), seats=True)
        elif kind is Kind.HI_LO_SPLIT:
            for index, _pot in enumerate(q.hand.pots()[0]):
                self._line(f"pot{index}", pot_title(pot_label(index)), tr("seat: chips, …"), seats=True)
        else:
            self._line("high", tr("High winner(s)"), tr("seats (or click them)"), seats=True)
            if q.hand.variant.game.is_hilo:
                self._line("low", tr("Low winner(s)"), tr("seats, or none"), seats=True)
            names = QComboBox()
            names.setObjectName("answer_hand")
            for name in answers.HAND_NAMES:
                names.addItem(answers.hand_label(name), name)
            self.fields["hand"] = names
            self.form.addRow(tr("Winning hand"), names)

    def _seat_clicked(self, seat: int) -> None:
        """A click on a seat answers with it: added to the last-used seat field."""
        target = self.seat_target
        if self.verdict is not None or target is None or self.question is None:
            return
        if isinstance(target, PotTable):
            target.toggle_seat(seat)
        elif isinstance(target, QLineEdit):
            key = next((k for k, w in self.fields.items() if w is target), "")
            text = target.text().rstrip()
            if key.startswith("pot"):  # a split: "seat: " then the chips are typed
                target.setText(f"{text}, {seat}: " if text else f"{seat}: ")
            else:
                target.setText(f"{text} {seat}".strip())
        target.setFocus()

    def _tick(self) -> None:
        seconds = self.elapsed.elapsed() / 1000
        limit = self.time_limit
        text = tr("{s:.0f} s").format(s=seconds)
        if limit is not None:
            left = max(0.0, limit - seconds)
            self.timer_bar.setValue(round(left * 10))
            self.timer_bar.setFormat(tr("{left:.0f} s left").format(left=left) if left > 0 else tr("Time is up"))
            self.timer_bar.setStyleSheet("QProgressBar::chunk { background: %s; }"
                                         % ("#d4a84b" if left > limit / 4 else "#e8716b"))
            text += tr(" of {limit:.0f} s").format(limit=limit)
        if (left_session := self.session.seconds_left()) is not None:
            minutes, rest = divmod(round(left_session), 60)
            text += " · " + tr("session: {m}:{s:02d} left").format(m=minutes, s=rest)
        self.clock.setText(text)

    def _update_counter(self) -> None:
        session = self.session
        number = session.answered + (1 if self.verdict is None else 0)
        total = session.planned
        text = tr("Question {n} of {total}").format(n=number, total=total) if total else \
            tr("Question {n}").format(n=number)
        if session.shows_verdicts and session.answered:
            text += " · " + tr("{right} right").format(right=session.right)
        self.counter.setText(text)

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
            table = self.fields["pots"]
            lines = table.lines() if isinstance(table, PotTable) else []
            if not lines:
                raise answers.AnswerError(tr("fill in at least the main pot: its amount and eligible seats"))
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
                  "hand": str(names.currentData()) if isinstance(names, QComboBox) else ""}
        if "low" in self.fields:
            result["low"] = answers.seats(q, text("low"), allow_empty=True)
        return result

    def fill_answer(self, answer: dict[str, Any]) -> None:
        """Type an answer (in the grader's form, PHH player ids) into the inputs, as a trainee would: used by
        the self-test and the screenshots, and the inverse of :meth:`read_answer`."""
        q = self.question
        assert q is not None

        none = answers.none_word()

        def seats(players: list[str]) -> str:
            return " ".join(str(q.seat_of(p)) for p in players)

        def put(key: str, text: str) -> None:
            widget = self.fields.get(key)
            if isinstance(widget, QLineEdit):
                widget.setText(text)

        for key in ("max_raise_to", "pot_total", "min_raise_to"):
            if key in answer:
                put(key, none if answer[key] is None else str(answer[key]))
        table = self.fields.get("pots")
        if isinstance(table, PotTable):
            for row, pot in enumerate(answer.get("pots", [])):
                table.set_pot(row, str(pot["amount"]), seats(pot["eligible"]))
            put("returned", ", ".join(f"{q.seat_of(p)}: {n}" for p, n in answer.get("returned", {}).items())
                or none)
        box = self.fields.get("all_in_showdown")
        if isinstance(box, QCheckBox):
            box.setChecked(bool(answer.get("all_in_showdown")))
        if "showdown_order" in answer:
            put("showdown_order", seats(answer["showdown_order"]))
        if "killed" in answer:
            put("killed", seats(answer["killed"]) or none)
        if "awards" in answer:
            totals: dict[tuple[int, str], int] = {}
            for award in answer["awards"]:
                key = (award["pot"], award["player"])
                totals[key] = totals.get(key, 0) + award["amount"]
            for index in range(len(self.fields)):
                put(f"pot{index}", ", ".join(f"{q.seat_of(p)}: {n}" for (pot, p), n in totals.items()
                                             if pot == index) or none)
        if "high" in answer:
            put("high", seats(answer["high"]))
            put("low", seats(answer.get("low", [])) or none)
        names = self.fields.get("hand")
        if isinstance(names, QComboBox) and "hand" in answer:
            names.setCurrentIndex(max(0, names.findData(answer["hand"])))

    def submit_answer(self) -> Verdict | None:
        """Grade the answer (Enter); after the verdict, Enter deals the next question."""
        if self.question is None:
            return None
        if self.verdict is not None:
            if not self.next.isHidden() and self.next.isEnabled():
                self.advance()
            return None
        try:
            answer = self.read_answer()
        except answers.AnswerError as error:
            self.problem.setText(str(error))
            return None
        seconds = self.elapsed.elapsed() / 1000
        self.ticker.stop()
        self.timer_bar.setFormat(tr("answered in {s:.0f} s").format(s=seconds))
        self.verdict = self.session.answer(self.question, answer, seconds)
        self.problem.clear()
        if self.session.shows_verdicts:
            self.show_verdict(self.verdict)
        else:
            self.feedback.setHtml("<p>" + tr("Answer recorded. The results come at the end of the audition.")
                                  + "</p>")
        self.submit.setEnabled(False)
        self.next.setEnabled(True)
        if self.session.finished:
            self.next.setText(tr("See the result (Enter)"))
        self.next.setFocus()
        self._update_counter()
        self._refit()
        self.answered.emit(self.verdict)
        return self.verdict

    def show_verdict(self, verdict: Verdict) -> None:
        """Each part right or wrong, the named mistake, the explanation; on the table the winning cards
        highlighted and each pot pushed to its winners."""
        lines = [f"<h3>{tr('Right!') if verdict.correct else tr('Not quite')}</h3><ul>"]
        for part in verdict.parts:
            mark = "✓" if part.correct else "✗"
            given = "" if part.correct else " — " + tr("you said {given}").format(given=part.given)
            lines.append(f"<li>{mark} {part.name}: <b>{part.expected}</b>{given}</li>")
        lines.append("</ul>")
        if verdict.cause:
            lines.append("<p>" + tr("Mistake: {cause}.").format(cause=mistakes.label(verdict.cause)) + "</p>")
        lines.append("<ol>" + "".join(f"<li>{step}</li>" for step in verdict.explanation) + "</ol>")
        self.feedback.setHtml("".join(lines))
        q = self.question
        if q is None:
            return
        seat_count = q.history.seat_count or max(q.seats)
        if q.hand.is_complete:
            highlight = winning_cards(q.hand) if len(q.hand.board) == 5 else {}
            self.scene.show_state(table_state(q.hand, q.seats, seat_count, face_up=set(q.hand.shown),
                                              highlight=highlight, caption=describe(q)[0]))
        elif q.kind is Kind.SIDE_POTS:
            # The answer on the table: every bet gathered into the pots it makes.
            state = table_state(q.hand, q.seats, seat_count, face_up=set(q.hand.shown), caption=describe(q)[0])
            pots = tuple(PotState(pot_label(i), pot["amount"]) for i, pot in enumerate(q.answer["pots"]))
            seats = tuple(dataclasses.replace(s, bet=0) for s in state.seats)
            self.scene.show_state(dataclasses.replace(state, pots=pots, seats=seats))

    def show_result(self) -> None:
        """The session's result per skill (an audition's with passed or not), with print and PDF for auditions."""
        session = self.session
        self.ticker.stop()
        self.question = None
        self.form_host.setVisible(False)
        self.submit.setVisible(False)
        self.next.setVisible(False)
        self.timer_bar.setVisible(False)
        self.clock.clear()
        self.problem.clear()
        self.situation.clear()
        self.prompt.clear()
        audition = session.plan.mode == "audition"
        self.title.setText(tr("Audition result") if audition else tr("Session result"))
        self.feedback.setHtml(result_html(session))
        self.save_pdf.setVisible(audition)
        self.print_result.setVisible(audition)
        self.new_session.setVisible(True)
        self.new_session.setFocus()
        self.counter.setText(tr("{right} of {answered} right").format(right=session.right, answered=session.answered))
        self._refit()
        self.session_finished.emit(session)

    def keyPressEvent(self, event: Any) -> None:
        """Enter anywhere on the page submits, or deals the next question after a verdict."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit_answer()
            return
        super().keyPressEvent(event)


def result_html(session: TrainingSession) -> str:
    """The session's result as a small HTML table: per skill right, asked and share (and passed, in auditions)."""
    audition = session.plan.mode == "audition"
    rows = []
    for result in session.result():
        verdict = (tr("passed") if result.passed else tr("not yet")) if audition else ""
        rows.append(f"<tr><td>{result.kind.label}</td><td align='right'>{result.right} / {result.asked}</td>"
                    f"<td align='right'>{result.accuracy:.0%}</td><td>{verdict}</td></tr>")
    head = (f"<tr><th align='left'>{tr('Skill')}</th><th>{tr('Right')}</th><th>{tr('Share')}</th>"
            f"<th>{tr('Pass mark 80 %') if audition else ''}</th></tr>")
    if audition:
        overall = tr("Audition passed: every skill at 80 % or more.") if session.passed else \
            tr("Not passed yet: every skill needs 80 % or more.")
    else:
        overall = tr("{right} of {answered} right.").format(right=session.right, answered=session.answered)
    return (f"<h3>{overall}</h3><table cellspacing='0' cellpadding='6' border='1'>{head}{''.join(rows)}</table>"
            f"<p>{tr('Every answer is saved in your progress.')}</p>")
