"""The translation machinery: the extractor finds every marked string (and refuses strings it cannot put in a
catalogue), the .ts catalogues merge without losing work, broken placeholders are caught, and the trainer's
words are translated at display time while everything it stores or compares stays canonical English."""

from __future__ import annotations

import json
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealerdesk import i18n
from dealerdesk.bots import STYLES
from dealerdesk.evaluation import HandCategory, hand_name, low_name, parse_cards, read_holdem
from dealerdesk.evaluation.names import CATEGORY_NAMES, ROYAL_FLUSH
from dealerdesk.rules.betting import NO_CHIPS_BEYOND_CALL
from dealerdesk.rules.errors import BetSizeError
from dealerdesk.rules.table import Table
from dealerdesk.trainer import catalogue
from dealerdesk.trainer.core import answers, mistakes
from dealerdesk.trainer.core.showdown_steps import main_pot_winners
from dealerdesk.trainer.explain import explain
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.pot_limit import mistakes as pot_limit_mistakes
from dealerdesk.trainer.packs import question_data
from dealerdesk.trainer.practice import OUT_OF_TIME, grade_timed
from dealerdesk.trainer.prompts import describe, prompt_text
from tools import translations
from tools.extract_strings import Key, extract_sources

SAMPLE = '''
from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP
from dealerdesk.i18n import N_, translate, translate_marked


def tr(text: str) -> str:
    """Translate in the sample's context."""
    return QCoreApplication.translate("Sample", text)


COLOURS = (N_("red"), N_("green", "Colours"))
SUITS = (QT_TRANSLATE_NOOP("Suits", "spades"),)


def show(name: str, colour: str) -> list[str]:
    return [
        tr("Hello"),
        # Translators: {name} is a player's name.
        tr("Welcome, {name}").format(name=name),
        translate("Rules", "bet", "the verb"),
        QCoreApplication.translate("TableScene", "Seat %1"),
        translate_marked("Sample", colour),
    ]


def qt_translate(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)
'''

USER = '''
from dealerdesk.sample import tr


def greet() -> str:
    return tr("Good luck")
'''

BAD = '''
from dealerdesk.i18n import N_, translate


def _(text: str) -> str:
    return translate("Bad", text)


def lines(who: str, amount: int) -> list[str]:
    return [
        _(f"{who} bets {amount}"),
        _("Seat " + who),
        _(who),
        _("{} calls").format(who),
        _("{who} raises".format(who=who)),
        translate(who, "text"),
        N_("fine"),
    ]


class Widget:
    def title(self) -> str:
        return self.tr("Title")
'''


def keys(source: str, **others: str) -> set[Key]:
    modules = {"dealerdesk.sample": ("dealerdesk/sample.py", source)}
    modules.update({f"dealerdesk.{name}": (f"dealerdesk/{name}.py", text) for name, text in others.items()})
    return set(extract_sources(modules).messages)


# -- the extractor ---------------------------------------------------------------------------------------------


def test_extractor_finds_helpers_translate_calls_and_marks() -> None:
    extraction = extract_sources({"dealerdesk.sample": ("dealerdesk/sample.py", SAMPLE),
                                  "dealerdesk.user": ("dealerdesk/user.py", USER)})
    assert extraction.problems == []
    assert set(extraction.messages) == {
        Key("Sample", "Hello"),
        Key("Sample", "Welcome, {name}"),
        Key("Sample", "red"),  # N_ without a context: the module helper's
        Key("Colours", "green"),
        Key("Suits", "spades"),
        Key("Rules", "bet", "the verb"),  # the third argument disambiguates
        Key("TableScene", "Seat %1"),
        Key("Sample", "Good luck"),  # a helper imported from another module keeps its context
    }
    welcome = extraction.messages[Key("Sample", "Welcome, {name}")]
    assert welcome.notes == ["{name} is a player's name."]
    assert extraction.messages[Key("Sample", "Good luck")].files == {"dealerdesk/user.py"}


def test_extractor_rejects_strings_it_cannot_catalogue() -> None:
    extraction = extract_sources({"dealerdesk.bad": ("dealerdesk/bad.py", BAD)})
    problems = [(p.line, p.text) for p in extraction.problems]
    assert [line for line, _text in problems] == [11, 12, 13, 14, 15, 16, 23]
    assert "f-string" in problems[0][1]
    assert "+ or %" in problems[1][1]
    assert "translate_marked" in problems[2][1]
    assert "positional placeholder" in problems[3][1]
    assert "format after translating" in problems[4][1]
    assert "context must be a string literal" in problems[5][1]
    assert "self.tr()" in problems[6][1]
    assert set(extraction.messages) == {Key("Bad", "fine")}
    assert str(extraction.problems[0]).startswith("dealerdesk/bad.py:11: ")


