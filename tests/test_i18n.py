"""dealerdesk.i18n: English until a translator is installed, one translator for the process, canonical text
inside ``english()`` (in that thread only), and marks that change nothing."""

from __future__ import annotations

import threading

from dealerdesk import i18n, number_format


def shout(context: str, source: str, disambiguation: str | None = None, /) -> str:
    return f"{context}:{source.upper()}" + (f"/{disambiguation}" if disambiguation else "")


def test_identity_is_english() -> None:
    with i18n.using(None):
        assert i18n.installed() is i18n.identity
        assert i18n.translate("Explain", "The pot on the table: {pot}.") == "The pot on the table: {pot}."
        assert i18n.translate_marked("Mistakes", "blinds not counted") == "blinds not counted"


def test_install_returns_the_previous_translator_and_none_restores_english() -> None:
    before = i18n.install(None)
    try:
        assert i18n.install(shout) is i18n.identity
        assert i18n.translate("Rules", "bet", "verb") == "Rules:BET/verb"
        assert i18n.translate_marked("Kinds", "Side pots") == "Kinds:SIDE POTS"
        assert i18n.install(None) is shout
        assert i18n.translate("Rules", "bet") == "bet"
    finally:
        i18n.install(before)


def test_using_restores_even_after_an_error() -> None:
    before = i18n.installed()
    try:
        with i18n.using(shout):
            assert i18n.translate("A", "b") == "A:B"
            raise RuntimeError
    except RuntimeError:
        pass
    assert i18n.installed() is before


def test_english_is_canonical_inside_the_block_only() -> None:
    with i18n.using(shout):
        with i18n.english():
            assert i18n.translate("A", "b") == "b"
            assert i18n.translate_marked("A", "b") == "b"
        assert i18n.translate("A", "b") == "A:B"


def test_english_does_not_leak_into_other_threads() -> None:
    seen: list[str] = []
    inside = threading.Event()
    done = threading.Event()

    def other() -> None:
        inside.wait(5)
        seen.append(i18n.translate("A", "b"))
        done.set()

    with i18n.using(shout):
        thread = threading.Thread(target=other)
        thread.start()
        with i18n.english():
            inside.set()
            done.wait(5)
        thread.join(5)
    assert seen == ["A:B"]


def test_the_no_op_mark_returns_its_text() -> None:
    with i18n.using(shout):
        assert i18n.N_("Side pots") == "Side pots"
        assert i18n.N_("Side pots", "Kinds") == "Side pots"


def keep(context: str, source: str, disambiguation: str | None = None, /) -> str:
    return source


HUNGARIAN = number_format.NumberFormat("\u00a0", ",")


def test_a_shown_sentence_writes_numbers_and_cards_as_the_reader_does() -> None:
    sentence = "{player} raises to {amount} with {cards}: {s:.1f} s, {share:.0%}, seat {seat}, {count:d} hands"
    values = {
        "player": "Seat 4 (Ann)",
        "amount": 12500,
        "cards": "AsTc",
        "s": 12.5,
        "share": 0.8,
        "seat": 4,
        "count": 1200,
    }
    with i18n.using(keep), number_format.using(HUNGARIAN):
        shown = i18n.translate("Prompts", sentence).format(**values)
        assert shown == "Seat 4 (Ann) raises to 12\u00a0500 with A♠ 10♣: 12,5 s, 80%, seat 4, 1\u00a0200 hands"
        assert i18n.translate_marked("Prompts", "{cards}").format(cards="2c7d9h") == "2♣ 7♦ 9♥"
        # Only the {cards} placeholder holds cards; a name that looks like one stays.
        assert i18n.translate("Prompts", "{player} {cards}").format(player="Jo", cards="QhQd") == "Jo Q♥ Q♦"
        assert i18n.translate("Prompts", "{player}").format(player="Ks") == "Ks"
        # What is stored stays canonical: English, plain digits, card codes.
        with i18n.english():
            assert (
                i18n.translate("Prompts", sentence)
                .format(**values)
                .startswith("Seat 4 (Ann) raises to 12500 with AsTc")
            )
    with i18n.using(keep):  # English grouping until the UI installs the user's format
        assert (
            i18n.translate("Explain", "The pot on the table: {pot}.").format(pot=12500)
            == "The pot on the table: 12,500."
        )


def test_without_a_translator_numbers_and_cards_are_as_given() -> None:
    with i18n.using(None):  # the terminal, worker scripts, question JSON
        assert i18n.translate("Prompts", "{amount} {cards}").format(amount=12500, cards="AsTc") == "12500 AsTc"


def test_sums_in_a_sentence_shown_values_and_the_echoed_answer_are_grouped_but_refused_text_is_not() -> None:
    with i18n.using(keep), number_format.using(HUNGARIAN):
        sentence = i18n.translate("Explain", "{pot}: {layer} = {amount}; you said {given}; {text} is not a number")
        shown = sentence.format(pot="Side pot 2", layer="1300 + 1300 + 1300", amount=3900, given="13900",
                                text="13900")
        assert shown == ("Side pot 2: 1\u00a0300 + 1\u00a0300 + 1\u00a0300 = 3\u00a0900; you said 13\u00a0900; "
                         "13900 is not a number")
        assert i18n.numbers_as_read("12500") == "12\u00a0500"
        assert i18n.numbers_as_read("6, 8, 1, 4") == "6, 8, 1, 4"  # seats: not a sum
        assert i18n.numbers_as_read("Seat 4") == "Seat 4"


def test_a_board_in_a_log_line_is_shown_as_the_sentences_show_cards() -> None:
    from dealerdesk.play.log_lines import street_line  # noqa: PLC0415

    with i18n.using(keep):
        assert street_line(1, "7sJdTh") == "*** Flop 7♠ J♦ 10♥ ***"
        with i18n.english():
            assert street_line(1, "7sJdTh") == "*** Flop 7sJdTh ***"
    with i18n.using(None):
        assert street_line(3, "7sJdTh2c9d") == "*** River 7sJdTh2c9d ***"
