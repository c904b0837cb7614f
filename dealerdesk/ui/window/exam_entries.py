"""The Train menu's exam entries: **Take an exam…** (the exam's questions asked on the trainer's table, each answer
kept in the trainee's result file at once), **Export exam…** and **Class results…**.

The trainer and its exams are imported when an entry is chosen, not when the menu is built: the window's first
frame is the welcome page. Dealing an exam and reading a class's files take seconds: they run on a worker thread
behind a progress dialog (:mod:`dealerdesk.ui.common.long_work`), and these entries return the work under way. Each
step that needs the user (a folder, a name) can be given instead, which is how the tests drive it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSpinBox,
    QWidget,
)

from dealerdesk.i18n import translate
from dealerdesk.ui.window.menu_items import command

if TYPE_CHECKING:
    from dealerdesk.trainer.exam import Exam, ExamSettings
    from dealerdesk.trainer.kinds.names import Kind
    from dealerdesk.ui.common.long_work import Steps, Work
    from dealerdesk.ui.training.trainer_page import TrainerPage
    from dealerdesk.ui.window.main_window import MainWindow


def tr(text: str) -> str:
    """Translate in the exam entries' context."""
    return translate("ExamEntries", text)


def add_exam_entries(menu: QMenu, window: MainWindow) -> None:
    """The three entries, at the end of ``menu``."""
    command(menu, window, tr("Take an &exam…"), lambda: take_exam(window))
    command(menu, window, tr("E&xport exam…"), lambda: export_exam(window))
    command(menu, window, tr("&Class results…"), lambda: class_results(window))


def tell(parent: QWidget, text: str, *, problem: bool = False) -> None:
    """Say ``text`` over ``parent`` without stopping the window (as the audition's result says where it saved)."""
    from dealerdesk.ui.results.audition_report import tell as say

    say(parent, text, problem=problem)


def app_version() -> str:
    """The installed version, written into a result file (``unknown`` from a bare checkout)."""
    import importlib.metadata

    try:
        return importlib.metadata.version("dealerdesk")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def documents() -> str:
    """The user's documents folder, where a result file is offered to go."""
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)


def _folder(parent: QWidget, title: str, start: str = "") -> Path | None:
    chosen = QFileDialog.getExistingDirectory(parent, title, start)
    return Path(chosen) if chosen else None


def open_exam_folder(parent: QWidget, folder: Path | None, title: str) -> Exam | None:
    """The exam in ``folder`` (asked for when None), or None when cancelled or refused (said why)."""
    from dealerdesk.trainer.exam import ExamError, open_exam

    folder = folder or _folder(parent, title)
    if folder is None:
        return None
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # every hand is replayed and checked
    try:
        return open_exam(folder)
    except ExamError as error:
        tell(parent, tr("This exam cannot be used: {reason}").format(reason=error), problem=True)
        return None
    finally:
        QApplication.restoreOverrideCursor()


def take_exam(window: MainWindow, folder: Path | None = None, name: str | None = None,
              out: Path | None = None) -> TrainerPage | None:
    """Sit an exam: its folder, the trainee's name and where the result file goes (each asked when not given);
    a sitting left half-way goes on from its next question."""
    from dealerdesk.trainer.exam_session import exam_session
    from dealerdesk.trainer.exam_sitting import Sitting, SittingError

    exam = open_exam_folder(window, folder, tr("Take an exam: its folder"))
    if exam is None:
        return None
    if name is None:
        store = window.progress_store()
        typed, accepted = QInputDialog.getText(window, tr("Take an exam"),
                                               tr("Your name, as your instructor will read it:"),
                                               text=store.profile(window.trainee()).name)
        if not accepted:
            return None
        name = typed
    out = out or _folder(window, tr("Where to keep your result file"), documents())
    if out is None:
        return None
    try:
        sitting = Sitting.begin(exam, name, out, app_version())
    except SittingError as error:
        tell(window, str(error), problem=True)
        return None
    session = exam_session(sitting, window.progress_store(), window.trainee(), random.Random())
    page = window.show_session(session)
    page.answered.connect(lambda _verdict: _tell_file_problem(window, session.file_problem))
    if sitting.resumed:
        window.statusBar().showMessage(tr("Going on from question {number}: your earlier answers are kept.").format(
            number=sitting.result.answered + 1), 10000)
    return page


def _tell_file_problem(parent: QWidget, problem: str | None) -> None:
    if problem:
        tell(parent, tr("Your answer is kept, but the result file could not be written: {reason}. It is written "
                        "again with your next answer.").format(reason=problem), problem=True)


