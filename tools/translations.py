"""The translation catalogues: find every translatable string in ``dealerdesk/``, keep Qt's ``.ts`` files for
Thai and Hungarian up to date, compile them to ``.qm``, and check that they are complete and sound.

    python3 -m tools.translations update            # write/merge dealerdesk/resources/translations/*.ts
    python3 -m tools.translations release           # compile each .ts to .qm with Qt's lrelease
    python3 -m tools.translations check             # what is left to translate; exit status 1 if anything
    python3 -m tools.translations stats             # strings per context
    python3 -m tools.translations export-json th [-o FILE]     # a simple list for translators
    python3 -m tools.translations import-json th FILE          # their work back into the .ts

What counts as a translatable string, and what the extractor refuses, is described in
:mod:`tools.extract_strings`.

The catalogues are Qt's TS 2.1 XML, sorted by context and source text so that diffs stay small; locations name
the file only (line numbers would change with every edit). Existing translations are kept, new strings come in
``type="unfinished"``, and strings that left the code are kept as ``type="vanished"`` while they have a
translation (they come back if the string does). Strings of Qt's own contexts (``QPlatformTheme`` …, marked in
``dealerdesk/ui/common/qt_strings.py``) are filled from Qt's catalogue for the language when it has one.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from dealerdesk.evaluation.names import RANK_PLURALS, RANK_WITH, RANK_WORDS
from tools.extract_strings import PACKAGE, ROOT, Extraction, Key, extract

TRANSLATIONS = PACKAGE / "resources" / "translations"
"""Where the ``.ts`` sources and compiled ``.qm`` files live (shipped with the package)."""
LANGUAGES = {"th": "th_TH", "hu": "hu_HU"}
"""The languages translated, and the locale written in each catalogue's header."""
NUMERUS_FORMS = {"th": 1, "hu": 1}
"""How many plural forms Qt's lrelease keeps for each language: one for both (Thai has no plural; Hungarian
puts a noun after a number in the singular: "2 kérdés"). A plural entry's translation has that many."""



_THAI_NUMBER = "(?:สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ)"
_THAI_RANK = f"(?:{_THAI_NUMBER}|แจ็ค|ควีน|คิง|เอซ)"
THAI_RANK_IN_WORDS = (
    # after a hand's word, and not counting something ("คู่เจ็ด", "ตอง สาม", but not "สามใบ", "คู่สามคน")
    f"(?:คู่|ตอง|โฟร์การ์ด|ไพ่สูง|คิกเกอร์|โลว์) ?{_THAI_NUMBER}(?=$|[^\u0e00-\u0e7f]|กับ|คู่|สูงสุด|ตัดสิน)"
    # ranks run together ("เจ็ด-ห้า", "คิง-เจ็ด"), or a straight's or a flush's top ("เจ็ดสูงสุด")
    f"|{_THAI_RANK} ?- ?{_THAI_NUMBER}|{_THAI_NUMBER} ?- ?{_THAI_RANK}|{_THAI_NUMBER} ?สูงสุด"
)
"""A Thai rank from two to ten said in a word where a hand or a call names it: Thai writes those ranks as digits
("คู่ 7"), as a number word after a hand's word is misread ("คู่สอง", a pair of twos, as "สองคู่", two pair). Only
a number word in a rank's place matches: counts ("สามใบ", "สองคน") do not."""

