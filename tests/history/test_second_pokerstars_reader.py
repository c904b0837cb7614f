"""Exported sessions read by a second, independent PokerStars parser: the ``poker`` package's
``PokerStarsHandHistory`` (a tracker's parser written from PokerStars' own files, sharing nothing with pokerkit's).
Every hand of a no-limit Hold'em session — heads-up, six-handed, with antes, raked — is parsed whole, and what it
reads is what the engine played: the hand number, the seats with their names and stacks, the hero's hole cards, the
board, the total pot, who won, whether it went to a showdown, and when it was dealt.

``poker`` 0.30 declares the ``pathlib`` backport as a dependency, which breaks PyInstaller in the same environment,
so it is installed without its dependencies (they are the ``readers`` extra): ``.ci/run`` does
``pip install -e ".[test,build,readers]"`` and ``pip install --no-deps poker==0.30.0``. The README's ``pytest``
leaves this test out with the other ``tools`` tests; where ``poker`` is missing it fails and says how to get it."""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from datetime import UTC
from typing import Any

import pytest

from dealerdesk.evaluation import format_card
from dealerdesk.history.pokerstars import HAND_SEPARATOR
from dealerdesk.history.session import hand_number, session_text
from dealerdesk.rules.finished_hand import FinishedHand
from dealerdesk.rules.rake import PRESETS
from dealerdesk.rules.table import Table
from tests.history.played import played_table

pytestmark = [pytest.mark.tools,
              # pkg_resources, which poker imports, warns that it is deprecated: poker's, not ours.
              pytest.mark.filterwarnings("ignore::DeprecationWarning"),
              pytest.mark.filterwarnings("ignore::UserWarning")]

HERO_SEAT = 1
POSITION_TAG = re.compile(r"(?: \((?:button|small blind|big blind)\))+$")


def stars_reader() -> Any:
    """The ``poker`` package's PokerStars hand class (installed as the module docstring says)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from poker.card import Card  # noqa: PLC0415
            from poker.room.pokerstars import PokerStarsHandHistory  # noqa: PLC0415
    except ImportError as error:
        pytest.fail(f"the second PokerStars parser is missing ({error}): pip install -e '.[readers]' && "
                    "pip install --no-deps poker==0.30.0 (.ci/run does)")
    return PokerStarsHandHistory, Card


def parsed(table: Table) -> Iterator[tuple[Any, FinishedHand]]:
    """Each hand of the session's PokerStars text, parsed by ``poker``, with our hand."""
    reader, _ = stars_reader()
    text = session_text(table, "text", hero_seat=HERO_SEAT)
    blocks = [block for block in text.split(HAND_SEPARATOR) if block.strip()]
    assert len(blocks) == len(table.finished)
    for block, finished in zip(blocks, table.finished, strict=True):
        history = reader(block.strip("\n") + "\n")
        history.parse()  # raises on any line it cannot read (an unknown action word, a missing section)
        yield history, finished


def check_hand(history: Any, finished: FinishedHand, table: Table) -> None:
    hand = finished.hand
    assert int(history.ident) == hand_number(table, finished)
    assert history.game_type.name == "CASH" and history.limit.name == "NL" and history.game.name == "HOLDEM"
    assert (history.sb, history.bb) == (hand.stakes.small_blind, hand.stakes.big_blind)
    seated = {p.seat: (p.name, p.stack) for p in history.players if p.name}
    ours = {seat: (hand.names[p], hand.starting_stacks[p]) for p, seat in enumerate(finished.seats)}
    assert seated == ours
    assert finished.started is not None and history.date == finished.started.astimezone(UTC)
    hero = finished.seats.index(HERO_SEAT)
    assert history.hero.name == hand.names[hero]
    hole = hand.hole[hero]
    assert hole is not None
    card = stars_reader()[1]
    dealt = {card(format_card(c)) for c in hole if c is not None}
    assert {history.hero.combo.first, history.hero.combo.second} == dealt
    board = [card(format_card(c)) for c in hand.board]
    assert (list(history.flop.cards) if history.flop is not None else []) == board[:3]
    assert history.turn == (board[3] if len(board) > 3 else None)
    assert history.river == (board[4] if len(board) > 4 else None)
    assert hand.final_stacks is not None
    won = sum(award.amount for award in hand.awards)
    assert history.total_pot == sum(hand.starting_stacks) - sum(hand.final_stacks) + won
    assert history.show_down == bool(hand.shown)
    winners = {POSITION_TAG.sub("", name) for name in history.winners}
    collectors = {hand.names[award.player] for award in hand.awards}
    # Its reader has two gaps, each PokerStars' own files would show too: at a showdown it counts only "showed …
    # and won" lines (a side pot's lone collector, who did not show, is not one), and it starts reading the summary
    # a line after the "Board" line it expects, so in a hand that ended before the flop (no board) it misses the
    # first seat's line.
    assert winners <= collectors
    if history.show_down:
        assert winners >= {hand.names[award.player] for award in hand.awards if award.player in hand.shown}
    elif hand.board:
        assert winners == collectors


@pytest.mark.parametrize(("seats", "seed", "ante", "rake"), [(2, 1, 0, None), (6, 2, 0, None), (6, 3, 1, None),
                                                             (6, 4, 0, "jackpot")])
def test_a_second_parser_reads_every_hand_as_the_engine_played_it(seats: int, seed: int, ante: int,
                                                                  rake: str | None) -> None:
    table = played_table(seats, seed, ante=ante, rake=PRESETS[rake] if rake else None)
    showdowns = 0
    for history, finished in parsed(table):
        check_hand(history, finished, table)
        showdowns += history.show_down
    assert 0 < showdowns < len(table.finished)  # both kinds of ending were read
