"""Whether the desktop app can open a window here, asked before Qt is: one line with the fix instead of Qt's abort.

When Qt cannot start its window system plugin — no display to connect to, or a system library the X11 plugin
links to is missing — it prints several lines (naming only the first library it missed, and often the wrong
one) and aborts the process (status 134). On Linux the command line checks first, without importing Qt:

* the platform Qt will use: ``QT_QPA_PLATFORM`` when set (``offscreen``, ``vnc`` … are Qt's business: nothing
  is checked), else Wayland in a Wayland session and X11 otherwise (X11 is also Qt's fallback);
* X11 needs ``DISPLAY``, Wayland ``WAYLAND_DISPLAY``;
* the platform plugin itself is loaded as Qt would load it (its own run path finds PySide6's Qt libraries, the
  system finds the rest); when that fails, every library of :data:`XCB_LIBRARIES` is tried, and the message
  names all that are missing with the Debian/Ubuntu packages to install — the same list the README gives.

Other systems (Windows, macOS) always have their window system: nothing is checked there.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import socket
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}
"""The system libraries Qt's X11 platform plugin (``libqxcb.so``) and the Qt libraries it loads link to directly,
with the Debian/Ubuntu package of each (measured with ``ldd``; ``tests/test_docs.py`` checks this list and the
README's against it). The C and C++ runtimes, zlib and zstd, which every Linux system has, are left out."""

EXIT_NO_WINDOW = 1
"""The exit status when no window can open (Qt's abort was 134)."""

Loader = Callable[[str], object]
"""Loads a shared library by name or path, raising :class:`OSError` when it cannot (``ctypes.CDLL``)."""


def _platforms(environ: Mapping[str, str]) -> list[str] | None:
    """The platform plugins Qt will try, in order; None when it is one this check knows nothing about."""
    requested = [part.split(":")[0].strip() for part in environ.get("QT_QPA_PLATFORM", "").split(";")]
    requested = [name for name in requested if name]
    if requested:
        return requested if all(name in ("xcb", "wayland") for name in requested) else None
    if environ.get("XDG_SESSION_TYPE", "").strip().lower() == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


def _plugin_folder() -> Path | None:
    """PySide6's folder of platform plugins (in a source install and in the frozen app), without importing Qt."""
    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    for location in locations:
        folder = Path(location) / "Qt" / "plugins" / "platforms"
        if folder.is_dir():
            return folder
    return None


def _missing_libraries(load: Loader, beside: list[Path]) -> list[str]:
    """The libraries of :data:`XCB_LIBRARIES` that neither the system nor a folder of ``beside`` provides."""
    missing = []
    for library in XCB_LIBRARIES:
        if any((folder / library).exists() for folder in beside):
            continue
        try:
            load(library)
        except OSError:
            missing.append(library)
    return missing


def _loads(load: Loader, plugin: Path) -> str | None:
    """None when the plugin loads, else the loader's reason."""
    try:
        load(str(plugin))
    except OSError as error:
        return str(error)
    return None


def x_server_answers(display: str) -> bool:
    """Whether an X server accepts a connection at ``display`` (through libxcb, as Qt connects)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # the library check speaks instead
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return connection is not None and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection is not None:
            xcb.xcb_disconnect(connection)


def wayland_answers(environ: Mapping[str, str]) -> bool:
    """Whether a Wayland compositor listens at ``WAYLAND_DISPLAY`` (a socket, in ``XDG_RUNTIME_DIR`` unless a
    path)."""
    name = environ.get("WAYLAND_DISPLAY", "").strip()
    path = name if name.startswith("/") else os.path.join(environ.get("XDG_RUNTIME_DIR", ""), name)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(2)
        try:
            probe.connect(path)
        except OSError:
            return False
    return True


def _server_answers(name: str, environ: Mapping[str, str]) -> bool:
    return x_server_answers(environ["DISPLAY"]) if name == "xcb" else wayland_answers(environ)


def window_problem(environ: Mapping[str, str] | None = None, *, platform: str | None = None,
                   plugins: Path | None = None, load: Loader = ctypes.CDLL,
                   answers: Callable[[str, Mapping[str, str]], bool] | None = None) -> str | None:
    """One line saying why the app cannot open a window here and how to fix it, or None when it can (or when
    this cannot tell: Qt then has the last word). The parameters are for tests; by default the process's own
    (``answers(platform, environ)`` says whether the display server of that platform accepts a connection)."""
    environ = os.environ if environ is None else environ
    answers = _server_answers if answers is None else answers
    if not (platform or sys.platform).startswith("linux"):
        return None
    candidates = _platforms(environ)
    if candidates is None:
        return None
    displays = {"xcb": "DISPLAY", "wayland": "WAYLAND_DISPLAY"}
    reachable = [name for name in candidates if environ.get(displays[name], "").strip()]
    if not reachable:
        names = " and ".join(dict.fromkeys(displays[name] for name in candidates))
        return (f"cannot open the window: there is no display ({names} not set); start dealerdesk from a "
                "desktop session, or use its commands without a window (dealerdesk --help)")
    folder = plugins if plugins is not None else _plugin_folder()
    if folder is None:
        return None
    files = {"xcb": "libqxcb.so", "wayland": "libqwayland.so"}
    failures = []
    for name in reachable:
        plugin = folder / files[name]
        if not plugin.exists():
            return None  # an unusual Qt: let it speak for itself
        reason = _loads(load, plugin)
        if reason is None:
            if answers(name, environ):
                return None
            reason = ""
        failures.append((name, reason))
    if "xcb" in reachable:
        extra = [folder.parent.parent / "lib"]
        frozen = getattr(sys, "_MEIPASS", None)
        if frozen:
            extra.append(Path(frozen))
        missing = _missing_libraries(load, extra)
        if missing:
            packages = " ".join(dict.fromkeys(XCB_LIBRARIES[library] for library in missing))
            return (f"cannot open the window: Qt's X11 plugin needs system libraries that are missing "
                    f"({', '.join(missing)}); on Debian or Ubuntu: sudo apt install {packages}")
    unanswered = [name for name, reason in failures if not reason]
    if unanswered:
        where = ", ".join(f"{displays[name]}={environ[displays[name]].strip()}" for name in unanswered)
        return (f"cannot open the window: no display server answers at {where}; start dealerdesk from a "
                "desktop session (or set DISPLAY to a running X server)")
    name, reason = failures[-1]
    return f"cannot open the window: Qt's {name} plugin does not load ({' '.join(reason.split())[:200]})"
