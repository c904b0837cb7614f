"""The look around the felt: Qt's Fusion style, with check boxes and radio buttons that show on the dark theme
even when they are not ticked (Fusion draws their frame a shade darker than the window, which on a dark
window is as good as black on black); and the body text's size in each language (Thai larger)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

THAI_BODY_SCALE = 1.25
"""How much larger the body text is when the window speaks Thai: Thai's vowels and tone marks stack above and
below its letters, and at the Latin body size, about 12 pixels, they are too small to read at a glance (the
window's Thai is set in the looped face, :data:`dealerdesk.ui.common.language.THAI_BODY_FAMILY`)."""
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


COUNTDOWN_TEXT = "#111111"
"""The question clock's words ("12 s left"): dark, read over the time left and over the time gone alike."""
COUNTDOWN_LEFT = "#d4a84b"
"""The time left (the bar), while there is plenty."""
COUNTDOWN_URGENT = "#e8716b"
"""The time left, in its last quarter."""
COUNTDOWN_GONE = "#8a939c"
"""The time gone (the bar's track)."""
READABLE_CONTRAST = 4.5
"""WCAG AA's least contrast for text of body size."""


def relative_luminance(colour: str) -> float:
    """A ``#rrggbb`` colour's relative luminance, as WCAG 2 defines it (0 black to 1 white)."""
    channels = [int(colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2's contrast ratio of two ``#rrggbb`` colours, 1 to 21 (text needs :data:`READABLE_CONTRAST`)."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def countdown_style(urgent: bool) -> str:
    """The question clock's bar: dark words over a gold (red in the last quarter) bar and a grey track, every
    pair at least :data:`READABLE_CONTRAST` (the palette's cream words on gold were barely readable)."""
    left = COUNTDOWN_URGENT if urgent else COUNTDOWN_LEFT
    return (f"QProgressBar {{ color: {COUNTDOWN_TEXT}; background: {COUNTDOWN_GONE}; border: none; "
            f"border-radius: 3px; text-align: center; font-weight: 600; }} "
            f"QProgressBar::chunk {{ background: {left}; border-radius: 3px; }}")


PAPER_TEXT = "#111111"
"""Words and axes of a chart printed on paper (the class report)."""
PAPER_GOOD = "#2e7d32"
"""A printed chart's bar at or past its mark (accuracy at the pass mark, a median time within the target)."""
PAPER_SHORT = "#c62828"
"""A printed chart's bar short of its mark."""
PAPER_MARK = "#1f4e9c"
"""A printed chart's pass mark and targets (lines across the bars)."""
PAPER_TRACK = "#e3e3e3"
"""A printed chart's empty track behind a bar."""
SCREEN_GOOD = "#7dd08a"
"""On the dark window, a figure at or past its mark (a skill passed, an answer right): light enough to read."""
SCREEN_SHORT = "#e8716b"
"""On the dark window, a figure short of its mark."""
