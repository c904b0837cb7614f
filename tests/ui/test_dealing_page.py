"""Dealing a live game in the window: the setup's third mode, whole hands dealt through the page from the
keyboard (every step that comes answered right), each step's classic mistake caught in the floor's words with
the game going on from the right state, the players' actions skipped with a key, and the result's hands per hour
and error rate."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.cli import DEAL_STEPS
from dealerdesk.rules.game import Game
from dealerdesk.stored_settings import SettingsReader, plan_entries, stored_plan
from dealerdesk.trainer.core import mistakes
from dealerdesk.trainer.core.question import StoredAnswer
from dealerdesk.trainer.dealing import Step
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import PlanError, SessionPlan, TrainingSession
from dealerdesk.trainer.step_mistakes import classic_mistake
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.dealing_page import DealingPage
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from dealerdesk.ui.training.trainer_inputs import PotTable
from tests.ui.qt_helpers import activate, settled

EVERY_STEP = set(Step)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "d.sqlite3") as opened:
        yield opened


def dealing_page(qtbot: QtBot, store: Store, plan: SessionPlan, seed: int) -> DealingPage:
    profile = store.create_profile(f"T{len(store.profiles())}").id
    page = DealingPage(TrainingSession(plan, store, profile, random.Random(seed)))
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.scene.animate = False
    activate(qtbot, page)
    return page


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot: QtBot, key: Qt.Key) -> None:
    """A key on whatever has the keyboard, as the trainee presses it; then what it set off is shown."""
    pressed = focused()
    qtbot.keyClick(pressed, key)
    settled(qtbot, pressed)


def answer_step(qtbot: QtBot, page: DealingPage, answer: StoredAnswer) -> None:
    """The step's players' actions skipped with Space, the answer typed into the fields, Enter to answer."""
    if page.replaying is not None:
        press(qtbot, Qt.Key.Key_Space)
    assert page.replaying is None and page.question is not None and page.verdict is None
    assert page.isAncestorOf(focused()), "the step's first field has the keyboard"
    page.fill_answer(answer)
    table = page.fields.get("pots")
    if isinstance(table, PotTable) and (focused() is table or table.isAncestorOf(focused())):
        page.submit.setFocus()  # Enter in the pot table edits a cell: the trainee goes to the Answer button
    press(qtbot, Qt.Key.Key_Return)
    assert page.verdict is not None, (page.problem.text(), type(focused()))


def deal_all(qtbot: QtBot, page: DealingPage) -> list[tuple[Step, int, str]]:
    """Every step of the session answered right from the keyboard; the steps met, in order."""
    met = []
    while page.question is not None or page.replaying is not None:
        if page.replaying is not None:
            press(qtbot, Qt.Key.Key_Space)
        step = page.session.step
        assert step is not None and page.question is not None
        met.append((step.step, step.hand_number, page.question.key))
        answer_step(qtbot, page, right_answer(page.question))
        assert page.feedback.tone == "right"
        press(qtbot, Qt.Key.Key_Return)  # on at once (else after a moment by itself)
    return met


# -- the setup -------------------------------------------------------------------------------------------------


def test_the_setup_offers_a_dealt_game_with_its_own_choices(qtbot: QtBot, store: Store) -> None:
    store.create_profile("Malee")
    dialog = SessionSetupDialog(store, SessionPlan())
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.seats.isVisible() and dialog.rake.findData("none") < 0  # practice: the room's rakes
    dialog.deal.setChecked(True)
    assert all(box.isHidden() for box in dialog.kind_boxes.values())
    assert "every dealer step is asked" in dialog.skills_note.text()
    assert "how fast the players act" in dialog.skills_note.text()
    note = dialog.skills_note.text()  # the steps in the order they come: the rake before the hands are read
    assert note.index("the showdown") < note.index("the rake") < note.index("reading the hands")
    assert dialog.seats.isVisible() and dialog.hands.isVisible() and not dialog.count.isVisible()
    dialog.hands.setValue(7)
    dialog.seats.setCurrentIndex(dialog.seats.findData(4))
    dialog.rake.setCurrentIndex(dialog.rake.findData("none"))
    dialog.game_boxes[Game.OMAHA_HILO].setChecked(True)
    plan = dialog.plan()
    assert (plan.mode, plan.hands, plan.seats, plan.rake, plan.games) == (Mode.DEAL, 7, 4, "none",
                                                                        (Game.OMAHA_HILO,))
    plan.check()
    read = SettingsReader()
    assert stored_plan(plan_entries(plan).get, read) == plan and not read.fell_back
    again = SessionSetupDialog(store, plan)
    qtbot.addWidget(again)
    assert again.deal.isChecked() and again.plan() == plan
    again.practice.setChecked(True)  # no rake is no question to ask: back to the room's rake, and back again
    assert again.plan().rake != "none"
    again.deal.setChecked(True)
    assert again.plan().rake == "none"


def test_bad_dealt_game_settings_are_refused_clearly(qtbot: QtBot, store: Store) -> None:
    read = SettingsReader()
    plan = stored_plan({"trainer/mode": "deal", "trainer/hands": "0", "trainer/players": "11",
                        "trainer/rake": "none"}.get, read)
    assert (plan.mode, plan.hands, plan.seats, plan.rake) == (Mode.DEAL, 10, None, "none")
    assert read.fell_back == ["hands", "players"]
    with pytest.raises(PlanError, match="2 to 10 players"):
        SessionPlan(mode=Mode.DEAL, seats=1).check()
    dialog = SessionSetupDialog(store, SessionPlan(mode=Mode.DEAL))
    qtbot.addWidget(dialog)
    store.create_profile("Malee")
    dialog.reload_profiles()
    dialog.hands.setValue(0)  # the box keeps it at one
    assert dialog.plan().hands == 1


# -- whole hands ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("plan_seed", [
    (SessionPlan(mode=Mode.DEAL, hands=6, difficulty=2), 1),  # pot-limit Omaha hi/lo: every step
    (SessionPlan(mode=Mode.DEAL, hands=4, difficulty=4, games=(Game.HOLDEM,)), 2),  # a full Hold'em ring, fast
])
def test_whole_hands_dealt_right_from_the_keyboard(qtbot: QtBot, store: Store,
                                                   plan_seed: tuple[SessionPlan, int]) -> None:
    plan, seed = plan_seed
    hands = plan.hands
    page = dealing_page(qtbot, store, plan, seed)
    page.ask()
    met = deal_all(qtbot, page)
    session = page.session
    assert session.finished and session.hands_dealt == hands and session.answered == len(met)
    assert session.error_rate == 0
    assert [hand for _step, hand, _key in met] == sorted(hand for _step, hand, _key in met)  # hand after hand
    assert {hand for _step, hand, _key in met} == set(range(1, hands + 1))
    if seed == 1:
        assert {step for step, _hand, _key in met} == EVERY_STEP
    assert sum(len(marks.right) for marks in page.steps.values()) == len(met)
    result = page.feedback.text()
    assert page.title.text() == "The game you dealt"
    assert f"Hands dealt: {hands}" in result and "hands per hour" in result and "error rate 0\u00a0%" in result
    for step in {step for step, _hand, _key in met}:
        assert step.label in result
    assert len(store.attempts(session.profile_id)) == len(met)


def test_the_header_says_the_hand_and_the_step(qtbot: QtBot, store: Store) -> None:
    page = dealing_page(qtbot, store, SessionPlan(mode=Mode.DEAL, hands=3, difficulty=2), 1)
    page.ask()
    press(qtbot, Qt.Key.Key_Space)
    step = page.session.step
    assert step is not None
    assert page.title.text() == f"Hand 1 of 3 · {step.step.label}"
    assert page.counter.text().startswith("Hands dealt: 0 · — hands per hour · error rate 0\u00a0%")
    assert "target" in page.clock.text()  # the skill's speed target, as in practice


def test_a_right_step_goes_on_by_itself(qtbot: QtBot, store: Store) -> None:
    page = dealing_page(qtbot, store, SessionPlan(mode=Mode.DEAL, hands=3, difficulty=2), 1)
    page.ask()
    press(qtbot, Qt.Key.Key_Space)
    assert page.question is not None
    answer_step(qtbot, page, right_answer(page.question))
    first = page.session.step
    assert "Right" in page.feedback.text() and page.right_pause.isActive()
    qtbot.waitUntil(lambda: page.session.step is not first and page.verdict is None)


# -- the classic mistakes --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "difficulty", "games"), [(1, 2, ()), (1, 3, ()), (2, 4, (Game.OMAHA_HILO,))])
def test_each_steps_classic_mistake_is_caught_and_the_hand_goes_on_right(
        qtbot: QtBot, store: Store, seed: int, difficulty: int, games: tuple[Game, ...]) -> None:
    plan = SessionPlan(mode=Mode.DEAL, hands=5, difficulty=difficulty, games=games)
    right_run = dealing_page(qtbot, store, plan, seed)
    right_run.ask()
    wanted = deal_all(qtbot, right_run)

    page = dealing_page(qtbot, store, plan, seed)
    page.ask()
    met, missed = [], set()
    while page.question is not None or page.replaying is not None:
        if page.replaying is not None:
            press(qtbot, Qt.Key.Key_Space)
        step, q = page.session.step, page.question
        assert step is not None and q is not None
        met.append((step.step, step.hand_number, q.key))
        if step.step in missed:
            answer_step(qtbot, page, right_answer(q))
        else:
            missed.add(step.step)
            answer_step(qtbot, page, classic_mistake(q))
            verdict = page.verdict
            assert verdict is not None and not verdict.correct
            heading = page.feedback.heading.text()
            assert page.feedback.tone == "wrong" and heading.startswith("Floor: ")
            if verdict.cause:
                assert mistakes.label(verdict.cause) in heading
            wrong = [part for part in verdict.parts if not part.correct]
            assert wrong and f"{wrong[0].name}: {wrong[0].expected}" in heading  # the right answer, said
            assert "you said" in page.feedback.text()  # the part-by-part verdict under it
            assert not page.right_pause.isActive()  # a wrong step waits for Enter
        press(qtbot, Qt.Key.Key_Return)
    # The same game, step for step, as when every step was right: each mistake left the hand in the right state.
    assert [(s, h) for s, h, _k in met] == [(s, h) for s, h, _k in wanted]
    assert [k.split("-deal-")[-1] for _s, _h, k in met] == [k.split("-deal-")[-1] for _s, _h, k in wanted]
    assert page.session.answered - page.session.right == len(missed)
    assert f"error rate {round(100 * len(missed) / len(met))}\u00a0%" in page.feedback.text()
    assert len(missed) >= 6


def test_the_named_mistakes_of_the_brief(qtbot: QtBot, store: Store) -> None:
    """The pot request without the call, the big blind's posts wrong: each is named by the floor."""
    page = dealing_page(qtbot, store, SessionPlan(mode=Mode.DEAL, hands=8, difficulty=2), 1)
    page.ask()
    headings: dict[Step, list[str]] = {Step.POT: [], Step.POSTS: []}
    while page.question is not None or page.replaying is not None:
        if page.replaying is not None:
            press(qtbot, Qt.Key.Key_Space)
        step, q = page.session.step, page.question
        assert step is not None and q is not None
        classic = step.step in headings
        answer_step(qtbot, page, classic_mistake(q) if classic else right_answer(q))
        if classic:
            headings[step.step].append(page.feedback.heading.text())
        press(qtbot, Qt.Key.Key_Return)
    assert any(h.startswith("Floor: the call left out of the pot — Raise to: ") for h in headings[Step.POT])
    assert any(h.startswith("Floor: the big blind given to the same player twice running — Big blind: ")
               for h in headings[Step.POSTS])
    assert all(h.startswith("Floor: ") for hs in headings.values() for h in hs)


