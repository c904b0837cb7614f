"""Benchmark: how long a computer player takes to decide, median, 95th percentile and worst, per variant and
table size, at the bots' default Monte Carlo precision.

Run: ``python tests/benchmarks/bench_bots.py [--hands 60] [--samples 1000]``. Prints a Markdown table. The UI
runs the bots off its own thread and shows a move within about a second, so the worst case must stay far
below that; the budget per decision is 50 ms. The first decision in a process also builds the evaluator's
lookup tables; that one-off cost is printed separately and left out of the table.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from dealerdesk.bots import DEFAULT_SAMPLES, STYLES, Bot, apply
from dealerdesk.rules.game import Variant
from dealerdesk.rules.table import Table

STYLE_CYCLE = list(STYLES.values())


def time_decisions(code: str, seats: int, hands: int, samples: int, seed: int) -> list[float]:
    """Milliseconds per decision over ``hands`` hands of a ``seats``-handed table of bots."""
    deck_rng, bot_rng = random.Random(seed), random.Random(seed + 1)
    table = Table(seat_count=seats, variant=code, small_blind=1, big_blind=2)
    bots = {}
    for seat in range(1, seats + 1):
        style = STYLE_CYCLE[(seat - 1) % len(STYLE_CYCLE)]
        table.sit(seat, f"{style.display_name} {seat}", 200)
        bots[seat] = Bot(style, samples=samples)
    times: list[float] = []
    for _ in range(hands):
        hand = table.start_hand(deck_rng)
        assert table.plan is not None
        order = table.plan.dealt_in
        while not hand.is_complete:
            actor = hand.actor
            assert actor is not None
            started = time.perf_counter()
            decision = bots[order[actor]].decide(hand, actor, bot_rng)
            times.append((time.perf_counter() - started) * 1000)
            apply(hand, decision, actor)
        table.end_hand()
        for seat, player in table.seats.items():
            if player.stack == 0:
                table.add_chips(seat, 200)
                table.sit_in(seat)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=60, help="hands per variant and table size")
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES, help="Monte Carlo deals per decision")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    cold = []
    for code in ("NT", "NO", "NO/8"):  # the first hand of each game builds its lookup tables
        started = time.perf_counter()
        time_decisions(code, 2, 1, args.samples, args.seed)
        cold.append(f"{code} {(time.perf_counter() - started) * 1000:.0f} ms")
    print(f"Bot decisions, {args.samples} deals each, {args.hands} hands per row, Python "
          f"{platform.python_version()} on {platform.machine()}.")
    print(f"First heads-up hand of each game in the process (lookup tables built then): {', '.join(cold)}.")
    print()
    print("| variant | players | decisions | median ms | 95th percentile ms | worst ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    every: list[float] = []
    for code in Variant.codes():
        for seats in (2, 6, 10):
            times = sorted(time_decisions(code, seats, args.hands, args.samples, args.seed))
            every.extend(times)
            p95 = times[int(0.95 * (len(times) - 1))]
            print(f"| {code} | {seats} | {len(times)} | {statistics.median(times):.1f} | {p95:.1f} | {times[-1]:.1f} |")
    every.sort()
    print(f"| all | | {len(every)} | {statistics.median(every):.1f} | {every[int(0.95 * (len(every) - 1))]:.1f} "
          f"| {every[-1]:.1f} |")


if __name__ == "__main__":
    main()
