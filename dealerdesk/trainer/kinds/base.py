"""The one interface every question kind has (:class:`QuestionKind`), and what kinds share: the request the
generator deals for, the table it shapes, a graded part of an answer, a kind's typed answer.

A kind says, for a hand and a difficulty:

* its **moment** — when a hand is worth asking about (:meth:`QuestionKind.is_moment`), the answer patterns it
  deals evenly (:attr:`~QuestionKind.targets`, :meth:`~QuestionKind.pattern_of`), the table and the games that
  make each pattern likely (:meth:`~QuestionKind.profile`, :meth:`~QuestionKind.variants`), and why a stored hand
  is not such a moment (:meth:`~QuestionKind.moment_problem`);
* its **prompt** (:meth:`~QuestionKind.prompt`) and the ``dealerdesk solve`` keys its answer is made of;
* its **typed answer** (a frozen dataclass, the type parameter ``A``) and the **inputs** that give it
  (:meth:`~QuestionKind.inputs`, rendered by the window and the terminal alike), read by
  :meth:`~QuestionKind.parse`;
* its **grade** part by part, its **named mistakes** and its worked **explanation**.

Answers travel between the layers in the form they are stored in (the keys of ``dealerdesk solve``, as the
progress database and drill packs keep them); a kind turns one into its dataclass with
:meth:`~QuestionKind.answer_from` and back with ``to_dict``.
"""

from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Generic, Protocol, TypeVar

from dealerdesk.i18n import translate_marked
from dealerdesk.rules.game import Game, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.rake import RakeStructure
from dealerdesk.rules.table import Table
from dealerdesk.solve import contract_fields, solve
from dealerdesk.trainer.core.players import Temperament
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.kinds.inputs import Inputs


@dataclass(frozen=True)
class Request:
    """What to generate."""

    kind: str
    """The kind of question (a :class:`~dealerdesk.trainer.kinds.names.Kind`, or a registered kind's name)."""
    difficulty: int = 1
    """1 to 4."""
    game: Game | None = None
    """Restrict to one game (None: the kind's usual games)."""
    rake: str = ""
    """The house rake rake questions are dealt with: a preset of :data:`dealerdesk.rules.rake.RAKING` ("": the
    default, :data:`~dealerdesk.rules.rake.DEFAULT_PRESET`)."""


@dataclass(frozen=True)
class Profile:
    """How a hand is dealt for one answer pattern: the table and how the players play."""

    players: tuple[int, int]
    """The fewest and most players dealt in."""
    short_share: float
    """How often a stack is short."""
    temperament: Temperament
    """How the players play."""
    wants_all_in: bool = False
    """Make sure at least one stack is short."""
    rake: RakeStructure | None = None
    """The house rake the hand is dealt with: a cash game at stakes with a $1 chip (None: no rake)."""
    tournament_share: float | None = None
    """How often the table is a tournament (None: the generator's share by difficulty, and never in fixed limit);
    a fixed-limit tournament is played under the tournament house rules (the cap kept heads-up, TDA 48)."""
    starting_stakes: bool = False
    """A cash table is at the stakes a new dealer starts on (1/2 to 5/10, the $1 or $5 chip the smallest in play),
    never the bigger cash games (25/50)."""


COUNTS = ((2, 4), (3, 6), (5, 9), (6, 10))
"""Players dealt in, by difficulty."""
SHORT_STACK_SHARE = (0.1, 0.3, 0.45, 0.6)
"""How often each stack dealt in a question's one hand is short (8–40 big blinds in a cash game, 2.5–15 in a
tournament), by difficulty: the plain profiles' share, set with the answer-shares table (``tools/answer_shares.py``)
so that no answer pattern takes over. Not the dealt game's buy-ins: there stacks last from hand to hand, and the
dealing controller has its own ``SHORT_BUY_IN_SHARE``."""


def betting_profile(difficulty: int) -> Profile:
    """The plain table of a question asked during the betting: livelier as the difficulty rises."""
    low, high = COUNTS[difficulty - 1]
    temperament = Temperament(fold_to_bet=(0.45, 0.4, 0.3, 0.25)[difficulty - 1],
                              raise_when_facing=(0.12, 0.15, 0.2, 0.25)[difficulty - 1],
                              short_stack_shove=(0.3, 0.5, 0.6, 0.7)[difficulty - 1])
    return Profile((low, high), SHORT_STACK_SHARE[difficulty - 1], temperament)


