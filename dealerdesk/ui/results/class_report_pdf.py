"""The class report on paper: the exam, each trainee's score per skill and verdict, the class per skill against
its target (a chart drawn with QPainter), the questions most missed with their named mistakes, each trainee's
answers beside the right ones, then a certificate page for every trainee who passed — as a PDF or to a printer,
through Qt's printing (QTextDocument), as the audition's page is.

Every name and answer in it comes from a file someone else wrote: each is escaped into the page, shown as text
and never read as markup (a trainee called ``<img src=…>`` is printed as those characters)."""

from __future__ import annotations

import html
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from dealerdesk.i18n import translate
from dealerdesk.trainer.class_report import ClassReport, ClassSkill, TraineeResult
from dealerdesk.trainer.core.mistakes import label
from dealerdesk.trainer.practice import PASS_MARK
from dealerdesk.ui.common.language import local_time, seconds_text
from dealerdesk.ui.common.theme import PAPER_GOOD, PAPER_MARK, PAPER_SHORT, PAPER_TEXT, PAPER_TRACK
from dealerdesk.ui.results.audition_report import a4, print_laid_out, write_pdf

CHART = QUrl("dealerdesk-chart:skills")
"""Where the page finds the chart (a resource of the document, not a file)."""
CHART_WIDTH = 1800
"""The chart's width in pixels: sharp when printed 16 cm wide (about 280 dots an inch)."""


def tr(text: str) -> str:
    """Translate in the printed report's context."""
    return translate("ClassReportPage", text)


def _e(text: object) -> str:
    """Text from a file, escaped: shown as written, never read as markup."""
    return html.escape(str(text), quote=True)


def verdict_text(trainee: TraineeResult) -> str:
    """"passed", "not passed" or "unfinished"."""
    if trainee.passed:
        return tr("passed")
    return tr("unfinished") if not trainee.result.finished else tr("not passed")


