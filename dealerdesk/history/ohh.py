"""A hand as Open Hand History (OHH) JSON: the open standard of hh-specs.handhistory.org (version 1.4.7).

Each hand is one ``{"ohh": {…}}`` object; a file of several separates them with one blank line, as the standard's
storage format says. Players are numbered in seat order (``id`` 0 is the lowest seat); the rounds hold the posts,
the deal (the hero's cards only, as a site writes them), the betting with each action's chips ("amount" is what
the player put in with that action, as the standard asks for a raise), the board cards each street dealt, and a
showdown round when hands were tabled. Each pot carries its amount before the house's part, its ``rake`` and
``jackpot`` (the drop), and who won what from it.

What the standard has no field for is written in fields of this project's own, which readers of the standard
ignore:

* ``x_dealerdesk_half`` in each ``player_wins`` entry: ``"high"``, ``"low"`` or ``"whole"`` — which half of a
  hi/lo pot the chips were (a player who scoops has one entry per half).
* ``x_dealerdesk`` at the hand's top level: ``uncalled_returned`` (``[{"player_id", "amount"}]``, chips of a bet
  nobody called, given back before the pots were counted) and ``rake_structure`` (the room's rake, the PHH
  ``_rake`` table's keys) when the hand was raked.

A pot's rake and drop are each hand's totals spread over the pots they came out of: the drop is counted from
the main pot first, the rest of each pot's take is rake.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from dealerdesk.evaluation import format_card
from dealerdesk.rules import records
from dealerdesk.rules.game import Game, HouseRules, Structure
from dealerdesk.rules.hand import Hand

SPEC_VERSION = "1.4.7"
"""The version of the standard written."""
SITE = "dealerdesk"
"""The ``site_name`` and ``network_name`` written."""
EXTENSION = "x_dealerdesk"
"""The top-level field of this project's own (see the module docstring)."""
HALF_FIELD = "x_dealerdesk_half"
"""The ``player_wins`` field of this project's own (see the module docstring)."""
_GAME_TYPES = {Game.HOLDEM: "Holdem", Game.OMAHA: "Omaha", Game.OMAHA_HILO: "OmahaHiLo"}
_BET_TYPES = {Structure.NO: "NL", Structure.POT: "PL", Structure.FIXED: "FL"}
_STREETS = ("Preflop", "Flop", "Turn", "River")


def _version() -> str:
    """This program's version, as the standard's ``internal_version``."""
    import importlib.metadata  # noqa: PLC0415  (reading the metadata costs a few hundredths of a second)

    try:
        return importlib.metadata.version("dealerdesk")
    except importlib.metadata.PackageNotFoundError:
        return "0.0.0"


def ohh_hand(
    hand: Hand,
    *,
    number: int,
    table: str,
    seats: Sequence[int] | None = None,
    seat_count: int | None = None,
    hero: int | None = None,
    started: datetime | None = None,
) -> dict[str, Any]:
    """A finished hand as the standard's hand-history object (the value of ``"ohh"``). The arguments are those of
    :func:`dealerdesk.history.pokerstars.pokerstars_text`."""
    seat_of = list(seats) if seats is not None else list(range(1, hand.player_count + 1))
    by_seat = sorted(range(hand.player_count), key=seat_of.__getitem__)
    player_id = {position: index for index, position in enumerate(by_seat)}
    stakes = hand.stakes
    when = (started or datetime.now(UTC)).astimezone(UTC).replace(tzinfo=None, microsecond=0)
    result: dict[str, Any] = {
        "spec_version": SPEC_VERSION,
        "site_name": SITE,
        "network_name": SITE,
        "internal_version": _version(),
        "tournament": hand.rules == HouseRules.tournament(),
        "game_number": str(number),
        "start_date_utc": when.isoformat(),
        "table_name": table,
        "game_type": _GAME_TYPES[hand.variant.game],
        "bet_limit": {"bet_type": _BET_TYPES[hand.variant.structure], "bet_cap": 0},
        "table_size": seat_count or max(seat_of),
        "currency": "XPM",  # the standard's code for play money: the table's chips are worth nothing
        "dealer_seat": seat_of[-1],
        "small_blind_amount": stakes.small_blind,
        "big_blind_amount": stakes.big_blind,
        "ante_amount": max(stakes.antes, default=0),
        "players": [{"id": player_id[p], "seat": seat_of[p], "name": hand.names[p],
                     "starting_stack": hand.starting_stacks[p]}
                    | ({"is_sitting_out": True} if p in stakes.dead_hands else {}) for p in by_seat],
        "rounds": _rounds(hand, player_id, hero),
        "pots": _pots(hand, player_id),
    }
    if hero is not None:
        result["hero_player_id"] = player_id[hero]
    returned = [r for r in hand.log if isinstance(r, records.ReturnUncalled)]
    extension: dict[str, Any] = {}
    if returned:
        extension["uncalled_returned"] = [{"player_id": player_id[r.player], "amount": r.amount} for r in returned]
    if hand.rake_structure is not None:
        extension["rake_structure"] = hand.rake_structure.to_fields()
    if extension:
        result[EXTENSION] = extension
    return result


