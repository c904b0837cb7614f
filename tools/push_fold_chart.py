"""Work out the short-stack push-or-fold chart of no-limit Hold'em and write ``dealerdesk/bots/push_fold_chart.py``.

    python3 -m tools.push_fold_chart > dealerdesk/bots/push_fold_chart.py      # about two minutes

The model, simple and stated:

1. **All-in equity of every kind against every kind** (169 × 169, :mod:`dealerdesk.bots.starting_hands`): a
   Monte Carlo run of ``--deals`` boards per pair of kinds, each pair's suits drawn at random among the holdings
   that do not share a card; the number of such holdings per pair (card removal) weights every average below.
2. **A push-or-fold game per number of players behind the pusher** (1 = the small blind against the big blind,
   heads-up or folded round; 2 = the button; up to 9): blinds of 0.5 and 1, no ante, every stack ``S`` big
   blinds. The pusher moves in or folds; each player behind in turn calls or folds; once one calls, the rest fold
   (over-calls are rare and ignored), and the hands are run out.
3. **An equilibrium by fictitious play**: each side's best reply to the other's average strategy, averaged over
   ``--rounds`` rounds, at every stack from 1 to 20 big blinds in half steps.

The chart keeps, per kind, the deepest stack at which the kind is pushed (per number of players behind) and called
(per caller: the big blind, the small blind, or a player without a blind, who is the first to answer with most
players still behind). It is not a solver's output — antes, over-calls and exact card removal between three hands
are left out — but it is within a few per cent of the published Nash charts for heads-up play (the small blind
pushes about 58 % of hands at 10 big blinds, the big blind calls about 35 %).
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np
from numpy.typing import NDArray

from dealerdesk.bots.starting_hands import ALL_HOLDINGS, COMBO_COUNT, HOLDING_KIND, KINDS, kind_name
from dealerdesk.evaluation import rank_holdem_batch

STACKS = tuple(step / 2 for step in range(2, 41))
"""Stacks worked out, in big blinds: 1 to 20 in half steps."""
MAX_BEHIND = 9
"""Up to ten players at a table: at most nine behind the first to act."""
SMALL_BLIND, BIG_BLIND = 0.5, 1.0


def kind_holdings() -> tuple[NDArray[np.intp], NDArray[np.intp]]:
    """Each kind's holdings as rows of :data:`ALL_HOLDINGS` (padded to 12 columns) and how many it has."""
    table = np.zeros((KINDS, 12), dtype=np.intp)
    for kind in range(KINDS):
        rows = np.flatnonzero(kind == HOLDING_KIND)
        table[kind, : len(rows)] = rows
    return table, COMBO_COUNT.astype(np.intp)


def compatible_counts() -> NDArray[np.float64]:
    """How many pairs of holdings of kinds ``i`` and ``j`` share no card: the weight of the pair of kinds."""
    masks = np.zeros(len(ALL_HOLDINGS), dtype=np.uint64)
    for column in range(2):
        masks |= np.left_shift(np.uint64(1), ALL_HOLDINGS[:, column].astype(np.uint64))
    counts = np.zeros((KINDS, KINDS))
    for row, mask in enumerate(masks):
        apart = (masks & mask) == 0
        np.add.at(counts[HOLDING_KIND[row]], HOLDING_KIND[apart], 1.0)
    return counts


