"""A training session as the trainee sets it up: which skills and games, how hard, how long, timed or not,
practice or audition, or the questions of an imported drill pack.

The session decides what to ask next and when it is over (after so many questions, or once the minutes are
up, finishing the question in hand); :class:`~dealerdesk.trainer.practice.Practice` grades and records each
answer at once, tagged with the session's id, so the progress view can list sessions and print an audition's
result, and nothing answered is lost if the app dies half-way.

Dealing a question (playing a realistic hand to the moment asked) takes a tenth of a second or more; so as soon
as an answer is recorded the next question is chosen (on the caller's thread: that reads the store and draws from
the session's randomness, in the same order as ever) and dealt on a worker thread while the trainee reads the
verdict. Asking it is then immediate, and the window's thread never deals.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime

from dealerdesk.i18n import translate
from dealerdesk.rules import chips
from dealerdesk.rules.game import Game
from dealerdesk.rules.rake import DEFAULT_PRESET, PRESETS, RAKING
from dealerdesk.trainer.core.answers import learn_hand_names
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.dealing import DealerStep, LiveGame
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.packs import Pack
from dealerdesk.trainer.practice import AUDITION_PER_SKILL, Order, Practice, SkillResult, all_passed, deal
from dealerdesk.trainer.store.database import SessionSummary, Store


def _(text: str) -> str:
    return translate("Session", text)


class PlanError(ValueError):
    """A session that cannot be run (no skill chosen, a count below one …); the message says which."""


@dataclass(frozen=True)
class SessionPlan:
    """What the trainee chose in the session setup."""

    kinds: tuple[Kind, ...] = tuple(Kind)
    """The skills to train."""
    games: tuple[Game, ...] = ()
    """The games to deal (empty: every game). Hi/lo splits are always Omaha Hi/Lo."""
    difficulty: int = 1
    """1 to 4."""
    questions: int | None = 20
    """Stop after this many answers (None: no limit). An audition asks exactly this many (the session setup
    refuses fewer than :func:`audition_minimum`)."""
    minutes: float | None = None
    """Stop once this many minutes have passed (None: no limit)."""
    seconds_per_question: float | None = None
    """Timed: an answer after this many seconds counts as wrong ("out of time"). None: untimed."""
    mode: Mode = Mode.PRACTICE
    """Practice shows each verdict at once and adapts; an audition keeps verdicts to the end."""
    pack: Pack | None = None
    """Ask an imported drill pack's questions, in order, instead of dealing new ones."""
    chip_set: str = chips.DEFAULT
    """The room's chip set (a preset of :mod:`dealerdesk.rules.chips`) the chip questions are dealt and drawn in."""
    rake: str = DEFAULT_PRESET
    """The house rake the rake questions are dealt with (a preset of :data:`dealerdesk.rules.rake.RAKING`); in a
    dealt game, the rake the house takes (any preset, "none" too)."""
    hands: int | None = 10
    """Dealing a live game: stop after this many hands (None: no limit)."""
    seats: int | None = None
    """Dealing a live game: players at the table, 2 to 10 (None: by difficulty)."""

    def check(self) -> None:
        """Raise :class:`PlanError` naming what makes the plan impossible."""
        if self.mode == Mode.DEAL:
            self._check_deal()
        elif self.pack is None and not self.kinds:
            raise PlanError(_("Choose at least one skill to train."))
        if self.pack is not None and not self.pack.questions:
            raise PlanError(_("The drill pack “{name}” has no questions.").format(name=self.pack.name))
        if self.difficulty not in DIFFICULTIES:
            raise PlanError(_("The difficulty is 1 to 4, not {difficulty}.").format(difficulty=self.difficulty))
        if self.questions is not None and self.questions < 1:
            raise PlanError(_("A session asks at least one question."))
        if self.minutes is not None and not self.minutes > 0:
            raise PlanError(_("A timed session lasts more than 0 minutes."))
        if self.seconds_per_question is not None and not self.seconds_per_question > 0:
            raise PlanError(_("The time per question must be more than 0 seconds."))
        if not Mode.known(self.mode):
            raise PlanError(_('The mode is "practice" or "audition", not “{mode}”.').format(mode=self.mode))
        if self.chip_set not in chips.PRESETS:
            raise PlanError(_("Unknown chip set “{name}”.").format(name=self.chip_set))
        if self.rake not in (PRESETS if self.mode == Mode.DEAL else RAKING):
            raise PlanError(_("The house rake is one of the room's rakes, not “{rake}”.").format(rake=self.rake))
        if self.mode == Mode.AUDITION and self.questions is None and self.pack is None:
            raise PlanError(_("An audition asks a fixed number of questions."))

    def _check_deal(self) -> None:
        if self.pack is not None:
            raise PlanError(_("A drill pack's questions are asked in practice or an audition, not in a dealt game."))
        if self.hands is not None and self.hands < 1:
            raise PlanError(_("A dealt game lasts at least one hand."))
        if self.seats is not None and not 2 <= self.seats <= 10:
            raise PlanError(_("A table seats 2 to 10 players, not {count}.").format(count=self.seats))


