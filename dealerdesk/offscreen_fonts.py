"""The fonts Qt's offscreen platform finds on Windows: the system's, named by ``QT_QPA_FONTDIR``.

On Windows the offscreen platform (``--self-test``, ``snapshot``, the release's smoke test) does not ask Windows
for its fonts as the native platform does: it reads font files from one folder, ``QT_QPA_FONTDIR`` or else a
``fonts`` folder beside Qt's libraries, which Qt stopped shipping. Without it Qt warns "QFontDatabase: Cannot find
font directory" and draws every letter as a box. Pointing it at Windows' own font folder (``%WINDIR%\\Fonts``)
gives it the fonts every Windows has. Linux (fontconfig) and macOS (Core Text) find their fonts themselves.

Qt-free and pure, so it is tested on any system with a recorded Windows environment; ``packaging/smoke_test.py``
loads this file by its path (it runs the bundle with the standard library only).
"""

from __future__ import annotations

import ntpath
import os
import sys
from collections.abc import Callable, Mapping, MutableMapping

FONT_FOLDER_VARIABLE = "QT_QPA_FONTDIR"
"""The variable Qt's offscreen font database reads its font folder from."""
DEFAULT_WINDOWS_FOLDER = "C:\\Windows"
"""Where Windows lives when neither ``WINDIR`` nor ``SystemRoot`` says (they always do on a real system)."""


def is_offscreen(environ: Mapping[str, str]) -> bool:
    """Whether Qt will start its offscreen platform: the first platform ``QT_QPA_PLATFORM`` names (Qt tries them
    in order, and offscreen always starts), with any ``:options`` after the name."""
    first = environ.get("QT_QPA_PLATFORM", "").split(";")[0]
    return first.split(":")[0].strip().lower() == "offscreen"


def _get(environ: Mapping[str, str], name: str) -> str:
    """A variable's value whatever the case of its name (Windows' variables are not case-sensitive, and a
    recorded environment may spell ``SystemRoot`` either way)."""
    for key, value in environ.items():
        if key.upper() == name.upper():
            return value
    return ""


def windows_font_folder(environ: Mapping[str, str]) -> str:
    """Windows' own font folder: ``%WINDIR%\\Fonts`` (``%SystemRoot%`` when ``WINDIR`` is missing)."""
    windows = _get(environ, "WINDIR") or _get(environ, "SystemRoot") or DEFAULT_WINDOWS_FOLDER
    return ntpath.join(windows, "Fonts")


def offscreen_font_folder(environ: Mapping[str, str], platform: str,
                          is_folder: Callable[[str], bool] | None = None) -> str | None:
    """The ``QT_QPA_FONTDIR`` to set for this start, or None to leave the environment alone: only on Windows, only
    for the offscreen platform, never over a folder the user named, and only when the folder is there
    (``is_folder``, by default :func:`os.path.isdir`)."""
    if platform != "win32" or not is_offscreen(environ) or _get(environ, FONT_FOLDER_VARIABLE):
        return None
    folder = windows_font_folder(environ)
    return folder if (is_folder or os.path.isdir)(folder) else None


def use_system_fonts_offscreen(environ: MutableMapping[str, str] | None = None, platform: str = sys.platform,
                               is_folder: Callable[[str], bool] | None = None) -> str | None:
    """Set ``QT_QPA_FONTDIR`` when :func:`offscreen_font_folder` says so (before the QApplication exists: Qt reads
    it once); returns the folder set, or None."""
    environ = os.environ if environ is None else environ
    folder = offscreen_font_folder(environ, platform, is_folder)
    if folder is not None:
        environ[FONT_FOLDER_VARIABLE] = folder
    return folder
