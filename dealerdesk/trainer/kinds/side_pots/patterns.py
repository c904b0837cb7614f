"""The answer patterns of side pots: the number of pots, and whether chips go back."""


def side_pot_pattern(pot_count: int, returned: bool) -> str:
    """``"3 pots, chips returned"``; five pots or more are one pattern."""
    if pot_count >= 5:
        return "5+ pots"
    text = "1 pot" if pot_count == 1 else f"{pot_count} pots"
    return f"{text}, chips returned" if returned else text
