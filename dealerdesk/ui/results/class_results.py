"""The class report in the window (Train → Class results…): every result kept for an exam, graded again, in four
tabs — the trainees (each one's score per skill, verdict and notes), the class per skill (pyqtgraph charts of the
accuracy against the pass mark and the median time against each skill's target), the questions most missed with
their named mistakes, and one trainee's answers beside the right ones — with the files refused said above them,
and the report saved as CSV or PDF, or printed.

Every name and answer comes from a file someone else wrote: they are shown in table cells and plain-text labels,
never as rich text, so a name written as markup is read as the characters it is.

A class can be a thousand files, and grading them again takes seconds: the files are read, kept and graded on a
worker thread (:mod:`dealerdesk.ui.common.long_work`) behind a progress dialog with a Cancel button. A cancelled import
keeps each file read before it whole and no part of the others, and says how many were imported. A folder can be
watched (a shared drive the class saves into, a USB stick): results dropped into it are imported and the report
made again, grading only what is new, with a line saying how many came in."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QFileSystemWatcher, QLocale, QSettings, Qt, QTime, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealerdesk.i18n import translate, translate_n
from dealerdesk.progress import Cancelled
from dealerdesk.trainer.class_import import Imported, WatchedFolder, import_results
from dealerdesk.trainer.class_register import Filing, filed_results
from dealerdesk.trainer.class_report import ClassReport, Grades, TraineeResult, class_report, write_csv
from dealerdesk.trainer.core.mistakes import label
from dealerdesk.trainer.exam import Exam
from dealerdesk.trainer.practice import PASS_MARK
from dealerdesk.trainer.store.database import Store, StoreError
from dealerdesk.ui.common.dialogs import ask_path
from dealerdesk.ui.common.language import seconds_text
from dealerdesk.ui.common.long_work import ProgressShown, Sentences, Steps, Work, then
from dealerdesk.ui.common.theme import SCREEN_GOOD, SCREEN_SHORT
from dealerdesk.ui.results.audition_report import tell
from dealerdesk.ui.results.class_report_pdf import print_class_report, save_class_pdf, verdict_text
from dealerdesk.ui.results.progress_charts import bar_chart

CHART_HEIGHT = 220
"""Each chart's height in pixels."""
SETTLE_MS = 700
"""How long a watched folder must be still before it is read: a file is copied in pieces, each a change."""
POLL_MS = 15_000
"""How often a watched folder is read again besides: a shared drive does not tell of files that another computer
writes into it, and a USB stick taken out and put back is watched again."""
WATCH_KEY = "class_results/watch/"
"""The settings' key, before the exam's id, of the folder watched for its results."""


def tr(text: str) -> str:
    """Translate in the class results' context."""
    return translate("ClassResults", text)


def plain(text: str) -> QLabel:
    """A label that shows its text as written (never as markup: names come from files)."""
    shown = QLabel(text)
    shown.setTextFormat(Qt.TextFormat.PlainText)
    shown.setWordWrap(True)
    return shown


def table(columns: list[str], rows: list[list[str]]) -> QTableWidget:
    """A read-only table of plain texts."""
    widget = QTableWidget(len(rows), len(columns))
    widget.setHorizontalHeaderLabels(columns)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.verticalHeader().setVisible(False)
    widget.setWordWrap(True)
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            widget.setItem(row, column, QTableWidgetItem(text))
    header = widget.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    widget.resizeRowsToContents()
    return widget


def import_text(imported: Imported) -> str:
    """What the import did, in a sentence (and, when it was cancelled, how many files were left unread)."""
    new = imported.count(Filing.NEW) + imported.count(Filing.CONTINUED)
    kept = imported.count(Filing.SAME) + imported.count(Filing.EARLIER)
    said = tr("{new} result files imported, {kept} kept already, {refused} refused.").format(
        new=new, kept=kept, refused=len(imported.refused))
    if imported.cancelled:
        left = len(imported.unread)
        said += " " + translate_n("ClassResults", "Cancelled: {count} more file was not read.",
                                  "Cancelled: {count} more files were not read.", left).format(count=left)
    return said


