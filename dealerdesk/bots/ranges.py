"""Opponents' ranges: every holding an opponent could have, weighted by how likely their line is with it.

A raise from under the gun, a check on the flop, a call of a big river bet: each move is likelier with some
holdings than with others. A bot weighs each holding it cannot rule out by the chance that a regular player
would have made each of the opponent's moves with it (:func:`move_likelihood`), street by street, and plays
against that weighted range instead of against random cards (:mod:`.strength`).

How strong a holding is, at each moment of the hand, is its *percentile* among all holdings the bot cannot rule
out: before the flop by its starting-hand kind's all-in equity (Hold'em) or a player's rule of thumb (Omaha:
pairs, suits, connected and high cards, low cards in hi/lo); after it by its made hand on the board then, lifted
to what a draw is worth (a flush draw on the flop plays like a good made hand). A move's likelihood is a smooth
step in that percentile — a bet is likely from the top of the range, a call from the middle, a check mostly
from the bottom — with a floor for the bluffs and slow plays people make.

Everything is computed for the whole pool at once with NumPy: 1,326 holdings in Hold'em, a random sample of
:data:`OMAHA_POOL` in Omaha.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from dealerdesk.bots.line import Move
from dealerdesk.bots.push_fold_chart import CALL_BIG_BLIND, CALL_OTHER, HEADS_UP_EQUITY, PUSH
from dealerdesk.bots.starting_hands import ALL_HOLDINGS, COMBO_COUNT, kinds_of
from dealerdesk.evaluation import NO_LOW, rank_holdem_batch, rank_omaha_high_batch, rank_omaha_low_batch
from dealerdesk.evaluation.games import Game

Floats = NDArray[np.float64]

OMAHA_POOL = 1000
"""Four-card holdings sampled to stand for an Omaha opponent's range (270,725 are possible): enough to weigh a
line by, few enough to keep a decision within a few milliseconds."""
PUSH_DEPTH = 15.0
"""Big blinds at or below which an all-in before the flop is read as a push from a push-or-fold chart."""
WORST_STRAIGHT_OR_BETTER = 1609
"""The class number of the lowest straight (the five-high): every class up to it is a straight or better."""
WORST_FLUSH_OR_BETTER = 1599
"""The class number of the lowest flush."""


def _sigmoid(values: Floats) -> Floats:
    result: Floats = 1.0 / (1.0 + np.exp(-np.clip(values, -40, 40)))
    return result


def step(strength: Floats, threshold: float, width: float) -> Floats:
    """A smooth step from 0 (well below ``threshold``) to 1 (well above), ``width`` wide."""
    return _sigmoid((strength - threshold) / width)


def percentile(ranks: NDArray[np.integer] | Floats, *, lower_is_better: bool = True) -> Floats:
    """Each value's percentile among all of them (0 = the worst, 1 = the best; ties share the middle)."""
    values = np.asarray(ranks, dtype=np.float64)
    if not lower_is_better:
        values = -values
    ordered = np.sort(values)
    better = np.searchsorted(ordered, values, side="left")
    not_worse = np.searchsorted(ordered, values, side="right")
    result: Floats = (len(values) - not_worse + 0.5 * (not_worse - better)) / max(1, len(values))
    return result


def _kind_percentiles() -> Floats:
    """Each Hold'em kind's percentile among the 1,326 holdings, by its all-in equity against a random hand."""
    equity = np.asarray(HEADS_UP_EQUITY)
    order = np.argsort(equity)
    below = np.zeros(len(equity))
    running = 0.0
    for kind in order:
        below[kind] = running + COMBO_COUNT[kind] / 2
        running += COMBO_COUNT[kind]
    result: Floats = below / running
    return result


KIND_PERCENTILE = _kind_percentiles()
"""Each Hold'em starting-hand kind's percentile (AA about 0.998, 72o about 0.02)."""


