"""Damaged and hostile files never hang, crash or lie: a seeded mutator over every real hand
history of the suite (and ``../shared/phh`` when it is there), over a saved session and over a drill pack.

Each mutated hand history goes through ``dealerdesk solve`` (in-process, the same ``main`` the command runs):
it ends with status 0 and a consistent answer (pots and returns non-negative, never more chips than the players
brought, every chip back in a stack once the hand is complete) or with status 2 and exactly one line on stderr
— never a traceback — within a time bound per KB. A mutated session file loads into a table that can plan and
play its next hand with every chip accounted for, or is refused with one line; a mutated drill pack imports
with every answer agreeing with the engine, or is refused with one line. Seeds are fixed, so a failure is
reproducible: the test's message names the file, the seed and the mutation.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
import time
import warnings
from pathlib import Path
from typing import Any

import pytest

from dealerdesk import cli
from dealerdesk.history import PHHWarning, loads
from dealerdesk.history.session import SessionError, load_session, save_session
from dealerdesk.rules.errors import RulesError
from dealerdesk.rules.table import Table
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.packs import PackError, export_pack, import_pack, make_pack
from tests.limits import CPU_SECONDS_PER_KB
from tests.solved import solve

HERE = Path(__file__).resolve().parent
SOURCES = [HERE / "fixtures" / "phh", HERE.parent.parent / "shared" / "phh"]
MUTATIONS_PER_FILE = 16
SECONDS_BASE = 2.0
"""Every file may take this much CPU time, whatever its size (the equity of a live all-in is enumerated) ..."""
SECONDS_PER_KB = CPU_SECONDS_PER_KB
"""... plus this per KB: the cost must grow with the file, not faster. Both are CPU time (``time.process_time``),
so a machine busy with other work does not fail a file whose cost is right."""


def _phh_files() -> list[Path]:
    """Every PHH file of the sources, each content once (the fixtures are copies of the shared hands)."""
    seen: set[str] = set()
    files = []
    for folder in SOURCES:
        for path in sorted(folder.rglob("*.phh")) if folder.is_dir() else []:
            text = path.read_text(encoding="utf-8")
            if text not in seen:
                seen.add(text)
                files.append(path)
    return files


PHH_FILES = _phh_files()

HOSTILE_VALUES = ["-1", "0", "-50", "1.5", "nan", "inf", "true", "'x'", "[]", "[[[[[[[[]]]]]]]]", "{a = 1}",
                  "9" * 25, "9" * 5000, "2147483648", "99", "11", "1e400", "'p1 cbr 0'", "'d dh p9 AsKs'"]
"""What a careful tester types into a field: signs, fractions, the wrong type, nesting, huge numbers."""
EXTENSIONS = ["_dead_blinds", "_big_blind_position", "_smallest_chip"]


def _mutate_phh(text: str, rng: random.Random) -> tuple[str, str]:
    """One random damage to a PHH text, and its description."""
    lines = text.split("\n")
    what = rng.randrange(11)
    index = rng.randrange(len(lines))
    if what == 0:
        del lines[index]
        return "\n".join(lines), f"line {index + 1} deleted"
    if what == 1:
        other = rng.randrange(len(lines))
        lines[index], lines[other] = lines[other], lines[index]
        return "\n".join(lines), f"lines {index + 1} and {other + 1} swapped"
    if what == 2:
        cut = rng.randrange(len(text))
        return text[:cut], f"cut at {cut}"
    if what == 3:
        numbers = [i for i, line in enumerate(lines) if any(c.isdigit() for c in line)]
        index = rng.choice(numbers)
        digits = [i for i, c in enumerate(lines[index]) if c.isdigit()]
        spot = rng.choice(digits)
        value = rng.choice([*HOSTILE_VALUES[:8], "9" * 25, "9" * 5000, "2147483648"])
        lines[index] = lines[index][:spot] + value.strip("'") + lines[index][spot + 1:]
        return "\n".join(lines), f"line {index + 1}: a digit became {value[:12]}"
    if what == 4:
        fields = [i for i, line in enumerate(lines) if " = " in line]
        index = rng.choice(fields)
        key = lines[index].split(" = ", 1)[0]
        value = rng.choice(HOSTILE_VALUES)
        lines[index] = f"{key} = {value}" if not lines[index].rstrip().endswith("[") else lines[index]
        return "\n".join(lines), f"field {key} = {value[:12]}"
    if what == 5:
        field = rng.choice(EXTENSIONS)
        value = rng.choice([*HOSTILE_VALUES, "[0, 0, 0]", "[-50, 0, 0, 0, 0]", "[1, 0, 0, 0, 0]", "2", "5"])
        return f"{text}\n{field} = {value}\n", f"{field} = {value[:12]}"
    if what == 6:
        actions = [i for i, line in enumerate(lines) if line.strip().startswith("'")]
        index = rng.choice(actions)
        words = lines[index].strip().strip(",").strip("'").split()
        words[rng.randrange(len(words))] = rng.choice(["p0", "p11", "p2", "cbr", "cc", "f", "sm", "db", "dh", "AsAs",
                                                       "0", "-5", "999999999999", "??", "Xx"])
        lines[index] = "  '" + " ".join(words) + "',"
        return "\n".join(lines), f"action line {index + 1} became {' '.join(words)[:30]}"
    if what == 7:
        garbage = "".join(rng.choice("[]{}='\"#\\\n\t,.x9\u00e9\u0e01\x00") for _ in range(rng.randint(1, 12)))
        spot = rng.randrange(len(text))
        return text[:spot] + garbage + text[spot:], f"{garbage!r} inserted at {spot}"
    if what == 8:
        return text.replace("variant = '", "variant = '" + rng.choice(["X", "F", "PO/", "N"]), 1), "variant code"
    if what == 9:
        return text + "".join(f"\nunknown_{n} = {n}" for n in range(rng.randint(1, 2000))), "unknown fields"
    depth = rng.randint(20, 600)
    return f"{text}\n_deep = {'[' * depth}{']' * depth}\n", f"nested {depth} deep"


def _consistent(answer: dict[str, Any], stacks: tuple[int, ...]) -> str | None:
    """Why a ``solve`` answer lies about the chips (None when it does not)."""
    total = sum(stacks)
    pots = [pot["amount"] for pot in answer["pots"]]
    returned = list(answer["returned"].values())
    if any(amount < 0 for amount in pots + returned):
        return f"a negative pot or return: {pots} {returned}"
    if sum(pots) + sum(returned) > total:
        return f"more chips in the pots ({sum(pots) + sum(returned)}) than the players brought ({total})"
    final = answer["final_stacks"]
    if final is not None and (sum(final) != total or min(final) < 0):
        return f"final stacks {final} do not hold the {total} chips the players brought"
    if final is not None and sum(a["amount"] for a in answer["awards"]) > total:
        return "more chips awarded than there were"
    return None


@pytest.mark.parametrize("path", PHH_FILES, ids=[p.name for p in PHH_FILES])
def test_mutated_hand_histories(path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    original = path.read_text(encoding="utf-8")
    rng = random.Random(f"fuzz:{path.name}")
    target = tmp_path / path.name
    for number in range(MUTATIONS_PER_FILE):
        text, mutation = _mutate_phh(original, rng)
        where = f"{path.name}, mutation {number} ({mutation})"
        target.write_text(text, encoding="utf-8", errors="surrogatepass")
        started = time.process_time()
        status = cli.main(["solve", str(target)])
        elapsed = time.process_time() - started
        out, err = capsys.readouterr()
        assert "Traceback" not in err, f"{where}: {err[-800:]}"
        limit = SECONDS_BASE + SECONDS_PER_KB * len(text.encode("utf-8", "surrogatepass")) / 1024
        assert elapsed < limit, f"{where}: {elapsed:.1f} s, over {limit:.1f} s"
        if status == 2:
            assert out == "" and err.count("\n") == 1 and err.startswith("dealerdesk: ") and len(err) < 700, (
                f"{where}: {err[:800]!r}")
            continue
        assert status == 0, f"{where}: status {status}"
        assert all(line.startswith("dealerdesk: warning: ") for line in err.splitlines()), f"{where}: {err[:800]}"
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", PHHWarning)  # solve printed them already
            stacks = loads(text).starting_stacks
        problem = _consistent(json.loads(out), stacks)
        assert problem is None, f"{where}: {problem}"


# -- session files ---------------------------------------------------------------------------------------


def _played_table() -> Table:
    table = Table(seat_count=6, variant="NT", small_blind=1, big_blind=2, button_seat=2, min_buy_in=1)
    for seat in (1, 3, 4, 6):
        table.sit(seat, f"Player {seat}", 60)
    rng = random.Random(8)
    for number in range(5):
        if number == 2:
            table.sit_out(4)
        if number == 3:
            table.sit_in(4, post=True)
        hand = table.start_hand(rng)
        _play(hand, rng)
        table.end_hand()
    return table


def _play(hand: Any, rng: random.Random) -> None:
    while not hand.is_complete:
        if hand.min_raise_to is not None and rng.random() < 0.2:
            hand.bet_or_raise_to(hand.min_raise_to)
        elif rng.random() < 0.85:
            hand.check_or_call()
        else:
            hand.fold()


JSON_JUNK: list[object] = [None, True, -1, 0, 1, 99, 2.5, float("inf"), 2**31, 10**30, "", "x", "3", [], {}, [[[]]],
                           {"a": 1}]


def _paths(data: object, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (keys and indexes from the top)."""
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


