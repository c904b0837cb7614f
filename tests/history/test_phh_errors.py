"""Every kind of bad PHH file gives one PHHError line naming the file, the line and the field or action."""

from __future__ import annotations

import pickle

import pytest

from dealerdesk.history import PHHError, loads

# Line numbers:  1 comment, 2 variant, 3 ante_trimming_status, 4 antes, 5 blinds, 6 min_bet, 7 stacks,
# 8 'actions = [', 9-11 hole deals, 12 first bet, 13 call, 14 'd db', 15 ']'.
HAND = """\
# A three-handed no-limit hold'em hand.
variant = 'NT'
ante_trimming_status = false
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 200, 300]
actions = [
  'd dh p1 AsKs',
  'd dh p2 ????',
  'd dh p3 QhQd',
  'p3 cbr 6',
  'p1 cc',
  'd db 2c3c4c',
]
"""


def error_of(text: str) -> PHHError:
    """The error reading ``text`` as ``hand.phh``; fails the test if there is none."""
    with pytest.raises(PHHError) as caught:
        loads(text, source="hand.phh")
    error = caught.value
    assert "\n" not in str(error)
    assert str(error).startswith("hand.phh")
    return error


def replaced(old: str, new: str) -> str:
    assert old in HAND
    return HAND.replace(old, new, 1)


def assert_field_error(error: PHHError, field: str, line: int | None, message: str) -> None:
    assert (error.field, error.line, error.action_number) == (field, line, None)
    assert message in error.message
    where = "hand.phh" if line is None else f"hand.phh:{line}"
    assert str(error) == f"{where}: field {field!r}: {error.message}"


def assert_action_error(error: PHHError, number: int, text: str, line: int, message: str) -> None:
    assert (error.field, error.action_number, error.line, error.action_text) == ("actions", number, line, text)
    assert message in error.message
    assert str(error) == f"hand.phh:{line}: action {number} {text!r}: {error.message}"


def test_the_base_hand_is_valid() -> None:
    assert len(loads(HAND).actions) == 6


def test_the_error_from_the_brief() -> None:
    error = error_of(replaced("'p1 cc',", "'p9 cc',"))
    assert str(error) == "hand.phh:13: action 5 'p9 cc': player p9 does not exist (the hand has 3 players)"


# TOML syntax ---------------------------------------------------------------------------------------------


def test_toml_syntax_error_keeps_line_and_column() -> None:
    error = error_of(replaced("min_bet = 2", "min_bet = = 2"))
    assert (error.line, error.column, error.field) == (6, 11, None)
    assert str(error) == "hand.phh:6: not valid TOML at column 11: Invalid value"


def test_toml_error_at_end_of_document() -> None:
    error = error_of(HAND[: HAND.rindex("]\n")])  # the actions array never closes
    assert (error.line, error.column) == (15, None)
    assert str(error) == "hand.phh:15: not valid TOML: Invalid value"


def test_a_field_given_twice_is_a_toml_error() -> None:
    error = error_of(HAND + "min_bet = 4\n")
    assert error.line == 16
    assert "Cannot overwrite a value" in error.message


# Missing fields ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("field", ["variant", "antes", "blinds_or_straddles", "starting_stacks"])
def test_missing_required_field(field: str) -> None:
    text = "".join(line for line in HAND.splitlines(keepends=True) if not line.startswith(f"{field} ="))
    assert_field_error(error_of(text), field, None, "is required but missing")


def test_missing_actions() -> None:
    text = HAND[: HAND.index("actions = [")]
    assert_field_error(error_of(text), "actions", None, "is required but missing")


def test_missing_min_bet_in_no_limit() -> None:
    error = error_of(replaced("min_bet = 2\n", ""))
    assert_field_error(error, "min_bet", None, "required in no-limit games (NT)")


@pytest.mark.parametrize("field", ["small_bet", "big_bet"])
def test_missing_limits_in_fixed_limit(field: str) -> None:
    other = "big_bet = 4" if field == "small_bet" else "small_bet = 2"
    error = error_of(replaced("variant = 'NT'", "variant = 'FT'").replace("min_bet = 2", other))
    assert_field_error(error, field, None, "required in fixed-limit games (FT)")


# Variant and types ---------------------------------------------------------------------------------------


