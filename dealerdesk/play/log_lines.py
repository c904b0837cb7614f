"""The hand history panel's lines, in the dealer's words: "Dora: raises to 120 (all-in)", "*** Flop 2c7d9h ***",
"You win 68: Two pair, kings and sevens".

Every amount of a call, bet or raise is what the player's bet on the street totals once they acted — the chips in
front of them, which a dealer reads and the table's bet and badge show: the big blind of 10 facing a raise to 30
"calls 30" (putting in 20 more), as they "raise to 90". The hand-history exports (PokerStars, PHH) keep their own
formats' conventions.

Amounts are written by the ``chips`` function the caller passes (the window groups digits as the user's locale
does); the words are translated in the play table's context.
"""

from __future__ import annotations

from collections.abc import Callable

from dealerdesk import grammar
from dealerdesk.i18n import cards_as_read, translate
from dealerdesk.play.showdown import award_reading
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.rake import RakeStructure
from dealerdesk.rules.records import Award, BetOrRaise, CheckOrCall, Fold, PostBlind

ChipsText = Callable[[int], str]
"""How an amount is written: ``12,500``."""
ShareText = Callable[[float], str]
"""How a share (0..1) is written: ``62.3%``."""


def _(text: str) -> str:
    """Translate in the play table's context (the one its hand-history lines have always had)."""
    return translate("PlayController", text)


def percent(share: float) -> str:
    """``0.623`` → ``"62.3%"``: a share as English writes it, where no locale's way was given."""
    return f"{100 * share:.1f}%"


def equity_line(shares: list[tuple[str, str]]) -> str:
    """The all-in hands' shares before the next card: "Equity: Dora 62.3%, You 37.7%" (names and shares
    already written)."""
    listed = _(", ").join(_("{name} {share}").format(name=name, share=share) for name, share in shares)
    return _("Equity: {shares}").format(shares=listed)


def grouped(amount: int) -> str:
    """``12500`` → ``"12,500"``: amounts as English writes them, where no locale's way was given."""
    return f"{amount:,}"


def street_total(hand: Hand, record: CheckOrCall | BetOrRaise) -> int:
    """What ``record``'s player has bet on its street once it is made (a live blind counts before the flop, an
    ante or dead money never): the figure every call, bet and raise is said with. ``record`` is one of
    ``hand.log``'s own records (found by identity: the same call may be made twice on a street)."""
    total = 0
    for entry in hand.log:
        if (isinstance(entry, PostBlind) and record.street == 0 and entry.player == record.player) or (
                isinstance(entry, CheckOrCall) and entry.street == record.street and entry.player == record.player):
            total += entry.amount
        elif isinstance(entry, BetOrRaise) and entry.street == record.street and entry.player == record.player:
            total = entry.raise_to
        if entry is record:
            return total
    raise ValueError("the record is not in the hand's log")


def action_text(hand: Hand, record: Fold | CheckOrCall | BetOrRaise, chips: ChipsText = grouped) -> str:
    """A hand-log line for a move: "folds", "checks", "calls 20", "bets 40", "raises to 120 (all-in)" — a call
    said with the street's total, as a raise is (:func:`street_total`)."""
    if isinstance(record, Fold):
        return _("folds")
    if isinstance(record, CheckOrCall):
        if not record.amount:
            return _("checks")
        text = _("calls {amount}").format(amount=chips(street_total(hand, record)))
        return text + (" " + _("(all-in)") if record.all_in else "")
    if record.is_bet:
        text = _("bets {amount}").format(amount=chips(record.raise_to))
    else:
        text = _("raises to {amount}").format(amount=chips(record.raise_to))
    return text + (" " + _("(all-in)") if record.all_in else "")


def move_line(name: str, action: str) -> str:
    """A move's line: "Dora: raises to 120"."""
    return _("{name}: {action}").format(name=name, action=action)


def reason_line(name: str, street: int, action: str, reason: str) -> str:
    """Why a computer player moved as it did: "Dora (Flop, bets 40): K♥ Q♥ wins about 62% against the hands that
    would call: a bet for value." (``street`` 0..3; ``action`` as :func:`action_text` writes it)."""
    street_name = (_("Preflop"), _("Flop"), _("Turn"), _("River"))[min(street, 3)]
    return _("{name} ({street}, {action}): {reason}").format(name=name, street=street_name, action=action,
                                                           reason=reason)


def intro_line(name: str, style: str, level: str, personality: str) -> str:
    """A computer player introduced: "Dora (Loose-aggressive, Regular): Raises and re-raises to keep the pressure
    on; expect to be tested." (style, level and personality already in the reader's language)."""
    return _("{name} ({style}, {level}): {personality}").format(name=name, style=style, level=level,
                                                                 personality=personality)


def hand_number_line(number: int) -> str:
    """The line that starts each hand: "— Hand 12 —"."""
    return _("— Hand {number} —").format(number=number)


