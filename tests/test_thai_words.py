"""Thai lines break between words on every system, by dealerdesk's own dictionary breaker: the poker loanwords and
every word of the Thai catalogue are known, letters of no known word (a player's name) stay together, no break
falls inside a letter's cluster, and the word list is exactly what the tool makes from the catalogue. The window's
wrapped text is checked with libthai switched off, as on Windows and macOS, where Qt breaks Thai only at spaces."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dealerdesk import resources
from dealerdesk.thai_words import (
    THAI_RUN,
    WORD_LIST,
    ZERO_WIDTH_SPACE,
    break_positions,
    dictionary,
    loanwords,
    read_word_list,
    segment,
    with_breaks,
)
from dealerdesk.ui.common.thai_breaks import system_dictionary
from tools import thai_words as tool

ROOT = Path(__file__).resolve().parent.parent
SENTENCE = "ผู้เล่นคอลออลอินแล้วเรสเป็นฟูลเฮาส์เท็กซัสโฮลเด็ม"
"""The reported line: every poker loanword in it was cut by libthai's own dictionary ("คอ / ลออลอิน")."""


def test_a_sentence_is_cut_into_its_words_and_the_loanwords_stay_whole() -> None:
    # "ผู้เล่น" (player) and "เรสเป็น" (raise to) are kept whole too: a line ending in "ผู้" or "เรส" misreads.
    assert segment(SENTENCE) == ["ผู้เล่น", "คอล", "ออลอิน", "แล้ว", "เรสเป็น", "ฟูลเฮาส์", "เท็กซัสโฮลเด็ม"]
    assert with_breaks(SENTENCE).replace(ZERO_WIDTH_SPACE, "") == SENTENCE  # only breaks are added
    assert with_breaks(SENTENCE).count(ZERO_WIDTH_SPACE) == 6
    assert segment("คอมพลีทเป็น") == ["คอมพลีท", "เป็น"]


def test_letters_of_no_known_word_stay_together() -> None:
    words = {"ผู้", "เล่น", "คอล"}
    # A name the dictionary does not know is one piece, between the words around it.
    assert segment("ผู้เล่นสมชายคอล", words) == ["ผู้", "เล่น", "สมชาย", "คอล"]
    assert segment("สมชาย", words) == ["สมชาย"]
    assert segment("", words) == []


def test_no_piece_starts_with_a_mark_or_ends_with_a_leading_vowel() -> None:
    # With only these "words", the cheapest cut would leave a tone mark or a vowel sign at a piece's start, or a
    # leading vowel (เ) at a piece's end: the spelling forbids both, so those letters stay with their cluster.
    assert segment("ผู้เล่น", {"ผ", "ู้เล่น"}) == ["ผู้เล่น"]
    assert segment("เล่น", {"เ", "ล่น"}) == ["เล่น"]
    for text in ("ที่นี่", "น้ำ", "เกม", "แล้ว", "ไม่"):
        for position in break_positions(text, {text[:cut] for cut in range(1, len(text))} | {text[cut:] for cut in
                                                                                            range(1, len(text))}):
            assert text[position] not in "\u0e30\u0e31\u0e32\u0e33\u0e34\u0e35\u0e36\u0e37\u0e38\u0e39\u0e47\u0e48"
            assert text[position - 1] not in "เแโใไ"


def test_text_without_thai_is_left_as_it_is() -> None:
    for text in ("Fold 50,000", "Hajtás: 12 500", "", "<b>Pot</b> 1\u200b2"):
        assert with_breaks(text) is text
    # Thai among other text: breaks only inside Thai runs, never beside the Latin, digits or markup.
    mixed = "<b>คอลออลอิน</b> 500 ชิป"
    assert with_breaks(mixed) == "<b>คอล\u200bออลอิน</b> 500 ชิป"


def test_every_thai_text_of_the_catalogue_is_made_of_known_words() -> None:
    # A new Thai translation with a word the list lacks would be left unbroken on Windows and macOS: the list
    # is remade from the catalogue with `python3 -m tools.thai_words update`.
    known = dictionary()
    texts = tool.catalogue_texts()
    assert len(texts) > 1000
    unknown = {piece for text in texts for run in THAI_RUN.finditer(text) for piece in segment(run.group())
               if piece not in known}
    assert unknown == set(), "run: python3 -m tools.thai_words update"
    for text in texts:  # and no break inside a loanword
        for word in loanwords():
            start = text.find(word)
            if start >= 0:
                assert not set(break_positions(text)) & set(range(start + 1, start + len(word))), (text, word)


def test_the_word_list_is_small_sorted_and_thai() -> None:
    words = read_word_list(resources.path(*WORD_LIST))
    assert 300 < len(words) < 5000 and words == sorted(set(words))
    assert all(THAI_RUN.fullmatch(word) for word in words)


@pytest.mark.tools
def test_the_word_list_is_what_the_tool_makes_from_the_catalogue() -> None:
    assert system_dictionary() is not None, "libthai's dictionary is missing: install libthai-data (.ci/run does)"
    assert tool.main(["check"]) == 0


WRAP_WITHOUT_LIBTHAI = textwrap.dedent('''
    import json
    import sys

    from PySide6.QtGui import QFont, QTextLayout, QTextOption
    from PySide6.QtWidgets import QApplication, QLabel

    from dealerdesk.thai_words import ZERO_WIDTH_SPACE
    from dealerdesk.ui.common.language import THAI_FAMILY, register_fonts
    from dealerdesk.ui.common.wrapped_text import RichText, WrappedText

    app = QApplication([])
    register_fonts()
    font = QFont(THAI_FAMILY, 11)


    def line_starts(shown, width):
        """Where lines after the first start, as positions in the text without zero-width spaces."""
        layout = QTextLayout(shown, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        starts = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            starts.append(line.textStart())
        layout.endLayout()
        return [start - shown[:start].count(ZERO_WIDTH_SPACE) for start in starts[1:]]


    text = sys.argv[1]
    label = WrappedText(text)
    rich = RichText()
    rich.setText("<p>" + text + "</p>")
    print(json.dumps({
        "plain": line_starts(text, 90),  # the text as Qt alone lays it out
        "wrapped": line_starts(QLabel.text(label), 90),  # as the widget gives it to Qt
        "text": label.text(),
        "rich_plain": rich.plain_text(),
        "rich_wraps": rich.heightForWidth(90) > 2 * rich.heightForWidth(2000),
    }))
''')


def test_wrapped_text_breaks_thai_between_words_without_libthai(tmp_path: Path) -> None:
    # Windows and macOS have no libthai, and there Qt breaks Thai only at spaces. Here libthai is switched off the
    # same way for a fresh process: the dynamic loader finds an empty libthai.so.0 first and Qt loads none.
    (tmp_path / "libthai.so.0").write_bytes(b"")
    environment = {**os.environ, "LD_LIBRARY_PATH": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
                   "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", WRAP_WITHOUT_LIBTHAI, SENTENCE], env=environment, check=True,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["plain"] == []  # without libthai Qt alone keeps the whole sentence on one line: proof it is off
    assert len(result["wrapped"]) >= 3  # the widget's text wraps ...
    assert set(result["wrapped"]) <= set(break_positions(SENTENCE))  # ... between words only
    assert result["text"] == SENTENCE and result["rich_plain"] == SENTENCE  # what it says is unchanged
    assert result["rich_wraps"]  # the rich text wraps too
