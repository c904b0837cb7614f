"""Dealing a live game: computer players play a real game, hand after hand, and the trainee is the dealer.

A :class:`LiveGame` runs a :class:`~dealerdesk.rules.table.Table` session (the button and the blinds move, players
bust, go away, come back and sit down between hands) and plays every hand with the trainer's computer players
(:mod:`.players`). The hand stops at each point where a dealer must act — a :class:`DealerStep` — and asks the
trainee what a dealer must do there, as a trainer question of the matching kind, so a step is graded, explained
and recorded exactly as that skill's questions are:

========================  ==============================================================  ====================
Step                      When                                                            Kind
========================  ==============================================================  ====================
``posts``                 before each deal (from the second): the button, the blinds       ``button-blinds``
``pot``                   pot limit: a player asks "pot" before betting or raising the pot ``pot-limit``
``ruling``                after a short all-in: may the next raise, and to what? (or, now  ``min-raise``,
                          and then, the least a raise may be)                              ``limit-betting``
``action``                once a street: whose action is it, or is the round over?        ``whose-action``
``gather``                at the end of a street with chips bet: the pot(s), chips back    ``side-pots``
``showdown``              the hands to be shown: who shows first, or all face up          ``showdown-order``
``rake``                  a raked cash game: the rake and the drop out of the pot (and,    ``rake``
                          when no hands are read, each winner's chips)
``read``                  a tabled hand read aloud                                         ``call-hand``
``award``                 who wins each pot and with what                                  ``winner``
``split``                 hi/lo: each seat's chips from each pot, odd chips, quarters      ``hi-lo-split``
========================  ==============================================================  ====================

The steps of a hand's end come in a dealer's order: the house takes the rake and the drop out of the pot first,
then the hands are read and what is left is awarded and split (RULES.md: the pot is raked before it is pushed and
before any split), so every amount a later step asks and explains is net of the rake.

A step never changes the hand: the engine already knows the right answer, so after a wrong answer the floor
says what it should have been (:func:`floor_words`) and the hand goes on from the right state — one mistake does
not spoil the rest of the hand. The module is Qt-free: the window only draws a step and forwards the answer.

Difficulty sets how fast the players act (:data:`PACE`, seconds per action, used by the window) and how often the
hard moments come: more players, more short stacks that move all-in, livelier betting (so short all-ins, many-way
all-ins and hi/lo quarters), and at 3 and 4 the tables between deals with players away and newcomers.
"""

from __future__ import annotations

import copy
import enum
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from dealerdesk.history import HandHistory
from dealerdesk.history.export import history_of, phh_action
from dealerdesk.i18n import N_, translate, translate_marked
from dealerdesk.rules.game import Game, Structure, Variant
from dealerdesk.rules.hand import Hand, Phase
from dealerdesk.rules.rake import DEFAULT_PRESET, PRESETS, RakeStructure
from dealerdesk.rules.table import Table, TableError
from dealerdesk.trainer.catalogue import all_kinds
from dealerdesk.trainer.core.mistakes import label
from dealerdesk.trainer.core.players import Temperament, act, show_or_muck
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.generator import NAMES, ROOM_MIX, Level, question_at
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds.base import Request
from dealerdesk.trainer.kinds.moments import short_all_in_this_street
from dealerdesk.trainer.prompts import canonical_prompt

__all__ = ["PACE", "DealerStep", "DealingError", "LiveGame", "Step", "floor_words", "kinds_for_step"]


def _(text: str) -> str:
    """Translate in the dealing mode's context."""
    return translate("Dealing", text)


class DealingError(ValueError):
    """A live game that cannot be set up (a seat count out of range …); the message says which."""


class Step(enum.StrEnum):
    """A point in a hand where the dealer must act. The value is stored (the step of a recorded answer)."""

    POSTS = "posts"
    POT = "pot"
    RULING = "ruling"
    ACTION = "action"
    GATHER = "gather"
    SHOWDOWN = "showdown"
    RAKE = "rake"
    READ = "read"
    AWARD = "award"
    SPLIT = "split"

    @property
    def label(self) -> str:
        """What the dealer does, as the trainee reads it (translated)."""
        return translate_marked("Dealing", STEP_LABELS[self])


