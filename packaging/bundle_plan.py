"""What goes into the frozen app and what stays out, as plain data that the spec and the tests share.

PyInstaller executes ``dealerdesk.spec``; every decision about the bundle's contents lives here instead, so
``tests/test_packaging.py`` can check it without running PyInstaller (and without importing it or Qt).

What the app needs at run time was measured, not guessed: importing ``pyqtgraph`` loads QtOpenGL and
QtOpenGLWidgets unconditionally (``pyqtgraph.Qt.OpenGLHelpers``, ``PlotCurveItem``) and ``pydoc`` (its
parameter tree), and tries QtTest, which it can do without; the app itself uses QtCore, QtGui, QtWidgets, QtSvg
and QtPrintSupport (printing the audition report). Everything else PySide6 ships is left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
"""The repository's root folder (this file lives in ``packaging/``)."""

RESOURCES = ROOT / "dealerdesk" / "resources"
"""The package folder of shipped files: fonts, translations, icons."""

EXCLUDED_MODULES = [
    # Standard library parts no code path of the app reaches (pydoc stays: pyqtgraph imports it).
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "unittest",
    "doctest",
    "test",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    # Networking, asyncio and the interactive debugger: nothing in the app goes on the network (leaving out ssl
    # also leaves out OpenSSL's libssl), and pstats' command loop would bring readline and its terminal library.
    "ssl",
    "_ssl",
    "asyncio",
    "ftplib",
    "xmlrpc",
    "socketserver",
    "http.server",
    "pdb",
    "readline",
    "curses",
    # hashlib's OpenSSL backend (4.7 MB of libcrypto): without it hashlib uses Python's built-in hashes, which
    # is all the app asks of it (a SHA-1 to name questions).
    "_hashlib",
    # NumPy reads its build configuration with PyYAML when it is installed; only numpy.show_config() needs it.
    "yaml",
    # pyqtgraph's optional parts: 3-D (PyOpenGL), the example browser, notebooks, its own tests.
    "pyqtgraph.opengl",
    "pyqtgraph.examples",
    "pyqtgraph.jupyter",
    "pyqtgraph.canvas",
    "pyqtgraph.flowchart",
    "pyqtgraph.console",
    "OpenGL",
    "IPython",
    "jupyter_rfb",
    "matplotlib",
    "scipy",
    "h5py",
    "cupy",
    "numba",
    "PIL",
    # NumPy's test suites and build helpers.
    "numpy.tests",
    "numpy.testing",
    "numpy.f2py",
    "numpy.distutils",
    "numpy._pyinstaller",
    # The other Qt bindings pyqtgraph would take if PySide6 were missing.
    "PyQt5",
    "PyQt6",
    "PySide2",
    # Qt modules the app does not use (QtTest: pyqtgraph tries it and falls back when it is missing).
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtConcurrent",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtUiTools",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtSvgWidgets",
    "PySide6.QtXml",
]
"""Modules PyInstaller must not follow into (they would be collected because something mentions them)."""

REQUIRED_MODULES = [
    "dealerdesk.cli",
    "dealerdesk.ui.window.app",
    "dealerdesk.ui.offscreen.self_test",
    "dealerdesk.ui.offscreen.snapshot",
    "PySide6.QtCore",
    "PySide6.QtGui",
    "PySide6.QtWidgets",
    "PySide6.QtSvg",
    "PySide6.QtPrintSupport",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "pyqtgraph",
    "pydoc",
    "numpy",
    "platformdirs",
    "sqlite3",
    # The sounds: imported on the first sound (dealerdesk.ui.play_mode.sound), so it must be named; its compiled part
    # needs cffi's backend, which no Python import shows PyInstaller.
    "miniaudio",
    "_cffi_backend",
]
"""Modules the frozen app cannot start without; none of them may be caught by `EXCLUDED_MODULES`.

The ``dealerdesk.ui`` modules are imported lazily by the command line, so the spec names them as hidden
imports to be sure PyInstaller follows them."""

QT_PLUGINS = {
    # offscreen: --self-test, snapshots and CI; xcb and wayland: Linux desktops; windows and cocoa: the others.
    "platforms": {"qoffscreen", "qxcb", "qwayland", "qwindows", "qcocoa", "qdirect2d"},
    # PNG is built into QtGui; SVG for the icon and card faces, JPEG for photographs in screenshots.
    "imageformats": {"qsvg", "qjpeg"},
    "iconengines": {"qsvgicon"},
    "styles": None,  # every style: the native one of each system (the app itself uses Fusion, built in)
    # xcb's OpenGL glue, which pyqtgraph's (unused but imported) OpenGL widget can ask for.
    "xcbglintegrations": None,
    # The client side of Wayland: window decorations (GNOME's Adwaita look, Qt's Bradient), the desktop shell
    # protocol (xdg-shell; not the car, kiosk and Qt-compositor shells), windows drawn with EGL.
    "wayland-decoration-client": {"adwaita", "bradient"},
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    # Typing: dead keys and compose sequences (Hungarian keyboards), IBus input methods (Thai).
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    # Desktop portals for the export/save file dialogs (sandboxed desktops); not the GTK 3 theme, which would
    # pull the whole of GTK into the bundle.
    "platformthemes": {"qxdgdesktopportal"},
    # Printing the audition report to a printer (CUPS); without it Qt can only print to PDF.
    "printsupport": None,
}
"""The Qt plugins kept, by plugin folder: a set of plugin names (file names without ``lib`` and extension),
or None for every plugin in that folder. Folders not named here are left out."""