def _colour(widget: QTableWidget, row: int, column: int, *, good: bool) -> None:
    """A cell's text green (passed, right) or red."""
    cell = widget.item(row, column)
    if cell is not None:
        cell.setForeground(pg.mkColor(SCREEN_GOOD if good else SCREEN_SHORT))


class ClassResultsDialog(QDialog):
    """A class's report for one exam; given the register and the settings, it can watch a folder for results."""

    def __init__(self, report: ClassReport, imported: Imported | None = None, parent: QWidget | None = None, *,
                 store: Store | None = None, settings: QSettings | None = None, grades: Grades | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.store = store
        self.settings = settings
        self.grades: Grades = grades if grades is not None else {}
        """The results graded so far (by a worker, one at a time): a watched folder's report grades only the new."""
        self.setWindowTitle(tr("Class results: {exam}").format(exam=report.exam.name))
        self.resize(1000, 700)
        layout = QVBoxLayout(self)
        self.summary = plain("")
        layout.addWidget(self.summary)
        if imported is not None:
            layout.addWidget(plain(import_text(imported)))
        self.refusals: dict[str, str] = {refused.path: refused.line()
                                         for refused in (imported.refused if imported is not None else [])}
        """Each file refused (by path) and the line saying why; a watched file read again since is taken out."""
        self.refused = QListWidget()
        self.refused.setMaximumHeight(90)
        layout.addWidget(self.refused)
        self._show_refusals()
        watching = QHBoxLayout()
        self.watch_line = plain("")
        self._say_unwatched()
        self.watch_button = QPushButton(tr("Watch a folder…"))
        self.stop_watch = QPushButton(tr("Stop watching"))
        self.stop_watch.setVisible(False)
        watching.addWidget(self.watch_line, 1)
        watching.addWidget(self.watch_button)
        watching.addWidget(self.stop_watch)
        layout.addLayout(watching)
        self.watch_button.setEnabled(store is not None and settings is not None)
        self.watch_button.clicked.connect(self._choose_folder)
        self.stop_watch.clicked.connect(self.stop_watching)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self._fill(report)
        buttons = QHBoxLayout()
        self.save_csv = QPushButton(tr("Save as CSV…"))
        self.save_pdf = QPushButton(tr("Save as PDF…"))
        self.print_report = QPushButton(tr("Print…"))
        close = QPushButton(tr("Close"))
        for button in (self.save_csv, self.save_pdf, self.print_report):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.save_csv.clicked.connect(lambda: self.export("csv"))
        self.save_pdf.clicked.connect(lambda: self.export("pdf"))
        self.print_report.clicked.connect(lambda: print_class_report(self.report, self))
        close.clicked.connect(self.accept)
        self.watched: WatchedFolder | None = None
        """The folder watched for results (None: none)."""
        self.watcher: QFileSystemWatcher | None = None
        self.scan: Work | None = None
        """The watched folder's reading under way (one at a time)."""
        self.scans = 0
        """How many times the watched folder has been read (and the report made again when results came in)."""
        self._scan_again = False
        self._scan_of: WatchedFolder | None = None
        self._news = ""
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.read_watched)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._poll_folder)
        remembered = self.remembered_folder()
        if remembered is not None:
            self.start_watching(remembered)

    def _fill(self, report: ClassReport) -> None:
        """Show ``report``: the summary and the four tabs (the tab and the trainee shown are kept)."""
        shown_tab, shown_file = self.tabs.currentIndex(), None
        if self.tabs.count():
            index = self.trainee_choice.currentIndex()
            if 0 <= index < len(self.report.trainees):
                shown_file = self.report.trainees[index].file_name
        self.report = report
        exam = report.exam
        self.summary.setText(tr("{exam}: {questions} questions · {trainees} results · {passed} passed").format(
            exam=exam.name, questions=len(exam.pack.questions), trainees=len(report.trainees), passed=report.passed))
        old = [self.tabs.widget(index) for index in range(self.tabs.count())]
        self.tabs.clear()
        for widget in old:
            if widget is not None:
                widget.deleteLater()
        self.tabs.addTab(self._trainees_tab(), tr("Trainees"))
        self.tabs.addTab(self._skills_tab(), tr("The class by skill"))
        self.tabs.addTab(self._questions_tab(), tr("Questions most missed"))
        self.tabs.addTab(self._answers_tab(), tr("Answers"))
        self.tabs.setCurrentIndex(max(shown_tab, 0))
        files = [trainee.file_name for trainee in report.trainees]
        if shown_file in files:
            self.trainee_choice.setCurrentIndex(files.index(shown_file))

    def _show_refusals(self) -> None:
        self.refused.clear()
        self.refused.addItems(list(self.refusals.values()))
        self.refused.setVisible(self.refused.count() > 0)

    # -- a watched folder ----------------------------------------------------------------------------------

    def remembered_folder(self) -> Path | None:
        """The folder watched for this exam's results the last time (kept in the settings), if any."""
        if self.settings is None or self.store is None:
            return None
        value = self.settings.value(WATCH_KEY + self.report.exam.digest)
        return Path(value) if isinstance(value, str) and value else None

    def _choose_folder(self) -> None:
        """Watch a folder… clicked (its ``checked`` is no folder)."""
        self.watch()

    def watch(self, folder: Path | None = None) -> Path | None:
        """Watch ``folder`` (asked for when not given) for this exam's results, from now and whenever its report is
        opened again; its results are read at once."""
        if self.settings is None or self.store is None:
            return None
        if folder is None:
            start = str(self.watched.folder) if self.watched is not None else ""
            chosen = QFileDialog.getExistingDirectory(self, tr("The folder the results are saved into"), start)
            if not chosen:
                return None
            folder = Path(chosen)
        self.settings.setValue(WATCH_KEY + self.report.exam.digest, str(folder))
        self.start_watching(folder)
        return folder

    def start_watching(self, folder: Path) -> None:
        """Watch ``folder`` (in place of any watched before) and read it now."""
        self._end_watch()
        self.watched = WatchedFolder(folder)
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._changed)
        self.watcher.fileChanged.connect(self._changed)
        if folder.is_dir():
            self.watcher.addPath(str(folder))
        self._news = ""
        self._poll.start()
        self.stop_watch.setVisible(True)
        self._say_watching()
        self.read_watched()

    def stop_watching(self) -> None:
        """Watch no folder, and forget the one watched for this exam."""
        self._end_watch()
        if self.settings is not None:
            self.settings.remove(WATCH_KEY + self.report.exam.digest)
        self._say_unwatched()
        self.stop_watch.setVisible(False)

    def _say_unwatched(self) -> None:
        self.watch_line.setText(tr("Results saved into a folder (a shared drive, a USB stick) can come into this "
                                   "report as they are saved: watch the folder."))

    def _end_watch(self) -> None:
        self._settle.stop()
        self._poll.stop()
        if self.scan is not None:
            self.scan.cancel()  # its end is not shown, and the next reading waits for it: one at a time
        if self.watcher is not None:
            self.watcher.deleteLater()
            self.watcher = None
        self.watched = None
        self._scan_again = False

    def _changed(self, path: str) -> None:
        """A change in the folder or a file of it: read once the folder has been still a moment."""
        self._settle.start()

    def _poll_folder(self) -> None:
        """Read the folder again (watched again when it is back: a drive connected again)."""
        if self.watcher is not None and self.watched is not None:
            folder = str(self.watched.folder)
            if folder not in self.watcher.directories() and self.watched.folder.is_dir():
                self.watcher.addPath(folder)
        self.read_watched()

    def read_watched(self) -> None:
        """Read the watched folder's new and changed files on a worker, and make the report again when results
        came in (after the reading under way, when there is one)."""
        watched, store = self.watched, self.store
        if watched is None or store is None:
            return
        if self.scan is not None:
            self._scan_again = True
            return
        self._scan_of = watched
        self.scan = Work(read_folder(watched, store, self.report.exam, self.grades)).start()
        self.scan.finished.connect(self._read)

    def _read(self, value: object) -> None:
        """The watched folder was read: the new results in the report, a line saying how many came in."""
        self.scan = None
        current = self.watched is not None and self._scan_of is self.watched
        if current:
            self.scans += 1
            if isinstance(value, StoreError):
                self._news = tr("The results could not be kept: {reason}").format(reason=value)
            elif isinstance(value, BaseException):
                raise value  # a fault of the program: the crash report's, not a message's
            elif isinstance(value, Loaded):
                self._took(value)
            self._say_watching()
        if self._scan_again or (not current and self.watched is not None):
            self._scan_again = False
            self.read_watched()

    def _took(self, loaded: Loaded) -> None:
        imported, watched, watcher = loaded.imported, self.watched, self.watcher
        if watched is None or watcher is None:
            return
        before = dict(self.refusals)
        for name, _ in imported.filed:
            self.refusals.pop(name, None)
        for path in [path for path in self.refusals if Path(path).parent == watched.folder]:
            if not Path(path).exists():
                del self.refusals[path]  # taken out of the folder
        for refused in imported.refused:
            if refused.path == str(watched.folder):
                continue  # the folder not there: the watch line says so
            self.refusals[refused.path] = refused.line()
            if refused.path not in watcher.files() and Path(refused.path).is_file():
                watcher.addPath(refused.path)  # told when the rest of it is written
        done = [path for path in watcher.files() if path not in self.refusals]
        if done:
            watcher.removePaths(done)
        if self.refusals != before:
            self._show_refusals()
        new, further = imported.count(Filing.NEW), imported.count(Filing.CONTINUED)
        if new or further:
            when = QLocale().toString(QTime.currentTime(), QLocale.FormatType.ShortFormat)
            news = [translate_n("ClassResults", "{time}: {count} new result came in.",
                                "{time}: {count} new results came in.", new).format(time=when, count=new)]
            if further:
                news.append(translate_n(
                    "ClassResults", "{count} result went further than the one kept (a later file of its sitting).",
                    "{count} results went further than the ones kept (later files of their sittings).",
                    further).format(count=further))
            self._news = " ".join(news)
        if loaded.report is not None:
            self._fill(loaded.report)

    def _say_watching(self) -> None:
        watched = self.watched
        if watched is None:
            return
        said = [tr("Watching {folder} for results.").format(folder=watched.folder)]
        if not watched.folder.is_dir():
            said.append(tr("The folder is not there now (a drive not connected?): it is looked for again."))
        said.append(self._news or tr("No new results since it is watched."))
        waiting = sum(Path(path).parent == watched.folder for path in self.refusals)
        if waiting:
            said.append(translate_n("ClassResults", "{count} file in it cannot be used: it is read again when it "
                                    "changes.", "{count} files in it cannot be used: each is read again when it "
                                    "changes.", waiting).format(count=waiting))
        self.watch_line.setText(" ".join(said))

    def done(self, result: int) -> None:
        """Closed: the folder is no longer watched here (it stays remembered for the next report)."""
        self._end_watch()
        super().done(result)

    def _trainees_tab(self) -> QWidget:
        report = self.report
        kinds = [skill.kind for skill in report.skills]
        rows = []
        for trainee in report.trainees:
            cells = {result.kind: result for result in trainee.skills}
            rows.append([trainee.name, *(f"{cells[kind].right} / {cells[kind].asked}" for kind in kinds),
                         f"{trainee.right} / {len(trainee.marks)}", verdict_text(trainee)])
        self.trainees = table([tr("Trainee"), *(kind.label for kind in kinds), tr("Right"), tr("Result")], rows)
        for row, trainee in enumerate(report.trainees):
            for place, result in enumerate(trainee.skills, start=1):
                _colour(self.trainees, row, place, good=result.passed)
        notes = [f"{trainee.name} ({trainee.file_name}): {note}" for trainee in report.trainees
                 for note in trainee.notes()]
        self.notes = QListWidget()
        self.notes.addItems(notes)
        self.notes.setVisible(bool(notes))
        tab = QWidget()
        stack = QVBoxLayout(tab)
        stack.addWidget(self.trainees, 3)
        stack.addWidget(self.notes, 1)
        return tab

    def _skills_tab(self) -> QWidget:
        skills = self.report.skills
        labels = [skill.kind.label for skill in skills]
        self.accuracy_chart = bar_chart(
            tr("Right answers (pass mark {mark:.0%})").format(mark=PASS_MARK), labels,
            [100 * skill.accuracy for skill in skills], good=[skill.accuracy >= PASS_MARK for skill in skills],
            marks=[100 * PASS_MARK] * len(skills), top=100, height=CHART_HEIGHT)
        times = [skill.seconds or 0.0 for skill in skills]
        targets = [skill.target_seconds for skill in skills]
        self.time_chart = bar_chart(tr("Median time against the target (s)"), labels, times,
                                    good=[skill.on_pace for skill in skills], marks=targets,
                                    top=max([*times, *targets, 1.0]), height=CHART_HEIGHT)
        rows = [[skill.kind.label, f"{skill.right} / {skill.asked}", f"{skill.accuracy:.0%}",
                 "—" if skill.seconds is None else seconds_text(skill.seconds), seconds_text(skill.target_seconds, 0)]
                for skill in skills]
        tab = QWidget()
        column = QVBoxLayout(tab)
        charts = QHBoxLayout()
        charts.addWidget(self.accuracy_chart)
        charts.addWidget(self.time_chart)
        column.addLayout(charts)
        column.addWidget(table([tr("Skill"), tr("Right"), tr("Score"), tr("Median time"), tr("Target")], rows))
        return tab

    def _questions_tab(self) -> QWidget:
        rows = [[str(question.number), question.kind.label, f"{question.missed} / {question.asked}",
                 "; ".join(f"{label(cause)} ({count})" for cause, count in question.causes), question.right_answer]
                for question in self.report.most_missed()]
        self.questions = table([tr("Question"), tr("Skill"), tr("Missed"), tr("Mistakes named"), tr("Right answer")],
                               rows)
        return self.questions

    def _answers_tab(self) -> QWidget:
        tab = QWidget()
        column = QVBoxLayout(tab)
        self.trainee_choice = QComboBox()
        for trainee in self.report.trainees:
            self.trainee_choice.addItem(f"{trainee.name} ({trainee.file_name})")
        column.addWidget(self.trainee_choice)
        self.answers = table([tr("Question"), tr("Skill"), "", tr("Answer given"), tr("Right answer"), tr("Time")], [])
        column.addWidget(self.answers, 1)
        self.trainee_choice.currentIndexChanged.connect(self.show_answers)
        self.show_answers(0)
        return tab

    def show_answers(self, index: int) -> None:
        """One trainee's every answer beside the right one."""
        trainees = self.report.trainees
        trainee: TraineeResult | None = trainees[index] if 0 <= index < len(trainees) else None
        marks = trainee.marks if trainee is not None else ()
        self.answers.setRowCount(len(marks))
        for row, mark in enumerate(marks):
            said = mark.given if mark.answered else tr("not answered")
            if mark.cause:
                said += f" — {label(mark.cause)}"
            cells = [str(mark.number), mark.kind.label, "✓" if mark.correct else "✗", said, mark.right_answer,
                     "" if mark.seconds is None else seconds_text(mark.seconds)]
            for column, text in enumerate(cells):
                self.answers.setItem(row, column, QTableWidgetItem(text))
            _colour(self.answers, row, 2, good=mark.correct)
        self.answers.resizeRowsToContents()

    def export(self, kind: str, path: Path | None = None) -> Path | None:
        """The report saved as CSV or PDF (to ``path``, else where the user says), and said where, or why not."""
        path = path or ask_path(self, tr("Save the class report"), kind)
        if path is None:
            return None
        try:
            if kind == "csv":
                write_csv(self.report, path)
            else:
                save_class_pdf(self.report, path)
        except OSError as error:
            tell(self, tr("The class report could not be saved to {file}: {reason}.").format(
                file=path, reason=error.strerror or error), problem=True)
            return None
        tell(self, tr("The class report was saved to {file}.").format(file=path))
        return path


