"""A trainer question: a real hand stopped at the moment a dealer must answer, and the engine's answer.

The hand is kept as PHH (up to the question point), so a question can be exported, imported, replayed on the
table and re-checked with ``dealerdesk solve``. The answer uses the keys of ``dealerdesk solve``; the trainer
never computes it itself.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from dealerdesk.history import HandHistory, dumps, loads
from dealerdesk.history.replay import replay
from dealerdesk.i18n import translate
from dealerdesk.rules.hand import Hand
from dealerdesk.rules.players import player_code, player_index
from dealerdesk.trainer.kinds.registry import ByKind, kind_of


def _(text: str) -> str:
    """Translate in the question's context (seat names, shown in prompts and explanations)."""
    return translate("Question", text)


StoredAnswer: TypeAlias = Mapping[str, Any]
"""An answer in its stored form: a JSON object in the keys of ``dealerdesk solve`` (what question files, drill packs
and the progress database keep, and the one place its values are untyped: each kind reads it into its dataclass)."""

ANSWER_KEYS: ByKind[tuple[str, ...]] = ByKind(lambda kind: kind.answer_keys)
"""The ``dealerdesk solve`` keys each kind's answer is made of (more at some difficulties: see ``parts``)."""


@dataclass(frozen=True)
class Question:
    """One question. Players are PHH ids (``"p3"``); ``seats`` gives each one's seat number at the table."""

    kind: str
    """What skill it asks for (a :class:`~dealerdesk.trainer.kinds.Kind`, or a registered kind's name)."""
    key: str
    """A stable id (seed, kind, difficulty, number), for spaced repetition and drill packs."""
    difficulty: int
    """1 (easiest) to 4."""
    history: HandHistory
    """The hand up to the question point, with seats and player names."""
    prompt: str
    """The question as the trainee reads it."""
    answer: dict[str, Any]
    """The engine's answer, in the keys of ``dealerdesk solve``."""

    @property
    def parts(self) -> tuple[str, ...]:
        """The answer keys this question asks for."""
        return tuple(self.answer)

    @functools.cached_property
    def hand(self) -> Hand:
        """The hand at the question point, replayed through the engine."""
        return replay(self.history)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seat number of each player (p1 first)."""
        if self.history.seats is not None:
            return self.history.seats
        return tuple(range(1, self.history.player_count + 1))

    def seat_of(self, player: str) -> int:
        """The seat number of a PHH player id."""
        return self.seats[player_index(player)]

    def player_at(self, seat: int) -> str:
        """The PHH id of the player in a seat; ``ValueError`` if nobody in this hand sits there."""
        if seat not in self.seats:
            raise ValueError(_("nobody in this hand sits in seat {seat}").format(seat=seat))
        return player_code(self.seats.index(seat))

    def name_of(self, player: str) -> str:
        """``"Seat 4 (Ann)"`` for a PHH player id (translated: it is shown)."""
        index = player_index(player)
        names = self.history.players
        name = names[index] if names and names[index] else None
        if name:
            return _("Seat {seat} ({name})").format(seat=self.seat_of(player), name=name)
        return self.seat_name(player)

    def seat_name(self, player: str) -> str:
        """``"Seat 4"`` for a PHH player id, without the player's name (translated)."""
        return _("Seat {seat}").format(seat=self.seat_of(player))

    def to_json(self) -> dict[str, Any]:
        """The question file's content (without the explanation, which the grader adds)."""
        return {"kind": str(self.kind), "key": self.key, "difficulty": self.difficulty, "prompt": self.prompt,
                "answer": self.answer}

    @classmethod
    def from_files(cls, phh_text: str, data: dict[str, Any], source: str = "<question>", *,
                   history: HandHistory | None = None) -> Question:
        """Rebuild a question from its PHH text and JSON data (a drill pack's ``NNN.phh`` and ``NNN.json``);
        ``history``: the text already read, by a reader that keeps its warnings to itself (a pack's import, on a
        worker thread, where catching warnings would catch the window's too)."""
        try:
            kind = kind_of(str(data["kind"])).name
            hand = history if history is not None else loads(phh_text, source=source)
            return cls(kind, str(data["key"]), int(data["difficulty"]), hand, str(data["prompt"]),
                       dict(data["answer"]))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"{source}: not a question file ({error})") from None

    def phh_text(self) -> str:
        """The hand as PHH text (written once: an answer saves it with the attempt and, if missed, the review)."""
        return self._phh

    @functools.cached_property
    def _phh(self) -> str:
        return dumps(self.history)

    def json_text(self) -> str:
        """The question as JSON text."""
        return json.dumps(self.to_json(), sort_keys=False)
