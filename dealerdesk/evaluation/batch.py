"""The NumPy batch path: rank whole arrays of hands at once, with exactly the scalar path's answers.

Each function takes card ids (``0..51``, the same ids as everywhere else) as a 2-D integer array, one hand
per row, and returns one ``int16`` per hand on the scale of its scalar twin: :func:`rank_holdem_batch` ↔
:func:`~.high.rank_holdem`, :func:`rank_omaha_high_batch` ↔ :func:`~.high.rank_omaha_high`,
:func:`rank_omaha_low_batch` ↔ :func:`~.low.rank_omaha_low` (with :data:`~.tables.NO_LOW` for no low).

How the lookups work is told in :mod:`.batch_tables`; the tables are built the first time each function
runs. Hands are ranked a chunk of :data:`CHUNK` rows at a time, so the intermediate arrays stay in the
processor's cache whatever the batch size.

Input is checked by default (shape, ids in range, no card twice in a row), with errors that name the first
bad row; ``check=False`` skips the duplicate search for callers that deal the cards themselves.

>>> import numpy as np
>>> from dealerdesk.evaluation.cards import parse_cards
>>> rank_holdem_batch(np.array([parse_cards("AsKsQsJsTs2c3d"), parse_cards("7h7d7s2c2d9h3c")])).tolist()
[1, 262]
>>> hole, board = [parse_cards("AhAs2h5s")], [parse_cards("Kh3h4h2cTd")]
>>> rank_omaha_high_batch(hole, board).tolist(), rank_omaha_low_batch(hole, board).tolist()
([486], [1])
"""

from __future__ import annotations

from itertools import combinations

import numpy as np
from numpy.typing import ArrayLike, NDArray

from dealerdesk.evaluation import batch_tables as bt
from dealerdesk.evaluation import kernels
from dealerdesk.evaluation.cards import CardError, format_card
from dealerdesk.evaluation.checks import HandSizeError

CHUNK = 1 << 15
"""Hands ranked per step: large enough to make per-step overhead negligible, small enough to stay in cache."""


def _card_array(cards: ArrayLike, what: str, sizes: range) -> NDArray[np.uint8]:
    """``cards`` as a ``uint8`` array of shape ``(hands, size)`` with ``size in sizes`` and ids 0..51."""
    array = np.asarray(cards)
    if array.ndim != 2 or array.shape[1] not in sizes:
        want = f"{sizes.start}" if len(sizes) == 1 else f"{sizes.start} to {sizes.stop - 1}"
        raise HandSizeError(f"{what} must be an array of shape (hands, {want}), got shape {array.shape}")
    if array.size == 0:
        return np.zeros(array.shape, dtype=np.uint8)
    if array.dtype.kind not in "iu":
        raise CardError(f"{what} must hold integer card ids 0..51, got {array.dtype} values")
    if array.dtype != np.uint8 or int(array.max()) > 51:
        out_of_range = (array < 0) | (array > 51)
        if out_of_range.any():
            row, column = np.argwhere(out_of_range)[0]
            raise CardError(f"{what}, hand {row}: {int(array[row, column])} is not a card id (0..51)")
        array = array.astype(np.uint8)
    return array


def _check_distinct(rows: NDArray[np.uint8], offset: int, what: str) -> None:
    """Raise :class:`CardError` naming the first hand (a ``(cards, hands)`` chunk) that repeats a card."""
    repeated = np.zeros(rows.shape[1], dtype=bool)
    for first, second in combinations(range(rows.shape[0]), 2):
        repeated |= rows[first] == rows[second]
    if repeated.any():
        hand = int(np.argmax(repeated))
        cards = rows[:, hand].tolist()
        twice = next(card for card in cards if cards.count(card) > 1)
        raise CardError(f"{what}, hand {offset + hand}: {format_card(twice)} appears twice")


def _columns(array: NDArray[np.uint8], start: int) -> NDArray[np.uint8]:
    """One chunk of hands, transposed to ``(cards, hands)`` and contiguous."""
    return np.ascontiguousarray(array[start : start + CHUNK].T)


