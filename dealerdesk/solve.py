"""The engine's answers about a hand at one moment: :func:`solve` gives them typed (positions, the engine's pots
and awards); :func:`contract_fields` writes them in the text form of the DESIGN.md contract, keyed as
``dealerdesk solve`` prints them (players as PHH codes), which the command line turns into JSON.

>>> from dealerdesk.rules.game import Game, Stakes, Structure, Variant
>>> from dealerdesk.rules.hand import Hand
>>> hand = Hand(Variant(Game.OMAHA, Structure.POT), Stakes((1, 2, 0), (0, 0, 0), min_bet=2), [100] * 3)
>>> for p in range(3):
...     _ = hand.deal_hole(p, None)
>>> solution = solve(hand)
>>> solution.actor, solution.to_call, solution.min_raise_to, solution.max_raise_to
(2, 2, 4, 7)
>>> answer = contract_fields(solution)
>>> answer["actor"], answer["to_call"], answer["min_raise_to"], answer["max_raise_to"]
('p3', 2, 4, 7)
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from dealerdesk.evaluation.calling import ShowdownCall, call_showdown, rank_letter
from dealerdesk.evaluation.cards import format_cards
from dealerdesk.rules.chips import ChipFacts, chip_facts, chips_text
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code
from dealerdesk.rules.pots import Pot
from dealerdesk.rules.rake import RakeTaken
from dealerdesk.rules.records import Award


@dataclass(frozen=True)
class Solution:
    """Every answer a dealer needs at one moment of a hand. Players are positions (0 = p1, left of the button)."""

    player_count: int
    """How many players were dealt in."""
    actor: int | None
    """Whose turn it is to bet, or None outside a betting round."""
    to_call: int | None
    """Chips the actor must add to call (0: may check); None when nobody is to act."""
    min_raise_to: int | None
    """The actor's smallest legal bet/raise-to, None if they may not bet or raise."""
    max_raise_to: int | None
    """The actor's largest legal bet/raise-to, None if they may not bet or raise."""
    pots: tuple[Pot, ...]
    """The main pot, then the side pots."""
    returned: dict[int, int]
    """Uncalled chips going back (only players who get some back), by position."""
    showdown_order: tuple[int, ...]
    """The order the remaining hands are shown once betting is over; empty before that."""
    all_in_showdown: bool
    """Betting is over and a remaining player was all-in when it ended: every hand is tabled at once (TDA 16)."""
    awards: tuple[Award, ...]
    """Chips pushed from each pot (or half of it) to each winner, once the hand is complete."""
    final_stacks: tuple[int, ...] | None
    """Each player's stack once the hand is complete."""
    pot_total: int
    """Every chip in the middle and in front of the players: what a dealer counts when asked for the pot."""
    killed: tuple[int, ...]
    """Once the hand is complete after a showdown: the hands the dealer kills (mucked, or winning nothing)."""
    equity: dict[int, float] | None
    """Each live hand's exact share when the betting is over before the river with every live hand's cards known
    (rounded to six places); None otherwise."""
    all_in: tuple[int, ...]
    """The players still in who were all-in when the betting ended (why ``all_in_showdown`` is true; it stays so
    when the pots are paid); empty while betting can go on."""
    calls: dict[int, ShowdownCall]
    """Once the hands are tabled on a full board: each tabled hand as a dealer calls it (category, ranks, the
    kickers and low cards that decide against the other tabled hands); empty before that."""
    raked: bool = False
    """The hand has a house rake (the PHH ``_rake`` field): ``rake`` and ``jackpot_drop`` are reported."""
    rake: RakeTaken | None = None
    """Once a raked hand is complete: the rake and jackpot drop taken before the awards (which are what is left)."""
    chips: ChipFacts | None = None
    """The answers in chips when the hand's table names its chips in play (PHH ``_chip_set``): the chips in the
    middle, the change owed to a player who calls with a bigger chip, the middle coloured up."""


def solve(hand: Hand, *, only: Collection[str] | None = None) -> Solution:
    """Every answer a dealer needs at this point of the hand; with ``only`` (``dealerdesk solve`` keys), the two
    that cost real work — the all-in equity's enumeration of the boards to come, and the tabled hands called — only
    when named there (else None and empty): a drill pack's check of a pot-limit question needs neither, and the
    equity was four tenths of a pack's import."""
    pots, returned = hand.pots()
    final = hand.final_stacks
    return Solution(
        player_count=hand.player_count,
        actor=hand.actor,
        to_call=hand.to_call,
        min_raise_to=hand.min_raise_to,
        max_raise_to=hand.max_raise_to,
        pots=tuple(pots),
        returned={p: amount for p, amount in sorted(returned.items()) if amount},
        showdown_order=tuple(hand.showdown_order),
        all_in_showdown=hand.all_in_showdown,
        awards=tuple(hand.awards),
        final_stacks=None if final is None else tuple(final),
        pot_total=hand.pot_total,
        killed=tuple(hand.killed_hands),
        equity=live_equity(hand) if only is None or "equity" in only else None,
        all_in=hand.all_in_players if hand.betting_over else (),
        calls=tabled_calls(hand) if only is None or "calls" in only else {},
        raked=hand.rake_structure is not None,
        rake=hand.rake_taken,
        chips=chip_facts(hand),
    )


