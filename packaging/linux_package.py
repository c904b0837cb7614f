"""Package the built Linux bundle (dist/dealerdesk/) twice: a Debian package and a tarball with an install script.

    python3 packaging/linux_package.py [--bundle dist/dealerdesk] [--out dist] [--max-glibc 2.35]

* ``dealerdesk_<version>_<arch>.deb`` (made with ``dpkg-deb``): the app in /opt/dealerdesk, the command
  /usr/bin/dealerdesk (a link to it), the desktop entry, the hicolor icons (every size and the SVG), the AppStream
  metainfo, the licence and notices in /usr/share/doc/dealerdesk. Its Depends are measured from the bundle: the
  glibc it needs (the highest ``GLIBC_x.y`` symbol version in ``objdump -T`` of every ELF file) and the Debian
  package of each system library it links to without carrying it (`bundle_plan.DEBIAN_PACKAGES`).
* ``dealerdesk-<version>-linux-<machine>.tar.gz``: the same files under ``dealerdesk-<version>/`` with
  ``install.sh`` (per user into ~/.local, or for everyone as root; ``--uninstall`` removes it).

It prints the bundle's size and its glibc floor (and the files that set it), and fails when the floor is above
``--max-glibc`` or the bundle links to a system library no Debian package is known for. The bundle is built
once by packaging/build.sh; this only packages it (a few seconds, plus compression).
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_plan  # the packaging folder is not a package
import platform_files

ROOT = bundle_plan.ROOT
LINUX = ROOT / "packaging" / "linux"
DESKTOP_ENTRY = ROOT / "packaging" / "dealerdesk.desktop"
METAINFO = LINUX / f"{platform_files.APP_ID}.metainfo.xml"
INSTALL_SCRIPT = LINUX / "install.sh"

_GLIBC = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")
_GLIBCXX = re.compile(r"\bGLIBCXX_3\.4\.(\d+)\b")

GCC_OF_GLIBCXX = {26: "9", 27: "9", 28: "10", 29: "11", 30: "12", 31: "13", 32: "13", 33: "14", 34: "15"}
"""The GCC release whose libstdc++ first has ``GLIBCXX_3.4.N`` (by N): the oldest libstdc++6 package that works,
now that the bundle takes the system's libstdc++."""


@dataclass(frozen=True)
class ElfReport:
    """What the bundle's ELF files ask of the system."""

    glibc_floor: tuple[int, ...]
    """The highest glibc symbol version any file needs: the oldest glibc the bundle starts on."""
    floor_files: list[str]
    """The files (relative to the bundle) that need `glibc_floor`."""
    system_libraries: list[str]
    """The libraries (sonames) linked to and not carried in the bundle: the system must provide them."""
    glibcxx: int = 0
    """The highest ``GLIBCXX_3.4.N`` (N) any file needs of the system's C++ library (0 when none)."""


def is_elf(path: Path) -> bool:
    """Whether the file is an ELF binary (a program or a shared library)."""
    try:
        with path.open("rb") as file:
            return file.read(4) == b"\x7fELF"
    except OSError:
        return False


def glibc_versions(objdump_t: str) -> set[tuple[int, ...]]:
    """The ``GLIBC_x.y`` symbol versions in ``objdump -T`` output (what a file asks of glibc)."""
    return {tuple(int(part) for part in match.groups() if part is not None) for match in _GLIBC.finditer(objdump_t)}


def needed(objdump_p: str) -> list[str]:
    """The NEEDED entries (linked libraries) in ``objdump -p`` output."""
    return [line.split()[1] for line in objdump_p.splitlines() if line.split()[:1] == ["NEEDED"]]


def scan(bundle: Path) -> ElfReport:
    """Run ``objdump -T`` and ``-p`` over every ELF file of the bundle (the measurement docs/packaging.md states)."""
    files = [path for path in sorted(bundle.rglob("*")) if path.is_file() and not path.is_symlink() and is_elf(path)]
    carried = {path.name for path in bundle.rglob("*")}
    floor: tuple[int, ...] = (0,)
    floor_files: list[str] = []
    system: set[str] = set()
    glibcxx = 0
    for path in files:
        symbols = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True, check=False).stdout
        headers = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=False).stdout
        glibcxx = max([glibcxx, *(int(minor) for minor in _GLIBCXX.findall(symbols))])
        highest = max(glibc_versions(symbols), default=(0,))
        relative = str(path.relative_to(bundle))
        if highest > floor:
            floor, floor_files = highest, [relative]
        elif highest == floor:
            floor_files.append(relative)
        system.update(name for name in needed(headers) if name not in carried)
    return ElfReport(floor, floor_files, sorted(system), glibcxx)


