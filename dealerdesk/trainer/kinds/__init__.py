"""The question kinds: one package per skill (``pot_limit/``, ``min_raise/`` …), each behind the one interface of
:class:`~dealerdesk.trainer.kinds.base.QuestionKind`; the plain modules beside them are that interface, the kinds'
names (:mod:`~dealerdesk.trainer.kinds.names`), their inputs and the facts about a hand's moment they share. A kind
imports only these and :mod:`dealerdesk.trainer.core`, never another kind: :mod:`dealerdesk.trainer.catalogue` lists
them all.

A new kind is a new package here: a :class:`~dealerdesk.trainer.kinds.base.QuestionKind` subclass (with its typed
answer, its inputs and the mistakes it names), its name added to :class:`~dealerdesk.trainer.kinds.names.Kind`
(what the command line, the settings and the progress database know it by) and its object to the catalogue's
:data:`~dealerdesk.trainer.catalogue.BUILT_IN`. The generator, the grader, the terminal drill, drill packs and the
trainer page need no edit.
"""
