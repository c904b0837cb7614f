"""The styles play measurably differently: 300 hands of six-handed play, counted as tracking tools count."""

from __future__ import annotations

import pytest

from dealerdesk.bots import DISPLAY_NAMES, STYLES, Style
from tests.bots.session import Profile, play_session

SEATS = ["tight-passive", "tight-aggressive", "loose-aggressive", "calling-station", "tight-aggressive",
         "loose-aggressive"]
"""A six-handed table with every style (the aggressive ones twice, as tables often have)."""


@pytest.fixture(scope="module", params=["NT", "PO", "FO/8"])
def profiles(request: pytest.FixtureRequest) -> dict[str, Profile]:
    result = play_session({seat: STYLES[name] for seat, name in enumerate(SEATS, start=1)}, hands=300,
                          variant=request.param, seed=2026)
    first_seat = {name: SEATS.index(name) + 1 for name in STYLES}
    return {name: result.profiles[seat] for name, seat in first_seat.items()}


def test_loose_aggressive_plays_more_and_raises_more_than_tight_passive(profiles: dict[str, Profile]) -> None:
    lag, tp = profiles["loose-aggressive"], profiles["tight-passive"]
    assert lag.vpip > tp.vpip + 0.08
    assert lag.pfr > tp.pfr + 0.1


def test_tight_styles_play_few_hands(profiles: dict[str, Profile]) -> None:
    for name in ("tight-passive", "tight-aggressive"):
        assert 0.06 < profiles[name].vpip < 0.3, (name, profiles[name].line())
    assert profiles["loose-aggressive"].vpip > profiles["tight-aggressive"].vpip


def test_aggressive_styles_bet_more_than_they_call(profiles: dict[str, Profile]) -> None:
    """Bets and raises after the flop per call: under one for the passive styles (a tight-passive player still
    bets its value on the river, so near one; a calling station well under), several for the aggressive ones."""
    assert profiles["calling-station"].aggression_factor < 0.6
    assert profiles["tight-passive"].aggression_factor < 1.0
    passive = max(profiles[name].aggression_factor for name in ("tight-passive", "calling-station"))
    for name in ("tight-aggressive", "loose-aggressive"):
        assert profiles[name].aggression_factor > 2 * passive, (name, profiles[name].line())


def test_calling_station_folds_least_and_calls_most(profiles: dict[str, Profile]) -> None:
    station = profiles["calling-station"]
    others = [profile for name, profile in profiles.items() if name != "calling-station"]
    assert all(station.fold_to_bet < other.fold_to_bet for other in others)
    assert station.vpip > max(other.vpip for other in others)
    assert station.pfr < 0.06


def test_styles_are_data() -> None:
    assert set(STYLES) == {"tight-passive", "tight-aggressive", "loose-aggressive", "calling-station"}
    assert set(DISPLAY_NAMES.values()) == {"Tight-passive", "Tight-aggressive", "Loose-aggressive",
                                           "Calling station"}
    for style in STYLES.values():
        assert isinstance(style, Style)
        assert style.open_range[0] <= style.open_range[1]
        assert style.limp_range[0] >= style.open_range[0] and style.limp_range[1] >= style.open_range[1]
        assert style.steal_range[0] <= style.steal_range[1] <= style.limp_steal[1]
        assert style.open_range[1] <= style.steal_range[0] <= style.limp_steal[0] or style.aggression < 0.5
        assert 0.33 <= style.bet_fraction[0] <= style.bet_fraction[1] <= 0.8
        assert 2.5 <= style.open_size[0] <= style.open_size[1] <= 3.5
        with pytest.raises(AttributeError):
            style.aggression = 1.0  # type: ignore[misc]
