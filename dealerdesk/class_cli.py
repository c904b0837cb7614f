"""``dealerdesk class report``: the instructor's report on a class's results of one exam, in the terminal, as CSV
and as a printable PDF.

The result files given are imported into the class register (the progress database), each refused in one line on
stderr when it cannot be used; then every result kept for the exam — this import's and earlier ones' — is graded
again from the exam's questions and reported. The exit status is 0, or 1 when a file was refused (the report is
made of the others all the same), or 2 when the exam itself cannot be read.
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from dealerdesk.trainer.class_import import Imported, import_results
from dealerdesk.trainer.class_register import Filing, filed_results
from dealerdesk.trainer.class_report import ClassReport, class_report, write_csv
from dealerdesk.trainer.exam import Exam, ExamError, open_exam
from dealerdesk.trainer.store.database import Store, StoreError

EXIT_USAGE = 2
EXIT_REFUSED = 1
"""Some files were refused; the report is of the others."""
PdfWriter = Callable[[ClassReport, Path], int]
"""Writes the report as PDF and returns its number of pages (the window's printing: given by the command line,
which may import it)."""


def _refuse(message: str, err: TextIO) -> None:
    line = " ".join(message.split())
    err.write(f"dealerdesk: {line if len(line) <= 300 else line[:297] + '...'}\n")


def run(args: argparse.Namespace, write_pdf: PdfWriter | None = None, *, store: Store | None = None,
        out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Import, grade and report; ``store`` is the instructor's (default: the progress database)."""
    for option in ("csv", "pdf"):
        target = getattr(args, option)
        if target is not None and not Path(target).parent.is_dir():
            _refuse(f"class report: --{option} {target}: no such folder", err)
            return EXIT_USAGE
    try:
        exam = open_exam(args.exam)
    except ExamError as error:
        _refuse(str(error), err)
        return EXIT_USAGE
    own = store is None
    register = Store() if store is None else store
    try:
        if register.message:
            _refuse(f"warning: {register.message}", err)
        imported = import_results(register, exam, args.results)
        report = class_report(exam, filed_results(register, exam.digest))
    except StoreError as error:
        _refuse(f"the class register: {error}", err)
        return EXIT_USAGE
    finally:
        if own:
            register.close()
    for refused in imported.refused:
        _refuse(refused.line(), err)
    for line in report_lines(report, imported):
        out.write(f"{line}\n")
    status = EXIT_REFUSED if imported.refused else 0
    if args.csv is not None:
        try:
            rows = write_csv(report, args.csv)
        except OSError as error:
            _refuse(f"{args.csv}: cannot write the CSV: {error.strerror or error}", err)
            return EXIT_USAGE
        out.write(f"Wrote every answer to {args.csv} ({rows} rows).\n")
    if args.pdf is not None and write_pdf is not None:
        try:
            pages = write_pdf(report, Path(args.pdf))
        except OSError as error:
            _refuse(f"{args.pdf}: cannot write the PDF: {error.strerror or error}", err)
            return EXIT_USAGE
        certificates = report.passed
        out.write(f"Wrote the report to {args.pdf} ({pages} page{'' if pages == 1 else 's'}, {certificates} "
                  f"certificate{'' if certificates == 1 else 's'}).\n")
    return status


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def import_line(imported: Imported) -> str:
    """"Imported 3 result files: 2 new, 1 already kept." (what became of each file given)."""
    given = len(imported.filed)
    parts = [f"{imported.count(Filing.NEW)} new"] if imported.count(Filing.NEW) else []
    for filing, words in ((Filing.CONTINUED, "going on from one kept before"),
                          (Filing.SAME, "already kept"), (Filing.EARLIER, "older than one kept")):
        if imported.count(filing):
            parts.append(f"{imported.count(filing)} {words}")
    refused = len(imported.refused)
    tail = f"; {_plural(refused, 'path')} refused" if refused else ""
    return f"Imported {_plural(given, 'result file')}{': ' + ', '.join(parts) if parts else ''}{tail}."


def exam_line(exam: Exam) -> str:
    """The exam: name, questions, time per question and its id."""
    seconds = exam.settings.seconds
    timing = "no time limit" if seconds is None else f"{seconds:g} s per question"
    return (f"Exam {exam.name!r}: {_plural(len(exam.pack.questions), 'question')}, {timing}; "
            f"exam id {exam.short_digest}.")


def report_lines(report: ClassReport, imported: Imported | None = None) -> list[str]:
    """The report as the terminal shows it (English, as the command line's words are)."""
    lines = [exam_line(report.exam)]
    if imported is not None:
        lines.append(import_line(imported))
        lines += [f"  {path}: the same result as {first}, kept once" for path, first in imported.repeats.items()]
    trainees = report.trainees
    lines.append(f"{_plural(len(trainees), 'result')} kept for this exam; {report.passed} passed.")
    if not trainees:
        return lines
    kinds = [skill.kind for skill in report.skills]
    header = ["Trainee", *(str(kind) for kind in kinds), "right", "result"]
    rows = []
    for trainee in trainees:
        cells = {result.kind: f"{result.right}/{result.asked}" + ("" if result.on_pace or not result.accurate
                                                                  else " slow") for result in trainee.skills}
        verdict = "passed" if trainee.passed else "unfinished" if not trainee.result.finished else "not passed"
        rows.append([trainee.name, *(cells[kind] for kind in kinds), f"{trainee.right}/{len(trainee.marks)}", verdict])
    lines += ["", *_table(header, rows)]
    skill_rows = [[str(skill.kind), f"{skill.right}/{skill.asked}", f"{skill.accuracy:.0%}",
                   "—" if skill.seconds is None else f"{skill.seconds:.1f} s", f"{skill.target_seconds:g} s",
                   "on pace" if skill.on_pace else "slow"] for skill in report.skills]
    lines += ["", *_table(["Class by skill", "right", "accuracy", "median", "target", ""], skill_rows)]
    missed = report.most_missed()
    if missed:
        lines += ["", "Most missed:"]
        for question in missed:
            causes = ", ".join(f"{cause} ({count})" for cause, count in question.causes)
            lines.append(f"  Question {question.number} ({question.kind}): missed by {question.missed} of "
                         f"{question.asked}{' — ' + causes if causes else ''}")
    answers = [(trainee, mark) for trainee in trainees for mark in trainee.marks if not mark.correct]
    if answers:
        lines += ["", "Answers missed (what was said, then the right answer):"]
        for trainee, mark in answers:
            cause = f" ({mark.cause})" if mark.cause else ""
            said = "; ".join(f"{part.name} {part.given}, right {part.expected}" for part in mark.parts
                             if not part.correct) if mark.answered else "not answered"
            lines.append(f"  {trainee.name}, question {mark.number}{cause}: {said or mark.right_answer}")
    notes = [(trainee, note) for trainee in trainees for note in trainee.notes()]
    if notes:
        lines += ["", "Notes:"]
        lines += [f"  {trainee.name} ({trainee.file_name}): {note}" for trainee, note in notes]
    return lines


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    """Rows of cells in columns two spaces apart, the header first."""
    widths = [max(columns(row[column]) for row in [header, *rows]) for column in range(len(header))]
    return ["  ".join(cell + " " * (width - columns(cell)) for cell, width in zip(row, widths, strict=True)).rstrip()
            for row in [header, *rows]]


def columns(text: str) -> int:
    """The columns a text takes in a terminal: a combining mark none (Thai vowels and tone marks sit on their
    letter), a wide character two."""
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
