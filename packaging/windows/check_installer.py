"""Install, upgrade, run and uninstall the Windows installer the way a user's machine meets it (Windows only).

    python packaging/windows/check_installer.py dist\\dealerdesk-X.Y.Z-windows-x64-setup.exe [--previous OLD.exe]

In a folder whose path has spaces, Thai and Hungarian letters (where per-user installs of people named so end up):

1. with ``--previous`` (the last release's installer): install it silently, then start-menu shortcuts in another
   language are planted as a Thai install would have left them;
2. install this installer silently over it (an upgrade) or into the empty folder;
3. check the files, the HKCU uninstall entry (name, version, location, size, uninstall command), the Start-menu
   shortcuts of the installed language and none of the others;
4. run the installed console program's smoke test, and start the windowed program with Windows' own platform
   plugin (``QT_QPA_PLATFORM=windows``, a real window) for its self-test;
5. start the windowed program and leave it open: the uninstaller must refuse (nothing removed), then close it;
6. uninstall silently and check the folder, the entry and the shortcuts are gone.

Each step prints one line; exit status 1 at the first failure. The parts that read the installer script and
build the paths are plain functions, tested on Linux (``tests/test_packaging.py``); the rest needs Windows.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPT = ROOT / "packaging" / "windows" / "dealerdesk.nsi"
UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\dealerdesk"
INSTALL_FOLDER_NAME = "dealerdesk ทดสอบ Árvíztűrő"
"""The last part of the install folder: a space, Thai and Hungarian letters (inside a folder with a space)."""
TIMEOUT = 300.0
"""Seconds an installer, uninstaller or the self-test may take."""
RUNNING_REFUSED = 3
"""The exit status the installer and uninstaller give when dealerdesk is running (``SetErrorLevel 3``)."""


class CheckFailed(Exception):
    """A check found a problem; the message says what."""


def shortcut_names(script: str) -> dict[str, tuple[str, str]]:
    """The Start-menu shortcuts' names the installer script gives in each language: language → (app, command
    line), read from its ``!define SHORTCUT_...`` lines."""
    defines = dict(re.findall(r'^!define (SHORTCUT_\w+) "(.*)"$', script, re.MULTILINE))
    return {language.capitalize(): (defines["SHORTCUT_APP"], defines[f"SHORTCUT_COMMAND_LINE_{language}"])
            for language in ("ENGLISH", "THAI", "HUNGARIAN")}


def install_folder(base: str) -> str:
    """Where the check installs: a folder with a space in its name under ``base``, then `INSTALL_FOLDER_NAME`."""
    return str(Path(base) / "Program Files test" / INSTALL_FOLDER_NAME)


def installer_command(setup: str, folder: str) -> str:
    """A silent install into ``folder``, as one Windows command line: NSIS takes ``/D=`` to the end of the line,
    spaces and all, only as the last argument and never in quotes (which a list of arguments would add)."""
    return f'"{setup}" /S /D={folder}'


def uninstaller_command(folder: str) -> str:
    """A silent uninstall that runs in place (``_?=``, last and unquoted like ``/D=``), so its exit status is the
    uninstaller's own, not that of the copy it would otherwise start from the temporary folder and not wait for.
    Run so, it cannot delete itself: the check removes ``uninstall.exe`` and the folder after it."""
    return f'"{Path(folder) / "uninstall.exe"}" /S _?={folder}'


def run(command: str | list[str], **options: object) -> int:
    """Run a program to its end (a windowed program too); its exit status."""
    return subprocess.run(command, check=False, timeout=TIMEOUT, **options).returncode  # type: ignore[call-overload,no-any-return]


def start_menu() -> Path:
    """The user's Start-menu programs folder (where a per-user NSIS install puts ``$SMPROGRAMS``)."""
    return Path(os.environ["APPDATA"]) / "Microsoft" / "Windows" / "Start Menu" / "Programs"


def uninstall_entry() -> dict[str, object] | None:
    """The HKCU uninstall entry's values, or None when there is none."""
    import winreg  # noqa: PLC0415  (Windows only)

    try:
        key = winreg.OpenKey(winreg.HKEY_CURRENT_USER, UNINSTALL_KEY)
    except FileNotFoundError:
        return None
    values: dict[str, object] = {}
    with key:
        index = 0
        while True:
            try:
                name, value, _kind = winreg.EnumValue(key, index)
            except OSError:
                return values
            values[name] = value
            index += 1


def version_of(setup: Path) -> str:
    """The version in an installer's file name (``dealerdesk-1.2.3-windows-x64-setup.exe``)."""
    found = re.search(r"dealerdesk-(\d+(?:\.\d+)+)-windows", setup.name)
    if found is None:
        raise CheckFailed(f"{setup.name}: no version in the name")
    return found.group(1)


def install(setup: Path, folder: str) -> None:
    status = run(installer_command(str(setup.resolve()), folder))
    if status != 0 or not (Path(folder) / "dealerdesk.exe").is_file():
        raise CheckFailed(f"{setup.name} /S /D={folder} exited {status}")


