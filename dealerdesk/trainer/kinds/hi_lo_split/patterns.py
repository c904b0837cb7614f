"""The answer patterns of the hi/lo split: no qualifying low, one hand scoops, high and low to different hands, the
low quartered, the high split between tied hands (the first two both give the whole pot to the best high hand, so
together they are dealt no more often than any other)."""

NO_LOW_SCOOP = "no low"
SCOOP = "scoop"
SPLIT = "high and low split"
QUARTERED = "quartered"
HIGH_CHOPPED = "high split between ties"
