"""The room's chips and the dealer's arithmetic with them: counting a pot from its stacks, making change for a
player who pays with a big chip, and colouring up a pile into the fewest chips.

The chip set is a house setting (:class:`ChipSet`): the denominations the room uses and each one's colour. A
table plays with the set's chips from its smallest chip in play up (the generator's stakes name it: the $1 chip
at 1/2, the $5 at 5/10, the T25 in a tournament's early levels), so every amount a question shows or asks is made
of chips that exist at that table.

How a room racks chips (:func:`stacks`): chips of one colour stand together, the largest colour first; a colour
is stacked in twenties (a full "stack" of reds is 100) — except the big chips, which rooms cut in fives (the set
says from which denomination: :attr:`ChipSet.fives_from`); how far off a miscounted stack can be.

How a chip question lays its pot out on the felt (:func:`cut_in_fives`, :func:`felt_rows`): every colour in
stacks of five, the way a dealer cuts a pot down to count it, so that each chip of the picture can be counted.
Counting is then stacks × 5 plus the short stack, times the chip's value, colour by colour.

Making change (:func:`change_owed`): a player who calls with a chip worth more than the call gets the
difference back in the fewest chips in play, largest first (:func:`fewest_chips`). Colouring up
(:func:`colour_up`): the same amount in the fewest chips — what the chips were does not matter, only their
total, and chips smaller than any that can replace them stay as they are (the remainder).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerdesk.i18n import N_, translate, translate_marked

if TYPE_CHECKING:  # the chip sets are read at start-up (the command line's choices): the engine loads with a hand
    from dealerdesk.rules.hand import Hand

CONTEXT = "Chips"
"""The translation context of chip colours and chip sets."""


def _(text: str) -> str:
    """Translate in the chips' context."""
    return translate("Chips", text)


COLOURS: dict[str, tuple[str, str]] = {
    "white": ("#ededed", N_("white", "Chips")),
    "red": ("#d23a33", N_("red", "Chips")),
    "blue": ("#2f6fd0", N_("blue", "Chips")),
    "green": ("#2e9e58", N_("green", "Chips")),
    "black": ("#26282b", N_("black", "Chips")),
    "purple": ("#8446b3", N_("purple", "Chips")),
    "yellow": ("#f2c22c", N_("yellow", "Chips")),
    "orange": ("#f07f1e", N_("orange", "Chips")),
    "grey": ("#9aa0a6", N_("grey", "Chips")),
    "brown": ("#8d5a32", N_("brown", "Chips")),
    "pink": ("#f28cc0", N_("pink", "Chips")),
}
"""Every chip colour a set may use: its name → (the colour drawn, the English word marked for translation)."""

STACK = 20
"""Chips in a full stack of the small colours."""
FIVES = 5
"""Chips in a stack of the big colours (where the room cuts them in fives)."""


@dataclass(frozen=True)
class Chip:
    """One denomination of the set."""

    value: int
    """What it is worth."""
    colour: str
    """Its colour's name (a key of :data:`COLOURS`)."""

    @property
    def rgb(self) -> str:
        """The colour drawn, ``#rrggbb``."""
        return COLOURS[self.colour][0]

    def colour_name(self) -> str:
        """The colour's name, translated."""
        return translate_marked("Chips", COLOURS[self.colour][1])


