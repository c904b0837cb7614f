"""The catalogues speak as a card room does (the glossary, ``resources/translations/glossary.md``): the words a
Thai or Hungarian trainee would stumble on do not come back."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tools import translations
from tools.extract_strings import extract

THAI = re.compile("[\u0e01-\u0e5b]")


def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) → translation of a language's current messages."""
    root = ET.parse(translations.ts_path(language)).getroot()
    found = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") not in {"vanished", "obsolete"}:
                found[context.findtext("name") or "", message.findtext("source") or ""] = translation.text or ""
    return found


@pytest.mark.parametrize(
    ("language", "avoided", "why"),
    [
        ("th", "ผู้ฝึก", "reads as the trainer: the trainee is ผู้เรียน"),
        ("th", "บัตทอน", "the button is บัตตัน"),
        ("th", "กฎของห้อง", "house rules are กฎคาสิโน"),
        ("th", "เต็มด้วย", "a full house is ฟูลเฮาส์ ตอง… คู่…"),
        ("hu", "munkamenet", "a session is a gyakorlás (training) or a játszma (play)"),
        ("hu", "meghallgatás", "the audition is the osztói vizsga"),
        ("hu", "megadatlan", "an uncalled bet is a meg nem adott tét"),
        ("hu", "összegre", "raise to 400 is emel 400-ig"),
        ("hu", r"(?<!\w)gomb(?!bal)", "the dealer button is the osztógomb (a gombbal is a button on screen)"),
    ],
)
def test_words_a_card_room_does_not_use(language: str, avoided: str, why: str) -> None:
    found = [source for (_, source), text in catalogue(language).items() if re.search(avoided, text, re.IGNORECASE)]
    assert found == [], why


@pytest.mark.parametrize("text", ["ไพ่ในมือสองใบกับไพ่กลางสามใบ", "สำรับไพ่สี่สี", "ตองสามใบ", "คู่สามคน", "ห้าข้อ",
                                  "ผู้เล่นสองคน", "สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ", "โฟร์|สี่ใบ|ควอดส์"])
def test_thai_counts_are_not_taken_for_ranks(text: str) -> None:
    """The check's Thai number ranks match a number word in a rank's place only: a count ("สามใบ", three cards),
    and the rank words a trainee may type, are left alone."""
    assert re.search(translations.THAI_RANK_IN_WORDS, text) is None


def test_no_thai_line_ends_in_a_full_stop() -> None:
    stops = [text for text in catalogue("th").values() if THAI.search(text) and re.search(r"(?<!\.)\.$", text)]
    assert stops == []


@pytest.mark.parametrize(
    ("context", "source", "expected"),
    [
        ("Prompts", "{player} raises to {amount}", "{player} emel {amount}-ig"),
        ("SessionSetup", "Questions", "Kérdésszám"),
        ("SessionSetup", "Minutes", "Időtartam (perc)"),
        ("AuditionReport", "Dealer audition", "Osztói vizsga"),
        ("NewGameDialog", "Button", "Osztógomb"),
        (
            "Rules",
            "{player} acted out of turn: it is {actor}'s turn",
            "{player} soron kívül lépett: most {actor} következik",
        ),
    ],
)
def test_hungarian_terms(context: str, source: str, expected: str) -> None:
    assert catalogue("hu")[context, source] == expected


def test_thai_terms() -> None:
    thai = catalogue("th")
    assert thai["SessionSetup", "Trainee"] == "ผู้เรียน"
    assert thai["NewGameDialog", "Button"] == "บัตตัน"
    assert thai["HandNames", "Full house, {three} full of {pair}"] == "ฟูลเฮาส์ ตอง{three} คู่{pair}"


