"""A bot's read of the hand after the flop: its cards against each live opponent's range (:mod:`.ranges`), over
deals sampled from those ranges, and how the opponents would answer a bet or a raise.

Each sample draws every opponent's holding from their weighted range (drawing again where two opponents would
hold the same card), then the rest of the board from the cards left, and ranks every hand at once with the NumPy
batch evaluators, as :mod:`.strength` does against random hands. The pot is shared as the dealer would: ties
split, and in Omaha Hi/Lo the best qualifying low takes half. From the same samples the bot asks what happens if
it bets: each opponent goes on or folds with the chance a regular player would (:func:`.ranges.call_likelihood`),
and its share is worked out against those who went on.

All the NumPy randomness is seeded from the ``random.Random`` passed in, so the same hand and generator state
give the same read.

>>> import random
>>> from dealerdesk.rules.game import Stakes, Variant
>>> from dealerdesk.rules.hand import Hand
>>> from dealerdesk.evaluation import parse_cards
>>> hand = Hand(Variant.from_code("NT"), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2), [200, 200])
>>> _ = hand.deal_hole(0, parse_cards("AhAd")); _ = hand.deal_hole(1, parse_cards("7c2d"))
>>> _ = hand.check_or_call(); _ = hand.check_or_call(); _ = hand.deal_board(parse_cards("As7h2c"))
>>> read = read_hand(hand, 0, random.Random(1), samples=500)
>>> read.equity > 0.9
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from dealerdesk.bots.line import Move, read_lines
from dealerdesk.bots.ranges import (
    Strength,
    board_strength,
    call_likelihood,
    holdings_pool,
    move_likelihood,
    preflop_strength,
)
from dealerdesk.bots.starting_hands import kinds_of
from dealerdesk.evaluation import NO_LOW, rank_holdem_batch, rank_omaha_high_batch, rank_omaha_low_batch
from dealerdesk.evaluation.games import Game
from dealerdesk.rules.hand import Hand

UNRANKED = np.iinfo(np.int16).max
"""A rank worse than every hand: an opponent who folded to the bet is out of the showdown."""
REDRAWS = 12
"""Times an opponent's holding is drawn again where it shares a card with an earlier opponent's."""


def _contest(own: NDArray[np.int16], others: NDArray[np.int16], live: NDArray[np.bool_]) -> NDArray[np.float64]:
    """The player's share of a pot (lower ranks are better) against the ``live`` opponents of each row, ties
    split; the whole pot where none is live."""
    ranks = np.where(live, others, UNRANKED)
    best = ranks.min(axis=1)
    ties = (ranks == own[:, None]).sum(axis=1)
    share: NDArray[np.float64] = np.where(own < best, 1.0, np.where(own == best, 1.0 / (ties + 1), 0.0))
    return share


@dataclass(frozen=True)
class Read:
    """The sampled deals of one read: the player's hand and each opponent's, ranked on the run-out board."""

    game: Game
    """The game (how the pot is shared)."""
    own_high: NDArray[np.int16]
    """The player's high rank on each sampled board."""
    others_high: NDArray[np.int16]
    """Each opponent's high rank (rows: samples, columns: opponents)."""
    own_low: NDArray[np.int16] | None
    """Hi/lo: the player's low rank on each board."""
    others_low: NDArray[np.int16] | None
    """Hi/lo: each opponent's low rank."""
    now: NDArray[np.float64]
    """How strong each opponent's sampled holding plays on the board as it is now (percentile)."""
    own_now: Strength
    """How strong the player's own holding is on the board as it is now."""
    generator: np.random.Generator
    """Where the answers to a bet are drawn from (seeded from the read's generator)."""
    folding: NDArray[np.float64] | None = None
    """How each opponent folds to a bet next to a regular player (1: as often; 0: never; 2: twice as often), from
    what the table has seen of them; None: every one as a regular."""

    @property
    def samples(self) -> int:
        """Deals sampled."""
        return len(self.own_high)

    def shares(self, live: NDArray[np.bool_]) -> NDArray[np.float64]:
        """The player's share of the pot on each deal against the ``live`` opponents of that deal."""
        high = _contest(self.own_high, self.others_high, live)
        if self.own_low is None or self.others_low is None:
            return high
        others_low = np.where(live, self.others_low, NO_LOW)
        has_low = (self.own_low != NO_LOW) | (others_low != NO_LOW).any(axis=1)
        low = _contest(self.own_low, self.others_low, live & (self.others_low != NO_LOW))
        low = np.where(self.own_low == NO_LOW, 0.0, low)
        result: NDArray[np.float64] = np.where(has_low, 0.5 * high + 0.5 * low, high)
        return result

    @property
    def equity(self) -> float:
        """The player's expected share of the pot against every opponent's range, all going to the showdown."""
        return float(self.shares(np.ones(self.others_high.shape, dtype=bool)).mean())

    def answers(self, *, price: float, raises: int) -> NDArray[np.bool_]:
        """Which opponents go on against a bet or raise on each deal: each with the chance a regular player would
        with their holding, at ``price`` (the share of the pot after their call that calling costs them), with
        ``raises`` bets and raises on the street counting it."""
        chance = call_likelihood(self.now, price=price, raises=raises)
        if self.folding is not None:
            chance = np.clip(1 - (1 - chance) * self.folding[None, :], 0.0, 1.0)
        going_on: NDArray[np.bool_] = self.generator.random(chance.shape) < chance
        return going_on

    def bet_value(self, pot: int, bet: int, *, call: int, price: float, raises: int) -> BetOutcome:
        """What betting or raising ``bet`` more chips into ``pot`` would bring, each opponent who goes on adding
        ``call`` chips: see :class:`BetOutcome`."""
        live = self.answers(price=price, raises=raises)
        callers = live.sum(axis=1)
        shares = self.shares(live)
        contested = callers > 0
        won = np.where(contested, shares * (pot + bet + call * callers) - bet, pot)
        if not contested.any():
            return BetOutcome(float(won.mean()), 1.0, 1.0, 0.0)
        return BetOutcome(float(won.mean()), float((~contested).mean()), float(shares[contested].mean()),
                          float(callers[contested].mean()))


