"""Unticked check boxes and radio buttons show on the dark theme: their edge stands out from the window; every menu
entry is drawn whole in every language; the table's and the charts' colours are named in the theme, not written where
they are used."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QMenu,
    QRadioButton,
    QStyle,
    QStyleFactory,
    QStyleOptionMenuItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.common.language import install_language
from dealerdesk.ui.common.theme import DarkStyle
from dealerdesk.ui.window.app import dark_palette
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.test_i18n import clean_language  # noqa: F401 - the fixture


def brightest_edge(widget: QWidget) -> int:
    """The largest brightness difference between the indicator's pixels and the window behind it."""
    widget.setPalette(dark_palette())
    widget.setAutoFillBackground(True)
    widget.resize(widget.sizeHint())
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    window = QColor(dark_palette().window().color()).lightness()
    size = image.height()
    return max(abs(image.pixelColor(x, y).lightness() - window) for x in range(min(size, image.width()))
               for y in range(size))


@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_an_unticked_box_shows_on_the_dark_theme(qtbot: QtBot, kind: type[QCheckBox] | type[QRadioButton]) -> None:
    plain = kind("")
    qtbot.addWidget(plain)
    fusion = QStyleFactory.create("Fusion")
    plain.setStyle(fusion)
    ours = kind("")
    qtbot.addWidget(ours)
    style = DarkStyle()
    ours.setStyle(style)
    assert not plain.isChecked() and not ours.isChecked()
    assert brightest_edge(plain) < 40  # Fusion's edge on this palette: nearly black on black
    assert brightest_edge(ours) >= 90  # ours: a light edge, plainly there


@pytest.mark.parametrize("module", ["felt/scene.py", "felt/placing.py", "felt/plates.py", "results/progress_view.py",
                                    "results/progress_charts.py", "results/class_results.py"])
def test_the_table_and_the_charts_take_their_colours_from_the_theme(module: str) -> None:
    # A colour written where it is used cannot be found, named or changed with its neighbours: the theme names them.
    source = (Path(__file__).resolve().parents[2] / "dealerdesk" / "ui" / module).read_text(encoding="utf-8")
    assert re.findall(r"QColor\(\s*[\"\d]|[\"']#[0-9a-fA-F]{3,8}[\"']", source) == []


def least_whole_width(text: str, metrics: QFontMetricsF) -> int:
    """The narrowest width at which Fusion's drawing (:meth:`QFontMetricsF.elidedText`, middle, with the shortcut
    letter underlined) keeps a menu entry's ``text`` whole."""
    width = 0
    while metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, width + 0.5, Qt.TextFlag.TextShowMnemonic) != text:
        width += 1
    return width


@pytest.mark.parametrize("language", ["en", "th", "hu"])
def test_every_menu_entry_is_drawn_whole(clean_language: QApplication, qtbot: QtBot, tmp_path: Path,  # noqa: F811
                                         language: str) -> None:
    # Fusion sizes an entry by its words without the "&" and draws them shortened with "…" to that size; for some
    # Thai entries ("แสดงเหตุผลของผู้เล่นคอมพิวเตอร์ (&R)") the shortening counts the "&": ours is wider by that.
    install_language(clean_language, language)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    fusion, ours = QStyleFactory.create("Fusion"), DarkStyle()
    with Store(":memory:") as store:
        window = MainWindow(settings=settings, pace_ms=0, store=store)
        qtbot.addWidget(window)
        entries = [(menu, action) for menu in window.findChildren(QMenu) for action in menu.actions()
                   if action.text() and not action.isSeparator()]
        assert len(entries) > 20
        short = []
        for menu, action in entries:
            option = QStyleOptionMenuItem()
            option.text, option.font = action.text(), menu.font()
            option.menuItemType = QStyleOptionMenuItem.MenuItemType.Normal
            words = action.text().split("\t", 1)[0]
            metrics = QFontMetricsF(menu.font())
            contents = QSize(math.ceil(metrics.horizontalAdvance(words.replace("&", ""))), 20)
            extra = (ours.sizeFromContents(QStyle.ContentsType.CT_MenuItem, option, contents, None).width()
                     - fusion.sizeFromContents(QStyle.ContentsType.CT_MenuItem, option, contents, None).width())
            if least_whole_width(words, metrics) > contents.width() + extra:
                short.append(words)
    assert short == []
