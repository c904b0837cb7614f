"""The question kinds: one module per skill (``pot_limit``, ``min_raise`` …), each behind the one interface of
:class:`~dealerdesk.trainer.kinds.base.QuestionKind`, found through the registry (:func:`kind_of`), which is the
only place that knows which module answers for which kind.

The names this package had as a single module (:class:`Kind`, :data:`DIFFICULTIES`) are importable from here as
before.

A new kind is a new module here: a :class:`~dealerdesk.trainer.kinds.base.QuestionKind` subclass (with its typed
answer and its inputs) registered with ``KIND = register(...)``, its name added to :class:`Kind` (what the command
line, the settings and the progress database know it by) and its module to the registry's import of the built-in
kinds. The generator, the grader, the terminal drill, drill packs and the trainer page need no edit.
"""

from __future__ import annotations

from dealerdesk.trainer.kinds.names import DIFFICULTIES, Kind
from dealerdesk.trainer.kinds.registry import all_kinds, kind_of, register, unregister

__all__ = ["DIFFICULTIES", "Kind", "all_kinds", "kind_of", "register", "unregister"]
