"""Each player's line: every check, call, bet and raise they made this hand, with what a player at the table saw
when they made it (the price of a call, the size of a bet against the pot, the raises before it, who was still to
act behind them).

An opponent's line is what narrows their range (:mod:`.ranges`): a raise from early position, a call of a big
river bet and a check on the flop each say something about the cards behind them. Everything here is read from
the hand's public log, replayed chip by chip; nothing is changed.

>>> import random
>>> from dealerdesk.rules.game import Stakes, Variant
>>> from dealerdesk.rules.hand import Hand
>>> hand = Hand(Variant.from_code("NT"), Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), min_bet=2), [200] * 3,
...             rng=random.Random(1))
>>> _ = hand.bet_or_raise_to(6); _ = hand.check_or_call(); _ = hand.check_or_call()
>>> [(m.player, m.kind, m.raises, m.behind) for m in read_lines(hand)]
[(2, 'raise', 0, 2), (0, 'call', 1, 1), (1, 'call', 1, 0)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, DealBoard, Fold, PostAnte, PostBlind, PostDead

MoveKind = Literal["check", "call", "bet", "raise"]
"""A voluntary move: a check, a call (before the flop a call of the big blind is a limp), the first bet of a
street after the flop, or a raise (every wager before the flop raises the big blind)."""


@dataclass(frozen=True)
class Move:
    """One check, call, bet or raise, and the table as the player saw it."""

    player: int
    """Who moved (position index)."""
    street: int
    """0 = preflop … 3 = river."""
    kind: MoveKind
    """What they did."""
    raises: int
    """Bets and raises made on the street before this move (preflop the blinds are not counted)."""
    size: float
    """A bet or raise: what it adds beyond a call, as a share of the pot after that call (a pot-sized bet is 1.0).
    A call: its price, the share of the pot after the call that the call costs. A check: 0."""
    behind: int
    """Players still to act after the mover on this street who could still put chips in."""
    others: int
    """Players besides the mover still in the hand."""
    players: int
    """Players dealt in (2: heads-up, where ranges are widest)."""
    aggressor: bool
    """The mover made the last bet or raise of the previous betting street (a flop bet from them is a
    continuation bet)."""
    all_in: bool
    """The move put the mover's last chip in."""
    facing: int
    """The bet to match on the street before the move (the total a call makes)."""
    facing_all_in: bool
    """That bet was an all-in."""
    stack_before: int
    """Chips the mover had behind before the move, plus those already in front of them on the street (the most
    they could have bet)."""
    big_blind: int
    """The hand's big blind (at least 1): stacks and bets in big blinds."""


def order_of_action(street: int, player: int, count: int, big_blind: int | None) -> int:
    """The player's place in the street's order of action (0 acts first: after the big blind before the flop)."""
    first = (big_blind + 1) % count if street == 0 and big_blind is not None else 0
    return (player - first) % count


def read_lines(hand: Hand) -> list[Move]:
    """Every voluntary move made in the hand so far, in order."""
    count = hand.player_count
    big = hand.big_blind_player
    big_blind = max(1, max(hand.stakes.blinds, default=0), hand.stakes.min_bet)
    stacks = list(hand.starting_stacks)
    folded = [False] * count
    bets = [0] * count
    pot = 0
    street = 0
    current_bet = max(hand.stakes.blinds, default=0)
    raises = 0
    bet_all_in = False
    aggressor: int | None = None
    last_aggressor: int | None = None
    moves: list[Move] = []
    for record in hand.log:
        if isinstance(record, PostAnte | PostDead):
            stacks[record.player] -= record.amount
            pot += record.amount
        elif isinstance(record, PostBlind):
            stacks[record.player] -= record.amount
            bets[record.player] += record.amount
            pot += record.amount
        elif isinstance(record, DealBoard):
            street += 1
            bets = [0] * count
            current_bet = raises = 0
            bet_all_in = False
            last_aggressor, aggressor = aggressor, None
        elif isinstance(record, Fold):
            folded[record.player] = True
        elif isinstance(record, CheckOrCall | BetOrRaise):
            player = record.player
            order = order_of_action(street, player, count, big)
            behind = sum(1 for p in range(count) if p != player and not folded[p] and stacks[p] > 0
                         and order_of_action(street, p, count, big) > order)
            others = sum(1 for p in range(count) if p != player and not folded[p])
            to_call = current_bet - bets[player]
            kind: MoveKind
            if isinstance(record, CheckOrCall):
                kind = "call" if record.amount else "check"
                size = record.amount / (pot + record.amount) if record.amount else 0.0
                added = record.amount
            else:
                kind = "bet" if street > 0 and current_bet == 0 else "raise"
                size = (record.raise_to - current_bet) / max(1, pot + to_call)
                added = record.added
            moves.append(Move(
                player=player, street=street, kind=kind, raises=raises, size=size, behind=behind, others=others,
                players=count,
                aggressor=street > 0 and last_aggressor == player, all_in=record.all_in,
                facing=current_bet, facing_all_in=bet_all_in,
                stack_before=stacks[player] + bets[player], big_blind=big_blind,
            ))
            stacks[player] -= added
            bets[player] += added
            pot += added
            if isinstance(record, BetOrRaise):
                current_bet = max(current_bet, record.raise_to)
                bet_all_in = record.all_in
                raises += 1
                aggressor = player
    return moves
