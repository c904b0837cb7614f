"""The Linux build analyses no module that only Windows imports.

PyInstaller reads every import of every module, whatever ``if sys.platform`` guards it, and looks for each
library a module loads through ctypes: platformdirs' Windows module loads shell32 and ole32, which a Linux
machine does not have, so every Linux build warned "Library shell32 required via ctypes not found".
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PyInstaller.depend import utils as pyinstaller_utils

from tests.test_packaging import SpecRun


def ctypes_libraries(module: str) -> list[str]:
    """The libraries PyInstaller's analysis finds a module loading through ctypes (what it warns about)."""
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None
    code = compile(Path(spec.origin).read_text(encoding="utf-8"), spec.origin, "exec")
    scan = vars(pyinstaller_utils)["__recursively_scan_code_objects_for_ctypes"]
    return list(scan(code))


def test_the_windows_only_module_is_what_asks_for_shell32_and_ole32() -> None:
    assert sorted(ctypes_libraries("platformdirs.windows")) == ["ole32", "shell32"]
    assert ctypes_libraries("platformdirs.unix") == []


@pytest.mark.parametrize(("platform", "analysed"), [("linux", False), ("darwin", False), ("win32", True)])
def test_platformdirs_windows_module_is_analysed_only_on_windows(platform: str, analysed: bool, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    run = SpecRun(platform, tmp_path, monkeypatch)
    (analysis,) = run.calls["Analysis"]
    excludes = analysis["excludes"]
    assert isinstance(excludes, list)
    assert ("platformdirs.windows" not in excludes) is analysed
    assert "platformdirs" not in excludes and "platformdirs.unix" not in excludes  # what Linux needs stays
