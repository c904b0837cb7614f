"""What the showdown shows a player: the hand each pot was won with, its five cards to highlight, and the
player's own hand in words while it is played."""

from __future__ import annotations

from dealerdesk.evaluation import read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.evaluation.reading import HandReading
from dealerdesk.i18n import translate
from dealerdesk.rules.game import Game
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import Award


def _(text: str) -> str:
    """Translate in the play table's context (the one its hand-history lines have always had)."""
    return translate("PlayController", text)


def award_reading(hand: Hand, award: Award) -> HandReading | None:
    """The hand an award was won with (its five cards and name, from :mod:`dealerdesk.evaluation`), or None when
    it was won without a showdown."""
    cards = hand.shown.get(award.player)
    if cards is None or len(hand.board) != 5:
        return None
    if hand.variant.game is Game.HOLDEM:
        return read_holdem([*cards, *hand.board])
    if award.half == "low":
        return read_omaha_low(cards, hand.board)
    return read_omaha_high(cards, hand.board)


def winning_cards(hand: Hand) -> dict[int, set[int]]:
    """The five cards of each award winner's hand, to highlight after the showdown."""
    result: dict[int, set[int]] = {}
    for award in hand.awards:
        reading = award_reading(hand, award)
        if reading is not None:
            result.setdefault(award.player, set()).update(reading.cards)
    return result


def hand_strength(hand: Hand, player: int) -> str:
    """A player's current hand in words ("Two pair, kings and sevens"; "… / no low" in Omaha Hi/Lo) once there is
    a flop, "" before or when the cards are not known (the hand names come from
    :mod:`dealerdesk.evaluation.names`, translated)."""
    if len(hand.board) < 3:
        return ""
    cards = hand.hole[player]
    if cards is None or None in cards:
        return ""
    known = [c for c in cards if c is not None]
    if hand.variant.game is Game.HOLDEM:
        return read_holdem([*known, *hand.board]).name
    text = read_omaha_high(known, hand.board).name
    if hand.variant.game is Game.OMAHA_HILO:
        low = read_omaha_low(known, hand.board)
        text += " / " + (low.name if low is not None else _("no low"))
    return text