def _cards(cards: Sequence[int]) -> list[str]:
    return [format_card(card) for card in cards]


def _rounds(hand: Hand, player_id: dict[int, int], hero: int | None) -> list[dict[str, Any]]:
    """The rounds: preflop (posts, the deal, the betting), one per street dealt, and the showdown."""
    rounds: list[dict[str, Any]] = [{"id": 0, "street": "Preflop", "actions": []}]
    showdown: list[dict[str, Any]] = []
    number = 0
    small, big = hand.small_blind_player, hand.big_blind_player

    def add(actions: list[dict[str, Any]], player: int, action: str, **fields: Any) -> None:
        nonlocal number
        actions.append({"action_number": number, "player_id": player_id[player], "action": action} | fields)
        number += 1

    for record in hand.log:
        actions = rounds[-1]["actions"]
        if isinstance(record, records.PostAnte):
            add(actions, record.player, "Post Ante", amount=record.amount)
        elif isinstance(record, records.PostBlind):
            kind = "Post SB" if record.player == small else "Post BB" if record.player == big else "Post Extra Blind"
            add(actions, record.player, kind, amount=record.amount)
        elif isinstance(record, records.PostDead):
            add(actions, record.player, "Post Dead", amount=record.amount)
        elif isinstance(record, records.DealHole):
            known = record.player == hero and None not in record.cards
            add(actions, record.player, "Dealt Cards",
                **({"cards": _cards([c for c in record.cards if c is not None])} if known else {}))
        elif isinstance(record, records.DealBoard):
            street = len(rounds)
            rounds.append({"id": street, "street": _STREETS[street], "cards": _cards(record.cards), "actions": []})
        elif isinstance(record, records.Fold):
            add(actions, record.player, "Fold")
        elif isinstance(record, records.CheckOrCall):
            if record.amount:
                add(actions, record.player, "Call", amount=record.amount, is_allin=record.all_in)
            else:
                add(actions, record.player, "Check")
        elif isinstance(record, records.BetOrRaise):
            # The standard's "Bet" opens a street after the flop; every wager before the flop raises the blind.
            kind = "Bet" if record.street > 0 and record.before == 0 else "Raise"
            add(actions, record.player, kind, amount=record.added, is_allin=record.all_in)
        elif isinstance(record, records.Show):
            add(showdown, record.player, "Shows Cards", cards=_cards(record.cards))
        elif isinstance(record, records.Muck):
            add(showdown, record.player, "Mucks Cards")
    if showdown:
        rounds.append({"id": len(rounds), "street": "Showdown", "actions": showdown})
    return rounds


def _pots(hand: Hand, player_id: dict[int, int]) -> list[dict[str, Any]]:
    """Each pot before the house's part, its rake and drop, and its winners (with the half each won)."""
    pots, _ = hand.pots()
    taken = hand.rake_taken
    drop_left = taken.jackpot_drop if taken is not None else 0
    result = []
    for index, pot in enumerate(pots):
        cut = taken.from_pots[index] if taken is not None else 0
        drop = min(drop_left, cut)
        drop_left -= drop
        wins = [{"player_id": player_id[a.player], "win_amount": a.amount, HALF_FIELD: a.half}
                for a in hand.awards if a.pot == index and a.amount]
        entry: dict[str, Any] = {"number": index, "amount": pot.amount, "rake": cut - drop}
        if drop:
            entry["jackpot"] = drop
        result.append(entry | {"player_wins": wins})
    return result


def ohh_text(hands: Sequence[dict[str, Any]]) -> str:
    """Hands as an OHH file's text: each ``{"ohh": …}`` object on its own lines, one blank line between them."""
    return "\n\n".join(json.dumps({"ohh": hand}, indent=1, ensure_ascii=False) for hand in hands) + "\n"
