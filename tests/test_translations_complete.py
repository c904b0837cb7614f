"""Every user-visible string is translated in Thai and Hungarian, with its placeholders intact.

This is ``python3 -m tools.translations check``: it fails while any string of the code is missing from a
catalogue (run ``update``), untranslated or unfinished, or has a translation whose ``{placeholders}``, ``%1``
markers or ``&`` accelerator differ from the English. It is expected to fail until the translators are done.
"""

from __future__ import annotations

import pytest

from tools import translations


@pytest.mark.parametrize("language", sorted(translations.LANGUAGES))
def test_every_string_is_translated(language: str) -> None:
    extraction = translations.extract()
    report = translations.check_language(extraction, language)
    summary = (f"{language}: {len(report.unfinished)} of {report.total} untranslated or unfinished, "
               f"{len(report.missing)} not in the catalogue, {len(report.broken)} with broken placeholders")
    assert report.ok, summary
    assert extraction.problems == []
