"""Plural forms and placeholders a translation may drop: ``translate_n`` picks the
English form by the count and Qt's numerus form in a catalogue; the extractor writes such entries as
``numerus="yes"``; a translator's note ("may drop {seat}", "may use {rank}") relaxes the placeholder check."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from dealerdesk import i18n
from tools import translations
from tools.extract_strings import Key, extract_sources

SAMPLE = """
from dealerdesk.i18n import translate_n


def count_line(count: int) -> str:
    # Translators: {count} is a number of questions.
    return translate_n("Sample", "{count} question", "{count} questions", count).format(count=count)
"""

BAD = """
from dealerdesk import i18n

i18n.translate_n("Sample", "{count} hand", "{number} hands", 2)
i18n.translate_n("Sample", "{count} pot")
"""


def test_the_extractor_writes_plural_entries() -> None:
    extraction = extract_sources({"dealerdesk.sample": ("dealerdesk/sample.py", SAMPLE)})
    message = extraction.messages[Key("Sample", "{count} question")]
    assert message.plural == "{count} questions"
    assert message.notes == ["{count} is a number of questions."]
    assert extraction.problems == []


def test_the_extractor_refuses_plurals_it_cannot_catalogue() -> None:
    problems = [str(p) for p in extract_sources({"dealerdesk.bad": ("dealerdesk/bad.py", BAD)}).problems]
    assert any("other placeholders" in p for p in problems)
    assert any("takes the context, the singular, the plural and the count" in p for p in problems)


def test_a_plural_entry_round_trips_as_numerus_forms(tmp_path: Path) -> None:
    extraction = extract_sources({"dealerdesk.sample": ("dealerdesk/sample.py", SAMPLE)})
    translations.update(["hu"], tmp_path, extraction, qt_prefill=False)
    items = translations.export_json("hu", tmp_path)
    assert items[0]["numerus"] == "yes" and "English plural: {count} questions" in items[0]["note"]
    assert (
        translations.import_json("hu", [{**items[0], "translation": "{count} kérdés", "status": "done"}], tmp_path) == 0
    )
    message = ET.parse(translations.ts_path("hu", tmp_path)).getroot().find("context/message")
    assert message is not None and message.get("numerus") == "yes"
    assert [form.text for form in message.iter("numerusform")] == ["{count} kérdés"]
    assert translations.check_language(extraction, "hu", tmp_path).ok


@pytest.mark.parametrize(("count", "english"), [(1, "1 question"), (0, "0 questions"), (2, "2 questions")])
def test_english_takes_the_form_for_the_count(count: int, english: str) -> None:
    with i18n.using(None):
        assert i18n.translate_n("Sample", "{count} question", "{count} questions", count).format(count=count) == english
    with i18n.using(lambda context, source, disambiguation=None, n=-1, /: source), i18n.english():
        assert i18n.translate_n("Sample", "{count} question", "{count} questions", count).format(count=count) == english


@pytest.mark.parametrize(
    ("language", "count", "expected"),
    [
        ("hu", 1, "A mentett haladás 1 sora nem olvasható, ezért kimarad."),
        ("hu", 7, "A mentett haladás 7 sora nem olvasható, ezért kimarad."),
        ("th", 7, "อ่านข้อมูลความก้าวหน้าที่บันทึกไว้ไม่ได้ 7 แถว จึงไม่ได้นำมาแสดง"),
    ],
)
def test_the_catalogues_carry_plural_entries_and_qt_uses_them(language: str, count: int, expected: str) -> None:
    catalogue = QTranslator()
    assert catalogue.load(str(translations.TRANSLATIONS / f"dealerdesk_{language}.qm"))
    singular = "{count} saved row of your progress could not be read and is left out."
    plural = "{count} saved rows of your progress could not be read and are left out."

    def qt(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return catalogue.translate(context, source, disambiguation, n) or source

    with i18n.using(qt):
        assert i18n.translate_n("Store", singular, plural, count).format(count=count) == expected
    entries = translations.read_ts(translations.ts_path(language))
    assert entries[Key("Store", singular)].numerus
    assert sum(1 for entry in entries.values() if entry.numerus and entry.current) >= 2


@pytest.mark.parametrize(
    ("notes", "translation", "problem"),
    [
        ((), "ที่นั่ง 4 (Ann) เรสได้เท่าไร", "missing {seat}"),
        (("{who} is the seat and name; may drop {seat}.",), "{who} เรสได้เท่าไร", None),
        (("may drop {seat}",), "เรสได้เท่าไร", "missing {who}"),
        (("may use {rank} (one card) and drop {ranks}",), "{rank} pár", None),
        (("may drop {ranks}",), "{rank} pár", "unknown {rank}"),
    ],
)
def test_a_note_lets_a_translation_drop_or_use_a_placeholder(
    notes: tuple[str, ...], translation: str, problem: str | None
) -> None:
    source = "Pair of {ranks}" if "pár" in translation else "It is {who}'s turn: how much may {seat} raise?"
    found = translations.translation_problem(source, translation, notes)
    assert (found is None) if problem is None else (found is not None and problem in found)
