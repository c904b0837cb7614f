"""Trainer hands look like a card room's, as properties over many generated questions: amounts
in chips that exist at the table, cash games without antes and tournaments at levels with sensible antes, games
spread as rooms spread them, and losers who muck when the rules let them, so which hands to kill is a real
question. Odd chips of a split come in the table's smallest chip."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dealerdesk.history import dumps, loads
from dealerdesk.history.actions import CompleteBetOrRaiseTo
from dealerdesk.history.export import history_of
from dealerdesk.history.replay import replay, stakes_of
from dealerdesk.rules.game import Game, HouseRules, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.pots import Pot
from dealerdesk.rules.records import Muck
from dealerdesk.rules.showdown import Strength, award_pot, split_evenly
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import Request, deal_hand, generate
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from tests.solved import solve

PER_CELL = 6


@pytest.fixture(scope="module")
def questions() -> list[Question]:
    """PER_CELL questions of every kind at every difficulty."""
    found = []
    for kind in Kind:
        for difficulty in DIFFICULTIES:
            rng = random.Random(f"realistic-{kind}-{difficulty}")
            found += [generate(Request(kind, difficulty), rng) for _ in range(PER_CELL)]
    return found


def chip_of(question: Question) -> int:
    chip = question.history.user_fields.get("_smallest_chip", 1)
    assert isinstance(chip, int)
    return chip


def test_every_amount_comes_in_the_tables_smallest_chip(questions: list[Question]) -> None:
    chips = Counter()
    for question in questions:
        history, chip = question.history, chip_of(question)
        chips[chip] += 1
        big = max(history.blinds_or_straddles)
        assert chip <= min(b for b in history.blinds_or_straddles if b)
        amounts = [*history.blinds_or_straddles, *history.antes, *history.starting_stacks]
        amounts += [a.amount for a in history.actions if isinstance(a, CompleteBetOrRaiseTo)]
        hand = question.hand
        pots, returned = hand.pots()
        amounts += [pot.amount for pot in pots] + list(returned.values()) + [a.amount for a in hand.awards]
        amounts += [n for n in (hand.min_raise_to, hand.max_raise_to, hand.to_call) if n is not None]
        assert all(amount % chip == 0 for amount in amounts), (chip, big, question.phh_text())
    assert chips[1] and chips[5] and chips[25] and chips[100]  # $1 and $5 chips in cash, 25 and 100 in tournaments


def test_cash_games_look_like_cash_and_tournaments_like_tournaments(questions: list[Question]) -> None:
    kinds = Counter()
    for question in questions:
        history = question.history
        variant = Variant.from_code(str(history.variant))
        big = max(history.blinds_or_straddles)  # (a dead small blind leaves the big blind alone)
        antes = [a for a in history.antes if a]
        bb_stacks = [s / big for s in history.starting_stacks]
        if not antes:
            kinds["no ante"] += 1
            assert min(bb_stacks) >= 2.5
            continue
        # A tournament level; a limit game is dealt as a tournament only for limit betting, and its PHH says so.
        assert big >= 200
        assert variant.structure is not Structure.FIXED or history.user_fields.get("_tournament") is True
        assert min(bb_stacks) >= 2.5  # everyone covers the blinds and antes
        if len(antes) == 1:  # the big-blind ante: one ante of a big blind, dead money
            kinds["big-blind ante"] += 1
            assert antes == [big] and not history.ante_trimming_status
            assert history.antes.index(big) == history.blinds_or_straddles.index(big)
        else:
            kinds["ante"] += 1
            assert len(antes) == history.player_count
            assert big / 10 <= antes[0] <= big / 5  # never half the big blind
        # Tournament house rules change nothing here: no blind is short, and a limit tournament was played under
        # them already.
        tournament = solve(replay(history, HouseRules.tournament()))
        assert {key: tournament[key] for key in question.answer} == question.answer
    assert kinds["ante"] and kinds["big-blind ante"] and kinds["no ante"]
    cash_stakes = {tuple(sorted(b for b in q.history.blinds_or_straddles if b)) for q in questions
                   if not any(q.history.antes)}
    assert {(1, 2), (5, 10)} <= cash_stakes


def test_games_are_spread_as_rooms_spread_them() -> None:
    rng = random.Random(2)
    codes = Counter(str(deal_hand(Request(Kind.SIDE_POTS, 2), rng).variant) for _ in range(500))
    assert codes["NT"] > codes["PO"] > max(codes["PO/8"], codes["FT"], codes["FO/8"]) > 0
    assert codes["NT"] >= 0.35 * 500 and not codes["NO"] and not codes["NO/8"]
    rng = random.Random(3)
    pot_limit = Counter(str(deal_hand(Request(Kind.POT_LIMIT, 2), rng).variant) for _ in range(200))
    assert pot_limit["PO"] > pot_limit["PO/8"] > pot_limit["PT"]


def test_losers_muck_when_the_rules_allow_so_kills_are_a_real_question() -> None:
    mucked = shown_losers = muck_free_all_ins = 0
    for difficulty in (3, 4):
        rng = random.Random(f"kills-{difficulty}")
        for _ in range(40):
            question = generate(Request(Kind.SHOWDOWN_ORDER, difficulty), rng)
            hand = question.hand
            killed = {int(p[1:]) - 1 for p in question.answer["killed"]}
            mucks = {r.player for r in hand.log if isinstance(r, Muck)}
            if question.answer["all_in_showdown"]:
                assert not mucks
                muck_free_all_ins += 1
                continue
            assert mucks <= killed
            mucked += bool(mucks)
            shown_losers += bool(killed - mucks)
    assert mucked >= 10 and shown_losers >= 10 and muck_free_all_ins >= 10


def test_odd_chips_come_in_the_smallest_chip() -> None:
    assert split_evenly(1075, [0, 1], chip=25) == {0: 550, 1: 525}
    assert split_evenly(700, [2, 0, 1], chip=100) == {0: 300, 1: 200, 2: 200}
    assert split_evenly(10, [1, 0]) == {0: 5, 1: 5}
    # Hi/lo: the low half is half the pot in chips rounded down; the odd chip (of 25) goes high.
    strengths = {0: Strength(100, 3), 1: Strength(50, 7)}
    awards = award_pot(0, Pot(1075, frozenset({0, 1})), [0, 1], strengths, hilo=True, chip=25)
    assert {(a.half, a.amount) for a in awards} == {("high", 550), ("low", 525)}
    # Quartered: two tied lows share the low half of 1,100 in 25s: 275 each.
    strengths = {0: Strength(100, 3), 1: Strength(50, 3), 2: Strength(60, 9)}
    awards = award_pot(0, Pot(1100, frozenset({0, 1, 2})), [0, 1, 2], strengths, hilo=True, chip=25)
    assert sorted((a.half, a.player, a.amount) for a in awards) == [("high", 1, 550), ("low", 0, 275),
                                                                     ("low", 1, 275)]


def test_the_smallest_chip_goes_into_the_hand_history_and_back() -> None:
    stakes = Stakes(blinds=(100, 200, 0), antes=(25, 25, 25), min_bet=200, chip=25)
    hand = Hand(Variant(Game.HOLDEM, Structure.NO), stakes, [5000, 5000, 5000], rng=random.Random(1))
    history = history_of(hand)
    assert history.user_fields["_smallest_chip"] == 25
    again = loads(dumps(history))
    assert stakes_of(again).chip == 25 and "_smallest_chip = 25" in dumps(history)
    plain = history_of(Hand(Variant(Game.HOLDEM, Structure.NO), Stakes((1, 2, 0), (0, 0, 0), min_bet=2), [200] * 3))
    assert "_smallest_chip" not in plain.user_fields and stakes_of(plain).chip == 1
