"""Smoke test of the frozen app: run the built program the way a user would and fail on anything unexpected.

    python3 packaging/smoke_test.py [dist/dealerdesk/dealerdesk]

Each command runs offscreen with a fresh, empty home and XDG folders (so it never reads or writes the user's
progress, settings or crash reports) and from an empty working folder (so nothing comes from the source tree).
A command fails on a non-zero exit status, on output that is not what it should be, or on ANY line on stderr
that `ALLOWED_STDERR` does not explain. The bundle must also hold every shipped resource file.

Exit status 0 when everything passed, else 1 with the failing command's output. Uses only the standard library
(it runs before anything is installed beside the bundle).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PROGRAMS = {
    # Windows: the console program (the windowed dealerdesk.exe has no stdout to check).
    "win32": ROOT / "dist" / "dealerdesk" / "dealerdesk-cli.exe",
    # macOS: the program inside the app bundle, as Finder starts it.
    "darwin": ROOT / "dist" / "dealerdesk.app" / "Contents" / "MacOS" / "dealerdesk",
}
DEFAULT_PROGRAM = DEFAULT_PROGRAMS.get(sys.platform, ROOT / "dist" / "dealerdesk" / "dealerdesk")
"""The built program this test runs when none is named."""
TIMEOUT = 240.0
"""Seconds a command may take (the self-test plays three hands and deals a six-hand game; it stops itself after a
minute for each)."""

ALLOWED_STDERR: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(r'^Detected locale "C" with character encoding "[^"\n]*", which is not UTF-8\.\n'
                   r'Qt depends on a UTF-8 locale, and has switched to "C\.UTF-8" instead\.\n'
                   r"If this causes problems, reconfigure your locale\.\s+See the locale\(1\) manual\s+"
                   r"for more information\.$", re.MULTILINE),
        "Containers and CI often run without a locale; Qt switches to C.UTF-8 by itself and says so.",
    ),
]
"""Messages on stderr that are not a problem: (pattern, why it is harmless). A pattern matches whole lines (it may
span several, for a message Qt prints over several lines). Keep the list short: the Qt warning the offscreen
platform prints for every window is dropped in the app itself (`dealerdesk.ui.common.qt_messages`), not here."""


@dataclass
class Check:
    """One command to run and what its output must satisfy (`check` returns a problem, or None when fine)."""

    name: str
    arguments: list[str]
    check: Callable[[str, Path], str | None]


def unexpected_stderr(stderr: str) -> list[str]:
    """The stderr lines no `ALLOWED_STDERR` pattern explains (blank lines are ignored)."""
    for pattern, _reason in ALLOWED_STDERR:
        stderr = pattern.sub("", stderr)
    return [line for line in stderr.splitlines() if line.strip()]


def png_size(path: Path) -> tuple[int, int] | None:
    """A PNG file's (width, height) from its header, or None when the file is not a PNG."""
    try:
        header = path.read_bytes()[:24]
    except OSError:
        return None
    if len(header) < 24 or header[:8] != b"\x89PNG\r\n\x1a\n" or header[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def _self_test(stdout: str, _work: Path) -> str | None:
    return None if "self-test passed" in stdout else "no 'self-test passed' line"


def _solve_middle(stdout: str, _work: Path) -> str | None:
    # The solve contract's example (docs/solve.md): on the flop p1 may only call 50,000 or fold.
    answer = json.loads(stdout)
    if answer["actor"] != "p1" or answer["to_call"] != 50000 or answer["min_raise_to"] is not None:
        return f"unexpected answer {answer['actor']!r} to call {answer['to_call']!r}"
    return None


def _solve_end(stdout: str, _work: Path) -> str | None:
    answer = json.loads(stdout)
    if answer["final_stacks"] != [25150000, 0, 4550000]:
        return f"final stacks {answer['final_stacks']!r}, not [25150000, 0, 4550000]"
    return None


def _equity(stdout: str, _work: Path) -> str | None:
    hands = json.loads(stdout)["hands"]
    if [round(hand["equity"], 4) for hand in hands] != [0.4621, 0.5379]:
        return f"equities {[hand['equity'] for hand in hands]!r}, not 46.21 % / 53.79 %"
    return None


def _drill_pack(_stdout: str, work: Path) -> str | None:
    files = sorted(path.name for path in (work / "pack").iterdir())
    wanted = {"001.json", "001.phh", "002.json", "002.phh"}
    return None if wanted <= set(files) else f"pack holds {files!r}, not two questions' .phh and .json"


def _snapshot(_stdout: str, work: Path) -> str | None:
    size = png_size(work / "welcome.png")
    return None if size == (1280, 800) else f"welcome.png is {size!r}, not a 1280x800 PNG"


def checks() -> list[Check]:
    """The commands run against the bundle: the window (self-test, a snapshot), the engine, NumPy, the trainer."""
    hand = str(ROOT / "tests" / "fixtures" / "phh" / "43-5-79-FO8.phh")
    return [
        Check("self-test", ["--self-test"], _self_test),
        Check("solve mid-hand", ["solve", hand, "--actions", "13"], _solve_middle),
        Check("solve whole hand", ["solve", hand], _solve_end),
        Check("equity", ["equity", "AsKs", "QhQd", "--json"], _equity),
        Check("drill pack", ["drill", "--export", "pack", "--count", "2", "--seed", "7"], _drill_pack),
        Check("snapshot", ["snapshot", "welcome", "--out", "welcome.png"], _snapshot),
    ]


def fresh_environment(home: Path, platform: str = sys.platform) -> dict[str, str]:
    """The environment for the program: offscreen Qt (with Windows' fonts on Windows), every user folder inside
    `home`, no Python settings."""
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith(("PYTHON", "QT_", "XDG_")) and key not in ("HOME", "APPDATA", "LOCALAPPDATA")}
    folders = {"HOME": home, "XDG_DATA_HOME": home / "data", "XDG_CONFIG_HOME": home / "config",
               "XDG_CACHE_HOME": home / "cache", "XDG_STATE_HOME": home / "state", "XDG_RUNTIME_DIR": home / "runtime",
               "APPDATA": home / "appdata", "LOCALAPPDATA": home / "localappdata"}
    for name, folder in folders.items():
        folder.mkdir(parents=True, exist_ok=True)
        environment[name] = str(folder)
    (home / "runtime").chmod(0o700)  # Qt insists on a private runtime folder
    environment["QT_QPA_PLATFORM"] = "offscreen"
    # On Windows the offscreen platform reads fonts from one folder only: Windows' own, as the app names it too.
    offscreen_fonts().use_system_fonts_offscreen(environment, platform)
    return environment


