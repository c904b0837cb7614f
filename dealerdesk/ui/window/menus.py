"""The window's menus — Game (a game, its sessions and exports, the pages), View (motion, the deck, automatic
deals, the computer players' speed and pause, sound, their reasons and statistics, keys, language), Train
(sessions and exams), Help — and what the View menu's switches change at once, on every table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence

from dealerdesk.i18n import translate
from dealerdesk.ui.common.dialogs import about
from dealerdesk.ui.common.language import LANGUAGES, language_label
from dealerdesk.ui.window.exam_entries import add_exam_entries
from dealerdesk.ui.window.menu_items import choice, command, switch

if TYPE_CHECKING:
    from dealerdesk.ui.window.main_window import MainWindow


def tr(text: str) -> str:
    """Translate in the main window's context (the menus' words were the window's before they moved here)."""
    return translate("MainWindow", text)


SPEEDS = {"slow": 2.0, "normal": 1.0, "fast": 0.35}
"""How the computer players' pace (450 ms a move at normal speed, a quick fold less, a call of an all-in up to
three and a half times as long) is stretched by the speed chosen."""
AUTO_DEAL_MS = 2500
"""With "Deal the next hand automatically" on, how long the result stays before the next deal."""


def build_menus(window: MainWindow) -> None:
    """Give ``window`` its menu bar; the entries it changes later are kept on it (``window.four_color`` …)."""
    game = window.menuBar().addMenu(tr("&Game"))
    window.new_action = command(game, window, tr("&New game…"), window.new_game, QKeySequence.StandardKey.New)
    # Deals the next hand once the result has been read (its key is chosen with the play table's others).
    window.next_hand_action = command(game, window, tr("Ne&xt hand"), window._next_hand,
                                      QKeySequence(window.stored_keys()["next_hand"]))
    window.next_hand_action.setEnabled(False)
    command(game, window, tr("&Open session…"), window.open_session, QKeySequence.StandardKey.Open)
    command(game, window, tr("&Save session…"), window.save_session, QKeySequence.StandardKey.Save)
    game.addSeparator()
    command(game, window, tr("Export hand as &PHH…"), lambda: window.export_hand("phh"))
    command(game, window, tr("Export hand as PokerStars &text…"), lambda: window.export_hand("text"))
    command(game, window, tr("Export hand as Open Hand &History…"), lambda: window.export_hand("ohh"))
    command(game, window, tr("Export session as P&HH…"), lambda: window.export_session(kind="phh"))
    command(game, window, tr("Export session as PokerStars te&xt…"), lambda: window.export_session(kind="text"))
    command(game, window, tr("Export session as Open Hand Histor&y…"), lambda: window.export_session(kind="ohh"))
    game.addSeparator()
    command(game, window, tr("&Train"), window.train)
    command(game, window, tr("&Progress"), window.show_progress)
    command(game, window, tr("&Welcome screen"), lambda: window.pages.setCurrentWidget(window.welcome))
    window.back_to_game = command(game, window, tr("&Back to the game"), window.show_game)
    window.back_to_training = command(game, window, tr("Back to the t&raining session"), window.show_training)
    game.addSeparator()
    command(game, window, tr("&Quit"), window.request_quit, QKeySequence.StandardKey.Quit)
    view = window.menuBar().addMenu(tr("&View"))
    kept = window.settings
    window.animations = switch(view, window, tr("&Animations"), lambda: toggle_animations(window),
                               settings=kept, key="view/animations", default=True)
    window.four_color = switch(view, window, tr("&Four-colour deck"), lambda: toggle_four_color(window),
                               settings=kept, key="view/four_color", default=False)
    window.auto_deal = switch(view, window, tr("&Deal the next hand automatically"),
                              lambda: toggle_auto_deal(window), settings=kept, key="play/auto_deal", default=False)
    stored = str(window.settings.value("play/speed", "normal"))
    window.speed_actions = choice(view.addMenu(tr("Computer players' &speed")), window,
                                  (("slow", tr("&Slow")), ("normal", tr("&Normal")), ("fast", tr("&Fast"))),
                                  stored if stored in SPEEDS else "normal", window.set_speed)
    window.pause_bots = QAction(tr("&Pause computer players"), window)
    window.pause_bots.setCheckable(True)
    window.pause_bots.setShortcut(QKeySequence("Ctrl+P"))
    window.pause_bots.toggled.connect(lambda _checked: toggle_pause(window))
    view.addAction(window.pause_bots)
    window.sound = switch(view, window, tr("S&ound"), lambda: toggle_sound(window), settings=kept, key="play/sound",
                          default=True)
    # Why each computer player moved, in the hand history: off unless asked for (it is a lesson, not a tell).
    window.show_reasons = switch(view, window, tr("Show computer players' &reasons"), lambda: toggle_reasons(window),
                                 settings=kept, key="play/reasons", default=False)
    # Each player's VPIP and PFR under their seat, as online clients show them: on unless turned off (it shows
    # nothing until a player has been seen for a few hands, and what it counts is public).
    window.show_hud = switch(view, window, tr("Show player s&tatistics (HUD)"), lambda: toggle_hud(window),
                             settings=kept, key="play/hud", default=True)
    view.addSeparator()
    command(view, window, tr("&Keyboard shortcuts…"), window.edit_shortcuts)
    # The language setting: the system's (the default), English, Thai or Hungarian.
    window.language_actions = choice(view.addMenu(tr("&Language")), window,
                                     [(code, language_label(code)) for code in LANGUAGES],
                                     str(window.settings.value("ui/language", "") or ""), window.set_language)
    train = window.menuBar().addMenu(tr("&Train"))
    command(train, window, tr("&New training session…"), window.train)
    train.addSeparator()
    add_exam_entries(train, window)
    help_menu = window.menuBar().addMenu(tr("&Help"))
    command(help_menu, window, tr("&About dealerdesk"), lambda: about(window))


