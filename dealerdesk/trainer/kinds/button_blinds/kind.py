"""The button and the blinds: from a table between two deals, where the button goes, who posts the small blind
(or nobody) and the big blind, every other post (live + dead), and who is dealt in (RULES.md §1).

Not a moment in a hand: the question is the table's session state — seats, stacks, who is away, who owes missed
blinds, who has just sat down and whether they wait for the big blind, the last hand's button and blinds, the
button rule — carried in the question's PHH (the last hand) as the ``_table_state`` extension field
(:mod:`dealerdesk.history.table_state`). The answer is the engine's ``Table.next_hand_plan()`` on the table that
field rebuilds, in the ``next_…`` keys ``dealerdesk solve`` prints for such a file.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from dealerdesk.history.table_state import NEXT_HAND_KEYS, TABLE_STATE_FIELD, next_hand_fields, table_of
from dealerdesk.i18n import N_, english
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.table import Table
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.answers import AnswerError
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.core.words import shown_value
from dealerdesk.trainer.kinds.base import Part, QuestionKind, Request
from dealerdesk.trainer.kinds.button_blinds import scenes as S
from dealerdesk.trainer.kinds.button_blinds import scenes as button_scenes
from dealerdesk.trainer.kinds.button_blinds.explain import describe_table, explain_plan
from dealerdesk.trainer.kinds.button_blinds.mistakes import BIG_BLIND_TWICE, CAUSES, button_mistake, button_slips
from dealerdesk.trainer.kinds.inputs import Input, Inputs
from dealerdesk.trainer.kinds.names import TITLES, Kind
from dealerdesk.trainer.kinds.translated import grading as _grading
from dealerdesk.trainer.kinds.translated import page as _page
from dealerdesk.trainer.kinds.translated import prompt as _prompt

TRIES = 300
"""Tables dealt looking for the drawn answer pattern before any pattern will do (rarely reached: see the tests)."""


class Blank(enum.Enum):
    """A part left out (different from "none": no small blind, no post)."""

    BLANK = "—"


BLANK = Blank.BLANK

Posts = dict[int, tuple[int, int]]
"""Posts beside the blinds: seat → (live, dead)."""


@dataclass(frozen=True)
class ButtonBlindsAnswer:
    """The trainee's plan of the next deal; :data:`BLANK` for a part left out."""

    button: int | Blank = BLANK
    """The button's seat."""
    small_blind: int | Blank | None = BLANK
    """The small blind's seat, None for no small blind."""
    big_blind: int | Blank = BLANK
    """The big blind's seat."""
    posts: Posts | Blank = BLANK
    """Every post beside the two blinds: seat → (live, dead)."""
    dealt_in: frozenset[int] | Blank = BLANK
    """The seats dealt in."""

    def to_dict(self) -> dict[str, object]:
        """The stored form (the keys of ``dealerdesk solve``)."""
        data: dict[str, object] = {}
        if self.button is not BLANK:
            data["next_button"] = self.button
        if self.small_blind is not BLANK:
            data["next_small_blind"] = self.small_blind
        if self.big_blind is not BLANK:
            data["next_big_blind"] = self.big_blind
        if not isinstance(self.posts, Blank):
            data["next_posts"] = {str(seat): [live, dead] for seat, (live, dead) in sorted(self.posts.items())}
        if not isinstance(self.dealt_in, Blank):
            data["next_dealt_in"] = sorted(self.dealt_in)
        return data

    def has_content(self) -> bool:
        """Whether any part is given."""
        return any(v is not BLANK for v in (self.button, self.small_blind, self.big_blind, self.posts,
                                           self.dealt_in))


def _state_table(question: Question) -> Table:
    """The table of the question's ``_table_state`` (between hands)."""
    return table_of(question.history)


def _check_seat(question: Question, number: int) -> int:
    seat_count = question.history.seat_count or 10
    if not 1 <= number <= seat_count:
        raise AnswerError(_page("seat {seat} does not exist (seats 1 to {count})").format(seat=number,
                                                                                         count=seat_count))
    return number


@dataclass(frozen=True)
class SeatInput(Input):
    """One seat number ("none" too when :attr:`none_allowed`); any seat of the table, empty or not."""

    def read(self, question: Question, text: str, *, named: bool = True) -> int | None:
        """The seat typed (None for "none" where allowed)."""
        words = answers.seat_words(text)
        if not words:
            if self.none_allowed and text.strip():
                return None
            raise AnswerError(_page("name a seat by its number") if not self.none_allowed
                              else _page("name a seat by its number, or type none"))
        if len(words) > 1:
            raise AnswerError(_page("name one seat, not {count}").format(count=len(words)))
        return _check_seat(question, answers.seat_number(words[0]))


