"""This project's PHH extension fields (``_dead_blinds``, ``_big_blind_position``) are checked like the standard's
(issue 14, point 2): a negative dead blind or a big blind who posts nothing is refused with the field and its line,
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
