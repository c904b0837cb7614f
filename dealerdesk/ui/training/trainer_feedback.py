"""What the trainer says after an answer, as a trainee sees it: a verdict panel whose right and wrong differ by
colour *and* by icon (a tick or a cross, for eyes that do not tell green from red), each part with the right
answer and what was said, the named mistake and the worked explanation; and the session's result table.

The panel is plain labels (no scroll box of its own), so it sits in the trainer's one scrolling side and its
height is always its whole text.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealerdesk.i18n import numbers_as_read, one_closing_mark, translate
from dealerdesk.trainer.core import mistakes
from dealerdesk.trainer.grading import Verdict
from dealerdesk.trainer.mode import Mode
from dealerdesk.trainer.session import TrainingSession
from dealerdesk.ui.common.language import seconds_text
from dealerdesk.ui.common.wrapped_text import RichText, WrappedText

RIGHT_COLOUR = "#7dd08a"
"""Ticks and the right verdict's border (green, and always with the tick)."""
WRONG_COLOUR = "#ff8a7a"
"""Crosses and the wrong verdict's border (red, and always with the cross)."""
NEUTRAL_COLOUR = "#d4a84b"
"""An answer recorded without a verdict (auditions), and results."""
TONES = {"right": (RIGHT_COLOUR, "#1a2a1f"), "wrong": (WRONG_COLOUR, "#2e1f1e"), "neutral": (NEUTRAL_COLOUR, "#27241b")}
"""Each tone's accent and background."""


def tr(text: str) -> str:
    """Translate in the trainer page's context (the page's words, wherever they are drawn)."""
    return translate("TrainerPage", text)


def verdict_icon(tone: str, size: int, ratio: float = 1.0) -> QPixmap:
    """A round badge: a tick for "right", a cross for "wrong", an "i" for "neutral" (drawn, so no font needs
    the glyphs and it stays sharp at any pixel ratio)."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(TONES[tone][0]))
    painter.drawEllipse(QRectF(0.5, 0.5, size - 1, size - 1))
    pen = QPen(QColor("#10151a"), max(2.0, size / 8), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    s = float(size)
    path = QPainterPath()
    if tone == "right":
        path.moveTo(QPointF(s * 0.27, s * 0.52))
        path.lineTo(QPointF(s * 0.43, s * 0.68))
        path.lineTo(QPointF(s * 0.74, s * 0.34))
    elif tone == "wrong":
        path.moveTo(QPointF(s * 0.32, s * 0.32))
        path.lineTo(QPointF(s * 0.68, s * 0.68))
        path.moveTo(QPointF(s * 0.68, s * 0.32))
        path.lineTo(QPointF(s * 0.32, s * 0.68))
    else:
        path.moveTo(QPointF(s * 0.5, s * 0.45))
        path.lineTo(QPointF(s * 0.5, s * 0.72))
        painter.drawPoint(QPointF(s * 0.5, s * 0.28))
    painter.drawPath(path)
    painter.end()
    return pixmap


GROUP_RIGHT_PARTS = 3
"""From this many right parts on, the right ones share one line (a ten-pot hi/lo split has twenty parts)."""


def _part(mark: str, colour: str, text: str) -> str:
    # A paragraph with the mark hanging in the margin (an HTML table looked the same and took Qt several
    # layout passes: the longest verdicts 10 ms more to show).
    return (f"<p style='margin:0 0 1px 0; margin-left:16px; text-indent:-16px'>"
            f"<span style='color:{colour}; font-weight:600'>{mark}</span>&nbsp;&nbsp;{text}</p>")


def parts_html(verdict: Verdict, *, given: bool = True) -> str:
    """Each graded part: a coloured tick or cross, the part and the right answer, and (when wrong and an answer
    was given) what the trainee said. The wrong parts come first, one a line; many right parts share a line."""
    rows = []
    for part in verdict.parts:
        if not part.correct:
            said = " — " + html.escape(tr("you said {given}").format(given=part.given)) if given else ""
            expected = html.escape(numbers_as_read(part.expected))
            rows.append(_part("✗", WRONG_COLOUR, f"{html.escape(part.name)}: <b>{expected}</b>{said}"))
    right = [part for part in verdict.parts if part.correct]
    shown = [f"{html.escape(part.name)}: <b>{html.escape(numbers_as_read(part.expected))}</b>" for part in right]
    if len(right) >= GROUP_RIGHT_PARTS:
        rows.append(_part("✓", RIGHT_COLOUR, " · ".join(shown)))
    else:
        rows += [_part("✓", RIGHT_COLOUR, text) for text in shown]
    return "".join(rows)


def explanation_html(verdict: Verdict) -> str:
    """The named mistake (if recognised) and the worked answer, step by step; a step's indented details (a hi/lo
    pot's high and low halves) follow it on its line."""
    text = ""
    if verdict.cause:
        text += "<p style='margin-top:6px; margin-bottom:0'>" + \
            html.escape(one_closing_mark(tr("Mistake: {cause}.").format(cause=mistakes.label(verdict.cause)))) + "</p>"
    steps: list[str] = []
    for step in verdict.explanation:
        if step[:1].isspace() and steps:
            steps[-1] += " " + html.escape(step.strip())
        else:
            steps.append(html.escape(step))
    items = "".join(f"<li>{step}</li>" for step in steps)
    return text + f"<ol style='margin-left:-14px; margin-top:6px; margin-bottom:0'>{items}</ol>"