# -- the players' actions ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_the_players_actions_play_at_the_games_pace_and_a_key_skips_them(qtbot: QtBot, store: Store,
                                                                          key: Qt.Key) -> None:
    page = dealing_page(qtbot, store, SessionPlan(mode=Mode.DEAL, hands=2, difficulty=4), 1)
    page.ask()
    shown = page.replaying
    assert shown is not None and page.replay_timer.isActive()
    assert page.replay_timer.interval() == round(page.session.live.pace * 1000)  # type: ignore[union-attr]
    assert page.next.text() == "Skip to my step (Space)" and not page.submit.isVisible()
    before = shown.next_action
    qtbot.waitUntil(lambda: page.replaying is None or page.replaying.next_action > before)
    assert page.replaying is not None, "the replay went on to the step before a second action"
    press(qtbot, key)
    assert page.replaying is None and not page.replay_timer.isActive()
    assert page.question is not None and page.verdict is None and page.submit.isVisible()
    assert isinstance(focused(), QLineEdit) or page.isAncestorOf(focused())


def test_the_players_wait_while_the_page_is_away(qtbot: QtBot, store: Store) -> None:
    page = dealing_page(qtbot, store, SessionPlan(mode=Mode.DEAL, hands=2, difficulty=1), 1)
    page.ask()
    assert page.replaying is not None and page.in_progress
    page.hide()
    assert not page.replay_timer.isActive()
    page.show()
    assert page.replay_timer.isActive()


def test_the_snapshot_steps_are_the_dealers_steps() -> None:
    assert tuple(step.value for step in Step) == DEAL_STEPS


def test_the_audition_setup_states_both_of_its_pass_conditions(qtbot: QtBot, store: Store) -> None:
    """An audition is passed on accuracy and pace together: the setup says both before it starts."""
    store.create_profile("Malee")
    dialog = SessionSetupDialog(store, SessionPlan())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.audition.setChecked(True)
    note = dialog.skills_note.text()
    assert "80 %" in note and "median answer within its target time" in note