@dataclass(frozen=True)
class ChipSet:
    """A room's chips: denominations with their colours, smallest first, and how its dealers stack them."""

    name: str
    """The preset's name (what settings store)."""
    title_marked: str
    """Its title as settings show it: English, marked in the "Chips" context."""
    chips: tuple[Chip, ...]
    """The denominations, smallest first."""
    fives_from: int
    """Chips worth this much or more are cut in stacks of five; smaller ones in stacks of twenty."""

    def __post_init__(self) -> None:
        values = [chip.value for chip in self.chips]
        if not values or values != sorted(set(values)) or values[0] < 1:
            raise ValueError("a chip set needs distinct denominations from 1 up, smallest first")
        if any(chip.colour not in COLOURS for chip in self.chips):
            raise ValueError("a chip set's colours must be named colours")

    def title(self) -> str:
        """Its title, translated."""
        return translate_marked("Chips", self.title_marked)

    @property
    def values(self) -> tuple[int, ...]:
        """The denominations, smallest first."""
        return tuple(chip.value for chip in self.chips)

    def in_play(self, smallest: int) -> tuple[int, ...]:
        """The denominations at a table whose smallest chip in play is ``smallest`` (empty when the set has no
        such chip: the set cannot be used at those stakes)."""
        if smallest not in self.values:
            return ()
        return tuple(value for value in self.values if value >= smallest)

    def chip(self, value: int) -> Chip:
        """The chip of a denomination (a grey chip for one the set does not have: a stored question's chips are
        drawn even when the room's set has changed since)."""
        for chip in self.chips:
            if chip.value == value:
                return chip
        return Chip(value, "grey")

    def stack_height(self, value: int) -> int:
        """How many chips of this denomination a dealer puts in one stack (20, or 5 for the big chips)."""
        return FIVES if value >= self.fives_from else STACK


def _set(name: str, title: str, fives_from: int, *chips: tuple[int, str]) -> ChipSet:
    return ChipSet(name, title, tuple(Chip(value, colour) for value, colour in chips), fives_from)


CASINO = _set("casino", N_("Casino cash chips (1 to 5,000)", "Chips"), 100,
              (1, "white"), (5, "red"), (25, "green"), (100, "black"), (500, "purple"), (1000, "yellow"),
              (5000, "brown"))
"""The default: a card room's cash chips as most US and European rooms colour them ($1 white, $5 red, $25 green,
$100 black, $500 purple, $1,000 yellow, $5,000 brown); blacks and up are cut in fives."""
TOURNAMENT = _set("tournament", N_("Tournament chips (25 to 25,000)", "Chips"), 1000,
                  (25, "green"), (100, "black"), (500, "purple"), (1000, "yellow"), (5000, "orange"),
                  (25000, "grey"))
"""A tournament set (T25 green, T100 black, T500 purple, T1,000 yellow, T5,000 orange, T25,000 grey): no small
chips, so only tables whose smallest chip is 25 or more can use it; 1,000s and up are cut in fives."""
HOME = _set("home", N_("Home game set (1 to 100)", "Chips"), 25,
            (1, "white"), (5, "red"), (10, "blue"), (25, "green"), (100, "black"))
"""A home-game case (white 1, red 5, blue 10, green 25, black 100): every chip of 25 and up is cut in fives."""

PRESETS: dict[str, ChipSet] = {chip_set.name: chip_set for chip_set in (CASINO, TOURNAMENT, HOME)}
"""The named chip sets a room can choose, by name."""
DEFAULT = CASINO.name
"""The chip set used until a room chooses one."""

_current = CASINO


def chip_set_named(name: str) -> ChipSet:
    """The preset of this name; ``ValueError`` naming the presets when there is none."""
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(_("unknown chip set {name!r}: choose one of {names}").format(
            name=name, names=", ".join(PRESETS))) from None


def use_chip_set(name: str) -> None:
    """Make a preset the room's chip set (what new questions are dealt with); ``ValueError`` for an unknown name."""
    global _current  # noqa: PLW0603 — the room's setting, installed once from the stored settings
    _current = chip_set_named(name)


def house_chip_set() -> ChipSet:
    """The room's chip set."""
    return _current


# -- the arithmetic --------------------------------------------------------------------------------------------

Chips = dict[int, int]
"""Chips by denomination: ``{value: how many}`` (only denominations with chips)."""


def total(chips: Mapping[int, int]) -> int:
    """What a pile of chips is worth."""
    return sum(value * count for value, count in chips.items())