def skills_chart(skills: tuple[ClassSkill, ...], width: int = CHART_WIDTH) -> QImage:
    """The class per skill on white: on the left the accuracy (0–100 %) with the pass mark across, on the right
    the median answer time against the skill's target (a tick); a bar short of its mark in red."""
    row, top, gap = 84, 96, 28
    height = top + row * max(1, len(skills)) + 30
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = QFont()
    font.setPixelSize(36)
    painter.setFont(font)
    names_width = int(width * 0.30)
    panel = (width - names_width - 3 * gap) // 2
    left, right = names_width + gap, names_width + 2 * gap + panel
    painter.setPen(QPen(QColor(PAPER_TEXT)))
    painter.drawText(QRectF(left, 0, panel, top - 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                     tr("Right answers (pass mark {mark:.0%})").format(mark=PASS_MARK))
    painter.drawText(QRectF(right, 0, panel, top - 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                     tr("Median time (target marked)"))
    longest = max([skill.target_seconds * 1.5 for skill in skills]
                  + [skill.seconds or 0.0 for skill in skills] + [1.0])
    for index, skill in enumerate(skills):
        y = top + index * row
        bar = QRectF(0, y + 16, 0, row - 32)
        painter.setPen(QPen(QColor(PAPER_TEXT)))
        painter.drawText(QRectF(0, y, names_width, row), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         skill.kind.label)
        _bar(painter, bar.adjusted(left, 0, left + panel, 0), skill.accuracy, 1.0, mark=PASS_MARK,
             good=skill.accuracy >= PASS_MARK, text=f"{skill.accuracy:.0%}")
        seconds = skill.seconds
        _bar(painter, bar.adjusted(right, 0, right + panel, 0), seconds or 0.0, longest, mark=skill.target_seconds,
             good=skill.on_pace, text="—" if seconds is None else seconds_text(seconds))
    painter.end()
    return image


def _bar(painter: QPainter, track: QRectF, value: float, whole: float, *, mark: float, good: bool, text: str) -> None:
    """One bar: the track, the value's share of ``whole`` filled (green when ``good``), a line at ``mark``, and
    the value written at the bar's end."""
    painter.fillRect(track, QColor(PAPER_TRACK))
    filled = QRectF(track.left(), track.top(), track.width() * min(1.0, value / whole), track.height())
    painter.fillRect(filled, QColor(PAPER_GOOD if good else PAPER_SHORT))
    x = track.left() + track.width() * min(1.0, mark / whole)
    painter.setPen(QPen(QColor(PAPER_MARK), 4))
    painter.drawLine(QPointF(x, track.top() - 8), QPointF(x, track.bottom() + 8))
    painter.setPen(QPen(QColor(PAPER_TEXT)))
    painter.drawText(track.adjusted(8, 0, -8, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)


def report_html(report: ClassReport, when: datetime) -> str:
    """The report's pages as HTML (black on white), certificates last, one a page."""
    exam = report.exam
    seconds = exam.settings.seconds
    timing = tr("no time limit") if seconds is None else tr("{seconds} per question").format(
        seconds=seconds_text(seconds, 0))
    kinds = [skill.kind for skill in report.skills]
    head = "".join(f"<th>{_e(kind.label)}</th>" for kind in kinds)
    rows = []
    for trainee in report.trainees:
        cells = {result.kind: result for result in trainee.skills}
        marks = "".join(f"<td align='center' style='color: {PAPER_GOOD if cells[k].passed else PAPER_SHORT}'>"
                        f"{cells[k].right} / {cells[k].asked}</td>" for k in kinds)
        rows.append(f"<tr><td>{_e(trainee.name)}</td>{marks}<td align='center'>{trainee.right} / "
                    f"{len(trainee.marks)}</td><td><b>{_e(verdict_text(trainee))}</b></td></tr>")
    skill_rows = "".join(
        f"<tr><td>{_e(skill.kind.label)}</td><td align='right'>{skill.right} / {skill.asked}</td>"
        f"<td align='right'>{skill.accuracy:.0%}</td><td align='right'>"
        f"{'—' if skill.seconds is None else seconds_text(skill.seconds)}</td>"
        f"<td align='right'>{seconds_text(skill.target_seconds, 0)}</td></tr>" for skill in report.skills)
    missed = []
    for question in report.most_missed():
        causes = "; ".join(f"{_e(label(cause))} ({count})" for cause, count in question.causes)
        missed.append(f"<tr><td align='right'>{question.number}</td><td>{_e(question.kind.label)}</td>"
                      f"<td align='right'>{question.missed} / {question.asked}</td><td>{causes}</td>"
                      f"<td>{_e(question.right_answer)}</td></tr>")
    missed_table = (_table([tr("Question"), tr("Skill"), tr("Missed"), tr("Mistakes named"), tr("Right answer")],
                           "".join(missed)) if missed else f"<p>{tr('Every question was answered right.')}</p>")
    notes = "".join(f"<li><b>{_e(trainee.name)}</b> ({_e(trainee.file_name)}): {_e(note)}</li>"
                    for trainee in report.trainees for note in trainee.notes())
    answers = "".join(_answers_html(trainee) for trainee in report.trainees)
    certificates = "".join(certificate_html(report, trainee, when) for trainee in report.trainees if trainee.passed)
    return f"""
    <html><body style="color: black; background: white; font-size: 10pt;">
    <h1>{tr("Class report")}: {_e(exam.name)}</h1>
    <p><b>{tr("Date")}:</b> {_e(local_time(when))}<br>
       <b>{tr("Questions")}:</b> {len(exam.pack.questions)} · {_e(timing)}<br>
       <b>{tr("Trainees")}:</b> {len(report.trainees)} · <b>{tr("Passed")}:</b> {report.passed}<br>
       <span style="font-size: 8pt; color: #555;">{tr("Exam id")} {_e(exam.digest)}</span></p>
    <p>{tr("Every answer is graded again by the rules engine from the exam's questions and what the trainee typed; "
           "a skill is passed with at least 80 % right and the median answer within its target time.")}</p>
    <table border="1" cellspacing="0" cellpadding="4" width="100%">
      <tr><th align="left">{tr("Trainee")}</th>{head}<th>{tr("Right")}</th><th align="left">{tr("Result")}</th></tr>
      {"".join(rows)}
    </table>
    <h2>{tr("The class by skill")}</h2>
    <p><img src="{CHART.toString()}" width="600"></p>
    {_table([tr("Skill"), tr("Right"), tr("Score"), tr("Median time"), tr("Target")], skill_rows)}
    <h2>{tr("Questions most missed")}</h2>
    {missed_table}
    {f"<h2>{tr('Notes')}</h2><ul>{notes}</ul>" if notes else ""}
    {answers}
    {certificates}
    </body></html>
    """


def _table(header: list[str], rows: str) -> str:
    cells = "".join(f"<th align='left'>{_e(cell)}</th>" for cell in header)
    return f"<table border='1' cellspacing='0' cellpadding='4' width='100%'><tr>{cells}</tr>{rows}</table>"


def _answers_html(trainee: TraineeResult) -> str:
    """A trainee's every answer beside the right one, on a page of its own."""
    rows = []
    for mark in trainee.marks:
        sign = "✓" if mark.correct else "✗"
        colour = PAPER_GOOD if mark.correct else PAPER_SHORT
        said = _e(mark.given) if mark.answered else f"<i>{tr('not answered')}</i>"
        cause = f"<br><i>{_e(label(mark.cause))}</i>" if mark.cause else ""
        time = "" if mark.seconds is None else seconds_text(mark.seconds)
        rows.append(f"<tr><td align='right'>{mark.number}</td><td>{_e(mark.kind.label)}</td>"
                    f"<td style='color: {colour}'>{sign}</td><td>{said}{cause}</td><td>{_e(mark.right_answer)}</td>"
                    f"<td align='right'>{time}</td></tr>")
    heading = tr("Answers of {name}").format(name=_e(trainee.name))
    return (f"<div style='page-break-before: always'><h2>{heading}</h2>"
            f"<p>{_e(verdict_text(trainee))} · {trainee.right} / {len(trainee.marks)}</p>"
            + _table([tr("Question"), tr("Skill"), "", tr("Answer given"), tr("Right answer"), tr("Time")],
                     "".join(rows)) + "</div>")


def certificate_html(report: ClassReport, trainee: TraineeResult, when: datetime) -> str:
    """A page certifying that ``trainee`` passed the exam."""
    skills = "".join(f"<tr><td>{_e(result.kind.label)}</td><td align='right'>{result.right} / {result.asked}</td>"
                     f"<td align='right'>{'—' if result.seconds is None else seconds_text(result.seconds)}</td></tr>"
                     for result in trainee.skills)
    return f"""
    <div style="page-break-before: always" align="center">
    <p style="font-size: 30pt; margin-top: 60px;"><b>{tr("Certificate")}</b></p>
    <p style="font-size: 14pt;">{tr("This certifies that")}</p>
    <p style="font-size: 24pt;"><b>{_e(trainee.name)}</b></p>
    <p style="font-size: 14pt;">{tr("passed the dealer exam")} <b>{_e(report.exam.name)}</b>,<br>
       {tr("{right} of {count} answers right, every skill at least 80 % right within its target time.").format(
           right=trainee.right, count=len(trainee.marks))}</p>
    <table border="1" cellspacing="0" cellpadding="6" align="center">
      <tr><th align="left">{tr("Skill")}</th><th>{tr("Right")}</th><th>{tr("Median time")}</th></tr>{skills}
    </table>
    <p style="margin-top: 60px;">{_e(local_time(when))}</p>
    <p style="margin-top: 50px;">______________________________<br>{tr("Instructor")}</p>
    <p style="font-size: 7pt; color: #555;">{tr("Graded by dealerdesk against the exam")} {_e(report.exam.digest)}</p>
    </div>
    """


MARGIN_MM = 15
"""The report's page margin: its wide tables need more of the page than the audition's."""


def class_document(report: ClassReport, when: datetime | None = None) -> QTextDocument:
    """The report as a document, its chart attached."""
    document = QTextDocument()
    document.addResource(QTextDocument.ResourceType.ImageResource, CHART, skills_chart(report.skills))
    document.setHtml(report_html(report, when or datetime.now(UTC)))
    return document


def save_class_pdf(report: ClassReport, path: Path, when: datetime | None = None) -> int:
    """Write the report as an A4 PDF; its number of pages. ``OSError`` when the file cannot be written."""
    return write_pdf(class_document(report, when), path, MARGIN_MM)


def print_class_report(report: ClassReport, parent: QWidget | None = None) -> bool:
    """Ask for a printer and print the report; False when cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    a4(printer, MARGIN_MM)
    if QPrintDialog(printer, parent).exec() != QPrintDialog.DialogCode.Accepted:
        return False
    print_laid_out(class_document(report), printer)
    return True
