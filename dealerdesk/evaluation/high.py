"""High-hand strength: five cards, Hold'em (best five of 5-7) and Omaha (exactly two hole + three board).

Every function returns a class number on the standard 7462-class scale (see :mod:`.tables`): 1 = royal flush
… 7462 = 7-5-4-3-2 unsuited, lower is better, the numbers phevaluator and treys give.

How it stays fast in pure Python. A five-card hand is one dictionary lookup: by the rank mask when all five
cards share a suit, otherwise by the product of the rank primes. For six or seven cards the evaluator does not
try the 21 five-card subsets each time. It looks at

* the product of all the rank primes (which names the multiset of ranks), for the best hand ignoring suits;
* if five or more cards share a suit, the rank mask of that suit's cards, for the best (straight) flush;

and takes the better of the two. Both answers depend only on their key, so each is worked out once (by
trying the subsets) and remembered. There are at most 74k rank multisets and 8k masks, so the memory stays
bounded.

>>> from dealerdesk.evaluation.cards import parse_cards
>>> rank_five(parse_cards("AsKsQsJsTs"))
1
>>> rank_holdem(parse_cards("7h7d 7s2c2d 9h3c"))  # sevens full of twos
262
>>> rank_omaha_high(parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd"))  # Ah2h + Kh3h4h: a flush, ace high
486
>>> category_of(486)
<HandCategory.FLUSH: 4>
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from itertools import combinations
from math import prod

from dealerdesk.evaluation.checks import check_cards, check_omaha
from dealerdesk.evaluation.tables import (
    CLASS_COUNT,
    PRIME_OF_CARD,
    RANK_BIT_OF_CARD,
    HandCategory,
    tables,
)

_HOLDEM_SIZES = (5, 6, 7)
_SUIT_NIBBLE = tuple(1 << (4 * (card_id & 3)) for card_id in range(52))
"""Adding these up counts the cards of each suit, one four-bit counter per suit."""
_NIBBLE_AT_LEAST_FIVE = 0x3333
"""Adding 3 to a counter of 0..7 sets its top bit exactly when the counter is 5 or more (no carry out)."""
_NIBBLE_TOP_BITS = 0x8888

_best_unsuited: dict[int, int] = {}
"""Product of the rank primes of 5-7 cards → best class among their five-card subsets, suits ignored.
Seeded with the five-card table on first use, then grown as six- and seven-card rank sets turn up."""
_best_flush: dict[int, int] = {}
"""Rank mask of 5-7 cards of one suit → best flush or straight flush among them; seeded and grown alike."""


def _seed() -> None:
    """Fill the memo tables with the five-card classes (builds :func:`.tables` on the first call).

    Callers test ``_best_unsuited`` for "seeded", so it is filled last: once it has entries, so does
    ``_best_flush``. Two threads seeding at once merely write the same entries twice.
    """
    if not _best_unsuited:
        built = tables()
        _best_flush.update(built.flush)
        _best_unsuited.update(built.unsuited)


def _best_unsuited_of(cards: Sequence[int], key: int) -> int:
    """Best class of ``cards`` with suits ignored, by trying each five-card subset; remembered under key."""
    _seed()
    best = min(_best_unsuited[prod(PRIME_OF_CARD[c] for c in five)] for five in combinations(cards, 5))
    _best_unsuited[key] = best
    return best


def _best_flush_of(mask: int) -> int:
    """Best flush or straight flush from the suited ranks in ``mask`` (5-7 bits); remembered under mask."""
    _seed()
    bits = [1 << rank for rank in range(13) if mask >> rank & 1]
    best = min(_best_flush[sum(five)] for five in combinations(bits, 5))
    _best_flush[mask] = best
    return best


def rank_five(cards: Sequence[int]) -> int:
    """The class number (1 best … 7462 worst) of exactly five distinct cards."""
    check_cards(cards, (5,), "a five-card hand")
    if not _best_unsuited:
        _seed()
    a, b, c, d, e = cards
    if (a & 3) == (b & 3) == (c & 3) == (d & 3) == (e & 3):
        bit = RANK_BIT_OF_CARD
        return _best_flush[bit[a] | bit[b] | bit[c] | bit[d] | bit[e]]
    prime = PRIME_OF_CARD
    return _best_unsuited[prime[a] * prime[b] * prime[c] * prime[d] * prime[e]]


def rank_holdem(cards: Sequence[int]) -> int:
    """The class number of the best five of these 5, 6 or 7 distinct cards (any mix of hole and board)."""
    check_cards(cards, _HOLDEM_SIZES, "a Hold'em hand")
    key = prod([PRIME_OF_CARD[c] for c in cards])
    best = _best_unsuited.get(key)
    if best is None:
        best = _best_unsuited_of(cards, key)
    counters = sum([_SUIT_NIBBLE[c] for c in cards])
    five_suited = (counters + _NIBBLE_AT_LEAST_FIVE) & _NIBBLE_TOP_BITS
    if five_suited:
        # Seven cards hold at most one suit five times; its counter's top bit says which suit.
        suit = (five_suited.bit_length() - 4) >> 2
        mask = 0
        for card_id in cards:
            if card_id & 3 == suit:
                mask |= RANK_BIT_OF_CARD[card_id]
        flush = _best_flush.get(mask)
        if flush is None:
            flush = _best_flush_of(mask)
        # With seven cards or fewer a flush excludes quads and full houses, but min() needs no proof.
        best = min(best, flush)
    return best


def rank_omaha_high(hole: Sequence[int], board: Sequence[int]) -> int:
    """The class number of the best Omaha high hand: exactly two of the four hole cards and exactly three of
    the 3-5 board cards (so a four-flush or four-straight on the board plays only with two matching cards)."""
    check_omaha(hole, board)
    if not _best_unsuited:
        _seed()
    prime = PRIME_OF_CARD
    hole_pairs = list(combinations(hole, 2))
    board_triples = list(combinations(board, 3))
    pair_keys = {prime[a] * prime[b] for a, b in hole_pairs}
    triple_keys = {prime[a] * prime[b] * prime[c] for a, b, c in board_triples}
    unsuited = _best_unsuited
    best = min([unsuited[p * t] for p in pair_keys for t in triple_keys])

    # Flushes need a suited hole pair and a one-suit board triple of the same suit.
    bit = RANK_BIT_OF_CARD
    suited_triples: dict[int, list[int]] = {}
    for a, b, c in board_triples:
        if (a & 3) == (b & 3) == (c & 3):
            suited_triples.setdefault(a & 3, []).append(bit[a] | bit[b] | bit[c])
    if suited_triples:
        for a, b in hole_pairs:
            if (a & 3) == (b & 3) and (a & 3) in suited_triples:
                pair_mask = bit[a] | bit[b]
                for triple_mask in suited_triples[a & 3]:
                    best = min(best, _best_flush[pair_mask | triple_mask])
    return best


def category_of(rank: int) -> HandCategory:
    """The category (straight flush … high card) of a class number 1..7462."""
    if not 1 <= rank <= CLASS_COUNT:
        raise ValueError(f"{rank!r} is not a hand rank (1..{CLASS_COUNT})")
    starts = tables().category_starts
    return HandCategory(bisect.bisect_right(starts, rank))
