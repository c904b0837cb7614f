"""Equity: published figures, brute force with independent evaluators, hi/lo splits, Monte Carlo's error,
progress and cancellation, and the questions it refuses."""

from __future__ import annotations

import dataclasses
import math
import random
import threading
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest
from phevaluator import evaluate_cards, evaluate_omaha_cards

from dealerdesk.evaluation import NO_LOW, CardError, parse_cards, rank_omaha_low
from dealerdesk.evaluation.equity import (
    CHUNK,
    EquityCancelled,
    EquityError,
    EquityResult,
    equity,
)
from dealerdesk.evaluation.games import Game


def cards(*texts: str) -> list[tuple[int, ...]]:
    return [parse_cards(text) for text in texts]


def counts(result: EquityResult) -> list[tuple[int, int]]:
    """Each hand's (boards won outright, boards tied) as whole numbers."""
    return [(round(hand.win * result.samples), round(hand.tie * result.samples)) for hand in result.hands]


# Published figures, confirmed by enumerating every board with phevaluator in a one-off script.


def test_ace_king_suited_against_queens() -> None:
    result = equity(cards("AsKs", "QhQd"))
    assert result.exact and result.samples == result.boards == 1_712_304
    assert counts(result) == [(787_966, 6_732), (917_606, 6_732)]
    assert [f"{hand.equity:.2%}" for hand in result.hands] == ["46.21%", "53.79%"]


def test_aces_against_kings() -> None:
    no_shared_suit = equity(cards("AhAs", "KdKc"))
    assert counts(no_shared_suit) == [(1_388_072, 6_538), (317_694, 6_538)]
    # Over the six ways to hold the kings against one pair of aces, aces win 81.9 % (the published 82/18).
    average = (
        sum(equity([parse_cards("AhAs"), kings]).hands[0].equity for kings in combinations(parse_cards("KcKdKhKs"), 2))
        / 6
    )
    assert f"{average:.1%}" == "81.9%"
    assert f"{1 - average:.1%}" == "18.1%"


def test_flopped_set_against_a_flush_draw() -> None:
    result = equity(cards("7s7d", "AhKh"), parse_cards("7h2h9c"))
    assert result.boards == 990 and counts(result) == [(746, 0), (244, 0)]
    assert [f"{hand.equity:.2%}" for hand in result.hands] == ["75.35%", "24.65%"]


def test_dead_cards_leave_the_deck() -> None:
    # With all the other hearts dead the flush draw is only the runner-runner king-high... and not even that.
    dead = [card for card in range(52) if card & 3 == 2 and card not in parse_cards("AhKh7h2h")]
    result = equity(cards("7s7d", "AhKh"), parse_cards("7h2h9c"), dead)
    assert result.boards == math.comb(52 - 7 - len(dead), 2)
    assert result.dead == tuple(dead)
    assert result.hands[1].equity == pytest.approx(
        brute_force("holdem", cards("7s7d", "AhKh"), parse_cards("7h2h9c"), dead)[1][2]
    )
    assert result.hands[1].equity < 0.2465


# Brute force: every board, ranked by phevaluator (high) and our scalar path (low, itself checked against pokerkit),
# the pot shared with exact fractions.


def brute_force(
    game: Game, hands: Sequence[Sequence[int]], board: Sequence[int], dead: Sequence[int] = ()
) -> list[tuple[Fraction, Fraction, Fraction]]:
    """(win, tie, equity) per hand as exact fractions of the boards."""
    used = {*board, *dead, *(card for hand in hands for card in hand)}
    deck = [card for card in range(52) if card not in used]
    wins = [0] * len(hands)
    ties = [0] * len(hands)
    shares = [Fraction(0)] * len(hands)
    boards = 0
    for rest in combinations(deck, 5 - len(board)):
        full = (*board, *rest)
        boards += 1
        if game == "holdem":
            highs = [evaluate_cards(*hand, *full) for hand in hands]
        else:
            highs = [evaluate_omaha_cards(*full, *hand) for hand in hands]
        lows = [rank_omaha_low(hand, full) for hand in hands] if game == "omaha8" else [NO_LOW] * len(hands)
        high_winners = [i for i, rank in enumerate(highs) if rank == min(highs)]
        low_winners = [i for i, value in enumerate(lows) if value == min(lows) and value != NO_LOW]
        high_pot = Fraction(1, 2) if low_winners else Fraction(1)
        got = [Fraction(0)] * len(hands)
        for i in high_winners:
            got[i] += high_pot / len(high_winners)
        for i in low_winners:
            got[i] += Fraction(1, 2) / len(low_winners)
        for i, share in enumerate(got):
            shares[i] += share
            wins[i] += share == 1
            ties[i] += 0 < share < 1
    return [(Fraction(wins[i], boards), Fraction(ties[i], boards), shares[i] / boards) for i in range(len(hands))]


