"""Checks on a hand's actions that need the whole hand but not the rules: who exists, how many cards, no card
dealt twice, and shows that agree with the deal.

Betting order, dealing order and chip counts are deliberately not checked: the rules engine replays the hand
and owns those rules. Errors name the file position of the offending action (``index`` is 0-based into the
file's ``actions`` array, the message speaks 1-based as the error location does).
"""

from __future__ import annotations

from dealerdesk.evaluation.cards import format_card
from dealerdesk.history.actions import Action, PHHDealBoard, PHHDealHole, ShowOrMuck, format_cards_text
from dealerdesk.history.errors import PHHError
from dealerdesk.history.variants import Variant
from dealerdesk.rules.players import player_code

_STREETS = (("flop", 3), ("turn", 1), ("river", 1))
_BOARD = -1  # owner key of board cards in the card ledger


def _cards_word(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"


class CardLedger:
    """Follows the cards a hand has used so far, in action order, and raises on the first inconsistency."""

    def __init__(self, variant: Variant, player_count: int) -> None:
        self._variant = variant
        self._player_count = player_count
        self._owner: dict[int, tuple[int, int]] = {}  # card -> (player or _BOARD, action index)
        self._holes: dict[int, list[int | None]] = {}
        self._dealt_at: dict[int, int] = {}
        self._board_deals = 0

    @property
    def holes(self) -> dict[int, list[int | None]]:
        """Each player's hole cards as known so far (shows fill in cards dealt as ``??``)."""
        return self._holes

    def check(self, action: Action, index: int) -> None:
        """Raise :class:`PHHError` (message only) if ``action``, at file index ``index``, is inconsistent."""
        if not isinstance(action, PHHDealBoard) and action.player >= self._player_count:
            raise PHHError(f"player p{action.player + 1} does not exist (the hand has {self._player_count} players)")
        if isinstance(action, PHHDealHole):
            self._deal_hole(action, index)
        elif isinstance(action, PHHDealBoard):
            self._deal_board(action, index)
        elif isinstance(action, ShowOrMuck) and action.cards is not None:
            self._show(action, index)

    def _hole_count_problem(self, verb: str, count: int) -> PHHError | None:
        wanted = self._variant.hole_card_count
        if count == wanted:
            return None
        return PHHError(
            f"{verb} {_cards_word(count)}; in {self._variant.code} ({self._variant.description}) "
            f"each player has {wanted}"
        )

    def _claim(self, card: int, owner: int, index: int, *, fresh: bool) -> None:
        """Record that ``owner`` holds ``card`` from action ``index``.

        A deal (``fresh``) may not reuse any card; a show may repeat the player's own cards but no one else's.
        """
        previous = self._owner.get(card)
        if previous is None:
            self._owner[card] = (owner, index)
            return
        holder, where = previous
        if fresh or holder != owner:
            place = "the board" if holder == _BOARD else player_code(holder)
            raise PHHError(f"{format_card(card)} appears twice: it went to {place} in action {where + 1}")

    def _deal_hole(self, action: PHHDealHole, index: int) -> None:
        problem = self._hole_count_problem("deals", len(action.cards))
        if problem is not None:
            raise problem
        for card in action.cards:
            if card is not None:
                self._claim(card, action.player, index, fresh=True)
        self._holes[action.player] = list(action.cards)
        self._dealt_at[action.player] = index

    def _deal_board(self, action: PHHDealBoard, index: int) -> None:
        if self._board_deals == len(_STREETS):
            raise PHHError("the board is already complete (flop, turn and river were dealt)")
        street, size = _STREETS[self._board_deals]
        if len(action.cards) != size:
            raise PHHError(f"deals {_cards_word(len(action.cards))} to the board; the {street} is {size}")
        for card in action.cards:
            self._claim(card, _BOARD, index, fresh=True)
        self._board_deals += 1

    def _show(self, action: ShowOrMuck, index: int) -> None:
        assert action.cards is not None
        problem = self._hole_count_problem("shows", len(action.cards))
        if problem is not None:
            raise problem
        shown = [c for c in action.cards if c is not None]
        for card in shown:
            self._claim(card, action.player, index, fresh=False)
        held = self._holes.get(action.player)
        if held is None:
            self._holes[action.player] = list(action.cards)
            return
        new = [c for c in shown if c not in held]
        unknown_slots = [slot for slot, card in enumerate(held) if card is None]
        if len(new) > len(unknown_slots):
            raise PHHError(
                f"{player_code(action.player)} shows {format_cards_text(action.cards)} but was dealt "
                f"{format_cards_text(held)} in action {self._dealt_at.get(action.player, index) + 1}"
            )
        for slot, card in zip(unknown_slots, new, strict=False):
            held[slot] = card