def rank_holdem_batch(cards: ArrayLike, *, check: bool = True) -> NDArray[np.int16]:
    """Class numbers (1 best … 7462) of Hold'em hands: ``cards`` has one row of 5, 6 or 7 card ids per hand
    (any mix of hole and board cards); the answer for each row is :func:`~.high.rank_holdem` of it."""
    array = _card_array(cards, "cards", range(5, 8))
    size = array.shape[1]
    packed = bt.packed_values(size)
    result = np.empty(len(array), dtype=np.int16)
    for start in range(0, len(array), CHUNK):
        columns = _columns(array, start)
        if check:
            _check_distinct(columns, start, "cards")

        def suited_bits(hands: NDArray[np.intp], columns: NDArray[np.uint8] = columns) -> NDArray[np.int64]:
            return kernels.column_sum(bt.SUITED_RANK_BIT, columns[:, hands])

        total = kernels.column_sum(packed, columns)
        result[start : start + columns.shape[1]] = kernels.holdem_from_total(total, size, suited_bits)
    return result


def _omaha_arrays(hole: ArrayLike, board: ArrayLike) -> tuple[NDArray[np.uint8], NDArray[np.uint8]]:
    """The hole ``(hands, 4)`` and board ``(hands, 3..5)`` arrays, checked to have the same number of rows."""
    holes = _card_array(hole, "hole", range(4, 5))
    boards = _card_array(board, "board", range(3, 6))
    if len(holes) != len(boards):
        raise HandSizeError(f"hole has {len(holes)} hands but board has {len(boards)}: one board per hand")
    return holes, boards


def rank_omaha_high_batch(hole: ArrayLike, board: ArrayLike, *, check: bool = True) -> NDArray[np.int16]:
    """Class numbers of Omaha high hands: ``hole`` has 4 card ids per hand, ``board`` the 3 to 5 board cards
    of the same hand (row ``i`` of each belong together); the answer is :func:`~.high.rank_omaha_high`."""
    holes, boards = _omaha_arrays(hole, board)
    board_size = boards.shape[1]
    table = bt.omaha_unsuited(board_size)
    packed = bt.packed_values(board_size)
    result = np.empty(len(holes), dtype=np.int16)
    for start in range(0, len(holes), CHUNK):
        hole_columns, board_columns = _columns(holes, start), _columns(boards, start)
        if check:
            _check_distinct(np.concatenate([hole_columns, board_columns]), start, "hole and board")
        board_total = kernels.column_sum(packed, board_columns)
        column = table.column_of_key.take(board_total & bt.RANK_KEY_MASK)
        ranks = kernels.omaha_high_unsuited(hole_columns, column, table)

        def hole_suited(hands: NDArray[np.intp], columns: NDArray[np.uint8] = hole_columns) -> NDArray[np.int64]:
            return kernels.column_sum(bt.SUITED_RANK_BIT, columns[:, hands])

        def board_suited(hands: NDArray[np.intp], columns: NDArray[np.uint8] = board_columns) -> NDArray[np.int64]:
            return kernels.column_sum(bt.SUITED_RANK_BIT, columns[:, hands])

        hole_counters = kernels.column_sum(bt.SUIT_COUNTER, hole_columns)
        kernels.omaha_high_flushes(ranks, hole_counters, board_total, hole_suited, board_suited)
        result[start : start + len(ranks)] = ranks
    return result


def rank_omaha_low_batch(hole: ArrayLike, board: ArrayLike, *, check: bool = True) -> NDArray[np.int16]:
    """8-or-better low values (1 best … 56, or :data:`~.tables.NO_LOW`) of Omaha hands, shaped as for
    :func:`rank_omaha_high_batch`; the answer is :func:`~.low.rank_omaha_low`."""
    holes, boards = _omaha_arrays(hole, board)
    table = bt.omaha_low()
    result = np.empty(len(holes), dtype=np.int16)
    for start in range(0, len(holes), CHUNK):
        hole_columns, board_columns = _columns(holes, start), _columns(boards, start)
        if check:
            _check_distinct(np.concatenate([hole_columns, board_columns]), start, "hole and board")
        key = kernels.column_or(bt.LOW_BIT, hole_columns) << 8 | kernels.column_or(bt.LOW_BIT, board_columns)
        result[start : start + hole_columns.shape[1]] = table.take(key)
    return result
