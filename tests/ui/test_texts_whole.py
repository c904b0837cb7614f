"""Every button and label shows its words whole on the main pages in the smallest window (1024×640), in Thai
(taller lines, no spaces between words) and Hungarian (long words): a button or check box as wide as its text
needs and not cut by what holds it (a scroll bar), a one-line label as wide as its text, and a wrapped label or
verdict breaking its lines between words only — never inside a Hungarian word ("Mellékkass|zák") or a Thai one
("ผู้|เล่น", where :mod:`dealerdesk.thai_words` finds the words).

Screenshots found these cut: the setup's "Gyakorlatcsomag importálása…", the progress page's "Exportálás
CSV-be…" under its scroll bar, the showdown-order question's "Minden kéz egyszerre felfordítva" beside the labels'
column. The pages are built as the snapshot command builds them (``dealerdesk snapshot``), so what is checked here
is what the screenshots show."""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QLabel, QPushButton, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.thai_words import ZERO_WIDTH_SPACE, break_positions
from dealerdesk.ui.common.language import install_language
from dealerdesk.ui.common.wrapped_text import RichText, WrappedText
from dealerdesk.ui.offscreen.snapshot import _trainer_window
from tests.ui.test_i18n import clean_language as clean_language  # noqa: PLC0414 - the fixture

SIZE = (1024, 640)
"""The smallest window the app is drawn in: the narrowest side column and dialogs."""
THAI = re.compile("[\u0e00-\u0e7f]")
MARKUP = re.compile(r"<[a-zA-Z/][^>]*>")
BREAKABLE = frozenset(" \t\n\u00a0\u200b-/–—·,;:()")
"""Characters a line may end or start beside without cutting a word."""


def across(widget: QWidget) -> tuple[int, int]:
    """The part of ``widget``'s width its ancestors show (left and right in the window's coordinates): a
    scroll area's viewport, a splitter's pane, the window."""
    left = widget.mapTo(widget.window(), QRect().topLeft()).x()
    right = left + widget.width()
    parent = widget.parentWidget()
    while parent is not None and not widget.isWindow():
        start = parent.mapTo(parent.window(), QRect().topLeft()).x()
        left, right = max(left, start), min(right, start + parent.width())
        if parent.isWindow():
            break
        parent = parent.parentWidget()
    return left, right


def bad_line_starts(document: QTextDocument, width: float) -> list[str]:
    """Where the document laid out at ``width`` starts a line inside a word (Thai: between letters of one word
    of :mod:`dealerdesk.thai_words`), each shown with the text around it, and the lines a word too long runs past
    the edge of."""
    document.setTextWidth(width)
    document.size()  # laid out now
    found = []
    block = document.begin()
    while block.isValid():
        text = block.text()
        layout = block.layout()
        thai: set[int] | None = None
        for index in range(1, layout.lineCount()):
            start = layout.lineAt(index).textStart()
            before, after = text[start - 1], text[start]
            if before in BREAKABLE or after in BREAKABLE or not (before.isalnum() and after.isalnum()):
                continue
            if THAI.match(before) and THAI.match(after):
                if thai is None:
                    thai = set(break_positions(text.replace(ZERO_WIDTH_SPACE, "")))
                if start - text[:start].count(ZERO_WIDTH_SPACE) in thai:
                    continue
            found.append(f"{text[max(0, start - 12):start]}|{text[start:start + 12]}")
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            if line.naturalTextWidth() > width + 1:  # a word longer than the line runs past its edge
                found.append(f"runs past: {text[line.textStart():line.textStart() + line.textLength()][:40]}")
        block = block.next()
    return found


def label_document(label: QLabel) -> tuple[QTextDocument, float]:
    """A word-wrapped label's text as it lays it out: its font, its words (with the Thai breaks a
    :class:`WrappedText` adds), its width."""
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    shown = QLabel.text(label)  # a WrappedText's own text() leaves out its zero-width spaces
    if MARKUP.search(shown):
        document.setHtml(shown)
    else:
        document.setPlainText(shown)
    return document, label.contentsRect().width() - 2 * label.margin() - max(0, label.indent())


def one_line_width(label: QLabel) -> float:
    """The width a label's one line of text takes."""
    text = label.text()
    if MARKUP.search(text):
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(label.font())
        document.setHtml(text)
        return document.idealWidth()
    return max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))


def cut_texts(root: QWidget) -> list[str]:
    """Each button or label under ``root`` whose words are not shown whole."""
    problems = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 1:
            continue
        if not isinstance(widget, (QAbstractButton, QLabel, RichText)):
            continue
        name = f"{type(widget).__name__} {widget.text()[:60]!r}"
        left, right = across(widget)
        if isinstance(widget, QAbstractButton) and widget.text():
            needed = widget.sizeHint().width()
            if isinstance(widget, (QPushButton, QCheckBox, QRadioButton)) and widget.width() < needed:
                problems.append(f"{name}: {widget.width()} wide, its text needs {widget.sizeHint().width()}")
            if right - left < widget.width() - 1:
                problems.append(f"{name}: {right - left} of its {widget.width()} pixels shown")
        elif isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                document, width = label_document(widget)
                problems += [f"{name} breaks a word: {cut!r}" for cut in bad_line_starts(document, width)]
                if widget.height() + 1 < widget.heightForWidth(widget.width()):
                    problems.append(f"{name}: {widget.height()} high, its lines need "
                                    f"{widget.heightForWidth(widget.width())}")
            elif one_line_width(widget) > widget.contentsRect().width() - 2 * widget.margin() + 1:
                problems.append(f"{name}: {widget.contentsRect().width()} wide, its text needs "
                                f"{one_line_width(widget):.0f}")
            if right - left < widget.width() - 1:
                problems.append(f"{name}: {right - left} of its {widget.width()} pixels shown")
        elif isinstance(widget, RichText) and widget.text():
            document = widget._document.clone()
            problems += [f"verdict breaks a word: {cut!r}" for cut in bad_line_starts(document, widget.width())]
    return problems