def check_installed(folder: str, version: str, names: dict[str, tuple[str, str]]) -> None:
    for name in ("dealerdesk.exe", "dealerdesk-cli.exe", "uninstall.exe", "LICENSE", "THIRD-PARTY-NOTICES.txt",
                 "_internal"):
        if not (Path(folder) / name).exists():
            raise CheckFailed(f"{name} is not in {folder}")
    if (Path(folder) / "_internal" / "left-by-the-old-version.txt").exists():
        raise CheckFailed("the upgrade kept a file of the old version's _internal folder")
    entry = uninstall_entry()
    if entry is None:
        raise CheckFailed(f"no HKCU\\{UNINSTALL_KEY}")
    wanted = {"DisplayName": "dealerdesk", "DisplayVersion": version, "InstallLocation": folder,
              "UninstallString": f'"{folder}\\uninstall.exe"'}
    wrong = {name: entry.get(name) for name, value in wanted.items() if entry.get(name) != value}
    if wrong:
        raise CheckFailed(f"the uninstall entry has {wrong}, not {wanted}")
    size = entry.get("EstimatedSize")
    if not isinstance(size, int) or size < 10_000:  # KiB: the app is some 100 MB
        raise CheckFailed(f"EstimatedSize is {size!r}")
    app, command_line = names["English"]  # a silent install on an English Windows speaks English
    present = sorted(path.stem for path in start_menu().glob("dealerdesk*.lnk"))
    if present != sorted([app, command_line]):
        raise CheckFailed(f"Start menu has {present}, not {[app, command_line]}")
    print(f"ok     installed         {version} in {folder}: files, uninstall entry ({size} KiB), shortcuts {present}")


def plant_other_language_shortcuts(names: dict[str, tuple[str, str]]) -> None:
    """Shortcuts as an install in Thai and one in Hungarian left them (the next install must remove them)."""
    for language in ("Thai", "Hungarian"):
        (start_menu() / f"{names[language][1]}.lnk").write_bytes(b"")


def check_windowed_program(folder: str) -> None:
    """The windowed program's self-test with Windows' platform plugin: real windows, on the runner's desktop."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "windows"}
    status = run([str(Path(folder) / "dealerdesk.exe"), "--self-test"], env=environment)
    if status != 0:
        raise CheckFailed(f"dealerdesk.exe --self-test with QT_QPA_PLATFORM=windows exited {status}")
    print("ok     native window     dealerdesk.exe --self-test (QT_QPA_PLATFORM=windows)")


def check_refused_while_running(folder: str) -> None:
    """Start the app and leave it open: the uninstaller must refuse and leave everything in place."""
    app = subprocess.Popen([str(Path(folder) / "dealerdesk.exe")])
    try:
        time.sleep(10)  # the app is open (its files are in use as soon as the process exists; this is margin)
        if app.poll() is not None:
            raise CheckFailed(f"dealerdesk.exe ended by itself (status {app.returncode})")
        status = run(uninstaller_command(folder))
        if status != RUNNING_REFUSED or not (Path(folder) / "dealerdesk.exe").is_file() or uninstall_entry() is None:
            raise CheckFailed(f"the uninstaller, with dealerdesk running, exited {status} and left "
                              f"{sorted(path.name for path in Path(folder).iterdir())}")
    finally:
        app.kill()
        app.wait(timeout=60)
    print(f"ok     in use            the uninstaller refused while dealerdesk ran (status {status})")


def uninstall(folder: str) -> None:
    status = run(uninstaller_command(folder))
    left = sorted(path.name for path in Path(folder).iterdir() if path.name != "uninstall.exe")
    shortcuts = sorted(path.name for path in start_menu().glob("dealerdesk*.lnk"))
    if status != 0 or left or shortcuts or uninstall_entry() is not None:
        raise CheckFailed(f"uninstall exited {status}; left files {left}, shortcuts {shortcuts}, "
                          f"entry {uninstall_entry()}")
    (Path(folder) / "uninstall.exe").unlink()  # what an uninstaller run in place leaves (see uninstaller_command)
    Path(folder).rmdir()
    print("ok     uninstalled       the folder, the uninstall entry and the shortcuts are gone")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("setup", type=Path)
    parser.add_argument("--previous", type=Path, help="the last release's installer, to upgrade from")
    args = parser.parse_args(argv)
    names = shortcut_names(SCRIPT.read_text(encoding="utf-8"))
    folder = install_folder(os.environ.get("RUNNER_TEMP") or tempfile.gettempdir())
    try:
        if args.previous is not None:
            install(args.previous, folder)
            print(f"ok     previous release  {version_of(args.previous)} installed in {folder}")
            (Path(folder) / "_internal" / "left-by-the-old-version.txt").write_text("stale", encoding="utf-8")
            plant_other_language_shortcuts(names)
        install(args.setup, folder)
        check_installed(folder, version_of(args.setup), names)
        smoke = run([sys.executable, str(ROOT / "packaging" / "smoke_test.py"),
                     str(Path(folder) / "dealerdesk-cli.exe")])
        if smoke != 0:
            raise CheckFailed("the installed app failed its smoke test")
        check_windowed_program(folder)
        check_refused_while_running(folder)
        uninstall(folder)
    except (CheckFailed, OSError, subprocess.TimeoutExpired) as failure:
        print(f"FAILED {failure}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
