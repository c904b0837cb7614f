"""One PHH action string as a typed record, and back.

PHH writes each action as a short string: ``d dh p1 AsKs`` (deal hole cards), ``d db JcTs2d`` (deal the
board), ``p3 f`` (fold), ``p2 cc`` (check or call), ``p4 cbr 170000`` (bet or raise *to* 170000),
``p2 sm Js8h`` (show) or ``p2 sm`` (muck), each optionally followed by ``# commentary``. Players are ``p1`` …
``pN`` in the file and 0-based indices here, because every per-player array in the hand is indexed that way.

The records are named ``PHH…`` where the rules engine has a record of the same event
(:mod:`dealerdesk.rules.records`): a PHH action is what a file says, with its commentary and without the
engine's facts (a PHH call has no amount, a fold no street); :mod:`dealerdesk.history.replay` plays them on the
engine and :mod:`dealerdesk.history.export` writes the engine's records as them.

Only the text is checked here; whether player p9 exists, whether an Omaha hand has 4 cards, or whether a card
was dealt twice needs the whole hand and is checked when a hand history is read.

>>> parse_action("p4 cbr 170000")
CompleteBetOrRaiseTo(player=3, amount=170000, comment=None)
>>> format_action(PHHDealHole(0, (51, None)))
'd dh p1 As??'
>>> format_action(parse_action("p1 cc # tanks, then calls"))
'p1 cc # tanks, then calls'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealerdesk.evaluation.cards import CARD_COUNT, CardError, format_card, parse_card
from dealerdesk.history.errors import PHHError, shorten
from dealerdesk.rules.players import player_code

UNKNOWN_CARD_TEXT = "??"
"""How PHH writes a card nobody saw."""


@dataclass(frozen=True)
class PHHDealHole:
    """The dealer deals one player's hole cards (``d dh pK CARDS``)."""

    player: int
    """0-based position: ``p1`` is 0."""
    cards: tuple[int | None, ...]
    """Card ids in the order written; ``None`` for a card nobody saw (``??``)."""
    comment: str | None = None
    """The commentary after ``#`` (stripped), or ``None`` when the action has none."""


@dataclass(frozen=True)
class PHHDealBoard:
    """The dealer deals board cards (``d db CARDS``): 3 for the flop, then 1 for the turn, 1 for the river."""

    cards: tuple[int, ...]
    """Card ids in the order written; board cards are always known."""
    comment: str | None = None
    """The commentary after ``#`` (stripped), or ``None`` when the action has none."""


@dataclass(frozen=True)
class PHHFold:
    """A player folds (``pK f``)."""

    player: int
    """0-based position: ``p1`` is 0."""
    comment: str | None = None
    """The commentary after ``#`` (stripped), or ``None`` when the action has none."""


@dataclass(frozen=True)
class PHHCheckOrCall:
    """A player checks, or calls the current bet (``pK cc``)."""

    player: int
    """0-based position: ``p1`` is 0."""
    comment: str | None = None
    """The commentary after ``#`` (stripped), or ``None`` when the action has none."""


@dataclass(frozen=True)
class CompleteBetOrRaiseTo:
    """A player bets or raises *to* a street total (``pK cbr X``); X is not the size of the increment."""

    player: int
    """0-based position: ``p1`` is 0."""
    amount: int
    """The player's total bet on this street after the action, in chips."""
    comment: str | None = None
    """The commentary after ``#`` (stripped), or ``None`` when the action has none."""


@dataclass(frozen=True)
class ShowOrMuck:
    """At showdown a player shows (``pK sm AsKs``) or mucks (``pK sm``) the hole cards."""

    player: int
    """0-based position: ``p1`` is 0."""
    cards: tuple[int | None, ...] | None
    """The shown cards (``None`` entries for ``??``), or ``None`` for a muck."""
    comment: str | None = None
    """The commentary after ``#`` (stripped), or ``None`` when the action has none."""


Action = PHHDealHole | PHHDealBoard | PHHFold | PHHCheckOrCall | CompleteBetOrRaiseTo | ShowOrMuck
"""Any action record of a hand history."""

_PLAYER = re.compile(r"p([0-9]{1,3})")
_AMOUNT = re.compile(r"[0-9]+")
MAX_AMOUNT = 2**63 - 1
"""The largest amount of chips: TOML's integers are 64-bit, so an action's amount is too."""
_CARDS_AS_DEALT = "-"
_OTHER_GAMES_VERBS = {
    "pb": "posting the bring-in, in stud",
    "sd": "standing pat or discarding, in draw games",
}


def split_commentary(text: str) -> tuple[str, str | None]:
    """The action part and the stripped commentary (``None`` when there is no ``#``) of an action string."""
    body, hash_sign, comment = text.partition("#")
    return body, (comment.strip() if hash_sign else None)


