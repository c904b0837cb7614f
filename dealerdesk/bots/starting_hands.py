"""The 169 kinds of Hold'em starting hand ("AKs", "T9o", "77") and the 1,326 two-card holdings they group.

Players think in these 169 kinds, and the push-or-fold chart (:mod:`.push_fold`) and the opponents' ranges
(:mod:`.ranges`) are kept per kind: suits only matter as "same suit or not" before the flop. A kind's index is
``13 * first + second`` on the 13 × 13 grid players draw: a pair where the ranks are equal, suited where the first
rank is the higher, offsuit where it is the lower (ranks 0..12 = 2..A, as card ids have them).

>>> from dealerdesk.evaluation import parse_cards
>>> [kind_name(kind_of(*parse_cards(text))) for text in ("AsKs", "Kd7c", "5h5d")]
['AKs', 'K7o', '55']
>>> int(COMBO_COUNT[kind_of(*parse_cards("AsKs"))]), int(COMBO_COUNT[kind_of(*parse_cards("Kd7c"))])
(4, 12)
"""

from __future__ import annotations

import itertools

import numpy as np
from numpy.typing import NDArray

KINDS = 169
"""Starting-hand kinds in Hold'em: 13 pairs, 78 suited and 78 offsuit."""
RANK_LETTERS = "23456789TJQKA"


def kind_of(first: int, second: int) -> int:
    """The kind of the holding of two card ids."""
    high, low = max(first >> 2, second >> 2), min(first >> 2, second >> 2)
    if high == low or (first & 3) == (second & 3):
        return 13 * high + low
    return 13 * low + high


def kinds_of(holdings: NDArray[np.uint8]) -> NDArray[np.intp]:
    """The kind of each row of a ``(holdings, 2)`` array of card ids."""
    ranks = holdings.astype(np.intp) >> 2
    high, low = ranks.max(axis=1), ranks.min(axis=1)
    suited = (holdings[:, 0] & 3) == (holdings[:, 1] & 3)
    kinds: NDArray[np.intp] = np.where(suited | (high == low), 13 * high + low, 13 * low + high)
    return kinds


def kind_name(kind: int) -> str:
    """``"AKs"``, ``"T9o"``, ``"77"``."""
    first, second = divmod(kind, 13)
    if first == second:
        return RANK_LETTERS[first] * 2
    if first > second:
        return RANK_LETTERS[first] + RANK_LETTERS[second] + "s"
    return RANK_LETTERS[second] + RANK_LETTERS[first] + "o"


ALL_HOLDINGS: NDArray[np.uint8] = np.array(list(itertools.combinations(range(52), 2)), dtype=np.uint8)
"""Every two-card holding, 1,326 rows, lower card id first."""
HOLDING_KIND: NDArray[np.intp] = kinds_of(ALL_HOLDINGS)
"""The kind of each row of :data:`ALL_HOLDINGS`."""
COMBO_COUNT: NDArray[np.int64] = np.bincount(HOLDING_KIND, minlength=KINDS)
"""Holdings per kind: 6 for a pair, 4 suited, 12 offsuit."""
