"""Issue 16: what the play table shows a player — the total pot, the player's own cards, all-in hands face up with
their equity, the result explained."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from dealerdesk.evaluation import format_cards
from dealerdesk.play.log_lines import action_text, street_total
from dealerdesk.play.settings import GameSettings
from dealerdesk.play.showdown import award_reading
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall, Fold
from dealerdesk.rules.table import Table
from dealerdesk.ui.felt.card_pixmaps import CardItem
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT, format_chips
from dealerdesk.ui.felt.layout import BOARD_CARD
from dealerdesk.ui.felt.state import TableState, last_actions, table_state
from dealerdesk.ui.play_mode.controller import PlayController
from dealerdesk.ui.window.main_window import MainWindow
from tests.ui.qt_helpers import play_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return play_window(qtbot, tmp_path)


def items(window: MainWindow, kind: str, seat: int | None = None) -> list[QGraphicsItem]:
    return [i for i in window.play_page.scene.items()
            if i.data(ITEM_KIND) == kind and (seat is None or i.data(ITEM_SEAT) == seat)]


def texts(item: QGraphicsItem) -> str:
    return " ".join(c.text() for c in item.childItems() if isinstance(c, QGraphicsSimpleTextItem))


def test_total_pot_on_the_table_from_the_first_action_preflop(qtbot: QtBot, window: MainWindow) -> None:
    """Facing a call preflop, the blinds and the bets in front add up to a total pot on the table."""
    controller = window.start_game(GameSettings(variant="NT", seats=6, stack=500, animations=False), seed=21)
    controller.auto_next_ms = -1
    bar = window.play_page.action_bar
    qtbot.waitUntil(lambda: bar.active)
    hand = controller.hand
    assert hand is not None and not hand.board and hand.middle == 0  # preflop: nothing gathered yet
    total = items(window, "total-pot")
    assert len(total) == 1
    assert texts(total[0]) == f"Total pot: {format_chips(hand.pot_total)}"
    assert hand.pot_total == sum(hand.bets) > 0
    bar.call_button.click()
    qtbot.waitUntil(lambda: controller.hand is None or controller.hand.is_complete or bar.active)
    if controller.hand is not None and not controller.hand.is_complete:
        assert texts(items(window, "total-pot")[0]) == f"Total pot: {format_chips(controller.hand.pot_total)}"
    controller.stop()


def hero_cards(window: MainWindow) -> list[CardItem]:
    return [i for i in items(window, "card", 1) if isinstance(i, CardItem)]


def test_own_cards_full_size_above_the_plate(qtbot: QtBot, window: MainWindow) -> None:
    """Ten seats: the player's cards are as big as the board's and only their bottom edge is under the plate."""
    controller = window.start_game(GameSettings(variant="PO", seats=10, stack=500, animations=False), seed=4)
    controller.auto_next_ms = -1
    qtbot.waitUntil(lambda: window.play_page.action_bar.active)
    cards = hero_cards(window)
    hand = controller.hand
    assert hand is not None and controller.hero_position is not None
    assert [c.card for c in cards if c.card is not None] != []
    assert sorted(c.card for c in cards) == sorted(hand.hole[controller.hero_position] or ())
    plate = window.play_page.scene._seat_rects[1]
    for card in cards:
        rect = card.sceneBoundingRect()
        assert rect.width() >= BOARD_CARD[0] - 1 and rect.height() >= BOARD_CARD[1] - 1
        assert rect.bottom() - plate.top() <= 0.1 * rect.height()  # about 24 × 28 px showed before
    bet = [i for i in items(window, "bet", 1)]
    for chips in bet:  # the player's bet lies beside the cards, not on them
        assert not chips.sceneBoundingRect().intersects(cards[-1].sceneBoundingRect())
    controller.stop()


def test_own_cards_stay_after_folding_and_after_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.start_game(GameSettings(variant="NT", seats=4, stack=500, animations=False), seed=9)
    controller.auto_next_ms = -1
    bar = window.play_page.action_bar
    folded = False
    while not folded:
        qtbot.waitUntil(lambda: bar.active or controller.hand is None)
        if controller.hand is None:
            controller.next_hand()
            continue
        hand, hero = controller.hand, controller.hero_position
        assert hero is not None
        if bar.fold_button.isEnabled():
            mine = sorted(hand.hole[hero] or ())
            bar.fold_button.click()
            folded = True
        else:
            bar.call_button.click()
    assert hand.folded[hero]
    assert sorted(c.card for c in hero_cards(window)) == mine  # face up, dimmed, still there
    qtbot.waitUntil(lambda: controller.hand is None)
    assert sorted(c.card for c in hero_cards(window)) == mine  # and after the hand, until the next deal
    controller.stop()


def test_own_cards_shown_after_an_uncontested_win() -> None:
    """Everyone folds to the player: their cards stay face up on the table (the others' are never shown)."""
    table = Table(seat_count=3, variant="NT", small_blind=1, big_blind=2, min_buy_in=1, button_seat=1)
    for seat in (1, 2, 3):
        table.sit(seat, f"P{seat}", 100)
    hand = table.start_hand(random.Random(2))
    assert table.plan is not None
    seats = table.plan.dealt_in
    hero = seats.index(1)
    while not hand.is_complete:
        actor = hand.actor
        assert actor is not None
        if actor == hero:
            hand.bet_or_raise_to(hand.min_raise_to or 0, actor) if hand.min_raise_to else hand.check_or_call(actor)
        else:
            hand.fold(actor)
    state = table_state(hand, seats, 3, hero=hero)
    mine = next(s for s in state.seats if s.seat == 1)
    assert mine.hero and mine.cards == tuple(hand.hole[hero] or ())
    assert all(not s.cards for s in state.seats if s.seat != 1)


def test_all_in_hands_face_up_with_their_equity_under_them(qtbot: QtBot, window: MainWindow) -> None:
    """The player shoves, a calling station calls: both hands are face up from the moment the betting is over,
    and each hand's equity stands under its seat's plate, below its (face-up) cards, while the board is dealt."""
    states: list[TableState] = []
    settings = GameSettings(variant="NT", seats=2, stack=100, animations=False, styles=("calling-station",))
    controller = window.start_game(settings, seed=3)
    controller.state_changed.connect(states.append)
    controller.auto_next_ms = 0
    bar = window.play_page.action_bar
    seen_on_table = False
    while not any(s.seats[0].equity is not None for s in states):
        qtbot.waitUntil(lambda: bar.active or any(s.seats[0].equity is not None for s in states))
        if bar.active:
            if bar.presets["all"].isEnabled():
                bar.use_preset("all", confirm=True)
            else:
                bar.call_button.click()
    for state in states:
        for seat in state.seats:
            if seat.equity is not None:
                assert seat.cards and None not in seat.cards, "equity beside card backs"
    first = next(i for i, s in enumerate(states) if s.seats[0].equity is not None)
    # Face up before any equity arrived: as soon as the betting was over, not when the river came.
    tabled = next(i for i, s in enumerate(states) if all(None not in seat.cards for seat in s.seats if seat.cards)
                  and sum(1 for seat in s.seats if seat.cards) == 2)
    assert tabled < first and len(states[tabled].board) < 5
    window.play_page.show_state(states[first])
    for seat in (1, 2):
        cards = [i for i in items(window, "card", seat) if isinstance(i, CardItem)]
        assert cards and all(c.card is not None for c in cards)
        label = items(window, "equity", seat)[0].sceneBoundingRect()
        span = cards[0].sceneBoundingRect().united(cards[-1].sceneBoundingRect())
        plate = window.play_page.scene._seat_rects[seat]
        assert abs(label.center().x() - plate.center().x()) < 1 and abs(span.center().x() - plate.center().x()) < 1
        assert 0 <= label.top() - plate.bottom() < 10  # where its last action stood
        seen_on_table = True
    assert seen_on_table
    controller.stop()


def finish_a_showdown(qtbot: QtBot, window: MainWindow, controller: PlayController) -> Hand:
    """Call every bet until a hand ends in a showdown of two or more hands; the table waits after each hand."""
    bar = window.play_page.action_bar
    while True:
        qtbot.waitUntil(lambda: bar.active or controller.hand is None)
        if bar.active:
            bar.call_button.click()
            continue
        last = controller.table.finished[-1].hand
        if len(last.shown) >= 2:
            return last
        assert window.play_page.next_hand.isEnabled()
        window.play_page.next_hand.click()


def test_a_showdown_explained_on_the_table_and_in_the_log(qtbot: QtBot, window: MainWindow) -> None:
    settings = GameSettings(variant="NT", seats=3, stack=500, animations=False, styles=("calling-station",))
    controller = window.start_game(settings, seed=12)
    hand = finish_a_showdown(qtbot, window, controller)
    log = window.play_page.history.toPlainText()
    lines = controller.result_lines(hand)
    assert lines and all(line in log for line in lines)
    shown_award = next(a for a in hand.awards if a.player in hand.shown)
    reading = award_reading(hand, shown_award)
    assert reading is not None
    assert any(line.startswith(("You win ", f"{hand.names[shown_award.player]} wins "))
               and f"{format_chips(shown_award.amount)}: {reading.name}" in line for line in lines)
    for player, cards in hand.shown.items():  # every shown hand in the log, the player's own cards too
        assert f"{hand.names[player] if hand.names[player] != 'You' else 'You'} show" in log
        assert format_cards(cards) in log
    assert "Your cards: " in log and "You wins" not in log and "You shows" not in log
    result = items(window, "result")
    assert len(result) == 1 and texts(result[0]) == "\n".join(lines)
    seats = controller.table.finished[-1].seats
    won: dict[int, int] = {}
    for award in hand.awards:
        won[seats[award.player]] = won.get(seats[award.player], 0) + award.amount
    for seat, amount in won.items():  # each winner's plate says what it won, all its pots and halves together
        assert [texts(i) for i in items(window, "won", seat)] == [f"Wins {format_chips(amount)}"]
    assert {i.data(ITEM_SEAT) for i in items(window, "won")} == set(won)
    outlined = [i for i in window.play_page.scene.items() if isinstance(i, CardItem) and i.outlined]
    assert {c.card for c in outlined} >= set(reading.cards)  # the five winning cards are highlighted
    controller.stop()


def test_the_table_waits_for_next_hand_after_the_result(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=500, animations=False), seed=5)
    bar, next_hand = window.play_page.action_bar, window.play_page.next_hand
    qtbot.waitUntil(lambda: bar.active)
    assert not next_hand.isEnabled()  # nothing to deal while a hand is played
    while controller.hand is not None:
        if bar.active:
            bar.fold_button.click() if bar.fold_button.isEnabled() else bar.call_button.click()
        qtbot.wait(5)
    qtbot.wait(2500)  # the old table dealt again after 1.8 s
    assert controller.hand is None and len(controller.table.finished) == 1
    assert next_hand.isEnabled()
    next_hand.click()
    assert controller.hand is not None and controller.table.hand_number == 2
    assert not next_hand.isEnabled()
    window.auto_deal.setChecked(True)  # the setting: the next hand comes by itself
    assert window.settings.value("play/auto_deal", type=bool) is True
    assert controller.auto_next_ms > 0
    controller.auto_next_ms = 0
    controller.confirm_rebuy = lambda _amount: True
    while controller.table.hand_number < 3:
        if bar.active:
            bar.fold_button.click() if bar.fold_button.isEnabled() else bar.call_button.click()
        qtbot.wait(5)
    controller.stop()