@dataclass(frozen=True)
class BetOutcome:
    """What a bet or raise would bring, over a read's deals."""

    value: float
    """Chips won back on average, from the pot and the bets (the chips the bet puts in counted as spent)."""
    folds: float
    """Share of deals on which every opponent folds."""
    called_share: float
    """The player's share of the pot on the deals where someone goes on."""
    callers: float
    """Opponents going on, on average, where someone does."""


def _strengths(game: Game, holdings: NDArray[np.uint8], board: list[int], street: int) -> list[Strength]:
    """The pool's strength on every street so far (the board as it was then)."""
    result = [preflop_strength(game, holdings)]
    for later in range(1, street + 1):
        result.append(board_strength(game, holdings, board[: later + 2]))
    return result


def _draw_holdings(
    generator: np.random.Generator, weights: list[NDArray[np.float64]], holdings: NDArray[np.uint8], samples: int
) -> tuple[NDArray[np.intp], NDArray[np.bool_]]:
    """Each opponent's holding (an index into ``holdings``) on each sample, drawn by weight; and which samples
    ended with no card held twice."""
    drawn = np.empty((samples, len(weights)), dtype=np.intp)
    held = np.zeros((samples, 52), dtype=bool)
    rows = np.arange(samples)
    valid = np.ones(samples, dtype=bool)
    for column, weight in enumerate(weights):
        total = weight.sum()
        chance = weight / total if total > 0 else np.full(len(weight), 1 / len(weight))
        cumulative = np.cumsum(chance)
        cumulative[-1] = 1.0
        pick = np.searchsorted(cumulative, generator.random(samples), side="right")
        for _ in range(REDRAWS):
            clash = held[rows[:, None], holdings[pick]].any(axis=1)
            if not clash.any():
                break
            again = np.flatnonzero(clash)
            pick[again] = np.searchsorted(cumulative, generator.random(len(again)), side="right")
        clash = held[rows[:, None], holdings[pick]].any(axis=1)
        valid &= ~clash
        drawn[:, column] = pick
        held[rows[:, None], holdings[pick]] = True
    return drawn, valid


