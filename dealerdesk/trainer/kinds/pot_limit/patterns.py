"""The answer patterns of the pot-limit maximum: the situation "pot" is called in, so that no situation can be
simply guessed (each is dealt about equally often)."""

PREFLOP_UNRAISED = "preflop, unraised"
PREFLOP_RAISED = "preflop, raised"
UNOPENED = "first bet after the flop"
FACING_BET = "facing a bet"
BET_AND_CALLS = "facing a bet and calls"
FACING_RAISE = "facing a raise"
STACK_CAPPED = "capped by the stack"
