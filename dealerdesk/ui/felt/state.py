"""What the table shows, as plain data: a snapshot of a hand for the scene to draw (no Qt here).

The scene never reads the engine: the play and trainer controllers build a :class:`TableState` from the hand
and the table, so drawing stays a pure function of this value and can be tested and rendered offscreen.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace

from dealerdesk.play.log_lines import street_total
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.records import BetOrRaise, CheckOrCall

HUD_MIN_HANDS = 5
"""Hands a player must have been dealt in before the table shows their statistics: over fewer, a single raise
reads as "100/100" and misleads more than it tells."""


@dataclass(frozen=True)
class SeatState:
    """One seat as the table shows it."""

    seat: int
    """The seat number (1..N clockwise)."""
    name: str = ""
    """The player's name; empty for an empty seat."""
    stack: int = 0
    """Chips behind."""
    bet: int = 0
    """Chips in front of the player on this street."""
    cards: tuple[int | None, ...] = ()
    """Hole cards: a card id face up, None face down; empty when the player holds no cards."""
    folded: bool = False
    """Out of the hand."""
    all_in: bool = False
    """All-in (no chips behind, still in the hand)."""
    to_act: bool = False
    """Whose turn it is."""
    button: bool = False
    """Has the dealer button."""
    blind: str = ""
    """"SB", "BB" or "" (marker beside the seat): a key the scene translates (``table_items.blind_label``)."""
    equity: float | None = None
    """All-in equity (0..1) shown beside the hand, when the betting is over before the river."""
    highlight: frozenset[int] = frozenset()
    """Cards to highlight (the five that make a winning hand)."""
    sitting_out: bool = False
    """Seated but away."""
    hero: bool = False
    """The person at the screen sits here: their cards are drawn full size, face up, and stay after they fold."""
    note: str = ""
    """Between hands, a word about the seat ("New", "Away · missed BB" …), in the user's language: shown under the
    plate where "Away" would be."""
    won: int = 0
    """Once the hand is over, the chips the seat won (every pot and half it was awarded): said under its plate."""
    action: tuple[str, int] = ("", 0)
    """The player's last action on this street, as read from the hand's records, with what their bet on the
    street totals after it (the chips in front of them, the figure the hand log says too): ("check", 0),
    ("call", 40), ("bet", 40), ("raise", 120), ("all-in", 500); ("", 0) for none. The scene words it."""
    put_out: tuple[int, str] | None = None
    """A chip the player has just put out that a chip question is about (a call paid with a bigger chip): its value
    and colour ``#rrggbb``, drawn beside the bet; None: none."""
    hud: tuple[int, int, int] | None = None
    """The player's statistics over the session, as online clients show them under a seat: VPIP and PFR in whole
    percent and the hands they were counted over; None: not shown (the trainer's table, the switch off, or a
    player seen for fewer than :data:`HUD_MIN_HANDS` hands, whose figures would say nothing yet)."""

    @property
    def occupied(self) -> bool:
        """Whether a player sits here."""
        return bool(self.name)


@dataclass(frozen=True)
class PotState:
    """A pot in the middle."""

    label: str
    """"Main pot", "Side pot 1" … in English: a key that the scene translates as it draws it
    (:func:`dealerdesk.ui.felt.items.pot_title`); any other text is shown as given."""
    amount: int
    """Chips."""
    winners: tuple[int, ...] = ()
    """Seats it is being pushed to (after the showdown)."""
    chips: tuple[tuple[int, int, str], ...] = ()
    """The room's chips it is made of, when a chip question draws them: (value, how many, colour ``#rrggbb``),
    largest first; empty: drawn as a plain stack."""
    hidden: bool = False
    """Its amount is not shown (counting it from the chips is the question)."""


@dataclass(frozen=True)
class TableState:
    """Everything the table scene draws."""

    seat_count: int
    """Seats around the table (2..10)."""
    seats: tuple[SeatState, ...]
    """One entry per seat number 1..N, empty seats included."""
    board: tuple[int, ...] = ()
    """Board cards."""
    board_highlight: frozenset[int] = frozenset()
    """Board cards to highlight."""
    pots: tuple[PotState, ...] = ()
    """Main pot first."""
    caption: str = ""
    """A line under the board (e.g. "Blinds 1/2 · Pot-limit Omaha"), already in the user's language."""
    total_pot: int | None = None
    """Every chip in play (the pots and the bets in front), as the engine totals it; None: not shown (the
    trainer's table, whose questions ask for it)."""
    result: tuple[str, ...] = ()
    """Once the hand is over, who won what with which hand, a line per award, in the user's language."""
    chip_legend: tuple[tuple[int, str, str], ...] = ()
    """The room's chips in play, when a chip question draws them: (value, colour ``#rrggbb``, the colour's name in
    the user's language), smallest first; empty: no legend."""


def with_hud(state: TableState, figures: Mapping[int, tuple[int, int, int] | None]) -> TableState:
    """``state`` with each occupied seat's statistics from ``figures`` (by seat: VPIP, PFR, hands), shown only for
    a player seen for at least :data:`HUD_MIN_HANDS` hands."""
    seats = tuple(
        replace(row, hud=hud) if row.occupied and (hud := figures.get(row.seat)) is not None
        and hud[2] >= HUD_MIN_HANDS else row
        for row in state.seats)
    return replace(state, seats=seats)


