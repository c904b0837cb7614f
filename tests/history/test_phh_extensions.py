"""This project's PHH extension fields (``_dead_blinds``, ``_big_blind_position``) are checked like the standard's:
a negative dead blind or a big blind who posts nothing is refused with the field and its line,
never solved into a negative pot or chips from nowhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.history import PHHError, loads
from dealerdesk.history.replay import replay

HAND = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
{extra}
actions = ['d dh p1 AsKs', 'd dh p2 QhQd', 'd dh p3 7c2d', 'p3 f', 'p1 cc', 'p2 cc']
"""


def _text(extra: str) -> str:
    return HAND.format(extra=extra)


@pytest.mark.parametrize(("extra", "message"), [
    ("_dead_blinds = [-50, 0, 0]", r"field '_dead_blinds': must be a list of non-negative integers \(entry 1 is -50\)"),
    ("_dead_blinds = [0, 0]", r"field '_dead_blinds': has 2 entries but starting_stacks has 3"),
    ("_dead_blinds = 5", r"field '_dead_blinds': must be a list of non-negative integers, not an integer"),
    ("_dead_blinds = [0, 1.5, 0]", r"field '_dead_blinds': must be a list of non-negative integers \(entry 2"),
    ("_dead_blinds = ['1', 0, 0]", r"field '_dead_blinds': must be a list of non-negative integers \(entry 1"),
    ("_big_blind_position = 0", r"field '_big_blind_position': must be an integer from 1 to 3, not 0"),
    ("_big_blind_position = 4", r"field '_big_blind_position': must be an integer from 1 to 3, not 4"),
    ("_big_blind_position = true", r"field '_big_blind_position': must be an integer from 1 to 3, not True"),
    ("_big_blind_position = '2'", r"field '_big_blind_position': must be an integer from 1 to 3, not '2'"),
    ("_big_blind_position = 3", r"field '_big_blind_position': player p3 posts 0, not the big blind \(2\)"),
    ("_big_blind_position = 1", r"field '_big_blind_position': player p1 posts 1, not the big blind \(2\)"),
    ("_smallest_chip = 0", r"field '_smallest_chip': must be an integer from 1, not 0"),
    ("_smallest_chip = -25", r"field '_smallest_chip': must be an integer from 1, not -25"),
    ("_smallest_chip = 2.5", r"field '_smallest_chip': must be an integer from 1, not 2\.5"),
])
def test_bad_extension_fields_are_refused_with_their_line(extra: str, message: str) -> None:
    with pytest.raises(PHHError, match=message) as caught:
        loads(_text(extra), source="hand.phh")
    assert caught.value.line == 6 and str(caught.value).startswith("hand.phh:6: ")


def test_solve_exits_2_with_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dead.phh"
    path.write_text(_text("_dead_blinds = [-50, 0, 0]"))
    assert main(["solve", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "_dead_blinds" in err and f"{path}:6:" in err


def test_good_extension_fields_still_play() -> None:
    history = loads(_text("_dead_blinds = [0, 0, 1]\n_big_blind_position = 2"))
    hand = replay(history)
    assert hand.big_blind_player == 1 and hand.pot_total == 2 + 2 + 1
    heads_up = loads(HAND.replace("0, 0, 0]", "0, 0]").replace("[1, 2, 0]", "[1, 2]")
                     .replace("100, 100, 100", "100, 100").format(extra="_big_blind_position = 1")
                     .replace(", 'd dh p3 7c2d', 'p3 f', 'p1 cc', 'p2 cc'", ""))
    assert replay(heads_up).big_blind_player == 0  # heads-up p1 is the big blind (the arrays apply reversed)


@pytest.mark.parametrize(("extra", "message"), [
    ("_house_rules = 3", r"field '_house_rules': must be a table such as \{limit_raise_cap = 3\}, not 3"),
    ("_house_rules = { raise_cap = 3 }", r"field '_house_rules': raise_cap: not a house rule \(they are "),
    ("_house_rules = { limit_raise_cap = -1 }", r"field '_house_rules': limit_raise_cap: must be a whole number "
                                                r"of raises from 0 to 100, or 'none', not -1"),
    ("_house_rules = { limit_raise_cap = true }", r"field '_house_rules': limit_raise_cap: must be a whole"),
    ("_house_rules = { limit_cap_heads_up = 'yes' }", r"field '_house_rules': limit_cap_heads_up: must be true or "
                                                      r"false, not 'yes'"),
])
def test_a_bad_house_rule_is_refused_naming_the_setting(extra: str, message: str) -> None:
    with pytest.raises(PHHError, match=message):
        loads(_text(extra), source="hand.phh")


LIMIT_HAND = """variant = 'FT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
{extra}
actions = ['d dh p1 AsKs', 'd dh p2 QhQd', 'd dh p3 7c2d', 'p3 cbr 4', 'p1 cbr 6', 'p2 cbr 8']
"""


@pytest.mark.parametrize(("extra", "may_raise"), [
    ("", False),  # the cash default: a bet and three raises, so the third raise caps it
    ("_house_rules = { limit_raise_cap = 4 }", True),
    ("_house_rules = { limit_raise_cap = 'none' }", True),
    ("_tournament = true\n_house_rules = { limit_raise_cap = 5 }", True),
])
def test_the_house_rules_a_file_writes_are_the_rules_it_replays_under(extra: str, may_raise: bool) -> None:
    """The big blind is the bet and p3, p1 and p2 each raise: whether p3 may raise again is the raise cap the file
    writes out (three raises by default)."""
    hand = replay(loads(LIMIT_HAND.format(extra=extra)))
    assert hand.actor == 2 and (hand.max_raise_to is not None) is may_raise


def test_a_question_file_carries_every_setting_its_answer_depends_on(tmp_path: Path) -> None:
    """A drill pack is self-contained: its hand histories write the smallest chip and every house rule, and the
    rules they write are the rules the question was dealt under."""
    import dataclasses  # noqa: PLC0415

    from dealerdesk.rules.game import HouseRules  # noqa: PLC0415
    from dealerdesk.trainer.packs import import_pack  # noqa: PLC0415

    folder = tmp_path / "pack"
    assert main(["drill", "--export", str(folder), "--kind", "limit-betting", "--kind", "rake", "--count", "6",
                 "--seed", "4", "--difficulty", "3"]) == 0
    for question in import_pack(folder).questions:
        fields = question.history.user_fields
        assert isinstance(fields["_smallest_chip"], int)
        written = fields["_house_rules"]
        assert isinstance(written, dict)
        assert set(written) == {setting.name for setting in dataclasses.fields(HouseRules)}
        assert question.hand.rules == replay(loads(question.phh_text())).rules
