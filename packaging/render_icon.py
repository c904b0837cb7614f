"""Render the app icon ``dealerdesk/resources/icons/dealerdesk.svg`` to the 256 px PNG beside it.

The SVG is the source; the PNG is what the window uses, and what a pip-installed app has (the installers draw
their own sizes from the SVG with packaging/make_icons.py, which calls `render`). Rendered with Qt's own
``QSvgRenderer``, the renderer the app draws its cards with, so what the PNG shows is what Qt makes of the SVG.
Run after changing the SVG::

    QT_QPA_PLATFORM=offscreen python3 packaging/render_icon.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "dealerdesk" / "resources" / "icons"
SIZE = 256


def render(svg: Path, size: int = SIZE) -> QImage:
    """The SVG drawn into a square image of `size` pixels on a transparent background, antialiased."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG Qt can read")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def main() -> int:
    """Write ``dealerdesk.png`` from ``dealerdesk.svg``; returns the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    target = ICONS / "dealerdesk.png"
    if not render(ICONS / "dealerdesk.svg").save(str(target)):  # PNG, from the suffix
        sys.stderr.write(f"render_icon: could not write {target}\n")
        return 1
    sys.stdout.write(f"render_icon: wrote {target} ({SIZE}x{SIZE})\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
