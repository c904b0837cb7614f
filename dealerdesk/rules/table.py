"""A table session: seats, the button and the blinds across hands, new players and missed blinds.

RULES.md §1 as the dealer applies it: the button and blinds move by the dead-button rule (or the moving
button, a setting); a new player waits for the big blind or posts one and is dealt in, never between the
button and the small blind (one waiting on the small blind's seat is not dealt in: that small blind is dead);
a player who sat out while the big blind passed owes it (live) plus the small blind (dead), one who missed
only the small blind owes that (dead), under either button; tournaments have no missed blinds, absent
players are dealt in and blinded and their hands are dead (TDA 30). Seats are numbered 1..N clockwise.

>>> import random
>>> table = Table(seat_count=6, variant="NT", small_blind=1, big_blind=2, button_seat=1)
>>> for seat, name in [(1, "Ann"), (3, "Bob"), (5, "Cy")]:
...     table.sit(seat, name, 200)
>>> plan = table.next_hand_plan()
>>> plan.button, plan.small_blind, plan.big_blind, plan.dealt_in
(1, 3, 5, (3, 5, 1))
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from dealerdesk.i18n import translate
from dealerdesk.rules.blinds import (
    BlindPositions,
    dead_button_positions,
    first_positions,
    moving_button_positions,
    seats_between,
)
from dealerdesk.rules.errors import SetupError
from dealerdesk.rules.finished_hand import FinishedHand
from dealerdesk.rules.game import HouseRules, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.hand_state import is_whole
from dealerdesk.rules.players import Seat
from dealerdesk.rules.rake import RakeStructure

MAX_SEATS = 10


class TableError(SetupError):
    """A seat, stack or hand request the table cannot carry out (nothing was changed)."""


@dataclass(frozen=True)
class BlindLevel:
    """One level of a tournament blind schedule."""

    small_blind: int
    """The small blind."""
    big_blind: int
    """The big blind."""
    ante: int = 0
    """Each player's ante, or the big-blind ante when the table uses one."""
    hands: int = 0
    """How many hands the level lasts (0: until the end)."""


@dataclass
class SeatedPlayer:
    """A player in a seat, with what they owe the table."""

    name: str
    """The player's name."""
    stack: int
    """Chips in front of them between hands."""
    sitting_out: bool = False
    """Away from the table: not dealt in (cash) or dealt in and blinded (tournament)."""
    new: bool = True
    """Has not yet been dealt a hand since sitting down."""
    waiting_for_big_blind: bool = False
    """Will be dealt in when the big blind reaches them, rather than posting."""
    owes_big_blind: bool = False
    """Missed the big blind: owes a big blind live and a small blind dead to play before their big blind."""
    owes_small_blind: bool = False
    """Missed the small blind only: owes it dead."""


@dataclass(frozen=True)
class HandPlan:
    """What the dealer does before the deal: where the button goes, who posts what, who is dealt in."""

    button: int
    """The button's seat (in a dead-button game it may be empty)."""
    small_blind: int | None
    """The seat posting the small blind, None when it is dead this hand (nobody there, or a player there waiting
    for the big blind)."""
    big_blind: int
    """The seat posting the big blind."""
    posts: dict[int, tuple[int, int]]
    """Each posting seat's (live, dead) chips: the blinds, and new or returning players' posts."""
    antes: dict[int, int]
    """Each seat's ante (a big-blind ante is the big blind's alone)."""
    dealt_in: tuple[int, ...]
    """The seats dealt in, in position order: p1 (first left of the button) … the button last."""
    positions: BlindPositions
    """The rotation state this hand leaves for the next."""
    missed_big_blind: tuple[int, ...] = ()
    """Seats charged with a missed big blind by this hand."""
    missed_small_blind: tuple[int, ...] = ()
    """Seats charged with a missed small blind by this hand."""