@pytest.mark.parametrize(
    ("language", "rank", "expected"),
    [
        ("hu", 167, "Full house, ászok királyokkal"),  # kings full: the pair with "-kal/-kel"
        ("hu", 3400, "Ász pár"),  # the singular rank, as a card room says it; a capital opens the name
        ("hu", 2500, "Két pár, ászok és bubik"),
        ("th", 167, "ฟูลเฮาส์ ตองเอซ คู่คิง"),
        ("th", 3400, "คู่เอซ"),
    ],
)
def test_hand_names_as_a_card_room_says_them(language: str, rank: int, expected: str) -> None:
    from PySide6.QtCore import QTranslator  # noqa: PLC0415

    from dealerdesk import i18n  # noqa: PLC0415
    from dealerdesk.evaluation.names import hand_name  # noqa: PLC0415

    catalogue = QTranslator()
    assert catalogue.load(str(translations.TRANSLATIONS / f"dealerdesk_{language}.qm"))

    def qt(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return catalogue.translate(context, source, disambiguation, n) or source

    with i18n.using(qt):
        assert hand_name(rank) == expected


@pytest.mark.parametrize("language", ["th", "hu"])
def test_a_prompt_names_the_seat_once(language: str) -> None:
    import random  # noqa: PLC0415

    from dealerdesk import i18n  # noqa: PLC0415
    from dealerdesk.trainer.generator import Request, generate  # noqa: PLC0415
    from dealerdesk.trainer.kinds.names import Kind  # noqa: PLC0415
    from dealerdesk.trainer.prompts import prompt_text  # noqa: PLC0415

    entries = catalogue(language)

    def shipped(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return entries.get((context, source), source)

    rng = random.Random("seat-once")
    for _ in range(6):
        question = generate(Request(Kind.MIN_RAISE, 3), rng)
        with i18n.using(shipped):
            prompt, seat = prompt_text(question), question.seat_name(question.answer["actor"])
        assert prompt.count(seat) == 1, prompt  # "ที่นั่ง 10 (Ivy) ที่นั่ง 10 …" no more


@pytest.mark.parametrize(
    ("language", "context", "source", "wrong"),
    [
        ("th", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "แอ็กชัน"),
        ("th", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "สตรีท"),
        ("th", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "ออลอินสั้น"),
        ("th", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "ผู้เล่นละ"),
        ("th", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "บิ๊กบลายด์; บัตตัน"),
        ("th", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "บัตตัน."),
        ("hu", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "cselekedtek"),
        ("hu", "TrainerPage", "Pass mark 80 %", "Megfelelési küszöb: 80 %"),
        ("hu", "Explain", "Heads-up the big blind acts first after the flop and the button last.", "cselekedett"),
        ("hu", "SessionSetup", "Drill pack", "Gyakorlócsomag"),
        ("hu", "SessionSetup", "3 — fuller tables, antes, several all-ins", "3 — antek"),
        ("hu", "Mistakes", "the coloured-up chips do not add up to the pot", "a felváltott zsetonok"),
        ("hu", "Grading", "Hands killed", "Megsemmisített kezek"),
        ("hu", "ActionBar", "Raise to", "Emelés"),
        ("hu", "Answers", "raise to|raise-to|bet|bet to|make it|to", "emelés|nyitás"),
        ("hu", "TrainerPage", "answered in {s:.0f} s, within the {target:.0f} s target",
         "válasz {s:.0f} mp alatt, a {target:.0f} mp-es célidőn belül"),
        ("hu", "Prompts", "Seat {seat}: empty — {name} left after the last hand.",
         "{seat}. szék: üres — {name} a előző leosztás után távozott."),
        ("hu", "Prompts", "Once the hands are read, which hands does the dealer kill?",
         "A kezek kiolvasása után mely kezeket semmisíti meg az osztó?"),
        ("hu", "Prompts",
         "The betting is over. Before you push the pot, colour it up: the same amount in the fewest chips.",
         "A kassza kifizetése előtt fel kell váltani."),
        ("th", "Mistakes", "the pot pushed to a hand that a tabled hand beats", "ผลักพ็อตให้มือที่แพ้"),
        ("hu", "PlayController", "You may not buy in for {amount}: the table's maximum buy-in is {limit}.",
         "Nem szállhatsz be {amount} zsetonnal: a beszállás legfeljebb {limit}."),
        ("hu", "TrainerPage", "pass mark {needed} of {asked}", "megfelelési küszöb: {asked}-ből {needed}"),
        ("th", "HandNames", "sevens", "เจ็ด"),
        ("th", "HandNames", "ten", "สิบ"),
        ("th", "HandNames", "with twos", "คู่สอง"),
        ("th", "TrainerPage", "e.g. kings full of sixes", "เช่น ฟูลเฮาส์ ตองคิง คู่หก"),
        ("th", "TrainerPage", "e.g. aces up, seven-five low (or: no low)", "เช่น ทูแพร์ คู่เอซ / โลว์ เจ็ด-ห้า"),
        ("th", "Calls", "{rank}-high straight", "สเตรท เจ็ดสูงสุด"),
        ("th", "Calls", "{three} full of {pair}", "ฟูลเฮาส์ ตองสาม คู่{pair}"),
    ],
)
def test_the_check_rejects_a_word_put_back(tmp_path: Path, language: str, context: str, source: str,
                                           wrong: str) -> None:
    """Put a given-up word back into a copy of the catalogue: ``check`` fails and names the entry."""
    for name in ("th", "hu"):
        shutil.copy(translations.ts_path(name), translations.ts_path(name, tmp_path))
    entries = translations.read_ts(translations.ts_path(language, tmp_path))
    key = next(k for k in entries if (k.context, k.source) == (context, source))
    old = entries[key]
    files = tuple(translations._file_of(f, tmp_path) for f in old.files)
    entries[key] = translations.Entry(key, wrong, old.kind, files, old.notes, old.translator_comment, old.numerus)
    translations.write_ts(translations.ts_path(language, tmp_path), language, entries.values())
    extraction = extract()
    assert translations.check_language(extraction, language, translations.TRANSLATIONS).ok
    report = translations.check_language(extraction, language, tmp_path)
    assert [k for k, _ in report.broken] == [key]
