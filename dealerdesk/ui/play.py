"""Play mode: a table session against computer players, driven from the UI thread.

The controller owns the :class:`~dealerdesk.rules.table.Table` and the current (paced) hand. The human acts
through the action bar; computer players and the all-in equity are computed on a worker thread and applied
back on the UI thread, so the window never waits for them. Between streets of an all-in the dealer pauses so
each card can be seen to fall, and equities update as it does.
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from dealerdesk.bots import Bot, Decision, apply
from dealerdesk.evaluation import format_cards, read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.evaluation.equity import equity
from dealerdesk.evaluation.reading import HandReading
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import Award, BetOrRaise, CheckOrCall, DealBoard, Fold, Show
from dealerdesk.rules.table import Table, TableError
from dealerdesk.trainer.prompts import variant_name
from dealerdesk.ui.new_game import GameSettings
from dealerdesk.ui.table_items import format_chips
from dealerdesk.ui.table_state import TableState, empty_table, table_state

GAME_NAMES = {Game.HOLDEM: "holdem", Game.OMAHA: "omaha", Game.OMAHA_HILO: "omaha8"}
DEFAULT_STYLE = "tight-aggressive"
BOT_NAMES = ("Bence", "Somchai", "Dora", "Malee", "Gábor", "Kanya", "Eszter", "Niran", "Zsófi", "Lena")


def bot_name(seat: int) -> str:
    """A computer player's name by seat."""
    return BOT_NAMES[(seat - 2) % len(BOT_NAMES)]


def tr(text: str) -> str:
    """Translate in the play controller's context (the hand-history lines)."""
    return QCoreApplication.translate("PlayController", text)


def action_text(hand: Hand, record: Fold | CheckOrCall | BetOrRaise) -> str:
    """A hand-log line for a move: "folds", "checks", "calls 20", "bets 40", "raises to 120 (all-in)"."""
    if isinstance(record, Fold):
        return tr("folds")
    if isinstance(record, CheckOrCall):
        return tr("calls {amount}").format(amount=format_chips(record.amount)) if record.amount else tr("checks")
    if hand.street > 0 and _first_bet(hand, record):
        text = tr("bets {amount}").format(amount=format_chips(record.raise_to))
    else:
        text = tr("raises to {amount}").format(amount=format_chips(record.raise_to))
    return text + (" " + tr("(all-in)") if record.all_in else "")


def _first_bet(hand: Hand, record: BetOrRaise) -> bool:
    """Whether ``record`` is the first bet of its street (so it is a bet, not a raise)."""
    for earlier in reversed(hand.log[: hand.log.index(record)]):
        if isinstance(earlier, DealBoard):
            return True
        if isinstance(earlier, BetOrRaise):
            return False
    return False


def award_reading(hand: Hand, award: Award) -> HandReading | None:
    """The hand an award was won with (its five cards and name, from :mod:`dealerdesk.evaluation`), or None when
    it was won without a showdown."""
    cards = hand.shown.get(award.player)
    if cards is None or len(hand.board) != 5:
        return None
    if hand.variant.game is Game.HOLDEM:
        return read_holdem([*cards, *hand.board])
    if award.half == "low":
        return read_omaha_low(cards, hand.board)
    return read_omaha_high(cards, hand.board)


def winning_cards(hand: Hand) -> dict[int, set[int]]:
    """The five cards of each award winner's hand, to highlight after the showdown."""
    result: dict[int, set[int]] = {}
    for award in hand.awards:
        reading = award_reading(hand, award)
        if reading is not None:
            result.setdefault(award.player, set()).update(reading.cards)
    return result


class _Bridge(QObject):
    """Carries a worker's result back to the UI thread (queued signal)."""

    done = Signal(object, object)


class _Job(QRunnable):
    """Run one function off the UI thread and hand its result to a callback on the UI thread."""

    def __init__(self, work: Callable[[], Any], bridge: _Bridge, token: object) -> None:
        super().__init__()
        self.work, self.bridge, self.token = work, bridge, token

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as error:  # reported on the UI thread, never lost in the pool
            result = error
        with contextlib.suppress(RuntimeError):  # the window closed while this worked: nobody is waiting
            self.bridge.done.emit(self.token, result)


@dataclass(frozen=True)
class Seating:
    """Who sits where."""

    hero_seat: int
    """The human's seat (1)."""
    styles: dict[int, str]
    """Computer players' styles by seat."""


