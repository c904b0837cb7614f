"""What the trainer's table shows: the hand as the dealer sees it at the question (nothing given away), and the
answer on the table once it is graded (the winning cards raised, each pot pushed, or the bets gathered into the
pots they make).

The table is a view of what has happened, never of the answer: at a question asked as a betting round ends, the
engine has already gathered the bets and given back the uncalled chips, so the table shows the moment before
(every bet of the street in front of its player, the uncalled chips among them, the pot from earlier streets in
the middle); at a finished hand the pots are not pushed, the stacks not paid and the rake not taken until a verdict
says so. A dealt game's steps each draw only what the steps before them have answered
(:func:`step_question_state`, :func:`step_answer_state`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from dealerdesk.history.replay import replay
from dealerdesk.i18n import translate
from dealerdesk.play.showdown import winning_cards
from dealerdesk.rules import chips
from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.dealing import DealerStep, Step
from dealerdesk.trainer.prompts import caption
from dealerdesk.ui.felt.state import PotState, TableState, pot_label, table_state
from dealerdesk.ui.training.between_hands import between_hands_state


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return translate("TrainerPage", text)


def question_state(q: Question) -> TableState:
    """The table as the dealer sees it at the question: who wins is not shown before the answer."""
    between = kind_of(q.kind).table_between_hands(q)
    if between is not None:
        return between_hands_state(between, tr("%1 · last hand").replace("%1", caption(q)))
    state = table_state(q.hand, q.seats, q.history.seat_count or max(q.seats), face_up=set(q.hand.shown),
                        caption=caption(q))
    pots = tuple(dataclasses.replace(p, winners=()) for p in state.pots)
    won: dict[int, int] = {}
    for award in q.hand.awards:  # the stacks before the pots are pushed: what they win is the question
        won[q.seats[award.player]] = won.get(q.seats[award.player], 0) + award.amount
    if won:
        # Nor does any seat say what it won, nor the board the result: both are the verdict's.
        seats = tuple(dataclasses.replace(s, stack=s.stack - won.get(s.seat, 0), won=0,
                                          all_in=s.all_in or (s.stack == won.get(s.seat, 0) and not s.folded))
                      for s in state.seats)
        state = dataclasses.replace(state, seats=seats, result=())
    state = as_asked(q, state)
    drawn = kind_of(q.kind).chips_on_table(q)
    if drawn is not None:
        # The chips in the middle are the question, every one of them on the felt: a round that has ended is
        # already gathered in (the pot the stored answer counts or colours up), never still in front as well.
        return _with_chips(_chip_put_out(q, state), q, *drawn)
    before = _before_gathering(q)
    if before is not None:
        state, pots = _bets_in_front(state, q, before)
    if kind_of(q.kind).hides_pots and pots:
        # Building the pots is the question: the chips in the middle are one pile until the trainee splits them.
        pots = (PotState(tr("Pot"), sum(p.amount for p in pots)),)
    if any(field.key == "pot_total" for field in kind_of(q.kind).inputs(q)):
        # Counting the pot is the question: its chips stay in the middle, their sum is not written beside them
        # (a dealer keeps the pot's count from the earlier streets' action, which the situation lists).
        pots = tuple(dataclasses.replace(p, hidden=True) for p in pots)
    return dataclasses.replace(state, pots=pots)


def _chip_put_out(q: Question, state: TableState) -> TableState:
    """``state`` with the chip a player has just put out (the kind says which) in front of them."""
    put_out = kind_of(q.kind).chip_put_out(q)
    if put_out is None:
        return state
    position, value = put_out
    chip = chips.house_chip_set().chip(value)
    seats = tuple(dataclasses.replace(s, put_out=(value, chip.rgb)) if s.seat == q.seats[position] else s
                  for s in state.seats)
    return dataclasses.replace(state, seats=seats)


def _before_gathering(q: Question) -> Hand | None:
    """The hand just before the question's last action, when that action ended a betting round (the engine then
    gathered the bets and gave back the uncalled chips at once); None otherwise."""
    hand = q.hand
    actions = q.history.actions
    if hand.is_complete or hand.actor is not None or not actions:
        return None
    before = replay(q.history, count=len(actions) - 1)
    return before if before.actor is not None else None


def _bets_in_front(state: TableState, q: Question, before: Hand) -> tuple[TableState, tuple[PotState, ...]]:
    """``state`` at the moment the round ended, before the dealer gathers it: each player's bets of the street in
    front of them (the last action's chips added, any uncalled chips still among them), the stacks without the
    chips given back, and in the middle only the pot of the earlier streets."""
    hand = q.hand
    by_seat = {seat: position for position, seat in enumerate(q.seats)}
    seats = []
    for seat in state.seats:
        position = by_seat.get(seat.seat)
        if position is None:
            seats.append(seat)
            continue
        given_back = hand.returned.get(position, 0) - before.returned.get(position, 0)
        added = hand.committed[position] + given_back - before.committed[position]
        stack = before.stacks[position] - added
        seats.append(dataclasses.replace(seat, bet=before.bets[position] + added, stack=stack,
                                         all_in=stack == 0 and not hand.folded[position]))
    pots = (PotState(pot_label(0), before.middle),) if before.middle else ()
    return dataclasses.replace(state, seats=tuple(seats), pots=pots), pots


def _with_chips(state: TableState, q: Question, pile: Mapping[int, int], hidden: bool) -> TableState:
    """The middle drawn as the room's chips by denomination (one pot: what the dealer counts or colours up), with
    the legend of the chips in play."""
    chip_set = chips.house_chip_set()
    # The chips in play up to the biggest that could be on this table (no 5,000s in the legend of a 1/2 game).
    biggest = max([chips.total(pile), *(s.stack + s.bet for s in state.seats)])
    values = [int(v) for v in q.answer.get("chip_set") or ()]
    in_play = [v for v in values if v <= biggest] or values[:1]
    legend = tuple((value, chip_set.chip(value).rgb, chip_set.chip(value).colour_name()) for value in in_play)
    drawn = tuple((value, count, chip_set.chip(value).rgb) for value, count in sorted(pile.items(), reverse=True))
    pots = (PotState(tr("Pot"), chips.total(pile), chips=drawn,
                     hidden=hidden),) if pile else ()
    return dataclasses.replace(state, pots=pots, chip_legend=legend)


def _taken(q: Question) -> str:
    """What the house took from a raked hand's pot, said under the board once the pots are pushed ("" unraked)."""
    taken = q.hand.rake_taken
    if taken is None:
        return ""
    if taken.jackpot_drop:
        return tr(" · raked {rake}, jackpot drop {drop}").format(rake=taken.rake, drop=taken.jackpot_drop)
    return tr(" · raked {rake}").format(rake=taken.rake)


def answer_state(q: Question) -> TableState:
    """The table with the answer on it: a finished hand with its winning cards raised and each pot pushed to
    its winners; side pots with every bet gathered into the pots it makes; the next deal at a table between
    hands; else the table as asked."""
    between = kind_of(q.kind).table_between_hands(q)
    if between is not None:
        return between_hands_state(between, tr("%1 · the next deal").replace("%1", caption(q)),
                                   between.next_hand_plan())
    seat_count = q.history.seat_count or max(q.seats)
    if q.hand.is_complete:
        asked = kind_of(q.kind).cards_answered(q)
        highlight = asked if asked is not None else winning_cards(q.hand) if len(q.hand.board) == 5 else {}
        return table_state(q.hand, q.seats, seat_count, face_up=set(q.hand.shown), highlight=highlight,
                           caption=caption(q) + _taken(q))
    drawn = kind_of(q.kind).chips_on_table(q)
    if drawn is not None:
        # The answer on the table: the pot's amount shown, or the pot coloured up.
        pile = kind_of(q.kind).chips_answered(q)
        return _with_chips(question_state(q), q, pile if pile is not None else drawn[0], False)
    laid_out = kind_of(q.kind).pots_on_table(q)
    if laid_out is not None:
        state = table_state(q.hand, q.seats, seat_count, face_up=set(q.hand.shown), caption=caption(q))
        pots = tuple(PotState(pot_label(i), amount) for i, amount in enumerate(laid_out))
        seats = tuple(dataclasses.replace(s, bet=0) for s in state.seats)
        return dataclasses.replace(state, pots=pots, seats=seats)
    if kind_of(q.kind).hides_actor:  # the answer: the seat to act lit (or none, the round over)
        if _before_gathering(q) is not None:
            return question_state(q)  # the round over: no seat lit, the bets still in front for the gather
        return table_state(q.hand, q.seats, seat_count, face_up=set(q.hand.shown), caption=caption(q))
    return question_state(q)


def as_asked(q: Question, state: TableState) -> TableState:
    """``state`` as the question may show it: when whose turn it is is the question, no seat is lit."""
    if not kind_of(q.kind).hides_actor:
        return state
    return dataclasses.replace(state, seats=tuple(dataclasses.replace(s, to_act=False) for s in state.seats))


HOUSE_FIRST = (Step.READ, Step.AWARD, Step.SPLIT)
"""The steps after the rake step in a dealt hand: the house's chips are out of the pot by then."""


def step_question_state(step: DealerStep) -> TableState:
    """The table at a dealt game's step: the question's table, with what the steps before it answered (the rake
    out of the pot once the rake step is behind) and nothing the step, or a step after it, asks."""
    q = step.question
    state = question_state(q)
    if step.step is Step.SPLIT:
        return _awarded(q, _house_taken(q, state))
    return _house_taken(q, state) if step.step in HOUSE_FIRST else state


def step_answer_state(step: DealerStep) -> TableState:
    """The table once a dealt game's step is graded: its own answer on it, never a later step's — the showdown
    called leaves the pots and the rake alone; the rake takes the house's chips out of the pot; a read raises the
    cards of the hand read; the award in hi/lo marks who wins each pot (the split, next, says how much); the
    last step pushes the pots. Any other step's answer is drawn as in the trainer."""
    q = step.question
    if not q.hand.is_complete:
        return answer_state(q)
    state = question_state(q)
    if step.step is Step.SHOWDOWN:
        return state
    state = _house_taken(q, state)
    if step.step is Step.RAKE and "awards" not in q.answer:
        return state
    if step.step is Step.READ:
        return _raised(q, state, kind_of(q.kind).cards_answered(q) or {})
    if step.step is Step.AWARD and q.hand.variant.game.is_hilo:
        return _awarded(q, state)
    answered = answer_state(q)
    return dataclasses.replace(answered, pots=_house_taken(q, answered).pots)


def _awarded(q: Question, state: TableState) -> TableState:
    """``state`` with each pot's winners marked and their cards raised, the stacks not yet paid (how much each
    gets is the split's question)."""
    winners = {index: pot.winners for index, pot in enumerate(answer_state(q).pots)}
    pots = tuple(dataclasses.replace(p, winners=winners.get(i, ())) for i, p in enumerate(state.pots))
    highlight = winning_cards(q.hand) if len(q.hand.board) == 5 else {}
    return dataclasses.replace(_raised(q, state, highlight), pots=pots)


def _house_taken(q: Question, state: TableState) -> TableState:
    """``state`` with the rake and the drop out of the pots and said under the board (unraked: as it is)."""
    taken = q.hand.rake_taken
    if taken is None or not taken.total:
        return state
    pots = tuple(dataclasses.replace(pot, amount=pot.amount - (taken.from_pots[i] if i < len(taken.from_pots) else 0))
                 for i, pot in enumerate(state.pots))
    text = _taken(q)
    caption = state.caption if state.caption.endswith(text) else state.caption + text
    return dataclasses.replace(state, pots=pots, caption=caption)


def _raised(q: Question, state: TableState, cards: Mapping[int, set[int]]) -> TableState:
    """``state`` with ``cards`` (by position) raised in the players' hands and on the board."""
    by_seat = {seat: position for position, seat in enumerate(q.seats)}
    seats = tuple(dataclasses.replace(s, highlight=frozenset(cards.get(by_seat[s.seat], ())))
                  if s.seat in by_seat else s for s in state.seats)
    board = frozenset(c for held in cards.values() for c in held if c in q.hand.board)
    return dataclasses.replace(state, seats=seats, board_highlight=board)