@dataclass(frozen=True)
class Loaded:
    """What a worker brings back: what the import did, and the report made again (None: cancelled, or no new
    result to grade)."""

    imported: Imported
    report: ClassReport | None


def read_class(store: Store, exam: Exam, paths: Sequence[Path], grades: Grades) -> Callable[[Steps], Loaded]:
    """The work of Class results…, for a worker: the files read, checked and kept (progress "read"), then every
    result kept graded (progress "grade"); cancelled, the files read before are kept and no report is made."""

    def work(steps: Steps) -> Loaded:
        imported = import_results(store, exam, paths, progress=steps.told("read"), cancelled=steps.cancelled)
        if imported.cancelled:
            return Loaded(imported, None)
        try:
            report = class_report(exam, filed_results(store, exam.digest), grades=grades,
                                  progress=steps.told("grade"), cancelled=steps.cancelled)
        except Cancelled:
            return Loaded(imported, None)
        return Loaded(imported, report)

    return work


def read_folder(watched: WatchedFolder, store: Store, exam: Exam, grades: Grades) -> Callable[[Steps], Loaded]:
    """The work of reading a watched folder, for a worker: its new and changed files kept, and the report made
    again when results came in (only the new ones graded)."""

    def work(steps: Steps) -> Loaded:
        imported = watched.import_new(store, exam, cancelled=steps.cancelled)
        if imported.cancelled or not (imported.count(Filing.NEW) or imported.count(Filing.CONTINUED)):
            return Loaded(imported, None)
        try:
            report = class_report(exam, filed_results(store, exam.digest), grades=grades, cancelled=steps.cancelled)
        except Cancelled:
            return Loaded(imported, None)
        return Loaded(imported, report)

    return work