def read_hand(hand: Hand, player: int, rng: random.Random, *, samples: int,
              heed: Callable[[Move], float] | None = None,
              folding: Callable[[int], float] | None = None) -> Read:
    """The read of ``player`` (whose cards must be known) against every live opponent's range. ``heed`` says how
    much each opponent's move counts (the power its weights are raised to: 1 as a regular player's move, 0 not at
    all); a poorer reader or a player known to make that move with anything heeds it less. ``folding`` says, by
    position, how an opponent folds to a bet next to a regular player (:attr:`Read.folding`)."""
    game = Game(hand.variant.game)
    hole = [card for card in hand.hole[player] or () if card is not None]
    board = list(hand.board)
    generator = np.random.default_rng(rng.getrandbits(64))
    # The player's own holding is ranked with the pool (as row 0) and left out of the opponents' draws.
    pool = np.vstack([np.asarray([hole], dtype=np.uint8), holdings_pool(game, [*hole, *board], generator)])
    kinds = kinds_of(pool) if game == Game.HOLDEM else None
    street = max(0, len(board) - 2)
    strengths = _strengths(game, pool, board, street)
    opponents = [p for p in hand.remaining if p != player]
    moves = read_lines(hand)
    weights = []
    for opponent in opponents:
        weight = np.ones(len(pool))
        weight[0] = 0.0
        for move in moves:
            if move.player == opponent:
                likelihood = move_likelihood(move, strengths[move.street], kinds)
                power = 1.0 if heed is None else heed(move)
                weight *= likelihood if power == 1.0 else likelihood ** power
        weights.append(weight)
    drawn, valid = _draw_holdings(generator, weights, pool, samples)
    drawn = drawn[valid] if valid.sum() >= samples // 4 else drawn
    rows, count = len(drawn), len(opponents)
    per_hand = game.hole_card_count
    holes = pool[drawn]  # (rows, opponents, cards)
    keys = generator.random((rows, 52))
    keys[:, [*hole, *board]] = 2.0
    np.put_along_axis(keys, holes.reshape(rows, count * per_hand).astype(np.intp), 2.0, axis=1)
    missing = 5 - len(board)
    boards = np.empty((rows, 5), dtype=np.uint8)
    boards[:, : len(board)] = np.asarray(board, dtype=np.uint8)
    if missing:
        boards[:, len(board):] = np.argpartition(keys, missing, axis=1)[:, :missing]
    everyone = np.empty((rows, count + 1, per_hand), dtype=np.uint8)
    everyone[:, 0, :] = np.asarray(hole, dtype=np.uint8)
    everyone[:, 1:, :] = holes
    flat_holes = everyone.reshape(rows * (count + 1), per_hand)
    flat_boards = np.repeat(boards, count + 1, axis=0)
    low: NDArray[np.int16] | None = None
    if game == Game.HOLDEM:
        high = rank_holdem_batch(np.concatenate([flat_holes, flat_boards], axis=1), check=False)
    else:
        high = rank_omaha_high_batch(flat_holes, flat_boards, check=False)
        if game == Game.OMAHA_HILO:
            low = rank_omaha_low_batch(flat_holes, flat_boards, check=False).reshape(rows, count + 1)
    high = high.reshape(rows, count + 1)
    own_now = strengths[street]
    now = strengths[street].playing[drawn]
    return Read(
        game=game,
        own_high=high[:, 0],
        others_high=high[:, 1:],
        own_low=None if low is None else low[:, 0],
        others_low=None if low is None else low[:, 1:],
        now=now,
        own_now=Strength(own_now.made[:1], own_now.playing[:1]),
        generator=np.random.default_rng(generator.integers(1 << 63)),
        folding=None if folding is None else np.asarray([folding(p) for p in opponents], dtype=np.float64),
    )
