"""The scenario generator: deal realistic hands and stop them at a moment worth asking about.

A hand is dealt at a table of the chosen game and played out by simple computer players; then it is replayed
action by action through the engine, and every point where a dealer would face the chosen kind of question
at the chosen difficulty is a candidate. One candidate is picked, and the hand up to it becomes the question.
Everything comes from the seeded generator passed in, so a drill is reproducible from its seed.

No answer can be guessed: each question first draws the answer pattern it will have (:mod:`.patterns`: "none"
or "double the bet" for a minimum raise, all face up or the river bettor first for a showdown …) from a
shuffled bag of the kind's patterns at that difficulty (its module's ``targets``, none more than a third), then deals
hands until one has a moment of that pattern. A bag belongs to the random generator it was drawn with, so a
drill of any length shows the patterns in their proportions, like cards dealt from a deck.

The hands look like a card room's. Games are spread as rooms spread them (:data:`ROOM_MIX`: no-limit
Hold'em most, then pot-limit Omaha, then limit games and pot-limit Omaha hi/lo). A cash game has no antes and
stakes such as 1/2 or 5/10; a tournament is at a level with its antes (25 at 100/200) or a big-blind ante.
Every amount is in chips that exist at the table (its smallest chip, which is also the odd chip of a split),
and players bet round amounts. At a showdown without an all-in, beaten hands are often mucked.

Difficulty changes the table and the moments: 1 = two to four players, mostly deep stacks, round blinds, no
antes; 2 = a short stack or two, a single side pot; 3 = fuller tables, antes, several all-ins, short all-in
raises; 4 = full tables, big-blind antes, many short stacks, reopened betting, multiway hi/lo.
"""

from __future__ import annotations

import dataclasses
import random
import weakref
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from dealerdesk.history import HandHistory
from dealerdesk.history.export import history_of, phh_action
from dealerdesk.history.replay import apply_action, start_hand
from dealerdesk.rules.game import Game, HouseRules, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand, Phase
from dealerdesk.solve import contract_fields, solve
from dealerdesk.trainer.catalogue import ByKind, kind_of
from dealerdesk.trainer.core.players import act, show_or_muck
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.base import COUNTS, SHORT_STACK_SHARE, Profile, Request
from dealerdesk.trainer.prompts import canonical_prompt

__all__ = ["COUNTS", "SHORT_STACK_SHARE", "TARGETS", "GenerationError", "Profile", "Request", "deal_hand", "generate",
           "labelled_moments", "moments", "next_target", "profile", "question_at", "targets"]

MAX_HANDS = 400
"""Hands dealt looking for a moment before giving up (never reached in practice: see the tests)."""
TARGET_HANDS = 150
"""Hands dealt looking for the drawn answer pattern before any pattern will do (rarely reached: see the tests)."""

NAMES = ("Ann", "Bence", "Somchai", "Dora", "Malee", "Gábor", "Kanya", "Eszter", "Niran", "Zsófi", "Mike",
         "Lena", "Arthit", "Réka", "Sam", "Ploy", "Tamás", "Ivy", "Chai", "Noémi")


class GenerationError(RuntimeError):
    """No suitable moment was found (a bug or an impossible request, e.g. a hi/lo split in Hold'em)."""


# -- what rooms spread ---------------------------------------------------------------------------------------

ROOM_MIX: tuple[tuple[Variant, int], ...] = (
    (Variant.of(Game.HOLDEM, Structure.NO), 45),
    (Variant.of(Game.OMAHA, Structure.POT), 22),
    (Variant.of(Game.OMAHA_HILO, Structure.POT), 10),
    (Variant.of(Game.HOLDEM, Structure.FIXED), 10),
    (Variant.of(Game.OMAHA_HILO, Structure.FIXED), 8),
    (Variant.of(Game.HOLDEM, Structure.POT), 3),
    (Variant.of(Game.OMAHA, Structure.FIXED), 2),
)
"""The games dealt and how often (weights): no-limit Hold'em most, then pot-limit Omaha, then pot-limit Omaha
hi/lo and the limit games; pot-limit Hold'em and limit Omaha now and then. A kind that needs a structure (pot
limit) or a game (hi/lo) deals from the part of the mix that has it, in the same proportions."""


