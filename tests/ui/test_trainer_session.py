"""A whole training session on screen: setup, seat clicks, keyboard answers, the timer, feedback on the table,
the end-of-session result and the audition's printable page."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.rules.game import Game
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import export_pack, make_pack
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.results.audition_report import report_html, save_pdf
from dealerdesk.ui.results.progress_view import ProgressView
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from dealerdesk.ui.training.trainer_page import PotTable, TrainerPage
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import activate, settled
from tests.ui.test_trainer_page import find, type_right


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "p.sqlite3") as opened:
        yield opened


def page_for(qtbot: QtBot, store: Store, plan: SessionPlan) -> TrainerPage:
    profile = store.create_profile(f"T{len(store.profiles())}").id
    page = TrainerPage(TrainingSession(plan, store, profile, random.Random(3)))
    qtbot.addWidget(page)
    return page


def test_a_closed_page_grades_nothing_when_its_time_would_run_out(qtbot: QtBot, store: Store) -> None:
    """Closed (never shown, as a replaced session's page may be), a timed question's clock stops: no late tick
    records a missed answer against the store."""
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.POT_LIMIT,), questions=2, seconds_per_question=0.3))
    page.ask()
    assert page.question_clock.running
    page.close()
    qtbot.wait(700)
    assert page.verdict is None and not page.question_clock.running
    assert store.attempts(page.session.profile_id) == []


def test_a_practice_session_runs_to_its_result(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.POT_LIMIT, Kind.MIN_RAISE), questions=3))
    finished: list[TrainingSession] = []
    page.session_finished.connect(finished.append)
    page.ask()
    assert page.counter.text() == "Question 1 of 3"
    for number in range(3):
        assert page.question is not None
        type_right(page, page.question)
        qtbot.keyClick(page, Qt.Key.Key_Return)
        settled(qtbot, page)
        assert "Right!" in page.feedback.text()  # practice: the verdict at once
        if number < 2:
            qtbot.keyClick(page, Qt.Key.Key_Return)
            settled(qtbot, page)
    assert page.next.text() == "See the result (Enter)"
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    assert finished and finished[0].right == 3
    assert "3 of 3 right." in page.feedback.text()
    assert page.form_host.isHidden() and not page.new_session.isHidden()
    assert page.save_pdf.isHidden()  # only auditions have a printable result
    (summary,) = store.sessions(page.practice.profile_id)
    assert (summary.answered, summary.right) == (3, 3)


def test_an_audition_keeps_the_verdicts_to_the_end(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2, mode="audition"))
    page.ask()
    planned = page.session.planned
    assert planned is not None and planned >= 2
    assert page.counter.text() == f"Question 1 of {planned}"  # the whole audition's count, not what is left
    for _ in range(planned):
        assert page.question is not None
        type_right(page, page.question)
        qtbot.keyClick(page, Qt.Key.Key_Return)
        settled(qtbot, page)
        text = page.feedback.text()
        assert "Answer recorded" in text and "Right!" not in text
        qtbot.keyClick(page, Qt.Key.Key_Return)
        settled(qtbot, page)
    assert page.title.text() == "Audition result"
    assert "Audition passed" in page.feedback.text()
    assert not page.save_pdf.isHidden() and not page.print_result.isHidden()
    (summary,) = store.sessions(page.practice.profile_id, mode="audition")
    html = report_html("Malee", summary)
    assert "Malee" in html and "PASSED" in html and "Minimum raise" in html
    pdf = save_pdf(html, tmp_path / "audition.pdf")
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 1000


def test_seat_clicks_answer_the_showdown_order_and_the_kills(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.SHOWDOWN_ORDER,), questions=1))
    q = find(Kind.SHOWDOWN_ORDER, 3, lambda q: not q.answer["all_in_showdown"] and "killed" in q.answer
             and bool(q.answer["killed"]))
    page.ask(q)
    for player in q.answer["showdown_order"]:
        page.scene.seat_clicked.emit(q.seat_of(player))
    killed = page.fields["killed"]
    killed.setFocus()
    page.form_host.eventFilter(killed, _focus_in())
    for player in q.answer["killed"]:
        page.scene.seat_clicked.emit(q.seat_of(player))
    verdict = page.submit_answer()
    assert verdict is not None and verdict.correct, verdict


def _focus_in() -> QFocusEvent:
    return QFocusEvent(QEvent.Type.FocusIn)


def test_side_pots_answered_with_the_keyboard_only(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.SIDE_POTS,), questions=1))
    activate(qtbot, page)
    q = find(Kind.SIDE_POTS, 2, lambda q: len(q.answer["pots"]) >= 2)
    page.ask(q)
    table = page.fields["pots"]
    assert isinstance(table, PotTable)
    # The first field has the keyboard: the grid's first cell, open to type in.
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table or table.isAncestorOf(QApplication.focusWidget()))

    def type_text(text: str) -> None:  # as a person types: each key to whatever has the focus (a cell's editor)
        for character in text:
            focused = QApplication.focusWidget()
            assert focused is not None
            qtbot.keyClicks(focused, character)

    for pot in q.answer["pots"]:
        type_text(str(pot["amount"]))
        qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Tab)
        type_text(" ".join(str(q.seat_of(p)) for p in pot["eligible"]))
        qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Tab)
    assert table.lines() == [f"{p['amount']}: {' '.join(str(q.seat_of(x)) for x in p['eligible'])}"
                             for p in q.answer["pots"]]
    returned = page.fields["returned"]
    returned.setFocus()
    qtbot.keyClicks(returned, ", ".join(f"{q.seat_of(p)}: {n}" for p, n in q.answer["returned"].items()) or "none")
    qtbot.keyClick(returned, Qt.Key.Key_Return)
    settled(qtbot, returned)
    assert page.verdict is not None and page.verdict.correct, page.verdict


def test_the_pot_table_takes_seat_clicks_and_grows(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.SIDE_POTS,), questions=1))
    q = find(Kind.SIDE_POTS, 2, lambda q: len(q.answer["pots"]) >= 2)
    page.ask(q)
    table = page.fields["pots"]
    assert isinstance(table, PotTable) and table.rowCount() == 1
    for row, pot in enumerate(q.answer["pots"]):
        table.setCurrentCell(row, 0)
        table.item(row, 0).setText(str(pot["amount"]))  # a new empty row appears below
        for player in pot["eligible"]:
            page.scene.seat_clicked.emit(q.seat_of(player))
    assert table.rowCount() == len(q.answer["pots"]) + 1
    returned = page.fields["returned"]
    assert isinstance(returned, QLineEdit)
    returned.setText(", ".join(f"{q.seat_of(p)}: {n}" for p, n in q.answer["returned"].items()) or "none")
    verdict = page.submit_answer()
    assert verdict is not None and verdict.correct, verdict
    # The answer shown on the table: the bets gathered into the pots they make.
    state = page.scene.state
    assert state is not None
    assert [p.amount for p in state.pots] == [p["amount"] for p in q.answer["pots"]]
    assert all(seat.bet == 0 for seat in state.seats)


def test_a_seat_clicked_twice_leaves_the_pot(qtbot: QtBot) -> None:
    table = PotTable()
    qtbot.addWidget(table)
    table.toggle_seat(4)
    table.toggle_seat(2)
    table.toggle_seat(4)
    assert table.text(0, 1) == "2"


def test_the_winners_are_hidden_until_the_answer_then_pushed(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.WINNER,), questions=1))
    q = find(Kind.WINNER, 2, lambda _q: True)
    page.ask(q)
    assert page.scene.state is not None
    assert all(not pot.winners for pot in page.scene.state.pots)  # the table does not give the answer away
    type_right(page, q)
    page.submit_answer()
    state = page.scene.state
    assert state is not None and any(pot.winners for pot in state.pots)
    assert any(seat.highlight for seat in state.seats)  # the winning cards


def test_the_timer_shows_the_time_left(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2, seconds_per_question=20))
    page.ask()
    assert not page.timer_bar.isHidden()
    assert page.timer_bar.maximum() == 200 and page.timer_bar.value() > 190
    assert "of 20 s" in page.clock.text()
    untimed = page_for(qtbot, store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2))
    untimed.ask()
    assert untimed.timer_bar.isHidden()


def test_the_setup_dialog_builds_the_plan(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    dialog = SessionSetupDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.profile_id() is None
    assert dialog.create_profile("Somchai") is not None
    assert dialog.profile.currentText() == "Somchai"
    assert dialog.create_profile("SOMCHAI") is None and "already" in dialog.trainee_problem.text()
    for kind, box in dialog.kind_boxes.items():
        box.setChecked(kind in (Kind.SIDE_POTS, Kind.WINNER))
    dialog.game_boxes[Game.OMAHA].setChecked(True)
    dialog.difficulty.setCurrentIndex(2)
    dialog.by_minutes.setChecked(True)
    dialog.minutes.setValue(10)
    dialog.timed.setChecked(True)
    dialog.seconds.setValue(45)
    dialog.audition.setChecked(True)
    plan = dialog.plan()
    assert plan.kinds == (Kind.SIDE_POTS, Kind.WINNER) and plan.games == (Game.OMAHA,)
    assert (plan.difficulty, plan.questions, plan.minutes, plan.seconds_per_question, plan.mode) == \
        (3, None, 10.0, 45.0, "audition")
    dialog.accept()  # an audition needs a number of questions: refused with the reason
    assert "fixed number" in dialog.length_problem.text() and dialog.result() == 0  # beside the length
    for box in dialog.kind_boxes.values():
        box.setChecked(False)
    dialog.by_count.setChecked(True)
    dialog.accept()
    assert "at least one skill" in dialog.skills_problem.text()  # beside the skills


def test_a_drill_pack_is_imported_or_refused(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    export_pack(make_pack("Tuesday class", 5, (Kind.POT_LIMIT,), 3), tmp_path / "pack")
    dialog = SessionSetupDialog(store)
    qtbot.addWidget(dialog)
    pack = dialog.load_pack(tmp_path / "pack")
    assert pack is not None and dialog.plan().pack is pack
    assert "Tuesday class" in dialog.pack_label.text() and not dialog.kind_boxes[Kind.WINNER].isEnabled()
    (tmp_path / "pack" / "002.json").write_text("{broken", encoding="utf-8")
    assert dialog.load_pack(tmp_path / "pack") is None
    assert "002.json" in dialog.pack_problem.text()
    assert dialog.plan().pack is pack  # the earlier pack is kept


def test_the_window_starts_a_session_and_remembers_the_plan(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=0, store=store)
    qtbot.addWidget(window)
    profile = store.create_profile("Ann").id
    plan = SessionPlan(kinds=(Kind.HI_LO_SPLIT,), games=(Game.OMAHA_HILO,), difficulty=2, questions=5,
                       seconds_per_question=30.0, mode="audition")
    page = window.start_training(plan, profile, seed=4)
    assert window.pages.currentWidget() is page and page.question is not None
    assert page.question.kind is Kind.HI_LO_SPLIT
    again = MainWindow(settings=settings, pace_ms=0, store=store)
    qtbot.addWidget(again)
    assert again.stored_plan() == plan
    assert again.trainee() == profile


def test_the_progress_view_lists_sessions_and_prints_auditions(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    from dealerdesk.trainer.demo import simulate_history  # noqa: PLC0415

    profile = store.create_profile("Ann").id
    simulate_history(store, profile, days=8, per_skill=1)
    view = ProgressView(store)
    qtbot.addWidget(view)
    assert view.sessions.rowCount() == 8
    assert not view.pdf_button.isEnabled()
    modes = [view.sessions.item(row, 1).text() for row in range(8)]
    view.sessions.selectRow(modes.index("audition"))
    assert view.pdf_button.isEnabled()
    out = view.audition_report("pdf", tmp_path / "a.pdf")
    assert out is not None and out.read_bytes().startswith(b"%PDF")
    view.sessions.selectRow(modes.index("practice"))
    assert not view.pdf_button.isEnabled()


def test_questions_of_every_game_reach_the_table(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.POT_LIMIT,), questions=1))
    question: Question = generate(Request(Kind.POT_LIMIT, 1, Game.OMAHA), random.Random(2), key="x")
    page.ask(question)
    assert page.scene.state is not None and len(page.scene.state.seats) >= 2


def test_stacks_at_the_question_are_before_the_pots_are_pushed(qtbot: QtBot, store: Store) -> None:
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.HI_LO_SPLIT,), questions=1))
    q = find(Kind.HI_LO_SPLIT, 3, lambda q: len(q.hand.awards) >= 2)
    page.ask(q)
    shown = {seat.seat: seat.stack for seat in page.scene.state.seats if seat.name}
    won = {q.seats[a.player]: 0 for a in q.hand.awards}
    for award in q.hand.awards:
        won[q.seats[award.player]] += award.amount
    for seat, amount in won.items():
        assert shown[seat] == q.hand.stacks[q.seats.index(seat)] - amount  # nothing pushed yet
    type_right(page, q)
    page.submit_answer()
    after = {seat.seat: seat.stack for seat in page.scene.state.seats if seat.name}
    assert all(after[seat] == shown[seat] + amount for seat, amount in won.items())  # pushed with the feedback


def test_the_clock_shows_the_skills_speed_target_and_the_pace_of_the_answer(qtbot: QtBot, store: Store) -> None:
    """While answering the clock names the skill's target; once answered, whether the answer was within it; the
    session's result lists each skill's median time beside its target."""
    page = page_for(qtbot, store, SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2))
    target = kind_of(Kind.MIN_RAISE).target_seconds
    page.ask()
    assert f"target {target:.0f} s" in page.clock.text()
    page.spend(target + 6)  # the trainee has been on it for 10 s
    assert page.question is not None
    type_right(page, page.question)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.verdict is not None and page.verdict.correct
    assert page.clock.text() == f"answered in {target + 6:.0f} s, over the {target:.0f} s target"
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.question is not None and page.verdict is None
    type_right(page, page.question)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    seconds = page.session.times[Kind.MIN_RAISE][-1]
    assert seconds < target
    assert page.clock.text() == f"answered in {seconds:.0f} s, within the {target:.0f} s target"
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    text = page.feedback.text()
    assert "Median time" in text and f"target {target:.0f} s" in text
