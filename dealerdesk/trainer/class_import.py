"""Importing trainees' result files into the class register: files and folders of them, each checked against the
exam before anything is kept.

A file that cannot be used — damaged or cut short, not a result, of another exam (or its exam's digest changed by
hand), written by a newer dealerdesk, claiming more answers than the exam has questions — is refused with one line
naming it and saying why, and nothing of it is kept; the others are imported all the same. The same result given
twice is kept once and said to be so.

An import can be watched and stopped (the window reads a class of a thousand files on a worker thread, with a
Cancel button): it tells its progress after each file read and stops only between files, so a file is kept whole
or not read at all, and what was read before the stop is kept. A :class:`WatchedFolder` is read again as results
are dropped into it, each file again only once it has changed.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from dealerdesk.history._files import FileRefused, read_limited
from dealerdesk.progress import CancelCheck, Report, stop_asked, told
from dealerdesk.trainer.class_register import Filing, ToFile, file_results
from dealerdesk.trainer.exam import Exam
from dealerdesk.trainer.result_file import MAX_FILE_BYTES, SUFFIX, ResultError, check_against, parse_result
from dealerdesk.trainer.store.database import Store

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
    unread: list[str] = field(default_factory=list)
    """The files not read because the import was stopped before them (nothing of them is kept)."""

    def count(self, filing: Filing) -> int:
        """How many files were filed so."""
        return sum(kind is filing for _, kind in self.filed)

    @property
    def cancelled(self) -> bool:
        """The import was stopped before every file was read."""
        return bool(self.unread)


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


def import_results(store: Store, exam: Exam, paths: Iterable[str | os.PathLike[str]], *,
                   progress: Report | None = None, cancelled: CancelCheck | None = None) -> Imported:
    """Read the result files at ``paths`` (files or folders), check each against ``exam`` and keep the good ones
    in the register, all in one transaction (:class:`~dealerdesk.trainer.store.database.StoreError` when the store
    cannot be written: then none is kept).

    ``progress`` is told ``(files read, of how many)`` after each file; when ``cancelled`` says to stop, no further
    file is read, the files read so far are kept all the same and the others are listed as :attr:`Imported.unread`.
    """
    files, refused = result_files(paths)
    imported = Imported(refused=refused)
    seen: dict[str, str] = {}
    checked: list[ToFile] = []
    for index, path in enumerate(files):
        if stop_asked(cancelled):
            imported.unread = [str(left) for left in files[index:]]
            break
        read = checked_file(path, exam)
        told(progress, index + 1, len(files))
        if isinstance(read, Refused):
            imported.refused.append(read)
            continue
        if read.result.content in seen:
            imported.repeats[str(path)] = seen[read.result.content]
        seen.setdefault(read.result.content, str(path))
        checked.append(read)
    filings = file_results(store, exam, checked)
    imported.filed = [(item.file_name, filing) for item, filing in zip(checked, filings, strict=True)]
    return imported


def checked_file(path: Path, exam: Exam) -> ToFile | Refused:
    """One result file read whole and checked against ``exam``: the result to keep, or why it is refused."""
    try:
        text = read_limited(path, MAX_FILE_BYTES).decode("utf-8")
        result = parse_result(text, str(path))
        check_against(result, exam.digest, len(exam.pack.questions))
    except OSError as error:
        return Refused(str(path), f"cannot read the file: {error.strerror or error}")
    except FileRefused as error:
        return Refused(str(path), f"cannot read the file: {error}")
    except UnicodeDecodeError as error:
        return Refused(str(path), f"damaged: not UTF-8 text (byte {error.start + 1})")
    except ResultError as error:  # its message names the file already
        return Refused(str(path), str(error).removeprefix(f"{path}: "))
    except ValueError as error:
        return Refused(str(path), str(error))
    return ToFile(result, text, str(path))


Signature = tuple[int, int]
"""A file as it is now: its size and when it was last changed (ns)."""


class WatchedFolder:
    """A folder results are dropped into (a shared drive, a USB stick), imported again as it changes.

    Each result file in it is read as it is, and read again only once it has changed (its size or time): a file
    copied in pieces and read before the last one came — refused then as cut short — is read again when the rest
    of it comes, while a file refused for good is not read again at every change of the folder. A file taken out
    and dropped in again is read again. Used by one thread at a time.
    """

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        """The folder watched."""
        self._read: dict[str, Signature] = {}

    def waiting(self) -> tuple[list[Path], dict[str, Signature], Refused | None]:
        """The result files not read as they now are (by name, at most :data:`MAX_FILES`), every result file's
        signature, and why the folder cannot be read (then no file)."""
        try:
            entries = list(self.folder.iterdir())
        except OSError as error:
            return [], {}, Refused(str(self.folder), f"cannot read the folder: {error.strerror or error}")
        now: dict[str, Signature] = {}
        for entry in entries:
            if not entry.name.endswith(SUFFIX):
                continue
            try:
                status = entry.stat()
            except OSError:
                continue  # gone since the listing, or a broken link: nothing to read
            if stat.S_ISREG(status.st_mode):
                now[str(entry)] = (status.st_size, status.st_mtime_ns)
        changed = sorted(path for path, signature in now.items() if self._read.get(path) != signature)
        return [Path(path) for path in changed[:MAX_FILES]], now, None

    def import_new(self, store: Store, exam: Exam, *, cancelled: CancelCheck | None = None) -> Imported:
        """Import the files new or changed since they were last read (the folder read again; a file taken out is
        forgotten). A file is counted as read as it was when the folder was listed: changed while being read, it
        is read again next time."""
        files, now, problem = self.waiting()
        if problem is not None:
            return Imported(refused=[problem])
        self._read = {path: signature for path, signature in self._read.items() if path in now}
        imported = import_results(store, exam, files, cancelled=cancelled)
        unread = set(imported.unread)
        for path in files:
            if str(path) not in unread:
                self._read[str(path)] = now[str(path)]
        return imported