def test_the_package_marks_only_strings_the_catalogue_can_hold() -> None:
    extraction = translations.extract()
    assert [str(p) for p in extraction.problems] == []
    contexts = extraction.contexts()
    for context in ("Explain", "Prompts", "Grading", "Mistakes", "Answers", "HandNames", "Kinds", "Bots", "Rules",
                    "PlayController", "ActionBar", "NewGameDialog", "TableScene", "QPlatformTheme"):
        assert contexts[context] > 0, context
    assert Key("Mistakes", pot_limit_mistakes.CALL_LEFT_OUT) in extraction.messages
    assert Key("Mistakes", OUT_OF_TIME) in extraction.messages
    assert Key("Rules", NO_CHIPS_BEYOND_CALL) in extraction.messages


def test_every_cause_marked_is_one_a_kind_declares() -> None:
    """The catalogue's causes are the mistakes the code marks: a kind that names a mistake it does not declare (or
    declares one nobody marked for translation) fails here, not on a trainee's screen."""
    marked = {key.source for key in translations.extract().messages if key.context == "Mistakes"}
    declared = set(catalogue.all_causes())
    assert marked - {OUT_OF_TIME} == declared
    assert len(declared) == len(catalogue.all_causes())  # each kind's causes, the shared ones once


@pytest.mark.parametrize("language", ["th", "hu"])
def test_every_cause_a_kind_names_is_translated(language: str) -> None:
    entries = translations.read_ts(translations.ts_path(language))
    untranslated = [cause for cause in (*catalogue.all_causes(), OUT_OF_TIME)
                    if Key("Mistakes", cause) not in entries or not entries[Key("Mistakes", cause)].done]
    assert untranslated == []


def test_every_canonical_value_shown_translated_is_in_the_catalogue() -> None:
    """Values translated with translate_marked must have been marked (else they would silently stay English)."""
    messages = translations.extract().messages
    shown = {
        "Mistakes": [*catalogue.all_causes(), OUT_OF_TIME],
        "HandNames": list(answers.HAND_NAMES),
        "Bots": [text for style in STYLES.values() for text in (style.display_name, style.summary)],
    }
    for context, texts in shown.items():
        for text in texts:
            assert Key(context, text) in messages, (context, text)


# -- catalogues ------------------------------------------------------------------------------------------------


def test_ts_round_trip_keeps_translations_and_marks_new_strings_unfinished(tmp_path: Path) -> None:
    first = extract_sources({"dealerdesk.sample": ("dealerdesk/sample.py", SAMPLE)})
    assert translations.update(["hu"], tmp_path, first, qt_prefill=False) == 0
    path = translations.ts_path("hu", tmp_path)
    root = ET.parse(path).getroot()
    assert root.tag == "TS" and root.get("version") == "2.1" and root.get("language") == "hu_HU"
    assert {m.find("translation").get("type") for m in root.iter("message")} == {"unfinished"}

    done = [{"context": "Sample", "source": "Hello", "translation": "Szia"},
            {"context": "Sample", "source": "red", "translation": "piros"},
            {"context": "Sample", "source": "Welcome, {name}", "translation": "Üdv, {név}"}]
    assert translations.import_json("hu", done, tmp_path) == 1  # the renamed placeholder is reported
    entries = translations.read_ts(path)
    assert entries[Key("Sample", "Hello")].done and entries[Key("Sample", "Hello")].translation == "Szia"
    assert not entries[Key("Sample", "Welcome, {name}")].done  # kept, but unfinished

    changed = SAMPLE.replace('tr("Hello")', 'tr("Hello again")').replace('N_("red")', 'N_("blue")')
    second = extract_sources({"dealerdesk.sample": ("dealerdesk/sample.py", changed)})
    translations.update(["hu"], tmp_path, second, qt_prefill=False)
    entries = translations.read_ts(path)
    assert entries[Key("Sample", "Hello again")].kind == "unfinished"
    assert entries[Key("Sample", "Hello")].kind == "vanished" and entries[Key("Sample", "Hello")].translation == "Szia"
    assert Key("Sample", "blue") in entries and Key("Sample", "red") in entries  # "red" had a translation
    assert entries[Key("Rules", "bet", "the verb")].kind == "unfinished"

    translations.update(["hu"], tmp_path, first, qt_prefill=False)  # "Hello" is back, with its translation
    entries = translations.read_ts(path)
    assert entries[Key("Sample", "Hello")].done
    assert Key("Sample", "blue") not in entries  # never translated: dropped when it left the code
    text = path.read_text(encoding="utf-8")
    translations.update(["hu"], tmp_path, first, qt_prefill=False)
    assert path.read_text(encoding="utf-8") == text  # deterministic


