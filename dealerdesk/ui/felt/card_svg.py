"""Playing cards as SVG text: a pure function of the card, as python-chess draws boards (no Qt here).

The table renders these documents through ``QSvgRenderer`` (see :mod:`dealerdesk.ui.felt.card_pixmaps`), so the
faces stay sharp at any size and the project ships no third-party card art. The suit symbols are paths drawn
here, never font glyphs, so a machine without a symbol font can not turn them into boxes; only the rank
letters are text, in a bold sans-serif every machine of their system has (:data:`RANK_FONTS`).

The card is drawn on a 250 × 350 grid (the 2.5 × 3.5 inch proportion of a poker card) with a "jumbo" index —
a big rank and suit in the top-left and bottom-right corners — because on the table hole cards overlap and are
small; only the left part of a card and its corner index are sure to be seen.

>>> svg = card_svg(51)                       # the ace of spades
>>> svg.startswith("<svg") and ">A<" in svg
True
>>> "#1f5fbf" in card_svg(1, four_color=True)  # the deuce of diamonds is blue in the four-colour deck
True
"""

from __future__ import annotations

import sys

from dealerdesk.evaluation.cards import CARD_COUNT, rank_of, suit_of

WIDTH = 250
"""Width of the card's SVG grid."""
HEIGHT = 350
"""Height of the card's SVG grid."""

RANK_LABELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""The rank as printed on a card's index (``10``, not ``T``)."""

TWO_COLOR = ("#1b1b1b", "#c8102e", "#c8102e", "#1b1b1b")
"""Ink by suit (c, d, h, s) in the classic deck: black clubs and spades, red diamonds and hearts."""
FOUR_COLOR = ("#16863a", "#1f5fbf", "#c8102e", "#1b1b1b")
"""Ink by suit in the four-colour deck: green clubs, blue diamonds, red hearts, black spades."""

RANK_FONTS = {"linux": "DejaVu Sans", "darwin": "Helvetica", "win32": "Arial"}
"""The one font family the rank letters ask for, by system: one that every machine of that system has (DejaVu Sans
is in the README's requirements for Linux; macOS ships Helvetica, Windows Arial). Only one name, and never a
missing one: where Qt is asked for a family it does not have (DejaVu Sans on a Mac) it searches every font's
aliases and warns "missing font family", which the app's smoke test rejects."""


def rank_font(platform: str = sys.platform) -> str:
    """The family of :data:`RANK_FONTS` for ``platform`` (``sys.platform``; other Unix systems as Linux)."""
    return RANK_FONTS.get(platform, RANK_FONTS["linux"])


# Each suit is drawn in a 100 x 100 box, centred on (50, 50), by shapes written for this module.
_HEART = (
    '<path d="M50 94C24 72 4 55 4 31C4 15 16 5 29 5C39 5 46 11 50 20C54 11 61 5 71 5C84 5 96 15 96 31'
    'C96 55 76 72 50 94Z"/>'
)
_DIAMOND = '<path d="M50 2C60 20 73 36 88 50C73 64 60 80 50 98C40 80 27 64 12 50C27 36 40 20 50 2Z"/>'
_SPADE = (
    '<path d="M50 3C60 22 95 38 95 62C95 77 84 85 72 85C63 85 57 80 53 74C54 84 58 92 67 97L33 97'
    'C42 92 46 84 47 74C43 80 37 85 28 85C16 85 5 77 5 62C5 38 40 22 50 3Z"/>'
)
_CLUB = (
    '<circle cx="50" cy="27" r="22"/><circle cx="25" cy="59" r="22"/><circle cx="75" cy="59" r="22"/>'
    '<path d="M42 36L58 36L60 62L40 62Z"/>'
    '<path d="M47 58C47 76 43 88 32 97L68 97C57 88 53 76 53 58Z"/>'
)
_SUIT_SHAPES = (_CLUB, _DIAMOND, _HEART, _SPADE)


def suit_color(suit: int, *, four_color: bool = False) -> str:
    """The ink (``#rrggbb``) of a suit (0..3 = c, d, h, s) in the two- or four-colour deck."""
    return (FOUR_COLOR if four_color else TWO_COLOR)[suit]


def suit_shape(suit: int, x: float, y: float, size: float, color: str) -> str:
    """An SVG group drawing the suit pip with its box's top-left at (x, y), ``size`` units square."""
    scale = size / 100
    return (
        f'<g transform="translate({_num(x)} {_num(y)}) scale({_num(scale)})" fill="{color}" stroke="none">'
        f"{_SUIT_SHAPES[suit]}</g>"
    )