def _mutate_json(data: Any, rng: random.Random) -> tuple[Any, str]:
    data = copy.deepcopy(data)
    where = rng.choice(_paths(data))
    parent = data
    for key in where[:-1]:
        parent = parent[key]
    last = where[-1]
    what = rng.randrange(4)
    if what == 0 and isinstance(parent, dict):
        del parent[last]
        return data, f"{where} deleted"
    if what == 1 and isinstance(parent, dict) and isinstance(last, str):
        parent[rng.choice(["0", "7", "99", "-1", "x", last + "_"])] = parent.pop(last)
        return data, f"{where} renamed"
    if what == 2 and isinstance(parent[last], str) and "\n" in parent[last]:
        text, mutation = _mutate_phh(parent[last], rng)
        parent[last] = text
        return data, f"{where}: {mutation}"
    parent[last] = rng.choice(JSON_JUNK)
    return data, f"{where} = {str(parent[last])[:20]}"


def test_mutated_session_files(tmp_path: Path) -> None:
    table = _played_table()
    good = tmp_path / "good.json"
    save_session(table, good)
    data = json.loads(good.read_text())
    rng = random.Random("fuzz:session")
    path = tmp_path / "mutated.json"
    for number in range(300):
        mutated, mutation = _mutate_json(data, rng)
        where = f"session mutation {number} ({mutation})"
        text = json.dumps(mutated) if rng.random() < 0.9 else json.dumps(mutated)[: rng.randrange(200, 2000)]
        path.write_text(text)
        started = time.process_time()
        try:
            resumed = load_session(path)
        except SessionError as error:
            assert "\n" not in str(error) and str(error).startswith(str(path)), f"{where}: {error}"
            continue
        finally:
            limit = SECONDS_BASE + SECONDS_PER_KB * len(text) / 1024
            assert time.process_time() - started < limit, f"{where}: over {limit:.1f} s of CPU"
        _check_resumed(resumed, where)


