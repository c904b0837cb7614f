"""The room's chips on the trainer's table (issue 18 point 2): a chip question's pot is drawn as stacks of chips by
denomination with a legend, its amount hidden while counting it is the question; the colour-up's answer lays the
pot coloured up; the chip set is a choice of the session setup that is kept."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from dealerdesk.rules import chips as C
from dealerdesk.stored_settings import SettingsReader, plan_entries, stored_plan
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.kinds import chips as K
from dealerdesk.trainer.question import Question
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store import Store
from dealerdesk.ui.chip_pile import chip_face, short_value
from dealerdesk.ui.session_setup import SessionSetupDialog
from dealerdesk.ui.table_scene import ITEM_KIND, TableScene
from dealerdesk.ui.trainer_table import answer_state, question_state


def _question(task: K.Task) -> Question:
    rng = random.Random("chip-table")
    for _ in range(200):
        question = generate(Request(Kind.CHIPS, 3), rng)
        if K.task_of(question.answer) is task:
            return question
    raise AssertionError(task)


def test_the_pot_to_count_is_drawn_in_chips_with_its_amount_hidden(qtbot: QtBot) -> None:
    question = _question(K.Task.COUNT)
    state = question_state(question)
    (pot,) = state.pots
    assert pot.hidden and pot.amount == question.answer["pot_total"]
    assert {value: count for value, count, _rgb in pot.chips} == K.pile_of(question.answer["pot_chips"])
    legend = [value for value, _rgb, _name in state.chip_legend]
    assert legend == sorted(legend) and set(K.pile_of(question.answer["pot_chips"])) <= set(legend)
    assert all(rgb == C.CASINO.chip(value).rgb for value, _count, rgb in pot.chips)
    scene = TableScene()
    scene.show_state(state)
    kinds = {item.data(ITEM_KIND) for item in scene.items()}
    assert {"chip-pile", "chip-legend"} <= kinds
    shown = [item.text() for item in scene.items() if hasattr(item, "text") and callable(item.text)]
    assert "?" in shown and f"{question.answer['pot_total']:,}" not in shown


def test_the_answer_shows_the_amount_and_a_colour_up_lays_the_pot_coloured_up() -> None:
    question = _question(K.Task.COUNT)
    (pot,) = answer_state(question).pots
    assert not pot.hidden
    question = _question(K.Task.COLOUR_UP)
    (pot,) = answer_state(question).pots
    assert {value: count for value, count, _rgb in pot.chips} == K.pile_of(question.answer["colour_up"])


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
    from dealerdesk.ui.table_items import chip_columns  # noqa: PLC0415

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
    from dealerdesk.ui.main_window import MainWindow  # noqa: PLC0415
    from dealerdesk.ui.table_items import chip_columns  # noqa: PLC0415

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