def tones_style_sheet() -> str:
    """The verdict panel's colours for every tone, chosen by its "tone" property: the background and border, and
    the heading in the accent colour."""
    rules = []
    for tone, (accent, background) in TONES.items():
        panel = f'QFrame#verdictPanel[tone="{tone}"]'
        rules.append(f"{panel} {{ background: {background}; border: 1px solid {accent}; "
                     f"border-left: 6px solid {accent}; border-radius: 4px; }}")
        rules.append(f"{panel} QLabel#verdictHeading {{ color: {accent}; }}")
    return "\n".join(rules)


class VerdictPanel(QFrame):
    """The verdict, under the question: an icon and a heading in the verdict's colour, then the details."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdictPanel")
        self.tone = ""
        """"right", "wrong" or "neutral" (what the panel shows now; "" when empty)."""
        self.icon = QLabel()
        self.icon.setObjectName("verdictIcon")
        self.heading = WrappedText()
        self.heading.setObjectName("verdictHeading")
        self.heading.setWordWrap(True)
        heading_font = QFont(self.heading.font())
        heading_font.setPointSizeF(14)
        heading_font.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(heading_font)
        self.body = RichText()
        self.body.setObjectName("verdictBody")
        for label in (self.heading, self.body):
            label.setMinimumWidth(1)  # wrapped at the width it gets (see TrainerPage)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.heading, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 10, 8)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.body)
        self._icon: tuple[str, int, float] | None = None
        self.setStyleSheet(tones_style_sheet())
        self.setVisible(False)

    def show_verdict(self, verdict: Verdict, *, timed_out: bool = False, given: bool = True) -> None:
        """A graded answer: right or wrong (or out of time), each part, the mistake and the explanation."""
        if verdict.correct:
            heading = tr("Right!")
        elif timed_out:
            heading = tr("Time is up: counted as missed")
        else:
            heading = tr("Not quite")
        self.show_text("right" if verdict.correct else "wrong", heading,
                       parts_html(verdict, given=given) + explanation_html(verdict))

    def show_text(self, tone: str, heading: str, body: str = "") -> None:
        """Any message in a tone (``body`` is rich text)."""
        size = max(20, round(QFontMetrics(self.heading.font()).height() * 1.25))
        icon = (tone, size, self.devicePixelRatioF())
        if icon != self._icon:
            self._icon = icon
            self.icon.setPixmap(verdict_icon(*icon))
            self.icon.setFixedSize(size, size)
        if tone != self.property("tone"):
            # The colours come from the one style sheet set at the start, chosen by the "tone" property: only the
            # panel and its heading are polished again (a new style sheet re-styled every widget inside, each time).
            self.setProperty("tone", tone)
            for widget in (self, self.heading):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
        self.tone = tone
        self.heading.setText(heading)
        self.body.setText(body)
        self.body.setVisible(bool(body))
        self.setVisible(True)

    def clear(self) -> None:
        """Nothing to show (a new question)."""
        self.tone = ""
        self.heading.clear()
        self.body.clear()
        self.setVisible(False)

    def text(self) -> str:
        """What the panel says, as plain text (for tests and accessibility)."""
        return f"{self.heading.text()}\n{self.body.plain_text()}".strip()


def result_html(session: TrainingSession) -> str:
    """The session's result, a short paragraph per skill: its name, then right of asked with the share, the median
    answer time against the skill's speed target (and passed, in auditions). Not a table: the side of a 1024-pixel
    window is too narrow for five columns, and Qt's table broke words in two to fit them ("Showd own order")."""
    audition = session.plan.mode == Mode.AUDITION
    rows = []
    for result in session.result():
        verdict = None
        if audition:
            verdict = tr("passed") if result.passed else tr("too slow") if result.accurate else tr("not yet")
            if result.mark_lowered:  # a short pack's skill: one slip allowed, said so
                verdict += " (" + tr("pass mark {needed} of {asked}").format(needed=result.needed,
                                                                            asked=result.asked) + ")"
        rows.append(skill_paragraph(result.kind.label, result.right, result.asked, result.seconds,
                                    target_seconds=result.target_seconds, verdict=verdict))
    mark = f"<p>{tr('Pass mark 80 %')}</p>" if audition else ""
    return f"{mark}{''.join(rows)}<p>{tr('Every answer is saved in your progress.')}</p>"


def skill_paragraph(label: str, right: int, asked: int, seconds: float | None, *, target_seconds: float,
                    verdict: str | None = None) -> str:
    """One skill's line of a result: its name, then right of asked with the share, the median answer time against
    the target (and the verdict), each figure kept whole so a narrow side wraps only between them."""
    share = _unbroken(f"{right / asked:.0%}") if asked else "—"
    median = "—" if seconds is None else seconds_text(seconds)
    target = tr("target {target:.0f} s").format(target=target_seconds)
    figures = [f"{tr('Right')}: {right}/{asked} ({share})", f"{tr('Median time')}: {_unbroken(median)}, "
               f"{_unbroken(target)}"]
    if verdict is not None:
        figures.append(f"<b>{verdict}</b>")
    return f"<p><b>{label}</b><br>{' · '.join(figures)}</p>"


def _unbroken(text: str) -> str:
    """A figure that is never broken across lines ("12.0 s", "target 20 s"): its spaces made non-breaking."""
    return text.replace(" ", "\u00a0")


def result_heading(session: TrainingSession) -> tuple[str, str]:
    """The result's tone and one-line verdict."""
    if session.plan.mode == Mode.AUDITION:
        if session.passed:
            return "right", tr("Audition passed: every skill at 80 % or more, within its target time.")
        return "wrong", tr("Not passed yet: every skill needs 80 % or more, within its target time.")
    return "neutral", tr("{right} of {answered} right.").format(right=session.right, answered=session.answered)