def open_class_results(parent: QWidget, exam: Exam, store: Store, paths: Sequence[Path],
                       settings: QSettings | None = None) -> Work:
    """Import ``paths`` for ``exam`` and grade the class on a worker, with a progress dialog over ``parent``, then
    show the report (or say what was imported when cancelled, or why nothing could be kept); the work, whose
    end comes on the window's thread."""
    grades: Grades = {}
    work = Work(read_class(store, exam, list(paths), grades))
    said = Sentences({"read": tr("Reading the result files: {done} of {total}"),
                      "grade": tr("Grading the answers again: {done} of {total} results")})
    ProgressShown(work, parent, tr("Class results: {exam}").format(exam=exam.name), said, starting=said.starting,
                  cancel=tr("Cancel"))
    then(work, parent, lambda value: _show_class(parent, value, store, settings, grades))
    return work.start()


def _show_class(parent: QWidget, value: object, store: Store, settings: QSettings | None, grades: Grades) -> None:
    if isinstance(value, StoreError):
        tell(parent, str(value), problem=True)
        return
    if isinstance(value, BaseException):
        raise value  # a fault of the program: the crash report's, not a message's
    assert isinstance(value, Loaded)
    if value.report is None:
        tell(parent, import_text(value.imported) + " " + tr(
            "The report was not made: Train → Class results… makes it from the results kept (choose no files)."))
        return
    dialog = ClassResultsDialog(value.report, value.imported, parent, store=store, settings=settings, grades=grades)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
