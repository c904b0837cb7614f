"""Play mode in the window: schedules a :class:`~dealerdesk.play.session.PlaySession` and forwards it to the view.

The session (no Qt) deals, asks the computer players, runs the showdown and writes the hand history; this
controller decides *when*: it paces the computer players and the dealer with timers, runs their decisions and the
all-in equity on a worker thread (applied back on the UI thread, so the window never waits), holds them while
paused, and turns the session's state into the :class:`TableState` the table draws.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from dealerdesk.bots import Decision
from dealerdesk.evaluation.equity import EquityResult
from dealerdesk.play.events import DealRefused, HandOver, PlayEvent
from dealerdesk.play.hand_numbers import HandNumbers
from dealerdesk.play.session import PlaySession, Step
from dealerdesk.play.settings import GameSettings
from dealerdesk.play.showdown import winning_cards
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.table import Table
from dealerdesk.ui.common.stages import later
from dealerdesk.ui.felt.items import format_chips, format_equity
from dealerdesk.ui.felt.state import TableState, empty_table, table_state, with_hud

EQUITY_READING_MS = 2500
"""The least time the all-in equities stay on the table before the next card is dealt (at the fast pace they were
up for a third of a second, at the normal pace under one: too short to read one, let alone compare them)."""


class _Bridge(QObject):
    """Carries a worker's result back to the UI thread (queued signal)."""

    done = Signal(object, object)


class _Job(QRunnable):
    """Run one function off the UI thread and hand its result to a callback on the UI thread."""

    def __init__(self, work: Callable[[], object], bridge: _Bridge, token: object) -> None:
        super().__init__()
        self.work, self.bridge, self.token = work, bridge, token

    def run(self) -> None:
        """Do the work (on a pool thread) and send back its result, or the exception it raised."""
        result: object
        try:
            result = self.work()
        except Exception as error:  # reported on the UI thread, never lost in the pool
            result = error
        with contextlib.suppress(RuntimeError):  # the window closed while this worked: nobody is waiting
            self.bridge.done.emit(self.token, result)


class _BotToken:
    """A computer player's decision under way."""

    def __init__(self, hand: Hand, player: int) -> None:
        self.hand, self.player = hand, player


class _EquityToken:
    """The all-in equity under way."""

    def __init__(self, hand: Hand, players: list[int]) -> None:
        self.hand, self.players = hand, players