STEP_LABELS: dict[Step, str] = {
    Step.POSTS: N_("Move the button and take the blinds", "Dealing"),
    Step.POT: N_("A player asks for the pot", "Dealing"),
    Step.RULING: N_("Rule on the raise", "Dealing"),
    Step.ACTION: N_("Whose action, or is the round over?", "Dealing"),
    Step.GATHER: N_("Gather the bets into the pot", "Dealing"),
    Step.SHOWDOWN: N_("Call the showdown", "Dealing"),
    Step.RAKE: N_("Take the rake out of the pot", "Dealing"),
    Step.READ: N_("Read the hand", "Dealing"),
    Step.AWARD: N_("Kill the losers and push the pot", "Dealing"),
    Step.SPLIT: N_("Split the pot high and low", "Dealing"),
}
"""Each step's title (what the dealer does there), in a hand's order."""

def kinds_for_step(step: Step) -> tuple[str, ...]:
    """The question kinds that grade a step, as the kinds declare it (:attr:`QuestionKind.dealer_step`): a ruling
    is a minimum raise, or in fixed limit the limit betting; empty for a step no installed kind grades."""
    return tuple(kind.name for kind in all_kinds() if kind.dealer_step == step)


def _kind_asking(step: Step, hand: Hand) -> str | None:
    """The kind that asks the step on the hand as it stands (the first of the step's kinds that takes it)."""
    return next((kind.name for kind in all_kinds() if kind.dealer_step == step and kind.grades_step(hand)), None)


PACE = (1.2, 0.9, 0.6, 0.35)
"""Seconds between two players' actions on the table, by difficulty: the speed of the game the trainee deals."""

PLAYERS = ((4, 6), (5, 7), (6, 9), (8, 10))
"""Players seated at the start, by difficulty (a full ring at 4)."""

SHORT_BUY_IN_SHARE = (0.1, 0.25, 0.4, 0.55)
"""How often a player sits down or buys in again short (5–20 big blinds, else 40–200), by difficulty: the user
guide's table of the dealt game. A buy-in stays at the table hand after hand, so this is not the share of short
stacks in a question's one hand (:data:`dealerdesk.trainer.kinds.base.SHORT_STACK_SHARE`)."""

TEMPERAMENTS = (
    Temperament(fold_to_bet=0.5, raise_when_facing=0.1, short_stack_shove=0.4, preflop_open=0.3, preflop_call=0.25),
    Temperament(fold_to_bet=0.4, raise_when_facing=0.15, short_stack_shove=0.6, preflop_open=0.35,
                preflop_call=0.25),
    Temperament(fold_to_bet=0.3, raise_when_facing=0.2, short_stack_shove=0.8, preflop_open=0.4, preflop_call=0.3),
    Temperament(fold_to_bet=0.25, raise_when_facing=0.25, short_stack_shove=0.9, preflop_open=0.45,
                preflop_call=0.3),
)
"""How the players play, by difficulty: livelier and shorter-stacked as it rises (more all-ins, more side pots)."""

POT_REQUEST = (0.35, 0.45, 0.55, 0.65)
"""Pot limit: how often a player who bets or raises asks the dealer for the pot, by difficulty."""

RAISE_RULING = (0.1, 0.15, 0.2, 0.25)
"""No and pot limit: how often the dealer is asked the least a player who is about to raise may raise to."""

BREAKS = (0.0, 0.1, 0.25, 0.4)
"""How often something happens at the table between two deals (a player goes away, comes back, leaves, a newcomer
sits down), by difficulty: what makes the button and blinds worth asking."""

CASH_LEVELS = (Level(1, 2, 1), Level(1, 3, 1), Level(2, 5, 1))
"""The stakes a live game is dealt at: a cash game in $1 chips, the chips the room's posted rake is made for."""


@dataclass(frozen=True)
class DealerStep:
    """One point where the hand waits for the dealer."""

    step: Step
    """What the dealer must do."""
    question: Question
    """The step as a trainer question of its kind: the hand so far, the prompt and the engine's answer."""
    hand_number: int
    """The deal this step belongs to (1, 2, …)."""
    shown_from: int
    """How many of the hand's actions the table showed at the last step (the window plays the rest at the game's
    pace before asking): 0 at a hand's first step."""

    @property
    def kind(self) -> str:
        """The question kind that grades the step."""
        return self.question.kind


