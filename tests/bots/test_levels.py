"""Levels of play and notes on opponents: a beginner reads the betting less and misjudges short stacks, a shark keeps
to the chart, and a regular or a shark bluffs more against a player who folds too often."""

from __future__ import annotations

import random

import pytest

from dealerdesk.bots import STYLES, Bot
from dealerdesk.bots.levels import BEGINNER, LEVELS, REGULAR, SHARK
from dealerdesk.bots.line import read_lines
from dealerdesk.bots.notes import TableNotes
from dealerdesk.bots.policy import _adapted, _raiser_share
from dealerdesk.bots.reads import read_hand
from dealerdesk.evaluation import parse_cards
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand
from tests.bots.test_reads import raised_and_called


def barrelled() -> Hand:
    """The big blind's nines facing an under-the-gun raise, a continuation bet and a big turn bet."""
    hand = raised_and_called()
    hand.check_or_call()
    hand.bet_or_raise_to(8)
    hand.check_or_call()
    hand.deal_board(parse_cards("4d"))
    hand.check_or_call()
    hand.bet_or_raise_to(28)
    return hand


def test_a_beginner_reads_the_betting_less() -> None:
    """Against three strong moves the beginner gives its nines more of the pot than a regular does: it heeds the
    line only in part."""
    hand = barrelled()
    regular = read_hand(hand, 1, random.Random(4), samples=3000).equity
    beginner = read_hand(hand, 1, random.Random(4), samples=3000, heed=lambda _move: BEGINNER.read).equity
    blind = read_hand(hand, 1, random.Random(4), samples=3000, heed=lambda _move: 0.0).equity
    assert regular + 0.05 < beginner < blind


def heads_up_notes(name: str, *, faced: int, folded: int, checked_to: int = 0, bets: int = 0) -> TableNotes:
    notes = TableNotes()
    note = notes.players.setdefault(name, type(notes.of(name))())
    note.bets_faced, note.folds_to_bets, note.checked_to, note.bets = faced, folded, checked_to, bets
    return notes


def test_bluffs_follow_how_often_the_opponents_fold() -> None:
    hand = barrelled()  # player 2 (the raiser) is the big blind's opponent
    name = hand.names[2]
    folder = heads_up_notes(name, faced=40, folded=32)
    caller = heads_up_notes(name, faced=40, folded=0)
    for level in (REGULAR, SHARK):
        assert _adapted(hand, 1, level, folder)[1] > level.bluff > _adapted(hand, 1, level, caller)[1]
    # A shark adapts further than a regular; a beginner not at all (nor anyone without notes).
    assert _adapted(hand, 1, SHARK, folder)[1] / SHARK.bluff > _adapted(hand, 1, REGULAR, folder)[1] / REGULAR.bluff
    assert _adapted(hand, 1, BEGINNER, folder)[1] == BEGINNER.bluff == _adapted(hand, 1, BEGINNER, caller)[1]
    assert _adapted(hand, 1, SHARK, None) == (None, SHARK.bluff)
    # A handful of hands says little: the notes are drawn toward a typical player.
    few = heads_up_notes(name, faced=2, folded=2)
    assert REGULAR.bluff < _adapted(hand, 1, REGULAR, few)[1] < _adapted(hand, 1, REGULAR, folder)[1]


def test_the_bets_of_a_player_who_always_bets_say_less() -> None:
    """A shark's read heeds a bet from a player who bets every time checked to less, so its nines win more."""
    hand = barrelled()
    name = hand.names[2]
    always = heads_up_notes(name, faced=10, folded=4, checked_to=40, bets=40)
    heed, _ = _adapted(hand, 1, SHARK, always)
    assert heed is not None
    moves = read_lines(hand)
    bets = [m for m in moves if m.player == 2 and m.street > 0 and m.kind == "bet"]
    assert bets and all(heed(m) < 0.3 for m in bets)
    assert heed(moves[0]) == pytest.approx(1.0)  # the raise before the flop: this player raises no more than most
    typical = read_hand(hand, 1, random.Random(4), samples=3000).equity
    adapted = read_hand(hand, 1, random.Random(4), samples=3000, heed=heed).equity
    assert adapted > typical + 0.05


