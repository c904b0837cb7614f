"""The widget that shows the table scene fitted to its size, and an offscreen renderer for snapshots.

The scene has a fixed logical size; the view scales it (keeping its proportions) whenever the widget resizes,
and the cards re-render at the new scale, so the table fills a small laptop window or a 2560×1600 screen alike.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from dealerdesk.offscreen_fonts import use_system_fonts_offscreen
from dealerdesk.ui.common.image_file import write_image
from dealerdesk.ui.common.theme import ROOM
from dealerdesk.ui.felt.scene import TableScene
from dealerdesk.ui.felt.state import TableState


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` (a new one unless given) always whole and centred, antialiased, without
    scrollbars."""

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = scene if scene is not None else TableScene(self)
        """The scene shown."""
        self.setScene(self.table)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The felt and rail are the scene's background: cached, so animation frames repaint only cards and chips.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setMinimumSize(320, 200)

    def fit(self) -> None:
        """Scale the scene to fit the widget, keeping its aspect ratio, and tell the scene the scale so its words
        stay at least the application font's size in a small window."""
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.table.fit_text_to(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()


def render_table(state: TableState, width: int, height: int, path: str | os.PathLike[str], *,
                 four_color: bool = False) -> None:
    """Draw ``state`` offscreen into a ``width`` × ``height`` picture at ``path``, in the format its suffix names
    (the table fitted and centred, the margins in the background colour). Needs no window; creates the
    QApplication if there is none.

    Raises :class:`OSError` when the file can not be written (or its suffix names no format it can write).
    """
    if width <= 0 or height <= 0:
        raise ValueError(f"an image must have a positive size, not {width}×{height}")
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        use_system_fonts_offscreen()  # on Windows the offscreen platform's fonts are found only through it
        _keep.append(QApplication([]))
    scene = TableScene(four_color=four_color)
    scene.fit_text_to(min(width / scene.width(), height / scene.height()))
    scene.show_state(state)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(ROOM)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    scene.render(painter, QRectF(0, 0, width, height), scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    write_image(image, path)


_keep: list[QApplication] = []
"""The application render_table made, kept alive for the life of the process (Qt allows one)."""