def showdown_profile(difficulty: int, muck_beaten: float = 0.3) -> Profile:
    """The plain table of a question about the showdown: players who see the hand through."""
    low, high = COUNTS[difficulty - 1]
    temperament = Temperament(fold_to_bet=0.2 if difficulty >= 3 else 0.3, raise_when_facing=0.1, preflop_open=0.3,
                              preflop_call=0.35, bet_when_checked_to=0.35, short_stack_shove=0.4,
                              muck_beaten=muck_beaten)
    return Profile((low, high), SHORT_STACK_SHARE[difficulty - 1], temperament)


def with_temperament(shape: Profile, **changes: float) -> Profile:
    """The profile with some of its players' habits changed."""
    return dataclasses.replace(shape, temperament=dataclasses.replace(shape.temperament, **changes))


@dataclass(frozen=True)
class Part:
    """One graded part of an answer."""

    name: str
    """What the part is ("Raise to", "Main pot amount", "Seat 4 from side pot 1" …), translated."""
    expected: str
    """The engine's answer, as shown to the trainee."""
    given: str
    """The trainee's answer ("—" when left out)."""
    correct: bool
    """Whether they match."""


class Answer(Protocol):
    """A kind's typed answer: a frozen dataclass that knows its stored form."""

    def to_dict(self) -> dict[str, object]:
        """The answer in the keys of ``dealerdesk solve`` (what the database and the packs store)."""
        ...

    def has_content(self) -> bool:
        """Whether it says anything at all (an answer of blanks and zeros earns no part)."""
        ...


A = TypeVar("A", bound=Answer)

Mix = Sequence[tuple[Variant, int]]
"""Games and how often they are dealt (weights)."""


