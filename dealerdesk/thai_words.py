"""Where a line of Thai may break: between words, found in a dictionary, the same on every system.

Thai has no spaces between words. Qt breaks Thai lines only where libthai says, and only where libthai is
installed (most Linux desktops); on Windows and macOS Qt finds no libthai and breaks Thai only at spaces, so a
long Thai sentence runs past its panel. This module finds the word boundaries itself, by the longest-words
matching libthai and ICU use: each run of Thai letters is cut into dictionary words so that the fewest letters are
left outside any word, then into the fewest words; letters of no known word stay together (a player's Thai name
is never cut). The window marks the boundaries with zero-width spaces where the text is laid out (the wrapped text
widgets of :mod:`dealerdesk.ui.common.wrapped_text`, message boxes and table cells through
:mod:`dealerdesk.ui.common.thai_layout`), and Qt breaks there on every system.

The dictionary is the vocabulary of dealerdesk's own Thai (``resources/translations/thai_words.txt``, made from
the Thai catalogue by ``python3 -m tools.thai_words update``, so it is as free as the translations) plus the
poker loanwords of the glossary ("Thai words kept whole"), which must never be cut. ``tests/test_thai_words.py``
checks every Thai text of the catalogue is made of its words.

No Qt here: the trainer's explanations and the terminal drill are made below the UI.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from pathlib import Path

from dealerdesk import resources

WORD_LIST = ("translations", "thai_words.txt")
"""The word list's place among the resources: one word a line, ``#`` starts a comment line."""
GLOSSARY = ("translations", "glossary.md")
"""The translators' glossary, whose "Thai words kept whole" block lists the loanwords."""
GLOSSARY_HEADING = "## Thai words kept whole"
"""The glossary's section whose first fenced block lists the loanwords, separated by spaces or new lines."""
ZERO_WIDTH_SPACE = "\u200b"
"""What marks a break opportunity for Qt (Unicode's ZW line-break class): invisible, and never part of a word."""

THAI_RUN = re.compile("[\u0e01-\u0e4e]+")
"""A run of Thai letters, vowels and marks (digits and ๆ ฯ punctuation end a run)."""
_THAI = re.compile("^[\u0e01-\u0e5b]+$")
_NO_BREAK_BEFORE = frozenset("\u0e30\u0e31\u0e32\u0e33\u0e34\u0e35\u0e36\u0e37\u0e38\u0e39\u0e3a\u0e45\u0e46"
                             "\u0e47\u0e48\u0e49\u0e4a\u0e4b\u0e4c\u0e4d\u0e4e")
"""Vowels and marks that belong to the letter before them (ะ า ำ, the vowels above and below, tone marks ...)."""
_NO_BREAK_AFTER = frozenset("\u0e40\u0e41\u0e42\u0e43\u0e44")
"""Vowels written before the consonant they follow in speech (เ แ โ ใ ไ): never the end of a word."""


def loanwords(glossary: Path | None = None) -> tuple[str, ...]:
    """The Thai words that must stay whole at a line end, as the glossary lists them."""
    text = (glossary or resources.path(*GLOSSARY)).read_text(encoding="utf-8")
    _, found, after = text.partition(GLOSSARY_HEADING)
    block = re.search(r"```[^\n]*\n(.*?)```", after, re.DOTALL) if found else None
    if block is None:
        return ()
    words = [word for word in block.group(1).split() if _THAI.match(word)]
    return tuple(dict.fromkeys(words))


def read_word_list(path: Path) -> list[str]:
    """The words of a word list file (one a line; blank lines and ``#`` comments skipped)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


@functools.cache
def dictionary() -> frozenset[str]:
    """The shipped word list and the glossary's loanwords (read once)."""
    return frozenset([*read_word_list(resources.path(*WORD_LIST)), *loanwords()])


def _may_break(run: str, position: int) -> bool:
    """Whether a word may end at ``position`` of a Thai run by its spelling alone."""
    return run[position] not in _NO_BREAK_BEFORE and run[position - 1] not in _NO_BREAK_AFTER


def segment(run: str, words: Iterable[str] | None = None) -> list[str]:
    """A run of Thai cut into words: the fewest letters outside any dictionary word, then the fewest pieces;
    consecutive letters of no word make one piece. ``words`` defaults to :func:`dictionary`."""
    known = dictionary() if words is None else frozenset(words)
    longest = max((len(word) for word in known), default=0)
    # best[i]: (letters outside words, pieces, where the last piece starts, whether it is a word) for run[:i]
    best: list[tuple[int, int, int, bool]] = [(0, 0, 0, True)] + [(len(run) + 1, 0, 0, False)] * len(run)
    for end in range(1, len(run) + 1):
        if end < len(run) and not _may_break(run, end):
            continue  # no piece ends inside a letter's cluster
        candidates = []
        for start in range(max(0, end - longest), end):
            if best[start][0] <= len(run) and run[start:end] in known:
                unknown, pieces, _, _ = best[start]
                candidates.append((unknown, pieces + 1, start, True))
        # Or the letters since the last possible break are of no word.
        start = end - 1
        while start > 0 and not _may_break(run, start):
            start -= 1
        unknown, pieces, _, after_word = best[start]
        if unknown <= len(run):
            candidates.append((unknown + end - start, pieces + (1 if after_word else 0), start, False))
        if candidates:
            best[end] = min(candidates)
    found: list[tuple[str, bool]] = []  # (piece, whether a dictionary word), from the end
    end = len(run)
    while end > 0:
        _, _, start, is_word = best[end]
        if not is_word and found and not found[-1][1]:
            found[-1] = (run[start:end] + found[-1][0], False)  # letters of no word stay one piece
        else:
            found.append((run[start:end], is_word))
        end = start
    return [piece for piece, _ in reversed(found)]


def break_positions(text: str, words: Iterable[str] | None = None) -> list[int]:
    """The positions inside ``text``'s Thai runs where a line may break (between two words of a run)."""
    known = dictionary() if words is None else frozenset(words)
    positions = []
    for match in THAI_RUN.finditer(text):
        position = match.start()
        for piece in segment(match.group(), known)[:-1]:
            position += len(piece)
            positions.append(position)
    return positions


def with_breaks(text: str, words: Iterable[str] | None = None) -> str:
    """``text`` with a zero-width space at each of its :func:`break_positions` (text without Thai comes back
    unchanged). For laying out only: what is stored, compared or copied is the text without them."""
    if not THAI_RUN.search(text):
        return text
    positions = break_positions(text, words)
    pieces, last = [], 0
    for position in positions:
        pieces.append(text[last:position])
        last = position
    pieces.append(text[last:])
    return ZERO_WIDTH_SPACE.join(pieces)
