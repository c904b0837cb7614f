"""The layers drawn in docs/development.md's "How the code is laid out" hold in the code: every module of the package is
drawn, none imports a layer drawn above its own (imports inside functions count too), and only ``ui/`` imports Qt,
pyqtgraph or miniaudio."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dealerdesk"
UI_ONLY = ("PySide6", "pyqtgraph", "miniaudio")
"""What only ``ui/`` may import."""


def drawn_layers() -> dict[str, int]:
    """Each drawn part (``"ui"``, ``"cli"``, ``"play"`` …) and its row in the drawing, 0 at the top."""
    guide = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    section = guide[guide.index("## How the code is laid out"):]
    drawing = re.search(r"^```text\n(.*?)^```", section, re.MULTILINE | re.DOTALL)
    assert drawing is not None, "the section's drawing is a text block"
    layers: dict[str, int] = {}
    row = 0
    for line in drawing.group(1).splitlines():
        if line.strip() == "|":
            row += 1
            continue
        for name in re.findall(r"(?:^|\s)([a-z_][a-z0-9_]*)(?:/|\.py)(?=\s|$)", line):
            layers.setdefault(name, row)
    return layers


def part(module: str) -> str:
    """The drawn part a module belongs to: ``dealerdesk.play.session`` → ``"play"``."""
    return module.split(".")[1]


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (``__init__`` files as their package)."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(path: Path) -> set[str]:
    """The modules a file imports anywhere in it (absolute imports; relative ones stay in the package)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_every_module_is_drawn() -> None:
    layers = drawn_layers()
    undrawn = sorted({part(name) for name in modules() if name != "dealerdesk" and part(name) not in layers})
    assert undrawn == [], f"parts of the package missing from the drawing in docs/development.md: {undrawn}"


def test_no_layer_imports_one_drawn_above_it() -> None:
    layers = drawn_layers()
    upward = []
    for name, path in modules().items():
        if name == "dealerdesk":
            continue
        for imported in imports(path):
            above = imported.startswith("dealerdesk.") and layers.get(part(imported), 99) < layers[part(name)]
            if above:
                upward.append(f"{name} imports {imported}")
    assert upward == []


def test_only_the_window_imports_qt() -> None:
    outside = sorted(f"{name} imports {imported}" for name, path in modules().items()
                     if not name.startswith("dealerdesk.ui") for imported in imports(path)
                     if imported.split(".")[0] in UI_ONLY)
    assert outside == []


def test_the_drawing_is_read_as_drawn() -> None:
    layers = drawn_layers()
    assert layers["cli"] < layers["ui"] < layers["play"] < layers["trainer"] < layers["rules"] < layers["evaluation"]
    assert layers["bots"] == layers["history"]
    assert layers["evaluation"] < layers["resources"]
