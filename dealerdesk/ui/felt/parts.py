"""The parts a table is drawn in (a seat, the board, the pots …), each kept on the scene while what it was drawn
from is unchanged, so an action redraws only the two or three parts it touched."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene


class Parts:
    """A scene's parts by name: for each, the key it was drawn from (its slice of the state, the scale …) and
    the empty top-level item holding it."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._drawn: dict[str, tuple[object, QGraphicsPathItem]] = {}

    def holder(self, z: float) -> QGraphicsPathItem:
        """A new empty item at the scene's top level, stacked at ``z``, to draw into."""
        holder = QGraphicsPathItem()
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        holder.setZValue(z)
        self._scene.addItem(holder)
        return holder

    def drawn_from(self, name: str, key: object) -> bool:
        """Whether part ``name`` on the scene was drawn from ``key`` (it is still right)."""
        drawn = self._drawn.get(name)
        return drawn is not None and drawn[0] == key

    def holder_of(self, name: str) -> QGraphicsPathItem | None:
        """The item holding part ``name`` as it is on the scene (None: not drawn)."""
        drawn = self._drawn.get(name)
        return drawn[1] if drawn is not None else None

    def part(self, name: str, z: float, key: object) -> QGraphicsPathItem | None:
        """The holder to draw part ``name`` into, new and empty (the old one taken away) when ``key`` is not the
        one it was drawn from; None when the part on the scene is still right."""
        drawn = self._drawn.get(name)
        if drawn is not None:
            if drawn[0] == key:
                if not drawn[1].isVisible():
                    drawn[1].setVisible(True)  # hidden while its seat waited to be drawn (:meth:`hide`): right again
                return None
            self._scene.removeItem(drawn[1])
        holder = self.holder(z)
        self._drawn[name] = (key, holder)
        return holder

    def hide(self, name: str) -> None:
        """Hide part ``name`` until it is drawn afresh (a seat's old markers while the seat waits for its turn)."""
        drawn = self._drawn.get(name)
        if drawn is not None:
            drawn[1].setVisible(False)

    def keep_only(self, names: set[str]) -> None:
        """Take away the parts not named (a seat beyond a smaller table, a result once the next hand is dealt)."""
        for name in [name for name in self._drawn if name not in names]:
            self._scene.removeItem(self._drawn.pop(name)[1])