def toggle_animations(window: MainWindow) -> None:
    """Motion on the play table (View → Animations): at once, and the next game's dialog starts from it."""
    window.settings.setValue("view/animations", window.animations.isChecked())
    window.settings.setValue("game/animations", window.animations.isChecked())
    if window._play_page is not None:
        window._play_page.scene.animate = window.animations.isChecked()


def toggle_sound(window: MainWindow) -> None:
    """Sounds for the deal, each move and the pot (View → Sound; on unless turned off)."""
    window.settings.setValue("play/sound", window.sound.isChecked())
    window.sounds.enabled = window.sound.isChecked()


def toggle_reasons(window: MainWindow) -> None:
    """Write why each computer player moved in the hand history (View → Show computer players' reasons): from the
    next move on, kept for the next start."""
    window.settings.setValue("play/reasons", window.show_reasons.isChecked())
    if window.controller is not None:
        window.controller.session.show_reasons = window.show_reasons.isChecked()


def toggle_hud(window: MainWindow) -> None:
    """Show or hide each player's statistics on the play table (View → Show player statistics): at once, kept for
    the next start. The trainer's table never shows them: its questions are about the hand, not the players."""
    window.settings.setValue("play/hud", window.show_hud.isChecked())
    if window.controller is not None:
        window.controller.show_hud = window.show_hud.isChecked()
        window.play_page.show_state(window.controller.current_state())


def toggle_pause(window: MainWindow) -> None:
    """The computer players wait (View → Pause computer players) until it is turned off."""
    if window.controller is not None:
        window.controller.set_paused(window.pause_bots.isChecked())


def toggle_auto_deal(window: MainWindow) -> None:
    """After a hand the table waits for Next hand (the result stays to be read), unless the player chose
    to have the next hand dealt by itself a moment later."""
    window.settings.setValue("play/auto_deal", window.auto_deal.isChecked())
    if window.controller is not None:
        window.controller.auto_next_ms = AUTO_DEAL_MS if window.auto_deal.isChecked() else -1


def toggle_four_color(window: MainWindow) -> None:
    """The deck's colours, at once on every table (the game's and the trainer's, mid-hand or mid-question)."""
    window.settings.setValue("view/four_color", window.four_color.isChecked())
    if window._play_page is not None:
        window._play_page.scene.four_color = window.four_color.isChecked()
    if window.trainer_page is not None:
        window.trainer_page.scene.four_color = window.four_color.isChecked()
    if window.controller is not None:
        window.play_page.show_state(window.controller.current_state())
