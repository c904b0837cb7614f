"""The words of a question: the prompt the trainee answers, and the hand told as a dealer would read it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerdesk import grammar
from dealerdesk.evaluation import format_cards
from dealerdesk.evaluation.games import game_name
from dealerdesk.i18n import N_, english, translate, translate_marked
from dealerdesk.rules import records
from dealerdesk.rules.action import chip_counts
from dealerdesk.rules.game import Structure, Variant
from dealerdesk.rules.players import player_code
from dealerdesk.trainer.catalogue import kind_of

if TYPE_CHECKING:
    from dealerdesk.rules.hand import Hand
    from dealerdesk.trainer.core.question import Question, StoredAnswer


def _(text: str) -> str:
    """Translate in the prompts' context."""
    return translate("Prompts", text)


STRUCTURE_NAMES = {Structure.FIXED: N_("Limit"), Structure.POT: N_("Pot-limit"), Structure.NO: N_("No-limit")}
"""Each betting structure's name in English (translated by :func:`variant_name`)."""
STREETS = (N_("Flop"), N_("Turn"), N_("River"))
"""The streets after the flop is dealt, in English (translated where shown)."""


def variant_name(code: str) -> str:
    """``"PO/8"`` → ``"Pot-limit Omaha Hi/Lo"`` (translated)."""
    variant = Variant.from_code(code)
    # Translators: a game's full name, e.g. "Pot-limit" + "Omaha Hi/Lo".
    return _("{structure} {game}").format(structure=translate_marked("Prompts", STRUCTURE_NAMES[variant.structure]),
                                          game=game_name(variant.game))


def stakes_line(question: Question) -> str:
    """``"Pot-limit Omaha, blinds 5/10, ante 1"``."""
    history = question.history
    blinds = sorted(b for b in history.blinds_or_straddles if b)
    text = _("{game}, blinds {blinds}").format(game=variant_name(str(history.variant)),
                                                blinds="/".join(map(str, blinds)))
    antes = [a for a in history.antes if a]
    if antes:
        if len(antes) > 1:
            text += _(", ante {amount}").format(amount=antes[0])
        else:
            text += _(", big-blind ante {amount}").format(amount=antes[0])
    return text


def prompt_for(question: Question, answer: StoredAnswer) -> str:
    """The question as the trainee reads it (translated; the generator stores it in English): its kind's words."""
    return kind_of(question.kind).prompt(question, answer)


def canonical_prompt(question: Question, answer: StoredAnswer) -> str:
    """The prompt in English, as a question stores it (question files, the review table)."""
    with english():
        return prompt_for(question, answer)


def prompt_text(question: Question) -> str:
    """The question's prompt as the trainee reads it now, in the user's language (:attr:`Question.prompt` is
    the stored English)."""
    return prompt_for(question, question.answer)


def caption(question: Question) -> str:
    """The first line of :func:`describe` (the game, the stakes), without describing the whole hand: the table's
    caption, drawn at every step."""
    own = kind_of(question.kind).describe(question)
    return own[0] if own is not None else stakes_line(question)


