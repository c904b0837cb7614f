"""The table is a view of what has happened, never of the answer: for every question kind and every step of a dealt
game, what the table shows before the verdict (the pots, the bets, the stacks, the caption, the raised cards, the
lit seat) is compared with the question's answer, and nothing asked may be on it. What a dealer legitimately sees
stays: the bets in front, the stacks behind, the pot of the earlier streets."""

from __future__ import annotations

import random
from collections.abc import Mapping

from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from dealerdesk.history.actions import PHHDealBoard, PHHDealHole
from dealerdesk.history.replay import replay
from dealerdesk.rules.game import Game
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.dealing import DealerStep, LiveGame, Step
from dealerdesk.trainer.generator import generate
from dealerdesk.trainer.kinds.base import Request
from dealerdesk.trainer.kinds.chips import answer as chips_answer
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.prompts import caption
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.felt.state import TableState
from dealerdesk.ui.training.trainer_table import question_state, step_answer_state, step_question_state
from tests.trainer.test_dealing import steps_of


def _middle_at_street_start(q: Question) -> int:
    """The chips in the middle when the question's street began (the engine replayed to its last deal)."""
    actions = q.history.actions
    dealt = max((i for i, a in enumerate(actions) if isinstance(a, PHHDealBoard | PHHDealHole)), default=-1)
    return replay(q.history, count=dealt + 1).middle


def shown_answers(q: Question, state: TableState, *, rake_behind: bool = False,
                  raised: Mapping[int, set[int]] | None = None, awarded: bool = False) -> list[str]:
    """What ``state`` shows of ``q``'s answer (empty: nothing). ``rake_behind``: a dealt step after the rake step
    (the house's chips may be out of the pot); ``raised``: cards an earlier step's answer raised (a read hand);
    ``awarded``: the award step is behind (the winners may be marked, not yet paid)."""
    problems: list[str] = []
    kind = kind_of(q.kind)
    if state.total_pot is not None:
        problems.append(f"the total pot {state.total_pot}")
    if not awarded:
        problems += [f"seat {s.seat} says it won {s.won}" for s in state.seats if s.won]
        problems += [f"the result {line!r}" for line in state.result]
    if kind.table_between_hands(q) is not None:
        return problems  # the last hand's table: the next deal is the question
    hand = q.hand
    by_seat = {seat: position for position, seat in enumerate(q.seats)}
    seats = {s.seat: s for s in state.seats}
    if kind.hides_actor and any(s.to_act for s in state.seats):
        problems.append("the seat to act is lit")
    if q.kind == Kind.CHIPS:
        problems += chips_shown(q, state)
    if any(field.key == "pot_total" for field in kind.inputs(q)) and any(not p.hidden for p in state.pots):
        problems.append("a pot's amount is written while the pot is asked")
    if not hand.is_complete:
        middle = sum(p.amount for p in state.pots if not p.chips)
        start = _middle_at_street_start(q)
        if not any(p.chips for p in state.pots) and middle != start:
            problems.append(f"the middle holds {middle}, the pot before this street was {start}: bets swept in")
        if q.kind == Kind.SIDE_POTS:
            asked = sum(int(p["amount"]) for p in q.answer["pots"]) + sum(q.answer["returned"].values())
            on_table = middle + sum(s.bet for s in state.seats)
            if on_table != asked:
                problems.append(f"pots and bets hold {on_table} of the {asked} chips in play")
            for player, amount in q.answer["returned"].items():
                seat = seats[q.seat_of(player)]
                if seat.bet < amount:
                    problems.append(f"seat {seat.seat}'s uncalled {amount} is back in the stack ({seat.stack})")
        return problems
    won: dict[int, int] = {}
    for award in hand.awards:
        won[award.player] = won.get(award.player, 0) + award.amount
    for seat in state.seats:
        position = by_seat.get(seat.seat)
        if position is not None and won.get(position) and seat.stack != hand.stacks[position] - won[position]:
            problems.append(f"seat {seat.seat} is paid: {seat.stack}")
    if any(p.winners for p in state.pots) and not awarded:
        problems.append("the pots are pushed")
    highlight = {by_seat[s.seat]: set(s.highlight) for s in state.seats if s.highlight}
    if highlight and highlight != dict(raised or {}) and not awarded:
        problems.append(f"cards raised: {highlight}")
    if state.result:
        problems.append("the result is shown")
    taken = hand.rake_taken
    if taken is not None and taken.total and not rake_behind:
        if state.caption != caption(q):
            problems.append(f"the caption says the house's take: {state.caption!r}")
        if sum(p.amount for p in state.pots) != taken.pot:
            problems.append(f"the pots hold {sum(p.amount for p in state.pots)}, not the {taken.pot} raked")
    return problems


def chips_shown(q: Question, state: TableState) -> list[str]:
    """What a chips question's table shows of its answer: the pot's chips must be the stored pot as it was put in
    (never coloured up), a pot to count must keep its amount hidden, and a change question's chip put out must be
    the one the player calls with."""
    problems: list[str] = []
    task = chips_answer.task_of(q.answer)
    pot = chips_answer.pile_of(q.answer["pot_chips"])
    drawn = [{value: count for value, count, _rgb in p.chips} for p in state.pots]
    if drawn != [pot]:
        problems.append(f"the middle shows {drawn}, not the pot's chips {pot}")
    if task is chips_answer.Task.COUNT and not all(p.hidden for p in state.pots):
        problems.append("the pot to count shows its amount")
    put_out = [s.put_out[0] for s in state.seats if s.put_out is not None]
    if put_out != ([q.answer["tendered"]] if task is chips_answer.Task.CHANGE else []):
        problems.append(f"chips put out: {put_out}")
    return problems