def random_question(
    rng: random.Random, game: Game, players: int, board_size: int, deck: Sequence[int] = range(52)
) -> tuple[list[tuple[int, ...]], tuple[int, ...], tuple[int, ...]]:
    hole = 2 if game == "holdem" else 4
    dealt = rng.sample(list(deck), players * hole + board_size + 1)
    hands = [tuple(dealt[i * hole : (i + 1) * hole]) for i in range(players)]
    board = tuple(dealt[players * hole : players * hole + board_size])
    return hands, board, (dealt[-1],)


@pytest.mark.parametrize(
    ("game", "players", "board_size"),
    [
        ("holdem", 2, 3),
        ("holdem", 4, 3),
        ("holdem", 9, 4),
        ("omaha", 2, 3),
        ("omaha", 5, 4),
        ("omaha8", 2, 3),
        ("omaha8", 4, 4),
    ],
)
def test_exact_equity_matches_brute_force(game: Game, players: int, board_size: int) -> None:
    rng = random.Random(f"{game}-{players}-{board_size}")
    for _ in range(4):
        hands, board, dead = random_question(rng, game, players, board_size)
        result = equity(hands, board, dead, game)
        expected = brute_force(game, hands, board, dead)
        for hand, (win, tie, share) in zip(result.hands, expected, strict=True):
            assert (hand.win, hand.tie, hand.equity) == pytest.approx((float(win), float(tie), float(share)), abs=1e-12)
        assert sum(hand.equity for hand in result.hands) == pytest.approx(1.0, abs=1e-12)


def test_hi_lo_with_many_lows_matches_brute_force_and_quarters() -> None:
    """Deals from A-8 and a few high cards, where low halves are split and pots quartered."""
    rng = random.Random(8)
    deck = [card for card in range(52) if card >> 2 in (0, 1, 2, 3, 4, 5, 6, 12) or card & 3 == 0]
    quartered = 0
    for _ in range(6):
        hands, board, dead = random_question(rng, "omaha8", 3, 3, deck)
        result = equity(hands, board, dead, "omaha8")
        expected = brute_force("omaha8", hands, board, dead)
        for hand, (win, tie, share) in zip(result.hands, expected, strict=True):
            assert (hand.win, hand.tie, hand.equity) == pytest.approx((float(win), float(tie), float(share)), abs=1e-12)
            assert hand.high + hand.low == pytest.approx(hand.equity, abs=1e-12)
        quartered += any(hand.low > 0 and hand.tie > 0 for hand in result.hands)
    assert quartered


# Omaha Hi/Lo on a complete board: the dealer's cases.

BOARD = "2c5d7hKcQs"


@pytest.mark.parametrize(
    ("hands", "shares"),
    [
        # Three kings and 7-5-3-2-A in the first hand, no low in the second: a scoop, half with each.
        (("Ah3hKdQd", "9c9dTcJd"), [(1, 0, Fraction(1), Fraction(1, 2), Fraction(1, 2)), (0, 0, 0, 0, 0)]),
        # Set of kings takes the high half, the wheel-ish low the other: a split.
        (
            ("KdKh9c9d", "Ah3hJcTd"),
            [(0, 1, Fraction(1, 2), Fraction(1, 2), Fraction(0)), (0, 1, Fraction(1, 2), Fraction(0), Fraction(1, 2))],
        ),
        # Same low in both hands, the high in one: three quarters and a quarter.
        (
            ("Ah3hKdKh", "As3s9cTd"),
            [
                (0, 1, Fraction(3, 4), Fraction(1, 2), Fraction(1, 4)),
                (0, 1, Fraction(1, 4), Fraction(0), Fraction(1, 4)),
            ],
        ),
        # Identical high hands and one low: a quarter, a quarter and a half.
        (
            ("KdQd9c9d", "KhQh9h9s", "Ah3hJcJs"),
            [
                (0, 1, Fraction(1, 4), Fraction(1, 4), Fraction(0)),
                (0, 1, Fraction(1, 4), Fraction(1, 4), Fraction(0)),
                (0, 1, Fraction(1, 2), Fraction(0), Fraction(1, 2)),
            ],
        ),
    ],
)
def test_hi_lo_shares_on_a_complete_board(
    hands: tuple[str, ...], shares: list[tuple[int, int, Fraction, Fraction, Fraction]]
) -> None:
    result = equity(cards(*hands), parse_cards(BOARD), game="omaha8")
    assert result.exact and result.samples == result.boards == 1
    for hand, (win, tie, total, high, low) in zip(result.hands, shares, strict=True):
        expected = tuple(float(value) for value in (win, tie, total, high, low))
        assert (hand.win, hand.tie, hand.equity, hand.high, hand.low) == expected