QT_TRANSLATIONS = re.compile(r"(qtbase|qt)_hu(_[A-Za-z]+)?\.qm")
"""Qt's own translations kept: Hungarian (the app's Thai and Hungarian translations install these for the
standard dialogs' buttons; Qt has no Thai translation)."""

HOST_LIBRARIES = [
    # Printing: CUPS's client library (Qt's print support plugin loads it to list the printers) must match the
    # local printing setup, and would bring GnuTLS, Kerberos and Avahi along (~10 MB). Without it Qt prints to PDF.
    r"libcups\.so\.2",
    # The C++ and GCC runtimes: every system has them, and a bundled copy older than the system's breaks the
    # system's graphics drivers (Mesa's need the newer libstdc++), while one newer than the oldest supported
    # system raises the glibc floor (the build machine's needs glibc 2.36).
    r"libstdc\+\+\.so\.6",
    r"libgcc_s\.so\.1",
    # Fonts and text: the system's fontconfig must read the system's configuration and font cache (a bundled one
    # reads them in a format it may not know); FreeType, HarfBuzz, FriBidi and Thai line breaking go with it.
    r"libfontconfig\.so\.1",
    r"libfreetype\.so\.6",
    r"libharfbuzz\.so\.0",
    r"libfribidi\.so\.0",
    r"libthai\.so\.0",
    r"libexpat\.so\.1",
    # Basic system libraries present on every Linux (and the X11 and sound libraries that belong to the desktop).
    r"libz\.so\.1",
    r"libuuid\.so\.1",
    r"libcom_err\.so\.2",
    r"libgpg-error\.so\.0",
    r"libp11-kit\.so\.0",
    r"libgmp\.so\.10",
    r"libusb-1\.0\.so\.0",
    r"libX11\.so\.6",
    r"libX11-xcb\.so\.1",
    r"libICE\.so\.6",
    r"libSM\.so\.6",
    r"libgbm\.so\.1",
    r"libglapi\.so\.0",
    r"libasound\.so\.2",
    r"libjack\.so\.0",
    r"libpipewire-0\.3\.so\.0",
    # glibc's vector maths library, which miniaudio links: part of glibc like libm (PyInstaller does not know it),
    # and the build machine's copy needs glibc 2.35.
    r"libmvec\.so\.1",
]
"""Libraries the Linux bundle never carries (file names, as patterns), together with the libraries only they
need: the app uses the system's. The same list AppImage's "excludelist" keeps for the same reasons (host
libraries that must match the system, or that every system has). PyInstaller itself already leaves out glibc,
libGL/libEGL and the rest of the graphics stack, libxcb and the Wayland client libraries."""

LEFT_TO_THE_SYSTEM = re.compile("|".join(f"(?:{pattern})" for pattern in HOST_LIBRARIES))
"""`HOST_LIBRARIES` as one pattern (matched against a library's whole file name)."""

DEBIAN_PACKAGES = {
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libmvec.so.1": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libutil.so.1": "libc6",
    "libresolv.so.2": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libharfbuzz.so.0": "libharfbuzz0b",
    "libexpat.so.1": "libexpat1",
    "libz.so.1": "zlib1g",
    "libuuid.so.1": "libuuid1",
    "libgpg-error.so.0": "libgpg-error0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libcups.so.2": "libcups2",
}
"""The Debian package of each system library the bundle may link to without carrying it. The .deb's Depends
are made from the libraries the built bundle really links to (packaging/linux_package.py fails on one missing
here, so a new system dependency cannot slip into the package unnoticed)."""

DEBIAN_RECOMMENDS = {"libcups2"}
"""Packages the app works without (printing to a printer; without CUPS Qt prints to PDF files)."""

QT_FOLDERS = {"linux": "PySide6/Qt", "darwin": "PySide6/Qt", "win32": "PySide6"}
"""Where PyInstaller puts PySide6's Qt files inside the bundle, by platform (``QtLibraryInfo.qt_rel_dir`` in
PyInstaller's ``utils/hooks/qt``): ``PySide6/Qt/plugins`` and ``PySide6/Qt/translations`` on Linux and macOS, but
``PySide6\\plugins`` and ``PySide6\\translations`` on Windows, where the wheel has no ``Qt`` folder."""

