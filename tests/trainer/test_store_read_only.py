"""A read-only data folder (a locked-down school machine, a read-only disk) shows the existing progress, read-only,
instead of hiding it behind an empty store."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from dealerdesk.trainer.store import opening
from dealerdesk.trainer.store.database import Attempt, Store

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def attempt(key: str) -> Attempt:
    return Attempt(kind="winner", question_key=key, phh="phh", question="{}", answer="{}", correct=True, score=1.0,
                   cause=None, seconds=2.0, answered_at=T0)


@pytest.fixture
def read_only_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder with a progress file in it, then made read-only (for root too, who ignores the mode bits: the
    access check answers as it would for the trainee)."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "progress.sqlite3"
    with Store(path) as store:
        ann = store.create_profile("Ann")
        for key in ("one", "two"):
            store.record_attempt(ann.id, attempt(key))
    for item in (folder, path):
        item.chmod(item.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    if os.geteuid() == 0:
        def writable(target: Path) -> bool:
            return all(item.stat().st_mode & stat.S_IWUSR for item in (target.parent, target) if item.exists())

        monkeypatch.setattr(opening, "_writable", writable)
    yield path
    for item in (folder, path):
        item.chmod(item.stat().st_mode | stat.S_IWUSR)


def test_progress_is_shown_read_only(read_only_folder: Path) -> None:
    before = read_only_folder.read_bytes()
    with Store(read_only_folder) as store:
        assert store.read_only and not store.persistent
        assert store.message is not None and "cannot be written" in store.message and "shown" in store.message
        (ann,) = store.profiles()
        assert [a.question_key for a in store.attempts(ann.id)] == ["one", "two"]
        assert store.skill_stats(ann.id)["winner"].attempts == 2
        store.record_attempt(ann.id, attempt("three"))  # practice goes on; the answer is kept for the session
        assert len(store.attempts(ann.id)) == 3
    assert read_only_folder.read_bytes() == before  # the file itself is never written


def test_a_foreign_file_in_a_read_only_folder_is_not_shown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "progress.sqlite3"
    path.write_bytes(b"not a database at all, but a letter")
    monkeypatch.setattr(opening, "_writable", lambda _path: False)
    with Store(path) as store:
        assert not store.read_only and not store.persistent and store.profiles() == []
        assert store.message is not None and "will not be saved this session" in store.message