def dotted(version: tuple[int, ...]) -> str:
    """``(2, 35)`` → ``2.35``."""
    return ".".join(str(part) for part in version)


def debian_relations(system_libraries: list[str], glibc_floor: tuple[int, ...],
                     glibcxx: int = 0) -> tuple[list[str], list[str]]:
    """The .deb's Depends and Recommends for these system libraries (glibc at least the floor, libstdc++ at least
    the GCC release that has `glibcxx`). A library with no known package raises ValueError: a new system
    dependency must be named in `bundle_plan.DEBIAN_PACKAGES`."""
    unknown = [name for name in system_libraries if name not in bundle_plan.DEBIAN_PACKAGES]
    if unknown:
        raise ValueError(f"no Debian package known for {', '.join(unknown)} (add it to bundle_plan.DEBIAN_PACKAGES)")
    packages = {bundle_plan.DEBIAN_PACKAGES[name] for name in system_libraries} | {"libc6"}
    if glibcxx and glibcxx not in GCC_OF_GLIBCXX:
        raise ValueError(f"GLIBCXX_3.4.{glibcxx}: which GCC's libstdc++ that is must be added to GCC_OF_GLIBCXX")
    versions = {"libstdc++6": f"libstdc++6 (>= {GCC_OF_GLIBCXX[glibcxx]})"} if glibcxx else {}
    depends = [f"libc6 (>= {dotted(glibc_floor)})", *(
        versions.get(package, package) for package in sorted(packages - {"libc6"} - bundle_plan.DEBIAN_RECOMMENDS))]
    recommends = sorted(packages & bundle_plan.DEBIAN_RECOMMENDS)
    return depends, recommends


def debian_architecture() -> str:
    """The Debian name of this machine's architecture (amd64, arm64)."""
    if shutil.which("dpkg"):
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def control_file(version: str, architecture: str, installed_kib: int, depends: list[str],
                 recommends: list[str]) -> str:
    """The .deb's DEBIAN/control text."""
    lines = [
        "Package: dealerdesk",
        f"Version: {version}",
        f"Architecture: {architecture}",
        f"Maintainer: {platform_files.PUBLISHER} <dealerdesk@users.noreply.github.com>",
        f"Installed-Size: {installed_kib}",
        f"Depends: {', '.join(depends)}",
    ]
    if recommends:
        lines.append(f"Recommends: {', '.join(recommends)}")
    lines += [
        "Section: games",
        "Priority: optional",
        f"Homepage: {platform_files.HOMEPAGE}",
        "Description: poker table and dealer trainer for Hold'em and Omaha",
        " A poker table and dealer trainer for Texas Hold'em, Omaha and Omaha Hi/Lo",
        " 8-or-better in fixed-limit, pot-limit and no-limit, for 2 to 10 seats:",
        " pot-limit maximums, side pots, the showdown order and hi/lo splits, graded",
        " against a rules engine and explained step by step. In English, Thai and",
        " Hungarian. The app lives in /opt/dealerdesk; the command is dealerdesk.",
    ]
    return "\n".join(lines) + "\n"


def metainfo_text(version: str, date: str) -> str:
    """The AppStream metainfo with this release's version and date filled in."""
    return METAINFO.read_text(encoding="utf-8").replace("@VERSION@", version).replace("@DATE@", date)


def _copy_tree(source: Path, target: Path) -> None:
    """Copy a folder keeping symlinks (hard links where the file system allows: packaging needs no copy)."""
    def link_or_copy(src: str, dst: str) -> None:
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    shutil.copytree(source, target, symlinks=True, copy_function=link_or_copy)


def share_tree(share: Path, icons: Path, version: str, date: str) -> None:
    """The files a desktop wants under ``share/``: desktop entry, hicolor icons, AppStream metainfo."""
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(DESKTOP_ENTRY, share / "applications" / "dealerdesk.desktop")
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor")
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / METAINFO.name).write_text(metainfo_text(version, date), encoding="utf-8")


