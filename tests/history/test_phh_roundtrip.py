"""Property tests: whatever valid hand history or action is written, reading it back gives it unchanged."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from phh_strategies import action_sequences, hand_histories

from dealerdesk.history import Action, HandHistory, Variant, dumps, format_action, loads, parse_action


@given(hand_histories())
def test_loads_of_dumps_is_the_same_history(history: HandHistory) -> None:
    assert loads(dumps(history)) == history


@given(hand_histories())
def test_dumps_writes_one_field_a_line_and_one_action_a_line(history: HandHistory) -> None:
    lines = dumps(history).splitlines()
    if history.actions:
        start = lines.index("actions = [")
        action_lines = lines[start + 1 : start + 1 + len(history.actions)]
        assert all(line.startswith("  ") and line.endswith(",") for line in action_lines)
        assert lines[start + 1 + len(history.actions)] == "]"
        del lines[start : start + len(history.actions) + 2]
    assert all(" = " in line for line in lines)


@given(st.sampled_from(list(Variant)).flatmap(lambda variant: action_sequences(variant, 3)))
def test_parse_action_of_format_action_is_the_same_record(actions: tuple[Action, ...]) -> None:
    for action in actions:
        assert parse_action(format_action(action)) == action
