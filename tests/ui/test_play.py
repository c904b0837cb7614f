"""Play mode through the widgets: whole hands clicked and typed in every game and structure, an all-in with
side pots on the table, and nothing typed or done out of turn can break a hand."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.history import load, loads
from dealerdesk.history.replay import replay
from dealerdesk.history.session import load_session, session_text
from dealerdesk.play.settings import GameSettings
from dealerdesk.rules.game import Variant
from dealerdesk.rules.records import CheckOrCall
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.felt.items import ITEM_KIND
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.felt.state import TableState
from dealerdesk.ui.play_mode.controller import PlayController
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from dealerdesk.ui.window.main_window import MainWindow
from dealerdesk.ui.window.pages import HISTORY_LINES
from tests.ui.qt_helpers import activate, play_window
from tests.ui.test_scene_reuse import picture


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return play_window(qtbot, tmp_path)


def play_hands(qtbot: QtBot, window: MainWindow, controller: PlayController, hands: int, *,
               choose: Callable[[MainWindow], None], timeout: float = 300.0) -> None:
    """Let the session run until ``hands`` hands are finished, acting for the human with ``choose``."""
    controller.auto_next_ms = 0
    controller.confirm_rebuy = lambda _amount: True  # buy in again without the question (tested on its own)
    started = time.monotonic()
    while len(controller.table.finished) < hands:
        qtbot.wait(1)
        if window.play_page.action_bar.active:
            choose(window)
        assert time.monotonic() - started < timeout, "the session got stuck"


def finish_the_hand(qtbot: QtBot, window: MainWindow, controller: PlayController, *,
                    choose: Callable[[MainWindow], None], timeout: float = 120.0) -> None:
    """Deal no new hand and play the one in progress to its end (a hand may already have begun when the last one
    counted finished: the next is dealt at once)."""
    controller.auto_next_ms = -1
    started = time.monotonic()
    while controller.hand is not None and not controller.hand.is_complete:
        qtbot.wait(1)
        if window.play_page.action_bar.active:
            choose(window)
        assert time.monotonic() - started < timeout, "the hand got stuck"


def click_call(window: MainWindow) -> None:
    window.play_page.action_bar.call_button.click()


def raise_then_call(window: MainWindow) -> None:
    """Type a legal raise (min) the first time a raise is allowed on a street, else call."""
    bar = window.play_page.action_bar
    if bar.raise_button.isEnabled() and bar.amount.text() and bar.validation(bar.amount.text()) is None:
        amount = bar.preset_amount("min")
        bar.amount.setText(str(amount))
        bar.raise_button.click()
    else:
        bar.call_button.click()


@pytest.mark.parametrize("code", Variant.codes())
def test_whole_hands_through_the_widgets(qtbot: QtBot, window: MainWindow, code: str) -> None:
    controller = window.start_game(GameSettings(variant=code, seats=3, stack=150, animations=False), seed=11)
    total = sum(p.stack for p in controller.table.seats.values())
    play_hands(qtbot, window, controller, 3, choose=raise_then_call)
    controller.stop()
    assert sum(p.stack for p in controller.table.seats.values()) == total
    for finished in controller.table.finished:
        assert finished.hand.is_complete
    log = window.play_page.history.toPlainText()
    assert "— Hand 1 —" in log and (" wins " in log or "You win " in log)
    assert window.play_page.history.toPlainText().count("—") >= 6


def test_the_hand_history_panel_keeps_only_its_last_lines(qtbot: QtBot, window: MainWindow) -> None:
    """A long session's panel does not grow without end: the oldest lines drop off, the newest stay; the table's
    record (what the session export writes) still has every hand."""
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=150, animations=False), seed=11)
    play_hands(qtbot, window, controller, 2, choose=raise_then_call)
    controller.stop()
    for number in range(HISTORY_LINES + 100):
        controller.log.emit(f"line {number}")
    panel = window.play_page.history
    assert panel.document().blockCount() == HISTORY_LINES
    assert panel.toPlainText().endswith(f"line {HISTORY_LINES + 99}") and "— Hand 1 —" not in panel.toPlainText()
    exported = session_text(controller.table, "phh")
    played = len(controller.table.finished)
    assert played >= 2 and exported.startswith("[1]\n") and f"\n[{played}]\n" in exported


def test_the_hand_history_grows_with_the_window(qtbot: QtBot, window: MainWindow) -> None:
    """The log keeps pace with the table: the application font in the smallest window, larger in a full-HD one
    (capped), never smaller than the application font."""
    window.pages.setCurrentWidget(window.play_page)
    window.show()
    panel = window.play_page.history
    base = QApplication.font().pointSizeF()
    sizes = {}
    for size in ((1024, 640), (1920, 1080), (3840, 2160)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: abs(window.width() - size[0]) < 2 and abs(window.height() - size[1]) < 2)
        sizes[size] = panel.font().pointSizeF()
    assert base <= sizes[(1024, 640)] <= base * 1.1
    assert sizes[(1920, 1080)] >= base * 1.3
    assert sizes[(1920, 1080)] <= sizes[(3840, 2160)] <= base * 1.6


def test_all_in_with_side_pots_shown_on_the_table(qtbot: QtBot, window: MainWindow) -> None:
    """The human shoves with F4 (all-in) each hand; with uneven stacks side pots appear as separate stacks."""
    states: list[TableState] = []
    controller = window.start_game(GameSettings(variant="NT", seats=4, stack=100, animations=False), seed=5)
    controller.state_changed.connect(states.append)
    for seat, stack in zip((2, 3, 4), (40, 250, 400), strict=True):
        controller.table.seats[seat].stack = stack

    def shove(win: MainWindow) -> None:
        bar = win.play_page.action_bar
        if bar.presets["all"].isEnabled():
            bar.use_preset("all", confirm=True)
        else:
            bar.call_button.click()

    play_hands(qtbot, window, controller, 12, choose=shove)
    controller.stop()
    with_side_pots = [s for s in states if len(s.pots) >= 2]
    assert with_side_pots, "no hand produced a side pot"
    window.play_page.show_state(with_side_pots[-1])
    pot_items = [i for i in window.play_page.scene.items() if i.data(ITEM_KIND) == "pot"]
    assert len(pot_items) >= 2
    texts = " ".join(i.text() for i in window.play_page.scene.items() if isinstance(i, QGraphicsSimpleTextItem))
    assert "Side pot 1" in texts


def test_equity_shown_in_all_in_runouts(qtbot: QtBot, window: MainWindow) -> None:
    states: list[TableState] = []
    settings = GameSettings(variant="NT", seats=2, stack=100, animations=False, styles=("calling-station",))
    controller = window.start_game(settings, seed=3)
    controller.state_changed.connect(states.append)

    def shove(win: MainWindow) -> None:
        bar = win.play_page.action_bar
        bar.use_preset("all", confirm=True) if bar.presets["all"].isEnabled() else bar.call_button.click()

    play_hands(qtbot, window, controller, 6, choose=shove)
    controller.stop()
    shown = [s for s in states if any(seat.equity is not None for seat in s.seats)]
    assert shown, "no all-in runout showed equities"
    for state in shown:
        equities = [seat.equity for seat in state.seats if seat.equity is not None]
        assert abs(sum(equities) - 1.0) < 1e-6


def test_out_of_turn_and_nonsense_cannot_break_a_hand(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.start_game(GameSettings(variant="PO", seats=4, stack=200, animations=False), seed=8)
    controller.auto_next_ms = -1
    bar = window.play_page.action_bar
    qtbot.waitUntil(lambda: bar.active or (controller.hand is None))
    hand = controller.hand
    assert hand is not None and bar.active
    before = (list(hand.stacks), len(hand.log))
    for text in ("abc", "-5", "99999999", "1e3", " "):
        bar.amount.setText(text)
        qtbot.keyClick(bar.amount, Qt.Key.Key_Return)
        assert bar.error.text()
    assert (list(hand.stacks), len(hand.log)) == before
    bar.call_button.click()
    # Now it is a computer player's turn: the bar is off and the controller refuses the human.
    if controller.hand is hand and not hand.is_complete and hand.actor != controller.hero_position:
        assert not bar.active
        assert controller.act("raise", 10) == "It is not your turn."
        assert controller.act("fold") == "It is not your turn."


def test_export_and_resume(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    controller = window.start_game(GameSettings(variant="FO/8", seats=3, stack=100, animations=False), seed=2)
    play_hands(qtbot, window, controller, 2, choose=click_call)
    finish_the_hand(qtbot, window, controller, choose=click_call)
    controller.stop()
    phh = window.export_hand("phh", tmp_path / "hand.phh")
    assert phh is not None
    history = load(phh)
    assert replay(history).final_stacks == list(history.finishing_stacks or ())
    text = window.export_hand("text", tmp_path / "hand.txt")
    assert text is not None and text.read_text().startswith("PokerStars Hand #")
    session = window.export_session(tmp_path / "all.phhs")
    assert session is not None and session.read_text().count("variant = 'FO/8'") == len(controller.table.finished)
    if controller.hand is None:
        saved = window.save_session(tmp_path / "s.dealerdesk")
        assert saved is not None
        resumed = window.open_session(saved)
        assert resumed is not None and len(resumed.table.finished) == len(controller.table.finished)
        assert load_session(saved).hand_number == controller.table.hand_number
    assert loads(phh.read_text()) == history


def test_settings_and_geometry_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "remember.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=settings, pace_ms=0)
    qtbot.addWidget(first)
    first.resize(800, 703)  # the offscreen screen is small (800 × 800); restored geometry is kept on screen
    first.four_color.setChecked(True)
    first.start_game(GameSettings(variant="PO/8", seats=5, stack=321, animations=False), seed=1).stop()
    first.close()
    second = MainWindow(settings=settings, pace_ms=0)
    qtbot.addWidget(second)
    assert (second.size().width(), second.size().height()) == (800, 703)
    assert second.four_color.isChecked()
    stored = second.stored_game_settings()
    assert (stored.variant, stored.seats, stored.stack) == ("PO/8", 5, 321)


def test_long_session_of_computer_players_conserves_chips(qtbot: QtBot, window: MainWindow) -> None:
    """Watch mode (every seat a computer player) for 60 hands: chips are conserved after every hand, counting
    the buy-ins of busted players. (tests/benchmarks/bench_ui_session.py runs 500 and measures UI blocking.)"""
    styles = ("tight-passive", "tight-aggressive", "loose-aggressive", "calling-station")
    settings = GameSettings(variant="PO/8", seats=6, stack=100, watch=True, animations=False, styles=styles)
    controller = window.start_game(settings, seed=17)
    total = sum(p.stack for p in controller.table.seats.values())
    buy_ins: list[str] = []
    controller.log.connect(lambda line: buy_ins.append(line) if " buys in again for " in line else None)
    mismatches: list[int] = []
    controller.hand_finished.connect(lambda _hand: mismatches.append(
        sum(p.stack for p in controller.table.seats.values()) - total - 100 * len(buy_ins)))
    play_hands(qtbot, window, controller, 60, choose=click_call, timeout=120)
    controller.stop()
    assert len(mismatches) >= 60 and set(mismatches) == {0}


def test_keyboard_shortcuts_are_configurable(qtbot: QtBot, window: MainWindow) -> None:
    window.set_keys({"fold": "Ctrl+F", "call": "C", "raise": "R", "all_in": "A"})
    bar = window.play_page.action_bar
    assert bar.shortcuts["call"].key().toString() == "C" and window.stored_keys()["fold"] == "Ctrl+F"
    assert bar.fold_button.text().endswith("(Ctrl+F)")
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=100, animations=False), seed=4)
    controller.auto_next_ms = -1
    activate(qtbot, window)
    qtbot.waitUntil(lambda: bar.active)
    hand = controller.hand
    assert hand is not None
    hero = controller.hero_position
    actions_before = len(hand.log)
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: len(hand.log) > actions_before)
    first = hand.log[actions_before]
    assert isinstance(first, CheckOrCall) and first.player == hero


def test_session_export_as_pokerstars_text(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    controller = window.start_game(GameSettings(variant="PT", seats=3, stack=100, animations=False), seed=6)
    play_hands(qtbot, window, controller, 3, choose=click_call)
    controller.stop()
    path = window.export_session(tmp_path / "session.txt", kind="text")
    assert path is not None
    text = path.read_text()
    assert text.count("PokerStars Hand #") == len(controller.table.finished) >= 3
    assert "Hold'em Pot Limit" in text


def test_train_and_progress_from_the_welcome_screen(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    with Store(tmp_path / "progress.sqlite3") as store:
        main = MainWindow(settings=settings, pace_ms=0, store=store)
        qtbot.addWidget(main)
        accepted: list[str] = []

        def start() -> None:  # the session setup is modal: accept it as the trainee would (Start)
            dialog = QApplication.activeModalWidget()
            assert isinstance(dialog, SessionSetupDialog)
            accepted.append(dialog.profile.currentText())
            dialog.accept()

        QTimer.singleShot(0, start)
        main.welcome.train.click()
        assert accepted == ["Trainee"]  # the first start makes a trainee to choose
        page = main.trainer_page
        assert page is not None and main.pages.currentWidget() is page and page.question is not None
        page.ask(generate(Request(Kind.POT_LIMIT, 1), random.Random(1), key="from-welcome"))
        for field in page.fields.values():
            assert isinstance(field, QLineEdit)
            field.setText("0")
        assert page.submit_answer() is not None
        assert len(store.attempts(main.trainee())) == 1
        main.welcome.progress.click()
        view = main.progress_page
        assert view is not None and main.pages.currentWidget() is view
        assert view.history.rowCount() == 1


def test_a_finished_hand_is_published_once_settled(qtbot: QtBot, window: MainWindow) -> None:
    """When the last action ends a hand, the table is sent once, settled (the chips pushed to the winners): not
    also the table of that last action, which the window would draw only to draw over it in the same turn."""
    settings = GameSettings(variant="NT", seats=6, stack=200, watch=True, animations=False,
                            styles=("tight-aggressive", "calling-station", "loose-aggressive"))
    controller = window.start_game(settings, seed=17)
    controller.auto_next_ms = 0
    after_the_end: dict[int, int] = {}

    def published(_state: TableState) -> None:
        hand = controller.hand
        if hand is not None and hand.is_complete:
            settled = any(finished.hand is hand for finished in controller.table.finished)
            key = len(controller.table.finished) if settled else -1
            after_the_end[key] = after_the_end.get(key, 0) + 1

    controller.state_changed.connect(published)
    qtbot.waitUntil(lambda: len(controller.table.finished) >= 5)
    controller.stop()
    assert -1 not in after_the_end  # no table of a hand over but not yet settled
    assert all(count == 1 for count in after_the_end.values()), after_the_end


def test_a_new_hand_at_ten_seats_is_drawn_in_two_turns_with_a_frame_between(qtbot: QtBot, window: MainWindow) -> None:
    """A new hand changes every seat: the window draws half of them in one turn of the event loop and the rest in a
    later one, and the settled table and the next hand's deal are turns of their own too, so that Qt can paint and take
    keys between them (one turn for ten seats held the window for tens of ms). The table ends as a fresh scene draws
    it."""
    settings = GameSettings(variant="NT", seats=10, stack=200, watch=True, animations=False,
                            styles=("tight-aggressive", "calling-station"))
    page = window.play_page
    events: list[tuple[str, bool]] = []
    """("beat", whether the table was whole then), ("half", …) for a table drawn in part, ("over", …) for a hand's
    settled table, ("new", …) for a new hand's first table, ("table", …) for the others."""
    beat = QTimer()  # the benchmarks' heartbeat: a 1 ms timer, overdue after any work
    beat.setTimerType(Qt.TimerType.PreciseTimer)
    beat.setInterval(1)
    beat.timeout.connect(lambda: events.append(("beat", page.settled)))
    tables: list[TableState] = []
    hands: list[object] = []

    def published(state: TableState) -> None:
        hand = controller.hand
        what = "over" if hand is None or hand.is_complete else "table" if hands[-1:] == [hand] else "new"
        hands.append(hand)
        events.append((what, page.settled))
        if not page.settled:
            events.append(("half", False))
            tables.append(state)

    controller = window.start_game(settings, seed=23)
    controller.auto_next_ms = 0
    controller.state_changed.connect(published)
    beat.start()
    qtbot.waitUntil(lambda: len(controller.table.finished) >= 3)
    controller.stop()
    qtbot.waitUntil(lambda: page.settled)
    beat.stop()
    assert tables, "no table was drawn in two turns"
    assert all(sum(1 for seat in state.seats if seat.occupied) == 10 for state in tables)
    kinds = [kind for kind, _whole in events]
    for index, (kind, _whole) in enumerate(events):
        if kind == "half":  # the rest is drawn in a later pass: the next tick still sees the table in part
            assert next(event for event in events[index:] if event[0] == "beat") == ("beat", False)
        if kind == "over" and "new" in kinds[index:]:
            assert "beat" in kinds[index:kinds.index("new", index)]
    fresh = TableScene()
    fresh.fit_text_to(page.view.transform().m11())  # the same words' size as the window's table
    assert page.scene.state is not None and fresh.text_floor == page.scene.text_floor
    fresh.show_state(page.scene.state)
    assert picture(page.scene) == picture(fresh)