def _straight_masks() -> NDArray[np.bool_]:
    """For every 14-bit rank mask (bit 0 the ace as a one, bits 1..13 the deuce to the ace): five in a row."""
    masks = np.arange(1 << 14)
    made = np.zeros(1 << 14, dtype=bool)
    for start in range(10):
        window = 0b11111 << start
        made |= (masks & window) == window
    return made


_STRAIGHT = _straight_masks()


def _rank_bits(cards: NDArray[np.uint8]) -> NDArray[np.int64]:
    """The 14-bit rank mask of each row of cards (the ace sets both its own bit and the one below the deuce)."""
    ranks = cards.astype(np.int64) >> 2
    bits = np.left_shift(1, ranks + 1) | np.where(ranks == 12, 1, 0)
    result: NDArray[np.int64] = bits[:, 0].copy()
    for column in range(1, bits.shape[1]):  # a few columns: cheaper than a reduce
        result |= bits[:, column]
    return result


_CARD_BITS = np.array([(1 << (rank + 1)) | (1 if rank == 12 else 0) for rank in range(13)], dtype=np.int64)
"""The rank mask one more card of each rank adds."""


def _straight_outs(bits: NDArray[np.int64], board_bits: int) -> NDArray[np.int64]:
    """How many ranks would give a row a straight it does not have, that the board with that card lacks."""
    useful = ~_STRAIGHT[board_bits | _CARD_BITS]  # a rank that makes the board a straight by itself is no out
    made = _STRAIGHT[bits[:, None] | _CARD_BITS[None, :]] & useful[None, :] & ~_STRAIGHT[bits][:, None]
    outs: NDArray[np.int64] = made.sum(axis=1)
    return outs


def _suit_counts(cards: NDArray[np.uint8]) -> NDArray[np.int64]:
    """Cards of each suit per row: shape ``(rows, 4)``."""
    suits = cards & 3
    counts: NDArray[np.int64] = (suits[:, :, None] == np.arange(4, dtype=np.uint8)).sum(axis=1)
    return counts


DRAW_VALUE = {1: (0.68, 0.6, 0.42, 0.8), 2: (0.58, 0.52, 0.36, 0.7)}
"""Flop and turn: what a flush draw, an open-ended straight draw, a gutshot and a flush draw with a straight draw
are worth, as a made hand's percentile (they bet and call as such a hand would)."""


def _draw_strength(flush_draw: NDArray[np.bool_], outs: NDArray[np.int64], street: int) -> Floats:
    if street not in DRAW_VALUE:
        return np.zeros(len(outs))
    flush, open_ended, gutshot, both = DRAW_VALUE[street]
    value = np.where(outs >= 2, open_ended, np.where(outs == 1, gutshot, 0.0))
    value = np.where(flush_draw, np.where(outs >= 1, both, flush), value)
    result: Floats = value.astype(np.float64)
    return result


@dataclass(frozen=True)
class Strength:
    """How strong each holding of a pool is at one moment of the hand."""

    made: Floats
    """Percentile of the made hand (before the flop: of the starting hand)."""
    playing: Floats
    """Percentile it plays like: the made hand, or more for a draw."""


def holdings_pool(game: Game, known: Sequence[int], generator: np.random.Generator) -> NDArray[np.uint8]:
    """Every holding an opponent may have given the ``known`` cards (Hold'em), or :data:`OMAHA_POOL` random ones."""
    taken = np.zeros(52, dtype=bool)
    taken[list(known)] = True
    if game == Game.HOLDEM:
        free: NDArray[np.uint8] = ALL_HOLDINGS[~taken[ALL_HOLDINGS].any(axis=1)]
        return free
    deck = np.flatnonzero(~taken).astype(np.uint8)
    keys = generator.random((OMAHA_POOL, len(deck)))
    picked: NDArray[np.uint8] = deck[np.argpartition(keys, 4, axis=1)[:, :4]]
    return picked


