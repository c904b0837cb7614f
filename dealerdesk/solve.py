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

from typing import Any, Literal

from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code


def solve(hand: Hand) -> dict[str, Any]:
    """Every answer a dealer needs at this point of the hand, keyed as DESIGN.md specifies.

    ``equity`` is each live hand's exact share when the betting is over before the river with every live
    hand's cards known (null otherwise). Beyond DESIGN.md's keys: ``pot_total`` (every chip in the middle and
    in front of the players, what a dealer counts when asked for the pot), ``killed`` (once the hand is
    complete after a showdown, the hands the dealer kills: mucked or winning nothing) and ``all_in`` (the
    players still in who were all-in when the betting ended: why ``all_in_showdown`` is true; it stays so
    when the pots are paid).
    """
    pots, returned = hand.pots()
    actor = hand.actor
    return {
        "players": [player_code(p) for p in range(hand.player_count)],
        "actor": None if actor is None else player_code(actor),
        "to_call": hand.to_call,
        "min_raise_to": hand.min_raise_to,
        "max_raise_to": hand.max_raise_to,
        "pots": [
            {"amount": pot.amount, "eligible": [player_code(p) for p in sorted(pot.eligible)]} for pot in pots
        ],
        "returned": {player_code(p): amount for p, amount in sorted(returned.items()) if amount},
        "showdown_order": [player_code(p) for p in hand.showdown_order],
        "all_in_showdown": hand.all_in_showdown,
        "awards": [
            {"pot": a.pot, "half": a.half, "player": player_code(a.player), "amount": a.amount}
            for a in hand.awards
        ],
        "final_stacks": hand.final_stacks,
        "pot_total": hand.pot_total,
        "killed": [player_code(p) for p in hand.killed_hands],
        "equity": live_equity(hand),
        "all_in": [player_code(p) for p in hand.all_in_players] if hand.betting_over else [],
    }


GAME_NAMES: dict[Game, Literal["holdem", "omaha", "omaha8"]] = {
    Game.HOLDEM: "holdem", Game.OMAHA: "omaha", Game.OMAHA_HILO: "omaha8"}


def live_equity(hand: Hand) -> dict[str, float] | None:
    """Each live hand's share of the pot over the boards still to come, when the betting is over before the river
    and every live hand's cards are known (exact enumeration); else None."""
    if not hand.betting_over or len(hand.board) >= 5 or hand.is_complete:
        return None
    holes = [hand.hole[p] for p in hand.remaining]
    if any(h is None or None in h for h in holes):
        return None
    from dealerdesk.evaluation.equity import equity  # NumPy only when there is something to compute

    cards = [[c for c in h or () if c is not None] for h in holes]
    result = equity(cards, hand.board, game=GAME_NAMES[hand.variant.game])
    return {player_code(p): round(share.equity, 6) for p, share in zip(hand.remaining, result.hands, strict=True)}
