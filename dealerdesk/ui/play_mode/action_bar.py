"""The action bar of play mode: Fold, Check/Call, Bet/Raise with a slider, an amount box and presets.

It offers only what the engine allows (the bounds come from the hand), explains an illegal amount beside
the box in the engine's own words, and never acts on its own: it emits what the player chose. Keyboard:
F1 fold, F2 check/call, F3 bet/raise, F4 all-in, Enter confirms the amount in the box.

The call button says what the player's bet will total once they call ("Call 30" for a big blind of 10 facing a
raise to 30), the figure the table's badge and the hand log say; facing a bet, a line says what that costs and
what share of the pot it will be ("20 more to call into 70 — 22.2% of the pot after the call").
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.i18n import translate
from dealerdesk.number_input import parse_whole_number
from dealerdesk.rules.betting import refusal_text
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand
from dealerdesk.stored_settings import DEFAULT_KEYS
from dealerdesk.ui.common.locale_numbers import locale_number_format
from dealerdesk.ui.common.wrapped_text import WrappedText
from dealerdesk.ui.felt.items import format_chips, format_equity

PROBLEM_STYLE = "color: #ffb4a8;"
"""An amount the player typed that cannot be bet: said in red."""
NOTE_STYLE = "color: palette(placeholder-text);"
"""Why raising is not possible now, said without being asked: in the quiet colour of a hint, not in red."""



def tr(text: str) -> str:
    """Translate in the action bar's context."""
    return translate("ActionBar", text)


def pot_odds_text(hand: Hand) -> str:
    """What calling costs the player to act and what share of the pot that will be once they call: "20 more to
    call into 70 — 22.2% of the pot after the call" (the pot: every chip in the middle and in front, the bet
    faced included); empty when there is nothing to call."""
    to_call = hand.to_call or 0
    if not to_call:
        return ""
    pot = hand.pot_total
    share = to_call / (pot + to_call)
    return tr("{amount} more to call into {pot} — {share} of the pot after the call").format(
        amount=format_chips(to_call), pot=format_chips(pot), share=format_equity(share))


