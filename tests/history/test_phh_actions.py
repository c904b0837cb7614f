"""One action string ⇄ one record, and the variant codes."""

from __future__ import annotations

import pytest

from dealerdesk.evaluation.cards import parse_card, parse_cards
from dealerdesk.history import (
    Action,
    CompleteBetOrRaiseTo,
    HandHistory,
    PHHCheckOrCall,
    PHHDealBoard,
    PHHDealHole,
    PHHError,
    PHHFold,
    ShowOrMuck,
    Variant,
    format_action,
    parse_action,
)

AS, KS = parse_card("As"), parse_card("Ks")


@pytest.mark.parametrize(
    ("text", "record"),
    [
        ("d dh p1 AsKs", PHHDealHole(0, (AS, KS))),
        ("d dh p3 ????", PHHDealHole(2, (None, None))),
        ("d dh p2 As??Ks??", PHHDealHole(1, (AS, None, KS, None))),
        ("d db JcTs2d", PHHDealBoard(parse_cards("JcTs2d"))),
        ("d db As", PHHDealBoard((AS,))),
        ("p3 f", PHHFold(2)),
        ("p10 cc", PHHCheckOrCall(9)),
        ("p4 cbr 170000", CompleteBetOrRaiseTo(3, 170000)),
        ("p2 sm AsKs", ShowOrMuck(1, (AS, KS))),
        ("p2 sm", ShowOrMuck(1, None)),
        ("p2 sm ????", ShowOrMuck(1, (None, None))),
        ("p1 cc # tanks, then calls", PHHCheckOrCall(0, "tanks, then calls")),
        ("p1 sm # mucks # face down", ShowOrMuck(0, None, "mucks # face down")),
        ("p1 f #", PHHFold(0, "")),
    ],
)
def test_parse_and_format(text: str, record: Action) -> None:
    assert parse_action(text) == record
    assert format_action(record) == text


def test_parse_tolerates_spacing_and_card_case() -> None:
    assert parse_action("  p1   cbr  20   #  nice  ") == CompleteBetOrRaiseTo(0, 20, "nice")
    assert parse_action("d dh p1 asKS") == PHHDealHole(0, (AS, KS))


def test_show_dash_means_the_cards_dealt() -> None:
    assert parse_action("p1 sm -", dealt={0: (AS, None)}) == ShowOrMuck(0, (AS, None))
    with pytest.raises(PHHError, match="whole hand"):
        parse_action("p1 sm -")
    with pytest.raises(PHHError, match="none were dealt"):
        parse_action("p2 sm -", dealt={0: (AS, KS)})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "no-op"),
        ("# just a comment", "no-op"),
        ("x1 f", "unknown actor 'x1'"),
        ("px f", "'px' is not a player"),
        ("p0 f", "numbered from p1"),
        ("p1", "action of p1 is missing"),
        ("p1 raise 20", "unknown action 'raise'"),
        ("p1 pb", "bring-in"),
        ("p1 sd", "discarding"),
        ("p1 f now", "unexpected 'now'"),
        ("p1 cbr", "incomplete action"),
        ("p1 cbr -5", "positive whole number of chips, not '-5'"),
        ("p1 cbr 0", "positive whole number"),
        ("p1 cbr 2.5", "positive whole number"),
        ("d", "dealer's action is missing"),
        ("d dx p1 AsKs", "unknown dealer action 'dx'"),
        ("d dh AsKs", "incomplete action"),
        ("d dh p1 AsK", "not a run of cards"),
        ("d dh p1 AsKx", "'x' is not a suit"),
        ("d dh p1 As?s", "an unknown card is written '??'"),
        ("d dh p1 AsAs", "As appears twice"),
        ("d db ??KsQs", "board cards must be known"),
    ],
)
def test_parse_errors_name_the_text(text: str, message: str) -> None:
    with pytest.raises(PHHError, match=message) as caught:
        parse_action(text)
    assert caught.value.action_text == text
    assert f"{text!r}: " in str(caught.value)


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (PHHFold(-1), "0-based index"),
        (CompleteBetOrRaiseTo(0, 0), "positive whole number"),
        (PHHDealHole(0, ()), "non-empty"),
        (PHHDealHole(0, (52, 1)), "not a card id"),
        (PHHDealHole(0, (3, 3)), "appears twice"),
        (PHHDealBoard((None, 1, 2)), "board cards must be known"),  # type: ignore[arg-type]
        (PHHCheckOrCall(0, " padded"), "white space"),
    ],
)
def test_format_refuses_records_without_a_text(record: Action, message: str) -> None:
    with pytest.raises(PHHError, match=message):
        format_action(record)


@pytest.mark.parametrize(
    ("code", "game", "structure", "hole_cards", "standard"),
    [
        ("FT", "holdem", "fixed", 2, True),
        ("NT", "holdem", "no", 2, True),
        ("PO", "omaha", "pot", 4, True),
        ("FO/8", "omaha8", "fixed", 4, True),
        ("PT", "holdem", "pot", 2, False),
        ("FO", "omaha", "fixed", 4, False),
        ("NO", "omaha", "no", 4, False),
        ("PO/8", "omaha8", "pot", 4, False),
        ("NO/8", "omaha8", "no", 4, False),
    ],
)
def test_variant_codes(code: str, game: str, structure: str, hole_cards: int, standard: bool) -> None:
    variant = Variant.from_code(code)
    assert (variant.code, variant.game, variant.structure) == (code, game, structure)
    assert variant.hole_card_count == hole_cards
    assert variant.is_standard is standard
    assert Variant.of(variant.game, variant.structure) is variant
    assert variant == code


def test_variant_errors_and_names() -> None:
    with pytest.raises(ValueError, match="unknown variant code 'XX'"):
        Variant.from_code("XX")
    with pytest.raises(ValueError, match="seven card stud"):
        Variant.from_code("F7S")
    assert Variant.FIXED_LIMIT_OMAHA_HI_LO.description == "fixed-limit Omaha hi/lo (8 or better)"


def test_hand_history_accepts_a_variant_code() -> None:
    history = HandHistory("PO", (0, 0), (1, 2), (100, 100), (), min_bet=2)  # type: ignore[arg-type]
    assert history.variant is Variant.POT_LIMIT_OMAHA
