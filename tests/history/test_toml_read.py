"""The fast reader of the TOML this project writes (dealerdesk/history/_toml_read.py) reads exactly what tomllib
reads, or gives the text to tomllib: on every hand history the suite has, on random ones as written, on random flat
documents, and on those texts damaged a character at a time, it returns tomllib's table or None — never another
value, never a table for a text tomllib refuses."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerdesk.history import dumps
from dealerdesk.history._toml_read import read_written_toml
from dealerdesk.history._toml_text import render_document
from dealerdesk.history.session import histories
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


_scalars = st.one_of(st.integers(min_value=-(2**63), max_value=2**63 - 1), st.booleans(),
                     st.text(max_size=12), st.sampled_from(["a'b", 'a"b', "a\\b", "a\tb", "a, b", "[x]", "#", ""]))
_keys = st.from_regex(r"[A-Za-z0-9_-]{1,8}", fullmatch=True) | st.sampled_from(["a b", "a.b", "é", ""])


@given(st.dictionaries(_keys, _scalars | st.lists(_scalars, max_size=5)
                      | st.dictionaries(_keys, _scalars | st.dictionaries(_keys, _scalars, max_size=2), max_size=4),
                      max_size=8),
       st.frozensets(_keys, max_size=3))
def test_flat_documents_read_the_same(table: dict[str, object], multiline: frozenset[str]) -> None:
    same_as_tomllib(render_document(table, multiline_arrays=multiline))


def test_damaged_texts_are_read_the_same_or_left_to_tomllib() -> None:
    texts = [dumps(history) for history in histories(played(5))]
    rng = random.Random("toml-read")
    alphabet = "'\"\\ =[],\n\r\t#.-_0123456789abcdeftrux{}\x00\x7fé"
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
])
def test_edge_cases_read_the_same(text: str) -> None:
    same_as_tomllib(text)
