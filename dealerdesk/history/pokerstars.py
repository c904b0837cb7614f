"""A hand as PokerStars-style text: the hand-history layout most tracking tools and players can read.

Written from the engine's log, so every amount is the engine's: raises as "raises X to Y", uncalled bets
returned, each pot's collection named (main pot, side pots, high and low halves), and the summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from dealerdesk.evaluation import format_card
from dealerdesk.evaluation.games import GAME_NAMES
from dealerdesk.rules import records
from dealerdesk.rules.game import Structure
from dealerdesk.rules.hand import Hand

_STRUCTURES = {Structure.FIXED: "Limit", Structure.POT: "Pot Limit", Structure.NO: "No Limit"}
_STREETS = ("FLOP", "TURN", "RIVER")


def _cards(cards: Sequence[int | None]) -> str:
    return "[" + " ".join("??" if c is None else format_card(c) for c in cards) + "]"


def pokerstars_text(
    hand: Hand,
    *,
    number: int = 1,
    table: str = "dealerdesk",
    seats: Sequence[int] | None = None,
    seat_count: int | None = None,
    hero: int | None = None,
    when: datetime | None = None,
) -> str:
    """The hand in PokerStars layout. ``seats`` gives each position's seat (default 1..N), ``hero`` the position
    whose hole cards are shown as dealt, ``when`` the start time (UTC)."""
    seat_of = list(seats) if seats is not None else list(range(1, hand.player_count + 1))
    names = hand.names
    count = seat_count or max(seat_of)
    stamp = (when or datetime.now(UTC)).strftime("%Y/%m/%d %H:%M:%S UTC")
    fixed = hand.variant.structure is Structure.FIXED
    small = hand.stakes.small_bet if fixed else hand.stakes.small_blind
    big = hand.stakes.big_bet if fixed else hand.stakes.big_blind
    game = f"{GAME_NAMES[hand.variant.game]} {_STRUCTURES[hand.variant.structure]}"
    lines = [f"PokerStars Hand #{number}: {game} ({small}/{big}) - {stamp}",
             f"Table '{table}' {count}-max Seat #{seat_of[-1]} is the button"]
    for position, stack in enumerate(hand.starting_stacks):
        lines.append(f"Seat {seat_of[position]}: {names[position]} ({stack} in chips)")
    bets = [0] * hand.player_count
    street = 0
    folded_on: dict[int, str] = {}
    dealt_header = False
    for record in hand.log:
        if isinstance(record, records.PostAnte):
            lines.append(f"{names[record.player]}: posts the ante {record.amount}")
        elif isinstance(record, records.PostBlind):
            kind = "small blind" if record.player == hand.small_blind_player else "big blind"
            lines.append(f"{names[record.player]}: posts {kind} {record.amount}")
            bets[record.player] += record.amount
        elif isinstance(record, records.PostDead):
            lines.append(f"{names[record.player]}: posts dead {record.amount}")
        elif isinstance(record, records.DealHole):
            if not dealt_header:
                lines.append("*** HOLE CARDS ***")
                dealt_header = True
            if record.player == hero and None not in record.cards:
                lines.append(f"Dealt to {names[record.player]} {_cards(record.cards)}")
        elif isinstance(record, records.DealBoard):
            street += 1
            bets = [0] * hand.player_count
            shown = hand.board[: 2 + street]
            if street == 1:
                lines.append(f"*** FLOP *** {_cards(shown)}")
            else:
                lines.append(f"*** {_STREETS[street - 1]} *** {_cards(shown[:-1])} {_cards(shown[-1:])}")
        elif isinstance(record, records.Fold):
            lines.append(f"{names[record.player]}: folds")
            folded_on[record.player] = ("before Flop", "on the Flop", "on the Turn", "on the River")[record.street]
        elif isinstance(record, records.CheckOrCall):
            bets[record.player] += record.amount
            if record.amount:
                all_in = " and is all-in" if record.all_in else ""
                lines.append(f"{names[record.player]}: calls {record.amount}{all_in}")
            else:
                lines.append(f"{names[record.player]}: checks")
        elif isinstance(record, records.BetOrRaise):
            all_in = " and is all-in" if record.all_in else ""
            if max(bets) == 0:
                lines.append(f"{names[record.player]}: bets {record.raise_to}{all_in}")
            else:
                raised = record.raise_to - max(bets)
                lines.append(f"{names[record.player]}: raises {raised} to {record.raise_to}{all_in}")
            bets[record.player] = record.raise_to
        elif isinstance(record, records.ReturnUncalled):
            lines.append(f"Uncalled bet ({record.amount}) returned to {names[record.player]}")
        elif isinstance(record, records.Show):
            if "*** SHOW DOWN ***" not in lines:
                lines.append("*** SHOW DOWN ***")
            lines.append(f"{names[record.player]}: shows {_cards(record.cards)}")
        elif isinstance(record, records.Muck):
            lines.append(f"{names[record.player]}: mucks hand")
        elif isinstance(record, records.Award):
            pot = "pot" if len({a.pot for a in hand.awards}) == 1 else "main pot" if record.pot == 0 else (
                f"side pot-{record.pot}")
            half = {"high": "hi ", "low": "lo ", "whole": ""}[record.half]
            lines.append(f"{names[record.player]} collected {record.amount} from {half}{pot}")
    lines.append("*** SUMMARY ***")
    pots, _ = hand.pots()
    total = sum(p.amount for p in pots)
    raked = 0 if hand.rake_taken is None else hand.rake_taken.total  # what the house took: rake and jackpot drop
    if len(pots) > 1:
        parts = " ".join(f"{'Main' if i == 0 else 'Side'} pot {'' if i == 0 else f'-{i} '}{p.amount}."
                         for i, p in enumerate(pots))
        lines.append(f"Total pot {total} {parts} | Rake {raked}")
    else:
        lines.append(f"Total pot {total} | Rake {raked}")
    if hand.board:
        lines.append(f"Board {_cards(hand.board)}")
    won = {p: 0 for p in range(hand.player_count)}
    for award in hand.awards:
        won[award.player] += award.amount
    for position in range(hand.player_count):
        role = " (button)" if position == hand.player_count - 1 else ""
        if position in folded_on:
            result = f"folded {folded_on[position]}"
        elif position in hand.shown:
            result = f"showed {_cards(hand.shown[position])} and " + (
                f"won ({won[position]})" if won[position] else "lost")
        elif won[position]:
            result = f"collected ({won[position]})"
        else:
            result = "mucked"
        lines.append(f"Seat {seat_of[position]}: {names[position]}{role} {result}")
    return "\n".join(lines) + "\n"
