"""The words of a question: the prompt the trainee answers, and the hand told as a dealer would read it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dealerdesk.evaluation import format_cards
from dealerdesk.i18n import N_, english, translate, translate_marked
from dealerdesk.rules import records
from dealerdesk.rules.game import Game, Structure, Variant
from dealerdesk.trainer.kinds import Kind

if TYPE_CHECKING:
    from dealerdesk.trainer.question import Question


def _(text: str) -> str:
    """Translate in the prompts' context."""
    return translate("Prompts", text)


GAME_NAMES = {Game.HOLDEM: N_("Hold'em"), Game.OMAHA: N_("Omaha"), Game.OMAHA_HILO: N_("Omaha Hi/Lo")}
"""Each game's name in English (translated by :func:`variant_name`)."""
STRUCTURE_NAMES = {Structure.FIXED: N_("Limit"), Structure.POT: N_("Pot-limit"), Structure.NO: N_("No-limit")}
"""Each betting structure's name in English (translated by :func:`variant_name`)."""
STREETS = (N_("Flop"), N_("Turn"), N_("River"))
"""The streets after the flop is dealt, in English (translated where shown)."""


def variant_name(code: str) -> str:
    """``"PO/8"`` → ``"Pot-limit Omaha Hi/Lo"`` (translated)."""
    variant = Variant.from_code(code)
    # Translators: a game's full name, e.g. "Pot-limit" + "Omaha Hi/Lo".
    return _("{structure} {game}").format(structure=translate_marked("Prompts", STRUCTURE_NAMES[variant.structure]),
                                          game=translate_marked("Prompts", GAME_NAMES[variant.game]))


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


def prompt_for(question: Question, answer: dict[str, Any]) -> str:
    """The question as the trainee reads it (translated; the generator stores it in English)."""
    kind = question.kind
    if kind is Kind.POT_LIMIT:
        who = question.name_of(answer["actor"])
        if "pot_total" in answer:
            return _("{who} asks for the pot and then says “pot”. How much is in the pot, and raise to what?").format(
                who=who)
        return _("{who} says “pot”. Raise to what?").format(who=who)
    if kind is Kind.MIN_RAISE:
        return _("It is {who}'s turn. What is the smallest amount {seat} may raise to? "
                 "(Answer “none” if they may not raise.)").format(who=question.name_of(answer["actor"]),
                                                                  seat=question.seat_name(answer["actor"]))
    if kind is Kind.SIDE_POTS:
        return _("The betting is over. Build the pots: each pot's amount and the seats that can win it, main pot "
                 "first, and any chips returned.")
    if kind is Kind.SHOWDOWN_ORDER:
        text = _("Who must show first, and in what order do the others follow? (Or are all hands turned face up "
                 "at once?)")
        if "killed" in answer:
            text += " " + _("Once the hands are read, which hands does the dealer kill?")
        return text
    if kind is Kind.HI_LO_SPLIT:
        return _("The hands are tabled. How many chips does each seat receive from each pot?")
    return _("The hands are tabled. Which seat wins (high, and low if there is one), and with what hand?")


def canonical_prompt(question: Question, answer: dict[str, Any]) -> str:
    """The prompt in English, as a question stores it (question files, the review table)."""
    with english():
        return prompt_for(question, answer)


def prompt_text(question: Question) -> str:
    """The question's prompt as the trainee reads it now, in the user's language (:attr:`Question.prompt` is
    the stored English)."""
    return prompt_for(question, question.answer)


def describe(question: Question) -> list[str]:
    """The hand so far, line by line, as a dealer would read it off the table (translated)."""
    history = question.history
    hand = question.hand
    players = [question.name_of(f"p{i + 1}") for i in range(history.player_count)]
    lines = [stakes_line(question)]
    button = len(players) - 1
    lines.append(_("Seats: {seats}").format(seats=", ".join(
        (_("{name} {stack} (button)") if index == button else _("{name} {stack}")).format(name=name, stack=stack)
        for index, (name, stack) in enumerate(zip(players, history.starting_stacks, strict=True)))))
    street: list[str] = []
    street_bet = False
    label = _("Preflop")
    board: list[int] = []
    shown: list[str] = []
    in_front = [0] * history.player_count
    behind = list(history.starting_stacks)
    for record in hand.log:
        if isinstance(record, (records.PostAnte, records.PostBlind, records.PostDead, records.CheckOrCall)):
            behind[record.player] -= record.amount
        elif isinstance(record, records.BetOrRaise):
            behind[record.player] -= record.added
        if isinstance(record, records.PostBlind):
            in_front[record.player] += record.amount
        elif isinstance(record, records.DealBoard):
            if street:
                lines.append(_("{street}: {actions}").format(street=label, actions=", ".join(street)))
            board.extend(record.cards)
            # Translators: a street and the board so far, e.g. "Turn [Kh 7d 2c 9s]".
            label = _("{street} [{cards}]").format(street=translate_marked("Prompts", STREETS[len(board) - 3]),
                                                   cards=format_cards(board))
            street = []
            street_bet = False
            in_front = [0] * history.player_count
        elif isinstance(record, records.Fold):
            street.append(_("{player} folds").format(player=players[record.player]))
        elif isinstance(record, records.CheckOrCall):
            in_front[record.player] += record.amount
            if record.amount == 0:
                street.append(_("{player} checks").format(player=players[record.player]))
            elif behind[record.player] == 0:
                street.append(_("{player} calls all-in for {amount}").format(player=players[record.player],
                                                                              amount=in_front[record.player]))
            else:
                street.append(_("{player} calls {amount}").format(player=players[record.player],
                                                                   amount=in_front[record.player]))
        elif isinstance(record, records.BetOrRaise):
            in_front[record.player] = record.raise_to
            opening = bool(board) and not street_bet
            street_bet = True
            if opening:
                text = _("{player} bets {amount}") if not record.all_in else _("{player} bets {amount} (all-in)")
            else:
                text = (_("{player} raises to {amount}") if not record.all_in
                        else _("{player} raises to {amount} (all-in)"))
            street.append(text.format(player=players[record.player], amount=record.raise_to))
        elif isinstance(record, records.Show):
            shown.append(_("{player} shows {cards}").format(player=players[record.player],
                                                            cards=format_cards(record.cards)))
        elif isinstance(record, records.Muck):
            shown.append(_("{player} mucks").format(player=players[record.player]))
    if street:
        lines.append(_("{street}: {actions}").format(street=label, actions=", ".join(street)))
    elif board:
        lines.append(label)
    if shown:
        lines.append(_("Showdown: {hands}").format(hands=", ".join(shown)))
    return lines
