"""The README as a newcomer follows it (issue 21): every code block runs as written, its figures are the project's
own, its links lead somewhere, and the Linux note lists what Qt's X11 plugin really links to.

* ``python`` blocks are executed;
* ``sh`` blocks: every ``dealerdesk …`` command is run (offscreen, in a scratch folder, with no input), and where
  the block shows its output (``$ command`` then lines), the output must be it; ``pip install``, ``python3 -m``,
  ``python3 script.py`` and ``bash script`` lines are checked for form (the extra, module, script and options
  exist) rather than run; ``sudo apt install`` is the Linux note, checked against ``ldd``'s needs below.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

import dealerdesk
from dealerdesk.display_check import XCB_LIBRARIES
from tests.tools import need

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Block:
    """A fenced code block of the README."""

    language: str
    text: str
    line: int

    def __str__(self) -> str:
        return f"README.md:{self.line} ({self.language or 'text'})"


def blocks(language: str | None = None) -> list[Block]:
    found = [Block(m.group(1), m.group(2), README.count("\n", 0, m.start()) + 1)
             for m in re.finditer(r"^```(\w*)\n(.*?)^```", README, re.MULTILINE | re.DOTALL)]
    return [block for block in found if language is None or block.language == language]


@dataclass(frozen=True)
class Command:
    """A command line of a shell block, with the output the README shows for it (empty when none)."""

    argv: list[str]
    output: str


def commands(block: Block) -> list[Command]:
    """The commands of a block: ``$ ``-prefixed ones followed by their output, or else every line (comments
    dropped, ``&&`` chains split)."""
    lines = block.text.splitlines()
    prompted = any(line.startswith("$ ") for line in lines)
    result: list[Command] = []
    for number, line in enumerate(lines):
        if prompted and not line.startswith("$ "):
            continue
        text = line[2:] if prompted else line
        output = []
        if prompted:
            for following in lines[number + 1:]:
                if following.startswith("$ "):
                    break
                output.append(following)
        parts = shlex.split(text, comments=True)
        while parts:
            cut = parts.index("&&") if "&&" in parts else len(parts)
            result.append(Command(parts[:cut], "\n".join(output)))
            parts = parts[cut + 1:]
    return result


# ---- Python blocks ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("block", blocks("python"), ids=str)
def test_python_blocks_run_as_written(block: Block, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    exec(compile(block.text, str(block), "exec"), {"__name__": "__readme__"})
    # A comment that shows what a print prints must be what it prints.
    printed = capsys.readouterr().out.splitlines()
    shown = [line.split("#", 1)[1].split(":")[0].strip() for line in block.text.splitlines()
             if line.startswith("print(") and "#" in line]
    assert printed == shown


# ---- shell blocks ----------------------------------------------------------------------------------------------


def run_dealerdesk(argv: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    """A README command, run as a user would in a folder holding the repository's ``tests`` (for its paths)."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    environment |= {"QT_QPA_PLATFORM": "offscreen", "HOME": str(folder), "XDG_DATA_HOME": str(folder / "data")}
    return subprocess.run([sys.executable, "-m", "dealerdesk", *argv], cwd=folder, env=environment, check=False,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=300)


def check_form(argv: list[str]) -> None:
    """A command the test does not run: what it names must exist."""
    if argv[:2] == ["pip", "install"]:
        target = argv[-1]
        assert argv[2:-1] in ([], ["-e"]) and re.fullmatch(r"\.(\[[a-z,]+\])?", target), argv
        extras = re.findall(r"[a-z]+", target[1:])
        assert set(extras) <= set(PYPROJECT["project"]["optional-dependencies"]), extras
    elif argv == ["dealerdesk"]:
        assert PYPROJECT["project"]["scripts"]["dealerdesk"] == "dealerdesk.cli:main"
    elif argv == ["pytest"]:
        assert any(requirement.startswith("pytest") for requirement in PYPROJECT["project"]["optional-dependencies"]
                   ["test"])
    elif argv[0] in ("python", "python3") and argv[1] == "-m":
        done = subprocess.run([sys.executable, "-m", argv[2], "--help"], cwd=ROOT, capture_output=True, text=True,
                              check=False, timeout=120)
        assert done.returncode == 0, done.stderr
        for word in argv[3:]:
            assert word in done.stdout, (argv, word)
    elif argv[0] in ("python", "python3", "bash"):
        script = ROOT / argv[1]
        assert script.is_file(), argv
        text = script.read_text(encoding="utf-8")
        for option in argv[2:]:
            assert not option.startswith("-") or option in text, (argv, option)
        if argv[0] == "bash":
            assert subprocess.run(["bash", "-n", str(script)], check=False).returncode == 0
    elif argv[:3] == ["sudo", "apt", "install"]:
        # The Linux note (checked against ldd below), or a package file of the install section.
        assert argv[3:] == sorted(set(argv[3:]), key=argv[3:].index)
        assert all(re.fullmatch(r"[a-z0-9.+-]+|\./dealerdesk_[^ ]+\.deb", package) for package in argv[3:])
    else:
        pytest.fail(f"the README shows a command this test does not know how to check: {shlex.join(argv)}")


