"""The button question's explanation says the right thing about every seat it names, over every scenario the
generator deals (each difficulty, both button rules, cash and tournament): a seat the big blind passes is either
the one that takes the button or the small blind this hand, or one whose player is not in the game — described as
the table holds it (empty, away, just sat down, back owing missed blinds, waiting for the big blind); a player not
dealt in is called new only when they are, and a returning player is never said to have just sat down."""

from __future__ import annotations

import random
import re

import pytest

from dealerdesk.rules.blinds import seats_between
from dealerdesk.rules.table import HandPlan, Table
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.button_blinds.explain import explain_plan, passed_seat_words
from dealerdesk.trainer.kinds.button_blinds.kind import _state_table
from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind


def what_the_table_says(table: Table, plan: HandPlan, seat: int) -> set[str]:
    """The descriptions the table's state allows of a seat the big blind passes."""
    player = table.seats.get(seat)
    if seat == plan.small_blind:
        return {"posts the small blind"}
    if seat == plan.button:
        return {"takes the button"}
    if player is None:
        return {"is empty"}
    allowed = set()
    if player.sitting_out or player.stack == 0:
        allowed.add("is away")
    if player.new:
        allowed.add("has just sat down")
    if player.owes_big_blind or player.owes_small_blind:
        allowed.add("is back, owing missed blinds")
    if player.waiting_for_big_blind:
        allowed.add("waits for the big blind")
    return allowed


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_every_seat_the_explanation_names_is_described_as_the_table_holds_it(difficulty: int) -> None:
    rng = random.Random(f"button-words-{difficulty}")
    passed_seen = 0
    for number in range(120):
        question = generate(Request(Kind.BUTTON_BLINDS, difficulty), rng, key=f"words-{difficulty}-{number}")
        table = _state_table(question)
        plan = table.next_hand_plan()
        last = table.positions
        assert last is not None
        for seat in seats_between(last.big_blind, plan.big_blind, table.seat_count):
            words = passed_seat_words(table, plan, seat)
            said = words.removeprefix(f"seat {seat} ")
            assert said in what_the_table_says(table, plan, seat), (question.key, seat, words)
            if seat in plan.dealt_in:  # a player in the game is passed only as the button or the small blind
                assert seat in (plan.button, plan.small_blind), (question.key, seat)
            passed_seen += 1
        for line in explain_plan(question.history, table, plan):
            found = re.match(r"Seat (\d+) \(.*?\) (has just sat down|is back, owing)", line)
            if found:
                player = table.seats[int(found[1])]
                assert player.new == (found[2] == "has just sat down"), (question.key, line)
                assert int(found[1]) not in plan.dealt_in
    assert passed_seen > 5