def test_no_qualifying_low_gives_the_high_hand_everything() -> None:
    result = equity(cards("Ah2hTc3d", "KdKh4c5c"), parse_cards("KcQsJd9h8c"), game="omaha8")
    assert [(hand.win, hand.equity, hand.low) for hand in result.hands] == [(1.0, 1.0, 0.0), (0.0, 0.0, 0.0)]
    assert equity(cards("Ah2hTc3d", "KdKh4c5c"), parse_cards("KcQsJd9h8c"), game="omaha").hands[0].equity == 1.0


def test_ten_hands_share_exactly_one_pot() -> None:
    hands = cards("AsKs", "QhQd", "JcJd", "Tc9c", "8h8s", "AdKd", "2c2d", "3s4s", "5h6h", "7c7s")
    result = equity(hands)
    assert result.exact and result.boards == math.comb(32, 5)
    assert sum(hand.equity for hand in result.hands) == pytest.approx(1.0, abs=1e-12)
    omaha = equity(
        cards(*(["AsKsQsJs", "AhKhQhJh", "AdKdQdJd", "AcKcQcJc"] + [f"{r}c{r}d{r}h{r}s" for r in "98765"]), "2c2d3c3d"),
        game="omaha8",
    )
    assert omaha.boards == math.comb(12, 5) and sum(hand.equity for hand in omaha.hands) == pytest.approx(
        1.0, abs=1e-12
    )


# Monte Carlo.


@pytest.mark.parametrize(
    ("game", "hands", "board"),
    [
        ("holdem", ("AsKs", "QhQd", "7c6c"), ""),
        ("omaha", ("AsAhKsKh", "QdJdTc9c"), "2d7h8c"),
        ("omaha8", ("As2sKhQh", "AdAc3d4c", "5h6h7s8s"), ""),
    ],
)
def test_monte_carlo_lands_within_its_stated_error(game: Game, hands: tuple[str, ...], board: str) -> None:
    exact = equity(cards(*hands), parse_cards(board), game=game)
    estimate = equity(
        cards(*hands), parse_cards(board), game=game, method="monte-carlo", samples=30_000, rng=random.Random(11)
    )
    assert exact.exact and not estimate.exact and estimate.samples == 30_000
    for truth, guess in zip(exact.hands, estimate.hands, strict=True):
        assert 0 < guess.std_error < 0.01
        assert abs(guess.equity - truth.equity) < 4 * guess.std_error
    assert estimate.std_error == max(hand.std_error for hand in estimate.hands)


def test_monte_carlo_standard_error_is_honest() -> None:
    """Over many seeds, about 68 % of estimates fall within one standard error and about 95 % within two."""
    hands, board = cards("AsKs", "QhQd"), parse_cards("2c7d9h")
    truth = equity(hands, board).hands[0].equity
    errors = []
    for seed in range(200):
        hand = equity(hands, board, method="monte-carlo", samples=500, rng=random.Random(seed)).hands[0]
        errors.append(abs(hand.equity - truth) / hand.std_error)
    within_one = sum(error < 1 for error in errors) / len(errors)
    within_two = sum(error < 2 for error in errors) / len(errors)
    assert 0.58 < within_one < 0.78
    assert 0.90 < within_two <= 0.99


def test_monte_carlo_is_reproducible_from_its_seed() -> None:
    hands = cards("AsKs", "QhQd")
    first = equity(hands, method="monte-carlo", samples=5_000, rng=random.Random(3))
    assert first == equity(hands, method="monte-carlo", samples=5_000, rng=random.Random(3))
    assert first == equity(
        hands, method="monte-carlo", samples=5_000, rng=np.random.default_rng(random.Random(3).getrandbits(128))
    )
    assert first != equity(hands, method="monte-carlo", samples=5_000, rng=random.Random(4))
    assert equity(hands, method="monte-carlo", samples=5_000) == equity(hands, method="monte-carlo", samples=5_000)


