"""Render the app icon (``dealerdesk/resources/icons/dealerdesk.svg``) into the icon files each system wants:

* ``hicolor/<N>x<N>/apps/dealerdesk.png`` for Linux desktops (16 to 512 px) and ``hicolor/scalable/apps/
  dealerdesk.svg``, the freedesktop.org icon theme layout the .deb and the tarball install;
* ``dealerdesk.ico`` for the Windows programs and installer: 16, 24, 32, 48, 64, 128 and 256 px in one file;
* ``dealerdesk.icns`` for the macOS app: 16 to 1024 px (the Retina @2x sizes included).

Every size is drawn from the SVG by Qt's ``QSvgRenderer`` (as packaging/render_icon.py draws the 256 px PNG), so
small sizes are sharp rather than shrunk. The .ico and .icns containers are written here (both hold PNG images,
which Windows Vista and later and macOS 10.7 and later read), so no image tool is needed on any build machine::

    QT_QPA_PLATFORM=offscreen python3 packaging/make_icons.py build/icons
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QGuiApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
from render_icon import ICONS, render  # the packaging folder is not a package

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The fixed sizes installed into the hicolor theme (the sizes desktops ask for; the SVG covers the rest)."""

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The sizes in the Windows icon: Explorer's small, list, tile and extra-large views at 100 % to 200 %."""

ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))
"""The .icns entries (type code, pixels): ic10 to ic14 are the @2x Retina versions of 512, 16, 32, 128, 256."""


def png_bytes(size: int, svg: Path = ICONS / "dealerdesk.svg") -> bytes:
    """The icon drawn at `size` pixels, as PNG file bytes."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not render(svg, size).save(buffer, "PNG"):
        raise ValueError(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico file holding the given PNG images (by size). The directory stores 0 for 256 px."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory, blobs = b"", b""
    for size in sizes:
        blob = images[size]
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + directory + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns file with an entry of every `ICNS_TYPES` type, taken from the PNG images (by size)."""
    body = b"".join(struct.pack(">4sI", code.encode("ascii"), 8 + len(images[size])) + images[size]
                    for code, size in ICNS_TYPES)
    return struct.pack(">4sI", b"icns", 8 + len(body)) + body


def write_all(out: Path, svg: Path = ICONS / "dealerdesk.svg") -> list[Path]:
    """Write the hicolor tree, the .ico and the .icns into `out`; returns the files written."""
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: png_bytes(size, svg) for size in sizes}
    written = []
    for size in HICOLOR_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / "dealerdesk.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(images[size])
        written.append(target)
    scalable = out / "hicolor" / "scalable" / "apps" / "dealerdesk.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    (out / "dealerdesk.ico").write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    (out / "dealerdesk.icns").write_bytes(icns(images))
    return [*written, out / "dealerdesk.ico", out / "dealerdesk.icns"]


def main(argv: list[str]) -> int:
    """Write every icon file into the folder given (default build/icons); returns the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out = Path(argv[0]) if argv else ICONS.parent.parent.parent / "build" / "icons"
    files = write_all(out)
    sys.stdout.write(f"make_icons: wrote {len(files)} files into {out}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
