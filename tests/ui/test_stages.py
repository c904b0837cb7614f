"""What a key sets off in the trainer is done in turns of the event loop, in order, and never lost: the window
paints and takes keys between the turns instead of freezing for the whole of the work."""

from __future__ import annotations

import random
from collections.abc import Iterator
from concurrent.futures import Future
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.common.stages import Stages, later
from dealerdesk.ui.training.trainer_page import TrainerPage
from tests.ui.qt_helpers import activate, settled


def test_staged_work_runs_one_stage_a_turn_in_order(qtbot: QtBot) -> None:
    stages = Stages()
    done: list[str] = []

    def first() -> None:
        done.append("first")
        stages.stage(lambda: done.append("inside first"))  # staged by a stage: before the ones staged earlier

    with stages.as_user():
        stages.stage(first)
        stages.stage(lambda: done.append("second"))
    assert done == [] and stages.waiting == 2
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: stages.waiting == 0)
    assert done == ["first", "inside first", "second"]


def test_settle_runs_what_waits_and_unstaged_work_runs_at_once() -> None:
    stages = Stages()
    done: list[int] = []
    stages.stage(lambda: done.append(0))  # no user action staged: now
    assert done == [0]
    with stages.as_user():
        stages.stage(lambda: done.append(1))
        stages.stage(lambda: done.append(2))
    with stages.as_user():  # the next key: the stages of the last one are run first
        assert done == [0, 1, 2]
        stages.stage(lambda: done.append(3))
    stages.settle()
    assert done == [0, 1, 2, 3] and stages.waiting == 0


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[TrainerPage]:
    with Store(tmp_path / "p.sqlite3") as store:
        profile = store.create_profile("Trainee").id
        widget = TrainerPage(TrainingSession(SessionPlan(kinds=(Kind.POT_LIMIT,), questions=None), store, profile,
                                             random.Random(3)))
        qtbot.addWidget(widget)
        widget.resize(1280, 800)
        widget.scene.animate = False
        activate(qtbot, widget)
        yield widget


def question(seed: int) -> Question:
    return generate(Request(Kind.POT_LIMIT, 2), random.Random(seed), key=f"stages-{seed}")


def test_enter_grades_at_once_and_shows_the_verdict_then_the_table(qtbot: QtBot, page: TrainerPage) -> None:
    q = question(1)
    page.ask(q)
    before = page.scene.state
    page.fill_answer(right_answer(q))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    # Graded and saved by the key itself …
    assert page.verdict is not None and page.verdict.correct
    assert len(page.practice.store.attempts(page.practice.profile_id)) == 1
    # … the verdict and the table shown in the turns after it.
    assert page.stages.waiting and page.scene.state is before
    settled(qtbot, page)
    assert "Right!" in page.feedback.text() and page.next.isVisible()
    assert page.scene.state is not before


def test_the_next_question_still_being_dealt_is_awaited_without_freezing(qtbot: QtBot, page: TrainerPage) -> None:
    q = question(2)
    page.ask(q)
    page.fill_answer(right_answer(q))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    dealing: Future[Question] = Future()
    page.session.ahead = dealing  # the worker has not finished dealing the next question
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert not page.settled and page.question is q and page.verdict is not None  # the verdict stays meanwhile
    following = question(3)
    dealing.set_result(following)
    settled(qtbot, page)
    assert page.question is following and page.verdict is None
    assert page.form_host.isVisible() and page.fields


def test_the_next_question_is_dealt_once_the_verdict_is_drawn(qtbot: QtBot, page: TrainerPage) -> None:
    """The worker thread starts dealing the next question after the verdict's stages, not while the window draws
    them (a worker running Python meanwhile would make each wait for the interpreter lock)."""
    q = page.ask()
    settled(qtbot, page)
    assert page.session.ahead is None  # asking deals nothing ahead
    page.fill_answer(right_answer(q))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.verdict is not None and page.stages.waiting
    assert page.session.ahead is None  # graded, the verdict still to be drawn: nothing dealt yet
    settled(qtbot, page)
    assert "Right!" in page.feedback.text()
    assert page.session.ahead is not None  # the verdict drawn: the next question is being dealt
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.question is not None and page.question.key != q.key and page.verdict is None


def test_later_runs_in_a_turn_of_its_own_after_what_is_due(qtbot: QtBot) -> None:
    """``later(0, …)`` comes after a timer already due (Qt 6 would run ``QTimer.singleShot(0, context, …)`` as a
    queued call before it, in the same pass of the event loop), and not at all once its context is gone."""
    order: list[str] = []
    due = QTimer()
    due.setSingleShot(True)
    due.setInterval(0)
    due.timeout.connect(lambda: order.append("due"))
    context, gone = QObject(), QObject()

    def ask() -> None:
        due.start()
        later(0, context, lambda: order.append("later"))
        later(0, gone, lambda: order.append("gone"))
        gone.deleteLater()

    QTimer.singleShot(0, ask)
    qtbot.waitUntil(lambda: "later" in order)
    qtbot.wait(20)
    assert order == ["due", "later"]
