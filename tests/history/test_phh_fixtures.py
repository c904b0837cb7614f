"""The 47 televised WSOP 2023 hands (copied from the shared PHH corpus) read, and write back unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerdesk.evaluation.cards import parse_card
from dealerdesk.history import (
    CompleteBetOrRaiseTo,
    PHHCheckOrCall,
    PHHDealBoard,
    PHHDealHole,
    PHHFold,
    ShowOrMuck,
    Variant,
    dumps,
    load,
    loads,
)

FIXTURES = Path(__file__).parents[1] / "fixtures" / "phh"
HAND_FILES = sorted(FIXTURES.glob("*.phh"))


def test_all_47_hands_are_there() -> None:
    assert len(HAND_FILES) == 47


@pytest.mark.parametrize("path", HAND_FILES, ids=lambda path: path.stem)
def test_every_hand_reads_and_round_trips(path: Path) -> None:
    history = load(path)
    code = path.stem.split("-")[-1].replace("FO8", "FO/8")
    assert history.variant is Variant.from_code(code)
    assert history.finishing_stacks is not None
    assert sum(history.finishing_stacks) == sum(history.starting_stacks)
    assert loads(dumps(history)) == history


@pytest.mark.parametrize("path", HAND_FILES, ids=lambda path: path.stem)
def test_written_text_is_the_file_without_its_header_comment(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    header, _, body = text.partition("\n")
    assert header.startswith("# ")
    assert dumps(load(path)) == body


def test_hand_1_reads_field_by_field() -> None:
    history = load(FIXTURES / "43-5-01-NT.phh")
    assert history.variant is Variant.NO_LIMIT_HOLDEM
    assert history.ante_trimming_status is False
    assert history.antes == (0, 120000, 0, 0, 0)
    assert history.blinds_or_straddles == (40000, 80000, 0, 0, 0)
    assert (history.min_bet, history.small_bet, history.big_bet) == (80000, None, None)
    assert history.starting_stacks == (7380000, 2500000, 5110000, 10170000, 4545000)
    assert history.event == "2023 World Series of Poker Event #43: $50,000 Poker Players Championship, Day 5"
    assert (history.year, history.hand) == (2023, 1)
    assert history.actions[0] == PHHDealHole(0, (parse_card("7s"), parse_card("4s")))
    assert history.actions[5:8] == (PHHFold(2), CompleteBetOrRaiseTo(3, 170000), PHHFold(4))
    assert history.actions[9] == PHHCheckOrCall(1)
    assert history.actions[10] == PHHDealBoard((parse_card("Jc"), parse_card("Ts"), parse_card("2d")))
    assert history.actions[-1] == ShowOrMuck(1, (parse_card("Js"), parse_card("8h")))
    assert len(history.actions) == 24


def test_unseen_hole_cards_and_mucks() -> None:
    unseen = load(FIXTURES / "54-4-07-FT.phh")
    assert unseen.actions[0] == PHHDealHole(0, (None, None))
    assert (unseen.small_bet, unseen.big_bet, unseen.min_bet) == (80000, 160000, None)
    mucks = [
        action
        for path in HAND_FILES
        for action in load(path).actions
        if isinstance(action, ShowOrMuck) and action.cards is None
    ]
    assert len(mucks) == 10


def test_omaha_hi_lo_heads_up_hand() -> None:
    history = load(FIXTURES / "43-5-80-FO8.phh")
    assert history.variant.game == "omaha8"
    assert history.player_count == 2
    deals = [action for action in history.actions if isinstance(action, PHHDealHole)]
    assert all(len(deal.cards) == 4 for deal in deals)