@dataclass(frozen=True)
class Level:
    """The stakes of a table: blinds, antes and the smallest chip in play."""

    small: int
    """The small blind."""
    big: int
    """The big blind."""
    chip: int
    """The smallest chip in play: every amount comes in it, and it is the odd chip of a split pot."""
    ante: int = 0
    """Each player's ante (tournaments), or the big-blind ante when :attr:`big_blind_ante`."""
    big_blind_ante: bool = False
    """The big blind posts one ante for the table (dead money)."""


CASH_ROUND = (Level(1, 2, 1), Level(5, 10, 5), Level(25, 50, 25))
"""Cash games with round blinds (difficulty 1). In limit the blinds stand for 2/4, 10/20, 50/100."""
CASH = (*CASH_ROUND, Level(1, 3, 1), Level(2, 5, 1), Level(10, 20, 5))
"""Cash games: no antes; at 1/2 and 2/5 the $1 chip is in play, at 5/10 the $5 (limit: 3/6, 5/10, 20/40 too)."""
STARTING_ROUND = (Level(1, 2, 1), Level(5, 10, 5))
"""The round cash games a new dealer starts on (difficulty 1 of a kind whose profile asks for
:attr:`Profile.starting_stakes`)."""
STARTING_CASH = (*STARTING_ROUND, Level(1, 3, 1), Level(2, 5, 1))
"""The cash games a new dealer starts on: 1/2 to 5/10, the $1 or $5 chip the smallest in play."""
RAKED_CASH = (Level(1, 2, 1), Level(1, 3, 1), Level(2, 5, 1))
"""Cash games a rake question is dealt at: the stakes a posted rake in $1 chips (10 % to $5 …) is made for."""
TOURNAMENT_EARLY = (Level(25, 50, 25), Level(50, 100, 25), Level(100, 200, 25))
"""Tournament levels before the antes start."""
TOURNAMENT_ANTE = (Level(100, 200, 25, 25), Level(200, 400, 25, 50), Level(300, 600, 25, 75),
                   Level(400, 800, 100, 100), Level(500, 1000, 100, 100), Level(1000, 2000, 100, 300))
"""Tournament levels with an ante from every player (about an eighth of the big blind, in chips in play)."""
TOURNAMENT_BB_ANTE = (Level(100, 200, 100, 200, True), Level(200, 400, 100, 400, True),
                      Level(300, 600, 100, 600, True), Level(500, 1000, 100, 1000, True),
                      Level(1000, 2000, 100, 2000, True))
"""Tournament levels with a big-blind ante (TDA: the big blind posts one ante of a big blind for the table)."""

TOURNAMENT_SHARE = (0.25, 0.4, 0.6, 0.7)
"""How often a no- or pot-limit table is a tournament, by difficulty (limit games are dealt as cash games)."""


# -- answer patterns to aim for ------------------------------------------------------------------------------

TARGETS: ByKind[Mapping[int, Mapping[str, int]]] = ByKind(lambda kind: kind.targets)
"""For each kind and difficulty, the answer patterns dealt and how often (weights; no pattern above a third)."""


def targets(request: Request) -> dict[str, int]:
    """The answer patterns a request deals and their weights (those its game can have)."""
    return kind_of(request.kind).targets_for(request)


_BAGS: weakref.WeakKeyDictionary[random.Random, dict[Request, list[str]]] = weakref.WeakKeyDictionary()


def next_target(request: Request, rng: random.Random) -> str:
    """The answer pattern the next question of ``request`` dealt from ``rng`` will have: drawn from a bag holding
    each pattern as often as its weight, refilled and shuffled from ``rng`` when empty."""
    bags = _BAGS.setdefault(rng, {})
    bag = bags.get(request)
    if not bag:
        bag = [pattern for pattern, weight in sorted(targets(request).items()) for _ in range(weight)]
        rng.shuffle(bag)
        bags[request] = bag
    return bag.pop()


# -- the table -----------------------------------------------------------------------------------------------


def profile(request: Request, target: str | None) -> Profile:
    """The table and temperament that make ``target`` likely (None: the kind's plain profile)."""
    return kind_of(request.kind).profile(request, target)


def _variant(request: Request, target: str | None, rng: random.Random) -> Variant:
    dealt = [(v, w) for v, w in ROOM_MIX if request.game is None or v.game is request.game]
    mix = kind_of(request.kind).variants(dealt, target)
    return rng.choices([v for v, _w in mix], [w for _v, w in mix])[0]


