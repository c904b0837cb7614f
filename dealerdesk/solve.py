"""The engine's answers about a hand, as the JSON object ``dealerdesk solve`` prints (DESIGN.md contract).

>>> from dealerdesk.rules.game import Game, Stakes, Structure, Variant
>>> from dealerdesk.rules.hand import Hand
>>> hand = Hand(Variant(Game.OMAHA, Structure.POT), Stakes((1, 2, 0), (0, 0, 0), min_bet=2), [100] * 3)
>>> for p in range(3):
...     _ = hand.deal_hole(p, None)
>>> answer = solve(hand)
>>> answer["actor"], answer["to_call"], answer["min_raise_to"], answer["max_raise_to"]
('p3', 2, 4, 7)
"""

from __future__ import annotations

from typing import Any

from dealerdesk.rules.hand import Hand


def player_id(index: int) -> str:
    """The PHH name of a position: 0 → ``"p1"``."""
    return f"p{index + 1}"


def solve(hand: Hand) -> dict[str, Any]:
    """Every answer a dealer needs at this point of the hand, keyed as DESIGN.md specifies.

    Beyond DESIGN.md's keys: ``pot_total`` (every chip in the middle and in front of the players, what a
    dealer counts when asked for the pot) and ``killed`` (once the hand is complete after a showdown, the
    hands the dealer kills: mucked or winning nothing).
    """
    pots, returned = hand.pots()
    actor = hand.actor
    return {
        "players": [player_id(p) for p in range(hand.player_count)],
        "actor": None if actor is None else player_id(actor),
        "to_call": hand.to_call,
        "min_raise_to": hand.min_raise_to,
        "max_raise_to": hand.max_raise_to,
        "pots": [
            {"amount": pot.amount, "eligible": [player_id(p) for p in sorted(pot.eligible)]} for pot in pots
        ],
        "returned": {player_id(p): amount for p, amount in sorted(returned.items()) if amount},
        "showdown_order": [player_id(p) for p in hand.showdown_order],
        "all_in_showdown": hand.all_in_showdown,
        "awards": [
            {"pot": a.pot, "half": a.half, "player": player_id(a.player), "amount": a.amount}
            for a in hand.awards
        ],
        "final_stacks": hand.final_stacks,
        "pot_total": hand.pot_total,
        "killed": [player_id(p) for p in hand.killed_hands],
    }
