"""Reading a file someone else wrote, without letting it hang the program or fill its memory.

A path may name a FIFO (reading it waits forever for a writer), a device such as ``/dev/zero`` (never ends)
or a file of gigabytes. :func:`read_limited` opens without blocking, accepts only a regular file, and reads at
most ``limit`` bytes: anything else is refused at once with :class:`FileRefused`, whose message says why.
"""

from __future__ import annotations

import io
import os
import stat
from typing import BinaryIO


class FileRefused(ValueError):
    """The path is not a regular file, or it is larger than the limit; the message says which (no file name)."""


def size_text(count: int) -> str:
    """A byte count for messages: ``"1 MiB"``, ``"64 KiB"``, ``"900 bytes"``."""
    for unit, size in (("MiB", 1024 * 1024), ("KiB", 1024)):
        if count >= size and count % size == 0:
            return f"{count // size} {unit}"
    return f"{count} bytes"


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path``; :class:`FileRefused` if it is not one or exceeds ``limit``
    bytes, :class:`OSError` if it cannot be opened or read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(os.fspath(path), flags)
    with os.fdopen(descriptor, "rb", buffering=0) as file:
        status = os.fstat(file.fileno())
        if not stat.S_ISREG(status.st_mode):
            raise FileRefused("not a regular file")
        if status.st_size > limit:
            raise FileRefused(f"larger than the limit of {size_text(limit)}")
        return read_stream(file, limit)


def read_stream(stream: BinaryIO | io.RawIOBase, limit: int) -> bytes:
    """At most ``limit`` bytes from a binary stream (standard input), :class:`FileRefused` if there are more:
    a file that grows while it is read, or a pipe, is cut off at the limit instead of read to the end."""
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = stream.read(min(1 << 20, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise FileRefused(f"larger than the limit of {size_text(limit)}")
