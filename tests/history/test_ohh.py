"""Open Hand History export: every game's sessions, raked, come out as the standard's objects (checked with
ohh-pydantic), a blank line between hands, and the amounts add up to the engine's: each player's chips put in,
given back and won end at our final stacks, and each pot's winnings are the pot less the rake and the drop."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from open_hh_models.models import OpenHandHistory

from dealerdesk.history.ohh import EXTENSION, HALF_FIELD
from dealerdesk.history.session import hand_number, hand_text, session_text
from dealerdesk.rules.finished_hand import FinishedHand
from dealerdesk.rules.rake import PRESETS
from dealerdesk.rules.table import Table
from tests.history.played import played_table

CODES = ("NT", "PT", "FT", "NO", "PO", "FO", "NO/8", "PO/8", "FO/8")
PUT_IN = {"Post SB", "Post BB", "Post Ante", "Post Dead", "Post Extra Blind", "Call", "Bet", "Raise"}


def standard_checked(hand: dict[str, Any]) -> None:
    """The hand validated by ohh-pydantic. Its model (0.1.1) requires a ``bet_limit.action`` the standard does not
    have (the bet limit object is ``bet_type`` and ``bet_cap``): that one field is supplied for the check."""
    assert set(hand["bet_limit"]) == {"bet_type", "bet_cap"}
    OpenHandHistory.model_validate(hand | {"bet_limit": hand["bet_limit"] | {"action": "Dealt Cards"}})


def hands_of(text: str) -> Iterator[dict[str, Any]]:
    """The hands of an OHH file: ``{"ohh": …}`` objects, one blank line between them."""
    assert text.endswith("}\n") and "\n\n\n" not in text
    for block in text.split("\n\n"):
        data = json.loads(block)
        assert set(data) == {"ohh"}
        yield data["ohh"]


def check_amounts(ohh: dict[str, Any], finished: FinishedHand) -> None:
    """Stacks from the standard's amounts (what each action put in, what came back, what was won) are ours; each
    pot's wins are the pot less the house's part; hi/lo halves are named."""
    hand = finished.hand
    by_id = {player["id"]: player for player in ohh["players"]}
    stacks = {pid: player["starting_stack"] for pid, player in by_id.items()}
    for round_ in ohh["rounds"]:
        for action in round_["actions"]:
            if action["action"] in PUT_IN:
                stacks[action["player_id"]] -= action["amount"]
    for returned in ohh.get(EXTENSION, {}).get("uncalled_returned", []):
        stacks[returned["player_id"]] += returned["amount"]
    for pot in ohh["pots"]:
        won = sum(win["win_amount"] for win in pot["player_wins"])
        assert won == pot["amount"] - pot["rake"] - pot.get("jackpot", 0)
        for win in pot["player_wins"]:
            stacks[win["player_id"]] += win["win_amount"]
            assert win[HALF_FIELD] in ("high", "low", "whole")
    assert hand.final_stacks is not None
    ours = dict(zip(finished.seats, hand.final_stacks, strict=True))
    assert {by_id[pid]["seat"]: stack for pid, stack in stacks.items()} == ours
    taken = hand.rake_taken
    assert sum(pot["rake"] + pot.get("jackpot", 0) for pot in ohh["pots"]) == (taken.total if taken else 0)


@pytest.mark.parametrize("code", CODES)
def test_every_game_as_open_hand_history(code: str) -> None:
    table = played_table(6, CODES.index(code), rake=PRESETS["jackpot"], hands=25, variant=code)
    hands = list(hands_of(session_text(table, "ohh", hero_seat=1)))
    assert len(hands) == len(table.finished)
    for ohh, finished in zip(hands, table.finished, strict=True):
        standard_checked(ohh)
        check_amounts(ohh, finished)
        assert ohh["game_number"] == str(hand_number(table, finished))
        assert ohh["start_date_utc"] == finished.started.strftime("%Y-%m-%dT%H:%M:%S")  # type: ignore[union-attr]
        assert ohh["table_name"] == table.name and ohh["dealer_seat"] == finished.seats[-1]
        hero = ohh["hero_player_id"] if 1 in finished.seats else None
        dealt = [a for a in ohh["rounds"][0]["actions"] if a["action"] == "Dealt Cards" and "cards" in a]
        assert [a["player_id"] for a in dealt] == ([] if hero is None else [hero])
    if code.endswith("/8"):
        halves = {win[HALF_FIELD] for ohh in hands for pot in ohh["pots"] for win in pot["player_wins"]}
        assert "low" in halves  # some pot was split high and low


def test_one_hand_as_open_hand_history() -> None:
    table: Table = played_table(2, 5, hands=3)
    last = table.finished[-1]
    [ohh] = hands_of(hand_text(table, last, "ohh", hero_seat=2))
    standard_checked(ohh)
    check_amounts(ohh, last)
    assert ohh["table_size"] == 2 and [p["seat"] for p in ohh["players"]] == [1, 2]
    assert ohh["bet_limit"] == {"bet_type": "NL", "bet_cap": 0} and ohh["game_type"] == "Holdem"
