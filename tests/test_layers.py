"""The layers drawn in docs/development.md's "How the code is laid out" hold in the code: every module of the package is
drawn, none imports a layer drawn above its own (imports inside functions count too), and only ``ui/`` imports Qt,
pyqtgraph or miniaudio."""

from __future__ import annotations

import ast
import functools
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


@functools.cache
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


# -- import circles and the trainer's floors ------------------------------------------------------------------


def _resolve(name: str, known: frozenset[str]) -> str | None:
    """The package module an imported name is (``dealerdesk.trainer.core.words.pot_name`` → the module)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


@functools.cache
def imported_modules(path: Path, known: frozenset[str]) -> set[str]:
    """The package modules a file imports anywhere in it: ``from dealerdesk.evaluation import batch`` is the module
    ``batch``, ``from dealerdesk.evaluation import rank_holdem`` the package's ``__init__``."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(_resolve(alias.name, known) or "" for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                whole = f"{node.module}.{alias.name}"
                found.add(whole if whole in known else _resolve(node.module, known) or "")
    return {name for name in found if name.startswith("dealerdesk")}


def import_graph(known: dict[str, Path] | None = None) -> dict[str, set[str]]:
    """Each module of the package and the package modules importing it loads: every import, inside functions too,
    and the packages above each that the importer is not inside of (importing ``a.b.c`` from elsewhere runs
    ``a/__init__`` and ``a/b/__init__`` first; a package's ``__init__`` gathering its own modules is no circle)."""
    known = modules() if known is None else known
    names = frozenset(known)
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        edges: set[str] = set()
        for target in imported_modules(path, names):
            edges.add(target)
            parts = target.split(".")
            edges.update(package for package in (".".join(parts[:end]) for end in range(2, len(parts)))
                         if not (name + ".").startswith(package + "."))
        edges.discard(name)
        graph[name] = edges
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: groups of two or more modules each of which (indirectly) imports every other."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:  # Tarjan's strongly connected components
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in graph.get(module, ()):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_no_import_circle_outside_the_window() -> None:
    """Counting the imports inside functions: an import moved into a function to get round a circle is still a
    circle (a design fault, not an import-order puzzle)."""
    graph = {name: edges for name, edges in import_graph().items() if not name.startswith("dealerdesk.ui")}
    assert circles(graph) == []


TRAINER = "dealerdesk.trainer"


def trainer_floor(module: str) -> int | None:
    """The trainer's floor a module stands on: 0 the core (``trainer/core/``, and the kinds' interface: the plain
    modules of ``trainer/kinds/``), 1 a kind (a package of ``trainer/kinds/``), 2 what stands on the kinds (the
    catalogue and everything else of ``trainer/``); None outside the trainer."""
    if module == TRAINER or not module.startswith(TRAINER + "."):
        return None
    parts = module.split(".")[2:]
    if parts[0] == "core" or parts == ["kinds"]:
        return 0
    if parts[0] == "kinds":
        return 1 if (PACKAGE / "trainer" / "kinds" / parts[1]).is_dir() else 0
    return 2


def kind_package(module: str) -> str | None:
    """The kind a module belongs to (``dealerdesk.trainer.kinds.rake.explain`` → ``"rake"``), None outside one."""
    parts = module.split(".")
    return parts[3] if trainer_floor(module) == 1 else None


def test_the_trainer_core_is_below_the_kinds_and_the_kinds_below_the_rest() -> None:
    floors = {name: trainer_floor(name) for name in modules()}
    upward = sorted(f"{name} imports {target}" for name, edges in import_graph().items() for target in edges
                    if (floors[name] or 0) < (floors.get(target) or 0) and floors[name] is not None)
    assert upward == []


def test_no_kind_imports_another() -> None:
    crossing = sorted(f"{name} imports {target}" for name, edges in import_graph().items() if kind_package(name)
                      for target in edges if kind_package(target) not in (None, kind_package(name)))
    assert crossing == []


def test_every_kind_is_a_package_and_the_core_has_none() -> None:
    kinds = PACKAGE / "trainer" / "kinds"
    assert sorted(path.parent.name for path in kinds.glob("*/kind.py")) == sorted(
        path.name for path in kinds.iterdir() if path.is_dir() and path.name != "__pycache__")
    assert [path.name for path in (PACKAGE / "trainer" / "core").iterdir() if path.is_dir()
            and path.name != "__pycache__"] == []


def test_the_checks_see_an_upward_import_and_a_circle() -> None:
    """The graph and the floors catch what they are for: a core module importing a kind is upward, a kind
    importing another crosses, and two modules importing each other (one inside a function) are a circle."""
    assert trainer_floor("dealerdesk.trainer.core.words") == 0 == trainer_floor("dealerdesk.trainer.kinds.base")
    assert trainer_floor("dealerdesk.trainer.kinds.rake.explain") == 1
    assert trainer_floor("dealerdesk.trainer.catalogue") == 2 == trainer_floor("dealerdesk.trainer.grading")
    assert kind_package("dealerdesk.trainer.kinds.rake.kind") == "rake"
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]


def test_an_import_inside_a_function_is_an_edge(tmp_path: Path) -> None:
    first = tmp_path / "first.py"
    first.write_text("def late() -> None:\n    from dealerdesk.second import thing\n", encoding="utf-8")
    second = tmp_path / "second.py"
    second.write_text("from dealerdesk.first import late\nthing = late\n", encoding="utf-8")
    graph = import_graph({"dealerdesk.first": first, "dealerdesk.second": second})
    assert circles(graph) == [["dealerdesk.first", "dealerdesk.second"]]


LONGEST_MODULE = 600
"""Lines a module of the package may have: past it, a module holds more than one job and is split by them."""


def test_no_module_is_over_the_longest() -> None:
    long = sorted(f"{path.relative_to(ROOT)}: {lines} lines" for path in PACKAGE.rglob("*.py")
                  if (lines := len(path.read_text(encoding="utf-8").splitlines())) > LONGEST_MODULE)
    assert long == [], f"modules over {LONGEST_MODULE} lines (split them by what they do): {long}"
