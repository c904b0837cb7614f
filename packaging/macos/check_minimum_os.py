"""Check that no program or library in the macOS app needs a newer macOS than its Info.plist promises.

    python3 packaging/macos/check_minimum_os.py dist/dealerdesk.app

macOS reads ``LSMinimumSystemVersion`` from the app's ``Info.plist`` to refuse to start it on an older system with a
clear message. Each Mach-O file (the programs, Python's and Qt's libraries, NumPy's extension modules) carries its
own minimum in a load command (``LC_BUILD_VERSION``, or ``LC_VERSION_MIN_MACOSX`` in older files), set by the SDK it
was built against; one file newer than the plist's promise means an app that starts and then dies loading it
(NumPy's wheels link Apple's Accelerate and need macOS 14). This reads every Mach-O file's load commands (thin
or universal, 32 or 64 bits) with nothing but ``struct``, so it runs anywhere, and prints each file that asks for
more than the plist, and the highest minimum found.

Exit status 0 when every file fits, 1 when one does not or the plist declares no minimum, 2 for a wrong argument.
"""

from __future__ import annotations

import plistlib
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

MH_MAGIC = 0xFEEDFACE
MH_MAGIC_64 = 0xFEEDFACF
FAT_MAGIC = 0xCAFEBABE
FAT_MAGIC_64 = 0xCAFEBABF
LC_VERSION_MIN_MACOSX = 0x24
LC_BUILD_VERSION = 0x32
PLATFORM_MACOS = 1
"""``LC_BUILD_VERSION``'s platform number for macOS (2 is iOS, 6 Mac Catalyst …)."""
MAX_FAT_ARCHITECTURES = 30
"""More architectures than this in a "universal" header means it is not one: Java class files share its magic
number (their next field is the class file version, 45 or more)."""

Version = tuple[int, int, int]


@dataclass(frozen=True)
class Slice:
    """One architecture's part of a Mach-O file and the oldest macOS it runs on (None when it names none)."""

    cpu_type: int
    minimum: Version | None


def decode_version(packed: int) -> Version:
    """Mach-O's ``xxxx.yy.zz`` nibble encoding: ``0x000E0000`` → ``(14, 0, 0)``."""
    return packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF


def parse_version(text: str) -> Version:
    """``"14.0"`` → ``(14, 0, 0)``."""
    parts = [int(part) for part in text.strip().split(".")]
    if not 1 <= len(parts) <= 3:
        raise ValueError(f"{text!r} is not a macOS version")
    parts += [0] * (3 - len(parts))
    return parts[0], parts[1], parts[2]


def show(version: Version) -> str:
    """``(14, 0, 0)`` → ``"14.0"`` (the patch number only when it is not 0)."""
    return ".".join(str(part) for part in (version if version[2] else version[:2]))


def _thin_minimum(data: bytes, offset: int) -> tuple[int, Version | None] | None:
    """The CPU type and the macOS minimum of the thin Mach-O image at ``offset``, or None when it is not one."""
    head = data[offset:offset + 4]
    if len(head) < 4:
        return None
    for order in ("<", ">"):
        magic = struct.unpack(order + "I", head)[0]
        if magic in (MH_MAGIC, MH_MAGIC_64):
            break
    else:
        return None
    header_size = 32 if magic == MH_MAGIC_64 else 28
    if len(data) < offset + header_size:
        return None
    _magic, cpu_type, _subtype, _filetype, count, commands_size = struct.unpack(
        order + "IiiIII", data[offset:offset + 24])
    position, end = offset + header_size, offset + header_size + commands_size
    minimum: Version | None = None
    for _ in range(count):
        if position + 8 > min(end, len(data)):
            break
        command, size = struct.unpack(order + "II", data[position:position + 8])
        if size < 8:
            break  # a broken file: stop rather than loop
        if command == LC_BUILD_VERSION and position + 16 <= len(data):
            platform, packed = struct.unpack(order + "II", data[position + 8:position + 16])
            if platform == PLATFORM_MACOS:
                minimum = decode_version(packed)
        elif command == LC_VERSION_MIN_MACOSX and position + 12 <= len(data):
            minimum = decode_version(struct.unpack(order + "I", data[position + 8:position + 12])[0])
        position += size
    return cpu_type, minimum


def slices(data: bytes) -> list[Slice]:
    """Each architecture of a Mach-O file (one for a thin file, several for a universal one), or [] when ``data``
    is not Mach-O."""
    if len(data) >= 8 and struct.unpack(">I", data[:4])[0] in (FAT_MAGIC, FAT_MAGIC_64):
        magic, count = struct.unpack(">II", data[:8])
        if count > MAX_FAT_ARCHITECTURES:
            return []
        entry = 32 if magic == FAT_MAGIC_64 else 20
        found = []
        for index in range(count):
            start = 8 + index * entry
            if magic == FAT_MAGIC_64:
                cpu_type, _subtype, offset = struct.unpack(">iiQ", data[start:start + 16])
            else:
                cpu_type, _subtype, offset = struct.unpack(">iiI", data[start:start + 12])
            thin = _thin_minimum(data, offset)
            if thin is not None:
                found.append(Slice(cpu_type, thin[1]))
        return found
    thin = _thin_minimum(data, 0)
    return [] if thin is None else [Slice(*thin)]


def declared_minimum(app: Path) -> Version | None:
    """The app's ``LSMinimumSystemVersion``, or None when its Info.plist has none."""
    with (app / "Contents" / "Info.plist").open("rb") as file:
        value = plistlib.load(file).get("LSMinimumSystemVersion")
    return parse_version(value) if isinstance(value, str) else None


def minimums(app: Path) -> dict[str, Version]:
    """Every Mach-O file of the app (by path inside it) with the highest minimum of its architectures (files
    that name none are left out)."""
    found = {}
    for path in sorted(app.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as file:
            if file.read(4) not in {struct.pack(order + "I", magic) for order in "<>"
                                    for magic in (MH_MAGIC, MH_MAGIC_64, FAT_MAGIC, FAT_MAGIC_64)}:
                continue
        versions = [part.minimum for part in slices(path.read_bytes()) if part.minimum is not None]
        if versions:
            found[path.relative_to(app).as_posix()] = max(versions)
    return found


def check(app: Path) -> list[str]:
    """The problems: no declared minimum, or each file that needs a newer macOS than the declared one."""
    declared = declared_minimum(app)
    if declared is None:
        return ["Info.plist declares no LSMinimumSystemVersion"]
    return [f"{name} needs macOS {show(version)}, the app promises {show(declared)}"
            for name, version in minimums(app).items() if version > declared]


def main(argv: list[str]) -> int:
    """Check the app named on the command line; returns the exit status."""
    if len(argv) != 1 or not (Path(argv[0]) / "Contents" / "Info.plist").is_file():
        print("usage: check_minimum_os.py PATH/TO/dealerdesk.app", file=sys.stderr)
        return 2
    app = Path(argv[0])
    problems = check(app)
    found = minimums(app)
    for problem in problems:
        print(f"FAILED {problem}")
    if found:
        newest = max(found.values())
        print(f"{len(found)} Mach-O files; the newest minimum is macOS {show(newest)} "
              f"({', '.join(name for name, version in found.items() if version == newest)[:300]})")
    if not problems:
        print(f"ok     every Mach-O file runs on macOS {show(declared_minimum(app) or (0, 0, 0))}, as Info.plist says")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
