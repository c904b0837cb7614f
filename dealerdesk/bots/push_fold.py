"""Short stacks in no-limit Hold'em: push all-in or fold, and call an all-in, by the chart.

With 15 big blinds or fewer a raise that is not all-in leaves too little behind to play on, so players push or
fold, and they call a push with the range that beats the pusher's. The chart (:mod:`.push_fold_chart`, worked out
by ``tools/push_fold_chart.py``) gives, per starting-hand kind, the deepest stack to push at with so many players
behind, and the deepest to call a push at as the big blind, the small blind or another player. A style reads it
as if its stack were deeper (tighter) or shallower (looser) by its ``short_stack`` factors. Antes make every stack
play shorter: the chart has none, so the depth is scaled by the blinds' share of what is in the pot.

>>> from dealerdesk.bots.starting_hands import COMBO_COUNT, kind_of
>>> from dealerdesk.evaluation import parse_cards
>>> king_seven = kind_of(*parse_cards("Kd7c"))
>>> pushes(king_seven, behind=1, depth=10.0), pushes(king_seven, behind=5, depth=10.0)
(True, False)
>>> calls(kind_of(*parse_cards("Ah8c")), caller="big_blind", pusher_behind=1, depth=10.0)
True
"""

from __future__ import annotations

from typing import Literal

import numpy as np

from dealerdesk.bots.intent import Intent
from dealerdesk.bots.line import Move, read_lines
from dealerdesk.bots.push_fold_chart import CALL_BIG_BLIND, CALL_OTHER, CALL_SMALL_BLIND, PUSH
from dealerdesk.bots.reasons import CALL_PUSH, FOLD_PUSH, FOLD_SHORT, Reason
from dealerdesk.bots.reasons import PUSH as PUSH_REASON
from dealerdesk.bots.situation import Situation
from dealerdesk.bots.starting_hands import COMBO_COUNT, kind_of
from dealerdesk.bots.styles import Style
from dealerdesk.evaluation import format_cards
from dealerdesk.evaluation.games import Game
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand

PUSH_FOLD_DEPTH = 15.0
"""Big blinds (effective, antes counted) at or below which a player pushes or folds."""

Caller = Literal["big_blind", "small_blind", "other"]


def _row(chart: tuple[tuple[int, ...], ...], behind: int) -> tuple[int, ...]:
    return chart[min(max(behind, 1), len(chart)) - 1]


def pushes(kind: int, *, behind: int, depth: float) -> bool:
    """Whether the chart pushes ``kind`` with ``behind`` players still to act and ``depth`` big blinds."""
    return _row(PUSH, behind)[kind] >= 2 * depth


def push_share(*, behind: int, depth: float) -> float:
    """The share of all holdings the chart pushes with ``behind`` players still to act and ``depth`` big blinds."""
    row = np.asarray(_row(PUSH, behind))
    return float(COMBO_COUNT[row >= 2 * depth].sum() / COMBO_COUNT.sum())


def calls(kind: int, *, caller: Caller, pusher_behind: int, depth: float) -> bool:
    """Whether the chart calls a push of ``depth`` big blinds with ``kind``, as ``caller``, the pusher having had
    ``pusher_behind`` players behind."""
    chart = {"big_blind": CALL_BIG_BLIND, "small_blind": CALL_SMALL_BLIND, "other": CALL_OTHER}[caller]
    row = _row(chart, pusher_behind)
    if not any(row):  # no such caller in the model (a small blind behind a small blind's push): the big blind's
        row = _row(CALL_BIG_BLIND, pusher_behind)
    return row[kind] >= 2 * depth


def effective_depth(hand: Hand, s: Situation, stake: int | None = None) -> float:
    """The effective stack in big blinds (``stake``: the most that can be won or lost, when smaller), scaled
    for antes: the chart's pots hold only the blinds."""
    big = s.big_blind
    chips = s.own_bet + s.stack if stake is None else stake
    chips = min(chips, max(s.cover, s.own_bet))
    antes = sum(hand.stakes.antes) + sum(hand.stakes.dead_blinds)
    return chips / big * 1.5 / (1.5 + antes / big)


def _last_raise(moves: list[Move]) -> Move | None:
    return next((move for move in reversed(moves) if move.street == 0 and move.kind == "raise"), None)


def push_or_fold(hand: Hand, player: int, s: Situation, style: Style,
                 factors: tuple[float, float] | None = None) -> Intent | None:
    """The short stack's move by the chart, or None where the chart does not apply (deeper stacks, after the
    flop, other games and structures, unseen cards, or a raise that leaves room to play on). ``factors``: the push
    and call factors to read the chart with, when not the style's own (:meth:`.levels.Level.short_stack`)."""
    hole = hand.hole[player]
    if (s.street != 0 or s.structure is not Structure.NO or hand.variant.game != Game.HOLDEM or hole is None
            or None in hole):
        return None
    first, second = (card for card in hole if card is not None)
    kind = kind_of(first, second)
    cards = format_cards([first, second])
    push_factor, call_factor = factors or style.short_stack
    if s.raises == 0:
        depth = effective_depth(hand, s)
        if depth > PUSH_FOLD_DEPTH:
            return None
        shown = round(depth)
        if pushes(kind, behind=max(1, s.behind), depth=depth * push_factor):
            return Intent("bet_or_raise", Reason(PUSH_REASON, (("stack", shown), ("cards", cards))), all_in=True,
                          strong=True)
        if style.aggression < 0.5:
            return None  # a passive player limps or checks what it will not push, as it always does
        return Intent("fold" if s.to_call else "check_or_call",
                      Reason(FOLD_SHORT, (("stack", shown), ("cards", cards))))
    moves = read_lines(hand)
    raise_move = _last_raise(moves)
    if raise_move is None:
        return None
    stake = raise_move.stack_before if raise_move.all_in else s.own_bet + s.stack
    depth = effective_depth(hand, s, stake)
    if depth > PUSH_FOLD_DEPTH:
        return None
    shown = round(depth)
    caller: Caller = ("big_blind" if player == hand.big_blind_player
                      else "small_blind" if player == hand.small_blind_player else "other")
    others_in = sum(1 for move in moves if move.street == 0 and move.facing_all_in and move.kind == "call")
    tighter = 1 + 0.3 * others_in  # every caller already in makes a call need a stronger hand
    good = calls(kind, caller=caller, pusher_behind=max(1, raise_move.behind), depth=depth * call_factor * tighter)
    if raise_move.all_in or s.to_call >= s.stack:
        why = Reason(CALL_PUSH if good else FOLD_PUSH, (("cards", cards), ("stack", shown)))
        return Intent("check_or_call" if good else "fold", why, strong=good)
    if good and s.can_raise:
        return Intent("bet_or_raise", Reason(PUSH_REASON, (("stack", shown), ("cards", cards))), all_in=True,
                      strong=True)
    return None
