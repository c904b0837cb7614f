"""Adaptive practice, spaced repetition and auditions.

* **Practice** picks the next skill by need: low accuracy and slow answers weigh more, skills never tried
  most of all; a missed question comes back after a short delay and then at growing intervals until it is
  answered right at its longest interval (spaced repetition, in the store's review table).
* **Auditions**, as dealer schools run them (:mod:`dealerdesk.trainer.session` asks them): a fixed mix of every
  chosen skill, at least five questions each, no hints until the end, and a pass mark of 80 % in each skill
  (:class:`SkillResult`) — where one slip never fails a skill (a drill pack may ask a skill fewer than five times)
  — with the median answer within the skill's speed target, as an audition judges the pace too.
* Every answer is recorded at once (the store commits it), with its time, verdict and named mistake.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from dealerdesk.i18n import N_
from dealerdesk.rules.game import Game
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core import answers
from dealerdesk.trainer.core.question import Question, StoredAnswer
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.grading import Verdict, grade
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.store.database import Attempt, Review, SkillStats, Store

PASS_MARK = 0.8
"""An audition is passed with at least 80 % right in every skill."""
AUDITION_PER_SKILL = 5
"""An audition asks each skill at least this often: the fewest at which one slip still leaves 80 %."""
FIRST_REVIEW = timedelta(minutes=10)
"""A missed question comes back this soon."""
GROWTH = 2.5
"""Each right answer to a review multiplies its interval."""
RETIRE_AFTER_DAYS = 30.0
"""A review answered right at an interval this long is retired."""
OUT_OF_TIME = N_("out of time", "Mistakes")
"""The cause recorded for an answer given after the time limit (English; ``mistakes.label`` shows it)."""


def weights(kinds: Sequence[Kind], stats: dict[str, SkillStats]) -> list[float]:
    """How strongly each skill is favoured: error rate and slowness against the skill's speed target (a skill
    answered at twice its target weighs as much as one answered wrong half the time), unseen skills first."""
    result = []
    for kind in kinds:
        skill = stats.get(str(kind))
        if skill is None or skill.attempts == 0:
            result.append(3.0)
            continue
        error = 1.0 - skill.accuracy
        slowness = min(2.0, skill.median_seconds / kind_of(kind).target_seconds)
        result.append(0.2 + 2.0 * error + 0.5 * slowness)
    return result


class Mastery(enum.Enum):
    """Where a trainee stands in one skill: a skill is mastered when it is answered right at the pass mark and,
    typically, within its speed target (:attr:`~dealerdesk.trainer.kinds.base.QuestionKind.target_seconds`)."""

    LEARNING = "learning"
    """Fewer than the pass mark right."""
    TOO_SLOW = "too slow"
    """Right often enough, but the median answer takes longer than the target."""
    MASTERED = "mastered"
    """Right often enough and fast enough."""


def mastery(kind: str, skill: SkillStats) -> Mastery:
    """A skill's standing from its statistics (its accuracy and median answer time against its target)."""
    if skill.attempts == 0 or skill.accuracy < PASS_MARK:
        return Mastery.LEARNING
    return Mastery.MASTERED if skill.median_seconds <= kind_of(kind).target_seconds else Mastery.TOO_SLOW


def grade_timed(question: Question, answer: StoredAnswer, seconds: float, limit: float | None) -> Verdict:
    """Grade, counting an answer given after the time limit as wrong ("out of time")."""
    verdict = grade(question, answer)
    if limit is not None and seconds > limit:
        return Verdict(False, 0.0, verdict.parts, OUT_OF_TIME, verdict.explanation)
    return verdict


