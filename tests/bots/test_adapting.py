"""Adapting before the flop and in the sizes of value bets, from the notes on the opponents: a regular or a shark
steals more from players who fold too often to a raise, defends its own opens against re-raises, calls a push wider
from a player who pushes far more often than the chart, and sizes value bets up against players who never fold; a
beginner does none of it."""

from __future__ import annotations

import random

from dealerdesk.bots import STYLES, Bot
from dealerdesk.bots.levels import BEGINNER, REGULAR, SHARK, Level
from dealerdesk.bots.notes import PlayerNotes, TableNotes
from dealerdesk.bots.postflop import _sticky_size
from dealerdesk.bots.reads import read_hand
from dealerdesk.bots.situation import read_situation
from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand

NAMES = ["Blind", "Button"]  # heads-up: position 0 the big blind, position 1 the button (small blind)


def heads_up(seed: int, stack: int = 200) -> Hand:
    return Hand(Variant.from_code("NT"), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2), [stack, stack],
                names=NAMES, rng=random.Random(seed))


def notes_on(note: PlayerNotes, name: str = "Blind") -> TableNotes:
    notes = TableNotes()
    notes.players[name] = note
    return notes


FOLDER = PlayerNotes(hands=200, raises_faced=100, folds_to_raises=80, typical_raise_folds=45.0)
"""A big blind that folds four hands in five to a raise heads-up, where most players defend more than half."""
DEFENDER = PlayerNotes(hands=200, raises_faced=100, folds_to_raises=20, typical_raise_folds=45.0)
"""One that defends four hands in five."""


def opens(level: Level, notes: TableNotes | None, style: str = "tight-passive") -> int:
    """How many of 300 heads-up deals the button opens with a raise."""
    bot = Bot(STYLES[style], samples=150, level=level, notes=notes)
    count = 0
    for seed in range(300):
        hand = heads_up(seed)
        count += bot.decide(hand, 1, random.Random(seed)).action == "bet_or_raise"
    return count


def test_a_player_who_folds_too_often_to_raises_is_stolen_from_more() -> None:
    plain = opens(REGULAR, None)
    assert opens(REGULAR, notes_on(PlayerNotes())) == plain  # no notes yet: a typical player
    regular, shark = opens(REGULAR, notes_on(FOLDER)), opens(SHARK, notes_on(FOLDER))
    assert plain + 15 < regular < shark
    assert opens(REGULAR, notes_on(DEFENDER)) < plain - 10
    assert opens(BEGINNER, notes_on(FOLDER)) == opens(BEGINNER, None)


def test_steal_ratio_follows_what_a_typical_player_folds_in_the_same_spots() -> None:
    assert PlayerNotes().steal_ratio == 1.0
    assert FOLDER.steal_ratio > 2.0 and DEFENDER.steal_ratio < 0.8
    notes = TableNotes()
    hand = heads_up(1)
    hand.bet_or_raise_to(6)  # the button raises
    hand.fold()              # the big blind folds
    notes.observe(hand)
    villain = notes.of("Blind")
    assert (villain.raises_faced, villain.folds_to_raises, villain.typical_raise_folds) == (1, 1, 0.45)
    assert (notes.of("Button").open_chances, notes.of("Button").opens, villain.open_chances) == (1, 1, 0)


def goes_on_against_a_re_raise() -> int:
    """Of 400 heads-up deals in which the tight-aggressive button opens and is re-raised to 18, how many it goes on
    with."""
    bot = Bot(STYLES["tight-aggressive"], samples=150)
    count = 0
    for seed in range(400):
        hand = heads_up(seed)
        hand.bet_or_raise_to(5)
        hand.bet_or_raise_to(18)
        count += bot.decide(hand, 1, random.Random(seed)).action != "fold"
    return count


def test_an_opener_defends_a_share_of_its_opening_range_against_a_re_raise() -> None:
    """The button opens about four hands in five heads-up; going on only with its cold-calling range against a
    raise (about one hand in ten at this price) would let any re-raise profit. It goes on with about a third of
    the hands it opens with (here every hand is made to open)."""
    went_on = goes_on_against_a_re_raise()
    assert 400 * 0.2 < went_on < 400 * 0.4


def push_calls(level: Level, notes: TableNotes | None) -> int:
    """Of 300 deals at ten big blinds in which the button pushes, how many the tight-passive big blind calls."""
    bot = Bot(STYLES["tight-passive"], samples=150, level=level, notes=notes)
    count = 0
    for seed in range(300):
        hand = heads_up(seed, stack=20)
        hand.bet_or_raise_to(20)
        count += bot.decide(hand, 0, random.Random(seed)).action == "check_or_call"
    return count


def test_a_player_who_pushes_every_hand_is_called_wider() -> None:
    maniac = PlayerNotes(hands=300, open_chances=300, opens=300)
    chart_like = PlayerNotes(hands=300, open_chances=300, opens=170)  # pushes about the chart's 60 %
    plain = push_calls(REGULAR, None)
    assert push_calls(REGULAR, notes_on(chart_like, "Button")) == plain
    regular, shark = push_calls(REGULAR, notes_on(maniac, "Button")), push_calls(SHARK, notes_on(maniac, "Button"))
    assert plain + 10 < regular < shark
    assert push_calls(BEGINNER, notes_on(maniac, "Button")) == push_calls(BEGINNER, None)


def test_value_bets_are_sized_up_against_players_who_never_fold() -> None:
    """Top pair against a player who calls every bet: the read finds a pot-sized bet earns more than a half-pot
    one; against a typical player the size is left as the style chose it."""
    hand = Hand(Variant.from_code("NT"), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2), [200, 200], names=NAMES)
    hand.deal_hole(0, parse_cards("8c7d"))
    hand.deal_hole(1, parse_cards("AhKd"))
    hand.bet_or_raise_to(6)
    hand.check_or_call()
    hand.deal_board(parse_cards("Ks8h2c"))
    hand.check_or_call()  # the big blind checks to the raiser
    s = read_situation(hand, 1)
    never = read_hand(hand, 1, random.Random(2), samples=2000, folding=lambda _p: 0.0)
    typical = read_hand(hand, 1, random.Random(2), samples=2000)
    half = never.bet_value(s.pot, 6, call=6, price=6 / (s.pot + 12), raises=1).value
    assert _sticky_size(s, never, 0.5, half, lock=False) == 1.0
    assert _sticky_size(s, typical, 0.5, half, lock=False) == 0.5