def empty_table(seat_count: int, players: Mapping[int, tuple[str, int]] | None = None) -> TableState:
    """A table between hands: names and stacks only."""
    known = players or {}
    seats = tuple(SeatState(seat, *known.get(seat, ("", 0))) for seat in range(1, seat_count + 1))
    return TableState(seat_count, seats)


def table_state(
    hand: Hand,
    seats: Sequence[int],
    seat_count: int,
    *,
    face_up: Collection[int] = (),
    equities: Mapping[int, float] | None = None,
    button: int | None = None,
    highlight: Mapping[int, Collection[int]] | None = None,
    absent: Collection[int] = (),
    caption: str = "",
    show_total: bool = False,
    hero: int | None = None,
    result: Sequence[str] = (),
) -> TableState:
    """The table for a hand: ``seats[i]`` is the seat of position i; players in ``face_up`` (positions) show
    their cards, as does everyone who tabled them; ``equities`` by position; ``button`` the button's seat
    (default: the last position's seat); ``show_total``: the total pot (``hand.pot_total``) while the hand is
    played; ``result`` the lines naming the winners and their hands; ``hero`` the position of the person at
    the screen, whose cards stay face up even folded."""
    by_seat = {seat: position for position, seat in enumerate(seats)}
    small, big = hand.small_blind_player, hand.big_blind_player
    actor = hand.actor
    winners: dict[int, list[int]] = {}
    won: dict[int, int] = {}
    for award in hand.awards:
        winners.setdefault(award.pot, []).append(seats[award.player])
        won[award.player] = won.get(award.player, 0) + award.amount
    shown_cards = set(hand.shown)
    actions = last_actions(hand)
    rows = []
    for seat in range(1, seat_count + 1):
        position = by_seat.get(seat)
        if position is None:
            rows.append(SeatState(seat))
            continue
        hole = hand.hole[position] or ()
        visible = position in face_up or position in shown_cards or position == hero
        cards: tuple[int | None, ...] = tuple(hole) if visible else (None,) * len(hole)
        if hand.folded[position] and position not in shown_cards and position != hero:
            cards = ()
        rows.append(SeatState(
            seat=seat,
            name=hand.names[position],
            stack=hand.stacks[position],
            bet=hand.bets[position],
            cards=cards,
            folded=hand.folded[position],
            all_in=hand.stacks[position] == 0 and not hand.folded[position],
            to_act=position == actor,
            button=seat == (button if button is not None else seats[-1]),
            blind="SB" if position == small else "BB" if position == big else "",
            equity=(equities or {}).get(position),
            highlight=frozenset((highlight or {}).get(position, ())),
            sitting_out=position in absent,
            hero=position == hero,
            action=actions.get(position, ("", 0)) if not hand.is_complete else ("", 0),
            won=won.get(position, 0),
        ))
    pots, _ = hand.pots()
    pot_rows = tuple(
        PotState(pot_label(index), pot.amount, tuple(sorted(set(winners.get(index, ())))))
        for index, pot in enumerate(pots)
        if pot.amount
    )
    if not hand.is_complete:
        # Bets in front are not in a pot yet: the pots show only what has been gathered into the middle.
        gathered = hand.middle
        pot_rows = _gathered(pot_rows, gathered)
    board_marks = frozenset(c for cards in (highlight or {}).values() for c in cards if c in hand.board)
    total = hand.pot_total if show_total and not hand.is_complete else None
    return TableState(seat_count, tuple(rows), tuple(hand.board), board_marks, pot_rows, caption, total,
                      tuple(result))


def last_actions(hand: Hand) -> dict[int, tuple[str, int]]:
    """Each player's last check, call, bet or raise on the current street (see :attr:`SeatState.action`), as the
    hand's records say it (forced bets are not actions: the blinds have their markers), with the street's total
    as the hand log says it ("Call 30" for a big blind's 20 more). Preflop every wager raises the blind; after the
    flop the street's first wager is a bet, any later one a raise."""
    result: dict[int, tuple[str, int]] = {}
    for record in hand.log:
        if isinstance(record, CheckOrCall) and record.street == hand.street:
            total = street_total(hand, record)
            if record.all_in:
                result[record.player] = ("all-in", total)
            else:
                result[record.player] = ("call", total) if record.amount else ("check", 0)
        elif isinstance(record, BetOrRaise) and record.street == hand.street:
            kind = "all-in" if record.all_in else "bet" if record.is_bet else "raise"
            result[record.player] = (kind, record.raise_to)
    return result


def pot_label(index: int) -> str:
    """"Main pot" for the first, "Side pot N" after: the English key of :attr:`PotState.label`; to show it
    elsewhere, pass it through :func:`dealerdesk.ui.felt.items.pot_title`."""
    return "Main pot" if index == 0 else f"Side pot {index}"


def _gathered(pots: tuple[PotState, ...], gathered: int) -> tuple[PotState, ...]:
    """Pots as far as the chips in the middle go (main pot first), the bets of this street still in front."""
    result = []
    left = gathered
    for pot in pots:
        if left <= 0:
            break
        amount = min(pot.amount, left)
        result.append(PotState(pot.label, amount, pot.winners))
        left -= amount
    return tuple(result)


