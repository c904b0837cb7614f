"""The pictures dealerdesk writes to disk (``dealerdesk snapshot``'s views, the rendered table): one writer, so every
view is written alike, in the format the file's suffix names (``.png``, ``.jpg`` …) — never PNG data under a
``.jpg`` name — and a suffix it cannot write is refused before anything is drawn (:func:`format_problem`)."""

from __future__ import annotations

import os

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageWriter

PNG_QUALITY = 80
"""The writer's quality: for a PNG, Qt's 80 is zlib's fastest level (1), which writes a 1280x800 window in about
two thirds of the default level's time for a file about a fifth bigger (42 KB, not 35 KB); the pixels are the same,
as PNG is lossless. A snapshot is written once and looked at, not stored by the thousand, so the command's time
counts for more than its size."""


PICTURE_FORMATS = ("png", "jpg", "jpeg", "webp", "bmp", "tif", "tiff")
"""The suffixes a picture may have, those Qt's image writer can write on this machine (:func:`writable_suffixes`).
Qt writes more (icons, X bitmaps, one-bit PBM), which no one wants a screenshot in: an ``.ico`` of a window
fails beyond 256 pixels, a ``.xbm`` is black and white."""


def writable_suffixes() -> tuple[str, ...]:
    """The suffixes of :data:`PICTURE_FORMATS` this machine's Qt can write (WebP and TIFF are plugins a build may
    lack)."""
    available = {bytes(name.data()).decode("ascii", "replace").lower() for name in QImageWriter.supportedImageFormats()}
    return tuple(suffix for suffix in PICTURE_FORMATS if suffix in available)


def format_problem(path: str | os.PathLike[str]) -> str | None:
    """Why a picture cannot be written to ``path`` in the format its suffix names (no suffix, or one this
    machine's Qt does not write), as words after the path; ``None`` when it can."""
    suffix = os.path.splitext(os.fspath(path))[1].lower().lstrip(".")
    formats = ", ".join(f".{name}" for name in writable_suffixes())
    if not suffix:
        return f"give the file a suffix that names its format ({formats})"
    if suffix not in writable_suffixes():
        return f".{suffix} is not a picture format this can write ({formats})"
    return None


def write_image(image: QImage, path: str | os.PathLike[str]) -> None:
    """Write ``image`` to ``path`` in the format its suffix names (:func:`format_problem` says which can be
    written); a PNG at :data:`PNG_QUALITY`, other formats at Qt's default quality. Raises :class:`OSError`
    saying which file and why when it cannot."""
    name = os.fspath(path)
    problem = format_problem(name)
    if problem is not None:
        raise OSError(f"could not write the image {name}: {problem}")
    suffix = os.path.splitext(name)[1].lower().lstrip(".")
    if suffix == "png":
        write_png(image, name)
        return
    writer = QImageWriter(name, QByteArray(suffix.encode("ascii")))
    if not writer.write(image):
        raise OSError(f"could not write the image {name}: {writer.errorString()}")


def write_png(image: QImage, path: str | os.PathLike[str]) -> None:
    """Write ``image`` to ``path`` as a PNG. Raises :class:`OSError` saying which file and why when it cannot."""
    writer = QImageWriter(os.fspath(path), QByteArray(b"PNG"))
    writer.setQuality(PNG_QUALITY)
    if not writer.write(image):
        raise OSError(f"could not write the image {os.fspath(path)}: {writer.errorString()}")
