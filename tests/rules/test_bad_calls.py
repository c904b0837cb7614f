"""The Python API refuses what is not a move with the rules' own errors:
a seat that is not in the hand, an amount that is not a whole number of chips. A refused call changes nothing."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

import pytest

from dealerdesk.rules.errors import BetSizeError, IllegalActionError, RulesError, SetupError
from dealerdesk.rules.game import Game, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.table import Table, TableError
from tests.rules.scenario import make_hand, play

NOT_SEATS = [3, 7, -1, 10**6, True, False, 1.0, "1"]


def state(hand: Hand) -> object:
    return (list(hand.stacks), list(hand.bets), list(hand.folded), hand.actor, list(hand.log), hand.phase)


@pytest.mark.parametrize("seat", NOT_SEATS)
@pytest.mark.parametrize("action", ["fold", "check_or_call", "bet_or_raise_to"])
def test_a_seat_not_in_the_hand_is_an_illegal_action(action: str, seat: object) -> None:
    hand = make_hand("NT", [100, 100, 100])
    before = state(hand)
    args: tuple[object, ...] = (10, seat) if action == "bet_or_raise_to" else (seat,)
    with pytest.raises(IllegalActionError, match=r"there is no player .* in this hand"):
        getattr(hand, action)(*args)
    assert not getattr(hand, f"can_{action}")(*args)
    assert state(hand) == before


@pytest.mark.parametrize("seat", NOT_SEATS)
def test_show_muck_and_deal_refuse_a_seat_not_in_the_hand(seat: object) -> None:
    hand = play(make_hand("NT", [100, 100], holes=["AsKs", "QdQh"]), "p1 cbr 100", "p2 cc")
    for call in (lambda: hand.show(seat), lambda: hand.muck(seat)):  # type: ignore[arg-type]
        with pytest.raises(IllegalActionError):
            call()
    fresh = Hand(Variant(Game.HOLDEM, Structure.NO), Stakes((2, 1), (0, 0), min_bet=2), [100, 100])
    with pytest.raises(IllegalActionError):
        fresh.deal_hole(seat, None)  # type: ignore[arg-type]


@pytest.mark.parametrize("amount", [4.5, 10.0, True, False, "10", None, 10 + 0j])
def test_an_amount_that_is_not_whole_chips_is_refused(amount: object) -> None:
    hand = make_hand("NT", [100, 100, 100])
    before = state(hand)
    with pytest.raises(BetSizeError, match="whole number of chips"):
        hand.bet_or_raise_to(amount)  # type: ignore[arg-type]
    assert not hand.can_bet_or_raise_to(amount)  # type: ignore[arg-type]
    assert state(hand) == before
    hand.bet_or_raise_to(10)  # the same raise as a whole number is fine
    assert hand.bets[2] == 10


@pytest.mark.parametrize(
    "stacks", [[100, 4.5], [100, True], [100, "100"], [100.0, 100]],
)
def test_a_hand_refuses_stacks_that_are_not_whole_chips(stacks: list[object]) -> None:
    with pytest.raises(SetupError, match="whole numbers of chips"):
        Hand(Variant(Game.HOLDEM, Structure.NO), Stakes((2, 1), (0, 0), min_bet=2), stacks)  # type: ignore[arg-type]
    with pytest.raises(SetupError, match="whole numbers of chips"):
        Hand(Variant(Game.HOLDEM, Structure.NO), Stakes((2, 1.5), (0, 0), min_bet=2), [100, 100])  # type: ignore[arg-type]


def seated() -> Table:
    table = Table(seat_count=6, small_blind=1, big_blind=2, min_buy_in=1)
    for seat in (1, 2, 3):
        table.sit(seat, f"P{seat}", 100)
    return table


@pytest.mark.parametrize(
    "call",
    [
        lambda t: t.sit(4.0, "Float", 100),
        lambda t: t.sit(True, "Bool", 100),
        lambda t: t.sit(4, "Half", 100.5),
        lambda t: t.sit(4, "Bool", True),
        lambda t: t.add_chips(1, 4.5),
        lambda t: t.add_chips(1, True),
        lambda t: t.stand(1.0),
        lambda t: t.sit_out("1"),
    ],
)
def test_a_table_refuses_seats_and_chips_that_are_not_whole_numbers(call: Callable[[Table], object]) -> None:
    table = seated()
    before = copy.deepcopy(table.seats)
    with pytest.raises(TableError):
        call(table)
    assert table.seats == before


@pytest.mark.parametrize("field", ["small_blind", "big_blind", "ante", "seat_count", "button_seat"])
def test_a_table_refuses_settings_that_are_not_whole_numbers(field: str) -> None:
    with pytest.raises(TableError, match="whole number"):
        Table(**{field: 2.5})  # type: ignore[arg-type]


def test_errors_are_the_rules_errors() -> None:
    """Every refusal above is a :class:`RulesError` (a ``ValueError``), never an ``IndexError`` or ``TypeError``."""
    assert issubclass(IllegalActionError, RulesError) and issubclass(BetSizeError, RulesError)
    assert issubclass(TableError, RulesError)
    hand = Table(seat_count=3, min_buy_in=1)
    for seat in (1, 2):
        hand.sit(seat, f"P{seat}", 50)
    started = hand.start_hand(random.Random(1))
    with pytest.raises(RulesError):
        started.fold(2)
