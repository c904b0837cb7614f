"""PokerStars-style text export: every action and amount of the engine's log, in the familiar layout."""

from __future__ import annotations

import re
from pathlib import Path

from dealerdesk.history import load
from dealerdesk.history.pokerstars import pokerstars_text
from dealerdesk.history.replay import replay

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"


def test_side_pots_hilo_and_summary() -> None:
    hand = replay(load(FIXTURES / "43-5-79-FO8.phh"))
    text = pokerstars_text(hand, number=79, table="Final table", seats=(2, 4, 6), seat_count=6, hero=0)
    assert text.startswith("PokerStars Hand #79: Omaha Hi/Lo Limit (250000/500000)")
    assert "Table 'Final table' 6-max Seat #6 is the button" in text
    assert "Dealt to p1 [Ah 7s 6d 2d]" in text
    assert "p2: raises 50000 to 800000 and is all-in" in text
    assert "*** FLOP *** [4s 3h Qh]" in text and "*** RIVER *** [4s 3h Qh 5s] [5d]" in text
    collected = sum(int(n) for n in re.findall(r"collected (\d+) from", text))
    assert collected == 5900000
    assert "from hi main pot" in text and "from lo side pot-1" in text
    assert "Total pot 5900000 Main pot 3900000. Side pot -1 2000000. | Rake 0" in text


def test_uncalled_bet_and_folds() -> None:
    hand = replay(load(FIXTURES / "54-4-07-FT.phh"))
    text = pokerstars_text(hand)
    assert "Uncalled bet (80000) returned to p4" in text
    assert "p2: folds" in text and "Seat 2: p2 folded before Flop" in text
    assert "p4 collected 160000 from pot" in text