def equity_matrix(deals: int, rng: np.random.Generator, chunk_pairs: int = 120) -> NDArray[np.float64]:
    """``E[i, j]``: the all-in share of the pot of kind ``i`` against kind ``j`` (ties split), from ``deals``
    random boards per pair (``E[j, i] = 1 - E[i, j]``)."""
    holdings, counts = kind_holdings()
    pairs = np.array([(i, j) for i in range(KINDS) for j in range(i, KINDS)], dtype=np.intp)
    matrix = np.zeros((KINDS, KINDS))
    for start in range(0, len(pairs), chunk_pairs):
        block = pairs[start : start + chunk_pairs]
        first = np.repeat(block[:, 0], deals)
        second = np.repeat(block[:, 1], deals)
        rows = len(first)
        pick_a = holdings[first, (rng.random(rows) * counts[first]).astype(np.intp)]
        pick_b = holdings[second, (rng.random(rows) * counts[second]).astype(np.intp)]
        hole_a, hole_b = ALL_HOLDINGS[pick_a], ALL_HOLDINGS[pick_b]
        # Holdings that share a card are drawn again from the second kind until they do not.
        for _ in range(60):
            clash = (hole_a[:, :, None] == hole_b[:, None, :]).any(axis=(1, 2))
            if not clash.any():
                break
            redraw = np.flatnonzero(clash)
            again = (rng.random(len(redraw)) * counts[second[redraw]]).astype(np.intp)
            pick_b[redraw] = holdings[second[redraw], again]
            hole_b = ALL_HOLDINGS[pick_b]
        keys = rng.random((rows, 52), dtype=np.float32)
        np.put_along_axis(keys, hole_a.astype(np.intp), 2.0, axis=1)
        np.put_along_axis(keys, hole_b.astype(np.intp), 2.0, axis=1)
        board = np.argpartition(keys, 5, axis=1)[:, :5].astype(np.uint8)
        rank_a = rank_holdem_batch(np.concatenate([hole_a, board], axis=1), check=False)
        rank_b = rank_holdem_batch(np.concatenate([hole_b, board], axis=1), check=False)
        share = np.where(rank_a < rank_b, 1.0, np.where(rank_a == rank_b, 0.5, 0.0))
        means = share.reshape(len(block), deals).mean(axis=1)
        matrix[block[:, 0], block[:, 1]] = means
        matrix[block[:, 1], block[:, 0]] = 1.0 - means
        if start // chunk_pairs % 20 == 0:
            print(f"  equities: {start}/{len(pairs)} pairs", file=sys.stderr)
    return matrix


def solve(
    equity: NDArray[np.float64], weight: NDArray[np.float64], behind: int, stack: float, rounds: int
) -> tuple[NDArray[np.float64], list[NDArray[np.float64]]]:
    """The push strategy (share of each kind pushed) and each caller's call strategy (first to answer first)
    with ``behind`` players after the pusher, all with ``stack`` big blinds, by fictitious play."""
    pusher_in = SMALL_BLIND if behind == 1 else 0.0
    invested = [0.0] * max(0, behind - 2) + ([SMALL_BLIND] if behind >= 2 else []) + [BIG_BLIND]
    push = np.ones(KINDS)
    calls = [np.full(KINDS, 0.3) for _ in invested]
    for count in range(1, rounds + 1):
        # The pusher's best reply: fold (lose what it posted) or push against each caller in turn.
        folds_so_far = np.ones(KINDS)
        value = np.zeros(KINDS)
        for call, posted in zip(calls, invested, strict=True):
            called = weight @ call / weight.sum(axis=1)
            won = (weight * equity) @ call / np.maximum(weight @ call, 1e-12)
            pot = 2 * stack + (SMALL_BLIND + BIG_BLIND - pusher_in - posted)
            value += folds_so_far * called * (won * pot - stack)
            folds_so_far = folds_so_far * (1 - called)
        value += folds_so_far * (SMALL_BLIND + BIG_BLIND - pusher_in)
        best_push = (value > -pusher_in).astype(float)
        # Each caller's best reply to the pushes: call (the share of the pot its equity wins) or fold.
        best_calls = []
        for posted in invested:
            faced = weight.T @ push
            won = (weight.T * equity) @ push / np.maximum(faced, 1e-12)
            pot = 2 * stack + (SMALL_BLIND + BIG_BLIND - pusher_in - posted)
            best_calls.append((won * pot - stack > -posted).astype(float))
        push += (best_push - push) / (count + 1)
        calls = [call + (best - call) / (count + 1) for call, best in zip(calls, best_calls, strict=True)]
    return push, calls