def _omaha_preflop_score(holdings: NDArray[np.uint8], hilo: bool) -> Floats:
    """A player's rule of thumb for four cards: high cards, pairs (trips are bad), suits (two of a suit, with an
    ace best), cards close enough to make straights together; in hi/lo, the ace and small cards."""
    ranks = holdings.astype(np.int64) >> 2
    suits = holdings.astype(np.int64) & 3
    score = ((ranks / 12.0) ** 2).sum(axis=1)
    counts = (ranks[:, :, None] == np.arange(13)).sum(axis=1)
    pairs = counts == 2
    score = score + 0.7 * pairs.sum(axis=1) + 0.08 * (pairs * np.arange(13)).sum(axis=1)
    score = score - 1.0 * (counts >= 3).sum(axis=1)
    suit_counts = (suits[:, :, None] == np.arange(4)).sum(axis=1)
    score = score + 0.5 * (suit_counts == 2).sum(axis=1) + 0.2 * (suit_counts == 3).sum(axis=1)
    ace_suited = ((ranks == 12) & (np.take_along_axis(suit_counts, suits, axis=1) >= 2)).any(axis=1)
    score = score + 0.3 * ace_suited
    distinct = counts > 0
    span = (12 - np.argmax(distinct[:, ::-1], axis=1)) - np.argmax(distinct, axis=1)
    score = score + np.where((distinct.sum(axis=1) >= 3) & (span <= 4), 0.6, 0.0)
    if hilo:
        low = np.isin(ranks, (12, 0, 1, 2, 3, 4, 5, 6))
        score = score + 0.9 * (ranks == 12).any(axis=1) + 0.4 * (ranks == 0).any(axis=1)
        score = score + 0.3 * (ranks == 1).any(axis=1) + 0.25 * low.sum(axis=1)
    result: Floats = score
    return result


def preflop_strength(game: Game, holdings: NDArray[np.uint8]) -> Strength:
    """Each holding's starting-hand percentile."""
    if game == Game.HOLDEM:
        made: Floats = KIND_PERCENTILE[kinds_of(holdings)]
    else:
        made = percentile(_omaha_preflop_score(holdings, game == Game.OMAHA_HILO), lower_is_better=False)
    return Strength(made, made)


def board_strength(game: Game, holdings: NDArray[np.uint8], board: Sequence[int]) -> Strength:
    """Each holding's percentile on ``board`` (3 to 5 cards), made hand and draws."""
    rows = len(holdings)
    boards = np.broadcast_to(np.asarray(board, dtype=np.uint8), (rows, len(board)))
    street = len(board) - 2
    board_bits = int(_rank_bits(np.asarray([board], dtype=np.uint8))[0])
    board_suits = _suit_counts(np.asarray([board], dtype=np.uint8))[0]
    if game == Game.HOLDEM:
        cards = np.concatenate([holdings, boards], axis=1)
        high = rank_holdem_batch(cards, check=False)
        made = percentile(high)
        suited = _suit_counts(cards)
        own = _suit_counts(holdings)
        if street not in DRAW_VALUE:
            return Strength(made, made)  # the river: nothing left to draw to
        flush_draw = ((suited == 4) & (own >= 1)).any(axis=1) & (high > WORST_FLUSH_OR_BETTER)
        outs = np.where(high > WORST_STRAIGHT_OR_BETTER, _straight_outs(_rank_bits(cards), board_bits), 0)
        return Strength(made, np.maximum(made, _draw_strength(flush_draw, outs, street)))
    hole = np.ascontiguousarray(holdings)
    board_rows = np.ascontiguousarray(boards)
    high = rank_omaha_high_batch(hole, board_rows, check=False)
    made = percentile(high)
    playing = made
    if street in DRAW_VALUE:
        own = _suit_counts(holdings)
        flush_draw = ((own >= 2) & (board_suits == 2)[None, :]).any(axis=1) & (high > WORST_FLUSH_OR_BETTER)
        outs = np.zeros(rows, dtype=np.int64)
        for first in range(4):
            for second in range(first + 1, 4):
                pair_bits = _rank_bits(holdings[:, [first, second]]) | board_bits
                outs = np.maximum(outs, _straight_outs(pair_bits, board_bits))
        outs = np.where(high > WORST_STRAIGHT_OR_BETTER, outs, 0)
        playing = np.maximum(made, _draw_strength(flush_draw, outs, street))
    if game == Game.OMAHA_HILO:
        low = rank_omaha_low_batch(hole, board_rows, check=False)
        low_made = np.where(low == NO_LOW, 0.0, percentile(low))
        board_low = {rank for rank in (int(card) >> 2 for card in board) if rank in (12, 0, 1, 2, 3, 4, 5)}
        if street in (1, 2) and len(board_low) == 2:
            ranks = holdings.astype(np.int64) >> 2
            fresh = np.isin(ranks, [r for r in (12, 0, 1, 2, 3, 4, 5) if r not in board_low])
            distinct = np.stack([(ranks == r).any(axis=1) & fresh.any(axis=1) for r in (12, 0, 1, 2, 3, 4, 5)], axis=1)
            low_draw = np.where(distinct.sum(axis=1) >= 2, 0.5 if street == 1 else 0.42, 0.0)
            low_made = np.maximum(low_made, low_draw)
        made = np.maximum(made, 0.9 * low_made)
        playing = np.maximum(playing, 0.9 * low_made)
    return Strength(made, playing)


