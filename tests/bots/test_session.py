"""Long cash-table sessions among the four styles: busted players buy in again, chips are conserved every
hand (``play_session`` checks it), and nothing raises."""

from __future__ import annotations

import pytest

from dealerdesk.bots import STYLES, Style
from dealerdesk.rules.game import Variant
from tests.bots.session import play_session

FOUR = ["tight-passive", "tight-aggressive", "loose-aggressive", "calling-station"]


def _styles(seats: int) -> dict[int, Style]:
    return {seat: STYLES[FOUR[(seat - 1) % len(FOUR)]] for seat in range(1, seats + 1)}


def test_five_hundred_hands_no_limit_holdem() -> None:
    """The issue's session: 500 hands, six-handed, full Monte Carlo precision, played to the end. How long the
    bots take to decide is measured by tests/benchmarks/bench_bots.py, not asserted here."""
    result = play_session(_styles(6), hands=500, variant="NT", seed=500, samples=1000)
    assert result.hands == 500
    assert all(profile.hands == 500 for profile in result.profiles.values())
    assert result.rebuys > 0  # players did bust and buy in again


@pytest.mark.slow
@pytest.mark.parametrize("code", [code for code in Variant.codes() if code != "NT"])
def test_five_hundred_hands_every_variant(code: str) -> None:
    seats = 10 if code.startswith("F") else 6  # full ring in fixed limit, where multiway pots are the norm
    result = play_session(_styles(seats), hands=500, variant=code, seed=501)
    assert result.hands == 500