def typed_answer(question: Question, texts: Mapping[str, str]) -> StoredAnswer:
    """What the inputs say, field by field, in the answer's stored form: for a question whose time ran out, which
    is graded as typed, never thrown away. A field left empty, or typed so it cannot be read, is left out of the
    answer (graded as not given); the others count as typed. Every field is read on its own, the others given
    their right text meanwhile (a kind reads its fields together)."""
    kind = kind_of(question.kind)

    def read(candidate: Mapping[str, str]) -> StoredAnswer | None:
        try:
            stored: dict[str, object] = kind.parse(question, candidate).to_dict()
            return stored
        except answers.AnswerError:
            return None

    fields = [field.key for field in kind.inputs(question) if field.key in texts]
    whole = read(texts) if all(texts[key].strip() for key in fields) else None
    if whole is not None:
        return whole  # (an empty field is not read: it would say "none" where nothing was said)
    right = kind.texts(question, kind.answer_from(kind.right_answer(question)))
    stored_right = read(right) or {}
    boxes = {key: text for key, text in texts.items() if key not in fields}  # ticked or not, they say it
    kept = dict(texts)
    left_out: list[str] = []
    for key in fields:
        text = texts[key]
        if text.strip() and read({**right, **boxes, key: text}) is not None:
            continue
        if key in stored_right:
            kept[key] = right.get(key, "")  # read with the right text, then taken out again
            left_out.append(key)
        else:
            kept[key] = ""  # one part of a stored key (a pot of a split, a colour of a colour-up): none there
    answer = read(kept)
    if answer is None:
        return {}
    return {key: value for key, value in answer.items() if key not in left_out}


def question_from_review(review: Review) -> Question:
    """Rebuild a stored question to ask it again."""
    source = f"review {review.question_key}"
    question = Question.from_files(review.phh, json.loads(review.question), source=source)
    try:
        kind_of(question.kind)
    except ValueError as error:  # a kind this version does not have
        raise ValueError(f"{source}: not a question file ({error})") from None
    return question


@dataclass(frozen=True)
class Order:
    """A new question chosen but not dealt yet: choosing reads the store and draws from the session's
    randomness, dealing it (:func:`deal`) needs neither, so it can run on another thread."""

    request: Request
    """The skill, difficulty and game."""
    seed: int
    """Seeds the deal's own ``random.Random``."""
    key: str
    """The question's key (its seed, skill and difficulty)."""


def deal(order: Order) -> Question:
    """Deal the question ``order`` describes (the slow part: a realistic hand is played to the moment asked)."""
    return generate(order.request, random.Random(order.seed), key=order.key)


