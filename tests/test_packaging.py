"""The installer's parts that can break without building it: what the bundle takes (resources, modules, Qt
plugins and translations), the desktop entry, the icon, and the scripts' wiring. PyInstaller is never run here;
``bash packaging/build.sh && python3 packaging/smoke_test.py`` (in .ci/run) checks the real bundle."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QColor, QImage

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "dealerdesk" / "resources"
ICONS = RESOURCES / "icons"


def load(name: str) -> ModuleType:
    """A module of packaging/ (a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


plan = load("bundle_plan")
smoke = load("smoke_test")
render_icon = load("render_icon")


# ---- resources -------------------------------------------------------------------------------------------------


def test_every_resource_file_is_bundled_where_the_locator_looks() -> None:
    shipped = {
        file.relative_to(ROOT).as_posix()
        for file in RESOURCES.rglob("*")
        if file.is_file() and "__pycache__" not in file.parts and file.suffix not in (".py", ".pyc")
    }
    bundled = {f"{folder}/{Path(source).name}" for source, folder in plan.resource_datas()}
    assert bundled == shipped
    assert "dealerdesk/resources/icons/dealerdesk.png" in bundled
    # dealerdesk.resources.path() looks beside its module: the same folder inside the bundle.
    assert all(folder.startswith("dealerdesk/resources") for _, folder in plan.resource_datas())


def test_resource_list_skips_caches_and_code(tmp_path: Path) -> None:
    resources = tmp_path / "dealerdesk" / "resources"
    for name in ("__init__.py", "__pycache__/__init__.cpython-311.pyc", "fonts/A.ttf", "translations/x_hu.qm",
                 "translations/__pycache__/stray.pyc", "icons/app.svg"):
        (resources / name).parent.mkdir(parents=True, exist_ok=True)
        (resources / name).write_bytes(b"x")
    pairs = plan.resource_datas(resources, tmp_path)
    assert [(Path(source).name, folder) for source, folder in pairs] == [
        ("A.ttf", "dealerdesk/resources/fonts"),
        ("app.svg", "dealerdesk/resources/icons"),
        ("x_hu.qm", "dealerdesk/resources/translations"),
    ]


def test_spec_takes_its_decisions_from_the_plan() -> None:
    spec = (PACKAGING / "dealerdesk.spec").read_text(encoding="utf-8")
    for wiring in ("bundle_plan.resource_datas()", "excludes=bundle_plan.EXCLUDED_MODULES", "bundle_plan.keep(",
                   "bundle_plan.without_system_libraries(", 'name="dealerdesk"', "console=not WINDOWS",
                   '"packaging" / "entry.py"', '"packaging" / "hooks"'):
        assert wiring in spec
    compile(spec, "dealerdesk.spec", "exec")  # valid Python


# ---- modules ---------------------------------------------------------------------------------------------------


def imported_modules() -> set[str]:
    """Every module dealerdesk's own code imports (absolute imports), and each package above it."""
    names: set[str] = set()
    for file in (ROOT / "dealerdesk").rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                continue
            for name in found:
                parts = name.split(".")
                names.update(".".join(parts[:end]) for end in range(1, len(parts) + 1))
    return names


def test_nothing_the_app_imports_is_excluded() -> None:
    # A new `import ssl` or `from PySide6.QtNetwork import ...` must come with a change to bundle_plan.
    excluded = sorted(name for name in imported_modules() if plan.is_excluded(name))
    assert excluded == []
    assert [name for name in plan.REQUIRED_MODULES if plan.is_excluded(name)] == []


def test_exclusions_cover_packages_and_their_modules() -> None:
    assert plan.is_excluded("tkinter") and plan.is_excluded("tkinter.ttk")
    assert plan.is_excluded("PySide6.QtNetwork") and plan.is_excluded("pyqtgraph.opengl.GLViewWidget")
    assert not plan.is_excluded("PySide6.QtNetworkAuth")  # a name that merely starts the same is another module
    assert not plan.is_excluded("pyqtgraph") and not plan.is_excluded("pydoc") and not plan.is_excluded("testing")


# ---- Qt plugins and translations -------------------------------------------------------------------------------


@pytest.mark.parametrize(("destination", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6\\Qt6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/translations/qtbase_hu.qm", True),
    ("PySide6/Qt/translations/qt_hu.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_help_hu.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_hu.qm", False),
    ("dealerdesk/resources/translations/dealerdesk_hu.qm", True),
    ("numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so", True),
])
def test_qt_plugins_and_translations_kept(destination: str, kept: bool) -> None:
    assert plan.keep(destination) is kept


def test_system_libraries_leave_with_what_only_they_needed() -> None:
    links = {
        "/q/plugins/printsupport/libcupsprintersupport.so": ["libcups.so.2", "libQt6Gui.so.6"],
        "/usr/lib/libcups.so.2": ["libgnutls.so.30", "libz.so.1"],
        "/usr/lib/libgnutls.so.30": ["libgmp.so.10"],
        "/usr/lib/libgmp.so.10": [],
        "/usr/lib/libz.so.1": [],
        "/q/lib/libQt6Gui.so.6": ["libz.so.1"],
    }
    binaries = [(f"{'PySide6/Qt/' if source.startswith('/q/') else ''}{Path(source).name}", source, "BINARY")
                for source in links]
    kept = plan.without_system_libraries(binaries, lambda source: links[source])
    assert sorted(Path(destination).name for destination, _, _ in kept) == [
        "libQt6Gui.so.6", "libcupsprintersupport.so", "libz.so.1"]  # zlib stays: Qt needs it too


# ---- desktop entry ---------------------------------------------------------------------------------------------


def test_desktop_entry() -> None:
    text = (PACKAGING / "dealerdesk.desktop").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    for line in lines[1:]:  # comments, blank lines or Key[locale]=value, nothing else
        assert not line.strip() or line.startswith("#") or re.fullmatch(r"[A-Za-z0-9-]+(\[[^\]]+\])?=.*", line), line
    parser = configparser.ConfigParser(interpolation=None, strict=True)  # strict: no key given twice
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(text)
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "dealerdesk"
    assert entry["Exec"].split()[0] == "dealerdesk"  # the program the spec names
    assert entry["Icon"] == "dealerdesk" and (ICONS / "dealerdesk.png").is_file()
    categories = entry["Categories"]
    assert categories.endswith(";") and {"Game", "Education"} & set(categories.split(";"))
    assert entry["Terminal"] == "false"
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(PACKAGING / "dealerdesk.desktop")],
                              capture_output=True, text=True, check=False)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


