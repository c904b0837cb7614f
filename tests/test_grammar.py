"""The grammar the code supplies to translated sentences: the Hungarian article chosen by how a value is said,
capitals where a placeholder opens a sentence, and the joiners a language may drop."""

from __future__ import annotations

import pytest

from dealerdesk import grammar, i18n, number_format
from dealerdesk.articles import hungarian_article
from dealerdesk.number_format import NumberFormat

HUNGARIAN = NumberFormat("\u00a0", ",", minimum=2)

# Hungarian numbers as said aloud: the first word decides the article.
SAID = {
    0: "nulla", 1: "egy", 2: "kettő", 3: "három", 4: "négy", 5: "öt", 6: "hat", 7: "hét", 8: "nyolc", 9: "kilenc",
}
TENS = {1: "tíz", 2: "húsz", 3: "harminc", 4: "negyven", 5: "ötven", 6: "hatvan", 7: "hetven", 8: "nyolcvan",
        9: "kilencven"}


def first_word(number: int) -> str:
    """How a Hungarian says the start of ``number``, built digit by digit from the words (independent of the
    helper's digit rule): "ezer" for a leading thousand, "egymillió" for a leading million."""
    if number < 10:
        return SAID[number]
    if number < 100:
        return TENS[number // 10]
    if number < 1000:
        return "száz" if number // 100 == 1 else SAID[number // 100] + "száz"
    for size, name in ((10**9, "milliárd"), (10**6, "millió"), (1000, "ezer")):
        if number >= size:
            lead = number // size
            if lead == 1:
                return "ezer" if size == 1000 else "egy" + name
            return first_word(lead)
    raise AssertionError(number)


NUMBERS = [*range(0, 1200), *range(1200, 200_000, 97), 500_000, 1_000_000, 1_500_000, 5_000_000, 10_000_000,
           150_000_000, 1_000_000_000, 2_000_000_000]


def test_the_article_before_a_number_follows_how_it_is_said() -> None:
    wrong = []
    for number in NUMBERS:
        expected = "az" if first_word(number)[0] in "aáeéiíoóöőuúüű" else "a"
        grouped = f"{number:,}".replace(",", "\u00a0")  # as the reader sees it grouped
        if hungarian_article(str(number)) != expected or hungarian_article(grouped) != expected:
            wrong.append(number)
    assert wrong == []
    assert [hungarian_article(str(n)) for n in (1, 5, 10, 50, 100, 500, 1000, 5000, 10_000)] == [
        "az", "az", "a", "az", "a", "az", "az", "az", "a"]


@pytest.mark.parametrize(("value", "article"), [
    ("1. szék", "az"), ("5. szék", "az"), ("2. szék", "a"), ("10. szék", "a"), ("1,5 mp", "az"), ("12,5", "a"),
    ("A♠", "az"), ("K♥", "a"), ("10♣", "a"), ("SB", "az"), ("BB", "a"), ("ász", "az"), ("kassza", "a"),
    ("„pot”", "a"), ("(5)", "az"), ("Ivy", "az"), ("Dora", "a"), ("", "a"),
])
def test_the_article_before_words_cards_and_seats(value: str, article: str) -> None:
    assert hungarian_article(value) == article


def hungarian(table: dict[str, str]) -> i18n.Translator:
    def translator(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return table.get(source, source)
    return translator


def test_a_sentence_takes_the_article_its_values_need() -> None:
    table = {"within the {target:.0f} s target": "a(z) {target:.0f} mp-es célidőn belül",
             "“{field}” is not answered yet.": "A(z) „{field}” még nincs megválaszolva.",
             "the {bet} bet": "a(z) {bet} tétre"}
    with i18n.using(hungarian(table)), number_format.using(HUNGARIAN):
        assert i18n.translate("T", "within the {target:.0f} s target").format(target=5.0) == "az 5 mp-es célidőn belül"
        assert i18n.translate("T", "within the {target:.0f} s target").format(target=12.0) == "a 12 mp-es célidőn belül"
        assert i18n.translate("T", "“{field}” is not answered yet.").format(field="Emelés") == (
            "Az „Emelés” még nincs megválaszolva.")
        assert i18n.translate("T", "the {bet} bet").format(bet=1000) == "az 1000 tétre"
        assert i18n.translate("T", "the {bet} bet").format(bet=100) == "a 100 tétre"
        assert i18n.translate("T", "the {bet} bet").format(bet=50000) == "az 50\u00a0000 tétre"


def test_a_placeholder_opening_a_sentence_is_capitalised() -> None:
    table = {"Pair of {rank}": "{rank} pár", "{who} wins": "{who} nyer"}
    with i18n.using(hungarian(table)):
        assert i18n.translate("HandNames", "Pair of {rank}").format(rank="király") == "Király pár"
        # A source that does not open a sentence leaves its value as it is.
        assert i18n.translate("T", "{who} wins").format(who="király pár") == "király pár nyer"


def test_the_joiners_are_translated_and_thai_drops_them() -> None:
    thai = {", ": ", ", "; ": " ", ".": " ", " — ": " — ", "{seat}: {amount}": "{seat}: {amount}"}
    assert (grammar.joined(["Seat 1", "Seat 2"]), grammar.full_stop(), grammar.clause_separator()) == (
        "Seat 1, Seat 2", ".", "; ")
    with i18n.using(hungarian(thai)):
        assert grammar.full_stop() == ""
        assert grammar.clause_separator() == " "
        assert grammar.seat_amount("ที่นั่ง 7", 600) == "ที่นั่ง 7: 600"


def test_every_joiner_is_in_both_catalogues() -> None:
    from tests.test_translation_terms import catalogue  # noqa: PLC0415

    for language in ("th", "hu"):
        entries = catalogue(language)
        for source in (", ", "; ", " — ", ".", "{seat}: {amount}"):
            assert entries.get(("Grammar", source)), (language, source)
    assert catalogue("th")["Grammar", "."].strip() == ""


def test_the_trainees_answer_is_echoed_grouped_as_the_reader_groups() -> None:
    table = {"you said {given}": "Ön ezt írta: {given}", "{text} is not a number": "{text} nem szám"}
    with i18n.using(hungarian(table)), number_format.using(HUNGARIAN):
        assert i18n.translate("T", "you said {given}").format(given="101000") == "Ön ezt írta: 101\u00a0000"
        assert i18n.translate("T", "you said {given}").format(given="1200 + 300") == "Ön ezt írta: 1200 + 300"
        assert i18n.translate("T", "you said {given}").format(given="12000 + 300") == "Ön ezt írta: 12\u00a0000 + 300"
        # Words are echoed as typed, and so is an input refused as not a number.
        assert i18n.translate("T", "you said {given}").format(given="nincs") == "Ön ezt írta: nincs"
        assert i18n.translate("T", "{text} is not a number").format(text="101000") == "101000 nem szám"


def catalogue_translator(language: str) -> i18n.Translator:
    """A translator from a language's catalogue as it is now (context and source)."""
    from tests.test_translation_terms import catalogue  # noqa: PLC0415

    entries = catalogue(language)

    def translator(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return entries.get((context, source)) or source
    return translator


def award_lines(seed: int) -> list[str]:
    """The hand log's award lines of a heads-up hand checked and called down to its showdown."""
    import random  # noqa: PLC0415

    from dealerdesk.play.log_lines import award_line  # noqa: PLC0415
    from dealerdesk.rules.table import Table  # noqa: PLC0415

    table = Table(seat_count=2, variant="NT", small_blind=1, big_blind=2, min_buy_in=1, button_seat=1)
    table.sit(1, "Dora", 200)
    table.sit(2, "Lena", 200)
    hand = table.start_hand(random.Random(seed), paced=True)
    while not hand.is_complete:
        if hand.actor is None:
            hand.advance()
        else:
            hand.check_or_call()
    return [award_line(hand, award, you=False) for award in hand.awards]


def test_a_hand_name_inside_a_sentence_is_small_in_hungarian_and_as_named_in_english() -> None:
    from dealerdesk.evaluation.names import hand_name  # noqa: PLC0415

    with i18n.using(catalogue_translator("hu")):
        assert hand_name(1605)[0].isupper()  # alone, the name has its capital ("Sor, …")
        assert grammar.name_in_sentence(hand_name(1605)) == hand_name(1605)[0].lower() + hand_name(1605)[1:]
        lines = [line for seed in range(6) for line in award_lines(seed)]
        assert all(line.split(": ", 1)[1][0].islower() for line in lines), lines
        # Where the name opens the sentence, the sentence gives it its capital back.
        opening = i18n.translate("Explain", "A {hand} has no kicker to say.")
        assert opening.format(hand=grammar.name_in_sentence(hand_name(1605)))[0].isupper()
    with i18n.using(catalogue_translator("th")):
        assert grammar.name_in_sentence("Straight") == "Straight"
    with i18n.using(None):
        assert award_lines(1) == ["Lena wins 4: Pair of jacks"]
