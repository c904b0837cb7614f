"""Optional and user-defined fields, ignored fields with their warnings, files on disk, and what dumps refuses."""

from __future__ import annotations

import dataclasses
import datetime
import re
from pathlib import Path

import pytest

from dealerdesk.evaluation.cards import parse_cards
from dealerdesk.history import (
    HandHistory,
    PHHCheckOrCall,
    PHHDealHole,
    PHHError,
    PHHFold,
    PHHWarning,
    Variant,
    dump,
    dumps,
    load,
    loads,
)
from dealerdesk.history._source_lines import SourceLines

HAND = """\
variant = 'FO/8'
antes = [0, 0]
blinds_or_straddles = [150000, 300000]
small_bet = 300000
big_bet = 600000
starting_stacks = [4550000, 25150000]
actions = [
  'd dh p1 KsJs5s4d',
  'd dh p2 9s4s3c2d # a wheel draw',
  'p2 f',
]
"""

HISTORY = loads(HAND)


def test_defaults_of_a_minimal_file() -> None:
    assert HISTORY.variant is Variant.FIXED_LIMIT_OMAHA_HI_LO
    assert HISTORY.ante_trimming_status is False
    assert HISTORY.finishing_stacks is None
    assert HISTORY.user_fields == {}
    assert HISTORY.actions[1] == PHHDealHole(1, parse_cards("9s4s3c2d"), "a wheel draw")


def test_every_optional_field_reads_and_writes_back() -> None:
    extra = """\
author = 'A. Dealer'
event = 'Home game'
url = 'https://example.org/'
venue = 'Kitchen'
address = '1 Main St'
city = 'Budapest'
region = 'Pest'
postal_code = '1011'
country = 'Hungary'
time = 20:15:30
time_zone = 'Europe/Budapest'
time_zone_abbreviation = 'CET'
day = 3
month = 2
year = 2024
hand = 'H-17'
level = 12
seats = [4, 9]
seat_count = 9
table = 3
players = ['Ann', 'Béla']
finishing_stacks = [4700000, 25000000]
winnings = [450000, 0]
currency = 'HUF'
currency_symbol = 'Ft'
time_limit = 30
time_banks = [60, 45.5]
"""
    history = loads(HAND + extra)
    assert history.time == datetime.time(20, 15, 30)
    assert (history.hand, history.table, history.seats) == ("H-17", 3, (4, 9))
    assert history.players == ("Ann", "Béla")
    assert history.time_banks == (60, 45.5)
    assert loads(dumps(history)) == history
    assert dumps(history).endswith(extra)


def test_ante_trimming_status_and_float_amounts() -> None:
    history = loads(HAND.replace("antes = [0, 0]", "antes = [0.0, 3.0]\nante_trimming_status = true"))
    assert history.antes == (0, 3)
    assert history.ante_trimming_status is True


def test_user_fields_are_kept_and_written_back() -> None:
    text = HAND + "_sponsors = ['', 'GGPoker']\n_broadcast = { channel = 'PokerGO', minute = 42 }\n"
    history = loads(text)
    assert history.user_fields == {
        "_sponsors": ["", "GGPoker"],
        "_broadcast": {"channel": "PokerGO", "minute": 42},
    }
    written = dumps(history)
    assert "_sponsors = ['', 'GGPoker']\n" in written
    assert "_broadcast = { channel = 'PokerGO', minute = 42 }\n" in written
    assert loads(written) == history


def test_user_field_as_a_toml_table() -> None:
    history = loads(HAND + "\n[_meta]\nsource = 'TV'\n")
    assert history.user_fields == {"_meta": {"source": "TV"}}
    assert loads(dumps(history)) == history


def test_unknown_field_is_ignored_with_a_warning() -> None:
    with pytest.warns(PHHWarning) as caught:
        history = loads(HAND + "rake = 5\n", source="hand.phh")
    assert history == HISTORY
    [warning] = caught.list
    assert isinstance(warning.message, PHHWarning)
    assert (warning.message.source, warning.message.line, warning.message.field) == ("hand.phh", 12, "rake")
    assert str(warning.message) == "hand.phh:12: field 'rake': ignored (it is not a PHH field)"


def test_stud_bring_in_is_ignored_with_a_warning() -> None:
    with pytest.warns(PHHWarning, match="field 'bring_in': ignored \\(it is only used in stud games\\)"):
        loads(HAND + "bring_in = 3\n")


def test_no_op_actions_are_skipped_with_a_warning() -> None:
    text = HAND.replace("  'p2 f',", "  '# the clock is called',\n  '',\n  'p2 f',")
    with pytest.warns(PHHWarning) as caught:
        history = loads(text, source="hand.phh")
    assert history.actions == HISTORY.actions
    assert [str(warning.message) for warning in caught.list] == [
        "hand.phh:10: action 3: no-op '# the clock is called' (blank or comment only) skipped",
        "hand.phh:11: action 4: no-op '' (blank or comment only) skipped",
    ]


def test_error_positions_count_skipped_no_ops() -> None:
    text = HAND.replace("  'p2 f',", "  '',\n  'p3 f',")
    with pytest.raises(PHHError) as caught:  # an error wins: no warnings for a file that does not load
        loads(text, source="hand.phh")
    assert str(caught.value).startswith("hand.phh:11: action 4 'p3 f': player p3 does not exist")


