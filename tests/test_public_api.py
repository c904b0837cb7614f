"""The package's public face: typed (PEP 561), the rules engine's and the evaluator's names in their ``__all__``
and each one there, importing the rules package loads no more of the engine than asked for, and every docstring
example runs by one mechanism (pytest's ``--doctest-modules`` over the package)."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PYTEST = PYPROJECT["tool"]["pytest"]["ini_options"]


def test_the_package_says_it_is_typed_and_ships_the_marker() -> None:
    assert (ROOT / "dealerdesk" / "py.typed").is_file()
    assert "py.typed" in PYPROJECT["tool"]["setuptools"]["package-data"]["dealerdesk"]


@pytest.mark.parametrize("package", ["dealerdesk.rules", "dealerdesk.evaluation"])
def test_every_public_name_is_there(package: str) -> None:
    module = importlib.import_module(package)
    assert len(module.__all__) == len(set(module.__all__)) > 10
    missing = [name for name in module.__all__ if getattr(module, name, None) is None]
    assert missing == []


def test_the_rules_package_loads_a_name_s_module_only_when_asked() -> None:
    code = ("import sys\nimport dealerdesk.rules as rules\nbefore = 'dealerdesk.rules.hand' in sys.modules\n"
            "rules.Hand\nprint(before, 'dealerdesk.rules.hand' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True"]


def test_the_aliases_name_what_the_conversions_take_and_give() -> None:
    from dealerdesk.rules import players  # noqa: PLC0415 - read for its annotations

    tree = ast.parse(Path(players.__file__).read_text(encoding="utf-8"))
    hints = {node.name: ast.unparse(node.returns) for node in ast.walk(tree)
             if isinstance(node, ast.FunctionDef) and node.returns is not None}
    assert hints == {"player_code": "PlayerCode", "player_index": "Position"}
    assert players.player_index(players.player_code(3)) == 3


def _calls_testmod(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in ("testmod", "DocTestSuite", "DocTestFinder"):
            return True
    return False


def test_docstring_examples_are_collected_one_way() -> None:
    """Every module's examples run because the whole package is a test path under ``--doctest-modules``; no test
    runs a module's doctests by hand (they would run twice, or a new module's would be forgotten)."""
    assert "--doctest-modules" in PYTEST["addopts"].split()
    assert "dealerdesk" in PYTEST["testpaths"]
    by_hand = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "tests").rglob("*.py") if _calls_testmod(path))
    assert by_hand == []