class ActionBar(QWidget):
    """Buttons and amount entry for the human player's turn."""

    fold_clicked = Signal()
    check_call_clicked = Signal()
    bet_raise_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hand: Hand | None = None
        self._player: int | None = None
        self.fold_button = QPushButton(tr("Fold") + "  (F1)")
        self.call_button = QPushButton(tr("Check") + "  (F2)")
        self.raise_button = QPushButton(tr("Bet") + "  (F3)")
        self.shortcuts: dict[str, QShortcut] = {}
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(tr("amount"))
        self.amount.setMaximumWidth(140)
        self.error = WrappedText()
        self.error.setObjectName("amountError")
        self.error.setStyleSheet(PROBLEM_STYLE)
        self.error.setWordWrap(True)
        self.strength = QLabel()
        self.strength.setObjectName("handStrength")
        # Room kept for the lines that come and go (the hand's name, a refusal), so the table above never jumps.
        line = self.fontMetrics().lineSpacing()
        self.strength.setMinimumHeight(line)
        self.odds = WrappedText()
        self.odds.setObjectName("potOdds")
        self.odds.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.odds.setWordWrap(True)
        self.error.setMinimumHeight(2 * line)
        for widget in (self.slider, self.amount):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        self.presets: dict[str, QPushButton] = {}
        # The presets share the slider's row: a row less under the table leaves the felt room for ten seats'
        # figures in a 640-pixel window, in Thai's larger text too.
        amount_row = QHBoxLayout()
        for key, label in (("min", tr("Min")), ("half", tr("½ pot")), ("pot", tr("Pot")), ("all", tr("All-in"))):
            button = QPushButton(label)
            button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _checked=False, k=key: self.use_preset(k))
            self.presets[key] = button
            amount_row.addWidget(button)
        buttons = QHBoxLayout()
        for button in (self.fold_button, self.call_button, self.raise_button):
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        amount_row.addWidget(self.slider, 1)
        amount_row.addWidget(self.amount)
        layout = QVBoxLayout(self)
        top_row = QHBoxLayout()
        top_row.addWidget(self.strength, 1)
        top_row.addWidget(self.odds, 2)
        layout.addLayout(top_row)
        layout.addLayout(buttons)
        layout.addLayout(amount_row)
        layout.addWidget(self.error)
        self.fold_button.clicked.connect(self.fold_clicked)
        self.call_button.clicked.connect(self.check_call_clicked)
        self.raise_button.clicked.connect(self._confirm_amount)
        self.amount.returnPressed.connect(self._confirm_amount)
        self.amount.textChanged.connect(self._amount_typed)
        self.slider.valueChanged.connect(self._slider_moved)
        for name, handler in (("fold", self._fold_key), ("call", self._call_key), ("raise", self._confirm_amount),
                              ("all_in", lambda: self.use_preset("all", confirm=True))):
            shortcut = QShortcut(QKeySequence(DEFAULT_KEYS[name]), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(handler)
            self.shortcuts[name] = shortcut
        self.set_turn(None, None)

    def set_keys(self, keys: dict[str, str]) -> None:
        """Use other keys for fold, call, raise and all-in (names as in :data:`DEFAULT_KEYS`; the window keeps the
        next hand's)."""
        for name, shortcut in self.shortcuts.items():
            shortcut.setKey(QKeySequence(keys.get(name, DEFAULT_KEYS[name])))
        labels = {"fold": self.fold_button, "call": self.call_button, "raise": self.raise_button}
        for name, button in labels.items():
            text = button.text().rsplit("  (", 1)[0]
            button.setText(f"{text}  ({self.key_text(name)})")

    def key_text(self, name: str) -> str:
        """The key bound to an action, as shown on its button."""
        return self.shortcuts[name].key().toString() if name in self.shortcuts else DEFAULT_KEYS[name]

    # -- state -----------------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """Whether it is the human's turn (the bar accepts input)."""
        return self._hand is not None and self._player is not None and self._hand.actor == self._player

    def set_strength(self, text: str) -> None:
        """The label with the player's current hand ("Two pair, kings and sevens")."""
        self.strength.setText(text)

    def set_turn(self, hand: Hand | None, player: int | None) -> None:
        """Offer the player's options for this hand (or disable everything when it is not their turn)."""
        self._hand, self._player = hand, player
        active = self.active
        for widget in (self.fold_button, self.call_button, self.raise_button, self.slider, self.amount,
                       *self.presets.values()):
            widget.setEnabled(active)
        self.say("")
        self.slider.setVisible(True)
        self.odds.setText(pot_odds_text(hand) if active and hand is not None else "")
        if not active or hand is None:
            # Nothing from an earlier turn stays on show: no amounts on the buttons, an empty slider and box.
            self.amount.clear()
            self.call_button.setText(f"{tr('Call')}  ({self.key_text('call')})")
            self.raise_button.setText(f"{tr('Raise')}  ({self.key_text('raise')})")
            self.slider.blockSignals(True)
            self.slider.setRange(0, 0)
            self.slider.blockSignals(False)
            return
        to_call = hand.to_call or 0
        self.fold_button.setEnabled(to_call > 0)
        # What the bet will total, as the badge and the log say a call (the line above says what it costs).
        total = hand.bets[player] + to_call if player is not None else to_call
        call = tr("Call {amount}").format(amount=format_chips(total)) if to_call else tr("Check")
        self.call_button.setText(f"{call}  ({self.key_text('call')})")
        low, high = hand.min_raise_to, hand.max_raise_to
        can_raise = low is not None and high is not None
        self._label_raise(low)
        for widget in (self.raise_button, self.slider, self.amount, *self.presets.values()):
            widget.setEnabled(can_raise)
        if low is None or high is None:
            self.amount.clear()
            self.say(refusal_text(hand.raise_refusal) if hand.raise_refusal else "", problem=False)
            return
        self.slider.blockSignals(True)
        self.slider.setRange(low, high)
        self.slider.setValue(low)
        self.slider.blockSignals(False)
        self.slider.setVisible(low != high)  # one legal size (fixed limit): nothing to slide
        self.amount.setText(format_chips(low))
        fixed = hand.variant.structure is Structure.FIXED or low == high
        for key in ("half", "pot"):
            self.presets[key].setEnabled(not fixed)
        self.presets["min"].setEnabled(True)
        self.presets["all"].setEnabled(hand.variant.structure is not Structure.FIXED or high == self._all_in())

    def _label_raise(self, amount: int | None) -> None:
        """The raise button says what it will do: "Bet 40", "Raise to 120" (just the verb while no amount is
        valid)."""
        hand = self._hand
        bet = hand is not None and hand.current_bet == 0
        if amount is None:
            verb = tr("Bet") if bet else tr("Raise to")
        else:
            verb = (tr("Bet {amount}") if bet else tr("Raise to {amount}")).format(amount=format_chips(amount))
        self.raise_button.setText(f"{verb}  ({self.key_text('raise')})")

    def say(self, text: str, *, problem: bool = True) -> None:
        """A line under the controls: in red for a problem with what the player typed, quietly otherwise."""
        style = PROBLEM_STYLE if problem else NOTE_STYLE
        if self.error.styleSheet() != style:  # setting a style sheet re-polishes the label: only when it changes
            self.error.setStyleSheet(style)
        self.error.setText(text)

    def _all_in(self) -> int:
        assert self._hand is not None and self._player is not None
        return self._hand.bets[self._player] + self._hand.stacks[self._player]

    # -- presets and amounts ---------------------------------------------------------------------------

    def preset_amount(self, key: str) -> int | None:
        """The raise-to of a preset, within the legal bounds (None if raising is not allowed)."""
        hand = self._hand
        if hand is None or hand.min_raise_to is None or hand.max_raise_to is None or self._player is None:
            return None
        low, high = hand.min_raise_to, hand.max_raise_to
        pot = hand.pot_raise  # the engine's count of the pot, with the house rules' allowance
        assert pot is not None
        wanted = {
            "min": low,
            "half": pot.current_bet + pot.pot_after_call // 2,
            "pot": pot.raise_to,
            "all": self._all_in(),
        }[key]
        return max(low, min(high, wanted))

    def use_preset(self, key: str, confirm: bool = False) -> None:
        """Put a preset amount in the box (and bet it, for the all-in key)."""
        if not self.active:
            return
        amount = self.preset_amount(key)
        if amount is None:
            return
        self.amount.setText(format_chips(amount))
        if confirm:
            self._confirm_amount()

    def _slider_moved(self, value: int) -> None:
        if self.amount.text() != format_chips(value):
            self.amount.setText(format_chips(value))

    def typed_amount(self, text: str) -> int:
        """The amount typed in the box, read by the one strict rule for numbers (digits, grouped as the user's
        locale groups them); :class:`~dealerdesk.number_input.NumberError` saying why it is not one."""
        return parse_whole_number(text, locale_number_format())

    def validation(self, text: str) -> str | None:
        """Why the typed amount cannot be bet (in the engine's words), or None if it can."""
        hand = self._hand
        if hand is None or not self.active:
            return tr("It is not your turn.")
        if not text.strip():
            return tr("Type an amount.")
        try:
            hand.verify_bet_or_raise_to(self.typed_amount(text), self._player)
        except ValueError as error:  # a NumberError, or the engine's refusal
            return str(error)
        return None

    def _amount_typed(self, text: str) -> None:
        problem = self.validation(text) if self.active else None
        self.say(problem or "")
        self.raise_button.setEnabled(self.active and problem is None)
        if self.active:
            self._label_raise(None if problem is not None else self.typed_amount(text))
        if self.active and problem is None:  # an empty box while it is not the player's turn moves nothing
            self.slider.blockSignals(True)
            self.slider.setValue(self.typed_amount(text))
            self.slider.blockSignals(False)

    def _confirm_amount(self) -> None:
        if not self.active:
            return
        problem = self.validation(self.amount.text())
        if problem is not None:
            self.say(problem)
            return
        self.bet_raise_clicked.emit(self.typed_amount(self.amount.text()))

    def _fold_key(self) -> None:
        if self.active and self.fold_button.isEnabled():
            self.fold_clicked.emit()

    def _call_key(self) -> None:
        if self.active:
            self.check_call_clicked.emit()