@dataclass(frozen=True)
class SeatListInput(Input):
    """Seat numbers, each a seat where a player sits."""

    def read(self, question: Question, text: str, *, named: bool = True) -> frozenset[int]:
        """The seats typed."""
        words = answers.seat_words(text)
        if not words:
            raise AnswerError(_page("name at least one seat by its number"))
        seated = _state_table(question).seats
        seats: set[int] = set()
        for word in words:
            seat = _check_seat(question, answers.seat_number(word))
            if seat in seats:
                raise AnswerError(_page("seat {seat} is named twice").format(seat=seat))
            if seat not in seated:
                raise AnswerError(_page("nobody sits in seat {seat}").format(seat=seat))
            seats.add(seat)
        return frozenset(seats)


@dataclass(frozen=True)
class PostsInput(Input):
    """Posts by seat: ``"7: 5+2, 3: 0+1"`` (live + dead; a live post alone is ``"4: 5"``), or "none"."""

    def read(self, question: Question, text: str, *, named: bool = True) -> Posts:
        """Seat → (live, dead)."""
        posts: Posts = {}
        seated = _state_table(question).seats
        for typed, chips in answers.seat_items(text):
            seat = _check_seat(question, answers.seat_number(typed))
            if seat in posts:
                raise AnswerError(_page("seat {seat} is named twice").format(seat=seat))
            if seat not in seated:
                raise AnswerError(_page("nobody sits in seat {seat}").format(seat=seat))
            live_text, plus, dead_text = chips.partition("+")
            what = _page("the post for seat {seat}").format(seat=seat)
            live = answers.amount(live_text, what) if live_text.strip() else 0
            dead = answers.amount(dead_text, what) if plus else 0
            if not plus and not live_text.strip():
                raise AnswerError(_page("type the post for seat {seat} as live + dead, for example 5+2")
                                  .format(seat=seat))
            posts[seat] = (live, dead)
        return posts


BUTTON = SeatInput("next_button", N_("Button", "TrainerPage"), N_("seat", "TrainerPage"), "Button's seat: ",
                   takes_seats=True)
SMALL_BLIND = SeatInput("next_small_blind", N_("Small blind", "TrainerPage"), N_("seat, or none", "TrainerPage"),
                        "Small blind's seat (or none): ", none_allowed=True, takes_seats=True)
BIG_BLIND = SeatInput("next_big_blind", N_("Big blind", "TrainerPage"), N_("seat", "TrainerPage"),
                      "Big blind's seat: ", takes_seats=True)
POSTS = PostsInput("next_posts", N_("Other posts", "TrainerPage"),
                   N_("seat: live+dead, e.g. 7: 5+2 — or none", "TrainerPage"),
                   "Other posts, seat: live+dead (e.g. 7: 5+2, 3: 0+1), or none: ", none_allowed=True)
DEALT_IN = SeatListInput("next_dealt_in", N_("Dealt in", "TrainerPage"), N_("seats, e.g. 1 3 4 6", "TrainerPage"),
                         "Seats dealt in: ", takes_seats=True)
INPUTS = (BUTTON, SMALL_BLIND, BIG_BLIND, POSTS, DEALT_IN)


def _posts_text(posts: Mapping[int, tuple[int, int]]) -> str:
    """``"7: 5+2, 3: 0+1"``, or "none"."""
    if not posts:
        return answers.none_word()
    return ", ".join(f"{seat}: {live}+{dead}" if dead else f"{seat}: {live}" for seat, (live, dead)
                     in sorted(posts.items()))


def stored_posts(data: object) -> Posts | Blank:
    """The posts of a stored answer (``{"7": [5, 2]}``); :data:`BLANK` when they are not that."""
    if not isinstance(data, dict):
        return BLANK
    posts: Posts = {}
    for seat, pair in data.items():
        if not (isinstance(seat, str) and seat.isdigit() and isinstance(pair, list | tuple) and len(pair) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in pair)):
            return BLANK
        posts[int(seat)] = (pair[0], pair[1])
    return posts


def _seat_or_blank(value: object, none_allowed: bool = False) -> int | Blank | None:
    if value is None and none_allowed:
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else BLANK