def test_json_export_lists_current_strings(tmp_path: Path) -> None:
    translations.update(["th"], tmp_path, extract_sources({"dealerdesk.sample": ("dealerdesk/sample.py", SAMPLE)}),
                        qt_prefill=False)
    items = translations.export_json("th", tmp_path)
    assert {"context": "Rules", "source": "bet", "comment": "the verb", "translation": "",
            "status": "unfinished"} in items
    welcome = next(item for item in items if item["source"] == "Welcome, {name}")
    assert welcome["note"] == "{name} is a player's name."
    json.dumps(items)


def test_check_reports_unfinished_and_missing_strings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sample = extract_sources({"dealerdesk.sample": ("dealerdesk/sample.py", SAMPLE)})
    assert translations.check(["th"], tmp_path, sample) == 1
    assert "7 not in the catalogue" in capsys.readouterr().out
    translations.update(["th"], tmp_path, sample, qt_prefill=False)
    assert translations.check(["th"], tmp_path, sample) == 1
    assert "7 untranslated or unfinished" in capsys.readouterr().out
    translations.import_json("th", [{"context": k.context, "source": k.source, "comment": k.comment,
                                     "translation": f"ไทย {k.source}"} for k in sample.messages], tmp_path)
    capsys.readouterr()
    assert translations.check(["th"], tmp_path, sample) == 0
    out = capsys.readouterr().out
    assert "th: 7 strings, 0 untranslated or unfinished, 0 not in the catalogue, 0 with broken" in out


@pytest.mark.parametrize(("source", "translation", "problem"), [
    ("Seat {seat} ({name})", "ที่นั่ง {seat}", "missing {name}"),
    ("Seat {seat} ({name})", "{seat}. szék ({nev})", "missing {name}; unknown {nev}"),
    ("{s:.0f} s", "{s} mp", "missing {s:.0f}; unknown {s}"),
    ("Side pot %1", "Mellékkassza", "missing %1"),
    ("Cu&t", "Kivágás", "accelerator"),
    ("Call {amount}", "Megadás {amount", "unbalanced braces"),
    ("Fold", "Dobás {x}", "unknown {x}"),
])
def test_placeholder_check_catches_dropped_and_renamed_placeholders(source: str, translation: str,
                                                                    problem: str) -> None:
    found = translations.translation_problem(source, translation)
    assert found is not None and problem in found


@pytest.mark.parametrize(("source", "translation"), [
    ("Seat {seat} ({name})", "{name} ({seat}. szék)"),  # reordered: fine
    ("Side pot %1", "%1. mellékkassza"),
    ("&Yes", "ใช่ (&Y)"),
    ("R&&D", "K+F"),  # && is a literal ampersand, not an accelerator
])
def test_placeholder_check_accepts_reordering(source: str, translation: str) -> None:
    assert translations.translation_problem(source, translation) is None


# -- translated at display time, canonical where stored --------------------------------------------------------

_PLACEHOLDER = re.compile(r"(\{[^{}]*\}|%\d+)")


def upper(context: str, source: str, disambiguation: str | None = None, /) -> str:
    """A stand-in translation: upper case, placeholders kept."""
    return "".join(part if _PLACEHOLDER.fullmatch(part) else part.upper() for part in _PLACEHOLDER.split(source))


@pytest.fixture
def shouting() -> Iterator[None]:
    with i18n.using(upper):
        yield


def test_english_is_unchanged_with_the_identity_translator() -> None:
    q = generate(Request(Kind.POT_LIMIT, 1), random.Random(3))
    with i18n.using(None):
        english = (q.prompt, prompt_text(q), explain(q), describe(q), Kind.POT_LIMIT.label, hand_name(167))
    with i18n.using(upper), i18n.english():
        canonical = (q.prompt, prompt_text(q), explain(q), describe(q), Kind.POT_LIMIT.label, hand_name(167))
    assert english == canonical
    assert english[0] == english[1]
    assert english[4:] == ("Pot-limit maximum", "Full house, aces full of kings")


