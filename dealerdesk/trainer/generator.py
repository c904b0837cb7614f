"""The scenario generator: deal realistic hands and stop them at a moment worth asking about.

A hand is dealt at a table of the chosen game and played out by simple computer players; then it is replayed
action by action through the engine, and every point where a dealer would face the chosen kind of question
at the chosen difficulty is a candidate. One candidate is picked, and the hand up to it becomes the question.
Everything comes from the seeded generator passed in, so a drill is reproducible from its seed.

Difficulty changes the table and the moments: 1 = two to four deep stacks and round blinds; 2 = a short
stack or two, a single side pot; 3 = fuller tables, antes, several all-ins, Omaha; 4 = full tables, a
big-blind ante, many short stacks, short all-in raises, multiway hi/lo with odd chips.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from dataclasses import dataclass

from dealerdesk.history import HandHistory
from dealerdesk.history.actions import CheckOrCall, CompleteBetOrRaiseTo, Fold
from dealerdesk.history.export import history_of
from dealerdesk.history.replay import apply_action, start_hand
from dealerdesk.rules.game import Game, Stakes, Structure, Variant
from dealerdesk.rules.hand import Hand
from dealerdesk.solve import solve
from dealerdesk.trainer.kinds import Kind
from dealerdesk.trainer.players import Temperament, act
from dealerdesk.trainer.prompts import canonical_prompt
from dealerdesk.trainer.question import ANSWER_KEYS, Question

MAX_HANDS = 400
"""Hands dealt looking for a moment before giving up (never reached in practice: see the tests)."""

NAMES = ("Ann", "Bence", "Somchai", "Dora", "Malee", "Gábor", "Kanya", "Eszter", "Niran", "Zsófi", "Mike",
         "Lena", "Arthit", "Réka", "Sam", "Ploy", "Tamás", "Ivy", "Chai", "Noémi")
BLINDS = ((1, 2), (5, 10), (25, 50), (50, 100), (100, 200), (2, 5))


class GenerationError(RuntimeError):
    """No suitable moment was found (a bug or an impossible request, e.g. a hi/lo split in Hold'em)."""


@dataclass(frozen=True)
class Request:
    """What to generate."""

    kind: Kind
    """The kind of question."""
    difficulty: int = 1
    """1 to 4."""
    game: Game | None = None
    """Restrict to one game (None: the kind's usual games)."""


def _variant(request: Request, rng: random.Random) -> Variant:
    kind = request.kind
    if kind is Kind.HI_LO_SPLIT:
        game = Game.OMAHA_HILO
    elif request.game is not None:
        game = request.game
    elif kind is Kind.WINNER and request.difficulty >= 3:
        game = rng.choice([Game.OMAHA, Game.OMAHA_HILO])
    else:
        game = rng.choice([Game.HOLDEM, Game.HOLDEM, Game.OMAHA, Game.OMAHA_HILO])
    if kind is Kind.POT_LIMIT:
        structure = Structure.POT
    elif kind is Kind.MIN_RAISE:
        structure = rng.choice([Structure.NO, Structure.NO, Structure.POT])
    else:
        structure = rng.choice([Structure.NO, Structure.POT, Structure.FIXED])
    return Variant(game, structure)


def _table(request: Request, variant: Variant, rng: random.Random) -> tuple[Stakes, list[int], list[int], int]:
    """Stakes, stacks, seat numbers (per position) and the table size for one hand."""
    level = request.difficulty
    count = rng.randint(*((2, 4), (3, 6), (5, 9), (6, 10))[level - 1])
    if variant.game is Game.OMAHA_HILO and request.kind is Kind.HI_LO_SPLIT and level >= 3:
        count = max(count, 4)
    seat_count = 10 if count > 8 or level == 4 else 9 if count > 6 else 6
    seats = sorted(rng.sample(range(1, seat_count + 1), count))
    button_index = rng.randrange(count)
    seats = seats[button_index + 1 :] + seats[: button_index + 1]  # p1 left of the button … button last
    small, big = rng.choice(BLINDS[:3] if level == 1 else BLINDS)
    blinds = [0] * count
    if count == 2:
        blinds[0], blinds[1] = big, small
    else:
        blinds[0], blinds[1] = small, big
    antes = [0] * count
    dead_antes = False
    if level >= 3 and variant.structure is not Structure.FIXED and rng.random() < 0.6:
        if level == 4 and rng.random() < 0.6:
            antes[0 if count == 2 else 1] = big  # big-blind ante
            dead_antes = True
        else:
            antes = [max(1, big // 10)] * count
    deep = (60, 200) if level == 1 else (30, 150)
    short_share = (0.0, 0.3, 0.45, 0.6)[level - 1]
    stacks = []
    for _ in range(count):
        stack = rng.randint(2 * big, 20 * big) if rng.random() < short_share else rng.randint(*deep) * big
        if level <= 2:
            stack = max(big, stack // small * small)
        stacks.append(stack)
    wants_all_in = request.kind is Kind.SIDE_POTS or (level >= 2 and request.kind is Kind.MIN_RAISE)
    if wants_all_in and all(s >= 20 * big for s in stacks):
        stacks[rng.randrange(count)] = rng.randint(3, 15) * big + (rng.randint(1, big - 1) if level >= 3 else 0)
    stakes = Stakes(
        blinds=tuple(blinds),
        antes=tuple(antes),
        small_bet=big,
        big_bet=2 * big,
        min_bet=big,
        antes_are_live=not dead_antes,
    )
    return stakes, stacks, seats, seat_count


def _temperament(request: Request) -> Temperament:
    level = request.difficulty
    if request.kind in (Kind.HI_LO_SPLIT, Kind.WINNER, Kind.SHOWDOWN_ORDER):
        return Temperament(fold_to_bet=0.2 if level >= 3 else 0.3, raise_when_facing=0.1, preflop_open=0.3,
                           bet_when_checked_to=0.35, short_stack_shove=0.4)
    return Temperament(fold_to_bet=(0.45, 0.4, 0.3, 0.25)[level - 1],
                       raise_when_facing=(0.12, 0.15, 0.2, 0.25)[level - 1],
                       short_stack_shove=(0.3, 0.5, 0.6, 0.7)[level - 1])


def deal_hand(request: Request, rng: random.Random) -> HandHistory:
    """Deal and play one complete training hand; its PHH history with seats and names."""
    variant = _variant(request, rng)
    stakes, stacks, seats, seat_count = _table(request, variant, rng)
    names = rng.sample(NAMES, len(stacks))
    hand = Hand(variant, stakes, stacks, names=names, rng=random.Random(rng.getrandbits(64)))
    temperament = _temperament(request)
    while not hand.is_complete:
        act(hand, rng, temperament)
    return history_of(hand, seats=tuple(seats), seat_count=seat_count)


# -- moments ---------------------------------------------------------------------------------------------



def _pot_limit_moment(hand: Hand, request: Request) -> bool:
    actor = hand.actor
    if actor is None or hand.max_raise_to is None or hand.min_raise_to == hand.max_raise_to:
        return False
    if hand.max_raise_to >= hand.bets[actor] + hand.stacks[actor]:
        return False  # the stack, not the pot, limits the raise
    raises = len(hand.street_raises)
    wanted = {1: raises == 0, 2: raises == 1, 3: raises >= 1, 4: raises >= 2 or hand.dead_money > 0}
    return wanted[request.difficulty] or (request.difficulty == 4 and raises >= 1 and hand.street == 0)


def _min_raise_moment(hand: Hand, request: Request) -> bool:
    if hand.actor is None:
        return False
    raises = hand.street_raises
    short = any(not r.full for r in raises)
    level = request.difficulty
    if level == 1:
        return len(raises) <= 1 and hand.min_raise_to is not None and not short
    if level == 2:
        return len(raises) >= 1 and hand.min_raise_to is not None and not short
    return short and (level == 3 or hand.min_raise_to is None or len(raises) >= 2)


def _betting_just_ended(hand: Hand, last: object) -> bool:
    return hand.betting_over and isinstance(last, (Fold, CheckOrCall, CompleteBetOrRaiseTo))


def _side_pot_moment(hand: Hand, request: Request) -> bool:
    pots, returned = hand.pots()
    level = request.difficulty
    folded_money = any(hand.folded[p] and hand.committed[p] for p in range(hand.player_count))
    return {1: len(pots) >= 2 or bool(returned), 2: len(pots) >= 2, 3: len(pots) >= 2 and folded_money,
            4: len(pots) >= 3}[level]


def _showdown_moment(hand: Hand, request: Request) -> bool:
    remaining = len(hand.remaining)
    level = request.difficulty
    if level == 1:
        return remaining == 2 and not hand.all_in_showdown
    if level == 2:
        return remaining >= 3 or hand.all_in_showdown
    return remaining >= 3


def _settled(hand: Hand) -> bool:
    return hand.is_complete and len(hand.shown) >= 2


def _hilo_moment(hand: Hand, request: Request) -> bool:
    halves = {a.half for a in hand.awards}
    pots = 1 + max(a.pot for a in hand.awards)
    splits = len({(a.pot, a.half) for a in hand.awards}) < len(hand.awards)
    return {1: "low" in halves and pots == 1, 2: pots == 1 and (splits or "low" not in halves),
            3: pots >= 2, 4: pots >= 2 and (splits or len(hand.shown) >= 4)}[request.difficulty]


def _winner_moment(hand: Hand, request: Request) -> bool:
    return len(hand.shown) >= (2 if request.difficulty == 1 else 3)


def _is_moment(hand: Hand, action: object, request: Request) -> bool:
    """Whether the hand, just after ``action``, is a good question of the requested kind."""
    kind = request.kind
    if kind is Kind.POT_LIMIT:
        return _pot_limit_moment(hand, request)
    if kind is Kind.MIN_RAISE:
        return _min_raise_moment(hand, request)
    if kind is Kind.SIDE_POTS:
        return _betting_just_ended(hand, action) and _side_pot_moment(hand, request)
    if kind is Kind.SHOWDOWN_ORDER:
        asks_kills = request.difficulty >= 3
        at_moment = _settled(hand) if asks_kills else _betting_just_ended(hand, action)
        return at_moment and _showdown_moment(hand, request)
    if kind is Kind.HI_LO_SPLIT:
        return _settled(hand) and _hilo_moment(hand, request)
    return _settled(hand) and _winner_moment(hand, request)


def moments(history: HandHistory, request: Request) -> Iterator[int]:
    """The action counts (prefix lengths) at which the hand is a good question of the requested kind."""
    hand = start_hand(history)
    for count, action in enumerate(history.actions, start=1):
        apply_action(hand, action)
        if _is_moment(hand, action, request):
            yield count


def question_at(history: HandHistory, count: int, request: Request, key: str) -> Question:
    """The question asked after the first ``count`` actions of a hand."""
    prefix = dataclasses.replace(history, actions=history.actions[:count], finishing_stacks=None)
    question = Question(request.kind, key, request.difficulty, prefix, "", {})
    answer_keys = list(ANSWER_KEYS[request.kind])
    if request.kind is Kind.POT_LIMIT and request.difficulty == 1:
        answer_keys.append("pot_total")
    if request.kind is Kind.SHOWDOWN_ORDER and request.difficulty >= 3:
        answer_keys.append("killed")
    solved = solve(question.hand)
    answer = {k: solved[k] for k in answer_keys}
    # The prompt is stored (question files, the review table), so it is kept in English; it is shown translated.
    return Question(request.kind, key, request.difficulty, prefix, canonical_prompt(question, answer), answer)


def generate(request: Request, rng: random.Random, key: str = "") -> Question:
    """A question of the requested kind and difficulty, dealt from ``rng``."""
    if request.difficulty not in (1, 2, 3, 4):
        raise ValueError(f"difficulty is 1 to 4, not {request.difficulty}")
    if request.kind is Kind.HI_LO_SPLIT and request.game not in (None, Game.OMAHA_HILO):
        raise ValueError("hi/lo split questions need Omaha hi/lo")
    for _ in range(MAX_HANDS):
        history = deal_hand(request, rng)
        candidates = list(moments(history, request))
        if candidates:
            return question_at(history, rng.choice(candidates), request, key)
    raise GenerationError(f"no {request.kind} moment at difficulty {request.difficulty} in {MAX_HANDS} hands")
