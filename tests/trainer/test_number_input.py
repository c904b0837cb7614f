"""One strict rule for typed numbers: ASCII digits, grouped the way the locale groups them, a
sane length — and a clear message for anything else, never a crash. The trainer's answers and the terminal drill
read numbers through it (the window's boxes too: tests/ui/test_action_bar.py)."""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.drill_cli import add_arguments, run
from dealerdesk.number_format import ENGLISH, NumberFormat, current_format, using
from dealerdesk.number_input import MAX_DIGITS, NumberError, parse_whole_number
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind

HUNGARIAN = NumberFormat(group="\u00a0", decimal=",")
THAI = NumberFormat(group=",", decimal=".")
GERMAN = NumberFormat(group=".", decimal=",")
FRENCH = NumberFormat(group="\u202f", decimal=",")
SWISS = NumberFormat(group="'", decimal=".")
INDIAN = NumberFormat(group=",", decimal=".", primary=3, secondary=2)
FORMATS = {"en": ENGLISH, "hu": HUNGARIAN, "th": THAI, "de": GERMAN, "fr": FRENCH, "ch": SWISS, "in": INDIAN}

NASTY = ["²", "5²", "①", "٤", "๔", "5 44", "1,00", "1.5", "-5", "+5", "5e3", "0x10", "1_000", "١٢", "½", "Ⅻ",
         "9" * 5000, "1," * 3000 + "1", " ", "\x00", "5\u200b00", "１２"]
"""What crashed the amount boxes (``isdigit`` then ``int``), or must not be read as a number."""


@pytest.mark.parametrize("text", NASTY)
@pytest.mark.parametrize("fmt", FORMATS.values(), ids=FORMATS.keys())
def test_nasty_text_is_refused_with_a_message(text: str, fmt: NumberFormat) -> None:
    with pytest.raises(NumberError) as refused:
        parse_whole_number(text, fmt)
    message = str(refused.value)
    assert message and "\n" not in message and len(message) < 160


def test_the_rule() -> None:
    assert parse_whole_number(" 12,500 ") == 12500
    assert parse_whole_number("12 500") == parse_whole_number("12\u00a0500") == 12500
    assert parse_whole_number("0") == 0 and parse_whole_number("007") == 7
    assert parse_whole_number("9" * MAX_DIGITS) == int("9" * MAX_DIGITS)
    with pytest.raises(NumberError, match="too long"):
        parse_whole_number("9" * (MAX_DIGITS + 1))
    with pytest.raises(NumberError, match=r"^'5 44' is not a number of chips: write it as 12500 or 12,500$"):
        parse_whole_number("5 44")
    # "1.000" is a thousand where the decimal separator is a comma, and not a whole number where it is a point.
    assert parse_whole_number("1.000", HUNGARIAN) == parse_whole_number("1 000", HUNGARIAN) == 1000
    assert parse_whole_number("12\u00a0500", HUNGARIAN) == 12500
    with pytest.raises(NumberError, match="not a whole number"):
        parse_whole_number("1.000", ENGLISH)
    with pytest.raises(NumberError, match="not a whole number"):
        parse_whole_number("1,000", HUNGARIAN)
    with pytest.raises(NumberError, match=r"12500 or 12\u00a0500"):
        parse_whole_number("1.2.3", HUNGARIAN)
    with pytest.raises(NumberError):
        parse_whole_number("1,000 000")  # one kind of separator per number
    assert parse_whole_number("12,34,567", INDIAN) == 1234567 and parse_whole_number("1,234,567", INDIAN) == 1234567
    long_text = "x" * 500
    with pytest.raises(NumberError) as refused:
        parse_whole_number(long_text)
    assert len(str(refused.value)) < 80  # the quoted text is cut


def test_the_format_in_use_is_the_installed_one() -> None:
    assert current_format() == ENGLISH
    with using(HUNGARIAN):
        assert answers.amount("12.500") == 12500
        with pytest.raises(answers.AnswerError, match="not a whole number"):
            answers.amount("12,5")
    with pytest.raises(answers.AnswerError, match="not a whole number"):
        answers.amount("12.500")