def floor_words(step: DealerStep, verdict: Verdict) -> str:
    """What the floor supervisor says after a wrong step: the mistake and the right answer ("Floor: the call left
    out of the pot — Main pot amount: 45"); after a right one, an empty string."""
    if verdict.correct:
        return ""
    wanted = "; ".join(f"{part.name}: {part.expected}" for part in verdict.parts if not part.correct)
    cause = label(verdict.cause) if verdict.cause else _("that is not right")
    return _("Floor: {mistake} — {answer}").format(mistake=cause, answer=wanted) if wanted else \
        _("Floor: {mistake}").format(mistake=cause)


@dataclass
class LiveGame:
    """A game the trainee deals: one table, hand after hand, stopping at every dealer step (see the module)."""

    difficulty: int = 1
    """1 to 4."""
    rng: random.Random = field(default_factory=random.Random)
    """All randomness (the players' cards and choices, the table's events): a seeded game deals the same."""
    games: Sequence[Game] = ()
    """The games the table may spread (empty: any, as rooms spread them); one is chosen for the session."""
    seats: int | None = None
    """Players seated at the start, 2 to 10 (None: by difficulty)."""
    rake: str = ""
    """The house rake: a preset of :data:`dealerdesk.rules.rake.PRESETS` ("": the default)."""
    key_prefix: str = ""
    """Put before every step's question key (a session's id: keys stay unique in the trainee's records)."""
    variant: Variant = field(init=False)
    table: Table = field(init=False)
    hand: Hand | None = field(init=False, default=None)
    hands_dealt: int = field(init=False, default=0)
    """Hands finished so far."""
    brought: int = field(init=False, default=0)
    """Chips brought to the table (players sitting down, buying in again), for the chip count's check."""
    carried_away: int = field(init=False, default=0)
    """Chips of the players who left the table."""
    house: int = field(init=False, default=0)
    """Chips the house took (rake and jackpot drop)."""
    _pending: list[DealerStep] = field(init=False, default_factory=list)
    _shown: int = field(init=False, default=0)
    _street_asked: int = field(init=False, default=-1)
    _action_at: int = field(init=False, default=-1)
    _ruled: set[tuple[int, int]] = field(init=False, default_factory=set)
    _gathered: int = field(init=False, default=-1)
    _showdown_called: bool = field(init=False, default=False)
    _names: list[str] = field(init=False, default_factory=list)
    _count: int = field(init=False, default=0)
    _pending_raise: int | None = field(init=False, default=None)
    _ruled_at: int = field(init=False, default=-1)

    def __post_init__(self) -> None:
        if self.difficulty not in (1, 2, 3, 4):
            raise DealingError(_("The difficulty is 1 to 4, not {difficulty}.").format(difficulty=self.difficulty))
        if self.seats is not None and not 2 <= self.seats <= 10:
            raise DealingError(_("A table seats 2 to 10 players, not {count}.").format(count=self.seats))
        rng = self.rng
        mix = [(v, w) for v, w in ROOM_MIX if not self.games or v.game in self.games]
        if not mix:
            raise DealingError(_("None of the chosen games can be dealt."))
        self.variant = rng.choices([v for v, _w in mix], [w for _v, w in mix])[0]
        level = rng.choice(CASH_LEVELS[:2] if self.difficulty == 1 else CASH_LEVELS)
        structure: RakeStructure | None = PRESETS.get(self.rake or DEFAULT_PRESET)
        if structure is None:
            raise DealingError(_("Unknown house rake “{rake}”.").format(rake=self.rake))
        if not structure.percent and not structure.jackpot_drop:
            structure = None
        low, high = PLAYERS[self.difficulty - 1]
        count = self.seats if self.seats is not None else rng.randint(low, high)
        seat_count = 10 if count > 9 else 9 if count > 6 else 6
        self.table = Table(seat_count=seat_count, variant=self.variant, small_blind=level.small,
                           big_blind=level.big, button="dead", button_seat=rng.randint(1, seat_count),
                           min_buy_in=1, name="Table 1", rake=structure, chip=level.chip)
        self._names = rng.sample(NAMES, len(NAMES))
        for seat in sorted(rng.sample(range(1, seat_count + 1), count)):
            self._sit(seat)

    @property
    def chips_at_table(self) -> int:
        """Every seat's stack (between two hands: during one, the stacks of the players dealt in are the ones they
        started it with)."""
        return sum(p.stack for p in self.table.seats.values())

    # -- the table -----------------------------------------------------------------------------------------

    @property
    def pace(self) -> float:
        """Seconds between two players' actions at this difficulty."""
        return PACE[self.difficulty - 1]

    @property
    def temperament(self) -> Temperament:
        """How the players play at this difficulty."""
        return TEMPERAMENTS[self.difficulty - 1]

    def _sit(self, seat: int, wait_for_big_blind: bool = False) -> None:
        stack = self._buy_in()
        self.table.sit(seat, self._names.pop(), stack, wait_for_big_blind=wait_for_big_blind)
        self.brought += stack

    def _buy_in(self) -> int:
        big = self.table.big_blind
        short = self.rng.random() < SHORT_BUY_IN_SHARE[self.difficulty - 1]
        blinds = self.rng.uniform(5, 20) if short else self.rng.uniform(40, 200)
        return max(big, round(blinds * big / self.table.chip) * self.table.chip)

    def _between_hands(self) -> None:
        """What happens at the table before the next deal: busted players buy in again; now and then a player goes
        away, comes back, leaves or a newcomer sits down (more often at higher difficulty)."""
        table, rng = self.table, self.rng
        for seat, player in list(table.seats.items()):
            if player.stack == 0:
                stack = self._buy_in()
                table.add_chips(seat, stack)
                self.brought += stack
                if player.sitting_out and rng.random() < 0.7:
                    table.sit_in(seat, post=rng.random() < 0.6)
        playing = [s for s, p in table.seats.items() if not p.sitting_out and p.stack > 0]
        roll = rng.random()
        if roll < BREAKS[self.difficulty - 1]:
            event = rng.choice(("away", "back", "leave", "newcomer"))
            if event == "away" and len(playing) > 3:
                table.sit_out(rng.choice(playing))
            elif event == "back":
                for seat, player in table.seats.items():
                    if player.sitting_out and player.stack > 0:
                        table.sit_in(seat, post=rng.random() < 0.6)
                        break
            elif event == "leave" and len(playing) > 3:
                self.carried_away += table.stand(rng.choice(playing)).stack
            elif self._names:
                empty = [s for s in range(1, table.seat_count + 1) if s not in table.seats]
                if empty:
                    self._sit(rng.choice(empty), wait_for_big_blind=rng.random() < 0.3)
        while len([p for p in table.seats.values() if not p.sitting_out]) < 2:
            away = next(s for s, p in table.seats.items() if p.sitting_out)
            table.sit_in(away, post=False)

    # -- the steps -----------------------------------------------------------------------------------------

    def next_step(self) -> DealerStep:
        """Play on until the dealer must act, and that step (the game never ends: the caller stops asking)."""
        while not self._pending:
            self._advance()
        return self._pending.pop(0)

    def next_hand(self) -> list[DealerStep]:
        """Play the next hand that has a dealer step right through, and its steps in order. The steps never change
        the game, so a whole hand can be played before the trainee deals it (on a worker thread, while the trainee
        deals the hand before)."""
        steps: list[DealerStep] = []
        number: int | None = None
        while True:
            while self._pending:
                first = self._pending[0]
                if number is None:
                    number = first.hand_number
                if first.hand_number != number:
                    return steps  # (the next hand's first step stays queued)
                steps.append(self._pending.pop(0))
            if number is not None and self.hand is None and self.hands_dealt >= number:
                return steps
            self._advance()
            time.sleep(0)  # on a worker thread: let the window's thread have the interpreter between two moves

    def _request(self, kind: str) -> Request:
        return Request(kind, self.difficulty)

    def _ask(self, step: Step, question: Question | None = None, *, keys: tuple[str, ...] | None = None) -> None:
        """Queue the step: ``question`` (the button and the blinds: a table between two deals), or a question of
        the kind that asks the step on the hand as it stands (none: the step is not asked); ``keys``: only these
        parts of its answer are asked (the rake and the drop, when later steps award the pot)."""
        self._count += 1
        key = f"{self.key_prefix}deal-{self.hands_dealt + 1}-{self._count}-{step}"
        if question is None:
            hand = self.hand
            assert hand is not None
            kind = _kind_asking(step, hand)
            if kind is None:
                return
            history = self._history()
            question = question_at(history, len(history.actions), self._request(kind), key)
            if keys is not None:
                question = asking_only(question, keys)
        else:
            question = replace(question, key=key)  # every step's key names its hand (the progress counts hands)
        self._pending.append(DealerStep(step, question, self.hands_dealt + 1, self._shown))
        self._shown = len(question.history.actions)

    def _history(self) -> HandHistory:
        hand, plan = self.hand, self.table.plan
        assert hand is not None and plan is not None
        return history_of(hand, seats=plan.dealt_in, seat_count=self.table.seat_count, table=self.table.name,
                          hand=self.table.hand_number)

    def _start(self) -> None:
        """Deal the next hand, asking the button and the blinds first when a hand has been played."""
        table = self.table
        if table.finished:
            self._between_hands()
            try:
                question = button_scenes_question(table, self.difficulty, self._count + 1, self.key_prefix)
            except TableError:
                question = None
            if question is not None:
                self._ask(Step.POSTS, question)
        self.hand = table.start_hand(random.Random(self.rng.getrandbits(64)), paced=True)
        table.act_for_absent_players()
        self._shown = 0
        self._street_asked = -1
        self._ruled = set()
        self._gathered = -1
        self._showdown_called = False
        self._action_at = -1

    def _advance(self) -> None:
        """One move of the game (a player's action, a street dealt, a hand shown, a hand started or ended), queuing
        the dealer steps it brings."""
        hand = self.hand
        if hand is None:
            self._start()
            return
        if hand.is_complete:
            self._finish()
            return
        if hand.actor is not None:
            self._before_action(hand)
            if self._pending:
                return
            self._play(hand)
            return
        if hand.phase in (Phase.DEAL_BOARD, Phase.SHOWDOWN) and self._gathered < hand.street:
            self._at_round_end(hand)
            return
        if hand.phase is Phase.SHOWDOWN:
            if not hand.shown and not hand.mucked and not self._showdown_called:
                self._showdown_called = True
                if self.difficulty <= 2 and len(hand.remaining) >= 2:
                    self._ask(Step.SHOWDOWN)
                    return
            show_or_muck(hand, self.rng, self.temperament)
            return
        hand.advance()

    def _street_action_point(self, hand: Hand) -> bool:
        """Whether to ask whose action it is now: once a street, at a point drawn as the street is played (the big
        blind's option more often: the classic slip)."""
        if self._street_asked == hand.street:
            return False
        option = hand.street == 0 and hand.actor is not None and hand.to_call == 0 and hand.current_bet > 0
        chance = 0.6 if option else 0.3
        if self.rng.random() < chance:
            self._street_asked = hand.street
            return True
        return False

    def _before_action(self, hand: Hand) -> None:
        """Steps before the actor moves: a ruling after a short all-in, whose action it is, a "pot" request."""
        actor = hand.actor
        assert actor is not None
        if self._pending_raise is not None:
            return  # the player asked for the pot and is betting it: nothing comes between the two
        if short_all_in_this_street(hand) and (hand.street, actor) not in self._ruled:
            self._ruled.add((hand.street, actor))
            self._ruled_at = len(hand.log)
            self._ask(Step.RULING)
            return
        # Just after a ruling that named the player to act, whose action it is would be no question.
        if self._ruled_at != len(hand.log) and self._street_action_point(hand):
            self._ask(Step.ACTION)

    def _play(self, hand: Hand) -> None:
        """The actor moves; in pot limit a player who bets or raises may first ask the dealer for the pot (and
        then bets the pot); in no or pot limit the dealer is asked now and then for the minimum raise first."""
        low, high = hand.min_raise_to, hand.max_raise_to
        pot_limit = hand.variant.structure is Structure.POT and low is not None and high is not None and low != high
        if pot_limit and self._action_at != len(hand.log) and self.rng.random() < POT_REQUEST[self.difficulty - 1]:
            trial = random.Random(self.rng.getrandbits(64))
            if _would_raise(hand, trial, self.temperament):
                self._action_at = len(hand.log)
                self._ask(Step.POT)
                assert high is not None
                self._pending_raise = high
                return
        no_cap = hand.variant.structure is not Structure.FIXED and low is not None and high is not None and low != high
        asking = no_cap and self._action_at != len(hand.log) and self.rng.random() < RAISE_RULING[self.difficulty - 1]
        if asking and _would_raise(hand, random.Random(self.rng.getrandbits(64)), self.temperament):
            # A player reaches for chips to raise: the dealer must know the least it may be (a raise short of it is
            # made up to it, or a call when under half of it).
            self._action_at = len(hand.log)
            self._ruled_at = len(hand.log)
            self._ask(Step.RULING)
            return
        pending = self._pending_raise
        if pending is not None:
            self._pending_raise = None
            hand.bet_or_raise_to(pending)
        else:
            act(hand, self.rng, self.temperament)
        self.table.act_for_absent_players()

    def _at_round_end(self, hand: Hand) -> None:
        """The betting round is over: maybe ask that it is, then gather the bets (the pots, any chips returned)."""
        self._gathered = hand.street
        if self._street_asked != hand.street and not hand.runout and self.rng.random() < 0.5:
            self._street_asked = hand.street
            self._ask(Step.ACTION)
        if _chips_bet_this_street(hand):
            self._ask(Step.GATHER)

    def _finish(self) -> None:
        """The hand is over: the showdown steps in a dealer's order (the showdown called, the rake and the drop
        taken out of the pot, the hands read, the pots awarded and split), then the hand is settled into the table's
        stacks. With hands to read, the rake step asks the rake and the drop alone (the award and the split that
        follow ask what each winner gets); without, it asks what the winner receives after the rake too."""
        hand = self.hand
        assert hand is not None
        showdown = len(hand.shown) >= 2
        if showdown and self.difficulty >= 3:
            self._ask(Step.SHOWDOWN)
        taken = hand.rake_taken
        if taken is not None:
            self.house += taken.rake + taken.jackpot_drop
        if taken is not None and (taken.rake or taken.jackpot_drop or showdown):
            self._ask(Step.RAKE, keys=HOUSE_KEYS if showdown else None)
        if showdown:
            if len(hand.board) == 5:
                self._ask(Step.READ)
            self._ask(Step.AWARD)
            if hand.variant.game.is_hilo:
                self._ask(Step.SPLIT)
        self.table.end_hand()
        self.hand = None
        self.hands_dealt += 1


