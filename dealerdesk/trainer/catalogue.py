"""The catalogue of question kinds: every kind dealerdesk ships, imported here at the top, and what is made from
them all — the registry (a kind's name → the object that asks, reads, grades and explains it), the answer keys,
the answer patterns and the complete list of mistake causes. The single point where the trainer, the window and
the terminal go from a kind to its behaviour.

The kinds sit below this module and never import it (nor each other): a kind is one package of
``dealerdesk/trainer/kinds/`` whose object is listed in :data:`BUILT_IN`. A test's kind is added for a while with
:func:`register`, then taken out with :func:`unregister`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeAlias, TypeVar

from dealerdesk.rules.hand import Hand
from dealerdesk.trainer.core.question import Question
from dealerdesk.trainer.kinds.action.kind import WhoseAction
from dealerdesk.trainer.kinds.base import QuestionKind
from dealerdesk.trainer.kinds.button_blinds.kind import ButtonBlinds
from dealerdesk.trainer.kinds.call_hand.kind import CallHand
from dealerdesk.trainer.kinds.chips.kind import Chips
from dealerdesk.trainer.kinds.hi_lo_split.kind import HiLoSplit
from dealerdesk.trainer.kinds.limit_betting.kind import LimitBetting
from dealerdesk.trainer.kinds.min_raise.kind import MinRaise
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.kinds.pot_limit.kind import PotLimit
from dealerdesk.trainer.kinds.rake.kind import Rake
from dealerdesk.trainer.kinds.showdown_order.kind import ShowdownOrder
from dealerdesk.trainer.kinds.side_pots.kind import SidePots
from dealerdesk.trainer.kinds.winner.kind import Winner

AnyKind: TypeAlias = QuestionKind[Any]
"""A kind, whatever its answer's type."""

BUILT_IN: tuple[AnyKind, ...] = (PotLimit(), MinRaise(), SidePots(), ShowdownOrder(), HiLoSplit(), Winner(), Rake(),
                                 Chips(), LimitBetting(), ButtonBlinds(), CallHand(), WhoseAction())
"""The kinds dealerdesk ships, in the order of their names (:class:`~dealerdesk.trainer.kinds.names.Kind`)."""

_KINDS: dict[str, AnyKind] = {kind.name: kind for kind in BUILT_IN}

T = TypeVar("T")


def register(kind: AnyKind) -> AnyKind:
    """Add a kind (its :attr:`~QuestionKind.name` must be new); returns it."""
    if kind.name in _KINDS:
        raise ValueError(f"the question kind {kind.name!r} is registered already")
    _KINDS[kind.name] = kind
    return kind


def unregister(name: str) -> None:
    """Take a kind out of the registry (a test's kind, once the test is done); the built-in kinds stay."""
    if all(kind.name != name for kind in BUILT_IN):
        _KINDS.pop(name, None)


def kind_of(name: str) -> AnyKind:
    """The kind of this name (a :class:`Kind`, or the name of a registered kind); ``ValueError`` if none is."""
    try:
        return _KINDS[str(name)]
    except KeyError:
        raise ValueError(f"unknown question kind {str(name)!r}") from None


def all_kinds() -> tuple[AnyKind, ...]:
    """Every registered kind, the built-in ones first in the order of their names (:class:`Kind`)."""
    order = {str(name): index for index, name in enumerate(Kind)}
    return tuple(sorted(_KINDS.values(), key=lambda kind: order.get(kind.name, len(order))))


class ByKind(Mapping[str, T]):
    """A read-only table made from every registered kind (``kind name → what``), read when it is used (a test's
    kind registered meanwhile is in it): the answer keys, the answer patterns … as tables for the tools and tests
    that read them."""

    def __init__(self, what: Callable[[AnyKind], T | None]) -> None:
        self._what = what

    def _table(self) -> dict[str, T]:
        table = {kind.name: self._what(kind) for kind in all_kinds()}
        return {name: value for name, value in table.items() if value is not None}

    def __getitem__(self, name: str) -> T:
        return self._table()[str(name)]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())


ANSWER_KEYS: ByKind[tuple[str, ...]] = ByKind(lambda kind: kind.answer_keys)
"""The ``dealerdesk solve`` keys each kind's answer is made of (more at some difficulties: see
:attr:`~dealerdesk.trainer.core.question.Question.parts`)."""

PATTERNS: ByKind[tuple[str, ...]] = ByKind(lambda kind: kind.patterns)
"""Every answer pattern of each kind, in the order they are tried (the first that applies is the answer's): the
shapes an answer can take, dealt about equally often so that no shape can simply be guessed
(``tools/answer_shares.py`` measures how often the most common one comes up)."""


def all_causes() -> tuple[str, ...]:
    """Every mistake a registered kind can name (its :attr:`~QuestionKind.causes`), each once, in canonical
    English: a verdict's ``cause`` and the progress database keep these exact strings;
    :func:`dealerdesk.trainer.core.mistakes.label` translates one for the screen."""
    return tuple(dict.fromkeys(cause for kind in all_kinds() for cause in kind.causes))


def pattern_of(kind: str, asked: Hand | Question) -> str:
    """The answer pattern of a question of ``kind``, or of one asked about a hand as it stands (the question
    point; a kind whose question is not a moment in a hand needs the question)."""
    if isinstance(asked, Hand):
        return kind_of(kind).pattern_of(asked)
    return kind_of(kind).question_pattern(asked)
