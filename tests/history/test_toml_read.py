"""The fast reader of the TOML this project writes (dealerdesk/history/_toml_read.py) reads exactly what tomllib
reads, or gives the text to tomllib: on every hand history the suite has, on random ones as written, on random flat
documents, and on those texts damaged a character at a time, it returns tomllib's table or None — never another
value, never a table for a text tomllib refuses."""

from __future__ import annotations

import random
import tomllib
from datetime import UTC, datetime, time, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerdesk.history import dumps
from dealerdesk.history._toml_read import read_written_toml
from dealerdesk.history._toml_text import render_document
from dealerdesk.history.session import histories
from dealerdesk.rules.table import Table
from tests.history.phh_strategies import hand_histories
from tests.test_progress import played

FIXTURES = sorted((Path(__file__).resolve().parent.parent / "fixtures" / "phh").glob("*.phh"))


def same_as_tomllib(text: str) -> dict[str, object] | None:
    """The fast reader's table for ``text``, checked against tomllib's (None: it left the text to tomllib)."""
    fast = read_written_toml(text)
    try:
        slow = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        assert fast is None, f"read a text tomllib refuses: {text!r}"
        return None
    if fast is not None:
        assert fast == slow and [type(v) for v in fast.values()] == [type(v) for v in slow.values()], text
        for key, value in fast.items():
            if isinstance(value, list):
                assert [type(item) for item in value] == [type(item) for item in slow[key]], key
    return fast


def test_every_hand_a_table_writes_is_read_fast() -> None:
    for history in histories(played(40)):
        assert same_as_tomllib(dumps(history)) is not None


def stamped(hands: int) -> Table:
    """A table after ``hands`` hands dealt as play mode deals them: each with its start and its unique number (the
    hand's ``time`` is a TOML local time, and ``_hand_id`` a user field)."""
    table = Table(seat_count=6, variant="NT", small_blind=1, big_blind=2, button_seat=2, min_buy_in=1)
    for seat in range(1, 7):
        table.sit(seat, f"Player {seat}", 200)
    rng = random.Random(7)
    for number in range(hands):
        hand = table.start_hand(rng, started=datetime(2026, 3, 1, 23, 59, 30, 250_000, tzinfo=UTC)
                                + timedelta(seconds=13 * number), hand_id=325425700000001 + number)
        while not hand.is_complete:
            hand.check_or_call() if rng.random() < 0.8 else hand.fold()
        table.end_hand()
    return table


def test_every_hand_play_mode_deals_is_read_fast() -> None:
    texts = [dumps(history) for history in histories(stamped(12))]
    assert all("\ntime = " in text and "\n_hand_id = " in text for text in texts)
    times = [same_as_tomllib(text)["time"] for text in texts]  # type: ignore[index]
    assert times[0] == time(23, 59, 30) and times[-1] == time(0, 1, 53)  # whole seconds, past midnight


@pytest.mark.parametrize("path", FIXTURES, ids=[p.name for p in FIXTURES])
def test_the_fixtures_read_the_same(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    same_as_tomllib(text)
    same_as_tomllib(dumps(tomllib_history(text)))


def tomllib_history(text: str) -> object:
    from dealerdesk.history import loads  # noqa: PLC0415

    return loads(text)


@given(hand_histories())
def test_random_hands_as_written_read_the_same(history: object) -> None:
    same_as_tomllib(dumps(history))  # type: ignore[arg-type]


_scalars = st.one_of(st.integers(min_value=-(2**63), max_value=2**63 - 1), st.booleans(), st.times(),
                     st.text(max_size=12), st.sampled_from(["a'b", 'a"b', "a\\b", "a\tb", "a, b", "[x]", "#", ""]))
_keys = st.from_regex(r"[A-Za-z0-9_-]{1,8}", fullmatch=True) | st.sampled_from(["a b", "a.b", "é", ""])


@given(st.dictionaries(_keys, _scalars | st.lists(_scalars, max_size=5)
                      | st.dictionaries(_keys, _scalars | st.dictionaries(_keys, _scalars, max_size=2), max_size=4),
                      max_size=8),
       st.frozensets(_keys, max_size=3))
def test_flat_documents_read_the_same(table: dict[str, object], multiline: frozenset[str]) -> None:
    same_as_tomllib(render_document(table, multiline_arrays=multiline))


def test_damaged_texts_are_read_the_same_or_left_to_tomllib() -> None:
    texts = [dumps(history) for table in (played(5), stamped(5)) for history in histories(table)]
    rng = random.Random("toml-read")
    alphabet = "'\"\\ =[],\n\r\t#.-_:0123456789abcdeftruxzZT{}\x00\x7fé"
    read = left = 0
    for _ in range(3000):
        text = rng.choice(texts)
        at = rng.randrange(len(text))
        edit = rng.randrange(3)
        if edit == 0:
            text = text[:at] + text[at + 1:]
        elif edit == 1:
            text = text[:at] + rng.choice(alphabet) + text[at:]
        else:
            text = text[:at] + rng.choice(alphabet) + text[at + 1:]
        if same_as_tomllib(text) is None:
            left += 1
        else:
            read += 1
    assert read > 300 and left > 300  # both ways were taken often


@pytest.mark.parametrize("text", [
    "a = 1\na = 2\n", "a = 01\n", "a = [\n  1,\n", "a = 1", "a = 1\r\n", "a = 'x\n", "a = [1,2]\n", "a = +1\n",
    "a = 1 # note\n", "a = 1.5\n", "a = { b = 1 }\n", 'a = "\\u0041"\n', "a.b = 1\n", " a = 1\n", "a = 1\n\n",
    "a = 99999999999999999999\n", "a = [\n  1\n]\n", "a = []\nb = [\n]\n", "a = 'it''s'\n", "a = ''\n",
    "a = { b = 1, b = 2 }\n", "a = { b = 1 }\na.c = 2\n", "a = {}\n", "a = { b = 'x = 1, c = 2' }\n",
    "a = { b = { c = 1 } }\n", "a = {b = 1}\n", "a = { b = 1, }\n",
    "a = 18:00:05\n", "a = 00:00:00\n", "a = 23:59:59.999999\n", "a = 07:08:09.5\n", "a = 07:08:09.1234567\n",
    "a = 24:00:00\n", "a = 18:60:00\n", "a = 18:00:60\n", "a = 18:00\n", "a = 8:00:05\n", "a = 18:00:05.\n",
    "a = 18:00:05Z\n", "a = 18:00:05+01:00\n", "a = 2026-03-01\n", "a = 2026-03-01T18:00:05\n",
    "a = 18:00:05 \n", "a = [18:00:05, 1]\n", "a = [\n  18:00:05,\n]\n", "a = { b = 18:00:05 }\n",
    "a = 18-00-05\n", "a = 18:00:05:01\n",
])
def test_edge_cases_read_the_same(text: str) -> None:
    same_as_tomllib(text)


@pytest.mark.parametrize("text", [
    "a = 18:00:05\n", "a = 23:59:59.999999\n", "a = 07:08:09.5\n", "a = [18:00:05, 1]\n",
    "a = [\n  18:00:05,\n]\n", "a = { b = 00:00:00 }\n",
])
def test_local_times_are_read_fast(text: str) -> None:
    assert same_as_tomllib(text) is not None
