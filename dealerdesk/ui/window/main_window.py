"""The main window: a welcome screen (Play, Train, Progress), the play table, menus and remembered settings.

Pages are reached from the welcome screen and the Game menu; from Train and Progress there is always a way back to
the game or the training session in progress, settings changed on the way (the four-colour deck) apply to every
table at once, and closing the window while a hand or a session is under way asks first.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from dealerdesk.i18n import translate
from dealerdesk.stored_settings import (
    SettingsReader,
    game_settings_entries,
    plan_entries,
    stored_game_settings,
    stored_plan,
)
from dealerdesk.ui.common.collector import collect_on_window_thread
from dealerdesk.ui.common.dialogs import ask_path, ask_resume_training, confirm_quit, confirm_rebuy
from dealerdesk.ui.common.language import LANGUAGES, language_label
from dealerdesk.ui.play_mode import session_files
from dealerdesk.ui.play_mode.sound import Player, Sounds
from dealerdesk.ui.window.menus import (
    AUTO_DEAL_MS,
    SPEEDS,
    build_menus,
    toggle_animations,
    toggle_four_color,
    toggle_sound,
)
from dealerdesk.ui.window.pages import WelcomePage
from dealerdesk.ui.window.unsaved_answers import settle_unsaved
from dealerdesk.ui.window.window_size import default_size, fits_screen, smallest_size

if TYPE_CHECKING:
    # The first frame is the welcome page: the game, the trainer, the progress charts (pyqtgraph), the computer
    # players (NumPy) and the file formats are imported when they are first used, not at start-up.
    from dealerdesk.play.hand_numbers import HandNumbers
    from dealerdesk.play.settings import GameSettings
    from dealerdesk.rules.hand import Hand
    from dealerdesk.trainer.session import SessionPlan, TrainingSession
    from dealerdesk.trainer.store.database import Store
    from dealerdesk.ui.play_mode.controller import PlayController
    from dealerdesk.ui.results.progress_view import ProgressView
    from dealerdesk.ui.training.trainer_page import TrainerPage
    from dealerdesk.ui.window.pages import PlayPage


def tr(text: str) -> str:
    """Translate in the main window's context."""
    return translate("MainWindow", text)