AVOIDED: dict[str, tuple[tuple[str, str], ...]] = {
    "th": (
        ("แอ็กชัน", "the action is แอ็คชัน"),
        ("สตรีท", "a street is a รอบไพ่"),
        ("ออลอินสั้น", "a short all-in is ออลอินไม่ครบ"),
        ("ผู้เล่นละ", "so much each is คนละ"),
        (r";(?![^()]*\))", "Thai separates clauses with a space, not a semicolon (a reference's, in brackets, stays)"),
        (r"(?<![.…])\.$", "a Thai line ends without a full stop"),
        ("ถึงคิวของ", "whose turn it is: ถึงตา"),
        ("เฮดส์อัพ", "heads-up is ตัวต่อตัว"),
        ("ผลักพ็อต", "the dealer pushes the pot: ดันพ็อต"),
        ("[0-9}] %", "one percent style: 80%, no space"),
        (THAI_RANK_IN_WORDS, "a rank from two to ten is written as its digit (คู่ 7, ตอง 3, โลว์ 7-5): "
                             "คู่สอง reads as สองคู่, two pair"),
    ),
    "hu": (
        ("cseleked|cseleksz", "a player who acted has lépett (lép, lépnek, léptek)"),
        ("gyakorlócsomag", "a drill pack is a gyakorlatcsomag"),
        ("(?<!\\w)antek|ante-k", "the plural of ante is anték"),
        ("felvált|fel kell váltani",
         "colour-up is nagyobb címletre váltás (felváltás is breaking into smaller change)"),
        ("semmisít", "the dealer kills a hand: muckba teszi (never megsemmisít, semmisíti meg)"),
        ("(?<![\\w(-])a (?=[aáeéiíoóöőuúüű])", "the article before a vowel is az (az előző leosztás, never a előző)"),
        ("lefedett", "a counterfeited low is elértéktelenedett (counterfeitelt)"),
        ("kézet", "the accusative of kéz is kezet"),
        ("holtverseny", "a tie is döntetlen"),
        ("(?<!\\w)heads-up(?!\\w)", "heads-up is kettesben"),
        ("(?<!\\w)múlt leosztás", "the last hand is the előző leosztás"),
        ("(?<![\\w(-])[Aa]z? (?=[„\"]?\\{)", "write a(z) before a placeholder: the article is chosen by its value"),
        ("[0-9}] %", "one percent style: 80%, no space"),
        ("\\}-(?:b[óő]l|b[ae]n|r[ae]|n[áé]l|t[óő]l|h[oeö]z|v[ae]l|k[ae]l|[aeo]t)(?!\\w)",
         "a case ending after a value depends on how it is said (5-ből, 6-ból): word the sentence around it"),
        ("(?<!\\w)\\w+(?:hatsz|hetsz)(?!\\w)", "one register: impersonal, or Ön — never te (szállhat, not szállhatsz)"),
        ("(?<!\\w)(?:Gyűjtsd|Vezesd|Semmisítsd|Vidd|Olvasd|Dönts|Oszd|Vedd|osztasz|általad|lépésed|haladásod|tiéd\\w*|számíts|blöffölhess|licitjeid\\w*|játékod\\w*|zsetonjaid\\w*)(?!\\w)",
         "one register: impersonal, or Ön — never te"),
    ),
}
"""Words the catalogues must not use again (a pattern, and why), each a term a card-room reader stumbled on:
``check`` reports a translation that has one. Qt's own strings (contexts starting with Q) are not checked."""
REQUIRED: dict[str, dict[tuple[str, str], str]] = {
    "hu": {("ActionBar", "Raise to"): "…-ig"},
    "th": {("HandNames", source): str(rank + 2)
           for forms in (RANK_WORDS, RANK_PLURALS, RANK_WITH) for rank, source in enumerate(forms[:9])},
}
"""A translation that must contain a text: Hungarian "Raise to" keeps its "-ig" ("Emelés" alone loses the "to");
Thai names the ranks two to ten by their digits ("seven", "sevens" → 7; "with sevens" → คู่ 7)."""
AVOIDED_ANSWER_WORDS: dict[str, dict[tuple[str, str], str]] = {
    "hu": {("Answers", "raise to|raise-to|bet|bet to|make it|to"): "emelés"},
}
"""A word an answer's word list must not offer alone ("emelés" for "raise to": "raise 100" is ambiguous)."""


def term_problem(language: str, key: Key, translation: str) -> str | None:
    """Why a translation uses a word the catalogue has given up (:data:`AVOIDED`), or None."""
    if key.context.startswith("Q") or not translation:
        return None
    for pattern, why in AVOIDED.get(language, ()):
        found = re.search(pattern, translation, re.IGNORECASE)
        if found:
            return f"uses {found.group()!r}: {why}"
    required = REQUIRED.get(language, {}).get((key.context, key.source))
    if required is not None and required not in translation:
        return f"must contain {required!r}"
    alone = AVOIDED_ANSWER_WORDS.get(language, {}).get((key.context, key.source))
    if alone is not None and alone in translation.split("|"):
        return f"offers {alone!r} alone as an answer word"
    return None


# -- checking a translation ------------------------------------------------------------------------------------


