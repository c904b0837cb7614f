"""Sessions played at random for the export tests: every kind of betting, all-ins, side pots and showdowns."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from dealerdesk.rules.rake import RakeStructure
from dealerdesk.rules.table import Table


def played_table(seats: int, seed: int, *, ante: int = 0, rake: RakeStructure | None = None, hands: int = 60,
                 variant: str = "NT") -> Table:
    """A cash table whose players bet at random (folds, calls, minimum and all-in raises: side pots and
    showdowns aplenty); a stack that cannot cover the ante and the big blind is topped up between hands."""
    table = Table(seat_count=seats, variant=variant, small_blind=1, big_blind=2, ante=ante, min_buy_in=1, rake=rake,
                  name="Readers")
    for seat in range(1, seats + 1):
        table.sit(seat, f"Player{seat}", 80 + 20 * seat)
    rng = random.Random(seed)
    start = datetime(2026, 3, 8, 6, 30, tzinfo=UTC)
    for number in range(hands):
        hand = table.start_hand(rng, started=start + timedelta(minutes=number))
        while not hand.is_complete:
            roll = rng.random()
            if hand.min_raise_to is not None and hand.max_raise_to is not None and roll < 0.2:
                hand.bet_or_raise_to(hand.max_raise_to if rng.random() < 0.3 else hand.min_raise_to)
            elif roll < 0.7 or not hand.to_call:  # nobody folds when they may check
                hand.check_or_call()
            else:
                hand.fold()
        table.end_hand()
        for seat, player in table.seats.items():
            if player.stack < ante + 2:
                table.add_chips(seat, 150)
                table.sit_in(seat, post=False)
    return table