def settle(widget: QWidget) -> None:
    widget.show()
    for _ in range(3):  # a layout that changes with its width settles in a few turns (as the snapshot waits)
        QApplication.processEvents()


def trainer(view: str, kind: str) -> Callable[[], QWidget]:
    return lambda: _trainer_window(argparse.Namespace(kind=kind, view=view, seed=7), *SIZE)


def welcome() -> QWidget:
    from dealerdesk.ui.window.main_window import MainWindow  # noqa: PLC0415

    window = MainWindow(pace_ms=0)
    window.resize(*SIZE)
    return window


def setup() -> QWidget:
    from dealerdesk.trainer.store.database import Store  # noqa: PLC0415
    from dealerdesk.ui.training.session_setup import SessionSetupDialog  # noqa: PLC0415

    store = Store(":memory:")
    store.create_profile("Malee")
    dialog = SessionSetupDialog(store)
    dialog.adjustSize()
    return dialog


def new_game() -> QWidget:
    from dealerdesk.ui.play_mode.new_game import NewGameDialog  # noqa: PLC0415

    dialog = NewGameDialog()
    dialog.adjustSize()
    return dialog


def progress() -> QWidget:
    from dealerdesk.trainer.demo import simulate_dealing, simulate_history  # noqa: PLC0415
    from dealerdesk.trainer.store.database import Store  # noqa: PLC0415
    from dealerdesk.ui.results.progress_view import ProgressView  # noqa: PLC0415

    store = Store(":memory:")
    profile = store.create_profile("Malee").id
    simulate_history(store, profile, days=3, per_skill=1)  # every skill's rows and bars, an audition's too
    simulate_dealing(store, profile, days=3)
    view = ProgressView(store)
    view.sessions.selectRow(0)
    view.resize(*SIZE)
    return view


PAGES: dict[str, Callable[[], QWidget]] = {
    "welcome": welcome,
    "setup": setup,
    "new game": new_game,
    "progress": progress,
    "question": trainer("trainer", "showdown-order"),
    "pots question": trainer("trainer", "side-pots"),
    "verdict": trainer("feedback", "hi-lo-split"),
    "audition result": trainer("result", "pot-limit"),
}


@pytest.fixture(params=["th", "hu"])
def language(request: pytest.FixtureRequest, clean_language: QApplication) -> Iterator[str]:
    install_language(clean_language, request.param)
    yield request.param


@pytest.mark.parametrize("page", list(PAGES))
def test_every_button_and_label_shows_its_words_whole(qtbot: QtBot, language: str, page: str) -> None:
    widget = PAGES[page]()
    qtbot.addWidget(widget)
    settle(widget)
    assert widget.findChildren(QPushButton) or widget.findChildren(QLabel)
    problems = cut_texts(widget)
    assert not problems, f"{language} {page}:\n" + "\n".join(problems[:30])


def test_the_check_catches_a_cut_button_a_clipped_label_and_a_broken_word(qtbot: QtBot, language: str) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    button = QPushButton("Gyakorlatcsomag importálása…", host)
    button.resize(button.sizeHint().width() - 20, 30)
    one_line = QLabel("Exportálás CSV-be…", host)
    one_line.setGeometry(0, 40, 60, 30)
    wrapped = WrappedText("Mellékkasszák ผู้เล่นคอลออลอินแล้วเรสเป็น", host)
    wrapped.setGeometry(0, 80, 200, 400)
    settle(host)
    problems = cut_texts(host)
    assert any("Gyakorlatcsomag" in p and "wide" in p for p in problems)
    assert any("Exportálás" in p and "wide" in p for p in problems)
    assert not any("WrappedText" in p for p in problems), problems  # Thai and Hungarian words kept whole
    wrapped.resize(60, 400)  # narrower than "Mellékkasszák"
    settle(host)
    assert any("WrappedText" in p and "runs past: Mellékkasszák" in p for p in cut_texts(host))
    # A document's default wrapping breaks inside a word too long for the line; so does Thai cut at letters.
    heading = QTextDocument()
    heading.setHtml("<h2>Mellékkasszák</h2>")
    assert any("|" in cut for cut in bad_line_starts(heading, 60))
    thai = QTextDocument()
    thai.setPlainText("ผู้เล่นคอลออลอินแล้วเรสเป็น")
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAnywhere)
    thai.setDefaultTextOption(option)
    assert any("|" in cut for cut in bad_line_starts(thai, 40))
