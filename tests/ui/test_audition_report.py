"""The audition's printable page names what was dealt (the difficulty and the games), and saving it says where the
file went — or why it could not be written — instead of nothing."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.evaluation.games import Game, game_name
from dealerdesk.trainer.demo import simulate_history
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.results import audition_report
from dealerdesk.ui.results.audition_report import SessionDetails, deliver, report_html, session_details
from dealerdesk.ui.results.progress_view import ProgressView
from dealerdesk.ui.training.session_setup import difficulty_name


@pytest.fixture
def store() -> Iterator[Store]:
    with Store(":memory:") as opened:
        yield opened


def audition(store: Store) -> tuple[int, str]:
    """A week of practice whose seventh day is an audition: the trainee and the audition's session."""
    profile = store.create_profile("Malee").id
    simulate_history(store, profile, days=7, per_skill=1)
    (summary,) = store.sessions(profile, mode=Mode.AUDITION)
    return profile, summary.session


def shown_messages(parent: QWidget) -> list[QMessageBox]:
    return [box for box in parent.findChildren(QMessageBox) if box.isVisible()]


def test_the_details_are_read_from_the_sessions_own_answers(store: Store) -> None:
    profile, session = audition(store)
    attempts = store.attempts(profile)
    mine = [a for a in attempts if a.session == session]
    details = session_details(attempts, session)
    assert details.difficulties == tuple(sorted({a.difficulty for a in mine})) == (2,)
    variants = {re.search(r"variant = '([^']+)'", a.phh)[1] for a in mine}  # type: ignore[index]
    games = {Game.OMAHA_HILO if code.endswith("/8") else Game.OMAHA if "O" in code else Game.HOLDEM
             for code in variants}
    assert set(details.games) == games and len(games) >= 2
    assert session_details(attempts, "no such session") == SessionDetails()


def test_the_printed_page_names_the_difficulty_and_the_games(store: Store) -> None:
    profile, _session = audition(store)
    (summary,) = store.sessions(profile, mode=Mode.AUDITION)
    page = report_html("Malee", summary, SessionDetails((3,), (Game.HOLDEM, Game.OMAHA_HILO)))
    assert f"Difficulty:</b> {difficulty_name(3)}" in page
    assert f"Games:</b> {html.escape(game_name(Game.HOLDEM))}, {game_name(Game.OMAHA_HILO)}" in page


def test_saving_from_the_progress_view_says_where_and_the_page_has_what_was_dealt(
        qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    profile, session = audition(store)
    view = ProgressView(store)
    qtbot.addWidget(view)
    rows = [view.sessions.item(row, 1).text() for row in range(view.sessions.rowCount())]
    view.sessions.selectRow(rows.index("audition"))
    pages: list[str] = []
    real_save = audition_report.save_pdf
    monkeypatch.setattr(audition_report, "save_pdf", lambda text, path: (pages.append(text), real_save(text, path))[1])
    target = tmp_path / "Malee audition.pdf"
    assert view.audition_report("pdf", target) == target
    assert target.read_bytes().startswith(b"%PDF")
    (message,) = shown_messages(view)
    assert str(target) in message.text() and message.icon() is QMessageBox.Icon.Information
    details = session_details(store.attempts(profile), session)
    assert "Difficulty:" in pages[0] and all(html.escape(game_name(game)) in pages[0] for game in details.games)


def test_a_pdf_that_cannot_be_written_says_why_and_leaves_nothing(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    profile, _session = audition(store)
    (summary,) = store.sessions(profile, mode=Mode.AUDITION)
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    missing = tmp_path / "no such folder" / "audition.pdf"
    assert deliver("pdf", "Malee", summary, parent, missing) is None
    (problem,) = shown_messages(parent)
    assert str(missing) in problem.text() and problem.icon() is QMessageBox.Icon.Warning
    assert not missing.parent.exists()
