"""The registry of question kinds: a kind's name → the object of its module that asks, reads, grades and explains
it. The single point where the trainer, the window and the terminal go from a kind to its behaviour.

The built-in kinds are loaded on first use (their modules import the grader and the explanations, which import
this package: loading them later keeps the imports free of cycles). A new kind is one module that calls
:func:`register` (or a test registering one for a while, then :func:`unregister`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

if TYPE_CHECKING:
    from dealerdesk.trainer.kinds.base import QuestionKind

    AnyKind: TypeAlias = QuestionKind[Any]
    """A kind, whatever its answer's type."""

BUILT_IN = ("pot_limit", "min_raise", "side_pots", "showdown_order", "hi_lo_split", "winner", "rake", "chips",
            "limit_betting", "button_blinds", "call_hand", "action")
"""The modules of the kinds dealerdesk ships, in the order of :class:`~dealerdesk.trainer.kinds.names.Kind` (the
ones :func:`_load` imports)."""

_KINDS: dict[str, AnyKind] = {}
_loaded = False
_loading = threading.RLock()

T = TypeVar("T")


def _load() -> None:
    global _loaded  # noqa: PLW0603 — the built-in kinds are loaded once per process
    if _loaded:
        return
    with _loading:  # questions are dealt on a worker thread too: no thread reads a half-filled registry
        if not _loaded:
            # Imported here, on first use, not with this module (see above); named in an import statement so that
            # the frozen app's analysis finds them. Each module registers its kind as it is imported.
            from dealerdesk.trainer.kinds import (  # noqa: PLC0415, F401
                action,
                button_blinds,
                call_hand,
                chips,
                hi_lo_split,
                limit_betting,
                min_raise,
                pot_limit,
                rake,
                showdown_order,
                side_pots,
                winner,
            )

            _loaded = True


def register(kind: AnyKind) -> AnyKind:
    """Add a kind (its :attr:`~QuestionKind.name` must be new); returns it, so a module can write
    ``KIND = register(PotLimit())``."""
    if kind.name in _KINDS:
        raise ValueError(f"the question kind {kind.name!r} is registered already")
    _KINDS[kind.name] = kind
    return kind


def unregister(name: str) -> None:
    """Take a kind out of the registry (a test's kind, once the test is done)."""
    _KINDS.pop(name, None)


def kind_of(name: str) -> AnyKind:
    """The kind of this name (a :class:`Kind`, or the name of a registered kind); ``ValueError`` if none is."""
    _load()
    try:
        return _KINDS[str(name)]
    except KeyError:
        raise ValueError(f"unknown question kind {str(name)!r}") from None


def all_kinds() -> tuple[AnyKind, ...]:
    """Every registered kind, the built-in ones first in the order of their names (:class:`Kind`)."""
    _load()
    order = {name: index for index, name in enumerate(_builtin_names())}
    return tuple(sorted(_KINDS.values(), key=lambda kind: order.get(kind.name, len(order))))


def _builtin_names() -> tuple[str, ...]:
    from dealerdesk.trainer.kinds.names import Kind  # noqa: PLC0415 — names imports this module

    return tuple(Kind)


class ByKind(Mapping[str, T]):
    """A read-only table made from every registered kind (``kind name → what``), read when it is used: the
    generator's answer patterns, the answer keys … (kept as tables for the tools and tests that read them)."""

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
