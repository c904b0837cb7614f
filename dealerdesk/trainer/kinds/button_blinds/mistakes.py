"""The classic slips of the button and the blinds, each the whole plan of the next deal one misconception gives.

A slip is one rule done wrong with every other rule done right (the rule of :mod:`dealerdesk.trainer.core.mistakes`):
the heads-up blinds the wrong way round, the big blind left on last hand's big blind, the dead button moved on to
the next player, a dead small blind moved on, a newcomer dealt in between the button and the blinds, the dead part
of a missed-blind post left out, a missed small blind posted live. :func:`button_slips` works out the plan each
gives — the button, the small blind, the big blind, the other posts and the seats dealt in, in the answer's stored
form — and :func:`button_mistake` names a wrong plan only when it is one of those plans, whole. A plan with a part
left out is named nothing, as fixed limit names nothing without its raise: every slip gives every part, and a blank
is none of them.

The names are stored (the progress database's ``cause``), so they stay English; ``mistakes.label`` shows them
translated.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from dealerdesk.history.table_state import table_of
from dealerdesk.i18n import N_
from dealerdesk.rules.blinds import next_seat, seats_between
from dealerdesk.rules.table import HandPlan, Table
from dealerdesk.trainer.core.question import Question

HEADS_UP_REVERSED = N_("heads-up, the big blind put on the button (the button posts the small blind)", "Mistakes")
BIG_BLIND_TWICE = N_("the big blind given to the same player twice running", "Mistakes")
DEAD_BUTTON_MOVED_ON = N_("the button moved past a dead seat under the dead-button rule", "Mistakes")
SMALL_BLIND_MOVED_ON = N_("a dead small blind moved on to the next player", "Mistakes")
NEWCOMER_BETWEEN = N_("a newcomer dealt in between the blinds and the button", "Mistakes")
DEAD_SMALL_FORGOTTEN = N_("the dead small blind of a missed-blind post forgotten", "Mistakes")
MISSED_SMALL_LIVE = N_("a missed small blind posted live instead of dead", "Mistakes")

CAUSES = (HEADS_UP_REVERSED, BIG_BLIND_TWICE, DEAD_BUTTON_MOVED_ON, SMALL_BLIND_MOVED_ON, NEWCOMER_BETWEEN,
          DEAD_SMALL_FORGOTTEN, MISSED_SMALL_LIVE)
"""Every button-and-blinds mistake the trainer names, in canonical English."""

Slip = tuple[str, dict[str, Any]]
"""A named mistake applied to a question: its cause and the whole plan it gives (the stored answer's form)."""

Posts = dict[int, tuple[int, int]]


def _other_posts(plan: HandPlan) -> Posts:
    """The engine's posts beside its two blinds."""
    return {seat: post for seat, post in plan.posts.items() if seat not in (plan.small_blind, plan.big_blind)}


def _plan(plan: HandPlan, button: int, small: int | None, big: int, *, posts: Posts | None = None,
          dealt_in: Collection[int] | None = None) -> dict[str, Any]:
    """A plan of the next deal in the stored form: these seats for the button and the blinds; the other posts and
    the seats dealt in given, or else the engine's — less any seat these blinds take (it posts the blind, which
    is no other post) and with the blinds dealt in."""
    blinds = {seat for seat in (small, big) if seat is not None}
    others = _other_posts(plan) if posts is None else posts
    dealt = set(plan.dealt_in if dealt_in is None else dealt_in) | blinds
    return {"next_button": button, "next_small_blind": small, "next_big_blind": big,
            "next_posts": {str(seat): [live, dead] for seat, (live, dead) in sorted(others.items())
                           if seat not in blinds},
            "next_dealt_in": sorted(dealt)}


def _seat_slips(table: Table, plan: HandPlan) -> list[Slip]:
    """The slips that put the button or a blind on the wrong seat."""
    last = table.positions
    assert last is not None
    heads_up = len(plan.dealt_in) == 2 and plan.small_blind == plan.button
    slips: list[Slip] = []
    if heads_up:
        slips.append((HEADS_UP_REVERSED, _plan(plan, plan.button, plan.big_blind, plan.button)))
    if last.big_blind in plan.dealt_in:
        if heads_up:  # the heads-up rule still right: the other player has the button and the small blind
            other = next(seat for seat in plan.dealt_in if seat != last.big_blind)
            slips.append((BIG_BLIND_TWICE, _plan(plan, other, other, last.big_blind)))
        else:
            slips.append((BIG_BLIND_TWICE, _plan(plan, plan.button, plan.small_blind, last.big_blind)))
    if table.button == "dead" and plan.button not in plan.dealt_in:
        moved = next_seat(plan.button, table.seat_count, plan.dealt_in)
        slips.append((DEAD_BUTTON_MOVED_ON, _plan(plan, moved, plan.small_blind, plan.big_blind)))
    if plan.small_blind is None:
        big = next_seat(plan.big_blind, table.seat_count, table.rotation())
        slips.append((SMALL_BLIND_MOVED_ON, _plan(plan, plan.button, plan.big_blind, big)))
    return slips


def _newcomers_between(table: Table, plan: HandPlan) -> list[int]:
    """The newcomers the engine leaves out for sitting between the button and the big blind: in the game, not
    waiting for the big blind, yet not dealt in."""
    gap = seats_between(plan.button, plan.big_blind, table.seat_count)
    return [seat for seat in sorted(table.rotation()) if seat in gap and seat not in plan.dealt_in
            and table.seats[seat].new and not table.seats[seat].waiting_for_big_blind]


def button_slips(question: Question) -> list[Slip]:
    """The button-and-blinds slips with the whole plan each gives, in the stored answer's form. Each changes what
    its misconception changes and keeps what the other rules make of it:

    * heads-up reversed: the button stays, the big blind is put on it and the small blind on the other player;
    * the big blind twice: the big blind stays on last hand's big blind (still in the game). Only a rule that
      ties a seat to the big blind moves it too: heads-up the other player has the button and the small blind.
      Otherwise the button and the small blind stay where the rules put them, which do not follow this hand's
      big blind (the dead button puts the small blind where last hand's big blind was and the button where its
      small blind was; the moving button moves the button first and the blinds after it);
    * the dead button moved on: the button on the next seat dealt in after the dead one, the blinds as they are
      (under the dead button they come first);
    * a dead small blind moved on: the small blind on the next player (the big blind's seat) and the big blind
      on the next player after that who could post it;
    * a newcomer dealt in between the button and the big blind: every such newcomer dealt in and posting a big
      blind (nothing in a tournament), as a newcomer who plays at once does;
    * the dead small blind of a missed-blind post left out, or a missed small blind posted live: every such post
      (each player the misconception applies to gets it).

    The posts and the seats dealt in are otherwise the engine's: a seat a slip makes a blind posts that blind
    (so it is no other post) and is dealt in. A slip that gives the right plan, or the plan an earlier slip
    gives, is left out."""
    table = table_of(question.history)
    plan = table.next_hand_plan()
    slips = _seat_slips(table, plan)
    others = _other_posts(plan)
    let_in = _newcomers_between(table, plan)
    if let_in:
        paid = (0, 0) if table.tournament else (table.level().big_blind, 0)
        posts = {**others, **{seat: paid for seat in let_in if paid != (0, 0)}}
        slips.append((NEWCOMER_BETWEEN, _plan(plan, plan.button, plan.small_blind, plan.big_blind, posts=posts,
                                              dealt_in={*plan.dealt_in, *let_in})))
    both = {seat: (live, 0) for seat, (live, dead) in others.items() if live and dead}
    if both:
        slips.append((DEAD_SMALL_FORGOTTEN, _plan(plan, plan.button, plan.small_blind, plan.big_blind,
                                                  posts={**others, **both})))
    small_only = {seat: (dead, 0) for seat, (live, dead) in others.items() if dead and not live}
    if small_only:
        slips.append((MISSED_SMALL_LIVE, _plan(plan, plan.button, plan.small_blind, plan.big_blind,
                                               posts={**others, **small_only})))
    seen = [_plan(plan, plan.button, plan.small_blind, plan.big_blind)]
    kept: list[Slip] = []
    for cause, answer in slips:
        if answer not in seen:
            seen.append(answer)
            kept.append((cause, answer))
    return kept


def button_mistake(question: Question, given: Mapping[str, Any]) -> str | None:
    """The slip of :func:`button_slips` whose whole plan was given (the stored form; a part left out is absent
    from it, so no slip's), or None."""
    return next((cause for cause, answer in button_slips(question) if answer == dict(given)), None)
