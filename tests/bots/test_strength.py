"""Equity against random hands: known values, exact cross-checks on complete boards, hi/lo half pots."""

from __future__ import annotations

import itertools
import random
import statistics

import pytest

from dealerdesk.bots.calibration import GAMES, measure_quantiles, preflop_percentile
from dealerdesk.bots.preflop_table import PREFLOP_QUANTILES
from dealerdesk.bots.strength import estimate_equity
from dealerdesk.evaluation import parse_cards
from dealerdesk.evaluation.equity import equity
from dealerdesk.evaluation.games import Game as GameName


@pytest.mark.parametrize(
    ("hole", "expected"),
    [("AsAh", 0.852), ("KdKc", 0.824), ("AsKs", 0.670), ("7c2d", 0.346), ("2c2d", 0.503)],
)
def test_holdem_preflop_heads_up(hole: str, expected: float) -> None:
    """Published all-in equities against one random hand (tolerance ≈ 4 standard errors)."""
    value = estimate_equity("holdem", parse_cards(hole), (), opponents=1, rng=random.Random(1), samples=8000)
    assert value == pytest.approx(expected, abs=0.022)


def test_no_opponents_means_the_whole_pot() -> None:
    assert estimate_equity("omaha8", parse_cards("AsAh2c3d"), (), opponents=0, rng=random.Random(1)) == 1.0


def test_board_royal_flush_is_split_by_everyone() -> None:
    board = parse_cards("AsKsQsJsTs")
    for opponents in (1, 3, 9):
        value = estimate_equity("holdem", parse_cards("2c3d"), board, opponents=opponents, rng=random.Random(2))
        assert value == pytest.approx(1 / (opponents + 1))


def test_holdem_river_matches_enumeration() -> None:
    """On a complete board the equity against one random hand is the average over every holding."""
    hole, board = parse_cards("QhJh"), parse_cards("Kh7h2cQs9d")
    deck = sorted(set(range(52)) - set(hole) - set(board))
    exact = statistics.fmean(
        equity([hole, opponent], board).hands[0].equity for opponent in itertools.combinations(deck, 2)
    )
    estimate = estimate_equity("holdem", hole, board, opponents=1, rng=random.Random(3), samples=20000)
    assert estimate == pytest.approx(exact, abs=0.01)


@pytest.mark.parametrize("game", ["omaha", "omaha8"])
def test_omaha_river_matches_the_dealers_share(game: GameName) -> None:
    """Omaha and Omaha Hi/Lo against one random hand: the Monte Carlo estimate agrees with the average of the
    evaluation layer's exact pot shares over many random holdings (half pots, quarters and scoops alike)."""
    hole, board = parse_cards("As2d3hKc"), parse_cards("4s5d9cKhQs")
    deck = sorted(set(range(52)) - set(hole) - set(board))
    rng = random.Random(4)
    shares = [equity([hole, rng.sample(deck, 4)], board, game=game).hands[0].equity for _ in range(3000)]
    estimate = estimate_equity(game, hole, board, opponents=1, rng=random.Random(5), samples=20000)
    assert estimate == pytest.approx(statistics.fmean(shares), abs=0.025)


def test_hilo_counts_the_low_half() -> None:
    """A nut low with a weak high keeps about half the pot in hi/lo and little of it in Omaha high."""
    hole, board = parse_cards("As2d9h9c"), parse_cards("3s4d8cKhQs")
    high_only = estimate_equity("omaha", hole, board, opponents=1, rng=random.Random(6), samples=4000)
    hilo = estimate_equity("omaha8", hole, board, opponents=1, rng=random.Random(6), samples=4000)
    assert hilo > high_only + 0.2
    assert 0.45 < hilo < 0.8


def test_preflop_percentiles() -> None:
    """The stored quantiles rank hands as players do, and agree with a fresh (smaller) measurement."""
    aces = estimate_equity("holdem", parse_cards("AsAh"), (), opponents=5, rng=random.Random(7))
    trash = estimate_equity("holdem", parse_cards("7c2d"), (), opponents=5, rng=random.Random(7))
    assert preflop_percentile("holdem", 5, aces) > 0.97
    assert preflop_percentile("holdem", 5, trash) < 0.15
    assert preflop_percentile("omaha", 12, 1.0) == 1.0 and preflop_percentile("omaha", 0, 0.0) == 0.0
    assert set(PREFLOP_QUANTILES) == set(GAMES)
    for game in GAMES:
        rows = PREFLOP_QUANTILES[game]
        assert len(rows) == 9
        assert all(list(row) == sorted(row) and len(row) == 41 for row in rows)
        fresh = measure_quantiles(game, 2, hands=150, samples=300, rng=random.Random(8))
        middle = slice(8, 33)  # the 20th to 80th percentiles, where 150 hands measure well
        assert max(abs(a - b) for a, b in zip(fresh[middle], rows[1][middle], strict=True)) < 0.03
