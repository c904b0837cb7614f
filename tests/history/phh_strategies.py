"""Hypothesis strategies for valid hand histories and their parts (shared by the PHH round-trip tests).

"Valid" means what the reader accepts: right lengths and types, the variant's card counts, board deals of
3/1/1, no card twice, shows that agree with the deal. The betting itself is random: legality is the engine's
business, not the file format's.
"""

from __future__ import annotations

import datetime

from hypothesis import strategies as st

from dealerdesk.history import (
    Action,
    CompleteBetOrRaiseTo,
    HandHistory,
    PHHCheckOrCall,
    PHHDealBoard,
    PHHDealHole,
    PHHFold,
    ShowOrMuck,
    TomlValue,
    Variant,
)
from dealerdesk.history._convert import PROJECT_FIELDS
from dealerdesk.history.table_state import TABLE_STATE_FIELD

# Any text TOML can carry (surrogates cannot be encoded as UTF-8).
texts = st.text(alphabet=st.characters(codec="utf-8"), max_size=20)
comments = st.none() | texts.map(str.strip)
chips = st.integers(min_value=0, max_value=10**12)
positive_chips = st.integers(min_value=1, max_value=10**12)
seconds = st.integers(min_value=0, max_value=3600) | st.floats(min_value=0, allow_nan=False)

_time_zones = st.none() | st.integers(min_value=-23 * 60 - 59, max_value=23 * 60 + 59).map(
    lambda minutes: datetime.timezone(datetime.timedelta(minutes=minutes))
)
toml_scalars: st.SearchStrategy[TomlValue] = st.one_of(
    texts,
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False),
    st.booleans(),
    st.datetimes(timezones=_time_zones),
    st.dates(),
    st.times(),
)
toml_values: st.SearchStrategy[TomlValue] = st.recursive(
    toml_scalars,
    lambda children: st.lists(children, max_size=3) | st.dictionaries(texts, children, max_size=3),
    max_leaves=6,
)
RESERVED_FIELDS = PROJECT_FIELDS | {TABLE_STATE_FIELD}
"""The project's own ``_`` fields, which the reader checks: a random user field never takes one of their names."""
user_field_names = texts.map(lambda text: "_" + text).filter(lambda name: name not in RESERVED_FIELDS)


@st.composite
def _betting(draw: st.DrawFn, player_count: int) -> list[Action]:
    """A few random player decisions (not necessarily legal: the file format does not care)."""
    players = st.integers(min_value=0, max_value=player_count - 1)
    decision = st.one_of(
        st.builds(PHHFold, players, comments),
        st.builds(PHHCheckOrCall, players, comments),
        st.builds(CompleteBetOrRaiseTo, players, positive_chips, comments),
    )
    return draw(st.lists(decision, max_size=4))


@st.composite
def action_sequences(draw: st.DrawFn, variant: Variant, player_count: int) -> tuple[Action, ...]:
    """Hole deals (some cards unseen), betting, up to three board deals, and shows or mucks."""
    deck = draw(st.permutations(range(52)))
    hole_count = variant.hole_card_count
    actions: list[Action] = []
    holes: dict[int, list[int]] = {}
    for player in range(player_count):
        holes[player] = deck[player * hole_count : (player + 1) * hole_count]
        hidden = draw(st.lists(st.booleans(), min_size=hole_count, max_size=hole_count))
        dealt = tuple(None if hide else card for card, hide in zip(holes[player], hidden, strict=True))
        actions.append(PHHDealHole(player, dealt, draw(comments)))
    position = player_count * hole_count
    for size in (3, 1, 1)[: draw(st.integers(min_value=0, max_value=3))]:
        actions.extend(draw(_betting(player_count)))
        actions.append(PHHDealBoard(tuple(deck[position : position + size]), draw(comments)))
        position += size
    actions.extend(draw(_betting(player_count)))
    for player in draw(st.lists(st.sampled_from(range(player_count)), unique=True, max_size=3)):
        if draw(st.booleans()):
            actions.append(ShowOrMuck(player, None, draw(comments)))
            continue
        # Shows the real cards in any order, perhaps keeping some face down ('??').
        order = draw(st.permutations(holes[player]))
        hidden = draw(st.lists(st.booleans(), min_size=hole_count, max_size=hole_count))
        shown = tuple(None if hide else card for card, hide in zip(order, hidden, strict=True))
        actions.append(ShowOrMuck(player, shown, draw(comments)))
    return tuple(actions)


def _per_player(values: st.SearchStrategy[int], count: int) -> st.SearchStrategy[tuple[int, ...]]:
    return st.lists(values, min_size=count, max_size=count).map(tuple)


@st.composite
def hand_histories(draw: st.DrawFn) -> HandHistory:
    """A hand history the reader accepts, with every optional field sometimes present."""
    variant = draw(st.sampled_from(list(Variant)))
    count = draw(st.integers(min_value=2, max_value=10))
    fixed = variant.structure == "fixed"
    maybe_bet = st.none() | positive_chips
    seat_count = draw(st.none() | st.integers(min_value=count, max_value=12))
    seat_numbers = st.permutations(range(1, (seat_count or 12) + 1)).map(lambda seats: tuple(seats[:count]))
    optional_text = st.none() | texts
    return HandHistory(
        variant=variant,
        antes=draw(_per_player(chips, count)),
        blinds_or_straddles=draw(_per_player(chips, count)),
        starting_stacks=draw(_per_player(positive_chips, count)),
        actions=draw(action_sequences(variant, count)),
        small_bet=draw(positive_chips if fixed else maybe_bet),
        big_bet=draw(positive_chips if fixed else maybe_bet),
        min_bet=draw(maybe_bet if fixed else positive_chips),
        ante_trimming_status=draw(st.booleans()),
        finishing_stacks=draw(st.none() | _per_player(chips, count)),
        winnings=draw(st.none() | _per_player(chips, count)),
        author=draw(optional_text),
        event=draw(optional_text),
        url=draw(optional_text),
        venue=draw(optional_text),
        address=draw(optional_text),
        city=draw(optional_text),
        region=draw(optional_text),
        postal_code=draw(optional_text),
        country=draw(optional_text),
        time=draw(st.none() | st.times()),
        time_zone=draw(optional_text),
        time_zone_abbreviation=draw(optional_text),
        day=draw(st.none() | st.integers(min_value=1, max_value=31)),
        month=draw(st.none() | st.integers(min_value=1, max_value=12)),
        year=draw(st.none() | st.integers(min_value=1970, max_value=2100)),
        hand=draw(st.none() | st.integers(min_value=0, max_value=2**63 - 1) | texts),
        level=draw(st.none() | st.integers(min_value=0, max_value=100)),
        seats=draw(st.none() | seat_numbers),
        seat_count=seat_count,
        table=draw(st.none() | st.integers(min_value=0, max_value=2**63 - 1) | texts),
        players=draw(st.none() | st.lists(texts, min_size=count, max_size=count).map(tuple)),
        currency=draw(optional_text),
        currency_symbol=draw(optional_text),
        time_limit=draw(st.none() | seconds),
        time_banks=draw(st.none() | st.lists(seconds, min_size=count, max_size=count).map(tuple)),
        user_fields=draw(st.dictionaries(user_field_names, toml_values, max_size=3)),
    )