def chip_count(chips: Mapping[int, int]) -> int:
    """How many chips a pile has."""
    return sum(chips.values())


def _check(amount: int, values: Sequence[int]) -> None:
    if not values:
        raise ValueError("no chips in play")
    unit = min(values)
    odd = [v for v in values if v % unit]
    if odd:
        # The arithmetic counts in smallest chips: a chip worth no whole number of them would be miscounted.
        raise ValueError(f"a chip of {odd[0]} is not a multiple of the smallest chip, {unit}")
    if amount < 0 or amount % unit:
        raise ValueError(f"{amount} cannot be made of chips of {unit} and up")


def fewest_chips(amount: int, values: Sequence[int]) -> Chips:
    """``amount`` in the fewest chips of ``values`` (the chips in play, smallest first); ties go to the larger
    chips. ``ValueError`` when it cannot be made (not a multiple of the smallest chip).

    >>> fewest_chips(675, (5, 25, 100, 500))
    {500: 1, 100: 1, 25: 3}
    """
    _check(amount, values)
    ordered = sorted(values)
    unit = ordered[0]
    steps = amount // unit
    # Fewest chips by dynamic programming over the amount in smallest chips (greedy is right for the usual sets,
    # but a set is a setting: this is right for any set).
    best: list[int] = [0] + [steps + 1] * steps
    last: list[int] = [0] * (steps + 1)
    for step in range(1, steps + 1):
        for value in ordered:  # larger chips tried last win ties
            size = value // unit
            if size <= step and best[step - size] + 1 <= best[step]:
                best[step] = best[step - size] + 1
                last[step] = value
    result: Chips = {}
    step = steps
    while step:
        value = last[step]
        result[value] = result.get(value, 0) + 1
        step -= value // unit
    return dict(sorted(result.items(), reverse=True))


def largest_first(amount: int, values: Sequence[int]) -> Chips:
    """``amount`` as a player puts it out or a dealer cuts it: as many of the largest chip as fit, then the next.

    >>> largest_first(325, (25, 100, 500))
    {100: 3, 25: 1}
    """
    _check(amount, values)
    result: Chips = {}
    left = amount
    for value in sorted(values, reverse=True):
        count, left = divmod(left, value)
        if count:
            result[value] = count
    return result


def pile(amounts: Iterable[int], values: Sequence[int]) -> Chips:
    """The chips of several amounts put out one by one (each largest chip first), gathered into one pile: what a
    pot holds when each player's bets of each street were swept into the middle."""
    result: Chips = {}
    for amount in amounts:
        for value, count in largest_first(amount, values).items():
            result[value] = result.get(value, 0) + count
    return dict(sorted(result.items(), reverse=True))


def stacks(chips: Mapping[int, int], chip_set: ChipSet) -> list[tuple[int, list[int]]]:
    """How a dealer stands a pile up: per denomination, largest first, its stacks' heights (full stacks of
    :meth:`ChipSet.stack_height` first, then the short one).

    >>> stacks({5: 47, 100: 12}, CASINO)
    [(100, [5, 5, 2]), (5, [20, 20, 7])]
    """
    result: list[tuple[int, list[int]]] = []
    for value in sorted(chips, reverse=True):
        count = chips[value]
        if count <= 0:
            continue
        height = chip_set.stack_height(value)
        full, short = divmod(count, height)
        result.append((value, [height] * full + ([short] if short else [])))
    return result


CUT = 5
"""Chips in each stack of a pot laid out on the felt for counting (:func:`cut_in_fives`)."""
FELT_ROW = 10
"""Stacks side by side in one row of a pot laid out on the felt."""
FELT_ROWS = 2
"""Rows of stacks a pot laid out on the felt may take (more would cover the seats in front of the dealer)."""