def test_unknown_variant() -> None:
    error = error_of(replaced("'NT'", "'NLHE'"))
    assert_field_error(error, "variant", 2, "unknown variant code 'NLHE' (known codes: FT, PT, NT")


def test_standard_variant_this_table_does_not_deal() -> None:
    error = error_of(replaced("'NT'", "'FR'"))
    assert_field_error(error, "variant", 2, "'FR' (fixed-limit razz) is not a game dealerdesk deals")


@pytest.mark.parametrize(
    ("old", "new", "field", "line", "message"),
    [
        ("variant = 'NT'", "variant = 5", "variant", 2, "must be a string such as 'NT', not an integer"),
        ("ante_trimming_status = false", "ante_trimming_status = 'no'", "ante_trimming_status", 3,
         "must be true or false, not a string"),
        ("antes = [0, 0, 0]", "antes = 0", "antes", 4, "must be a list of non-negative integers, not an integer"),
        ("antes = [0, 0, 0]", "antes = [0, 'x', 0]", "antes", 4, "(entry 2 is 'x')"),
        ("antes = [0, 0, 0]", "antes = [0, 0.5, 0]", "antes", 4, "(entry 2 is 0.5)"),
        ("antes = [0, 0, 0]", "antes = [0, true, 0]", "antes", 4, "(entry 2 is True)"),
        ("min_bet = 2", "min_bet = '2'", "min_bet", 6, "must be a positive integer, not '2'"),
        ("starting_stacks = [100, 200, 300]", "starting_stacks = 'lots'", "starting_stacks", 7,
         "must be a list of positive integers, not a string"),
        ("actions = [", "actions = 'p1 f'\nx = [", "actions", 8, "must be a list of action strings, not a string"),
    ],
)  # fmt: skip
def test_wrong_types(old: str, new: str, field: str, line: int, message: str) -> None:
    assert_field_error(error_of(replaced(old, new)), field, line, message)


@pytest.mark.parametrize(
    ("extra", "field", "message"),
    [
        ("hand = 1.5", "hand", "must be a string or an integer, not a float"),
        ("event = 2023", "event", "must be a string, not an integer"),
        ("time = 2023-06-01", "time", "must be a TOML local time"),
        ("time = 20:15:00Z", "time", "not valid TOML"),
        ("players = ['Ann', 2, 'Cy']", "players", "must be a list of strings"),
        ("month = 13", "month", "must be an integer from 1 to 12, not 13"),
        ("day = 0", "day", "must be an integer from 1 to 31, not 0"),
        ("time_limit = -1", "time_limit", "must be a non-negative number of seconds"),
        ("time_banks = [1, 'x', 2]", "time_banks", "must be a list of non-negative numbers"),
        ("seat_count = 2", "seat_count", "is 2 but the hand has 3 players"),
        ("seats = [1, 1, 2]", "seats", "two players have the same seat"),
        ("seat_count = 6\nseats = [1, 2, 9]", "seats", "seat 9 does not exist (seat_count is 6)"),
    ],
)
def test_wrong_optional_fields(extra: str, field: str, message: str) -> None:
    error = error_of(HAND + extra + "\n")
    assert message in error.message
    if field != "time" or "TOML" not in message:
        assert_field_error(error, field, HAND.count("\n") + extra.count("\n") + 1, message)


# Amounts and lengths -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "field", "line", "message"),
    [
        ("antes = [0, 0, 0]", "antes = [0, -5, 0]", "antes", 4,
         "must be a list of non-negative integers (entry 2 is -5)"),
        ("blinds_or_straddles = [1, 2, 0]", "blinds_or_straddles = [-1, 2, 0]", "blinds_or_straddles", 5,
         "(entry 1 is -1)"),
        ("min_bet = 2", "min_bet = -2", "min_bet", 6, "must be a positive integer, not -2"),
        ("starting_stacks = [100, 200, 300]", "starting_stacks = [100, 0, 300]", "starting_stacks", 7,
         "must be a list of positive integers (entry 2 is 0)"),
    ],
)  # fmt: skip
def test_negative_amounts(old: str, new: str, field: str, line: int, message: str) -> None:
    assert_field_error(error_of(replaced(old, new)), field, line, message)