def test_auto_switches_to_monte_carlo_above_the_exact_limit() -> None:
    hands, board = cards("AsKs", "QhQd"), parse_cards("2c7d9h")
    assert equity(hands, board, exact_limit=990).exact
    sampled = equity(hands, board, exact_limit=989, samples=2_000)
    assert not sampled.exact and sampled.samples == 2_000 and sampled.boards == 990
    assert equity(hands, board, method="exact", exact_limit=1).exact


# Progress and cancellation.


def test_progress_is_reported_after_every_chunk() -> None:
    seen: list[tuple[int, int]] = []
    equity(cards("AsKs", "QhQd"), progress=lambda done, total: seen.append((done, total)))
    total = 1_712_304
    assert len(seen) == math.ceil(total / CHUNK)
    assert [done for done, _ in seen] == sorted({done for done, _ in seen}) and seen[-1] == (total, total)
    assert {whole for _, whole in seen} == {total}


def test_should_stop_cancels_between_chunks() -> None:
    asked = []

    def should_stop() -> bool:
        asked.append(True)
        return len(asked) == 3

    seen: list[int] = []
    with pytest.raises(EquityCancelled, match=f"after {2 * CHUNK:,} of 1,712,304 boards"):
        equity(cards("AsKs", "QhQd"), progress=lambda done, _: seen.append(done), should_stop=should_stop)
    assert seen == [CHUNK, 2 * CHUNK]


def test_cancelled_from_another_thread_with_an_event() -> None:
    """The UI's way: a worker thread computes, the UI thread sets an event."""
    stop = threading.Event()
    started = threading.Event()
    outcome: list[BaseException | EquityResult] = []

    def progress(done: int, total: int) -> None:
        started.set()
        stop.wait(5)  # the UI thread answers by setting the event

    def work() -> None:
        try:
            outcome.append(equity(cards("AsKs", "QhQd"), progress=progress, should_stop=stop.is_set))
        except EquityCancelled as error:
            outcome.append(error)

    worker = threading.Thread(target=work)
    worker.start()
    assert started.wait(10)
    stop.set()
    worker.join(10)
    assert len(outcome) == 1 and isinstance(outcome[0], EquityCancelled)


# What it refuses.


@pytest.mark.parametrize(
    ("question", "error", "message"),
    [
        ({"hands": cards("AsKs")}, EquityError, "2 to 10 hands, got 1"),
        ({"hands": cards(*[f"{r}c{r}d" for r in "23456789TJQ"])}, EquityError, "2 to 10 hands, got 11"),
        ({"hands": cards("AsKsQs", "QhQd")}, EquityError, r"hand 1 \(AsKsQs\) has 3 cards; Hold'em needs 2"),
        ({"hands": cards("AsKs", "QhQd"), "game": "omaha"}, EquityError, "Omaha needs 4"),
        ({"hands": cards("AsKs", "QhQd"), "game": "stud"}, EquityError, "'stud' is not a game"),
        ({"hands": cards("AsKs", "AsQd")}, CardError, "As appears twice"),
        ({"hands": cards("AsKs", "QhQd"), "board": parse_cards("2c3c4cQh")}, CardError, "Qh appears twice"),
        ({"hands": cards("AsKs", "QhQd"), "dead": parse_cards("Ks")}, CardError, "Ks appears twice"),
        ({"hands": cards("AsKs", "QhQd"), "board": parse_cards("2c3c4c5c6c7c")}, EquityError, "at most 5 cards, got 6"),
        ({"hands": [(51, 52), (0, 1)]}, CardError, "52 is not a card id"),
        ({"hands": [("As", "Ks"), (0, 1)]}, CardError, "'As' is not a card id"),
        (
            {
                "hands": cards(*[f"{r}c{r}d{r}h{r}s" for r in "23456789TJ"]),
                "game": "omaha",
                "dead": parse_cards("QcQdQhQsKcKdKhKs"),
            },
            EquityError,
            "only 4 cards are left in the deck to deal 5",
        ),
        ({"hands": cards("AsKs", "QhQd"), "method": "guess"}, EquityError, "'guess' is not a method"),
        ({"hands": cards("AsKs", "QhQd"), "samples": 0}, EquityError, "at least one sample"),
    ],
)
def test_bad_questions_are_refused(question: dict[str, object], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        equity(**question)  # type: ignore[arg-type]


def test_results_are_frozen() -> None:
    result = equity(cards("AsKs", "QhQd"), parse_cards("2c7d9hTs"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.exact = False  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.hands[0].equity = 1.0  # type: ignore[misc]
    assert result.hands[0].cards == parse_cards("AsKs") and result.board == parse_cards("2c7d9hTs")
