"""Tables between two deals, for the button-and-blinds question.

A scene is a real session at a :class:`~dealerdesk.rules.table.Table`: players sit down, a few hands are dealt
(everyone folds to the big blind: only the seats matter here), and between hands what happens in a card room
happens — a player leaves (often from the blinds), goes away or comes back (posting what they owe, or waiting
for the big blind), a newcomer sits down and posts or waits. The question is the table after its last hand: the
engine's ``next_hand_plan()`` is the answer. Which events are likely follows the answer pattern aimed at, so each
pattern comes up often enough; the pattern itself is read off the plan (:func:`pattern_of`), never assumed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerdesk.history import HandHistory
from dealerdesk.history.export import history_of
from dealerdesk.history.table_state import TABLE_STATE_FIELD, table_state
from dealerdesk.rules.blinds import next_seat, seats_between
from dealerdesk.rules.table import HandPlan, Table, TableError

NAMES = ("Ann", "Bence", "Somchai", "Dora", "Malee", "Gábor", "Kanya", "Eszter", "Niran", "Zsófi", "Mike",
         "Lena", "Arthit", "Réka", "Sam", "Ploy", "Tamás", "Ivy", "Chai", "Noémi")

# -- answer patterns (the first that applies is the answer's)
HEADS_UP = "heads-up"
MISSED_BOTH = "missed blinds posted (live + dead)"
MISSED_SMALL = "missed small blind posted dead"
NEWCOMER_WAITS = "newcomer between the blinds and the button waits"
NEWCOMER_POSTS = "newcomer posts a big blind"
NO_SMALL_BLIND = "no small blind (dead)"
DEAD_BUTTON = "the button on an empty seat"
SKIPS = "button or blinds skip a seat"
PLAIN = "everything moves one seat"

PATTERNS = (HEADS_UP, MISSED_BOTH, MISSED_SMALL, NEWCOMER_WAITS, NEWCOMER_POSTS, NO_SMALL_BLIND, DEAD_BUTTON,
            SKIPS, PLAIN)

STAKES = ((1, 2), (2, 5), (5, 10), (25, 50))
"""Cash blinds dealt."""
TOURNAMENT_STAKES = ((100, 200), (200, 400), (500, 1000))
"""Tournament blinds dealt."""
MOVING_SHARE = (0.0, 0.3, 0.4, 0.5)
"""How often a cash table uses the moving button, by difficulty (the dead button is the default, TDA 32)."""
TOURNAMENT_SHARE = (0.0, 0.1, 0.15, 0.2)
"""How often the table is a tournament's (no missed blinds: absent players are blinded in), by difficulty."""
PLAYERS = ((3, 5), (3, 6), (4, 8), (5, 9))
"""Players seated at the start, by difficulty."""


@dataclass(frozen=True)
class Scene:
    """A table between hands and the last hand dealt at it."""

    table: Table
    """The table, between hands."""
    last: HandHistory
    """The last hand, with its seats, the table's size and the ``_table_state`` field."""


def pattern_of(table: Table, plan: HandPlan) -> str:
    """The answer pattern of the next deal's plan at this table."""
    previous = table.positions
    assert previous is not None
    if len(plan.dealt_in) == 2 and plan.small_blind == plan.button:
        return HEADS_UP
    others = {seat: post for seat, post in plan.posts.items() if seat not in (plan.small_blind, plan.big_blind)}
    if any(live and dead for live, dead in others.values()):
        return MISSED_BOTH
    if any(dead and not live for live, dead in others.values()):
        return MISSED_SMALL
    waiting = [s for s, p in table.seats.items() if p.new and not p.sitting_out and p.stack > 0
               and s not in plan.dealt_in and not p.waiting_for_big_blind]
    if waiting:
        return NEWCOMER_WAITS
    if others:
        return NEWCOMER_POSTS
    if plan.small_blind is None:
        return NO_SMALL_BLIND
    if plan.button not in plan.dealt_in:
        return DEAD_BUTTON
    if plan.big_blind != next_seat(previous.big_blind, table.seat_count, range(1, table.seat_count + 1)) or \
            plan.button != next_seat(previous.button, table.seat_count, range(1, table.seat_count + 1)):
        return SKIPS
    return PLAIN


def fold_around(table: Table, rng: random.Random) -> None:
    """Deal the next hand and play it out: everyone folds to the big blind (absent players' hands are dead)."""
    hand = table.start_hand(random.Random(rng.getrandbits(32)))
    table.act_for_absent_players()
    while not hand.is_complete:
        if hand.to_call:
            hand.fold()
        else:
            hand.check_or_call()
        table.act_for_absent_players()
    table.end_hand()


def _empty_seats(table: Table) -> list[int]:
    return [s for s in range(1, table.seat_count + 1) if s not in table.seats]


def _gap_seats(table: Table) -> list[int]:
    """Empty seats where a newcomer would sit between the button and the small blind next deal."""
    try:
        plan = table.next_hand_plan()
    except TableError:
        return []
    gap = seats_between(plan.button, plan.positions.small_blind_position, table.seat_count)
    return [s for s in gap if s not in table.seats]


def _playing(table: Table) -> list[int]:
    return [s for s, p in table.seats.items() if not p.sitting_out and p.stack > 0]


