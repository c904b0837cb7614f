"""The room's chips on the trainer's table: a chip question's pot is laid out on the felt chip by chip, in stacks of
five by colour with a legend, its amount hidden while counting it is the question, countable and clear of everything
else at every window size; a change question shows the chip put out in front of the player; the colour-up's answer
lays the pot coloured up; the chip set is a choice of the session setup that is kept."""

from __future__ import annotations

import functools
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from dealerdesk.rules import chips as C
from dealerdesk.stored_settings import SettingsReader, plan_entries, stored_plan
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.chips import answer as A
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.felt.chip_pile import CHIP_H, EDGE, ChipPile, chip_face, short_value
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT
from dealerdesk.ui.felt.layout import FELT
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from dealerdesk.ui.training.trainer_table import answer_state, question_state
from dealerdesk.ui.window.main_window import MainWindow


def _question(task: A.Task) -> Question:
    rng = random.Random("chip-table")
    for _ in range(200):
        question = generate(Request(Kind.CHIPS, 3), rng)
        if A.task_of(question.answer) is task:
            return question
    raise AssertionError(task)


def test_the_pot_to_count_is_drawn_in_chips_with_its_amount_hidden(qtbot: QtBot) -> None:
    question = _question(A.Task.COUNT)
    state = question_state(question)
    (pot,) = state.pots
    assert pot.hidden and pot.amount == question.answer["pot_total"]
    assert {value: count for value, count, _rgb in pot.chips} == A.pile_of(question.answer["pot_chips"])
    legend = [value for value, _rgb, _name in state.chip_legend]
    assert legend == sorted(legend) and set(A.pile_of(question.answer["pot_chips"])) <= set(legend)
    assert all(rgb == C.CASINO.chip(value).rgb for value, _count, rgb in pot.chips)
    scene = TableScene()
    scene.show_state(state)
    kinds = {item.data(ITEM_KIND) for item in scene.items()}
    assert {"chip-pile", "chip-legend"} <= kinds
    shown = [item.text() for item in scene.items() if hasattr(item, "text") and callable(item.text)]
    assert "?" in shown and f"{question.answer['pot_total']:,}" not in shown


def test_every_chip_is_drawn_in_stacks_of_five_to_one_scale(qtbot: QtBot) -> None:
    """No chip stands for others: each colour's stacks hold its chips exactly, five to a stack but the last, every
    stack as tall as its chips (one chip's edge each) and a colour's stacks on one row."""
    pile = {100: 7, 25: 37, 5: 3, 1: 19}
    item = ChipPile(tuple((value, count, C.CASINO.chip(value).rgb) for value, count in pile.items()))
    drawn: dict[int, list[int]] = {}
    rows: dict[int, set[float]] = {}
    for value, height, rect in item.stack_rects():
        drawn.setdefault(value, []).append(height)
        rows.setdefault(value, set()).add(rect.bottom())
        assert rect.height() == height * EDGE + CHIP_H
    assert {value: sum(heights) for value, heights in drawn.items()} == pile
    assert all(heights[:-1] == [5] * (len(heights) - 1) and 0 < heights[-1] <= 5 for heights in drawn.values())
    assert all(len(bottoms) == 1 for bottoms in rows.values())
    assert [value for value, _heights in C.cut_in_fives(pile)] == sorted(pile, reverse=True)


def test_a_change_question_shows_the_chip_put_out_in_front_of_the_player(qtbot: QtBot) -> None:
    question = _question(A.Task.CHANGE)
    state = question_state(question)
    actor = question.hand.actor
    assert actor is not None
    tendered = question.answer["tendered"]
    put_out = {s.seat: s.put_out for s in state.seats if s.put_out is not None}
    assert put_out == {question.seats[actor]: (tendered, C.CASINO.chip(tendered).rgb)}
    (pot,) = state.pots
    assert not pot.hidden and pot.amount == C.total(A.pile_of(question.answer["pot_chips"])) == question.hand.middle
    scene = TableScene()
    scene.show_state(state)
    chips = [item for item in scene.items() if item.data(ITEM_KIND) == "put-out"]
    assert [item.data(ITEM_SEAT) for item in chips] == [question.seats[actor]]


