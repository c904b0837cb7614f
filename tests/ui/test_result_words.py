"""The session's result on the trainer's side: at the width a 1024×640 window leaves it, no word is broken in two
(a five-column table used to break "Showdown order" into "Showd / own order")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtGui import QTextDocument

from dealerdesk.trainer.kinds import all_kinds
from dealerdesk.trainer.mode import Mode
from dealerdesk.ui.trainer_feedback import result_html


def session(mode: Mode) -> SimpleNamespace:
    results = [SimpleNamespace(kind=SimpleNamespace(label=kind.title()), right=4, asked=5, accuracy=0.8,
                               seconds=12.25, target_seconds=kind.target_seconds, passed=True, accurate=True)
               for kind in all_kinds()]
    return SimpleNamespace(plan=SimpleNamespace(mode=mode), result=lambda: results)


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("mode", [Mode.AUDITION, Mode.PRACTICE])
@pytest.mark.parametrize("width", [260, 320, 420])
def test_no_word_of_the_result_is_broken_across_lines(mode: Mode, width: int) -> None:
    document = QTextDocument()
    document.setHtml(result_html(session(mode)))  # type: ignore[arg-type]
    font = document.defaultFont()
    font.setPixelSize(14)  # the side's text size
    document.setDefaultFont(font)
    document.setTextWidth(width)
    assert document.size().width() <= width + 1  # laid out (Qt lays a document out when first measured), and fits
    block = document.begin()
    broken, wrapped = [], 0
    while block.isValid():
        layout, text = block.layout(), block.text()
        wrapped += layout.lineCount() > 1
        for number in range(1, layout.lineCount()):
            start = layout.lineAt(number).textStart()
            if text[start - 1] not in " \u2028":  # a line starts after a space or a line break, never mid-word
                broken.append((text[:start], text[start:]))
        block = block.next()
    assert not broken
    assert wrapped  # the narrow side does wrap lines: the check above looked at real breaks
    assert "Showdown order" in document.toPlainText()
