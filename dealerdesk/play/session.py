"""A play-mode session: the table, the hand being played, and every step of it, without Qt and without waiting.

The caller drives it: :meth:`PlaySession.deal` starts a hand, :meth:`PlaySession.next_step` says what the hand
waits for (the player, a computer player, the dealer, the all-in equity, or the settlement), and the matching
method does that step. The slow parts come out as work (:meth:`PlaySession.bot_work`,
:meth:`PlaySession.equity_work`) that the caller may run on another thread and hand back. Everything that
happens is told to the listeners as :mod:`~dealerdesk.play.events`.

>>> session = PlaySession(GameSettings(seats=3, watch=True), seed=7)
>>> lines = []
>>> session.listeners.append(lambda event: lines.append(event.line))
>>> session.deal()
True
>>> while (step := session.next_step()) is not Step.SETTLE:
...     if step is Step.BOT:
...         player = session.hand.actor
...         made = session.apply_bot(session.hand, player, session.bot_work(player)())
...     elif step is Step.EQUITY:
...         players, work = session.equity_work()
...         session.set_equities(players, work())
...     else:
...         dealt = session.advance()
>>> hand = session.settle()
>>> lines[0]  # each computer player is introduced before the first hand
'Lena (Calling station, Regular): Loves to see the next card and hates to fold; bluffing this player rarely works.'
>>> next(line for line in lines if line.startswith("— Hand")), hand.is_complete, session.table.hand_number
('— Hand 1 —', True, 1)
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from dealerdesk.bots import Bot, Decision, apply
from dealerdesk.bots.levels import DEFAULT_LEVEL, LEVELS
from dealerdesk.bots.notes import TableNotes
from dealerdesk.bots.profiles import Profile, table_profiles
from dealerdesk.evaluation import format_cards
from dealerdesk.evaluation.equity import EquityResult, equity
from dealerdesk.play import log_lines
from dealerdesk.play.events import (
    Acted,
    BoughtIn,
    CardsDealt,
    DealRefused,
    EquityShown,
    HandDealt,
    HandOver,
    Introduced,
    LeftTable,
    PlayEvent,
    PotAwarded,
    Reasoned,
    SatOut,
    Shown,
    StreetDealt,
)
from dealerdesk.play.hand_numbers import HandNumbers
from dealerdesk.play.log_lines import ChipsText, ShareText, grouped, percent
from dealerdesk.play.settings import GameSettings
from dealerdesk.play.showdown import hand_strength
from dealerdesk.rules.finished_hand import LateHand
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold, Show
from dealerdesk.rules.table import Table, TableError
from dealerdesk.trainer.prompts import variant_name

DEFAULT_STYLE = "tight-aggressive"
"""A computer player's style when the settings name none."""
BOT_NAMES = ("Bence", "Somchai", "Dora", "Malee", "Gábor", "Kanya", "Eszter", "Niran", "Zsófi", "Lena")
"""Computer players' names, seat 2 first."""
EQUITY_SAMPLES = 4000
"""Boards sampled for the all-in equity shown while the board is run out."""


def bot_name(seat: int) -> str:
    """A computer player's name by seat."""
    return BOT_NAMES[(seat - 2) % len(BOT_NAMES)]


class Step(enum.Enum):
    """What the hand waits for next."""

    NONE = "none"
    """No hand is being played."""
    PLAYER = "player"
    """The person at the screen must act."""
    BOT = "bot"
    """A computer player must act: run :meth:`PlaySession.bot_work`, then :meth:`PlaySession.apply_bot`."""
    EQUITY = "equity"
    """Hands are all in with cards to come: work out each one's share first (:meth:`PlaySession.equity_work`)."""
    DEAL = "deal"
    """The dealer puts out the next street (:meth:`PlaySession.advance`)."""
    SETTLE = "settle"
    """The hand is over: push the pots (:meth:`PlaySession.settle`)."""


@dataclass(frozen=True)
class Seating:
    """Who sits where."""

    hero_seat: int
    """The human's seat (1)."""
    styles: dict[int, str]
    """Computer players' styles by seat."""