def folder_bytes(folder: Path) -> int:
    """The size of every file in a folder (symlinks not followed)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def build_deb(bundle: Path, icons: Path, out: Path, *, version: str, date: str, report: ElfReport) -> Path:
    """Write the .deb into `out`; returns its path."""
    architecture = debian_architecture()
    depends, recommends = debian_relations(report.system_libraries, report.glibc_floor, report.glibcxx)
    with tempfile.TemporaryDirectory(prefix="deb-", dir=out) as temporary:
        root = Path(temporary) / "root"
        _copy_tree(bundle, root / "opt" / "dealerdesk")
        (root / "usr" / "bin").mkdir(parents=True)
        (root / "usr" / "bin" / "dealerdesk").symlink_to("/opt/dealerdesk/dealerdesk")
        share_tree(root / "usr" / "share", icons, version, date)
        doc = root / "usr" / "share" / "doc" / "dealerdesk"
        doc.mkdir(parents=True)
        (doc / "copyright").write_text(
            "dealerdesk is licensed under the MIT License (below). The third-party software it carries and their\n"
            "licences are listed in /opt/dealerdesk/THIRD-PARTY-NOTICES.txt.\n\n"
            + (ROOT / "LICENSE").read_text(encoding="utf-8"), encoding="utf-8")
        for path in root.rglob("*"):  # dpkg wants no group or world write bits
            if not path.is_symlink():
                path.chmod(path.stat().st_mode & ~0o022)
        (root / "DEBIAN").mkdir()
        (root / "DEBIAN" / "control").write_text(
            control_file(version, architecture, (folder_bytes(root) + 1023) // 1024, depends, recommends),
            encoding="utf-8")
        target = out / f"dealerdesk_{version}_{architecture}.deb"
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(target)],
                       check=True, stdout=subprocess.DEVNULL)
    return target


def build_tarball(bundle: Path, icons: Path, out: Path, *, version: str, date: str) -> Path:
    """Write the tarball into `out`; returns its path."""
    top = f"dealerdesk-{version}"
    with tempfile.TemporaryDirectory(prefix="tar-", dir=out) as temporary:
        stage = Path(temporary) / top
        _copy_tree(bundle, stage / "dealerdesk")
        share_tree(stage / "share", icons, version, date)
        shutil.copy2(INSTALL_SCRIPT, stage / "install.sh")
        (stage / "install.sh").chmod(0o755)
        for source, _folder in bundle_plan.licence_datas():
            shutil.copy2(source, stage / Path(source).name)
        target = out / f"dealerdesk-{version}-linux-{platform.machine()}.tar.gz"

        def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            return info

        with tarfile.open(target, "w:gz", compresslevel=6) as archive:
            archive.add(stage, arcname=top, filter=owned_by_root)
    return target


def main(argv: list[str]) -> int:
    """Measure the bundle, then write the .deb and the tarball; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "dealerdesk",
                        help="the folder packaging/build.sh made (default dist/dealerdesk)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the packages go (default dist)")
    parser.add_argument("--icons", type=Path, default=ROOT / "build" / "icons",
                        help="where packaging/make_icons.py wrote the icons (made when missing)")
    parser.add_argument("--max-glibc", default=None, help="fail when the bundle needs a newer glibc (e.g. 2.35)")
    arguments = parser.parse_args(argv)
    bundle, out, icons = arguments.bundle.resolve(), arguments.out.resolve(), arguments.icons.resolve()
    if not (bundle / "dealerdesk").is_file():
        print(f"linux_package: no bundle at {bundle} (build it with: bash packaging/build.sh)", file=sys.stderr)
        return 1
    if not (icons / "hicolor" / "scalable" / "apps" / "dealerdesk.svg").is_file():
        subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(icons)], check=True,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    version = platform_files.project_version()
    date = datetime.datetime.now(tz=datetime.UTC).date().isoformat()
    report = scan(bundle)
    size = folder_bytes(bundle)
    print(f"linux_package: bundle {size / 2**20:.1f} MiB; needs glibc {dotted(report.glibc_floor)} or newer "
          f"(set by {', '.join(report.floor_files[:4])}{' …' if len(report.floor_files) > 4 else ''})")
    if report.glibcxx:
        print(f"linux_package: needs the system's libstdc++ with GLIBCXX_3.4.{report.glibcxx} "
              f"(GCC {GCC_OF_GLIBCXX.get(report.glibcxx, '?')} or newer)")
    print(f"linux_package: system libraries it links to: {', '.join(report.system_libraries)}")
    if arguments.max_glibc is not None:
        limit = tuple(int(part) for part in arguments.max_glibc.split("."))
        if report.glibc_floor > limit:
            print(f"linux_package: the bundle needs glibc {dotted(report.glibc_floor)}, above the allowed "
                  f"{arguments.max_glibc}", file=sys.stderr)
            return 1
    out.mkdir(parents=True, exist_ok=True)
    try:
        deb = build_deb(bundle, icons, out, version=version, date=date, report=report)
    except ValueError as error:
        print(f"linux_package: {error}", file=sys.stderr)
        return 1
    tarball = build_tarball(bundle, icons, out, version=version, date=date)
    for package in (deb, tarball):
        print(f"linux_package: wrote {package} ({package.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
