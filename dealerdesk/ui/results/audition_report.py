"""An audition's result as a printable page: the trainee, the date, the difficulty and the games dealt, each
skill's score against the 80 % pass mark and the verdict — saved as PDF or sent to a printer through Qt's printing
(QTextDocument + QPrinter). Saving says where the file went, or why it could not be written: a file saved in
silence is a file nobody finds."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from dealerdesk.evaluation.games import Game, game_name
from dealerdesk.i18n import translate
from dealerdesk.rules.variants import Variant
from dealerdesk.trainer.practice import PASS_MARK, all_passed
from dealerdesk.trainer.session import summary_results
from dealerdesk.trainer.store.database import Attempt, SessionSummary
from dealerdesk.ui.common.language import local_time, seconds_text


def tr(text: str) -> str:
    """Translate in the report's context."""
    return translate("AuditionReport", text)


def passed(summary: SessionSummary) -> bool:
    """Every skill at or above the pass mark."""
    return all_passed(summary_results(summary))


@dataclass(frozen=True)
class SessionDetails:
    """What an audition was dealt: the difficulty (each level its questions were dealt at) and the games."""

    difficulties: tuple[int, ...] = ()
    """The difficulty levels, lowest first."""
    games: tuple[Game, ...] = ()
    """The games its hands were, in :class:`Game`'s order."""


VARIANT_LINE = re.compile(r"^variant\s*=\s*['\"]([^'\"]+)['\"]", re.MULTILINE)
"""The variant code in a question's hand (PHH text)."""


def session_details(attempts: Iterable[Attempt], session: str) -> SessionDetails:
    """The difficulty and the games of a session, read from its answers (a hand whose game cannot be read is left
    out of the games, not guessed)."""
    levels: set[int] = set()
    games: set[Game] = set()
    for attempt in attempts:
        if attempt.session != session:
            continue
        levels.add(attempt.difficulty)
        found = VARIANT_LINE.search(attempt.phh)
        if found and found[1] in set(Variant):
            games.add(Variant(found[1]).game)
    return SessionDetails(tuple(sorted(levels)), tuple(game for game in Game if game in games))


def details_html(details: SessionDetails) -> str:
    """The page's difficulty and games lines (nothing for what is not known)."""
    from dealerdesk.ui.training.session_setup import difficulty_name  # noqa: PLC0415  (one wording of the levels)

    lines = []
    if details.difficulties:
        levels = ", ".join(difficulty_name(level) if level in range(1, 5) else str(level)
                           for level in details.difficulties)
        lines.append(f"<b>{tr('Difficulty')}:</b> {html.escape(levels)}")
    if details.games:
        names = ", ".join(game_name(game) for game in details.games)
        lines.append(f"<b>{tr('Games')}:</b> {html.escape(names)}")
    return "".join(f"<br>{line}" for line in lines)


def report_html(trainee: str, summary: SessionSummary, details: SessionDetails | None = None) -> str:
    """The page as HTML (black on white, for paper); ``details`` adds the difficulty and the games."""
    rows = []
    for result in summary_results(summary):
        mark = tr("passed") if result.passed else tr("too slow") if result.accurate else tr("not passed")
        if result.mark_lowered:  # a short pack's skill: one slip allowed, said on paper too
            mark += " (" + tr("pass mark {needed} of {asked}").format(needed=result.needed, asked=result.asked) + ")"
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
       <b>{tr("Questions")}:</b> {summary.answered} · <b>{tr("Right")}:</b> {summary.right}\
{details_html(details or SessionDetails())}</p>
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


def a4(printer: QPrinter, margin_mm: float = 18) -> None:
    """The printer on A4, portrait, with ``margin_mm`` all round (the printed pages of the trainer)."""
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                      QMarginsF(margin_mm, margin_mm, margin_mm, margin_mm),
                                      QPageLayout.Unit.Millimeter))


def print_laid_out(document: QTextDocument, printer: QPrinter) -> None:
    """Print ``document`` laid out on the printer's page (so its page count is the printed one)."""
    page = printer.pageRect(QPrinter.Unit.Point).size()
    document.setPageSize(QSizeF(page.width(), page.height()))
    document.print_(printer)


def write_pdf(document: QTextDocument, path: Path, margin_mm: float = 18) -> int:
    """Write ``document`` as an A4 PDF file, laid out on the page; its number of pages. ``OSError`` when the file
    cannot be written (Qt's printer says nothing itself: the place is tried first, and the file looked at after)."""
    existed = path.exists()
    with path.open("ab"):
        pass  # a folder that is not there, or not ours to write in, says so here with its reason
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    a4(printer, margin_mm)
    print_laid_out(document, printer)
    if not path.is_file() or path.stat().st_size == 0:
        if not existed:
            path.unlink(missing_ok=True)
        raise OSError(tr("the PDF could not be written"))
    return document.pageCount()


def save_pdf(text: str, path: Path) -> Path:
    """Write the page as a PDF file (A4); ``OSError`` when the file cannot be written."""
    write_pdf(_document(text), path)
    return path


def tell(parent: QWidget | None, text: str, *, problem: bool = False) -> QMessageBox:
    """Say ``text`` in a message over ``parent`` that does not stop the window (window-modal, not blocking the
    event loop); a problem with the warning icon."""
    icon = QMessageBox.Icon.Warning if problem else QMessageBox.Icon.Information
    box = QMessageBox(icon, "dealerdesk", text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("savedMessage" if not problem else "saveProblem")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


def deliver(kind: str, trainee: str, summary: SessionSummary, parent: QWidget | None = None,
            path: Path | None = None, *, details: SessionDetails | None = None) -> Path | None:
    """The audition's page printed (``kind`` "print") or saved as PDF (to ``path``, else where the user says),
    then said where it was saved or why it could not be; the PDF's path, or None when printed, cancelled or not
    written."""
    text = report_html(trainee, summary, details)
    if kind == "print":
        print_page(text, parent)
        return None
    if path is None:
        name, _ = QFileDialog.getSaveFileName(parent, tr("Save audition result"), "audition.pdf", "*.pdf")
        if not name:
            return None
        path = Path(name)
    try:
        save_pdf(text, path)
    except OSError as error:
        tell(parent, tr("The audition result could not be saved to {file}: {reason}.").format(
            file=path, reason=error.strerror or error), problem=True)
        return None
    tell(parent, tr("The audition result was saved to {file}.").format(file=path))
    return path


def print_page(text: str, parent: QWidget | None = None) -> bool:
    """Ask for a printer and print the page; False when cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    a4(printer)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    _document(text).print_(printer)
    return True
