"""Qt's offscreen platform on Windows finds Windows' fonts: the start-up (and the release's smoke test) name
``%WINDIR%\\Fonts`` in ``QT_QPA_FONTDIR``, with environments as Windows hands them to a program (recorded on a
GitHub Windows runner: Windows' own variables upper-cased by Python, ``SystemRoot`` as Windows spells it)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dealerdesk.offscreen_fonts import (
    is_offscreen,
    offscreen_font_folder,
    use_system_fonts_offscreen,
    windows_font_folder,
)

ROOT = Path(__file__).resolve().parent.parent
RUNNER = {"WINDIR": "C:\\Windows", "SYSTEMROOT": "C:\\Windows",
          "LOCALAPPDATA": "C:\\Users\\runneradmin\\AppData\\Local",
          "PATH": "C:\\hostedtoolcache\\windows\\Python\\3.11.9\\x64;C:\\Windows\\system32"}
"""A Windows runner's environment (the part that matters here), as ``os.environ`` has it there."""
WINDOWS_FOLDERS = {"C:\\Windows\\Fonts", "D:\\WINNT\\Fonts"}


def windows_folder(folder: str) -> bool:
    return folder in WINDOWS_FOLDERS


@pytest.mark.parametrize(("platform_variable", "offscreen"), [
    ("offscreen", True),
    ("OFFSCREEN", True),
    ("offscreen:fontengine=freetype", True),
    ("offscreen;windows", True),
    ("windows;offscreen", False),  # Qt starts the first that works: the native one
    ("windows", False),
    ("", False),
    (None, False),
])
def test_offscreen_is_the_first_platform_qt_tries(platform_variable: str | None, offscreen: bool) -> None:
    environ = {} if platform_variable is None else {"QT_QPA_PLATFORM": platform_variable}
    assert is_offscreen(environ) is offscreen


def test_windows_offscreen_start_uses_windows_fonts() -> None:
    environ = {**RUNNER, "QT_QPA_PLATFORM": "offscreen"}
    assert offscreen_font_folder(environ, "win32", windows_folder) == "C:\\Windows\\Fonts"
    assert use_system_fonts_offscreen(environ, "win32", windows_folder) == "C:\\Windows\\Fonts"
    assert environ["QT_QPA_FONTDIR"] == "C:\\Windows\\Fonts"


def test_windows_elsewhere_than_c_and_systemroot_alone() -> None:
    assert windows_font_folder({"SystemRoot": "D:\\WINNT"}) == "D:\\WINNT\\Fonts"
    assert windows_font_folder({"windir": "D:\\WINNT", "SYSTEMROOT": "C:\\Windows"}) == "D:\\WINNT\\Fonts"
    assert windows_font_folder({}) == "C:\\Windows\\Fonts"


@pytest.mark.parametrize(("platform", "environ"), [
    ("win32", RUNNER),  # the native platform asks Windows for its fonts itself
    ("win32", {**RUNNER, "QT_QPA_PLATFORM": "windows"}),
    ("win32", {**RUNNER, "QT_QPA_PLATFORM": "offscreen", "QT_QPA_FONTDIR": "C:\\MyFonts"}),  # the user's choice
    ("win32", {"WINDIR": "E:\\Gone", "QT_QPA_PLATFORM": "offscreen"}),  # no such folder: Qt's own warning is better
    ("linux", {"QT_QPA_PLATFORM": "offscreen"}),  # fontconfig
    ("darwin", {"QT_QPA_PLATFORM": "offscreen"}),  # Core Text
])
def test_the_environment_is_left_alone_everywhere_else(platform: str, environ: dict[str, str]) -> None:
    before = dict(environ)
    assert use_system_fonts_offscreen(environ, platform, windows_folder) is None
    assert environ == before


def test_the_app_names_the_fonts_before_qt_starts() -> None:
    # Qt reads QT_QPA_FONTDIR once, when its platform starts: every place that creates the QApplication sets it
    # first.
    for module, function in (("dealerdesk/ui/window/app.py", "application"),
                             ("dealerdesk/ui/felt/view.py", "render_table")):
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        (body,) = [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == function]
        calls = [node.func.id for node in ast.walk(body)
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)]
        assert "use_system_fonts_offscreen" in calls and "QApplication" in calls, module
        lines = {name: min(node.lineno for node in ast.walk(body) if isinstance(node, ast.Call)
                           and isinstance(node.func, ast.Name) and node.func.id == name)
                 for name in ("use_system_fonts_offscreen", "QApplication")}
        assert lines["use_system_fonts_offscreen"] < lines["QApplication"], module