def tabled_calls(hand: Hand) -> dict[int, ShowdownCall]:
    """Each hand tabled on a full board, called (Hold'em: best five of seven; Omaha: exactly two hole cards)."""
    if len(hand.board) < 5 or not hand.shown:
        return {}
    game = hand.variant.game
    return call_showdown(game.is_hilo, game is not Game.HOLDEM, dict(sorted(hand.shown.items())), hand.board)


def call_fields(call: ShowdownCall) -> dict[str, Any]:
    """One hand's call as ``dealerdesk solve`` prints it: ``hand`` (the canonical English name: "Royal flush" or
    the category), ``ranks`` and ``kickers`` as rank letters, ``kickers_deciding`` (how many of the kickers
    decide against another tabled hand), ``cards`` (the five, in reading order), and in hi/lo ``low`` (its five
    ranks, or null), ``low_deciding`` (how many of them the call names) and ``low_cards``."""
    high = call.high
    return {
        "hand": high.name,
        "ranks": [rank_letter(r) for r in high.ranks],
        "kickers": [rank_letter(r) for r in high.kickers],
        "kickers_deciding": call.kickers_deciding,
        "cards": format_cards(high.cards),
        "low": None if call.low is None else [rank_letter(r) for r in call.low],
        "low_deciding": call.low_deciding,
        "low_cards": format_cards(call.low_cards),
    }


def contract_fields(solution: Solution) -> dict[str, Any]:
    """The solution keyed as DESIGN.md specifies, players as PHH codes: what ``dealerdesk solve`` prints as JSON
    (and the form of a trainer question's stored answer).

    Beyond DESIGN.md's keys: ``pot_total``, ``killed``, ``all_in`` and ``calls`` (see :class:`Solution` and
    :func:`call_fields`); and, only when the hand carries a house rake (PHH ``_rake``), ``rake`` and
    ``jackpot_drop``: the chips the house took before the awards (None until the hand is complete).
    When the hand names its chips in play (PHH ``_chip_set``): ``chip_set``, ``pot_chips``, ``tendered``,
    ``change``, ``change_chips`` and ``colour_up`` (see :func:`chip_fields`).
    """
    fields: dict[str, Any] = {
        "players": [player_code(p) for p in range(solution.player_count)],
        "actor": None if solution.actor is None else player_code(solution.actor),
        "to_call": solution.to_call,
        "min_raise_to": solution.min_raise_to,
        "max_raise_to": solution.max_raise_to,
        "pots": [
            {"amount": pot.amount, "eligible": [player_code(p) for p in sorted(pot.eligible)]}
            for pot in solution.pots
        ],
        "returned": {player_code(p): amount for p, amount in solution.returned.items()},
        "showdown_order": [player_code(p) for p in solution.showdown_order],
        "all_in_showdown": solution.all_in_showdown,
        "awards": [
            {"pot": a.pot, "half": a.half, "player": player_code(a.player), "amount": a.amount}
            for a in solution.awards
        ],
        "final_stacks": None if solution.final_stacks is None else list(solution.final_stacks),
        "pot_total": solution.pot_total,
        "killed": [player_code(p) for p in solution.killed],
        "equity": None if solution.equity is None else {player_code(p): share for p, share in solution.equity.items()},
        "all_in": [player_code(p) for p in solution.all_in],
        "calls": {player_code(p): call_fields(call) for p, call in solution.calls.items()},
        **chip_fields(solution.chips),
    }
    if solution.raked:
        fields["rake"] = None if solution.rake is None else solution.rake.rake
        fields["jackpot_drop"] = None if solution.rake is None else solution.rake.jackpot_drop
    return fields


def chip_fields(facts: ChipFacts | None) -> dict[str, Any]:
    """The chip answers keyed as ``dealerdesk solve`` prints them (none when the hand names no chips): the
    denominations in play (``chip_set``), the chips in the middle by denomination (``pot_chips``, ``{"100": 3}``),
    the chip the player to act calls with (``tendered``, or null), the change owed for it (``change``) and its
    chips (``change_chips``), and the middle coloured up into the fewest chips (``colour_up``)."""
    if facts is None:
        return {}
    change = facts.change
    return {
        "chip_set": list(facts.chip_set),
        "pot_chips": chips_text(facts.pot_chips),
        "tendered": facts.tendered,
        "change": None if change is None else change.amount,
        "change_chips": None if change is None else chips_text(change.chips),
        "colour_up": chips_text(facts.colour_up),
    }


def live_equity(hand: Hand) -> dict[int, float] | None:
    """Each live hand's share of the pot over the boards still to come, when the betting is over before the river
    and every live hand's cards are known (exact enumeration); else None."""
    if not hand.betting_over or len(hand.board) >= 5 or hand.is_complete:
        return None
    holes = [hand.hole[p] for p in hand.remaining]
    if any(h is None or None in h for h in holes):
        return None
    from dealerdesk.evaluation.equity import equity  # NumPy only when there is something to compute

    cards = [[c for c in h or () if c is not None] for h in holes]
    result = equity(cards, hand.board, game=hand.variant.game)
    return {p: round(share.equity, 6) for p, share in zip(hand.remaining, result.hands, strict=True)}
