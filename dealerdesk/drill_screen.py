"""How ``dealerdesk drill`` writes to the terminal, and the tally it prints when the drill ends.

Every line is wrapped to the terminal's width at spaces only, never inside a word (a 24-line terminal that cuts
"goes" into "go / es" is hard to read), with a hanging indent so an explanation step that runs over stays one
step. The tally reads like the window's results: each skill's score, the questions missed with their right
answers to review, then the total.
"""

from __future__ import annotations

import shutil
import textwrap
from dataclasses import dataclass, field
from typing import Any, TextIO

from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.kinds.base import QuestionKind

FALLBACK_WIDTH = 80
"""The width written for when the output is not a terminal (a pipe, a file) and ``COLUMNS`` is not set."""
NARROWEST = 30
"""The narrowest width wrapped to: a terminal reported narrower still gets words of a readable line."""


def terminal_width() -> int:
    """The terminal's width in columns (``COLUMNS``, else the terminal's size, else :data:`FALLBACK_WIDTH`)."""
    return max(NARROWEST, shutil.get_terminal_size((FALLBACK_WIDTH, 24)).columns)


def wrapped(text: str, width: int, indent: str = "", hanging: str | None = None) -> list[str]:
    """``indent + text`` as lines of at most ``width`` columns, broken at spaces only; lines after the first start
    with ``hanging`` (default: ``indent``). A word longer than a line is kept whole."""
    rest = indent if hanging is None else hanging
    return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=rest, break_long_words=False,
                         break_on_hyphens=False) or [indent.rstrip()]


@dataclass
class Screen:
    """Where the drill writes: the output and the width its lines are wrapped to."""

    out: TextIO
    """The output (standard output, or a buffer in tests)."""
    width: int = FALLBACK_WIDTH
    """The columns a line may fill."""

    def line(self, text: str = "", indent: str = "", hanging: str | None = None) -> None:
        """Write a line (an empty one for spacing), wrapped as :func:`wrapped` says."""
        if not text:
            self.out.write("\n")
            return
        self.out.write("".join(f"{line}\n" for line in wrapped(text, self.width, indent, hanging)))

    def prompt(self, text: str) -> None:
        """Write a question whose answer is typed on its last line: wrapped, the last line without its newline
        and with the prompt's trailing space kept, so the answer follows it."""
        lines = wrapped(text, self.width)
        tail = text[len(text.rstrip()):]
        self.out.write("".join(f"{line}\n" for line in lines[:-1]) + lines[-1] + tail)
        self.out.flush()


@dataclass
class Skill:
    """One skill's (question kind's) score in a drill."""

    title: str
    """The kind's title ("Pot-limit maximum")."""
    target: float
    """The kind's speed target in seconds."""
    asked: int = 0
    """Questions answered."""
    right: int = 0
    """Answered right, in time."""
    slow: int = 0
    """Answered right but slower than :attr:`target`."""


@dataclass(frozen=True)
class Missed:
    """A question answered wrong (or too late): what to review."""

    number: int
    """Its number in the drill."""
    title: str
    """Its kind's title."""
    answer: str
    """The right answer in short: the parts missed ("Raise to: 1375"), or every part when it was out of time."""


@dataclass
class Tally:
    """The drill's results so far, skill by skill, and the questions missed."""

    skills: dict[str, Skill] = field(default_factory=dict)
    """Each skill asked, by kind name, in the order first asked."""
    missed: list[Missed] = field(default_factory=list)
    """The questions missed, in the order asked."""

    def add(self, number: int, kind: QuestionKind[Any], verdict: Verdict, *, seconds: float) -> None:
        """Count one graded answer to question ``number``, of ``kind``, given in ``seconds``."""
        title, target = kind.title(), kind.target_seconds
        skill = self.skills.setdefault(kind.name, Skill(title, target))
        skill.asked += 1
        if verdict.correct:
            skill.right += 1
            skill.slow += round(seconds, 1) > target
            return
        parts = [part for part in verdict.parts if not part.correct] or list(verdict.parts)
        self.missed.append(Missed(number, title, "; ".join(f"{part.name}: {part.expected}" for part in parts)))

    @property
    def asked(self) -> int:
        """Questions answered."""
        return sum(skill.asked for skill in self.skills.values())

    @property
    def right(self) -> int:
        """Questions answered right."""
        return sum(skill.right for skill in self.skills.values())

    def show(self, screen: Screen) -> None:
        """Each skill's score, the questions to review, then the total."""
        screen.line()
        if self.skills:
            screen.line("By skill:")
            column = max(len(skill.title) for skill in self.skills.values()) + 2
            for skill in self.skills.values():
                slow = (f" ({skill.slow} slower than the {skill.target:g} s target)" if skill.slow else "")
                screen.line(f"{skill.title.ljust(column)}{skill.right} of {skill.asked}{slow}", "  ",
                            " " * (2 + column))
        if self.missed:
            screen.line("To review:")
            for missed in self.missed:
                screen.line(f"Question {missed.number}, {missed.title} — {missed.answer}", "  ", "    ")
        screen.line(f"In all: {self.right} of {self.asked} right.")
