"""A hand as PokerStars text: the hand-history layout that tracking tools and hand-history parsers read.

Written from the engine's log, so every amount is the engine's, and laid out as PokerStars lays out its own
files (its cash-game histories, as parsers' test files keep them): the header with the hand's own start time in
US Eastern time, the seats in seat order, antes then the small and the big blind, raises as "raises X to Y",
uncalled bets returned, the showdown with each hand named ("shows [9c Jh] (two pair, Jacks and Fours)"), each
pot's collection ("from pot", "from main pot", "from side pot", "from side pot-1" …) and the summary with the
blinds' and the button's tags, "(didn't bet)", "doesn't show hand" and the pots net of the rake.

Omaha Hi/Lo is written as PokerStars writes it: a split pot is two "collected … from pot" lines, the high share
first, and the hands are named "HI: …; LO: …"; which half each share was lives in the Open Hand History export.
What the house takes (rake and jackpot drop together) is the summary's "Rake": PokerStars has no jackpot field,
and the total pot less the rake must be what was collected.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from dealerdesk.evaluation import format_card
from dealerdesk.history.stars_names import hilo_words, holdem_words, omaha_words
from dealerdesk.history.times import eastern_time
from dealerdesk.rules import records
from dealerdesk.rules.game import Game, Structure
from dealerdesk.rules.hand import Hand

_GAMES = {Game.HOLDEM: "Hold'em", Game.OMAHA: "Omaha", Game.OMAHA_HILO: "Omaha Hi/Lo"}
_STRUCTURES = {Structure.FIXED: "Limit", Structure.POT: "Pot Limit", Structure.NO: "No Limit"}
_FOLDED_ON = ("before Flop", "on the Flop", "on the Turn", "on the River")
HAND_SEPARATOR = "\n\n"
"""What follows every hand's text in a file of several: with the hand's own last line break, two blank lines,
as PokerStars separates hands (readers split a file on them)."""


def _cards(cards: Sequence[int | None]) -> str:
    return "[" + " ".join("??" if c is None else format_card(c) for c in cards) + "]"


def stamp(started: datetime) -> str:
    """The header's time: UTC, then US Eastern time in brackets, as PokerStars writes a player's local time and
    then its own (hours without a leading zero): ``2020/04/16 17:58:12 UTC [2020/04/16 13:58:12 ET]``."""
    utc = started.astimezone(UTC)
    eastern = eastern_time(started)
    return f"{utc:%Y/%m/%d} {utc.hour}:{utc:%M:%S} UTC [{eastern:%Y/%m/%d} {eastern.hour}:{eastern:%M:%S} ET]"


def pot_name(index: int, count: int) -> str:
    """A pot as the collection lines name it: "pot" when there is one, else "main pot", then "side pot" when there
    is one side pot, "side pot-1", "side pot-2" … when there are more."""
    if count == 1:
        return "pot"
    if index == 0:
        return "main pot"
    return "side pot" if count == 2 else f"side pot-{index}"


def hand_words(hand: Hand, cards: Sequence[int]) -> str | None:
    """A tabled hand's name in PokerStars' words, or None before the board is complete."""
    if len(hand.board) < 5:
        return None
    if hand.variant.game is Game.HOLDEM:
        return holdem_words(cards, hand.board)
    if hand.variant.game is Game.OMAHA_HILO:
        return hilo_words(cards, hand.board)
    return omaha_words(cards, hand.board)


def pokerstars_text(
    hand: Hand,
    *,
    number: int = 1,
    table: str = "dealerdesk",
    seats: Sequence[int] | None = None,
    seat_count: int | None = None,
    hero: int | None = None,
    started: datetime | None = None,
) -> str:
    """A finished hand in PokerStars layout, ending with a line break. ``number`` is the hand's number (unique,
    for the trackers that key hands on it), ``seats`` each position's seat (default 1..N), ``hero`` the position
    whose hole cards are written as dealt, ``started`` when the hand was dealt (aware; default: now, for a hand
    whose start was never recorded)."""
    writer = _Writer(hand, list(seats) if seats is not None else list(range(1, hand.player_count + 1)), hero)
    count = seat_count or max(writer.seat_of)
    fixed = hand.variant.structure is Structure.FIXED
    small = hand.stakes.small_bet if fixed else hand.stakes.small_blind
    big = hand.stakes.big_bet if fixed else hand.stakes.big_blind
    game = f"{_GAMES[hand.variant.game]} {_STRUCTURES[hand.variant.structure]}"
    lines = [f"PokerStars Hand #{number}:  {game} ({small}/{big}) - {stamp(started or datetime.now(UTC))}",
             f"Table '{table}' {count}-max Seat #{writer.seat_of[-1]} is the button"]
    lines += writer.seat_lines()
    lines += writer.post_lines()
    lines += writer.play_lines()
    lines += writer.summary_lines()
    return "\n".join(lines) + "\n"


class _Writer:
    """The parts of one hand's text, from its log."""

    def __init__(self, hand: Hand, seat_of: list[int], hero: int | None) -> None:
        self.hand = hand
        self.seat_of = seat_of
        self.names = hand.names
        self.hero = hero
        self.by_seat = sorted(range(hand.player_count), key=seat_of.__getitem__)
        """The positions in seat order: PokerStars lists seats, posts and the summary by seat number."""
        self.volunteered: set[int] = set()
        """Players who put chips in by choice or posted a blind (not "didn't bet" when they fold)."""
        self.folded_on: dict[int, int] = {}
        pots, _ = hand.pots()
        taken = hand.rake_taken.from_pots if hand.rake_taken is not None else (0,) * len(pots)
        self.pots = pots
        self.net = [pot.amount - cut for pot, cut in zip(pots, taken, strict=True)]
        """What each pot held once the house took its part: what was collected from it."""
        self.won = [0] * hand.player_count
        for award in hand.awards:
            self.won[award.player] += award.amount

    def seat_lines(self) -> list[str]:
        dead = set(self.hand.stakes.dead_hands)
        return [f"Seat {self.seat_of[p]}: {self.names[p]} ({self.hand.starting_stacks[p]} in chips)"
                + (" is sitting out" if p in dead else "") for p in self.by_seat]

    def post_lines(self) -> list[str]:
        """Antes in seat order, then the small blind, the big blind, and other posts (a new or returning player's)
        in seat order — heads-up the button's small blind before the big blind, as PokerStars writes it."""
        antes: dict[int, int] = {}
        live: dict[int, int] = {}
        dead: dict[int, int] = {}
        for record in self.hand.log:
            if isinstance(record, records.PostAnte):
                antes[record.player] = antes.get(record.player, 0) + record.amount
            elif isinstance(record, records.PostBlind):
                live[record.player] = live.get(record.player, 0) + record.amount
            elif isinstance(record, records.PostDead):
                dead[record.player] = dead.get(record.player, 0) + record.amount
        self.volunteered |= set(live) | set(dead)
        lines = [f"{self.names[p]}: posts the ante {antes[p]}" for p in self.by_seat if p in antes]
        small, big = self.hand.small_blind_player, self.hand.big_blind_player
        blinds = [p for p in (small, big) if p is not None and p in live]
        for player in blinds + [p for p in self.by_seat if p not in blinds and (p in live or p in dead)]:
            name, posted, owed = self.names[player], live.get(player, 0), dead.get(player, 0)
            if player == small and not owed:
                lines.append(f"{name}: posts small blind {posted}")
            elif posted and owed:
                lines.append(f"{name}: posts small & big blinds {posted + owed}")
            elif posted:
                lines.append(f"{name}: posts big blind {posted}")
            else:
                lines.append(f"{name}: posts small blind {owed}")  # a missed small blind, owed dead
        return lines

    def play_lines(self) -> list[str]:
        """From the deal to the pots pushed."""
        hand, names = self.hand, self.names
        lines = ["*** HOLE CARDS ***"]
        street = 0
        tabled: list[records.Show | records.Muck] = []
        awards: list[records.Award] = []
        for record in hand.log:
            if isinstance(record, records.DealHole):
                if record.player == self.hero and None not in record.cards:
                    lines.append(f"Dealt to {names[record.player]} {_cards(record.cards)}")
            elif isinstance(record, records.DealBoard):
                street += 1
                shown = hand.board[: 2 + street]
                lines.append(f"*** FLOP *** {_cards(shown)}" if street == 1 else
                             f"*** {('TURN', 'RIVER')[street - 2]} *** {_cards(shown[:-1])} {_cards(shown[-1:])}")
            elif isinstance(record, records.Fold):
                lines.append(f"{names[record.player]}: folds")
                self.folded_on[record.player] = record.street
            elif isinstance(record, records.CheckOrCall):
                if record.amount:
                    self.volunteered.add(record.player)
                    lines.append(f"{names[record.player]}: calls {record.amount}{_all_in(record.all_in)}")
                else:
                    lines.append(f"{names[record.player]}: checks")
            elif isinstance(record, records.BetOrRaise):
                self.volunteered.add(record.player)
                if record.before == 0:
                    lines.append(f"{names[record.player]}: bets {record.raise_to}{_all_in(record.all_in)}")
                else:
                    lines.append(f"{names[record.player]}: raises {record.raise_to - record.before} to "
                                 f"{record.raise_to}{_all_in(record.all_in)}")
            elif isinstance(record, records.ReturnUncalled):
                lines.append(f"Uncalled bet ({record.amount}) returned to {names[record.player]}")
            elif isinstance(record, records.Show | records.Muck):
                tabled.append(record)  # hands tabled for an all-in are written at the showdown, after the board
            elif isinstance(record, records.Award):
                awards.append(record)
        if tabled:
            lines += self._showdown(tabled, awards)
        else:
            lines += self._collections(awards, range(len(self.pots)))
            # Nobody called: the winner takes the pot without showing.
            lines += [f"{names[p]}: doesn't show hand" for p in dict.fromkeys(a.player for a in awards)]
        return lines

    def _showdown(self, tabled: list[records.Show | records.Muck], awards: list[records.Award]) -> list[str]:
        """PokerStars' showdown: the last side pot first, each pot's hands tabled (those not yet shown) and then its
        collection, down to the main pot."""
        lines = ["*** SHOW DOWN ***"]
        left = list(tabled)
        for index in reversed(range(len(self.pots))):
            eligible = self.pots[index].eligible
            for record in [r for r in left if r.player in eligible]:
                left.remove(record)
                lines.append(self._tabled_line(record))
            lines += self._collections(awards, (index,))
        lines += [self._tabled_line(record) for record in left]
        return lines

    def _tabled_line(self, record: records.Show | records.Muck) -> str:
        name = self.names[record.player]
        if isinstance(record, records.Muck):
            return f"{name}: mucks hand"
        words = hand_words(self.hand, record.cards)
        return f"{name}: shows {_cards(record.cards)}" + (f" ({words})" if words else "")

    def _collections(self, awards: list[records.Award], pots: Sequence[int]) -> list[str]:
        count = len(self.pots)
        return [f"{self.names[a.player]} collected {a.amount} from {pot_name(a.pot, count)}"
                for pot in pots for a in awards if a.pot == pot and a.amount]

    def summary_lines(self) -> list[str]:
        hand = self.hand
        raked = 0 if hand.rake_taken is None else hand.rake_taken.total
        total = sum(pot.amount for pot in self.pots)
        if len(self.pots) > 1:
            parts = " ".join(f"{pot_name(i, len(self.pots)).capitalize()} {amount}."
                             for i, amount in enumerate(self.net))
            lines = ["*** SUMMARY ***", f"Total pot {total} {parts} | Rake {raked}"]
        else:
            lines = ["*** SUMMARY ***", f"Total pot {total} | Rake {raked}"]
        if hand.board:
            lines.append(f"Board {_cards(hand.board)}")
        return lines + [f"Seat {self.seat_of[p]}: {self.names[p]}{self._tags(p)} {self._result(p)}"
                        for p in self.by_seat]

    def _tags(self, player: int) -> str:
        hand = self.hand
        tags = [(player == hand.player_count - 1, " (button)"), (player == hand.small_blind_player, " (small blind)"),
                (player == hand.big_blind_player, " (big blind)")]
        return "".join(text for applies, text in tags if applies)

    def _result(self, player: int) -> str:
        hand, won = self.hand, self.won[player]
        if player in self.folded_on or player in hand.stakes.dead_hands:
            street = self.folded_on.get(player, 0)
            quiet = street == 0 and player not in self.volunteered
            return f"folded {_FOLDED_ON[street]}" + (" (didn't bet)" if quiet else "")
        if player in hand.shown:
            cards = hand.shown[player]
            words = hand_words(hand, cards)
            outcome = f"won ({won})" if won else "lost"
            return f"showed {_cards(cards)} and {outcome}" + (f" with {words}" if words else "")
        if won:
            return f"collected ({won})"
        hole = hand.hole[player]
        if player == self.hero and hole is not None and None not in hole:
            return f"mucked {_cards(hole)}"  # PokerStars shows the player their own mucked cards
        return "mucked"


def _all_in(all_in: bool) -> str:
    return " and is all-in" if all_in else ""
