"""The session file's JSON read in steps (dealerdesk/history/_json_read.py) is json.loads to the value: the same
value for every JSON document, the same refusal, with its message, for every text json.loads refuses."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from dealerdesk.history._json_read import loads_in_steps

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                                           max_size=4), max_leaves=12)
documents = values | st.dictionaries(st.text(max_size=6), values, max_size=6)


def outcome(read: object, text: str) -> tuple[str, object]:
    try:
        return "value", read(text)  # type: ignore[operator]
    except ValueError as error:
        return "refused", str(error)


@given(documents, st.sampled_from([None, 0, 1, 2]), st.sampled_from([(",", ":"), (", ", ": ")]))
def test_every_document_reads_as_json_loads_reads_it(document: object, indent: int | None,
                                                      separators: tuple[str, str]) -> None:
    text = json.dumps(document, indent=indent, separators=separators)
    assert loads_in_steps(text) == json.loads(text)


@given(st.dictionaries(st.text(max_size=6), values, max_size=5), st.data())
def test_a_damaged_document_is_refused_as_json_loads_refuses_it(document: object, data: st.DataObject) -> None:
    text = json.dumps(document, indent=data.draw(st.sampled_from([None, 1])))
    at = data.draw(st.integers(0, len(text)))
    cut = data.draw(st.integers(0, 3))
    inserted = data.draw(st.sampled_from(["", ",", "]", "}", "[", "\"", " x", "{\"a\":1}"]))
    damaged = text[:at] + inserted + text[at + cut:]
    assert outcome(loads_in_steps, damaged) == outcome(json.loads, damaged)


def test_a_session_like_file_with_a_key_twice_keeps_the_last_as_json_loads() -> None:
    text = '{"hands": ["a", "b"], "version": 1, "hands": ["c"]}'
    assert loads_in_steps(text) == json.loads(text) == {"hands": ["c"], "version": 1}

