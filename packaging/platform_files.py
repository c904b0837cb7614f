"""The small per-platform files the installers need, made from the project's metadata as plain data.

* the app's version and identity (from ``pyproject.toml``), which every installer states;
* Windows: the version resource of both programs (PyInstaller's version-file text);
* macOS: the app bundle's ``Info.plist`` entries;
* the release's check that the tag it was started by names the version every installer states.

    python3 packaging/platform_files.py version          prints the version (the release workflow's file names)
    python3 packaging/platform_files.py check-tag v1.2.3 exit status 1, saying why, unless the tag is v<version>

The spec and the Linux packager take them from here, and ``tests/test_packaging.py`` checks them without
running PyInstaller (the version text is parsed with PyInstaller's own reader when it is installed).
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
"""The repository's root folder."""

APP_ID = "io.github.dealerdesk.dealerdesk"
"""The reverse-DNS identity: the macOS bundle id, the AppStream component id."""

PUBLISHER = "The dealerdesk authors"
"""Who the installers and version resources name as the maker (the LICENSE's copyright holder)."""


def project_urls(pyproject: Path = ROOT / "pyproject.toml") -> dict[str, str]:
    """The project's addresses (``[project.urls]`` of ``pyproject.toml``): kept there once, used everywhere."""
    return dict(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["urls"])


HOMEPAGE = project_urls()["Homepage"]
"""Where the installers point for help and updates."""

LANGUAGES = ("en", "th", "hu")
"""The languages the app (and its installers) speak."""


def project_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The version in ``pyproject.toml`` (``0.1.0``)."""
    version = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    if not re.fullmatch(r"\d+(\.\d+){1,3}", version):
        raise ValueError(f"{pyproject}: version {version!r} is not dotted numbers (installers need 1.2.3)")
    return str(version)


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``0.1.0`` → ``(0, 1, 0, 0)``: the four numbers a Windows version resource holds."""
    numbers = [int(part) for part in version.split(".")] + [0, 0, 0]
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_info(version: str, program: str, description: str) -> str:
    """PyInstaller's version-file text (a ``VSVersionInfo`` expression) for one Windows program: what Explorer
    shows under Properties > Details (product, version, description, copyright), in US English."""
    numbers = version_numbers(version)
    dotted = ".".join(str(number) for number in numbers)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": description,
        "FileVersion": dotted,
        "InternalName": program,
        "LegalCopyright": f"Copyright (c) {PUBLISHER}. MIT License.",
        "OriginalFilename": f"{program}.exe",
        "ProductName": "dealerdesk",
        "ProductVersion": version,
    }
    entries = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""# Windows version resource of {program}.exe (written by packaging/platform_files.py).
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
          {entries}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


MACOS_MINIMUM = "14.0"
"""The oldest macOS the app runs on (``LSMinimumSystemVersion``): NumPy's macOS wheels link Apple's Accelerate
framework, built for macOS 14 (Sonoma); packaging/macos/check_minimum_os.py checks every file of the built app
against it."""


def info_plist(version: str) -> dict[str, object]:
    """The entries PyInstaller adds to the macOS app's ``Info.plist``: identity, version, the oldest macOS it
    runs on (so an older one refuses it with a clear message), Retina drawing, the languages the app speaks (so
    macOS offers them and shows its own menus in them), a category for Finder."""
    return {
        "CFBundleName": "dealerdesk",
        "CFBundleDisplayName": "dealerdesk",
        "CFBundleIdentifier": APP_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": list(LANGUAGES),
        "NSHighResolutionCapable": True,
        "NSPrincipalClass": "NSApplication",
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHumanReadableCopyright": f"Copyright © {PUBLISHER}. MIT License.",
    }


def tag_problem(tag: str, version: str) -> str | None:
    """Why a release tag does not fit the project's version (None when it is ``v`` and that version): a release
    whose installers state another version than its tag says would be published under the wrong name."""
    if tag == f"v{version}":
        return None
    return f"the tag {tag!r} is not 'v{version}', the version in pyproject.toml: tag the commit that sets it"


def main(argv: list[str]) -> int:
    """The command line (see the module's text); returns the exit status."""
    if argv == ["version"]:
        print(project_version())
        return 0
    if len(argv) == 2 and argv[0] == "check-tag":
        problem = tag_problem(argv[1], project_version())
        print(problem or f"ok: the tag {argv[1]} names version {project_version()}")
        return 1 if problem else 0
    print("usage: platform_files.py version | check-tag TAG", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
