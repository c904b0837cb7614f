"""The trainer page answers each kind through its inputs, right and wrong: the verdict, the named mistake and
what the store recorded; nonsense is refused with a reason and nothing is recorded."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.history.table_state import table_of
from dealerdesk.trainer.catalogue import kind_of
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.core.showdown_steps import main_pot_winners
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.action import kind as action_kind
from dealerdesk.trainer.kinds.button_blinds import mistakes as button_mistakes
from dealerdesk.trainer.kinds.call_hand import calls as hand_calls
from dealerdesk.trainer.kinds.chips import mistakes as chips_mistakes
from dealerdesk.trainer.kinds.limit_betting import steps as limit_steps
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.pot_limit import mistakes as pot_limit_mistakes
from dealerdesk.trainer.kinds.rake import mistakes as rake_mistakes
from dealerdesk.trainer.kinds.showdown_order import mistakes as showdown_order_mistakes
from dealerdesk.trainer.kinds.side_pots import mistakes as side_pots_mistakes
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.training.trainer_page import PotTable, TrainerPage
from tests.ui.qt_helpers import settled


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> Iterator[TrainerPage]:
    with Store(tmp_path / "p.sqlite3") as store:
        profile = store.create_profile("Trainee").id
        # An endless practice session of every kind, as the window starts one.
        widget = TrainerPage(TrainingSession(SessionPlan(questions=None), store, profile, random.Random(1)))
        qtbot.addWidget(widget)
        yield widget


def find(kind: Kind, difficulty: int, wanted: Callable[[Question], bool]) -> Question:
    rng = random.Random(f"page-{kind}-{difficulty}")
    for _ in range(300):
        question = generate(Request(kind, difficulty), rng, key="page")
        if wanted(question):
            return question
    raise AssertionError("no such question")


def seats(q: Question, players: list[str]) -> str:
    return " ".join(str(q.seat_of(p)) for p in players)


def type_right(page: TrainerPage, q: Question) -> None:
    f = page.fields
    a = q.answer

    def put(key: str, text: str) -> None:
        widget = f[key]
        assert isinstance(widget, QLineEdit)
        widget.setText(text)

    if q.kind is Kind.POT_LIMIT:
        put("max_raise_to", str(a["max_raise_to"]))
        if "pot_total" in f:
            put("pot_total", str(a["pot_total"]))
    elif q.kind is Kind.MIN_RAISE:
        put("min_raise_to", "none" if a["min_raise_to"] is None else str(a["min_raise_to"]))
    elif q.kind is Kind.LIMIT_BETTING:
        put("to_call", str(a["to_call"]))
        put("min_raise_to", "none" if a["min_raise_to"] is None else str(a["min_raise_to"]))
    elif q.kind is Kind.SIDE_POTS:
        table = f["pots"]
        assert isinstance(table, PotTable)
        for row, pot in enumerate(a["pots"]):
            table.set_pot(row, str(pot["amount"]), seats(q, pot["eligible"]))
        put("returned", ", ".join(f"{q.seat_of(p)}: {n}" for p, n in a["returned"].items()) or "none")
    elif q.kind is Kind.SHOWDOWN_ORDER:
        box = f["all_in_showdown"]
        assert isinstance(box, QCheckBox)
        box.setChecked(a["all_in_showdown"])
        if not a["all_in_showdown"]:
            put("showdown_order", seats(q, a["showdown_order"]))
        if "killed" in f:
            put("killed", seats(q, a["killed"]) or "none")
    elif q.kind is Kind.CHIPS:
        chips = kind_of(q.kind)
        for key, text in chips.texts(q, chips.answer_from(chips.right_answer(q))).items():
            put(key, text)
    elif q.kind is Kind.HI_LO_SPLIT:
        totals: dict[tuple[int, str], int] = {}
        for award in a["awards"]:
            totals[award["pot"], award["player"]] = totals.get((award["pot"], award["player"]), 0) + award["amount"]
        for key in f:
            index = int(key.removeprefix("pot"))
            put(key, ", ".join(f"{q.seat_of(p)}: {n}" for (pot, p), n in totals.items() if pot == index) or "none")
    elif q.kind is Kind.RAKE:
        right = right_answer(q)
        put("rake", str(right["rake"]))
        if "jackpot_drop" in f:
            put("jackpot_drop", str(right["jackpot_drop"]))
        put("awards", ", ".join(f"{q.seat_of(x['player'])}: {x['amount']}" for x in right["awards"]))
    elif q.kind is Kind.CALL_HAND:
        kind = kind_of(q.kind)
        put("call", kind.texts(q, kind.answer_from(kind.right_answer(q)))["call"])
    elif q.kind is Kind.WHOSE_ACTION:
        put("actor", "none" if a["actor"] is None else str(q.seat_of(a["actor"])))
    elif q.kind is Kind.BUTTON_BLINDS:
        small = a["next_small_blind"]
        put("next_button", str(a["next_button"]))
        put("next_small_blind", "none" if small is None else str(small))
        put("next_big_blind", str(a["next_big_blind"]))
        posts = ", ".join(f"{seat}: {live}+{dead}" for seat, (live, dead) in a["next_posts"].items())
        put("next_posts", posts or "none")
        put("next_dealt_in", " ".join(map(str, a["next_dealt_in"])))
    else:
        high, low, name = main_pot_winners(q)
        put("high", seats(q, high))
        if "low" in f:
            put("low", seats(q, low) or "none")
        names = f["hand"]
        assert isinstance(names, QComboBox)
        names.setCurrentIndex(names.findData(name))


@pytest.mark.parametrize("kind", list(Kind))
def test_fill_answer_is_the_inverse_of_read_answer(qtbot: QtBot, page: TrainerPage, kind: Kind) -> None:
    for seed in range(3):
        q = generate(Request(kind, 1 + seed), random.Random(f"fill-{kind}-{seed}"), key="fill")
        page.ask(q)
        answer = right_answer(q)
        page.fill_answer(answer)
        read = page.read_answer()
        if kind is Kind.SIDE_POTS:
            answer = {**answer, "pots": [{**p, "eligible": sorted(p["eligible"])} for p in answer["pots"]]}
        if kind is Kind.HI_LO_SPLIT:
            assert sum(a["amount"] for a in read["awards"]) == sum(a["amount"] for a in answer["awards"])
            answer = {"awards": read["awards"]}
        if read.get("all_in_showdown"):  # every hand face up at once: no order to give
            answer = {**answer, "showdown_order": []}
        assert read == {k: v for k, v in answer.items() if k in read}  # (the answer key also holds facts, e.g. actor)
        assert page.submit_answer() is not None and page.verdict is not None and page.verdict.correct


@pytest.mark.parametrize("kind", list(Kind))
def test_right_answer_through_the_inputs(qtbot: QtBot, page: TrainerPage, kind: Kind) -> None:
    q = find(kind, 3, lambda _q: True)
    page.ask(q)
    type_right(page, q)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    settled(qtbot, page)
    assert page.verdict is not None and page.verdict.correct, page.verdict
    (attempt,) = page.practice.store.attempts(page.practice.profile_id)
    assert attempt.kind == str(kind) and attempt.correct and attempt.cause is None
    assert "Right!" in page.feedback.text()
    qtbot.keyClick(page, Qt.Key.Key_Return)  # Enter again: the next question
    settled(qtbot, page)
    assert page.verdict is None and page.question is not q


def type_slip(page: TrainerPage, q: Question, cause: str) -> None:
    """Type the whole answer of a rake slip (the rake past the cap, and the players paid that much less)."""
    kind = kind_of(q.kind)
    slip = next(answer for c, answer in rake_mistakes.rake_slips(q) if c == cause)
    for key, text in kind.texts(q, kind.answer_from({**kind.right_answer(q), **slip})).items():
        widget = page.fields[key]
        assert isinstance(widget, QLineEdit)
        widget.setText(text)


WRONG: dict[Kind, tuple[int, Callable[[Question], bool], Callable[[TrainerPage, Question], None], str | None]] = {
    Kind.POT_LIMIT: (2, lambda q: q.hand.to_call not in (None, 0),
                     lambda p, q: p.fields["max_raise_to"].setText(str(q.hand.current_bet + q.hand.pot_total)),
                     pot_limit_mistakes.CALL_LEFT_OUT),
    Kind.MIN_RAISE: (2, lambda q: bool(q.answer["min_raise_to"]) and q.hand.current_bet > 0,
                     lambda p, q: p.fields["min_raise_to"].setText(str(q.answer["min_raise_to"] - q.hand.current_bet)),
                     pot_limit_mistakes.RAISE_BY),
    Kind.SIDE_POTS: (2, lambda q: len(q.answer["pots"]) >= 2,
                     lambda p, q: (p.fields["pots"].set_pot(
                         0, f"{sum(x['amount'] for x in q.answer['pots'])}", seats(q, q.answer['pots'][0]['eligible'])),
                         p.fields["returned"].setText(", ".join(
                             f"{q.seat_of(k)}: {v}" for k, v in q.answer["returned"].items()) or "none")),
                     side_pots_mistakes.ONE_POT),
    Kind.SHOWDOWN_ORDER: (2, lambda q: q.answer["all_in_showdown"],
                          lambda p, q: p.fields["showdown_order"].setText(seats(q, q.answer["showdown_order"])),
                          showdown_order_mistakes.ALL_IN_FACE_UP),
    Kind.HI_LO_SPLIT: (1, lambda q: True, lambda p, q: p.fields["pot0"].setText("none"), None),
    Kind.RAKE: (1, lambda q: any(c == rake_mistakes.OVER_CAP for c, _ in rake_mistakes.rake_slips(q)),
                lambda p, q: type_slip(p, q, rake_mistakes.OVER_CAP), rake_mistakes.OVER_CAP),
    Kind.CHIPS: (2, lambda q: "change" in q.answer and q.answer["tendered"] is not None,
                 lambda p, q: p.fields["change"].setText(str(q.answer["to_call"])), chips_mistakes.CALL_GIVEN_BACK),
    Kind.LIMIT_BETTING: (1, lambda q: q.hand.current_bet > q.hand.bets[q.hand.actor or 0] > 0,
                         lambda p, q: (p.fields["to_call"].setText(str(q.hand.current_bet)),
                                       p.fields["min_raise_to"].setText(
                                           "none" if q.answer["min_raise_to"] is None
                                           else str(q.answer["min_raise_to"]))),
                         limit_steps.OWN_CHIPS_FORGOTTEN),
    Kind.WINNER: (2, lambda q: True, lambda p, q: (p.fields["high"].setText(
        seats(q, [x for x in (f"p{i + 1}" for i in q.hand.shown) if x not in main_pot_winners(q)[0]][:1])),
        "low" in p.fields and p.fields["low"].setText(seats(q, main_pot_winners(q)[1]) or "none"),
        p.fields["hand"].setCurrentIndex(p.fields["hand"].findData(main_pot_winners(q)[2]))), None),
    Kind.CALL_HAND: (1, lambda q: len(kind_of(q.kind).right_answer(q)["ranks"]) == 2,
                     lambda p, q: p.fields["call"].setText(kind_of(q.kind).texts(q, kind_of(q.kind).answer_from({
                         **kind_of(q.kind).right_answer(q),
                         "ranks": list(reversed(kind_of(q.kind).right_answer(q)["ranks"]))}))["call"]),
                     hand_calls.RANK_ORDER),
    Kind.BUTTON_BLINDS: (1, lambda q: True, lambda p, q: (
        type_right(p, q), p.fields["next_big_blind"].setText(str(table_of(q.history).positions.big_blind))),
        button_mistakes.BIG_BLIND_TWICE),
    Kind.WHOSE_ACTION: (1, lambda q: KIND_ACTION.question_pattern(q) == action_kind.OPTION,
                        lambda p, q: p.fields["actor"].setText("none"), action_kind.OPTION_FORGOTTEN),
}
KIND_ACTION = kind_of(Kind.WHOSE_ACTION)


@pytest.mark.parametrize("kind", list(Kind))
def test_wrong_answer_named_and_recorded(qtbot: QtBot, page: TrainerPage, kind: Kind) -> None:
    difficulty, wanted, answer, cause = WRONG[kind]
    q = find(kind, difficulty, wanted)
    page.ask(q)
    answer(page, q)
    verdict = page.submit_answer()
    assert verdict is not None and not verdict.correct and verdict.score < 1
    if cause is not None:
        assert verdict.cause == cause
        assert f"Mistake: {cause}." in page.feedback.text()
    (attempt,) = page.practice.store.attempts(page.practice.profile_id)
    assert not attempt.correct and attempt.cause == verdict.cause
    review = page.practice.store.review(page.practice.profile_id, q.key)
    assert review is not None  # a missed question comes back later


def test_nonsense_is_refused_and_not_recorded(qtbot: QtBot, page: TrainerPage) -> None:
    q = find(Kind.POT_LIMIT, 2, lambda _q: True)
    page.ask(q)
    field = page.fields["max_raise_to"]
    assert isinstance(field, QLineEdit)
    field.setText("a lot")
    assert page.submit_answer() is None
    assert page.problem.text() == "'a lot' is not a number of chips (the raise-to)"
    assert page.practice.store.attempts(page.practice.profile_id) == []


def test_showdown_order_by_clicking_seats(qtbot: QtBot, page: TrainerPage) -> None:
    q = find(Kind.SHOWDOWN_ORDER, 1, lambda x: not x.answer["all_in_showdown"])
    page.ask(q)
    for player in q.answer["showdown_order"]:
        page.scene.seat_clicked.emit(q.seat_of(player))
    verdict = page.submit_answer()
    assert verdict is not None and verdict.correct


def test_whose_action_lights_no_seat_until_the_answer(qtbot: QtBot, page: TrainerPage) -> None:
    """The seat to act glows on the table in every other question; here it is the question, so none glows, and the
    answer lights it."""
    q = find(Kind.WHOSE_ACTION, 2, lambda x: x.answer["actor"] is not None)
    page.ask(q)
    state = page.scene.state
    assert state is not None and not any(seat.to_act for seat in state.seats)
    page.fields["actor"].setText("none")
    pressed = page.fields["actor"]
    qtbot.keyClick(pressed, Qt.Key.Key_Return)
    settled(qtbot, pressed)
    assert page.verdict is not None and not page.verdict.correct
    answered = page.scene.state
    assert answered is not None
    lit = [seat.seat for seat in answered.seats if seat.to_act]
    assert lit == [q.seat_of(q.answer["actor"])]


def test_the_minimum_bet_is_labelled_as_a_bet_and_the_minimum_raise_as_a_raise(qtbot: QtBot,
                                                                              page: TrainerPage) -> None:
    """Where nobody has bet on the street the question asks for the opening bet, and its box says so."""
    for opening, label in ((True, "Minimum bet"), (False, "Minimum raise to")):
        q = find(Kind.MIN_RAISE, 1, lambda x, opening=opening: (x.hand.current_bet == 0) == opening)
        page.ask(q)
        shown = page.form.labelForField(page.fields["min_raise_to"])
        assert isinstance(shown, QLabel) and shown.text() == label
        page.fields["min_raise_to"].setText(str((q.answer["min_raise_to"] or 0) + 1))
        verdict = page.submit_answer()
        assert verdict is not None and verdict.parts[0].name == label
