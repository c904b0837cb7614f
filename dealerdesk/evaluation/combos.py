"""Every k-card combination of n things as one NumPy array, in lexicographic order.

The batch tables (every rank multiset), exact equity (every remaining board) and the seven-card census test
all need "all combinations" as an array rather than as a Python iterator: building a 1.7-million-row array
this way takes milliseconds, where ``numpy.array(list(itertools.combinations(...)))`` takes a second.

>>> combinations_array(4, 2).tolist()
[[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
>>> multisets_array(3, 2).tolist()  # with repetition: stars and bars
[[0, 0], [0, 1], [0, 2], [1, 1], [1, 2], [2, 2]]
"""

from __future__ import annotations

from math import comb

import numpy as np
from numpy.typing import NDArray


def combinations_array(n: int, k: int) -> NDArray[np.uint8]:
    """All ``k``-element subsets of ``range(n)`` (n ≤ 256), one ascending row each, rows in lexicographic
    order: row ``i`` is the ``i``-th tuple ``itertools.combinations(range(n), k)`` would give.

    Built a column at a time from the right. The subsets of size ``s`` that start with ``i`` are ``i``
    followed by a subset of size ``s - 1`` of ``i + 1 .. n - 1``; in lexicographic order those are exactly
    the *last* ``C(n - 1 - i, s - 1)`` rows of the size ``s - 1`` array, so each size is a concatenation of
    slices of the previous one.
    """
    if not 0 <= n <= 256 or k < 0:
        raise ValueError(f"combinations_array needs 0 <= n <= 256 and k >= 0, got n={n}, k={k}")
    if k == 0:
        return np.zeros((1, 0), dtype=np.uint8)
    if k > n:
        return np.zeros((0, k), dtype=np.uint8)
    previous = np.arange(n, dtype=np.uint8).reshape(n, 1)
    for size in range(2, k + 1):
        parts = []
        for first in range(n - size + 1):
            tail = previous[len(previous) - comb(n - 1 - first, size - 1) :]
            part = np.empty((len(tail), size), dtype=np.uint8)
            part[:, 0] = first
            part[:, 1:] = tail
            parts.append(part)
        previous = np.concatenate(parts)
    return previous


def multisets_array(n: int, k: int) -> NDArray[np.uint8]:
    """All ``k``-element multisets of ``range(n)``, one non-decreasing row each, in lexicographic order.

    Stars and bars: subtracting ``0, 1, …, k - 1`` from the columns of the ``k``-subsets of
    ``range(n + k - 1)`` gives each multiset exactly once.
    """
    if k == 0:
        return np.zeros((1, 0), dtype=np.uint8)
    subsets = combinations_array(n + k - 1, k)
    return (subsets - np.arange(k, dtype=np.uint8)).astype(np.uint8)
