"""The main window's first pages: the welcome screen (Play, Train, Progress) and the play table with its action
bar and hand history (the trainer and the progress view have modules of their own)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.i18n import translate
from dealerdesk.ui.common.wrapped_text import WrappedLog, WrappedText

if TYPE_CHECKING:
    from dealerdesk.ui.felt.state import TableState

HISTORY_GROWTH = 1.6
"""The most the hand-history panel's text grows over the application font in a large window: the table scales
with the window, the log keeps pace up to where its lines would get too few words."""
HISTORY_BASE = (1024.0, 600.0)
"""The play page's size (the smallest window's, less its menu bar) at which the log has the application font."""

HISTORY_LINES = 2000
"""The hand-history panel keeps its last 2,000 lines (the last 60 hands or more at a full table); the panel is for
reading back the recent hands, the session export has them all."""


def tr(text: str) -> str:
    """Translate in the main window's context (these pages' words were the window's before they moved here)."""
    return translate("MainWindow", text)


class WelcomePage(QWidget):
    """The first screen: what dealerdesk does, in a sentence per mode."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel("dealerdesk")
        title.setObjectName("welcomeTitle")
        title.setStyleSheet("font-size: 36pt; font-weight: 600;")
        lead = WrappedText(tr("A poker table and dealer trainer for Hold'em, Omaha and Omaha Hi/Lo."))
        lead.setObjectName("welcomeLead")
        lead.setWordWrap(True)
        lead.setMinimumWidth(560)
        lead.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.play = QPushButton(tr("Play"))
        self.train = QPushButton(tr("Train"))
        self.progress = QPushButton(tr("Progress"))
        texts = (
            (self.play, tr("Sit at a table against computer players in any game and betting structure.")),
            (self.train, tr("Answer the questions a casino dealer must know instantly, graded and explained.")),
            (self.progress, tr("See your accuracy and speed in each dealing skill over time.")),
        )
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(title, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(lead)
        layout.addSpacing(24)
        for button, text in texts:
            # Enter presses the button with the keyboard's focus, as Space does (outside a dialog only an
            # auto-default button takes Enter).
            button.setAutoDefault(True)
            button.setMinimumSize(220, 56)
            button.setStyleSheet("font-size: 16pt;")
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(button)
            explanation = WrappedText(text)
            explanation.setWordWrap(True)
            explanation.setMinimumWidth(360)
            row.addWidget(explanation, 2)
            row.addStretch(1)
            layout.addLayout(row)
        layout.addStretch(2)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the keyboard starts on Play, so Enter (or Tab, then Enter) starts at once."""
        super().showEvent(event)
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            self.play.setFocus(Qt.FocusReason.OtherFocusReason)


class PlayPage(QWidget):
    """The table, the action bar and the hand history of play mode."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Imported here, not with the module: the welcome page (the window's first frame) needs none of this.
        from dealerdesk.ui.felt.scene import SEATS_A_TURN, TableScene
        from dealerdesk.ui.felt.view import TableView
        from dealerdesk.ui.play_mode.action_bar import ActionBar

        super().__init__(parent)
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.action_bar = ActionBar()
        self.history = WrappedLog()
        self.history.setObjectName("handHistory")
        # The panel shows the recent hands; older lines drop off the top so a long session's memory does not grow
        # with it. Every hand stays in the table's record, which the session export writes out whole.
        self.history.setMaximumBlockCount(HISTORY_LINES)
        self.next_hand = QPushButton(tr("Next hand"))
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(QLabel(tr("Hand history")))
        side_layout.addWidget(self.history, 1)
        side_layout.addWidget(self.next_hand)
        splitter = QSplitter()
        table_side = QWidget()
        table_layout = QVBoxLayout(table_side)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.view, 1)
        table_layout.addWidget(self.action_bar)
        splitter.addWidget(table_side)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([940, 340])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

        self._seats_a_turn = SEATS_A_TURN
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(0)  # a timer, not a queued call: a turn of its own, after Qt has painted the first
        self._rest.timeout.connect(self.scene.draw_rest)
        self._scale_history()

    def history_scale(self) -> float:
        """How much larger than the application font the hand history is at the page's size: 1 in the smallest
        window, growing with the page (as the table does) to :data:`HISTORY_GROWTH`."""
        grown = min(self.width() / HISTORY_BASE[0], self.height() / HISTORY_BASE[1])
        return min(HISTORY_GROWTH, max(1.0, grown))

    def _scale_history(self) -> None:
        """Give the log the page's font (the application's, in the language shown) times :meth:`history_scale`,
        in whole half points (rounded down, so never past the cap) so a window dragged wider does not relayout the
        log at every pixel."""
        base = self.font()
        size = base.pointSizeF()
        if size <= 0:
            return  # a font set in pixels: leave the log with it
        wanted = max(size, math.floor(size * self.history_scale() * 2) / 2)
        if self.history.font().pointSizeF() != wanted:
            scaled = base
            scaled.setPointSizeF(wanted)
            self.history.setFont(scaled)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale_history()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # The application font changed (another language's): the log follows it, still scaled.
            self._scale_history()

    @property
    def settled(self) -> bool:
        """Whether the table shows the whole of the last state given (none of it is left for a later turn)."""
        return self.scene.left_to_draw is None

    def show_state(self, state: TableState) -> None:
        """Draw the table, all of it now."""
        self._rest.stop()
        self.scene.show_state(state)

    def show_in_turns(self, state: TableState) -> None:
        """Draw the table as the game moves on: a whole new table (a new hand dealt, the hands shown down) in two
        turns of the event loop, half the seats and then the rest, so that drawing and painting ten seats never
        holds the window past a frame in one turn; an action, which touches a seat or two, is drawn at once."""
        self.scene.show_state(state, seats_at_most=self._seats_a_turn)
        if self.scene.left_to_draw is not None:
            self._rest.start()
