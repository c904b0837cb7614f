"""Benchmark: dealerdesk's evaluator and equity against phevaluator, eval7, treys and pokerkit, in one run.

    python tests/benchmarks/bench_evaluation.py [--hands N] [--repeat R]

Every contestant ranks the same seeded random deals (the slow pure-Python ones the first part of them, as
the table says); card objects are built before the clock starts, and lookup tables are warmed up first (their
build times are printed separately). Each timing is the best of ``--repeat`` runs (one for the slowest),
with the garbage collector off, as ``timeit`` does. The script checks that the
contestants that share our scale give our answers, prints a Markdown table with the ratios, and compares
them with the ratios we aim for (``TARGETS``). It is not part of the test run (pytest ignores tests/benchmarks).
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata
import platform
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

import eval7
import numpy as np
import pokerkit
import treys
from eval7 import evaluate as eval7_evaluate
from numpy.typing import NDArray
from phevaluator import evaluate_cards, evaluate_omaha_cards
from pokerkit import OmahaEightOrBetterLowHand, OmahaHoldemHand, StandardHighHand

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from dealerdesk.evaluation import (
    batch_tables,
    format_card,
    parse_cards,
    rank_holdem,
    rank_holdem_batch,
    rank_omaha_high,
    rank_omaha_high_batch,
    rank_omaha_low,
    rank_omaha_low_batch,
)
from dealerdesk.evaluation.equity import equity
from tests.evaluation.deals import low_heavy_omaha_deals, random_deals


@dataclass(frozen=True)
class Timing:
    """One contestant on one task."""

    task: str
    contestant: str
    items: int
    seconds: float

    @property
    def per_item(self) -> float:
        return self.seconds / self.items


def best_time(run: Callable[[], object], repeat: int) -> float:
    """The best wall time of ``repeat`` runs, with the garbage collector off as ``timeit`` does: this process
    holds millions of card objects, and a collection walking them would be charged to whoever ran then."""
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        try:
            start = time.perf_counter()
            run()
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best


def eval7_cards(deals: NDArray[np.uint8]) -> list[list[eval7.Card]]:
    deck = [eval7.Card(format_card(card)) for card in range(52)]
    return [[deck[card] for card in row] for row in deals.tolist()]


def treys_cards(deals: NDArray[np.uint8]) -> list[list[int]]:
    deck = [treys.Card.new(format_card(card)) for card in range(52)]
    return [[deck[card] for card in row] for row in deals.tolist()]


def pokerkit_cards(deals: NDArray[np.uint8]) -> list[list[pokerkit.Card]]:
    deck = [next(iter(pokerkit.Card.parse(format_card(card)))) for card in range(52)]
    return [[deck[card] for card in row] for row in deals.tolist()]


def holdem(hands: int, repeat: int) -> list[Timing]:
    task = "Hold'em, 7 cards"
    deals = random_deals(seed=1, count=hands, size=7)
    as_tuples = [tuple(row) for row in deals.tolist()]
    slow = min(hands, 20_000)
    as_eval7, as_treys, as_pokerkit = eval7_cards(deals), treys_cards(deals[:slow]), pokerkit_cards(deals[:slow])
    treys_evaluator = treys.Evaluator()
    ours = rank_holdem_batch(deals)
    assert ours.tolist() == [evaluate_cards(*cards) for cards in as_tuples]
    assert ours[:slow].tolist() == [treys_evaluator.evaluate(c[:2], c[2:]) for c in as_treys]
    results = [
        Timing(
            task, "dealerdesk batch `rank_holdem_batch`", hands, best_time(lambda: rank_holdem_batch(deals), repeat)
        ),
        Timing(
            task, "dealerdesk scalar `rank_holdem`", hands, best_time(lambda: [rank_holdem(c) for c in as_tuples], 1)
        ),
        Timing(
            task,
            "phevaluator `evaluate_cards`",
            hands,
            best_time(lambda: [evaluate_cards(*cards) for cards in as_tuples], repeat),
        ),
        Timing(
            task, "eval7 `evaluate`", hands, best_time(lambda: [eval7_evaluate(cards) for cards in as_eval7], repeat)
        ),
        Timing(
            task,
            "treys `Evaluator.evaluate`",
            slow,
            best_time(lambda: [treys_evaluator.evaluate(c[:2], c[2:]) for c in as_treys], 1),
        ),
        Timing(
            task,
            "pokerkit `StandardHighHand.from_game`",
            slow // 4,
            best_time(lambda: [StandardHighHand.from_game(c[:2], c[2:]) for c in as_pokerkit[: slow // 4]], 1),
        ),
    ]
    return results


def omaha_high(hands: int, repeat: int) -> list[Timing]:
    task = "Omaha high, 4 + 5 cards"
    deals = random_deals(seed=2, count=hands, size=9)
    holes, boards = deals[:, :4], deals[:, 4:]
    pairs = [(tuple(row[:4]), tuple(row[4:])) for row in deals.tolist()]
    slow = min(hands, 20_000)
    as_treys, as_pokerkit = treys_cards(deals[:slow]), pokerkit_cards(deals[: slow // 10])
    plo = treys.PLOEvaluator()
    ours = rank_omaha_high_batch(holes, boards)
    assert ours.tolist() == [evaluate_omaha_cards(*board, *hole) for hole, board in pairs]
    assert ours[:slow].tolist() == [plo.evaluate(c[:4], c[4:]) for c in as_treys]
    return [
        Timing(
            task,
            "dealerdesk batch `rank_omaha_high_batch`",
            hands,
            best_time(lambda: rank_omaha_high_batch(holes, boards), repeat),
        ),
        Timing(
            task,
            "dealerdesk scalar `rank_omaha_high`",
            hands,
            best_time(lambda: [rank_omaha_high(h, b) for h, b in pairs], 1),
        ),
        Timing(
            task,
            "phevaluator `evaluate_omaha_cards`",
            hands,
            best_time(lambda: [evaluate_omaha_cards(*b, *h) for h, b in pairs], repeat),
        ),
        Timing(
            task,
            "treys `PLOEvaluator.evaluate`",
            slow,
            best_time(lambda: [plo.evaluate(c[:4], c[4:]) for c in as_treys], 1),
        ),
        Timing(
            task,
            "pokerkit `OmahaHoldemHand.from_game`",
            len(as_pokerkit),
            best_time(lambda: [OmahaHoldemHand.from_game(c[:4], c[4:]) for c in as_pokerkit], 1),
        ),
    ]


def pokerkit_low(cards: Sequence[pokerkit.Card]) -> object:
    try:
        return OmahaEightOrBetterLowHand.from_game(cards[:4], cards[8:])
    except ValueError:  # no qualifying low
        return None


def omaha_low(hands: int, repeat: int) -> list[Timing]:
    task = "Omaha hi/lo: the low, 4 + 5 cards"
    deals = low_heavy_omaha_deals(seed=3, count=hands)
    holes, boards = deals[:, :4], deals[:, 8:]
    pairs = [(tuple(row[:4]), tuple(row[8:])) for row in deals.tolist()]
    slow = min(hands, 4_000)
    as_pokerkit = pokerkit_cards(deals[:slow])
    ours = rank_omaha_low_batch(holes, boards)
    assert ours.tolist() == [rank_omaha_low(h, b) for h, b in pairs]
    return [
        Timing(
            task,
            "dealerdesk batch `rank_omaha_low_batch`",
            hands,
            best_time(lambda: rank_omaha_low_batch(holes, boards), repeat),
        ),
        Timing(
            task,
            "dealerdesk scalar `rank_omaha_low`",
            hands,
            best_time(lambda: [rank_omaha_low(h, b) for h, b in pairs], repeat),
        ),
        Timing(
            task,
            "pokerkit `OmahaEightOrBetterLowHand.from_game`",
            slow,
            best_time(lambda: [pokerkit_low(c) for c in as_pokerkit], 1),
        ),
    ]


def preflop_equity(repeat: int) -> list[Timing]:
    """AsKs against QhQd: every one of the 1,712,304 boards."""
    task = "Exact heads-up preflop equity, AsKs vs QhQd"
    first, second = parse_cards("AsKs"), parse_cards("QhQd")
    deck = [card for card in range(52) if card not in (*first, *second)]
    boards = 1_712_304

    def ours() -> tuple[float, float]:
        result = equity([first, second])
        return result.hands[0].equity, result.hands[1].equity

    def phevaluator_loop() -> tuple[float, float]:
        wins = ties = 0
        for board in combinations(deck, 5):
            a, b = evaluate_cards(*first, *board), evaluate_cards(*second, *board)
            wins += a < b
            ties += a == b
        return (wins + ties / 2) / boards, (boards - wins - ties / 2) / boards

    eval7_deck = [eval7.Card(format_card(card)) for card in deck]
    first7, second7 = [eval7.Card(format_card(c)) for c in first], [eval7.Card(format_card(c)) for c in second]

    def eval7_loop() -> tuple[float, float]:
        wins = ties = 0
        for board in combinations(eval7_deck, 5):
            a, b = eval7_evaluate([*first7, *board]), eval7_evaluate([*second7, *board])  # higher is better
            wins += a > b
            ties += a == b
        return (wins + ties / 2) / boards, (boards - wins - ties / 2) / boards

    for run in (ours, phevaluator_loop, eval7_loop):
        assert [f"{share:.2%}" for share in run()] == ["46.21%", "53.79%"], run.__name__
    return [
        Timing(task, "dealerdesk `equity` (exact)", boards, best_time(ours, repeat)),
        Timing(task, "loop over phevaluator `evaluate_cards`", boards, best_time(phevaluator_loop, 1)),
        Timing(task, "loop over eval7 `evaluate`", boards, best_time(eval7_loop, 1)),
    ]


def human(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds * 1e9:.3g} ns"


def table(timings: list[Timing]) -> str:
    lines = [
        "| task | contestant | hands timed | time per hand | dealerdesk batch is faster by |",
        "| --- | --- | ---: | ---: | ---: |",
    ]
    reference: dict[str, float] = {}
    for timing in timings:
        task = "" if timing.task in reference else timing.task
        reference.setdefault(timing.task, timing.per_item)
        ratio = timing.per_item / reference[timing.task]
        per = human(timing.per_item) if "equity" not in timing.task else f"{human(timing.seconds)} (all boards)"
        lines.append(f"| {task} | {timing.contestant} | {timing.items:,} | {per} | {ratio:,.1f}× |")
    return "\n".join(lines)


TARGETS = [
    ("Hold'em, 7 cards", "phevaluator `evaluate_cards`", 25),
    ("Omaha high, 4 + 5 cards", "phevaluator `evaluate_omaha_cards`", 4),
    ("Omaha hi/lo: the low, 4 + 5 cards", "pokerkit `OmahaEightOrBetterLowHand.from_game`", 1_000),
    ("Exact heads-up preflop equity, AsKs vs QhQd", "loop over phevaluator `evaluate_cards`", 3),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="random deals per task (default 1,000,000)")
    parser.add_argument("--repeat", type=int, default=3, help="best of this many runs for the fast contestants")
    args = parser.parse_args()

    builds = []
    for name, build in (
        ("Hold'em 7-card", lambda: batch_tables.holdem_unsuited(7)),
        ("Omaha high", lambda: batch_tables.omaha_unsuited(5)),
        ("Omaha low", batch_tables.omaha_low),
        ("flush", batch_tables.flush_best),
    ):
        start = time.perf_counter()
        build()
        builds.append(f"{name} {human(time.perf_counter() - start)}")

    timings = holdem(args.hands, args.repeat) + omaha_high(args.hands, args.repeat) + omaha_low(args.hands, args.repeat)
    timings += preflop_equity(args.repeat)
    versions = ", ".join(
        f"{name} {importlib.metadata.version(name)}" for name in ("numpy", "phevaluator", "eval7", "treys", "pokerkit")
    )
    print(f"Python {platform.python_version()}, {versions}; {platform.machine()}, best of {args.repeat} runs.")
    print("Every contestant's function is bound to a local name first: `phevaluator.evaluate_cards` looked up")
    print("through the package costs a lazy import each time, which would triple its time.")
    print(f"Table builds on first use (not timed below): {', '.join(builds)}.\n")
    print(table(timings))
    print()
    by_key = {(t.task, t.contestant): t for t in timings}
    for task, contestant, target in TARGETS:
        ours = next(t for t in timings if t.task == task)
        ratio = by_key[task, contestant].per_item / ours.per_item
        verdict = "met" if ratio >= target else "MISSED"
        who = ours.contestant.split(" `")[0]
        print(f"- {task}: {who} vs {contestant}: {ratio:,.1f}× (target ≥ {target:,}×) {verdict}")


if __name__ == "__main__":
    main()
