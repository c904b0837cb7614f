"""Check the installers the way CI can on Linux: their source files, and the built Linux packages installed.

    python3 packaging/check_packages.py lint              desktop entry, AppStream metainfo, the Windows
                                                          installer script (compiled with makensis against a
                                                          stand-in folder), the GitHub workflows (actionlint),
                                                          the shell scripts (shellcheck)
    python3 packaging/check_packages.py deb FILE.deb      (root) install it with apt-get, validate what it put
                                                          in /usr/share, run the installed app's smoke test,
                                                          remove it, and check nothing of it is left
    python3 packaging/check_packages.py tarball FILE.tar.gz   unpack, run install.sh into a scratch prefix,
                                                          run the installed command, uninstall, check it is gone

Each prints one line per check and exits 1 when any failed. The tools (desktop-file-validate, appstreamcli,
makensis, actionlint, shellcheck) must be installed: .ci/run installs them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import linux_package  # the packaging folder is not a package
import platform_files

ROOT = platform_files.ROOT
NSIS_SCRIPT = ROOT / "packaging" / "windows" / "dealerdesk.nsi"
WORKFLOWS = ROOT / ".github" / "workflows"
STAND_IN_FILES = ("dealerdesk.exe", "dealerdesk-cli.exe", "LICENSE", "THIRD-PARTY-NOTICES.txt",
                  "_internal/python311.dll", "_internal/dealerdesk/resources/icons/dealerdesk.png")
"""The files of PyInstaller's Windows folder the installer script names or copies, made as stand-ins."""


class CheckFailed(Exception):
    """A check found a problem; the message says what."""


def run(command: Sequence[str | Path], **options: object) -> subprocess.CompletedProcess[str]:
    """Run a command, capturing its output as text (never raising on its exit status)."""
    return subprocess.run([str(part) for part in command], capture_output=True, text=True, check=False,
                          **options)  # type: ignore[call-overload,no-any-return]


def validate_desktop_entry(path: Path) -> None:
    """`desktop-file-validate` must pass with nothing to say (it prints errors, warnings and hints)."""
    done = run(["desktop-file-validate", path])
    if done.returncode != 0 or done.stdout.strip() or done.stderr.strip():
        raise CheckFailed(f"desktop-file-validate {path}:\n{done.stdout}{done.stderr}")


def validate_metainfo(path: Path) -> None:
    """`appstreamcli validate` (offline, pedantic) must pass."""
    done = run(["appstreamcli", "validate", "--no-net", "--pedantic", path])
    if done.returncode != 0:
        raise CheckFailed(f"appstreamcli validate {path}:\n{done.stdout}{done.stderr}")


def stand_in_folder(folder: Path) -> Path:
    """A folder shaped like PyInstaller's Windows build (dist\\dealerdesk) with placeholder files."""
    for name in STAND_IN_FILES:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(f"stand-in for {name}\n", encoding="utf-8")
    shutil.copyfile(ROOT / "LICENSE", folder / "LICENSE")
    return folder


def compile_installer(script: Path, dist: Path, out: Path, icon: Path | None = None) -> Path:
    """Compile the NSIS script with makensis (warnings count as errors) against `dist`; returns the setup .exe.

    As the release workflow does: from the folder above `dist`, with `dist` named relative to it, and -NOCD (by
    default makensis would look for relative paths beside the script)."""
    defines = [f"-DVERSION={platform_files.project_version()}", f"-DDIST={dist.name}", f"-DOUTFILE={out.resolve()}"]
    if icon is not None:
        defines.append(f"-DICON={icon.resolve()}")
    done = run(["makensis", "-NOCD", "-V2", "-WX", *defines, script.resolve()], cwd=dist.parent)
    if done.returncode != 0 or not out.is_file():
        raise CheckFailed(f"makensis {script.name}:\n{done.stdout}{done.stderr}")
    return out


SHELL_SCRIPTS = [ROOT / "packaging" / "build.sh", ROOT / "packaging" / "linux" / "install.sh",
                 ROOT / "packaging" / "macos" / "make_dmg.sh"]
"""The installers' shell scripts, checked by shellcheck (warnings and errors)."""


