"""Playing a PHH hand history through the rules engine.

The PHH reader checks a file's form; this module plays its actions one by one on a
:class:`~dealerdesk.rules.hand.Hand`, so an action the rules do not allow is reported with the file, the
line and the action's number, and nothing is guessed.

PHH conventions applied here (../shared/phh/README.md): ``p1`` is left of the button and the last player is
the button; heads-up the ``antes`` and ``blinds_or_straddles`` arrays apply in reverse (p1 posts the big
blind, the button the small blind); ``ante_trimming_status = false`` makes antes dead money in the main pot.
"""

from __future__ import annotations

from dealerdesk.history._convert import CHIP_SET_FIELD, house_rules_of, rake_of
from dealerdesk.history._source_lines import SourceLines
from dealerdesk.history.actions import (
    Action,
    CompleteBetOrRaiseTo,
    PHHCheckOrCall,
    PHHDealBoard,
    PHHDealHole,
    PHHFold,
    ShowOrMuck,
    format_action,
)
from dealerdesk.history.errors import PHHError
from dealerdesk.history.model import HandHistory
from dealerdesk.rules.errors import RulesError
from dealerdesk.rules.game import HouseRules, Stakes
from dealerdesk.rules.hand import Hand


def stakes_of(history: HandHistory) -> Stakes:
    """The engine's stakes for a hand history (forced bets per position, heads-up reversal applied)."""
    blinds = tuple(history.blinds_or_straddles)
    antes = tuple(history.antes)
    if history.player_count == 2:
        blinds, antes = blinds[::-1], antes[::-1]
    dead = history.user_fields.get("_dead_blinds")
    dead_blinds = tuple(dead) if isinstance(dead, list) and all(isinstance(d, int) for d in dead) else ()
    big = history.user_fields.get("_big_blind_position")
    chip = history.user_fields.get("_smallest_chip")
    dead_hands = history.user_fields.get("_dead_hands")
    chip_set = history.user_fields.get(CHIP_SET_FIELD)
    dead_hands = [p - 1 if isinstance(p, int) else p for p in dead_hands] if isinstance(dead_hands, list) else []
    return Stakes(
        big_blind_position=big - 1 if isinstance(big, int) and 1 <= big <= history.player_count else None,
        blinds=blinds,
        antes=antes,
        dead_blinds=dead_blinds,
        small_bet=history.small_bet or 0,
        big_bet=history.big_bet or 0,
        min_bet=history.min_bet or 0,
        antes_are_live=history.ante_trimming_status,
        chip=chip if isinstance(chip, int) and not isinstance(chip, bool) else 1,
        dead_hands=tuple(dead_hands),  # the engine refuses anything but distinct players
        chip_set=tuple(chip_set) if isinstance(chip_set, list) else (),
    )


def rules_of(history: HandHistory) -> HouseRules:
    """The house rules a history was played under: the tournament defaults (TDA) when its ``_tournament`` field
    is true, else the cash-game defaults, with any setting its ``_house_rules`` field writes out."""
    return house_rules_of(history.user_fields)


def start_hand(history: HandHistory, rules: HouseRules | None = None) -> Hand:
    """The hand as it stands before the first action: forced bets posted, nothing dealt. ``rules`` None: the
    rules the history says (:func:`rules_of`)."""
    names = tuple(history.players) if history.players and all(history.players) else None
    return Hand(
        history.variant,
        stakes_of(history),
        history.starting_stacks,
        rules=rules_of(history) if rules is None else rules,
        names=names,
        rake=rake_of(history.user_fields),
    )


def apply_action(hand: Hand, action: Action) -> None:
    """Play one PHH action on the hand; raises a :class:`~dealerdesk.rules.errors.RulesError` if illegal."""
    if isinstance(action, PHHDealHole):
        hand.deal_hole(action.player, action.cards)
    elif isinstance(action, PHHDealBoard):
        hand.deal_board(action.cards)
    elif isinstance(action, PHHFold):
        hand.fold(action.player)
    elif isinstance(action, PHHCheckOrCall):
        hand.check_or_call(action.player)
    elif isinstance(action, CompleteBetOrRaiseTo):
        hand.bet_or_raise_to(action.amount, action.player)
    elif isinstance(action, ShowOrMuck):
        if action.cards is None:
            hand.muck(action.player)
        elif None in action.cards:
            hand.show(action.player)
        else:
            hand.show(action.player, [c for c in action.cards if c is not None])


def replay(
    history: HandHistory,
    rules: HouseRules | None = None,
    *,
    source: str = "<string>",
    text: str | None = None,
    count: int | None = None,
) -> Hand:
    """The hand after playing the history's actions (the first ``count`` of them, or all).

    An illegal action raises :class:`~dealerdesk.history.errors.PHHError` naming the source, the line (when
    the PHH ``text`` is given), the action's number and text, and what the rules say.
    """
    lines = SourceLines(text) if text is not None else None
    try:
        hand = start_hand(history, rules)
    except RulesError as error:
        raise PHHError(f"the hand cannot start: {error}", source=source) from None
    actions = history.actions if count is None else history.actions[:count]
    for number, action in enumerate(actions, start=1):
        try:
            apply_action(hand, action)
        except RulesError as error:
            raise PHHError(
                str(error),
                source=source,
                line=lines.record_line(number) if lines is not None else None,
                action_number=number,
                action_text=format_action(action),
            ) from None
    return hand
