"""Unticked check boxes and radio buttons show on the dark theme: their edge stands out from the window; the table's and
the charts' colours are named in the theme, not written where they are used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyleFactory, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.ui.common.theme import DarkStyle
from dealerdesk.ui.window.app import dark_palette


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