# -- what a regular player's moves say -----------------------------------------------------------------------


def open_share(behind: int, players: int) -> float:
    """The share of hands a regular player opens with a raise, first in with ``behind`` players after them."""
    if players == 2:
        return 0.8
    shares = {1: 0.5, 2: 0.42, 3: 0.27, 4: 0.2, 5: 0.15}
    return shares.get(behind, 0.15 * 0.85 ** max(0, behind - 5))


def _chart_row(chart: tuple[tuple[int, ...], ...], behind: int) -> NDArray[np.int64]:
    return np.asarray(chart[min(max(behind, 1), len(chart)) - 1], dtype=np.int64)


def _short_push(move: Move, kinds: NDArray[np.intp] | None, strength: Strength) -> Floats:
    """A short stack's all-in before the flop: the push-or-fold chart's range (Hold'em), or a share like it."""
    depth = move.stack_before / move.big_blind
    if kinds is not None:
        if move.raises == 0:
            pushed = _chart_row(PUSH, move.behind)[kinds] >= 2 * depth
        else:
            pushed = _chart_row(CALL_OTHER, move.behind + 2)[kinds] >= 2 * depth
        result: Floats = np.where(pushed, 0.97, 0.03)
        return result
    share = min(0.9, open_share(move.behind, move.players) * 0.75 * (10 / max(depth, 1.0)) ** 0.5)
    if move.raises:
        share *= 0.3
    return 0.03 + 0.94 * step(strength.made, 1 - share, 0.04)


def _short_call(move: Move, kinds: NDArray[np.intp] | None) -> Floats | None:
    """A call of a short stack's all-in before the flop: the chart's calling range, or None when it is not one."""
    depth = min(move.stack_before, move.facing) / move.big_blind
    if kinds is None or depth > PUSH_DEPTH or not (move.facing_all_in or move.all_in):
        return None
    result: Floats = np.where(_chart_row(CALL_BIG_BLIND, move.behind + 1)[kinds] >= 2 * depth, 0.95, 0.05)
    return result


def three_bet_share(players: int, others: int) -> float:
    """The share of hands a regular player re-raises an open with (more against the wide opens of few players)."""
    return 0.12 if players == 2 or others <= 1 else 0.07


