"""The batch functions' contract: input forms, checks and messages, lazy loading, and the tables' invariants."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from itertools import combinations, combinations_with_replacement
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.evaluation import (
    NO_LOW,
    CardError,
    HandSizeError,
    parse_cards,
    rank_holdem,
    rank_holdem_batch,
    rank_omaha_high,
    rank_omaha_high_batch,
    rank_omaha_low,
    rank_omaha_low_batch,
)
from dealerdesk.evaluation import batch_tables as bt
from dealerdesk.evaluation.batch import CHUNK
from dealerdesk.evaluation.combos import combinations_array, multisets_array
from tests.evaluation.deals import random_deals

REPO_ROOT = Path(__file__).resolve().parents[2]


def run_python(script: str) -> str:
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_known_answers_in_any_integer_form() -> None:
    hands = [parse_cards("AsKsQsJsTs2c3d"), parse_cards("7h7d7s2c2d9h3c"), parse_cards("7s5h4d3c2s8h9d")]
    expected = [1, 262, rank_holdem(hands[2])]
    for form in (hands, np.array(hands, dtype=np.int64), np.array(hands, dtype=np.uint8), np.array(hands, np.int8)):
        result = rank_holdem_batch(form)
        assert result.dtype == np.int16 and result.tolist() == expected


def test_empty_batches() -> None:
    assert rank_holdem_batch(np.zeros((0, 7), dtype=np.uint8)).shape == (0,)
    assert rank_omaha_high_batch(np.zeros((0, 4), np.int64), np.zeros((0, 5), np.int64)).shape == (0,)
    assert rank_omaha_low_batch(np.zeros((0, 4), np.uint8), np.zeros((0, 3), np.int64)).shape == (0,)


def test_omaha_known_answers_on_each_board_size() -> None:
    hole = parse_cards("AhAs2h5s")
    for board_text, low in (("Kh3h4h", NO_LOW), ("Kh3h4h2c", 1), ("Kh3h4h2cTd", 1)):  # 1: A-5 + 2-3-4, the wheel
        board = parse_cards(board_text)
        assert rank_omaha_high_batch([hole], [board]).tolist() == [rank_omaha_high(hole, board)]
        assert rank_omaha_low_batch([hole], [board]).tolist() == [low]
    assert rank_omaha_high_batch([hole], [parse_cards("Kh3h4h2cTd")]).tolist() == [486]  # Ah2h: ace-high flush
    counterfeited = rank_omaha_low_batch([parse_cards("Ac2d9h9s")], [parse_cards("As2h7c8dKd")])
    assert counterfeited.tolist() == [NO_LOW]


def deals_of(size: int) -> st.SearchStrategy[list[list[int]]]:
    hand = st.lists(st.integers(0, 51), min_size=size, max_size=size, unique=True)
    return st.lists(hand, min_size=1, max_size=30)


@settings(deadline=None)  # the first example builds the tables
@given(st.integers(5, 7).flatmap(deals_of))
def test_holdem_batch_is_the_scalar_answer_for_any_hands(hands: list[list[int]]) -> None:
    assert rank_holdem_batch(hands).tolist() == [rank_holdem(hand) for hand in hands]


@settings(deadline=None)
@given(deals_of(9), st.integers(3, 5))
def test_omaha_batches_are_the_scalar_answers_for_any_deals(deals: list[list[int]], board_size: int) -> None:
    holes, boards = [deal[:4] for deal in deals], [deal[4 : 4 + board_size] for deal in deals]
    pairs = list(zip(holes, boards, strict=True))
    assert rank_omaha_high_batch(holes, boards).tolist() == [rank_omaha_high(h, b) for h, b in pairs]
    assert rank_omaha_low_batch(holes, boards).tolist() == [rank_omaha_low(h, b) for h, b in pairs]


def test_batches_longer_than_a_chunk_keep_their_order() -> None:
    deals = random_deals(seed=3, count=2 * CHUNK + 7, size=7)
    ranks = rank_holdem_batch(deals)
    for index in (0, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK, 2 * CHUNK + 6):
        assert ranks[index] == rank_holdem(deals[index].tolist())


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: rank_holdem_batch([1, 2, 3, 4, 5]), HandSizeError, r"shape \(hands, 5 to 7\), got shape \(5,\)"),
        (lambda: rank_holdem_batch(np.zeros((3, 8), np.uint8)), HandSizeError, r"got shape \(3, 8\)"),
        (lambda: rank_holdem_batch(np.zeros((3, 4), np.uint8)), HandSizeError, r"got shape \(3, 4\)"),
        (lambda: rank_holdem_batch([[0, 1, 2, 3, 52]]), CardError, "hand 0: 52 is not a card id"),
        (lambda: rank_holdem_batch([[0, 1, 2, 3, 4], [0, 1, 2, 3, -1]]), CardError, "hand 1: -1 is not"),
        (lambda: rank_holdem_batch([[0.0, 1, 2, 3, 4]]), CardError, "integer card ids"),
        (lambda: rank_holdem_batch([[51, 1, 2, 3, 4, 5, 51]]), CardError, "hand 0: As appears twice"),
        (lambda: rank_omaha_high_batch([[0, 1, 2, 3]], [[4, 5]]), HandSizeError, r"board must be .* 3 to 5"),
        (lambda: rank_omaha_high_batch([[0, 1, 2]], [[4, 5, 6]]), HandSizeError, r"hole must be .*\(hands, 4\)"),
        (lambda: rank_omaha_high_batch([[0, 1, 2, 3]] * 2, [[4, 5, 6]]), HandSizeError, "one board per hand"),
        (lambda: rank_omaha_high_batch([[0, 1, 2, 3]], [[4, 5, 3]]), CardError, "hand 0: 2s appears twice"),
        (lambda: rank_omaha_low_batch([[0, 1, 2, 3]], [[4, 5, 60]]), CardError, "60 is not a card id"),
        (lambda: rank_omaha_low_batch([[0, 1, 2, 2]], [[4, 5, 6]]), CardError, "2h appears twice"),
    ],
)
def test_bad_input_is_named(call: Callable[[], object], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()


def test_duplicates_are_found_in_any_chunk() -> None:
    deals = random_deals(seed=4, count=CHUNK + 10, size=7)
    deals[CHUNK + 3, 6] = deals[CHUNK + 3, 0]
    with pytest.raises(CardError, match=f"hand {CHUNK + 3}: "):
        rank_holdem_batch(deals)
    rank_holdem_batch(deals, check=False)  # the caller vouches for its cards: no search, no error


def test_importing_the_package_or_the_cli_loads_no_numpy_and_builds_no_table() -> None:
    out = run_python(
        "import sys\n"
        "import dealerdesk.evaluation as ev\n"
        "import dealerdesk.cli, dealerdesk.equity_cli\n"
        "ev.rank_holdem(ev.parse_cards('AsKsQsJsTs2c3d'))\n"
        "print('numpy' in sys.modules)\n"
    )
    assert out.split() == ["False"]


def test_tables_are_built_on_first_use_and_quickly() -> None:
    script = """