def offscreen_fonts() -> ModuleType:
    """``dealerdesk/offscreen_fonts.py`` of this checkout, loaded by its path (the bundle is what is tested, and
    nothing of the checkout is imported as a package)."""
    spec = importlib.util.spec_from_file_location("smoke_offscreen_fonts", ROOT / "dealerdesk" / "offscreen_fonts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def missing_resources(program: Path) -> list[str]:
    """Shipped resource files (``dealerdesk/resources/...`` in the source) that the bundle does not hold."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bundle_plan import resource_datas  # noqa: PLC0415  (the packaging folder is not a package)

    return [str(Path(folder) / Path(source).name) for source, folder in resource_datas()
            if not any((place / folder / Path(source).name).is_file() for place in bundle_folders(program))]


def bundle_folders(program: Path) -> list[Path]:
    """Where the bundle keeps its files: ``_internal/`` beside the program (Linux, Windows), or the app bundle's
    ``Contents/Resources`` and ``Contents/Frameworks`` (macOS)."""
    return [program.parent / "_internal", program.parent.parent / "Resources", program.parent.parent / "Frameworks"]


def missing_licences(program: Path) -> list[str]:
    """The licence files (LICENSE, THIRD-PARTY-NOTICES.txt) the bundle does not carry."""
    names = ("LICENSE", "THIRD-PARTY-NOTICES.txt")
    return [name for name in names if not any((place / name).is_file() for place in bundle_folders(program))]


def run(program: Path, check: Check, home: Path) -> list[str]:
    """Run one check in its own working folder; returns the problems (empty when it passed)."""
    work = Path(tempfile.mkdtemp(prefix="work-", dir=home))
    started = time.monotonic()
    try:
        done = subprocess.run([str(program), *check.arguments], cwd=work, env=fresh_environment(home),
                              capture_output=True, text=True, encoding="utf-8", errors="replace",
                              timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return [f"did not finish within {TIMEOUT:.0f} s"]
    seconds = time.monotonic() - started
    problems = []
    if done.returncode != 0:
        problems.append(f"exit status {done.returncode}")
    problems += [f"unexpected stderr: {line}" for line in unexpected_stderr(done.stderr)]
    if done.returncode == 0:
        try:
            problem = check.check(done.stdout, work)
        except (ValueError, KeyError, TypeError, OSError) as error:
            problem = f"{type(error).__name__}: {error}"
        if problem:
            problems.append(problem)
    status = "ok" if not problems else "FAILED"
    print(f"{status:6} {check.name:18} {seconds:5.1f} s   dealerdesk {' '.join(check.arguments)}")
    if problems:
        for line in problems:
            print(f"       {line}")
        for name, text in (("stdout", done.stdout), ("stderr", done.stderr)):
            print(f"       --- {name} ---")
            for line in text.splitlines()[-40:]:
                print(f"       {line}")
    return problems


def main(argv: list[str]) -> int:
    """Run every check; returns the exit status."""
    program = Path(argv[0]).resolve() if argv else DEFAULT_PROGRAM
    if not program.is_file():
        print(f"smoke test: no program at {program} (build it with: bash packaging/build.sh)")
        return 1
    failures = 0
    missing = missing_resources(program)
    status = "ok" if not missing else "FAILED"
    print(f"{status:6} {'resources':18}           every file of dealerdesk/resources is in the bundle")
    for name in missing:
        print(f"       missing: {name}")
    failures += bool(missing)
    licences = missing_licences(program)
    status = "ok" if not licences else "FAILED"
    print(f"{status:6} {'licences':18}           the bundle carries LICENSE and the third-party notices")
    for name in licences:
        print(f"       missing: {name}")
    failures += bool(licences)
    with tempfile.TemporaryDirectory(prefix="dealerdesk-smoke-") as home:
        for check in checks():
            failures += bool(run(program, check, Path(home)))
    print("smoke test passed" if not failures else f"smoke test FAILED ({failures} of {len(checks()) + 2} checks)")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