SHELL_BLOCKS = blocks("sh")


@pytest.mark.parametrize("block", SHELL_BLOCKS, ids=str)
def test_shell_blocks_run_as_written(block: Block, tmp_path: Path) -> None:
    (tmp_path / "tests").symlink_to(ROOT / "tests")
    for command in commands(block):
        if command.argv[0] != "dealerdesk" or len(command.argv) == 1:  # the bare command opens the window
            check_form(command.argv)
            continue
        done = run_dealerdesk(command.argv[1:], tmp_path)
        assert (done.returncode, done.stderr) == (0, ""), (block, command.argv)
        assert done.stdout.strip()
        if command.output:
            assert json.loads(done.stdout) == json.loads(command.output), (block, command.argv)


def test_every_kind_of_shell_command_is_met() -> None:
    """The checks above are not vacuous: the README runs solve, equity and drill, and checks pip and scripts."""
    met = {c.argv[0] if c.argv[0] != "dealerdesk" or len(c.argv) == 1 else c.argv[1]
           for block in SHELL_BLOCKS for c in commands(block)}
    assert {"solve", "equity", "drill", "pip", "python3", "bash", "sudo"} <= met


def test_the_solve_error_shown_is_what_solve_says(tmp_path: Path) -> None:
    (shown,) = [block.text.strip() for block in blocks("") if block.text.startswith("dealerdesk: bad.phh:")]
    hand = (ROOT / "tests" / "fixtures" / "phh" / "43-5-68-NT.phh").read_text(encoding="utf-8")
    (tmp_path / "bad.phh").write_text(hand.replace("'p5 cbr 300000'", "'p5 cbr 200000'"), encoding="utf-8")
    done = run_dealerdesk(["solve", "bad.phh"], tmp_path)
    assert (done.returncode, done.stderr.strip()) == (2, shown)


# ---- the Linux note --------------------------------------------------------------------------------------------

ALWAYS_THERE = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "ld-linux-x86-64.so.2",
                "libgcc_s.so.1", "libstdc++.so.6", "libz.so.1", "libzstd.so.1"}
"""Libraries every Linux system has (the C and C++ runtimes; zlib and zstd, which apt and dpkg need)."""


def needed(library: Path) -> list[str]:
    out = subprocess.run([need("objdump"), "-p", str(library)], capture_output=True, text=True, check=True).stdout
    return [line.split()[1] for line in out.splitlines() if line.split()[:1] == ["NEEDED"]]


def xcb_plugin_needs() -> set[str]:
    """The system libraries Qt's X11 plugin links to, directly or through the Qt libraries PySide6 carries."""
    import PySide6  # noqa: PLC0415  (only for its folder)

    qt = Path(PySide6.__file__).parent / "Qt"
    waiting, seen, system = [qt / "plugins" / "platforms" / "libqxcb.so"], set(), set()
    while waiting:
        library = waiting.pop()
        if library in seen:
            continue
        seen.add(library)
        for name in needed(library):
            if (qt / "lib" / name).exists():
                waiting.append(qt / "lib" / name)
            else:
                system.add(name)
    return system - ALWAYS_THERE


def debian_package(soname: str, plugin: Path) -> str:
    """The Debian package that holds the library the plugin loads under that name (as ``ldd`` resolves it)."""
    resolved = subprocess.run([need("ldd"), str(plugin)], capture_output=True, text=True, check=True).stdout
    (path,) = [line.split("=>")[1].split("(")[0].strip() for line in resolved.splitlines()
               if line.strip().startswith(soname + " ")]
    real = os.path.realpath(path)
    # dpkg knows a file by the path its package ships it at: /lib or /usr/lib (merged /usr), the link or the file.
    for candidate in (path, real, real.removeprefix("/usr"), str(Path(path).parent / Path(real).name)):
        owner = subprocess.run([need("dpkg-query"), "-S", candidate], capture_output=True, text=True, check=False)
        if owner.returncode == 0:
            return owner.stdout.split(":")[0]
    raise AssertionError(f"no Debian package holds {path}")


@pytest.mark.tools
def test_the_linux_note_lists_what_the_xcb_plugin_links_to() -> None:
    import PySide6  # noqa: PLC0415

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    needs = xcb_plugin_needs()
    assert set(XCB_LIBRARIES) == needs
    for soname, package in XCB_LIBRARIES.items():
        assert debian_package(soname, plugin) == package, soname
    (note,) = [c.argv[3:] for block in SHELL_BLOCKS for c in commands(block)
               if c.argv[:3] == ["sudo", "apt", "install"] and "libxcb1" in c.argv]
    assert sorted(note) == sorted(set(XCB_LIBRARIES.values()))
    assert "libxcb-icccm4" in note and "libxcb-keysyms1" in note  # the two the machine lacked


