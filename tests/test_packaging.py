"""The installer's parts that can break without building it: what the bundle takes (resources, modules, Qt
plugins and translations), the desktop entry, the icon, and the scripts' wiring. PyInstaller is never run here;
``bash packaging/build.sh && python3 packaging/smoke_test.py`` (in .ci/run) checks the real bundle."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import platform
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path
from types import ModuleType
from xml.etree import ElementTree

import pytest
from PySide6.QtGui import QColor, QImage

from tests.tools import need

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "dealerdesk" / "resources"
ICONS = RESOURCES / "icons"


def load(name: str) -> ModuleType:
    """A module of packaging/ (a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(f"packaging_{name.replace('/', '_')}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


plan = load("bundle_plan")
smoke = load("smoke_test")
render_icon = load("render_icon")
platform_files = load("platform_files")
make_icons = load("make_icons")
linux_package = load("linux_package")
glibc_compat = load("glibc_compat")
check_packages = load("check_packages")


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
    for wiring in ("bundle_plan.resource_datas()", "bundle_plan.licence_datas()",
                   "excludes=bundle_plan.EXCLUDED_MODULES", "bundle_plan.keep(",
                   "bundle_plan.without_system_libraries(", '"packaging" / "entry.py"', '"packaging" / "hooks"'):
        assert wiring in spec
    compile(spec, "dealerdesk.spec", "exec")  # valid Python


class SpecRun:
    """What the spec asked PyInstaller for when executed for one platform (with recording stand-ins for
    PyInstaller's build classes: Analysis, PYZ, EXE, COLLECT and BUNDLE)."""

    def __init__(self, platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        from PyInstaller.utils.hooks import qt  # noqa: F401, PLC0415  (imported before the platform is faked)

        self.calls: dict[str, list[dict[str, object]]] = {}
        self.dist = tmp_path / "dist" / "dealerdesk"
        self.dist.mkdir(parents=True)
        self.workpath = tmp_path / "build"

        def recorder(kind: str) -> type:
            calls = self.calls

            class Recorded:
                def __init__(self, *args: object, **kwargs: object) -> None:
                    calls.setdefault(kind, []).append({"args": args, **kwargs})
                    self.binaries: list[object] = []
                    self.datas = list(kwargs.get("datas", []))  # type: ignore[call-overload]
                    self.pure: list[object] = []
                    self.scripts: list[object] = []
                    self.name = str(tmp_path / "dist" / "dealerdesk")

            return Recorded

        namespace = {name: recorder(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
        namespace |= {"SPECPATH": str(PACKAGING), "workpath": str(self.workpath), "__name__": "__main__"}
        monkeypatch.setattr(sys, "platform", platform)
        spec = (PACKAGING / "dealerdesk.spec").read_text(encoding="utf-8")
        exec(compile(spec, "dealerdesk.spec", "exec"), namespace)
        monkeypatch.undo()

    def programs(self) -> dict[str, dict[str, object]]:
        """The EXE calls by program name."""
        return {str(call["name"]): call for call in self.calls["EXE"]}


def test_spec_on_windows_makes_a_windowed_app_and_a_console_cli(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    run = SpecRun("win32", tmp_path, monkeypatch)
    programs = run.programs()
    assert set(programs) == {"dealerdesk", "dealerdesk-cli"}
    assert programs["dealerdesk"]["console"] is False and programs["dealerdesk-cli"]["console"] is True
    (collect,) = run.calls["COLLECT"]
    assert len(collect["args"]) == 4  # both programs, the binaries, the datas: one folder holds both
    icon = Path(str(programs["dealerdesk"]["icon"]))
    assert icon.suffix == ".ico" and sorted(ico_sizes(icon.read_bytes())) == list(make_icons.ICO_SIZES)
    for name, call in programs.items():
        version = version_resource(Path(str(call["version"])).read_text(encoding="utf-8"))
        assert version["OriginalFilename"] == f"{name}.exe"
        assert version["ProductVersion"] == platform_files.project_version()
    assert "BUNDLE" not in run.calls
    assert {(Path(source).name, folder) for source, folder in plan.licence_datas()} <= {
        (Path(source).name, folder) for source, folder in run.calls["Analysis"][0]["datas"]}  # type: ignore[attr-defined]
    assert (run.dist / "LICENSE").is_file() and (run.dist / "THIRD-PARTY-NOTICES.txt").is_file()


def test_spec_on_macos_makes_an_app_bundle_without_a_console(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    run = SpecRun("darwin", tmp_path, monkeypatch)
    assert run.programs()["dealerdesk"]["console"] is False
    (bundle,) = run.calls["BUNDLE"]
    assert bundle["name"] == "dealerdesk.app" and bundle["bundle_identifier"] == platform_files.APP_ID
    assert bundle["info_plist"] == platform_files.info_plist(platform_files.project_version())
    icon = Path(str(bundle["icon"]))
    assert icon.suffix == ".icns" and icns_entries(icon.read_bytes())["ic10"] == (1024, 1024)
    assert not (run.dist / "LICENSE").exists()  # in the app's Resources (datas), not beside a bare folder


def test_spec_on_linux_makes_one_console_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = SpecRun("linux", tmp_path, monkeypatch)
    assert list(run.programs()) == ["dealerdesk"]
    assert run.programs()["dealerdesk"]["console"] is True and run.programs()["dealerdesk"]["icon"] is None
    assert "BUNDLE" not in run.calls and not (run.workpath / "icons").exists()
    assert (run.dist / "LICENSE").is_file() and (run.dist / "THIRD-PARTY-NOTICES.txt").is_file()


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


# Where PyInstaller's PySide6 hook puts Qt's files on the other systems (QtLibraryInfo.qt_rel_dir: "PySide6" on
# Windows, "PySide6/Qt" on macOS), as a Windows and a macOS build of PySide6 6.11 collect them: (the wheel's file,
# the folder in the bundle), each with whether the plan keeps it.
WINDOWS_QT_FILES = [
    ("PySide6\\plugins\\platforms\\qwindows.dll", "PySide6\\plugins\\platforms", True),
    ("PySide6\\plugins\\platforms\\qoffscreen.dll", "PySide6\\plugins\\platforms", True),
    ("PySide6\\plugins\\platforms\\qdirect2d.dll", "PySide6\\plugins\\platforms", True),
    ("PySide6\\plugins\\platforms\\qminimal.dll", "PySide6\\plugins\\platforms", False),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", "PySide6\\plugins\\styles", True),
    ("PySide6\\plugins\\imageformats\\qsvg.dll", "PySide6\\plugins\\imageformats", True),
    ("PySide6\\plugins\\imageformats\\qtiff.dll", "PySide6\\plugins\\imageformats", False),
    ("PySide6\\plugins\\imageformats\\qwebp.dll", "PySide6\\plugins\\imageformats", False),
    ("PySide6\\plugins\\iconengines\\qsvgicon.dll", "PySide6\\plugins\\iconengines", True),
    ("PySide6\\plugins\\tls\\qschannelbackend.dll", "PySide6\\plugins\\tls", False),
    ("PySide6\\plugins\\networkinformation\\qnetworklistmanager.dll", "PySide6\\plugins\\networkinformation",
     False),
    ("PySide6\\plugins\\generic\\qtuiotouchplugin.dll", "PySide6\\plugins\\generic", False),
    ("PySide6\\translations\\qtbase_hu.qm", "PySide6\\translations", True),
    ("PySide6\\translations\\qtbase_de.qm", "PySide6\\translations", False),
    ("PySide6\\translations\\qtdeclarative_hu.qm", "PySide6\\translations", False),
]
MACOS_QT_FILES = [
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/platforms", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.dylib", "PySide6/Qt/plugins/platforms", True),
    ("PySide6/Qt/plugins/platforms/libqminimal.dylib", "PySide6/Qt/plugins/platforms", False),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", "PySide6/Qt/plugins/styles", True),
    ("PySide6/Qt/plugins/imageformats/libqmacheif.dylib", "PySide6/Qt/plugins/imageformats", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.dylib", "PySide6/Qt/plugins/imageformats", True),
    ("PySide6/Qt/plugins/permissions/libqdarwincamerapermission.dylib", "PySide6/Qt/plugins/permissions", False),
    ("PySide6/Qt/plugins/tls/libqsecuretransportbackend.dylib", "PySide6/Qt/plugins/tls", False),
    ("PySide6/Qt/translations/qt_hu.qm", "PySide6/Qt/translations", True),
    ("PySide6/Qt/translations/qt_fr.qm", "PySide6/Qt/translations", False),
]


@pytest.mark.parametrize(("system", "files", "site_packages"), [
    ("win32", WINDOWS_QT_FILES, "C:\\hostedtoolcache\\windows\\Python\\3.11.9\\x64\\Lib\\site-packages\\"),
    ("darwin", MACOS_QT_FILES, "/Users/runner/hostedtoolcache/Python/3.11.9/arm64/lib/python3.11/site-packages/"),
])
def test_qt_filter_works_on_each_systems_real_layout(system: str, files: list[tuple[str, str, bool]],
                                                     site_packages: str) -> None:
    assert all(folder.replace("\\", "/").startswith(plan.QT_FOLDERS[system] + "/") for _, folder, _ in files)
    for wheel_file, folder, kept in files:
        destination = plan.collected_path(site_packages + wheel_file, folder)
        assert destination == wheel_file.replace("\\", "/")
        assert plan.keep(destination) is kept, destination
        assert plan.keep(wheel_file) is kept, wheel_file  # the analysis' own entries, with the system's separators
    # A folder that is not PySide6's is not Qt's, whatever it is called.
    assert plan.keep("pyqtgraph\\plugins\\platforms\\anything.dll") and plan.keep("other/translations/x_de.qm")


def test_spec_filters_plugins_as_pyinstallers_hook_collects_them_on_windows(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # The spec wraps the hook's plugin collection: what it returns on Windows (absolute sources with backslashes,
    # folders under PySide6\plugins) must come out filtered, or the Windows bundle carries every plugin.
    from PyInstaller.utils.hooks import qt  # noqa: PLC0415

    site_packages = "C:\\hostedtoolcache\\windows\\Python\\3.11.9\\x64\\Lib\\site-packages\\"
    plugins = [(site_packages + wheel_file, folder) for wheel_file, folder, _ in WINDOWS_QT_FILES
               if "\\plugins\\" in wheel_file]
    original = qt.QtLibraryInfo.collect_plugins
    qt.QtLibraryInfo.collect_plugins = lambda self, plugin_type: plugins  # type: ignore[method-assign]
    try:
        SpecRun("win32", tmp_path, monkeypatch)  # the spec wraps what it finds there
        kept = qt.QtLibraryInfo.collect_plugins(None, "any")  # type: ignore[arg-type]
    finally:
        qt.QtLibraryInfo.collect_plugins = original  # type: ignore[method-assign]
    assert [Path(source.replace("\\", "/")).name for source, _ in kept] == [
        Path(wheel_file.replace("\\", "/")).name for wheel_file, _, keep in WINDOWS_QT_FILES
        if keep and "\\plugins\\" in wheel_file]


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
    links["/usr/lib/libpng16.so.16"] = ["libz.so.1"]
    links["/q/lib/libQt6Gui.so.6"] = ["libpng16.so.16"]
    binaries = [(f"{'PySide6/Qt/' if source.startswith('/q/') else ''}{Path(source).name}", source, "BINARY")
                for source in links]
    kept = plan.without_system_libraries(binaries, lambda source: links[source])
    # CUPS and GnuTLS and GMP (only CUPS needs them) go; libpng stays (Qt needs it too), zlib goes (a host library).
    assert sorted(Path(destination).name for destination, _, _ in kept) == [
        "libQt6Gui.so.6", "libcupsprintersupport.so", "libpng16.so.16"]


@pytest.mark.parametrize(("library", "left_out"), [
    ("libstdc++.so.6", True), ("libgcc_s.so.1", True), ("libfontconfig.so.1", True), ("libfreetype.so.6", True),
    ("libexpat.so.1", True), ("libz.so.1", True), ("libX11.so.6", True), ("libcups.so.2", True),
    ("libharfbuzz.so.0", True), ("libgpg-error.so.0", True),
    ("libglib-2.0.so.0", False), ("libdbus-1.so.3", False), ("libxkbcommon.so.0", False),
    ("libxcb-cursor.so.0", False), ("libpython3.11.so.1.0", False), ("libQt6Core.so.6", False),
    ("libstdc++.so.6.0.30", False),  # the file behind the soname is never what PyInstaller collects
])
def test_host_libraries_are_left_to_the_system(library: str, left_out: bool) -> None:
    assert (plan.LEFT_TO_THE_SYSTEM.fullmatch(library) is not None) is left_out


def test_every_host_library_has_a_debian_package() -> None:
    # A library left out must come from the system: the .deb depends on its package.
    names = ["libstdc++.so.6", "libgcc_s.so.1", "libfontconfig.so.1", "libfreetype.so.6", "libexpat.so.1",
             "libz.so.1", "libX11.so.6", "libcups.so.2", "libgpg-error.so.0", "libharfbuzz.so.0",
             "libmvec.so.1"]  # glibc's, linked by miniaudio: a bundled copy raised the glibc floor to 2.35
    assert all(plan.LEFT_TO_THE_SYSTEM.fullmatch(name) for name in names)
    assert [name for name in names if name not in plan.DEBIAN_PACKAGES] == []


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
    assert len([name for name in categories.split(";") if name in MAIN_CATEGORIES]) == 1  # shown once in menus
    # Thai and Hungarian: the comment is the app's own translated description (its catalogues), the name stays.
    for language in ("th", "hu"):
        assert entry[f"Name[{language}]"] == "dealerdesk"
        assert entry[f"Comment[{language}]"] == catalogue(language)[DESCRIPTION].removesuffix(".")
        assert entry[f"GenericName[{language}]"].strip() and entry[f"Keywords[{language}]"].endswith(";")
    assert entry["Comment"] == DESCRIPTION.removesuffix(".")


@pytest.mark.tools
def test_desktop_entry_passes_desktop_file_validate() -> None:
    # check_packages.py checks the entry again as installed from the .deb.
    done = subprocess.run([need("desktop-file-validate"), str(PACKAGING / "dealerdesk.desktop")],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics", "Network",
                   "Office", "Science", "Settings", "System", "Utility"}
"""The freedesktop.org menu's main categories: an entry in two of them shows twice."""

DESCRIPTION = "A poker table and dealer trainer for Hold'em, Omaha and Omaha Hi/Lo."
"""The app's one-line description (its About text), which the desktop entry's comment repeats."""


def catalogue(language: str) -> dict[str, str]:
    """The app's translations into `language` (source → translation) from its .ts catalogue."""
    tree = ElementTree.parse(RESOURCES / "translations" / f"dealerdesk_{language}.ts")
    return {message.findtext("source") or "": message.findtext("translation") or ""
            for message in tree.iter("message")}


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
    # One build, packaged twice, the .deb installed and smoke-tested (check_packages runs smoke_test.py on it).
    assert ci.count("packaging/build.sh") == 1 and "packaging/linux_package.py --max-glibc" in ci
    for step in ("check_packages.py lint", "check_packages.py deb", "check_packages.py tarball"):
        assert step in ci
    assert "smoke_test.py" in (PACKAGING / "check_packages.py").read_text(encoding="utf-8")
    for tool in ("desktop-file-utils", "appstream", "nsis", "binutils", "actionlint", "shellcheck"):
        assert tool in ci  # CI installs every tool it uses


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


def test_smoke_test_gives_the_offscreen_platform_windows_fonts_on_windows(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # As on a Windows runner: WINDIR names Windows' folder, whose Fonts folder Qt's offscreen platform must be told.
    monkeypatch.setenv("WINDIR", "C:\\Windows")
    monkeypatch.setenv("QT_QPA_FONTDIR", "/somewhere/else")  # the caller's Qt settings never reach the program
    monkeypatch.setattr("os.path.isdir", lambda folder: folder == "C:\\Windows\\Fonts")
    assert smoke.fresh_environment(tmp_path / "windows", "win32")["QT_QPA_FONTDIR"] == "C:\\Windows\\Fonts"
    assert "QT_QPA_FONTDIR" not in smoke.fresh_environment(tmp_path / "linux", "linux")


# ---- icons for each system ---------------------------------------------------------------------------------------


def ico_sizes(data: bytes) -> dict[int, bytes]:
    """The images in a .ico file by size (read from its directory), checking each is a PNG of that size."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    images = {}
    for index in range(count):
        width, height, _colours, _zero, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        size = width or 256
        assert (height or 256) == size and (planes, bits) == (1, 32)
        image = data[offset:offset + length]
        assert image[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", image[16:24]) == (size, size)
        images[size] = image
    return images


def icns_entries(data: bytes) -> dict[str, tuple[int, int]]:
    """The entries of an .icns file: type code → the size of its PNG."""
    magic, total = struct.unpack(">4sI", data[:8])
    assert magic == b"icns" and total == len(data)
    entries, offset = {}, 8
    while offset < total:
        code, length = struct.unpack(">4sI", data[offset:offset + 8])
        image = data[offset + 8:offset + length]
        assert image[:8] == b"\x89PNG\r\n\x1a\n"
        entries[code.decode("ascii")] = struct.unpack(">II", image[16:24])
        offset += length
    assert offset == total
    return entries


def test_icons_for_every_system(tmp_path: Path, qapp: object) -> None:
    files = make_icons.write_all(tmp_path)
    assert all(file.is_file() for file in files)
    for size in make_icons.HICOLOR_SIZES:  # the hicolor theme's layout, each PNG its folder's size
        png = (tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "dealerdesk.png").read_bytes()
        assert struct.unpack(">II", png[16:24]) == (size, size)
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "dealerdesk.svg").read_bytes() == (
        ICONS / "dealerdesk.svg").read_bytes()
    ico = ico_sizes((tmp_path / "dealerdesk.ico").read_bytes())
    assert sorted(ico) == [16, 24, 32, 48, 64, 128, 256]
    # Drawn at each size from the SVG (not one image shrunk): the 16 px one is its own rendering.
    small = QImage.fromData(ico[16])
    assert (small.width(), small.height()) == (16, 16) and small.pixelColor(8, 8).alpha() == 255
    entries = icns_entries((tmp_path / "dealerdesk.icns").read_bytes())
    assert entries == {"icp4": (16, 16), "icp5": (32, 32), "icp6": (64, 64), "ic07": (128, 128),
                       "ic08": (256, 256), "ic09": (512, 512), "ic10": (1024, 1024), "ic11": (32, 32),
                       "ic12": (64, 64), "ic13": (256, 256), "ic14": (512, 512)}


# ---- Windows version resource, macOS Info.plist ------------------------------------------------------------------


def version_resource(text: str) -> dict[str, object]:
    """A PyInstaller version file evaluated the way PyInstaller reads one (it eval()s the text with its classes),
    with stand-ins that check the structure and collect the strings and numbers."""
    found: dict[str, object] = {}

    def fixed(**fields: object) -> None:
        found["filevers"], found["prodvers"] = fields["filevers"], fields["prodvers"]

    def string_struct(key: str, value: str) -> None:
        found[key] = value

    def table(code: str, _strings: list[None]) -> None:
        found["language"] = code

    names = {"VSVersionInfo": lambda ffi, kids: None, "FixedFileInfo": fixed, "StringFileInfo": lambda tables: None,
             "StringTable": table, "StringStruct": string_struct, "VarFileInfo": lambda structs: None,
             "VarStruct": lambda name, values: found.setdefault("translation", values)}
    eval(compile(text, "version.txt", "eval"), {"__builtins__": {}}, names)
    return found


def test_windows_version_resource() -> None:
    version = version_resource(platform_files.windows_version_info("1.20.3", "dealerdesk-cli", "command line"))
    assert version["filevers"] == version["prodvers"] == (1, 20, 3, 0)
    assert version["FileVersion"] == "1.20.3.0" and version["ProductVersion"] == "1.20.3"
    assert version["OriginalFilename"] == "dealerdesk-cli.exe" and version["FileDescription"] == "command line"
    assert version["language"] == "040904B0" and version["translation"] == [1033, 1200]  # US English, Unicode
    assert "MIT" in str(version["LegalCopyright"])


def test_release_tag_must_name_the_project_version(capsys: pytest.CaptureFixture[str]) -> None:
    version = platform_files.project_version()
    assert platform_files.tag_problem(f"v{version}", version) is None
    for tag in (version, f"v{version}.1", "v0.0.0-rc1", f"release-{version}"):
        assert platform_files.tag_problem(tag, version) is not None, tag
    assert platform_files.main(["check-tag", f"v{version}"]) == 0
    assert platform_files.main(["check-tag", "v999.0.0"]) == 1
    assert "not 'v" in capsys.readouterr().out
    assert platform_files.main(["version"]) == 0 and capsys.readouterr().out == f"{version}\n"


def test_project_version_must_be_dotted_numbers(tmp_path: Path) -> None:
    assert platform_files.project_version() == tomllib.loads(
        (ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    (tmp_path / "pyproject.toml").write_text('[project]\nversion = "1.0rc1"\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"1\.0rc1"):
        platform_files.project_version(tmp_path / "pyproject.toml")
    assert platform_files.version_numbers("2.1") == (2, 1, 0, 0)


def test_macos_info_plist() -> None:
    entries = platform_files.info_plist("0.4.2")
    assert plistlib.loads(plistlib.dumps(entries)) == entries  # a valid property list
    assert entries["CFBundleIdentifier"] == platform_files.APP_ID == "io.github.dealerdesk.dealerdesk"
    assert entries["CFBundleShortVersionString"] == entries["CFBundleVersion"] == "0.4.2"
    assert entries["NSHighResolutionCapable"] is True
    assert entries["CFBundleLocalizations"] == ["en", "th", "hu"]
    # Every language the app ships a catalogue for is one macOS is told about.
    shipped = {file.stem.split("_")[1] for file in (RESOURCES / "translations").glob("dealerdesk_*.qm")}
    assert shipped | {"en"} == set(entries["CFBundleLocalizations"])  # type: ignore[arg-type]
    assert entries["LSMinimumSystemVersion"] == "14.0"  # NumPy's Accelerate wheels: the README says so too
    assert "**macOS** 14 (Sonoma) or newer" in (ROOT / "README.md").read_text(encoding="utf-8")


# ---- macOS minimum version of every Mach-O file ------------------------------------------------------------------

minimum_os = load("macos/check_minimum_os")


def macho(cpu_type: int, commands: list[bytes], *, bits: int = 64, order: str = "<") -> bytes:
    """A Mach-O header with these load commands (as a linker writes them; no code follows)."""
    magic = minimum_os.MH_MAGIC_64 if bits == 64 else minimum_os.MH_MAGIC
    header = struct.pack(order + "IiiIIII", magic, cpu_type, 0, 6, len(commands), sum(map(len, commands)), 0)
    return header + (struct.pack(order + "I", 0) if bits == 64 else b"") + b"".join(commands)


def build_version(major: int, minor: int, platform: int = 1, order: str = "<") -> bytes:
    """LC_BUILD_VERSION for ``platform`` (1 = macOS), minimum major.minor, SDK 15.0, no tools."""
    return struct.pack(order + "IIIIII", minimum_os.LC_BUILD_VERSION, 24, platform, (major << 16) | (minor << 8),
                       15 << 16, 0)


def version_min(major: int, minor: int, order: str = "<") -> bytes:
    """LC_VERSION_MIN_MACOSX, as files built for macOS before 10.14 carry."""
    return struct.pack(order + "IIII", minimum_os.LC_VERSION_MIN_MACOSX, 16, (major << 16) | (minor << 8), 0)


UUID = struct.pack("<II16s", 0x1B, 24, bytes(16))  # LC_UUID: another command, stepped over
ARM64, X86_64, PPC = 0x0100000C, 0x01000007, 18


def universal(*thin: tuple[int, bytes]) -> bytes:
    """A universal ("fat") file of these architectures, each at a 4 KiB boundary."""
    header = struct.pack(">II", minimum_os.FAT_MAGIC, len(thin))
    offsets = [4096 * (index + 1) for index in range(len(thin))]
    header += b"".join(struct.pack(">iiIII", cpu, 0, offset, len(data), 12)
                       for (cpu, data), offset in zip(thin, offsets, strict=True))
    body = bytearray(header.ljust(offsets[-1] + len(thin[-1][1]), b"\0"))
    for (_cpu, data), offset in zip(thin, offsets, strict=True):
        body[offset:offset + len(data)] = data
    return bytes(body)


def test_mach_o_minimums_from_each_kind_of_load_command() -> None:
    assert minimum_os.slices(macho(ARM64, [UUID, build_version(14, 0)])) == [minimum_os.Slice(ARM64, (14, 0, 0))]
    assert minimum_os.slices(macho(X86_64, [version_min(10, 13), UUID])) == [minimum_os.Slice(X86_64, (10, 13, 0))]
    assert minimum_os.slices(macho(7, [version_min(10, 9)], bits=32)) == [minimum_os.Slice(7, (10, 9, 0))]
    big_endian = macho(PPC, [version_min(10, 4, ">")], bits=32, order=">")
    assert minimum_os.slices(big_endian) == [minimum_os.Slice(PPC, (10, 4, 0))]
    # An iOS build version is not a macOS minimum; a file without one names none.
    assert minimum_os.slices(macho(ARM64, [build_version(17, 0, platform=2)])) == [minimum_os.Slice(ARM64, None)]
    fat = universal((X86_64, macho(X86_64, [build_version(10, 13)])), (ARM64, macho(ARM64, [build_version(15, 2)])))
    assert minimum_os.slices(fat) == [minimum_os.Slice(X86_64, (10, 13, 0)), minimum_os.Slice(ARM64, (15, 2, 0))]
    assert minimum_os.slices(b"\xca\xfe\xba\xbe\x00\x00\x00\x37" + bytes(64)) == []  # a Java class file
    assert minimum_os.slices(b"#!/bin/sh\n") == [] and minimum_os.slices(b"") == []
    assert minimum_os.decode_version(0x000A0F06) == (10, 15, 6) and minimum_os.show((14, 0, 0)) == "14.0"


def stand_in_app(folder: Path, minimum: str | None, files: dict[str, bytes]) -> Path:
    """A .app folder with an Info.plist declaring ``minimum`` and these files."""
    app = folder / "dealerdesk.app"
    (app / "Contents").mkdir(parents=True)
    entries = platform_files.info_plist("1.0.0")
    if minimum is None:
        del entries["LSMinimumSystemVersion"]
    else:
        entries["LSMinimumSystemVersion"] = minimum
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(entries))
    for name, data in files.items():
        (app / name).parent.mkdir(parents=True, exist_ok=True)
        (app / name).write_bytes(data)
    return app


def test_every_mach_o_file_of_the_app_must_run_on_the_declared_macos(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    files = {
        "Contents/MacOS/dealerdesk": macho(ARM64, [build_version(11, 0)]),
        "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore": universal(
            (X86_64, macho(X86_64, [build_version(13, 0)])), (ARM64, macho(ARM64, [build_version(13, 0)]))),
        "Contents/Frameworks/numpy/_core/_multiarray_umath.cpython-311-darwin.so": macho(
            ARM64, [build_version(14, 0)]),
        "Contents/Resources/dealerdesk/resources/icons/dealerdesk.png": b"\x89PNG\r\n\x1a\n",
    }
    app = stand_in_app(tmp_path / "fits", platform_files.MACOS_MINIMUM, files)
    assert minimum_os.check(app) == []
    assert minimum_os.main([str(app)]) == 0
    assert "newest minimum is macOS 14.0 (Contents/Frameworks/numpy" in capsys.readouterr().out
    # Promising macOS 13 with NumPy's Accelerate build aboard fails, naming the file.
    too_old = stand_in_app(tmp_path / "old", "13.0", files)
    assert minimum_os.check(too_old) == [
        "Contents/Frameworks/numpy/_core/_multiarray_umath.cpython-311-darwin.so needs macOS 14.0, the app "
        "promises 13.0"]
    assert minimum_os.main([str(too_old)]) == 1
    # A universal file fails on its newest architecture.
    mixed = {"Contents/MacOS/dealerdesk": universal((X86_64, macho(X86_64, [build_version(10, 13)])),
                                                    (ARM64, macho(ARM64, [build_version(14, 5)])))}
    assert minimum_os.check(stand_in_app(tmp_path / "mixed", "14.0", mixed)) == [
        "Contents/MacOS/dealerdesk needs macOS 14.5, the app promises 14.0"]
    assert minimum_os.check(stand_in_app(tmp_path / "none", None, files)) == [
        "Info.plist declares no LSMinimumSystemVersion"]
    assert minimum_os.main([str(tmp_path)]) == 2


# ---- AppStream metainfo ------------------------------------------------------------------------------------------


def test_metainfo(tmp_path: Path) -> None:
    text = linux_package.metainfo_text("0.9.1", "2026-11-30")
    root = ElementTree.fromstring(text)
    assert root.get("type") == "desktop-application" and root.findtext("id") == platform_files.APP_ID
    assert root.findtext("launchable") == "dealerdesk.desktop" == linux_package.DESKTOP_ENTRY.name
    assert root.findtext("provides/binary") == "dealerdesk" and root.findtext("project_license") == "MIT"
    assert root.find("releases/release").attrib == {"version": "0.9.1", "date": "2026-11-30"}  # type: ignore[union-attr]
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for tag in ("name", "summary", "description/p", "keywords/keyword"):
        assert {element.get(lang) for element in root.findall(tag)} == {None, "th", "hu"}
    # The Thai text uses the glossary's spelling (พ็อต, not พอต), and no Thai paragraph ends in a full stop.
    thai = [element.text or "" for element in root.iter() if element.get(lang) == "th"]
    assert all("พอต" not in text and not text.strip().endswith(".") for text in thai)


@pytest.mark.tools
def test_metainfo_passes_appstreamcli(tmp_path: Path) -> None:
    need("appstreamcli")
    (tmp_path / linux_package.METAINFO.name).write_text(linux_package.metainfo_text("0.9.1", "2026-11-30"),
                                                      encoding="utf-8")
    check_packages.validate_metainfo(tmp_path / linux_package.METAINFO.name)


# ---- Linux packages ----------------------------------------------------------------------------------------------


OBJDUMP_T = """
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.2.5) free
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.34) __libc_start_main
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.35) hypot
0000000000000000      DF *UND*  0000000000000000 (GLIBCXX_3.4.30) _ZNSt6thread
0000000000000000  w   D  *UND*  0000000000000000  Base        __gmon_start__
"""


def test_glibc_versions_and_needed_libraries_from_objdump() -> None:
    assert max(linux_package.glibc_versions(OBJDUMP_T)) == (2, 35)
    assert linux_package.glibc_versions(OBJDUMP_T) == {(2, 2, 5), (2, 34), (2, 35)}  # not libstdc++'s GLIBCXX
    headers = "Dynamic Section:\n  NEEDED               libQt6Core.so.6\n  NEEDED               libc.so.6\n  SONAME x\n"
    assert linux_package.needed(headers) == ["libQt6Core.so.6", "libc.so.6"]


@pytest.mark.tools
def test_scan_measures_the_floor_and_the_system_libraries(tmp_path: Path) -> None:
    python = Path(sys.executable).resolve()
    library = next((python.parent.parent / "lib").glob("libpython3*.so.1.0"), None)
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copy(python, bundle / "python")
    (bundle / "notes.txt").write_text("not an ELF file", encoding="utf-8")
    report = linux_package.scan(bundle)
    symbols = subprocess.run([need("objdump"), "-T", str(python)], capture_output=True, text=True, check=True).stdout
    assert report.glibc_floor == max(linux_package.glibc_versions(symbols)) and report.floor_files == ["python"]
    assert "libc.so.6" in report.system_libraries and report.glibcxx == 0  # Python is C: no libstdc++
    if library is not None:  # a shared-library Python (pyenv, python.org): carried, it is not the system's
        assert library.name in report.system_libraries
        shutil.copy(library, bundle / "_internal" / library.name)
        assert library.name not in linux_package.scan(bundle).system_libraries


def objdump_references(path: Path) -> set[tuple[str, str]]:
    """(library, version) pairs from ``objdump -p``'s "Version References" (the reference the parser must match)."""
    text = subprocess.run([need("objdump"), "-p", str(path)], capture_output=True, text=True, check=True).stdout
    references, library = set(), ""
    for line in text.split("Version References:")[1].splitlines():
        if line.strip().startswith("required from "):
            library = line.strip().removeprefix("required from ").rstrip(":")
        elif line.strip() and library:
            references.add((library, line.split()[-1]))
    return references


def python_elf() -> Path:
    """This Python's shared library when it has one (the file the spec rewrites), else its program."""
    library = next((Path(sys.base_prefix) / "lib").glob("libpython3*.so.1.0"), None)
    return library or Path(sys.executable).resolve()


@pytest.mark.tools
def test_glibc_requirements_read_as_objdump_reads_them() -> None:
    found, symbols, _ = glibc_compat.requirements(python_elf().read_bytes())
    assert {(requirement.library, requirement.name) for requirement in found} == objdump_references(python_elf())
    assert any(names for index, names in symbols.items() if index > 1)  # symbols bound to versions
    assert glibc_compat.elf_hash(b"GLIBC_2.2.5") == 0x09691A75  # the hash objdump shows for it


@pytest.mark.tools
def test_glibc_compat_rewrites_only_versions_whose_every_symbol_is_known(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "lib.so"
    shutil.copy(python_elf(), copy)
    found, symbols, _ = glibc_compat.requirements(copy.read_bytes())
    # A version of libc other than the original, with the symbols bound to it (present in any modern build).
    candidates = [requirement for requirement in found if requirement.library == "libc.so.6"
                  and requirement.name not in ("GLIBC_2.2.5", "GLIBC_2.17") and symbols.get(requirement.index)]
    chosen = max(candidates, key=lambda requirement: tuple(int(n) for n in requirement.name[6:].split(".")))
    bound = frozenset(symbols[chosen.index])
    original = "GLIBC_2.2.5" if platform.machine() == "x86_64" else "GLIBC_2.17"
    # One of its symbols not known to be compatible: the file is left as it is.
    monkeypatch.setattr(glibc_compat, "COMPATIBLE", {chosen.name: (original, bound - {min(bound)})})
    before = copy.read_bytes()
    assert glibc_compat.lower(copy) == [] and copy.read_bytes() == before
    # Every symbol known: the requirement is renamed, and objdump sees the symbols at the original version.
    monkeypatch.setattr(glibc_compat, "COMPATIBLE", {chosen.name: (original, bound)})
    assert glibc_compat.lower(copy) == [f"{', '.join(sorted(bound))}: {chosen.name} → {original}"]
    assert ("libc.so.6", chosen.name) not in objdump_references(copy)
    dynamic = subprocess.run(["objdump", "-T", str(copy)], capture_output=True, text=True, check=True).stdout
    versions = {line.split()[-1]: line.split()[-2] for line in dynamic.splitlines() if "*UND*" in line}
    assert all(versions[name] == f"({original})" for name in bound if name in versions)
    assert glibc_compat.lower(copy) == []  # done once


def test_glibc_compat_leaves_other_files_alone(tmp_path: Path) -> None:
    script = tmp_path / "entry.py"
    shutil.copy(PACKAGING / "entry.py", script)
    assert glibc_compat.lower(script) == [] and script.read_bytes() == (PACKAGING / "entry.py").read_bytes()


@pytest.mark.tools
def test_scan_measures_what_the_bundle_asks_of_the_system_s_libstdcxx(tmp_path: Path) -> None:
    import shiboken6  # noqa: PLC0415  (a C++ library from the PySide6 wheels, as the bundle carries it)

    library = next(Path(shiboken6.__file__).parent.glob("libshiboken6*.so*"))
    shutil.copy(library, tmp_path / library.name)
    symbols = subprocess.run(["objdump", "-T", str(library)], capture_output=True, text=True, check=True).stdout
    newest = max(int(minor) for minor in re.findall(r"GLIBCXX_3\.4\.(\d+)", symbols))
    report = linux_package.scan(tmp_path)
    assert report.glibcxx == newest and newest in linux_package.GCC_OF_GLIBCXX
    assert "libstdc++.so.6" in report.system_libraries


def test_debian_relations() -> None:
    depends, recommends = linux_package.debian_relations(
        ["libc.so.6", "libm.so.6", "libstdc++.so.6", "libcups.so.2", "libz.so.1"], (2, 35))
    assert depends == ["libc6 (>= 2.35)", "libstdc++6", "zlib1g"] and recommends == ["libcups2"]
    # The C++ library the bundle no longer carries: at least the GCC whose libstdc++ has the newest GLIBCXX used.
    depends, _ = linux_package.debian_relations(["libc.so.6", "libstdc++.so.6"], (2, 34), glibcxx=29)
    assert depends == ["libc6 (>= 2.34)", "libstdc++6 (>= 11)"]
    with pytest.raises(ValueError, match=r"GLIBCXX_3\.4\.99"):
        linux_package.debian_relations(["libstdc++.so.6"], (2, 34), glibcxx=99)
    with pytest.raises(ValueError, match=r"libnew\.so\.1"):
        linux_package.debian_relations(["libc.so.6", "libnew.so.1"], (2, 34))


@pytest.fixture(scope="module")
def stand_in_packages(tmp_path_factory: pytest.TempPathFactory, qapp: object) -> tuple[Path, Path]:
    """A .deb and a tarball made from a stand-in bundle (a shell script as the program) with the real icons."""
    folder = tmp_path_factory.mktemp("packages")
    bundle = folder / "dealerdesk"
    (bundle / "_internal" / "dealerdesk").mkdir(parents=True)
    (bundle / "dealerdesk").write_text('#!/bin/sh\necho "stand-in dealerdesk $*"\n', encoding="utf-8")
    (bundle / "dealerdesk").chmod(0o755)
    (bundle / "_internal" / "dealerdesk" / "module.txt").write_text("x", encoding="utf-8")
    for source, _ in plan.licence_datas():
        shutil.copy(source, bundle)
    make_icons.write_all(folder / "icons")
    report = linux_package.ElfReport((2, 35), [], ["libc.so.6", "libstdc++.so.6", "libcups.so.2"], glibcxx=30)
    deb = linux_package.build_deb(bundle, folder / "icons", folder, version="0.3.0", date="2026-11-30",
                                  report=report)
    tarball = linux_package.build_tarball(bundle, folder / "icons", folder, version="0.3.0", date="2026-11-30")
    return deb, tarball


@pytest.mark.tools
def test_deb_layout_and_control(stand_in_packages: tuple[Path, Path]) -> None:
    deb, _ = stand_in_packages
    assert deb.name == f"dealerdesk_0.3.0_{linux_package.debian_architecture()}.deb"
    control = subprocess.run([need("dpkg-deb"), "--field", str(deb)], capture_output=True, text=True, check=True).stdout
    fields = dict(line.split(": ", 1) for line in control.splitlines() if ": " in line)
    assert fields["Package"] == "dealerdesk" and fields["Version"] == "0.3.0"
    assert fields["Depends"] == "libc6 (>= 2.35), libstdc++6 (>= 12)" and fields["Recommends"] == "libcups2"
    contents = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                              check=True).stdout.splitlines()
    entries = {line.split(maxsplit=5)[5].removeprefix("./"): line.split()[0] for line in contents}
    assert entries["usr/bin/dealerdesk -> /opt/dealerdesk/dealerdesk"].startswith("l")  # the launcher in PATH
    assert entries["opt/dealerdesk/dealerdesk"] == "-rwxr-xr-x"
    for path in ("opt/dealerdesk/LICENSE", "opt/dealerdesk/THIRD-PARTY-NOTICES.txt",
                 "usr/share/applications/dealerdesk.desktop", "usr/share/doc/dealerdesk/copyright",
                 f"usr/share/metainfo/{platform_files.APP_ID}.metainfo.xml",
                 "usr/share/icons/hicolor/scalable/apps/dealerdesk.svg",
                 *(f"usr/share/icons/hicolor/{size}x{size}/apps/dealerdesk.png" for size in make_icons.HICOLOR_SIZES)):
        assert entries[path] == "-rw-r--r--", path
    assert all(" root/root " in line for line in contents)


@pytest.mark.tools
def test_tarball_installs_and_uninstalls_with_its_script(stand_in_packages: tuple[Path, Path],
                                                        tmp_path: Path) -> None:
    _, tarball = stand_in_packages
    assert tarball.name == f"dealerdesk-0.3.0-linux-{platform.machine()}.tar.gz"
    with tarfile.open(tarball) as archive:
        members = {member.name: member for member in archive.getmembers()}
        archive.extractall(tmp_path / "unpacked", filter="tar")
    assert members["dealerdesk-0.3.0/install.sh"].mode & 0o111
    assert {"dealerdesk-0.3.0/LICENSE", "dealerdesk-0.3.0/THIRD-PARTY-NOTICES.txt",
            "dealerdesk-0.3.0/dealerdesk/THIRD-PARTY-NOTICES.txt"} <= set(members)
    prefix = tmp_path / "home" / ".local"
    script = tmp_path / "unpacked" / "dealerdesk-0.3.0" / "install.sh"
    done = subprocess.run(["sh", str(script), "--prefix", str(prefix)], capture_output=True, text=True, check=True)
    assert "dealerdesk installed" in done.stdout
    ran = subprocess.run([str(prefix / "bin" / "dealerdesk"), "--self-test"], capture_output=True, text=True,
                         check=True)
    assert ran.stdout == "stand-in dealerdesk --self-test\n"
    entry = (prefix / "share" / "applications" / "dealerdesk.desktop").read_text(encoding="utf-8")
    assert f'Exec="{prefix}/bin/dealerdesk"' in entry.splitlines()  # the menu works without ~/.local/bin in PATH
    assert (prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "dealerdesk.png").is_file()
    # Installing again (an update) replaces the app, and the uninstaller it left removes every file.
    (prefix / "lib" / "dealerdesk" / "_internal" / "stale.py").write_text("old", encoding="utf-8")
    subprocess.run(["sh", str(script), "--prefix", str(prefix)], capture_output=True, check=True)
    assert not (prefix / "lib" / "dealerdesk" / "_internal" / "stale.py").exists()
    (prefix / "share" / "applications" / "other.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    subprocess.run(["sh", str(prefix / "lib" / "dealerdesk" / "install.sh"), "--uninstall", "--prefix", str(prefix)],
                   capture_output=True, check=True)
    assert sorted(str(path.relative_to(prefix)) for path in prefix.rglob("*") if not path.is_dir()) == [
        "share/applications/other.desktop"]  # only what was not its own


def test_install_script_refuses_to_remove_a_folder_that_is_not_its_own(tmp_path: Path) -> None:
    (tmp_path / "lib" / "dealerdesk").mkdir(parents=True)
    (tmp_path / "lib" / "dealerdesk" / "thesis.txt").write_text("mine", encoding="utf-8")
    done = subprocess.run(["sh", str(PACKAGING / "linux" / "install.sh"), "--uninstall", "--prefix", str(tmp_path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1 and "not a dealerdesk install" in done.stderr
    assert (tmp_path / "lib" / "dealerdesk" / "thesis.txt").is_file()


@pytest.mark.tools
def test_shell_scripts_pass_shellcheck_and_a_broken_one_does_not(tmp_path: Path) -> None:
    need("shellcheck")
    check_packages.lint_shell_scripts()
    broken = tmp_path / "broken.sh"
    broken.write_text('#!/bin/sh\nprefix=$1\nrm -rf "$prefx/lib/dealerdesk"\n', encoding="utf-8")  # a typo
    with pytest.raises(check_packages.CheckFailed, match="prefx"):
        check_packages.lint_shell_scripts([broken])


# ---- Windows installer -------------------------------------------------------------------------------------------


def test_installer_script_speaks_english_thai_and_hungarian() -> None:
    script = check_packages.NSIS_SCRIPT.read_text(encoding="utf-8")
    languages = re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"', script, re.MULTILINE)
    assert languages == ["English", "Thai", "Hungarian"]
    strings: dict[str, dict[str, str]] = {}
    for name, language, text in re.findall(r'^LangString (\w+) \$\{LANG_(\w+)\} "(.*)"$', script, re.MULTILINE):
        strings.setdefault(name, {})[language] = text
    assert strings and all(set(texts) == {"ENGLISH", "THAI", "HUNGARIAN"} for texts in strings.values())
    assert strings["ShortcutCommandLine"]["THAI"] != strings["ShortcutCommandLine"]["ENGLISH"]
    for used in re.findall(r"\$\((\w+)\)", script):  # every $(String) the script uses is defined
        assert used in strings
    for part in ('CreateShortCut "$SMPROGRAMS\\', 'WriteUninstaller "$INSTDIR\\uninstall.exe"',
                 'File "${DIST}\\dealerdesk-cli.exe"', 'File "${DIST}\\THIRD-PARTY-NOTICES.txt"',
                 'Section "Uninstall"', "MUI_PAGE_LICENSE"):
        assert part in script, part


check_installer = load("windows/check_installer")


def test_installer_names_its_shortcuts_in_each_language_and_removes_them_all() -> None:
    script = check_packages.NSIS_SCRIPT.read_text(encoding="utf-8")
    names = check_installer.shortcut_names(script)
    assert names == {"English": ("dealerdesk", "dealerdesk command line"),
                     "Thai": ("dealerdesk", "dealerdesk บรรทัดคำสั่ง"),
                     "Hungarian": ("dealerdesk", "dealerdesk parancssor")}
    for language in ("ENGLISH", "THAI", "HUNGARIAN"):
        assert (f'LangString ShortcutCommandLine ${{LANG_{language}}} "${{SHORTCUT_COMMAND_LINE_{language}}}"'
                in script)
    removal = script[script.index("!macro REMOVE_SHORTCUTS"):]
    removal = removal[:removal.index("!macroend")]
    for define in ("SHORTCUT_APP", "SHORTCUT_COMMAND_LINE_ENGLISH", "SHORTCUT_COMMAND_LINE_THAI",
                   "SHORTCUT_COMMAND_LINE_HUNGARIAN"):
        assert f'Delete "$SMPROGRAMS\\${{{define}}}.lnk"' in removal
    install, uninstall = section(script, 'Section "dealerdesk"'), section(script, 'Section "Uninstall"')
    # Before the new shortcuts are made (an install in Thai over one in English), and on uninstalling.
    assert install.index("!insertmacro REMOVE_SHORTCUTS") < install.index("CreateShortCut")
    assert "!insertmacro REMOVE_SHORTCUTS" in uninstall


def section(script: str, start: str) -> str:
    """One section of the installer script, from its first line to its SectionEnd."""
    body = script[script.index(start):]
    return body[:body.index("SectionEnd")]


def test_installer_refuses_old_windows_a_running_app_and_states_its_size() -> None:
    script = check_packages.NSIS_SCRIPT.read_text(encoding="utf-8")
    on_init = script[script.index("Function .onInit"):]
    on_init = on_init[:on_init.index("FunctionEnd")]
    assert "${IfNot} ${RunningX64}" in on_init and "${OrIfNot} ${AtLeastBuild} ${WINDOWS_10_BUILD}" in on_init
    assert "!define WINDOWS_10_BUILD 10240" in script and '"$(NeedsWindows10x64)" /SD IDOK' in on_init
    install, uninstall = section(script, 'Section "dealerdesk"'), section(script, 'Section "Uninstall"')
    # The running check comes before anything is removed or replaced, in both directions.
    assert install.index("Call CloseDealerdesk") < install.index('RMDir /r "$INSTDIR\\_internal"')
    assert uninstall.index("Call un.CloseDealerdesk") < uninstall.index('RMDir /r "$INSTDIR\\_internal"')
    check = script[script.index("!macro RUNNING_CHECK"):]
    check = check[:check.index("!macroend")]
    # Silent: no one to answer, so it gives up with the status the Windows check expects.
    assert "/SD IDCANCEL IDRETRY check" in check
    assert f"SetErrorLevel {check_installer.RUNNING_REFUSED}" in check
    for program in ("dealerdesk.exe", "dealerdesk-cli.exe"):
        assert f'!insertmacro IN_USE "$INSTDIR\\{program}"' in check
    assert '${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2' in install
    assert install.index("${GetSize}") > install.index('File /r "${DIST}\\_internal"')  # measured once installed
    assert 'WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"' in install


def test_windows_check_installs_where_spaces_and_other_alphabets_are() -> None:
    folder = check_installer.install_folder("D:\\a\\_temp")
    assert " " in folder and re.search("[\u0e01-\u0e5b]", folder) and "ű" in folder
    # NSIS reads /D= and _?= to the end of the line, unquoted; quoting them (as a list of arguments would) breaks
    # a path with spaces.
    assert check_installer.installer_command("D:\\dist\\setup.exe", folder) == (
        f'"D:\\dist\\setup.exe" /S /D={folder}')
    assert check_installer.uninstaller_command(folder).endswith(f'uninstall.exe" /S _?={folder}')
    assert check_installer.version_of(Path("dealerdesk-1.2.3-windows-x64-setup.exe")) == "1.2.3"
    assert check_installer.UNINSTALL_KEY.endswith(
        re.search(r'!define UNINSTALL_KEY "(.*)"', check_packages.NSIS_SCRIPT.read_text(encoding="utf-8"))
        .group(1).split("\\")[-1])  # type: ignore[union-attr]


@pytest.mark.tools
def test_installer_script_compiles_and_a_broken_one_does_not(tmp_path: Path, qapp: object) -> None:
    # makensis compiles the script against a folder shaped like PyInstaller's output.
    need("makensis")
    dist = check_packages.stand_in_folder(tmp_path / "dist")
    make_icons.write_all(tmp_path / "icons")
    setup = check_packages.compile_installer(check_packages.NSIS_SCRIPT, dist, tmp_path / "dealerdesk-setup.exe",
                                             tmp_path / "icons" / "dealerdesk.ico")
    assert setup.read_bytes()[:2] == b"MZ"  # a Windows program
    broken = tmp_path / "broken.nsi"
    broken.write_text(check_packages.NSIS_SCRIPT.read_text(encoding="utf-8").replace(
        "SectionEnd", "SectionEndd", 1), encoding="utf-8")
    with pytest.raises(check_packages.CheckFailed, match="makensis"):
        check_packages.compile_installer(broken, dist, tmp_path / "broken-setup.exe")
    (dist / "dealerdesk-cli.exe").unlink()  # a build without the console program is not packaged
    with pytest.raises(check_packages.CheckFailed):
        check_packages.compile_installer(check_packages.NSIS_SCRIPT, dist, tmp_path / "partial-setup.exe")


# ---- release workflow --------------------------------------------------------------------------------------------


def workflow_jobs(text: str) -> dict[str, str]:
    """A workflow's jobs by id, each as the text of its block (actionlint checks the YAML itself)."""
    body = text.split("\njobs:\n", 1)[1]
    names = re.findall(r"^  ([\w-]+):$", body, re.MULTILINE)
    blocks = re.split(r"^  [\w-]+:$", body, flags=re.MULTILINE)[1:]
    return dict(zip(names, blocks, strict=True))


def test_release_workflow_builds_tests_and_publishes_every_platform() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    jobs = workflow_jobs(text)
    assert set(jobs) == {"version", "linux", "windows", "macos", "publish"}
    assert re.findall(r"arch: (\S+)", jobs["macos"]) == ["arm64", "x86_64"]
    # Hosted images that exist: macos-14 and macos-13 are gone; macos-15 is Apple silicon, macos-15-intel Intel.
    assert re.findall(r"runner: (\S+)", jobs["macos"]) == ["macos-15", "macos-15-intel"]
    for name, job in jobs.items():  # a hung step fails its job instead of holding a runner for six hours
        limit = re.search(r"^    timeout-minutes: (\d+)$", job, re.MULTILINE)
        assert limit is not None and 0 < int(limit.group(1)) <= 60, name
    # A tag that names another version than pyproject.toml's stops every build.
    assert 'python packaging/platform_files.py check-tag "$TAG"' in jobs["version"]
    assert all("needs: version" in jobs[name] for name in ("linux", "windows", "macos"))
    # macOS: the minimum-version check of every Mach-O file, and the app run from the mounted image, natively,
    # with its signature verified before and after.
    macos = jobs["macos"]
    assert "python packaging/macos/check_minimum_os.py dist/dealerdesk.app" in macos
    mounted = macos[macos.index("hdiutil attach"):]
    assert mounted.count('codesign --verify --deep --strict --verbose=1 "$app"') == 2
    assert mounted.index('QT_QPA_PLATFORM=cocoa "$app/Contents/MacOS/dealerdesk" --self-test') < mounted.rindex(
        "codesign --verify")
    # Windows: the installer is installed over the last release and checked by the script tested above.
    assert 'python packaging/windows/check_installer.py "$setup" "${previous[@]}"' in jobs["windows"]
    assert "gh release download" in jobs["windows"]
    for name in ("linux", "windows", "macos"):
        for step in ("bash packaging/build.sh", "packaging/smoke_test.py", "actions/upload-artifact@"):
            assert step in jobs[name], (name, step)
    assert "packaging/windows/dealerdesk.nsi" in jobs["windows"] and "dealerdesk-cli.exe" in jobs["windows"]
    # Compiled from the repository's root as check_packages.compile_installer does here (makensis would otherwise
    # look for dist\dealerdesk beside the script).
    assert re.search(r'makensis" -NOCD .*-DDIST="dist\\\\dealerdesk"', jobs["windows"])
    # The icon is where the spec wrote it: PyInstaller's work folder (build.sh's --workpath, then the spec's name).
    assert "--workpath build/pyinstaller" in (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert 'Path(workpath) / "icons"' in (PACKAGING / "dealerdesk.spec").read_text(encoding="utf-8")
    assert '-DICON="build\\\\pyinstaller\\\\dealerdesk\\\\icons\\\\dealerdesk.ico"' in jobs["windows"]
    assert "packaging/macos/make_dmg.sh" in jobs["macos"]
    assert "packaging/linux_package.py --max-glibc 2.34" in jobs["linux"]
    assert "check_packages.py deb" in jobs["linux"] and "check_packages.py tarball" in jobs["linux"]
    publish = jobs["publish"]
    assert "needs: [linux, windows, macos]" in publish and "sha256sum" in publish and "SHA256SUMS.txt" in publish
    assert "permissions:\n      contents: write" in publish
    assert "\npermissions:\n  contents: read\n" in text  # only the publishing job may write


@pytest.mark.tools
def test_release_workflow_passes_actionlint() -> None:
    need("actionlint")  # .ci/run also lints them in check_packages.py lint
    need("shellcheck")
    check_packages.lint_workflows()


@pytest.mark.tools
def test_workflow_lint_fails_on_a_broken_workflow(tmp_path: Path) -> None:
    need("actionlint")
    need("shellcheck")
    (tmp_path / "broken.yml").write_text(
        "on: push\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n"
        "      - run: echo ${{ matrix.missing }}\n", encoding="utf-8")
    with pytest.raises(check_packages.CheckFailed, match="matrix"):
        check_packages.lint_workflows(tmp_path)


# ---- licences ----------------------------------------------------------------------------------------------------


def test_licence_and_third_party_notices() -> None:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "Permission is hereby granted, free of charge" in licence
    assert tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["license"] == {
        "text": "MIT"}
    notices = (PACKAGING / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for component in ("Qt 6 and Qt for Python (PySide6, Shiboken6)", "Python\n", "NumPy\n", "OpenBLAS",
                      "pyqtgraph\n", "platformdirs\n", "Noto Sans Thai", "libgfortran", "PyInstaller's bootloader"):
        assert component in notices, component
    for licence_text in ("GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3",
                         "GNU GENERAL PUBLIC LICENSE\n                       Version 3",
                         "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2", "SIL OPEN FONT LICENSE Version 1.1",
                         "GCC RUNTIME LIBRARY EXCEPTION", "Redistribution and use in source and binary forms"):
        assert licence_text in notices, licence_text
    assert sorted(Path(source).name for source, folder in plan.licence_datas() if folder == ".") == [
        "LICENSE", "THIRD-PARTY-NOTICES.txt"]


def test_smoke_test_finds_the_licences_in_each_layout(tmp_path: Path) -> None:
    linux = tmp_path / "linux" / "dealerdesk"
    (linux / "_internal").mkdir(parents=True)
    mac = tmp_path / "dealerdesk.app" / "Contents"
    (mac / "MacOS").mkdir(parents=True)
    (mac / "Resources").mkdir()
    for folder in (linux / "_internal", mac / "Resources"):
        (folder / "LICENSE").write_text("MIT", encoding="utf-8")
    assert smoke.missing_licences(linux / "dealerdesk") == ["THIRD-PARTY-NOTICES.txt"]
    assert smoke.missing_licences(mac / "MacOS" / "dealerdesk") == ["THIRD-PARTY-NOTICES.txt"]
    assert smoke.DEFAULT_PROGRAMS["win32"].name == "dealerdesk-cli.exe"  # the windowed .exe has no stdout
    assert smoke.DEFAULT_PROGRAMS["darwin"].parts[-4:] == ("dealerdesk.app", "Contents", "MacOS", "dealerdesk")