def _level(request: Request, variant: Variant, rng: random.Random, raked: bool = False,
           share: float | None = None, *, starting: bool = False) -> tuple[Level, bool]:
    """The table's stakes and whether it is a tournament (``raked``: a cash game whose rake is in $1 chips;
    ``share``: how often it is a tournament, None for the usual share; ``starting``: a cash game is at the stakes
    a new dealer starts on)."""
    difficulty = request.difficulty
    if raked:
        return rng.choice(RAKED_CASH), False
    cash: tuple[Level, ...]
    if starting:
        cash = STARTING_ROUND if difficulty == 1 else STARTING_CASH
    else:
        cash = CASH_ROUND if difficulty == 1 else CASH
    if share is None and variant.structure is Structure.FIXED:
        return rng.choice(cash), False
    if rng.random() >= (TOURNAMENT_SHARE[difficulty - 1] if share is None else share):
        return rng.choice(cash), False
    roll = rng.random()
    if difficulty <= 2 or (difficulty == 3 and roll < 0.4) or (difficulty == 4 and roll < 0.15):
        return rng.choice(TOURNAMENT_EARLY), True
    if (difficulty == 3 and roll < 0.8) or (difficulty == 4 and roll < 0.45):
        return rng.choice(TOURNAMENT_ANTE), True
    return rng.choice(TOURNAMENT_BB_ANTE), True


def _stack(level: Level, tournament: bool, short: bool, difficulty: int, rng: random.Random,
           *, very_short: bool = False) -> int:
    """One stack, in big blinds a cash game or a tournament would have, in the table's chips."""
    if very_short:  # sure to be all-in soon
        big_blinds = rng.uniform(2.5, 15) if tournament else rng.uniform(5, 19)
    elif tournament:
        big_blinds = rng.uniform(2.5, 15) if short else rng.uniform(40, 120) if difficulty == 1 else \
            rng.uniform(20, 100)
    else:
        big_blinds = rng.uniform(8, 40) if short else rng.uniform(60, 200) if difficulty == 1 else \
            rng.uniform(40, 250)
    unit = level.chip if difficulty >= 3 else max(level.chip, level.small)  # round numbers at the easy levels
    return max(unit, round(big_blinds * level.big / unit) * unit)


def _table(request: Request, variant: Variant, shape: Profile, rng: random.Random
           ) -> tuple[Stakes, list[int], list[int], int, bool]:
    """Stakes, stacks, seat numbers (per position), the table size, and whether it is a tournament."""
    difficulty = request.difficulty
    count = rng.randint(*shape.players)
    seat_count = 10 if count > 8 or difficulty == 4 else 9 if count > 6 else 6
    seats = sorted(rng.sample(range(1, seat_count + 1), count))
    button_index = rng.randrange(count)
    seats = seats[button_index + 1 :] + seats[: button_index + 1]  # p1 left of the button … button last
    level, tournament = _level(request, variant, rng, shape.rake is not None, shape.tournament_share,
                               starting=shape.starting_stakes)
    blinds = [0] * count
    if count == 2:
        blinds[0], blinds[1] = level.big, level.small
    else:
        blinds[0], blinds[1] = level.small, level.big
    antes = [0] * count
    if level.big_blind_ante:
        antes[0 if count == 2 else 1] = level.ante
    elif level.ante:
        antes = [level.ante] * count
    stacks = [_stack(level, tournament, rng.random() < shape.short_share, difficulty, rng) for _ in range(count)]
    if shape.wants_all_in and all(s >= 20 * level.big for s in stacks):
        stacks[rng.randrange(count)] = _stack(level, tournament, True, difficulty, rng, very_short=True)
    stakes = Stakes(
        blinds=tuple(blinds),
        antes=tuple(antes),
        small_bet=level.big,
        big_bet=2 * level.big,
        min_bet=level.big,
        antes_are_live=not level.big_blind_ante,
        chip=level.chip,
        chip_set=kind_of(request.kind).table_chips(level.chip),
    )
    return stakes, stacks, seats, seat_count, tournament