import time
start = time.process_time()
import dealerdesk.evaluation.batch as batch
from dealerdesk.evaluation import batch_tables as bt
import_time = time.process_time() - start
builders = [bt.five_card_unsuited, bt.flush_best, bt.holdem_unsuited, bt.top_ranks, bt.omaha_unsuited, bt.omaha_low]
assert all(b.cache_info().currsize == 0 for b in builders), 'a table was built at import'
times = []
for call in (
    lambda: batch.rank_holdem_batch([[0, 5, 10, 15, 20, 25, 30]]),
    lambda: batch.rank_omaha_high_batch([[0, 1, 2, 3]], [[4, 5, 6, 7, 8]]),
    lambda: batch.rank_omaha_low_batch([[0, 1, 2, 3]], [[4, 5, 6, 7, 8]]),
):
    start = time.process_time()
    call()
    times.append(time.process_time() - start)
print(import_time, *times)
"""
    import_time, *first_calls = map(float, run_python(script).split())
    assert import_time < 1.0  # mostly NumPy's own import
    assert all(seconds < 0.5 for seconds in first_calls), first_calls
    assert sum(first_calls) < 0.8


@pytest.mark.parametrize("size", sorted(bt.RANK_WEIGHTS))
def test_rank_weights_give_every_multiset_its_own_key(size: int) -> None:
    weights = bt.RANK_WEIGHTS[size]
    assert list(weights) == sorted(set(weights)) and len(weights) == 13
    multisets = [ranks for ranks in combinations_with_replacement(range(13), size) if max(map(ranks.count, ranks)) <= 4]
    keys = {sum(weights[rank] for rank in ranks) for ranks in multisets}
    assert len(keys) == len(multisets)
    assert max(keys) == bt.max_key(size) < 1 << bt.SUIT_SHIFT


def test_rank_weights_are_the_least_greedy_choice_for_small_sizes() -> None:
    """Each weight is the smallest that keeps the keys distinct (checked where brute force is quick)."""
    for size in (3, 4):
        weights = bt.RANK_WEIGHTS[size]
        for rank in range(2, 8):
            smaller = (*weights[:rank], weights[rank] - 1)
            multisets = list(combinations_with_replacement(range(rank + 1), size))
            keys = {sum(smaller[r] for r in ranks) for ranks in multisets}
            assert len(keys) < len(multisets), (size, rank)


def test_flush_table_matches_the_scalar_path() -> None:
    best = bt.flush_best()
    for mask in range(1 << 13):
        ranks = [rank for rank in range(13) if mask >> rank & 1]
        if len(ranks) < 5:
            assert best[mask] == 0
        elif len(ranks) <= 7:
            assert best[mask] == rank_holdem([4 * rank + 3 for rank in ranks])  # all spades


@pytest.mark.parametrize(("n", "k"), [(0, 0), (3, 0), (3, 5), (5, 1), (7, 3), (12, 5), (20, 4)])
def test_combinations_arrays_match_itertools(n: int, k: int) -> None:
    assert combinations_array(n, k).tolist() == [list(c) for c in combinations(range(n), k)]
    assert multisets_array(n, k).tolist() == [list(c) for c in combinations_with_replacement(range(n), k)]


def test_combinations_array_rejects_what_it_cannot_hold() -> None:
    with pytest.raises(ValueError, match="n <= 256"):
        combinations_array(300, 2)