def test_trainer_words_are_translated_for_display(shouting: None) -> None:
    q = generate(Request(Kind.POT_LIMIT, 1), random.Random(3))
    assert "HOW MUCH IS IN THE POT" in prompt_text(q)
    assert "How much is in the pot" in q.prompt  # stored in English
    assert json.loads(q.json_text())["prompt"] == q.prompt
    lines = explain(q)
    assert lines[0].startswith("CHIPS ALREADY IN THE MIDDLE: ")
    assert any(line.startswith("THE POT ON THE TABLE: ") for line in lines)
    assert describe(q)[0].startswith("POT-LIMIT ")
    assert Kind.SIDE_POTS.label == "SIDE POTS" and str(Kind.SIDE_POTS) == "side-pots"
    with i18n.english():
        assert question_data(q)["explanation"][0].startswith("Chips already in the middle: ")  # a pack file


def test_hand_names_are_translated_piece_by_piece(shouting: None) -> None:
    assert hand_name(167) == "FULL HOUSE, ACES FULL OF KINGS"
    assert hand_name(1) == "ROYAL FLUSH"
    assert low_name(1) == "LOW 5-4-3-2-A"
    assert read_holdem(parse_cards("KhKdKs7c7d2h3s")).name == "FULL HOUSE, KINGS FULL OF SEVENS"
    assert [category.label for category in HandCategory] == list(CATEGORY_NAMES.values())  # canonical


def test_grading_stays_canonical_under_a_translation(shouting: None) -> None:
    q = generate(Request(Kind.WINNER, 2), random.Random(11))
    highs, lows, name = main_pot_winners(q)
    assert name in answers.HAND_NAMES and name == name.capitalize()  # English, as answers give it
    typed = answers.hand_name(answers.hand_label(name))  # typed as shown in the user's language
    assert typed == name == answers.hand_name(name.lower())
    verdict = grade(q, {"high": highs, "low": lows, "hand": typed})
    assert verdict.correct and verdict.cause is None
    winning = next(part for part in verdict.parts if part.name == "WINNING HAND")
    assert winning.expected == answers.hand_label(name) == name.upper()

    pot_questions = (generate(Request(Kind.POT_LIMIT, 2), random.Random(seed)) for seed in range(5, 50))
    pot_question = next(q for q in pot_questions  # one with a call to leave out, the pot not capped by the stack
                        if q.hand.to_call and q.answer["max_raise_to"] < q.hand.stacks[q.hand.actor or 0]
                        + q.hand.bets[q.hand.actor or 0])
    hand = pot_question.hand
    left_out = hand.current_bet + hand.pot_total + hand.pot_allowance  # the call left out of the pot
    verdict = grade(pot_question, {"max_raise_to": left_out})
    assert verdict.cause == pot_limit_mistakes.CALL_LEFT_OUT == "the call left out of the pot"
    assert mistakes.label(verdict.cause) == "THE CALL LEFT OUT OF THE POT"
    assert verdict.parts[-1].name == "RAISE TO"
    assert verdict.explanation == tuple(explain(pot_question))
    late = grade_timed(pot_question, dict(pot_question.answer), 30.0, 10.0)
    assert late.cause == OUT_OF_TIME == "out of time" and mistakes.label(late.cause) == "OUT OF TIME"


def test_answer_errors_and_none_words_are_translated(shouting: None) -> None:
    with pytest.raises(answers.AnswerError, match=r"^'ten' IS NOT A NUMBER OF CHIPS \(THE AMOUNT\)$"):
        answers.amount("ten")
    assert answers.optional_amount("NONE") is None and answers.optional_amount("none") is None
    with pytest.raises(answers.AnswerError, match="IS NOT A HAND NAME"):
        answers.hand_name("monster")


def test_rules_refusals_are_translated_but_stay_canonical_in_the_hand(shouting: None) -> None:
    table = Table(seat_count=2, variant="NT", small_blind=1, big_blind=2)
    table.sit(1, "Ann", 100)
    table.sit(2, "Bob", 100)
    hand = table.start_hand(random.Random(1))
    with pytest.raises(BetSizeError, match=r"^RAISE TO 3 IS BELOW THE MINIMUM RAISE TO 4$"):
        hand.verify_bet_or_raise_to(3)
    assert hand.raise_refusal is None


def test_styles_show_translated_names() -> None:
    style = STYLES["calling-station"]
    with i18n.using(upper):
        assert style.label == "CALLING STATION" and style.display_name == "Calling station"
        assert style.summary_label.startswith("PLAYS MANY HANDS")
    assert ROYAL_FLUSH == "Royal flush"
