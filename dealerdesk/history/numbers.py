"""Hand numbers that tracking tools can key hands on: unique across sessions, tables and machines.

Trackers (and PokerStars-text importers) drop a hand whose number they have seen before, so "Hand #1" in every
session loses all but the first session. A play-mode hand gets a number when it is dealt
(:mod:`dealerdesk.play.hand_numbers`: an install's random id and a counter, 15 digits), kept in its PHH as the
extension field ``_hand_id``. A hand without one (played before numbers were kept, or a PHH file from elsewhere)
is numbered from its own content: the same hand always gets the same number, so exporting it twice never makes
two hands of one, and two different hands almost never share one (12 digits, a range of its own).

>>> derived_hand_number("hand one") != derived_hand_number("hand two")
True
>>> len(str(derived_hand_number("hand one")))
12
"""

from __future__ import annotations

import hashlib

from dealerdesk.history.model import HandHistory

HAND_ID_FIELD = "_hand_id"
"""This project's extension field: a number no other hand has (across sessions and installs), given when the
hand was dealt; exports use it as the hand's number."""
ASSIGNED_RANGE = range(10**14, 10**15)
"""Where numbers given at the deal lie (an install id of 7 digits before a counter of 8)."""
DERIVED_RANGE = range(10**11, 10**12)
"""Where numbers derived from a hand's content lie: apart from the assigned ones."""


def derived_hand_number(text: str) -> int:
    """A 12-digit number from a hand's text (its PHH): the same text, the same number."""
    digest = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    return DERIVED_RANGE.start + digest % len(DERIVED_RANGE)


def hand_id_of(history: HandHistory) -> int | None:
    """The hand's ``_hand_id``, if it has a whole number there."""
    value = history.user_fields.get(HAND_ID_FIELD)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None
