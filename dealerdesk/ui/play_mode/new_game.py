"""The New game dialog: game, structure, seats, stacks, blinds and antes, the button rule, the house rake and
jackpot drop, opponents' styles and skill."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.bots import STYLES
from dealerdesk.bots.levels import LEVELS
from dealerdesk.evaluation.games import game_name
from dealerdesk.i18n import N_, translate, translate_marked
from dealerdesk.play.settings import GameSettings
from dealerdesk.rules.game import Game, Structure, Variant
from dealerdesk.ui.common.screen_scroll import ScreenHighScroll
from dealerdesk.ui.common.wrapped_text import WrappedText


def tr(text: str) -> str:
    """Translate in the dialog's context."""
    return translate("NewGameDialog", text)


def tr_marked(text: str) -> str:
    """Translate a table entry marked with ``N_`` below, in the dialog's context."""
    return translate_marked("NewGameDialog", text)


STRUCTURES = ((Structure.NO, N_("No limit")), (Structure.POT, N_("Pot limit")), (Structure.FIXED, N_("Fixed limit")))


class NewGameDialog(QDialog):
    """Asks for :class:`GameSettings`."""

    def __init__(self, parent: QWidget | None = None, settings: GameSettings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        start = settings or GameSettings()
        variant = Variant.from_code(start.variant)
        self.game = QComboBox()
        for game in Game:
            self.game.addItem(game_name(game), game)
        self.game.setCurrentIndex(list(Game).index(variant.game))
        self.structure = QComboBox()
        for structure, structure_name in STRUCTURES:
            self.structure.addItem(tr_marked(structure_name), structure)
        self.structure.setCurrentIndex([s for s, _ in STRUCTURES].index(variant.structure))
        self.seats = QSpinBox()
        self.seats.setRange(2, 10)
        self.seats.setValue(start.seats)
        self.stack = QSpinBox()
        self.stack.setRange(1, 10_000_000)
        self.stack.setValue(start.stack)
        self.small_blind = QSpinBox()
        self.small_blind.setRange(1, 1_000_000)
        self.small_blind.setValue(start.small_blind)
        self.big_blind = QSpinBox()
        self.big_blind.setRange(1, 1_000_000)
        self.big_blind.setValue(start.big_blind)
        self.ante = QSpinBox()
        self.ante.setRange(0, 1_000_000)
        self.ante.setValue(start.ante)
        self.big_blind_ante = QCheckBox(tr("Big-blind ante"))
        self.big_blind_ante.setChecked(start.big_blind_ante)
        self.button_rule = QComboBox()
        self.button_rule.addItem(tr("Dead button"), "dead")
        self.button_rule.addItem(tr("Moving button"), "moving")
        self.button_rule.setCurrentIndex(0 if start.button == "dead" else 1)
        self._build_rake(start)
        self.opponents = QComboBox()
        for key, style in STYLES.items():
            self.opponents.addItem(style.label, key)
            self.opponents.setItemData(self.opponents.count() - 1, style.summary_label, Qt.ItemDataRole.ToolTipRole)
        self.opponents.addItem(tr("A mix of all styles"), "mix")
        self.opponents.setCurrentIndex(self.opponents.count() - 1 if len(start.styles) > 1 else
                                   max(0, list(STYLES).index(start.styles[0]) if start.styles[0] in STYLES else 0))
        self.difficulty = QComboBox()
        for key, level in LEVELS.items():
            self.difficulty.addItem(level.label, key)
            self.difficulty.setItemData(self.difficulty.count() - 1, level.summary_label, Qt.ItemDataRole.ToolTipRole)
        self.difficulty.setCurrentIndex(max(0, self.difficulty.findData(start.difficulty)))
        # The default name is shown in the user's language; a name the player typed is kept as typed.
        self.name = QLineEdit(tr("You") if start.name == GameSettings.name else start.name)
        self.animations = QCheckBox(tr("Animate dealing, bets and pots"))
        self.animations.setChecked(start.animations)
        # A refusal is written under the field it is about (not in the title bar, where it was cut off).
        self.stack_problem = WrappedText()
        self.blind_problem = WrappedText()
        for label, name in ((self.stack_problem, "stackProblem"), (self.blind_problem, "blindProblem")):
            label.setObjectName(name)
            label.setStyleSheet("color: #ffb4a8;")
            label.setWordWrap(True)
            label.setVisible(False)
        form = QFormLayout()
        form.addRow(tr("Game"), self.game)
        form.addRow(tr("Betting"), self.structure)
        form.addRow(tr("Players"), self.seats)
        form.addRow(tr("Starting stack"), self.stack)
        form.addRow("", self.stack_problem)
        form.addRow(tr("Small blind"), self.small_blind)
        form.addRow(tr("Big blind"), self.big_blind)
        form.addRow("", self.blind_problem)
        form.addRow(tr("Ante"), self.ante)
        form.addRow("", self.big_blind_ante)
        form.addRow(tr("Button"), self.button_rule)
        form.addRow(tr("House rake"), self.rake)
        form.addRow(tr("Rake cap"), self.rake_cap)
        form.addRow("", self.no_flop_no_drop)
        form.addRow(tr("Jackpot drop"), self.jackpot_drop)
        form.addRow(tr("Drop from a pot of"), self.jackpot_threshold)
        form.addRow(tr("Opponents"), self.opponents)
        form.addRow(tr("Their skill"), self.difficulty)
        form.addRow(tr("Your name"), self.name)
        form.addRow("", self.animations)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        # The choices scroll where the screen is too low for them all (Thai's taller lines at 640 pixels): OK and
        # Cancel stay on the screen.
        choices = QWidget()
        choices.setLayout(form)
        form.setContentsMargins(0, 0, 0, 0)  # the dialog's own margins are round it already
        self.choices = ScreenHighScroll(choices)
        layout = QVBoxLayout(self)
        layout.addWidget(self.choices)
        layout.addWidget(buttons)
        self.problem = ""

    def _build_rake(self, start: GameSettings) -> None:
        """The house's take, as the engine rakes a cash game: a percentage of the pot up to a cap, no flop no drop,
        and a jackpot drop from pots that reach a threshold. The parts that do not apply are greyed out."""
        self.rake = QDoubleSpinBox()
        self.rake.setObjectName("rakePercent")
        self.rake.setRange(0, 100)
        self.rake.setDecimals(1)
        self.rake.setSingleStep(0.5)
        self.rake.setSuffix("%")
        self.rake.setSpecialValueText(tr("No rake"))
        self.rake.setValue(start.rake_percent)
        self.rake_cap = QSpinBox()
        self.rake_cap.setRange(0, 1_000_000)
        self.rake_cap.setSpecialValueText(tr("No cap"))
        self.rake_cap.setValue(start.rake_cap or 0)
        self.no_flop_no_drop = QCheckBox(tr("No flop, no drop"))
        self.no_flop_no_drop.setChecked(start.no_flop_no_drop)
        self.jackpot_drop = QSpinBox()
        self.jackpot_drop.setRange(0, 1_000_000)
        self.jackpot_drop.setSpecialValueText(tr("None"))
        self.jackpot_drop.setValue(start.jackpot_drop)
        self.jackpot_threshold = QSpinBox()
        self.jackpot_threshold.setRange(0, 10_000_000)
        self.jackpot_threshold.setValue(start.jackpot_threshold)
        self.rake.valueChanged.connect(self._rake_parts)
        self.jackpot_drop.valueChanged.connect(self._rake_parts)
        self._rake_parts()

    def _rake_parts(self) -> None:
        """A cap and no flop no drop belong to a rake, a threshold to a drop: each is greyed out without it. The pot a
        drop comes from is at least the drop."""
        raking = self.rake.value() > 0
        self.rake_cap.setEnabled(raking)
        self.no_flop_no_drop.setEnabled(raking)
        drop = self.jackpot_drop.value()
        self.jackpot_threshold.setEnabled(drop > 0)
        self.jackpot_threshold.setMinimum(drop)

    def settings(self) -> GameSettings:
        """The settings as chosen."""
        variant = Variant.of(self.game.currentData(), self.structure.currentData())
        style = self.opponents.currentData()
        return GameSettings(
            variant=variant.code,
            seats=self.seats.value(),
            stack=self.stack.value(),
            small_blind=self.small_blind.value(),
            big_blind=self.big_blind.value(),
            ante=self.ante.value(),
            big_blind_ante=self.big_blind_ante.isChecked(),
            button=self.button_rule.currentData(),
            name=self.name.text().strip() or tr("You"),
            styles=tuple(STYLES) if style == "mix" else (style,),
            difficulty=self.difficulty.currentData(),
            animations=self.animations.isChecked(),
            rake_percent=self.rake.value(),
            rake_cap=self.rake_cap.value() or None,
            no_flop_no_drop=self.no_flop_no_drop.isChecked(),
            jackpot_drop=self.jackpot_drop.value(),
            jackpot_threshold=self.jackpot_threshold.value() if self.jackpot_drop.value() else 0,
        )

    def check(self) -> str:
        """Why the settings cannot make a game, or an empty string."""
        settings = self.settings()
        if settings.small_blind > settings.big_blind:
            return tr("The small blind cannot be bigger than the big blind.")
        if settings.stack < settings.big_blind:
            return tr("Stacks must cover at least one big blind.")
        return ""

    def _accept(self) -> None:
        self.problem = self.check()
        blinds = self.small_blind.value() > self.big_blind.value()  # else the stacks are what is refused
        for label, about in ((self.blind_problem, blinds), (self.stack_problem, not blinds)):
            label.setText(self.problem if about else "")
            label.setVisible(bool(self.problem) and about)
        if not self.problem:
            self.accept()
            return
        (self.big_blind if blinds else self.stack).setFocus()
