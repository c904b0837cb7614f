"""The answer patterns of the winning hands: the main pot split between tied high hands, high and low to different
hands, or else the winning hand's category (a single winner with two pair, a flush …): the hand name is the part
that could be guessed."""

from dealerdesk.evaluation import HandCategory

TIED_HIGH = "split pot (tied high)"
HIGH_AND_LOW = "high and low to different hands"

CATEGORY_PATTERNS: dict[HandCategory, str] = {category: category.label.lower() for category in HandCategory}
"""A single high winner, named by the winning hand's category ("two pair", "flush" …)."""
