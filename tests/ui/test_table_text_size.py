"""The table's words scale with the table: at the smallest window (ten seats, 1024×640) every name, stack and
label on the table is at least as large on screen as the menu's text at its Latin size, in English and Thai, and
the enlarged seat plates neither overlap nor leave the table."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsView
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.session import SessionPlan
from dealerdesk.trainer.store.database import Store
from dealerdesk.ui.common.language import install_language, latin_body_font
from dealerdesk.ui.felt.items import ITEM_KIND, ITEM_SEAT
from dealerdesk.ui.felt.layout import NAME_TEXT, SCENE_HEIGHT, SCENE_WIDTH
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.offscreen.snapshot import example_state
from dealerdesk.ui.play_mode.new_game import GameSettings
from dealerdesk.ui.window.main_window import MainWindow
from dealerdesk.ui.window.window_size import MINIMUM_SIZE
from tests.ui.test_i18n import clean_language  # noqa: F401 — the fixture that restores the language


@pytest.fixture
def language(request: pytest.FixtureRequest) -> str:
    """The app in the language of the test's parameter; ``clean_language`` puts back the translators, locale and
    font afterwards."""
    app = request.getfixturevalue("clean_language")
    code = str(getattr(request, "param", "en"))
    install_language(app, code)
    return code


@pytest.fixture
def store() -> Iterator[Store]:
    with Store(":memory:") as opened:
        yield opened


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, language: str, store: Store) -> Iterator[MainWindow]:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings, pace_ms=0, store=store)
    qtbot.addWidget(main)
    main.animations.setChecked(False)
    main.show()
    main.resize(MINIMUM_SIZE)  # the smallest the window goes on a screen that has room for it
    yield main


def menu_pixels() -> float:
    """The menu's text size in a Latin language. Thai panels set their sentences a quarter larger, but the felt
    keeps the Latin size as its floor: at the Thai size a ten-seat table's bets and cards would cover each other's
    figures (``test_table_labels_clear``)."""
    return float(QFontInfo(latin_body_font()).pixelSize())


def on_screen_sizes(view: QGraphicsView) -> list[tuple[str, float]]:
    """Each text item on the table and its letters' height on screen, in pixels."""
    scale = view.transform().m22()
    return [(item.text(), item.font().pixelSize() * item.sceneTransform().m22() * scale)
            for item in view.scene().items() if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()]


def assert_legible_and_apart(view: QGraphicsView, scene: TableScene) -> None:
    smallest = min(on_screen_sizes(view), key=lambda pair: pair[1])
    assert smallest[1] >= menu_pixels() - 0.5, smallest
    plates = list(scene._seat_rects.values())
    bounds = scene.sceneRect()
    for index, plate in enumerate(plates):
        assert bounds.contains(plate), plate
        for other in plates[index + 1:]:
            assert not plate.intersects(other), (plate, other)
    for number in (i for i in scene.items() if i.data(ITEM_KIND) == "seat-number"):
        assert bounds.contains(number.sceneBoundingRect()), number.sceneBoundingRect()


@pytest.mark.parametrize("language", ["en", "th"], indirect=True)
def test_ten_seats_at_the_smallest_window_read_at_the_menu_font(qtbot: QtBot, window: MainWindow) -> None:
    assert (window.width(), window.height()) == (MINIMUM_SIZE.width(), MINIMUM_SIZE.height()) == (1024, 640)
    controller = window.start_game(GameSettings(variant="PO", seats=10, stack=500, animations=False), seed=4)
    controller.auto_next_ms = -1
    page = window.play_page
    qtbot.waitUntil(lambda: page.action_bar.active)
    view = page.view
    scene = page.scene
    assert view.transform().m22() < menu_pixels() / NAME_TEXT  # the names would be under the menu font unscaled
    assert scene.plate_scale(10) > 1.0
    assert_legible_and_apart(view, scene)
    names = [text for text, _ in on_screen_sizes(view)]
    assert any("500" in text for text in names)  # the stacks are among the texts measured
    controller.stop()


def test_the_trainer_table_reads_at_the_menu_font_at_the_smallest_window(qtbot: QtBot, window: MainWindow,
                                                                         store: Store) -> None:
    page = window.start_training(SessionPlan(kinds=(Kind.SIDE_POTS,), questions=None),
                                 store.create_profile("A").id, seed=3)
    qtbot.waitUntil(lambda: page.scene.state is not None)
    assert_legible_and_apart(page.view, page.scene)


def test_a_large_window_draws_the_table_as_designed(qtbot: QtBot, window: MainWindow) -> None:
    """Where the menu font is reached anyway, nothing is enlarged: the floor only lifts what would be too small."""
    window.resize(1920, 1080)
    controller = window.start_game(GameSettings(variant="NT", seats=6, stack=500, animations=False), seed=4)
    controller.auto_next_ms = -1
    page = window.play_page
    qtbot.waitUntil(lambda: page.action_bar.active)
    assert page.view.transform().m22() * NAME_TEXT > menu_pixels()
    assert page.scene.plate_scale(6) == 1.0
    controller.stop()


@pytest.mark.parametrize("seats", range(2, 11))
def test_plates_stay_apart_and_on_the_table_at_any_scale(qtbot: QtBot, seats: int) -> None:
    """From a large screen down to a window smaller than the app allows, the enlarged plates never overlap and
    never leave the scene; the text floor follows the scale."""
    scene = TableScene()
    state = example_state(seats, seats)
    previous_floor = 0.0
    for scale in (1.2, 0.9, 0.6, 0.45, 0.38, 0.3):
        scene.fit_text_to(scale)
        scene.show_state(state)
        assert scene.text_floor >= previous_floor
        previous_floor = scene.text_floor
        plates = list(scene._seat_rects.values())
        for index, plate in enumerate(plates):
            assert scene.sceneRect().contains(plate)
            assert all(not plate.intersects(other) for other in plates[index + 1:])
        assert scene.sceneRect() == scene.sceneRect().normalized()
        assert (scene.width(), scene.height()) == (SCENE_WIDTH, SCENE_HEIGHT)


@pytest.mark.parametrize("seats", range(2, 11))
def test_markers_cover_no_seat_number_and_not_the_players_cards(qtbot: QtBot, seats: int) -> None:
    """The dealer button and the blinds, grown with their labels in a small window, lie clear of every seat's
    number and of the person's own cards."""
    scene = TableScene()
    for seed in range(3):
        state = example_state(seats, seed)
        if seed == 2:  # the person on the button and posting a blind (heads-up, or a dead small blind)
            state = replace(state, seats=tuple(
                replace(s, hero=s.seat == 1, button=s.seat == 1, blind="SB" if s.seat == 1 else "")
                for s in state.seats))
        for scale in (0.9, 0.42):
            scene.fit_text_to(scale)
            scene.show_state(state)
            markers = [i.sceneBoundingRect() for i in scene.items() if i.data(ITEM_KIND) in ("button", "blind")]
            numbers = [i.sceneBoundingRect() for i in scene.items() if i.data(ITEM_KIND) == "seat-number"]
            hero = {s.seat for s in state.seats if s.hero}
            cards = [i.sceneBoundingRect() for i in scene.items()
                     if i.data(ITEM_KIND) == "card" and i.data(ITEM_SEAT) in hero]
            for marker in markers:
                assert not any(marker.intersects(other) for other in numbers + cards), (seed, scale, marker)
