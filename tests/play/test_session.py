"""The play session without Qt: it deals, lets the computer players and the dealer move the hand on, takes the
player's moves, runs an all-in out with equities, settles, buys busted players in again, and tells every step as
an event with its hand-history line."""

from __future__ import annotations

import subprocess
import sys

from dealerdesk.play.events import (
    Acted,
    BoughtIn,
    CardsDealt,
    DealRefused,
    HandDealt,
    HandOver,
    Introduced,
    LeftTable,
    PlayEvent,
    PotAwarded,
    SatOut,
    Shown,
    StreetDealt,
)
from dealerdesk.play.log_lines import street_total
from dealerdesk.play.session import PlaySession, Step, bot_name
from dealerdesk.play.settings import GameSettings
from dealerdesk.play.showdown import winning_cards
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import CheckOrCall


def listen(session: PlaySession) -> list[PlayEvent]:
    """Every event the session tells from now on."""
    events: list[PlayEvent] = []
    session.listeners.append(events.append)
    return events


def play_out(session: PlaySession, player_move: str = "call") -> Hand:
    """Step the hand being played to its end, as the window does but at once; the player makes ``player_move``
    (falling back to check/call when refused)."""
    while True:
        # As the window does: the hands still in are tabled before it asks what comes next (tabling the last
        # of them at the river completes the hand).
        session.table_all_in()
        session.tell_shows()
        if (step := session.next_step()) is Step.SETTLE:
            break
        hand = session.hand
        assert hand is not None
        if step is Step.PLAYER:
            if session.act(player_move, hand.min_raise_to) is not None:
                assert session.act("call") is None
        elif step is Step.BOT:
            player = hand.actor
            assert player is not None
            assert session.apply_bot(hand, player, session.bot_work(player)())
        elif step is Step.EQUITY:
            players, work = session.equity_work()
            session.set_equities(players, work())
        else:
            assert step is Step.DEAL and session.advance()
    return session.settle()


def test_a_watched_hand_is_told_from_the_deal_to_the_settlement() -> None:
    session = PlaySession(GameSettings(seats=4, watch=True), seed=3)
    events = listen(session)
    total = sum(p.stack for p in session.table.seats.values())
    assert session.next_step() is Step.NONE and session.deal()
    hand = play_out(session)
    # Before the first hand the table introduces its computer players (every seat, when watching).
    intros = [e for e in events if isinstance(e, Introduced)]
    assert [e.seat for e in intros] == [1, 2, 3, 4] and events[: len(intros)] == intros
    lena = session.table.seats[1].name
    assert intros[0].line == f"{lena} (Calling station, Regular): {intros[0].personality}" and intros[0].personality
    events = events[len(intros):]
    assert isinstance(events[0], HandDealt) and events[0].line == "— Hand 1 —" and events[0].hand is hand
    assert not any(isinstance(e, CardsDealt) for e in events)  # watching: nobody's cards are "yours"
    assert "You" not in hand.names and not any(e.line.startswith("You") for e in events)
    moves = [e for e in events if isinstance(e, Acted)]
    assert moves and all(e.line.startswith(hand.names[e.player] + ": ") and not e.you for e in moves)
    awards = [e for e in events if isinstance(e, PotAwarded)]
    assert [e.award for e in awards] == list(hand.awards)
    assert isinstance(events[-1], HandOver) and events[-1].hand is hand and events[-1].line == ""
    assert session.hand is None and session.table.hand_number == 1 and session.next_step() is Step.NONE
    assert sum(p.stack for p in session.table.seats.values()) == total  # every chip back behind a player