def your_cards_line(cards: str) -> str:
    """The player's own cards: "Your cards: AsKs"."""
    return _("Your cards: {cards}").format(cards=cards)


def street_line(street: int, board: str) -> str:
    """A street dealt, 1 (the flop), 2 (the turn) or 3 (the river): "*** Flop 2c7d9h ***"."""
    name = (_("Flop"), _("Turn"), _("River"))[street - 1]
    return f"*** {name} {cards_as_read(board)} ***"


def show_line(name: str, cards: str, *, you: bool) -> str:
    """A hand tabled: "Dora shows AsKs" / "You show AsKs"."""
    if you:
        return _("You show {cards}").format(cards=cards)
    return _("{name} shows {cards}").format(name=name, cards=cards)


def buy_in_line(name: str, amount: str, *, you: bool) -> str:
    """A busted player buys chips: "You buy in again for 200" / "Dora buys in again for 200"."""
    if you:
        return _("You buy in again for {amount}").format(amount=amount)
    return _("{name} buys in again for {amount}").format(name=name, amount=amount)


def buy_in_refused_line(name: str, amount: str, limit: str, *, you: bool) -> str:
    """A busted player may not buy in for the game's stack above the table's maximum: "Dora may not buy in for
    200: the table's maximum buy-in is 100. Dora sits out." """
    if you:
        return _("You may not buy in for {amount}: the table's maximum buy-in is {limit}.").format(
            amount=amount, limit=limit)
    return _("{name} may not buy in for {amount}: the table's maximum buy-in is {limit}. {name} sits out.").format(
        name=name, amount=amount, limit=limit)


def leave_line() -> str:
    """The player, out of chips, would not buy in again: "You leave the table."."""
    return _("You leave the table.")


def not_your_turn() -> str:
    """Why a move of the player's was refused between their turns."""
    return _("It is not your turn.")


def award_line(hand: Hand, award: Award, *, you: bool, chips: ChipsText = grouped) -> str:
    """Who won what, with which hand: "Dora wins 404: Two pair, kings and sevens", "You win 68" (the hand's name
    after a colon as the evaluation names it, so no language needs an article or a case ending before it; written as
    inside a sentence, "…nyer: sor" in Hungarian), with
    "(high)"/"(low)" for a half of a split pot."""
    reading = award_reading(hand, award)
    amount = chips(award.amount)
    name = grammar.name_in_sentence(reading.name) if reading is not None else ""
    if reading is None:
        text = (
            _("You win {amount}").format(amount=amount)
            if you
            else _("{name} wins {amount}").format(name=hand.names[award.player], amount=amount)
        )
    else:
        text = (
            _("You win {amount}: {hand}").format(amount=amount, hand=name)
            if you
            else _("{name} wins {amount}: {hand}").format(
                name=hand.names[award.player], amount=amount, hand=name
            )
        )
    half = {"whole": "", "high": " " + _("(high)"), "low": " " + _("(low)")}[award.half]
    return text + half


def caption(game: str, small_blind: str, big_blind: str, ante: str | None, rake: str | None = None) -> str:
    """The game and stakes: "No-limit Hold'em · blinds 1/2" (" · ante 1" when there is one, then the house's
    take, :func:`rake_caption`, when it takes one)."""
    text = _("{game} · blinds {small}/{big}").format(game=game, small=small_blind, big=big_blind)
    text += " · " + _("ante {amount}").format(amount=ante) if ante else ""
    return text + (" · " + rake if rake else "")


def rake_caption(structure: RakeStructure, chips: ChipsText) -> str:
    """The house's take in a caption's few words: "rake 10% (cap 5)", "rake 5%, no flop no drop", then
    "jackpot drop 1 from 20" when there is one (the percentage as the trainer's rake questions write it)."""
    parts = []
    if structure.percent:
        rate = f"{float(structure.percent):g}%"
        text = (_("rake {percent}").format(percent=rate) if structure.cap is None
                else _("rake {percent} (cap {cap})").format(percent=rate, cap=chips(structure.cap)))
        if structure.no_flop_no_drop:
            text += ", " + _("no flop no drop")
        parts.append(text)
    if structure.jackpot_drop:
        parts.append(_("jackpot drop {drop} from {threshold}").format(
            drop=chips(structure.jackpot_drop), threshold=chips(structure.jackpot_threshold)))
    return " · ".join(parts)


def hand_street_caption(number: int, street: int | None) -> str:
    """Which hand and street: "Hand 12 · Flop" while it is played (street 0..3), "Hand 12 · Result" once it is
    over (None)."""
    name = _("Result") if street is None else (_("Preflop"), _("Flop"), _("Turn"), _("River"))[min(street, 3)]
    return _("Hand {number} · {street}").format(number=number, street=name)
