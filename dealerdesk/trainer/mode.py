"""How a training session runs. Each member's value is its stored and serialized form (the progress database's
``mode`` column, session ids, settings), so those stay plain strings and read back as they were written.

>>> Mode("audition") is Mode.AUDITION, f"{Mode.PRACTICE}"
(True, 'practice')
"""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    """Practice, audition, or dealing a live game."""

    PRACTICE = "practice"
    """Each verdict is shown at once, and the questions adapt to the trainee's weak and slow skills."""
    AUDITION = "audition"
    """A fixed mix of questions; the verdicts are kept to the end, like an examination."""
    DEAL = "deal"
    """The trainee deals a live game of computer players: every dealer step of every hand is asked in flow, each
    verdict (the floor's words) at once, and the session is judged by hands dealt per hour and the error rate."""

    @classmethod
    def known(cls, value: object) -> bool:
        """Whether a stored or typed value is one of the modes."""
        return isinstance(value, str) and value in cls._value2member_map_
