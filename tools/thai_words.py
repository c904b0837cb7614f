"""The Thai word list the app breaks Thai lines with (``dealerdesk/resources/translations/thai_words.txt``).

    python3 -m tools.thai_words update     # rewrite the list from the Thai catalogue
    python3 -m tools.thai_words check      # exit status 1 when the list is not what update would write

The list is the vocabulary of dealerdesk's own Thai: every Thai text of ``dealerdesk_th.ts`` cut into words where
libthai (with the glossary's loanwords added to its dictionary, :mod:`dealerdesk.ui.common.thai_breaks`) puts word
boundaries. So it is made of the project's translations alone, stays small, and covers every Thai word the app
shows; :mod:`dealerdesk.thai_words` cuts lines with it on every system. Run ``update`` after the Thai catalogue
changes (``tests/test_thai_words.py`` fails until then). Needs libthai and libdatrie (Linux: ``libthai0``), which
only this tool uses; the app does not.
"""

from __future__ import annotations

import argparse
import itertools
import re
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from pathlib import Path

from dealerdesk import resources
from dealerdesk.thai_words import THAI_RUN, WORD_LIST

HEADER = """\
# The Thai words of dealerdesk's own translations, one a line: what the app breaks Thai lines between on every
# system (dealerdesk/thai_words.py), with the loanwords of glossary.md. Made from dealerdesk_th.ts by
# `python3 -m tools.thai_words update` (libthai finds the word boundaries); do not edit by hand.
"""


def catalogue_texts(ts_file: Path | None = None) -> list[str]:
    """Every Thai translation of the catalogue (numerus forms too), with its placeholders."""
    root = ET.parse(ts_file or resources.path("translations", "dealerdesk_th.ts")).getroot()
    texts = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        texts += [text for text in forms if THAI_RUN.search(text)]
    return texts


def libthai_words(texts: Iterable[str]) -> set[str]:
    """The Thai words of ``texts`` as libthai, through Qt's line breaking, cuts them (with the glossary's
    loanwords kept whole)."""
    from PySide6.QtCore import QTextBoundaryFinder  # noqa: PLC0415  (Qt only for this tool's run)

    from dealerdesk.ui.common.thai_breaks import use_loanword_dictionary  # noqa: PLC0415

    with tempfile.TemporaryDirectory(prefix="thai-words-") as cache:
        if use_loanword_dictionary(Path(cache)) is None:
            raise SystemExit("thai_words: libthai's dictionary or libdatrie is missing (Debian: libthai0)")
        words: set[str] = set()
        for text in texts:
            for run in THAI_RUN.finditer(text):
                finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, run.group())
                cuts = [0]
                while (position := finder.toNextBoundary()) != -1:
                    cuts.append(position)
                words.update(run.group()[start:end] for start, end in itertools.pairwise(cuts))
    return {word for word in words if re.fullmatch("[\u0e01-\u0e4e]+", word)}


def word_list_text(words: Iterable[str]) -> str:
    """The file's text: the header, then the words sorted, one a line."""
    return HEADER + "".join(f"{word}\n" for word in sorted(set(words)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "check"))
    options = parser.parse_args(argv)
    path = resources.path(*WORD_LIST)
    text = word_list_text(libthai_words(catalogue_texts()))
    if options.command == "update":
        path.write_text(text, encoding="utf-8")
        print(f"thai_words: {path.name}: {text.count(chr(10)) - HEADER.count(chr(10))} words")
        return 0
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        print(f"thai_words: {path.name} is up to date")
        return 0
    print(f"thai_words: {path.name} is out of date: run python3 -m tools.thai_words update", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