@pytest.mark.parametrize("again", [True, False])
def test_a_bust_is_asked_before_buying_in_again(qtbot: QtBot, window: MainWindow, again: bool) -> None:
    controller = window.start_game(GameSettings(variant="NT", seats=3, stack=500, animations=False), seed=5)
    bar = window.play_page.action_bar
    while controller.hand is not None:
        if bar.active:
            bar.fold_button.click() if bar.fold_button.isEnabled() else bar.call_button.click()
        qtbot.wait(5)
    asked: list[int] = []
    controller.confirm_rebuy = lambda amount: asked.append(amount) is None and again
    lost = controller.table.seats[1].stack
    controller.table.seats[1].stack = 0  # as if the last hand took every chip
    controller.table.seats[2].stack += lost
    window.play_page.next_hand.click()
    assert asked == [500]
    log = window.play_page.history.toPlainText()
    if again:
        assert "You buy in again for 500" in log and controller.hand is not None
    else:
        assert "You leave the table." in log and controller.hand is None
        assert controller.table.hand_number == 1
    controller.stop()


def test_you_win_in_correct_english() -> None:
    """Everyone folds to the player: "You win 3", not "You wins 3"; a computer player "wins"."""
    settings = GameSettings(variant="NT", seats=3, stack=100, small_blind=1, big_blind=2, animations=False)
    controller = PlayController(settings, seed=1)
    hand = controller.table.start_hand(random.Random(1))
    controller.session.hand = hand
    hero = controller.hero_position
    assert hero is not None
    while not hand.is_complete:
        actor = hand.actor
        assert actor is not None
        hand.check_or_call(actor) if actor == hero else hand.fold(actor)
    assert controller.result_lines(hand) == [f"You win {format_chips(hand.awards[0].amount)}"]
    other = PlayController(GameSettings(variant="NT", seats=3, stack=100, watch=True), seed=1)
    assert "wins" in other.result_lines(hand)[0]


