"""The window's code in sub-packages that follow one order: each imports only its own sub-package and those drawn
below it, never one above or beside it (imports inside functions and under ``TYPE_CHECKING`` count too: a lazy
import is still a dependency). The order is drawn in docs/development.md ("Inside ui/"), top first:

* ``offscreen`` — the self-test and the snapshots, which drive the window as a person would;
* ``window`` — the main window, its menus, the application's start and its crash reports;
* ``results`` — the progress charts, the class results and the audition and class reports;
* ``play_mode`` and ``training`` — play against the computer, and the trainer with the dealt game: beside each
  other, so neither imports the other;
* ``felt`` — the table as drawn: the scene, its pieces, the cards, the chips;
* ``common`` — what every part uses: the theme, the language, wrapped text, long work on a worker thread.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGE = ROOT / "dealerdesk"
UI = PACKAGE / "ui"

ORDER: tuple[tuple[str, ...], ...] = (
    ("offscreen",),
    ("window",),
    ("results",),
    ("play_mode", "training"),
    ("felt",),
    ("common",),
)
"""The ui sub-packages by row, top first; a row's sub-packages are beside each other."""


def row_of() -> dict[str, int]:
    """Each sub-package's row, 0 at the top."""
    return {name: row for row, names in enumerate(ORDER) for name in names}


def imported_modules(source: str) -> set[str]:
    """Every ``dealerdesk`` module a file's source imports, anywhere in it (functions and ``if`` blocks too)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in names if name.startswith("dealerdesk.")}


def sub_package(module: str) -> str | None:
    """The ui sub-package a dotted module name is in (``dealerdesk.ui.felt.scene`` → ``"felt"``), None outside
    ``dealerdesk.ui.<sub-package>``."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["dealerdesk", "ui"] else None


def wrong_imports(graph: Mapping[str, Iterable[str]], rows: Mapping[str, int]) -> list[str]:
    """Each import in ``graph`` (module → what it imports) that points up the order or across a row."""
    wrong = []
    for module, imported in graph.items():
        own = sub_package(module)
        if own is None:
            continue
        for name in sorted(imported):
            other = sub_package(name)
            if other is None or other == own or other not in rows:
                continue
            if rows[other] < rows[own]:
                wrong.append(f"{module} imports {name}, which is above it")
            elif rows[other] == rows[own]:
                wrong.append(f"{module} imports {name}, which is beside it")
    return wrong


def ui_modules() -> dict[str, Path]:
    """Every module under ``dealerdesk/ui/`` by dotted name."""
    found = {}
    for path in UI.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def ui_graph() -> dict[str, set[str]]:
    return {name: imported_modules(path.read_text(encoding="utf-8")) for name, path in ui_modules().items()}


def test_every_ui_module_is_in_a_sub_package_of_the_order() -> None:
    rows = row_of()
    loose = sorted(name for name in ui_modules() if name != "dealerdesk.ui" and sub_package(name) not in rows)
    assert loose == [], f"ui modules outside the sub-packages of the order (add them to ORDER and the docs): {loose}"
    assert all(path.parent.name in rows for path in UI.glob("*/__init__.py"))


def test_no_ui_sub_package_imports_one_above_or_beside_it() -> None:
    assert wrong_imports(ui_graph(), row_of()) == []


def test_the_check_catches_an_upward_import_even_inside_a_function() -> None:
    # A table piece that reaches up for the main window inside a function, and a play module that borrows the
    # trainer's page under TYPE_CHECKING: both are caught, and the downward import beside them is not.
    table_piece = (
        "from dealerdesk.ui.common.theme import FELT\n"
        "def redraw():\n"
        "    from dealerdesk.ui.window.main_window import MainWindow\n"
        "    return MainWindow\n")
    play_piece = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    import dealerdesk.ui.training.trainer_page\n")
    graph = {**ui_graph(), "dealerdesk.ui.felt.synthetic": imported_modules(table_piece),
             "dealerdesk.ui.play_mode.synthetic": imported_modules(play_piece)}
    assert wrong_imports(graph, row_of()) == [
        "dealerdesk.ui.felt.synthetic imports dealerdesk.ui.window.main_window, which is above it",
        "dealerdesk.ui.felt.synthetic imports dealerdesk.ui.window.main_window.MainWindow, which is above it",
        "dealerdesk.ui.play_mode.synthetic imports dealerdesk.ui.training.trainer_page, which is beside it",
    ]


def test_the_order_is_the_one_the_development_guide_draws() -> None:
    guide = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    section = guide[guide.index("### Inside ui/"):]
    drawing = section[section.index("```text\n") + len("```text\n"):]
    drawing = drawing[:drawing.index("```")]
    drawn: list[tuple[str, ...]] = []
    for line in drawing.splitlines():
        names = tuple(word.removesuffix("/") for word in line.split() if word.endswith("/"))
        if names:
            drawn.append(names)
    assert tuple(drawn) == ORDER


def test_no_ui_module_name_clashes_with_a_module_or_package_elsewhere() -> None:
    # A reader (and a traceback) that says "session.py" or "play" should point at one file.
    elsewhere = {path.stem for path in PACKAGE.rglob("*.py") if UI not in path.parents and path.stem != "__init__"}
    elsewhere |= {path.name for path in PACKAGE.rglob("*") if path.is_dir() and UI not in path.parents}
    elsewhere.add("ui")
    mine = {path.stem for path in UI.rglob("*.py") if path.stem != "__init__"}
    mine |= {path.name for path in UI.iterdir() if (path / "__init__.py").exists()}
    assert sorted(mine & elsewhere) == []


def test_the_sub_packages_init_files_stay_empty() -> None:
    # An import in an __init__ would load its sub-package's modules with the first one asked for, which the
    # start-up test's list of modules that must not load for the first frame relies on.
    assert {path.parent.name: path.read_text(encoding="utf-8") for path in UI.glob("*/__init__.py")} == {
        name: "" for names in ORDER for name in names}


def test_no_ui_module_is_over_600_lines() -> None:
    # A module should fit in a reader's head: past 600 lines it is two modules, split by what each part does.
    long = {name: lines for name, path in ui_modules().items()
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    assert long == {}
