"""Importing trainees' result files into the class register: files and folders of them, each checked against the
exam before anything is kept.

A file that cannot be used — damaged or cut short, not a result, of another exam (or its exam's digest changed by
hand), written by a newer dealerdesk, claiming more answers than the exam has questions — is refused with one line
naming it and saying why, and nothing of it is kept; the others are imported all the same. The same result given
twice is kept once and said to be so.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.trainer.class_register import Filing, ToFile, file_results
from dealerdesk.trainer.exam import Exam
from dealerdesk.trainer.result_file import MAX_FILE_BYTES, SUFFIX, ResultError, check_against, parse_result
from dealerdesk.trainer.store import Store

MAX_FILES = 10_000
"""The most result files one import reads (a folder of more is not a class)."""


@dataclass(frozen=True)
class Refused:
    """A path that was not imported, and why."""

    path: str
    """The file or folder as given (or found in a folder given)."""
    reason: str
    """Why, in a few words."""

    def line(self) -> str:
        """The one line that says it."""
        return f"{self.path}: {self.reason}"


@dataclass
class Imported:
    """What an import did."""

    filed: list[tuple[str, Filing]] = field(default_factory=list)
    """Each file imported and what became of it, in the order read."""
    refused: list[Refused] = field(default_factory=list)
    """Each path refused."""
    repeats: dict[str, str] = field(default_factory=dict)
    """A file of this import that holds the same result as an earlier file of it → that earlier file."""

    def count(self, filing: Filing) -> int:
        """How many files were filed so."""
        return sum(kind is filing for _, kind in self.filed)


def result_files(paths: Iterable[str | os.PathLike[str]]) -> tuple[list[Path], list[Refused]]:
    """The files to import: each file given, and the ``*.dealerdesk-result`` files of each folder given (not its
    sub-folders), by name; a path that is neither, or a folder without any, is refused."""
    files: list[Path] = []
    refused: list[Refused] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            try:
                found = sorted(entry for entry in path.iterdir() if entry.name.endswith(SUFFIX) and entry.is_file())
            except OSError as error:
                refused.append(Refused(str(path), f"cannot read the folder: {error.strerror or error}"))
                continue
            if not found:
                refused.append(Refused(str(path), f"no result files (*{SUFFIX}) in the folder"))
            files += found
        elif path.exists():
            files.append(path)
        else:
            refused.append(Refused(str(path), "no such file or folder"))
    if len(files) > MAX_FILES:
        refused.append(Refused(str(files[MAX_FILES]), f"more than {MAX_FILES:,} result files: the rest not read"))
        files = files[:MAX_FILES]
    return files, refused


def import_results(store: Store, exam: Exam, paths: Iterable[str | os.PathLike[str]]) -> Imported:
    """Read the result files at ``paths`` (files or folders), check each against ``exam`` and keep the good ones
    in the register, all in one transaction (:class:`~dealerdesk.trainer.store.StoreError` when the store cannot
    be written: then none is kept)."""
    files, refused = result_files(paths)
    imported = Imported(refused=refused)
    seen: dict[str, str] = {}
    checked: list[ToFile] = []
    for path in files:
        try:
            text = read_limited(path, MAX_FILE_BYTES).decode("utf-8")
            result = parse_result(text, str(path))
            check_against(result, exam.digest, len(exam.pack.questions))
        except OSError as error:
            imported.refused.append(Refused(str(path), f"cannot read the file: {error.strerror or error}"))
            continue
        except FileRefused as error:
            imported.refused.append(Refused(str(path), f"cannot read the file: {error}"))
            continue
        except UnicodeDecodeError as error:
            imported.refused.append(Refused(str(path), f"damaged: not UTF-8 text (byte {error.start + 1})"))
            continue
        except ResultError as error:  # its message names the file already
            imported.refused.append(Refused(str(path), str(error).removeprefix(f"{path}: ")))
            continue
        except ValueError as error:
            imported.refused.append(Refused(str(path), str(error)))
            continue
        if result.content in seen:
            imported.repeats[str(path)] = seen[result.content]
        seen.setdefault(result.content, str(path))
        checked.append(ToFile(result, text, str(path)))
    filings = file_results(store, exam, checked)
    imported.filed = [(item.file_name, filing) for item, filing in zip(checked, filings, strict=True)]
    return imported
