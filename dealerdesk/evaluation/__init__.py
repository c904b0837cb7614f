"""Cards and hand strength: the bottom layer, with no Qt and no third-party runtime dependencies.

* :mod:`.cards`: card ids ``0..51`` (``4 * rank + suit``, the phevaluator ids) and their text form.
* :mod:`.high`: high hands on the standard 7462-class scale (1 = royal flush … 7462 = 7-5-4-3-2, lower is
  better) for five cards, Hold'em and Omaha.
* :mod:`.low`: eight-or-better lows on their own scale (1 = 5-4-3-2-A … 56 = 8-7-6-5-4, ``NO_LOW`` = none).
* :mod:`.names` and :mod:`.reading`: the dealer's name for a hand and the five cards it plays.
* :mod:`.batch`: the same ranks for whole NumPy arrays of hands (``rank_holdem_batch`` and friends).
* :mod:`.equity`: each hand's share of the pot over the boards to come, exact or by Monte Carlo.

The lookup tables are built on first use, not when this package is imported. The scalar path is plain
Python; NumPy is imported only when a batch function is first looked up here (or :mod:`.batch`,
:mod:`.equity` is imported), so the rules engine and the command line start without it.

>>> hole, board = parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd")
>>> read_omaha_high(hole, board).name, rank_omaha_low(hole, board)
('Flush, ace high', 1)
"""

from typing import TYPE_CHECKING

from dealerdesk.evaluation.cards import (
    Card,
    CardError,
    Deck,
    card,
    check_distinct,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
    rank_of,
    suit_of,
)
from dealerdesk.evaluation.checks import HandSizeError
from dealerdesk.evaluation.high import category_of, rank_five, rank_holdem, rank_omaha_high
from dealerdesk.evaluation.low import low_cards, rank_low_five, rank_omaha_low
from dealerdesk.evaluation.names import hand_name, low_name
from dealerdesk.evaluation.reading import HandReading, read_holdem, read_omaha_high, read_omaha_low
from dealerdesk.evaluation.tables import NO_LOW, HandCategory

if TYPE_CHECKING:  # at run time these come from __getattr__, which imports NumPy only when asked
    from dealerdesk.evaluation.batch import rank_holdem_batch, rank_omaha_high_batch, rank_omaha_low_batch

_BATCH_NAMES = frozenset({"rank_holdem_batch", "rank_omaha_high_batch", "rank_omaha_low_batch"})


def __getattr__(name: str) -> object:
    """Load the NumPy batch functions on first use (PEP 562), keeping ``import dealerdesk.evaluation`` cheap."""
    if name in _BATCH_NAMES:
        from dealerdesk.evaluation import batch  # noqa: PLC0415 - the point: NumPy loads only when asked

        value = getattr(batch, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "NO_LOW",
    "Card",
    "CardError",
    "Deck",
    "HandCategory",
    "HandReading",
    "HandSizeError",
    "card",
    "category_of",
    "check_distinct",
    "format_card",
    "format_cards",
    "hand_name",
    "low_cards",
    "low_name",
    "parse_card",
    "parse_cards",
    "rank_five",
    "rank_holdem",
    "rank_holdem_batch",
    "rank_low_five",
    "rank_of",
    "rank_omaha_high",
    "rank_omaha_high_batch",
    "rank_omaha_low",
    "rank_omaha_low_batch",
    "read_holdem",
    "read_omaha_high",
    "read_omaha_low",
    "suit_of",
]
