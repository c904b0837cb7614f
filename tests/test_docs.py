"""The README and the docs as a newcomer follows them: every code block runs as written, its figures are the
project's own, its links lead somewhere, and the Linux note lists what Qt's X11 plugin really links to.

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
from dealerdesk.trainer.catalogue import all_causes
from tests.tools import need

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
"""Every page a reader is pointed to: the README, the changelog and the guides."""
TEXTS = {path: path.read_text(encoding="utf-8") for path in DOCS}
README = TEXTS[ROOT / "README.md"]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def doc(name: str) -> str:
    """The text of a page, by its path from the repository's root."""
    return TEXTS[ROOT / name]


@dataclass(frozen=True)
class Block:
    """A fenced code block of a page."""

    page: str
    language: str
    text: str
    line: int

    def __str__(self) -> str:
        return f"{self.page}:{self.line} ({self.language or 'text'})"


def blocks(language: str | None = None) -> list[Block]:
    found = [Block(str(path.relative_to(ROOT)), m.group(1), m.group(2), text.count("\n", 0, m.start()) + 1)
             for path, text in TEXTS.items()
             for m in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.MULTILINE | re.DOTALL)]
    return [block for block in found if language is None or block.language == language]


@dataclass(frozen=True)
class Command:
    """A command line of a shell block, with the output the page shows for it (empty when none)."""

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
    """A command of the docs, run as a user would in a folder holding the repository's ``tests`` (for its paths)."""
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
        pytest.fail(f"the docs show a command this test does not know how to check: {shlex.join(argv)}")


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
        if command.argv[1] == "snapshot":  # draws a picture into --out, prints nothing
            picture = tmp_path / command.argv[command.argv.index("--out") + 1]
            assert picture.stat().st_size > 1000, (block, command.argv)
            continue
        assert done.stdout.strip()
        if command.output.startswith("{"):
            assert json.loads(done.stdout) == json.loads(command.output), (block, command.argv)
        elif command.output:
            assert done.stdout.rstrip("\n") == command.output.rstrip("\n"), (block, command.argv)


def test_every_kind_of_shell_command_is_met() -> None:
    """The checks above are not vacuous: the docs run solve, equity, drill and snapshot, and check pip and
    scripts; the README itself shows the two set-up commands and runs its tour of the command line."""
    met = {c.argv[0] if c.argv[0] != "dealerdesk" or len(c.argv) == 1 else c.argv[1]
           for block in SHELL_BLOCKS for c in commands(block)}
    assert {"solve", "equity", "drill", "snapshot", "pip", "python3", "bash", "sudo"} <= met
    in_readme = [shlex.join(c.argv) for block in SHELL_BLOCKS if block.page == "README.md" for c in commands(block)]
    assert "pip install . && dealerdesk" in README and 'pip install -e ".[test]" && pytest' in README
    assert {"pip install .", "dealerdesk", "pip install -e '.[test]'", "pytest"} <= set(in_readme)
    assert sum(command.startswith("dealerdesk ") for command in in_readme) >= 5


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
    claims = [claim for text in TEXTS.values() for claim in re.findall(r"([0-9,]+) random hands", text)]
    assert len(claims) >= 2 and {int(claim.replace(",", "")) for claim in claims} == {total}


def table_rows(text: str, start: str) -> list[list[str]]:
    """The cells of the first table after ``start``, header and rule left out."""
    section = text[text.index(start):]
    lines = section.splitlines()
    first = next(number for number, line in enumerate(lines) if line.startswith("|"))
    rows = []
    for line in lines[first:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.split("|")[1:-1]])
    return rows[2:]


