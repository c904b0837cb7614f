"""Cards and hand strength: the bottom layer, with no Qt and no third-party runtime dependencies.

* :mod:`.cards`: card ids ``0..51`` (``4 * rank + suit``, the phevaluator ids) and their text form.
* :mod:`.high`: high hands on the standard 7462-class scale (1 = royal flush … 7462 = 7-5-4-3-2, lower is
  better) for five cards, Hold'em and Omaha.
* :mod:`.low`: eight-or-better lows on their own scale (1 = 5-4-3-2-A … 56 = 8-7-6-5-4, ``NO_LOW`` = none).
* :mod:`.names` and :mod:`.reading`: the dealer's name for a hand and the five cards it plays.

The lookup tables are built on first use, not when this package is imported.

>>> hole, board = parse_cards("AhAs2h5s"), parse_cards("Kh3h4h2cTd")
>>> read_omaha_high(hole, board).name, rank_omaha_low(hole, board)
('Flush, ace high', 1)
"""

from dealerdesk.evaluation.cards import (
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

__all__ = [
    "NO_LOW",
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
    "rank_low_five",
    "rank_of",
    "rank_omaha_high",
    "rank_omaha_low",
    "read_holdem",
    "read_omaha_high",
    "read_omaha_low",
    "suit_of",
]
