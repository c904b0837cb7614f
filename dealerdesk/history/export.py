"""Writing an engine hand as a PHH hand history, so it can be saved, exported and replayed.

Forced bets, uncalled returns and pot pushes are implied by PHH, so only deals, player actions and showdown
actions are written. What the standard has no field for goes in user-defined fields, which
:func:`dealerdesk.history.replay.stakes_of` reads back: ``_dead_blinds`` (a returning player's dead small
blind, per player), ``_big_blind_position`` (which player is the big blind, 1-based, when a returning
player also posts a big blind), ``_smallest_chip`` (the smallest chip in play, when it is not 1), ``_chip_set``
(the room's chips in play, when chips are asked about), ``_dead_hands`` (the players, 1-based, whose hands are dead
from the deal: absent tournament players, TDA 30), ``_rake`` (a cash game's house rake and jackpot drop,
:mod:`dealerdesk.rules.rake`) and ``_tournament = true`` (the hand is played under tournament house rules: the
limit cap kept heads-up).
"""

from __future__ import annotations

from dealerdesk.history._convert import (
    BIG_BLIND_FIELD,
    CHIP_SET_FIELD,
    DEAD_BLINDS_FIELD,
    DEAD_HANDS_FIELD,
    HOUSE_RULES_FIELD,
    RAKE_FIELD,
    TOURNAMENT_FIELD,
    house_rules_fields,
)
from dealerdesk.history.actions import (
    Action,
    CompleteBetOrRaiseTo,
    PHHCheckOrCall,
    PHHDealBoard,
    PHHDealHole,
    PHHFold,
    ShowOrMuck,
)
from dealerdesk.history.model import HandHistory, TomlValue
from dealerdesk.rules import records
from dealerdesk.rules.game import HouseRules, Structure
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code

SMALLEST_CHIP_FIELD = "_smallest_chip"
"""This project's extension field: the smallest chip in play when it is not 1 (a split pot's odd chips come in
it); :func:`dealerdesk.history.replay.stakes_of` reads it back."""


def phh_action(record: records.Record) -> Action | None:
    """The PHH action for one engine record, or None for what PHH leaves implied."""
    if isinstance(record, records.DealHole):
        return PHHDealHole(record.player, record.cards)
    if isinstance(record, records.DealBoard):
        return PHHDealBoard(record.cards)
    if isinstance(record, records.Fold):
        return PHHFold(record.player)
    if isinstance(record, records.CheckOrCall):
        return PHHCheckOrCall(record.player)
    if isinstance(record, records.BetOrRaise):
        return CompleteBetOrRaiseTo(record.player, record.raise_to)
    if isinstance(record, records.Show):
        return ShowOrMuck(record.player, record.cards)
    if isinstance(record, records.Muck):
        return ShowOrMuck(record.player, None)
    return None


def history_of(hand: Hand, /, self_contained: bool = False, **fields: object) -> HandHistory:
    """The hand's PHH history so far (``finishing_stacks`` once it is complete).

    ``self_contained``: also write what a reader would otherwise assume — the smallest chip even when it is 1, and
    every house rule (``_house_rules``) — so a question's file (a drill pack's) answers the same with no other
    input. Extra keyword arguments set optional PHH fields (``event``, ``table``, ``seats``, ``hand`` …).
    """
    stakes = hand.stakes
    blinds, antes = stakes.blinds, stakes.antes
    if hand.player_count == 2:  # PHH lists heads-up forced bets in reverse (the button's small blind first)
        blinds, antes = blinds[::-1], antes[::-1]
    fixed = hand.variant.structure is Structure.FIXED
    user_fields: dict[str, TomlValue] = {}
    if any(stakes.dead_blinds):
        user_fields[DEAD_BLINDS_FIELD] = list(stakes.dead_blinds)
    if stakes.big_blind_position is not None:
        user_fields[BIG_BLIND_FIELD] = stakes.big_blind_position + 1
    if stakes.chip != 1 or self_contained:
        user_fields[SMALLEST_CHIP_FIELD] = stakes.chip
    if stakes.chip_set:
        user_fields[CHIP_SET_FIELD] = list(stakes.chip_set)
    if stakes.dead_hands:
        user_fields[DEAD_HANDS_FIELD] = [p + 1 for p in stakes.dead_hands]
    if hand.rake_structure is not None:
        user_fields[RAKE_FIELD] = hand.rake_structure.to_fields()  # type: ignore[assignment]
    if hand.rules == HouseRules.tournament():
        user_fields[TOURNAMENT_FIELD] = True
    if self_contained:
        user_fields[HOUSE_RULES_FIELD] = house_rules_fields(hand.rules)  # type: ignore[assignment]
    elif hand.rules not in (HouseRules.cash(), HouseRules.tournament()):
        # Rules of the room's own choosing: without them the hand would replay under the defaults.
        user_fields[HOUSE_RULES_FIELD] = house_rules_fields(hand.rules)  # type: ignore[assignment]
    default_names = all(name == player_code(i) for i, name in enumerate(hand.names))
    actions = tuple(a for a in map(phh_action, hand.log) if a is not None)
    final = hand.final_stacks
    return HandHistory(
        variant=hand.variant,
        antes=antes,
        blinds_or_straddles=blinds,
        starting_stacks=hand.starting_stacks,
        actions=actions,
        small_bet=stakes.small_bet if fixed else None,
        big_bet=stakes.big_bet if fixed else None,
        min_bet=None if fixed else stakes.minimum_bet,
        ante_trimming_status=stakes.antes_are_live,
        finishing_stacks=tuple(final) if final is not None else None,
        players=None if default_names else hand.names,
        user_fields=user_fields,
        **fields,  # type: ignore[arg-type]
    )