def felt_texts(state: TableState) -> list[str]:
    """Every text the table draws for ``state`` (plates, pots, bets, markers, caption, legend)."""
    scene = TableScene()
    scene.show_state(state)
    return [item.text() for item in scene.items() if isinstance(item, QGraphicsSimpleTextItem)]


def test_no_text_on_the_felt_gives_a_chip_count_away(qtbot: QtBot) -> None:
    """A pot to count is on the felt only as chips: no text the table draws says what it holds — in the number's
    written form or bare — at any difficulty, a cash game or a tournament."""
    found: list[str] = []
    counted = 0
    for difficulty in (1, 2, 3, 4):
        rng = random.Random(f"chips-count-away-{difficulty}")
        for number in range(12):
            q = generate(Request(Kind.CHIPS, difficulty), rng, key=f"count-{difficulty}-{number}")
            if chips_answer.task_of(q.answer) is not chips_answer.Task.COUNT:
                continue
            counted += 1
            total = q.answer["pot_total"]
            texts = felt_texts(question_state(q))
            shown = [text for text in texts if text.replace(",", "").replace("\u00a0", "") == str(total)]
            found += [f"{q.key}: {text!r} on the felt" for text in shown]
            if "?" not in texts:
                found.append(f"{q.key}: the pot's plate does not hide its amount")
    assert counted >= 8, counted
    assert not found, "\n".join(found)


AFTER_RAKE = (Step.READ, Step.AWARD, Step.SPLIT)


def _dealt_problems(steps: list[DealerStep]) -> list[str]:
    """Every step's table while it is asked, and the table the step before leaves on (the verdict, shown until
    the step is asked), against the step's answer."""
    found: list[str] = []
    previous: DealerStep | None = None
    for step in steps:
        q = step.question
        where = f"hand {step.hand_number} {step.step}"
        behind = step.step in AFTER_RAKE
        awarded = step.step is Step.SPLIT
        found += [f"{where} asked: {p}"
                  for p in shown_answers(q, step_question_state(step), rake_behind=behind, awarded=awarded)]
        same_table = previous is not None and previous.hand_number == step.hand_number and \
            len(q.history.actions) == step.shown_from
        if previous is not None and same_table and step.step is not Step.POSTS:
            raised = kind_of(previous.question.kind).cards_answered(previous.question) \
                if previous.step is Step.READ else None
            left = step_answer_state(previous)
            found += [f"{where} after the {previous.step} verdict: {p}"
                      for p in shown_answers(q, left, rake_behind=behind, raised=raised, awarded=awarded)]
        previous = step
    return found


def test_no_table_shows_the_answer_before_the_verdict() -> None:
    found: list[str] = []
    # Every trainer kind, several seeds and every difficulty.
    for kind in Kind:
        for difficulty in (1, 2, 3, 4):
            rng = random.Random(f"nothing-away-{kind}-{difficulty}")
            for number in range(3):
                q = generate(Request(kind, difficulty), rng, key=f"{kind}-{difficulty}-{number}")
                found += [f"{kind} d{difficulty} #{number}: {p}" for p in shown_answers(q, question_state(q))]
    # Dealt games: raked, hi/lo, short stacks (side pots), every step of many hands.
    asked: set[Step] = set()
    for seed, game, difficulty, rake in [(1, Game.OMAHA_HILO, 3, "jackpot"), (2, Game.HOLDEM, 4, "capped"),
                                         (3, Game.OMAHA, 4, "jackpot"), (4, Game.OMAHA_HILO, 4, "five-percent"),
                                         (5, Game.HOLDEM, 2, "jackpot")]:
        steps = steps_of(LiveGame(difficulty, random.Random(seed), (game,), rake=rake), 12)
        asked |= {s.step for s in steps}
        found += [f"{game} seed {seed}: {p}" for p in _dealt_problems(steps)]
    assert asked == set(Step), set(Step) - asked
    assert not found, "\n".join(found[:25])


def test_a_call_hand_verdict_raises_the_called_hand_not_the_winners() -> None:
    """Calling one player's hand: the verdict raises that hand's five cards (its low's too), whoever won."""
    from dealerdesk.evaluation.cards import parse_cards  # noqa: PLC0415
    from dealerdesk.trainer.kinds.call_hand import calls as hand_calls  # noqa: PLC0415
    from dealerdesk.ui.training.trainer_table import answer_state  # noqa: PLC0415

    losers = 0
    for difficulty in (1, 2, 3, 4):
        rng = random.Random(f"called-hand-{difficulty}")
        for number in range(6):
            q = generate(Request(Kind.CALL_HAND, difficulty), rng, key=f"call-{difficulty}-{number}")
            player, _pattern = hand_calls.asked(q.hand)
            call = q.answer["calls"][f"p{player + 1}"]
            five = set(parse_cards(call["cards"])) | set(parse_cards(call["low_cards"] or ""))
            state = answer_state(q)
            raised = {s.seat: set(s.highlight) for s in state.seats if s.highlight}
            assert raised == {q.seats[player]: five}, (q.key, raised)
            assert state.board_highlight == five & set(q.hand.board)
            losers += all(a.player != player for a in q.hand.awards)
    assert losers, "no called hand lost: the test no longer tells the called hand from the winner's"