NOTES_FROM_RESUMED = 200
"""How many of a resumed session's last hands the players' notes start from: enough to read how each one plays
(and for the statistics beside each seat), and read in a few tens of milliseconds on the window's thread, where
the 2,000 hands a long session replays at its open took a quarter of a second."""

class PlaySession:
    """A play-mode table against computer players (the human in seat 1), stepped by its caller."""

    def __init__(
        self, settings: GameSettings, *, seed: int | None = None, table: Table | None = None,
        chips: ChipsText = grouped, share: ShareText = percent, numbers: HandNumbers | None = None,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.settings = settings
        self.rng = random.Random(seed)
        self.numbers = numbers
        """Where each hand's unique number and a new table's name come from (None: the exports number the hands
        from the hands themselves, and the table is named by the time it opened)."""
        self.clock = clock
        """The time now (aware): each hand's start, for its hand histories."""
        self.chips = chips
        """How amounts are written in the lines (the window passes the user's locale's way)."""
        self.share = share
        """How a share of the pot is written in the lines (the window passes the user's locale's way)."""
        styles = settings.styles or (DEFAULT_STYLE,)
        if table is None:
            table = Table(
                seat_count=max(settings.seats, 2),
                variant=settings.variant,
                small_blind=settings.small_blind,
                big_blind=settings.big_blind,
                ante=settings.ante,
                big_blind_ante=settings.big_blind_ante,
                button=settings.button,
                min_buy_in=1,
                button_seat=self.rng.randint(1, settings.seats),
                rake=settings.rake_structure(),
                name=numbers.table_name() if numbers is not None else f"dealerdesk {clock():%Y%m%d-%H%M%S}",
            )
            # Watching, seat 1 is a computer player too, named as one (not "You", which the lines would address).
            table.sit(1, bot_name(1) if settings.watch else settings.name, settings.stack)
            for seat in range(2, settings.seats + 1):
                table.sit(seat, bot_name(seat), settings.stack)
        self.table = table
        others = sorted(s for s in table.seats if s != 1)
        self.seating = Seating(1, {seat: styles[index % len(styles)] for index, seat in enumerate(others)})
        if settings.watch:
            self.seating.styles[1] = styles[-1]
        self.refused_buy_in: set[int] = set()
        """Seats whose busted player could not buy in again (above the table's maximum) and sit out."""
        self.level = LEVELS.get(settings.difficulty, LEVELS[DEFAULT_LEVEL])
        """How well the computer players play (:mod:`dealerdesk.bots.levels`)."""
        self.notes = TableNotes()
        """What the table has seen of every player this session (a resumed table's checked hands included): the
        computer players adapt to it, and it gives each seat's VPIP and PFR (:meth:`hud`)."""
        for finished in table.finished[-NOTES_FROM_RESUMED:]:
            # A long resumed session's earlier hands are replayed only when asked for (LateHand): reading them all
            # here would replay them on the window's thread. The recent hands, replayed at the open, are enough.
            if not isinstance(finished, LateHand) or finished.checked:
                self.notes.observe(finished.hand)
        self.profiles: dict[int, Profile] = table_profiles(
            {seat: (table.seats[seat].name, style) for seat, style in self.seating.styles.items()
             if seat in table.seats})
        """Each computer player's name, style and personality, by seat."""
        self._introduced = False
        self.confirm_rebuy: Callable[[int], bool] = lambda _amount: True
        """Asked (with the buy-in) before the player, out of chips, buys in again; False ends the session."""
        self.listeners: list[Callable[[PlayEvent], None]] = []
        """Called with every :class:`~dealerdesk.play.events.PlayEvent`, in order."""
        self.hand: Hand | None = None
        self.equities: dict[int, float] = {}
        """Each all-in hand's share of the pot by position, while the board is run out."""
        self.running = False
        """Hands are being dealt (False before the first and after the player left the table)."""
        self.show_reasons = False
        """Tell why each computer player moved as it did (:class:`~dealerdesk.play.events.Reasoned`): at once when
        the person watches, at the end of the hand when they play (a reason would give away hidden cards)."""
        self._shows_told = 0
        self._reasons_held: list[Reasoned] = []

    def _tell(self, event: PlayEvent) -> None:
        for listener in list(self.listeners):
            listener(event)

    # -- who is who --------------------------------------------------------------------------------------

    @property
    def hero_position(self) -> int | None:
        """The human's position in the current hand, None if not dealt in (or watching)."""
        if self.hand is None or self.table.plan is None or self.settings.watch:
            return None
        seats = self.table.plan.dealt_in
        return seats.index(self.seating.hero_seat) if self.seating.hero_seat in seats else None

    def is_hero_seat(self, seat: int) -> bool:
        """Whether ``seat`` is the person at the screen's (never while they watch)."""
        return seat == self.seating.hero_seat and not self.settings.watch

    def is_hero(self, hand: Hand, player: int) -> bool:
        """Whether position ``player`` of ``hand`` is the person at the screen (spoken to as "You")."""
        plan = self.table.plan
        seats = plan.dealt_in if plan is not None and hand is self.hand else None
        if seats is None:
            # the hands shown are the last ones, and any hand shown was checked: those not yet are not looked at
            finished = next((f for f in reversed(self.table.finished) if f.checked and f.hand is hand), None)
            seats = finished.seats if finished is not None else None
        return seats is not None and player < len(seats) and self.is_hero_seat(seats[player])

    # -- what the table says -------------------------------------------------------------------------------

    def result_lines(self, hand: Hand) -> list[str]:
        """Who won what, with which hand: "Dora wins 404: Two pair, kings and sevens", "You win 68"."""
        return [
            log_lines.award_line(hand, award, you=self.is_hero(hand, award.player), chips=self.chips)
            for award in hand.awards
        ]

    def caption(self) -> str:
        """The table's caption: "No-limit Hold'em · blinds 1/2 · Hand 3 · Flop" (the rake after the blinds, when the
        house takes one)."""
        level = self.table.level()
        rake = self.table.rake
        text = log_lines.caption(
            variant_name(self.table.game.code),
            self.chips(level.small_blind),
            self.chips(level.big_blind),
            self.chips(level.ante) if level.ante else None,
            log_lines.rake_caption(rake, self.chips) if rake is not None and rake.rakes else None,
        )
        hand = self.hand
        if hand is not None and not hand.is_complete:  # which hand and which street, as the dealer says them
            text += " · " + log_lines.hand_street_caption(self.table.hand_number, hand.street)
        elif self.table.finished:
            text += " · " + log_lines.hand_street_caption(self.table.finished[-1].number, None)
        return text

    def hud(self, seat: int) -> tuple[int, int] | None:
        """The VPIP and PFR (whole percent) of the player in ``seat`` over the session, None before their first
        hand or for an empty seat."""
        player = self.table.seats.get(seat)
        return None if player is None else self.notes.of(player.name).hud()

    def hands_seen(self, seat: int) -> int:
        """How many of the session's hands the player in ``seat`` was dealt in (what :meth:`hud` is counted over);
        0 for an empty seat."""
        player = self.table.seats.get(seat)
        return 0 if player is None else self.notes.of(player.name).hands

    def hand_strength_text(self) -> str:
        """The human's current hand in words ("Two pair, kings and sevens"), once there is a flop."""
        hand, hero = self.hand, self.hero_position
        return "" if hand is None or hero is None else hand_strength(hand, hero)

    # -- dealing --------------------------------------------------------------------------------------------

    def deal(self) -> bool:
        """Deal the next hand; busted players buy in again first (this is a play-money game; the player only if
        they say so). False when no hand was dealt: one is being played, the player left, or the table cannot
        deal (a :class:`~dealerdesk.play.events.DealRefused` says why)."""
        if self.hand is not None and not self.hand.is_complete:
            return False
        for seat, player in self.table.seats.items():
            if player.stack == 0 and seat not in self.refused_buy_in:
                amount = self.chips(self.settings.stack)
                you = self.is_hero_seat(seat)
                limit = self.table.max_buy_in
                if limit is not None and self.settings.stack > limit:
                    # A resumed table may cap the buy-in below the game's stack: the player may not buy in
                    # above it, so sits out (the player's own session ends), and the log says why.
                    line = log_lines.buy_in_refused_line(player.name, amount, self.chips(limit), you=you)
                    if you:
                        self.running = False
                        self._tell(DealRefused(line, line))
                        return False
                    self.table.sit_out(seat)
                    self.refused_buy_in.add(seat)  # told once: they stay out, not asked again every hand
                    self._tell(SatOut(line, seat))
                    continue
                if you and not self.confirm_rebuy(self.settings.stack):
                    self.running = False
                    self._tell(LeftTable(log_lines.leave_line()))
                    return False
                self._tell(
                    BoughtIn(log_lines.buy_in_line(player.name, amount, you=you), seat, self.settings.stack, you)
                )
                self.table.add_chips(seat, self.settings.stack)
                self.table.sit_in(seat, post=False)
        try:
            self.hand = self.table.start_hand(
                random.Random(self.rng.getrandbits(64)), paced=True, started=self.clock(),
                hand_id=self.numbers.next_hand() if self.numbers is not None else None)
        except TableError as error:
            self.hand = None
            self._tell(DealRefused("", str(error)))
            return False
        self.equities = {}
        self._shows_told = 0
        self._reasons_held = []
        self.running = True
        if not self._introduced:
            self._introduced = True
            for seat, profile in self.profiles.items():
                line = log_lines.intro_line(profile.name, profile.style_label, self.level.label,
                                            profile.personality_label)
                self._tell(Introduced(line, seat, profile.personality_label))
        self._tell(HandDealt(log_lines.hand_number_line(self.table.hand_number), self.table.hand_number, self.hand))
        hero = self.hero_position
        cards = self.hand.hole[hero] if hero is not None else None
        if cards and None not in cards:
            known = tuple(c for c in cards if c is not None)
            self._tell(CardsDealt(log_lines.your_cards_line(format_cards(known)), known))
        return True

    def next_step(self) -> Step:
        """What the hand waits for now."""
        hand = self.hand
        if hand is None:
            return Step.NONE
        if hand.is_complete:
            return Step.SETTLE
        actor = hand.actor
        if actor is not None:
            return Step.PLAYER if actor == self.hero_position else Step.BOT
        if hand.all_in_showdown and len(hand.board) < 5 and not self.equities:
            return Step.EQUITY
        return Step.DEAL

    def table_all_in(self) -> None:
        """The betting is over with a player all-in: every hand still in is turned face up at once, before the
        rest of the board is dealt (RULES 4.2, TDA 16), in the engine's showdown order."""
        hand = self.hand
        if hand is None or not hand.all_in_showdown or hand.is_complete:
            return
        for player in hand.showdown_order:
            if player not in hand.shown and hand.can_show(player):
                hand.show(player)

    def tell_shows(self) -> None:
        """Tell each hand tabled since the last look ("Dora shows AsKs" / "You show AsKs")."""
        hand = self.hand
        if hand is None:
            return
        shows = [record for record in hand.log if isinstance(record, Show)]
        for record in shows[self._shows_told :]:
            you = self.is_hero(hand, record.player)
            line = log_lines.show_line(hand.names[record.player], format_cards(record.cards), you=you)
            self._tell(Shown(line, record.player, record.cards, you))
        self._shows_told = len(shows)

    def advance(self) -> bool:
        """The dealer deals what comes next (a street, or the showdown's next step); False when nothing can be."""
        hand = self.hand
        if hand is None or not hand.can_advance:
            return False
        street = hand.street
        hand.advance()
        if hand.street != street:
            line = log_lines.street_line(hand.street, format_cards(hand.board))
            self._tell(StreetDealt(line, hand.street, tuple(hand.board)))
        if hand.all_in_showdown and len(hand.board) < 5:
            self.equities = {}
        return True

    def settle(self) -> Hand:
        """The hand is over: tell the last hands shown and who won what, settle the table (the button moves)."""
        hand = self.hand
        assert hand is not None and hand.is_complete, "settle() once the hand is complete"
        self.tell_shows()
        held, self._reasons_held = self._reasons_held, []
        for reasoned in held:
            self._tell(reasoned)
        for award in hand.awards:
            you = self.is_hero(hand, award.player)
            self._tell(PotAwarded(log_lines.award_line(hand, award, you=you, chips=self.chips), award, you))
        self.table.end_hand()
        self.notes.observe(hand)
        self._tell(HandOver("", hand))
        self.hand = None
        return hand

    # -- the slow parts ---------------------------------------------------------------------------------------

    def bot_work(self, player: int) -> Callable[[], Decision]:
        """The computer player's decision as work to run (anywhere): it reads the hand, changes nothing."""
        hand = self.hand
        assert hand is not None
        seat = self.table.plan.dealt_in[player] if self.table.plan else 0
        bot = Bot.named(self.seating.styles.get(seat, DEFAULT_STYLE), self.level.name, self.notes)
        seed = self.rng.getrandbits(64)
        return lambda: bot.decide(hand, player, random.Random(seed))

    def apply_bot(self, hand: Hand, player: int, decision: Decision) -> bool:
        """Make a computer player's decided move, if the hand is still waiting for it; True when made (and its
        reason told or kept for the end of the hand, when the reasons are shown)."""
        if hand is not self.hand or hand.actor != player:
            return False
        street = hand.street
        record = apply(hand, decision, player)
        self._acted(hand, player, record)
        if self.show_reasons:
            action = log_lines.action_text(hand, record, self.chips)
            reason = decision.why.text()
            line = log_lines.reason_line(hand.names[player], street, action, reason)
            reasoned = Reasoned(line, player, reason)
            if self.settings.watch:
                self._tell(reasoned)
            else:
                self._reasons_held.append(reasoned)
        return True

    @staticmethod
    def bot_delay_ms(decision: Decision, pace_ms: int) -> int:
        """How long a computer player takes over ``decision`` at a table whose pace is ``pace_ms`` a move (the
        speed chosen): the pace times the decision's think time — quick folds, long thinks over an all-in."""
        return max(0, round(pace_ms * decision.think))

    def equity_work(self) -> tuple[list[int], Callable[[], EquityResult]]:
        """The hands still in, and the work that gives their shares of the pot (for :meth:`set_equities`)."""
        hand = self.hand
        assert hand is not None
        players = list(hand.remaining)
        holes = [[c for c in hand.hole[p] or () if c is not None] for p in players]
        board = list(hand.board)
        game = hand.variant.game
        return players, lambda: equity(holes, board, game=game, samples=EQUITY_SAMPLES)

    def set_equities(self, players: list[int], result: EquityResult) -> None:
        """Each hand's share, from :meth:`equity_work`'s result, told with its line ("Equity: Dora 62.3%, You
        37.7%")."""
        for player, share in zip(players, result.hands, strict=True):
            self.equities[player] = share.equity
        hand = self.hand
        if hand is None:
            return
        shares = [(player, self.equities[player]) for player in players]
        words = [(hand.names[player], self.share(equity)) for player, equity in shares]
        self._tell(EquityShown(log_lines.equity_line(words), tuple(shares)))

    # -- the player's moves -------------------------------------------------------------------------------------

    def act(self, action: str, amount: int | None = None) -> str | None:
        """The player's move: ``"fold"``, ``"call"`` (check or call) or ``"raise"`` (bet or raise to ``amount``);
        returns why it was refused (and changes nothing), or None."""
        hand, hero = self.hand, self.hero_position
        if hand is None or hero is None or hand.actor != hero:
            return log_lines.not_your_turn()
        try:
            record: Fold | CheckOrCall | BetOrRaise
            if action == "fold":
                record = hand.fold(hero)
            elif action == "call":
                record = hand.check_or_call(hero)
            else:
                assert amount is not None
                record = hand.bet_or_raise_to(amount, hero)
        except ValueError as error:
            return str(error)
        self._acted(hand, hero, record)
        return None

    def _acted(self, hand: Hand, player: int, record: Fold | CheckOrCall | BetOrRaise) -> None:
        line = log_lines.move_line(hand.names[player], log_lines.action_text(hand, record, self.chips))
        self._tell(Acted(line, player, record, self.is_hero(hand, player)))
