"""Let Python's own library start on an older glibc: bind the few maths functions that glibc re-versioned to
their original version, which every glibc still provides.

A Python built on a newer system than the oldest one the bundle aims at (glibc 2.34, what the PySide6 wheels
need) asks for ``hypot@GLIBC_2.35``: glibc 2.35 gave ``hypot`` a new symbol version (dropping the old SVID error
wrapper), while ``hypot@GLIBC_2.2.5`` stays in every glibc for programs built earlier. Only that one reference sets
the bundle's glibc floor to 2.35 (``objdump -T`` over the bundle shows every other file at 2.34 or below), so the
spec rewrites it in the bundled copy of ``libpython``: the version requirement (an entry of the ELF
``.gnu.version_r`` section) is renamed from GLIBC_2.35 to GLIBC_2.2.5. The function is the same one (both
versions compute the same result and set ``errno`` the same way); the loader then binds the old version.

Only versions whose every symbol is in `COMPATIBLE` are rewritten, so a new dependency on glibc 2.35 stays
visible in the measured floor instead of being hidden. The ELF files are read with the standard library only.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

COMPATIBLE = {
    # version → (the version to bind instead, the symbols for which that is the same function)
    "GLIBC_2.35": ("GLIBC_2.2.5", frozenset({"hypot", "hypotf", "hypotl"})),
}
"""Re-versioned glibc symbols whose original version is the same function (x86-64 and aarch64 names the
original version GLIBC_2.2.5 and GLIBC_2.17; a file whose library lacks the original version is left alone)."""

_SHT_DYNSYM, _SHT_VERNEED, _SHT_VERSYM = 11, 0x6FFFFFFE, 0x6FFFFFFF


def elf_hash(name: bytes) -> int:
    """The System V ELF hash of a name (what ``vna_hash`` holds)."""
    value = 0
    for byte in name:
        value = ((value << 4) + byte) & 0xFFFFFFFF
        high = value & 0xF0000000
        if high:
            value ^= high >> 24
        value &= ~high & 0xFFFFFFFF
    return value


@dataclass
class _Section:
    type: int
    offset: int
    size: int
    link: int


@dataclass
class _Requirement:
    """One version a file asks of one library: where its entry is, its name and index."""

    entry: int
    library: str
    name: str
    index: int


def _cstring(data: bytes, offset: int) -> str:
    return data[offset:data.index(b"\0", offset)].decode("ascii", errors="replace")


def _sections(data: bytes) -> list[_Section]:
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    sections = []
    for index in range(count):
        header = shoff + index * entry_size
        _name, kind, _flags, _addr, offset, size, link = struct.unpack_from("<IIQQQQI", data, header)
        sections.append(_Section(kind, offset, size, link))
    return sections


def requirements(data: bytes) -> tuple[list[_Requirement], dict[int, list[str]], _Section]:
    """The version requirements of an ELF file, the dynamic symbols bound to each version index, and the string
    table the requirement names live in."""
    sections = _sections(data)
    verneed = next(section for section in sections if section.type == _SHT_VERNEED)
    strings = sections[verneed.link]
    found: list[_Requirement] = []
    offset = verneed.offset
    while True:
        _version, count, file, aux, next_entry = struct.unpack_from("<HHIII", data, offset)
        library = _cstring(data, strings.offset + file)
        entry = offset + aux
        for _ in range(count):
            _hash, _flags, index, name, next_aux = struct.unpack_from("<IHHII", data, entry)
            found.append(_Requirement(entry, library, _cstring(data, strings.offset + name), index))
            entry += next_aux
        if not next_entry:
            break
        offset += next_entry
    symbols: dict[int, list[str]] = {}
    dynsym = next(section for section in sections if section.type == _SHT_DYNSYM)
    versym = next(section for section in sections if section.type == _SHT_VERSYM)
    names = sections[dynsym.link]
    for number in range(dynsym.size // 24):
        name = struct.unpack_from("<I", data, dynsym.offset + 24 * number)[0]
        index = struct.unpack_from("<H", data, versym.offset + 2 * number)[0] & 0x7FFF
        symbols.setdefault(index, []).append(_cstring(data, names.offset + name))
    return found, symbols, strings


def lower(path: Path) -> list[str]:
    """Rewrite the file's `COMPATIBLE` version requirements in place; returns what was rewritten
    (``hypot: GLIBC_2.35 → GLIBC_2.2.5``), empty when nothing was (or could safely be)."""
    data = bytearray(path.read_bytes())
    try:
        found, symbols, _strings = requirements(bytes(data))
    except (ValueError, StopIteration, struct.error):
        return []  # not an ELF file with symbol versions
    done = []
    for requirement in found:
        if requirement.name not in COMPATIBLE:
            continue
        original, functions = COMPATIBLE[requirement.name]
        bound = symbols.get(requirement.index, [])
        same_library = [other for other in found if other.library == requirement.library and other.name == original]
        if not bound or not set(bound) <= functions or not same_library:
            continue  # something else needs this version, or the library's original version is not asked for
        # The entry takes the original version's name and hash (copied from the entry that already asks for it).
        original_hash, _flags, _index, original_name = struct.unpack_from("<IHHI", data, same_library[0].entry)
        struct.pack_into("<I", data, requirement.entry, original_hash)
        struct.pack_into("<I", data, requirement.entry + 8, original_name)
        done.append(f"{', '.join(sorted(bound))}: {requirement.name} → {original}")
    if done:
        path.write_bytes(bytes(data))
    return done
