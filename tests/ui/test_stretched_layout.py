"""With every string ~40 % longer (the stretched test translator, as Hungarian often is), no button, check box or
label of the main screens is cut off: the welcome screen, the play table, the session setup, the trainer with
each kind of question and its feedback, the audition result and the progress view."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QLabel, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk import i18n
from dealerdesk.trainer.demo import right_answer, simulate_dealing, simulate_history
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.common.language import StretchedTranslator, qt_translate
from dealerdesk.ui.results.progress_view import ProgressView
from dealerdesk.ui.training.session_setup import SessionSetupDialog
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import remove_translator
from tests.ui.test_i18n import clean_language  # noqa: F401 - the fixture


@pytest.fixture
def stretched(clean_language: QApplication) -> Iterator[None]:  # noqa: F811 - the fixture above
    translator = StretchedTranslator()
    clean_language.installTranslator(translator)
    i18n.install(qt_translate)
    yield
    remove_translator(translator)


def clipped(root: QWidget) -> list[str]:
    """The visible texts that do not fit their widget."""
    problems = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and widget.text() and not widget.pixmap():
            if widget.wordWrap():
                if widget.height() < widget.heightForWidth(widget.width()) - 2:
                    problems.append(f"label too low: {widget.text()[:60]!r}")
            elif widget.textFormat() != 1 and widget.width() < QFontMetrics(widget.font()).horizontalAdvance(
                    widget.text().split("\n")[0]) - 2:
                problems.append(f"label too narrow: {widget.text()[:60]!r}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            needed = QFontMetrics(widget.font()).horizontalAdvance(widget.text().replace("&", ""))
            if isinstance(widget, QCheckBox | QRadioButton):
                needed = widget.sizeHint().width()
            if widget.width() < needed:
                problems.append(f"button too narrow ({widget.width()} < {needed}): {widget.text()[:60]!r}")
    return problems


def window(qtbot: QtBot, tmp_path: Path, store: Store) -> MainWindow:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings, pace_ms=0, store=store)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    return main


def settle(qtbot: QtBot) -> None:
    qtbot.wait(20)  # layouts run on the event loop


def test_the_welcome_screen_fits(stretched: None, qtbot: QtBot, tmp_path: Path) -> None:
    with Store(":memory:") as store:
        main = window(qtbot, tmp_path, store)
        settle(qtbot)
        assert main.welcome.play.text().startswith("[")
        assert clipped(main.welcome) == []


@pytest.mark.parametrize("kind", list(Kind))
def test_the_trainer_fits_for_every_kind(stretched: None, qtbot: QtBot, tmp_path: Path, kind: Kind) -> None:
    with Store(":memory:") as store:
        main = window(qtbot, tmp_path, store)
        profile = store.create_profile("Ann").id
        page = main.start_training(SessionPlan(kinds=(kind,), difficulty=3, questions=1, seconds_per_question=30),
                                   profile, seed=3)
        settle(qtbot)
        assert page.title.text().startswith("[")
        assert clipped(page) == []
        assert page.question is not None
        page.fill_answer(right_answer(page.question))
        page.submit_answer()
        settle(qtbot)
        assert clipped(page) == []
        page.advance()  # the session's result
        settle(qtbot)
        assert clipped(page) == []


def test_the_setup_and_progress_fit(stretched: None, qtbot: QtBot) -> None:
    with Store(":memory:") as store:
        ann = store.create_profile("Ann").id
        simulate_history(store, ann, days=8, per_skill=1)
        simulate_dealing(store, ann, days=8, hands=3)  # the dealing table and the hands per hour too
        dialog = SessionSetupDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle(qtbot)
        assert clipped(dialog) == []
        view = ProgressView(store)
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
        qtbot.waitExposed(view)
        settle(qtbot)
        assert clipped(view) == []


@pytest.mark.parametrize("kind", [Kind.SIDE_POTS, Kind.WINNER])
def test_nothing_is_under_the_trainer_sides_scroll_bar(stretched: None, qtbot: QtBot, tmp_path: Path,
                                                       kind: Kind) -> None:
    with Store(":memory:") as store:
        main = window(qtbot, tmp_path, store)
        main.setMinimumSize(0, 0)
        main.resize(1024, 480)  # long (stretched) questions in a window lower than any: the side scrolls
        profile = store.create_profile("Ann").id
        page = main.start_training(SessionPlan(kinds=(kind,), difficulty=4, questions=1), profile, seed=3)
        settle(qtbot)
        assert page.side_scroll.verticalScrollBar().isVisible()
        viewport = page.side_scroll.viewport()
        content = page.side_scroll.widget()
        assert content.width() <= viewport.width()
        for label in content.findChildren(QLabel):
            if label.isVisible() and label.text():
                right = label.mapTo(viewport, label.rect().topRight()).x()
                assert right < viewport.width(), label.text()[:40]
        assert clipped(page) == []


def test_thai_marks_are_whole_in_the_setup(clean_language: QApplication, qtbot: QtBot) -> None:  # noqa: F811
    from dealerdesk.ui.common.language import install_language  # noqa: PLC0415

    install_language(clean_language, "th")
    with Store(":memory:") as store:
        dialog = SessionSetupDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle(qtbot)
        label = dialog.pack_label
        assert label.text() != "No drill pack: new hands are dealt."  # in Thai
        # The drill pack's line has the height its wrapped Thai needs (marks above and below included).
        assert label.height() >= label.heightForWidth(label.width())
        assert clipped(dialog) == []


@pytest.mark.parametrize("kind", list(Kind))
def test_the_trainer_fits_in_thai(clean_language: QApplication, qtbot: QtBot, tmp_path: Path,  # noqa: F811
                                  kind: Kind) -> None:
    # Real Thai, not stretched Latin: marks stacked above and below the line need the height Latin does not.
    from dealerdesk.ui.common.language import install_language  # noqa: PLC0415

    install_language(clean_language, "th")
    with Store(":memory:") as store:
        main = window(qtbot, tmp_path, store)
        profile = store.create_profile("Ann").id
        page = main.start_training(SessionPlan(kinds=(kind,), difficulty=3, questions=1, seconds_per_question=30),
                                   profile, seed=3)
        settle(qtbot)
        assert page.question is not None
        assert re.search("[\u0e01-\u0e5b]", page.prompt.text())
        assert clipped(page) == []
        page.fill_answer(right_answer(page.question))
        page.submit_answer()
        settle(qtbot)
        assert clipped(page) == []
        view = ProgressView(store)
        qtbot.addWidget(view)
        view.resize(1366, 768)
        view.show()
        qtbot.waitExposed(view)
        settle(qtbot)
        assert clipped(view) == []
