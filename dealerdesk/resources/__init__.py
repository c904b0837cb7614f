"""The files the app ships with (fonts, translations, icons), found alike in a source checkout, an installed
wheel and the frozen (PyInstaller) app: they live beside this module, and PyInstaller copies the folder as is.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent
"""The folder holding ``fonts/``, ``translations/`` and ``icons/``."""


def path(*parts: str) -> Path:
    """The path of a shipped file, e.g. ``path("translations", "dealerdesk_th.qm")``."""
    return ROOT.joinpath(*parts)