def preflop_likelihood(move: Move, strength: Strength, kinds: NDArray[np.intp] | None) -> Floats:
    """How likely a regular player makes ``move`` before the flop with each holding."""
    s = strength.made
    depth = move.stack_before / move.big_blind
    if move.kind == "raise":
        if move.all_in and depth <= PUSH_DEPTH:
            return _short_push(move, kinds, strength)
        if move.raises == 0:
            threshold, floor = 1 - open_share(move.behind, move.players), 0.015
        elif move.raises == 1:
            threshold, floor = 1 - three_bet_share(move.players, move.others), 0.01
        else:
            threshold, floor = (0.97 if move.raises == 2 else 0.985), 0.005
        if move.all_in and depth > 30:
            threshold = max(threshold, 0.95)
        return floor + (1 - floor) * step(s, threshold, 0.04)
    if move.kind == "call":
        price = move.size
        short = _short_call(move, kinds)
        if short is not None:
            return short
        if move.raises == 0:  # a limp: a wide range without the best hands, which raise
            return 0.1 + 0.9 * step(s, 0.45, 0.08) * (1 - 0.6 * step(s, 0.88, 0.04))
        reraise = 1 - three_bet_share(move.players, move.others) * (0.5 ** (move.raises - 1))
        share = min(0.6, max(0.08, 1.6 * (0.45 - price))) * (0.4 ** (move.raises - 1))
        return 0.03 + 0.97 * step(s, reraise - share, 0.05) * (1 - 0.75 * step(s, reraise, 0.03))
    # The big blind checking its option: anything but the best hands, which raise.
    return 1 - 0.85 * step(s, 0.88, 0.04)


def bet_likelihood(strength: Floats, move_street: int, *, raises: int, size: float, aggressor: bool,
                   others: int) -> Floats:
    """How likely a regular player bets (``raises`` 0) or raises after the flop with each holding."""
    if raises == 0:
        threshold, floor = (0.42, 0.3) if aggressor else (0.62, 0.12)
        if others >= 2:
            threshold, floor = threshold + 0.08, floor / 2
    else:
        threshold, floor = {1: (0.84, 0.06), 2: (0.92, 0.03)}.get(raises, (0.96, 0.02))
    threshold += 0.1 * min(1.0, max(-0.3, size - 0.6)) + 0.03 * (move_street - 1)
    return floor + (1 - floor) * step(strength, min(threshold, 0.985), 0.06)


def call_likelihood(strength: Floats, *, price: float, raises: int) -> Floats:
    """How likely a regular player goes on (calls or raises) against a bet or raise after the flop, at
    ``price`` (the share of the pot after the call that the call costs)."""
    threshold = 0.25 + 0.9 * price + (0.1 if raises >= 2 else 0.0)
    return 0.04 + 0.96 * step(strength, min(threshold, 0.97), 0.07)


def postflop_likelihood(move: Move, strength: Strength) -> Floats:
    """How likely a regular player makes ``move`` after the flop with each holding."""
    s = strength.playing
    if move.kind in ("bet", "raise"):
        return bet_likelihood(s, move.street, raises=move.raises, size=move.size, aggressor=move.aggressor,
                              others=move.others)
    if move.kind == "call":
        goes_on = call_likelihood(s, price=move.size, raises=move.raises)
        return goes_on * (1 - 0.5 * step(s, 0.95, 0.03))  # the very best hands mostly raise
    # A check: the likelier the weaker, more so from the player who could bet last or who led the betting before.
    if move.behind == 0 or move.aggressor:
        return 1 - 0.75 * bet_likelihood(s, move.street, raises=0, size=0.6, aggressor=True, others=move.others)
    return 1 - 0.6 * bet_likelihood(s, move.street, raises=0, size=0.6, aggressor=False, others=move.others)


def move_likelihood(move: Move, strength: Strength, kinds: NDArray[np.intp] | None = None) -> Floats:
    """How likely a regular player makes ``move`` with each holding, its strength then given (``kinds``: the
    Hold'em starting-hand kind of each holding, for the push-or-fold chart)."""
    if move.street == 0:
        return preflop_likelihood(move, strength, kinds)
    return postflop_likelihood(move, strength)