def test_the_speed_claim_is_the_benchmark_table_s_range() -> None:
    """"N× to M× faster than the Python peers" (the README) is the smallest and largest ratio of the benchmark's
    table (docs/performance.md) over the other libraries (dealerdesk's own scalar functions left out)."""
    rows = table_rows(doc("docs/performance.md"), "Hand evaluation (`python tests/benchmarks/bench_evaluation.py`")
    ratios = [float(re.sub(r"[*,]", "", cells[3]).split("×")[0]) for cells in rows
              if not cells[1].startswith("dealerdesk")]
    assert len(ratios) == 10
    claim = re.search(r"hand evaluation and equity ([0-9,]+)× to ([0-9,]+)× faster", README)
    assert claim is not None
    low, high = (int(number.replace(",", "")) for number in claim.groups())
    assert (low, high) == (round(min(ratios)), round(max(ratios), -3))


def anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation but ``-`` and ``_`` dropped, spaces to ``-``."""
    text = re.sub(r"[`*]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(text: str) -> set[str]:
    outside_code = re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    return {anchor(m.group(1)) for m in re.finditer(r"^#+ (.+)$", outside_code, flags=re.MULTILINE)}


@pytest.mark.parametrize("page", DOCS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_relative_link_and_picture_exists(page: Path) -> None:
    """Each link of a page leads to a file of the repository, and a link to a heading (``page.md#heading``) to a
    heading that page has."""
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", TEXTS[page]):
        if re.match(r"[a-z]+:", target):
            continue
        path, _hash, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        outside = not file.exists() or ROOT not in file.parents
        if outside or (fragment and fragment not in anchors(file.read_text(encoding="utf-8"))):
            broken.append(target)
    assert not broken


def test_the_readme_leads_to_every_guide_and_stays_short() -> None:
    """Two minutes to read: at most 250 lines, and every page of docs/ one link away."""
    assert README.count("\n") <= 250
    linked = set(re.findall(r"\]\((docs/[^)#]+|CHANGELOG\.md)", README))
    pages = {str(path.relative_to(ROOT)) for path in DOCS if path.name != "README.md"}
    assert pages <= linked, sorted(pages - linked)


def test_the_project_has_one_address() -> None:
    """The address is kept once, in pyproject.toml: the README's download link, the installers and the desktop
    metadata all use it, and no page links to another copy of the project."""
    from tests.test_packaging import platform_files  # noqa: PLC0415 — packaging/ is a folder of scripts

    urls = PYPROJECT["project"]["urls"]
    home = urls["Homepage"]
    assert urls["Releases"] == f"{home}/releases" and urls["Issues"] == f"{home}/issues"
    assert f"]({urls['Releases']})" in README
    assert home == platform_files.HOMEPAGE
    metainfo = (ROOT / "packaging" / "linux" / "io.github.dealerdesk.dealerdesk.metainfo.xml").read_text("utf-8")
    installer = (ROOT / "packaging" / "windows" / "dealerdesk.nsi").read_text(encoding="utf-8")
    assert f'<url type="homepage">{home}</url>' in metainfo
    assert f'<url type="bugtracker">{urls["Issues"]}</url>' in metainfo
    assert f'!define HOMEPAGE "{home}"' in installer
    owner = "/".join(home.split("/")[:4])  # https://github.com/owner
    for page, text in TEXTS.items():
        others = [link for link in re.findall(rf"{re.escape(owner)}/[^)\s>`]*", text) if not link.startswith(home)]
        assert not others, page


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
    guide = doc("docs/instructors-guide.md")
    (shown,) = [block.text for block in blocks("") if "says “pot”" in block.text]
    found = re.search(r"the end of `(dealerdesk drill [^`]*)`, answered ([0-9]+)", " ".join(guide.split()))
    assert found is not None
    command, answer = shlex.split(found.group(1)), found.group(2)
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), COLUMNS="80")  # as shown
    done = subprocess.run([sys.executable, "-m", "dealerdesk", *command[1:]], input=f"{answer}\n", text=True,
                          capture_output=True, cwd=tmp_path, env=environment, check=False, timeout=120)
    assert done.returncode == 0
    # At a terminal the typed answer ends its line; piped in, it does not show. The time taken differs.
    printed = done.stdout.replace("Raise to: (answered", f"Raise to: {answer}\n(answered")
    printed = re.sub(r"\(answered in [0-9.]+ s\)", "(answered in … s)", printed)
    expected = re.sub(r"\(answered in [0-9.]+ s\)", "(answered in … s)", shown)
    assert expected in printed


def kinds_by_title() -> dict[str, object]:
    from dealerdesk.trainer.catalogue import all_kinds  # noqa: PLC0415 — the kinds load their modules on first use

    return {kind.title(): kind for kind in all_kinds()}


def test_the_speed_target_table_is_every_kinds_target() -> None:
    """The user guide's table of speed targets has one row per question kind, with the target the kind has."""
    from dealerdesk.trainer.catalogue import all_kinds  # noqa: PLC0415

    section = doc("docs/user-guide.md").split("### Speed targets", 1)[1].split("\n#", 1)[0]
    rows = dict(re.findall(r"^\| ([^|]+?) \| ([0-9]+) s \|$", section, flags=re.MULTILINE))
    expected = {kind.title(): f"{kind.target_seconds:g}" for kind in all_kinds()}
    missing = {title: f"| {title} | {seconds} s |" for title, seconds in expected.items() if title not in rows}
    assert not missing, f"add these rows to the user guide's speed-target table: {list(missing.values())}"
    assert rows == expected


def test_the_instructors_kind_table_is_every_kind() -> None:
    """The instructor's table of ``--kind`` names: every kind once, with its skill's title, in the drill's order."""
    from dealerdesk.trainer.catalogue import kind_of  # noqa: PLC0415
    from dealerdesk.trainer.kinds.names import Kind  # noqa: PLC0415

    rows = table_rows(doc("docs/instructors-guide.md"), "| `--kind` | skill |")
    assert [(cells[0], cells[1]) for cells in rows] == [(f"`{kind}`", kind_of(kind).title()) for kind in Kind]


def test_every_kind_has_a_row_in_the_shares_and_generation_tables() -> None:
    """The figures of every skill are shown: the answer-shares table (instructors) and the question-generation
    table (performance) have a row per kind, each named by its ``--kind``."""
    from dealerdesk.trainer.kinds.names import Kind  # noqa: PLC0415

    shares = table_rows(doc("docs/instructors-guide.md"), "| kind | difficulty 1 |")
    timings = table_rows(doc("docs/performance.md"), "`python tests/benchmarks/bench_questions.py`")
    assert [cells[0] for cells in shares] == [str(kind) for kind in Kind]
    assert [cells[0] for cells in timings] == [str(kind) for kind in Kind]
    assert all(float(cells[1]) <= float(cells[2]) <= float(cells[3]) for cells in timings)


@pytest.mark.slow
def test_the_answer_shares_table_is_what_the_tool_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """The shares are seeded, so the table the guide shows is exactly what ``python -m tools.answer_shares``
    prints, and the tool passes (no pattern above its limit)."""
    from tools.answer_shares import main as shares_main  # noqa: PLC0415

    assert shares_main([]) == 0
    printed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("|")]
    guide = doc("docs/instructors-guide.md")
    shown = guide[guide.index("| kind | difficulty 1 |"):].splitlines()
    shown = shown[:next(number for number, line in enumerate(shown) if not line.startswith("|"))]
    assert shown == printed


def test_every_mistake_a_kind_can_name_is_in_the_instructors_guide() -> None:
    """The catalogue's causes, not a hand-kept list: a new kind's or a new slip's name is documented with it."""
    section = doc("docs/instructors-guide.md").split("## The mistakes the trainer names", 1)[1].split("\n## ", 1)[0]
    listed = set(re.findall(r"^\* (.+)$", section, re.MULTILINE))
    assert len(all_causes()) > 60
    assert sorted(set(all_causes()) - listed) == []
    assert sorted(listed - set(all_causes())) == []  # nor a name no kind gives any more
