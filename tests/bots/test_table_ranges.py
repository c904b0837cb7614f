"""Ranges follow the table: opening ranges widen as fewer players are left to act, the big blind defends more
against a wide opener, and heads-up every style plays as many hands as people do (VPIP 45–85 %)."""

from __future__ import annotations

import dataclasses

import pytest

from dealerdesk.bots import STYLES
from dealerdesk.bots.preflop import open_share, play_share, preflop
from dealerdesk.bots.ranges import open_share as regular_open_share
from dealerdesk.bots.situation import Situation
from dealerdesk.rules.game import Structure
from tests.bots.session import play_session

FACING_OPEN = Situation(
    player=0, street=0, structure=Structure.NO, big_blind=2, chip_unit=1, to_call=4, pot=9, current_bet=6,
    own_bet=2, stack=198, opponents=1, behind=0, raises=1, limpers=0, opened_street=False, cover=200,
    min_raise_to=10, max_raise_to=200,
)
"""The big blind facing an open to three big blinds, everyone else folded."""


@pytest.mark.parametrize("name", sorted(STYLES))
def test_opening_widens_as_fewer_players_are_behind(name: str) -> None:
    style = STYLES[name]
    full_ring, utg, hijack, button, small_blind = (open_share(style, behind, 9) for behind in (8, 5, 3, 2, 1))
    heads_up = open_share(style, 1, 2)
    assert full_ring < utg < hijack < button <= small_blind <= heads_up
    assert play_share(style, 1, 2) >= max(heads_up, play_share(style, 2, 6))


def defended(name: str, raiser: float, players: int) -> float:
    """The share of starting hands the big blind goes on with (call or re-raise)."""
    style = STYLES[name]
    steps = 1000
    kept = sum(preflop(FACING_OPEN, style, step / steps, "AsKs", players=players, raiser=raiser).action != "fold"
               for step in range(steps))
    return kept / steps


@pytest.mark.parametrize("name", sorted(STYLES))
def test_the_big_blind_defends_wider_against_wider_openers(name: str) -> None:
    under_the_gun = defended(name, regular_open_share(5, 6), 6)
    button = defended(name, regular_open_share(2, 6), 6)
    heads_up = defended(name, regular_open_share(1, 2), 2)
    assert under_the_gun < button < heads_up
    assert heads_up >= 0.35
    cheaper = dataclasses.replace(FACING_OPEN, to_call=3, current_bet=5, pot=8)  # a 2.5 big blind open
    style = STYLES[name]
    wide = regular_open_share(2, 6)
    at_price = sum(preflop(cheaper, style, step / 1000, "AsKs", players=6, raiser=wide).action != "fold"
                   for step in range(1000)) / 1000
    assert at_price >= button


HUMAN_HEADS_UP_VPIP = {"tight-passive": (0.45, 0.6), "tight-aggressive": (0.5, 0.75),
                       "loose-aggressive": (0.6, 0.85), "calling-station": (0.65, 0.9)}
"""Heads-up, people play half to four fifths of their hands; the tight-passive player the fewest."""


@pytest.mark.parametrize("name", sorted(STYLES))
def test_heads_up_every_style_plays_as_many_hands_as_people_do(name: str) -> None:
    """Against the tight-aggressive style, 200 seeded hands; six-handed the same style plays far fewer."""
    result = play_session({1: STYLES[name], 2: STYLES["tight-aggressive"]}, hands=200, seed=11, samples=200)
    low, high = HUMAN_HEADS_UP_VPIP[name]
    assert low <= result.profiles[1].vpip <= high, result.profiles[1].line()