HOUSE_KEYS = ("rake", "jackpot_drop")
"""The parts of a rake answer the rake step asks when the award and the split come after it."""


def asking_only(question: Question, keys: tuple[str, ...]) -> Question:
    """``question`` asking only the parts ``keys`` of its answer (its stored prompt says just those)."""
    answer = {key: value for key, value in question.answer.items() if key in keys}
    return replace(question, answer=answer, prompt=canonical_prompt(question, answer))


def _chips_bet_this_street(hand: Hand) -> bool:
    """Whether there are bets in front of the players to gather (the blinds before the flop, a bet after it)."""
    return hand.street == 0 or bool(hand.street_raises)


def _would_raise(hand: Hand, rng: random.Random, temperament: Temperament) -> bool:
    """Whether the actor, playing as the computer players do, would bet or raise now (tried on a copy)."""
    trial = copy.deepcopy(hand)
    before = trial.current_bet, trial.bets[trial.actor] if trial.actor is not None else 0
    act(trial, rng, temperament)
    return phh_action(trial.log[-1]) is not None and trial.current_bet > before[0]


def button_scenes_question(table: Table, difficulty: int, number: int, prefix: str = "") -> Question | None:
    """The button-and-blinds question of the table between two deals (None when no hand has been played)."""
    from dealerdesk.trainer.kinds.button_blinds.kind import table_question  # noqa: PLC0415 — the kinds import late

    if not table.finished:
        return None
    table.next_hand_plan()  # a TableError here: not a table that can deal
    return table_question(table, difficulty, f"{prefix}deal-posts-{number}")