def _play(request: Request, rng: random.Random, target: str | None,
          watch: bool) -> tuple[HandHistory, list[tuple[int, str, bool]]]:
    """Deal and play one hand; its history and, when ``watch``, its labelled moments (see
    :func:`labelled_moments`), found as it is played rather than by replaying it."""
    shape = profile(request, target)
    variant = _variant(request, target, rng)
    stakes, stacks, seats, seat_count, tournament = _table(request, variant, shape, rng)
    names = rng.sample(NAMES, len(stacks))
    # A fixed-limit tournament keeps the cap heads-up (TDA 48); the PHH says so (``_tournament``).
    rules = HouseRules.tournament() if tournament and variant.structure is Structure.FIXED else None
    hand = Hand(variant, stakes, stacks, names=names, rng=random.Random(rng.getrandbits(64)), paced=True,
                rake=shape.rake, rules=rules)
    found: list[tuple[int, str, bool]] = []
    actions = [a for a in map(phh_action, hand.log) if a is not None]
    while True:
        if watch and _is_moment(hand, actions[-1], request):
            pattern = kind_of(request.kind).pattern_of(hand)
            found.append((len(actions), pattern, _hard_enough(hand, request, pattern)))
        if hand.is_complete or (watch and hand.betting_over and _asked_during_betting(request)):
            break  # (the rest of the hand cannot be asked about: the history stops here)
        logged = len(hand.log)
        if hand.actor is not None:
            act(hand, rng, shape.temperament)
        elif hand.phase is Phase.SHOWDOWN:
            show_or_muck(hand, rng, shape.temperament)
        else:
            hand.advance()
        actions += [a for a in map(phh_action, hand.log[logged:]) if a is not None]
    return history_of(hand, self_contained=True, seats=tuple(seats), seat_count=seat_count), found


def _asked_during_betting(request: Request) -> bool:
    """Whether every moment of the request comes before the hands are shown."""
    return kind_of(request.kind).asked_during_betting(request.difficulty)


def deal_hand(request: Request, rng: random.Random, target: str | None = None) -> HandHistory:
    """Deal and play one complete training hand (shaped to make the answer pattern ``target`` likely); its PHH
    history with seats and names."""
    return _play(request, rng, target, watch=False)[0]


# -- moments ---------------------------------------------------------------------------------------------


def _is_moment(hand: Hand, action: object, request: Request) -> bool:
    """Whether the hand, just after ``action``, is a good question of the requested kind."""
    return kind_of(request.kind).is_moment(hand, action, request)


def _hard_enough(hand: Hand, request: Request, pattern: str) -> bool:
    """Whether a moment of ``pattern`` shows what the difficulty is about (the kind says)."""
    return kind_of(request.kind).hard_enough(hand, request, pattern)


def labelled_moments(history: HandHistory, request: Request) -> Iterator[tuple[int, str, bool]]:
    """Each question point of the hand: the action count (prefix length), the answer pattern there and whether
    it is a good example of that pattern at the difficulty."""
    hand = start_hand(history)
    for count, action in enumerate(history.actions, start=1):
        apply_action(hand, action)
        if _is_moment(hand, action, request):
            pattern = kind_of(request.kind).pattern_of(hand)
            yield count, pattern, _hard_enough(hand, request, pattern)


def moments(history: HandHistory, request: Request) -> Iterator[int]:
    """The action counts (prefix lengths) at which the hand is a good question of the requested kind."""
    for count, _pattern, _good in labelled_moments(history, request):
        yield count


def question_at(history: HandHistory, count: int, request: Request, key: str) -> Question:
    """The question asked after the first ``count`` actions of a hand."""
    prefix = dataclasses.replace(history, actions=history.actions[:count], finishing_stacks=None)
    question = Question(request.kind, key, request.difficulty, prefix, "", {})
    answer_keys = kind_of(request.kind).keys_at(question.hand, request.difficulty)
    solved = contract_fields(solve(question.hand))
    answer = {k: solved[k] for k in answer_keys}
    # The prompt is stored (question files, the review table), so it is kept in English; it is shown translated.
    return Question(request.kind, key, request.difficulty, prefix, canonical_prompt(question, answer), answer)


def generate(request: Request, rng: random.Random, key: str = "") -> Question:
    """A question of the requested kind and difficulty, dealt from ``rng``."""
    if request.difficulty not in (1, 2, 3, 4):
        raise ValueError(f"difficulty is 1 to 4, not {request.difficulty}")
    kind = kind_of(request.kind)
    kind.check_request(request)
    target = next_target(request, rng)
    own = kind.own_question(request, target, rng, key)
    if own is not None:
        return own
    for number in range(MAX_HANDS):
        wanted = target if number < TARGET_HANDS else None
        history, found = _play(request, rng, wanted, watch=True)
        candidates = [count for count, pattern, good in found if wanted is None or (pattern == wanted and good)]
        if candidates:
            return question_at(history, rng.choice(candidates), request, key)
    raise GenerationError(f"no {request.kind} moment at difficulty {request.difficulty} in {MAX_HANDS} hands")
