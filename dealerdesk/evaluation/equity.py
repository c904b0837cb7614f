"""All-in equity: each hand's share of the pot over the boards still to come, exact or by Monte Carlo.

``equity(hands, board, dead, game)`` deals every possible completion of the board (exact enumeration) when
there are at most ``exact_limit`` of them, and otherwise a seeded random sample of boards (Monte Carlo)
with the standard error of each estimate. With only known hands in play there are never more than
C(48, 5) = 1,712,304 boards, which the batch evaluator deals with in well under a second, so by default
every answer is exact; Monte Carlo is for callers who want a quicker estimate (a bot deciding many times a
second sets a low ``exact_limit``) or who ask for it with ``method="monte-carlo"``.

The pot is shared as a dealer shares it: in Hold'em and Omaha the best high hands split it; in Omaha Hi/Lo
the best high hands split one half and the best qualifying lows the other, and the high hands take it all
when no low qualifies — so scoops, split halves and quarters are all counted. Shares are counted exactly
in units of 1/5040 of the pot (every split among up to ten hands, of the pot or of a half, is a whole
number of units), so exact answers are exact fractions until the final division.

Work is done a chunk of boards at a time; between chunks ``progress(done, total)`` is called and
``should_stop()`` asked (pass ``event.is_set`` to cancel from another thread), which ends the run with
:class:`EquityCancelled`. The UI runs it off its own thread.

>>> from dealerdesk.evaluation.cards import parse_cards
>>> result = equity([parse_cards("AsKs"), parse_cards("QhQd")])
>>> [f"{hand.equity:.2%}" for hand in result.hands], result.exact, result.samples
(['46.21%', '53.79%'], True, 1712304)
"""

from __future__ import annotations

import math
import operator
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from dealerdesk.evaluation.cards import CARD_COUNT, CardError, check_distinct, format_card
from dealerdesk.evaluation.combos import combinations_array
from dealerdesk.evaluation.games import BOARD_CARDS, GAME_NAMES, HOLE_CARDS, MAX_HANDS, MIN_HANDS, Game
from dealerdesk.evaluation.showdowns import ShowdownRanker, ShowdownRanks, showdown_ranker
from dealerdesk.evaluation.tables import NO_LOW

