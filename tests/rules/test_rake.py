"""The house rake and jackpot drop: the structure's arithmetic (percentage, cap, short-handed caps, no flop no
drop, the drop's threshold, the chip), how side pots are raked, and the engine settling with it — chips
conserved over random hands (hypothesis), the uncalled bet never raked, the pot raked before a hi/lo split."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.history.export import history_of
from dealerdesk.history.phh import PHHError, dumps, loads
from dealerdesk.history.pokerstars import pokerstars_text
from dealerdesk.history.replay import replay
from dealerdesk.rules import records
from dealerdesk.rules.game import Game, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.rake import (
    CAPPED,
    JACKPOT,
    LOW_CAP,
    NO_RAKE,
    PRESETS,
    RakeError,
    RakeStructure,
    SidePotRake,
    structure_from_fields,
    take_rake,
)
from dealerdesk.solve import contract_fields, solve
from tests.rules.test_properties import hands


def test_percentage_rounds_down_to_the_chip_and_stops_at_the_cap() -> None:
    ten = RakeStructure(percent=Fraction(10), cap=5)
    assert take_rake(ten, [39], 6, True).rake == 3
    assert take_rake(ten, [49], 6, True).rake == 4
    assert take_rake(ten, [400], 6, True).rake == 5
    assert take_rake(ten, [400], 6, True).capped
    assert take_rake(ten, [95], 6, True, chip=5).rake == 5
    assert take_rake(ten, [45], 6, True, chip=5).rake == 0
    assert take_rake(RakeStructure(percent=Fraction(10), cap=None), [400], 6, True).rake == 40


def test_short_handed_caps_by_players_dealt_in() -> None:
    structure = PRESETS[LOW_CAP]  # 5 % to 3; 1 heads-up, 2 three-handed
    assert [take_rake(structure, [500], n, True).rake for n in (2, 3, 4, 9)] == [1, 2, 3, 3]
    assert PRESETS[CAPPED].cap_for(2) == 3 and PRESETS[CAPPED].cap_for(3) == 5


def test_no_flop_no_drop_and_the_jackpot_needs_a_flop_and_the_threshold() -> None:
    jackpot = PRESETS[JACKPOT]  # 10 % to 4, 1 dropped from 20
    preflop = take_rake(jackpot, [60], 6, flop_seen=False)
    assert (preflop.rake, preflop.jackpot_drop) == (0, 0)
    assert (take_rake(jackpot, [19], 6, True).jackpot_drop, take_rake(jackpot, [20], 6, True).jackpot_drop) == (0, 1)
    assert take_rake(jackpot, [20], 6, True).total == 3
    raked_preflop = RakeStructure(no_flop_no_drop=False, jackpot_drop=1, jackpot_threshold=10)
    taken = take_rake(raked_preflop, [60], 6, flop_seen=False)
    assert (taken.rake, taken.jackpot_drop) == (5, 0)


def test_side_pots_main_first_or_in_proportion() -> None:
    main_first = take_rake(RakeStructure(cap=None), [30, 70], 3, True)
    assert main_first.from_pots == (10, 0)
    small_main = take_rake(RakeStructure(cap=None), [6, 94], 3, True)
    assert small_main.from_pots == (6, 4)
    proportional = take_rake(RakeStructure(cap=None, side_pots=SidePotRake.PROPORTIONAL), [30, 70], 3, True)
    assert proportional.from_pots == (3, 7)
    assert sum(take_rake(RakeStructure(cap=None, side_pots=SidePotRake.PROPORTIONAL), [33, 33, 34], 3,
                         True).from_pots) == 10


def test_no_rake_preset_takes_nothing() -> None:
    assert not PRESETS[NO_RAKE].rakes
    assert take_rake(PRESETS[NO_RAKE], [1000], 9, True).total == 0


@pytest.mark.parametrize(("fields", "part"), [
    ({"percent": 150}, "percent"), ({"percent": "ten"}, "percent"), ({"cap": -1}, "cap"),
    ({"cap": 2.5}, "cap"), ({"caps": {"x": 1}}, "caps"), ({"jackpot_drop": 2, "jackpot_threshold": 1},
                                                          "jackpot_threshold"),
    ({"no_flop_no_drop": "yes"}, "no_flop_no_drop"), ({"side_pots": "last"}, "side_pots"), ({"rate": 5}, "rate"),
])
def test_bad_structures_name_the_part(fields: dict[str, object], part: str) -> None:
    with pytest.raises(RakeError) as error:
        structure_from_fields(fields)
    assert error.value.part == part and str(error.value).startswith(f"{part}: ")


def test_presets_round_trip_through_their_fields() -> None:
    for structure in PRESETS.values():
        assert structure_from_fields(structure.to_fields()) == structure


# -- the engine settles with the rake ------------------------------------------------------------------------


def _three_handed(rake: RakeStructure, game: Game = Game.HOLDEM) -> Hand:
    structure = Structure.NO if game is Game.HOLDEM else Structure.POT
    return Hand(Variant.of(game, structure), Stakes((1, 2, 0), (0, 0, 0), min_bet=2), [200, 200, 200], rake=rake)


PHH = """
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
_rake = {{ {rake} }}
actions = [{actions}]
"""


def _phh(rake: str, *actions: str) -> str:
    return PHH.format(rake=rake, actions=", ".join(f"'{a}'" for a in actions))


def test_the_uncalled_bet_is_returned_before_the_pot_is_raked() -> None:
    text = _phh("percent = 10, cap = 5", "d dh p1 AsKs", "d dh p2 QhQd", "d dh p3 7c2d", "p3 cc", "p1 cbr 10",
                "p2 cc", "p3 f", "d db Jc8d3h", "p1 cbr 20", "p2 cbr 70", "p1 f")
    hand = replay(loads(text))
    assert hand.returned == {1: 50} and hand.rake_taken is not None
    assert hand.rake_taken.pot == 62 and hand.rake_taken.rake == 5
    answer = contract_fields(solve(hand))
    assert (answer["rake"], answer["jackpot_drop"]) == (5, 0)
    rake_at = next(i for i, r in enumerate(hand.log) if isinstance(r, records.Rake))
    assert hand.log[rake_at] == records.Rake(5, 0, (5,))
    assert all(isinstance(r, records.Award) for r in hand.log[rake_at + 1:])
    assert "Total pot 62 | Rake 5" in pokerstars_text(hand)
    assert answer["awards"] == [{"pot": 0, "half": "whole", "player": "p2", "amount": 57}]
    assert sum(hand.starting_stacks) == sum(answer["final_stacks"]) + 5


def test_a_pot_won_preflop_is_not_raked() -> None:
    flop = replay(loads(_phh("percent = 10, cap = 5, jackpot_drop = 1, jackpot_threshold = 2", "d dh p1 AsKs",
                             "d dh p2 QhQd", "d dh p3 7c2d", "p3 cbr 6", "p1 cc", "p2 f", "d db Jc8d3h", "p1 cbr 10",
                             "p3 f")))
    assert flop.rake_taken is not None and (flop.rake_taken.rake, flop.rake_taken.jackpot_drop) == (1, 1)
    folded = replay(loads(_phh("percent = 10, cap = 5, jackpot_drop = 1, jackpot_threshold = 2", "d dh p1 AsKs",
                               "d dh p2 QhQd", "d dh p3 7c2d", "p3 cbr 6", "p1 f", "p2 f")))
    assert folded.rake_taken is not None and folded.rake_taken.total == 0 and not folded.rake_taken.flop_seen


def test_hi_lo_is_split_after_the_rake() -> None:
    hand = _three_handed(RakeStructure(percent=Fraction(10), cap=5), Game.OMAHA_HILO)
    cards = {0: [0, 4, 8, 40], 1: [49, 50, 45, 46], 2: [13, 17, 21, 25]}  # 2s 3s 4s Qs / A A K K / 5d 6d 7d 8d
    for player in range(3):
        hand.deal_hole(player, cards[player])
    hand.check_or_call()  # button calls
    hand.check_or_call()  # small blind
    hand.check_or_call()  # big blind checks: 6 in
    hand.deal_board([12, 28, 44])
    for _street in range(3):
        for _player in range(3):
            hand.check_or_call()
        if len(hand.board) < 5:
            hand.deal_board([33 + len(hand.board)])
    for player in hand.showdown_order:
        if not hand.is_complete:
            hand.show(player)
    assert hand.is_complete and hand.rake_taken is not None
    assert hand.rake_taken.rake == 0  # 10 % of 6 rounds down to nothing
    assert sum(a.amount for a in hand.awards) == 6


@settings(max_examples=300, deadline=None)
@given(hands(), st.sampled_from(sorted(PRESETS)), st.sampled_from(list(SidePotRake)))
def test_chips_are_conserved_with_the_rake(case: tuple[Hand, random.Random], preset: str,
                                           side: SidePotRake) -> None:
    """Stacks + rake + drop = the starting stacks; the rake never above the cap, nothing taken without a flop,
    no pot paid out below zero, and the PHH with its ``_rake`` gives the same settlement replayed."""
    plain, rng = case
    structure = RakeStructure(**{**PRESETS[preset].__dict__, "side_pots": side})
    hand = Hand(plain.variant, plain.stakes, plain.starting_stacks, rules=plain.rules, rng=random.Random(rng.random()),
                rake=structure)
    for _ in range(500):
        if hand.is_complete:
            break
        low, high = hand.min_raise_to, hand.max_raise_to
        roll = rng.random()
        if low is not None and high is not None and roll < 0.3:
            hand.bet_or_raise_to(rng.choice([low, high]))
        elif roll < 0.85 or hand.to_call == 0:
            hand.check_or_call()
        else:
            hand.fold()
    assert hand.is_complete
    taken = hand.rake_taken
    assert taken is not None
    final = hand.final_stacks
    assert final is not None and sum(final) + taken.rake + taken.jackpot_drop == sum(hand.starting_stacks)
    cap = structure.cap_for(hand.player_count)
    assert cap is None or taken.rake <= cap
    if len(hand.board) < 3:
        assert taken.total == 0
    pots = hand.pots()[0]
    assert all(0 <= t <= pot.amount for t, pot in zip(taken.from_pots, pots, strict=True))
    assert sum(a.amount for a in hand.awards) == sum(p.amount for p in pots) - taken.total


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_rake_travels_in_the_phh_and_settles_the_same(preset: str) -> None:
    rng = random.Random(preset)
    for _ in range(20):
        hand = Hand(Variant.of(Game.OMAHA_HILO, Structure.POT), Stakes((1, 2, 0, 0), (0, 0, 0, 0), min_bet=2),
                    [rng.randrange(20, 300) for _ in range(4)], rng=random.Random(rng.random()), rake=PRESETS[preset])
        while not hand.is_complete:
            if rng.random() < 0.2 and hand.min_raise_to is not None:
                hand.bet_or_raise_to(hand.min_raise_to)
            else:
                hand.check_or_call()
        again = replay(loads(dumps(history_of(hand))))
        assert again.rake_taken == hand.rake_taken and again.final_stacks == hand.final_stacks


def test_a_bad_rake_field_is_one_line_naming_the_field() -> None:
    with pytest.raises(PHHError) as error:
        loads(_phh("percent = 10, cap = 'five'", "d dh p1 AsKs"), source="hand.phh")
    message = str(error.value)
    assert "\n" not in message and "_rake" in message and "cap" in message and message.startswith("hand.phh:")


def test_the_hi_lo_fixture_is_raked_then_halved_the_odd_chip_high() -> None:
    from pathlib import Path  # noqa: PLC0415 — only this test reads a file

    hand = replay(loads((Path(__file__).parent.parent / "fixtures" / "rake" / "raked-PO8.phh").read_text()))
    answer = contract_fields(solve(hand))
    assert (answer["rake"], answer["jackpot_drop"]) == (5, 1)
    assert [(a["half"], a["player"], a["amount"]) for a in answer["awards"]] == [("high", "p2", 23), ("low", "p1", 22)]