@dataclass
class Practice:
    """A practice session for one trainee profile."""

    store: Store
    """Where attempts and reviews are kept."""
    profile_id: int
    """The trainee."""
    rng: random.Random
    """All randomness (reproducible)."""
    kinds: Sequence[Kind] = tuple(Kind)
    """The skills to practise."""
    difficulty: int = 1
    """1 to 4."""
    game: Game | None = None
    """Restrict to one game."""
    time_limit: float | None = None
    """Seconds allowed per question (None: untimed)."""
    rake: str = ""
    """The house rake rake questions are dealt with (a preset's name; "": the default)."""
    mode: Mode = Mode.PRACTICE
    """Recorded with every attempt."""
    session: str = ""
    """The training session's id, recorded with every attempt."""
    asked: int = 0

    def next_question(self, now: datetime | None = None) -> Question:
        """A due review if there is one, else a new question in a skill chosen by need."""
        chosen = self.next_order(now)
        return chosen if isinstance(chosen, Question) else deal(chosen)

    def next_order(self, now: datetime | None = None) -> Question | Order:
        """What :meth:`next_question` asks — a due review, or the order for a new question, not dealt yet."""
        now = now or datetime.now(UTC)
        for review in self.store.due_reviews(self.profile_id, now):
            if review.kind in {str(k) for k in self.kinds}:
                return question_from_review(review)
        stats = self.store.skill_stats(self.profile_id)
        kind = self.rng.choices(list(self.kinds), weights(self.kinds, stats))[0]
        return self.new_order(kind)

    def new_question(self, kind: Kind) -> Question:
        """A freshly dealt question of one skill."""
        return deal(self.new_order(kind))

    def new_order(self, kind: Kind) -> Order:
        """The order for a new question of one skill (:func:`deal` deals it)."""
        self.asked += 1
        game = kind_of(kind).game_for(self.game)
        seed = self.rng.getrandbits(48)
        request = Request(kind, self.difficulty, game, self.rake)
        return Order(request, seed, f"{seed:x}-{kind}-{self.difficulty}")

    def answer(self, question: Question, answer: StoredAnswer, seconds: float,
               now: datetime | None = None) -> Verdict:
        """Grade the answer, record the attempt at once, and schedule or advance its review."""
        now = now or datetime.now(UTC)
        if not question.key:  # a question dealt without a key is known by its hand
            digest = hashlib.sha1(question.phh_text().encode(), usedforsecurity=False).hexdigest()[:16]
            question = dataclasses.replace(question, key=f"{question.kind}-{digest}")
        verdict = grade_timed(question, answer, seconds, self.time_limit)
        self.store.record_attempt(self.profile_id, Attempt(
            kind=str(question.kind), question_key=question.key, phh=question.phh_text(),
            question=question.json_text(), answer=json.dumps(answer), correct=verdict.correct, score=verdict.score,
            cause=verdict.cause, seconds=seconds, answered_at=now, mode=self.mode, difficulty=question.difficulty,
            session=self.session))
        self._schedule(question, verdict.correct, now)
        return verdict

    def _schedule(self, question: Question, correct: bool, now: datetime) -> None:
        previous = self.store.review(self.profile_id, question.key)
        if not correct:
            lapses = previous.lapses + 1 if previous else 1
            self.store.set_review(self.profile_id, Review(
                question.key, str(question.kind), now + FIRST_REVIEW, FIRST_REVIEW / timedelta(days=1), lapses,
                question.phh_text(), question.json_text()))
        elif previous is not None:
            interval = max(1.0, previous.interval_days * GROWTH)
            if previous.interval_days >= RETIRE_AFTER_DAYS:
                self.store.clear_review(self.profile_id, question.key)
                return
            self.store.set_review(self.profile_id, Review(
                question.key, previous.kind, now + timedelta(days=interval), interval, previous.lapses,
                previous.phh, previous.question))


@dataclass(frozen=True)
class SkillResult:
    """An audition's result in one skill."""

    kind: Kind
    """The skill."""
    right: int
    """Questions answered right."""
    asked: int
    """Questions asked."""
    seconds: float | None = None
    """The median answer time (None: not known, as in sessions recorded before times were kept; then the speed
    target is not judged)."""

    @property
    def accuracy(self) -> float:
        """Share right."""
        return self.right / self.asked if self.asked else 0.0

    @property
    def target_seconds(self) -> float:
        """The skill's speed target (:attr:`~dealerdesk.trainer.kinds.base.QuestionKind.target_seconds`)."""
        return kind_of(self.kind).target_seconds

    @property
    def accurate(self) -> bool:
        """At least the pass mark; and one slip never fails a skill (a drill pack may ask it fewer than
        :data:`AUDITION_PER_SKILL` times), though a skill is never passed without a right answer."""
        return self.asked > 0 and self.right > 0 and self.right >= self.needed

    @property
    def needed(self) -> int:
        """How many right answers pass the skill: the pass mark of what was asked, rounded up, but never all of
        them when a drill pack asks a skill fewer than five times (then one slip is allowed: 3 of 4, 1 of 1)."""
        return min(math.ceil(round(PASS_MARK * self.asked, 9)), max(self.asked - 1, 1))

    @property
    def mark_lowered(self) -> bool:
        """Whether the skill passes below the pass mark (a short pack's one slip allowed): the result says so."""
        return self.needed < PASS_MARK * self.asked

    @property
    def on_pace(self) -> bool:
        """The median answer within the speed target (an audition judges the pace as well as the answers)."""
        return self.seconds is None or self.seconds <= self.target_seconds

    @property
    def passed(self) -> bool:
        """Accurate (:attr:`accurate`) and on pace (:attr:`on_pace`)."""
        return self.accurate and self.on_pace


def all_passed(results: Sequence[SkillResult]) -> bool:
    """An audition's verdict: at least one skill, every one at or above the pass mark."""
    return bool(results) and all(result.passed for result in results)
