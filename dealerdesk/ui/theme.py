"""The look around the felt: Qt's Fusion style, with check boxes and radio buttons that show on the dark theme
even when they are not ticked (Fusion draws their frame a shade darker than the window, which on a dark
window is as good as black on black); and the body text's size in each language (Thai larger)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

THAI_BODY_SCALE = 1.25
"""How much larger the body text is when the window speaks Thai: Thai's vowels and tone marks stack above and
below its letters, and in the bundled loopless face (Noto Sans Thai: no looped Thai face is bundled) the Latin
body size, about 12 pixels, leaves them too small to read at a glance."""
INDICATOR_EDGE = "#a3acb6"
"""The edge of an enabled box or radio button, ticked or not."""
INDICATOR_EDGE_DISABLED = "#59616a"
"""The edge of a disabled one (still visible, plainly inactive)."""


def body_point_size(language: str, latin: float) -> float:
    """The body text's point size in ``language`` ("en", "th", "hu") when Latin body text is ``latin`` points."""
    return latin * THAI_BODY_SCALE if language == "th" else latin


class DarkStyle(QProxyStyle):
    """Fusion, with a light edge drawn round every check box and radio button indicator."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        boxes = (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck)
        if element not in (*boxes, QStyle.PrimitiveElement.PE_IndicatorRadioButton):
            return
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(INDICATOR_EDGE if enabled else INDICATOR_EDGE_DISABLED), 1.2))
        rect = QRectF(option.rect).adjusted(0.6, 0.6, -0.6, -0.6)
        if element in boxes:
            painter.drawRoundedRect(rect, 2, 2)
        else:
            painter.drawEllipse(rect)
        painter.restore()