def test_a_format_is_read_from_how_the_locale_prints_a_number() -> None:
    assert NumberFormat.from_sample("1,234,567,890", ".") == ENGLISH
    assert NumberFormat.from_sample("1\u00a0234\u00a0567\u00a0890", ",") == HUNGARIAN
    assert NumberFormat.from_sample("1,23,45,67,890", ".") == INDIAN
    assert NumberFormat.from_sample("1234567890", ".") == ENGLISH  # ungrouped: English grouping is understood
    assert NumberFormat.from_sample("١٬٢٣٤٬٥٦٧٬٨٩٠", "٫") == ENGLISH  # other digits: ASCII typing still works


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=40), fmt=st.sampled_from(list(FORMATS.values())))
def test_any_text_is_a_number_or_the_parsers_error(text: str, fmt: NumberFormat) -> None:
    try:
        value = parse_whole_number(text, fmt)
    except NumberError as error:
        assert str(error)
    else:
        assert 0 <= value < 10**MAX_DIGITS


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.sampled_from("0123456789,. \u00a0\u202f'’²①٤๔-+_e\u200b"), max_size=30),
       fmt=st.sampled_from(list(FORMATS.values())))
def test_number_like_text_is_a_number_or_the_parsers_error(text: str, fmt: NumberFormat) -> None:
    try:
        value = parse_whole_number(text, fmt)
    except NumberError:
        return
    assert value == int("".join(c for c in text if c in "0123456789"))


@settings(max_examples=400, deadline=None)
@given(value=st.integers(0, 10**MAX_DIGITS - 1), language=st.sampled_from(sorted(FORMATS)))
def test_every_formatted_integer_reads_back(value: int, language: str) -> None:
    fmt = FORMATS[language]
    assert parse_whole_number(fmt.format(value), fmt) == value
    assert parse_whole_number(str(value), fmt) == value
    assert parse_whole_number(f" {fmt.format(value)} ", fmt) == value


@functools.cache
def side_pot_question() -> Question:
    return generate(Request(Kind.SIDE_POTS, 2), random.Random(5))


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=60), st.text(alphabet=st.sampled_from("0123456789 :,;.$²①-Seatsz"),
                                                    max_size=40)))
def test_typed_answers_never_raise_anything_but_the_answer_error(text: str) -> None:
    question = side_pot_question()
    for read in (answers.amount, answers.optional_amount, answers.hand_name,
                 lambda t: answers.seats(question, t, allow_empty=True),
                 lambda t: answers.seat_amounts(question, t),
                 lambda t: answers.pots(question, [t])):
        with contextlib.suppress(answers.AnswerError):
            read(text)


def drill(argv: list[str], typed: str) -> str:
    """The drill's output, unwrapped (wide enough for any refusal on one line: wrapping is tested elsewhere)."""
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    out = io.StringIO()
    assert run(parser.parse_args(argv), io.StringIO(typed), out, width=1000) == 0
    return out.getvalue()


def test_the_terminal_drill_refuses_nasty_numbers_and_asks_again() -> None:
    q = generate(Request(Kind.POT_LIMIT, 2), random.Random(9), key="drill:9:1")
    typed = "".join(f"{text}\n" for text in ("²", "5²", "①", "9" * 5000, "5 44")) + f"{q.answer['max_raise_to']}\n"
    text = drill(["--kind", "pot-limit", "--difficulty", "2", "--count", "1", "--seed", "9"], typed)
    assert "! '²' is not a number of chips (the amount)" in text
    assert "! '5²' is not a number of chips" in text and "! '①' is not a number of chips" in text
    assert "is too long for a number of chips (at most 12 digits)" in text
    assert "! '5 44' is not a number of chips: write it as 12500 or 12,500" in text
    assert "Right!" in text and "1 of 1 right." in text


def test_the_drill_asks_a_sane_number_of_pots() -> None:
    text = drill(["--kind", "side-pots", "--count", "1", "--seed", "3"], "5000\n0\n")
    assert "! the number of pots is 1 to 10, not 5000" in text and "! the number of pots is 1 to 10, not 0" in text