def lint_workflows(folder: Path = WORKFLOWS) -> None:
    """actionlint over every workflow file: the workflow syntax, expressions, action inputs and runner labels,
    and the `run:` scripts through shellcheck."""
    files = sorted([*folder.glob("*.yml"), *folder.glob("*.yaml")])
    if not files:
        raise CheckFailed(f"no workflow in {folder}")
    if not shutil.which("shellcheck"):
        raise CheckFailed("shellcheck is missing (actionlint checks the run: scripts with it)")
    done = run(["actionlint", "-no-color", "-pyflakes=", *files], cwd=ROOT)
    if done.returncode != 0:
        raise CheckFailed(f"actionlint:\n{done.stdout}{done.stderr}")


def lint_shell_scripts(scripts: Sequence[Path] = tuple(SHELL_SCRIPTS)) -> None:
    """shellcheck over the installers' shell scripts (warnings and errors; its style notes are not failures)."""
    done = run(["shellcheck", "--severity=warning", *scripts])
    if done.returncode != 0:
        raise CheckFailed(f"shellcheck:\n{done.stdout}{done.stderr}")


def lint() -> None:
    """The installers' source files, checked by the tools their formats have."""
    validate_desktop_entry(linux_package.DESKTOP_ENTRY)
    print("ok     desktop entry     desktop-file-validate packaging/dealerdesk.desktop")
    with tempfile.TemporaryDirectory(prefix="check-packages-") as temporary:
        scratch = Path(temporary)
        metainfo = scratch / linux_package.METAINFO.name
        metainfo.write_text(linux_package.metainfo_text(platform_files.project_version(), "2026-01-01"),
                            encoding="utf-8")
        validate_metainfo(metainfo)
        print(f"ok     metainfo          appstreamcli validate {metainfo.name}")
        # (makensis warns that a file named just setup.exe gets compatibility shims: name it as the release does)
        setup_name = f"dealerdesk-{platform_files.project_version()}-windows-x64-setup.exe"
        setup = compile_installer(NSIS_SCRIPT, stand_in_folder(scratch / "dist"), scratch / setup_name)
        print(f"ok     NSIS installer    makensis {NSIS_SCRIPT.name} ({setup.stat().st_size // 1024} KiB "
              "against a stand-in folder)")
    lint_workflows()
    print(f"ok     workflows         actionlint {', '.join(path.name for path in sorted(WORKFLOWS.glob('*.y*ml')))}")
    lint_shell_scripts()
    print(f"ok     shell scripts     shellcheck {', '.join(path.name for path in SHELL_SCRIPTS)}")


def package_files(deb: Path) -> list[str]:
    """The files and links (not folders) a .deb installs, as absolute paths."""
    listing = run(["dpkg-deb", "--contents", deb])  # ls -l style: mode owner size date time ./path [-> target]
    if listing.returncode != 0:
        raise CheckFailed(f"dpkg-deb cannot read {deb}: {listing.stderr}")
    files = []
    for line in listing.stdout.splitlines():
        mode, _owner, _size, _date, _time, name = line.split(maxsplit=5)
        if not mode.startswith("d"):
            files.append("/" + name.split(" -> ")[0].removeprefix("./"))
    return sorted(files)


def check_deb(deb: Path) -> None:
    """Install the .deb (its Depends from the archive), check and run it, remove it, check it left nothing."""
    files = package_files(deb)
    environment = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    done = run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", deb.resolve()], env=environment)
    if done.returncode != 0:
        raise CheckFailed(f"apt-get install {deb.name}:\n{done.stdout[-2000:]}{done.stderr}")
    print(f"ok     install           apt-get install ./{deb.name} ({len(files)} files)")
    try:
        check_installed_deb()
    finally:  # removed even when a check failed, so the machine is left as it was
        done = run(["apt-get", "purge", "-y", "-qq", "dealerdesk"], env=environment)
    if done.returncode != 0:
        raise CheckFailed(f"apt-get purge dealerdesk:\n{done.stdout}{done.stderr}")
    left = [path for path in files if os.path.lexists(path)] + [
        path for path in ("/opt/dealerdesk", "/usr/share/doc/dealerdesk") if os.path.lexists(path)]
    if left:
        raise CheckFailed(f"left behind after removal: {', '.join(left[:10])}")
    print("ok     uninstall         apt-get purge dealerdesk: nothing of it is left")