def chart(equity: NDArray[np.float64], weight: NDArray[np.float64], rounds: int) -> dict[str, list[list[int]]]:
    """Per kind, the deepest stack (in half big blinds) it is pushed at, per number of players behind; and the
    deepest it is called at, per caller kind and number of players behind the pusher."""
    push_rows = [[0] * KINDS for _ in range(MAX_BEHIND)]
    call_rows: dict[str, list[list[int]]] = {
        name: [[0] * KINDS for _ in range(MAX_BEHIND)] for name in ("big_blind", "small_blind", "other")
    }
    for behind in range(1, MAX_BEHIND + 1):
        for stack in STACKS:
            push, calls = solve(equity, weight, behind, stack, rounds)
            half_steps = round(2 * stack)
            for kind in np.flatnonzero(push >= 0.5):
                push_rows[behind - 1][kind] = half_steps
            callers = {"big_blind": calls[-1]}
            if behind >= 2:
                callers["small_blind"] = calls[-2]
            if behind >= 3:
                callers["other"] = calls[0]
            for name, call in callers.items():
                for kind in np.flatnonzero(call >= 0.5):
                    call_rows[name][behind - 1][kind] = half_steps
        print(f"  chart: {behind}/{MAX_BEHIND} behind", file=sys.stderr)
    return {"push": push_rows, **call_rows}


def rows_source(name: str, doc: str, rows: list[list[int]]) -> list[str]:
    """A tuple of rows of 169 small numbers, 26 to a line."""
    lines = [f"{name}: tuple[tuple[int, ...], ...] = ("]
    for row in rows:
        lines.append("    (")
        for start in range(0, KINDS, 26):
            lines.append("        " + " ".join(f"{value}," for value in row[start : start + 26]))
        lines.append("    ),")
    lines += [")", f'"""{doc}"""', ""]
    return lines


def module_source(deals: int, rounds: int, seed: int) -> str:
    """The text of ``dealerdesk/bots/push_fold_chart.py``."""
    rng = np.random.default_rng(seed)
    started = time.perf_counter()
    equity = equity_matrix(deals, rng)
    weight = compatible_counts()
    heads_up = (weight * equity).sum(axis=1) / weight.sum(axis=1)
    found = chart(equity, weight, rounds)
    print(f"  {time.perf_counter() - started:.0f} s", file=sys.stderr)
    lines = [
        '"""The push-or-fold chart of no-limit Hold\'em and each starting-hand kind\'s all-in equity (generated by',
        f"``python3 -m tools.push_fold_chart``: {deals} boards per pair of kinds, {rounds} rounds of fictitious",
        f"play, seed {seed}; the model is told there).",
        "",
        "Rows are indexed by players behind the pusher minus one; each row has one number per kind (the index of",
        ":mod:`.starting_hands`): the deepest stack, in half big blinds, at which the kind is pushed or called",
        '(0: never, 40: at 20 big blinds and below)."""',
        "",
        "HEADS_UP_EQUITY: tuple[float, ...] = (",
    ]
    for start in range(0, KINDS, 13):
        lines.append("    " + " ".join(f"{value:.4f}," for value in heads_up[start : start + 13]))
    lines += [")", '"""Each kind\'s all-in share of the pot against one random holding."""', ""]
    lines += rows_source("PUSH", "The pusher's chart, by players behind it.", found["push"])
    lines += rows_source("CALL_BIG_BLIND", "The big blind facing a push, by players behind the pusher.",
                         found["big_blind"])
    lines += rows_source("CALL_SMALL_BLIND", "The small blind facing a push, by players behind the pusher.",
                         found["small_blind"])
    lines += rows_source("CALL_OTHER", "A player without a blind facing a push, by players behind the pusher.",
                         found["other"])
    return "\n".join(lines).rstrip() + "\n"


def main() -> None:
    """Print the module (progress goes to standard error)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000, help="boards per pair of kinds (default 1000)")
    parser.add_argument("--rounds", type=int, default=300, help="rounds of fictitious play (default 300)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    print(module_source(args.deals, args.rounds, args.seed), end="")
    print(f"(kinds: {kind_name(0)} … {kind_name(KINDS - 1)})", file=sys.stderr)


if __name__ == "__main__":
    main()
