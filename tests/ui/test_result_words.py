"""The session's result on the trainer's side: at the width a 1024×640 window leaves it, no word is broken in two
(a five-column table used to break "Showdown order" into "Showd / own order")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtGui import QTextDocument

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.practice import SkillResult
from dealerdesk.ui.training.trainer_feedback import result_html


def session(mode: Mode) -> SimpleNamespace:
    """A finished session's stand-in: every skill 4 of 5 right in 12.25 s, one of them a short pack's 3 of 4."""
    results = [SkillResult(kind, 3 if kind is Kind.WINNER else 4, 4 if kind is Kind.WINNER else 5, seconds=12.25)
               for kind in Kind]
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


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize(("right", "asked", "needed", "said"), [(3, 4, 3, True), (1, 1, 1, False), (4, 5, 4, False),
                                                                 (1, 2, 1, True), (7, 10, 8, False)])
def test_a_short_pack_s_pass_mark_is_stated(right: int, asked: int, needed: int, said: bool) -> None:
    """A drill pack that asks a skill fewer than five times allows one slip, a pass mark under 80 %: the result
    says it where it applies, and only there."""
    result = SkillResult(Kind.SIDE_POTS, right, asked, seconds=5.0)
    assert result.needed == needed and result.accurate is (right >= needed)
    text = result_html(SimpleNamespace(plan=SimpleNamespace(mode=Mode.AUDITION), result=lambda: [result]))  # type: ignore[arg-type]
    assert (f"pass mark {needed} of {asked}" in text) is said