class ExportExamDialog(QDialog):
    """What an exam asks: its name, skills, length, time per question, feedback and difficulty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from dealerdesk.trainer.kinds.names import Kind

        super().__init__(parent)
        self.setWindowTitle(tr("Export exam"))
        form = QFormLayout(self)
        self.name = QLineEdit(tr("Exam"))
        self.skills = QListWidget()
        for kind in Kind:
            item = QListWidgetItem(kind.label)
            item.setData(Qt.ItemDataRole.UserRole, str(kind))
            item.setCheckState(Qt.CheckState.Checked)
            self.skills.addItem(item)
        self.count = QSpinBox()
        self.count.setRange(1, 1000)
        self.count.setValue(60)
        self.seconds = QSpinBox()
        self.seconds.setRange(0, 3600)
        self.seconds.setValue(60)
        self.seconds.setSpecialValueText(tr("no limit"))
        self.feedback = QComboBox()
        self.feedback.addItem(tr("At the end"), "end")
        self.feedback.addItem(tr("After each answer"), "each")
        self.difficulty = QSpinBox()
        self.difficulty.setRange(1, 4)
        form.addRow(tr("Name"), self.name)
        form.addRow(tr("Skills"), self.skills)
        form.addRow(tr("Questions"), self.count)
        form.addRow(tr("Seconds per question"), self.seconds)
        form.addRow(tr("Verdicts"), self.feedback)
        form.addRow(tr("Difficulty"), self.difficulty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def kinds(self) -> list[Kind]:
        """The skills ticked."""
        from dealerdesk.trainer.kinds.names import Kind

        items = [self.skills.item(row) for row in range(self.skills.count())]
        return [Kind(item.data(Qt.ItemDataRole.UserRole)) for item in items
                if item.checkState() == Qt.CheckState.Checked]

    def settings(self) -> ExamSettings:
        """The time per question and the feedback chosen."""
        from dealerdesk.trainer.exam import ExamSettings, Feedback

        seconds = self.seconds.value()
        return ExamSettings(float(seconds) if seconds else None, Feedback(self.feedback.currentData()))


def export_exam(window: MainWindow, dialog: ExportExamDialog | None = None, where: Path | None = None) -> Work | None:
    """Deal an exam as the dialog says and write it into a new folder, named after it, in a folder the user
    chooses; say where it went, or why not. The questions are dealt on a worker (hundreds of them take seconds)
    behind a progress dialog whose Cancel leaves nothing written; the work (None when refused before it began),
    whose end comes on the window's thread with the exam."""
    from dealerdesk.exam_cli import folder_problem
    from dealerdesk.ui.common.long_work import ProgressShown, Sentences, Work, then

    if dialog is None:
        dialog = ExportExamDialog(window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
    name, kinds = dialog.name.text().strip(), dialog.kinds()
    if not name or not kinds:
        tell(window, tr("An exam needs a name and at least one skill."), problem=True)
        return None
    where = where or _folder(window, tr("Where to put the exam's folder"), documents())
    if where is None:
        return None
    target = where / "".join(c if c.isalnum() or c in "-_ " else "-" for c in name).strip()
    problem = folder_problem(str(target))
    if problem is not None:
        tell(window, problem, problem=True)
        return None
    work = Work(deal_exam(target, name, kinds, dialog.count.value(), settings=dialog.settings(),
                          difficulty=dialog.difficulty.value()))
    said = Sentences({"deal": tr("Dealing the questions: {done} of {total}")})
    ProgressShown(work, window, tr("Export exam"), said, starting=said.starting, cancel=tr("Cancel"))
    then(work, window, lambda value: _exam_written(window, target, value))
    return work.start()


def deal_exam(target: Path, name: str, kinds: Sequence[Kind], count: int, *, settings: ExamSettings,
              difficulty: int) -> Callable[[Steps], Exam]:
    """The work of Export exam…, for a worker: the questions dealt from a seed of the system's (progress "deal")
    and the exam written into ``target`` once they all are."""
    from dealerdesk.exam_cli import folder_problem
    from dealerdesk.trainer.exam import ExamError
    from dealerdesk.trainer.exam import export_exam as write

    seed = random.SystemRandom().randrange(2**31)

    def work(steps: Steps) -> Exam:
        problem = folder_problem(str(target))  # another export may have written there since it was asked
        if problem is not None:
            raise ExamError(problem)
        return write(target, name, kinds, count, seed=seed, settings=settings, difficulty=difficulty,
                     progress=steps.told("deal"), cancelled=steps.cancelled)

    return work


def _exam_written(window: MainWindow, target: Path, value: object) -> None:
    from dealerdesk.progress import Cancelled
    from dealerdesk.trainer.exam import ExamError

    if isinstance(value, ExamError):
        tell(window, str(value), problem=True)
    elif isinstance(value, Cancelled):
        window.statusBar().showMessage(tr("Export exam cancelled: nothing was written."), 10000)
    elif isinstance(value, BaseException):
        raise value  # a fault of the program: the crash report's, not a message's
    else:
        tell(window, tr("The exam was written to {folder}. Give the folder to the class: each trainee opens it "
                        "with Train → Take an exam…").format(folder=target))


def class_results(window: MainWindow, folder: Path | None = None,
                  results: Sequence[Path] | None = None) -> Work | None:
    """Import result files for an exam (its folder and the files asked for when not given; none chosen: the
    results kept already) and show the class's report, once they are read and graded on a worker; the work
    (None when no exam was opened), whose end comes on the window's thread."""
    from dealerdesk.trainer.result_file import SUFFIX
    from dealerdesk.ui.results.class_results import open_class_results

    exam = open_exam_folder(window, folder, tr("Class results: the exam's folder"))
    if exam is None:
        return None
    if results is None:
        names, _ = QFileDialog.getOpenFileNames(window, tr("The trainees' result files (none: those kept already)"),
                                                "", f"*{SUFFIX}")
        results = [Path(name) for name in names]
    return open_class_results(window, exam, window.progress_store(), results, window.settings)
