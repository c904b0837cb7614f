"""The look around the felt: Qt's Fusion style, with check boxes and radio buttons that show on the dark theme
even when they are not ticked (Fusion draws their frame a shade darker than the window, which on a dark
window is as good as black on black), menu entries as wide as their words; and the body text's size in each
language (Thai larger)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionMenuItem, QWidget

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
    """Fusion, with a light edge drawn round every check box and radio button indicator, and menu entries wide
    enough for their words."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def sizeFromContents(self, contents: QStyle.ContentsType, option: QStyleOption, size: QSize,
                         widget: QWidget | None = None) -> QSize:
        """Fusion's size, with a menu entry widened where Fusion would shorten its words with "…" on drawing.

        Fusion sizes an entry by its words without the ``&`` that marks the shortcut letter, but draws them
        through :meth:`QFontMetricsF.elidedText`, which for some Thai lines ("แสดงเหตุผลของผู้เล่นคอมพิวเตอร์
        (&R)") counts the ``&`` as a letter and cuts the middle of the entry; such an entry gets the ``&``'s width
        more."""
        # PySide's stub calls the widget required; Qt passes none when a size is asked for without one.
        result = super().sizeFromContents(contents, option, size, widget)  # type: ignore[arg-type]
        if contents is QStyle.ContentsType.CT_MenuItem and isinstance(option, QStyleOptionMenuItem):
            result.setWidth(result.width() + menu_text_shortfall(option.text, QFontMetricsF(option.font)))
        return result

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


def menu_text_shortfall(text: str, metrics: QFontMetricsF) -> int:
    """How many pixels wider than its words (without the ``&``) a menu entry's ``text`` (up to its tab, where the
    shortcut begins) must be for Fusion to draw it whole: 0 mostly, the ``&``'s width where
    :meth:`QFontMetricsF.elidedText` counts it."""
    words = text.split("\t", 1)[0]
    if "&" not in words:
        return 0
    natural = metrics.horizontalAdvance(words.replace("&&", "\0").replace("&", "").replace("\0", "&"))
    shown = metrics.elidedText(words, Qt.TextElideMode.ElideMiddle, natural + 0.5, Qt.TextFlag.TextShowMnemonic)
    return 0 if shown == words else math.ceil(metrics.horizontalAdvance("&")) + 1


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


# -- the table ---------------------------------------------------------------------------------------------------
# Shared QColor values: Qt copies a colour it is given, and code that varies one copies it first (``QColor(c)``).

ROOM = QColor("#0f1215")
"""The room around the table (also the margins when a window is not 16:10)."""
ROOM_GLOW = QColor("#2a3138")
"""The lamp's light on the room, round the table's middle."""
RAIL_SHADOW = QColor(0, 0, 0, 120)
"""The rail's shadow on the room."""
RAIL_INNER, RAIL_MIDDLE, RAIL_OUTER = QColor("#4a3426"), QColor("#2d1e15"), QColor("#1a110b")
"""The padded rail's wood-brown, lit from the middle of the table."""
RAIL_EDGE = QColor("#5c4332")
"""The line round the rail."""
FELT_CENTRE, FELT_MIDDLE, FELT_EDGE = QColor("#2f8f5b"), QColor("#1f6e43"), QColor("#164f31")
"""The green felt, lit from the middle."""
FELT_BORDER = QColor("#0d2e1c")
"""Where the felt meets the rail."""
BETTING_LINE = QColor(255, 255, 255, 34)
"""The betting line printed on the felt."""
BOARD_SLOT_EDGE, BOARD_SLOT = QColor(255, 255, 255, 40), QColor(0, 0, 0, 28)
"""The board's five places, before their cards are dealt."""
CAPTION_TEXT = QColor("#d7e8dc")
"""The caption over the board (the street, the question's moment)."""
POT_WORDS = QColor("#ffe08a")
"""The total pot, the result and who a pot goes to: the words about the money in the middle."""
LABEL_PLATE, POT_PLATE, RESULT_PLATE = QColor(10, 14, 18, 190), QColor(10, 14, 18, 205), QColor(10, 14, 18, 215)
"""The dark plates under words on the felt: the total pot and the winners, a pot's name, the result."""
POT_NAME = QColor("#cfd8dc")
"""A pot's name on its plate ("Main pot", "Side pot 1")."""
CHIPS_TEXT = QColor("#ffd86b")
"""An amount of chips: a stack, a pot, what a seat won."""
ALL_IN_TEXT = QColor("#ff8a65")
""""All-in" where an all-in seat's stack was."""
EMPTY_SEAT_EDGE, EMPTY_SEAT = QColor(255, 255, 255, 55), QColor(0, 0, 0, 60)
EMPTY_SEAT_TEXT = QColor(255, 255, 255, 110)
"""An empty seat: a dashed outline, a shade on the felt, and its number in faint white."""
SEAT_PLATE, SEAT_PLATE_EDGE = QColor(18, 22, 27), QColor(255, 255, 255, 45)
"""A player's plate (name, stack) and its edge."""
TO_ACT = QColor("#ffc94a")
"""The seat to act: its plate's edge and the glow round it."""
AVATAR_EDGE = QColor(255, 255, 255, 150)
"""The ring round a player's initial."""
PLAYER_NAME = QColor("#f2f4f5")
"""A player's name on the plate."""
SEAT_NUMBER, SEAT_NUMBER_TEXT, SEAT_NUMBER_EDGE = QColor("#3d4955"), QColor("#f4f6f8"), QColor(255, 255, 255, 170)
"""The seat's number on the plate's corner: questions, hints and verdicts speak in seat numbers."""
STATUS_TEXT, STATUS_PLATE = QColor("#e6e6e6"), QColor(70, 76, 84, 240)
"""A seat's status under its plate ("Folded", "Away", a note)."""
DARK_TEXT = QColor("#10161c")
"""Words on a light plate: what a seat won, its last action."""
EQUITY_PLATE = QColor(20, 90, 160, 235)
"""A hand's equity under its plate, once the betting is over."""
DEALER_BUTTON, DEALER_BUTTON_TEXT = QColor("#f7f7f2"), QColor("#1b1b1b")
"""The dealer button: white, "D" in black."""
SMALL_BLIND_BUTTON, BIG_BLIND_BUTTON = QColor("#2f6fd6"), QColor("#e0a21b")
"""The blind buttons (their words in white)."""
PUT_OUT_EDGE, PUT_OUT_LIGHT = QColor(255, 224, 138, 200), QColor(255, 224, 138, 55)
"""The light on the felt under a chip just put out."""
WHITE = QColor("white")
"""Words on a coloured disc or plate: an initial, a blind, an equity."""

# -- the charts --------------------------------------------------------------------------------------------------

SKILL_COLOURS = ("#e0b84f", "#5fb0e8", "#e8716b", "#7dd08a", "#b58be8", "#4fd1c5", "#f2994a", "#ee82c6", "#b4d455",
                 "#8f9dff", "#d8c6a0", "#ff6f91")
"""One colour per skill, in the order of the kinds (then round again)."""
CHART_BACKGROUND = "#14181d"
"""The charts' ground: the theme's base colour (``app.dark_palette``)."""
CHART_INK = "#c9ced4"
"""Axes' words, ticks and titles."""
CHART_AXIS = "#4a525b"
"""The axes' lines."""
DEALING_COLOUR = SKILL_COLOURS[0]
"""The hands-per-hour chart's line."""