def test_dump_and_load_a_file(tmp_path: Path) -> None:
    path = tmp_path / "hand.phh"
    dump(HISTORY, path)
    assert path.read_bytes() == dumps(HISTORY).encode()
    assert load(path) == HISTORY
    assert load(str(path)) == HISTORY


def test_load_names_the_file_in_errors(tmp_path: Path) -> None:
    path = tmp_path / "bad.phh"
    path.write_text(HAND.replace("'p2 f'", "'p2 fold'"), encoding="utf-8")
    with pytest.raises(PHHError) as caught:
        load(path)
    assert caught.value.source == str(path)
    assert str(caught.value).startswith(f"{path}:10: action 3 'p2 fold': unknown action 'fold'")


def test_load_tolerates_a_byte_order_mark_and_rejects_other_encodings(tmp_path: Path) -> None:
    path = tmp_path / "hand.phh"
    path.write_bytes(b"\xef\xbb\xbf" + HAND.encode())
    assert load(path) == HISTORY
    path.write_bytes(HAND.encode() + b"event = '\xe9t\xe9'\n")
    with pytest.raises(PHHError, match="not UTF-8 text") as caught:
        load(path)
    assert caught.value.line == 12


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"antes": [0, 0]}, "antes", "would be read back as (0, 0), not [0, 0]"),
        ({"antes": (0, -1)}, "antes", "must be a list of non-negative integers (entry 2 is -1)"),
        ({"starting_stacks": (100,) * 11}, "starting_stacks", "has 11 players"),
        ({"small_bet": None}, "small_bet", "is required in fixed-limit games"),
        ({"players": ("Ann",)}, "players", "has 1 entries but starting_stacks has 2"),
        ({"user_fields": {"sponsor": "x"}}, "sponsor", "must start with '_'"),
        ({"user_fields": {"_tags": {1, 2}}}, "_tags", "a Python set cannot be written as TOML"),
        ({"user_fields": {"_tags": (1, 2)}}, "_tags", "a Python tuple cannot be written as TOML"),
        ({"actions": [PHHFold(0)]}, "actions", "would be read back as (PHHFold(player=0, comment=None),)"),
    ],
)
def test_dumps_refuses_what_would_not_read_back(changes: dict[str, object], field: str, message: str) -> None:
    history = dataclasses.replace(HISTORY, **changes)  # type: ignore[arg-type]
    with pytest.raises(PHHError, match=re.escape(message)) as caught:
        dumps(history)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("actions", "number", "message"),
    [
        ((PHHFold(5),), 1, "player p6 does not exist"),
        ((PHHFold(0), PHHCheckOrCall(-1)), 2, "0-based index"),
        ((PHHDealHole(0, (1, 2)),), 1, "deals 2 cards; in FO/8"),
    ],
)
def test_dumps_refuses_bad_actions(actions: tuple[PHHFold, ...], number: int, message: str) -> None:
    with pytest.raises(PHHError, match=message) as caught:
        dumps(dataclasses.replace(HISTORY, actions=actions))
    assert (caught.value.field, caught.value.action_number) == ("actions", number)
    assert str(caught.value).startswith(f"<hand history>: action {number}")


def test_a_history_built_in_code_writes_like_the_shared_files() -> None:
    history = HandHistory(
        variant=Variant.NO_LIMIT_HOLDEM,
        antes=(0, 0),
        blinds_or_straddles=(1, 2),
        starting_stacks=(200, 200),
        actions=(PHHDealHole(0, (51, 47)), PHHDealHole(1, (None, None)), PHHFold(1)),
        min_bet=2,
        hand=7,
    )
    assert dumps(history) == (
        "variant = 'NT'\n"
        "ante_trimming_status = false\n"
        "antes = [0, 0]\n"
        "blinds_or_straddles = [1, 2]\n"
        "min_bet = 2\n"
        "starting_stacks = [200, 200]\n"
        "actions = [\n"
        "  'd dh p1 AsKs',\n"
        "  'd dh p2 ????',\n"
        "  'p2 f',\n"
        "]\n"
        "hand = 7\n"
    )


def test_strings_that_need_escapes() -> None:
    history = dataclasses.replace(HISTORY, event='Bob\'s "big" game\n\\ night', actions=(PHHFold(0, "it's over\tnow"),))
    written = dumps(history)
    assert 'event = "Bob\'s \\"big\\" game\\n\\\\ night"\n' in written
    assert '  "p1 f # it\'s over\\tnow",\n' in written
    assert loads(written) == history


def test_record_lines_skip_no_ops_so_replay_errors_point_at_the_right_line() -> None:
    text = HAND.replace("  'p2 f',", '  \'# the clock is called\',\n  """\n""",\n  \'p2 f\',')
    with pytest.warns(PHHWarning):
        history = loads(text)
    assert history.actions[2] == PHHFold(1)
    lines = SourceLines(text)
    assert [lines.action_line(number) for number in range(1, 7)] == [8, 9, 10, 11, 13, None]
    assert [lines.record_line(number) for number in range(1, 5)] == [8, 9, 13, None]