class PlayController(QObject):
    """Runs a play-mode session in the window. Signals carry plain data for the widgets."""

    state_changed = Signal(object)
    """A :class:`TableState` to draw."""
    turn_changed = Signal(object, object)
    """(hand, hero position) when the human may act, (None, None) otherwise."""
    hand_finished = Signal(object)
    """The finished hand."""
    log = Signal(str)
    """A line for the hand history panel."""
    problem = Signal(str)
    """Something went wrong that the user should read."""
    play_event = Signal(object)
    """Every :class:`~dealerdesk.play.events.PlayEvent` of the session (a bet, a street dealt, a pot won …), on
    the UI thread, for whatever reacts to play (sounds)."""

    def __init__(
        self,
        settings: GameSettings,
        *,
        seed: int | None = None,
        pace_ms: int = 450,
        auto_next_ms: int = -1,
        table: Table | None = None,
        parent: QObject | None = None,
        numbers: HandNumbers | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = PlaySession(settings, seed=seed, table=table, chips=format_chips, share=format_equity,
                                   numbers=numbers)
        self.session.listeners.append(self._told)
        self.settings = settings
        self.pace_ms = pace_ms
        self.auto_next_ms = auto_next_ms
        self._pool = QThreadPool.globalInstance()
        self._bridge = _Bridge()
        self._bridge.done.connect(self._job_done)
        self._pending: _BotToken | _EquityToken | None = None
        self._busy_since: float | None = None
        self._advance_due = 0
        self._held: tuple[Hand, int, Decision] | None = None
        self.paused = False
        """Computer players and the dealer wait (the player's own turn is not held): see :meth:`set_paused`."""
        self.show_hud = False
        """Each seat shows the player's VPIP and PFR over the session (View → Show player statistics); the window
        sets it."""

    @classmethod
    def resume(
        cls, table: Table, settings: GameSettings, *, pace_ms: int = 450, parent: QObject | None = None,
        numbers: HandNumbers | None = None,
    ) -> PlayController:
        """Carry on a saved session (the human in seat 1, computer players in the other seats)."""
        return cls(settings, table=table, pace_ms=pace_ms, parent=parent, numbers=numbers)

    # -- the session's state, as the window reads it -------------------------------------------------------

    @property
    def table(self) -> Table:
        """The session's table."""
        return self.session.table

    @property
    def hand(self) -> Hand | None:
        """The hand being played (None between hands)."""
        return self.session.hand

    @property
    def hero_position(self) -> int | None:
        """The human's position in the current hand, None if not dealt in (or watching)."""
        return self.session.hero_position

    @property
    def equities(self) -> dict[int, float]:
        """Each all-in hand's share, while the board is run out."""
        return self.session.equities

    @property
    def running(self) -> bool:
        """Hands are being dealt."""
        return self.session.running

    @property
    def confirm_rebuy(self) -> Callable[[int], bool]:
        """Asked (with the buy-in) before the player, out of chips, buys in again; False ends the session."""
        return self.session.confirm_rebuy

    @confirm_rebuy.setter
    def confirm_rebuy(self, ask: Callable[[int], bool]) -> None:
        self.session.confirm_rebuy = ask

    def result_lines(self, hand: Hand) -> list[str]:
        """Who won what, with which hand (see :meth:`PlaySession.result_lines`)."""
        return self.session.result_lines(hand)

    def hand_strength_text(self) -> str:
        """The human's current hand in words, once there is a flop."""
        return self.session.hand_strength_text()

    def _told(self, event: PlayEvent) -> None:
        """Forward one of the session's events: its line to the history, a refused deal as a problem."""
        if event.line:
            self.log.emit(event.line)
        if isinstance(event, DealRefused):
            self.problem.emit(event.message)
        self.play_event.emit(event)
        if isinstance(event, HandOver):
            self.hand_finished.emit(event.hand)

    # -- the session -----------------------------------------------------------------------------------

    def start(self) -> None:
        """Deal the first hand."""
        self.session.running = True
        self.next_hand()

    def stop(self) -> None:
        """Stop dealing new hands (the current one is left as it is) and let running workers finish."""
        self.session.running = False
        self._pending = None
        self._pool.waitForDone(5000)

    def next_hand(self) -> None:
        """Deal the next hand (busted players buy in again: this is a play-money game)."""
        if self.hand is not None and not self.hand.is_complete:
            return
        if not self.session.deal():
            self.publish()
            return
        self.step()

    def set_paused(self, paused: bool) -> None:
        """Hold the computer players and the dealer where they are, or let them go on."""
        if paused == self.paused:
            return
        self.paused = paused
        if not paused and self.running:
            held, self._held = self._held, None
            if held is not None:
                self._apply_bot(*held)
            else:
                self.step()

    def _next_if_running(self) -> None:
        if self.running:
            self.next_hand()

    def publish(self) -> None:
        """Send the table and the action bar their current state."""
        self.state_changed.emit(self.current_state())
        hero = self.hero_position
        hand = self.hand
        if hand is not None and hero is not None and hand.actor == hero:
            self.turn_changed.emit(hand, hero)
        else:
            self.turn_changed.emit(None, None)

    def current_state(self) -> TableState:
        """What the table shows now: the hand (or the last one, or the seats between hands), with each player's
        statistics when :attr:`show_hud`."""
        state = self._table_now()
        if not self.show_hud:
            return state
        session = self.session
        figures = {seat: None if (hud := session.hud(seat)) is None else (*hud, session.hands_seen(seat))
                   for seat in self.table.seats}
        return with_hud(state, figures)

    def _table_now(self) -> TableState:
        """The hand being played, the last one once it is over, or the seats before the first."""
        session, table = self.session, self.table
        hand, plan = self.hand, table.plan
        if hand is None or plan is None:
            players = {seat: (p.name, p.stack) for seat, p in table.seats.items()}
            if table.finished:
                last = table.finished[-1]
                seat = session.seating.hero_seat
                mine = None if self.settings.watch or seat not in last.seats else list(last.seats).index(seat)
                return table_state(
                    last.hand,
                    last.seats,
                    table.seat_count,
                    hero=mine,
                    highlight=winning_cards(last.hand),
                    caption=session.caption(),
                    result=session.result_lines(last.hand),
                )
            return empty_table(table.seat_count, players)
        hero = self.hero_position
        face_up = set() if hero is None else {hero}
        if self.settings.watch:
            face_up = set(range(hand.player_count))
        highlight = winning_cards(hand) if hand.is_complete else None
        return table_state(
            hand,
            plan.dealt_in,
            table.seat_count,
            face_up=face_up,
            equities=self.equities,
            button=plan.button,
            highlight=highlight,
            caption=session.caption(),
            show_total=True,
            hero=hero,
            result=session.result_lines(hand) if hand.is_complete else (),
        )

    # -- moving the hand on ----------------------------------------------------------------------------

    def step(self) -> None:
        """Do whatever the hand waits for: a computer player's move, a deal, the showdown, or the human."""
        session = self.session
        if self._pending is None:
            session.table_all_in()
        session.tell_shows()
        step = session.next_step()
        if self._pending is None and step is Step.SETTLE:
            # The hand is over: the settled table is published, not first the last action's table as well, which
            # the window would draw only to draw over it in the same turn (a whole table, 10-20 ms).
            self._finish()
            return
        self.publish()
        if self._pending is not None:
            return
        if step in (Step.NONE, Step.PLAYER) or self.paused:
            return  # the player's turn is theirs; set_paused(False) steps on from here
        hand = session.hand
        assert hand is not None
        if step is Step.EQUITY:
            players, work = session.equity_work()
            self._run(work, _EquityToken(hand, players))
        elif step is Step.DEAL:
            self._advance_due += 1
            due = self._advance_due
            later(self.pace_ms, self, lambda: self._advance(due))
        else:
            player = hand.actor
            assert player is not None
            self._run(session.bot_work(player), _BotToken(hand, player))

    def _advance(self, due: int | None = None) -> None:
        if due is not None and due != self._advance_due:
            return  # a deal scheduled before a pause and its resumption: the newer one deals
        if not self.running or self.paused or self._pending is not None:
            return
        if self.session.advance():
            self.step()

    def _run(self, work: Callable[[], object], token: _BotToken | _EquityToken) -> None:
        self._pending = token
        self._busy_since = time.monotonic()
        self._pool.start(_Job(work, self._bridge, token))

    def _job_done(self, token: object, result: object) -> None:
        if token is not self._pending:
            return  # a stale job (the session moved on)
        self._pending = None
        if not isinstance(token, _BotToken | _EquityToken) or token.hand is not self.hand:
            return
        if isinstance(result, Exception):
            self.problem.emit(f"{type(result).__name__}: {result}")
            return
        if isinstance(token, _BotToken) and isinstance(result, Decision):
            thought = self.session.bot_delay_ms(result, self.pace_ms)
            delay = max(0, thought - int(1000 * (time.monotonic() - (self._busy_since or 0))))
            hand, player = token.hand, token.player
            later(delay, self, lambda: self._apply_bot(hand, player, result))
            return
        if isinstance(token, _EquityToken) and isinstance(result, EquityResult):
            self.session.set_equities(token.players, result)
            self.publish()
            self._advance_due += 1
            due = self._advance_due
            later(self.equity_hold_ms(), self, lambda: self._advance(due))

    def equity_hold_ms(self) -> int:
        """How long the all-in hands' equities stay on the table before the next card: long enough to read at
        any speed (:data:`EQUITY_READING_MS` at least; twice the pace when that is longer); none at a pace of 0
        (a test's or a benchmark's table, which waits for nothing)."""
        return 0 if self.pace_ms <= 0 else max(EQUITY_READING_MS, 2 * self.pace_ms)

    def _apply_bot(self, hand: Hand, player: int, decision: Decision) -> None:
        if not self.running or hand is not self.hand or hand.actor != player:
            return
        if self.paused:  # decided before the pause: made when play goes on
            self._held = (hand, player, decision)
            return
        if self.session.apply_bot(hand, player, decision):
            self.step()

    def _finish(self) -> None:
        self.session.settle()
        self.publish()
        if self.running and self.auto_next_ms >= 0:
            later(self.auto_next_ms, self, self._next_if_running)

    # -- the human's actions ---------------------------------------------------------------------------

    def act(self, action: str, amount: int | None = None) -> str | None:
        """Apply the human's action; returns why it was refused (and changes nothing), or None."""
        refusal = self.session.act(action, amount)
        if refusal is None:
            self.step()
        return refusal