# ---- figures and links -----------------------------------------------------------------------------------------


def test_the_differential_hand_count_is_the_test_s() -> None:
    from tests.rules import test_pokerkit_differential as differential  # noqa: PLC0415

    test = differential.test_pokerkit_agrees_on_random_hands
    (marks,) = [m for m in getattr(test, "pytestmark") if m.name == "parametrize"]  # noqa: B009
    total = sum(param.values[1] for param in marks.args[1])
    claims = re.findall(r"([0-9,]+) random hands", README)
    assert claims and {int(claim.replace(",", "")) for claim in claims} == {total}


def test_the_speed_claim_is_the_benchmark_table_s_range() -> None:
    """"N× to M× faster than the Python peers" is the smallest and largest ratio of the benchmark's table over
    the other libraries (dealerdesk's own scalar functions left out)."""
    section = README[README.index("Hand evaluation (`python tests/benchmarks/bench_evaluation.py`"):]
    rows = [line.split("|")[1:-1] for line in section[:section.index("\n## ")].splitlines() if line.startswith("|")]
    ratios = [float(re.sub(r"[*,]", "", cells[3]).split("×")[0]) for cells in rows[2:]
              if not cells[1].strip().startswith("dealerdesk")]
    assert len(ratios) == 10
    claim = re.search(r"hand evaluation and equity ([0-9,]+)× to ([0-9,]+)× faster", README)
    assert claim is not None
    low, high = (int(number.replace(",", "")) for number in claim.groups())
    assert (low, high) == (round(min(ratios)), round(max(ratios), -3))


def test_every_relative_link_and_picture_exists() -> None:
    targets = re.findall(r"\]\(([^)#]+)\)", README)
    local = [t for t in targets if not re.match(r"[a-z]+:", t)]
    assert "docs/RULES.md" in local
    missing = [t for t in local if not (ROOT / t).exists()]
    assert not missing and not any(t.startswith("..") for t in local)


RULES = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")


def code_text() -> str:
    """The package's and the tests' Python source (this file left out: it names rules only to look for them)."""
    files = [*Path(dealerdesk.__file__).parent.rglob("*.py"), *(ROOT / "tests").rglob("*.py")]
    return "\n".join(p.read_text(encoding="utf-8") for p in files if p.resolve() != Path(__file__).resolve())


def test_every_rules_section_the_code_cites_is_in_the_digest() -> None:
    cited = set(re.findall(r"RULES\.md §([0-9]+(?:\.[0-9]+)?)", code_text()))
    assert {"1.3", "2.2", "2.5"} <= cited
    for section in cited:
        heading = f"\n## {section}. " if "." not in section else f"\n**{section} "
        assert heading in RULES, section


def test_every_tda_rule_the_code_cites_is_in_the_digest() -> None:
    cited = {rule for rule in re.findall(r"TDA ([0-9]+(?:-[A-C])?)\b", code_text())
             if int(rule.split("-")[0]) < 1000}  # not the years of editions (TDA 2017)
    assert {"16", "17-A", "43-A", "47-A", "54-B"} <= cited
    missing = [rule for rule in cited if not re.search(rf"TDA {re.escape(rule)}\b", RULES)]
    assert not missing


def test_the_drill_transcript_is_what_drill_prints(tmp_path: Path) -> None:
    (shown,) = [block.text for block in blocks("") if "says “pot”" in block.text]
    found = re.search(r"the end of `(dealerdesk drill [^`]*)`, answered ([0-9]+)", " ".join(README.split()))
    assert found is not None
    command, answer = shlex.split(found.group(1)), found.group(2)
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "dealerdesk", *command[1:]], input=f"{answer}\n", text=True,
                          capture_output=True, cwd=tmp_path, env=environment, check=False, timeout=120)
    assert done.returncode == 0
    # At a terminal the typed answer ends its line; piped in, it does not show. The time taken differs.
    printed = done.stdout.replace("Raise to: (answered", f"Raise to: {answer}\n(answered")
    printed = re.sub(r"\(answered in [0-9.]+ s\)", "(answered in … s)", printed)
    expected = re.sub(r"\(answered in [0-9.]+ s\)", "(answered in … s)", shown)
    assert expected in printed


def test_the_speed_target_table_is_every_kinds_target() -> None:
    """The README's table of speed targets has one row per question kind, with the target the kind has."""
    from dealerdesk.trainer.kinds import all_kinds  # noqa: PLC0415 — the kinds load their modules on first use

    section = README.split("### Speed targets", 1)[1].split("\n#", 1)[0]
    rows = dict(re.findall(r"^\| ([^|]+?) \| ([0-9]+) s \|$", section, flags=re.MULTILINE))
    expected = {kind.title(): f"{kind.target_seconds:g}" for kind in all_kinds()}
    missing = {title: f"| {title} | {seconds} s |" for title, seconds in expected.items() if title not in rows}
    assert not missing, f"add these rows to the README's speed-target table: {list(missing.values())}"
    assert rows == expected
