"""Where a starting hand ranks among all starting hands: its preflop equity turned into a percentile.

Styles speak the way players do — "opens the top 15 % of hands from early position" — so a bot needs to know
what share of random starting hands have less equity than its own against the same number of opponents.
Equity alone does not say: against five opponents a Hold'em hand in the top 15 % has about 22 % equity and an
Omaha hand about 20 %, against one opponent 60 % and 57 %; the spread differs by game and by the number of
opponents.

:data:`~dealerdesk.bots.preflop_table.PREFLOP_QUANTILES` holds, for each game and 1..9 opponents, the
equity at every 2.5 % step of the distribution over random starting hands. Running this module regenerates
that file from a fixed seed (about forty seconds)::

    python -m dealerdesk.bots.calibration > dealerdesk/bots/preflop_table.py
"""

from __future__ import annotations

import bisect
import random

from dealerdesk.bots.preflop_table import PREFLOP_QUANTILES
from dealerdesk.bots.strength import estimate_equity
from dealerdesk.evaluation.games import Game

STEPS = 40
"""Quantiles per table row: every 2.5 % from 0 % to 100 %, so 41 values."""
MAX_OPPONENTS = 9
"""Up to ten players at a table."""
GAMES: tuple[Game, ...] = tuple(Game)


def preflop_percentile(game: Game, opponents: int, equity: float) -> float:
    """The share (0.0 … 1.0) of random starting hands with less preflop equity than ``equity`` against
    ``opponents`` random hands, interpolated between the stored quantiles."""
    row = PREFLOP_QUANTILES[game][min(max(opponents, 1), MAX_OPPONENTS) - 1]
    if equity <= row[0]:
        return 0.0
    if equity >= row[-1]:
        return 1.0
    upper = bisect.bisect_right(row, equity)
    low, high = row[upper - 1], row[upper]
    within = (equity - low) / (high - low) if high > low else 0.0
    return (upper - 1 + within) / STEPS


def measure_quantiles(
    game: Game, opponents: int, *, hands: int, samples: int, rng: random.Random
) -> tuple[float, ...]:
    """The equity quantiles (every 1/:data:`STEPS`) of ``hands`` random starting hands against ``opponents``
    random hands, each hand's equity estimated from ``samples`` deals."""
    values = []
    for _ in range(hands):
        hole = rng.sample(range(52), game.hole_card_count)
        values.append(estimate_equity(game, hole, (), opponents=opponents, rng=rng, samples=samples))
    values.sort()
    return tuple(values[round(step * (hands - 1) / STEPS)] for step in range(STEPS + 1))


def table_source(*, hands: int = 1200, samples: int = 800, seed: int = 2026) -> str:
    """The text of :mod:`dealerdesk.bots.preflop_table`, measured afresh from ``seed``."""
    rng = random.Random(seed)
    lines = [
        '"""Preflop equity quantiles by game and number of opponents (generated: see :mod:`.calibration`).',
        "",
        f"Row ``n - 1`` of each game holds the equity against ``n`` random hands at every {100 / STEPS}% step of",
        f"the distribution over random starting hands ({hands} hands, {samples} deals each, seed {seed}).",
        '"""',
        "",
        "PREFLOP_QUANTILES: dict[str, tuple[tuple[float, ...], ...]] = {",
    ]
    for game in GAMES:
        lines.append(f'    "{game}": (')
        for opponents in range(1, MAX_OPPONENTS + 1):
            row = measure_quantiles(game, opponents, hands=hands, samples=samples, rng=rng)
            lines.append("        (")
            for start in range(0, len(row), 10):
                lines.append("            " + " ".join(f"{value:.4f}," for value in row[start : start + 10]))
            lines.append("        ),")
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(table_source(), end="")
