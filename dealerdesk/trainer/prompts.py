"""The words of a question: the prompt the trainee answers, and the hand told as a dealer would read it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dealerdesk.evaluation import format_cards
from dealerdesk.rules import records
from dealerdesk.rules.game import Game, Structure, Variant
from dealerdesk.trainer.kinds import Kind

if TYPE_CHECKING:
    from dealerdesk.trainer.question import Question

GAME_NAMES = {Game.HOLDEM: "Hold'em", Game.OMAHA: "Omaha", Game.OMAHA_HILO: "Omaha Hi/Lo"}
STRUCTURE_NAMES = {Structure.FIXED: "Limit", Structure.POT: "Pot-limit", Structure.NO: "No-limit"}
STREETS = ("Flop", "Turn", "River")


def variant_name(code: str) -> str:
    """``"PO/8"`` → ``"Pot-limit Omaha Hi/Lo"``."""
    variant = Variant.from_code(code)
    return f"{STRUCTURE_NAMES[variant.structure]} {GAME_NAMES[variant.game]}"


def stakes_line(question: Question) -> str:
    """``"Pot-limit Omaha, blinds 5/10, ante 1"``."""
    history = question.history
    blinds = sorted(b for b in history.blinds_or_straddles if b)
    text = f"{variant_name(str(history.variant))}, blinds {'/'.join(map(str, blinds))}"
    antes = [a for a in history.antes if a]
    if antes:
        text += f", ante {antes[0]}" if len(antes) > 1 else f", big-blind ante {antes[0]}"
    return text


def prompt_for(question: Question, answer: dict[str, Any]) -> str:
    """The question as the trainee reads it."""
    kind = question.kind
    if kind is Kind.POT_LIMIT:
        who = question.name_of(answer["actor"])
        if "pot_total" in answer:
            return f"{who} asks for the pot and then says “pot”. How much is in the pot, and raise to what?"
        return f"{who} says “pot”. Raise to what?"
    if kind is Kind.MIN_RAISE:
        who = question.name_of(answer["actor"])
        return (f"It is {who}'s turn. What is the smallest amount {who.split(' (')[0]} may raise to? "
                "(Answer “none” if they may not raise.)")
    if kind is Kind.SIDE_POTS:
        return ("The betting is over. Build the pots: each pot's amount and the seats that can win it, main pot "
                "first, and any chips returned.")
    if kind is Kind.SHOWDOWN_ORDER:
        text = ("Who must show first, and in what order do the others follow? (Or are all hands turned face up "
                "at once?)")
        if "killed" in answer:
            text += " Once the hands are read, which hands does the dealer kill?"
        return text
    if kind is Kind.HI_LO_SPLIT:
        return "The hands are tabled. How many chips does each seat receive from each pot?"
    return "The hands are tabled. Which seat wins (high, and low if there is one), and with what hand?"


def describe(question: Question) -> list[str]:
    """The hand so far, line by line, as a dealer would read it off the table."""
    history = question.history
    hand = question.hand
    players = [question.name_of(f"p{i + 1}") for i in range(history.player_count)]
    lines = [stakes_line(question)]
    lines.append("Seats: " + ", ".join(
        f"{name} {stack}" + (" (button)" if index == len(players) - 1 else "")
        for index, (name, stack) in enumerate(zip(players, history.starting_stacks, strict=True))))
    street: list[str] = []
    label = "Preflop"
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
                lines.append(f"{label}: " + ", ".join(street))
            board.extend(record.cards)
            label = f"{STREETS[len(board) - 3]} [{format_cards(board)}]"
            street = []
            in_front = [0] * history.player_count
        elif isinstance(record, records.Fold):
            street.append(f"{players[record.player]} folds")
        elif isinstance(record, records.CheckOrCall):
            in_front[record.player] += record.amount
            if record.amount == 0:
                street.append(f"{players[record.player]} checks")
            elif behind[record.player] == 0:
                street.append(f"{players[record.player]} calls all-in for {in_front[record.player]}")
            else:
                street.append(f"{players[record.player]} calls {in_front[record.player]}")
        elif isinstance(record, records.BetOrRaise):
            in_front[record.player] = record.raise_to
            opening = bool(board) and not street_has_bet(street)
            verb = "bets" if opening else "raises to"
            street.append(f"{players[record.player]} {verb} {record.raise_to}" + (" (all-in)" if record.all_in else ""))
        elif isinstance(record, records.Show):
            shown.append(f"{players[record.player]} shows {format_cards(record.cards)}")
        elif isinstance(record, records.Muck):
            shown.append(f"{players[record.player]} mucks")
    if street:
        lines.append(f"{label}: " + ", ".join(street))
    elif board:
        lines.append(label)
    if shown:
        lines.append("Showdown: " + ", ".join(shown))
    return lines


def street_has_bet(street: list[str]) -> bool:
    """Whether a bet was already described on this street (so the next one is a raise)."""
    return any(" bets " in text or " raises to " in text for text in street)