def test_the_players_moves_are_checked_by_the_engine_and_told_as_yours() -> None:
    session = PlaySession(GameSettings(seats=2, stack=100), seed=1)
    events = listen(session)
    assert session.act("call") == "It is not your turn."  # no hand yet
    session.deal()
    dealt = [e for e in events if isinstance(e, CardsDealt)]
    hero = session.hero_position
    assert hero is not None and len(dealt) == 1 and dealt[0].line == "Your cards: " + dealt[0].line.split(": ")[1]
    hand = session.hand
    assert hand is not None
    while session.next_step() is Step.BOT:
        actor = hand.actor
        assert actor is not None
        session.apply_bot(hand, actor, session.bot_work(actor)())
    assert session.next_step() is Step.PLAYER
    before = len(hand.log)
    refusal = session.act("raise", 100_000)
    assert refusal and len(hand.log) == before  # refused with the engine's reason, and nothing changed
    assert session.act("call") is None
    mine = [e for e in events if isinstance(e, Acted) and e.player == hero]
    record = mine[-1].record
    assert isinstance(record, CheckOrCall)
    assert mine[-1].you and mine[-1].line in ("You: checks", f"You: calls {street_total(hand, record)}",
                                           f"You: calls {street_total(hand, record)} (all-in)")


def test_an_all_in_is_tabled_and_run_out_with_equities() -> None:
    session = PlaySession(GameSettings(seats=2, stack=100, big_blind=2), seed=5)
    events = listen(session)
    session.deal()
    hand = session.hand
    assert hand is not None
    while hand.actor is not None:  # both players all in preflop
        allin = hand.max_raise_to
        if allin is not None and hand.can_bet_or_raise_to(allin):
            move, amount = "raise", allin
        else:
            move, amount = "call", None
        if hand.actor == session.hero_position:
            assert session.act(move, amount) is None
        elif amount is not None:
            hand.bet_or_raise_to(amount)
        else:
            hand.check_or_call()
    session.table_all_in()
    session.tell_shows()
    assert {e.player for e in events if isinstance(e, Shown)} == set(hand.remaining)  # face up before the flop
    assert session.next_step() is Step.EQUITY
    players, work = session.equity_work()
    session.set_equities(players, work())
    assert set(session.equities) == set(players) and abs(sum(session.equities.values()) - 1) < 1e-9
    assert session.next_step() is Step.DEAL and session.advance()
    assert [e.line.split()[1] for e in events if isinstance(e, StreetDealt)] == ["Flop"]
    assert session.equities == {}  # worked out again for the new board
    hand = play_out(session)
    assert [e.street for e in events if isinstance(e, StreetDealt)] == [1, 2, 3]
    lines = session.result_lines(hand)
    assert lines and all(" win" in line for line in lines)
    highlighted = winning_cards(hand)
    assert highlighted and all(len(cards) == 5 for cards in highlighted.values())


def test_busted_players_buy_in_again_and_the_player_may_leave() -> None:
    session = PlaySession(GameSettings(seats=3, stack=50), seed=2, chips=lambda amount: f"<{amount}>")
    events = listen(session)
    session.table.seats[2].stack = 0
    assert session.deal()
    bought = [e for e in events if isinstance(e, BoughtIn)]
    assert [(e.seat, e.amount, e.you, e.line) for e in bought] == [
        (2, 50, False, f"{bot_name(2)} buys in again for <50>")
    ]
    play_out(session, "fold")
    asked: list[int] = []
    session.confirm_rebuy = lambda amount: asked.append(amount) is not None  # says no
    session.table.seats[1].stack = 0
    assert not session.deal()
    assert asked == [50] and not session.running and session.hand is None
    assert isinstance(events[-1], LeftTable) and events[-1].line == "You leave the table."


def test_a_player_busted_in_play_buys_in_again() -> None:
    """A bust at the table (which sits the player out) is followed by a buy-in at the next deal, heads-up too:
    the player moves all-in every hand against a calling station until one of them has lost every chip."""
    session = PlaySession(GameSettings(seats=2, stack=20, styles=("calling-station",)), seed=3)
    events = listen(session)
    for _ in range(40):
        assert session.deal(), [e for e in events if isinstance(e, DealRefused)]
        while True:
            session.table_all_in()
            if (step := session.next_step()) is Step.SETTLE:
                break
            hand = session.hand
            assert hand is not None
            if step is Step.PLAYER:
                wanted = ("raise", hand.max_raise_to) if hand.max_raise_to is not None else ("call", None)
                assert session.act(*wanted) is None
            elif step is Step.BOT:
                player = hand.actor
                assert player is not None and session.apply_bot(hand, player, session.bot_work(player)())
            elif step is Step.EQUITY:
                players, work = session.equity_work()
                session.set_equities(players, work())
            else:
                assert session.advance()
        session.settle()
        if any(isinstance(e, BoughtIn) for e in events):
            break
    assert session.deal()
    assert any(isinstance(e, BoughtIn) for e in events)


