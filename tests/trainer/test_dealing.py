"""Dealing a live game: the controller that plays a table of computer players and stops at each dealer
step, and the session mode that asks, grades and records the steps."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerdesk.history.replay import replay
from dealerdesk.rules.game import Game, Structure
from dealerdesk.rules.records import BetOrRaise
from dealerdesk.solve import contract_fields, solve
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.dealing import DealerStep, DealingError, LiveGame, Step, floor_words, kinds_for_step
from dealerdesk.trainer.grading import grade
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import PlanError, SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store


def steps_of(game: LiveGame, hands: int) -> list[DealerStep]:
    """Every step of the game's first ``hands`` hands."""
    steps = []
    while True:
        step = game.next_step()
        if step.hand_number > hands:
            return steps
        steps.append(step)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), difficulty=st.integers(1, 4), game=st.sampled_from(list(Game)),
       seats=st.one_of(st.none(), st.integers(2, 10)))
def test_every_step_is_a_question_its_kind_grades_and_the_engine_answers(seed: int, difficulty: int, game: Game,
                                                                        seats: int | None) -> None:
    live = LiveGame(difficulty, random.Random(seed), (game,), seats)
    for step in steps_of(live, 4):
        question = step.question
        assert question.kind in kinds_for_step(step.step)
        assert live.variant.game is game
        # The answer is the engine's on the hand as the step shows it (solve keys), never the controller's own.
        if step.step is not Step.POSTS:
            solved = contract_fields(solve(replay(question.history)))
            assert question.answer == {key: solved[key] for key in question.answer}
        verdict = grade(question, kind_of(question.kind).right_answer(question))
        assert verdict.correct, (step.step, question.answer, verdict.parts)
        assert floor_words(step, verdict) == ""


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), difficulty=st.integers(1, 4), game=st.sampled_from(list(Game)))
def test_chips_are_conserved_and_no_stack_goes_negative(seed: int, difficulty: int, game: Game) -> None:
    """At every step: the chips brought to the table are on it (in the stacks, the bets and the pot of the hand
    being dealt), taken by the house or carried away by players who left."""
    live = LiveGame(difficulty, random.Random(seed), (game,))
    assert live.chips_at_table == live.brought
    while live.hands_dealt < 6:
        live.next_step()
        table, hand = live.table, live.table.hand
        assert all(p.stack >= 0 for p in table.seats.values())
        on_table = live.chips_at_table
        if hand is not None and table.plan is not None and not hand.is_complete:
            assert min(hand.stacks) >= 0
            started = sum(table.seats[s].stack for s in table.plan.dealt_in)
            on_table += sum(hand.stacks) + sum(hand.bets) + hand.middle - started
        elif hand is not None and hand.is_complete:
            assert hand.final_stacks is not None and min(hand.final_stacks) >= 0
            continue  # (settled into the seats with the rake counted once the hand's last step is asked)
        assert on_table + live.house + live.carried_away == live.brought


def test_a_seeded_game_deals_the_same_steps_whatever_the_answers() -> None:
    """The steps never change the hand: a trainee who answers wrong deals the same game from the right state."""
    first = [(s.step, s.question.history, s.question.answer) for s in steps_of(LiveGame(3, random.Random(7)), 5)]
    again = [(s.step, s.question.history, s.question.answer) for s in steps_of(LiveGame(3, random.Random(7)), 5)]
    assert first == again
    other = [(s.step, s.question.history) for s in steps_of(LiveGame(3, random.Random(8)), 5)]
    assert other != [(step, history) for step, history, _answer in first]


def test_every_step_comes_in_the_games_that_have_it() -> None:
    seen: Counter[Step] = Counter()
    for seed, game, difficulty in [(1, Game.OMAHA_HILO, 4), (2, Game.HOLDEM, 4), (3, Game.OMAHA, 3)]:
        live = LiveGame(difficulty, random.Random(seed), (game,), seats=6)
        seen.update(step.step for step in steps_of(live, 25))
    assert set(Step) <= set(seen), set(Step) - set(seen)
    assert all(kinds_for_step(step) for step in Step)  # every step has a kind that grades it


def test_a_hand_steps_in_a_dealers_order() -> None:
    """Posts before anything else of a hand; the gathers street by street; the showdown steps after the betting, the
    rake taken out of the pot before the hands are read, awarded and split."""
    order = [Step.POSTS, Step.POT, Step.RULING, Step.ACTION, Step.GATHER, Step.SHOWDOWN, Step.RAKE, Step.READ,
             Step.AWARD, Step.SPLIT]
    showdown = {Step.RAKE, Step.READ, Step.AWARD, Step.SPLIT}
    live = LiveGame(4, random.Random(11), (Game.OMAHA_HILO,))
    steps = steps_of(live, 12)
    for hand in range(1, 13):
        mine = [s for s in steps if s.hand_number == hand]
        assert all(s.step is not Step.POSTS for s in mine[1:])
        assert [s.step for s in mine if s.step in showdown] == sorted(
            (s.step for s in mine if s.step in showdown), key=order.index)
        counts = [len(s.question.history.actions) for s in mine]
        assert counts == sorted(counts) or mine[0].step is Step.POSTS
        betting = [s for s in mine if s.step in (Step.POT, Step.RULING, Step.GATHER)]
        last_betting = max((len(s.question.history.actions) for s in betting), default=0)
        assert all(len(s.question.history.actions) >= last_betting for s in mine if s.step in showdown)
    for earlier, later in pairwise(steps):
        assert later.hand_number >= earlier.hand_number