_QT_FOLDER = r"(?:^|/)PySide6/(?:Qt/)?"
_PLUGINS_FOLDER = re.compile(_QT_FOLDER + r"plugins/(?P<folder>[^/]+)/(?P<file>[^/]+)$")
_TRANSLATIONS_FOLDER = re.compile(_QT_FOLDER + r"translations/(?P<file>[^/]+)$")


def collected_path(source: str, folder: str) -> str:
    """The path inside the bundle of a file PyInstaller collects from ``source`` into ``folder``, with ``/``
    between its parts whatever the system writes (a Windows build has ``C:\\...\\qwindows.dll`` and
    ``PySide6\\plugins\\platforms``; the spec may be read on another system in the tests)."""
    name = re.split(r"[\\/]", source)[-1]
    return "/".join([*filter(None, re.split(r"[\\/]", folder)), name])


def plugin_name(file_name: str) -> str:
    """``libqxcb.so`` → ``qxcb``, ``qwindows.dll`` → ``qwindows`` (the name `QT_PLUGINS` uses)."""
    stem = file_name.split(".", 1)[0]
    return stem.removeprefix("lib")


def keep(destination: str) -> bool:
    """Whether a file PyInstaller collected (its path inside the bundle, with ``/`` or ``\\``) stays: Qt plugins
    and translations (in PySide6's folders of any platform, `QT_FOLDERS`) are filtered by `QT_PLUGINS` and
    `QT_TRANSLATIONS`, everything else is kept."""
    posix = destination.replace("\\", "/")
    plugin = _PLUGINS_FOLDER.search(posix)
    if plugin is not None:
        folder = plugin["folder"]
        if folder not in QT_PLUGINS:
            return False
        names = QT_PLUGINS[folder]
        return names is None or plugin_name(plugin["file"]) in names
    translation = _TRANSLATIONS_FOLDER.search(posix)
    if translation is not None:
        return QT_TRANSLATIONS.fullmatch(translation["file"]) is not None
    return True


def is_excluded(module: str) -> bool:
    """Whether `EXCLUDED_MODULES` leaves out this module (itself or a package above it)."""
    return any(module == name or module.startswith(name + ".") for name in EXCLUDED_MODULES)


def resource_datas(resources: Path = RESOURCES, root: Path = ROOT) -> list[tuple[str, str]]:
    """Every shipped file under ``dealerdesk/resources`` as PyInstaller's (source file, destination folder)
    pairs, the destination mirroring the package (``dealerdesk/resources/icons``) so that
    ``dealerdesk.resources.path(...)``, which looks beside its own module, finds them in the frozen app too.

    The package's Python modules go into the archive as code, and caches stay behind."""
    pairs = []
    for file in sorted(resources.rglob("*")):
        relative = file.relative_to(resources)
        if not file.is_file() or "__pycache__" in relative.parts or file.suffix in (".py", ".pyc"):
            continue
        pairs.append((str(file), PurePosixPath(file.parent.relative_to(root)).as_posix()))
    return pairs


def without_system_libraries(
    binaries: list[tuple[str, str, str]], imports: Callable[[str], Iterable[str]]
) -> list[tuple[str, str, str]]:
    """PyInstaller's binaries ((destination, source, kind) entries) without the ones `LEFT_TO_THE_SYSTEM` names
    and the libraries that only those needed. `imports(source)` names the libraries a binary links to (their
    file names); libraries are matched by file name."""
    sources: dict[str, list[str]] = {}
    for destination, source, _kind in binaries:
        sources.setdefault(PurePosixPath(destination.replace("\\", "/")).name, []).append(source)

    def linked(name: str) -> set[str]:
        return {PurePosixPath(lib).name for source in sources[name] for lib in imports(source)} & sources.keys()

    left_out = {name for name in sources if LEFT_TO_THE_SYSTEM.fullmatch(name)}
    candidates, pending = set(left_out), list(left_out)
    while pending:  # everything the left-out libraries pull in
        for library in linked(pending.pop()) - candidates:
            candidates.add(library)
            pending.append(library)
    needed: set[str] = set()
    pending = [name for name in sources if name not in candidates]
    while pending:  # what the rest of the bundle still links to
        for library in (linked(pending.pop()) & candidates) - left_out - needed:
            needed.add(library)
            pending.append(library)
    dropped = candidates - needed
    return [entry for entry in binaries if PurePosixPath(entry[0].replace("\\", "/")).name not in dropped]


LICENCE_FILES = [ROOT / "LICENSE", ROOT / "packaging" / "THIRD-PARTY-NOTICES.txt"]
"""The app's own licence (MIT) and the notices of everything the bundle carries; every bundle ships both."""


def licence_datas() -> list[tuple[str, str]]:
    """`LICENCE_FILES` as PyInstaller's (source file, destination folder) pairs, at the bundle's top."""
    return [(str(file), ".") for file in LICENCE_FILES]
