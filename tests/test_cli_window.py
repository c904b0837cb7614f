"""``dealerdesk`` without a usable window system says so in one line with the fix, before Qt aborts, since
Qt's own abort names no fix; and ``dealerdesk --version``."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealerdesk.cli import main
from dealerdesk.display_check import EXIT_NO_WINDOW, XCB_LIBRARIES, _plugin_folder, window_problem
from tests.tools import need

PLUGINS = _plugin_folder()


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out == f"dealerdesk {importlib.metadata.version('dealerdesk')}\n"


def without_displays(**extra: str) -> dict[str, str]:
    environ = {k: v for k, v in os.environ.items()
               if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    return environ | extra


def test_no_display_is_one_line_with_the_fix_not_qt_s_abort() -> None:
    done = subprocess.run([sys.executable, "-m", "dealerdesk"], check=False, env=without_displays(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == EXIT_NO_WINDOW and done.stdout == ""
    assert done.stderr == ("dealerdesk: cannot open the window: there is no display (DISPLAY not set); start "
                           "dealerdesk from a desktop session, or use its commands without a window "
                           "(dealerdesk --help)\n")


def free_display() -> str:
    number = 90
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    return f":{number}"


def test_a_display_nobody_answers_at_is_named() -> None:
    display = free_display()
    problem = window_problem({"DISPLAY": display}, platform="linux")
    assert problem == (f"cannot open the window: no display server answers at DISPLAY={display}; start "
                       "dealerdesk from a desktop session (or set DISPLAY to a running X server)")
    done = subprocess.run([sys.executable, "-m", "dealerdesk"], check=False, env=without_displays(DISPLAY=display),
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (EXIT_NO_WINDOW, f"dealerdesk: {problem}\n")


@pytest.fixture(scope="module")
def x_server() -> Iterator[str]:
    """A real X server (Xvfb, Debian's package xvfb) for the check to connect to."""
    display = free_display()
    server = subprocess.Popen([need("Xvfb"), display, "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 20
        while not Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            assert server.poll() is None and time.monotonic() < deadline, "Xvfb did not start"
            time.sleep(0.05)
        yield display
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.mark.tools
def test_a_running_x_server_with_every_library_passes(x_server: str) -> None:
    assert window_problem({"DISPLAY": x_server}, platform="linux") is None


def x11_answers(name: str, _environ: object) -> bool:
    """A stand-in for the display servers' answers: an X server answers, no Wayland compositor does."""
    return name == "xcb"


def test_wayland_session_without_a_compositor_falls_back_to_x11(tmp_path: Path) -> None:
    wayland = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert window_problem(wayland | {"DISPLAY": ":5"}, platform="linux", answers=x11_answers) is None
    # The plugin loads (a stand-in loader: whether this machine has the Wayland client libraries is not the point);
    # nothing listens at the socket the session names.
    assert window_problem(wayland, platform="linux", load=load_everything) == (
        "cannot open the window: no display server answers at WAYLAND_DISPLAY=wayland-9; start dealerdesk "
        "from a desktop session (or set DISPLAY to a running X server)")


@pytest.mark.parametrize("environ", [{"QT_QPA_PLATFORM": "offscreen"}, {"QT_QPA_PLATFORM": "vnc:size=800x600"},
                                     {"QT_QPA_PLATFORM": "xcb;offscreen"}])
def test_platforms_qt_needs_no_display_for_are_not_checked(environ: dict[str, str]) -> None:
    assert window_problem(environ, platform="linux", load=refuse_everything) is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_other_systems_are_not_checked(platform: str) -> None:
    assert window_problem({}, platform=platform, load=refuse_everything) is None


def load_everything(name: str) -> object:
    return object()


def refuse_everything(name: str) -> object:
    raise OSError(f"{name}: cannot open shared object file")


def test_missing_xcb_libraries_are_all_named_with_their_packages() -> None:
    assert PLUGINS is not None
    missing = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0"}
    loaded: list[str] = []

    def load(name: str) -> object:
        if name.endswith("libqxcb.so"):
            raise OSError("libxcb-icccm.so.4: cannot open shared object file: No such file or directory")
        if name in missing:
            raise OSError(f"{name}: cannot open shared object file")
        loaded.append(name)
        return object()

    problem = window_problem({"DISPLAY": ":5"}, platform="linux", plugins=PLUGINS, load=load, answers=x11_answers)
    assert problem == ("cannot open the window: Qt's X11 plugin needs system libraries that are missing "
                       "(libxcb-cursor.so.0, libxcb-icccm.so.4, libxcb-keysyms.so.1); on Debian or Ubuntu: "
                       "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1")
    assert set(loaded) == set(XCB_LIBRARIES) - missing


def test_a_plugin_that_fails_for_another_reason_is_quoted() -> None:
    def load(name: str) -> object:
        if name.endswith("libqxcb.so"):
            raise OSError("libqxcb.so: undefined symbol: _ZN7QObject4\n  somethingEv")
        return object()

    assert window_problem({"DISPLAY": ":5"}, platform="linux", plugins=PLUGINS, load=load, answers=x11_answers) == (
        "cannot open the window: Qt's xcb plugin does not load (libqxcb.so: undefined symbol: _ZN7QObject4 "
        "somethingEv)")
