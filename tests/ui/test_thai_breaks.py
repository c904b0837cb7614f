"""Thai lines never end inside a poker loanword of the glossary (ออลอิน, เรส, ฟูลเฮาส์, เท็กซัสโฮลเด็ม …), at any
width, in the real Thai of the catalogue — stacked marks (ผู้, ฟูลเฮาส์, เท็กซัส) included — and the text itself is
not changed to get there."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import platformdirs
import pytest
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from dealerdesk import resources
from dealerdesk.thai_words import loanwords
from dealerdesk.ui.common.language import THAI_FAMILY, register_fonts
from dealerdesk.ui.common.thai_breaks import system_dictionary, use_loanword_dictionary, user_cache_folder
from tests.conftest import THAI_BREAKS

WIDTHS = range(24, 420, 7)
"""Line widths in pixels, from a few letters to a wide explanation panel."""
STACKED = re.compile("[\u0e01-\u0e2e][\u0e31\u0e34-\u0e3a\u0e47][\u0e48-\u0e4c]")
"""A consonant with a vowel above or below and a tone mark stacked on it (ผู้, ล้ว, ที่)."""


def thai_catalogue() -> list[str]:
    """Every Thai translation dealerdesk shows (with its placeholders)."""
    root = ET.parse(resources.path("translations", "dealerdesk_th.ts")).getroot()
    return [
        text
        for message in root.iter("message")
        if (text := message.findtext("translation") or "") and re.search("[\u0e01-\u0e5b]", text)
    ]


def line_starts(text: str, font: QFont, width: int) -> list[int]:
    """Where each line after the first begins when ``text`` is wrapped at word boundaries to ``width`` pixels."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    starts = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    return starts[1:]


def breaks_inside_loanwords(text: str, font: QFont, words: tuple[str, ...]) -> list[str]:
    """The line ends, at any of :data:`WIDTHS`, that fall inside a loanword of ``text``."""
    inside: set[int] = set()
    for word in words:
        for match in re.finditer(re.escape(word), text):
            inside.update(range(match.start() + 1, match.end()))
    problems = []
    for width in WIDTHS:
        for start in line_starts(text, font, width):
            if start in inside:
                problems.append(f"{width}px: {text[max(0, start - 8) : start]}|{text[start : start + 8]}")
    return problems


@pytest.fixture
def thai_font(qapp: QApplication) -> QFont:
    assert THAI_FAMILY in register_fonts()
    return QFont(THAI_FAMILY, 11)


def test_the_glossary_lists_the_loanwords() -> None:
    words = loanwords()
    for word in ("ออลอิน", "เรส", "คอล", "ฟูลเฮาส์", "เท็กซัสโฮลเด็ม", "บัตตัน", "ไซด์พ็อต"):
        assert word in words
    assert all(re.fullmatch("[\u0e01-\u0e5b]+", word) for word in words)


def test_the_hi_lo_prompt_keeps_call_and_all_in_whole(thai_font: QFont) -> None:
    # The reported break: "คอ / ลออลอิน"; libthai's own dictionary cuts คอล, ออลอิน, เรส and ฟูลเฮาส์.
    text = "ผู้เล่นคอลออลอินแล้วเรสเป็นฟูลเฮาส์เท็กซัสโฮลเด็ม"
    assert breaks_inside_loanwords(text, thai_font, loanwords()) == []
    # ... while ordinary Thai still wraps between words.
    assert any(line_starts(text, thai_font, width) for width in WIDTHS)


def test_no_thai_line_of_the_catalogue_ends_inside_a_loanword(thai_font: QFont) -> None:
    texts = thai_catalogue()
    words = loanwords()
    assert len(texts) > 400
    assert sum(1 for text in texts if STACKED.search(text)) > 100  # real Thai, marks stacked above and below
    assert sum(1 for text in texts if any(word in text for word in words)) > 150
    problems = [problem for text in texts for problem in breaks_inside_loanwords(text, thai_font, words)]
    assert problems == []


def test_the_text_itself_is_not_changed() -> None:
    # The words are kept whole by libthai's dictionary, not by joiners in the text: what is translated, stored and
    # compared has no invisible characters, and the dictionary the tests (and the app) use is a real file.
    invisible = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
    assert [text for text in thai_catalogue() if invisible.search(text)] == []
    if THAI_BREAKS is not None:
        assert (THAI_BREAKS / "thbrk.tri").stat().st_size > 100_000  # the system's words, ours added


def test_the_dictionary_is_cached_where_platformdirs_keeps_the_users_cache(monkeypatch: pytest.MonkeyPatch,
                                                                           tmp_path: Path) -> None:
    """The start-up asks Qt for the cache folder (platformdirs is not loaded then); it is the same folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert user_cache_folder() == platformdirs.user_cache_path("dealerdesk", appauthor=False)


def test_the_same_word_list_reuses_its_dictionary(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("LIBTHAI_DICTDIR", os.environ.get("LIBTHAI_DICTDIR", ""))  # restored after the test
    if system_dictionary() is None:  # no libthai here: nothing is built, which the next line checks
        assert use_loanword_dictionary(tmp_path) is None
        return
    first = use_loanword_dictionary(tmp_path)
    assert first is not None and (first / "thbrk.tri").stat().st_size > 0
    assert use_loanword_dictionary(tmp_path) == first
    assert len(list((tmp_path / "thai-breaks").iterdir())) == 1
