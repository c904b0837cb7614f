"""PokerStars text as PokerStars writes it: real PokerStars hands, replayed through the engine, come out line for
line as PokerStars wrote them; the hand names, the headers of every game, heads-up posting and the start time."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerdesk.evaluation import parse_cards
from dealerdesk.history import load, loads
from dealerdesk.history.numbers import hand_id_of
from dealerdesk.history.pokerstars import pokerstars_text, stamp
from dealerdesk.history.replay import replay
from dealerdesk.history.stars_names import hilo_words, holdem_words, omaha_words
from dealerdesk.history.times import eastern_time, started_of
from dealerdesk.rules.game import Stakes, Variant
from dealerdesk.rules.hand import Hand

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
REAL_HANDS = {"35875034981-PO8": 3, "22865231671-PO": 4, "105026771696-NT": 7, "212626354229-FT": None}
"""Real PokerStars hands (from hand-history parsers' test files) as PHH, with the hero's position, each beside
the text PokerStars wrote for it: amounts in cents, players named by seat, the header in the cash-game form this
exporter writes (the old "Game #" and the tournament header become "Hand #" and the blinds) with its time in UTC
and then ET (the PHH holds the hand's number and time). The omitted rake of the side-pot hand aside, every other
line is PokerStars' own."""


@pytest.mark.parametrize("stem", sorted(REAL_HANDS))
def test_real_hands_come_out_as_pokerstars_wrote_them(stem: str) -> None:
    history = load(FIXTURES / "pokerstars" / f"{stem}.phh")
    number, started = hand_id_of(history), started_of(history)
    assert number is not None and started is not None and isinstance(history.table, str)
    assert history.seats is not None and number == history.hand
    text = pokerstars_text(replay(history), number=number, table=history.table, seats=history.seats,
                           seat_count=history.seat_count, hero=REAL_HANDS[stem], started=started)
    expected = (FIXTURES / "pokerstars" / f"{stem}.txt").read_text(encoding="utf-8")
    assert text.splitlines() == expected.splitlines()


@pytest.mark.parametrize(("hole", "board", "words"), [
    ("AhKd", "AsAcKh2d7c", "a full house, Aces full of Kings"),
    ("9cJh", "Jd4c4s2hKd", "two pair, Jacks and Fours"),
    ("2s2h", "2d5sTd7sKh", "three of a kind, Deuces"),
    ("Ah2c", "3d4s5h9cKd", "a straight, Ace to Five"),
    ("7c6c", "3d4s5hKcKd", "a straight, Three to Seven"),
    ("4cAc", "9c2cJc7dKd", "a flush, Ace high"),
    ("KsKc", "KdKh2c3c9d", "four of a kind, Kings"),
    ("9h8h", "7h6h5hKcKd", "a straight flush, Five to Nine"),
    ("AhKh", "QhJhTh2c3d", "a Royal Flush"),
    ("7h7d", "Ac9s4d3c2h", "a pair of Sevens"),
    ("Ah9d", "Kc7s4d3c2h", "high card Ace"),
])
def test_hold_em_hands_named_in_pokerstars_words(hole: str, board: str, words: str) -> None:
    assert holdem_words(parse_cards(hole), parse_cards(board)) == words


def test_omaha_hands_named_in_pokerstars_words() -> None:
    # The two hands of PokerStars hand 35875034981: the board 5h 4d 2d Jd 6h.
    board = parse_cards("5h4d2dJd6h")
    assert hilo_words(parse_cards("7c6s7hAs"), board) == "HI: a pair of Sevens; LO: 6,5,4,2,A"
    assert hilo_words(parse_cards("Ah2hKh2s"), board) == "HI: three of a kind, Deuces; LO: 6,5,4,2,A"
    assert hilo_words(parse_cards("KcKdQsQh"), board) == "HI: a pair of Kings"  # no low: only the high is named
    assert omaha_words(parse_cards("KsAd7sTc"), parse_cards("6cKcQcJc4c")) == "a straight, Ten to Ace"


@pytest.mark.parametrize(("code", "game"), [
    ("NT", "Hold'em No Limit"), ("PT", "Hold'em Pot Limit"), ("FT", "Hold'em Limit"),
    ("NO", "Omaha No Limit"), ("PO", "Omaha Pot Limit"), ("FO", "Omaha Limit"),
    ("NO/8", "Omaha Hi/Lo No Limit"), ("PO/8", "Omaha Hi/Lo Pot Limit"), ("FO/8", "Omaha Hi/Lo Limit"),
])
def test_every_game_is_named_as_pokerstars_names_it(code: str, game: str) -> None:
    variant = Variant.from_code(code)
    fixed = code.startswith("F")
    stakes = Stakes(blinds=(1, 2), antes=(0, 0), small_bet=2 if fixed else 0, big_bet=4 if fixed else 0,
                    min_bet=0 if fixed else 2)
    hand = Hand(variant, stakes, [100, 100])
    for player in range(2):
        hand.deal_hole(player, None)
    hand.fold()
    text = pokerstars_text(hand, number=7, started=datetime(2020, 1, 1, tzinfo=UTC))
    stakes_text = "(2/4)" if fixed else "(1/2)"
    assert text.startswith(f"PokerStars Hand #7:  {game} {stakes_text} - 2020/01/01 0:00:00 UTC "
                           "[2019/12/31 19:00:00 ET]\n")


def test_heads_up_the_button_posts_the_small_blind_first() -> None:
    text = loads("""variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 80]
actions = ['d dh p1 AsKs', 'd dh p2 7h2c', 'p2 cbr 6', 'p1 cbr 20', 'p2 f']""")
    out = pokerstars_text(replay(text), seats=(4, 1), seat_count=2, hero=1,
                          started=datetime(2020, 1, 1, tzinfo=UTC)).splitlines()
    assert out[1] == "Table 'dealerdesk' 2-max Seat #1 is the button"
    assert out[2:6] == ["Seat 1: p2 (80 in chips)", "Seat 4: p1 (100 in chips)", "p2: posts small blind 1",
                        "p1: posts big blind 2"]
    assert out[6:9] == ["*** HOLE CARDS ***", "Dealt to p2 [7h 2c]", "p2: raises 4 to 6"]
    assert out[-2:] == ["Seat 1: p2 (button) (small blind) folded before Flop",
                        "Seat 4: p1 (big blind) collected (12)"]


def test_uncalled_bet_and_a_hand_won_without_showing() -> None:
    hand = replay(load(FIXTURES / "phh" / "54-4-07-FT.phh"))
    lines = pokerstars_text(hand).splitlines()
    at = lines.index("Uncalled bet (80000) returned to p4")
    assert lines[at + 1:at + 3] == ["p4 collected 160000 from pot", "p4: doesn't show hand"]
    assert "Seat 2: p2 folded before Flop (didn't bet)" in lines


def test_split_pots_and_the_house_take_add_up() -> None:
    hand = replay(load(FIXTURES / "phh" / "43-5-79-FO8.phh"))
    text = pokerstars_text(hand)
    collected = sum(int(n) for n in re.findall(r"collected (\d+) from", text))
    total, main, side = re.search(r"Total pot (\d+) Main pot (\d+)\. Side pot (\d+)\. \| Rake 0", text).groups()
    assert collected == int(total) == int(main) + int(side) == 5900000


def test_the_header_time_is_utc_then_eastern_time() -> None:
    assert stamp(datetime(2020, 4, 16, 17, 58, 12, tzinfo=UTC)) == "2020/04/16 17:58:12 UTC [2020/04/16 13:58:12 ET]"
    assert stamp(datetime(2026, 12, 5, 0, 5, 34, tzinfo=UTC)) == "2026/12/05 0:05:34 UTC [2026/12/04 19:05:34 ET]"


@given(st.datetimes(min_value=datetime(2007, 1, 1), max_value=datetime(2099, 12, 31), timezones=st.just(UTC)))
def test_eastern_time_follows_the_us_rule(moment: datetime) -> None:
    expected = moment.astimezone(ZoneInfo("America/New_York")).replace(tzinfo=None)
    assert eastern_time(moment) == expected


def test_eastern_time_at_the_changes_of_2026() -> None:
    spring = datetime(2026, 3, 8, 7, 0, tzinfo=UTC)  # 2:00 EST becomes 3:00 EDT
    assert eastern_time(spring - timedelta(seconds=1)) == datetime(2026, 3, 8, 1, 59, 59)
    assert eastern_time(spring) == datetime(2026, 3, 8, 3, 0)
    autumn = datetime(2026, 11, 1, 6, 0, tzinfo=UTC)  # 2:00 EDT becomes 1:00 EST
    assert eastern_time(autumn - timedelta(seconds=1)) == datetime(2026, 11, 1, 1, 59, 59)
    assert eastern_time(autumn) == datetime(2026, 11, 1, 1, 0)