def test_a_busted_player_may_not_buy_in_above_the_tables_maximum() -> None:
    """A resumed table whose maximum buy-in is below the game's stack: a busted computer player sits out, the log
    says why, and the hand is dealt without them; the player, busted, is told why the session cannot go on."""
    session = PlaySession(GameSettings(seats=3, stack=50), seed=2, chips=lambda amount: f"<{amount}>")
    session.table.max_buy_in = 40
    events = listen(session)
    session.table.seats[2].stack = 0
    assert session.deal()
    out = [e for e in events if isinstance(e, SatOut)]
    assert [(e.seat, e.line) for e in out] == [
        (2, f"{bot_name(2)} may not buy in for <50>: the table's maximum buy-in is <40>. {bot_name(2)} sits out.")]
    assert not any(isinstance(e, BoughtIn) for e in events)
    hand = session.hand
    assert hand is not None and hand.player_count == 2 and session.table.seats[2].sitting_out
    play_out(session, "fold")
    session.table.seats[1].stack = 0
    assert not session.deal() and not session.running
    refused = events[-1]
    assert isinstance(refused, DealRefused) and "maximum buy-in is <40>" in refused.message


def test_a_table_that_cannot_deal_says_why() -> None:
    session = PlaySession(GameSettings(seats=2, stack=50), seed=2)
    events = listen(session)
    session.table.sit_out(2)
    assert not session.deal()
    refused = [e for e in events if isinstance(e, DealRefused)]
    assert len(refused) == 1 and refused[0].message and refused[0].line == ""


def test_the_same_seed_plays_the_same_hands() -> None:
    def lines(seed: int) -> list[str]:
        session = PlaySession(GameSettings(seats=5, watch=True), seed=seed)
        events = listen(session)
        for _ in range(3):
            session.deal()
            play_out(session)
        return [e.line for e in events]

    assert lines(11) == lines(11)
    assert lines(11) != lines(12)


def test_the_caption_and_the_hand_strength_follow_the_hand() -> None:
    session = PlaySession(GameSettings(variant="PO/8", seats=3, ante=1), seed=4)
    assert session.caption() == "Pot-limit Omaha Hi/Lo · blinds 1/2 · ante 1"
    session.deal()
    assert session.caption().endswith(" · Hand 1 · Preflop") and session.hand_strength_text() == ""
    hand = play_out(session)
    assert session.caption().endswith(" · Hand 1 · Result") and hand.is_complete


def test_the_session_runs_without_qt() -> None:
    code = (
        "import sys, dealerdesk.play.session, dealerdesk.play.events; "
        "sys.exit(any(name.startswith('PySide6') for name in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_the_opponents_are_introduced_once_play_at_the_chosen_level_and_keep_a_hud() -> None:
    """Two players of one style get its two personalities; the introductions come before the first hand only; the
    session's level is the bots' level; every finished hand counts in each seat's VPIP / PFR."""
    session = PlaySession(GameSettings(seats=3, styles=("tight-passive",), difficulty="shark"), seed=4)
    events = listen(session)
    assert session.level.name == "shark" and session.hud(2) is None
    for _ in range(3):
        assert session.deal()
        play_out(session, "fold")
    intros = [e for e in events if isinstance(e, Introduced)]
    assert [e.seat for e in intros] == [2, 3] and intros[0].personality != intros[1].personality
    assert all("(Tight-passive, Shark)" in e.line for e in intros)
    assert session.notes.of(session.table.seats[2].name).hands == 3
    assert session.hud(1) == (0, 0)  # the player folded every hand (or checked the big blind)
    hud = session.hud(2)
    assert hud is not None and 0 <= hud[1] <= hud[0] <= 100
    assert session.hud(9) is None


def test_an_unknown_level_plays_as_a_regular() -> None:
    """A settings value from a newer version is not a crash: the bots play at the default level."""
    session = PlaySession(GameSettings(seats=2, difficulty="grandmaster"), seed=1)
    assert session.level.name == "regular"