def test_each_seat_says_its_last_action_and_the_table_its_hand_and_street(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.start_game(GameSettings(variant="NT", seats=6, stack=500, animations=False), seed=21)
    bar = window.play_page.action_bar
    qtbot.waitUntil(lambda: bar.active)
    hand = controller.hand
    assert hand is not None and controller.table.plan is not None
    seats = controller.table.plan.dealt_in
    acted = [r for r in hand.log if isinstance(r, (Fold, CheckOrCall, BetOrRaise))]
    assert acted, "nobody acted before the player"
    for record in acted:
        seat = seats[record.player]
        said = [texts(i) or i.childItems()[0].text() for i in items(window, "action", seat)]
        if hand.stacks[record.player] == 0:  # all-in: the plate says it where the stack was
            assert not said
        elif isinstance(record, Fold):
            assert not said and items(window, "status", seat)
        elif isinstance(record, CheckOrCall):
            # The street's total, the chips in front of them (what the log says too).
            assert said == ([f"Call {format_chips(street_total(hand, record))}"] if record.amount else ["Check"])
        else:
            assert said == ([] if record.all_in else [f"Raise to {format_chips(record.raise_to)}"])
    caption = [i for i in items(window, "caption") if isinstance(i, QGraphicsSimpleTextItem)]
    assert caption and caption[0].text().endswith(" · Hand 1 · Preflop")
    while controller.hand is not None and not controller.hand.board:
        if bar.active:
            bar.call_button.click()
        qtbot.wait(5)
    if controller.hand is not None and not controller.hand.is_complete:
        caption = [i for i in items(window, "caption") if isinstance(i, QGraphicsSimpleTextItem)]
        assert caption[0].text().endswith(" · Hand 1 · Flop")
    controller.stop()


def test_last_actions_read_from_the_records() -> None:
    """After the flop the first wager is a bet and a later one a raise; a new street clears what was said."""
    table = Table(seat_count=3, variant="NT", small_blind=1, big_blind=2, min_buy_in=1, button_seat=1)
    for seat in (1, 2, 3):
        table.sit(seat, f"P{seat}", 100)
    hand = table.start_hand(random.Random(2), paced=True)
    first = hand.actor
    assert first is not None
    hand.bet_or_raise_to(6, first)
    assert last_actions(hand) == {first: ("raise", 6)}
    while hand.actor is not None:
        hand.check_or_call(hand.actor)
    hand.advance()
    assert len(hand.board) == 3 and last_actions(hand) == {}
    opener = hand.actor
    assert opener is not None
    hand.check_or_call(opener)
    better = hand.actor
    assert better is not None
    hand.bet_or_raise_to(10, better)
    raiser = hand.actor
    assert raiser is not None
    hand.bet_or_raise_to(94, raiser)
    assert last_actions(hand) == {opener: ("check", 0), better: ("bet", 10), raiser: ("all-in", 94)}


def test_the_log_groups_thousands_as_the_table_does() -> None:
    table = Table(seat_count=3, variant="NT", small_blind=500, big_blind=1000, min_buy_in=1, button_seat=1)
    for seat in (1, 2, 3):
        table.sit(seat, f"P{seat}", 50000)
    hand = table.start_hand(random.Random(2), paced=True)
    actor = hand.actor
    assert actor is not None
    raised = hand.bet_or_raise_to(12500, actor)
    called = hand.check_or_call(hand.actor)
    assert action_text(hand, raised, format_chips) == f"raises to {format_chips(12500)}" \
        and format_chips(12500) != "12500"
    assert action_text(hand, called, format_chips) == f"calls {format_chips(12500)}"


def test_computer_players_pause_and_go_on(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.start_game(GameSettings(variant="NT", seats=6, stack=500, animations=False), seed=21)
    bar = window.play_page.action_bar
    qtbot.waitUntil(lambda: bar.active)
    window.pause_bots.setChecked(True)
    hand = controller.hand
    assert hand is not None
    bar.call_button.click()
    moves = len(hand.log)
    qtbot.wait(300)
    assert len(hand.log) == moves and not hand.is_complete  # nobody moved while paused
    window.pause_bots.setChecked(False)
    qtbot.waitUntil(lambda: len(hand.log) > moves)
    controller.stop()


def test_speed_is_chosen_and_kept(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "speed.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=settings, pace_ms=450)
    qtbot.addWidget(first)
    controller = first.start_game(GameSettings(variant="NT", seats=3, stack=500, animations=False), seed=1)
    assert controller.pace_ms == 450
    first.speed_actions["fast"].trigger()
    assert controller.pace_ms < 450 and first.speed() == "fast"
    first.speed_actions["slow"].trigger()
    assert controller.pace_ms > 450
    controller.stop()
    first.close()
    second = MainWindow(settings=settings, pace_ms=450)
    qtbot.addWidget(second)
    assert second.speed() == "slow"
    again = second.start_game(GameSettings(variant="NT", seats=3, stack=500, animations=False), seed=1)
    assert again.pace_ms == 900
    again.stop()