@functools.cache
def _change_questions() -> tuple[Question, ...]:
    """Change questions of every difficulty, cash games and tournaments."""
    found: list[Question] = []
    for difficulty in (1, 2, 3, 4):
        rng = random.Random(f"put-out-{difficulty}")
        asked = 0
        for number in range(150):
            question = generate(Request(Kind.CHIPS, difficulty), rng, key=f"change-{difficulty}-{number}")
            if A.task_of(question.answer) is A.Task.CHANGE:
                found.append(question)
                asked += 1
                if asked == 6:
                    break
    return tuple(found)


@pytest.mark.parametrize("scale", [0.4, 0.5, 0.75], ids=["1024x640", "1366x768", "1920x1080"])
def test_the_chip_put_out_lies_clear_of_everything_else(qtbot: QtBot, scale: float) -> None:
    """The chip put out lies on the felt beside the caller's bet and covers nothing else — no seat, card or bet,
    no marker (the markers, placed last, keep clear of it), neither the pot's chips nor its plate — at every
    difficulty, a cash game or a tournament, at the table's scale in each window size."""
    problems: list[str] = []
    checked = 0
    for question in _change_questions():
        scene = TableScene()
        scene.fit_text_to(scale)
        scene.show_state(question_state(question))
        (put_out,) = [item for item in scene.items() if item.data(ITEM_KIND) == "put-out"]
        (chip,) = [item for item in put_out.childItems() if isinstance(item, ChipPile)]
        rect = put_out.sceneBoundingRect().united(chip.mapRectToScene(chip.chips_rect()))
        checked += 1
        if not FELT.contains(rect):
            problems.append(f"{question.key}: the chip put out {rect} leaves the felt")
        for item in scene.items(rect):
            owner = _tagged(item)
            if item.isVisible() and owner is not None and owner is not put_out and not put_out.isAncestorOf(item):
                problems.append(f"{question.key}: the chip put out touches the {owner.data(ITEM_KIND)} of "
                                f"{owner.data(ITEM_SEAT)}")
    assert checked > 20
    assert not problems, "\n".join(problems[:20])


def test_a_colour_up_shows_the_pot_gathered_with_nothing_left_in_front() -> None:
    """The round is over and gathered in: the chips to colour up are all in the middle, none still in front as
    well (the pot drawn and the bets would count the last street twice)."""
    question = _question(A.Task.COLOUR_UP)
    state = question_state(question)
    assert all(not seat.bet for seat in state.seats)
    (pot,) = state.pots
    assert sum(count * value for value, count, _rgb in pot.chips) == question.answer["pot_total"]


AROUND = ("seat", "card", "bet", "button", "blind", "status", "action", "caption", "board", "chip-legend",
          "put-out", "seat-number", "stack")
"""What the pot's chips must not touch."""


