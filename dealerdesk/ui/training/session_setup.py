"""The session setup: who trains (choose or create a trainee), which skills and games, how hard, how long,
timed or not, practice, audition or dealing a live game, or an imported drill pack.

Dealing a live game asks every dealer step of every hand, so the skills do not apply there (they are greyed, a
line says why); the trainee sets the hands to deal, the players at the table, the games, the difficulty (the
players' speed and how often the hard moments come) and the house rake, any of the room's presets, none too.

The dialog remembers nothing itself: the window passes the last plan in and stores the new one. A drill pack is
read (and every question re-checked against the engine) when it is chosen, so a damaged pack is refused right
there with the file and the reason. Every refusal is written beside what it is about (the skills, the length, the
trainee, the pack), in red under that field.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.evaluation.games import game_name
from dealerdesk.i18n import translate, translate_n
from dealerdesk.progress import Cancelled
from dealerdesk.rules import chips
from dealerdesk.rules.game import Game
from dealerdesk.rules.rake import DEFAULT_PRESET, PRESETS, RAKING
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from dealerdesk.trainer.kinds.rake.kind import preset_label
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.packs import Pack, PackError, import_pack
from dealerdesk.trainer.session import PlanError, SessionPlan, audition_minimum
from dealerdesk.trainer.store.database import Store, StoreError
from dealerdesk.ui.common.long_work import run_with_progress
from dealerdesk.ui.common.screen_scroll import ScreenHighScroll
from dealerdesk.ui.common.wrapped_text import WrappedText


def tr(text: str) -> str:
    """Translate in the session setup's context."""
    return translate("SessionSetup", text)


def problem_label(name: str) -> QLabel:
    """A refusal's place under a field: red, wrapped, hidden while empty."""
    label = WrappedText()
    label.setObjectName(name)
    label.setStyleSheet("color: #ffb4a8;")
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def say(label: QLabel, text: str) -> None:
    """Show ``text`` in a problem label (nothing: the label goes away)."""
    label.setText(text)
    label.setVisible(bool(text))


def difficulty_name(level: int) -> str:
    """What each difficulty deals."""
    return {1: tr("1 — a few deep stacks, round numbers"), 2: tr("2 — a short stack, one side pot"),
            3: tr("3 — fuller tables, antes, several all-ins"),
            4: tr("4 — full tables, BB ante, short all-ins, odd chips")}[level]