def is_no_op(text: str) -> bool:
    """Whether an action string is a PHH no-op: empty, blank, or only ``# commentary``."""
    return not split_commentary(text)[0].strip()


def parse_cards_text(text: str, *, unknown_allowed: bool) -> tuple[int | None, ...]:
    """Card ids of a PHH card run such as ``"AsKd"`` or ``"??Kd"`` (``None`` for ``??``).

    Raises :class:`PHHError` for bad card text, a card repeated within the run, or ``??`` where
    ``unknown_allowed`` is false.
    """
    if len(text) % 2:
        raise PHHError(f"{text!r} is not a run of cards (each card is two characters, like 'As' or '??')")
    cards: list[int | None] = []
    for start in range(0, len(text), 2):
        chunk = text[start : start + 2]
        if chunk == UNKNOWN_CARD_TEXT:
            if not unknown_allowed:
                raise PHHError("board cards must be known ('??' is only for hole cards)")
            cards.append(None)
            continue
        if "?" in chunk:
            raise PHHError(f"{chunk!r} is not a card (an unknown card is written '??')")
        try:
            card_id = parse_card(chunk)
        except CardError as error:
            raise PHHError(str(error)) from None
        if card_id in cards:
            raise PHHError(f"{format_card(card_id)} appears twice in {text!r}")
        cards.append(card_id)
    return tuple(cards)


def format_cards_text(cards: Sequence[int | None]) -> str:
    """The PHH text of card ids, ``??`` for ``None``."""
    return "".join(UNKNOWN_CARD_TEXT if c is None else format_card(c) for c in cards)


def _parse_player(word: str) -> int:
    match = _PLAYER.fullmatch(word)
    if match is None:
        raise PHHError(f"{shorten(word)} is not a player (players are written p1, p2, …)")
    number = int(match.group(1))
    if number < 1:
        raise PHHError(f"{word!r} is not a player (players are numbered from p1)")
    return number - 1


def _expect_words(words: list[str], count: int, grammar: str) -> None:
    if len(words) < count:
        raise PHHError(f"incomplete action: want {grammar!r}")
    if len(words) > count:
        raise PHHError(f"unexpected {' '.join(words[count:])!r} after {' '.join(words[:count])!r}")


def _parse_dealer_action(words: list[str], comment: str | None) -> Action:
    if len(words) < 2:
        raise PHHError("the dealer's action is missing: want 'd dh pK CARDS' or 'd db CARDS'")
    verb = words[1]
    if verb == "dh":
        _expect_words(words, 4, "d dh pK CARDS")
        return PHHDealHole(_parse_player(words[2]), parse_cards_text(words[3], unknown_allowed=True), comment)
    if verb == "db":
        _expect_words(words, 3, "d db CARDS")
        board = parse_cards_text(words[2], unknown_allowed=False)
        return PHHDealBoard(tuple(c for c in board if c is not None), comment)
    raise PHHError(f"unknown dealer action {verb!r} (want 'dh' to deal hole cards or 'db' to deal the board)")


def _parse_shown_cards(
    word: str, player: int, dealt: Mapping[int, Sequence[int | None]] | None
) -> tuple[int | None, ...]:
    if word != _CARDS_AS_DEALT:
        return parse_cards_text(word, unknown_allowed=True)
    # PHH lets 'sm -' mean "shows the cards dealt earlier", which only the whole hand can resolve.
    if dealt is None:
        raise PHHError("'sm -' means the cards dealt earlier; read the whole hand to resolve it")
    if player not in dealt:
        raise PHHError(f"'sm -' shows the cards dealt to p{player + 1}, but none were dealt yet")
    return tuple(dealt[player])


def _parse_player_action(
    words: list[str], comment: str | None, dealt: Mapping[int, Sequence[int | None]] | None
) -> Action:
    player = _parse_player(words[0])
    if len(words) < 2:
        raise PHHError(f"the action of {words[0]} is missing (want f, cc, cbr AMOUNT or sm [CARDS])")
    verb = words[1]
    if verb == "f":
        _expect_words(words, 2, "pK f")
        return PHHFold(player, comment)
    if verb == "cc":
        _expect_words(words, 2, "pK cc")
        return PHHCheckOrCall(player, comment)
    if verb == "cbr":
        _expect_words(words, 3, "pK cbr AMOUNT")
        amount = words[2]
        digits = amount.lstrip("0")
        if not _AMOUNT.fullmatch(amount) or not digits:
            raise PHHError(f"the amount of 'cbr' must be a positive whole number of chips, not {shorten(amount)}")
        if len(digits) > 19 or int(digits) > MAX_AMOUNT:
            raise PHHError(f"the amount of 'cbr' is more than 2**63 - 1 chips: {shorten(amount)}")
        return CompleteBetOrRaiseTo(player, int(digits), comment)
    if verb == "sm":
        if len(words) == 2:
            return ShowOrMuck(player, None, comment)
        _expect_words(words, 3, "pK sm [CARDS]")
        return ShowOrMuck(player, _parse_shown_cards(words[2], player, dealt), comment)
    if verb in _OTHER_GAMES_VERBS:
        raise PHHError(f"{verb!r} ({_OTHER_GAMES_VERBS[verb]}) does not happen in hold'em or Omaha")
    raise PHHError(f"unknown action {verb!r} (want f, cc, cbr AMOUNT or sm [CARDS])")