def _leave(table: Table, rng: random.Random, target: str) -> None:
    """A player leaves or goes away, often from the blinds (the dead button's cases)."""
    previous = table.positions
    assert previous is not None
    playing = _playing(table)
    if len(playing) <= 2:
        return
    blinds = [s for s in (previous.small_blind, previous.big_blind) if s is not None]
    pick = rng.choice(blinds) if blinds and rng.random() < 0.75 else rng.choice(playing)
    if target == NO_SMALL_BLIND:
        pick = previous.big_blind
    elif target == DEAD_BUTTON and previous.small_blind is not None:
        pick = previous.small_blind
    if pick not in playing or (target == HEADS_UP and len(playing) != 3):
        return
    if table.tournament or rng.random() < 0.5:
        table.stand(pick)
    else:
        table.sit_out(pick)


def _go_away(table: Table, rng: random.Random, target: str) -> None:
    """A player goes away: for a missed small blind only, the one who has just posted the big blind."""
    previous = table.positions
    assert previous is not None
    playing = _playing(table)
    if len(playing) <= 3:
        return
    pick = previous.big_blind if target == MISSED_SMALL else rng.choice(playing)
    if pick in playing:
        table.sit_out(pick)


def _come_back(table: Table, rng: random.Random, target: str) -> None:
    """The players away who owe blinds come back, posting them or waiting for the big blind."""
    post = 0.85 if target in (MISSED_BOTH, MISSED_SMALL) else 0.5
    for seat, player in table.seats.items():
        owing = player.owes_big_blind or player.owes_small_blind
        if player.sitting_out and player.stack > 0 and owing and rng.random() < (0.9 if post > 0.5 else 0.3):
            table.sit_in(seat, post=rng.random() < post)


def _newcomer(table: Table, rng: random.Random, target: str, names: list[str]) -> None:
    """A newcomer sits down: in the gap between the button and the small blind when that is the aim."""
    empty = _empty_seats(table)
    if not empty or not names or table.tournament:
        return
    gap = _gap_seats(table) if target == NEWCOMER_WAITS else []
    seat = rng.choice(gap or empty)
    table.sit(seat, names.pop(), table.level().big_blind * rng.randint(40, 150),
              wait_for_big_blind=target != NEWCOMER_POSTS and rng.random() < 0.2)


def _breaks(table: Table, rng: random.Random, target: str, difficulty: int, names: list[str]) -> None:
    """Deal the session's hands with what happens between them, more likely the events that make ``target``;
    the table is left between hands."""
    if target == MISSED_SMALL:
        hands = 2
    elif target == MISSED_BOTH:
        hands = rng.randint(3, 6)
    else:
        hands = rng.randint(1, 2 if difficulty == 1 else 4)
    leave = {NO_SMALL_BLIND: 0.85, DEAD_BUTTON: 0.85, SKIPS: 0.6, HEADS_UP: 0.7}.get(target, 0.15)
    new = {NEWCOMER_WAITS: 0.95, NEWCOMER_POSTS: 0.95}.get(target, 0.0 if difficulty == 1 else 0.15)
    for number in range(hands):
        fold_around(table, rng)
        last = number == hands - 1
        if number == 0 and not last and (target in (MISSED_BOTH, MISSED_SMALL) or rng.random() < 0.1 * difficulty):
            _go_away(table, rng, target)
        if rng.random() < (leave if last else leave / 4):
            _leave(table, rng, target)
        if last:
            _come_back(table, rng, target)
            if rng.random() < new:
                _newcomer(table, rng, target, names)


def deal_scene(difficulty: int, target: str, rng: random.Random) -> Table:
    """A table between hands (after at least one), shaped to make the answer pattern ``target`` likely."""
    tournament = rng.random() < TOURNAMENT_SHARE[difficulty - 1]
    moving = not tournament and rng.random() < MOVING_SHARE[difficulty - 1]
    if target in (DEAD_BUTTON, NO_SMALL_BLIND):
        moving = False
    small, big = rng.choice(TOURNAMENT_STAKES if tournament else STAKES[:3] if difficulty == 1 else STAKES)
    seat_count = rng.choice((6, 9) if difficulty <= 2 else (9, 10))
    low, high = PLAYERS[difficulty - 1]
    count = 2 if target == HEADS_UP and rng.random() < 0.4 else min(rng.randint(low, high), seat_count)
    if target == HEADS_UP:
        count = min(count, 3)
    names = rng.sample(NAMES, len(NAMES))
    table = Table(seat_count=seat_count, variant="NT", small_blind=small, big_blind=big,
                  button="moving" if moving else "dead", button_seat=rng.randint(1, seat_count),
                  tournament=tournament, min_buy_in=1, name="Table 1")
    for seat in sorted(rng.sample(range(1, seat_count + 1), count)):
        table.sit(seat, names.pop(), big * rng.randint(30, 150))
    _breaks(table, rng, target, difficulty, names)
    return table


def scene_of(table: Table) -> Scene:
    """The scene of a table between hands, after at least one: its last hand's history carrying the table's
    state."""
    last = table.finished[-1]
    history = history_of(last.hand, self_contained=True, seats=last.seats, seat_count=table.seat_count,
                         table=table.name, hand=last.number)
    history.user_fields[TABLE_STATE_FIELD] = table_state(table)
    return Scene(table, history)
