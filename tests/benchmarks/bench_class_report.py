"""Benchmark: an instructor's class report over 40 trainees × 60 questions, and 1,000 result files imported.

Run: ``QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_class_report.py [--trainees 40] [--questions 60]
[--files 1000] [--no-pdf]``. An exam of every kind at difficulty 1 is dealt into a scratch folder; each simulated
trainee answers every question right at their own level (80 to 100 %), else with the kind's classic mistake or not
at all, in about the skill's target time, and their result files are written as ``exam take`` writes them. Then,
timed one by one:

* **reading the exam** — every hand replayed and its answer solved again, the digest taken;
* **importing** the class's files into a new register (a progress database on disk), and the same again (each
  already kept);
* **grading** every answer again and building the report (40 × 60 = 2,400 answers);
* the terminal's report, the CSV, and the PDF with its chart and certificates (``--no-pdf`` leaves it out);
* **importing 1,000 result files** (the class's files copied under other sittings) into a new register, against the
  floor of reading and parsing the same files with ``json.loads`` alone (the ratio is the steadier figure).

Prints a Markdown table (docs/performance.md keeps the latest).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # this checkout's code, not an installed copy

from dealerdesk.class_cli import report_lines  # noqa: E402
from dealerdesk.trainer.catalogue import kind_of  # noqa: E402
from dealerdesk.trainer.class_import import import_results  # noqa: E402
from dealerdesk.trainer.class_register import filed_results  # noqa: E402
from dealerdesk.trainer.class_report import class_report, write_csv  # noqa: E402
from dealerdesk.trainer.exam import Exam, ExamSettings, export_exam, open_exam  # noqa: E402
from dealerdesk.trainer.kinds.names import Kind  # noqa: E402
from dealerdesk.trainer.result_file import (  # noqa: E402
    SUFFIX,
    ExamResult,
    answered,
    file_name,
    finished,
    new_result,
    write_result,
)
from dealerdesk.trainer.store.database import Store  # noqa: E402

T = TypeVar("T")


def timed(work: Callable[[], T]) -> tuple[T, float]:
    """What ``work`` returns and the seconds it took."""
    started = time.perf_counter()
    value = work()
    return value, time.perf_counter() - started


def sat(exam: Exam, name: str, rng: random.Random) -> ExamResult:
    """A simulated trainee's whole result: right at their own level (80 to 100 %, so that some pass), else the
    kind's classic mistake or, a quarter of those times, nothing."""
    result = new_result(exam.digest, exam.name, name, "bench")
    level = rng.uniform(0.8, 1.0)
    for question in exam.pack.questions:
        kind = kind_of(question.kind)
        draw = rng.random()
        if draw < level:
            answer = kind.right_answer(question)
        elif draw < level + (1 - level) * 0.75:
            slips = kind.dealer_mistakes(question) or [kind.sample_mistake(question) or {}]
            answer = {**kind.right_answer(question), **slips[0]}
        else:
            answer = {}
        result = answered(result, answer, rng.uniform(0.4, 1.3) * kind.target_seconds)
    return finished(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trainees", type=int, default=40)
    parser.add_argument("--questions", type=int, default=60)
    parser.add_argument("--files", type=int, default=1000, help="result files of the large import")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--no-pdf", action="store_true", help="leave the PDF out (it needs Qt)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rows: list[tuple[str, float, str]] = []
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        exam, dealt = timed(lambda: export_exam(folder / "exam", "bench", list(Kind), args.questions,
                                                seed=args.seed, settings=ExamSettings(120)))
        exam, seconds = timed(lambda: open_exam(folder / "exam"))
        rows.append((f"reading the exam ({args.questions} questions, every hand replayed)", seconds, ""))
        results = folder / "class"
        results.mkdir()
        for number in range(args.trainees):
            write_result(sat(exam, f"Trainee {number + 1:02d}", rng), results / file_name(f"Trainee {number + 1:02d}"))
        with Store(folder / "register.sqlite3") as store:
            imported, seconds = timed(lambda: import_results(store, exam, [results]))
            rows.append((f"importing {len(imported.filed)} result files into a new register", seconds, ""))
            _, seconds = timed(lambda: import_results(store, exam, [results]))
            rows.append(("importing them again (each already kept)", seconds, ""))
            report, seconds = timed(lambda: class_report(exam, filed_results(store, exam.digest)))
        answers = sum(len(trainee.marks) for trainee in report.trainees)
        rows.append((f"grading {answers:,} answers again and building the report", seconds,
                     f"{seconds / answers * 1000:.2f} ms an answer"))
        lines, seconds = timed(lambda: report_lines(report))
        rows.append((f"the terminal's report ({len(lines):,} lines)", seconds, ""))
        count, seconds = timed(lambda: write_csv(report, folder / "class.csv"))
        rows.append((f"the CSV ({count:,} rows)", seconds, ""))
        if not args.no_pdf:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
            from dealerdesk.ui.results.class_report_pdf import save_class_pdf  # noqa: PLC0415
            from dealerdesk.ui.window.app import application  # noqa: PLC0415  (Qt only when the PDF is measured)

            application()
            pages, seconds = timed(lambda: save_class_pdf(report, folder / "class.pdf"))
            rows.append((f"the PDF ({pages} pages, {report.passed} certificates)", seconds, ""))
        many = folder / "many"
        many.mkdir()
        texts = [path.read_text(encoding="utf-8") for path in sorted(results.iterdir())]
        for number in range(args.files):
            data = json.loads(texts[number % len(texts)])
            data["sitting"] = f"{number:016x}"
            (many / f"r{number:04d}{SUFFIX}").write_text(json.dumps(data), encoding="utf-8")
        _, floor = timed(lambda: [json.loads(path.read_bytes()) for path in sorted(many.iterdir())])
        with Store(folder / "large.sqlite3") as store:
            imported, seconds = timed(lambda: import_results(store, exam, [many]))
        assert not imported.refused and len(imported.filed) == args.files
        rows.append((f"importing {args.files:,} result files into a new register", seconds,
                     f"{seconds / floor:.0f}× reading and parsing them with json.loads alone ({floor:.2f} s)"))
    print(f"Class report, {args.trainees} trainees × {args.questions} questions (exam dealt in {dealt:.1f} s), "
          f"Python {platform.python_version()} on {platform.machine()}, load average "
          f"{os.getloadavg()[0]:.1f}")
    print()
    print("| step | seconds | note |")
    print("| --- | ---: | --- |")
    for step, seconds, note in rows:
        print(f"| {step} | {seconds:.2f} | {note} |")


if __name__ == "__main__":
    main()