def describe(question: Question) -> list[str]:
    """The hand so far, line by line, as a dealer would read it off the table (translated).

    Every street dealt has its line, even when nobody acted on it. The description never states what the
    question asks: for the showdown order it stops where the betting ended (the order the hands were then
    shown in is the answer), and when the dealer's kills are asked too it adds the rest of the board and each
    hand tabled, by seat number; the tabled hands of the other kinds are listed by seat number as well, and
    nothing says who won.
    """
    own = kind_of(question.kind).describe(question)
    if own is not None:
        return own
    history = question.history
    hand = question.hand
    players = [question.name_of(player_code(i)) for i in range(history.player_count)]
    lines = [stakes_line(question)]
    button = len(players) - 1
    lines.append(_("Seats: {seats}").format(seats=grammar.joined(
        (_("{name} {stack} (button)") if index == button else _("{name} {stack}")).format(name=name, stack=stack)
        for index, (name, stack) in enumerate(zip(players, history.starting_stacks, strict=True)))))
    betting_only = kind_of(question.kind).stops_at_betting
    street: list[str] = []
    street_bet = False
    label = _("Preflop")
    on_the_board = False
    board: list[int] = []
    dealt_after_betting = False
    betting_end = _betting_end(hand)
    tabled: dict[int, str] = {}
    # The engine's chip count after each entry: who is all-in, and the bet a call made up.
    for index, (record, count) in enumerate(zip(hand.log, chip_counts(hand), strict=True)):
        if isinstance(record, (records.PostAnte, records.PostBlind, records.PostDead)):
            if count.behind[record.player] == 0 and record.amount:
                street.append(_("{player} posts {amount} and is all-in").format(
                    player=players[record.player], amount=history.starting_stacks[record.player]))
        elif isinstance(record, records.DealBoard):
            if betting_only and index > betting_end:
                board.extend(record.cards)
                dealt_after_betting = True
                continue
            if street or board:
                lines.append(_("{street}: {actions}").format(street=label, actions=grammar.joined(street))
                             if street else label)
            board.extend(record.cards)
            # Translators: a street and the board so far, e.g. "Turn [Kh 7d 2c 9s]".
            label = _("{street} [{cards}]").format(street=translate_marked("Prompts", STREETS[len(board) - 3]),
                                                   cards=format_cards(board))
            on_the_board = True
            street = []
            street_bet = False
        elif isinstance(record, records.Fold):
            street.append(_("{player} folds").format(player=players[record.player]))
        elif isinstance(record, records.CheckOrCall):
            if record.amount == 0:
                street.append(_("{player} checks").format(player=players[record.player]))
            elif count.behind[record.player] == 0:
                street.append(_("{player} calls all-in for {amount}").format(player=players[record.player],
                                                                              amount=count.bet[record.player]))
            else:
                street.append(_("{player} calls {amount}").format(player=players[record.player],
                                                                   amount=count.bet[record.player]))
        elif isinstance(record, records.BetOrRaise):
            opening = bool(board) and not street_bet
            street_bet = True
            if opening:
                text = _("{player} bets {amount}") if not record.all_in else _("{player} bets {amount} (all-in)")
            else:
                text = (_("{player} raises to {amount}") if not record.all_in
                        else _("{player} raises to {amount} (all-in)"))
            street.append(text.format(player=players[record.player], amount=record.raise_to))
        elif isinstance(record, records.Show):
            tabled[record.player] = _("{player} shows {cards}").format(player=players[record.player],
                                                                      cards=format_cards(record.cards))
        elif isinstance(record, records.Muck):
            tabled[record.player] = _("{player} mucks").format(player=players[record.player])
    if street:
        lines.append(_("{street}: {actions}").format(street=label, actions=grammar.joined(street)))
    elif on_the_board:
        lines.append(label)
    if betting_only and "killed" not in question.answer:
        return lines
    if betting_only and dealt_after_betting:
        # Translators: the whole board once the betting is over, e.g. "Board [Kh7d2c9s3h]".
        lines.append(_("Board [{cards}]").format(cards=format_cards(board)))
    if betting_only:
        # The cards each player still in holds, not who showed or mucked in turn: that follows from the order asked.
        held = {p: _held(players[p], hand.hole[p]) or tabled[p] for p in hand.remaining}
        by_seat = sorted(held, key=lambda player: question.seats[player])
        lines.append(_("Hands (by seat): {hands}").format(hands=grammar.joined(held[p] for p in by_seat)))
    elif tabled:
        by_seat = sorted(tabled, key=lambda player: question.seats[player])
        lines.append(_("Hands tabled (by seat): {hands}").format(hands=grammar.joined(tabled[p] for p in by_seat)))
    return lines


def _held(player: str, hole: tuple[int | None, ...] | None) -> str | None:
    """``"Seat 4 (Ann) AsKd"``: a player and the cards they hold, None when they are not all known."""
    if hole is None or None in hole:
        return None
    return _("{player} {cards}").format(player=player, cards=format_cards(c for c in hole if c is not None))


def _betting_end(hand: Hand) -> int:
    """Once the betting is over, the index in the hand's log of its last fold, check, call, bet or raise (where a
    description that stops at the end of the betting stops); the log's length while it goes on."""
    if not hand.betting_over:
        return len(hand.log)
    actions = (records.Fold, records.CheckOrCall, records.BetOrRaise)
    return max((i for i, record in enumerate(hand.log) if isinstance(record, actions)), default=len(hand.log))
