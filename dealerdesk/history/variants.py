"""The PHH variant codes dealerdesk plays: the engine's :class:`~dealerdesk.rules.variants.Variant`, whose members are
the codes, with its :class:`~dealerdesk.evaluation.games.Game` and :class:`~dealerdesk.rules.variants.Structure`
(one type each for the whole package; see :mod:`dealerdesk.rules.variants`).

>>> Variant.from_code("FO/8").description
'fixed-limit Omaha hi/lo (8 or better)'
"""

from __future__ import annotations

from dealerdesk.rules.game import Game, Structure, Variant

__all__ = ["Game", "Structure", "Variant"]
