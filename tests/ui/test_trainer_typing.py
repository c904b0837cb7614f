"""Every keystroke counts: what a trainee types as soon as a question shows (while its table and inputs are still
being drawn, turn by turn) lands in its first field, whether typed fast or slowly; Enter in a cell of the pot grid
answers (or says anew what is missing) as Enter does in every other field; and the grid's rows keep their height
as pots are added, at the smallest window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.ui.training.trainer_inputs import PotTable
from dealerdesk.ui.training.trainer_page import TrainerPage
from tests.ui.qt_helpers import focused, settled, trainer_page
from tests.ui.test_trainer_page import find


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[TrainerPage]:
    yield from trainer_page(qtbot, tmp_path, (1024, 640))



def press(qtbot: QtBot, text: str, pause_ms: int = 0) -> None:
    """Each character to whatever has the keyboard at that moment, as a keyboard sends them."""
    for character in text:
        qtbot.keyClick(focused(), character)
        if pause_ms:
            qtbot.wait(pause_ms)


def first_text(page: TrainerPage) -> str:
    """What the first field holds (the pot grid's first cell, even while it is being typed in)."""
    first = next(iter(page.fields.values()))
    if isinstance(first, PotTable):
        first.commit_editing()
        return first.text(0, 0)
    assert isinstance(first, QLineEdit)
    return first.text()


def side_pots() -> Question:
    return find(Kind.SIDE_POTS, 4, lambda q: len(q.answer["pots"]) >= 3 and len(q.seats) >= 8)


def min_raise() -> Question:
    return find(Kind.MIN_RAISE, 2, lambda q: q.answer["min_raise_to"] is not None)


@pytest.mark.parametrize("make", [side_pots, min_raise], ids=["pot grid", "amount"])
@pytest.mark.parametrize("pause_ms", [0, 40], ids=["fast", "slowly"])
def test_keys_typed_while_the_question_is_being_shown_all_land(qtbot: QtBot, page: TrainerPage, make: object,
                                                               pause_ms: int) -> None:
    assert callable(make)
    q = make()
    page.as_user(lambda: page.ask(q))  # as Enter on "Next question" does: the table, the text, then the inputs
    assert page.stages.waiting  # nothing of the question is shown yet
    press(qtbot, "1250", pause_ms)
    settled(qtbot, page)
    qtbot.wait(20)
    assert first_text(page) == "1250"


@pytest.mark.parametrize("make", [side_pots, min_raise], ids=["pot grid", "amount"])
def test_keys_typed_as_soon_as_the_inputs_are_shown_all_land(qtbot: QtBot, page: TrainerPage, make: object) -> None:
    assert callable(make)
    q = make()
    page.as_user(lambda: page.ask(q))
    page.stages.settle()  # the inputs are shown: the very next key is the trainee's first
    press(qtbot, "875")
    qtbot.wait(20)
    press(qtbot, "0")
    qtbot.wait(20)
    assert first_text(page) == "8750"


def test_enter_in_a_cell_of_the_pot_grid_answers_and_says_anew_what_is_missing(qtbot: QtBot,
                                                                              page: TrainerPage) -> None:
    q = side_pots()
    page.ask(q)
    table = page.fields["pots"]
    returned = page.fields["returned"]
    assert isinstance(table, PotTable) and isinstance(returned, QLineEdit)
    returned.setText(kind_of(q.kind).texts(q, kind_of(q.kind).answer_from(q.answer))["returned"])
    assert table.isAncestorOf(focused())  # the main pot's amount, open to type in
    press(qtbot, "lots")  # typed into the main pot's amount: the cell's editor is open
    assert table.state() == table.State.EditingState
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.verdict is None and page.problem.isVisible()
    assert page.problem.text().startswith("pot 1")
    # Back in the grid, the amount typed right, the seats too: Enter while a cell is being typed in answers anew.
    table.setFocus()
    table.setCurrentCell(0, 0)
    answer = q.answer
    for row, pot in enumerate(answer["pots"]):
        table.setCurrentCell(row, 0)
        press(qtbot, str(pot["amount"]))
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        press(qtbot, " ".join(str(q.seat_of(p)) for p in pot["eligible"]))
        if row < len(answer["pots"]) - 1:
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert table.state() == table.State.EditingState
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    settled(qtbot, page)
    # Graded, the old message gone, and every cell as typed (the last one too).
    assert page.verdict is not None and page.verdict.correct, page.problem.text()
    assert not page.problem.isVisible()
    assert table.lines() == [
        f"{pot['amount']}: {' '.join(str(q.seat_of(p)) for p in pot['eligible'])}" for pot in answer["pots"]]


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_the_pot_grid_rows_keep_their_height_as_pots_are_added(qtbot: QtBot, page: TrainerPage,
                                                               size: tuple[int, int]) -> None:
    page.resize(*size)
    q = side_pots()
    page.as_user(lambda: page.ask(q))
    settled(qtbot, page)
    table = page.fields["pots"]
    returned = page.fields["returned"]
    assert isinstance(table, PotTable)
    content = page.side_scroll.widget()
    assert content is not None
    minimum = table.verticalHeader().minimumSectionSize()
    for number in range(6):  # more pots than the side has room for: the side scrolls, the rows do not shrink
        press(qtbot, str(100 + number), 15)
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        press(qtbot, f"{number + 1} {number + 2}", 15)
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        qtbot.wait(30)
        rows = table.rowCount()
        assert rows == number + 2  # a new empty row for the next pot
        for row in range(rows):
            rect = table.visualRect(table.model().index(row, 0))
            assert rect.height() >= minimum and rect.height() >= table.fontMetrics().height()
            assert table.viewport().rect().contains(rect), (row, rect, table.viewport().rect())
        bottom = table.mapTo(content, QPoint(0, table.height())).y()
        assert bottom <= returned.mapTo(content, QPoint(0, 0)).y()  # nothing under "Returned"
        assert content.height() >= content.layout().totalMinimumSize().height()


def test_tab_on_the_empty_row_after_the_last_pot_goes_on_to_returned(qtbot: QtBot, page: TrainerPage) -> None:
    """Typed from the keyboard alone: each pot's amount, Tab, its seats, Tab (a new empty row waits for another
    pot); Tab there — no more pots — goes on to "Returned", and Enter answers."""
    q = side_pots()
    page.ask(q)
    settled(qtbot, page)
    table = page.fields["pots"]
    returned = page.fields["returned"]
    assert isinstance(table, PotTable) and isinstance(returned, QLineEdit)
    for pot in q.answer["pots"]:
        press(qtbot, str(pot["amount"]))
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        press(qtbot, " ".join(str(q.seat_of(p)) for p in pot["eligible"]))
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert table.isAncestorOf(focused()) and table.currentRow() == len(q.answer["pots"])  # the empty row
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is returned
    press(qtbot, kind_of(q.kind).texts(q, kind_of(q.kind).answer_from(q.answer))["returned"])
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.verdict is not None and page.verdict.correct, page.problem.text()