def test_short_stack_accuracy_by_level() -> None:
    """A shark reads the chart nearly as it is whatever its style; a beginner misjudges its depth differently each
    time; a regular plays the style's own leaning, the same every time."""
    factors = STYLES["tight-passive"].short_stack
    rng = random.Random(1)
    assert REGULAR.short_stack(factors, rng) == factors == REGULAR.short_stack(factors, rng)
    shark = SHARK.short_stack(factors, rng)
    assert all(abs(s - 1) < abs(f - 1) for s, f in zip(shark, factors, strict=True))
    drawn = {BEGINNER.short_stack(factors, rng) for _ in range(20)}
    assert len(drawn) == 20 and min(p for p, _ in drawn) < 1.0 < max(p for p, _ in drawn)


def test_a_beginner_pushes_hands_a_regular_folds_and_folds_hands_it_pushes() -> None:
    """Ten big blinds under the gun at six-handed, over many hands: the beginner's pushes and folds differ from the
    chart's by the depth it misjudges; the regular tight-aggressive player keeps to the chart."""
    def pushes(level: str, seed: int) -> bool:
        hand = Hand(Variant.from_code("NT"), Stakes(blinds=(1, 2, 0, 0, 0, 0), antes=(0,) * 6, min_bet=2), [20] * 6,
                    rng=random.Random(seed))
        decision = Bot.named("tight-aggressive", level).decide(hand, hand.actor or 0, random.Random(seed))
        return decision.action == "bet_or_raise"

    seeds = range(300)
    regular = [pushes("regular", seed) for seed in seeds]
    beginner = [pushes("beginner", seed) for seed in seeds]
    assert sum(regular) > 10
    assert sum(r != b for r, b in zip(regular, beginner, strict=True)) >= 3


def test_unknown_levels_are_refused() -> None:
    with pytest.raises(KeyError):
        Bot.named("tight-aggressive", "grandmaster")
    assert list(LEVELS) == ["beginner", "regular", "shark"]


def test_a_player_who_never_folds_calls_more_bets_in_the_read() -> None:
    hand = barrelled()
    typical = read_hand(hand, 1, random.Random(4), samples=2000)
    never = read_hand(hand, 1, random.Random(4), samples=2000, folding=lambda _p: 0.0)
    often = read_hand(hand, 1, random.Random(4), samples=2000, folding=lambda _p: 2.0)
    outcome = {name: read.bet_value(70, 40, call=40, price=0.3, raises=1) for name, read in
               (("typical", typical), ("never", never), ("often", often))}
    assert outcome["never"].folds == 0.0 < outcome["typical"].folds < outcome["often"].folds


def test_a_player_who_re_raises_often_is_given_a_wider_range() -> None:
    """Facing a re-raise from a player the notes show re-raising a third of the time, a regular reads it wider than
    a regular player's, a shark wider still; without notes (or as a beginner) it is a regular player's."""
    hand = Hand(Variant.from_code("NT"), Stakes(blinds=(2, 1), antes=(0, 0), min_bet=2), [200, 200],
                names=["Ann", "Bob"], rng=random.Random(2))
    hand.bet_or_raise_to(6)   # Bob, the small blind, opens
    hand.bet_or_raise_to(18)  # Ann re-raises
    notes = heads_up_notes("Ann", faced=0, folded=0)
    ann = notes.players["Ann"]
    ann.raises_faced, ann.reraises = 60, 20
    plain = _raiser_share(hand, REGULAR, None)
    assert _raiser_share(hand, BEGINNER, notes) == plain
    assert plain < _raiser_share(hand, REGULAR, notes) < _raiser_share(hand, SHARK, notes)