def _tagged(item: QGraphicsItem | None) -> QGraphicsItem | None:
    """The part an item belongs to (the nearest of it and its parents with a kind)."""
    while item is not None and item.data(ITEM_KIND) is None:
        item = item.parentItem()
    return item


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_pot_can_be_counted_chip_by_chip_at_every_window_size(qtbot: QtBot, tmp_path: Path,
                                                                    size: tuple[int, int]) -> None:
    """At the window's own scale every chip's edge is several pixels high (each can be counted), and the pot's
    chips lie on the felt clear of the seats, their cards and bets, the markers, the board and the caption —
    before the answer and after it."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store = Store(":memory:")
    window = MainWindow(pace_ms=0, store=store, settings=settings)
    qtbot.addWidget(window)
    window.resize(*size)
    plan = SessionPlan(kinds=(Kind.CHIPS,), difficulty=4, questions=8, seconds_per_question=None,
                       mode=Mode.PRACTICE)
    page = window.start_training(plan, store.create_profile("Malee").id, seed=11)
    page.scene.animate = False
    window.show()
    qtbot.waitUntil(lambda: abs(window.width() - size[0]) < 2 and page.view.width() > 0.5 * size[0])
    problems: list[str] = []
    tasks = set()
    for _number in range(8):
        question = page.question
        assert question is not None
        tasks.add(A.task_of(question.answer))
        for moment in ("asked", "answered"):
            page.view.fit()
            (pile,) = [item for item in page.scene.items() if item.data(ITEM_KIND) == "chip-pile"]
            assert isinstance(pile, ChipPile)
            edge = EDGE * pile.sceneTransform().m11() * page.view.transform().m11()
            if edge < 3.0:
                problems.append(f"{question.key} {moment}: a chip's edge is {edge:.1f} px")
            if not FELT.adjusted(40, 20, -40, -20).contains(pile.sceneBoundingRect()):
                problems.append(f"{question.key} {moment}: the pot's chips {pile.sceneBoundingRect()} leave the felt")
            for value, _height, stack in pile.stack_rects():
                for item in page.scene.items(pile.mapRectToScene(stack)):
                    owner = _tagged(item)
                    if item.isVisible() and owner is not None and owner.data(ITEM_KIND) in AROUND:
                        problems.append(f"{question.key} {moment}: a stack of {value} touches the "
                                        f"{owner.data(ITEM_KIND)} of {owner.data(ITEM_SEAT)}")
            if moment == "asked":
                page.fill_answer(right_answer(question))
                page.submit_answer()
        page.advance()
    assert tasks == set(A.Task), tasks
    assert not problems, "\n".join(problems[:20])


def test_the_answer_shows_the_amount_and_a_colour_up_lays_the_pot_coloured_up() -> None:
    question = _question(A.Task.COUNT)
    (pot,) = answer_state(question).pots
    assert not pot.hidden
    question = _question(A.Task.COLOUR_UP)
    (pot,) = answer_state(question).pots
    assert {value: count for value, count, _rgb in pot.chips} == A.pile_of(question.answer["colour_up"])


def test_other_kinds_keep_the_plain_pot() -> None:
    question = generate(Request(Kind.SIDE_POTS, 2), random.Random("plain"))
    state = question_state(question)
    assert not state.chip_legend and all(not pot.chips for pot in state.pots)


def test_a_chip_face_is_rendered_once_per_denomination_and_colour(qtbot: QtBot) -> None:
    assert chip_face(100, "#26282b") is chip_face(100, "#26282b")
    assert chip_face(100, "#26282b") is not chip_face(500, "#8446b3")
    assert [short_value(v) for v in (25, 500, 1000, 25000)] == ["25", "500", "1K", "25K"]


def test_the_chip_set_is_chosen_in_the_setup_and_kept(qtbot: QtBot) -> None:
    dialog = SessionSetupDialog(Store(":memory:"), SessionPlan(chip_set="tournament"))
    qtbot.addWidget(dialog)
    assert dialog.chip_set.currentData() == "tournament"
    dialog.chip_set.setCurrentIndex(dialog.chip_set.findData("home"))
    plan = dialog.plan()
    assert plan.chip_set == "home"
    entries = plan_entries(plan)
    assert stored_plan(entries.get, SettingsReader()).chip_set == "home"
    read = SettingsReader()
    assert stored_plan({**entries, "trainer/chip_set": "poker"}.get, read).chip_set == C.DEFAULT
    assert read.fell_back == ["chip_set"]


def test_the_play_tables_chips_are_the_rooms_chip_set() -> None:
    """Bets and pots in play are stacked in the room's chips too: the same amount is other chips in another set."""
    from dealerdesk.rules import chips  # noqa: PLC0415
    from dealerdesk.ui.felt.items import chip_columns  # noqa: PLC0415

    try:
        chips.use_chip_set("casino")
        casino = chip_columns(1_150)
        assert casino == [(chips.CASINO.chip(1000).rgb, 1), (chips.CASINO.chip(100).rgb, 1),
                          (chips.CASINO.chip(25).rgb, 2)]
        chips.use_chip_set("home")
        assert chip_columns(1_150) == [(chips.HOME.chip(100).rgb, 9), (chips.HOME.chip(25).rgb, 2)]  # 11 shown as 9
    finally:
        chips.use_chip_set(chips.DEFAULT)


def test_a_game_is_stacked_in_the_chip_set_chosen_for_training(qtbot: QtBot, tmp_path: Path) -> None:
    """The room's chip set is one setting: a game started after choosing the home set stacks home chips."""
    from PySide6.QtCore import QSettings  # noqa: PLC0415

    from dealerdesk.play.settings import GameSettings  # noqa: PLC0415
    from dealerdesk.ui.felt.items import chip_columns  # noqa: PLC0415
    from dealerdesk.ui.window.main_window import MainWindow  # noqa: PLC0415

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("trainer/chip_set", "home")
    window = MainWindow(settings=settings, pace_ms=0, store=Store(":memory:"))
    qtbot.addWidget(window)
    try:
        controller = window.start_game(GameSettings(seats=2, watch=True, animations=False), seed=1)
        controller.stop()
        assert C.house_chip_set() is C.HOME
        assert chip_columns(10) == [(C.HOME.chip(10).rgb, 1)]  # a blue 10: the casino set has none
    finally:
        C.use_chip_set(C.DEFAULT)