class PlayController(QObject):
    """Runs a play-mode session. Signals carry plain data for the widgets."""

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

    def __init__(self, settings: GameSettings, *, seed: int | None = None, pace_ms: int = 450,
                 auto_next_ms: int = -1, table: Table | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.rng = random.Random(seed)
        self.pace_ms = pace_ms
        self.auto_next_ms = auto_next_ms
        styles = settings.styles or (DEFAULT_STYLE,)
        if table is None:
            table = Table(seat_count=max(settings.seats, 2), variant=settings.variant,
                          small_blind=settings.small_blind, big_blind=settings.big_blind, ante=settings.ante,
                          big_blind_ante=settings.big_blind_ante, button=settings.button, min_buy_in=1,
                          button_seat=self.rng.randint(1, settings.seats))
            table.sit(1, settings.name, settings.stack)
            for seat in range(2, settings.seats + 1):
                table.sit(seat, bot_name(seat), settings.stack)
        self.table = table
        others = sorted(s for s in table.seats if s != 1)
        self.seating = Seating(1, {seat: styles[index % len(styles)] for index, seat in enumerate(others)})
        if settings.watch:
            self.seating.styles[1] = styles[-1]
        self.confirm_rebuy: Callable[[int], bool] = lambda _amount: True
        """Asked (with the buy-in) before the player, out of chips, buys in again; False ends the session."""
        self.hand: Hand | None = None
        self._shows_logged = 0
        self.equities: dict[int, float] = {}
        self._pool = QThreadPool.globalInstance()
        self._bridge = _Bridge()
        self._bridge.done.connect(self._job_done)
        self._pending: object | None = None
        self._busy_since: float | None = None
        self._advance_due = 0
        self._held: tuple[Hand, int, Decision] | None = None
        self.paused = False
        """Computer players and the dealer wait (the player's own turn is not held): see :meth:`set_paused`."""
        self.running = False

    @classmethod
    def resume(cls, table: Table, settings: GameSettings, **options: Any) -> PlayController:
        """Carry on a saved session (the human in seat 1, computer players in the other seats)."""
        return cls(settings, table=table, **options)

    # -- the session -----------------------------------------------------------------------------------

    @property
    def hero_position(self) -> int | None:
        """The human's position in the current hand, None if not dealt in (or watching)."""
        if self.hand is None or self.table.plan is None or self.settings.watch:
            return None
        seats = self.table.plan.dealt_in
        return seats.index(self.seating.hero_seat) if self.seating.hero_seat in seats else None

    def start(self) -> None:
        """Deal the first hand."""
        self.running = True
        self.next_hand()

    def stop(self) -> None:
        """Stop dealing new hands (the current one is left as it is) and let running workers finish."""
        self.running = False
        self._pending = None
        self._pool.waitForDone(5000)

    def next_hand(self) -> None:
        """Deal the next hand (busted players buy in again: this is a play-money game)."""
        if self.hand is not None and not self.hand.is_complete:
            return
        for seat, player in self.table.seats.items():
            if player.stack == 0:  # a play-money game: busted players buy in again (the human if they say so)
                amount = format_chips(self.settings.stack)
                if self._is_hero_seat(seat):
                    if not self.confirm_rebuy(self.settings.stack):
                        self.running = False
                        self.log.emit(tr("You leave the table."))
                        self.publish()
                        return
                    self.log.emit(tr("You buy in again for {amount}").format(amount=amount))
                else:
                    self.log.emit(tr("{name} buys in again for {amount}").format(name=player.name, amount=amount))
                self.table.add_chips(seat, self.settings.stack)
                self.table.sit_in(seat, post=False)
        try:
            self.hand = self.table.start_hand(random.Random(self.rng.getrandbits(64)), paced=True)
        except TableError as error:
            self.hand = None
            self.problem.emit(str(error))
            self.publish()
            return
        self.equities = {}
        self._shows_logged = 0
        self.running = True
        self.log.emit(tr("— Hand {number} —").format(number=self.table.hand_number))
        hero = self.hero_position
        cards = self.hand.hole[hero] if hero is not None else None
        if cards and None not in cards:
            self.log.emit(tr("Your cards: {cards}").format(cards=format_cards([c for c in cards if c is not None])))
        self.step()

    def _is_hero_seat(self, seat: int) -> bool:
        return seat == self.seating.hero_seat and not self.settings.watch

    def _is_hero(self, hand: Hand, player: int) -> bool:
        """Whether position ``player`` of ``hand`` is the person at the screen (spoken to as "You")."""
        plan = self.table.plan
        seats = plan.dealt_in if plan is not None and hand is self.hand else None
        if seats is None:
            finished = next((f for f in self.table.finished if f.hand is hand), None)
            seats = finished.seats if finished is not None else None
        return seats is not None and player < len(seats) and self._is_hero_seat(seats[player])

    def result_lines(self, hand: Hand) -> list[str]:
        """Who won what, with which hand: "Dora wins 404: Two pair, kings and sevens", "You win 68" (the hand's name
        after a colon as the evaluation names it, so no language needs an article or a case ending before it)."""
        lines = []
        for award in hand.awards:
            reading = award_reading(hand, award)
            amount = format_chips(award.amount)
            you = self._is_hero(hand, award.player)
            if reading is None:
                text = (tr("You win {amount}").format(amount=amount) if you else
                        tr("{name} wins {amount}").format(name=hand.names[award.player], amount=amount))
            else:
                text = (tr("You win {amount}: {hand}").format(amount=amount, hand=reading.name) if you else
                        tr("{name} wins {amount}: {hand}").format(name=hand.names[award.player], amount=amount,
                                                                   hand=reading.name))
            half = {"whole": "", "high": " " + tr("(high)"), "low": " " + tr("(low)")}[award.half]
            lines.append(text + half)
        return lines

    def _log_shows(self, hand: Hand) -> None:
        """Each hand tabled since the last look, in the log ("Dora shows AsKs" / "You show AsKs")."""
        shows = [record for record in hand.log if isinstance(record, Show)]
        for record in shows[self._shows_logged:]:
            cards = format_cards(record.cards)
            if self._is_hero(hand, record.player):
                self.log.emit(tr("You show {cards}").format(cards=cards))
            else:
                self.log.emit(tr("{name} shows {cards}").format(name=hand.names[record.player], cards=cards))
        self._shows_logged = len(shows)

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
        """What the table shows now."""
        hand, plan = self.hand, self.table.plan
        if hand is None or plan is None:
            players = {seat: (p.name, p.stack) for seat, p in self.table.seats.items()}
            if self.table.finished:
                last = self.table.finished[-1]
                hero = self.seating.hero_seat
                mine = None if self.settings.watch or hero not in last.seats else list(last.seats).index(hero)
                return table_state(last.hand, last.seats, self.table.seat_count, hero=mine,
                                   highlight=self.winning_cards(last.hand), caption=self.caption(),
                                   result=self.result_lines(last.hand))
            return empty_table(self.table.seat_count, players)
        hero = self.hero_position
        face_up = set() if hero is None else {hero}
        if self.settings.watch:
            face_up = set(range(hand.player_count))
        highlight = self.winning_cards(hand) if hand.is_complete else None
        return table_state(hand, plan.dealt_in, self.table.seat_count, face_up=face_up, equities=self.equities,
                           button=plan.button, highlight=highlight, caption=self.caption(), show_total=True,
                           hero=hero, result=self.result_lines(hand) if hand.is_complete else ())

    def caption(self) -> str:
        """"No-limit Hold'em · blinds 1/2"."""
        level = self.table.level()
        text = tr("{game} · blinds {small}/{big}").format(game=variant_name(self.table.game.code),
                                                          small=format_chips(level.small_blind),
                                                          big=format_chips(level.big_blind))
        text += " · " + tr("ante {amount}").format(amount=format_chips(level.ante)) if level.ante else ""
        hand = self.hand
        if hand is not None and not hand.is_complete:  # which hand and which street, as the dealer says them
            street = (tr("Preflop"), tr("Flop"), tr("Turn"), tr("River"))[min(hand.street, 3)]
            text += " · " + tr("Hand {number} · {street}").format(number=self.table.hand_number, street=street)
        elif self.table.finished:
            text += " · " + tr("Hand {number} · {street}").format(number=self.table.finished[-1].number,
                                                                  street=tr("Result"))
        return text

    def winning_cards(self, hand: Hand) -> dict[int, set[int]]:
        """The five cards of each award winner's hand, to highlight after the showdown."""
        return winning_cards(hand)

    def hand_strength_text(self) -> str:
        """The human's current hand in words ("Two pair, kings and sevens"), once there is a flop (translated: the
        hand names come from :mod:`dealerdesk.evaluation.names`)."""
        hand, hero = self.hand, self.hero_position
        if hand is None or hero is None or len(hand.board) < 3:
            return ""
        cards = hand.hole[hero]
        if cards is None or None in cards:
            return ""
        known = [c for c in cards if c is not None]
        if hand.variant.game is Game.HOLDEM:
            return read_holdem([*known, *hand.board]).name
        text = read_omaha_high(known, hand.board).name
        if hand.variant.game is Game.OMAHA_HILO:
            low = read_omaha_low(known, hand.board)
            text += " / " + (low.name if low is not None else tr("no low"))
        return text

    # -- moving the hand on ----------------------------------------------------------------------------

    def step(self) -> None:
        """Do whatever the hand waits for: a computer player's move, a deal, the showdown, or the human."""
        hand = self.hand
        if hand is not None and self._pending is None and hand.all_in_showdown and not hand.is_complete:
            self._table_all_in(hand)
        if hand is not None:
            self._log_shows(hand)
        self.publish()
        if hand is None or self._pending is not None:
            return
        if hand.is_complete:
            self._finish()
            return
        actor = hand.actor
        if actor == self.hero_position and actor is not None:
            return
        if self.paused:
            return  # set_paused(False) steps on from here
        if actor is None:
            if hand.all_in_showdown and len(hand.board) < 5 and not self.equities:
                self._start_equity(hand)
                return
            self._advance_due += 1
            due = self._advance_due
            QTimer.singleShot(self.pace_ms, self, lambda: self._advance(due))
            return
        seat = self.table.plan.dealt_in[actor] if self.table.plan else 0
        bot = Bot.named(self.seating.styles.get(seat, DEFAULT_STYLE))
        seed = self.rng.getrandbits(64)
        self._run(lambda: bot.decide(hand, actor, random.Random(seed)), ("bot", hand, actor))

    def _table_all_in(self, hand: Hand) -> None:
        """The betting is over with a player all-in: every hand still in is turned face up at once, before the
        rest of the board is dealt (RULES 4.2, TDA 16), in the engine's showdown order."""
        for player in hand.showdown_order:
            if player not in hand.shown and hand.can_show(player):
                hand.show(player)

    def _advance(self, due: int | None = None) -> None:
        hand = self.hand
        if due is not None and due != self._advance_due:
            return  # a deal scheduled before a pause and its resumption: the newer one deals
        if not self.running or self.paused or hand is None or self._pending is not None or not hand.can_advance:
            return
        street = hand.street
        hand.advance()
        if hand.street != street:
            name = (tr("Flop"), tr("Turn"), tr("River"))[hand.street - 1]
            self.log.emit(f"*** {name} {format_cards(hand.board)} ***")
        if hand.all_in_showdown and len(hand.board) < 5:
            self.equities = {}
        self.step()

    def _start_equity(self, hand: Hand) -> None:
        players = [p for p in hand.remaining]
        holes = [[c for c in hand.hole[p] or () if c is not None] for p in players]
        board = list(hand.board)
        game = GAME_NAMES[hand.variant.game]
        self._run(lambda: equity(holes, board, game=game, samples=4000), ("equity", hand, players))

    def _run(self, work: Callable[[], Any], token: object) -> None:
        self._pending = token
        self._busy_since = time.monotonic()
        self._pool.start(_Job(work, self._bridge, token))

    def _job_done(self, token: object, result: object) -> None:
        if token is not self._pending:
            return  # a stale job (the session moved on)
        self._pending = None
        kind, hand, extra = token  # type: ignore[misc]
        if hand is not self.hand:
            return
        if isinstance(result, Exception):
            self.problem.emit(f"{type(result).__name__}: {result}")
            return
        if kind == "bot":
            delay = max(0, self.pace_ms - int(1000 * (time.monotonic() - (self._busy_since or 0))))
            QTimer.singleShot(delay, self, lambda: self._apply_bot(hand, extra, result))
            return
        for player, share in zip(extra, result.hands, strict=True):  # type: ignore[attr-defined]
            self.equities[player] = share.equity
        self.publish()
        self._advance_due += 1
        due = self._advance_due
        QTimer.singleShot(max(self.pace_ms * 2, 0), self, lambda: self._advance(due))

    def _apply_bot(self, hand: Hand, player: int, decision: Decision) -> None:
        if not self.running or hand is not self.hand or hand.actor != player:
            return
        if self.paused:  # decided before the pause: made when play goes on
            self._held = (hand, player, decision)
            return
        self.log.emit(tr("{name}: {action}").format(name=hand.names[player],
                                                    action=action_text(hand, apply(hand, decision, player))))
        self.step()

    def _finish(self) -> None:
        hand = self.hand
        assert hand is not None
        self._log_shows(hand)
        for line in self.result_lines(hand):
            self.log.emit(line)
        self.table.end_hand()
        self.hand_finished.emit(hand)
        self.hand = None
        self.publish()
        if self.running and self.auto_next_ms >= 0:
            QTimer.singleShot(self.auto_next_ms, self, self._next_if_running)

    # -- the human's actions ---------------------------------------------------------------------------

    def act(self, action: str, amount: int | None = None) -> str | None:
        """Apply the human's action; returns why it was refused (and changes nothing), or None."""
        hand, hero = self.hand, self.hero_position
        if hand is None or hero is None or hand.actor != hero:
            return tr("It is not your turn.")
        try:
            record: Fold | CheckOrCall | BetOrRaise
            if action == "fold":
                record = hand.fold(hero)
            elif action == "call":
                record = hand.check_or_call(hero)
            else:
                assert amount is not None
                record = hand.bet_or_raise_to(amount, hero)
            self.log.emit(tr("{name}: {action}").format(name=hand.names[hero], action=action_text(hand, record)))
        except ValueError as error:
            return str(error)
        self.step()
        return None