def parse_action(text: str, *, dealt: Mapping[int, Sequence[int | None]] | None = None) -> Action:
    """The record of one PHH action string; raises :class:`PHHError` naming the text.

    ``dealt`` maps 0-based players to the hole cards they hold so far; it is only needed to resolve
    ``pK sm -`` ("shows the cards dealt"). A no-op (blank or commentary only) is not an action and raises.
    """
    known = _parsed.get(text)
    if known is not None:
        return known
    body, comment = split_commentary(text)
    words = body.split()
    try:
        if not words:
            raise PHHError("an empty action or a lone comment is a no-op, not an action")
        if words[0] == "d":
            action = _parse_dealer_action(words, comment)
        elif words[0].startswith("p"):
            action = _parse_player_action(words, comment, dealt)
        else:
            raise PHHError(f"unknown actor {words[0]!r} (want 'd' for the dealer, or a player p1, p2, …)")
    except PHHError as error:
        raise PHHError(error.message, action_text=text) from None
    if _CARDS_AS_DEALT not in words:  # what "sm -" shows depends on the deal, any other action only on its text
        if len(_parsed) >= _PARSED_MOST:
            _parsed.clear()
        _parsed[text] = action
    return action


_parsed: dict[str, Action] = {}
"""Actions already read, by their text: a session's hands repeat the same few hundred texts ("p3 cc", "p1 f",
"d dh p2 AsKd" …) tens of thousands of times, and an action is a frozen value, so the one read is handed out again
(faster, and each text's action is held once in memory however many hands hold it)."""
_PARSED_MOST = 100_000
"""The most texts kept: past it the memory starts again from nothing (every hole-card deal of ten-handed Omaha is
more than that)."""


def _check_card_ids(cards: Sequence[int | None], unknown_allowed: bool) -> None:
    known = [c for c in cards if c is not None]
    if len(known) < len(cards) and not unknown_allowed:
        raise PHHError("board cards must be known")
    for card_id in known:
        if type(card_id) is not int or not 0 <= card_id < CARD_COUNT:
            raise PHHError(f"{card_id!r} is not a card id (0..51)")
    if len(set(known)) < len(known):
        raise PHHError("a card appears twice")


def _check_record(action: Action) -> None:
    """Raise if the record could not be written as PHH text that reads back as the same record."""
    if not isinstance(action, PHHDealBoard) and (type(action.player) is not int or action.player < 0):
        raise PHHError(f"player must be a 0-based index (0 is p1), not {action.player!r}")
    if action.comment is not None and (not isinstance(action.comment, str) or action.comment != action.comment.strip()):
        raise PHHError("a comment must be a string without leading or trailing white space")
    if isinstance(action, PHHDealHole | PHHDealBoard | ShowOrMuck) and action.cards is not None:
        if not isinstance(action.cards, tuple) or not action.cards:
            raise PHHError("cards must be a non-empty tuple of card ids")
        _check_card_ids(action.cards, unknown_allowed=not isinstance(action, PHHDealBoard))
    if isinstance(action, CompleteBetOrRaiseTo) and (type(action.amount) is not int or action.amount <= 0):
        raise PHHError(f"the amount must be a positive whole number of chips, not {action.amount!r}")


def format_action(action: Action) -> str:
    """The PHH string of an action record; ``parse_action(format_action(a)) == a``.

    Raises :class:`PHHError` for a record that has no such string (negative player, card id out of range,
    empty card tuple, amount not positive, comment with outer white space).
    """
    try:
        _check_record(action)
    except PHHError as error:
        raise PHHError(f"cannot write {action!r}: {error.message}") from None
    if isinstance(action, PHHDealHole):
        text = f"d dh {player_code(action.player)} {format_cards_text(action.cards)}"
    elif isinstance(action, PHHDealBoard):
        text = f"d db {format_cards_text(action.cards)}"
    elif isinstance(action, PHHFold):
        text = f"{player_code(action.player)} f"
    elif isinstance(action, PHHCheckOrCall):
        text = f"{player_code(action.player)} cc"
    elif isinstance(action, CompleteBetOrRaiseTo):
        text = f"{player_code(action.player)} cbr {action.amount}"
    else:
        shown = "" if action.cards is None else f" {format_cards_text(action.cards)}"
        text = f"{player_code(action.player)} sm{shown}"
    if action.comment is None:
        return text
    return f"{text} # {action.comment}" if action.comment else f"{text} #"