def test_negative_finishing_stack() -> None:
    error = error_of(HAND + "finishing_stacks = [100, -1, 301]\n")
    assert_field_error(error, "finishing_stacks", 16, "(entry 2 is -1)")


def test_negative_bet_in_an_action() -> None:
    error = error_of(replaced("'p3 cbr 6'", "'p3 cbr -6'"))
    assert_action_error(error, 4, "p3 cbr -6", 12, "must be a positive whole number of chips, not '-6'")


@pytest.mark.parametrize(
    ("old", "new", "field", "line"),
    [
        ("antes = [0, 0, 0]", "antes = [0, 0]", "antes", 4),
        ("blinds_or_straddles = [1, 2, 0]", "blinds_or_straddles = [1, 2, 0, 0]", "blinds_or_straddles", 5),
    ],
)
def test_arrays_of_mismatched_length(old: str, new: str, field: str, line: int) -> None:
    error = error_of(replaced(old, new))
    entries = new.count(",") + 1
    assert_field_error(error, field, line, f"has {entries} entries but starting_stacks has 3")


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ("finishing_stacks = [100, 200]", "finishing_stacks"),
        ("winnings = [0, 0, 0, 0]", "winnings"),
        ("players = ['Ann', 'Bo']", "players"),
        ("seats = [1, 2]", "seats"),
        ("time_banks = [30, 30]", "time_banks"),
    ],
)
def test_optional_arrays_of_mismatched_length(extra: str, field: str) -> None:
    error = error_of(HAND + extra + "\n")
    assert_field_error(error, field, 16, "but starting_stacks has 3 (one entry per player)")


@pytest.mark.parametrize("count", [1, 11])
def test_player_count_out_of_range(count: int) -> None:
    zeros = ", ".join(["0"] * count)
    text = (
        HAND.replace("[0, 0, 0]", f"[{zeros}]")
        .replace("[1, 2, 0]", f"[{zeros}]")
        .replace("[100, 200, 300]", "[" + ", ".join(["100"] * count) + "]")
    )
    noun = "player" if count == 1 else "players"
    assert_field_error(error_of(text), "starting_stacks", 7, f"has {count} {noun}; a hand has 2 to 10")


# Actions -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "number", "line", "message"),
    [
        ("'p3 cbr 6'", "'p3 raise 6'", 4, 12, "unknown action 'raise'"),
        ("'p3 cbr 6'", "'p3 bet 6'", 4, 12, "unknown action 'bet'"),
        ("'p3 cbr 6'", "'dealer db 6'", 4, 12, "unknown actor 'dealer'"),
        ("'d dh p3 QhQd'", "'d dh p3 QhQ'", 3, 11, "'QhQ' is not a run of cards"),
        ("'d dh p3 QhQd'", "'d dh p3 QhXd'", 3, 11, "'Xd' is not a card: 'X' is not a rank"),
        ("'d dh p3 QhQd'", "'d dh p3 Qh'", 3, 11, "deals 1 card; in NT (no-limit hold'em) each player has 2"),
        ("'d dh p3 QhQd'", "'d dh p3 QhQdJhJd'", 3, 11, "deals 4 cards; in NT"),
        ("'d db 2c3c4c'", "'d db 2c3c'", 6, 14, "deals 2 cards to the board; the flop is 3"),
        ("'d db 2c3c4c'", "'d db 2c3c4c', 'd db 5c6c'", 7, 14, "deals 2 cards to the board; the turn is 1"),
        ("'d db 2c3c4c'", "'d db 2c3c4c', 'd db 5c', 'd db 6c', 'd db 7c'", 9, 14,
         "the board is already complete"),
        ("'d db 2c3c4c'", "'d db 2c3c??'", 6, 14, "board cards must be known"),
        ("'p1 cc'", "'p1 cc now'", 5, 13, "unexpected 'now' after 'p1 cc'"),
        ("'p1 cc'", "'p1 sm AsKsQs'", 5, 13, "shows 3 cards; in NT (no-limit hold'em) each player has 2"),
        ("'p1 cc'", "'p1 sd'", 5, 13, "does not happen in hold'em or Omaha"),
    ],
)  # fmt: skip
def test_malformed_actions(old: str, new: str, number: int, line: int, message: str) -> None:
    error = error_of(replaced(old, new))
    assert_action_error(error, number, new.rsplit(", ", maxsplit=1)[-1].strip("'"), line, message)


