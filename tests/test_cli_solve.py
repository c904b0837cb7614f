"""``dealerdesk solve`` as a newcomer meets it (issue 21, point 3): ``--actions`` beyond the hand is refused, and
errors number actions as a person counts them ("action 1" is the first)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.history import loads

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "phh"
HAND = FIXTURES / "43-5-79-FO8.phh"
ACTIONS = len(loads(HAND.read_text()).actions)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("count", [ACTIONS + 1, 999])
def test_more_actions_than_the_hand_has_are_refused(capsys: pytest.CaptureFixture[str], count: int) -> None:
    status, out, err = run(capsys, "solve", str(HAND), "--actions", str(count))
    assert (status, out) == (2, "")
    assert err == (f"dealerdesk: {HAND}: --actions {count} is more than the hand's {ACTIONS} actions "
                   f"(give 0 to {ACTIONS})\n")


@pytest.mark.parametrize("count", [0, ACTIONS])
def test_every_count_the_hand_has_is_answered(capsys: pytest.CaptureFixture[str], count: int) -> None:
    status, out, _ = run(capsys, "solve", str(HAND), "--actions", str(count))
    assert status == 0 and json.loads(out)["players"] == ["p1", "p2", "p3"]
    if count == ACTIONS:
        _, whole, _ = run(capsys, "solve", str(HAND))
        assert out == whole


def test_the_first_action_is_action_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.phh"
    bad.write_text(HAND.read_text().replace("'d dh p1 Ah7s6d2d'", "'p9 cc'", 1))
    status, _, err = run(capsys, "solve", str(bad))
    assert status == 2 and f"dealerdesk: {bad}:10: action 1 'p9 cc': player p9 does not exist" in err
    assert "actions[" not in err


def test_a_card_dealt_twice_names_the_earlier_action_by_its_number(capsys: pytest.CaptureFixture[str],
                                                                   tmp_path: Path) -> None:
    bad = tmp_path / "twice.phh"
    bad.write_text(HAND.read_text().replace("'d dh p2 KcQc3s2h'", "'d dh p2 AhQc3s2h'", 1))
    status, _, err = run(capsys, "solve", str(bad))
    assert status == 2 and "Ah appears twice: it went to p1 in action 1" in err and "actions[" not in err
