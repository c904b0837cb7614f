"""A compact way to set up a hand and play PHH-style steps in rules tests (independent of the PHH module)."""

from __future__ import annotations

from collections.abc import Sequence

from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import HouseRules, Stakes, Variant
from dealerdesk.rules.hand import Hand


def make_hand(
    code: str,
    stacks: Sequence[int],
    blinds: Sequence[int] = (1, 2),
    *,
    antes: Sequence[int] | None = None,
    bets: tuple[int, int] = (2, 4),
    rules: HouseRules | None = None,
    antes_are_live: bool = True,
    full_blinds: tuple[int, int] | None = None,
    holes: Sequence[str] | None = None,
) -> Hand:
    """A hand with blinds given per position (padded with zeros); hole cards dealt (unseen unless given).

    Fixed limit uses ``bets`` as (small bet, big bet); pot and no limit use the largest blind as min bet.
    """
    count = len(stacks)
    blind_list = (tuple(blinds) + (0,) * count)[:count]
    stakes = Stakes(
        blinds=blind_list,
        antes=tuple(antes) if antes is not None else (0,) * count,
        small_bet=bets[0],
        big_bet=bets[1],
        min_bet=max(blind_list),
        antes_are_live=antes_are_live,
        full_blinds=full_blinds,
    )
    hand = Hand(Variant.from_code(code), stakes, stacks, rules=rules)
    for player in range(count):
        hand.deal_hole(player, parse_cards(holes[player]) if holes else None)
    return hand


def play(hand: Hand, *steps: str) -> Hand:
    """Apply steps like ``"p3 cc"``, ``"p4 cbr 10"``, ``"p1 f"``, ``"db AsKd2c"``, ``"p2 sm AsKd"``, ``"p2 sm"``."""
    for step in steps:
        words = step.split()
        if words[0] == "db":
            hand.deal_board(parse_cards(words[1]))
            continue
        player = int(words[0][1:]) - 1
        verb = words[1]
        if verb == "f":
            hand.fold(player)
        elif verb == "cc":
            hand.check_or_call(player)
        elif verb == "cbr":
            hand.bet_or_raise_to(int(words[2]), player)
        elif verb == "sm" and len(words) == 3:
            hand.show(player, parse_cards(words[2]))
        elif verb == "sm":
            hand.muck(player)
        else:
            raise AssertionError(f"unknown step {step!r}")
    return hand


def player_name(index: int | None) -> str | None:
    """``0`` → ``"p1"``, for readable assertions."""
    return None if index is None else f"p{index + 1}"