# ---- icon ------------------------------------------------------------------------------------------------------


def test_icon_png_is_256_square() -> None:
    header = (ICONS / "dealerdesk.png").read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR"
    assert struct.unpack(">II", header[16:24]) == (256, 256)


def test_icon_svg_renders_gold_on_felt_and_matches_the_png(qapp: object) -> None:
    image = render_icon.render(ICONS / "dealerdesk.svg")
    assert (image.width(), image.height()) == (256, 256)
    assert image.pixelColor(128, 128).alpha() == 255  # drawn, not empty
    assert image.pixelColor(0, 0).alpha() == 0  # the rounded corners stay transparent
    colours = {image.pixelColor(x, y).name() for x in range(0, 256, 4) for y in range(0, 256, 4)}
    assert {"#1f5f3f", "#d4a84b"} <= colours
    # The committed PNG is this SVG's rendering (re-run packaging/render_icon.py after editing the SVG).
    png = QImage(str(ICONS / "dealerdesk.png")).convertToFormat(QImage.Format.Format_ARGB32)
    differences = [
        max(abs(a - b) for a, b in zip(QColor(image.pixel(x, y)).getRgb(), QColor(png.pixel(x, y)).getRgb(),
                                       strict=True))
        for x in range(0, 256, 2) for y in range(0, 256, 2)
    ]
    assert sum(differences) / len(differences) < 2 and max(differences) < 64


# ---- scripts ---------------------------------------------------------------------------------------------------


def test_entry_script_runs_the_command_line() -> None:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts["dealerdesk"] == "dealerdesk.cli:main"
    tree = ast.parse((PACKAGING / "entry.py").read_text(encoding="utf-8"))
    imports = [node for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert [(node.module, [alias.name for alias in node.names]) for node in imports] == [("dealerdesk.cli", ["main"])]


def test_build_extra_and_scripts() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert any(requirement.replace(" ", "") == "pyinstaller>=6.10" for requirement in extras["build"])
    if shutil.which("bash"):
        for script in (PACKAGING / "build.sh", ROOT / ".ci" / "run"):
            assert subprocess.run(["bash", "-n", str(script)], check=False).returncode == 0
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "packaging/build.sh" in ci and "packaging/smoke_test.py" in ci


def test_smoke_test_allows_only_explained_stderr() -> None:
    assert all(reason.strip() for _, reason in smoke.ALLOWED_STDERR)
    locale_warning = ('Detected locale "C" with character encoding "ANSI_X3.4-1968", which is not UTF-8.\n'
                      'Qt depends on a UTF-8 locale, and has switched to "C.UTF-8" instead.\n'
                      "If this causes problems, reconfigure your locale. See the locale(1) manual\n"
                      "for more information.\n")
    assert smoke.unexpected_stderr(locale_warning * 2 + "\n") == []  # as Qt prints it, even twice
    assert smoke.unexpected_stderr("for more information.\n") == ["for more information."]  # not on its own
    assert smoke.unexpected_stderr("This plugin does not support propagateSizeHints()\nTraceback (most recent") == [
        "This plugin does not support propagateSizeHints()", "Traceback (most recent"]


def test_smoke_test_runs_in_a_fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "/home/someone/.local/share")
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    environment = smoke.fresh_environment(tmp_path)
    assert environment["QT_QPA_PLATFORM"] == "offscreen"
    assert "PYTHONPATH" not in environment
    for name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        assert Path(environment[name]).is_relative_to(tmp_path)
    if sys.platform != "win32":
        assert (tmp_path / "runtime").stat().st_mode & 0o777 == 0o700