def check_installed_deb() -> None:
    """What the installed .deb put on the system: the launcher, the validated desktop files, the icons, and the
    app itself (the smoke test, run through /usr/bin/dealerdesk)."""
    if Path("/usr/bin/dealerdesk").resolve() != Path("/opt/dealerdesk/dealerdesk"):
        raise CheckFailed("/usr/bin/dealerdesk does not lead to /opt/dealerdesk/dealerdesk")
    validate_desktop_entry(Path("/usr/share/applications/dealerdesk.desktop"))
    validate_metainfo(Path("/usr/share/metainfo") / linux_package.METAINFO.name)
    for size in ("16x16", "48x48", "256x256", "512x512", "scalable"):
        suffix = "svg" if size == "scalable" else "png"
        if not Path(f"/usr/share/icons/hicolor/{size}/apps/dealerdesk.{suffix}").is_file():
            raise CheckFailed(f"no {size} icon installed")
    print("ok     installed files   launcher in PATH, desktop entry and metainfo valid, hicolor icons")
    smoke = run([sys.executable, ROOT / "packaging" / "smoke_test.py", "/usr/bin/dealerdesk"])
    print(smoke.stdout, end="")
    if smoke.returncode != 0:
        raise CheckFailed(f"the installed app failed its smoke test\n{smoke.stderr}")


def check_tarball(tarball: Path) -> None:
    """Unpack the tarball, install it into a scratch prefix with install.sh, run it, uninstall it."""
    with tempfile.TemporaryDirectory(prefix="check-tarball-") as temporary:
        scratch = Path(temporary)
        with tarfile.open(tarball) as archive:
            archive.extractall(scratch / "unpacked", filter="tar")
        (top,) = (scratch / "unpacked").iterdir()
        prefix = scratch / "prefix"
        done = run(["sh", top / "install.sh", "--prefix", prefix])
        if done.returncode != 0:
            raise CheckFailed(f"install.sh:\n{done.stdout}{done.stderr}")
        entry = prefix / "share" / "applications" / "dealerdesk.desktop"
        validate_desktop_entry(entry)
        if f'Exec="{prefix}/bin/dealerdesk"' not in entry.read_text(encoding="utf-8").splitlines():
            raise CheckFailed("the installed desktop entry does not start the installed command")
        equity = run([prefix / "bin" / "dealerdesk", "equity", "AsKs", "QhQd"], env={
            **os.environ, "HOME": str(scratch), "QT_QPA_PLATFORM": "offscreen"})
        if equity.returncode != 0 or "AsKs" not in equity.stdout:
            raise CheckFailed(f"the installed command failed:\n{equity.stdout}{equity.stderr}")
        print(f"ok     tarball install   install.sh --prefix (app, command, desktop entry, "
              f"{len(list((prefix / 'share' / 'icons').rglob('*.*')))} icons); dealerdesk equity runs")
        done = run([prefix / "lib" / "dealerdesk" / "install.sh", "--uninstall", "--prefix", prefix])
        left = [str(path.relative_to(prefix)) for path in prefix.rglob("*") if not path.is_dir()]
        if done.returncode != 0 or left:
            raise CheckFailed(f"install.sh --uninstall left {left[:10]}:\n{done.stdout}{done.stderr}")
        print("ok     tarball uninstall install.sh --uninstall: nothing of it is left")


def main(argv: list[str]) -> int:
    """Run the checks the arguments name; returns the exit status."""
    try:
        if argv == ["lint"]:
            lint()
        elif len(argv) == 2 and argv[0] == "deb":
            check_deb(Path(argv[1]))
        elif len(argv) == 2 and argv[0] == "tarball":
            check_tarball(Path(argv[1]))
        else:
            print(__doc__.split("\n\n")[1], file=sys.stderr)
            return 2
    except CheckFailed as failure:
        print(f"FAILED {failure}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
