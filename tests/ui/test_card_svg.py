"""Card faces drawn by code: every card is a well-formed SVG in both decks, suits are shapes (never glyphs), and
the pixmap cache renders them once per size and device pixel ratio."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QColor, QFontDatabase
from PySide6.QtWidgets import QApplication

from dealerdesk.evaluation.cards import parse_card
from dealerdesk.ui.felt import card_svg as card_svg_module
from dealerdesk.ui.felt.card_pixmaps import CardItem, cache_size, card_pixmap, clear_cache
from dealerdesk.ui.felt.card_svg import FOUR_COLOR, RANK_LABELS, TWO_COLOR, card_back_svg, card_svg, suit_color

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("four_color", [False, True])
def test_every_card_is_a_well_formed_svg(four_color: bool) -> None:
    for card in range(52):
        root = ET.fromstring(card_svg(card, four_color=four_color))
        assert root.tag == f"{SVG}svg"
        assert root.get("viewBox") == "0 0 250 350"
        labels = [t.text for t in root.iter(f"{SVG}text")]
        assert labels == [RANK_LABELS[card // 4]] * 2, card  # the index in two corners


def test_back_is_well_formed_and_patterned() -> None:
    root = ET.fromstring(card_back_svg())
    assert root.tag == f"{SVG}svg"
    assert len(list(root.iter(f"{SVG}line"))) > 20  # the lattice
    assert not list(root.iter(f"{SVG}text"))  # a back tells nothing


def test_suits_are_drawn_as_shapes_not_glyphs() -> None:
    for card in range(52):
        text = card_svg(card, four_color=True)
        assert not re.search("[\u2660-\u2667]", text)
        assert "<path" in text


def test_four_colour_deck_recolours_diamonds_and_clubs_only() -> None:
    diamond, club, heart, spade = (parse_card(c) for c in ("Ad", "Ac", "Ah", "As"))
    assert suit_color(1, four_color=True) != suit_color(1)
    assert suit_color(0, four_color=True) != suit_color(0)
    assert suit_color(2, four_color=True) == suit_color(2)
    assert suit_color(3, four_color=True) == suit_color(3)
    assert FOUR_COLOR[1] in card_svg(diamond, four_color=True) and FOUR_COLOR[1] not in card_svg(diamond)
    assert FOUR_COLOR[0] in card_svg(club, four_color=True) and TWO_COLOR[0] in card_svg(club)
    assert card_svg(heart, four_color=True) == card_svg(heart)
    assert card_svg(spade, four_color=True) == card_svg(spade)


@pytest.mark.parametrize("card", [-1, 52, 100])
def test_not_a_card(card: int) -> None:
    with pytest.raises(ValueError, match="not a card id"):
        card_svg(card)


def test_pixmap_cache_keys(qapp: QApplication) -> None:
    clear_cache()
    ace = parse_card("As")
    first = card_pixmap(ace, 60, 84)
    assert card_pixmap(ace, 60, 84) is first
    assert card_pixmap(ace, 61, 85) is not first
    assert card_pixmap(ace, 60, 84, four_color=True) is not first
    assert card_pixmap(None, 60, 84) is not first
    assert card_pixmap(None, 60, 84, four_color=True) is card_pixmap(None, 60, 84)  # one back for both decks
    hidpi = card_pixmap(ace, 60, 84, device_pixel_ratio=2.0)
    assert hidpi is not first
    assert (hidpi.width(), hidpi.height()) == (120, 168)
    assert hidpi.devicePixelRatio() == 2.0
    assert cache_size() == 5
    clear_cache()
    assert cache_size() == 0


def _centre_colour(card: int, four_color: bool) -> QColor:
    image = card_pixmap(card, 250, 350, four_color=four_color).toImage()
    return image.pixelColor(125, 175)  # the middle of the big pip


def test_rendered_pips_have_the_deck_colours(qapp: QApplication) -> None:
    diamond = parse_card("7d")
    red, blue = _centre_colour(diamond, False), _centre_colour(diamond, True)
    assert red.red() > 150 and red.blue() < 90
    assert blue.blue() > 150 and blue.red() < 90
    back = card_pixmap(None, 250, 350).toImage().pixelColor(5, 175)
    assert back.alpha() == 255 and back.lightness() > 200  # the white border, so a back is opaque


def test_card_item_keeps_what_it_shows(qapp: QApplication) -> None:
    face = CardItem(parse_card("Kh"), 56, 78, outlined=True)
    back = CardItem(None, 56, 78)
    assert face.face_up and not back.face_up
    assert face.outlined and not back.outlined
    assert face.boundingRect().contains(face.boundingRect().center())


@pytest.mark.parametrize(("platform", "family"), [("linux", "DejaVu Sans"), ("darwin", "Helvetica"),
                                                  ("win32", "Arial"), ("freebsd14", "DejaVu Sans")])
def test_ranks_ask_for_one_family_the_system_has(platform: str, family: str) -> None:
    # One family, never a list with names the system lacks: Qt looks a missing family up among every font's
    # aliases and warns about it (a Mac has no DejaVu Sans), and the smoke test fails on that warning.
    for card in (0, 32, 51):
        families = {t.get("font-family") for t in ET.fromstring(card_svg(card, platform=platform)).iter(f"{SVG}text")}
        assert families == {family}
    assert card_svg_module.rank_font(platform) == family


def test_this_systems_rank_font_is_installed(qapp: QApplication) -> None:
    assert card_svg_module.rank_font() in QFontDatabase.families()