def _check_resumed(table: Table, where: str) -> None:
    """A table that loaded is one the rules can go on with: it plans (or says why not), plays a hand, keeps
    every chip."""
    assert all(1 <= seat <= table.seat_count for seat in table.seats), where
    assert all(isinstance(p.stack, int) and p.stack >= 0 for p in table.seats.values()), where
    chips = sum(p.stack for p in table.seats.values())
    try:
        table.next_hand_plan()
    except RulesError:
        return  # e.g. fewer than two players ready: a reason, not a crash
    hand = table.start_hand(random.Random(1))
    _play(hand, random.Random(2))
    table.end_hand()
    assert sum(p.stack for p in table.seats.values()) == chips, f"{where}: chips not conserved"


# -- drill packs -----------------------------------------------------------------------------------------


def test_mutated_drill_packs(tmp_path: Path) -> None:
    good = tmp_path / "good"
    export_pack(make_pack("fuzz", 3, [Kind.SIDE_POTS, Kind.POT_LIMIT, Kind.WINNER], 3, difficulty=2), good)
    rng = random.Random("fuzz:pack")
    folder = tmp_path / "mutated"
    files = sorted(p.name for p in good.iterdir())
    for number in range(120):
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(good, folder)
        name = rng.choice(files)
        path = folder / name
        if name.endswith(".json"):
            mutated, mutation = _mutate_json(json.loads(path.read_text()), rng)
            path.write_text(json.dumps(mutated))
        else:
            text, mutation = _mutate_phh(path.read_text(), rng)
            path.write_text(text, errors="surrogatepass")
        where = f"pack mutation {number}: {name} ({mutation})"
        started = time.process_time()
        try:
            pack = import_pack(folder)
        except PackError as error:
            assert "\n" not in str(error) and str(folder) in str(error), f"{where}: {error}"
            continue
        finally:
            assert time.process_time() - started < SECONDS_BASE * 3, f"{where}: too slow"
        for question in pack.questions:
            solved = solve(question.hand)
            assert all(solved[key] == value for key, value in question.answer.items()), f"{where}: a lie"
