"""Drill packs are checked whole on import: every answer has all its kind's parts and matches
the engine, the kind fits the moment the hand stops at, counts are finite and positive, an empty pack is refused,
and only regular files of a sane size are read — a damaged pack is a :class:`PackError` naming the file, never a
crash, a hang or a question that lies."""

from __future__ import annotations

import json
import os
import shutil
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from dealerdesk.trainer import packs
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import PackError, export_pack, import_pack, make_pack

KINDS = [Kind.POT_LIMIT, Kind.SIDE_POTS, Kind.SHOWDOWN_ORDER, Kind.WINNER, Kind.MIN_RAISE]


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("packs") / "good"
    export_pack(make_pack("class", 11, KINDS, len(KINDS), difficulty=1), folder)
    return folder


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    def expire(_signal: int, _frame: object) -> None:
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _number_of(folder: Path, kind: Kind) -> str:
    for path in sorted(folder.glob("*.json")):
        if path.name != "pack.json" and json.loads(path.read_text())["kind"] == str(kind):
            return path.stem
    raise AssertionError(f"no {kind} question in the pack")


def _edit_question(kind: Kind, change: Callable[[dict[str, Any]], None]) -> Callable[[Path], str]:
    def edit(folder: Path) -> str:
        stem = _number_of(folder, kind)
        path = folder / f"{stem}.json"
        data = json.loads(path.read_text())
        change(data)
        path.write_text(json.dumps(data))
        return stem

    return edit


def _edit_manifest(change: Callable[[dict[str, Any]], None]) -> Callable[[Path], str]:
    def edit(folder: Path) -> str:
        path = folder / "pack.json"
        data = json.loads(path.read_text())
        change(data)
        path.write_text(json.dumps(data))
        return "pack"

    return edit


def _raw(name: str, text: str) -> Callable[[Path], str]:
    def edit(folder: Path) -> str:
        (folder / name).write_text(text)
        return name.split(".", maxsplit=1)[0]

    return edit


def _append(name: str, text: str) -> Callable[[Path], str]:
    def edit(folder: Path) -> str:
        with (folder / name).open("a") as file:
            file.write(text)
        return name.split(".", maxsplit=1)[0]

    return edit


def _winner_asked_as_pot_limit(data: dict[str, Any]) -> None:
    # The answer agrees with the engine (nobody acts, nobody raises): only the moment gives it away.
    data["kind"] = "pot-limit"
    data["answer"] = {"actor": None, "max_raise_to": None}