def audition_minimum(kinds: tuple[Kind, ...]) -> int:
    """The fewest questions an audition of these skills should ask: ``AUDITION_PER_SKILL`` (5) of each, so that
    one slip cannot fail a skill. The session setup refuses a shorter audition (a drill pack or a test may ask
    fewer: the session asks exactly what it is given)."""
    return AUDITION_PER_SKILL * len(kinds)


def session_id(now: datetime, mode: Mode, rng: random.Random) -> str:
    """A readable, unique session id: its start time, mode and a random tail."""
    return f"{now.astimezone(UTC):%Y%m%dT%H%M%SZ}-{mode}-{rng.getrandbits(24):06x}"


@dataclass
class TrainingSession:
    """One sitting of the trainer: asks, records and knows when it is over."""

    plan: SessionPlan
    """What was chosen."""
    store: Store
    """Where every answer is recorded."""
    profile_id: int
    """The trainee."""
    rng: random.Random
    """All randomness."""
    clock: Callable[[], float] = time.monotonic
    """Seconds, for the session's minutes (a parameter so tests need not wait)."""
    deal_ahead: bool = True
    """Deal the next question on a worker thread once an answer is recorded (off: each is dealt when asked)."""
    deal_later: bool = False
    """The caller starts the dealing ahead itself, with :meth:`prepare_next`, when it suits it. The window does once
    it has drawn what an answer or a new hand shows: a worker thread running Python meanwhile would make the
    window's thread wait for the interpreter lock, again and again while it draws."""
    practice: Practice = field(init=False)
    session: str = field(init=False)
    started: float = field(init=False)
    queue: list[Kind | Question] = field(init=False, default_factory=list)
    planned: int | None = field(init=False, default=None)
    """How many questions the session asks (None: as many as the minutes allow)."""
    marks: dict[str, list[bool]] = field(init=False, default_factory=dict)
    """Each skill's answers so far, right or not."""
    times: dict[str, list[float]] = field(init=False, default_factory=dict)
    """Each skill's answer times so far (seconds), judged against its speed target in an audition."""
    ahead: Question | Future[Question] | None = field(init=False, default=None, repr=False)
    """The next question, chosen when the last answer was recorded: dealt, or being dealt."""
    live: LiveGame | None = field(init=False, default=None)
    """Dealing a live game: the game the trainee deals."""
    step: DealerStep | None = field(init=False, default=None)
    """Dealing a live game: the step being asked (or last answered)."""
    hand_steps: list[DealerStep] = field(init=False, default_factory=list, repr=False)
    """Dealing a live game: the steps of the hand being dealt still to come."""
    next_hand: list[DealerStep] | Future[list[DealerStep]] | None = field(init=False, default=None, repr=False)
    """Dealing a live game: the next hand's steps, played (on the worker thread) while the trainee deals this one."""
    step_answered: bool = field(init=False, default=False)
    """Dealing a live game: whether :attr:`step` has been answered."""
    asked_answered: bool = field(init=False, default=False)
    """Whether the question asked last has been answered (the next one is chosen only then: the choice uses the
    answers recorded)."""

    def __post_init__(self) -> None:
        self.plan.check()
        plan = self.plan
        chips.use_chip_set(plan.chip_set)
        self.practice = Practice(self.store, self.profile_id, self.rng, kinds=plan.kinds, difficulty=plan.difficulty,
                                 time_limit=plan.seconds_per_question, mode=plan.mode, rake=plan.rake)
        self.session = session_id(datetime.now(UTC), plan.mode, self.rng)
        self.practice.session = self.session
        self.started = self.clock()
        if plan.mode == Mode.DEAL:
            self.live = LiveGame(plan.difficulty, random.Random(self.rng.getrandbits(64)), plan.games, plan.seats,
                                 plan.rake, key_prefix=f"{self.session}-")
            self.hand_steps = _played(self.live)
            if not self.deal_later:
                self._play_next_hand()
        elif plan.pack is not None:
            self.queue = list(plan.pack.questions[: plan.questions] if plan.questions else plan.pack.questions)
        elif plan.mode == Mode.AUDITION:
            assert plan.questions is not None
            # A fixed mix of exactly the length set: every chosen skill equally often (the first ones once more
            # when it does not divide).
            kinds = [plan.kinds[i % len(plan.kinds)] for i in range(plan.questions)]
            self.rng.shuffle(kinds)
            self.queue = list(kinds)
        self.planned = len(self.queue) if self.queued else plan.questions if self.live is None else None
        if self.deal_ahead:
            # Reading a typed hand name (the winner questions) needs a table that takes a second to build: build
            # it on the worker thread now, not on the window's at the first answer.
            _DEALER.submit(learn_hand_names)

    @property
    def queued(self) -> bool:
        """Whether the questions were fixed at the start (a drill pack, an audition's mix)."""
        return self.plan.pack is not None or self.plan.mode == Mode.AUDITION

    # -- progress --------------------------------------------------------------------------------------

    @property
    def answered(self) -> int:
        """Questions answered so far."""
        return sum(len(marks) for marks in self.marks.values())

    @property
    def right(self) -> int:
        """Questions answered right so far."""
        return sum(sum(marks) for marks in self.marks.values())

    def seconds_left(self) -> float | None:
        """Seconds left of the session's minutes (None when it is not limited by time)."""
        if self.plan.minutes is None:
            return None
        return max(0.0, self.plan.minutes * 60 - (self.clock() - self.started))

    @property
    def finished(self) -> bool:
        """No more questions: the count is reached, the queue is empty or the minutes are up (a dealt game: the
        hands are dealt, or the minutes are up and the hand in play is finished)."""
        if self.live is not None:
            return self._dealing_finished()
        if (not self.queue and self.ahead is None if self.queued
                else self.planned is not None and self.answered >= self.planned):
            return True
        left = self.seconds_left()
        return left is not None and left <= 0

    def _dealing_finished(self) -> bool:
        if self.hand_steps or not self.step_answered or self.step is None:
            return False  # a hand in play is always finished
        if self.plan.hands is not None and self.step.hand_number >= self.plan.hands:
            return True
        left = self.seconds_left()
        return left is not None and left <= 0

    def _play_next_hand(self) -> None:
        """Play the next hand now, on the worker thread (or at once, when not dealing ahead)."""
        assert self.live is not None
        self.next_hand = _DEALER.submit(_played, self.live) if self.deal_ahead else _played(self.live)

    @property
    def shows_verdicts(self) -> bool:
        """Practice and a dealt game show each verdict at once; an audition only at the end."""
        return self.plan.mode != Mode.AUDITION

    @property
    def hands_dealt(self) -> int:
        """Dealing a live game: the hands whose every step has been answered."""
        if self.live is None or self.step is None:
            return 0
        done = self.step_answered and not self.hand_steps
        return self.step.hand_number if done else self.step.hand_number - 1

    def hands_per_hour(self) -> float | None:
        """Dealing a live game: hands dealt per hour so far (None before the first hand is finished)."""
        hours = (self.clock() - self.started) / 3600
        return self.hands_dealt / hours if self.hands_dealt and hours > 0 else None

    @property
    def error_rate(self) -> float:
        """The share of answers (a dealt game: of steps) that were wrong, 0..1."""
        return 1 - self.right / self.answered if self.answered else 0.0

    # -- asking and answering ----------------------------------------------------------------------------

    def next_question(self) -> Question:
        """The next question; call only while not :attr:`finished`."""
        if self.finished:
            raise PlanError(_("The session is over."))
        if self.live is not None:
            if not self.hand_steps:
                played, self.next_hand = self.next_hand, None
                self.hand_steps = (played.result() if isinstance(played, Future)
                                   else played if played is not None else _played(self.live))
                if not self.deal_later:
                    self._play_next_hand()
            self.step = self.hand_steps.pop(0)
            self.step_answered = False
            return self.step.question
        self.asked_answered = False
        ahead, self.ahead = self.ahead, None
        chosen = ahead if ahead is not None else self._choose()
        if isinstance(chosen, Future):
            return chosen.result()  # dealt by now unless asked for at once; a dealing error is raised here
        return chosen if isinstance(chosen, Question) else deal(chosen)

    def prepare_next(self) -> None:
        """Start dealing what comes next on the worker thread, unless it is dealt or being dealt: a dealt game's
        next hand, or (once the question asked is answered) the next question. For a caller that deals later
        (:attr:`deal_later`); the others need not call it."""
        if self.live is not None:
            if self.next_hand is None:
                self._play_next_hand()
        elif self.asked_answered:
            self._deal_ahead()

    def next_is_dealt(self) -> bool:
        """Whether :meth:`next_question` can answer without waiting for the worker thread to finish dealing."""
        if self.live is not None:
            return bool(self.hand_steps) or not isinstance(self.next_hand, Future) or self.next_hand.done()
        return not isinstance(self.ahead, Future) or self.ahead.done()

    def _choose(self) -> Question | Order:
        """The next question, or the order to deal it: the part that uses the store and the randomness."""
        if self.queue:
            item = self.queue.pop(0)
            if isinstance(item, Question):
                return item
            self._choose_game()
            return self.practice.new_order(item)
        self._choose_game()
        return self.practice.next_order()

    def _deal_ahead(self) -> None:
        """Choose the next question now and deal it on the worker thread (see the module's docstring)."""
        if not self.deal_ahead or self.ahead is not None or self.finished:
            return
        chosen = self._choose()
        self.ahead = _DEALER.submit(deal, chosen) if isinstance(chosen, Order) else chosen

    def _choose_game(self) -> None:
        games = self.plan.games
        self.practice.game = self.rng.choice(games) if games else None

    def answer(self, question: Question, answer: StoredAnswer, seconds: float) -> Verdict:
        """Grade and record the answer (at once, in the store)."""
        verdict = self.practice.answer(question, answer, seconds)
        self.marks.setdefault(question.kind, []).append(verdict.correct)
        self.times.setdefault(question.kind, []).append(seconds)
        if self.live is not None:
            self.step_answered = True  # the game goes on from the right state, whatever the answer
        else:
            self.asked_answered = True
            if not self.deal_later:
                self._deal_ahead()
        return verdict

    def result(self) -> list[SkillResult]:
        """Each skill's result so far, in the order of :class:`Kind`."""
        return [SkillResult(kind, sum(self.marks[kind]), len(self.marks[kind]), statistics.median(self.times[kind]))
                for kind in Kind if kind in self.marks]

    @property
    def passed(self) -> bool:
        """Every skill at or above the pass mark (the audition's verdict)."""
        return all_passed(self.result())


_DEALER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dealerdesk-deal")
"""The worker thread that deals questions ahead (one is enough: a session deals one question at a time)."""


def wait_for_dealing() -> None:
    """Return once every question and hand asked for ahead has been dealt (the dealer thread is idle). Dealing
    translates its sentences: a translator written in Python must not be removed while the thread may be inside it
    (Qt's translator lock and the interpreter's lock would wait for each other)."""
    _DEALER.submit(lambda: None).result()


def _played(live: LiveGame) -> list[DealerStep]:
    """The next hand's dealer steps, each question's hand replayed already (the window draws it at once)."""
    steps = live.next_hand()
    for step in steps:
        _ = step.question.hand
    return steps


def summary_results(summary: SessionSummary) -> list[SkillResult]:
    """A recorded session's result per skill (skills this version does not know are left out)."""
    known = {str(kind): kind for kind in Kind}
    return [SkillResult(known[kind], right, asked, seconds)
            for kind, asked, right, seconds in summary.per_kind if kind in known]

