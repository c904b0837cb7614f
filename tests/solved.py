"""``solve`` as the tests compare it: the engine's answers in the contract's form, keyed as ``dealerdesk solve``
prints them (players as PHH codes), the form of a question's stored answer."""

from __future__ import annotations

from typing import Any

from dealerdesk.rules.hand import Hand
from dealerdesk.solve import contract_fields
from dealerdesk.solve import solve as solve_hand


def solve(hand: Hand) -> dict[str, Any]:
    """The contract fields of :func:`dealerdesk.solve.solve` at this point of the hand."""
    return contract_fields(solve_hand(hand))
