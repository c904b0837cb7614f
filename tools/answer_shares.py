"""How often each answer pattern comes up: no question kind may be answerable by always giving the same shape of
answer ("none", "all face up" …).

    python3 -m tools.answer_shares                      # 100 per kind × difficulty: the instructor's guide's table
    python3 -m tools.answer_shares --count 30 --detail  # every pattern's share, not only the most common
    python3 -m tools.answer_shares --kind min-raise --difficulty 3 --detail

Questions are dealt as ``dealerdesk drill`` deals them (:func:`dealerdesk.trainer.generator.generate`), one
seeded generator per kind and difficulty, and each answer is sorted into its pattern (each kind's
:attr:`~dealerdesk.trainer.kinds.base.QuestionKind.patterns`). The table gives, per kind and difficulty, the share of
the most common pattern and its name; the exit status is 1 if any share is above ``--limit`` (default 35 %).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence

from dealerdesk.trainer.catalogue import pattern_of
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind

LIMIT = 0.35
"""The most any one answer pattern may take of a kind at one difficulty ("about a third")."""


def pattern_counts(kind: Kind, difficulty: int, count: int, seed: int = 0) -> Counter[str]:
    """How many of ``count`` questions of ``kind`` at ``difficulty`` (dealt from ``seed``) have each pattern."""
    rng = random.Random(f"{seed}-{kind}-{difficulty}")
    counts: Counter[str] = Counter()
    for number in range(count):
        question = generate(Request(kind, difficulty), rng, key=f"shares:{seed}:{kind}:{difficulty}:{number}")
        counts[pattern_of(kind, question)] += 1
    return counts


def top_share(counts: Counter[str]) -> tuple[str, float]:
    """The most common pattern and its share."""
    pattern, number = counts.most_common(1)[0]
    return pattern, number / sum(counts.values())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=100, help="questions per kind and difficulty (default 100)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kind", action="append", choices=[str(k) for k in Kind], help="only this kind (repeatable)")
    parser.add_argument("--difficulty", type=int, action="append", choices=DIFFICULTIES,
                        help="only this difficulty (repeatable)")
    parser.add_argument("--detail", action="store_true", help="every pattern's share, not only the most common")
    parser.add_argument("--limit", type=float, default=LIMIT, help="the highest share allowed (default 0.35)")
    args = parser.parse_args(argv)
    kinds = [Kind(k) for k in args.kind] if args.kind else list(Kind)
    difficulties = sorted(args.difficulty) if args.difficulty else list(DIFFICULTIES)
    started = time.perf_counter()
    table: dict[tuple[Kind, int], Counter[str]] = {}
    for kind in kinds:
        for difficulty in difficulties:
            table[kind, difficulty] = pattern_counts(kind, difficulty, args.count, args.seed)
    over = []
    print(f"The most common answer pattern's share, {args.count} questions per kind and difficulty "
          f"(seed {args.seed}):")
    print()
    print("| kind | " + " | ".join(f"difficulty {d}" for d in difficulties) + " |")
    print("| --- |" + " --- |" * len(difficulties))
    for kind in kinds:
        cells = []
        for difficulty in difficulties:
            pattern, share = top_share(table[kind, difficulty])
            cells.append(f"{share * 100:.0f} % {pattern}")
            if share > args.limit:
                over.append(f"{kind} at difficulty {difficulty}: {share * 100:.0f} % {pattern}")
        print(f"| {kind} | " + " | ".join(cells) + " |")
    if args.detail:
        for (kind, difficulty), counts in table.items():
            total = sum(counts.values())
            shares = ", ".join(f"{pattern} {number / total * 100:.0f} %" for pattern, number in counts.most_common())
            print(f"\n{kind}, difficulty {difficulty}: {shares}")
    print(f"\n({time.perf_counter() - started:.1f} s)", file=sys.stderr)
    for line in over:
        print(f"above {args.limit * 100:.0f} %: {line}", file=sys.stderr)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
