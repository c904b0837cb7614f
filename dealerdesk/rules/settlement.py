"""Settling a hand: reading the tabled hands and pushing every pot to its winners.

Kept apart from the state machine so the trainer can ask "who gets what" of any set of pots and hands.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from dealerdesk.evaluation import NO_LOW, rank_holdem, rank_omaha_high, rank_omaha_low
from dealerdesk.rules.game import Game
from dealerdesk.rules.pots import Pot
from dealerdesk.rules.records import Award
from dealerdesk.rules.showdown import Strength, award_pot


def hand_strength(game: Game, hole: Sequence[int], board: Sequence[int]) -> Strength:
    """The high (and, in hi/lo, low) rank of one hand on a complete board.

    Hold'em uses any five of the seven cards; Omaha exactly two hole cards and three board cards, for
    the high and the low chosen independently (RULES.md §6).
    """
    if game is Game.HOLDEM:
        return Strength(rank_holdem([*hole, *board]))
    high = rank_omaha_high(hole, board)
    low = rank_omaha_low(hole, board) if game is Game.OMAHA_HILO else NO_LOW
    return Strength(high, low)


def showdown_strengths(
    game: Game, shown: Mapping[int, Sequence[int]], board: Sequence[int]
) -> dict[int, Strength]:
    """The strength of every tabled hand (needs the full board when any hand was tabled)."""
    if shown and len(board) != 5:
        raise ValueError(f"hands cannot be read on a board of {len(board)} cards")
    return {player: hand_strength(game, cards, board) for player, cards in shown.items()}


def settle_pots(
    pots: Sequence[Pot], mucked: Collection[int], strengths: Mapping[int, Strength], hilo: bool, *,
    chip: int = 1,
) -> list[Award]:
    """Every pot's awards, side pots first as TDA-2024 16 asks, each pot split on its own (odd chips in ``chip``,
    the smallest chip in play)."""
    awards: list[Award] = []
    for index in reversed(range(len(pots))):
        pot = pots[index]
        contenders = [p for p in pot.eligible if p not in mucked]
        awards.extend(award_pot(index, pot, contenders, strengths, hilo, chip=chip))
    return awards