class QuestionKind(ABC, Generic[A]):
    """A question kind: everything the trainer, the window and the terminal need to know of one skill."""

    name: ClassVar[str]
    """Its name (the command line's ``--kind``, what the database stores)."""
    title_marked: ClassVar[str]
    """Its title in menus and charts: English, marked in the "Kinds" context."""
    answer_keys: ClassVar[tuple[str, ...]]
    """The ``dealerdesk solve`` keys its answer is always made of."""
    optional_keys: ClassVar[frozenset[str]] = frozenset()
    """Keys asked at some difficulties or steps only (see :meth:`asked_keys`; a dealt game's rake step leaves out the
    awards the steps after it ask): an answer may lack them."""
    patterns: ClassVar[tuple[str, ...]]
    """Every answer pattern, in the order they are tried (the first that applies is the answer's)."""
    targets: ClassVar[Mapping[int, Mapping[str, int]]]
    """For each difficulty, the answer patterns dealt and how often (weights; no pattern above a third)."""
    start_skill: ClassVar[float] = 0.5
    """How often a new trainee gets it right (the simulated trainee of the demo)."""
    target_seconds: ClassVar[float] = 10.0
    """The speed target: seconds a working dealer takes to answer at the table (an audition's pace). Answering
    right within it is part of mastering the skill; practice shows it and the progress view charts it."""
    stops_at_betting: ClassVar[bool] = False
    """The hand's description stops where the betting ended (what followed is the answer)."""
    hides_pots: ClassVar[bool] = False
    """The table shows the chips in the middle as one pile until the answer (building the pots is the question)."""
    hides_actor: ClassVar[bool] = False
    """The table does not light the seat to act until the answer (whose action it is is the question)."""
    causes: ClassVar[tuple[str, ...]] = ()
    """Every mistake the kind can name (canonical English, marked in the "Mistakes" context): what
    :meth:`mistake` returns is one of these; the catalogue collects them all for the translations and the docs."""
    has_sample_mistake: ClassVar[bool] = False
    """:meth:`sample_mistake` gives a classic wrong answer."""
    hilo_only: ClassVar[bool] = False
    """Asked in Omaha hi/lo only, whatever game is asked for."""
    uses_chip_set: ClassVar[bool] = False
    """Dealt with the room's chip set (its chips' values and colours): the chip set chosen matters to it."""
    uses_rake: ClassVar[bool] = False
    """Dealt with the house rake of the request (:attr:`Request.rake`): the rake chosen matters to it."""
    history_fields: ClassVar[frozenset[str]] = frozenset()
    """The hand-history fields only this kind's questions carry (a button question's table, a chips question's
    chip set): a drill pack's question of another kind carrying one was edited, and is refused."""
    dealer_step: ClassVar[str] = ""
    """The step of a dealt live game this kind grades (a value of :class:`dealerdesk.trainer.dealing.Step`;
    empty: none). Where several kinds grade one step (the ruling on a raise: the minimum raise, or in fixed limit
    the limit betting) the first whose :meth:`grades_step` takes the hand asks it."""

    def title(self) -> str:
        """Its title, translated."""
        return translate_marked("Kinds", self.title_marked)

    # -- the moment --------------------------------------------------------------------------------------

    def game_for(self, game: Game | None) -> Game | None:
        """The game to deal when ``game`` is asked for (None: any of the kind's games)."""
        return None if self.hilo_only else game

    def check_request(self, request: Request) -> None:
        """``ValueError`` when the request cannot be dealt (a game the kind is never asked in)."""

    def targets_for(self, request: Request) -> dict[str, int]:
        """The answer patterns a request deals and their weights (those its game can have)."""
        return dict(self.targets[request.difficulty])

    def profile(self, request: Request, target: str | None) -> Profile:
        """The table and temperament that make ``target`` likely (None: the kind's plain profile)."""
        return betting_profile(request.difficulty)

    def variants(self, mix: Mix, target: str | None) -> Mix:
        """The games of ``mix`` a question aiming at ``target`` is dealt in."""
        return mix

    def table_chips(self, smallest: int) -> tuple[int, ...]:
        """The room's chips in play at a table whose smallest chip is ``smallest``, when the kind asks about chips
        (the hand names them, PHH ``_chip_set``); empty: the kind does not (the default)."""
        return ()

    @abstractmethod
    def asked_during_betting(self, difficulty: int) -> bool:
        """Whether every moment comes before the hands are shown (the hand need not be played further)."""

    @abstractmethod
    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        """Whether the hand, just after ``action`` (a PHH action), is a good question of this kind."""

    def hard_enough(self, hand: Hand, request: Request, pattern: str) -> bool:
        """Whether a moment of ``pattern`` shows what the difficulty is about."""
        return True

    @abstractmethod
    def pattern_of(self, hand: Hand) -> str:
        """The answer pattern of a question asked about ``hand`` as it stands."""

    def asked_keys(self, difficulty: int) -> tuple[str, ...]:
        """The ``dealerdesk solve`` keys of the answer at this difficulty."""
        return self.answer_keys

    def keys_at(self, hand: Hand, difficulty: int) -> tuple[str, ...]:
        """The ``dealerdesk solve`` keys stored for a question about ``hand`` as it stands (by default
        :meth:`asked_keys`): a kind that asks different things at different moments leaves out a key whose value
        would not describe what its question shows (list it in :attr:`optional_keys`)."""
        return self.asked_keys(difficulty)

    @abstractmethod
    def moment_problem(self, hand: Hand) -> str | None:
        """Why the hand, where it stops, is not a moment to ask this kind (None when it is): a drill pack's check."""

    # -- the words -----------------------------------------------------------------------------------------

    @abstractmethod
    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        """The question as the trainee reads it (translated)."""

    @abstractmethod
    def explain(self, question: Question) -> list[str]:
        """The worked answer, step by step (translated)."""

    # -- the answer ----------------------------------------------------------------------------------------

    @abstractmethod
    def inputs(self, question: Question) -> Inputs:
        """What the trainee fills in, in order."""

    @abstractmethod
    def parse(self, question: Question, texts: Mapping[str, str]) -> A:
        """The answer typed: ``texts`` holds each input's text by key (a check box's ``"yes"`` or ``""``; the pot
        table's lines); :class:`~dealerdesk.trainer.core.answers.AnswerError` says what is wrong."""

    @abstractmethod
    def texts(self, question: Question, answer: A) -> dict[str, str]:
        """What a trainee types into the inputs to give ``answer`` (the inverse of :meth:`parse`)."""

    @abstractmethod
    def answer_from(self, data: StoredAnswer) -> A:
        """The typed answer of its stored form (keys left out are blank)."""

    def right_answer(self, question: Question) -> dict[str, object]:
        """The right answer in its stored form (what a trainee who knows it gives)."""
        return dict(question.answer)

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        """A classic wrong answer, for screenshots (None: the kind has none handy)."""
        return None

    # -- a step of a dealt live game -----------------------------------------------------------------------

    def grades_step(self, hand: Hand) -> bool:
        """Whether the kind asks its dealer step (:attr:`dealer_step`) on the hand as it stands: by default where
        it is a moment of the kind (:meth:`moment_problem` finds nothing)."""
        return self.moment_problem(hand) is None

    def dealer_mistakes(self, question: Question) -> list[dict[str, object]]:
        """The classic mistakes a dealer makes at this kind's step of a dealt game, each (part of) a stored answer,
        the most telling first: the ``snapshot deal --feedback`` pictures and the tests that deal hands with
        mistakes take the first the grader names (:func:`dealerdesk.trainer.step_mistakes.classic_mistake`). By
        default the kind's :meth:`sample_mistake` (none: none handy)."""
        mistake = self.sample_mistake(question) if self.has_sample_mistake else None
        return [] if mistake is None else [mistake]

    @abstractmethod
    def grade_parts(self, question: Question, answer: A) -> list[Part]:
        """Every part of the answer compared with the engine's."""

    @abstractmethod
    def mistake(self, question: Question, answer: A) -> str | None:
        """The named mistake behind a wrong answer (a cause of :mod:`dealerdesk.trainer.core.mistakes`), or None."""

    def chips_on_table(self, question: Question) -> tuple[dict[int, int], bool] | None:
        """The pot drawn as the room's chips by denomination, and whether its amount is hidden (None: the pot is
        drawn as usual)."""
        return None

    def chips_answered(self, question: Question) -> dict[int, int] | None:
        """The chips the answer lays in the middle (a pot coloured up), when :meth:`chips_on_table` draws chips;
        None: the pot's chips as asked."""
        return None

    def chip_put_out(self, question: Question) -> tuple[int, int] | None:
        """A chip a player has just put out that the question is about (a call paid with a bigger chip), drawn in
        front of them: the player's position and the chip's value (None: none)."""
        return None

    # -- a question that is not a moment in a hand ---------------------------------------------------------
    # A kind whose question is not "a hand stopped at a moment" (the button and the blinds: a table between two
    # deals) makes its own question, re-checks it and describes it; every other kind keeps these defaults.

    def own_question(self, request: Request, target: str, rng: random.Random, key: str) -> Question | None:
        """A question of answer pattern ``target`` made by the kind itself (None: the generator deals a hand and
        stops it at one of the kind's moments, as for most kinds). Everything comes from ``rng``."""
        return None

    def engine_answer(self, question: Question) -> dict[str, object]:
        """The engine's answer to the question as its files stand (a drill pack's re-check): by default the
        ``dealerdesk solve`` keys of the hand at the question point, worked out for the keys a stored answer of this
        kind may hold (the others that cost work are left empty, see :func:`dealerdesk.solve.solve`)."""
        return contract_fields(solve(question.hand, only={*self.answer_keys, *self.optional_keys}))

    def question_pattern(self, question: Question) -> str:
        """The answer pattern of a question (by default :meth:`pattern_of` its hand)."""
        return self.pattern_of(question.hand)

    def table_between_hands(self, question: Question) -> Table | None:
        """The table between two deals that the question is about (None: the question is a hand, drawn as such);
        the window draws its seats and markers rather than the hand."""
        return None

    def describe(self, question: Question) -> list[str] | None:
        """The situation line by line, the caption first (None: the hand so far, as
        :func:`dealerdesk.trainer.prompts.describe` reads any hand)."""
        return None

    def pots_on_table(self, question: Question) -> tuple[int, ...] | None:
        """The pots the answer lays out on the table before the hand is over (None: the table as asked)."""
        return None

    def cards_answered(self, question: Question) -> dict[int, set[int]] | None:
        """The cards the answer raises on the table, by player position (None: the five cards of each winner's
        hand, once the hand is over)."""
        return None