def placeholders(text: str) -> Counter[str] | None:
    """The ``{name}`` (with any format spec) and Qt ``%1``/``%n`` placeholders of a text; None when its braces do
    not parse."""
    found: Counter[str] = Counter()
    try:
        for _literal_text, name, spec, conversion in string.Formatter().parse(text):
            if name is not None:
                found["{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"] += 1
    except ValueError:
        return None
    found.update(re.findall(r"%(?:\d+|n)", text))
    return found


def has_accelerator(text: str) -> bool:
    """Whether a text marks a keyboard accelerator (``&File``; ``&&`` is a literal ampersand)."""
    return bool(re.search(r"&(?=[^&\s])", text.replace("&&", "")))


def allowances(notes: Iterable[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The placeholders a translator's note lets a translation leave out ("may drop {seat}": the sentence says
    it already) and those it lets it use besides the source's ("may use {rank}": a value the code passes too)."""
    text = " ".join(notes)
    dropped = re.findall(r"\bdrop (\{[^{}]+\})", text)
    used = re.findall(r"\buse (\{[^{}]+\})", text)
    return frozenset(dropped), frozenset(used)


def translation_problem(source: str, translation: str, notes: Iterable[str] = ()) -> str | None:
    """Why a (non-empty) translation would break when shown, or None. ``notes`` are the entry's notes for the
    translators (see :func:`allowances`)."""
    wanted, given = placeholders(source), placeholders(translation)
    if given is None:
        return "unbalanced braces in the translation (a literal brace is written {{ or }})"
    droppable, usable = allowances(notes)
    if wanted is not None and not set(wanted) - droppable <= set(given) <= set(wanted) | usable:
        missing = sorted(set(wanted) - droppable - set(given))
        extra = sorted(set(given) - set(wanted) - usable)
        parts = ([f"missing {', '.join(missing)}"] if missing else []) + ([f"unknown {', '.join(extra)}"]
                                                                          if extra else [])
        return "placeholders differ from the source: " + "; ".join(parts)
    if has_accelerator(source) != has_accelerator(translation):
        return "the source has an & accelerator and the translation not, or the other way round"
    return None


# -- the catalogue files ---------------------------------------------------------------------------------------


@dataclass
class Entry:
    """A message as a catalogue holds it."""

    key: Key
    translation: str = ""
    kind: str = "unfinished"
    """``"unfinished"``, ``""`` (finished), ``"vanished"`` or ``"obsolete"``."""
    files: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    translator_comment: str = ""
    numerus: bool = False
    """A plural entry (``numerus="yes"``): its translation is written as the language's numerus forms."""

    @property
    def done(self) -> bool:
        """Translated and not waiting for review."""
        return self.kind == "" and bool(self.translation)

    @property
    def current(self) -> bool:
        """Still used by the code."""
        return self.kind not in {"vanished", "obsolete"}


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    """The catalogue of a language."""
    return folder / f"dealerdesk_{language}.ts"


def read_ts(path: Path) -> dict[Key, Entry]:
    """The entries of a TS file (empty if there is none)."""
    if not path.exists():
        return {}
    entries: dict[Key, Entry] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        context_name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = Key(context_name, message.findtext("source") or "", message.findtext("comment") or "")
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            text = (translation.text or "") if translation is not None else ""
            if numerus and translation is not None:
                text = next((form.text or "" for form in translation.iter("numerusform")), "")
            entries[key] = Entry(
                key,
                text,
                translation.get("type", "") if translation is not None else "unfinished",
                tuple(loc.get("filename", "") for loc in message.iter("location")),
                tuple(note.text or "" for note in message.iter("extracomment")),
                message.findtext("translatorcomment") or "",
                numerus,
            )
    return entries


def _xml_text(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def write_ts(path: Path, language: str, entries: Iterable[Entry]) -> None:
    """Write a TS 2.1 file: contexts by name, messages by source text, locations relative to the file."""
    by_context: dict[str, list[Entry]] = {}
    for entry in entries:
        by_context.setdefault(entry.key.context, []).append(entry)
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
           f'<TS version="2.1" language="{LANGUAGES.get(language, language)}" sourcelanguage="en">']
    for context in sorted(by_context):
        out += ["<context>", f"    <name>{_xml_text(context)}</name>"]
        for entry in sorted(by_context[context], key=lambda e: (e.key.source, e.key.comment)):
            out.append('    <message numerus="yes">' if entry.numerus else "    <message>")
            for filename in sorted(set(entry.files)):
                relative = os.path.relpath(ROOT / filename, path.parent).replace(os.sep, "/")
                out.append(f"        <location filename={quoteattr(relative)}/>")
            out.append(f"        <source>{_xml_text(entry.key.source)}</source>")
            if entry.key.comment:
                out.append(f"        <comment>{_xml_text(entry.key.comment)}</comment>")
            out.extend(f"        <extracomment>{_xml_text(note)}</extracomment>" for note in entry.notes)
            if entry.translator_comment:
                out.append(f"        <translatorcomment>{_xml_text(entry.translator_comment)}</translatorcomment>")
            kind = f' type="{entry.kind}"' if entry.kind else ""
            if entry.numerus:
                out.append(f"        <translation{kind}>")
                out.extend(f"            <numerusform>{_xml_text(entry.translation)}</numerusform>"
                           for _ in range(NUMERUS_FORMS.get(language, 1)))
                out.append("        </translation>")
            else:
                out.append(f"        <translation{kind}>{_xml_text(entry.translation)}</translation>")
            out.append("    </message>")
        out.append("</context>")
    out.append("</TS>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def _file_of(location: str, ts_folder: Path) -> str:
    """A ``<location filename>`` back to a path relative to the checkout."""
    return Path(os.path.relpath((ts_folder / location).resolve(), ROOT)).as_posix()


def qt_translation(language: str, key: Key) -> str:
    """Qt's own translation of one of its strings (``QPlatformTheme``, ``QLineEdit`` …) for a language, or ""."""
    translator = _qt_translator(language)
    if translator is None:
        return ""
    text: str = translator.translate(key.context, key.source, key.comment or None)
    return text


_QT_TRANSLATORS: dict[str, Any] = {}


def _qt_translator(language: str) -> Any:
    if language not in _QT_TRANSLATORS:
        try:
            from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator  # noqa: PLC0415 — only for Qt's strings
        except ImportError:
            _QT_TRANSLATORS[language] = None
            return None
        translator = QTranslator()
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        loaded = translator.load(QLocale(language), "qtbase", "_", folder)
        _QT_TRANSLATORS[language] = translator if loaded else None
    return _QT_TRANSLATORS[language]


def merge(extraction: Extraction, old: dict[Key, Entry], language: str, ts_folder: Path = TRANSLATIONS,
          qt_prefill: bool = True) -> list[Entry]:
    """The catalogue's new entries: every current message (keeping its translation), and the vanished ones that
    still carry a translation."""
    entries: list[Entry] = []
    for key, message in extraction.messages.items():
        files = tuple(sorted(message.files))
        numerus = message.plural is not None
        notes = (*message.notes, f"English plural: {message.plural}") if numerus else tuple(message.notes)
        previous = old.get(key)
        if previous is None:
            prefilled = qt_translation(language, key) if qt_prefill and key.context.startswith("Q") else ""
            entries.append(Entry(key, prefilled, "" if prefilled else "unfinished", files, notes, numerus=numerus))
            continue
        kind = previous.kind
        if not previous.current:  # a string that came back: the same English, so the same translation
            kind = "" if previous.translation else "unfinished"
        entries.append(Entry(key, previous.translation, kind, files, notes, previous.translator_comment, numerus))
    for key, previous in old.items():
        if key not in extraction.messages and previous.translation:
            entries.append(Entry(key, previous.translation, "vanished", (), previous.notes,
                                 previous.translator_comment, previous.numerus))
    return entries


@dataclass
class Report:
    """How complete one language's catalogue is."""

    language: str
    total: int = 0
    unfinished: list[Key] = field(default_factory=list)
    missing: list[Key] = field(default_factory=list)
    """In the code but not in the catalogue (``update`` was not run)."""
    broken: list[tuple[Key, str]] = field(default_factory=list)
    """Translations whose placeholders or accelerators do not match the source, or that use a word given up
    (:func:`term_problem`)."""

    @property
    def ok(self) -> bool:
        return not (self.unfinished or self.missing or self.broken)


def check_language(extraction: Extraction, language: str, ts_folder: Path = TRANSLATIONS) -> Report:
    """What is left to do in one language."""
    entries = read_ts(ts_path(language, ts_folder))
    report = Report(language, total=len(extraction.messages))
    for key in sorted(extraction.messages):
        entry = entries.get(key)
        if entry is None or not entry.current:
            report.missing.append(key)
        elif not entry.done:
            report.unfinished.append(key)
        if entry is not None and entry.translation:
            problem = translation_problem(key.source, entry.translation, extraction.messages[key].notes)
            if problem is None:
                problem = term_problem(language, key, entry.translation)
            if problem is None and entry.numerus != (extraction.messages[key].plural is not None):
                problem = "a plural entry in the code and not in the catalogue, or the other way round (run update)"
            if problem is not None:
                report.broken.append((key, problem))
    return report


# -- the commands ----------------------------------------------------------------------------------------------


def _report_problems(extraction: Extraction) -> None:
    for problem in extraction.problems:
        print(f"error: {problem}", file=sys.stderr)


def update(languages: Sequence[str] = tuple(LANGUAGES), ts_folder: Path = TRANSLATIONS,
           extraction: Extraction | None = None, qt_prefill: bool = True) -> int:
    """Write or merge each language's catalogue; 1 if some translatable call could not be read."""
    extraction = extraction if extraction is not None else extract()
    _report_problems(extraction)
    for language in languages:
        path = ts_path(language, ts_folder)
        entries = merge(extraction, read_ts(path), language, ts_folder, qt_prefill)
        write_ts(path, language, entries)
        todo = sum(1 for e in entries if e.current and not e.done)
        vanished = sum(1 for e in entries if not e.current)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {len(extraction.messages)} "
              f"strings, {todo} to translate, {vanished} vanished kept")
    return 1 if extraction.problems else 0


def lrelease_command() -> list[str]:
    """Qt's lrelease: the one in the PySide6 wheel, else ``pyside6-lrelease`` or ``lrelease`` on the PATH."""
    try:
        import PySide6  # noqa: PLC0415 — only this command needs Qt

        bundled = Path(PySide6.__file__).parent / ("lrelease.exe" if os.name == "nt" else "lrelease")
        if bundled.exists():
            return [str(bundled)]
    except ImportError:
        pass
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    raise FileNotFoundError("Qt's lrelease was not found (pip install PySide6-Essentials)")


def release(languages: Sequence[str] = tuple(LANGUAGES), ts_folder: Path = TRANSLATIONS) -> int:
    """Compile each catalogue to ``dealerdesk_<lang>.qm`` beside it."""
    command = lrelease_command()
    status = 0
    for language in languages:
        source = ts_path(language, ts_folder)
        if not source.exists():
            print(f"error: {source} does not exist: run `python3 -m tools.translations update`", file=sys.stderr)
            status = 1
            continue
        target = source.with_suffix(".qm")
        done = subprocess.run([*command, str(source), "-qm", str(target)], capture_output=True, text=True,
                              check=False)
        if done.returncode != 0 or not target.exists():
            print(f"error: lrelease failed on {source}:\n{done.stdout}{done.stderr}", file=sys.stderr)
            status = 1
            continue
        print(f"{target.name}: {' '.join(done.stdout.split())}")
    return status


def check(languages: Sequence[str] = tuple(LANGUAGES), ts_folder: Path = TRANSLATIONS,
          extraction: Extraction | None = None, limit: int = 10) -> int:
    """Print what is left to translate per language; 1 if anything is (or a call could not be read)."""
    extraction = extraction if extraction is not None else extract()
    _report_problems(extraction)
    status = 1 if extraction.problems else 0
    for language in languages:
        report = check_language(extraction, language, ts_folder)
        print(f"{language}: {report.total} strings, {len(report.unfinished)} untranslated or unfinished, "
              f"{len(report.missing)} not in the catalogue, {len(report.broken)} with broken placeholders or terms")
        for key, problem in report.broken:
            print(f"  {language} [{key.context}] {key.source!r}: {problem}")
        for key in report.missing[:limit]:
            print(f"  {language} not in the catalogue (run update): [{key.context}] {key.source!r}")
        for key in report.unfinished[:limit]:
            print(f"  {language} to translate: [{key.context}] {key.source!r}")
        if len(report.unfinished) > limit:
            print(f"  … and {len(report.unfinished) - limit} more")
        if not report.ok:
            status = 1
    return status


def stats(extraction: Extraction | None = None) -> int:
    """Print the number of strings per context."""
    extraction = extraction if extraction is not None else extract()
    _report_problems(extraction)
    counts = extraction.contexts()
    width = max((len(c) for c in counts), default=7)
    for context, count in sorted(counts.items()):
        print(f"{context:<{width}}  {count:4d}")
    print(f"{'total':<{width}}  {sum(counts.values()):4d}")
    return 1 if extraction.problems else 0


def export_json(language: str, ts_folder: Path = TRANSLATIONS) -> list[dict[str, str]]:
    """The current messages of a catalogue as a list of ``{context, source, comment?, note?, translation,
    status}`` for translators who do not use Qt Linguist."""
    items: list[dict[str, str]] = []
    entries = read_ts(ts_path(language, ts_folder))
    for key in sorted(entries):
        entry = entries[key]
        if not entry.current:
            continue
        item = {"context": key.context, "source": key.source}
        if key.comment:
            item["comment"] = key.comment
        if entry.notes:
            item["note"] = " ".join(entry.notes)
        if entry.numerus:
            item["numerus"] = "yes"  # the translation is the form for every count (one form in th and hu)
        item["translation"] = entry.translation
        item["status"] = "done" if entry.done else "unfinished"
        items.append(item)
    return items


def import_json(language: str, items: Sequence[dict[str, Any]], ts_folder: Path = TRANSLATIONS) -> int:
    """Put translations from a JSON list (as :func:`export_json` writes) into the catalogue. A translation with
    a text is marked finished unless its ``status`` is ``"unfinished"`` or its placeholders do not match (then
    it is kept unfinished and reported). Returns 1 if anything was reported."""
    path = ts_path(language, ts_folder)
    entries = read_ts(path)
    status, changed = 0, 0
    for item in items:
        key = Key(str(item.get("context", "")), str(item.get("source", "")), str(item.get("comment", "")))
        entry = entries.get(key)
        if entry is None or not entry.current:
            print(f"unknown string (skipped): [{key.context}] {key.source!r}", file=sys.stderr)
            status = 1
            continue
        translation = str(item.get("translation") or "")
        problem = translation_problem(key.source, translation, entry.notes) if translation else None
        if problem is not None:
            print(f"kept unfinished: [{key.context}] {key.source!r}: {problem}", file=sys.stderr)
            status = 1
        finished = bool(translation) and problem is None and item.get("status", "done") != "unfinished"
        entries[key] = Entry(key, translation, "" if finished else "unfinished", entry.files, entry.notes,
                             entry.translator_comment, entry.numerus)
        changed += 1
    for key, entry in entries.items():  # locations back to checkout-relative paths for write_ts
        entries[key] = Entry(key, entry.translation, entry.kind,
                             tuple(_file_of(f, path.parent) for f in entry.files), entry.notes,
                             entry.translator_comment, entry.numerus)
    write_ts(path, language, entries.values())
    print(f"{path.name}: {changed} translations imported")
    return status


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(prog="python3 -m tools.translations", description=(__doc__ or "").split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="write/merge the .ts catalogues from the code")
    commands.add_parser("release", help="compile the .ts catalogues to .qm with lrelease")
    commands.add_parser("check", help="report untranslated strings and broken placeholders (exit 1 if any)")
    commands.add_parser("stats", help="strings per context")
    exporting = commands.add_parser("export-json", help="a language's strings as JSON for translators")
    exporting.add_argument("language", choices=sorted(LANGUAGES))
    exporting.add_argument("-o", "--output", type=Path, help="write to this file (default: standard output)")
    importing = commands.add_parser("import-json", help="translations from a JSON list into the .ts")
    importing.add_argument("language", choices=sorted(LANGUAGES))
    importing.add_argument("file", type=Path)
    options = parser.parse_args(argv)
    if options.command == "update":
        return update()
    if options.command == "release":
        return release()
    if options.command == "check":
        return check()
    if options.command == "stats":
        return stats()
    if options.command == "export-json":
        text = json.dumps(export_json(options.language), ensure_ascii=False, indent=1) + "\n"
        if options.output:
            options.output.write_text(text, encoding="utf-8")
        else:
            sys.stdout.write(text)
        return 0
    items = json.loads(options.file.read_text(encoding="utf-8"))
    if not isinstance(items, list):
        print(f"error: {options.file}: expected a JSON list of {{context, source, translation}}", file=sys.stderr)
        return 2
    return import_json(options.language, items)


if __name__ == "__main__":
    sys.exit(main())
