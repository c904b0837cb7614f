"""Every user-visible string is translated in Thai and Hungarian, with its placeholders intact.

This is ``python3 -m tools.translations check``: it fails while any string of the code is missing from a
catalogue (run ``update``), untranslated or unfinished, or has a translation whose ``{placeholders}``, ``%1``
markers or ``&`` accelerator differ from the English. """

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from tools import translations


@pytest.mark.parametrize("language", sorted(translations.LANGUAGES))
def test_every_string_is_translated(language: str) -> None:
    extraction = translations.extract()
    report = translations.check_language(extraction, language)
    summary = (f"{language}: {len(report.unfinished)} of {report.total} untranslated or unfinished, "
               f"{len(report.missing)} not in the catalogue, {len(report.broken)} with broken placeholders")
    assert report.ok, summary
    assert extraction.problems == []


@pytest.mark.parametrize("language", sorted(translations.LANGUAGES))
def test_the_shipped_catalogue_is_the_compiled_source(language: str, tmp_path: Path) -> None:
    """The .qm the app loads is exactly what lrelease makes of the .ts (nobody forgot `release`)."""
    source = translations.TRANSLATIONS / f"dealerdesk_{language}.ts"
    compiled = tmp_path / f"dealerdesk_{language}.qm"
    subprocess.run([*translations.lrelease_command(), "-silent", str(source), "-qm", str(compiled)], check=True)
    assert compiled.read_bytes() == (translations.TRANSLATIONS / f"dealerdesk_{language}.qm").read_bytes()


@pytest.mark.parametrize(("language", "expected"), [("th", "ไซด์พ็อต"), ("hu", "Mellékkasszák")])
def test_the_catalogue_loads_and_translates(language: str, expected: str) -> None:
    translator = QTranslator()
    assert translator.load(str(translations.TRANSLATIONS / f"dealerdesk_{language}.qm"))
    assert translator.translate("Kinds", "Side pots") == expected