DEFAULT_EXACT_LIMIT = 2_000_000
"""Enumerate when there are at most this many boards (more than any deal of known hands has)."""
DEFAULT_SAMPLES = 100_000
"""Monte Carlo boards when none is asked for: a standard error of at most 0.16 % of the pot."""
CHUNK = 1 << 15
"""Boards ranked per step, and so how often progress is told and cancellation asked."""
POT = 5040
"""The pot in counting units: 5040 = 2 × lcm(1..10), so a pot or a half pot splits evenly ten ways."""
_UNITS_EACH = np.array([0, *(POT // winners for winners in range(1, MAX_HANDS + 1))], dtype=np.int64)
"""Units of the whole pot each of ``n`` winners gets; halve for a half pot."""

Method = Literal["auto", "exact", "monte-carlo"]


class EquityError(ValueError):
    """The hands, board or dead cards do not make an equity question (wrong counts, too many hands…)."""


class EquityCancelled(Exception):
    """The caller's ``should_stop()`` answered true; no result was made."""


@dataclass(frozen=True, slots=True)
class HandEquity:
    """One hand's outcome over all the boards dealt."""

    cards: tuple[int, ...]
    """The hand's hole cards."""
    win: float
    """Share of boards on which this hand takes the whole pot by itself (in hi/lo: scoops)."""
    tie: float
    """Share of boards on which it takes part of the pot but not all of it alone (a split pot; in hi/lo also a
    half, a split half or a quarter)."""
    equity: float
    """Its expected share of the pot, ``high + low``: the number to quote as "equity"."""
    high: float
    """The part of ``equity`` won by the high hand (all of it outside hi/lo)."""
    low: float
    """The part of ``equity`` won by the low hand (0 outside hi/lo)."""
    std_error: float
    """The standard error of ``equity`` (0.0 when exact)."""


@dataclass(frozen=True, slots=True)
class EquityResult:
    """The answer to an equity question."""

    game: Game
    """``"holdem"``, ``"omaha"`` or ``"omaha8"``."""
    hands: tuple[HandEquity, ...]
    """One entry per hand, in the order given."""
    board: tuple[int, ...]
    """The board cards already dealt (0 to 5)."""
    dead: tuple[int, ...]
    """Cards known to be out of the deck (mucked, burned, exposed)."""
    exact: bool
    """True when every possible board was dealt; False for a Monte Carlo estimate."""
    samples: int
    """Boards dealt: all of them when exact, else the size of the random sample."""
    boards: int
    """How many different boards could complete this one."""

    @property
    def std_error(self) -> float:
        """The largest standard error of any hand's equity (0.0 when exact)."""
        return max(hand.std_error for hand in self.hands)


@dataclass(slots=True)
class _Tally:
    """Running sums over the boards dealt so far, in pot units, per hand."""

    hands: int
    boards: int = 0
    high: NDArray[np.int64] = field(init=False)
    low: NDArray[np.int64] = field(init=False)
    squares: NDArray[np.float64] = field(init=False)
    wins: NDArray[np.int64] = field(init=False)
    ties: NDArray[np.int64] = field(init=False)

    def __post_init__(self) -> None:
        self.high = np.zeros(self.hands, dtype=np.int64)
        self.low = np.zeros(self.hands, dtype=np.int64)
        self.squares = np.zeros(self.hands, dtype=np.float64)
        self.wins = np.zeros(self.hands, dtype=np.int64)
        self.ties = np.zeros(self.hands, dtype=np.int64)

    def add(self, ranks: ShowdownRanks) -> None:
        """Share the pot of every board in the chunk and add each hand's part."""
        high_units, low_units = pot_shares(ranks)
        share = high_units + low_units
        self.boards += share.shape[1]
        self.high += high_units.sum(axis=1)
        self.low += low_units.sum(axis=1)
        as_float = share.astype(np.float64)
        self.squares += (as_float * as_float).sum(axis=1)
        self.wins += (share == POT).sum(axis=1)
        self.ties += ((share > 0) & (share < POT)).sum(axis=1)


def pot_shares(ranks: ShowdownRanks) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Each hand's units of the pot (of :data:`POT`) won with its high and with its low, board by board."""
    high_winners = ranks.high == ranks.high.min(axis=0)
    high_each = _UNITS_EACH.take(high_winners.sum(axis=0))
    if ranks.low is None:
        return np.where(high_winners, high_each, 0), np.zeros(ranks.high.shape, dtype=np.int64)
    best_low = ranks.low.min(axis=0)
    has_low = best_low != NO_LOW
    low_winners = (ranks.low == best_low) & has_low
    high_each = np.where(has_low, high_each // 2, high_each)
    low_each = _UNITS_EACH.take(low_winners.sum(axis=0)) // 2
    return np.where(high_winners, high_each, 0), np.where(low_winners, low_each, 0)


def _check_question(game: str, hands: Sequence[Sequence[int]], board: Sequence[int], dead: Sequence[int]) -> list[int]:
    """Raise :class:`EquityError` (or :class:`~.cards.CardError`) unless this is a fair question; return the
    cards left in the deck."""
    if game not in HOLE_CARDS:
        raise EquityError(f"{game!r} is not a game equity knows (holdem, omaha, omaha8)")
    if not MIN_HANDS <= len(hands) <= MAX_HANDS:
        raise EquityError(f"equity needs {MIN_HANDS} to {MAX_HANDS} hands, got {len(hands)}")
    wanted = HOLE_CARDS[game]
    for number, hand in enumerate(hands, start=1):
        if len(hand) != wanted:
            shown = "".join(format_card(card) for card in hand)
            plural = "" if len(hand) == 1 else "s"
            raise EquityError(
                f"hand {number} ({shown or 'no cards'}) has {len(hand)} card{plural}; {GAME_NAMES[game]} needs {wanted}"
            )
    if len(board) > BOARD_CARDS:
        raise EquityError(f"a board has at most {BOARD_CARDS} cards, got {len(board)}")
    used = [card for hand in hands for card in hand] + list(board) + list(dead)
    for card in used:
        try:
            format_card(operator.index(card))  # raises CardError for an id outside 0..51
        except TypeError:
            raise CardError(f"{card!r} is not a card id (an int 0..51); parse text with parse_cards()") from None
    check_distinct(used)
    left = sorted(set(range(CARD_COUNT)) - set(used))
    missing = BOARD_CARDS - len(board)
    if len(left) < missing:
        raise EquityError(f"only {len(left)} cards are left in the deck to deal {missing} board cards")
    return left


def _generator(rng: random.Random | np.random.Generator | None) -> np.random.Generator:
    """A NumPy generator seeded from the caller's generator (seed 0 when none is given: reproducible)."""
    if isinstance(rng, np.random.Generator):
        return rng
    source = rng if rng is not None else random.Random(0)
    return np.random.default_rng(source.getrandbits(128))


def _sample_boards(generator: np.random.Generator, count: int, deck_size: int, missing: int) -> NDArray[np.intp]:
    """``count`` uniform random ``missing``-card draws from ``deck_size`` cards, one row each: draws with
    a repeated card are thrown away, which leaves every set of distinct cards equally likely."""
    kept: list[NDArray[np.intp]] = []
    needed = count
    while needed > 0:
        draws = generator.integers(0, deck_size, size=(needed + needed // 2 + 16, missing))
        ordered = np.sort(draws, axis=1)
        distinct = draws[(np.diff(ordered, axis=1) != 0).all(axis=1)][:needed]
        kept.append(distinct)
        needed -= len(distinct)
    return np.concatenate(kept)


def _run(
    *,
    chunks: Callable[[int], NDArray[np.uint8]],
    total: int,
    ranker: ShowdownRanker,
    tally: _Tally,
    progress: Callable[[int, int], None] | None,
    should_stop: Callable[[], bool] | None,
) -> None:
    """Rank and tally ``total`` boards, ``chunks(start)`` giving the ``(missing, boards)`` array from ``start``."""
    for start in range(0, total, CHUNK):
        if should_stop is not None and should_stop():
            raise EquityCancelled(f"equity cancelled after {start:,} of {total:,} boards")
        tally.add(ranker(chunks(start)))
        if progress is not None:
            progress(min(start + CHUNK, total), total)


def equity(
    hands: Sequence[Sequence[int]],
    board: Sequence[int] = (),
    dead: Sequence[int] = (),
    game: Game = Game.HOLDEM,
    *,
    method: Method = "auto",
    exact_limit: int = DEFAULT_EXACT_LIMIT,
    samples: int = DEFAULT_SAMPLES,
    rng: random.Random | np.random.Generator | None = None,
    progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> EquityResult:
    """Each hand's win, tie and equity over the boards that complete ``board``.

    ``hands`` are 2 to 10 hands of 2 (Hold'em) or 4 (Omaha) card ids; ``board`` the 0 to 5 cards dealt;
    ``dead`` cards out of play. ``method="auto"`` enumerates every board when there are at most
    ``exact_limit`` of them and else deals ``samples`` random boards from ``rng`` (a seeded
    ``random.Random`` or NumPy ``Generator``; seed 0 when omitted, so results are reproducible).
    Raises :class:`EquityError` or :class:`~.cards.CardError` for a bad question and
    :class:`EquityCancelled` when ``should_stop()`` says so.
    """
    left = _check_question(game, hands, board, dead)
    game = Game(game)  # a name given as text ("omaha8") is the game it names
    if method not in ("auto", "exact", "monte-carlo"):
        raise EquityError(f"{method!r} is not a method (auto, exact, monte-carlo)")
    if samples < 1:
        raise EquityError(f"Monte Carlo needs at least one sample, got {samples}")
    missing = BOARD_CARDS - len(board)
    boards = math.comb(len(left), missing)
    exact = missing == 0 or method == "exact" or (method == "auto" and boards <= exact_limit)
    deck = np.array(left, dtype=np.uint8)
    ranker = showdown_ranker(game, hands, board)
    tally = _Tally(len(hands))
    if exact:
        every = combinations_array(len(left), missing)

        def chunks(start: int) -> NDArray[np.uint8]:
            return np.ascontiguousarray(deck.take(every[start : start + CHUNK].T))

        _run(chunks=chunks, total=boards, ranker=ranker, tally=tally, progress=progress, should_stop=should_stop)
    else:
        generator = _generator(rng)

        def chunks(start: int) -> NDArray[np.uint8]:
            count = min(CHUNK, samples - start)
            return np.ascontiguousarray(deck.take(_sample_boards(generator, count, len(left), missing).T))

        _run(chunks=chunks, total=samples, ranker=ranker, tally=tally, progress=progress, should_stop=should_stop)
    return _result(game=game, hands=hands, board=board, dead=dead, tally=tally, exact=exact, boards=boards)


def _result(
    *,
    game: Game,
    hands: Sequence[Sequence[int]],
    board: Sequence[int],
    dead: Sequence[int],
    tally: _Tally,
    exact: bool,
    boards: int,
) -> EquityResult:
    """Turn the tally's unit counts into shares of the pot."""
    dealt = tally.boards
    scale = POT * dealt
    results = []
    for hand in range(len(hands)):
        mean = (tally.high[hand] + tally.low[hand]) / scale
        std_error = 0.0
        if not exact and dealt > 1:
            variance = (tally.squares[hand] / POT**2 - dealt * mean * mean) / (dealt - 1)
            std_error = math.sqrt(max(variance, 0.0) / dealt)
        results.append(
            HandEquity(
                cards=tuple(hands[hand]),
                win=int(tally.wins[hand]) / dealt,
                tie=int(tally.ties[hand]) / dealt,
                equity=float(mean),
                high=int(tally.high[hand]) / scale,
                low=int(tally.low[hand]) / scale,
                std_error=std_error,
            )
        )
    return EquityResult(
        game=game,
        hands=tuple(results),
        board=tuple(board),
        dead=tuple(dead),
        exact=exact,
        samples=dealt,
        boards=boards,
    )