@dataclass
class Table:
    """A table session across hands. See the module docstring."""

    seat_count: int = 6
    """How many seats (2..10)."""
    variant: Variant | str = "NT"
    """The game, as a :class:`Variant` or a PHH code."""
    small_blind: int = 1
    """The small blind (overridden by ``schedule`` levels)."""
    big_blind: int = 2
    """The big blind, also the fixed-limit small bet."""
    button: str = "dead"
    """``"dead"`` (the player due the big blind always posts it) or ``"moving"``."""
    button_seat: Seat = 1
    """Where the button starts."""
    ante: int = 0
    """Each player's ante (or the big-blind ante's size)."""
    big_blind_ante: bool = False
    """The big blind posts the ante for everyone (dead money)."""
    tournament: bool = False
    """Tournament rules: no missed blinds, absent players blinded in, TDA house rules by default."""
    rules: HouseRules | None = None
    """House rules for the hands (default: cash or tournament defaults)."""
    min_buy_in: int | None = None
    """The smallest stack a player may sit down with (default: ten big blinds in cash, any in tournaments)."""
    max_buy_in: int | None = None
    """The largest stack a cash player may have after buying in or topping up (None: no limit)."""
    schedule: Sequence[BlindLevel] = ()
    """Tournament blind levels by number of hands."""
    name: str = "Table 1"
    """The table's name (written to every hand's PHH)."""
    rake: RakeStructure | None = None
    """The house rake taken from every pot (None: none; a tournament has none)."""
    chip: int = 1
    """The smallest chip in play: the odd chip of a split pot."""
    seats: dict[Seat, SeatedPlayer] = field(default_factory=dict)
    """The occupied seats."""
    hand_number: int = 0
    """Hands started at this table."""
    positions: BlindPositions | None = None
    """The button and blinds of the last hand started."""
    hand: Hand | None = None
    """The hand being played, if any."""
    plan: HandPlan | None = None
    """The plan of the hand being played."""
    finished: list[FinishedHand] = field(default_factory=list)
    """Every completed hand of the session, in order."""
    started: datetime | None = None
    """When the hand being played was dealt, if the dealer said (:meth:`start_hand`)."""
    hand_id: int | None = None
    """The unique number given to the hand being played, if any (:meth:`start_hand`)."""

    def __post_init__(self) -> None:
        numbers = {"seat_count": self.seat_count, "button_seat": self.button_seat, "small_blind": self.small_blind,
                   "big_blind": self.big_blind, "ante": self.ante}
        for label, value in numbers.items():
            if not is_whole(value):
                raise TableError(f"{label} must be a whole number, not {value!r}")
        if not 2 <= self.seat_count <= MAX_SEATS:
            raise TableError(f"a table has 2 to {MAX_SEATS} seats, not {self.seat_count}")
        if isinstance(self.variant, str):
            if self.variant not in Variant.codes():
                raise TableError(f"unknown variant {self.variant!r} (known: {', '.join(Variant.codes())})")
            self.variant = Variant.from_code(self.variant)
        if self.button not in ("dead", "moving"):
            raise TableError(f"the button is 'dead' or 'moving', not {self.button!r}")
        if not 1 <= self.button_seat <= self.seat_count:
            raise TableError(f"seat {self.button_seat} does not exist (seats 1 to {self.seat_count})")
        if not 0 < self.small_blind <= self.big_blind:
            raise TableError("the small blind must be above zero and at most the big blind")
        if self.rules is None:
            self.rules = HouseRules.tournament() if self.tournament else HouseRules.cash()

    # -- stakes ----------------------------------------------------------------------------------------

    @property
    def game(self) -> Variant:
        """The variant as an object."""
        assert isinstance(self.variant, Variant)
        return self.variant

    def level(self) -> BlindLevel:
        """The blinds and ante in force for the next hand."""
        hands = self.hand_number
        for level in self.schedule:
            if level.hands == 0 or hands < level.hands:
                return level
            hands -= level.hands
        if self.schedule:
            return self.schedule[-1]
        return BlindLevel(self.small_blind, self.big_blind, self.ante)

    @property
    def minimum_stack(self) -> int:
        """The table minimum to sit down."""
        if self.min_buy_in is not None:
            return self.min_buy_in
        return 1 if self.tournament else 10 * self.big_blind

    # -- seats -----------------------------------------------------------------------------------------

    def _check_seat(self, seat: Seat) -> None:
        if not is_whole(seat) or not 1 <= seat <= self.seat_count:
            raise TableError(f"seat {seat} does not exist (seats 1 to {self.seat_count})")

    def _player(self, seat: Seat) -> SeatedPlayer:
        self._check_seat(seat)
        if seat not in self.seats:
            raise TableError(f"seat {seat} is empty")
        return self.seats[seat]

    def _in_current_hand(self, seat: Seat) -> bool:
        return self.hand is not None and self.plan is not None and seat in self.plan.dealt_in

    def sit(self, seat: Seat, name: str, stack: int, wait_for_big_blind: bool = False) -> None:
        """Seat a new player. Before the first hand everyone is dealt in free; later a new player posts a big
        blind to play at once (not between the button and the small blind) or waits for the big blind."""
        self._check_seat(seat)
        if seat in self.seats:
            raise TableError(f"seat {seat} is taken by {self.seats[seat].name}")
        if not name.strip():
            raise TableError("a player needs a name")
        if not is_whole(stack):
            raise TableError(f"a stack is a whole number of chips, not {stack!r}")
        if stack < self.minimum_stack:
            raise TableError(f"{name} needs at least {self.minimum_stack} chips to sit down, not {stack}")
        if self.max_buy_in is not None and stack > self.max_buy_in:
            raise TableError(f"{name} may buy in for at most {self.max_buy_in} chips, not {stack}")
        first_hand = self.hand_number == 0
        self.seats[seat] = SeatedPlayer(
            name,
            stack,
            new=not first_hand,
            waiting_for_big_blind=wait_for_big_blind and not first_hand and not self.tournament,
        )

    def stand(self, seat: Seat) -> SeatedPlayer:
        """The player leaves the table with their chips (not while in a hand still being played)."""
        player = self._player(seat)
        if self._in_current_hand(seat):
            raise TableError(f"{player.name} is in the hand being played; finish it first")
        del self.seats[seat]
        return player

    def sit_out(self, seat: Seat) -> None:
        """The player stays seated but is away from the next hand on."""
        self._player(seat).sitting_out = True

    def sit_in(self, seat: Seat, post: bool = True) -> None:
        """The player comes back: ``post`` what they owe and play at once, or wait for the big blind."""
        player = self._player(seat)
        if player.stack == 0:
            raise TableError(f"{player.name} has no chips: add chips first")
        player.sitting_out = False
        owes = player.owes_big_blind or player.owes_small_blind or player.new
        player.waiting_for_big_blind = owes and not post

    def add_chips(self, seat: Seat, amount: int) -> None:
        """Rebuy or top up between hands (cash games)."""
        player = self._player(seat)
        if self.tournament:
            raise TableError("chips cannot be added in a tournament")
        if not is_whole(amount):
            raise TableError(f"add a whole number of chips, not {amount!r}")
        if amount <= 0:
            raise TableError(f"add a positive number of chips, not {amount}")
        if self._in_current_hand(seat):
            raise TableError(f"{player.name} is in the hand being played; add chips after it")
        if self.max_buy_in is not None and player.stack + amount > self.max_buy_in:
            raise TableError(f"{player.name} may have at most {self.max_buy_in} chips on the table")
        player.stack += amount

    # -- planning a hand -------------------------------------------------------------------------------

    def rotation(self) -> set[int]:
        """Seats the blinds can fall on this hand: every player with chips, in cash only those not away (the
        trainer's button-and-blinds slips move a blind on through the same seats)."""
        return {s for s, p in self.seats.items() if p.stack > 0 and (self.tournament or not p.sitting_out)}

    def _ready(self, seat: Seat) -> bool:
        """Dealt in without posting anything extra."""
        player = self.seats[seat]
        return not (player.new or player.owes_big_blind or player.owes_small_blind or player.waiting_for_big_blind)

    def next_hand_plan(self) -> HandPlan:
        """Who has the button, who posts what (live and dead), who is dealt in — without changing anything."""
        if self.hand is not None:
            raise TableError(translate("Rules", "a hand is being played; end it before planning the next"))
        rotation = self.rotation()
        if len(rotation) < 2:
            # Play mode shows this one when it cannot deal the next hand.
            raise TableError(translate("Rules", "a hand needs at least two players ready to play, not {count}")
                             .format(count=len(rotation)))
        level = self.level()
        if self.positions is None:
            positions = first_positions(self.button_seat, self.seat_count, rotation)
        elif self.button == "dead":
            positions = dead_button_positions(self.positions, self.seat_count, rotation)
        else:
            ready = {s for s in rotation if self._ready(s)}
            positions = moving_button_positions(self.positions, self.seat_count, rotation, ready)
        if self._small_blind_waits(positions):
            # A new or returning player on the small blind who chose to wait for the big blind is not dealt in:
            # the small blind is dead this hand, as under the dead-button rule (RULES.md §1.6, §10) — unless
            # nobody else could then play.
            try:
                posts, dealt = self._deal_in(dataclasses.replace(positions, small_blind=None), rotation, level)
                positions = dataclasses.replace(positions, small_blind=None)
            except TableError:
                posts, dealt = self._deal_in(positions, rotation, level)
        else:
            posts, dealt = self._deal_in(positions, rotation, level)
        order = sorted(dealt, key=lambda s: (s - positions.button - 1) % self.seat_count)
        if level.ante and self.big_blind_ante:
            antes = {positions.big_blind: level.ante}
        else:
            antes = dict.fromkeys(order, level.ante) if level.ante else {}
        missed_big: list[int] = []
        missed_small: list[int] = []
        if self.positions is not None and not self.tournament:
            for seat in seats_between(self.positions.big_blind, positions.big_blind, self.seat_count):
                if seat in self.seats and self.seats[seat].sitting_out and self.seats[seat].stack > 0:
                    missed_big.append(seat)
            sb_seat = positions.small_blind_position
            if sb_seat in self.seats and self.seats[sb_seat].sitting_out and sb_seat not in missed_big:
                missed_small.append(sb_seat)
            previous_small = self.positions.small_blind_position
            if self.button == "moving" and previous_small != sb_seat:
                # The moving button never puts the small blind on a player who is away, it passes them: they owe
                # it dead on their return, exactly as under the dead button (RULES.md §1.6, §10).
                for seat in seats_between(previous_small, sb_seat, self.seat_count):
                    player = self.seats.get(seat)
                    if player is not None and player.sitting_out and player.stack > 0 and seat not in missed_big:
                        missed_small.append(seat)
        return HandPlan(
            button=positions.button,
            small_blind=positions.small_blind,
            big_blind=positions.big_blind,
            posts=posts,
            antes=antes,
            dealt_in=tuple(order),
            positions=positions,
            missed_big_blind=tuple(missed_big),
            missed_small_blind=tuple(missed_small),
        )

    def _small_blind_waits(self, positions: BlindPositions) -> bool:
        """Whether the small blind falls on a cash player waiting for the big blind (not heads-up, where the
        button posts it)."""
        small = positions.small_blind
        return (not self.tournament and small is not None and small != positions.button
                and self.seats[small].waiting_for_big_blind)

    def _deal_in(self, positions: BlindPositions, rotation: set[int],
                 level: BlindLevel) -> tuple[dict[int, tuple[int, int]], set[int]]:
        """Who posts what (live, dead) and who is dealt in with these positions; raises if fewer than two play."""
        before_big = set(seats_between(positions.button, positions.big_blind, self.seat_count))
        # Between the button and the small blind nobody new is dealt in. After heads-up the small blind's place
        # (the last big blind) can lie behind the button: then only the seats before the big blind count.
        blocked = set(seats_between(positions.button, positions.small_blind_position, self.seat_count)) & before_big
        if positions.small_blind is None:
            blocked |= before_big
        posts: dict[int, tuple[int, int]] = {positions.big_blind: (level.big_blind, 0)}
        if positions.small_blind is not None:
            posts[positions.small_blind] = (level.small_blind, 0)
        dealt = {positions.big_blind}
        if positions.small_blind is not None:
            dealt.add(positions.small_blind)
        self._join(rotation, dealt, posts, blocked, level, waiting_allowed=True)
        if len(dealt) < 2:
            # Waiting for the big blind may not stop the game: when nobody else could play, the players waiting
            # post what they owe (a new player a big blind) and are dealt in, as a floor would ask them to.
            self._join(rotation, dealt, posts, blocked, level, waiting_allowed=False)
        if len(dealt) < 2:
            # Nor may the gap between the button and the blinds (the dead button left there when the blinds
            # before it went): the players in it who post what they owe are dealt in rather than nobody playing —
            # those not waiting for the big blind first, the ones waiting only if the game still needs them.
            self._join(rotation, dealt, posts, set(), level, waiting_allowed=True)
            if len(dealt) < 2:
                self._join(rotation, dealt, posts, set(), level, waiting_allowed=False)
        if len(dealt) < 2:
            raise TableError(translate("Rules", "a hand needs at least two players ready to play, not {count}")
                             .format(count=len(dealt)))
        return posts, dealt

    def _join(self, rotation: set[int], dealt: set[int], posts: dict[int, tuple[int, int]], blocked: set[int],
              level: BlindLevel, *, waiting_allowed: bool) -> None:
        """Deal in the players of the rotation who may play this hand, adding what each must post."""
        for seat in sorted(rotation - dealt):
            player = self.seats[seat]
            if self._ready(seat):
                dealt.add(seat)
            elif seat in blocked or (player.waiting_for_big_blind and waiting_allowed):
                continue
            elif player.owes_big_blind:
                posts[seat] = (level.big_blind, level.small_blind)
                dealt.add(seat)
            elif player.new:
                # Cash: a new player posts a big blind; tournaments deal new entrants in free (TDA 8-A, 10-A).
                if not self.tournament:
                    posts[seat] = (level.big_blind, 0)
                dealt.add(seat)
            elif player.owes_small_blind:
                posts[seat] = (0, level.small_blind)
                dealt.add(seat)
            elif not waiting_allowed:
                dealt.add(seat)

    # -- playing ---------------------------------------------------------------------------------------

    def stakes_for(self, plan: HandPlan) -> Stakes:
        """The engine's stakes for a plan, per position."""
        level = self.level()
        order = plan.dealt_in
        blinds = tuple(plan.posts.get(s, (0, 0))[0] for s in order)
        dead = tuple(plan.posts.get(s, (0, 0))[1] for s in order)
        fixed = self.game.structure is Structure.FIXED
        return Stakes(
            blinds=blinds,
            antes=tuple(plan.antes.get(s, 0) for s in order),
            small_bet=level.big_blind if fixed else 0,
            big_bet=2 * level.big_blind if fixed else 0,
            min_bet=0 if fixed else level.big_blind,
            antes_are_live=not self.big_blind_ante,
            dead_blinds=dead if any(dead) else (),
            full_blinds=(level.small_blind, level.big_blind),
            big_blind_position=order.index(plan.big_blind),
            dead_hands=self._dead_hands(plan),
            chip=self.chip,
        )

    def _dead_hands(self, plan: HandPlan) -> tuple[int, ...]:
        """Tournament: the positions of absent players, dealt in and blinded with dead hands (TDA 30) — unless
        every player is away, when nobody's hand is killed."""
        if not self.tournament:
            return ()
        absent = tuple(i for i, seat in enumerate(plan.dealt_in) if self.seats[seat].sitting_out)
        return absent if len(absent) < len(plan.dealt_in) else ()

    def start_hand(self, rng: random.Random, *, paced: bool = False, started: datetime | None = None,
                   hand_id: int | None = None) -> Hand:
        """Deal the next hand by its plan: the blinds and posts are collected and the cards dealt. A ``paced``
        hand waits for :meth:`Hand.advance` to deal each street and to show down (for the table on screen).
        ``started`` (the moment of the deal) and ``hand_id`` (a number unique to the hand) are kept with the
        finished hand for its hand histories; the table itself reads no clock."""
        plan = self.next_hand_plan()
        for seat in plan.missed_big_blind:
            self.seats[seat].owes_big_blind = True
        for seat in plan.missed_small_blind:
            self.seats[seat].owes_small_blind = True
        for seat in plan.dealt_in:
            player = self.seats[seat]
            player.new = player.waiting_for_big_blind = False
            player.owes_big_blind = player.owes_small_blind = False
        self.hand = Hand(
            self.game,
            self.stakes_for(plan),
            [self.seats[s].stack for s in plan.dealt_in],
            rules=self.rules,
            names=[self.seats[s].name for s in plan.dealt_in],
            rng=rng,
            paced=paced,
            rake=self.rake,
        )
        self.plan = plan
        self.positions = plan.positions
        self.hand_number += 1
        self.started, self.hand_id = started, hand_id
        return self.hand

    def absent_players(self) -> list[int]:
        """Positions in the current hand whose players are away (tournaments deal them in)."""
        if self.hand is None or self.plan is None:
            return []
        return [i for i, s in enumerate(self.plan.dealt_in) if self.seats[s].sitting_out]

    def act_for_absent_players(self) -> None:
        """An absent player's hand is dead (TDA 30): dealt in, blinds and antes posted, and out of the hand.

        A tournament absentee's hand is dead from the deal (:attr:`Stakes.dead_hands`), so it never acts, even
        when no one could bet against it; a player who goes away during a hand (or every player of a tournament
        hand at once) is folded when the action reaches them, even when they could check — never checked
        through to a showdown."""
        hand = self.hand
        absent = set(self.absent_players())
        while hand is not None and hand.actor is not None and hand.actor in absent:
            hand.fold()

    def end_hand(self) -> Hand:
        """Settle the finished hand into the seats' stacks; busted players leave (tournament) or sit out."""
        hand, plan = self.hand, self.plan
        if hand is None or plan is None:
            raise TableError("no hand is being played")
        if not hand.is_complete:
            raise TableError("the hand is not finished yet")
        final = hand.final_stacks
        assert final is not None
        for seat, stack in zip(plan.dealt_in, final, strict=True):
            self.seats[seat].stack = stack
        for seat in list(plan.dealt_in):
            if self.seats[seat].stack == 0:
                if self.tournament:
                    del self.seats[seat]
                else:
                    self.seats[seat].sitting_out = True
        self.finished.append(FinishedHand(self.hand_number, plan.dealt_in, hand, self.started, self.hand_id))
        self.hand = self.plan = None
        self.started = self.hand_id = None
        return hand
