"""Thai line breaks that never split a poker word: the glossary's Thai loanwords added to the word list Qt breaks
Thai lines with.

Thai has no spaces between words, so Qt asks libthai where a Thai line may break, and libthai cuts wherever its
dictionary of Thai words says. English poker words written in Thai script (ออลอิน, เรส, ฟูลเฮาส์, เท็กซัสโฮลเด็ม)
are not in that dictionary, so a line could end in the middle of one ("คอ / ลออลอิน"). A joiner character between
the letters does not help: Qt takes libthai's breaks as they come, and libthai breaks right after any character
it does not know. So this module gives libthai a dictionary of its own words plus ours: a copy of the system's
``thbrk.tri`` with the glossary's loanwords stored in it (libdatrie, which libthai uses to read it), in the
user's cache folder, named by ``LIBTHAI_DICTDIR`` for the process. Nothing in any text changes: what is stored,
compared or written stays exactly as translated.

It must run before Qt breaks its first Thai line (Qt opens libthai's dictionary once per process):
:func:`dealerdesk.ui.window.app.application` calls :func:`use_loanword_dictionary` before the QApplication exists.

Where there is no libthai (Windows, macOS, a Linux without it) Qt does not break inside Thai runs at all: there
the line breaks come from dealerdesk's own word breaker (:mod:`dealerdesk.thai_words`), which the wrapped text
widgets (:mod:`dealerdesk.ui.common.wrapped_text`), message boxes and table cells
(:mod:`dealerdesk.ui.common.thai_layout`) use on every system. Where libthai is installed Qt still asks it too
(it cannot be switched off inside a running process), so this module keeps its breaks out of the loanwords.

The words are the fenced block under "Thai words kept whole" in ``resources/translations/glossary.md``, so
translators keep one list.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths

from dealerdesk.thai_words import loanwords

if TYPE_CHECKING:
    import ctypes

DICTIONARY_NAME = "thbrk.tri"
"""The file name libthai looks for in ``LIBTHAI_DICTDIR``."""
SYSTEM_DICTIONARIES = (
    Path("/usr/share/libthai/thbrk.tri"),
    Path("/usr/local/share/libthai/thbrk.tri"),
    Path("/opt/homebrew/share/libthai/thbrk.tri"),
)
"""Where distributions install libthai's own dictionary."""
def system_dictionary() -> Path | None:
    """libthai's dictionary on this machine, or None."""
    for candidate in SYSTEM_DICTIONARIES:
        if candidate.is_file():
            return candidate
    return None


def _datrie() -> ctypes.CDLL | None:
    import ctypes  # only when a dictionary is built (once per word list), not at every start
    import ctypes.util

    name = ctypes.util.find_library("datrie") or "libdatrie.so.1"
    try:
        library = ctypes.CDLL(name)
    except OSError:
        return None
    library.trie_new_from_file.restype = ctypes.c_void_p
    library.trie_new_from_file.argtypes = [ctypes.c_char_p]
    library.trie_store.restype = ctypes.c_int
    library.trie_store.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32), ctypes.c_int32]
    library.trie_save.restype = ctypes.c_int
    library.trie_save.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    library.trie_free.restype = None
    library.trie_free.argtypes = [ctypes.c_void_p]
    return library


def build_dictionary(words: tuple[str, ...], base: Path, folder: Path) -> Path | None:
    """``base`` (libthai's dictionary) with ``words`` added, saved as ``folder/thbrk.tri``; None when libdatrie
    is missing or cannot read or write the files. Returns the folder."""
    library = _datrie()
    if library is None:
        return None
    import ctypes  # loaded by _datrie already

    trie = library.trie_new_from_file(str(base).encode())
    if not trie:
        return None
    try:
        for word in words:
            key = (ctypes.c_uint32 * (len(word) + 1))(*(ord(letter) for letter in word), 0)
            library.trie_store(trie, key, 1)
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / DICTIONARY_NAME
        partial = folder / (DICTIONARY_NAME + ".part")
        if library.trie_save(trie, str(partial).encode()) != 0:
            return None
        partial.replace(target)  # another process reading the folder sees a whole file or none
    finally:
        library.trie_free(trie)
    return folder


def user_cache_folder() -> Path:
    """The user's cache folder for dealerdesk (``~/.cache/dealerdesk`` on Linux, ``~/Library/Caches/dealerdesk``
    on macOS), where platformdirs puts it too. Asked of Qt, which is loaded already, because this runs at every
    start-up and importing platformdirs there would cost more than the rest of this module."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)) / "dealerdesk"


def use_loanword_dictionary(cache: Path | None = None) -> Path | None:
    """Point libthai (through ``LIBTHAI_DICTDIR``) at its dictionary with the glossary's loanwords, built once
    per word list into ``cache`` (the user's cache folder); returns the folder used, or None where libthai's
    dictionary or libdatrie is missing. Call it before Qt lays out any Thai text."""
    base = system_dictionary()
    words = loanwords()
    if base is None or not words:
        return None
    key = "\n".join([str(base), str(base.stat().st_mtime_ns), *words]).encode()
    stamp = f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}"  # names the word list's folder; not a secret
    folder = (cache if cache is not None else user_cache_folder()) / "thai-breaks" / stamp
    if not (folder / DICTIONARY_NAME).is_file():
        try:
            built = build_dictionary(words, base, folder)
        except OSError:
            built = None
        if built is None:
            return None
    os.environ["LIBTHAI_DICTDIR"] = str(folder)
    return folder
