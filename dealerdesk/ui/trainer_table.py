"""What the trainer's table shows: the hand as the dealer sees it at the question (nothing given away), and the
answer on the table once it is graded (the winning cards raised, each pot pushed, or the bets gathered into the
pots they make)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from dealerdesk.play.showdown import winning_cards
from dealerdesk.rules import chips
from dealerdesk.trainer.kinds import kind_of
from dealerdesk.trainer.prompts import caption
from dealerdesk.trainer.question import Question
from dealerdesk.ui.between_hands import between_hands_state
from dealerdesk.ui.table_state import PotState, TableState, pot_label, table_state


def tr(text: str) -> str:
    """Translate in the trainer page's context."""
    return QCoreApplication.translate("TrainerPage", text)


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
        seats = tuple(dataclasses.replace(s, stack=s.stack - won.get(s.seat, 0),
                                          all_in=s.all_in or (s.stack == won.get(s.seat, 0) and not s.folded))
                      for s in state.seats)
        state = dataclasses.replace(state, seats=seats)
    state = as_asked(q, state)
    if kind_of(q.kind).hides_pots and pots:
        # Building the pots is the question: the chips in the middle are one pile until the trainee splits them.
        pots = (PotState(tr("Pot"), sum(p.amount for p in pots)),)
    drawn = kind_of(q.kind).chips_on_table(q)
    if drawn is not None:
        return _with_chips(dataclasses.replace(state, pots=pots), q, *drawn)
    return dataclasses.replace(state, pots=pots)


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
        highlight = winning_cards(q.hand) if len(q.hand.board) == 5 else {}
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
        return table_state(q.hand, q.seats, seat_count, face_up=set(q.hand.shown), caption=caption(q))
    return question_state(q)


def as_asked(q: Question, state: TableState) -> TableState:
    """``state`` as the question may show it: when whose turn it is is the question, no seat is lit."""
    if not kind_of(q.kind).hides_actor:
        return state
    return dataclasses.replace(state, seats=tuple(dataclasses.replace(s, to_act=False) for s in state.seats))