EDITS: dict[str, tuple[Callable[[Path], str], str]] = {
    "an answer without its returned chips": (
        _edit_question(Kind.SIDE_POTS, lambda d: d["answer"].pop("returned")), r"answer lacks 'returned'"),
    "an empty answer": (_edit_question(Kind.WINNER, lambda d: d.update(answer={})), r"answer lacks 'awards'"),
    "an answer part of another kind": (
        _edit_question(Kind.MIN_RAISE, lambda d: d["answer"].update(pots=[])), r"answer has 'pots', not part of"),
    "a finished hand asked as pot limit": (
        _edit_question(Kind.WINNER, _winner_asked_as_pot_limit), r"not a pot-limit question"),
    "a wrong amount": (_edit_question(Kind.POT_LIMIT, lambda d: d["answer"].update(max_raise_to=1)),
                       r"does not match the hand \('max_raise_to'\)"),
    "an infinite difficulty": (_edit_question(Kind.WINNER, lambda d: d.update(difficulty=float("inf"))),
                               r"difficulty is 1 to 4, not inf"),
    "difficulty 7": (_edit_question(Kind.WINNER, lambda d: d.update(difficulty=7)), r"difficulty is 1 to 4, not 7"),
    "difficulty true": (_edit_question(Kind.WINNER, lambda d: d.update(difficulty=True)), r"difficulty is 1 to 4"),
    "an unknown kind": (_edit_question(Kind.WINNER, lambda d: d.update(kind="dealer-toke")), r"unknown question kind"),
    "no questions": (_edit_manifest(lambda d: d.update(count=0, files=[])), r"a pack holds 1 to 1000 questions"),
    "a negative count": (_edit_manifest(lambda d: d.update(count=-1)), r"a pack holds 1 to 1000 questions"),
    "an infinite count": (_edit_manifest(lambda d: d.update(count=float("inf"))),
                          r"holds 1 to 1000 questions, not inf"),
    "a billion questions": (_edit_manifest(lambda d: d.update(count=10**9)), r"holds 1 to 1000 questions"),
    "a seed of text": (_edit_manifest(lambda d: d.update(seed="x")), r"the seed must be a whole number"),
    "a field this version does not know": (_append("001.phh", "tampered = 1\n"), r"field 'tampered': ignored"),
    "a manifest that is a list": (_raw("pack.json", "[1, 2]"), r"not a drill pack manifest"),
    "an amount written as a decimal": (
        _edit_question(Kind.POT_LIMIT, lambda d: d["answer"].update(max_raise_to=float(d["answer"]["max_raise_to"]))),
        r"does not match the hand \('max_raise_to'\)"),
    "a button question's table in another kind": (_append("001.phh", "_table_state = 5\n"),
                                                   r"field '_table_state' is not part of a"),
    "a chip set in a question that counts no chips": (_append("001.phh", "_chip_set = [1, 5, 25]\n"),
                                                      r"field '_chip_set' is not part of a"),
    "a deeply nested question": (_raw("001.json", "[" * 100_000 + "]" * 100_000), r"nested too deeply"),
    "a 5000-digit count": (_raw("pack.json", '{"name": "p", "seed": 1, "count": ' + "9" * 5000 + "}"),
                           r"not a drill pack manifest"),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_damaged_packs_are_refused_naming_the_file(name: str, good: Path, tmp_path: Path) -> None:
    edit, message = EDITS[name]
    folder = tmp_path / "edited"
    shutil.copytree(good, folder)
    stem = edit(folder)
    with deadline(20.0), pytest.raises(PackError, match=message) as caught:
        import_pack(folder)
    assert stem in str(caught.value) and "\n" not in str(caught.value)


def test_the_untouched_pack_imports(good: Path) -> None:
    pack = import_pack(good)
    assert [q.kind for q in pack.questions] == KINDS and pack.seed == 11


def test_a_fifo_in_the_pack_is_refused_at_once(good: Path, tmp_path: Path) -> None:
    folder = tmp_path / "fifo"
    shutil.copytree(good, folder)
    (folder / "001.phh").unlink()
    os.mkfifo(folder / "001.phh")
    with deadline(3.0), pytest.raises(PackError, match=r"001\.phh: cannot read the hand history: not a regular file"):
        import_pack(folder)


def test_a_huge_file_in_the_pack_is_refused_unread(good: Path, tmp_path: Path) -> None:
    folder = tmp_path / "huge"
    shutil.copytree(good, folder)
    with (folder / "001.json").open("a") as file:
        file.write(" " * (2 * 1024 * 1024))
    with pytest.raises(PackError, match=r"001\.json: cannot read the question file: larger than the limit of 1 MiB"):
        import_pack(folder)


def test_a_file_linked_from_outside_the_pack_is_refused(good: Path, tmp_path: Path) -> None:
    """A pack is its folder: a question file that is a link to a file elsewhere (here an identical copy) is
    refused, naming it, though its content would pass."""
    outside = tmp_path / "elsewhere.json"
    folder = tmp_path / "linked"
    shutil.copytree(good, folder)
    shutil.copy(folder / "002.json", outside)
    (folder / "002.json").unlink()
    (folder / "002.json").symlink_to(outside)
    with pytest.raises(PackError, match=r"002\.json: links outside the pack's folder"):
        import_pack(folder)
    (folder / "002.json").unlink()
    (folder / "002.json").symlink_to(folder / "002.phh")  # a link within the folder is followed (and read)
    with pytest.raises(PackError, match=r"002\.json: not a question file"):
        import_pack(folder)


def test_an_answer_is_compared_type_for_type() -> None:
    """``true`` is not the answer 1 and 1.0 is not 1, however Python's ``==`` sees them; lists and objects are
    compared part by part."""
    assert not packs._same(True, 1) and not packs._same(1.0, 1) and not packs._same([1, True], [1, 1])
    assert packs._same({"a": [1, None, "x"]}, {"a": [1, None, "x"]}) and not packs._same({"a": 1}, {"b": 1})