def cut_in_fives(chips: Mapping[int, int]) -> list[tuple[int, list[int]]]:
    """How a chip question lays a pile out on the felt: per denomination, largest first, stacks of :data:`CUT`
    chips and the short stack last.

    Why fives and not the full stacks of twenty a room racks (:func:`stacks`): a dealer counts a pot by cutting it
    down in fives, and a picture in a laptop's window can show five chips' edges one by one but not twenty — at
    that size nobody tells a stack of 19 from one of 20, while stacks of five beside a short one of three read at
    a glance. Twenty stays in sight: four stacks of five are a full stack (the table sets them apart in fours).

    >>> cut_in_fives({5: 12, 100: 3})
    [(100, [3]), (5, [5, 5, 2])]
    """
    result: list[tuple[int, list[int]]] = []
    for value in sorted(chips, reverse=True):
        count = chips[value]
        if count > 0:
            full, short = divmod(count, CUT)
            result.append((value, [CUT] * full + ([short] if short else [])))
    return result


def felt_rows(chips: Mapping[int, int]) -> list[list[tuple[int, list[int]]]]:
    """:func:`cut_in_fives` in rows of at most :data:`FELT_ROW` stacks, largest chips first: a colour stays whole
    in one row (a row begun is closed when the next colour does not fit beside it), so it is counted in one place;
    only a colour of more stacks than a row takes rows of its own.

    >>> [[(value, len(heights)) for value, heights in row] for row in felt_rows({100: 20, 25: 34, 5: 9})]
    [[(100, 4)], [(25, 7), (5, 2)]]
    """
    rows: list[list[tuple[int, list[int]]]] = []
    width = FELT_ROW
    for value, heights in cut_in_fives(chips):
        if rows and width + len(heights) <= FELT_ROW:
            rows[-1].append((value, heights))
            width += len(heights)
            continue
        for start in range(0, len(heights), FELT_ROW):
            part = heights[start:start + FELT_ROW]
            rows.append([(value, part)])
            width = len(part)
    return rows


def fits_the_felt(chips: Mapping[int, int]) -> bool:
    """Whether a pile laid out on the felt takes at most :data:`FELT_ROWS` rows."""
    return len(felt_rows(chips)) <= FELT_ROWS


def tender_for(to_call: int, values: Sequence[int]) -> int | None:
    """The chip a player calls with when they put out one chip for the call: the smallest chip worth more than
    it (None when no single chip is, or the call is itself one chip — then no change is owed)."""
    if to_call in values:
        return None
    bigger = [value for value in sorted(values) if value > to_call]
    return bigger[0] if bigger else None


@dataclass(frozen=True)
class Change:
    """The change owed to a player who paid more than the call."""

    paid: int
    """What the player put out."""
    call: int
    """What the call was."""
    chips: Chips
    """The change in the fewest chips in play, largest first."""

    @property
    def amount(self) -> int:
        """What goes back."""
        return self.paid - self.call


def change_owed(call: int, paid: int, values: Sequence[int]) -> Change:
    """The change for a call of ``call`` paid with chips worth ``paid``; ``ValueError`` when the chips do not
    cover the call."""
    if paid < call:
        raise ValueError(f"{paid} does not cover a call of {call}")
    return Change(paid, call, fewest_chips(paid - call, values))


def colour_up(chips: Mapping[int, int], values: Sequence[int]) -> Chips:
    """A pile coloured up: the same total in the fewest chips in play.

    >>> colour_up({5: 37, 1: 4}, (1, 5, 25, 100))
    {100: 1, 25: 3, 5: 2, 1: 4}
    """
    return fewest_chips(total(chips), values)


def describe(chips: Mapping[int, int], chip_set: ChipSet) -> str:
    """A pile in words, largest first: "3 black (100), 4 green (25)" (translated colours; numbers as written)."""
    parts = []
    for value in sorted(chips, reverse=True):
        if chips[value]:
            # Translators: a number of chips of one colour and the chips' value: "3 black (100)".
            parts.append(_("{count} {colour} ({value})").format(
                count=chips[value], colour=chip_set.chip(value).colour_name(), value=value))
    return ", ".join(parts) if parts else "0"


