"""The computer players' reasons in the hand history: none unless asked for; each move's reason as it is made when
the person watches; all of a hand's reasons after it when they play (no reason gives a hidden card away); and a
think time that makes big decisions slower than quick folds."""

from __future__ import annotations

from dealerdesk import i18n
from dealerdesk.bots import Decision
from dealerdesk.bots.reasons import Reason
from dealerdesk.play.events import Acted, HandOver, PlayEvent, PotAwarded, Reasoned
from dealerdesk.play.session import PlaySession
from dealerdesk.play.settings import GameSettings
from tests.play.test_session import listen, play_out


def hands(session: PlaySession, count: int) -> list[PlayEvent]:
    events = listen(session)
    for _ in range(count):
        assert session.deal()
        play_out(session, "fold")
    return events


def test_no_reasons_unless_asked_for() -> None:
    session = PlaySession(GameSettings(seats=4, watch=True), seed=3)
    assert not any(isinstance(event, Reasoned) for event in hands(session, 3))


def test_watching_each_move_is_followed_by_its_reason() -> None:
    session = PlaySession(GameSettings(seats=4, watch=True), seed=3)
    session.show_reasons = True
    events = hands(session, 3)
    moves = [i for i, event in enumerate(events) if isinstance(event, Acted)]
    assert moves
    for index in moves:
        reasoned = events[index + 1]
        assert isinstance(reasoned, Reasoned)
        assert reasoned.player == events[index].player  # type: ignore[attr-defined]
        name = reasoned.line.split(" (", 1)[0]
        assert events[index].line.startswith(name + ": ")
        assert reasoned.reason in reasoned.line and reasoned.reason.endswith(".")


def test_playing_the_reasons_come_when_the_hand_is_over() -> None:
    session = PlaySession(GameSettings(seats=4), seed=8)
    session.show_reasons = True
    events = listen(session)
    for _ in range(4):
        assert session.deal()
        play_out(session, "call")
    hand_overs = [i for i, event in enumerate(events) if isinstance(event, HandOver)]
    start = 0
    for end in hand_overs:
        hand = events[start:end]
        bot_moves = [e for e in hand if isinstance(e, Acted) and not e.you]
        told = [i for i, e in enumerate(hand) if isinstance(e, Reasoned)]
        assert len(told) == len(bot_moves)
        last_move = max(i for i, e in enumerate(hand) if isinstance(e, Acted))
        first_award = min(i for i, e in enumerate(hand) if isinstance(e, PotAwarded))
        assert all(last_move < i < first_award for i in told)
        start = end + 1


def test_reasons_are_in_the_reader_s_language() -> None:
    def translator(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        return "[" + source + "]" if context == "BotReasons" else source

    session = PlaySession(GameSettings(seats=3, watch=True), seed=4)
    session.show_reasons = True
    with i18n.using(translator):
        events = hands(session, 1)
    reasons = [event for event in events if isinstance(event, Reasoned)]
    assert reasons and all(event.reason.startswith("[") for event in reasons)


def test_big_decisions_take_longer_than_quick_ones() -> None:
    fold = Decision("fold", None, "", why=Reason("x"), think=0.5)
    all_in = Decision("check_or_call", None, "", why=Reason("x"), think=3.0)
    assert PlaySession.bot_delay_ms(fold, 450) < 450 < PlaySession.bot_delay_ms(all_in, 450)
    assert PlaySession.bot_delay_ms(all_in, 0) == 0  # a test's or a benchmark's table waits for nothing