def test_wrong_hole_card_count_for_omaha() -> None:
    error = error_of(replaced("'NT'", "'PO'"))
    assert_action_error(error, 1, "d dh p1 AsKs", 9, "deals 2 cards; in PO (pot-limit Omaha) each player has 4")


def test_an_action_that_is_not_a_string() -> None:
    error = error_of(replaced("'p1 cc',", "42,"))
    assert (error.field, error.action_number, error.line) == ("actions", 5, 13)
    assert str(error) == "hand.phh:13: action 5: must be a string, not an integer"


@pytest.mark.parametrize(("player", "count"), [("p4", 3), ("p11", 3)])
def test_player_out_of_range(player: str, count: int) -> None:
    error = error_of(replaced("'p1 cc'", f"'{player} f'"))
    message = f"player {player} does not exist (the hand has {count} players)"
    assert_action_error(error, 5, f"{player} f", 13, message)


def test_player_out_of_range_in_a_deal() -> None:
    error = error_of(replaced("'d dh p3 QhQd'", "'d dh p7 QhQd'"))
    assert_action_error(error, 3, "d dh p7 QhQd", 11, "player p7 does not exist")


@pytest.mark.parametrize(
    ("old", "new", "number", "line", "message"),
    [
        ("'d dh p3 QhQd'", "'d dh p3 QhAs'", 3, 11, "As appears twice: it went to p1 in action 1"),
        ("'d db 2c3c4c'", "'d db 2cKs4c'", 6, 14, "Ks appears twice: it went to p1 in action 1"),
        ("'d db 2c3c4c'", "'d db 2c3c4c', 'd db 3c'", 7, 14, "3c appears twice: it went to the board in action 6"),
        ("'d db 2c3c4c'", "'d db 2c3c4c', 'p2 sm 4cJd'", 7, 14, "4c appears twice: it went to the board"),
        ("'d db 2c3c4c'", "'d db 2c3c4c', 'p2 sm QhJd'", 7, 14, "Qh appears twice: it went to p3 in action 3"),
        ("'d dh p3 QhQd'", "'d dh p3 QhQh'", 3, 11, "Qh appears twice in 'QhQh'"),
    ],
)  # fmt: skip
def test_duplicate_cards(old: str, new: str, number: int, line: int, message: str) -> None:
    error = error_of(replaced(old, new))
    text = new.rsplit(", ", maxsplit=1)[-1].strip("'")
    assert_action_error(error, number, text, line, message)


def test_show_that_contradicts_the_deal() -> None:
    error = error_of(replaced("'d db 2c3c4c'", "'d db 2c3c4c', 'p3 sm QhJd'"))
    assert_action_error(error, 7, "p3 sm QhJd", 14, "p3 shows QhJd but was dealt QhQd in action 3")


def test_show_may_reveal_unseen_cards_and_dash_repeats_the_deal() -> None:
    history = loads(replaced("'d db 2c3c4c'", "'d db 2c3c4c', 'p2 sm JdJc', 'p1 sm -', 'p3 sm QdQh'"))
    shows = history.actions[-3:]
    assert [action.cards for action in shows] == [(37, 36), (51, 47), (41, 42)]  # type: ignore[union-attr]


def test_show_dash_without_a_deal() -> None:
    error = error_of(replaced("'d dh p2 ????',", "").replace("'d db 2c3c4c'", "'d db 2c3c4c', 'p2 sm -'"))
    assert_action_error(error, 6, "p2 sm -", 14, "shows the cards dealt to p2, but none were dealt yet")


def test_action_lines_are_found_in_any_layout() -> None:
    text = HAND.replace(
        "actions = [\n  'd dh p1 AsKs',\n  'd dh p2 ????',",
        'actions = [ # the deal\n  "d dh p1 AsKs", """d dh\np2 ????""",\n  # comment, with \'quotes\'',
    ).replace("'p1 cc',", "'p1 x', # bad")
    error = error_of(text)
    assert (error.action_number, error.line) == (5, 14)


def test_error_survives_pickling() -> None:
    error = error_of(replaced("'p1 cc',", "'p9 cc',"))
    copy = pickle.loads(pickle.dumps(error))
    assert (str(copy), copy.line, copy.action_number) == (str(error), error.line, error.action_number)