# -- a hand's chips --------------------------------------------------------------------------------------------


def swept_amounts(hand: Hand) -> list[int]:
    """What went into the middle so far, as it was put out: each ante and dead blind, and each player's chips of
    each street gathered (uncalled chips taken back). Their sum is the chips in the middle (``hand.middle``); when
    the records cannot say it (a hand built by hand), the middle as one amount."""
    from dealerdesk.rules.records import (  # noqa: PLC0415 — the engine loads with a hand (see the imports)
        BetOrRaise,
        CheckOrCall,
        PostAnte,
        PostBlind,
        PostDead,
        ReturnUncalled,
    )

    street = {"now": 0}
    amounts: list[tuple[int, int, int]] = []  # (street, player, chips), a player's street in one entry
    where: dict[tuple[int, int], int] = {}

    def put(player: int, on: int, chips: int, *, alone: bool = False) -> None:
        if alone:
            amounts.append((on, player, chips))
            return
        index = where.get((on, player))
        if index is None:
            where[(on, player)] = len(amounts)
            amounts.append((on, player, chips))
        else:
            amounts[index] = (on, player, amounts[index][2] + chips)

    for record in hand.log:
        if isinstance(record, PostAnte | PostDead):
            put(record.player, 0, record.amount, alone=True)
        elif isinstance(record, PostBlind):
            put(record.player, 0, record.amount)
        elif isinstance(record, CheckOrCall):
            street["now"] = record.street
            put(record.player, record.street, record.amount)
        elif isinstance(record, BetOrRaise):
            street["now"] = record.street
            put(record.player, record.street, record.added)
        elif isinstance(record, ReturnUncalled):
            left = record.amount
            for index in range(len(amounts) - 1, -1, -1):
                on, player, chips = amounts[index]
                if player == record.player and left:
                    taken = min(chips, left)
                    amounts[index] = (on, player, chips - taken)
                    left -= taken
    in_front = any(hand.bets)
    gathered = [chips for on, _player, chips in amounts if chips and not (in_front and on == hand.street)]
    if sum(gathered) != hand.middle:
        return [hand.middle] if hand.middle else []
    return gathered


@dataclass(frozen=True)
class ChipFacts:
    """What a dealer knows in chips at a moment of a hand (the engine's chip answers)."""

    chip_set: tuple[int, ...]
    """The denominations in play, smallest first."""
    pot_chips: Chips
    """The chips in the middle, as they were swept in (what the table draws)."""
    pot_total: int
    """What they are worth."""
    tendered: int | None
    """The chip the player to act calls with (the smallest chip worth more than the call), or None."""
    change: Change | None
    """The change owed for that chip, or None."""
    colour_up: Chips
    """The chips in the middle coloured up (the fewest chips)."""


def chip_facts(hand: Hand) -> ChipFacts | None:
    """The chip answers at this moment, when the table's chips are known (``hand.stakes.chip_set``); else None."""
    values = hand.stakes.chip_set
    if not values:
        return None
    pot = pile(swept_amounts(hand), values)
    to_call = hand.to_call or 0
    tendered = tender_for(to_call, values) if to_call and hand.actor is not None else None
    if tendered is not None and tendered > hand.stacks[hand.actor or 0]:
        tendered = None  # they do not have a chip that big
    return ChipFacts(
        chip_set=values,
        pot_chips=pot,
        pot_total=total(pot),
        tendered=tendered,
        change=None if tendered is None else change_owed(to_call, tendered, values),
        colour_up=colour_up(pot, values),
    )


def chips_text(chips: Mapping[int, int]) -> dict[str, int]:
    """A pile in its stored form (JSON object keys are text): ``{"100": 3, "25": 4}``, largest first."""
    return {str(value): chips[value] for value in sorted(chips, reverse=True) if chips[value]}
