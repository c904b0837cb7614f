"""Hand numbers unique across sessions and machines, and a table name for each session, for the exports.

Tracking tools drop a hand whose number they have seen, so every hand dealt in play mode gets a number no other
hand has: this install's id (7 random digits, drawn once) and then a counter of 8 digits, both kept in a small
JSON file in the user's data folder (``platformdirs``). Two windows dealing at once take turns through a lock file.
When the file cannot be read or written (a read-only or full disk), numbering goes on in memory under a freshly
drawn id, so no number is ever handed out twice from one install's id.

>>> import tempfile, pathlib, shutil
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> numbers = HandNumbers(folder / "hand-numbers.json", random.Random(1))
>>> numbers.next_hand(), numbers.next_hand(), numbers.table_name()
(325425700000001, 325425700000002, 'dealerdesk 3254257-1')
>>> HandNumbers(folder / "hand-numbers.json").next_hand()  # the next session carries on
325425700000003
>>> shutil.rmtree(folder)
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path

import platformdirs

from dealerdesk.history.numbers import ASSIGNED_RANGE

APP_NAME = "dealerdesk"
FILE_NAME = "hand-numbers.json"
COUNTER_SIZE = 10**8
"""Hands one install can number (the counter's 8 digits)."""
_IDS = range(ASSIGNED_RANGE.start // COUNTER_SIZE, ASSIGNED_RANGE.stop // COUNTER_SIZE)
_LOCK_TRIES = 200
_LOCK_PAUSE = 0.01


def default_path() -> Path:
    """Where the numbering is kept: the user's data folder for dealerdesk."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / FILE_NAME


class HandNumbers:
    """Numbers for hands and names for tables, from one install's id and counters kept in ``path``."""

    def __init__(self, path: Path | None = None, rng: random.Random | None = None) -> None:
        self.path = path or default_path()
        self._rng = rng or random.SystemRandom()
        self._memory: dict[str, int] | None = None
        """The counters kept in memory once the file failed (None while the file works)."""

    def next_hand(self) -> int:
        """A hand number no hand has had (15 digits)."""
        state = self._take("hands")
        return state["install"] * COUNTER_SIZE + state["hands"]

    def table_name(self) -> str:
        """A name for a new session's table: this install's id and a count of its sessions."""
        state = self._take("tables")
        return f"{APP_NAME} {state['install']}-{state['tables']}"

    def _fresh(self) -> dict[str, int]:
        return {"install": self._rng.choice(_IDS), "hands": 0, "tables": 0}

    def _take(self, counter: str) -> dict[str, int]:
        """The state after counting one more of ``counter``, saved (or, when the file fails, kept in memory)."""
        if self._memory is None:
            try:
                with self._locked():
                    state = self._read()
                    state[counter] += 1
                    if state["hands"] >= COUNTER_SIZE:  # this id is used up: draw another
                        state = self._fresh() | {counter: 1}
                    self._write(state)
                    return state
            except OSError:
                self._memory = self._fresh()  # a new id: the file's numbers may be handed out again later
        self._memory[counter] += 1
        return dict(self._memory)

    def _read(self) -> dict[str, int]:
        """The saved state; a missing or damaged file starts a new one (under a new id, so never a number again)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError, UnicodeDecodeError):
            return self._fresh()
        fields = ("install", "hands", "tables")
        if not isinstance(data, dict) or not all(type(data.get(key)) is int and data[key] >= 0 for key in fields):
            return self._fresh()
        if data["install"] not in _IDS:
            return self._fresh()
        return {key: data[key] for key in fields}

    def _write(self, state: dict[str, int]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(self.path.name + ".tmp")
        temporary.write_text(json.dumps(state), encoding="utf-8")
        os.replace(temporary, self.path)

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """Hold the lock file while the counters are read and written (another window may be numbering too).
        A lock held for two seconds is a dead window's: it is taken over."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = self.path.with_name(self.path.name + ".lock")
        for _ in range(_LOCK_TRIES):
            try:
                handle = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
                break
            except FileExistsError:
                time.sleep(_LOCK_PAUSE)
        else:
            with contextlib.suppress(FileNotFoundError):
                os.remove(lock)
            handle = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        try:
            yield
        finally:
            os.close(handle)
            with contextlib.suppress(FileNotFoundError):
                os.remove(lock)
