"""Real televised hands replay to their recorded final stacks; engine hands written as PHH replay identically."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerdesk.evaluation import parse_cards
from dealerdesk.history import PHHError, dumps, load, loads
from dealerdesk.history.export import history_of
from dealerdesk.history.replay import replay
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"
WSOP_HANDS = sorted(FIXTURES.glob("4*.phh")) + sorted(FIXTURES.glob("5*.phh"))


def test_the_fixture_corpus_is_there() -> None:
    assert len(WSOP_HANDS) == 47


@pytest.mark.parametrize("path", WSOP_HANDS, ids=lambda p: p.stem)
def test_wsop_hand_replays_to_recorded_finishing_stacks(path: Path) -> None:
    history = load(path)
    hand = replay(history, source=str(path), text=path.read_text())
    assert hand.is_complete
    assert history.finishing_stacks is not None
    assert hand.final_stacks == list(history.finishing_stacks)


def test_short_all_in_raise_does_not_reopen_hand_43_5_79() -> None:
    """On the flop of 43-5-79 p2 raises all-in for less than a full raise: p1, who made the last full raise,
    may only call or fold (RULES.md §2.5)."""
    history = load(FIXTURES / "43-5-79-FO8.phh")
    hand = replay(history, count=13)  # up to p2's short all-in raise and p3's call
    assert hand.actor == 0 and hand.to_call == 50000 and hand.min_raise_to is None


def test_hilo_low_half_split_hand_43_5_15() -> None:
    history = load(FIXTURES / "43-5-15-FO8.phh")
    hand = replay(history)
    lows = [a for a in hand.awards if a.half == "low"]
    assert len({a.player for a in lows}) == 2


def test_illegal_action_names_file_line_and_action() -> None:
    text = (FIXTURES / "43-5-79-FO8.phh").read_text().replace("'p3 cbr 500000'", "'p3 cbr 600000'")
    history = loads(text, source="bad.phh")
    with pytest.raises(PHHError) as caught:
        replay(history, source="bad.phh", text=text)
    error = caught.value
    assert error.action_number == 4 and error.line == 13
    assert str(error) == (
        "bad.phh:13: action 4 'p3 cbr 600000': raise to 600000 is not the fixed-limit raise to 500000"
    )


def test_impossible_card_is_an_error_not_a_crash() -> None:
    text = (FIXTURES / "43-5-80-FO8.phh").read_text().replace("'d db Jd'", "'d db 8s'")
    with pytest.raises(PHHError, match=r"action 9 'd db 8s'"):
        replay(loads(text, source="dup.phh"), source="dup.phh", text=text)


def test_action_out_of_turn_is_an_error() -> None:
    text = (FIXTURES / "43-5-80-FO8.phh").read_text().replace("'p2 cbr 600000'", "'p1 cbr 600000'")
    with pytest.raises(PHHError, match="p1 acted out of turn: it is p2's turn"):
        replay(loads(text), text=text)


@st.composite
def played_hands(draw: st.DrawFn) -> Hand:
    """A hand played to the end by random legal actions, with dead blinds and antes sometimes."""
    code = draw(st.sampled_from(Variant.codes()))
    count = draw(st.integers(2, 10))
    blinds = (2, 1) if count == 2 else (1, 2) + (0,) * (count - 2)
    antes = tuple(draw(st.lists(st.integers(0, 2), min_size=count, max_size=count)))
    dead = (0,) * (count - 1) + (draw(st.integers(0, 1)),)
    stakes = Stakes(
        blinds=blinds,
        antes=antes,
        small_bet=2,
        big_bet=4,
        min_bet=2,
        dead_blinds=dead,
        antes_are_live=draw(st.booleans()),
    )
    stacks = draw(st.lists(st.integers(3, 120), min_size=count, max_size=count))
    seed = draw(st.integers(0, 2**31))
    hand = Hand(Variant.from_code(code), stakes, stacks, rng=random.Random(seed))
    rng = random.Random(seed + 1)
    while not hand.is_complete:
        low, high = hand.min_raise_to, hand.max_raise_to
        roll = rng.random()
        if low is not None and high is not None and roll < 0.3:
            hand.bet_or_raise_to(rng.randint(low, high))
        elif roll < 0.9:
            hand.check_or_call()
        else:
            hand.fold()
    return hand


@settings(max_examples=150, deadline=None)
@given(played_hands())
def test_engine_hand_written_and_read_back_is_the_same_hand(hand: Hand) -> None:
    history = history_of(hand, event="property test")
    text = dumps(history)
    again = loads(text)
    assert again == history
    replayed = replay(again)
    assert replayed.log == hand.log
    assert replayed.final_stacks == hand.final_stacks


def test_unseen_hole_cards_are_written_as_question_marks() -> None:
    stakes = Stakes(blinds=(1, 2, 0), antes=(0, 0, 0), min_bet=2)
    hand = Hand(Variant.from_code("NT"), stakes, [50, 50, 50])
    hand.deal_hole(0, None)
    hand.deal_hole(1, parse_cards("AsKs"))
    hand.deal_hole(2, (None, None))
    text = dumps(history_of(hand))
    assert "'d dh p1 ????'" in text and "'d dh p2 AsKs'" in text
