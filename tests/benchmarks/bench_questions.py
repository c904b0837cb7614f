"""Benchmark: how long the trainer takes to deal a question, median and worst of 1,000 per kind.

Run: ``python tests/benchmarks/bench_questions.py [--count 1000] [--kind K …]``. Prints a Markdown table
(docs/performance.md keeps the latest). The UI asks for the next question while the trainee reads the feedback, so
the worst case is what matters: it must stay far below the time a person takes to read.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=1000, help="questions per kind (spread over the difficulties)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--kind", action="append", choices=[str(k) for k in Kind], metavar="K",
                        help="only this kind (repeatable; default: every kind)")
    args = parser.parse_args()
    kinds = [Kind(k) for k in args.kind] if args.kind else list(Kind)
    rng = random.Random(args.seed)
    print(f"Question generation, {args.count} per kind, Python {platform.python_version()} on {platform.machine()}")
    print()
    print("| kind | median ms | 95th percentile ms | worst ms |")
    print("| --- | ---: | ---: | ---: |")
    for kind in kinds:
        times = []
        for number in range(args.count):
            request = Request(kind, DIFFICULTIES[number % len(DIFFICULTIES)])
            started = time.perf_counter()
            generate(request, rng)
            times.append((time.perf_counter() - started) * 1000)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"| {kind} | {statistics.median(times):.1f} | {p95:.1f} | {times[-1]:.1f} |")


if __name__ == "__main__":
    main()