class SessionSetupDialog(QDialog):
    """Choose the trainee and the session; :meth:`plan` and :meth:`profile_id` give the choice."""

    def __init__(self, store: Store, plan: SessionPlan | None = None, profile_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New training session"))
        # Wide enough that the mode's wrapped description needs few lines (a dialog is sized before its wrapped
        # lines are: the narrower it is, the more they would squeeze the rows under them).
        self.setMinimumWidth(620)
        self.store = store
        self.pack: Pack | None = None
        start = plan or SessionPlan()

        self.profile = QComboBox()
        self.profile.setObjectName("trainee")
        self.new_profile = QPushButton(tr("New trainee…"))
        self.new_profile.clicked.connect(self.ask_new_profile)
        who_row = QHBoxLayout()
        who_row.addWidget(self.profile, 1)
        who_row.addWidget(self.new_profile)
        self.trainee_problem = problem_label("traineeProblem")
        who = QVBoxLayout()
        who.addLayout(who_row)
        who.addWidget(self.trainee_problem)

        self.kind_boxes: dict[Kind, QCheckBox] = {}
        self.skills = skills = QGroupBox(tr("Skills"))
        grid = QGridLayout(skills)
        self.skills_problem = problem_label("skillsProblem")
        columns = 2 if len(Kind) <= 6 else 3  # a dozen skills in four rows: the dialog fits a 640-pixel screen
        for index, kind in enumerate(Kind):
            box = QCheckBox(kind.label)
            box.setChecked(kind in start.kinds)
            box.toggled.connect(lambda _on: say(self.skills_problem, ""))
            self.kind_boxes[kind] = box
            grid.addWidget(box, index // columns, index % columns)
        grid.addWidget(self.skills_problem, -(-len(Kind) // columns), 0, 1, columns)
        # What the chosen mode does, under the skills (a wrapped line in a form is cut short; in the group it is not).
        self.skills_note = WrappedText()
        self.skills_note.setObjectName("skillsNote")
        self.skills_note.setWordWrap(True)
        grid.addWidget(self.skills_note, -(-len(Kind) // columns) + 1, 0, 1, columns)

        self.game_boxes: dict[Game, QCheckBox] = {}
        games = QGroupBox(tr("Games (none ticked: all)"))
        row = QHBoxLayout(games)
        for game in Game:
            box = QCheckBox(game_name(game))
            box.setChecked(game in start.games)
            self.game_boxes[game] = box
            row.addWidget(box)

        self.difficulty = QComboBox()
        for level in DIFFICULTIES:
            self.difficulty.addItem(difficulty_name(level), level)
        self.difficulty.setCurrentIndex(self.difficulty.findData(start.difficulty))

        self.chip_set = QComboBox()
        self.chip_set.setObjectName("chipSet")
        for preset in chips.PRESETS.values():
            self.chip_set.addItem(preset.title(), preset.name)
        self.chip_set.setCurrentIndex(max(0, self.chip_set.findData(start.chip_set)))
        # The room's posted rake, which the rake questions are dealt with; in a dealt game, the rake the house
        # takes, any preset (none too).
        self.rake = QComboBox()
        self.rake.setObjectName("rakeChoice")
        self._rake_choice = start.rake
        self._fill_rake(PRESETS if start.mode == Mode.DEAL else RAKING)
        self.rake.currentIndexChanged.connect(lambda _index: setattr(self, "_rake_choice", self.rake.currentData()))

        self.by_count = QRadioButton(tr("Questions"))
        self.by_hands = QRadioButton(tr("Hands"))
        self.by_minutes = QRadioButton(tr("Minutes"))
        self.length_group = QButtonGroup(self)
        for button in (self.by_count, self.by_hands, self.by_minutes):
            self.length_group.addButton(button)
        self.count = QSpinBox()
        self.count.setRange(1, 500)
        self.count.setValue(start.questions or 20)
        self.hands = QSpinBox()
        self.hands.setObjectName("dealHands")
        self.hands.setRange(1, 500)
        self.hands.setValue(start.hands or 10)
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 240)
        self.minutes.setValue(round(start.minutes or 15))
        dealing = start.mode == Mode.DEAL
        if start.minutes and not (start.hands if dealing else start.questions):
            self.by_minutes.setChecked(True)
        else:
            (self.by_hands if dealing else self.by_count).setChecked(True)
        length_row = QHBoxLayout()
        for widget in (self.by_count, self.count, self.by_hands, self.hands, self.by_minutes, self.minutes):
            length_row.addWidget(widget)
        self.length_problem = problem_label("lengthProblem")
        self.by_count.toggled.connect(lambda _on: say(self.length_problem, ""))
        self.count.valueChanged.connect(lambda _value: say(self.length_problem, ""))
        length = QVBoxLayout()
        length.addLayout(length_row)
        length.addWidget(self.length_problem)

        self.timed = QCheckBox(tr("Timed: seconds per question"))
        self.timed.setChecked(start.seconds_per_question is not None)
        self.seconds = QDoubleSpinBox()
        self.seconds.setDecimals(0)
        self.seconds.setRange(3, 600)
        self.seconds.setValue(start.seconds_per_question or 30)
        timing = QHBoxLayout()
        timing.addWidget(self.timed)
        timing.addWidget(self.seconds)

        # The three modes on one line, the chosen one described under them (the dialog fits a 640-pixel screen).
        self.practice = QRadioButton(tr("Practice"))
        self.audition = QRadioButton(tr("Audition"))
        self.deal = QRadioButton(tr("Deal a live game"))
        self.deal.setObjectName("dealMode")
        {Mode.AUDITION: self.audition, Mode.DEAL: self.deal}.get(start.mode, self.practice).setChecked(True)
        mode = QHBoxLayout()
        for button in (self.practice, self.audition, self.deal):
            mode.addWidget(button)
            button.toggled.connect(lambda _on: self._show_mode())
        mode.addStretch(1)

        # Dealing a live game: the players at the table (Auto: as many as the difficulty seats).
        self.seats = QComboBox()
        self.seats.setObjectName("dealSeats")
        self.seats.addItem(tr("Auto (by the difficulty)"), 0)
        for count in range(2, 11):
            self.seats.addItem(str(count), count)
        self.seats.setCurrentIndex(max(0, self.seats.findData(start.seats or 0)))

        # The pack's line on its own, above its buttons: squeezed beside them, a wrapped line (Thai above all, whose
        # marks reach above and below the line) was cut at the top and bottom.
        self.pack_label = WrappedText(tr("No drill pack: new hands are dealt."))
        self.pack_label.setObjectName("packLabel")
        self.pack_label.setWordWrap(True)
        self.import_pack = QPushButton(tr("Import drill pack…"))
        self.import_pack.clicked.connect(self.ask_pack)
        self.clear_pack = QPushButton(tr("Deal new hands"))
        self.clear_pack.clicked.connect(lambda: self.use_pack(None))
        self.pack_problem = problem_label("packProblem")
        pack_buttons = QHBoxLayout()
        pack_buttons.addWidget(self.import_pack)
        pack_buttons.addWidget(self.clear_pack)
        pack_buttons.addStretch(1)
        pack_row = QVBoxLayout()
        pack_row.addWidget(self.pack_label)
        pack_row.addLayout(pack_buttons)
        pack_row.addWidget(self.pack_problem)

        self.problem = problem_label("setupProblem")  # anything not about one field
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        self.form = form = QFormLayout()
        form.addRow(tr("Trainee"), who)
        form.addRow(tr("Mode"), mode)
        form.addRow(tr("Players at the table"), self.seats)
        form.addRow(tr("Difficulty"), self.difficulty)
        form.addRow(tr("Chip set"), self.chip_set)
        form.addRow(tr("House rake"), self.rake)
        form.addRow(tr("Length"), length)
        form.addRow(tr("Clock"), timing)
        form.addRow(tr("Drill pack"), pack_row)
        self.pack_row = pack_row
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(skills)
        body_layout.addWidget(games)
        body_layout.addLayout(form)
        body_layout.addWidget(self.problem)
        self.body = ScreenHighScroll(body)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body, 1)
        layout.addWidget(buttons)
        self.reload_profiles(profile_id)
        self.use_pack(start.pack)
        self._show_mode()

    # -- the mode ----------------------------------------------------------------------------------------

    @property
    def dealing(self) -> bool:
        """Dealing a live game is chosen."""
        return self.deal.isChecked()

    def _fill_rake(self, names: Iterable[str]) -> None:
        """Offer these rake presets, showing the one last chosen when it is among them (else the room's default;
        the choice comes back when the mode that offers it does)."""
        wanted = self._rake_choice
        self.rake.blockSignals(True)
        self.rake.clear()
        for name in names:
            self.rake.addItem(preset_label(name), name)
        index = self.rake.findData(wanted)
        self.rake.setCurrentIndex(index if index >= 0 else max(0, self.rake.findData(DEFAULT_PRESET)))
        self.rake.blockSignals(False)

    def _show_mode(self) -> None:
        """Show what the chosen mode uses: a dealt game has no skills to tick, a table of players, hands to deal
        and any rake; practice and auditions ask questions."""
        dealing = self.dealing
        self._fill_rake(PRESETS if dealing else RAKING)
        for box in self.kind_boxes.values():
            box.setEnabled(self.pack is None)
            box.setVisible(not dealing)  # every step is asked: the line below says so, in the boxes' room
        self.skills.setTitle(tr("Dealing a live game") if dealing else tr("Skills"))
        say(self.skills_problem, "")
        self.form.setRowVisible(self.seats, dealing)
        self.form.setRowVisible(self.pack_row, not dealing)
        say(self.pack_problem, self.pack_problem.text())  # (showing the row showed its empty problem line)
        self.skills_note.setText(
            tr("You deal each hand of computer players, and every dealer step is asked: the button and the blinds, "
               "the pot, rulings, gathering the bets, the showdown, the rake, reading the hands and pushing the "
               "pots. You are judged by hands per hour and the error rate. The difficulty sets how fast the players "
               "act and how often the hard moments come (short all-ins, many-way all-ins, hi/lo quarters).")
            if dealing else
            tr("Audition: a fixed mix of the skills, results at the end; a skill passes with 80 % right and its "
               "median answer within its target time.")
            if self.audition.isChecked()
            else tr("Practice: each answer graded and explained at once, weak skills more often."))
        self.by_count.setVisible(not dealing)
        self.count.setVisible(not dealing)
        self.by_hands.setVisible(dealing)
        self.hands.setVisible(dealing)
        if not self.by_minutes.isChecked():
            (self.by_hands if dealing else self.by_count).setChecked(True)
        if dealing and self.pack is not None:
            self.use_pack(None)
        if self.isVisible():
            QTimer.singleShot(0, self, self.adjustSize)  # the rows shown changed: no empty room left in the groups

    # -- trainees --------------------------------------------------------------------------------------

    def reload_profiles(self, select: int | None = None) -> None:
        """Fill the trainee list, selecting ``select`` when it exists."""
        self.profile.clear()
        for profile in self.store.profiles():
            self.profile.addItem(profile.name, profile.id)
        index = self.profile.findData(select)
        self.profile.setCurrentIndex(max(index, 0))

    def ask_new_profile(self) -> None:
        """Ask for a name and create the trainee."""
        name, ok = QInputDialog.getText(self, tr("New trainee"), tr("Name"))
        if ok:
            self.create_profile(name)

    def create_profile(self, name: str) -> int | None:
        """Create a trainee and select it; a refused name is explained in the dialog."""
        try:
            profile = self.store.create_profile(name)
        except StoreError as error:
            say(self.trainee_problem, str(error))
            return None
        say(self.trainee_problem, "")
        self.reload_profiles(profile.id)
        return profile.id

    def profile_id(self) -> int | None:
        """The chosen trainee (None when there is none yet)."""
        value = self.profile.currentData()
        return int(value) if value is not None else None

    # -- drill packs -----------------------------------------------------------------------------------

    def ask_pack(self) -> None:
        """Choose a pack folder."""
        folder = QFileDialog.getExistingDirectory(self, tr("Import drill pack"))
        if folder:
            self.load_pack(Path(folder))

    def load_pack(self, folder: Path) -> Pack | None:
        """Read a pack (every question re-checked, on the long work's thread with progress and Cancel); a damaged
        pack is refused with the file and the reason, a cancelled one leaves the dialog as it was."""

        def checked(done: int, total: int) -> str:
            return translate_n("SessionSetup", "{done} of {total} question checked",
                               "{done} of {total} questions checked", total).format(done=done, total=total)

        try:
            pack = run_with_progress(
                self, tr("Import drill pack"), checked,
                lambda report, cancelled: import_pack(folder, progress=report, cancelled=cancelled))
        except PackError as error:
            say(self.pack_problem, str(error))
            return None
        except Cancelled:
            return None
        say(self.pack_problem, "")
        self.use_pack(pack)
        return pack

    def use_pack(self, pack: Pack | None) -> None:
        """Ask this pack's questions (None: deal new hands)."""
        self.pack = pack
        self.clear_pack.setEnabled(pack is not None)
        dealt = pack is None
        for box in self.game_boxes.values():
            box.setEnabled(dealt)
        for box in self.kind_boxes.values():
            box.setEnabled(dealt)
        self.difficulty.setEnabled(dealt)
        self.rake.setEnabled(dealt)
        if pack is None:
            self.pack_label.setText(tr("No drill pack: new hands are dealt."))
        else:
            count = len(pack.questions)
            self.pack_label.setText(translate_n("SessionSetup", "Drill pack “{name}”: {count} question.",
                                                "Drill pack “{name}”: {count} questions, asked in order.",
                                                count).format(name=pack.name, count=count))
            self.count.setValue(len(pack.questions))

    # -- the result ------------------------------------------------------------------------------------

    def short_audition(self, plan: SessionPlan) -> str:
        """Why this audition is too short to start (nothing when it is not): it asks exactly the length set, and
        at least five questions of each skill so that one slip cannot fail a skill."""
        if plan.mode != Mode.AUDITION or plan.pack is not None or plan.questions is None or not plan.kinds:
            return ""
        least = audition_minimum(plan.kinds)
        if plan.questions >= least:
            return ""
        # One short line: a wrapped line under a form's field is cut short (in Thai above all).
        return tr("An audition needs at least {least} questions: five of each skill.").format(least=least)

    def problem_place(self, plan: SessionPlan) -> QLabel:
        """Where a refusal of ``plan`` is written: beside the choice that makes it impossible."""
        if plan.mode != Mode.DEAL and plan.pack is None and not plan.kinds:
            return self.skills_problem
        if plan.mode == Mode.AUDITION and plan.questions is None and plan.pack is None:
            return self.length_problem
        return self.problem

    def plan(self) -> SessionPlan:
        """The session as chosen (not yet checked)."""
        by_minutes = self.by_minutes.isChecked()
        dealing = self.dealing
        seats = int(self.seats.currentData())
        return SessionPlan(
            kinds=tuple(kind for kind, box in self.kind_boxes.items() if box.isChecked()),
            games=tuple(game for game, box in self.game_boxes.items() if box.isChecked()),
            difficulty=int(self.difficulty.currentData()),
            questions=None if by_minutes else self.count.value(),  # kept for practice (a dealt game counts hands)
            minutes=float(self.minutes.value()) if by_minutes else None,
            seconds_per_question=self.seconds.value() if self.timed.isChecked() else None,
            mode=Mode.DEAL if dealing else Mode.AUDITION if self.audition.isChecked() else Mode.PRACTICE,
            pack=None if dealing else self.pack,
            chip_set=str(self.chip_set.currentData()),
            rake=str(self.rake.currentData()),
            hands=None if by_minutes else self.hands.value(),
            seats=seats or None,
        )

    def accept(self) -> None:
        """Start only a session that can run, with a trainee (created as "Trainee" when there is none)."""
        plan = self.plan()
        try:
            plan.check()
        except PlanError as error:
            say(self.problem_place(plan), str(error))
            return
        short = self.short_audition(plan)
        if short:
            say(self.length_problem, short)
            self.count.setFocus()
            return
        if self.profile_id() is None and self.create_profile(tr("Trainee")) is None:
            return
        super().accept()
