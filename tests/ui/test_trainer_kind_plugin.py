"""A kind registered in one place is asked on the trainer page too: its inputs drawn from its description, a seat
clicked on the table typed into them, the answer read and graded by the kind."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.catalogue import register, unregister
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.trainer_page import TrainerPage
from tests.trainer.test_kind_registry import WhoActs


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[TrainerPage]:
    kind = register(WhoActs())
    try:
        with Store(tmp_path / "p.sqlite3") as store:
            profile = store.create_profile("Trainee").id
            widget = TrainerPage(TrainingSession(SessionPlan(questions=None), store, profile, random.Random(1)))
            qtbot.addWidget(widget)
            yield widget
    finally:
        unregister(kind.name)


def test_a_registered_kind_is_asked_and_graded_on_the_page(page: TrainerPage) -> None:
    q = generate(Request("who-acts", 1), random.Random(8), key="who")
    page.ask(q)
    assert page.title.text() == "Whose turn" and list(page.fields) == ["actor"]
    field = page.fields["actor"]
    assert isinstance(field, QLineEdit) and field.objectName() == "answer_actor"
    assert field.placeholderText() == "a seat" and page.form.labelForField(field).text() == "Acts next"
    page.scene.seat_clicked.emit(q.seat_of(q.answer["actor"]))  # a click on the seat answers with it
    assert field.text() == str(q.seat_of(q.answer["actor"]))
    assert page.read_answer() == {"actor": q.answer["actor"]}
    verdict = page.submit_answer()
    assert verdict is not None and verdict.correct and "Right!" in page.feedback.text()
    (attempt,) = page.practice.store.attempts(page.practice.profile_id)
    assert attempt.kind == "who-acts" and attempt.correct