def test_the_games_animate_choice_is_the_view_menus(qtbot: QtBot, window: MainWindow) -> None:
    """"Animate dealing, bets and pots" in the new game's dialog sets the table's motion (it was stored and never
    used), and View → Animations changed mid-game is what the next game's dialog starts from."""
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=100, watch=True, animations=True), seed=2)
    assert window.animations.isChecked() and window.play_page.scene.animate
    controller.stop()
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=100, watch=True, animations=False),
                                   seed=2)
    assert not window.animations.isChecked() and not window.play_page.scene.animate
    window.animations.trigger()  # View → Animations, mid-game
    assert window.play_page.scene.animate and window.stored_game_settings().animations
    window.animations.trigger()
    assert not window.play_page.scene.animate and not window.stored_game_settings().animations
    controller.stop()


def test_the_welcome_screen_starts_from_the_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    """The first screen has the keyboard on Play; Tab moves to Train and Enter presses it, as Space would."""
    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    with Store(tmp_path / "progress.sqlite3") as store:
        main = MainWindow(settings=settings, pace_ms=0, store=store)
        qtbot.addWidget(main)
        main.show()
        qtbot.waitExposed(main)
        main.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is main.welcome.play)
        asked: list[str] = []

        def cancel() -> None:  # the session setup opened: the trainee closes it
            dialog = QApplication.activeModalWidget()
            asked.append(type(dialog).__name__)
            assert dialog is not None
            dialog.reject()

        QTimer.singleShot(0, cancel)
        qtbot.keyClick(main.welcome.play, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is main.welcome.train
        qtbot.keyClick(main.welcome.train, Qt.Key.Key_Return)
        assert asked == ["SessionSetupDialog"]
