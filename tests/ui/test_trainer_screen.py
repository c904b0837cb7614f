"""The trainer screen at the sizes trainees use: the verdict in sight without scrolling (1280 × 800, 1366 × 768),
one scroll area at most at 1024 × 640, seat numbers on every seat, a clock that grades, no silent defaults, a
review of what an audition missed, and ways back from Train and Progress."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from dealerdesk.play.settings import GameSettings
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.demo import right_answer
from dealerdesk.trainer.generator import Request, generate
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.practice import OUT_OF_TIME
from dealerdesk.trainer.session import SessionPlan, TrainingSession
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT
from dealerdesk.ui.offscreen.snapshot import sample_mistakes
from dealerdesk.ui.training.trainer_page import TrainerPage
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.test_trainer_page import find


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "screen.sqlite3") as opened:
        yield opened


def main_window(qtbot: QtBot, tmp_path: Path, store: Store, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=0, store=store)
    qtbot.addWidget(window)
    window.setMinimumSize(0, 0)  # the offscreen screen is 800 wide: let the window take the size asked for
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def questions(kind: Kind, count: int) -> list[Question]:
    """Questions of every difficulty, the hardest (fullest tables, most pots) first."""
    rng = random.Random(f"screen-{kind}")
    return [generate(Request(kind, 4 - number % 4), rng, key=f"screen-{number}") for number in range(count)]


def answer_for(q: Question) -> dict[str, object]:
    """A classic mistake where the kind has one (the longest verdict: every part with "you said"), else right."""
    mistake = sample_mistakes().get(q.kind)
    return mistake(q) if mistake is not None else right_answer(q)


def settle(qtbot: QtBot) -> None:
    qtbot.wait(10)  # layouts and the deferred scroll run on the event loop


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_verdict_is_in_sight_without_scrolling(qtbot: QtBot, tmp_path: Path, store: Store,
                                                     size: tuple[int, int]) -> None:
    window = main_window(qtbot, tmp_path, store, size)
    page = window.start_training(SessionPlan(questions=None, seconds_per_question=60), store.create_profile("A").id,
                                 seed=1)
    page.scene.animate = False
    viewport = page.side_scroll.viewport()
    for kind in Kind:
        for q in questions(kind, 8):
            page.ask(q)
            settle(qtbot)
            page.fill_answer(answer_for(q))
            assert page.submit_answer() is not None, (kind, page.problem.text())
            settle(qtbot)
            heading = page.feedback.heading
            assert viewport.rect().contains(heading.mapTo(viewport, heading.rect().center()))
            if page.feedback.height() > viewport.height() - page.prompt.y():
                # Taller than the screen itself (a hi/lo split of five pots or more: twenty parts, thirty steps):
                # the verdict's top is brought into sight and the side scrolls, once.
                assert q.kind is Kind.HI_LO_SPLIT and len(q.hand.pots()[0]) >= 5, (kind, page.feedback.height())
                continue
            # The whole verdict, explanation included, inside the side's visible part, and the side not scrolled:
            # the question is still at the top.
            assert page.feedback_in_sight(), (kind, size, page.feedback.geometry(), viewport.size())
            assert page.side_scroll.verticalScrollBar().value() == 0, (kind, size)
            top = page.prompt.mapTo(viewport, page.prompt.rect().topLeft())
            assert viewport.rect().contains(top)
    assert window.width() == size[0] and window.height() == size[1]


def test_at_1024_by_640_the_verdict_scrolls_once_and_is_brought_into_sight(qtbot: QtBot, tmp_path: Path,
                                                                            store: Store) -> None:
    window = main_window(qtbot, tmp_path, store, (1024, 640))
    page = window.start_training(SessionPlan(questions=None), store.create_profile("A").id, seed=1)
    for kind in Kind:
        for q in questions(kind, 2):
            page.ask(q)
            settle(qtbot)
            page.fill_answer(answer_for(q))
            page.submit_answer()
            settle(qtbot)
            content = page.side_scroll.widget()
            # No scroll box inside the side's: nothing scrolls but the side itself.
            inner = [w for w in content.findChildren(QAbstractScrollArea) if w.isVisible()
                     and (w.verticalScrollBar().isVisible() or w.horizontalScrollBar().isVisible())]
            assert inner == []
            assert page.feedback.isVisible()
            heading = page.feedback.heading
            assert page.side_scroll.viewport().rect().contains(
                heading.mapTo(page.side_scroll.viewport(), heading.rect().center())), kind
            # Nothing under the side's scroll bar: the content is never wider than what is shown.
            assert content.width() <= page.side_scroll.viewport().width()


def test_right_and_wrong_differ_by_icon_as_well_as_colour(qtbot: QtBot, tmp_path: Path, store: Store) -> None:
    window = main_window(qtbot, tmp_path, store)
    page = window.start_training(SessionPlan(kinds=(Kind.POT_LIMIT,), questions=None), store.create_profile("A").id)
    q = find(Kind.POT_LIMIT, 2, lambda x: x.hand.to_call not in (None, 0))
    page.ask(q)
    page.fill_answer(right_answer(q))
    page.submit_answer()
    right_icon = page.feedback.icon.pixmap().toImage()
    right_border = page.feedback.grab().toImage().pixelColor(2, page.feedback.height() // 2)
    page.ask(q)
    page.fill_answer(sample_mistakes()[Kind.POT_LIMIT](q))
    page.submit_answer()
    wrong_icon = page.feedback.icon.pixmap().toImage()
    wrong_border = page.feedback.grab().toImage().pixelColor(2, page.feedback.height() // 2)
    assert right_border != wrong_border  # the colour
    # The icon's shape, not only its colour: the same picture in grey still differs (a tick against a cross).
    grey_right = right_icon.convertToFormat(right_icon.Format.Format_Grayscale8)
    grey_wrong = wrong_icon.convertToFormat(wrong_icon.Format.Format_Grayscale8)
    dark = [(x, y) for x in range(grey_right.width()) for y in range(grey_right.height())]
    shape_right = {p for p in dark if grey_right.pixelColor(*p).value() < 60 and right_icon.pixelColor(*p).alpha()}
    shape_wrong = {p for p in dark if grey_wrong.pixelColor(*p).value() < 60 and wrong_icon.pixelColor(*p).alpha()}
    assert shape_right and shape_wrong and len(shape_right ^ shape_wrong) > len(shape_right) // 2
    assert page.feedback.text().startswith("Not quite") and "✗" in page.feedback.text()


def test_every_occupied_seat_shows_its_number(qtbot: QtBot, tmp_path: Path, store: Store) -> None:
    window = main_window(qtbot, tmp_path, store)
    page = window.start_training(SessionPlan(kinds=(Kind.SHOWDOWN_ORDER,), questions=None),
                                 store.create_profile("A").id)
    q = find(Kind.SHOWDOWN_ORDER, 4, lambda x: len(x.seats) >= 8)
    page.ask(q)
    state = page.scene.state
    assert state is not None
    badges = {item.data(ITEM_SEAT): item for item in page.scene.items() if item.data(ITEM_KIND) == "seat-number"}
    occupied = {seat.seat for seat in state.seats if seat.occupied}
    assert set(badges) == occupied and len(occupied) == len(q.seats)
    for seat, badge in badges.items():
        (text,) = [child for child in badge.childItems() if hasattr(child, "text")]
        assert text.text() == str(seat)
        assert badge.isVisible() and badge.effectiveOpacity() == 1.0  # folded seats' numbers are not dimmed
    # Play mode's table too.
    controller = window.start_game(GameSettings(seats=9, animations=False), seed=3)
    qtbot.waitUntil(lambda: controller.hand is not None and window.play_page.settled)  # a new table: in two turns
    numbers = {item.data(ITEM_SEAT) for item in window.play_page.scene.items()
               if item.data(ITEM_KIND) == "seat-number"}
    assert numbers == set(range(1, 10))
    controller.stop()


def test_a_question_whose_time_runs_out_is_missed_and_says_so(qtbot: QtBot, store: Store) -> None:
    session = TrainingSession(SessionPlan(kinds=(Kind.POT_LIMIT,), questions=3, seconds_per_question=0.4), store,
                              store.create_profile("A").id, random.Random(2))
    page = TrainerPage(session)
    qtbot.addWidget(page)
    page.show()
    q = page.ask()
    page.fill_answer(right_answer(q))  # right, but not sent in time
    qtbot.waitUntil(lambda: page.verdict is not None)
    assert page.question is q and not page.verdict.correct and page.verdict.cause == OUT_OF_TIME
    assert page.timed_out and page.feedback.tone == "wrong"
    assert page.feedback.text().startswith("Time is up: counted as missed")
    assert page.timer_bar.format() == "Time is up"
    (attempt,) = store.attempts(session.profile_id)
    assert not attempt.correct and attempt.cause == OUT_OF_TIME and attempt.seconds > 0.4
    assert page.log[-1].timed_out and page.log[-1].given
    # An Enter at once was meant for the answer: it does not skip the verdict just shown.
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.question is q
    qtbot.wait(700)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.question is not q


def test_time_up_on_empty_fields_shows_the_right_answer_without_a_said_answer(qtbot: QtBot, store: Store) -> None:
    session = TrainingSession(SessionPlan(kinds=(Kind.MIN_RAISE,), questions=2, seconds_per_question=0.3,
                                          mode="audition"), store, store.create_profile("A").id, random.Random(2))
    page = TrainerPage(session)
    qtbot.addWidget(page)
    page.show()
    page.ask()
    qtbot.waitUntil(lambda: page.verdict is not None)
    assert page.feedback.text().startswith("Time is up: counted as missed")  # an audition says so too
    assert not page.log[-1].given
    assert session.answered == 1 and session.right == 0


def test_no_silent_defaults_an_empty_part_is_refused_with_a_reason(qtbot: QtBot, store: Store) -> None:
    session = TrainingSession(SessionPlan(questions=None), store, store.create_profile("A").id, random.Random(2))
    page = TrainerPage(session)
    qtbot.addWidget(page)
    q = find(Kind.WINNER, 2, lambda _x: True)
    page.ask(q)
    names = page.fields["hand"]
    assert isinstance(names, QComboBox)
    assert names.currentIndex() == -1 and names.currentText() == ""  # not "Royal flush"
    assert names.placeholderText() == "Choose the hand"
    answer = right_answer(q)
    high = page.fields["high"]
    assert isinstance(high, QLineEdit)
    high.setText(" ".join(str(q.seat_of(p)) for p in answer["high"]))
    if "low" in page.fields:
        page.fields["low"].setText(" ".join(str(q.seat_of(p)) for p in answer["low"]) or "none")
    assert page.submit_answer() is None
    assert page.problem.text() == "Choose the winning hand." and not page.problem.isHidden()
    assert store.attempts(session.profile_id) == []
    # An empty box where "none" is an answer is not taken as "none".
    side = find(Kind.SIDE_POTS, 2, lambda x: not x.answer["returned"])
    page.ask(side)
    page.fill_answer(right_answer(side))
    returned = page.fields["returned"]
    assert isinstance(returned, QLineEdit)
    returned.clear()
    assert page.submit_answer() is None
    assert page.problem.text() == "“Returned” is not answered yet: type none if there is none."
    pot = find(Kind.POT_LIMIT, 2, lambda _x: True)
    page.ask(pot)
    assert page.submit_answer() is None
    assert page.problem.text().startswith("“") and "is not answered yet." in page.problem.text()
    assert store.attempts(session.profile_id) == []


def test_after_an_audition_each_missed_question_is_reviewed_on_the_table(qtbot: QtBot, store: Store) -> None:
    session = TrainingSession(SessionPlan(kinds=(Kind.POT_LIMIT,), questions=3, mode="audition"), store,
                              store.create_profile("A").id, random.Random(4))
    page = TrainerPage(session)
    qtbot.addWidget(page)
    page.show()
    asked: list[Question] = []
    q: Question | None = page.ask()
    while q is not None:  # the first two missed (raise to 5 too many), the rest right
        asked.append(q)
        missed = len(asked) <= 2
        page.fill_answer({**right_answer(q), "max_raise_to": q.answer["max_raise_to"] + 5} if missed
                         else right_answer(q))
        page.submit_answer()
        assert "Right!" not in page.feedback.text()  # an audition keeps its verdicts to the end
        page.advance()
        q = page.question
    assert page.title.text() == "Audition result" and len(asked) >= 3
    assert not page.review_missed.isHidden() and page.review_missed.text() == "Review the missed questions (2)"
    page.review_missed.click()
    assert page.title.text() == "Missed question 1 of 2" and page.question == asked[0]
    text = page.feedback.text()
    wrong = asked[0].answer["max_raise_to"] + 5
    assert f"Raise to: {asked[0].answer['max_raise_to']} — you said {wrong}" in text  # right answer, answer given
    assert len(text.splitlines()) > 3  # and the explanation
    assert page.scene.state is not None and page.scene.state.caption  # the hand on the table again
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.title.text() == "Missed question 2 of 2" and page.question == asked[1]
    assert page.next.text() == "Back to the result (Enter)"
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.title.text() == "Audition result"


def test_the_review_keeps_only_the_missed_questions_without_their_replayed_hands(qtbot: QtBot, store: Store) -> None:
    """A long session's memory grows with its mistakes only: a question answered right is not kept for the
    review, and a missed one is kept as its hand history (the replayed hand, every action's engine objects, is
    made again when the review shows it)."""
    session = TrainingSession(SessionPlan(kinds=(Kind.POT_LIMIT,), questions=6, mode="practice"), store,
                              store.create_profile("R").id, random.Random(9))
    page = TrainerPage(session)
    qtbot.addWidget(page)
    page.show()
    missed: list[Question] = []
    q: Question | None = page.ask()
    while q is not None:
        wrong = len(missed) < 2 and q.answer["max_raise_to"] is not None
        page.fill_answer({**right_answer(q), "max_raise_to": q.answer["max_raise_to"] + 5} if wrong
                         else right_answer(q))
        page.submit_answer()
        if wrong:
            missed.append(q)
        page.advance()
        q = page.question
    assert [item.question for item in page.log] == missed and len(missed) == 2
    assert all("hand" not in vars(item.question) for item in page.log)
    page.review(0)
    assert page.question == missed[0] and page.scene.state is not None and page.scene.state.caption


def test_a_way_back_from_train_and_progress(qtbot: QtBot, tmp_path: Path, store: Store,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    window = main_window(qtbot, tmp_path, store)
    controller = window.start_game(GameSettings(seats=4, animations=False), seed=2)
    progress = window.show_progress()
    assert progress.back.text() == "← Back to the game" and not progress.back.isHidden()
    progress.back.click()
    assert window.pages.currentWidget() is window.play_page
    page = window.start_training(SessionPlan(kinds=(Kind.MIN_RAISE,), questions=5), store.create_profile("A").id)
    assert page.back.text() == "← Back to the game" and not page.back.isHidden()
    page.back.click()
    assert window.pages.currentWidget() is window.play_page
    assert window.back_to_training.isEnabled()
    window.back_to_training.trigger()
    assert window.pages.currentWidget() is page
    window.show_progress()
    assert progress.back.text() == "← Back to the training session"
    progress.back.click()
    assert window.pages.currentWidget() is page and page.question is not None
    # Train while a session is in progress: asked first; "back to the session" keeps it as it was.
    monkeypatch.setattr(window, "ask_resume_training", lambda: "resume")
    question = page.question
    assert window.train() is page and page.question is question
    controller.stop()


def test_the_four_colour_deck_applies_at_once_mid_session(qtbot: QtBot, tmp_path: Path, store: Store) -> None:
    window = main_window(qtbot, tmp_path, store)
    page = window.start_training(SessionPlan(kinds=(Kind.WINNER,), questions=5), store.create_profile("A").id)
    before = [item for item in page.scene.items() if item.data(ITEM_KIND) in ("card", "board")]
    assert before and not page.scene.four_color
    window.four_color.setChecked(True)
    assert page.scene.four_color
    after = [item for item in page.scene.items() if item.data(ITEM_KIND) in ("card", "board")]
    assert after and not set(map(id, after)) & set(map(id, before))  # redrawn now, not at the next question


def test_quitting_mid_session_or_mid_hand_asks_first(qtbot: QtBot, tmp_path: Path, store: Store,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    window = main_window(qtbot, tmp_path, store)
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(window, "confirm_quit", lambda reason: asked.append(reason) or answer[0])
    assert window.unfinished_work() == ""
    window.start_training(SessionPlan(kinds=(Kind.MIN_RAISE,), questions=5), store.create_profile("A").id)
    assert not window.request_quit() and window.isVisible()
    assert asked == ["A training session is in progress: it ends here (the answers so far are saved)."]
    # The window's close button (a close the window system sends, "spontaneous") asks too.
    event = UserClose()
    window.closeEvent(event)
    assert not event.isAccepted() and len(asked) == 2
    controller = window.start_game(GameSettings(seats=3, animations=False), seed=5)
    qtbot.waitUntil(window.hand_in_progress)
    assert window.unfinished_work() == "A hand is being played: it will be lost."
    controller.stop()
    answer[0] = True
    assert window.request_quit() and not window.isVisible()
    assert len(asked) == 3


class UserClose(QCloseEvent):
    """A close event as the window system sends it when the user closes the window."""

    def spontaneous(self) -> bool:
        return True


def test_the_smallest_window_keeps_the_table_readable(qtbot: QtBot, tmp_path: Path, store: Store) -> None:
    from dealerdesk.ui.window.window_size import MINIMUM_SIZE  # noqa: PLC0415

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, pace_ms=0, store=store)
    qtbot.addWidget(window)
    screen = QApplication.primaryScreen().availableGeometry().size()
    assert window.minimumSize() == MINIMUM_SIZE.boundedTo(screen)
    assert (MINIMUM_SIZE.width(), MINIMUM_SIZE.height()) == (1024, 640)
    window.setMinimumSize(MINIMUM_SIZE)  # a screen as large as a laptop's
    window.resize(200, 100)
    assert window.width() >= 1024 and window.height() >= 640
    window.resize(MINIMUM_SIZE)
    window.show()
    qtbot.waitExposed(window)
    page = window.start_training(SessionPlan(kinds=(Kind.WINNER,), questions=2), store.create_profile("A").id)
    settle(qtbot)
    scale = page.view.transform().m11()
    names = [item for item in page.scene.items() if item.data(ITEM_KIND) == "seat"]
    assert names
    # A player's name is drawn at 20 scene px: on screen at least 8 px; the smallest words (16 px) at least 6.5.
    assert 20 * scale >= 8.0 and 16 * scale >= 6.5, scale


def test_the_clock_stops_while_the_trainee_is_away(qtbot: QtBot, tmp_path: Path, store: Store) -> None:
    window = main_window(qtbot, tmp_path, store)
    page = window.start_training(SessionPlan(kinds=(Kind.MIN_RAISE,), questions=3, seconds_per_question=2.0),
                                 store.create_profile("A").id)
    q = page.question
    window.show_progress()  # away, longer than what is left of the question's time
    away = page.seconds()
    qtbot.wait(2100)
    assert page.verdict is None and page.seconds() == away < 2.0
    window.show_training()
    assert page.question is q and page.verdict is None  # back to the question, its clock where it stopped
    qtbot.waitUntil(lambda: page.verdict is not None)  # and then it runs out
    assert page.timed_out