def card_svg(card: int, *, four_color: bool = False, platform: str = sys.platform) -> str:
    """A complete SVG document of the face of ``card`` (an id 0..51): a rounded white face, the rank and suit
    in the top-left and (upside down) bottom-right corners, and a large suit pip in the centre; the ranks in the
    font of ``platform`` (:func:`rank_font`).

    Raises :class:`ValueError` for an id outside 0..51.
    """
    if not 0 <= card < CARD_COUNT:
        raise ValueError(f"{card} is not a card id (0..51)")
    rank, suit = rank_of(card), suit_of(card)
    ink = suit_color(suit, four_color=four_color)
    index = _corner_index(RANK_LABELS[rank], suit, ink, rank_font(platform))
    face = [
        '<rect x="2" y="2" width="246" height="346" rx="20" ry="20" fill="#fdfdfb" stroke="#7d8288" '
        'stroke-width="4"/>',
        index,
        f'<g transform="rotate(180 {WIDTH / 2:g} {HEIGHT / 2:g})">{index}</g>',
        _centre(suit, ink),
    ]
    return _document("".join(face))


def card_back_svg() -> str:
    """A complete SVG document of the card back: a white border around a deep red field with a diamond lattice
    and a medallion in the middle (the same for every card, so it tells nothing)."""
    left, top, right, bottom = 18.0, 18.0, WIDTH - 18.0, HEIGHT - 18.0
    lines = []
    step = 24.0
    # Lines x - y = c and x + y = c, cut to the inner field here, because clip paths are not part of the
    # SVG profile QSvgRenderer draws.
    for direction in (1, -1):
        start = -HEIGHT if direction == 1 else 0.0
        c = start
        while c <= WIDTH + HEIGHT:
            segment = _lattice_segment(direction, c, (left, top, right, bottom))
            if segment is not None:
                x1, y1, x2, y2 = segment
                lines.append(f'<line x1="{_num(x1)}" y1="{_num(y1)}" x2="{_num(x2)}" y2="{_num(y2)}"/>')
            c += step
    medallion = (
        f'<ellipse cx="{WIDTH / 2:g}" cy="{HEIGHT / 2:g}" rx="62" ry="82" fill="#7a1322" stroke="#e9c46a" '
        'stroke-width="6"/>'
        f'<ellipse cx="{WIDTH / 2:g}" cy="{HEIGHT / 2:g}" rx="50" ry="70" fill="none" stroke="#e9c46a" '
        'stroke-width="2"/>'
        + suit_shape(3, WIDTH / 2 - 36, HEIGHT / 2 - 38, 72, "#e9c46a")
    )
    body = (
        '<rect x="2" y="2" width="246" height="346" rx="20" ry="20" fill="#fdfdfb" stroke="#7d8288" '
        'stroke-width="4"/>'
        f'<rect x="{left:g}" y="{top:g}" width="{right - left:g}" height="{bottom - top:g}" rx="6" ry="6" '
        'fill="#9b1c2e"/>'
        f'<g stroke="#c4505f" stroke-width="3" fill="none">{"".join(lines)}</g>'
        f'<rect x="{left + 7:g}" y="{top + 7:g}" width="{right - left - 14:g}" height="{bottom - top - 14:g}" '
        'rx="4" ry="4" fill="none" stroke="#e9c46a" stroke-width="3"/>'
        + medallion
    )
    return _document(body)


def _corner_index(label: str, suit: int, ink: str, font: str) -> str:
    """The rank over a suit pip, in the top-left corner (the caller rotates a copy for the bottom-right)."""
    if len(label) == 2:
        # "10" is squeezed so it takes no more room than one letter.
        rank = (
            f'<text transform="translate(42 82) scale(0.72 1)" x="0" y="0" text-anchor="middle" '
            f'font-family="{font}" font-size="84" font-weight="bold" letter-spacing="-4" fill="{ink}">'
            f"{label}</text>"
        )
    else:
        rank = (
            f'<text x="42" y="82" text-anchor="middle" font-family="{font}" font-size="84" font-weight="bold" '
            f'fill="{ink}">{label}</text>'
        )
    return rank + suit_shape(suit, 17, 94, 50, ink)


def _centre(suit: int, ink: str) -> str:
    """The big pip in the middle, which is what the eye finds first when a card is seen whole."""
    return suit_shape(suit, 60, 110, 130, ink)


def _lattice_segment(
    direction: int, c: float, box: tuple[float, float, float, float]
) -> tuple[float, float, float, float] | None:
    """The part inside ``box`` (left, top, right, bottom) of the line ``x - y = c`` (direction 1) or
    ``x + y = c`` (direction -1)."""
    left, top, right, bottom = box
    points: list[tuple[float, float]] = []
    for x in (left, right):
        y = x - c if direction == 1 else c - x
        if top <= y <= bottom:
            points.append((x, y))
    for y in (top, bottom):
        x = c + y if direction == 1 else c - y
        if left < x < right:
            points.append((x, y))
    if len(points) < 2:
        return None
    (x1, y1), (x2, y2) = points[0], points[1]
    if abs(x1 - x2) < 1e-9 and abs(y1 - y2) < 1e-9:
        return None
    return x1, y1, x2, y2


def _document(body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" width="{WIDTH}" '
        f'height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">{body}</svg>'
    )


def _num(value: float) -> str:
    """A coordinate written short (``12.5``, ``3``), so documents stay small and stable."""
    return f"{round(value, 3):g}"