class MainWindow(QMainWindow):
    """dealerdesk's window."""

    # The menu entries the window changes later (made by :func:`~dealerdesk.ui.window.menus.build_menus`).
    new_action: QAction
    next_hand_action: QAction
    back_to_game: QAction
    back_to_training: QAction
    animations: QAction
    four_color: QAction
    auto_deal: QAction
    speed_actions: dict[str, QAction]
    pause_bots: QAction
    sound: QAction
    show_reasons: QAction
    show_hud: QAction
    language_actions: dict[str, QAction]

    def __init__(self, *, settings: QSettings | None = None, pace_ms: int = 450, store: Store | None = None,
                 sound_player: Player | None = None, hand_numbers: Callable[[], HandNumbers] | None = None) -> None:
        """``sound_player`` plays the table's sounds (the desktop app gives one); without it the table is silent.
        ``hand_numbers`` makes, when the first game starts, what numbers the hands played for the exports (the
        desktop app gives the user's own); without it the exports number each hand from the hand itself."""
        super().__init__()
        collect_on_window_thread(self)  # worker threads must never free Qt objects (see ui/collector.py)
        self.setWindowTitle("dealerdesk")
        self.settings = settings or QSettings("dealerdesk", "dealerdesk")
        self.pace_ms = pace_ms
        self.pages = QStackedWidget()
        self.welcome = WelcomePage()
        self._play_page: PlayPage | None = None  # built when first needed: the first frame is the welcome page
        self.pages.addWidget(self.welcome)
        self.setCentralWidget(self.pages)
        self.controller: PlayController | None = None
        self.last_problem = ""
        self._settings_told: set[str] = set()
        self.store: Store | None = store
        self._make_hand_numbers = hand_numbers
        self._hand_numbers: HandNumbers | None = None
        self.trainer_page: TrainerPage | None = None
        self.progress_page: ProgressView | None = None
        self._progress_came_from: QWidget | None = None
        self._quit_confirmed = False
        self.sounds = Sounds(sound_player)
        self.welcome.play.clicked.connect(self.new_game)
        self.welcome.train.clicked.connect(self.train)
        self.welcome.progress.clicked.connect(self.show_progress)
        build_menus(self)
        toggle_animations(self)
        toggle_four_color(self)
        toggle_sound(self)
        self.setMinimumSize(smallest_size(self))
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if not isinstance(geometry, QByteArray) or not fits_screen(self):
            self.resize(default_size(self))
        self.pages.currentChanged.connect(self._page_changed)
        self._page_changed()

    @property
    def play_page(self) -> PlayPage:
        """The play table, its action bar and hand history; built on first use (the table, the cards and the
        rules engine are not needed for the welcome page, the first thing the window shows)."""
        if self._play_page is None:
            from dealerdesk.ui.felt.state import empty_table
            from dealerdesk.ui.window.pages import PlayPage

            page = PlayPage()
            page.next_hand.clicked.connect(self.next_hand_action.trigger)
            bar = page.action_bar
            bar.fold_clicked.connect(lambda: self._act("fold"))
            bar.check_call_clicked.connect(lambda: self._act("call"))
            bar.bet_raise_clicked.connect(lambda amount: self._act("raise", amount))
            bar.set_keys(self.stored_keys())
            self._label_next_hand(page)
            page.scene.animate = self.animations.isChecked()
            page.scene.four_color = self.four_color.isChecked()
            page.show_state(empty_table(6))
            self._play_page = page
            self.pages.addWidget(page)
        return self._play_page

    # -- menus -----------------------------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        """Remember the language; it is used from the next start (widgets are translated as they are built)."""
        if code not in LANGUAGES:
            return
        self.settings.setValue("ui/language", code)
        self.language_actions[code].setChecked(True)
        self.statusBar().showMessage(
            tr("The language changes to {language} the next time dealerdesk starts.").format(
                language=language_label(code)), 10000)

    def stored_keys(self) -> dict[str, str]:
        """The play table's keys the player chose (defaults F1–F4, N for the next hand)."""
        from dealerdesk.stored_settings import DEFAULT_KEYS

        return {name: str(self.settings.value(f"keys/{name}", key)) for name, key in DEFAULT_KEYS.items()}

    def set_keys(self, keys: dict[str, str]) -> None:
        """Remember and use these action keys."""
        for name, key in keys.items():
            self.settings.setValue(f"keys/{name}", key)
        self.next_hand_action.setShortcut(QKeySequence(self.stored_keys()["next_hand"]))
        if self._play_page is not None:
            self._play_page.action_bar.set_keys(keys)
            self._label_next_hand(self._play_page)

    def _label_next_hand(self, page: PlayPage) -> None:
        """The Next hand button says its key, as the action bar's buttons do."""
        key = self.next_hand_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        page.next_hand.setText(f"{tr('Next hand')}  ({key})" if key else tr("Next hand"))

    def edit_shortcuts(self) -> None:
        """Let the player choose the action keys."""
        from dealerdesk.ui.play_mode.shortcuts_dialog import ShortcutsDialog

        dialog = ShortcutsDialog(self.stored_keys(), self)
        if dialog.exec() == ShortcutsDialog.DialogCode.Accepted:
            self.set_keys(dialog.keys())

    def speed(self) -> str:
        """The computer players' speed chosen: "slow", "normal" or "fast"."""
        return next((key for key, action in self.speed_actions.items() if action.isChecked()), "normal")

    def set_speed(self, key: str) -> None:
        """Have the computer players (and the dealer) act slower or faster; kept in the settings."""
        self.speed_actions[key].setChecked(True)
        self.settings.setValue("play/speed", key)
        if self.controller is not None:
            self.controller.pace_ms = round(self.pace_ms * SPEEDS[key])

    # -- train and progress -----------------------------------------------------------------------------

    def progress_store(self) -> Store:
        """The trainee's progress database (opened on first use; a damaged one is moved aside with a message)."""
        from dealerdesk.trainer.store.database import Store

        if self.store is None:
            self.store = Store()
            if self.store.message:
                self._problem(self.store.message)
        return self.store

    def trainee(self) -> int:
        """The trainee profile in use: the last one chosen, else the first, else a new "Trainee"."""
        store = self.progress_store()
        profiles = store.profiles()
        wanted = self.settings.value("trainer/profile")
        for profile in profiles:
            if str(profile.id) == str(wanted):
                return profile.id
        profile = profiles[0] if profiles else store.create_profile(tr("Trainee"))
        self.settings.setValue("trainer/profile", profile.id)
        return profile.id

    def stored_plan(self) -> SessionPlan:
        """The last session's choices (or the defaults; see :func:`dealerdesk.stored_settings.stored_plan`), the
        trainee told once of any stored value that could not be used."""
        read = SettingsReader()
        plan = stored_plan(self.settings.value, read)
        self._tell_settings(read)
        return plan

    def _tell_settings(self, read: SettingsReader) -> None:
        """Say once per window which stored settings fell back to their defaults."""
        new = [key for key in read.fell_back if key not in self._settings_told]
        if new:
            self._settings_told.update(new)
            self._problem(SettingsReader(new).message() or "")

    def store_plan(self, plan: SessionPlan) -> None:
        """Remember the session's choices for next time."""
        for key, value in plan_entries(plan).items():
            self.settings.setValue(key, value)

    def train(self) -> TrainerPage | None:
        """Set up a training session (trainee, skills, games, length, clock, mode or drill pack) and start it;
        while one is in progress, first ask whether to go back to it."""
        from dealerdesk.ui.training.session_setup import SessionSetupDialog

        if self.training_in_progress():
            choice = self.ask_resume_training()
            if choice == "resume":
                return self.show_training()
            if choice != "new":
                return None
        dialog = SessionSetupDialog(self.progress_store(), self.stored_plan(), self.trainee(), self)
        if dialog.exec() != SessionSetupDialog.DialogCode.Accepted:
            return None
        profile = dialog.profile_id()
        assert profile is not None
        return self.start_training(dialog.plan(), profile)

    def start_training(self, plan: SessionPlan, profile_id: int, *, seed: int | None = None) -> TrainerPage:
        """Start a session on the table (replacing any earlier one; its answers are already saved)."""
        from dealerdesk.trainer.session import TrainingSession

        self.store_plan(plan)
        self.settings.setValue("trainer/profile", profile_id)
        return self.show_session(TrainingSession(plan, self.progress_store(), profile_id, random.Random(seed)))

    def show_session(self, session: TrainingSession) -> TrainerPage:
        """Ask a session's questions on the table (replacing any earlier session; its answers are already saved)."""
        from dealerdesk.trainer.mode import Mode
        from dealerdesk.ui.training.dealing_page import DealingPage
        from dealerdesk.ui.training.trainer_page import TrainerPage

        plan = session.plan
        if self.trainer_page is not None:
            self.pages.removeWidget(self.trainer_page)
            self.trainer_page.deleteLater()
        page = DealingPage(session) if plan.mode == Mode.DEAL else TrainerPage(session)
        page.scene.four_color = self.four_color.isChecked()
        page.new_session_requested.connect(self.train)
        page.report_requested.connect(self.audition_report)
        page.back_requested.connect(self.show_game)
        self.trainer_page = page
        self.pages.addWidget(page)
        self.pages.setCurrentWidget(page)
        page.ask()
        return page

    def audition_report(self, kind: str, path: Path | None = None) -> Path | None:
        """The finished audition's result as a printable page: saved as PDF, or printed."""
        from dealerdesk.trainer.exam_session import ExamSession
        from dealerdesk.ui.results.audition_report import deliver, session_details

        page = self.trainer_page
        if page is None:
            return None
        session = page.session
        # An exam's page covers the whole exam, the answers of a sitting left half-way before this one too.
        summaries = [session.summary()] if isinstance(session, ExamSession) else [
            s for s in self.progress_store().sessions(session.profile_id) if s.session == session.session]
        if not summaries:
            self._problem(tr("This session has no answers yet."))
            return None
        store = self.progress_store()
        return deliver(kind, store.profile(session.profile_id).name, summaries[0], self, path,
                       details=session_details(store.attempts(session.profile_id), session.session))

    def show_progress(self) -> ProgressView:
        """Charts of the trainee's accuracy and speed per skill."""
        from dealerdesk.ui.results.progress_view import ProgressView  # pyqtgraph: loaded with the first chart

        came_from = self.pages.currentWidget()
        if self.progress_page is None:
            self.progress_page = ProgressView(self.progress_store())
            self.progress_page.back_requested.connect(self._back_from_progress)
            self.progress_page.train_requested.connect(self.train)
            self.pages.addWidget(self.progress_page)
        if came_from is not self.progress_page:
            self._progress_came_from = came_from
        self.progress_page.reload_profiles()
        self.pages.setCurrentWidget(self.progress_page)
        return self.progress_page

    # -- finding the way back -----------------------------------------------------------------------------

    def game_in_progress(self) -> bool:
        """A play session is open (its table can be gone back to)."""
        return self.controller is not None

    def hand_in_progress(self) -> bool:
        """A hand is being played right now."""
        hand = self.controller.hand if self.controller is not None else None
        return hand is not None and not hand.is_complete

    def training_in_progress(self) -> bool:
        """A training session has questions left (its result is not reached)."""
        page = self.trainer_page
        return page is not None and page.in_progress

    def show_game(self) -> PlayPage | None:
        """Back to the game's table (None when there is no game)."""
        if not self.game_in_progress():
            return None
        self.pages.setCurrentWidget(self.play_page)
        return self.play_page

    def show_training(self) -> TrainerPage | None:
        """Back to the training session, where it was left (None when there is none)."""
        if self.trainer_page is None:
            return None
        self.pages.setCurrentWidget(self.trainer_page)
        return self.trainer_page

    def _back_target(self) -> tuple[QWidget, str] | None:
        """Where Progress's back button leads: the page it was opened from, else the session, else the game."""
        came_from = self._progress_came_from
        training = (self.trainer_page, tr("← Back to the training session")) if self.trainer_page else None
        game = (self.play_page, tr("← Back to the game")) if self.game_in_progress() else None
        if came_from is not None and came_from is self._play_page and game:
            return game
        return training or game

    def _back_from_progress(self) -> None:
        target = self._back_target()
        self.pages.setCurrentWidget(target[0] if target else self.welcome)

    def _page_changed(self) -> None:
        """Offer the ways back that exist from the page now shown."""
        self.back_to_game.setEnabled(self.game_in_progress())
        self.back_to_training.setEnabled(self.trainer_page is not None)
        self._offer_next_hand()
        current = self.pages.currentWidget()
        if current is self.trainer_page and self.trainer_page is not None:
            self.trainer_page.set_back(tr("← Back to the game") if self.game_in_progress() else None)
        if current is self.progress_page and self.progress_page is not None:
            target = self._back_target()
            self.progress_page.set_back(target[1] if target else None)

    def ask_resume_training(self) -> str | None:
        """"resume" (back to the session in progress), "new" (set up another) or None (cancelled)."""
        page = self.trainer_page
        assert page is not None
        return ask_resume_training(self, page.counter.text())

    # -- play ------------------------------------------------------------------------------------------

    def stored_game_settings(self) -> GameSettings:
        """The last game's settings (or the defaults; see :func:`dealerdesk.stored_settings.stored_game_settings`),
        the player told once of any stored value that could not be used."""
        read = SettingsReader()
        settings = stored_game_settings(self.settings.value, read)
        self._tell_settings(read)
        return settings

    def new_game(self) -> None:
        """Ask for the game and start it."""
        from dealerdesk.ui.play_mode.new_game import NewGameDialog

        dialog = NewGameDialog(self, self.stored_game_settings())
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.settings())

    def hand_numbers(self) -> HandNumbers | None:
        """What numbers the hands played (made when first needed), or None when the window was given nothing."""
        if self._hand_numbers is None and self._make_hand_numbers is not None:
            self._hand_numbers = self._make_hand_numbers()
        return self._hand_numbers

    def start_game(self, settings: GameSettings, *, seed: int | None = None) -> PlayController:
        """Start a play session with these settings."""
        from dealerdesk.rules import chips
        from dealerdesk.ui.play_mode.controller import PlayController  # the computer players: NumPy

        # The room's chip set (chosen in the training setup) stacks the game's chips too.
        chip_set = str(self.settings.value("trainer/chip_set", chips.DEFAULT))
        chips.use_chip_set(chip_set if chip_set in chips.PRESETS else chips.DEFAULT)
        for key, value in game_settings_entries(settings).items():
            self.settings.setValue(key, value)
        if self.controller is not None:
            self.controller.stop()
        controller = PlayController(settings, seed=seed, pace_ms=self.pace_ms, parent=self,
                                    numbers=self.hand_numbers())
        self._attach(controller)
        controller.start()
        return controller

    def _attach(self, controller: PlayController) -> None:
        self.controller = controller
        # The game's "Animate dealing, bets and pots" is the View menu's Animations, which it sets.
        self.animations.setChecked(controller.settings.animations)
        controller.auto_next_ms = AUTO_DEAL_MS if self.auto_deal.isChecked() else -1
        controller.pace_ms = round(self.pace_ms * SPEEDS[self.speed()])
        controller.paused = self.pause_bots.isChecked()
        controller.session.show_reasons = self.show_reasons.isChecked()
        controller.show_hud = self.show_hud.isChecked()
        controller.confirm_rebuy = self.confirm_rebuy
        controller.play_event.connect(self.sounds.hear)
        page = self.play_page
        page.history.clear()
        controller.state_changed.connect(lambda _state: self._offer_next_hand())
        controller.state_changed.connect(page.show_in_turns)
        controller.turn_changed.connect(self._turn)
        controller.log.connect(page.history.appendPlainText)
        controller.problem.connect(self._problem)
        self.pages.setCurrentWidget(page)

    def _turn(self, hand: Hand | None, player: int | None) -> None:
        self.play_page.action_bar.set_turn(hand, player)
        if self.controller is not None:
            self.play_page.action_bar.set_strength(self.controller.hand_strength_text())

    def _act(self, action: str, amount: int | None = None) -> None:
        if self.controller is None:
            return
        refusal = self.controller.act(action, amount)
        if refusal:
            self.play_page.action_bar.say(refusal)

    def _can_deal(self) -> bool:
        """Whether there is a next hand to deal: the last one is over (or there is none yet)."""
        controller = self.controller
        return controller is not None and (controller.hand is None or controller.hand.is_complete)

    def confirm_rebuy(self, amount: int) -> bool:
        """Ask the player, out of chips, whether to buy in again (No ends the session)."""
        from dealerdesk.ui.felt.items import format_chips

        return confirm_rebuy(self, format_chips(amount))

    def _offer_next_hand(self) -> None:
        """Next hand (its button and its key) only while there is one to deal; its key only on the play table (on
        another page the letter is the typing's)."""
        can = self._can_deal()
        self.next_hand_action.setEnabled(can and self.pages.currentWidget() is self._play_page)
        if self._play_page is not None:
            self._play_page.next_hand.setEnabled(can)

    def _next_hand(self) -> None:
        """Deal the next hand (the button, Game → Next hand or its key), when the last one is over."""
        if self.controller is not None and self._can_deal():
            self.controller.next_hand()

    def _problem(self, text: str) -> None:
        """Tell the user without stopping the table (a window-modal box that does not block the event loop)."""
        self.statusBar().showMessage(text, 10000)
        box = QMessageBox(QMessageBox.Icon.Warning, tr("dealerdesk"), text, QMessageBox.StandardButton.Ok, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self.last_problem = text

    # -- files -----------------------------------------------------------------------------------------

    def export_hand(self, kind: str, path: Path | None = None) -> Path | None:
        """Write the last finished hand as PHH (``kind`` "phh"), PokerStars text ("text") or Open Hand History
        ("ohh")."""
        if self.controller is None:
            self._problem(tr("No hand has been played yet."))
            return None
        return session_files.export_hand(self, self.controller.session, kind, path, self._problem)

    def export_session(self, path: Path | None = None, kind: str = "phh") -> Path | None:
        """Write every hand of the session, one after another: PHH (a .phhs file), PokerStars text or Open Hand
        History."""
        controller = self.controller
        return None if controller is None else session_files.export_session(self, controller.session, kind, path,
                                                                             self._problem)

    def save_session(self, path: Path | None = None) -> Path | None:
        """Save the session (between hands) to resume later."""
        controller = self.controller
        return None if controller is None else session_files.save_session(self, controller.session, path,
                                                                           self._problem)

    def open_session(self, path: Path | None = None) -> PlayController | None:
        """Resume a saved session (read and checked with progress and Cancel, see :func:`session_files.open_session`;
        the game in progress is replaced only once the file has been read whole)."""
        path = path or ask_path(self, tr("Open session"), "dealerdesk", save=False)
        if path is None:
            return None
        table = session_files.open_session(self, path, self._problem)  # a worker checks it; the table plays on
        if table is None:
            return None  # refused (told why) or cancelled: the game, if any, goes on as it was
        from dealerdesk.ui.play_mode.controller import (
            PlayController,  # its own imports came with the load, on the worker
        )
        if self.controller is not None:
            self.controller.stop()
        controller = PlayController.resume(table, self.stored_game_settings(), pace_ms=self.pace_ms, parent=self,
                                           numbers=self.hand_numbers())
        self._attach(controller)
        controller.start()
        return controller

    # -- quitting --------------------------------------------------------------------------------------------

    def unfinished_work(self) -> str:
        """What quitting now would cut short, in a sentence ("" for nothing)."""
        if self.hand_in_progress():
            return tr("A hand is being played: it will be lost.")
        if self.training_in_progress():
            if self.store is not None and self.store.unsaved:
                return tr("A training session is in progress: it ends here.")
            return tr("A training session is in progress: it ends here (the answers so far are saved).")
        return ""

    def answers_settled(self) -> bool:
        """Before quitting: answers waiting to be saved are saved, saved elsewhere or given up by the trainee's
        choice (True), or kept with the window open (False); True when none wait."""
        store = self.store
        if store is None or not store.unsaved:
            return True
        return settle_unsaved(
            self, store,
            ask_path=lambda: ask_path(self, tr("Save your progress elsewhere"), "sqlite3"),
            tell=lambda text: QMessageBox.information(self, tr("Answers not saved"), text))

    def confirm_quit(self, reason: str) -> bool:
        """Ask whether to quit although ``reason``."""
        return confirm_quit(self, reason)

    def request_quit(self) -> bool:
        """Game → Quit (and the window's close button): asks first mid-hand or mid-session; True when closed."""
        if not self.answers_settled():
            return False
        reason = self.unfinished_work()
        if reason and not self.confirm_quit(reason):
            return False
        self._quit_confirmed = True
        return bool(self.close())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closed by the user (the title bar, the window manager): ask first when something is under way; then
        remember the window's geometry."""
        if event.spontaneous() and not self._quit_confirmed and (
                not self.answers_settled()
                or ((reason := self.unfinished_work()) and not self.confirm_quit(reason))):
            event.ignore()
            return
        self._quit_confirmed = False
        self.settings.setValue("window/geometry", self.saveGeometry())
        if self.controller is not None:
            self.controller.stop()
        from dealerdesk.ui.common.long_work import stop_all

        stop_all()  # a class's import on a worker stops between files: the store is not closed under it
        if self.store is not None:
            self.store.close()
        self.sounds.close()
        super().closeEvent(event)