class ButtonBlinds(QuestionKind[ButtonBlindsAnswer]):
    """The button and the blinds of the next deal."""

    name = Kind.BUTTON_BLINDS
    title_marked = TITLES[Kind.BUTTON_BLINDS]
    causes = CAUSES
    answer_keys = NEXT_HAND_KEYS
    history_fields = frozenset({TABLE_STATE_FIELD})
    patterns = S.PATTERNS
    targets: ClassVar[Mapping[int, Mapping[str, int]]] = {
        1: {S.PLAIN: 2, S.HEADS_UP: 1, S.NO_SMALL_BLIND: 2, S.DEAD_BUTTON: 2, S.SKIPS: 1, S.NEWCOMER_POSTS: 1},
        2: {S.PLAIN: 1, S.HEADS_UP: 1, S.NO_SMALL_BLIND: 2, S.DEAD_BUTTON: 2, S.SKIPS: 1, S.NEWCOMER_POSTS: 1,
            S.NEWCOMER_WAITS: 1, S.MISSED_SMALL: 1},
        3: {S.PLAIN: 1, S.HEADS_UP: 1, S.NO_SMALL_BLIND: 1, S.DEAD_BUTTON: 1, S.SKIPS: 1, S.NEWCOMER_POSTS: 1,
            S.NEWCOMER_WAITS: 2, S.MISSED_SMALL: 1, S.MISSED_BOTH: 2},
        4: {S.HEADS_UP: 1, S.NO_SMALL_BLIND: 2, S.DEAD_BUTTON: 2, S.SKIPS: 1, S.NEWCOMER_POSTS: 1,
            S.NEWCOMER_WAITS: 2, S.MISSED_SMALL: 2, S.MISSED_BOTH: 2},
    }
    # A dealer moves the button and says "blinds, please" as the last hand's pot is pushed: reading the seats,
    # the button rule and who owes what and typing five parts takes about a quarter of a minute.
    target_seconds = 15.0
    dealer_step = "posts"
    start_skill = 0.45
    has_sample_mistake = True

    # -- the question

    def own_question(self, request: Request, target: str, rng: random.Random, key: str) -> Question:
        table = None
        for number in range(TRIES):
            candidate = button_scenes.deal_scene(request.difficulty, target, rng)
            try:
                plan = candidate.next_hand_plan()
            except ValueError:  # fewer than two players could play: not a table to ask about
                continue
            table = candidate
            if number >= TRIES - 1 or button_scenes.pattern_of(candidate, plan) == target:
                break
        assert table is not None, "no table that can deal"
        return table_question(table, request.difficulty, key)

    def engine_answer(self, question: Question) -> dict[str, object]:
        return next_hand_fields(question.history)

    def question_pattern(self, question: Question) -> str:
        table = _state_table(question)
        return button_scenes.pattern_of(table, table.next_hand_plan())

    def table_between_hands(self, question: Question) -> Table:
        return _state_table(question)

    def describe(self, question: Question) -> list[str]:
        return describe_table(question.history, _state_table(question))

    def asked_during_betting(self, difficulty: int) -> bool:
        return True

    def is_moment(self, hand: Hand, action: object, request: Request) -> bool:
        return False  # never a moment in a hand: the kind makes its own questions (own_question)

    def pattern_of(self, hand: Hand) -> str:
        raise ValueError("a button-and-blinds question's pattern comes from the table's state: use the question")

    def moment_problem(self, hand: Hand) -> str | None:
        return None  # the table's state is checked by engine_answer (a bad field is a clear error)

    # -- the words

    def prompt(self, question: Question, answer: StoredAnswer) -> str:
        return _prompt("The last hand is over. For the next deal: where does the button go, who posts the small "
                       "blind (or nobody) and the big blind, who else posts what (live + dead), and which seats "
                       "are dealt in?")

    def explain(self, question: Question) -> list[str]:
        table = _state_table(question)
        return explain_plan(question.history, table, table.next_hand_plan())

    # -- the answer

    def inputs(self, question: Question) -> Inputs:
        return INPUTS

    def parse(self, question: Question, texts: Mapping[str, str]) -> ButtonBlindsAnswer:
        button = BUTTON.read(question, texts.get("next_button", ""))
        big = BIG_BLIND.read(question, texts.get("next_big_blind", ""))
        assert button is not None and big is not None
        small_text = texts.get("next_small_blind", "")
        small = SMALL_BLIND.read(question, small_text) if small_text.strip() else BLANK
        posts_text = texts.get("next_posts", "")
        posts = POSTS.read(question, posts_text) if posts_text.strip() else BLANK
        return ButtonBlindsAnswer(button, small, big, posts, DEALT_IN.read(question, texts.get("next_dealt_in", "")))

    def texts(self, question: Question, answer: ButtonBlindsAnswer) -> dict[str, str]:
        def seat(value: int | Blank | None) -> str:
            return "" if value is BLANK else answers.none_word() if value is None else str(value)

        return {
            "next_button": seat(answer.button),
            "next_small_blind": seat(answer.small_blind),
            "next_big_blind": seat(answer.big_blind),
            "next_posts": "" if isinstance(answer.posts, Blank) else _posts_text(answer.posts),
            "next_dealt_in": "" if isinstance(answer.dealt_in, Blank) else " ".join(map(str, sorted(answer.dealt_in))),
        }

    def answer_from(self, data: StoredAnswer) -> ButtonBlindsAnswer:
        dealt = data.get("next_dealt_in")
        seats = frozenset(dealt) if isinstance(dealt, list) and all(
            isinstance(s, int) and not isinstance(s, bool) for s in dealt) else BLANK
        button = _seat_or_blank(data.get("next_button"))
        big = _seat_or_blank(data.get("next_big_blind"))
        return ButtonBlindsAnswer(
            button=button if button is not None else BLANK,
            small_blind=_seat_or_blank(data["next_small_blind"], True) if "next_small_blind" in data else BLANK,
            big_blind=big if big is not None else BLANK,
            posts=stored_posts(data.get("next_posts")),
            dealt_in=seats,
        )

    def sample_mistake(self, question: Question) -> dict[str, object] | None:
        """The plan of a named slip, so the verdict names it: the big blind given to the player who had it last
        hand (the classic slip) where the question has it, else the first slip the question has; where none fits,
        the button left where it was (or, where it stays, moved on a seat)."""
        slips = button_slips(question)
        chosen = next((answer for cause, answer in slips if cause == BIG_BLIND_TWICE), None)
        if chosen is None and slips:
            chosen = slips[0][1]
        if chosen is not None:
            return dict(chosen)
        table = _state_table(question)
        previous = table.positions
        assert previous is not None
        right = question.answer["next_button"]
        return {**question.answer,
                "next_button": previous.button if previous.button != right else right % table.seat_count + 1}

    def grade_parts(self, question: Question, answer: ButtonBlindsAnswer) -> list[Part]:
        right = self.answer_from(question.answer)
        parts = []
        for label, expected, given in (
            (_grading("Button"), right.button, answer.button),
            (_grading("Small blind"), right.small_blind, answer.small_blind),
            (_grading("Big blind"), right.big_blind, answer.big_blind),
        ):
            shown_given = given.value if isinstance(given, Blank) else shown_value(given)
            parts.append(Part(label, shown_value(expected), shown_given, given == expected))
        assert not isinstance(right.posts, Blank) and not isinstance(right.dealt_in, Blank)
        given_posts = answer.posts
        parts.append(Part(_grading("Other posts (live + dead)"), _posts_text(right.posts),
                          BLANK.value if isinstance(given_posts, Blank) else _posts_text(given_posts),
                          not isinstance(given_posts, Blank) and given_posts == right.posts))
        dealt = answer.dealt_in
        parts.append(Part(_grading("Dealt in"), shown_value(sorted(right.dealt_in)),
                          BLANK.value if isinstance(dealt, Blank) else shown_value(sorted(dealt)),
                          dealt == right.dealt_in))
        return parts

    def mistake(self, question: Question, answer: ButtonBlindsAnswer) -> str | None:
        return button_mistake(question, answer.to_dict())


def table_question(table: Table, difficulty: int = 1, key: str = "") -> Question:
    """The button-and-blinds question of a table between hands (after at least one): its last hand carrying the
    table's state, and the engine's plan of the next deal as the answer."""
    scene = button_scenes.scene_of(table)
    answer = next_hand_fields(scene.last)
    question = Question(Kind.BUTTON_BLINDS, key, difficulty, scene.last, "", answer)
    with english():  # a question stores its prompt in English, as the generator's do
        prompt = ButtonBlinds().prompt(question, answer)
    return dataclasses.replace(question, prompt=prompt)
