"""An audition's result as a printable page: the trainee, the date, each skill's score against the 80 % pass
mark and the verdict — saved as PDF or sent to a printer through Qt's printing (QTextDocument + QPrinter)."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QWidget

from dealerdesk.trainer.practice import PASS_MARK, all_passed
from dealerdesk.trainer.session import summary_results
from dealerdesk.trainer.store import SessionSummary
from dealerdesk.ui.i18n import local_time, seconds_text


def tr(text: str) -> str:
    """Translate in the report's context."""
    return QCoreApplication.translate("AuditionReport", text)


def passed(summary: SessionSummary) -> bool:
    """Every skill at or above the pass mark."""
    return all_passed(summary_results(summary))


def report_html(trainee: str, summary: SessionSummary) -> str:
    """The page as HTML (black on white, for paper)."""
    rows = []
    for result in summary_results(summary):
        mark = tr("passed") if result.passed else tr("too slow") if result.accurate else tr("not passed")
        seconds = "" if result.seconds is None else seconds_text(result.seconds)
        rows.append(f"<tr><td>{html.escape(result.kind.label)}</td><td align='right'>{result.right} / "
                    f"{result.asked}</td><td align='right'>{result.accuracy:.0%}</td>"
                    f"<td align='right'>{seconds}</td><td align='right'>{seconds_text(result.target_seconds, 0)}</td>"
                    f"<td>{mark}</td></tr>")
    verdict = tr("PASSED") if passed(summary) else tr("NOT PASSED")
    when = local_time(summary.started)
    minutes = max(1, round((summary.ended - summary.started).total_seconds() / 60))
    return f"""
    <html><body style="color: black; background: white; font-size: 11pt;">
    <h1>{tr("Dealer audition")}</h1>
    <p><b>{tr("Trainee")}:</b> {html.escape(trainee)}<br>
       <b>{tr("Date")}:</b> {when} · {tr("{minutes} min").format(minutes=minutes)}<br>
       <b>{tr("Questions")}:</b> {summary.answered} · <b>{tr("Right")}:</b> {summary.right}</p>
    <table border="1" cellspacing="0" cellpadding="6" width="100%">
      <tr><th align="left">{tr("Skill")}</th><th align="right">{tr("Right")}</th><th align="right">{tr("Score")}</th>
          <th align="right">{tr("Median time")}</th><th align="right">{tr("Target")}</th>
          <th align="left">{tr("Pass mark {mark:.0%}").format(mark=PASS_MARK)}</th></tr>
      {"".join(rows)}
    </table>
    <h2>{tr("Result")}: {verdict}</h2>
    <p>{tr("An audition is passed with at least 80 % right in every skill, each answered within its target "
           "time (the median answer). Graded by dealerdesk against the TDA 2024 rules and Robert's Rules of "
           "Poker.")}</p>
    <p style="font-size: 8pt; color: #555;">{tr("Session")} {html.escape(summary.session)}</p>
    </body></html>
    """


def _document(text: str) -> QTextDocument:
    document = QTextDocument()
    document.setHtml(text)
    return document


def _a4(printer: QPrinter) -> None:
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                      QMarginsF(18, 18, 18, 18), QPageLayout.Unit.Millimeter))


def save_pdf(text: str, path: Path) -> Path:
    """Write the page as a PDF file (A4)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    _a4(printer)
    _document(text).print_(printer)
    return path


def deliver(kind: str, trainee: str, summary: SessionSummary, parent: QWidget | None = None,
            path: Path | None = None) -> Path | None:
    """The audition's page printed (``kind`` "print") or saved as PDF (to ``path``, else where the user says);
    the PDF's path, or None when printed or cancelled."""
    text = report_html(trainee, summary)
    if kind == "print":
        print_page(text, parent)
        return None
    if path is None:
        name, _ = QFileDialog.getSaveFileName(parent, tr("Save audition result"), "audition.pdf", "*.pdf")
        if not name:
            return None
        path = Path(name)
    return save_pdf(text, path)


def print_page(text: str, parent: QWidget | None = None) -> bool:
    """Ask for a printer and print the page; False when cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    _a4(printer)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    _document(text).print_(printer)
    return True
