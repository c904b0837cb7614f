"""The answer patterns of the minimum raise: "none" (may not raise), all-in only (less than a full raise), the
minimum bet (nobody has bet), double the bet, or the bet plus the last full raise (where doubling is wrong)."""

NONE = "none (may not raise)"
ALL_IN_ONLY = "all-in only"
MINIMUM_BET = "the minimum bet"
DOUBLE = "double the bet"
BET_PLUS_RAISE = "bet + last full raise"
