"""A question whose time runs out is graded as typed: what the trainee typed is in the verdict ("you said …")
and in the attempt recorded, a field left empty is shown as not given, and it is counted as missed, out of time."""

from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.practice import OUT_OF_TIME
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.trainer_page import TrainerPage
from tests.ui.qt_helpers import activate
from tests.ui.test_trainer_page import find


def timed_page(qtbot: QtBot, store: Store, kind: Kind, seconds: float) -> tuple[TrainingSession, TrainerPage]:
    """A three-question session of ``kind`` with a clock of ``seconds`` a question, its page shown and active."""
    session = TrainingSession(SessionPlan(kinds=(kind,), questions=3, seconds_per_question=seconds),
                              store, store.create_profile("A").id, random.Random(2))
    page = TrainerPage(session)
    qtbot.addWidget(page)
    activate(qtbot, page)
    return session, page


def test_a_timed_out_answer_is_graded_as_typed_never_thrown_away(qtbot: QtBot, tmp_path: Path) -> None:
    with Store(tmp_path / "late.sqlite3") as store:
        session, page = timed_page(qtbot, store, Kind.POT_LIMIT, 0.6)
        q = find(Kind.POT_LIMIT, 1, lambda x: "pot_total" in x.answer)
        page.ask(q)
        raise_to = page.fields["max_raise_to"]
        assert isinstance(raise_to, QLineEdit)
        wrong = q.answer["max_raise_to"] + 25
        # The pot is left empty, the raise typed (wrong), and the time runs out before Enter.
        qtbot.keyClicks(raise_to, str(wrong))
        qtbot.waitUntil(lambda: page.verdict is not None)
        qtbot.waitUntil(lambda: page.settled)
        verdict = page.verdict
        assert verdict is not None and not verdict.correct and verdict.cause == OUT_OF_TIME
        text = page.feedback.text()
        assert text.startswith("Time is up: counted as missed")
        assert f"you said {wrong}" in text  # what was typed, in the verdict
        (attempt,) = store.attempts(session.profile_id)
        assert json.loads(attempt.answer) == {"max_raise_to": wrong}  # and in the record, as typed
        assert attempt.cause == OUT_OF_TIME and not attempt.correct
        assert page.log[-1].given and page.log[-1].timed_out


def test_time_up_on_nothing_typed_says_nothing_was_said(qtbot: QtBot, tmp_path: Path) -> None:
    with Store(tmp_path / "late.sqlite3") as store:
        _session, page = timed_page(qtbot, store, Kind.MIN_RAISE, 0.4)
        page.ask()
        qtbot.waitUntil(lambda: page.verdict is not None)
        qtbot.waitUntil(lambda: page.settled)
        assert "you said" not in page.feedback.text()  # no "you said —" for what nobody typed
        assert not page.log[-1].given