def test_a_pot_request_is_answered_then_the_player_bets_the_pot() -> None:
    live = LiveGame(4, random.Random(5), (Game.OMAHA,))
    checked = 0
    step = live.next_step()
    for _ in range(400):
        nxt = live.next_step()
        if step.step is Step.POT and nxt.hand_number == step.hand_number:
            assert live.variant.structure is Structure.POT
            asked = len(step.question.history.actions)
            # The player's next action is the raise to the amount the dealer should have said.
            action = replay(nxt.question.history).log
            raises = [r for r in action if isinstance(r, BetOrRaise)]
            assert any(r.raise_to == step.question.answer["max_raise_to"] for r in raises)
            assert len(nxt.question.history.actions) > asked
            checked += 1
        step = nxt
    assert checked >= 3


def test_harder_games_bring_more_all_ins_and_side_pots() -> None:
    def multi_pot_share(difficulty: int) -> float:
        live = LiveGame(difficulty, random.Random(difficulty), (Game.HOLDEM,), seats=8)
        gathers = [s for s in steps_of(live, 40) if s.step is Step.GATHER]
        return sum(len(s.question.answer["pots"]) > 1 for s in gathers) / len(gathers)

    assert multi_pot_share(4) > multi_pot_share(1)
    assert LiveGame(4).pace < LiveGame(1).pace


def test_a_wrong_step_gets_the_floors_words_with_the_named_mistake() -> None:
    live = LiveGame(3, random.Random(3), (Game.HOLDEM,), seats=6)
    step = next(s for s in iter(live.next_step, None) if s.step is Step.GATHER and len(s.question.answer["pots"]) == 1)
    right = step.question.answer["pots"][0]
    wrong = {"pots": [{"amount": right["amount"] - 1, "eligible": right["eligible"]}], "returned": {}}
    verdict = grade(step.question, wrong)
    words = floor_words(step, verdict)
    assert words.startswith("Floor: ")
    assert str(right["amount"]) in words


@pytest.mark.parametrize(("arguments", "message"), [
    ({"difficulty": 5}, "difficulty"),
    ({"seats": 1}, "2 to 10"),
    ({"seats": 11}, "2 to 10"),
    ({"rake": "half the pot"}, "house rake"),
])
def test_an_impossible_game_is_refused_with_a_clear_message(arguments: dict[str, object], message: str) -> None:
    with pytest.raises(DealingError, match=message):
        LiveGame(**arguments)  # type: ignore[arg-type]


def test_a_dealt_session_records_every_step_and_reports_hands_per_hour() -> None:
    store = Store(":memory:")
    profile = store.create_profile("Trainee").id
    now = [0.0]
    session = TrainingSession(SessionPlan(mode=Mode.DEAL, hands=3, difficulty=2), store, profile,
                              random.Random(4), clock=lambda: now[0])
    asked = 0
    while not session.finished:
        question = session.next_question()
        assert session.step is not None and session.step.hand_number <= 3
        right = kind_of(question.kind).right_answer(question)
        answer = right if asked % 3 else {}
        now[0] += 6.0
        verdict = session.answer(question, answer, 6.0)
        assert verdict.correct == bool(asked % 3)
        asked += 1
    assert session.hands_dealt == 3
    assert session.answered == asked
    assert session.error_rate == pytest.approx(len(range(0, asked, 3)) / asked)
    assert session.hands_per_hour() == pytest.approx(3 / (asked * 6.0 / 3600))
    attempts = store.attempts(profile)
    assert len(attempts) == asked
    assert {a.mode for a in attempts} == {Mode.DEAL}
    assert len({a.question_key for a in attempts}) == asked


def test_a_dealt_session_stops_at_the_end_of_the_hand_when_time_is_up() -> None:
    now = [0.0]
    store = Store(":memory:")
    session = TrainingSession(SessionPlan(mode=Mode.DEAL, hands=None, minutes=1, difficulty=1), store,
                              store.create_profile("Trainee").id, random.Random(9), clock=lambda: now[0])
    question = session.next_question()
    hand = session.step.hand_number if session.step else 0
    now[0] = 120.0  # the minutes are up in the middle of the hand
    while True:
        session.answer(question, {}, 1.0)
        if session.finished:
            break
        question = session.next_question()
        assert session.step is not None and session.step.hand_number == hand  # the hand in play is finished
    assert session.hands_dealt == hand


@pytest.mark.parametrize(("plan", "message"), [
    (SessionPlan(mode=Mode.DEAL, hands=0), "at least one hand"),
    (SessionPlan(mode=Mode.DEAL, seats=12), "2 to 10"),
    (SessionPlan(mode=Mode.DEAL, rake="nope"), "house rake"),
])
def test_an_impossible_dealt_session_is_refused(plan: SessionPlan, message: str) -> None:
    with pytest.raises(PlanError, match=message):
        plan.check()
